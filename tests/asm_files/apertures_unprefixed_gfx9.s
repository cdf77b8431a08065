; mcpu: gfx900
; gfx9 aperture sources with and without the src_ prefix.
s_mov_b32 s0, shared_base
s_mov_b32 s1, shared_limit
s_mov_b32 s2, private_base
s_mov_b32 s3, private_limit
s_mov_b32 s4, pops_exiting_wave_id
s_mov_b64 s[6:7], shared_base
s_add_u32 s8, private_limit, s1
s_mov_b32 s9, src_shared_base
s_endpgm
