; mcpu: bonaire
; error: 4:1: flat_load_dword
; llvm-mc: accepts (exit 0)
flat_load_dword v0, v[0:1]
