// 64-bit add and subtract through the carry/borrow chain.
// arch: gfx6 gfx7 gfx8 gfx9
// set: s[0:1]=0x1ffffffff s[2:3]=0x200000001
// expect: end=endpgm steps=5
// expect: s[4:5]=0x400000000 s[6:7]=0xfffffffffffffffe scc=1
  s_add_u32 s4, s0, s2
  s_addc_u32 s5, s1, s3
  s_sub_u32 s6, s0, s2
  s_subb_u32 s7, s1, s3
  s_endpgm
