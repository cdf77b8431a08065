; mcpu: gfx900
; error: 4:27: 4
; llvm-mc: invalid operation id
s_sendmsg sendmsg(MSG_GS, 4)
