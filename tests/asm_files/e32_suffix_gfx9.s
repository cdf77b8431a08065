; mcpu: gfx900
; `_e32` on scalar mnemonics is the same instruction (any letter case).
l: s_mov_b32_e32 s0, s1
S_ADD_U32_E32 s2, s3, 5
s_cmp_eq_u32_E32 s0, s1
s_movk_i32_e32 s4, 0x1234
s_getreg_b32_e32 s5, hwreg(HW_REG_MODE)
s_load_dword_e32 s6, s[0:1], 0x10
s_atc_probe_e32 1, s[0:1], 0
s_waitcnt_e32 lgkmcnt(0)
s_cbranch_scc0_e32 l
s_nop_e32 0
s_endpgm_e32
