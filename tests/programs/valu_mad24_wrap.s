// v_mad_u32_u24 keeps the low 32 bits of u24(S0) * u24(S1) + S2, wrapping:
// 0xffffff * 0xffffff = 0xfffffe000001, low dword 0xfe000001, plus
// 0xffffffff wraps to 0xfe000000. The operands' top bytes are ignored:
// u24(0xab000002) = 2, so 2 * 3 + 5 = 11. v_mad_i32_i24 of i24(0x800000) =
// -2^23 squared is 2^46 (low dword 0) plus 0xffffffff = 0xffffffff.
// arch: gfx6 gfx7 gfx8 gfx9
// set: exec=-1 v0=0xffffff v1=0xffffffff v3=0xab000002 v5=0x800000
// expect: end=endpgm steps=4
// expect: v2=0xfe000000 v4=11 v6=0xffffffff
  v_mad_u32_u24 v2, v0, v0, v1
  v_mad_u32_u24 v4, v3, 3, 5
  v_mad_i32_i24 v6, v5, v5, v1
  s_endpgm
