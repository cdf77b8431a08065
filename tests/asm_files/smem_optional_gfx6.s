; mcpu: tahiti
; Scalar memory offsets may be left out (immediate 0), as llvm-mc allows.
s_load_dword s1, s[2:3]
s_buffer_load_dword s1, s[4:7]
s_endpgm
