; mcpu: gfx900
; error: 4:15: v1
; llvm-mc: invalid operand for instruction
s_mov_b32 s0, v1
