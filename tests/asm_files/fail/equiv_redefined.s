; mcpu: gfx900
; error: 5:11: X
; llvm-mc: redefinition of 'X'
.equiv X, 1
.equiv X, 2
