// GLOBAL load, returning atomic add and store with an offset, lanes 0 and 1
// at 0x1000 and 0x1004: they load 1 and 2, the atomic returns them and
// leaves 11 and 12, the store writes 1 and 2 at 0x1008 and 0x100c.
// arch: gfx9
// mem: 0x1000=0100000002000000:8
// set: exec=0x3 v0=0x1000 v0[1]=0x1004 v1=0 v4=10
// expect: end=endpgm steps=5
// expect: v2=1 v2[1]=2 v3=1 v3[1]=2
// expect-mem: 0x1000=0b0000000c0000000100000002000000
  global_load_dword v2, v[0:1], off
  global_atomic_add v3, v[0:1], v4, off glc
  global_store_dword v[0:1], v2, off offset:8
  s_waitcnt vmcnt(0)
  s_endpgm
