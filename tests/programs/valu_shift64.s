// 64-bit shifts and v_mad_u64_u32 in lane 0. v[0:1] = 0x80000001_00000010:
// << 4 is 0x00000010_00000100; arithmetic >> 36 is 0xffffffff_f8000000;
// 0x80000001^2 = 0x40000001_00000001, plus 2^64 - 1 wraps to
// 0x40000001_00000000 with a carry (s[0:1] = EXEC's lane 0).
// arch: gfx8 gfx9
// set: exec=1 v0=0x10 v1=0x80000001 v8=-1 v9=-1
// expect: end=endpgm steps=4
// expect: v2=0x100 v3=0x10 v4=0xf8000000 v5=0xffffffff v6=0 v7=0x40000001 s[0:1]=1
  v_lshlrev_b64 v[2:3], 4, v[0:1]
  v_ashrrev_i64 v[4:5], 36, v[0:1]
  v_mad_u64_u32 v[6:7], s[0:1], v1, v1, v[8:9]
  s_endpgm
