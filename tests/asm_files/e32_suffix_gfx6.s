; mcpu: tahiti
; `_e32` on scalar mnemonics is the same instruction.
l: s_mov_b32_e32 s0, s1
s_add_u32_e32 s2, s3, 5
s_cmpk_eq_u32_e32 s0, 7
s_load_dword_e32 s6, s[0:1], 0x10
s_buffer_load_dwordx2_e32 s[8:9], s[0:3], s4
s_branch_e32 l
s_endpgm_e32
