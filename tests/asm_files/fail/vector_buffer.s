; mcpu: fiji
; error: 4:1: buffer_load_dword
; llvm-mc: accepts (exit 0)
buffer_load_dword v0, off, s[0:3], 0
