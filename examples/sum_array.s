// Sums the s4 dwords at s[2:3] into s0 with one scalar load per element.
//   printf '\1\0\0\0\2\0\0\0\3\0\0\0\4\0\0\0' > data.bin
//   gcnjit run examples/sum_array.s --mem 0x1000=data.bin --set s[2:3]=0x1000 --set s4=4 --json
// arch: gfx6 gfx7 gfx8 gfx9
// set: s[2:3]=0x1000 s4=4
// mem: 0x1000=01000000020000000300000004000000
// expect: end=endpgm steps=40
// expect: s0=10 s5=4 s[2:3]=0x1010 s4=0 scc=1
  s_mov_b32 s0, 0
loop:
  s_cmp_eq_u32 s4, 0
  s_cbranch_scc1 done
  s_load_dword s5, s[2:3], 0x0
  s_waitcnt lgkmcnt(0)
  s_add_u32 s0, s0, s5
  s_add_u32 s2, s2, 4
  s_addc_u32 s3, s3, 0
  s_sub_u32 s4, s4, 1
  s_branch loop
done:
  s_endpgm
