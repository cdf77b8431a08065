	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx600"
	.protected	sgemm                   ; -- Begin function sgemm
	.globl	sgemm
	.p2align	8
	.type	sgemm,@function
sgemm:                                  ; @sgemm
; %bb.0:
	s_load_dword s10, s[4:5], 0x1
	s_load_dwordx4 s[12:15], s[6:7], 0x6
	s_load_dwordx4 s[16:19], s[6:7], 0xa
	s_load_dwordx4 s[0:3], s[6:7], 0x0
	s_load_dwordx2 s[4:5], s[6:7], 0x4
	s_waitcnt lgkmcnt(0)
	s_lshr_b32 s6, s10, 16
	s_mul_i32 s9, s9, s6
	s_add_i32 s6, s18, s9
	v_add_i32_e32 v5, vcc, s6, v1
	s_and_b32 s6, s10, 0xffff
	s_mul_i32 s8, s8, s6
	s_add_i32 s6, s16, s8
	v_add_i32_e32 v6, vcc, s6, v0
	s_cmp_eq_u32 s14, 0
	s_mov_b32 s10, 0
	s_cbranch_scc1 .LBB0_9
; %bb.1:
	v_lshlrev_b32_e32 v2, 2, v0
	v_lshlrev_b32_e32 v8, 6, v1
	s_mov_b32 s8, s0
	s_mov_b32 s9, s1
	v_add_i32_e64 v9, s[0:1], v8, v2
	v_or_b32_e32 v10, 0x400, v2
	v_mul_lo_u32 v2, v1, s13
	v_mul_lo_u32 v3, v5, s14
	s_mov_b32 s16, s2
	s_mov_b32 s17, s3
	v_add_i32_e64 v2, s[2:3], v0, v2
	v_cmp_gt_u32_e32 vcc, s12, v5
	v_cmp_gt_u32_e64 s[0:1], s13, v6
	v_add_i32_e64 v11, s[2:3], v10, v8
	v_add_i32_e64 v2, s[2:3], s6, v2
	s_lshl_b32 s15, s13, 4
	v_add_i32_e64 v12, s[2:3], v0, v3
	v_mov_b32_e32 v4, 0
	s_mov_b32 s11, 0x100f000
	s_mov_b32 s22, s10
	v_mov_b32_e32 v7, 0
	s_mov_b32 m0, -1
	s_branch .LBB0_4
.LBB0_2:                                ;   in Loop: Header=BB0_4 Depth=1
	s_or_b64 exec, exec, s[20:21]
.LBB0_3:                                ;   in Loop: Header=BB0_4 Depth=1
	s_or_b64 exec, exec, s[6:7]
	s_waitcnt vmcnt(0)
	ds_write_b32 v11, v3
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	ds_read2_b32 v[13:14], v10 offset1:16
	ds_read2_b32 v[15:16], v8 offset1:1
	ds_read2_b32 v[17:18], v10 offset0:32 offset1:48
	ds_read2_b32 v[19:20], v8 offset0:2 offset1:3
	ds_read2_b32 v[21:22], v8 offset0:4 offset1:5
	ds_read2_b32 v[23:24], v8 offset0:6 offset1:7
	ds_read2_b32 v[25:26], v10 offset0:64 offset1:80
	s_waitcnt lgkmcnt(5)
	v_mac_f32_e32 v7, v15, v13
	v_mac_f32_e32 v7, v16, v14
	ds_read2_b32 v[13:14], v10 offset0:96 offset1:112
	s_waitcnt lgkmcnt(4)
	v_mac_f32_e32 v7, v19, v17
	v_mac_f32_e32 v7, v20, v18
	s_waitcnt lgkmcnt(1)
	v_mac_f32_e32 v7, v21, v25
	v_mac_f32_e32 v7, v22, v26
	s_waitcnt lgkmcnt(0)
	v_mac_f32_e32 v7, v23, v13
	v_mac_f32_e32 v7, v24, v14
	ds_read2_b32 v[13:14], v10 offset0:128 offset1:144
	ds_read2_b32 v[15:16], v8 offset0:8 offset1:9
	ds_read2_b32 v[17:18], v10 offset0:160 offset1:176
	ds_read2_b32 v[19:20], v8 offset0:10 offset1:11
	ds_read2_b32 v[21:22], v8 offset0:12 offset1:13
	ds_read2_b32 v[23:24], v8 offset0:14 offset1:15
	ds_read2_b32 v[25:26], v10 offset0:192 offset1:208
	s_waitcnt lgkmcnt(5)
	v_mac_f32_e32 v7, v15, v13
	v_mac_f32_e32 v7, v16, v14
	ds_read2_b32 v[13:14], v10 offset0:224 offset1:240
	s_waitcnt lgkmcnt(4)
	v_mac_f32_e32 v7, v19, v17
	v_mac_f32_e32 v7, v20, v18
	s_waitcnt lgkmcnt(1)
	v_mac_f32_e32 v7, v21, v25
	v_mac_f32_e32 v7, v22, v26
	s_waitcnt lgkmcnt(0)
	v_mac_f32_e32 v7, v23, v13
	s_add_i32 s22, s22, 16
	v_mac_f32_e32 v7, v24, v14
	s_cmp_ge_u32 s22, s14
	v_add_i32_e64 v2, s[2:3], s15, v2
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	s_cbranch_scc1 .LBB0_10
.LBB0_4:                                ; =>This Inner Loop Header: Depth=1
	v_add_i32_e64 v3, s[2:3], s22, v0
	v_cmp_gt_u32_e64 s[2:3], s14, v3
	s_and_b64 s[2:3], vcc, s[2:3]
	v_mov_b32_e32 v3, 0
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_6
; %bb.5:                                ;   in Loop: Header=BB0_4 Depth=1
	v_add_i32_e64 v3, s[2:3], s22, v12
	v_lshl_b64 v[13:14], v[3:4], 2
	buffer_load_dword v3, v[13:14], s[8:11], 0 addr64
.LBB0_6:                                ;   in Loop: Header=BB0_4 Depth=1
	s_or_b64 exec, exec, s[6:7]
	s_waitcnt vmcnt(0)
	ds_write_b32 v9, v3
	v_mov_b32_e32 v3, 0
	s_and_saveexec_b64 s[6:7], s[0:1]
	s_cbranch_execz .LBB0_3
; %bb.7:                                ;   in Loop: Header=BB0_4 Depth=1
	v_add_i32_e64 v3, s[2:3], s22, v1
	v_cmp_gt_u32_e64 s[2:3], s14, v3
	v_mov_b32_e32 v3, 0
	s_and_saveexec_b64 s[20:21], s[2:3]
	s_cbranch_execz .LBB0_2
; %bb.8:                                ;   in Loop: Header=BB0_4 Depth=1
	v_mov_b32_e32 v3, v4
	v_lshl_b64 v[13:14], v[2:3], 2
	s_mov_b64 s[18:19], s[10:11]
	buffer_load_dword v3, v[13:14], s[16:19], 0 addr64
	s_branch .LBB0_2
.LBB0_9:
	v_mov_b32_e32 v7, 0
.LBB0_10:
	v_cmp_gt_u32_e32 vcc, s12, v5
	v_cmp_gt_u32_e64 s[0:1], s13, v6
	s_and_b64 s[0:1], vcc, s[0:1]
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_12
; %bb.11:
	v_mul_lo_u32 v0, v5, s13
	v_mov_b32_e32 v1, 0
	s_mov_b32 s7, 0x100f000
	s_mov_b32 s6, 0
	v_add_i32_e32 v0, vcc, v6, v0
	v_lshl_b64 v[0:1], v[0:1], 2
	buffer_store_dword v7, v[0:1], s[4:7], 0 addr64
.LBB0_12:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel sgemm
		.amdhsa_group_segment_fixed_size 2048
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 96
		.amdhsa_user_sgpr_count 8
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 27
		.amdhsa_next_free_sgpr 23
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 0
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end0:
	.size	sgemm, .Lfunc_end0-sgemm
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 744
; NumSgprs: 25
; NumVgprs: 27
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 2048 bytes/workgroup (compile time only)
; SGPRBlocks: 3
; VGPRBlocks: 6
; NumSGPRsForWavesPerEU: 25
; NumVGPRsForWavesPerEU: 27
; Occupancy: 9
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
	.ident	"Debian clang version 15.0.6"
	.ident	"Debian clang version 15.0.5"
	.section	".note.GNU-stack"
	.addrsig
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .address_space:  global
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .offset:         24
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
      - .offset:         28
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
      - .offset:         32
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
      - .offset:         40
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         48
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         56
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .address_space:  global
        .offset:         64
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         72
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         80
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         88
        .size:           8
        .value_kind:     hidden_none
    .group_segment_fixed_size: 2048
    .kernarg_segment_align: 8
    .kernarg_segment_size: 96
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           sgemm
    .private_segment_fixed_size: 0
    .sgpr_count:     25
    .sgpr_spill_count: 0
    .symbol:         sgemm.kd
    .uses_dynamic_stack: false
    .vgpr_count:     27
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx600
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
