; mcpu: gfx900
; VALU statements (docs/assembler.md, "Vector: VOP1, VOP2, VOPC, VOP3, VOP3P").
s_nop 0
v_mov_b32 v0, v1
v_add_f32 v0, 1.0, v2
v_add_f32 v0, v1, s2
v_add_f32_e64 v0, -v1, |v2| clamp mul:2
v_add_co_u32 v0, vcc, v1, v2
v_addc_co_u32_e64 v0, s[2:3], v1, v2, s[4:5]
v_cndmask_b32 v0, v1, v2, vcc
v_cmp_eq_f32 vcc, v1, v2
v_cmp_lt_i32_e64 s[0:1], 5, v2
v_mad_u16 v0, v1, v2, v3 op_sel:[1,0,0,1]
v_madmk_f32 v0, v1, 0x41200000, v2
v_mov_b32 v0, 0x12345678
v_fma_f64 v[0:1], v[2:3], -v[4:5], 0.5
v_pk_add_f16 v0, v1, v2 op_sel_hi:[0,1] neg_lo:[1,0]
v_mad_mix_f32 v0, -v1, |v2|, v3 op_sel_hi:[1,0,0]
v_readlane_b32 s0, v1, s2
v_lshlrev_b64 v[0:1], 3, v[2:3]
v_cvt_f32_f16 v0, 0.5
