; mcpu: bonaire
; hwreg, sendmsg and waitcnt operands with expressions.
.set ID, 5
.set OFF, 4
s_getreg_b32 s0, hwreg(ID, OFF, 32 - OFF*2)
s_setreg_b32 hwreg(HW_REG_MODE, OFF-4, 8), s1
s_getreg_b32 s2, hwreg(HW_REG_HW_ID)
s_waitcnt lgkmcnt(ID-5)
s_waitcnt vmcnt(OFF) expcnt(1) lgkmcnt(ID)
s_waitcnt 0x70 | 0xf
s_sendmsg sendmsg(ID-4)
s_sendmsg sendmsg(MSG_GS, GS_OP_EMIT, 1)
s_setprio ID - 2
s_trap OFF
s_endpgm
