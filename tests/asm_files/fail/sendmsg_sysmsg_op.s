; mcpu: gfx900
; error: 4:31: 0
; llvm-mc: invalid operation id
s_sendmsg sendmsg(MSG_SYSMSG, 0)
