// Collatz step count of the 64-bit number in s[0:1]; the count ends in s4.
// arch: gfx6 gfx7 gfx8 gfx9
// set: s[0:1]=0x200000001
// expect: end=endpgm steps=1804
// expect: s[0:1]=1 s4=178 s[2:3]=0xa scc=1
  s_mov_b32 s4, 0
loop:
  s_cmp_eq_u32 s1, 0
  s_cbranch_scc0 step
  s_cmp_eq_u32 s0, 1
  s_cbranch_scc1 done
step:
  s_add_u32 s4, s4, 1
  s_bitcmp1_b32 s0, 0
  s_cbranch_scc1 odd
  s_lshr_b64 s[0:1], s[0:1], 1
  s_branch loop
odd:
  s_lshl_b64 s[2:3], s[0:1], 1
  s_add_u32 s0, s0, s2
  s_addc_u32 s1, s1, s3
  s_add_u32 s0, s0, 1
  s_addc_u32 s1, s1, 0
  s_branch loop
done:
  s_endpgm
