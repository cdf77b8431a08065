// if/else on a lane mask the way compilers lower it with the SAVEEXEC family.
// arch: gfx6 gfx7 gfx8 gfx9
// set: exec=0xff s[2:3]=0x0f
// expect: end=endpgm steps=10
// expect: exec=0xff s[4:5]=0x0f s10=0x0f s11=0xf0 scc=1
  s_and_saveexec_b64 s[4:5], s[2:3]
  s_xor_b64 s[4:5], exec, s[4:5]
  s_cbranch_execz else_part
  s_mov_b32 s10, exec_lo
else_part:
  s_or_saveexec_b64 s[4:5], s[4:5]
  s_xor_b64 exec, exec, s[4:5]
  s_cbranch_execz end_if
  s_mov_b32 s11, exec_lo
end_if:
  s_or_b64 exec, exec, s[4:5]
  s_endpgm
