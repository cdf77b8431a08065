// Tiled SGEMM: one wave computes an 8x8 tile of C = A * B (lane l holds
// C[l / 8][l % 8]) over K = 8 * s0: each iteration loads an 8x8 tile of A
// and of B into the LDS (one element of each per lane), then runs the inner
// loop of eight v_fma_f32 on operands read from the tiles, k in order.
// in:  s0 = tiles (> 0), s[2:3] = A (8 x K floats, row-major),
//      s[4:5] = B (K x 8 floats, row-major)
// out: v8 = C[l / 8][l % 8] in lane l
    v_mbcnt_lo_u32_b32 v0, -1, 0
    v_mbcnt_hi_u32_b32 v0, -1, v0
    v_lshrrev_b32_e32 v1, 3, v0
    v_and_b32_e32 v2, 7, v0
    s_lshl_b32 s6, s0, 5
    v_mul_lo_u32 v3, v1, s6
    v_lshlrev_b32_e32 v4, 2, v2
    v_add_u32_e32 v3, v3, v4
    v_lshlrev_b32_e32 v4, 2, v0
    v_lshlrev_b32_e32 v5, 5, v1
    v_lshlrev_b32_e32 v6, 2, v2
    v_mov_b32_e32 v8, 0
loop:
    global_load_dword v10, v3, s[2:3]
    global_load_dword v11, v4, s[4:5]
    s_waitcnt vmcnt(0)
    ds_write_b32 v4, v10
    ds_write_b32 v4, v11 offset:256
    s_waitcnt lgkmcnt(0)
    s_barrier
    ds_read_b32 v12, v5
    ds_read_b32 v13, v5 offset:4
    ds_read_b32 v14, v5 offset:8
    ds_read_b32 v15, v5 offset:12
    ds_read_b32 v16, v5 offset:16
    ds_read_b32 v17, v5 offset:20
    ds_read_b32 v18, v5 offset:24
    ds_read_b32 v19, v5 offset:28
    ds_read_b32 v20, v6 offset:256
    ds_read_b32 v21, v6 offset:288
    ds_read_b32 v22, v6 offset:320
    ds_read_b32 v23, v6 offset:352
    ds_read_b32 v24, v6 offset:384
    ds_read_b32 v25, v6 offset:416
    ds_read_b32 v26, v6 offset:448
    ds_read_b32 v27, v6 offset:480
    s_waitcnt lgkmcnt(0)
    v_fma_f32 v8, v12, v20, v8
    v_fma_f32 v8, v13, v21, v8
    v_fma_f32 v8, v14, v22, v8
    v_fma_f32 v8, v15, v23, v8
    v_fma_f32 v8, v16, v24, v8
    v_fma_f32 v8, v17, v25, v8
    v_fma_f32 v8, v18, v26, v8
    v_fma_f32 v8, v19, v27, v8
    s_barrier
    v_add_u32_e32 v3, 32, v3
    s_add_u32 s4, s4, 0x100
    s_addc_u32 s5, s5, 0
    s_sub_u32 s0, s0, 1
    s_cmp_lg_u32 s0, 0
    s_cbranch_scc1 loop
    s_endpgm
