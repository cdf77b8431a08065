// Binary GCD of odd pairs drawn from an LCG (min/max, subtract, find-first-one, shift).
// in:  s0 = pairs (> 0)
// out: s8 = sum of the GCDs (mod 2^32), s9 = last LCG state
    s_mov_b32 s9, 7
    s_mov_b32 s8, 0
pair:
    s_mul_i32 s9, s9, 0x19660d
    s_add_u32 s9, s9, 0x3c6ef35f
    s_or_b32 s2, s9, 1                  // a = x | 1
    s_mul_i32 s9, s9, 0x19660d
    s_add_u32 s9, s9, 0x3c6ef35f
    s_lshr_b32 s3, s9, 16               // b = (x >> 16) | 1: small, so the loop ends soon
    s_or_b32 s3, s3, 1
gcd:
    s_cmp_eq_u32 s2, s3
    s_cbranch_scc1 found
    s_min_u32 s4, s2, s3
    s_max_u32 s5, s2, s3
    s_sub_u32 s5, s5, s4                // even, not zero
    s_ff1_i32_b32 s6, s5
    s_lshr_b32 s3, s5, s6               // odd again
    s_mov_b32 s2, s4
    s_branch gcd
found:
    s_add_u32 s8, s8, s2
    s_add_i32 s0, s0, -1
    s_cmp_lg_u32 s0, 0
    s_cbranch_scc1 pair
    s_endpgm
