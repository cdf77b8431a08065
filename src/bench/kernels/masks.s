// EXEC mask arithmetic: saveexec, whole-quad mode, quad masks, population counts.
// in:  s0 = iterations (> 0)
// out: s12 = checksum, s[2:3] = last 64-bit LCG mask, exec = last mask
    s_mov_b32 s2, 0x2545f491
    s_mov_b32 s3, 0x4f6cdd1d
    s_mov_b32 s12, 0
loop:
    s_mul_i32 s2, s2, 0x19660d          // two 32-bit LCGs make a 64-bit mask
    s_add_u32 s2, s2, 0x3c6ef35f
    s_mul_i32 s3, s3, 0x19660d
    s_add_u32 s3, s3, 0x3c6ef35f
    s_mov_b64 exec, -1
    s_and_saveexec_b64 s[4:5], s[2:3]   // exec = mask, s[4:5] = all ones
    s_wqm_b64 s[6:7], exec
    s_quadmask_b64 s[8:9], s[6:7]
    s_bcnt1_i32_b64 s10, s[8:9]
    s_add_u32 s12, s12, s10
    s_andn2_saveexec_b64 s[4:5], s[6:7] // exec = wqm & ~mask
    s_bcnt1_i32_b64 s10, exec
    s_add_u32 s12, s12, s10
    s_xor_b64 exec, exec, s[2:3]
    s_bcnt0_i32_b64 s10, exec
    s_add_u32 s12, s12, s10
    s_add_i32 s0, s0, -1
    s_cmp_lg_u32 s0, 0
    s_cbranch_scc1 loop
    s_endpgm
