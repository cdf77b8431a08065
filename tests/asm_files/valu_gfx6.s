; mcpu: tahiti
; VALU statements (docs/assembler.md, "Vector: VOP1, VOP2, VOPC, VOP3, VOP3P").
v_mov_b32 v0, v1
v_add_i32 v0, vcc, v1, v2
v_addc_u32_e64 v0, s[2:3], v1, v2, s[4:5]
v_ldexp_f32 v0, v1, v2
v_readlane_b32 s0, v1, s2
v_writelane_b32 v0, s1, 3
v_cvt_pkrtz_f16_f32 v0, v1, v2
v_div_scale_f32 v0, vcc, v1, v2, v3
v_mul_lo_i32 v0, v1, v2
v_cmp_class_f64_e64 s[0:1], v[2:3], v4
v_mov_b32 v0, 0.5
