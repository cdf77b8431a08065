// gfx8's carry forms (v_add_u32 writes VCC), partial EXEC (lanes 0 and 2):
// 0xffffffff + 1 = 0 carry 1 (VCC = 0x5), then 0 + 1 + carry = 2 (VCC = 0);
// 1 - 0xffffffff = 2 with a borrow (VCC = 0x5).
// arch: gfx8
// set: exec=0x5 v0=0xffffffff v1=1 v0[1]=7 v2=0x55
// expect: end=endpgm steps=4
// expect: v2=0 v2[1]=0x55 v3=2 v4=2 vcc=0x5
  v_add_u32 v2, vcc, v0, v1
  v_addc_u32 v3, vcc, 0, v1, vcc
  v_sub_u32 v4, vcc, v1, v0
  s_endpgm
