; mcpu: gfx900
; error: 4:1: .endr
; llvm-mc: no matching '.endr' in definition
.rept 2
s_nop 0
