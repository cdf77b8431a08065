	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx600"
	.protected	math_exact_f32          ; -- Begin function math_exact_f32
	.globl	math_exact_f32
	.p2align	8
	.type	math_exact_f32,@function
math_exact_f32:                         ; @math_exact_f32
; %bb.0:
	s_load_dword s9, s[4:5], 0x1
	s_load_dword s10, s[6:7], 0x8
	s_load_dwordx8 s[0:7], s[6:7], 0x0
	v_mov_b32_e32 v1, 0
	s_mov_b32 s11, 0x100f000
	s_waitcnt lgkmcnt(0)
	s_and_b32 s9, s9, 0xffff
	s_mul_i32 s8, s8, s9
	s_add_i32 s10, s10, s8
	v_add_i32_e32 v0, vcc, s10, v0
	v_lshl_b64 v[10:11], v[0:1], 2
	s_mov_b32 s10, 0
	s_mov_b64 s[8:9], s[0:1]
	buffer_load_dword v14, v[10:11], s[8:11], 0 addr64
	s_mov_b64 s[8:9], s[2:3]
	buffer_load_dword v7, v[10:11], s[8:11], 0 addr64
	s_mov_b32 s0, 0xc7ce0c7d
	v_mul_hi_u32 v3, v0, s0
	v_mov_b32_e32 v2, v1
	v_mul_lo_u32 v1, v0, 12
	s_movk_i32 s14, 0x207
	v_lshrrev_b32_e32 v3, 5, v3
	v_mul_lo_u32 v3, v3, 41
	v_lshl_b64 v[12:13], v[1:2], 2
	s_mov_b64 s[8:9], s[4:5]
	s_brev_b32 s12, -2
	v_sub_i32_e32 v0, vcc, v0, v3
	v_subrev_i32_e32 v4, vcc, 20, v0
	s_mov_b64 s[2:3], s[10:11]
	s_mov_b64 s[0:1], s[6:7]
	s_mov_b32 s15, 0x7f800000
	s_mov_b32 s13, 0x3ec00000
	s_waitcnt vmcnt(1)
	v_floor_f32_e32 v0, v14
	v_ceil_f32_e32 v1, v14
	v_trunc_f32_e32 v2, v14
	v_rndne_f32_e32 v3, v14
	v_frexp_exp_i32_f32_e32 v9, v14
	v_frexp_mant_f32_e32 v16, v14
	buffer_store_dwordx4 v[0:3], v[12:13], s[8:11], 0 addr64
	v_cmp_class_f32_e64 vcc, v14, s14
	s_waitcnt expcnt(0)
	v_sub_f32_e32 v3, v14, v2
	v_bfi_b32 v15, s12, 1.0, v14
	v_cndmask_b32_e64 v1, v9, 0, vcc
	v_cndmask_b32_e32 v9, v16, v14, vcc
	v_cmp_ge_f32_e64 vcc, |v3|, 0.5
	v_sub_f32_e32 v3, v14, v0
	v_cndmask_b32_e32 v15, 0, v15, vcc
	buffer_store_dword v1, v[10:11], s[0:3], 0 addr64
	s_waitcnt expcnt(0)
	v_min_f32_e32 v1, 0x3f7fffff, v3
	v_cmp_u_f32_e32 vcc, v14, v14
	v_cndmask_b32_e32 v1, v1, v14, vcc
	v_cmp_neq_f32_e64 vcc, |v14|, s15
	v_mul_f32_e32 v6, 1.0, v14
	s_waitcnt vmcnt(2)
	v_mul_f32_e32 v8, 1.0, v7
	v_cndmask_b32_e32 v1, 0, v1, vcc
	v_min_f32_e32 v5, v6, v8
	v_max_f32_e32 v6, v6, v8
	v_ldexp_f32_e32 v8, v14, v4
	v_fma_f32 v4, v14, v7, s13
	v_bfi_b32 v7, s12, v14, v7
	v_add_f32_e32 v3, v2, v15
	v_add_f32_e32 v10, v0, v1
	buffer_store_dwordx4 v[3:6], v[12:13], s[8:11], 0 addr64 offset:16
	buffer_store_dwordx4 v[7:10], v[12:13], s[8:11], 0 addr64 offset:32
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel math_exact_f32
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 88
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
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 17
		.amdhsa_next_free_sgpr 16
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
	.size	math_exact_f32, .Lfunc_end0-math_exact_f32
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 396
; NumSgprs: 18
; NumVgprs: 17
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 17
; Occupancy: 10
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	math_exact_f64          ; -- Begin function math_exact_f64
	.globl	math_exact_f64
	.p2align	8
	.type	math_exact_f64,@function
math_exact_f64:                         ; @math_exact_f64
; %bb.0:
	s_load_dword s9, s[4:5], 0x1
	s_load_dword s10, s[6:7], 0x8
	s_load_dwordx8 s[0:7], s[6:7], 0x0
	v_mov_b32_e32 v11, 0
	s_mov_b32 s11, 0x100f000
	s_waitcnt lgkmcnt(0)
	s_and_b32 s9, s9, 0xffff
	s_mul_i32 s8, s8, s9
	s_add_i32 s10, s10, s8
	v_add_i32_e32 v10, vcc, s10, v0
	v_lshl_b64 v[0:1], v[10:11], 3
	s_mov_b32 s10, 0
	s_mov_b64 s[8:9], s[0:1]
	buffer_load_dwordx2 v[12:13], v[0:1], s[8:11], 0 addr64
	s_mov_b64 s[8:9], s[2:3]
	buffer_load_dwordx2 v[6:7], v[0:1], s[8:11], 0 addr64
	s_mov_b32 s1, 0xc7ce0c7d
	v_mul_hi_u32 v2, v10, s1
	v_mul_lo_u32 v0, v10, 12
	v_mov_b32_e32 v1, v11
	s_brev_b32 s12, -2
	v_lshrrev_b32_e32 v2, 5, v2
	v_mul_lo_u32 v2, v2, 41
	v_lshl_b64 v[14:15], v[0:1], 3
	s_mov_b64 s[8:9], s[4:5]
	v_mov_b32_e32 v4, -1
	v_sub_i32_e32 v0, vcc, v10, v2
	v_subrev_i32_e32 v0, vcc, 20, v0
	v_mov_b32_e32 v5, 0x3fefffff
	v_mov_b32_e32 v18, 0x43300000
	s_movk_i32 s1, 0x207
	s_movk_i32 s0, 0xfc01
	s_mov_b32 s3, 0xfffff
	s_mov_b32 s2, -1
	v_mov_b32_e32 v21, 0x3ff00000
	s_mov_b64 s[14:15], s[10:11]
	s_waitcnt vmcnt(1)
	v_max_f64 v[8:9], v[12:13], v[12:13]
	v_ldexp_f64 v[2:3], v[12:13], v0
	s_waitcnt vmcnt(0)
	v_max_f64 v[16:17], v[6:7], v[6:7]
	v_mov_b32_e32 v0, v12
	v_bfi_b32 v1, s12, v13, v7
	buffer_store_dwordx4 v[0:3], v[14:15], s[8:11], 0 addr64 offset:64
	s_waitcnt expcnt(0)
	v_min_f64 v[0:1], v[8:9], v[16:17]
	v_max_f64 v[2:3], v[8:9], v[16:17]
	v_fract_f64_e32 v[16:17], v[12:13]
	v_bfi_b32 v9, s12, v18, v13
	v_frexp_exp_i32_f64_e32 v18, v[12:13]
	v_min_f64 v[4:5], v[16:17], v[4:5]
	v_frexp_mant_f64_e32 v[16:17], v[12:13]
	v_cmp_class_f64_e64 vcc, v[12:13], s1
	v_mov_b32_e32 v8, v11
	v_bfe_u32 v19, v13, 20, 11
	v_cndmask_b32_e64 v20, v18, 0, vcc
	buffer_store_dwordx4 v[0:3], v[14:15], s[8:11], 0 addr64 offset:48
	s_waitcnt expcnt(0)
	v_cndmask_b32_e32 v1, v17, v13, vcc
	v_cndmask_b32_e32 v0, v16, v12, vcc
	v_add_f64 v[2:3], v[12:13], v[8:9]
	v_add_i32_e32 v18, vcc, s0, v19
	v_cmp_class_f64_e64 vcc, v[12:13], 3
	v_add_f64 v[2:3], v[2:3], -v[8:9]
	v_lshr_b64 v[8:9], s[2:3], v18
	s_mov_b32 s3, 0x432fffff
	v_cndmask_b32_e32 v16, v4, v12, vcc
	v_cndmask_b32_e32 v17, v5, v13, vcc
	v_cmp_gt_f64_e64 vcc, |v[12:13]|, s[2:3]
	v_not_b32_e32 v8, v8
	v_cndmask_b32_e32 v4, v2, v12, vcc
	v_not_b32_e32 v2, v9
	v_cndmask_b32_e32 v5, v3, v13, vcc
	v_and_b32_e32 v2, v13, v2
	v_and_b32_e32 v3, 0x80000000, v13
	v_cmp_gt_i32_e32 vcc, 0, v18
	v_cndmask_b32_e32 v2, v2, v3, vcc
	v_cmp_lt_i32_e64 s[0:1], 51, v18
	v_cndmask_b32_e64 v3, v2, v13, s[0:1]
	v_and_b32_e32 v2, v12, v8
	v_cndmask_b32_e64 v2, v2, 0, vcc
	v_cndmask_b32_e64 v2, v2, v12, s[0:1]
	v_add_f64 v[8:9], v[12:13], -v[2:3]
	v_bfi_b32 v18, s12, v21, v13
	v_cmp_ge_f64_e64 vcc, |v[8:9]|, 0.5
	s_mov_b32 s1, 0x3fd80000
	s_mov_b32 s0, s10
	v_cndmask_b32_e32 v19, 0, v18, vcc
	v_fma_f64 v[8:9], v[12:13], v[6:7], s[0:1]
	v_cmp_lt_f64_e32 vcc, 0, v[12:13]
	v_cmp_lg_f64_e64 s[0:1], v[12:13], v[2:3]
	v_mov_b32_e32 v18, 0
	s_and_b64 vcc, vcc, s[0:1]
	v_add_f64 v[6:7], v[2:3], v[18:19]
	v_cndmask_b32_e32 v19, 0, v21, vcc
	v_mov_b32_e32 v18, v11
	buffer_store_dwordx4 v[2:5], v[14:15], s[8:11], 0 addr64 offset:16
	s_waitcnt expcnt(0)
	v_add_f64 v[4:5], v[2:3], v[18:19]
	v_add_f64 v[2:3], v[12:13], -v[16:17]
	buffer_store_dwordx4 v[2:5], v[14:15], s[8:11], 0 addr64
	buffer_store_dwordx4 v[6:9], v[14:15], s[8:11], 0 addr64 offset:32
	s_waitcnt expcnt(1)
	v_add_f64 v[4:5], v[12:13], -v[2:3]
	s_mov_b32 s3, 0x3fefffff
	s_movk_i32 s0, 0x204
	v_min_f64 v[4:5], v[4:5], s[2:3]
	v_cmp_u_f64_e32 vcc, v[12:13], v[12:13]
	v_cmp_class_f64_e64 s[0:1], v[12:13], s0
	v_cndmask_b32_e32 v4, v4, v12, vcc
	v_cndmask_b32_e32 v5, v5, v13, vcc
	v_lshl_b64 v[10:11], v[10:11], 2
	v_cndmask_b32_e64 v5, v5, 0, s[0:1]
	v_cndmask_b32_e64 v4, v4, 0, s[0:1]
	s_mov_b64 s[12:13], s[6:7]
	v_add_f64 v[2:3], v[2:3], v[4:5]
	buffer_store_dword v20, v[10:11], s[12:15], 0 addr64
	buffer_store_dwordx4 v[0:3], v[14:15], s[8:11], 0 addr64 offset:80
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel math_exact_f64
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 88
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
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 22
		.amdhsa_next_free_sgpr 16
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
	.size	math_exact_f64, .Lfunc_end1-math_exact_f64
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 840
; NumSgprs: 18
; NumVgprs: 22
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 5
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 22
; Occupancy: 10
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	math_approx_f32         ; -- Begin function math_approx_f32
	.globl	math_approx_f32
	.p2align	8
	.type	math_approx_f32,@function
math_approx_f32:                        ; @math_approx_f32
; %bb.0:
	s_load_dword s2, s[4:5], 0x1
	s_load_dword s3, s[6:7], 0x6
	s_load_dwordx4 s[12:15], s[6:7], 0x0
	s_load_dwordx2 s[0:1], s[6:7], 0x4
	v_mov_b32_e32 v5, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s2, s2, 0xffff
	s_mul_i32 s8, s8, s2
	s_add_i32 s3, s3, s8
	v_add_i32_e32 v4, vcc, s3, v0
	v_lshl_b64 v[0:1], v[4:5], 2
	s_mov_b32 s6, 0
	s_mov_b32 s7, 0x100f000
	s_mov_b64 s[4:5], s[12:13]
	buffer_load_dword v3, v[0:1], s[4:7], 0 addr64
	s_mov_b64 s[4:5], s[14:15]
	buffer_load_dword v1, v[0:1], s[4:7], 0 addr64
	s_mov_b32 s4, 0x3fb8a000
	v_lshlrev_b32_e32 v4, 3, v4
	v_lshl_b64 v[6:7], v[4:5], 2
	v_mov_b32_e32 v0, s1
	v_add_i32_e32 v4, vcc, s0, v6
	s_mov_b32 s5, 0xc2aeac50
	v_addc_u32_e32 v5, vcc, v0, v7, vcc
	s_movk_i32 s9, 0x207
	s_mov_b32 s8, 0x42b17218
	v_mov_b32_e32 v9, 0x7f800000
	s_brev_b32 s10, 18
	s_mov_b64 s[2:3], s[6:7]
	s_waitcnt vmcnt(1)
	v_and_b32_e32 v10, 0xfffff000, v3
	v_sub_f32_e32 v11, v3, v10
	v_mul_f32_e32 v12, 0x3fb8a000, v10
	s_waitcnt vmcnt(0)
	v_log_f32_e32 v2, v1
	v_mul_f32_e32 v13, 0x39a3b295, v11
	v_rndne_f32_e32 v12, v12
	v_mac_f32_e32 v13, 0x3fb8a000, v11
	v_mad_f32 v11, v10, s4, -v12
	v_mac_f32_e32 v13, 0x39a3b295, v10
	v_add_f32_e32 v10, v11, v13
	v_cvt_i32_f32_e32 v12, v12
	v_and_b32_e32 v11, 0xfffff000, v2
	v_exp_f32_e32 v10, v10
	v_sub_f32_e32 v13, v2, v11
	v_mul_f32_e32 v14, 0x3805fdf4, v13
	v_mac_f32_e32 v14, 0x3805fdf4, v11
	v_sqrt_f32_e32 v8, v1
	v_mac_f32_e32 v14, 0x3f317000, v13
	v_ldexp_f32_e32 v10, v10, v12
	v_cmp_ngt_f32_e32 vcc, s5, v3
	v_mac_f32_e32 v14, 0x3f317000, v11
	v_cndmask_b32_e32 v10, 0, v10, vcc
	v_cmp_class_f32_e64 vcc, v2, s9
	v_cndmask_b32_e32 v11, v14, v2, vcc
	v_cmp_nlt_f32_e32 vcc, s8, v3
	v_and_b32_e32 v0, 0x7fffffff, v3
	v_cndmask_b32_e32 v9, v9, v10, vcc
	buffer_store_dword v11, v[6:7], s[0:3], 0 addr64 offset:8
	buffer_store_dwordx2 v[8:9], v[6:7], s[0:3], 0 addr64
	v_cmp_nlt_f32_e64 s[0:1], |v3|, s10
                                        ; implicit-def: $vgpr7
                                        ; implicit-def: $vgpr6
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB2_2
; %bb.1:
	v_and_b32_e32 v7, 0x7fffff, v0
	v_or_b32_e32 v7, 0x800000, v7
	s_mov_b32 s4, 0xfe5163ab
	s_waitcnt expcnt(0)
	v_mul_lo_u32 v8, v7, s4
	v_mul_hi_u32 v9, v7, s4
	s_mov_b32 s4, 0x3c439041
	v_mul_lo_u32 v11, v7, s4
	v_mul_hi_u32 v10, v7, s4
	s_mov_b32 s4, 0xdb629599
	v_mul_lo_u32 v12, v7, s4
	v_add_i32_e32 v9, vcc, v9, v11
	v_mul_hi_u32 v11, v7, s4
	s_mov_b32 s4, 0xf534ddc0
	v_addc_u32_e32 v10, vcc, 0, v10, vcc
	v_mul_lo_u32 v13, v7, s4
	v_add_i32_e32 v10, vcc, v10, v12
	v_mul_hi_u32 v12, v7, s4
	s_mov_b32 s4, 0xfc2757d1
	v_mul_lo_u32 v14, v7, s4
	v_addc_u32_e32 v11, vcc, 0, v11, vcc
	v_add_i32_e32 v11, vcc, v11, v13
	v_mul_hi_u32 v13, v7, s4
	s_mov_b32 s4, 0x4e441529
	v_addc_u32_e32 v12, vcc, 0, v12, vcc
	v_mul_lo_u32 v15, v7, s4
	v_add_i32_e32 v12, vcc, v12, v14
	v_mul_hi_u32 v14, v7, s4
	s_mov_b32 s4, 0xa2f9836e
	v_mul_lo_u32 v16, v7, s4
	v_addc_u32_e32 v13, vcc, 0, v13, vcc
	v_mul_hi_u32 v7, v7, s4
	v_add_i32_e32 v13, vcc, v13, v15
	v_addc_u32_e32 v14, vcc, 0, v14, vcc
	v_lshrrev_b32_e32 v6, 23, v0
	v_add_i32_e32 v14, vcc, v14, v16
	s_movk_i32 s4, 0xff88
	v_addc_u32_e32 v7, vcc, 0, v7, vcc
	v_add_i32_e32 v6, vcc, s4, v6
	v_cmp_lt_u32_e32 vcc, 63, v6
	v_cndmask_b32_e32 v14, v14, v12, vcc
	v_cndmask_b32_e32 v12, v12, v10, vcc
	v_cndmask_b32_e32 v8, v10, v8, vcc
	v_mov_b32_e32 v10, 0xffffffc0
	v_cndmask_b32_e32 v10, 0, v10, vcc
	v_cndmask_b32_e32 v7, v7, v13, vcc
	v_cndmask_b32_e32 v13, v13, v11, vcc
	v_cndmask_b32_e32 v9, v11, v9, vcc
	v_add_i32_e32 v6, vcc, v10, v6
	v_cmp_lt_u32_e32 vcc, 31, v6
	v_cndmask_b32_e32 v11, v13, v12, vcc
	v_cndmask_b32_e32 v12, v12, v9, vcc
	v_cndmask_b32_e32 v8, v9, v8, vcc
	v_mov_b32_e32 v9, 0xffffffe0
	v_cndmask_b32_e32 v10, v14, v13, vcc
	v_cndmask_b32_e32 v13, 0, v9, vcc
	v_cndmask_b32_e32 v7, v7, v14, vcc
	v_add_i32_e32 v6, vcc, v13, v6
	v_cmp_lt_u32_e32 vcc, 31, v6
	v_cndmask_b32_e32 v9, 0, v9, vcc
	v_cndmask_b32_e32 v7, v7, v10, vcc
	v_cndmask_b32_e32 v10, v10, v11, vcc
	v_cndmask_b32_e32 v11, v11, v12, vcc
	v_cndmask_b32_e32 v8, v12, v8, vcc
	v_add_i32_e32 v6, vcc, v9, v6
	v_sub_i32_e32 v9, vcc, 32, v6
	v_alignbit_b32 v12, v7, v10, v9
	v_alignbit_b32 v13, v10, v11, v9
	v_alignbit_b32 v9, v11, v8, v9
	v_cmp_eq_u32_e32 vcc, 0, v6
	v_cndmask_b32_e32 v7, v12, v7, vcc
	v_cndmask_b32_e32 v6, v13, v10, vcc
	v_cndmask_b32_e32 v9, v9, v11, vcc
	v_alignbit_b32 v11, v7, v6, 30
	v_alignbit_b32 v6, v6, v9, 30
	v_alignbit_b32 v8, v9, v8, 30
	v_bfe_u32 v9, v7, 29, 1
	v_sub_i32_e32 v12, vcc, 0, v9
	v_xor_b32_e32 v11, v11, v12
	v_xor_b32_e32 v6, v6, v12
	v_xor_b32_e32 v8, v8, v12
	v_ffbh_u32_e32 v12, v11
	v_min_u32_e32 v12, 32, v12
	v_lshrrev_b32_e32 v10, 29, v7
	v_sub_i32_e32 v13, vcc, 31, v12
	s_mov_b32 s4, 0xff800000
	v_lshlrev_b32_e32 v10, 31, v10
	v_alignbit_b32 v11, v11, v6, v13
	v_alignbit_b32 v6, v6, v8, v13
	v_mad_i32_i24 v8, v12, s4, 0.5
	v_or_b32_e32 v8, v8, v10
	v_lshrrev_b32_e32 v13, 9, v11
	v_alignbit_b32 v11, v11, v6, 9
	v_or_b32_e32 v8, v8, v13
	v_ffbh_u32_e32 v13, v11
	v_min_u32_e32 v13, 32, v13
	v_sub_i32_e32 v14, vcc, 31, v13
	v_alignbit_b32 v6, v11, v6, v14
	v_add_i32_e32 v11, vcc, v13, v12
	v_mov_b32_e32 v12, 0x33000000
	v_mad_i32_i24 v11, v11, s4, v12
	v_or_b32_e32 v10, v11, v10
	v_lshrrev_b32_e32 v6, 9, v6
	v_or_b32_e32 v6, v10, v6
	v_and_b32_e32 v10, 0xfffff000, v8
	v_mul_f32_e32 v12, 0x3fc90fda, v8
	s_mov_b32 s4, 0x3fc90000
	v_mad_f32 v12, v10, s4, -v12
	v_sub_f32_e32 v11, v8, v10
	v_mac_f32_e32 v12, 0x39fda000, v10
	v_mac_f32_e32 v12, 0x3fc90000, v11
	v_mul_f32_e32 v10, 0x33a22168, v8
	v_mac_f32_e32 v12, 0x39fda000, v11
	v_mac_f32_e32 v10, 0x3fc90fda, v6
	v_add_f32_e32 v6, v12, v10
	v_lshrrev_b32_e32 v7, 30, v7
	v_mac_f32_e32 v6, 0x3fc90fda, v8
	v_add_i32_e32 v7, vcc, v9, v7
.LBB2_2:
	s_andn2_saveexec_b64 s[2:3], s[2:3]
	s_cbranch_execz .LBB2_4
; %bb.3:
	v_mul_f32_e32 v6, 0x3f22f983, v0
	s_waitcnt expcnt(0)
	v_rndne_f32_e32 v8, v6
	v_and_b32_e32 v6, 0xfffff000, v8
	v_mul_f32_e32 v9, 0x3fc90fda, v8
	s_mov_b32 s5, 0x3fc90000
	s_mov_b32 s4, 0x3fc90fda
	v_mad_f32 v9, v6, s5, -v9
	v_sub_f32_e32 v7, v8, v6
	v_mac_f32_e32 v9, 0x39fda000, v6
	v_mad_f32 v10, -v8, s4, v0
	v_mac_f32_e32 v9, 0x3fc90000, v7
	v_sub_f32_e32 v11, v0, v10
	v_mac_f32_e32 v9, 0x39fda000, v7
	v_mad_f32 v11, -v8, s4, v11
	v_sub_f32_e32 v9, v11, v9
	v_add_f32_e32 v9, v10, v9
	v_mul_f32_e32 v10, 0x33a22168, v8
	s_mov_b32 s5, 0x33a22000
	v_mad_f32 v10, v6, s5, -v10
	s_mov_b32 s4, 0x33a22168
	v_mac_f32_e32 v10, 0x2c340000, v6
	v_mac_f32_e32 v10, 0x33a22000, v7
	v_mad_f32 v6, -v8, s4, v9
	v_mac_f32_e32 v10, 0x2c340000, v7
	v_sub_f32_e32 v7, v9, v6
	v_mad_f32 v9, -v8, s4, v7
	v_cvt_i32_f32_e32 v7, v8
	v_sub_f32_e32 v9, v9, v10
	v_add_f32_e32 v6, v6, v9
	v_mac_f32_e32 v6, 0xa7c234c4, v8
.LBB2_4:
	s_or_b64 exec, exec, s[2:3]
	s_waitcnt expcnt(0)
	v_mul_f32_e32 v8, v6, v6
	v_mov_b32_e32 v9, 0x3c0881c4
	v_mac_f32_e32 v9, 0xb94c1982, v8
	v_madak_f32 v9, v8, v9, 0xbe2aaa9d
	v_mul_f32_e32 v9, v8, v9
	v_mac_f32_e32 v6, v6, v9
	v_mov_b32_e32 v9, 0xbab64f3b
	v_mac_f32_e32 v9, 0x37d75334, v8
	v_madak_f32 v9, v8, v9, 0x3d2aabf7
	v_madak_f32 v9, v8, v9, 0xbf000004
	v_mad_f32 v8, v8, v9, 1.0
	v_and_b32_e32 v9, 1, v7
	v_cmp_eq_u32_e32 vcc, 0, v9
	v_lshlrev_b32_e32 v7, 30, v7
	v_cndmask_b32_e32 v6, v8, v6, vcc
	v_and_b32_e32 v7, 0x80000000, v7
	v_xor_b32_e32 v8, v0, v3
	v_xor_b32_e32 v7, v8, v7
	s_movk_i32 s2, 0x1f8
	s_mov_b32 s6, 0
	v_xor_b32_e32 v6, v7, v6
	v_mov_b32_e32 v7, 0x7fc00000
	v_cmp_class_f32_e64 vcc, v0, s2
	v_cndmask_b32_e32 v6, v7, v6, vcc
	s_mov_b32 s7, 0x100f000
	s_mov_b32 s4, s6
	s_mov_b32 s5, s6
	buffer_store_dword v6, v[4:5], s[4:7], 0 addr64 offset:12
                                        ; implicit-def: $vgpr7
                                        ; implicit-def: $vgpr6
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB2_6
; %bb.5:
	s_waitcnt expcnt(0)
	v_lshrrev_b32_e32 v6, 23, v0
	v_and_b32_e32 v0, 0x7fffff, v0
	v_or_b32_e32 v0, 0x800000, v0
	s_mov_b32 s0, 0xfe5163ab
	v_mul_lo_u32 v7, v0, s0
	v_mul_hi_u32 v8, v0, s0
	s_mov_b32 s0, 0x3c439041
	v_mul_lo_u32 v10, v0, s0
	v_mul_hi_u32 v9, v0, s0
	s_mov_b32 s4, 0xdb629599
	v_mul_lo_u32 v11, v0, s4
	v_add_i32_e64 v8, s[0:1], v8, v10
	v_mul_hi_u32 v10, v0, s4
	v_addc_u32_e64 v9, s[0:1], 0, v9, s[0:1]
	v_add_i32_e64 v9, s[0:1], v9, v11
	v_addc_u32_e64 v10, s[0:1], 0, v10, s[0:1]
	s_mov_b32 s0, 0xf534ddc0
	v_mul_lo_u32 v12, v0, s0
	v_mul_hi_u32 v11, v0, s0
	s_mov_b32 s4, 0xfc2757d1
	v_mul_lo_u32 v13, v0, s4
	v_add_i32_e64 v10, s[0:1], v10, v12
	v_mul_hi_u32 v12, v0, s4
	v_addc_u32_e64 v11, s[0:1], 0, v11, s[0:1]
	v_add_i32_e64 v11, s[0:1], v11, v13
	v_addc_u32_e64 v12, s[0:1], 0, v12, s[0:1]
	s_mov_b32 s0, 0x4e441529
	v_mul_lo_u32 v14, v0, s0
	v_mul_hi_u32 v13, v0, s0
	s_mov_b32 s4, 0xa2f9836e
	v_mul_lo_u32 v15, v0, s4
	v_mul_hi_u32 v0, v0, s4
	v_add_i32_e64 v12, s[0:1], v12, v14
	v_addc_u32_e64 v13, s[0:1], 0, v13, s[0:1]
	v_add_i32_e64 v13, s[0:1], v13, v15
	v_addc_u32_e64 v0, s[0:1], 0, v0, s[0:1]
	s_movk_i32 s0, 0xff88
	v_add_i32_e64 v6, s[0:1], s0, v6
	v_cmp_lt_u32_e64 s[0:1], 63, v6
	v_cndmask_b32_e64 v13, v13, v11, s[0:1]
	v_cndmask_b32_e64 v11, v11, v9, s[0:1]
	v_cndmask_b32_e64 v7, v9, v7, s[0:1]
	v_mov_b32_e32 v9, 0xffffffc0
	v_cndmask_b32_e64 v9, 0, v9, s[0:1]
	v_cndmask_b32_e64 v0, v0, v12, s[0:1]
	v_cndmask_b32_e64 v12, v12, v10, s[0:1]
	v_cndmask_b32_e64 v8, v10, v8, s[0:1]
	v_add_i32_e64 v6, s[0:1], v9, v6
	v_cmp_lt_u32_e64 s[0:1], 31, v6
	v_cndmask_b32_e64 v10, v12, v11, s[0:1]
	v_cndmask_b32_e64 v11, v11, v8, s[0:1]
	v_cndmask_b32_e64 v7, v8, v7, s[0:1]
	v_mov_b32_e32 v8, 0xffffffe0
	v_cndmask_b32_e64 v9, v13, v12, s[0:1]
	v_cndmask_b32_e64 v12, 0, v8, s[0:1]
	v_cndmask_b32_e64 v0, v0, v13, s[0:1]
	v_add_i32_e64 v6, s[0:1], v12, v6
	v_cmp_lt_u32_e64 s[0:1], 31, v6
	v_cndmask_b32_e64 v8, 0, v8, s[0:1]
	v_cndmask_b32_e64 v0, v0, v9, s[0:1]
	v_cndmask_b32_e64 v9, v9, v10, s[0:1]
	v_cndmask_b32_e64 v10, v10, v11, s[0:1]
	v_cndmask_b32_e64 v7, v11, v7, s[0:1]
	v_add_i32_e64 v6, s[0:1], v8, v6
	v_sub_i32_e64 v8, s[0:1], 32, v6
	v_alignbit_b32 v11, v0, v9, v8
	v_alignbit_b32 v12, v9, v10, v8
	v_alignbit_b32 v8, v10, v7, v8
	v_cmp_eq_u32_e64 s[0:1], 0, v6
	v_cndmask_b32_e64 v0, v11, v0, s[0:1]
	v_cndmask_b32_e64 v6, v12, v9, s[0:1]
	v_cndmask_b32_e64 v8, v8, v10, s[0:1]
	v_alignbit_b32 v10, v0, v6, 30
	v_alignbit_b32 v6, v6, v8, 30
	v_alignbit_b32 v7, v8, v7, 30
	v_bfe_u32 v8, v0, 29, 1
	v_sub_i32_e64 v11, s[0:1], 0, v8
	v_xor_b32_e32 v10, v10, v11
	v_xor_b32_e32 v6, v6, v11
	v_xor_b32_e32 v7, v7, v11
	v_ffbh_u32_e32 v11, v10
	v_min_u32_e32 v11, 32, v11
	v_lshrrev_b32_e32 v9, 29, v0
	v_sub_i32_e64 v12, s[0:1], 31, v11
	s_mov_b32 s4, 0xff800000
	v_lshlrev_b32_e32 v9, 31, v9
	v_alignbit_b32 v10, v10, v6, v12
	v_alignbit_b32 v6, v6, v7, v12
	v_mad_i32_i24 v7, v11, s4, 0.5
	v_or_b32_e32 v7, v7, v9
	v_lshrrev_b32_e32 v12, 9, v10
	v_alignbit_b32 v10, v10, v6, 9
	v_or_b32_e32 v7, v7, v12
	v_ffbh_u32_e32 v12, v10
	v_min_u32_e32 v12, 32, v12
	v_sub_i32_e64 v13, s[0:1], 31, v12
	v_alignbit_b32 v6, v10, v6, v13
	v_add_i32_e64 v10, s[0:1], v12, v11
	v_mov_b32_e32 v11, 0x33000000
	v_mad_i32_i24 v10, v10, s4, v11
	v_or_b32_e32 v9, v10, v9
	v_lshrrev_b32_e32 v6, 9, v6
	v_or_b32_e32 v6, v9, v6
	v_and_b32_e32 v9, 0xfffff000, v7
	v_mul_f32_e32 v11, 0x3fc90fda, v7
	s_mov_b32 s0, 0x3fc90000
	v_mad_f32 v11, v9, s0, -v11
	v_sub_f32_e32 v10, v7, v9
	v_mac_f32_e32 v11, 0x39fda000, v9
	v_mac_f32_e32 v11, 0x3fc90000, v10
	v_mul_f32_e32 v9, 0x33a22168, v7
	v_mac_f32_e32 v11, 0x39fda000, v10
	v_mac_f32_e32 v9, 0x3fc90fda, v6
	v_add_f32_e32 v6, v11, v9
	v_lshrrev_b32_e32 v0, 30, v0
	v_mac_f32_e32 v6, 0x3fc90fda, v7
	v_add_i32_e64 v7, s[0:1], v8, v0
                                        ; implicit-def: $vgpr0
.LBB2_6:
	s_andn2_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB2_8
; %bb.7:
	s_waitcnt expcnt(0)
	v_mul_f32_e32 v6, 0x3f22f983, v0
	v_rndne_f32_e32 v8, v6
	v_and_b32_e32 v6, 0xfffff000, v8
	v_mul_f32_e32 v9, 0x3fc90fda, v8
	s_mov_b32 s3, 0x3fc90000
	s_mov_b32 s2, 0x3fc90fda
	v_mad_f32 v9, v6, s3, -v9
	v_sub_f32_e32 v7, v8, v6
	v_mac_f32_e32 v9, 0x39fda000, v6
	v_mad_f32 v10, -v8, s2, v0
	v_mac_f32_e32 v9, 0x3fc90000, v7
	v_sub_f32_e32 v0, v0, v10
	v_mac_f32_e32 v9, 0x39fda000, v7
	v_mad_f32 v0, -v8, s2, v0
	v_sub_f32_e32 v0, v0, v9
	v_mul_f32_e32 v9, 0x33a22168, v8
	s_mov_b32 s3, 0x33a22000
	v_add_f32_e32 v0, v10, v0
	s_mov_b32 s2, 0x33a22168
	v_mad_f32 v9, v6, s3, -v9
	v_mac_f32_e32 v9, 0x2c340000, v6
	v_mad_f32 v6, -v8, s2, v0
	v_mac_f32_e32 v9, 0x33a22000, v7
	v_sub_f32_e32 v0, v0, v6
	v_mac_f32_e32 v9, 0x2c340000, v7
	v_mad_f32 v0, -v8, s2, v0
	v_cvt_i32_f32_e32 v7, v8
	v_sub_f32_e32 v0, v0, v9
	v_add_f32_e32 v6, v6, v0
	v_mac_f32_e32 v6, 0xa7c234c4, v8
.LBB2_8:
	s_or_b64 exec, exec, s[0:1]
	v_mul_f32_e32 v0, v6, v6
	v_mov_b32_e32 v8, 0x3c0881c4
	v_mac_f32_e32 v8, 0xb94c1982, v0
	v_madak_f32 v8, v0, v8, 0xbe2aaa9d
	v_mul_f32_e32 v8, v0, v8
	s_waitcnt expcnt(0)
	v_mac_f32_e32 v6, v6, v8
	v_mov_b32_e32 v8, 0xbab64f3b
	v_mac_f32_e32 v8, 0x37d75334, v0
	v_madak_f32 v8, v0, v8, 0x3d2aabf7
	v_madak_f32 v8, v0, v8, 0xbf000004
	v_mad_f32 v0, v0, v8, 1.0
	v_and_b32_e32 v8, 1, v7
	v_cmp_eq_u32_e64 s[0:1], 0, v8
	v_cndmask_b32_e64 v0, -v6, v0, s[0:1]
	v_lshlrev_b32_e32 v6, 30, v7
	v_and_b32_e32 v6, 0x80000000, v6
	v_xor_b32_e32 v0, v6, v0
	v_mov_b32_e32 v6, 0x7fc00000
	s_mov_b32 s0, 0x6f800000
	v_cndmask_b32_e32 v0, v6, v0, vcc
	v_mov_b32_e32 v6, 0x2f800000
	v_cmp_gt_f32_e64 vcc, |v1|, s0
	v_cndmask_b32_e32 v6, 1.0, v6, vcc
	v_mul_f32_e32 v1, v1, v6
	v_rcp_f32_e32 v7, v1
	v_exp_f32_e32 v1, v3
	s_mov_b32 s2, 0
	s_mov_b32 s3, 0x100f000
	v_mul_f32_e32 v3, v3, v7
	s_mov_b32 s0, s2
	s_mov_b32 s1, s2
	v_mul_f32_e32 v3, v6, v3
	buffer_store_dwordx4 v[0:3], v[4:5], s[0:3], 0 addr64 offset:16
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel math_approx_f32
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 80
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
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 17
		.amdhsa_next_free_sgpr 16
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
.Lfunc_end2:
	.size	math_approx_f32, .Lfunc_end2-math_approx_f32
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 3036
; NumSgprs: 18
; NumVgprs: 17
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 17
; Occupancy: 10
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	math_approx_f64         ; -- Begin function math_approx_f64
	.globl	math_approx_f64
	.p2align	8
	.type	math_approx_f64,@function
math_approx_f64:                        ; @math_approx_f64
; %bb.0:
	s_load_dword s4, s[4:5], 0x1
	s_load_dword s5, s[6:7], 0x6
	s_load_dwordx4 s[0:3], s[6:7], 0x0
	s_load_dwordx2 s[12:13], s[6:7], 0x4
	v_mov_b32_e32 v5, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s4, s4, 0xffff
	s_mul_i32 s8, s8, s4
	s_add_i32 s5, s5, s8
	v_add_i32_e32 v4, vcc, s5, v0
	v_lshl_b64 v[2:3], v[4:5], 3
	s_mov_b32 s10, 0
	s_mov_b32 s11, 0x100f000
	s_mov_b64 s[8:9], s[0:1]
	buffer_load_dwordx2 v[0:1], v[2:3], s[8:11], 0 addr64
	s_mov_b64 s[8:9], s[2:3]
	buffer_load_dwordx2 v[2:3], v[2:3], s[8:11], 0 addr64
	s_mov_b32 s0, 0x652b82fe
	s_mov_b32 s1, 0x3ff71547
	s_mov_b64 s[14:15], s[10:11]
	s_brev_b32 s11, 8
	v_mov_b32_e32 v11, 0x3ff00000
	v_mov_b32_e32 v9, 0x4ff00000
	s_brev_b32 s2, -2
	v_mov_b32_e32 v13, 0x43300000
	s_mov_b32 s7, 0x3fe55555
	s_mov_b32 s6, 0x55555555
	v_mov_b32_e32 v8, v5
	v_mov_b32_e32 v20, 0x37f00000
	v_mov_b32_e32 v12, v5
	s_mov_b32 s4, -1
	s_mov_b32 s5, 0x432fffff
	s_mov_b32 s9, 0xbfe62e42
	s_mov_b32 s8, 0xfefa39ef
	s_mov_b32 s19, 0xbc7abc9e
	s_mov_b32 s18, 0x3b39803f
	s_mov_b32 s16, 0x6a5dcb37
	v_mov_b32_e32 v6, 0xfca7ab0c
	v_mov_b32_e32 v7, 0x3e928af3
	s_mov_b32 s17, 0x3e5ade15
	s_mov_b32 s20, 0x623fde64
	s_mov_b32 s21, 0x3ec71dee
	s_mov_b32 s22, 0x7c89e6b0
	s_mov_b32 s23, 0x3efa0199
	s_mov_b32 s24, 0x14761f6e
	s_mov_b32 s25, 0x3f2a01a0
	s_mov_b32 s26, 0x1852b7b0
	s_mov_b32 s27, 0x3f56c16c
	v_mov_b32_e32 v10, v5
	s_mov_b32 s28, 0x11122322
	s_mov_b32 s29, 0x3f811111
	s_mov_b32 s30, 0x555502a1
	s_mov_b32 s31, 0x3fa55555
	s_mov_b32 s34, 0x55555511
	s_mov_b32 s35, 0x3fc55555
	s_mov_b32 s36, 11
	s_mov_b32 s37, 0x3fe00000
	v_lshlrev_b32_e32 v4, 3, v4
	s_waitcnt vmcnt(1)
	v_mul_f64 v[14:15], v[0:1], s[0:1]
	s_waitcnt vmcnt(0)
	v_cmp_gt_f64_e32 vcc, s[10:11], v[2:3]
	v_frexp_mant_f64_e32 v[16:17], v[2:3]
	v_cndmask_b32_e32 v9, v11, v9, vcc
	v_bfi_b32 v13, s2, v13, v15
	v_cmp_gt_f64_e64 s[2:3], s[6:7], v[16:17]
	v_mul_f64 v[8:9], v[2:3], v[8:9]
	v_cndmask_b32_e64 v22, 0, 1, s[2:3]
	v_add_f64 v[18:19], v[14:15], v[12:13]
	v_cndmask_b32_e32 v11, v11, v20, vcc
	v_rsq_f64_e32 v[20:21], v[8:9]
	v_ldexp_f64 v[16:17], v[16:17], v22
	v_add_f64 v[12:13], v[18:19], -v[12:13]
	v_add_f64 v[18:19], v[16:17], 1.0
	v_cmp_gt_f64_e64 s[4:5], |v[14:15]|, s[4:5]
	v_rcp_f64_e32 v[24:25], v[18:19]
	v_cndmask_b32_e64 v13, v13, v15, s[4:5]
	v_cndmask_b32_e64 v12, v12, v14, s[4:5]
	v_mul_f64 v[14:15], v[8:9], v[20:21]
	v_mul_f64 v[20:21], v[20:21], 0.5
	v_add_f64 v[26:27], v[18:19], -1.0
	v_add_f64 v[22:23], v[16:17], -1.0
	v_fma_f64 v[28:29], v[12:13], s[8:9], v[0:1]
	v_add_f64 v[16:17], v[16:17], -v[26:27]
	v_fma_f64 v[26:27], -v[20:21], v[14:15], 0.5
	v_cvt_i32_f64_e32 v30, v[12:13]
	v_fma_f64 v[12:13], v[12:13], s[18:19], v[28:29]
	v_fma_f64 v[14:15], v[14:15], v[26:27], v[14:15]
	v_fma_f64 v[20:21], v[20:21], v[26:27], v[20:21]
	v_fma_f64 v[26:27], -v[18:19], v[24:25], 1.0
	v_fma_f64 v[6:7], v[12:13], s[16:17], v[6:7]
	v_fma_f64 v[28:29], -v[14:15], v[14:15], v[8:9]
	v_fma_f64 v[24:25], v[26:27], v[24:25], v[24:25]
	v_fma_f64 v[6:7], v[12:13], v[6:7], s[20:21]
	v_fma_f64 v[14:15], v[28:29], v[20:21], v[14:15]
	v_fma_f64 v[26:27], -v[18:19], v[24:25], 1.0
	v_fma_f64 v[6:7], v[12:13], v[6:7], s[22:23]
	v_fma_f64 v[28:29], -v[14:15], v[14:15], v[8:9]
	v_fma_f64 v[24:25], v[26:27], v[24:25], v[24:25]
	s_mov_b32 s11, 0x7ff00000
	v_fma_f64 v[6:7], v[12:13], v[6:7], s[24:25]
	v_fma_f64 v[14:15], v[28:29], v[20:21], v[14:15]
	v_mul_f64 v[20:21], v[22:23], v[24:25]
	v_cmp_eq_f64_e32 vcc, 0, v[8:9]
	v_cmp_eq_f64_e64 s[0:1], s[10:11], v[8:9]
	v_fma_f64 v[6:7], v[12:13], v[6:7], s[26:27]
	v_mul_f64 v[10:11], v[10:11], v[14:15]
	v_mul_f64 v[14:15], v[18:19], v[20:21]
	s_or_b64 vcc, vcc, s[0:1]
	v_fma_f64 v[26:27], v[12:13], v[6:7], s[28:29]
	v_cndmask_b32_e32 v7, v11, v9, vcc
	v_cndmask_b32_e32 v6, v10, v8, vcc
	v_fma_f64 v[8:9], v[20:21], v[18:19], -v[14:15]
	v_fma_f64 v[10:11], v[12:13], v[26:27], s[30:31]
	v_fma_f64 v[8:9], v[20:21], v[16:17], v[8:9]
	v_fma_f64 v[10:11], v[12:13], v[10:11], s[34:35]
	v_add_f64 v[16:17], v[14:15], v[8:9]
	v_fma_f64 v[10:11], v[12:13], v[10:11], s[36:37]
	v_add_f64 v[18:19], v[22:23], -v[16:17]
	v_add_f64 v[14:15], v[16:17], -v[14:15]
	v_add_f64 v[22:23], v[22:23], -v[18:19]
	v_fma_f64 v[10:11], v[12:13], v[10:11], 1.0
	v_add_f64 v[8:9], v[8:9], -v[14:15]
	v_add_f64 v[14:15], v[22:23], -v[16:17]
	v_fma_f64 v[10:11], v[12:13], v[10:11], 1.0
	v_add_f64 v[8:9], v[14:15], -v[8:9]
	s_mov_b32 s11, 0x40900000
	v_ldexp_f64 v[10:11], v[10:11], v30
	v_add_f64 v[8:9], v[18:19], v[8:9]
	v_cmp_lt_f64_e64 s[0:1], s[10:11], v[0:1]
	v_mov_b32_e32 v12, 0x7ff00000
	s_mov_b32 s11, 0xc090cc00
	v_cndmask_b32_e64 v13, v11, v12, s[0:1]
	v_mul_f64 v[11:12], v[24:25], v[8:9]
	v_cmp_gt_f64_e32 vcc, s[10:11], v[0:1]
	s_mov_b32 s4, 0xbf559e2b
	v_cndmask_b32_e64 v9, v13, 0, vcc
	v_add_f64 v[13:14], v[20:21], v[11:12]
	v_mov_b32_e32 v17, 0x6b47b09a
	v_mul_f64 v[15:16], v[13:14], v[13:14]
	v_mov_b32_e32 v18, 0x3fc38538
	s_mov_b32 s5, 0x3fc3ab76
	v_fma_f64 v[17:18], v[15:16], s[4:5], v[17:18]
	s_mov_b32 s4, 0xd7f4df2e
	s_mov_b32 s5, 0x3fc7474d
	v_fma_f64 v[17:18], v[15:16], v[17:18], s[4:5]
	s_mov_b32 s4, 0x16291751
	s_mov_b32 s5, 0x3fcc71c0
	v_fma_f64 v[17:18], v[15:16], v[17:18], s[4:5]
	s_mov_b32 s4, 0x9b27acf1
	s_mov_b32 s5, 0x3fd24924
	v_fma_f64 v[17:18], v[15:16], v[17:18], s[4:5]
	s_mov_b32 s4, 0x998ef7b6
	s_mov_b32 s5, 0x3fd99999
	v_fma_f64 v[17:18], v[15:16], v[17:18], s[4:5]
	s_mov_b32 s6, 0x55555780
	v_fma_f64 v[17:18], v[15:16], v[17:18], s[6:7]
	v_mul_f64 v[15:16], v[13:14], v[15:16]
	v_lshl_b64 v[22:23], v[4:5], 3
	v_add_f64 v[4:5], v[13:14], -v[20:21]
	v_mul_f64 v[15:16], v[15:16], v[17:18]
	v_frexp_exp_i32_f64_e32 v17, v[2:3]
	v_add_f64 v[4:5], v[11:12], -v[4:5]
	v_subbrev_u32_e64 v19, s[2:3], 0, v17, s[2:3]
	v_ldexp_f64 v[13:14], v[13:14], 1
	v_ldexp_f64 v[17:18], v[4:5], 1
	v_cvt_f64_i32_e32 v[4:5], v19
	s_or_b64 s[16:17], vcc, s[0:1]
	v_cndmask_b32_e64 v8, v10, 0, s[16:17]
	v_add_f64 v[10:11], v[13:14], v[15:16]
	s_mov_b32 s9, 0x3fe62e42
	v_add_f64 v[12:13], v[10:11], -v[13:14]
	buffer_store_dwordx4 v[6:9], v[22:23], s[12:15], 0 addr64
	s_waitcnt expcnt(0)
	v_mul_f64 v[6:7], v[4:5], s[8:9]
	v_add_f64 v[12:13], v[15:16], -v[12:13]
	v_fma_f64 v[8:9], v[4:5], s[8:9], -v[6:7]
	s_mov_b32 s19, 0x3c7abc9e
	v_add_f64 v[12:13], v[17:18], v[12:13]
	v_fma_f64 v[14:15], v[4:5], s[18:19], v[8:9]
	v_add_f64 v[8:9], v[10:11], v[12:13]
	v_add_f64 v[16:17], v[6:7], v[14:15]
	v_add_f64 v[10:11], v[8:9], -v[10:11]
	v_add_f64 v[18:19], v[16:17], v[8:9]
	v_add_f64 v[10:11], v[12:13], -v[10:11]
	v_add_f64 v[12:13], v[18:19], -v[16:17]
	v_add_f64 v[6:7], v[16:17], -v[6:7]
	v_add_f64 v[20:21], v[18:19], -v[12:13]
	v_add_f64 v[6:7], v[14:15], -v[6:7]
	v_add_f64 v[14:15], v[16:17], -v[20:21]
	v_add_f64 v[16:17], v[6:7], v[10:11]
	v_add_f64 v[12:13], v[8:9], -v[12:13]
	v_add_f64 v[20:21], v[16:17], -v[6:7]
	v_add_f64 v[12:13], v[12:13], v[14:15]
	v_add_f64 v[14:15], v[16:17], -v[20:21]
	v_add_f64 v[12:13], v[16:17], v[12:13]
	v_add_f64 v[6:7], v[6:7], -v[14:15]
	v_add_f64 v[14:15], v[18:19], v[12:13]
	v_add_f64 v[16:17], v[10:11], -v[20:21]
	v_add_f64 v[18:19], v[14:15], -v[18:19]
	v_add_f64 v[6:7], v[16:17], v[6:7]
	v_add_f64 v[12:13], v[12:13], -v[18:19]
	s_movk_i32 s20, 0x204
	v_add_f64 v[12:13], v[6:7], v[12:13]
	v_mov_b32_e32 v16, s13
	v_add_i32_e64 v6, s[2:3], s12, v22
	v_add_f64 v[12:13], v[14:15], v[12:13]
	v_cmp_class_f64_e64 s[6:7], v[2:3], s20
	v_addc_u32_e64 v7, s[2:3], v16, v23, s[2:3]
	v_cmp_nge_f64_e64 s[4:5], 0, v[2:3]
	v_cndmask_b32_e64 v12, v12, v2, s[6:7]
	v_cmp_gt_f64_e64 s[2:3], 0, v[2:3]
	v_cndmask_b32_e64 v13, v13, v3, s[6:7]
	v_mov_b32_e32 v14, 0x7ff80000
	v_cndmask_b32_e64 v12, 0, v12, s[4:5]
	v_cmp_eq_f64_e64 s[4:5], 0, v[2:3]
	v_cndmask_b32_e64 v13, v13, v14, s[2:3]
	v_mov_b32_e32 v14, 0xfff00000
	s_mov_b32 s11, 0x41d00000
	v_cndmask_b32_e64 v13, v13, v14, s[4:5]
	v_cmp_nlt_f64_e64 s[18:19], |v[0:1]|, s[10:11]
	buffer_store_dwordx2 v[12:13], v[22:23], s[12:15], 0 addr64 offset:16
	s_waitcnt expcnt(0)
	v_and_b32_e32 v13, 0x7fffffff, v1
	v_mov_b32_e32 v12, v0
                                        ; implicit-def: $vgpr18
                                        ; implicit-def: $vgpr14_vgpr15
                                        ; implicit-def: $vgpr16_vgpr17
	s_and_saveexec_b64 s[8:9], s[18:19]
	s_xor_b64 s[12:13], exec, s[8:9]
	s_cbranch_execz .LBB3_2
; %bb.1:
	s_mov_b32 s11, 0x7b000000
	v_trig_preop_f64 v[14:15], v[12:13], 0
	v_cmp_le_f64_e64 s[8:9], s[10:11], v[12:13]
	s_movk_i32 s10, 0xff80
	v_ldexp_f64 v[20:21], v[12:13], s10
	v_trig_preop_f64 v[16:17], v[12:13], 1
	v_trig_preop_f64 v[18:19], v[12:13], 2
	v_cndmask_b32_e64 v21, v13, v21, s[8:9]
	v_cndmask_b32_e64 v20, v12, v20, s[8:9]
	v_mul_f64 v[26:27], v[14:15], v[20:21]
	v_mul_f64 v[22:23], v[18:19], v[20:21]
	v_mul_f64 v[24:25], v[16:17], v[20:21]
	v_fma_f64 v[14:15], v[14:15], v[20:21], -v[26:27]
	v_fma_f64 v[18:19], v[18:19], v[20:21], -v[22:23]
	v_fma_f64 v[16:17], v[16:17], v[20:21], -v[24:25]
	v_add_f64 v[20:21], v[24:25], v[14:15]
	v_add_f64 v[28:29], v[20:21], -v[24:25]
	v_add_f64 v[30:31], v[20:21], -v[28:29]
	v_add_f64 v[14:15], v[14:15], -v[28:29]
	v_add_f64 v[24:25], v[24:25], -v[30:31]
	v_add_f64 v[14:15], v[14:15], v[24:25]
	v_add_f64 v[24:25], v[22:23], v[16:17]
	v_add_f64 v[28:29], v[24:25], -v[22:23]
	v_add_f64 v[30:31], v[24:25], -v[28:29]
	v_add_f64 v[16:17], v[16:17], -v[28:29]
	v_add_f64 v[22:23], v[22:23], -v[30:31]
	v_add_f64 v[16:17], v[16:17], v[22:23]
	v_add_f64 v[22:23], v[24:25], v[14:15]
	v_add_f64 v[28:29], v[22:23], -v[24:25]
	v_add_f64 v[30:31], v[22:23], -v[28:29]
	v_add_f64 v[14:15], v[14:15], -v[28:29]
	v_add_f64 v[24:25], v[24:25], -v[30:31]
	v_add_f64 v[14:15], v[14:15], v[24:25]
	v_add_f64 v[14:15], v[16:17], v[14:15]
	v_add_f64 v[16:17], v[26:27], v[20:21]
	v_add_f64 v[14:15], v[18:19], v[14:15]
	v_add_f64 v[18:19], v[16:17], -v[26:27]
	v_ldexp_f64 v[16:17], v[16:17], -2
	v_add_f64 v[18:19], v[20:21], -v[18:19]
	v_cmp_class_f64_e64 s[8:9], v[16:17], s20
	v_add_f64 v[20:21], v[18:19], v[22:23]
	v_add_f64 v[18:19], v[20:21], -v[18:19]
	v_add_f64 v[18:19], v[22:23], -v[18:19]
	v_add_f64 v[14:15], v[18:19], v[14:15]
	v_fract_f64_e32 v[18:19], v[16:17]
	v_mov_b32_e32 v17, 0x40100000
	v_cndmask_b32_e64 v19, v19, 0, s[8:9]
	v_cndmask_b32_e64 v18, v18, 0, s[8:9]
	v_ldexp_f64 v[18:19], v[18:19], 2
	v_mov_b32_e32 v16, 0
	v_add_f64 v[22:23], v[18:19], v[20:21]
	v_cmp_gt_f64_e64 s[8:9], 0, v[22:23]
	v_cndmask_b32_e64 v17, 0, v17, s[8:9]
	v_add_f64 v[17:18], v[18:19], v[16:17]
	v_add_f64 v[22:23], v[20:21], v[17:18]
	v_cvt_i32_f64_e32 v19, v[22:23]
	v_cvt_f64_i32_e32 v[22:23], v19
	v_add_f64 v[17:18], v[17:18], -v[22:23]
	v_add_f64 v[22:23], v[20:21], v[17:18]
	v_add_f64 v[17:18], v[22:23], -v[17:18]
	v_cmp_le_f64_e64 s[8:9], 0.5, v[22:23]
	v_add_f64 v[17:18], v[20:21], -v[17:18]
	v_add_f64 v[14:15], v[14:15], v[17:18]
	v_mov_b32_e32 v17, 0x3ff00000
	v_cndmask_b32_e64 v17, 0, v17, s[8:9]
	v_add_f64 v[16:17], v[22:23], -v[16:17]
	v_addc_u32_e64 v18, s[10:11], 0, v19, s[8:9]
	v_add_f64 v[19:20], v[16:17], v[14:15]
	s_mov_b32 s8, 0x54442d18
	v_add_f64 v[16:17], v[19:20], -v[16:17]
	s_mov_b32 s9, 0x3ff921fb
	v_add_f64 v[14:15], v[14:15], -v[16:17]
	v_mul_f64 v[16:17], v[19:20], s[8:9]
	s_mov_b32 s10, 0x33145c07
	v_fma_f64 v[21:22], v[19:20], s[8:9], -v[16:17]
	s_mov_b32 s11, 0x3c91a626
	v_fma_f64 v[19:20], v[19:20], s[10:11], v[21:22]
	v_fma_f64 v[19:20], v[14:15], s[8:9], v[19:20]
	v_add_f64 v[14:15], v[16:17], v[19:20]
	v_add_f64 v[16:17], v[14:15], -v[16:17]
	v_add_f64 v[16:17], v[19:20], -v[16:17]
.LBB3_2:
	s_andn2_saveexec_b64 s[10:11], s[12:13]
	s_cbranch_execz .LBB3_4
; %bb.3:
	s_mov_b32 s8, 0x6dc9c883
	s_mov_b32 s9, 0x3fe45f30
	v_mul_f64 v[14:15], v[12:13], s[8:9]
	s_brev_b32 s8, -2
	v_mov_b32_e32 v16, 0x43300000
	v_bfi_b32 v17, s8, v16, v15
	v_mov_b32_e32 v16, 0
	v_add_f64 v[18:19], v[14:15], v[16:17]
	s_mov_b32 s8, -1
	s_mov_b32 s9, 0x432fffff
	v_add_f64 v[16:17], v[18:19], -v[16:17]
	v_cmp_gt_f64_e64 s[8:9], |v[14:15]|, s[8:9]
	v_cndmask_b32_e64 v17, v17, v15, s[8:9]
	v_cndmask_b32_e64 v16, v16, v14, s[8:9]
	s_mov_b32 s8, 0x54442d18
	s_mov_b32 s9, 0xbff921fb
	v_fma_f64 v[14:15], v[16:17], s[8:9], v[12:13]
	s_mov_b32 s9, 0xbc91a626
	s_mov_b32 s8, 0x33145c00
	v_mul_f64 v[18:19], v[16:17], s[8:9]
	v_fma_f64 v[22:23], v[16:17], s[8:9], v[14:15]
	v_add_f64 v[20:21], v[14:15], v[18:19]
	s_mov_b32 s9, 0x3c91a626
	v_add_f64 v[14:15], v[14:15], -v[20:21]
	v_add_f64 v[20:21], v[20:21], -v[22:23]
	v_add_f64 v[14:15], v[14:15], v[18:19]
	v_fma_f64 v[18:19], v[16:17], s[8:9], v[18:19]
	v_add_f64 v[14:15], v[20:21], v[14:15]
	s_mov_b32 s8, 0x252049c0
	v_add_f64 v[14:15], v[14:15], -v[18:19]
	s_mov_b32 s9, 0xb97b839a
	v_fma_f64 v[19:20], v[16:17], s[8:9], v[14:15]
	v_cvt_i32_f64_e32 v18, v[16:17]
	v_add_f64 v[14:15], v[22:23], v[19:20]
	v_add_f64 v[21:22], v[14:15], -v[22:23]
	v_add_f64 v[16:17], v[19:20], -v[21:22]
.LBB3_4:
	s_or_b64 exec, exec, s[10:11]
	v_mul_f64 v[19:20], v[14:15], v[14:15]
	s_mov_b32 s8, 0x46cc5e42
	v_mov_b32_e32 v27, 0x9037ab78
	v_mov_b32_e32 v28, 0x3e21eeb6
	s_mov_b32 s9, 0xbda907db
	v_mul_f64 v[21:22], v[19:20], 0.5
	v_fma_f64 v[27:28], v[19:20], s[8:9], v[27:28]
	s_mov_b32 s8, 0xa17f65f6
	s_mov_b32 s9, 0xbe927e4f
	v_add_f64 v[23:24], -v[21:22], 1.0
	v_fma_f64 v[27:28], v[19:20], v[27:28], s[8:9]
	s_mov_b32 s8, 0x19f4ec90
	s_mov_b32 s9, 0x3efa01a0
	v_add_f64 v[25:26], -v[23:24], 1.0
	v_fma_f64 v[27:28], v[19:20], v[27:28], s[8:9]
	s_mov_b32 s8, 0x16c16967
	s_mov_b32 s9, 0xbf56c16c
	v_add_f64 v[21:22], v[25:26], -v[21:22]
	v_fma_f64 v[27:28], v[19:20], v[27:28], s[8:9]
	s_mov_b32 s9, 0x3fa55555
	s_mov_b32 s8, 0x55555555
	v_mul_f64 v[25:26], v[19:20], v[19:20]
	v_fma_f64 v[27:28], v[19:20], v[27:28], s[8:9]
	v_fma_f64 v[21:22], v[14:15], -v[16:17], v[21:22]
	s_mov_b32 s10, 0xf9a43bb8
	v_fma_f64 v[21:22], v[25:26], v[27:28], v[21:22]
	s_mov_b32 s11, 0x3de5e0b2
	v_add_f64 v[21:22], v[23:24], v[21:22]
	v_mov_b32_e32 v23, 0xb42fdfa7
	v_mov_b32_e32 v24, 0xbe5ae600
	v_fma_f64 v[23:24], v[19:20], s[10:11], v[23:24]
	s_mov_b32 s10, 0x796cde01
	s_mov_b32 s11, 0x3ec71de3
	v_fma_f64 v[23:24], v[19:20], v[23:24], s[10:11]
	s_mov_b32 s10, 0x19e83e5c
	s_mov_b32 s11, 0xbf2a01a0
	v_fma_f64 v[23:24], v[19:20], v[23:24], s[10:11]
	s_mov_b32 s10, 0x11110bb3
	s_mov_b32 s11, 0x3f811111
	v_fma_f64 v[23:24], v[19:20], v[23:24], s[10:11]
	v_mul_f64 v[25:26], v[14:15], -v[19:20]
	v_mul_f64 v[27:28], v[16:17], 0.5
	s_mov_b32 s9, 0xbfc55555
	v_fma_f64 v[23:24], v[25:26], v[23:24], v[27:28]
	s_mov_b32 s14, 0
	v_fma_f64 v[16:17], v[19:20], v[23:24], -v[16:17]
	s_mov_b32 s15, 0x100f000
	v_fma_f64 v[16:17], v[25:26], s[8:9], v[16:17]
	s_mov_b32 s12, s14
	v_add_f64 v[14:15], v[14:15], -v[16:17]
	v_and_b32_e32 v16, 1, v18
	v_cmp_eq_u32_e64 s[8:9], 0, v16
	v_lshlrev_b32_e32 v16, 30, v18
	v_cndmask_b32_e64 v14, v21, v14, s[8:9]
	v_cndmask_b32_e64 v15, v22, v15, s[8:9]
	v_xor_b32_e32 v16, v16, v1
	s_movk_i32 s8, 0x1f8
	v_and_b32_e32 v16, 0x80000000, v16
	v_cmp_class_f64_e64 s[8:9], v[12:13], s8
	v_xor_b32_e32 v15, v15, v16
	v_mov_b32_e32 v16, 0x7ff80000
	v_cndmask_b32_e64 v14, 0, v14, s[8:9]
	v_cndmask_b32_e64 v15, v16, v15, s[8:9]
	s_mov_b32 s13, s14
	buffer_store_dwordx2 v[14:15], v[6:7], s[12:15], 0 addr64 offset:24
                                        ; implicit-def: $vgpr18
                                        ; implicit-def: $vgpr14_vgpr15
                                        ; implicit-def: $vgpr16_vgpr17
	s_and_saveexec_b64 s[10:11], s[18:19]
	s_xor_b64 s[18:19], exec, s[10:11]
	s_cbranch_execz .LBB3_6
; %bb.5:
	s_waitcnt expcnt(0)
	v_trig_preop_f64 v[14:15], v[12:13], 0
	v_trig_preop_f64 v[16:17], v[12:13], 1
	v_trig_preop_f64 v[18:19], v[12:13], 2
	s_mov_b32 s15, 0x7b000000
	s_movk_i32 s12, 0xff80
	v_cmp_le_f64_e64 s[10:11], s[14:15], v[12:13]
	v_ldexp_f64 v[20:21], v[12:13], s12
	v_cndmask_b32_e64 v13, v13, v21, s[10:11]
	v_cndmask_b32_e64 v12, v12, v20, s[10:11]
	v_mul_f64 v[20:21], v[18:19], v[12:13]
	v_mul_f64 v[22:23], v[16:17], v[12:13]
	v_mul_f64 v[24:25], v[14:15], v[12:13]
	v_fma_f64 v[18:19], v[18:19], v[12:13], -v[20:21]
	v_fma_f64 v[16:17], v[16:17], v[12:13], -v[22:23]
	v_fma_f64 v[12:13], v[14:15], v[12:13], -v[24:25]
	s_movk_i32 s10, 0x204
	v_add_f64 v[14:15], v[22:23], v[12:13]
	v_add_f64 v[26:27], v[14:15], -v[22:23]
	v_add_f64 v[28:29], v[14:15], -v[26:27]
	v_add_f64 v[12:13], v[12:13], -v[26:27]
	v_add_f64 v[22:23], v[22:23], -v[28:29]
	v_add_f64 v[12:13], v[12:13], v[22:23]
	v_add_f64 v[22:23], v[20:21], v[16:17]
	v_add_f64 v[26:27], v[22:23], -v[20:21]
	v_add_f64 v[28:29], v[22:23], -v[26:27]
	v_add_f64 v[16:17], v[16:17], -v[26:27]
	v_add_f64 v[20:21], v[20:21], -v[28:29]
	v_add_f64 v[16:17], v[16:17], v[20:21]
	v_add_f64 v[20:21], v[22:23], v[12:13]
	v_add_f64 v[26:27], v[20:21], -v[22:23]
	v_add_f64 v[28:29], v[20:21], -v[26:27]
	v_add_f64 v[12:13], v[12:13], -v[26:27]
	v_add_f64 v[22:23], v[22:23], -v[28:29]
	v_add_f64 v[12:13], v[12:13], v[22:23]
	v_add_f64 v[12:13], v[16:17], v[12:13]
	v_add_f64 v[16:17], v[24:25], v[14:15]
	v_add_f64 v[12:13], v[18:19], v[12:13]
	v_add_f64 v[18:19], v[16:17], -v[24:25]
	v_add_f64 v[14:15], v[14:15], -v[18:19]
	v_add_f64 v[18:19], v[14:15], v[20:21]
	v_add_f64 v[14:15], v[18:19], -v[14:15]
	v_add_f64 v[14:15], v[20:21], -v[14:15]
	v_add_f64 v[12:13], v[14:15], v[12:13]
	v_ldexp_f64 v[14:15], v[16:17], -2
	v_fract_f64_e32 v[16:17], v[14:15]
	v_cmp_class_f64_e64 s[10:11], v[14:15], s10
	v_mov_b32_e32 v15, 0x40100000
	v_cndmask_b32_e64 v17, v17, 0, s[10:11]
	v_cndmask_b32_e64 v16, v16, 0, s[10:11]
	v_ldexp_f64 v[16:17], v[16:17], 2
	v_mov_b32_e32 v14, 0
	v_add_f64 v[20:21], v[16:17], v[18:19]
	v_cmp_gt_f64_e64 s[10:11], 0, v[20:21]
	v_cndmask_b32_e64 v15, 0, v15, s[10:11]
	v_add_f64 v[15:16], v[16:17], v[14:15]
	v_add_f64 v[20:21], v[18:19], v[15:16]
	v_cvt_i32_f64_e32 v17, v[20:21]
	v_cvt_f64_i32_e32 v[20:21], v17
	v_add_f64 v[15:16], v[15:16], -v[20:21]
	v_add_f64 v[20:21], v[18:19], v[15:16]
	v_add_f64 v[15:16], v[20:21], -v[15:16]
	v_cmp_le_f64_e64 s[10:11], 0.5, v[20:21]
	v_add_f64 v[15:16], v[18:19], -v[15:16]
	v_addc_u32_e64 v18, s[12:13], 0, v17, s[10:11]
	v_add_f64 v[12:13], v[12:13], v[15:16]
	v_mov_b32_e32 v15, 0x3ff00000
	v_cndmask_b32_e64 v15, 0, v15, s[10:11]
	v_add_f64 v[14:15], v[20:21], -v[14:15]
	s_mov_b32 s10, 0x54442d18
	v_add_f64 v[16:17], v[14:15], v[12:13]
	s_mov_b32 s11, 0x3ff921fb
	v_add_f64 v[14:15], v[16:17], -v[14:15]
	v_mul_f64 v[19:20], v[16:17], s[10:11]
	v_add_f64 v[12:13], v[12:13], -v[14:15]
	v_fma_f64 v[14:15], v[16:17], s[10:11], -v[19:20]
	s_mov_b32 s12, 0x33145c07
	s_mov_b32 s13, 0x3c91a626
	v_fma_f64 v[14:15], v[16:17], s[12:13], v[14:15]
	v_fma_f64 v[12:13], v[12:13], s[10:11], v[14:15]
	v_add_f64 v[14:15], v[19:20], v[12:13]
	v_add_f64 v[16:17], v[14:15], -v[19:20]
	v_add_f64 v[16:17], v[12:13], -v[16:17]
                                        ; implicit-def: $vgpr12_vgpr13
.LBB3_6:
	s_andn2_saveexec_b64 s[12:13], s[18:19]
	s_cbranch_execz .LBB3_8
; %bb.7:
	s_mov_b32 s10, 0x6dc9c883
	s_mov_b32 s11, 0x3fe45f30
	s_waitcnt expcnt(0)
	v_mul_f64 v[14:15], v[12:13], s[10:11]
	s_brev_b32 s10, -2
	v_mov_b32_e32 v16, 0x43300000
	v_bfi_b32 v17, s10, v16, v15
	v_mov_b32_e32 v16, 0
	v_add_f64 v[18:19], v[14:15], v[16:17]
	s_mov_b32 s10, -1
	s_mov_b32 s11, 0x432fffff
	v_add_f64 v[16:17], v[18:19], -v[16:17]
	v_cmp_gt_f64_e64 s[10:11], |v[14:15]|, s[10:11]
	v_cndmask_b32_e64 v17, v17, v15, s[10:11]
	v_cndmask_b32_e64 v16, v16, v14, s[10:11]
	s_mov_b32 s10, 0x54442d18
	s_mov_b32 s11, 0xbff921fb
	v_fma_f64 v[12:13], v[16:17], s[10:11], v[12:13]
	s_mov_b32 s11, 0xbc91a626
	s_mov_b32 s10, 0x33145c00
	v_mul_f64 v[14:15], v[16:17], s[10:11]
	v_fma_f64 v[20:21], v[16:17], s[10:11], v[12:13]
	v_add_f64 v[18:19], v[12:13], v[14:15]
	s_mov_b32 s11, 0x3c91a626
	v_add_f64 v[12:13], v[12:13], -v[18:19]
	v_add_f64 v[18:19], v[18:19], -v[20:21]
	v_add_f64 v[12:13], v[12:13], v[14:15]
	v_fma_f64 v[14:15], v[16:17], s[10:11], v[14:15]
	v_add_f64 v[12:13], v[18:19], v[12:13]
	s_mov_b32 s10, 0x252049c0
	v_add_f64 v[12:13], v[12:13], -v[14:15]
	s_mov_b32 s11, 0xb97b839a
	v_fma_f64 v[12:13], v[16:17], s[10:11], v[12:13]
	v_cvt_i32_f64_e32 v18, v[16:17]
	v_add_f64 v[14:15], v[20:21], v[12:13]
	v_add_f64 v[19:20], v[14:15], -v[20:21]
	v_add_f64 v[16:17], v[12:13], -v[19:20]
.LBB3_8:
	s_or_b64 exec, exec, s[12:13]
	v_mul_f64 v[12:13], v[14:15], v[14:15]
	s_mov_b32 s10, 0xf9a43bb8
	v_mov_b32_e32 v21, 0xb42fdfa7
	v_mov_b32_e32 v22, 0xbe5ae600
	s_mov_b32 s11, 0x3de5e0b2
	v_mul_f64 v[19:20], v[12:13], 0.5
	v_fma_f64 v[21:22], v[12:13], s[10:11], v[21:22]
	s_mov_b32 s10, 0x796cde01
	s_mov_b32 s11, 0x3ec71de3
	v_add_f64 v[23:24], -v[19:20], 1.0
	v_fma_f64 v[21:22], v[12:13], v[21:22], s[10:11]
	s_mov_b32 s10, 0x19e83e5c
	s_mov_b32 s11, 0xbf2a01a0
	v_add_f64 v[25:26], -v[23:24], 1.0
	v_fma_f64 v[21:22], v[12:13], v[21:22], s[10:11]
	s_mov_b32 s19, 0x3f811111
	s_mov_b32 s18, 0x11110bb3
	v_add_f64 v[19:20], v[25:26], -v[19:20]
	v_fma_f64 v[21:22], v[12:13], v[21:22], s[18:19]
	v_mul_f64 v[25:26], v[14:15], -v[12:13]
	v_mul_f64 v[27:28], v[16:17], 0.5
	s_mov_b32 s10, 0x46cc5e42
	v_fma_f64 v[21:22], v[25:26], v[21:22], v[27:28]
	v_mov_b32_e32 v27, 0x9037ab78
	v_mov_b32_e32 v28, 0x3e21eeb6
	s_mov_b32 s11, 0xbda907db
	v_fma_f64 v[27:28], v[12:13], s[10:11], v[27:28]
	s_mov_b32 s10, 0xa17f65f6
	s_mov_b32 s11, 0xbe927e4f
	v_fma_f64 v[27:28], v[12:13], v[27:28], s[10:11]
	s_mov_b32 s10, 0x19f4ec90
	s_mov_b32 s11, 0x3efa01a0
	v_fma_f64 v[27:28], v[12:13], v[27:28], s[10:11]
	s_mov_b32 s10, 0x16c16967
	s_mov_b32 s11, 0xbf56c16c
	v_fma_f64 v[27:28], v[12:13], v[27:28], s[10:11]
	s_mov_b32 s21, 0x3fa55555
	s_mov_b32 s20, 0x55555555
	v_mul_f64 v[29:30], v[12:13], v[12:13]
	v_fma_f64 v[27:28], v[12:13], v[27:28], s[20:21]
	v_fma_f64 v[19:20], v[14:15], -v[16:17], v[19:20]
	v_fma_f64 v[12:13], v[12:13], v[21:22], -v[16:17]
	s_mov_b32 s11, 0xbfc55555
	s_mov_b32 s10, s20
	v_fma_f64 v[12:13], v[25:26], s[10:11], v[12:13]
	v_fma_f64 v[16:17], v[29:30], v[27:28], v[19:20]
	v_add_f64 v[12:13], v[14:15], -v[12:13]
	s_waitcnt expcnt(0)
	v_add_f64 v[14:15], v[23:24], v[16:17]
	v_and_b32_e32 v16, 1, v18
	v_cmp_eq_u32_e64 s[10:11], 0, v16
	v_xor_b32_e32 v13, 0x80000000, v13
	v_cndmask_b32_e64 v12, v12, v14, s[10:11]
	v_lshlrev_b32_e32 v14, 30, v18
	v_cndmask_b32_e64 v13, v13, v15, s[10:11]
	v_and_b32_e32 v14, 0x80000000, v14
	v_xor_b32_e32 v13, v13, v14
	v_mov_b32_e32 v24, 0x7ff80000
	v_cndmask_b32_e64 v12, 0, v12, s[8:9]
	v_cndmask_b32_e64 v13, v24, v13, s[8:9]
	s_brev_b32 s8, -2
	v_mov_b32_e32 v14, 0x43300000
	v_bfi_b32 v15, s8, v14, v1
	v_mov_b32_e32 v14, 0
	v_add_f64 v[16:17], v[0:1], v[14:15]
	s_mov_b32 s8, -1
	s_mov_b32 s9, 0x432fffff
	v_add_f64 v[14:15], v[16:17], -v[14:15]
	v_cmp_gt_f64_e64 s[8:9], |v[0:1]|, s[8:9]
	s_mov_b32 s18, 0x11122322
	v_cndmask_b32_e64 v15, v15, v1, s[8:9]
	v_cndmask_b32_e64 v14, v14, v0, s[8:9]
	v_add_f64 v[16:17], v[0:1], -v[14:15]
	s_mov_b32 s8, 0x3b39803f
	s_mov_b32 s9, 0x3c7abc9e
	v_mul_f64 v[18:19], v[16:17], s[8:9]
	s_mov_b32 s8, 0xfefa39ef
	s_mov_b32 s9, 0x3fe62e42
	v_fma_f64 v[16:17], v[16:17], s[8:9], v[18:19]
	s_mov_b32 s8, 0x6a5dcb37
	v_mov_b32_e32 v18, 0xfca7ab0c
	v_mov_b32_e32 v19, 0x3e928af3
	s_mov_b32 s9, 0x3e5ade15
	v_fma_f64 v[18:19], v[16:17], s[8:9], v[18:19]
	s_mov_b32 s8, 0x623fde64
	s_mov_b32 s9, 0x3ec71dee
	v_fma_f64 v[18:19], v[16:17], v[18:19], s[8:9]
	s_mov_b32 s8, 0x7c89e6b0
	s_mov_b32 s9, 0x3efa0199
	v_fma_f64 v[18:19], v[16:17], v[18:19], s[8:9]
	s_mov_b32 s8, 0x14761f6e
	s_mov_b32 s9, 0x3f2a01a0
	v_fma_f64 v[18:19], v[16:17], v[18:19], s[8:9]
	s_mov_b32 s8, 0x1852b7b0
	s_mov_b32 s9, 0x3f56c16c
	v_fma_f64 v[18:19], v[16:17], v[18:19], s[8:9]
	s_mov_b32 s20, 0x555502a1
	v_fma_f64 v[18:19], v[16:17], v[18:19], s[18:19]
	s_mov_b32 s8, 0x55555511
	v_fma_f64 v[18:19], v[16:17], v[18:19], s[20:21]
	s_mov_b32 s9, 0x3fc55555
	v_fma_f64 v[18:19], v[16:17], v[18:19], s[8:9]
	s_mov_b32 s8, 11
	s_mov_b32 s9, 0x3fe00000
	v_fma_f64 v[18:19], v[16:17], v[18:19], s[8:9]
	s_mov_b32 s14, 0
	v_fma_f64 v[18:19], v[16:17], v[18:19], 1.0
	s_mov_b32 s15, 0x100f000
	s_mov_b32 s12, s14
	s_mov_b32 s13, s14
	buffer_store_dwordx2 v[12:13], v[6:7], s[12:15], 0 addr64 offset:32
	s_waitcnt expcnt(0)
	v_fma_f64 v[12:13], v[16:17], v[18:19], 1.0
	v_cvt_i32_f64_e32 v16, v[14:15]
	s_mov_b32 s8, 0x652b82fe
	s_mov_b32 s9, 0x3ff71547
	v_mul_f64 v[14:15], v[8:9], s[8:9]
	v_ldexp_f64 v[12:13], v[12:13], v16
	v_fma_f64 v[16:17], v[8:9], s[8:9], -v[14:15]
	v_mov_b32_e32 v18, 0x7ff00000
	v_fma_f64 v[10:11], v[10:11], s[8:9], v[16:17]
	s_mov_b32 s8, 0xffda0d24
	s_mov_b32 s9, 0x3c7777d0
	v_fma_f64 v[10:11], v[8:9], s[8:9], v[10:11]
	v_cndmask_b32_e64 v9, v13, v18, s[0:1]
	v_add_f64 v[16:17], v[14:15], v[10:11]
	v_cndmask_b32_e64 v8, v12, 0, s[16:17]
	v_add_f64 v[12:13], v[16:17], v[4:5]
	v_div_scale_f64 v[20:21], s[0:1], v[2:3], v[2:3], v[0:1]
	v_add_f64 v[18:19], v[12:13], -v[4:5]
	v_add_f64 v[14:15], v[16:17], -v[14:15]
	v_add_f64 v[22:23], v[18:19], -v[12:13]
	v_add_f64 v[16:17], v[16:17], -v[18:19]
	v_add_f64 v[4:5], v[22:23], v[4:5]
	v_rcp_f64_e32 v[22:23], v[20:21]
	v_add_f64 v[10:11], v[10:11], -v[14:15]
	v_add_f64 v[4:5], v[16:17], v[4:5]
	v_cndmask_b32_e64 v9, v9, 0, vcc
	v_fma_f64 v[14:15], -v[20:21], v[22:23], 1.0
	v_add_f64 v[4:5], v[10:11], v[4:5]
	v_fma_f64 v[10:11], v[22:23], v[14:15], v[22:23]
	v_add_f64 v[4:5], v[12:13], v[4:5]
	v_fma_f64 v[12:13], -v[20:21], v[10:11], 1.0
	v_div_scale_f64 v[14:15], s[0:1], v[0:1], v[2:3], v[0:1]
	v_fma_f64 v[10:11], v[10:11], v[12:13], v[10:11]
	v_cndmask_b32_e64 v16, v4, v2, s[6:7]
	v_cndmask_b32_e64 v12, v5, v3, s[6:7]
	v_mul_f64 v[4:5], v[14:15], v[10:11]
	v_cndmask_b32_e64 v17, v12, v24, s[2:3]
	v_fma_f64 v[12:13], -v[20:21], v[4:5], v[14:15]
	v_cmp_eq_u32_e32 vcc, v3, v21
	v_cmp_eq_u32_e64 s[0:1], v1, v15
	s_xor_b64 vcc, s[0:1], vcc
	s_or_b64 s[0:1], s[4:5], s[2:3]
	s_nop 0
	v_div_fmas_f64 v[4:5], v[12:13], v[10:11], v[4:5]
	v_mov_b32_e32 v11, 0xfff00000
	v_cndmask_b32_e64 v10, v16, 0, s[0:1]
	v_cndmask_b32_e64 v11, v17, v11, s[4:5]
	v_div_fixup_f64 v[0:1], v[4:5], v[2:3], v[0:1]
	buffer_store_dwordx4 v[8:11], v[6:7], s[12:15], 0 addr64 offset:40
	buffer_store_dwordx2 v[0:1], v[6:7], s[12:15], 0 addr64 offset:56
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel math_approx_f64
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 80
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
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 32
		.amdhsa_next_free_sgpr 38
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
.Lfunc_end3:
	.size	math_approx_f64, .Lfunc_end3-math_approx_f64
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 6844
; NumSgprs: 40
; NumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 40
; NumVGPRsForWavesPerEU: 32
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	math_native             ; -- Begin function math_native
	.globl	math_native
	.p2align	8
	.type	math_native,@function
math_native:                            ; @math_native
; %bb.0:
	s_load_dword s9, s[4:5], 0x1
	s_load_dword s10, s[6:7], 0x6
	s_load_dwordx4 s[0:3], s[6:7], 0x0
	s_load_dwordx2 s[4:5], s[6:7], 0x4
	v_mov_b32_e32 v8, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s6, s9, 0xffff
	s_mul_i32 s8, s8, s6
	s_add_i32 s10, s10, s8
	v_add_i32_e32 v7, vcc, s10, v0
	v_lshl_b64 v[0:1], v[7:8], 2
	s_mov_b32 s10, 0
	s_mov_b32 s11, 0x100f000
	s_mov_b64 s[8:9], s[0:1]
	buffer_load_dword v2, v[0:1], s[8:11], 0 addr64
	s_mov_b64 s[8:9], s[2:3]
	buffer_load_dword v6, v[0:1], s[8:11], 0 addr64
	v_lshlrev_b32_e32 v7, 3, v7
	v_lshl_b64 v[8:9], v[7:8], 2
	s_mov_b64 s[6:7], s[10:11]
	s_waitcnt vmcnt(1)
	v_exp_f32_e32 v0, v2
	v_mul_f32_e32 v2, 0x3e22f983, v2
	v_fract_f32_e32 v3, v2
	s_waitcnt vmcnt(0)
	v_log_f32_e32 v1, v6
	v_sin_f32_e32 v2, v3
	v_cos_f32_e32 v3, v3
	v_rcp_f32_e32 v4, v6
	v_rsq_f32_e32 v5, v6
	v_sqrt_f32_e32 v6, v6
	v_mov_b32_e32 v7, v0
	buffer_store_dwordx4 v[0:3], v[8:9], s[4:7], 0 addr64
	buffer_store_dwordx4 v[4:7], v[8:9], s[4:7], 0 addr64 offset:16
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel math_native
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 80
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
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 10
		.amdhsa_next_free_sgpr 12
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
.Lfunc_end4:
	.size	math_native, .Lfunc_end4-math_native
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 176
; NumSgprs: 14
; NumVgprs: 10
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 14
; NumVGPRsForWavesPerEU: 10
; Occupancy: 10
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
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
      - .address_space:  global
        .offset:         24
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .offset:         32
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         40
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         48
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .address_space:  global
        .offset:         56
        .size:           8
        .value_kind:     hidden_none
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 88
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           math_exact_f32
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         math_exact_f32.kd
    .uses_dynamic_stack: false
    .vgpr_count:     17
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'double*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'double*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'double*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         24
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .offset:         32
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         40
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         48
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .address_space:  global
        .offset:         56
        .size:           8
        .value_kind:     hidden_none
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 88
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           math_exact_f64
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         math_exact_f64.kd
    .uses_dynamic_stack: false
    .vgpr_count:     22
    .vgpr_spill_count: 0
    .wavefront_size: 64
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
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         32
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         40
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .address_space:  global
        .offset:         48
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         56
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         64
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         72
        .size:           8
        .value_kind:     hidden_none
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 80
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           math_approx_f32
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         math_approx_f32.kd
    .uses_dynamic_stack: false
    .vgpr_count:     17
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'double*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'double*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'double*'
        .value_kind:     global_buffer
      - .offset:         24
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         32
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         40
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .address_space:  global
        .offset:         48
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         56
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         64
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         72
        .size:           8
        .value_kind:     hidden_none
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 80
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           math_approx_f64
    .private_segment_fixed_size: 0
    .sgpr_count:     40
    .sgpr_spill_count: 0
    .symbol:         math_approx_f64.kd
    .uses_dynamic_stack: false
    .vgpr_count:     32
    .vgpr_spill_count: 0
    .wavefront_size: 64
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
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         32
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         40
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .address_space:  global
        .offset:         48
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         56
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         64
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         72
        .size:           8
        .value_kind:     hidden_none
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 80
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           math_native
    .private_segment_fixed_size: 0
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         math_native.kd
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
