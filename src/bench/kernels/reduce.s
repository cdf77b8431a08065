// Block reduction through the LDS by a workgroup of four waves (256
// work-items): each iteration every work-item loads one dword of a 256-dword
// block and writes it to the LDS; a tree of steps (each work-item t below the
// stride adds the LDS word at t + stride) halves the block, with s_barrier
// after the steps that read another wave's words (strides 128 and 64; the
// smaller ones stay inside wave 0). Work-item 0 adds the block's sum to v7.
// in:  s0 = iterations (> 0), s1 = the wave's index in the workgroup (0-3),
//      s[2:3] = buffer (256 * s0 dwords)
// out: v7 lane 0 of wave 0 = 32-bit sum of the buffer's dwords
    v_mbcnt_lo_u32_b32 v0, -1, 0
    v_mbcnt_hi_u32_b32 v0, -1, v0
    s_lshl_b32 s8, s1, 6
    v_add_u32_e32 v0, s8, v0
    v_lshlrev_b32_e32 v1, 2, v0
    v_mov_b32_e32 v7, 0
loop:
    global_load_dword v2, v1, s[2:3]
    s_waitcnt vmcnt(0)
    ds_write_b32 v1, v2
    s_waitcnt lgkmcnt(0)
    s_barrier
    v_cmp_gt_u32_e32 vcc, 0x80, v0
    s_and_saveexec_b64 s[6:7], vcc
    ds_read_b32 v3, v1 offset:512
    s_waitcnt lgkmcnt(0)
    v_add_u32_e32 v2, v2, v3
    ds_write_b32 v1, v2
    s_waitcnt lgkmcnt(0)
    s_mov_b64 exec, s[6:7]
    s_barrier
    v_cmp_gt_u32_e32 vcc, 64, v0
    s_and_saveexec_b64 s[6:7], vcc
    ds_read_b32 v3, v1 offset:256
    s_waitcnt lgkmcnt(0)
    v_add_u32_e32 v2, v2, v3
    ds_write_b32 v1, v2
    s_waitcnt lgkmcnt(0)
    s_mov_b64 exec, s[6:7]
    s_barrier
    v_cmp_gt_u32_e32 vcc, 32, v0
    s_and_saveexec_b64 s[6:7], vcc
    ds_read_b32 v3, v1 offset:128
    s_waitcnt lgkmcnt(0)
    v_add_u32_e32 v2, v2, v3
    ds_write_b32 v1, v2
    s_waitcnt lgkmcnt(0)
    s_mov_b64 exec, s[6:7]
    v_cmp_gt_u32_e32 vcc, 16, v0
    s_and_saveexec_b64 s[6:7], vcc
    ds_read_b32 v3, v1 offset:64
    s_waitcnt lgkmcnt(0)
    v_add_u32_e32 v2, v2, v3
    ds_write_b32 v1, v2
    s_waitcnt lgkmcnt(0)
    s_mov_b64 exec, s[6:7]
    v_cmp_gt_u32_e32 vcc, 8, v0
    s_and_saveexec_b64 s[6:7], vcc
    ds_read_b32 v3, v1 offset:32
    s_waitcnt lgkmcnt(0)
    v_add_u32_e32 v2, v2, v3
    ds_write_b32 v1, v2
    s_waitcnt lgkmcnt(0)
    s_mov_b64 exec, s[6:7]
    v_cmp_gt_u32_e32 vcc, 4, v0
    s_and_saveexec_b64 s[6:7], vcc
    ds_read_b32 v3, v1 offset:16
    s_waitcnt lgkmcnt(0)
    v_add_u32_e32 v2, v2, v3
    ds_write_b32 v1, v2
    s_waitcnt lgkmcnt(0)
    s_mov_b64 exec, s[6:7]
    v_cmp_gt_u32_e32 vcc, 2, v0
    s_and_saveexec_b64 s[6:7], vcc
    ds_read_b32 v3, v1 offset:8
    s_waitcnt lgkmcnt(0)
    v_add_u32_e32 v2, v2, v3
    ds_write_b32 v1, v2
    s_waitcnt lgkmcnt(0)
    s_mov_b64 exec, s[6:7]
    v_cmp_gt_u32_e32 vcc, 1, v0
    s_and_saveexec_b64 s[6:7], vcc
    ds_read_b32 v3, v1 offset:4
    s_waitcnt lgkmcnt(0)
    v_add_u32_e32 v2, v2, v3
    v_add_u32_e32 v7, v7, v2
    s_mov_b64 exec, s[6:7]
    s_add_u32 s2, s2, 0x400
    s_addc_u32 s3, s3, 0
    s_sub_u32 s0, s0, 1
    s_cmp_lg_u32 s0, 0
    s_cbranch_scc1 loop
    s_endpgm
