; mcpu: gfx900
; error: 5:1: stop here
; llvm-mc: stop here
s_nop 0
.error "stop here"
