; mcpu: gfx900
; error: 4:31: glc
; llvm-mc: invalid operand for instruction
s_atc_probe 7, s[64:65], 0x35 glc
