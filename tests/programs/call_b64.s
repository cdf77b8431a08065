// s_call_b64 twice into one function that returns with s_setpc_b64.
// arch: gfx9
// expect: end=endpgm steps=8 pc=0xc
// expect: s0=6 s[30:31]=0xc scc=0
  s_mov_b32 s0, 0
  s_call_b64 s[30:31], add3
  s_call_b64 s[30:31], add3
  s_endpgm
add3:
  s_add_u32 s0, s0, 3
  s_setpc_b64 s[30:31]
