; mcpu: fiji
; error: 4:11: s102
; llvm-mc: register not available on this GPU
s_mov_b32 s102, 0
