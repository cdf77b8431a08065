; mcpu: gfx900
; error: 4:19: -1
; llvm-mc: invalid operand for instruction
s_cmpk_le_u32 s2, -1
