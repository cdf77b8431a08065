// s_trap with traps enabled enters the handler at TBA = 0x0c, which returns
// past the s_trap with s_rfe_b64. STATUS reads TRAP_EN plus EXECZ and VCCZ (both 0).
// arch: gfx6 gfx7 gfx8 gfx9
// set: status=0x40 tba=0x0c
// expect: end=endpgm steps=8
// expect: s1=1 s2=5 ttmp0=4 ttmp1=0 scc=0 status=0x640
  s_trap 2
  s_mov_b32 s1, 1
  s_branch done
handler:
  s_mov_b32 s2, 5
  s_add_u32 ttmp0, ttmp0, 4
  s_and_b32 ttmp1, ttmp1, 0xffff
  s_rfe_b64 ttmp[0:1]
done:
  s_endpgm
