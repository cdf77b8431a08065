// DPP and SDWA: the lane number from v_mbcnt, then the f32 sum over the wave
// by the DPP reduction compilers emit (row_shr with bound_ctrl, row_shr under
// bank masks, row_bcast under row masks): lane 15 ends with 1 + ... + 16 =
// 136 (0x43080000), lane 31 with 1 + ... + 32 = 528 (0x44040000), lane 63
// with 1 + ... + 64 = 2080 (0x45020000). Then SDWA moves of v5 = 0x11228344:
// BYTE_2 zero-extended (0x22); BYTE_1 sign-extended (0x83) into BYTE_1 with
// its sign above (0xffff8300); WORD_1 into WORD_0 of v4 = 0xaaaabbbb with the
// rest kept (0xaaaa1122).
// arch: gfx8 gfx9
// set: exec=0xffffffffffffffff v5=0x11228344 v4=0xaaaabbbb
// expect: end=endpgm steps=20
// expect: v1[15]=0x43080000 v1[31]=0x44040000 v1[63]=0x45020000 v0[63]=63
// expect: v2=0x22 v3=0xffff8300 v4=0xaaaa1122 v4[63]=0xaaaa1122
  v_mbcnt_lo_u32_b32 v0, -1, 0
  v_mbcnt_hi_u32_b32 v0, -1, v0
  v_cvt_f32_u32 v1, v0
  v_add_f32 v1, 1.0, v1
  s_nop 1
  v_add_f32_dpp v1, v1, v1 row_shr:1 bound_ctrl:0
  s_nop 1
  v_add_f32_dpp v1, v1, v1 row_shr:2 bound_ctrl:0
  s_nop 1
  v_add_f32_dpp v1, v1, v1 row_shr:4 bank_mask:0xe
  s_nop 1
  v_add_f32_dpp v1, v1, v1 row_shr:8 bank_mask:0xc
  s_nop 1
  v_add_f32_dpp v1, v1, v1 row_bcast:15 row_mask:0xa
  s_nop 1
  v_add_f32_dpp v1, v1, v1 row_bcast:31 row_mask:0xc
  v_mov_b32_sdwa v2, v5 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_2
  v_mov_b32_sdwa v3, sext(v5) dst_sel:BYTE_1 dst_unused:UNUSED_SEXT src0_sel:BYTE_1
  v_mov_b32_sdwa v4, v5 dst_sel:WORD_0 dst_unused:UNUSED_PRESERVE src0_sel:WORD_1
  s_endpgm
