; mcpu: fiji
; error: 4:15: shared_base
; llvm-mc: register not available on this GPU
s_mov_b32 s0, shared_base
