; mcpu: gfx900
; Register indices are expressions.
.set BASE, 4
i = 2
s_mov_b64 s[BASE:BASE+1], s[i*2:i*2+1]
s_mov_b32 s[BASE+2], s[i]
s_load_dwordx2 s[BASE*2:BASE*2+1], s[i:i+1], BASE
s_mov_b32 ttmp[i], s0
s_endpgm
