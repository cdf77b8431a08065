; mcpu: gfx900
; error: 4:1: .else
; llvm-mc: Encountered a .else that doesn't follow  an .if or an .elseif
.else
