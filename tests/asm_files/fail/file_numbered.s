; mcpu: tahiti
; error: 5:1: .file N
; llvm-mc: accepts (writes a .debug_line section, which gcnjit does not produce)
.text
.file 1 "kernel.c"
s_endpgm
