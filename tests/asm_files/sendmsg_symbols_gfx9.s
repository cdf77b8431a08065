; mcpu: gfx900
; sendmsg with message, operation and stream given by symbols and expressions.
.set M, 2
.set OP, 3
.set ST, 1
.set SYS, 15
.set MSG_MINE, 3
.set GS_OP_MINE, 2
s_sendmsg sendmsg(M, OP, ST)
s_sendmsg sendmsg(M, 2)
s_sendmsg sendmsg(M+1, OP-1)
s_sendmsg sendmsg(SYS, 1)
s_sendmsg sendmsg(MSG_GS, OP, ST)
s_sendmsg sendmsg(MSG_GS, GS_OP_EMIT, ST)
s_sendmsg sendmsg(MSG_SYSMSG, OP)
s_sendmsg sendmsg(MSG_MINE, GS_OP_MINE)
s_sendmsg sendmsg(MSG_GS, GS_OP_MINE)
s_sendmsg sendmsg(M, 7, 3)
s_sendmsghalt sendmsg(M, OP, ST)
s_endpgm
