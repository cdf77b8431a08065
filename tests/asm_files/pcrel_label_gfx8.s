; mcpu: fiji
; A label alone as a literal operand is PC-relative to the literal (llvm-mc's FK_PCRel_4).
a:
  s_mov_b32 s0, a
  s_mov_b32 s1, b
  s_mov_b32 s2, a + 8
  s_mov_b32 s3, .
b:
  s_mov_b32 s4, . - a
  s_endpgm
