; mcpu: gfx900
; error: 4:19: LATE
; llvm-mc: expected a message name or an absolute expression
s_sendmsg sendmsg(LATE, 1)
.set LATE, 2
