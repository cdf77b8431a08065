; mcpu: gfx900
; error: 4:19: MSG_NOPE
; llvm-mc: expected a message name or an absolute expression
s_sendmsg sendmsg(MSG_NOPE)
