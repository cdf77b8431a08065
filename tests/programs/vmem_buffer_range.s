// MUBUF with a V# of base 0x1000, stride 0 and 8 bytes (NUM_RECORDS): lane
// 2's offset 8 is out of range, so it loads 0; of the stores (offset 4
// more) only lane 0's, at 4, is in range. The third dword is mapped but
// outside the buffer: it keeps its 3.
// arch: gfx6 gfx7 gfx8 gfx9
// mem: 0x1000=010000000200000003000000
// set: exec=0x7 s0=0x1000 s1=0 s2=8 s3=0 v0=0 v0[1]=4 v0[2]=8 v1=0x55 v2=7
// expect: end=endpgm steps=4
// expect: v1=1 v1[1]=2 v1[2]=0
// expect-mem: 0x1000=010000000700000003000000
  buffer_load_dword v1, v0, s[0:3], 0 offen
  buffer_store_dword v2, v0, s[0:3], 0 offen offset:4
  s_waitcnt vmcnt(0)
  s_endpgm
