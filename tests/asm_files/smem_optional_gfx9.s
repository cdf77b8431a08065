; mcpu: gfx900
; Scalar memory offsets may be left out (immediate 0), as llvm-mc allows.
s_load_dword s1, s[2:3]
s_buffer_load_dword s1, s[4:7]
s_store_dword s1, s[2:3]
s_atc_probe 1, s[2:3]
s_dcache_discard s[2:3]
s_endpgm
