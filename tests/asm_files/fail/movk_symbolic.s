; mcpu: gfx900
; error: 6:19: E
; llvm-mc: invalid operand for instruction
E = b - a
a: s_nop 0
b: s_movk_i32 s2, E
