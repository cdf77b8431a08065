// Philox4x32-10 (Salmon et al., SC'11; Random123): lane l's counter in
// iteration i is (l + 64 * i, i, 0x243f6a88, 0x85a308d3), the key s[2:3];
// ten rounds of v_mul_hi_u32/v_mul_lo_u32 and xor with the key bumped
// between rounds, the four outputs xored into v20-v23.
// in:  s0 = iterations (> 0), s[2:3] = key (k0, k1)
// out: v20-v23 = xor of each lane's outputs
    v_mbcnt_lo_u32_b32 v0, -1, 0
    v_mbcnt_hi_u32_b32 v0, -1, v0
    v_mov_b32_e32 v20, 0
    v_mov_b32_e32 v21, 0
    v_mov_b32_e32 v22, 0
    v_mov_b32_e32 v23, 0
    s_mov_b32 s1, 0
    s_mov_b32 s10, 0xd2511f53
    s_mov_b32 s11, 0xcd9e8d57
    s_mov_b32 s14, 0x243f6a88
    s_mov_b32 s15, 0x85a308d3
loop:
    v_mov_b32_e32 v4, v0
    v_mov_b32_e32 v5, s1
    v_mov_b32_e32 v6, s14
    v_mov_b32_e32 v7, s15
    s_mov_b64 s[12:13], s[2:3]
    v_mul_hi_u32 v10, v4, s10
    v_mul_lo_u32 v11, v4, s10
    v_mul_hi_u32 v12, v6, s11
    v_mul_lo_u32 v13, v6, s11
    v_xor_b32_e32 v4, v12, v5
    v_xor_b32_e32 v4, s12, v4
    v_xor_b32_e32 v6, v10, v7
    v_xor_b32_e32 v6, s13, v6
    v_mov_b32_e32 v5, v13
    v_mov_b32_e32 v7, v11
    s_add_u32 s12, s12, 0x9e3779b9
    s_add_u32 s13, s13, 0xbb67ae85
    v_mul_hi_u32 v10, v4, s10
    v_mul_lo_u32 v11, v4, s10
    v_mul_hi_u32 v12, v6, s11
    v_mul_lo_u32 v13, v6, s11
    v_xor_b32_e32 v4, v12, v5
    v_xor_b32_e32 v4, s12, v4
    v_xor_b32_e32 v6, v10, v7
    v_xor_b32_e32 v6, s13, v6
    v_mov_b32_e32 v5, v13
    v_mov_b32_e32 v7, v11
    s_add_u32 s12, s12, 0x9e3779b9
    s_add_u32 s13, s13, 0xbb67ae85
    v_mul_hi_u32 v10, v4, s10
    v_mul_lo_u32 v11, v4, s10
    v_mul_hi_u32 v12, v6, s11
    v_mul_lo_u32 v13, v6, s11
    v_xor_b32_e32 v4, v12, v5
    v_xor_b32_e32 v4, s12, v4
    v_xor_b32_e32 v6, v10, v7
    v_xor_b32_e32 v6, s13, v6
    v_mov_b32_e32 v5, v13
    v_mov_b32_e32 v7, v11
    s_add_u32 s12, s12, 0x9e3779b9
    s_add_u32 s13, s13, 0xbb67ae85
    v_mul_hi_u32 v10, v4, s10
    v_mul_lo_u32 v11, v4, s10
    v_mul_hi_u32 v12, v6, s11
    v_mul_lo_u32 v13, v6, s11
    v_xor_b32_e32 v4, v12, v5
    v_xor_b32_e32 v4, s12, v4
    v_xor_b32_e32 v6, v10, v7
    v_xor_b32_e32 v6, s13, v6
    v_mov_b32_e32 v5, v13
    v_mov_b32_e32 v7, v11
    s_add_u32 s12, s12, 0x9e3779b9
    s_add_u32 s13, s13, 0xbb67ae85
    v_mul_hi_u32 v10, v4, s10
    v_mul_lo_u32 v11, v4, s10
    v_mul_hi_u32 v12, v6, s11
    v_mul_lo_u32 v13, v6, s11
    v_xor_b32_e32 v4, v12, v5
    v_xor_b32_e32 v4, s12, v4
    v_xor_b32_e32 v6, v10, v7
    v_xor_b32_e32 v6, s13, v6
    v_mov_b32_e32 v5, v13
    v_mov_b32_e32 v7, v11
    s_add_u32 s12, s12, 0x9e3779b9
    s_add_u32 s13, s13, 0xbb67ae85
    v_mul_hi_u32 v10, v4, s10
    v_mul_lo_u32 v11, v4, s10
    v_mul_hi_u32 v12, v6, s11
    v_mul_lo_u32 v13, v6, s11
    v_xor_b32_e32 v4, v12, v5
    v_xor_b32_e32 v4, s12, v4
    v_xor_b32_e32 v6, v10, v7
    v_xor_b32_e32 v6, s13, v6
    v_mov_b32_e32 v5, v13
    v_mov_b32_e32 v7, v11
    s_add_u32 s12, s12, 0x9e3779b9
    s_add_u32 s13, s13, 0xbb67ae85
    v_mul_hi_u32 v10, v4, s10
    v_mul_lo_u32 v11, v4, s10
    v_mul_hi_u32 v12, v6, s11
    v_mul_lo_u32 v13, v6, s11
    v_xor_b32_e32 v4, v12, v5
    v_xor_b32_e32 v4, s12, v4
    v_xor_b32_e32 v6, v10, v7
    v_xor_b32_e32 v6, s13, v6
    v_mov_b32_e32 v5, v13
    v_mov_b32_e32 v7, v11
    s_add_u32 s12, s12, 0x9e3779b9
    s_add_u32 s13, s13, 0xbb67ae85
    v_mul_hi_u32 v10, v4, s10
    v_mul_lo_u32 v11, v4, s10
    v_mul_hi_u32 v12, v6, s11
    v_mul_lo_u32 v13, v6, s11
    v_xor_b32_e32 v4, v12, v5
    v_xor_b32_e32 v4, s12, v4
    v_xor_b32_e32 v6, v10, v7
    v_xor_b32_e32 v6, s13, v6
    v_mov_b32_e32 v5, v13
    v_mov_b32_e32 v7, v11
    s_add_u32 s12, s12, 0x9e3779b9
    s_add_u32 s13, s13, 0xbb67ae85
    v_mul_hi_u32 v10, v4, s10
    v_mul_lo_u32 v11, v4, s10
    v_mul_hi_u32 v12, v6, s11
    v_mul_lo_u32 v13, v6, s11
    v_xor_b32_e32 v4, v12, v5
    v_xor_b32_e32 v4, s12, v4
    v_xor_b32_e32 v6, v10, v7
    v_xor_b32_e32 v6, s13, v6
    v_mov_b32_e32 v5, v13
    v_mov_b32_e32 v7, v11
    s_add_u32 s12, s12, 0x9e3779b9
    s_add_u32 s13, s13, 0xbb67ae85
    v_mul_hi_u32 v10, v4, s10
    v_mul_lo_u32 v11, v4, s10
    v_mul_hi_u32 v12, v6, s11
    v_mul_lo_u32 v13, v6, s11
    v_xor_b32_e32 v4, v12, v5
    v_xor_b32_e32 v4, s12, v4
    v_xor_b32_e32 v6, v10, v7
    v_xor_b32_e32 v6, s13, v6
    v_mov_b32_e32 v5, v13
    v_mov_b32_e32 v7, v11
    v_xor_b32_e32 v20, v20, v4
    v_xor_b32_e32 v21, v21, v5
    v_xor_b32_e32 v22, v22, v6
    v_xor_b32_e32 v23, v23, v7
    v_add_u32_e32 v0, 64, v0
    s_add_u32 s1, s1, 1
    s_sub_u32 s0, s0, 1
    s_cmp_lg_u32 s0, 0
    s_cbranch_scc1 loop
    s_endpgm
