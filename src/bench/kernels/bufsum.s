// Sum a buffer of dwords with scalar loads, 16 bytes at a time.
// in:  s0 = number of 16-byte blocks (> 0), s[2:3] = buffer address
// out: s[6:7] = 64-bit sum of the dwords
    s_mov_b64 s[6:7], 0
loop:
    s_load_dwordx4 s[8:11], s[2:3], 0x0
    s_waitcnt lgkmcnt(0)
    s_add_u32 s6, s6, s8
    s_addc_u32 s7, s7, 0
    s_add_u32 s6, s6, s9
    s_addc_u32 s7, s7, 0
    s_add_u32 s6, s6, s10
    s_addc_u32 s7, s7, 0
    s_add_u32 s6, s6, s11
    s_addc_u32 s7, s7, 0
    s_add_u32 s2, s2, 16
    s_addc_u32 s3, s3, 0
    s_add_i32 s0, s0, -1
    s_cmp_lg_u32 s0, 0
    s_cbranch_scc1 loop
    s_endpgm
