; mcpu: gfx900
; error: 4:11: s[1:2]
; llvm-mc: invalid register alignment
s_mov_b64 s[1:2], 0
