; mcpu: gfx900
; error: 4:7: identifier
; llvm-mc: expected identifier after '.ifdef'
.ifdef
.endif
