// Two nested s_cbranch_i_fork / s_cbranch_join levels over EXEC = 0xff.
// Outer mask 0x0f splits 4/4 (the pass side runs first, (0xf0, 0x08) is pushed);
// the inner mask 0x03 splits 0x0f into 2/2 ((0x0c, 0x18) is pushed).
// arch: gfx6 gfx7 gfx8 gfx9
// set: exec=0xff s[50:51]=0x0f s[52:53]=0x03
// expect: end=endpgm steps=15 pc=0x30
// expect: s40=0 s41=1 s60=0xf0 s61=0xc s62=3 s63=0xc exec=0xf0 scc=1 mode=0
// expect: s[0:1]=0xf0 s[2:3]=0x8 s[4:5]=0xc s[6:7]=0x18
  s_getreg_b32 s40, hwreg(HW_REG_MODE, 29, 3)
  s_cbranch_i_fork s[50:51], inner
  s_or_b32 s60, s60, exec_lo
  s_branch join1
inner:
  s_getreg_b32 s41, hwreg(HW_REG_MODE, 29, 3)
  s_cbranch_i_fork s[52:53], deepest
  s_or_b32 s61, s61, exec_lo
  s_branch join2
deepest:
  s_or_b32 s62, s62, exec_lo
join2:
  s_cbranch_join s41
  s_or_b32 s63, s63, exec_lo
join1:
  s_cbranch_join s40
  s_endpgm
