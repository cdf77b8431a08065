; mcpu: bonaire
; error: 4:1: ds_read_b32
; llvm-mc: accepts (exit 0)
ds_read_b32 v0, v1
