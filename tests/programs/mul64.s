// Low 64 bits of a 64x64-bit product from 32-bit multiplies.
// arch: gfx9
// set: s[0:1]=0x380000001 s[2:3]=0x500000007
// expect: end=endpgm steps=7
// expect: s[4:5]=0x8000001d80000007 s6=0x15 scc=0
  s_mul_i32 s4, s0, s2
  s_mul_hi_u32 s5, s0, s2
  s_mul_i32 s6, s0, s3
  s_add_u32 s5, s5, s6
  s_mul_i32 s6, s1, s2
  s_add_u32 s5, s5, s6
  s_endpgm
