; mcpu: tahiti
; error: 4:1: s_store_dword
; llvm-mc: instruction not supported on this GPU
s_store_dword s1, s[2:3], 0
