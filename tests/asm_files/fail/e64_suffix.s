; mcpu: gfx900
; error: 4:1: e64
; llvm-mc: e64 variant of this instruction is not supported
s_mov_b32_e64 s0, s1
