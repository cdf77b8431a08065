; mcpu: bonaire
; Expressions as instruction operands: inline constants and literals chosen from the value.
.set N, 10
.set NEG, -16
s_mov_b32 s0, N*4+1
s_mov_b32 s1, N*6+4
s_mov_b32 s2, NEG
s_mov_b32 s3, NEG-1
s_mov_b64 s[4:5], -(N-5)
s_add_u32 s6, s6, (1 << 12) - 1
s_and_b32 s7, s7, ~0xff
s_cmp_eq_u32 s0, N
s_movk_i32 s8, N * 100
s_cmpk_eq_u32 s8, 0x10 + N
s_nop N - 7
s_endpgm
