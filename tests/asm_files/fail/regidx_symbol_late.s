; mcpu: gfx900
; error: 4:13: N
; llvm-mc: expected absolute expression
s_mov_b32 s[N], 0
N = 3
