; mcpu: gfx900
; error: 5:1: v_mov_b32
; llvm-mc: accepts (exit 0)
s_nop 0
v_mov_b32 v0, v1
