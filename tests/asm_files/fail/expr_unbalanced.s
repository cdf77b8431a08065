; mcpu: gfx900
; error: 4:15: )
; llvm-mc: expected ')'
.set X, (1 + 2
