; mcpu: gfx900
; error: 4:7: later
; llvm-mc: unexpected token in '.rept' directive
.rept later
s_nop 0
.endr
later = 2
