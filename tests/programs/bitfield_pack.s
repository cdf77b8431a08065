// Bit-field extract, insert via s_bfm/s_andn2/s_or, and 16-bit packing.
// s1 = s0[19:12] = 0x45; s6 = sext(s0[14:12] = 0b101) = -3.
// arch: gfx9
// set: s0=0x12345678
// expect: end=endpgm steps=9
// expect: s1=0x45 s2=0xff00 s3=0x12340078 s4=0x12344578 s5=0x56781234 s6=0xfffffffd s7=0x1234 scc=1
  s_bfe_u32 s1, s0, 0x8000c
  s_bfm_b32 s2, 8, 8
  s_andn2_b32 s3, s0, s2
  s_lshl_b32 s4, s1, 8
  s_or_b32 s4, s3, s4
  s_lshr_b32 s7, s0, 16
  s_pack_ll_b32_b16 s5, s7, s0
  s_bfe_i32 s6, s0, 0x3000c
  s_endpgm
