// Integer square root by the bit-by-bit method, of LCG values.
// in:  s0 = count (> 0)
// out: s8 = sum of the square roots (mod 2^32), s9 = last LCG state
    s_mov_b32 s9, 99
    s_mov_b32 s8, 0
next:
    s_mul_i32 s9, s9, 0x19660d
    s_add_u32 s9, s9, 0x3c6ef35f
    s_mov_b32 s4, s9                    // v
    s_mov_b32 s5, 0                     // root
    s_mov_b32 s6, 0x40000000            // bit
step:
    s_add_u32 s7, s5, s6                // t = root + bit
    s_lshr_b32 s5, s5, 1
    s_cmp_ge_u32 s4, s7
    s_cbranch_scc0 skip
    s_sub_u32 s4, s4, s7
    s_add_u32 s5, s5, s6
skip:
    s_lshr_b32 s6, s6, 2
    s_cmp_lg_u32 s6, 0
    s_cbranch_scc1 step
    s_add_u32 s8, s8, s5
    s_add_i32 s0, s0, -1
    s_cmp_lg_u32 s0, 0
    s_cbranch_scc1 next
    s_endpgm
