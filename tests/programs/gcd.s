// Euclid's gcd by subtraction.
// arch: gfx6 gfx7 gfx8 gfx9
// set: s0=1071 s1=462
// expect: end=endpgm steps=69
// expect: s0=21 s1=21 scc=1
loop:
  s_cmp_eq_u32 s0, s1
  s_cbranch_scc1 done
  s_cmp_gt_u32 s0, s1
  s_cbranch_scc0 less
  s_sub_u32 s0, s0, s1
  s_branch loop
less:
  s_sub_u32 s1, s1, s0
  s_branch loop
done:
  s_endpgm
