; mcpu: tahiti
; Numeric local labels: 1b, 1f, reused names.
1: s_add_u32 s0, s0, 1
   s_cmp_lt_u32 s0, 10
   s_cbranch_scc1 1b
   s_branch 1f
   s_nop 0
1: s_nop 1
2: s_nop 2
   s_branch 2b
   s_cbranch_execz 2f
   s_cbranch_vccz 1b
2: s_endpgm
