; mcpu: gfx900
; error: 4:24: HW_REG_NOPE
; llvm-mc: expected a register name or an absolute expression
s_getreg_b32 s0, hwreg(HW_REG_NOPE)
