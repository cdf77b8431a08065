// Sums 1..100 in a counted loop.
// arch: gfx6 gfx7 gfx8 gfx9
// expect: end=endpgm steps=403
// expect: s0=5050 s1=101 scc=0
  s_mov_b32 s0, 0
  s_mov_b32 s1, 1
loop:
  s_add_u32 s0, s0, s1
  s_add_u32 s1, s1, 1
  s_cmp_le_u32 s1, 100
  s_cbranch_scc1 loop
  s_endpgm
