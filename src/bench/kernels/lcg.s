// LCG with a 64-bit accumulator.
// in:  s0 = iterations (> 0)
// out: s[4:5] = sum of every LCG output, s2 = last LCG state
    s_mov_b32 s2, 12345
    s_mov_b64 s[4:5], 0
loop:
    s_mul_i32 s2, s2, 0x19660d          // x = x * 1664525
    s_add_u32 s2, s2, 0x3c6ef35f        //     + 1013904223
    s_add_u32 s4, s4, s2                // sum += x (64-bit: add, add with carry)
    s_addc_u32 s5, s5, 0
    s_add_i32 s0, s0, -1
    s_cmp_lg_u32 s0, 0
    s_cbranch_scc1 loop
    s_endpgm
