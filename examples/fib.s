// fib(s20) in s[0:1] (s20 = 90 when it is 0): a 64-bit add in a counted loop.
//   gcnjit run examples/fib.s --json                        # s[0:1] = fib(90)
// arch: gfx6 gfx7 gfx8 gfx9
// expect: end=endpgm steps=635
// expect: s[0:1]=0x27f80ddaa1ba7878 s[2:3]=0x40abcfb3c0325745 s20=0 scc=0
  s_cmp_eq_u32 s20, 0
  s_cselect_b32 s20, 90, s20
  s_mov_b64 s[0:1], 0
  s_mov_b64 s[2:3], 1
loop:
  s_add_u32 s4, s0, s2
  s_addc_u32 s5, s1, s3
  s_mov_b64 s[0:1], s[2:3]
  s_mov_b64 s[2:3], s[4:5]
  s_sub_u32 s20, s20, 1
  s_cmp_lg_u32 s20, 0
  s_cbranch_scc1 loop
  s_endpgm
