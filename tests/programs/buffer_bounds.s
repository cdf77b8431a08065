// A buffer load past num_records returns zeros for the out-of-range dwords.
// arch: gfx6 gfx7 gfx8 gfx9
// set: s4=0x1000 s5=0 s6=8 s7=0 s[10:11]=0xffffffffffffffff
// mem: 0x1000=01000000020000000300000004000000
// expect: end=endpgm steps=2
// expect: s8=1 s9=2 s10=0 s11=0
  s_buffer_load_dwordx4 s[8:11], s[4:7], 0x0
  s_endpgm
