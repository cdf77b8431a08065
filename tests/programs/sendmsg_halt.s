// Messages are logged in order; s_sendmsghalt halts the wave.
// arch: gfx6 gfx7 gfx8 gfx9
// expect: end=halted steps=3 pc=0x8
// expect: m0=3
// expect-msg: 0x4:1:3 0x8:3:3
  s_mov_b32 m0, 3
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsghalt sendmsg(MSG_GS_DONE, GS_OP_NOP)
  s_endpgm
