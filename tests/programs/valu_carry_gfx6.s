// gfx6/gfx7's carry forms (v_add_i32 writes VCC), partial EXEC (lanes 0
// and 2): as valu_carry_gfx8.s, and v_subrev_i32 computes S1 - S0.
// arch: gfx6 gfx7
// set: exec=0x5 v0=0xffffffff v1=1 v0[1]=7 v2=0x55
// expect: end=endpgm steps=5
// expect: v2=0 v2[1]=0x55 v3=2 v4=2 v5=0xfffffffe vcc=0
  v_add_i32 v2, vcc, v0, v1
  v_addc_u32 v3, vcc, 0, v1, vcc
  v_sub_i32 v4, vcc, v1, v0
  v_subrev_i32 v5, vcc, v1, v0
  s_endpgm
