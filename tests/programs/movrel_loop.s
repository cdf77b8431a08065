// Sums s10..s17 with s_movrels_b32 and writes doubled copies to s20..s27
// with s_movreld_b32, indexing by M0.
// arch: gfx6 gfx7 gfx8 gfx9
// set: s10=1 s11=2 s12=3 s13=4 s14=5 s15=6 s16=7 s17=8
// expect: end=endpgm steps=59
// expect: m0=8 s0=8 s1=36 s2=16 s20=2 s21=4 s22=6 s23=8 s24=10 s25=12 s26=14 s27=16 scc=0
  s_mov_b32 m0, 0
  s_mov_b32 s1, 0
loop:
  s_movrels_b32 s0, s10
  s_add_u32 s1, s1, s0
  s_lshl_b32 s2, s0, 1
  s_movreld_b32 s20, s2
  s_add_u32 m0, m0, 1
  s_cmp_lt_u32 m0, 8
  s_cbranch_scc1 loop
  s_endpgm
