; mcpu: gfx900
; error: 5:1: .endif
; llvm-mc: Encountered a .endif that doesn't follow an .if or .else
s_nop 0
.endif
