; mcpu: gfx900
; error: 5:9: a
; llvm-mc: redefinition of 'a'
a:
.set a, 1
