; mcpu: gfx900
; error: 4:15: 0x
; llvm-mc: failed parsing operand.
s_mov_b32 s0, 0x
