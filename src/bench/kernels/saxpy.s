// SAXPY streaming over two buffers, 64 floats (one per lane) an iteration:
// y[i] = a * x[i] + y[i] with global loads and stores and v_fma_f32.
// in:  s0 = iterations (> 0), s[2:3] = x, s[4:5] = y, s6 = a (f32 bits)
// out: y in memory (64 * s0 floats)
    v_mbcnt_lo_u32_b32 v0, -1, 0
    v_mbcnt_hi_u32_b32 v0, -1, v0
    v_lshlrev_b32_e32 v1, 2, v0
loop:
    global_load_dword v2, v1, s[2:3]
    global_load_dword v3, v1, s[4:5]
    s_waitcnt vmcnt(0)
    v_fma_f32 v3, s6, v2, v3
    global_store_dword v1, v3, s[4:5]
    v_add_u32_e32 v1, 0x100, v1
    s_sub_u32 s0, s0, 1
    s_cmp_lg_u32 s0, 0
    s_cbranch_scc1 loop
    s_endpgm
