; mcpu: gfx900
; error: 7:6: arguments
; llvm-mc: too many positional arguments
.macro m a
 s_nop \a
.endm
m 1, 2
