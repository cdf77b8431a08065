; mcpu: bonaire
; Macros that expand to loops.
.macro count_loop reg, n, lab
  s_mov_b32 \reg, 0
\lab:
  s_add_u32 \reg, \reg, 1
  s_cmp_lt_u32 \reg, \n
  s_cbranch_scc1 \lab
.endm
.macro unrolled reg, times
  .rept \times
    s_lshl_b32 \reg, \reg, 1
  .endr
.endm
count_loop s0, 10, loop_a
count_loop s1, 100, loop_b
unrolled s2, 3
s_endpgm
