// Loads eight dwords (1..8) and sums them.
// arch: gfx6 gfx7 gfx8 gfx9
// set: s[2:3]=0x1000
// mem: 0x1000=0100000002000000030000000400000005000000060000000700000008000000
// expect: end=endpgm steps=10
// expect: s0=36 s15=8 scc=0
  s_load_dwordx8 s[8:15], s[2:3], 0x0
  s_waitcnt lgkmcnt(0)
  s_add_u32 s0, s8, s9
  s_add_u32 s0, s0, s10
  s_add_u32 s0, s0, s11
  s_add_u32 s0, s0, s12
  s_add_u32 s0, s0, s13
  s_add_u32 s0, s0, s14
  s_add_u32 s0, s0, s15
  s_endpgm
