// Vector carries and 32-bit multiplies under a partial EXEC (lanes 0 and 2).
// Lane 1 is off: its destinations keep their values. By hand: 0xffffffff + 1
// = 0 carry 1; 0 + 1 + carry = 2, no carry (VCC then 0, and lanes outside
// EXEC read 0); 1 - 0xffffffff = 2; 0xffffffff^2 = 0xfffffffe_00000001.
// arch: gfx9
// set: exec=0x5 v0=0xffffffff v1=1 v0[1]=7 v2=0x55 v3=0x66
// expect: end=endpgm steps=6
// expect: v2=0 v2[1]=0x55 v2[2]=0 v3=2 v3[1]=0x66 vcc=0 v4=2 v5=1 v6=0xfffffffe v6[1]=0
  v_add_co_u32 v2, vcc, v0, v1
  v_addc_co_u32 v3, vcc, 0, v1, vcc
  v_sub_u32 v4, v1, v0
  v_mul_lo_u32 v5, v0, v0
  v_mul_hi_u32 v6, v0, v0
  s_endpgm
