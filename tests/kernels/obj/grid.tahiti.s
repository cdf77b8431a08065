	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx600"
	.protected	grid2d                  ; -- Begin function grid2d
	.globl	grid2d
	.p2align	8
	.type	grid2d,@function
grid2d:                                 ; @grid2d
; %bb.0:
	s_load_dword s0, s[4:5], 0x1
	s_load_dword s1, s[4:5], 0x0
	s_load_dwordx2 s[12:13], s[6:7], 0x0
	s_load_dwordx4 s[16:19], s[6:7], 0x2
	v_mov_b32_e32 v6, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s2, s0, 0xffff
	s_mul_i32 s7, s8, s2
	s_lshr_b32 s3, s0, 16
	v_add_i32_e32 v5, vcc, s7, v0
	s_mul_i32 s11, s9, s3
	s_lshr_b32 s6, s1, 16
	v_mov_b32_e32 v7, v6
	v_add_i32_e32 v8, vcc, s11, v1
	v_mov_b32_e32 v6, v5
	s_cmp_lt_i32 s6, 2
	s_cbranch_scc1 .LBB0_4
; %bb.1:
	s_cmp_lt_i32 s6, 3
	s_cbranch_scc1 .LBB0_5
; %bb.2:
	v_mov_b32_e32 v3, 0
	s_cmp_eq_u32 s6, 3
	v_mov_b32_e32 v4, 0
	s_mov_b64 s[0:1], 0
	s_cbranch_scc0 .LBB0_6
; %bb.3:
	s_load_dword s17, s[4:5], 0x2
	s_load_dwordx2 s[14:15], s[4:5], 0x3
	s_waitcnt lgkmcnt(0)
	s_and_b32 s17, s17, 0xffff
	s_mul_i32 s10, s10, s17
	v_add_i32_e32 v3, vcc, s10, v2
	v_mul_lo_u32 v4, v3, s15
	v_mul_hi_u32 v3, v3, s15
	v_add_i32_e32 v4, vcc, v4, v8
	v_addc_u32_e32 v3, vcc, 0, v3, vcc
	v_mul_lo_u32 v3, v3, s14
	v_mul_hi_u32 v9, v4, s14
	v_mul_lo_u32 v4, v4, s14
	v_add_i32_e32 v9, vcc, v9, v3
	v_add_i32_e32 v3, vcc, v4, v5
	v_addc_u32_e32 v4, vcc, 0, v9, vcc
	s_branch .LBB0_6
.LBB0_4:
                                        ; implicit-def: $vgpr3_vgpr4
	s_branch .LBB0_9
.LBB0_5:
	s_mov_b64 s[0:1], -1
                                        ; implicit-def: $vgpr3_vgpr4
.LBB0_6:
	s_andn2_b64 vcc, exec, s[0:1]
	s_cbranch_vccnz .LBB0_8
; %bb.7:
	s_load_dword s0, s[4:5], 0x3
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v3, s0, v8
	v_mul_hi_u32 v4, s0, v8
	v_add_i32_e32 v3, vcc, v3, v5
	v_addc_u32_e32 v4, vcc, 0, v4, vcc
.LBB0_8:
	s_cbranch_execnz .LBB0_12
.LBB0_9:
	s_cmp_lg_u32 s6, 1
	s_cbranch_scc0 .LBB0_11
; %bb.10:
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v7, 0
.LBB0_11:
	v_mov_b32_e32 v3, v6
	v_mov_b32_e32 v4, v7
.LBB0_12:
	v_add_i32_e32 v6, vcc, s18, v8
	v_lshlrev_b32_e32 v7, 16, v0
	v_lshlrev_b32_e32 v8, 24, v1
	v_or_b32_e32 v7, v8, v7
	v_cvt_f32_u32_e32 v8, s2
	v_add_i32_e32 v5, vcc, s16, v5
	v_lshlrev_b32_e32 v6, 8, v6
	v_or_b32_e32 v5, v7, v5
	v_or_b32_e32 v5, v5, v6
	v_rcp_iflag_f32_e32 v6, v8
	s_load_dwordx2 s[4:5], s[4:5], 0x3
	v_cvt_f32_u32_e32 v8, s3
	s_lshl_b32 s0, s9, 8
	v_mul_f32_e32 v6, 0x4f7ffffe, v6
	v_cvt_u32_f32_e32 v6, v6
	s_waitcnt lgkmcnt(0)
	s_sub_i32 s1, s4, s7
	s_sub_i32 s7, 0, s2
	s_min_u32 s1, s1, s2
	v_mul_lo_u32 v7, s7, v6
	s_or_b32 s0, s0, s8
	s_lshl_b32 s1, s1, 16
	s_or_b32 s0, s0, s1
	v_mul_hi_u32 v7, v6, v7
	s_sub_i32 s1, s5, s11
	s_min_u32 s1, s1, s3
	s_lshl_b32 s1, s1, 24
	v_add_i32_e32 v6, vcc, v6, v7
	v_rcp_iflag_f32_e32 v7, v8
	s_or_b32 s7, s0, s1
	s_sub_i32 s0, 0, s3
	v_mul_hi_u32 v6, s4, v6
	v_mul_f32_e32 v7, 0x4f7ffffe, v7
	v_cvt_u32_f32_e32 v7, v7
	v_mad_u32_u24 v1, v2, s3, v1
	v_mul_lo_u32 v8, v6, s2
	v_add_i32_e32 v10, vcc, 1, v6
	v_mul_lo_u32 v9, s0, v7
	v_sub_i32_e32 v8, vcc, s4, v8
	v_cmp_le_u32_e64 s[0:1], s2, v8
	v_mul_hi_u32 v9, v7, v9
	v_cndmask_b32_e64 v6, v6, v10, s[0:1]
	v_subrev_i32_e32 v10, vcc, s2, v8
	v_add_i32_e32 v7, vcc, v9, v7
	v_mul_hi_u32 v7, s5, v7
	v_cndmask_b32_e64 v8, v8, v10, s[0:1]
	v_add_i32_e32 v9, vcc, 1, v6
	v_mul_lo_u32 v10, v7, s3
	v_cmp_le_u32_e32 vcc, s2, v8
	v_cndmask_b32_e32 v6, v6, v9, vcc
	v_mul_lo_u32 v8, v6, s2
	v_sub_i32_e32 v9, vcc, s5, v10
	v_add_i32_e32 v10, vcc, 1, v7
	v_cmp_le_u32_e64 s[0:1], s3, v9
	v_cndmask_b32_e64 v7, v7, v10, s[0:1]
	v_subrev_i32_e32 v10, vcc, s3, v9
	v_cndmask_b32_e64 v9, v9, v10, s[0:1]
	v_add_i32_e32 v10, vcc, 1, v7
	v_cmp_le_u32_e32 vcc, s3, v9
	v_cndmask_b32_e32 v7, v7, v10, vcc
	v_mul_lo_u32 v9, v7, s3
	v_mul_lo_u32 v1, v1, s2
	v_cmp_gt_u32_e32 vcc, s4, v8
	s_lshl_b32 s0, s6, 16
	s_lshl_b32 s1, s16, 20
	s_lshl_b32 s6, s18, 24
	v_addc_u32_e32 v6, vcc, 0, v6, vcc
	s_or_b32 s1, s6, s1
	v_cmp_gt_u32_e32 vcc, s5, v9
	s_or_b32 s0, s1, s0
	s_lshl_b32 s1, s2, 16
	v_addc_u32_e32 v7, vcc, 0, v7, vcc
	v_or_b32_e32 v6, s0, v6
	s_lshl_b32 s0, s5, 8
	v_add_i32_e32 v0, vcc, v1, v0
	s_or_b32 s1, s4, s1
	v_lshlrev_b32_e32 v0, 24, v0
	s_or_b32 s0, s1, s0
	v_lshlrev_b32_e32 v7, 8, v7
	v_or_b32_e32 v8, s0, v0
	v_lshl_b64 v[0:1], v[3:4], 4
	s_mov_b32 s14, 0
	v_or_b32_e32 v7, v6, v7
	v_mov_b32_e32 v6, s7
	s_mov_b32 s15, 0x100f000
	buffer_store_dwordx4 v[5:8], v[0:1], s[12:15], 0 addr64
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel grid2d
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 64
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
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 11
		.amdhsa_next_free_sgpr 20
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
	.size	grid2d, .Lfunc_end0-grid2d
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 728
; NumSgprs: 22
; NumVgprs: 11
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 22
; NumVGPRsForWavesPerEU: 11
; Occupancy: 10
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
	.text
	.protected	grid3d                  ; -- Begin function grid3d
	.globl	grid3d
	.p2align	8
	.type	grid3d,@function
grid3d:                                 ; @grid3d
; %bb.0:
	s_load_dword s0, s[4:5], 0x0
	s_load_dwordx2 s[12:13], s[6:7], 0x0
	s_waitcnt lgkmcnt(0)
	s_lshr_b32 s11, s0, 16
	s_cmp_lt_i32 s11, 2
	s_mov_b64 s[0:1], 0
	s_cbranch_scc1 .LBB1_4
; %bb.1:
	s_cmp_gt_i32 s11, 2
	s_cbranch_scc0 .LBB1_5
; %bb.2:
	s_cmp_eq_u32 s11, 3
	s_cbranch_scc0 .LBB1_6
; %bb.3:
	s_load_dword s14, s[4:5], 0x1
	s_load_dword s15, s[4:5], 0x2
	s_load_dwordx2 s[2:3], s[4:5], 0x3
	s_waitcnt lgkmcnt(0)
	s_lshr_b32 s18, s14, 16
	s_and_b32 s15, s15, 0xffff
	s_mul_i32 s15, s10, s15
	v_add_i32_e32 v3, vcc, s15, v2
	v_mul_lo_u32 v4, v3, s3
	v_mul_hi_u32 v3, v3, s3
	s_and_b32 s16, s14, 0xffff
	s_mul_i32 s14, s9, s18
	v_add_i32_e32 v5, vcc, s14, v1
	v_add_i32_e32 v4, vcc, v4, v5
	v_addc_u32_e32 v3, vcc, 0, v3, vcc
	v_mul_lo_u32 v3, v3, s2
	v_mul_hi_u32 v6, v4, s2
	v_mul_lo_u32 v4, v4, s2
	s_mul_i32 s17, s8, s16
	v_add_i32_e32 v5, vcc, s17, v0
	v_add_i32_e32 v6, vcc, v6, v3
	v_add_i32_e32 v3, vcc, v4, v5
	v_addc_u32_e32 v4, vcc, 0, v6, vcc
	s_mov_b64 s[2:3], 0
	s_branch .LBB1_7
.LBB1_4:
	s_mov_b64 s[14:15], -1
                                        ; implicit-def: $vgpr3_vgpr4
                                        ; implicit-def: $sgpr16
                                        ; implicit-def: $sgpr17
                                        ; implicit-def: $vgpr5_vgpr6
	s_mov_b64 s[2:3], 0
	s_cbranch_execnz .LBB1_10
	s_branch .LBB1_11
.LBB1_5:
	s_mov_b64 s[14:15], -1
	s_mov_b64 s[2:3], 0
                                        ; implicit-def: $vgpr3_vgpr4
                                        ; implicit-def: $sgpr16
                                        ; implicit-def: $sgpr17
                                        ; implicit-def: $vgpr5_vgpr6
	s_cbranch_execnz .LBB1_8
	s_branch .LBB1_9
.LBB1_6:
	s_mov_b64 s[2:3], -1
                                        ; implicit-def: $vgpr3_vgpr4
                                        ; implicit-def: $sgpr16
                                        ; implicit-def: $sgpr17
                                        ; implicit-def: $vgpr5_vgpr6
.LBB1_7:
	s_mov_b64 s[14:15], 0
	s_branch .LBB1_9
.LBB1_8:
	s_load_dword s14, s[4:5], 0x1
	s_load_dword s15, s[4:5], 0x3
	s_waitcnt lgkmcnt(0)
	s_lshr_b32 s18, s14, 16
	s_and_b32 s16, s14, 0xffff
	s_mul_i32 s14, s9, s18
	v_add_i32_e32 v3, vcc, s14, v1
	v_mul_lo_u32 v4, v3, s15
	v_mul_hi_u32 v6, v3, s15
	s_mul_i32 s17, s8, s16
	v_add_i32_e32 v5, vcc, s17, v0
	v_add_i32_e32 v3, vcc, v4, v5
	v_addc_u32_e32 v4, vcc, 0, v6, vcc
.LBB1_9:
	s_mov_b64 s[14:15], 0
	s_branch .LBB1_11
.LBB1_10:
	s_cmp_lg_u32 s11, 1
	s_mov_b64 s[0:1], -1
	s_cselect_b64 s[2:3], -1, 0
.LBB1_11:
	s_andn2_b64 vcc, exec, s[2:3]
	s_cbranch_vccz .LBB1_15
; %bb.12:
	s_andn2_b64 vcc, exec, s[0:1]
	s_cbranch_vccnz .LBB1_14
.LBB1_13:
	s_load_dword s0, s[4:5], 0x1
	v_mov_b32_e32 v6, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s16, s0, 0xffff
	s_mul_i32 s17, s8, s16
	v_add_i32_e32 v5, vcc, s17, v0
	v_mov_b32_e32 v3, v5
	v_mov_b32_e32 v4, v6
.LBB1_14:
	s_load_dwordx4 s[0:3], s[6:7], 0x2
	s_waitcnt lgkmcnt(0)
	s_load_dword s3, s[6:7], 0x6
	s_load_dword s6, s[4:5], 0x1
	v_lshlrev_b32_e32 v7, 8, v1
	v_or_b32_e32 v7, v7, v0
	v_lshlrev_b32_e32 v8, 16, v2
	v_add_i32_e32 v5, vcc, s0, v5
	s_load_dword s7, s[4:5], 0x2
	s_load_dwordx2 s[0:1], s[4:5], 0x3
	s_load_dword s4, s[4:5], 0x5
	s_waitcnt lgkmcnt(0)
	s_lshr_b32 s5, s6, 16
	s_mul_i32 s9, s9, s5
	s_add_i32 s2, s2, s9
	v_add_i32_e32 v6, vcc, s2, v1
	s_and_b32 s2, s7, 0xffff
	s_mul_i32 s6, s10, s2
	v_lshlrev_b32_e32 v6, 8, v6
	s_add_i32 s8, s3, s6
	v_or_b32_e32 v5, v6, v5
	v_add_i32_e32 v6, vcc, s8, v2
	v_lshlrev_b32_e32 v6, 16, v6
	v_or_b32_e32 v5, v5, v6
	v_cvt_f32_u32_e32 v6, s2
	v_or_b32_e32 v7, v7, v8
	s_lshl_b32 s3, s3, 24
	s_sub_i32 s1, s1, s9
	v_rcp_iflag_f32_e32 v6, v6
	s_min_u32 s1, s1, s5
	s_sub_i32 s0, s0, s17
	s_lshl_b32 s8, s11, 24
	v_mul_f32_e32 v6, 0x4f7ffffe, v6
	v_cvt_u32_f32_e32 v8, v6
	v_or_b32_e32 v6, s3, v7
	s_sub_i32 s3, 0, s2
	s_min_u32 s0, s0, s16
	v_mul_lo_u32 v7, s3, v8
	s_lshl_b32 s3, s1, 8
	s_sub_i32 s1, s4, s6
	s_min_u32 s1, s1, s2
	v_mul_hi_u32 v7, v8, v7
	s_lshl_b32 s6, s1, 16
	s_lshl_b32 s1, s10, 24
	v_or_b32_e32 v5, s8, v5
	v_add_i32_e32 v7, vcc, v7, v8
	v_mul_hi_u32 v7, s4, v7
	s_or_b32 s8, s0, s1
	v_mad_u32_u24 v1, v2, s5, v1
	v_mul_lo_u32 v1, v1, s16
	v_mul_lo_u32 v8, v7, s2
	v_add_i32_e32 v9, vcc, 1, v7
	s_mov_b32 s14, 0
	v_sub_i32_e32 v8, vcc, s4, v8
	v_cmp_le_u32_e64 s[0:1], s2, v8
	v_cndmask_b32_e64 v7, v7, v9, s[0:1]
	v_subrev_i32_e32 v9, vcc, s2, v8
	v_cndmask_b32_e64 v8, v8, v9, s[0:1]
	v_add_i32_e32 v9, vcc, 1, v7
	v_cmp_le_u32_e32 vcc, s2, v8
	v_cndmask_b32_e32 v7, v7, v9, vcc
	v_mul_lo_u32 v8, v7, s2
	s_lshl_b32 s1, s4, 8
	s_lshl_b32 s2, s7, 16
	s_or_b32 s1, s1, s2
	v_cmp_gt_u32_e32 vcc, s4, v8
	v_addc_u32_e32 v7, vcc, 0, v7, vcc
	v_add_i32_e32 v0, vcc, v1, v0
	v_lshlrev_b32_e32 v0, 20, v0
	s_or_b32 s0, s8, s3
	v_or_b32_e32 v0, s1, v0
	s_or_b32 s0, s0, s6
	v_or_b32_e32 v8, v0, v7
	v_lshl_b64 v[0:1], v[3:4], 4
	v_mov_b32_e32 v7, s0
	s_mov_b32 s15, 0x100f000
	buffer_store_dwordx4 v[5:8], v[0:1], s[12:15], 0 addr64
	s_endpgm
.LBB1_15:
	s_load_dword s0, s[4:5], 0x1
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v4, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s16, s0, 0xffff
	s_mul_i32 s17, s8, s16
	v_add_i32_e32 v5, vcc, s17, v0
	s_cbranch_execz .LBB1_13
	s_branch .LBB1_14
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel grid3d
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 64
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
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 10
		.amdhsa_next_free_sgpr 19
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
.Lfunc_end1:
	.size	grid3d, .Lfunc_end1-grid3d
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 776
; NumSgprs: 21
; NumVgprs: 10
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 21
; NumVGPRsForWavesPerEU: 10
; Occupancy: 10
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
	.ident	"Debian clang version 15.0.6"
	.ident	"Debian clang version 15.0.5"
	.section	".note.GNU-stack"
	.addrsig
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'uint4*'
        .value_kind:     global_buffer
      - .offset:         8
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         16
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         24
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .address_space:  global
        .offset:         32
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         40
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         48
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         56
        .size:           8
        .value_kind:     hidden_none
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 64
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           grid2d
    .private_segment_fixed_size: 0
    .sgpr_count:     22
    .sgpr_spill_count: 0
    .symbol:         grid2d.kd
    .uses_dynamic_stack: false
    .vgpr_count:     11
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'uint4*'
        .value_kind:     global_buffer
      - .offset:         8
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         16
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         24
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .address_space:  global
        .offset:         32
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         40
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         48
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         56
        .size:           8
        .value_kind:     hidden_none
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 64
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           grid3d
    .private_segment_fixed_size: 0
    .sgpr_count:     21
    .sgpr_spill_count: 0
    .symbol:         grid3d.kd
    .uses_dynamic_stack: false
    .vgpr_count:     10
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx600
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
