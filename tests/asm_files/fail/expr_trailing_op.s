; mcpu: gfx900
; error: 4:12: expression
; llvm-mc: unknown token in expression
.set X, 1 +
