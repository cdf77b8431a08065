// Total Collatz steps of 1..n with 64-bit values.
// in:  s0 = n (> 0)
// out: s[6:7] = total number of steps
    s_mov_b32 s1, 1                     // start value
    s_mov_b64 s[6:7], 0
outer:
    s_mov_b32 s2, s1
    s_mov_b32 s3, 0
inner:
    s_cmp_eq_u64 s[2:3], 1
    s_cbranch_scc1 done
    s_bitcmp1_b32 s2, 0                 // odd?
    s_cbranch_scc1 odd
    s_lshr_b64 s[2:3], s[2:3], 1
    s_branch count
odd:
    s_lshl_b64 s[4:5], s[2:3], 1        // x = 3x + 1
    s_add_u32 s2, s2, s4
    s_addc_u32 s3, s3, s5
    s_add_u32 s2, s2, 1
    s_addc_u32 s3, s3, 0
count:
    s_add_u32 s6, s6, 1
    s_addc_u32 s7, s7, 0
    s_branch inner
done:
    s_add_u32 s1, s1, 1
    s_add_i32 s0, s0, -1
    s_cmp_lg_u32 s0, 0
    s_cbranch_scc1 outer
    s_endpgm
