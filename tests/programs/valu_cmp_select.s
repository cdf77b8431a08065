// Compares, selects and v_cmpx under EXEC = 0xf. v0 = 5, -3, 7, 5 in lanes
// 0..3, v1 = 5: signed lt holds in lane 1 only (VCC = 0x2, so v2 picks v5
// there); unsigned gt in lanes 1 (0xfffffffd) and 2; eq in lanes 0 and 3,
// which v_cmpx also writes to EXEC, so v6 = 1 only there.
// arch: gfx6 gfx7 gfx8 gfx9
// set: exec=0xf v0=5 v0[1]=0xfffffffd v0[2]=7 v1=5 v4=10 v5=20
// expect: end=endpgm steps=6
// expect: v2=10 v2[1]=20 v2[2]=10 s[0:1]=0x6 vcc=0x9 exec=0x9 v6=1 v6[1]=0 v6[2]=0 v6[3]=1
  v_cmp_lt_i32 vcc, v0, v1
  v_cndmask_b32 v2, v4, v5, vcc
  v_cmp_gt_u32 s[0:1], v0, v1
  v_cmpx_eq_u32 vcc, v0, v1
  v_mov_b32 v6, 1
  s_endpgm
