; mcpu: tahiti
; error: 4:40: 4294967296
; llvm-mc: accepts (encodes the literal 0: the high bits dropped)
s_setreg_imm32_b32 hwreg(HW_REG_MODE), 0x100000000
