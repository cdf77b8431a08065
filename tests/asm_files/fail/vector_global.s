; mcpu: gfx900
; error: 4:1: global_load_dword
; llvm-mc: accepts (exit 0)
global_load_dword v0, v[0:1], off
