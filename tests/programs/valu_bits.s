// Bit operations on every lane, values by hand: bfe of 0x12345678 at 8, 8
// is 0x56; bfe_i32 of 0xf0 (width 8) sign-extends; bfi selects by mask;
// alignbit of 0x12345678:f0f0f0f0 by 8 is 0x78f0f0f0; ffbh(0x12345678) = 3,
// ffbl(0xf0f0f0f0) = 4, ffbh_i32(0xf0f0f0f0) = 4 (bits equal to the sign);
// bfrev(1) = 1 << 31; bcnt = 16 + 5; mbcnt lo then hi of all ones is the
// lane number (lane 5: 5, lane 40: 32 + 8).
// arch: gfx6 gfx7 gfx8 gfx9
// set: exec=-1 v0=0x12345678 v1=0xf0f0f0f0
// expect: end=endpgm steps=14
// expect: v2=0x56 v3=0xfffffff0 v4=0x10305070 v5=0x78f0f0f0 v6=3 v7=4 v8=4
// expect: v9=0x80000000 v10=21 v11[5]=5 v11[40]=32 v12[5]=5 v12[40]=40 v12[63]=63
  v_bfe_u32 v2, v0, 8, 8
  v_bfe_i32 v3, v1, 0, 8
  v_bfi_b32 v4, v1, v0, 0
  v_alignbit_b32 v5, v0, v1, 8
  v_ffbh_u32 v6, v0
  v_ffbl_b32 v7, v1
  v_ffbh_i32 v8, v1
  v_bfrev_b32 v9, 1
  v_bcnt_u32_b32 v10, v1, 5
  v_mbcnt_lo_u32_b32 v11, -1, 0
  v_mbcnt_hi_u32_b32 v12, -1, v11
  v_mov_b32 v13, v12
  v_mov_b32 v14, v12
  s_endpgm
