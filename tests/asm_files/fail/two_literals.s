; mcpu: gfx900
; error: 4:23: 0x5678
; llvm-mc: only one literal operand is allowed
s_add_u32 s0, 0x1234, 0x5678
