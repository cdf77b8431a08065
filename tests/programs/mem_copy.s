// Copies four dwords from 0x1000 to 0x1010 and bumps the first source dword.
// arch: gfx8 gfx9
// set: s[2:3]=0x1000
// mem: 0x1000=11111111222222223333333344444444:0x10
// expect: end=endpgm steps=6
// expect-mem: 0x1000=1211111122222222333333334444444411111111222222223333333344444444
  s_load_dwordx4 s[4:7], s[2:3], 0x0
  s_waitcnt lgkmcnt(0)
  s_store_dwordx4 s[4:7], s[2:3], 0x10
  s_add_u32 s4, s4, 1
  s_store_dword s4, s[2:3], 0x0 glc
  s_endpgm
