// Counts the set bits of s[0:1] (0xf0f0123456789abc when it is 0) by clearing
// the lowest one until none is left (s_ff1_i32_b64 / s_bitset0_b64), and checks
// the count against s_bcnt1_i32_b64 (s4 == s7).
//   gcnjit run examples/popcount.s --json                   # s4 = s7 = 30
// arch: gfx6 gfx7 gfx8 gfx9
// expect: end=endpgm steps=192
// expect: s4=30 s7=30 s[0:1]=0 s[2:3]=0xf0f0123456789abc s6=0xffffffff scc=1
  s_or_b32 s5, s0, s1
  s_cmp_eq_u32 s5, 0
  s_cbranch_scc0 start
  s_mov_b32 s0, 0x56789abc
  s_mov_b32 s1, 0xf0f01234
start:
  s_mov_b32 s4, 0
  s_mov_b64 s[2:3], s[0:1]
loop:
  s_ff1_i32_b64 s6, s[0:1]
  s_cmp_eq_u32 s6, -1
  s_cbranch_scc1 done
  s_bitset0_b64 s[0:1], s6
  s_add_u32 s4, s4, 1
  s_branch loop
done:
  s_bcnt1_i32_b64 s7, s[2:3]
  s_endpgm
