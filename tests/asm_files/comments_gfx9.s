; mcpu: gfx900
; Comments: ; // and block comments, also spanning lines.
s_mov_b32 s0, 1 /* inline */ ; trailing
/* a block
   over lines s_nop 7
*/ s_mov_b32 s1, /* mid */ 2 // trailing
# a hash at the start of a line is a comment
s_endpgm
