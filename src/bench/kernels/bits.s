// xorshift32 with popcount, bit reverse and a bit-field extract per step.
// in:  s0 = iterations (> 0)
// out: s4 = checksum, s2 = last xorshift state
    s_mov_b32 s2, 0x9e3779b9
    s_mov_b32 s4, 0
loop:
    s_lshl_b32 s3, s2, 13
    s_xor_b32 s2, s2, s3
    s_lshr_b32 s3, s2, 17
    s_xor_b32 s2, s2, s3
    s_lshl_b32 s3, s2, 5
    s_xor_b32 s2, s2, s3
    s_bcnt1_i32_b32 s3, s2
    s_add_u32 s4, s4, s3
    s_brev_b32 s3, s2
    s_bfe_u32 s3, s3, 0x80004           // 8 bits from bit 4
    s_add_u32 s4, s4, s3
    s_add_i32 s0, s0, -1
    s_cmp_lg_u32 s0, 0
    s_cbranch_scc1 loop
    s_endpgm
