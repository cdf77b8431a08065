// Hardware register fields through s_setreg/s_getreg with offsets and sizes.
// arch: gfx6 gfx7 gfx8 gfx9
// set: scc=1
// expect: end=endpgm steps=7
// expect: s0=0xc s1=7 s2=0x700 s3=1 mode=0xcd trapsts=0x700 scc=1
  s_setreg_imm32_b32 hwreg(HW_REG_MODE, 0, 8), 0xabcd
  s_getreg_b32 s0, hwreg(HW_REG_MODE, 4, 4)
  s_movk_i32 s1, 0x7
  s_setreg_b32 hwreg(HW_REG_TRAPSTS, 8, 3), s1
  s_getreg_b32 s2, hwreg(HW_REG_TRAPSTS)
  s_getreg_b32 s3, hwreg(HW_REG_STATUS, 0, 1)
  s_endpgm
