; mcpu: gfx900
; error: 4:1: s_frobnicate
; llvm-mc: invalid instruction
s_frobnicate s0
