; mcpu: fiji
; Floats as llvm-mc's lexer reads them: a leading dot, a trailing dot, a bare exponent.
s_mov_b32 s0, .5
s_mov_b32 s1, -.5
s_mov_b32 s2, 1.
s_mov_b32 s3, .25
s_mov_b32 s4, .5e1
s_mov_b32 s5, .5e-1
s_mov_b32 s6, .5E+1
s_mov_b32 s7, .5e+
s_mov_b32 s8, 1.e
s_mov_b32 s9, 1e
s_mov_b64 s[10:11], .5
s_mov_b64 s[12:13], -.5
s_add_u32 s14, s14, .25
s_cmp_eq_u32 s0,.5
s_endpgm
