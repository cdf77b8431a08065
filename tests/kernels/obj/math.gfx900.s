	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
	.protected	math_exact_f32          ; -- Begin function math_exact_f32
	.globl	math_exact_f32
	.p2align	8
	.type	math_exact_f32,@function
math_exact_f32:                         ; @math_exact_f32
; %bb.0:
	s_load_dword s0, s[4:5], 0x4
	s_load_dword s1, s[6:7], 0x20
	s_load_dwordx8 s[12:19], s[6:7], 0x0
	v_mov_b32_e32 v1, 0
	s_mov_b32 s2, 0xc7ce0c7d
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s0, 0xffff
	s_mul_i32 s8, s8, s0
	s_add_i32 s1, s1, s8
	v_add_u32_e32 v0, s1, v0
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_mov_b32_e32 v5, s13
	v_add_co_u32_e32 v4, vcc, s12, v2
	v_addc_co_u32_e32 v5, vcc, v5, v3, vcc
	global_load_dword v14, v[4:5], off
	v_mov_b32_e32 v5, s15
	v_add_co_u32_e32 v4, vcc, s14, v2
	v_addc_co_u32_e32 v5, vcc, v5, v3, vcc
	global_load_dword v6, v[4:5], off
	v_mul_hi_u32 v8, v0, s2
	v_mov_b32_e32 v5, v1
	v_mov_b32_e32 v1, s19
	v_mul_lo_u32 v4, v0, 12
	v_add_co_u32_e32 v10, vcc, s18, v2
	v_addc_co_u32_e32 v11, vcc, v1, v3, vcc
	v_lshrrev_b32_e32 v3, 5, v8
	v_mul_lo_u32 v3, v3, 41
	v_lshlrev_b64 v[1:2], 2, v[4:5]
	s_brev_b32 s0, -2
	s_mov_b32 s1, 0x3ec00000
	v_mov_b32_e32 v7, s17
	v_add_co_u32_e32 v12, vcc, s16, v1
	v_sub_u32_e32 v0, v0, v3
	s_movk_i32 s3, 0x207
	v_addc_co_u32_e32 v13, vcc, v7, v2, vcc
	v_subrev_u32_e32 v5, 20, v0
	s_movk_i32 s4, 0x204
	s_waitcnt vmcnt(1)
	v_floor_f32_e32 v0, v14
	v_ceil_f32_e32 v1, v14
	v_trunc_f32_e32 v2, v14
	v_rndne_f32_e32 v3, v14
	v_ldexp_f32 v8, v14, v5
	v_frexp_mant_f32_e32 v16, v14
	s_waitcnt vmcnt(0)
	v_fma_f32 v4, v14, v6, s1
	v_max_f32_e32 v9, v6, v6
	v_bfi_b32 v7, s0, v14, v6
	v_max_f32_e32 v6, v14, v14
	v_min_f32_e32 v5, v6, v9
	v_max_f32_e32 v6, v6, v9
	v_frexp_exp_i32_f32_e32 v9, v14
	v_cmp_class_f32_e64 vcc, v14, s3
	global_store_dwordx4 v[12:13], v[0:3], off
	v_bfi_b32 v15, s0, 1.0, v14
	v_sub_f32_e32 v1, v14, v2
	v_cndmask_b32_e64 v17, v9, 0, vcc
	v_cndmask_b32_e32 v9, v16, v14, vcc
	v_fract_f32_e32 v16, v14
	v_cmp_class_f32_e64 s[0:1], v14, s4
	v_cmp_ge_f32_e64 vcc, |v1|, 0.5
	v_cndmask_b32_e64 v3, v16, 0, s[0:1]
	v_cndmask_b32_e32 v1, 0, v15, vcc
	global_store_dword v[10:11], v17, off
	v_add_f32_e32 v10, v0, v3
	v_add_f32_e32 v3, v2, v1
	global_store_dwordx4 v[12:13], v[3:6], off offset:16
	global_store_dwordx4 v[12:13], v[7:10], off offset:32
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
		.amdhsa_next_free_vgpr 18
		.amdhsa_next_free_sgpr 20
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_reserve_xnack_mask 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
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
; codeLenInByte = 416
; NumSgprs: 22
; NumVgprs: 18
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 22
; NumVGPRsForWavesPerEU: 18
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
	s_load_dword s0, s[4:5], 0x4
	s_load_dword s1, s[6:7], 0x20
	s_load_dwordx8 s[12:19], s[6:7], 0x0
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v11, v13
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s0, 0xffff
	s_mul_i32 s8, s8, s0
	s_add_i32 s1, s1, s8
	v_add_u32_e32 v12, s1, v0
	v_lshlrev_b64 v[0:1], 3, v[12:13]
	v_mov_b32_e32 v3, s13
	v_add_co_u32_e32 v2, vcc, s12, v0
	v_addc_co_u32_e32 v3, vcc, v3, v1, vcc
	v_mov_b32_e32 v4, s15
	v_add_co_u32_e32 v0, vcc, s14, v0
	v_addc_co_u32_e32 v1, vcc, v4, v1, vcc
	global_load_dwordx2 v[8:9], v[0:1], off
	global_load_dwordx2 v[14:15], v[2:3], off
	v_mul_lo_u32 v10, v12, 12
	s_mov_b32 s0, 0xc7ce0c7d
	v_mov_b32_e32 v17, s17
	v_mul_hi_u32 v18, v12, s0
	s_brev_b32 s2, -2
	v_mov_b32_e32 v19, 0x3ff00000
	s_mov_b32 s0, 0
	v_lshrrev_b32_e32 v18, 5, v18
	v_mul_lo_u32 v18, v18, 41
	s_mov_b32 s1, 0x3fd80000
	s_movk_i32 s3, 0x204
	s_waitcnt vmcnt(1)
	v_max_f64 v[2:3], v[8:9], v[8:9]
	s_waitcnt vmcnt(0)
	v_max_f64 v[6:7], v[14:15], v[14:15]
	v_trunc_f64_e32 v[0:1], v[14:15]
	v_bfi_b32 v19, s2, v19, v15
	v_min_f64 v[4:5], v[6:7], v[2:3]
	v_max_f64 v[6:7], v[6:7], v[2:3]
	v_lshlrev_b64 v[2:3], 3, v[10:11]
	v_add_f64 v[10:11], v[14:15], -v[0:1]
	v_add_co_u32_e32 v16, vcc, s16, v2
	v_addc_co_u32_e32 v17, vcc, v17, v3, vcc
	v_rndne_f64_e32 v[2:3], v[14:15]
	v_cmp_ge_f64_e64 vcc, |v[10:11]|, 0.5
	v_sub_u32_e32 v11, v12, v18
	v_mov_b32_e32 v10, 0
	v_subrev_u32_e32 v18, 20, v11
	v_lshlrev_b64 v[12:13], 2, v[12:13]
	global_store_dwordx4 v[16:17], v[0:3], off offset:16
	v_cndmask_b32_e32 v11, 0, v19, vcc
	v_add_f64 v[0:1], v[0:1], v[10:11]
	v_ldexp_f64 v[10:11], v[14:15], v18
	v_fma_f64 v[2:3], v[14:15], v[8:9], s[0:1]
	v_bfi_b32 v9, s2, v15, v9
	v_fract_f64_e32 v[18:19], v[14:15]
	v_cmp_class_f64_e64 s[0:1], v[14:15], s3
	v_mov_b32_e32 v8, v14
	global_store_dwordx4 v[16:17], v[8:11], off offset:64
	s_nop 0
	v_floor_f64_e32 v[8:9], v[14:15]
	v_ceil_f64_e32 v[10:11], v[14:15]
	v_cndmask_b32_e64 v19, v19, 0, s[0:1]
	v_cndmask_b32_e64 v18, v18, 0, s[0:1]
	s_movk_i32 s0, 0x207
	v_cmp_class_f64_e64 vcc, v[14:15], s0
	global_store_dwordx4 v[16:17], v[8:11], off
	s_nop 0
	v_add_f64 v[10:11], v[8:9], v[18:19]
	v_frexp_exp_i32_f64_e32 v8, v[14:15]
	v_cndmask_b32_e64 v18, v8, 0, vcc
	v_frexp_mant_f64_e32 v[8:9], v[14:15]
	v_cndmask_b32_e32 v9, v9, v15, vcc
	v_cndmask_b32_e32 v8, v8, v14, vcc
	v_mov_b32_e32 v14, s19
	v_add_co_u32_e32 v12, vcc, s18, v12
	v_addc_co_u32_e32 v13, vcc, v14, v13, vcc
	global_store_dword v[12:13], v18, off
	global_store_dwordx4 v[16:17], v[4:7], off offset:48
	global_store_dwordx4 v[16:17], v[0:3], off offset:32
	global_store_dwordx4 v[16:17], v[8:11], off offset:80
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
		.amdhsa_next_free_vgpr 20
		.amdhsa_next_free_sgpr 20
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_reserve_xnack_mask 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
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
; codeLenInByte = 548
; NumSgprs: 22
; NumVgprs: 20
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 22
; NumVGPRsForWavesPerEU: 20
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
	s_load_dword s9, s[4:5], 0x4
	s_load_dword s12, s[6:7], 0x18
	s_load_dwordx4 s[0:3], s[6:7], 0x0
	s_load_dwordx2 s[10:11], s[6:7], 0x10
	v_mov_b32_e32 v1, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s4, s9, 0xffff
	s_mul_i32 s8, s8, s4
	s_add_i32 s12, s12, s8
	v_add_u32_e32 v0, s12, v0
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_mov_b32_e32 v5, s1
	v_add_co_u32_e32 v4, vcc, s0, v2
	v_addc_co_u32_e32 v5, vcc, v5, v3, vcc
	v_mov_b32_e32 v7, s3
	v_add_co_u32_e32 v6, vcc, s2, v2
	v_addc_co_u32_e32 v7, vcc, v7, v3, vcc
	global_load_dword v2, v[6:7], off
	global_load_dword v3, v[4:5], off
	s_movk_i32 s0, 0x90
	s_mov_b32 s2, 0x3fb8aa3b
	v_mov_b32_e32 v4, 0x4f800000
	s_mov_b32 s3, 0x32a5705f
	v_lshlrev_b32_e32 v0, 3, v0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_mov_b32_e32 v5, s11
	v_add_co_u32_e32 v0, vcc, s10, v0
	s_mov_b32 s4, 0xc2ce8ed0
	s_mov_b32 s7, 0x3f317217
	v_addc_co_u32_e32 v1, vcc, v5, v1, vcc
	s_mov_b32 s5, 0x42b17218
	s_mov_b32 s8, 0x3377d1cf
	v_mov_b32_e32 v7, 0x7f800000
	s_movk_i32 s6, 0x207
	v_mov_b32_e32 v8, 0x41b17218
	s_brev_b32 s9, 18
	s_waitcnt vmcnt(1)
	v_cmp_class_f32_e64 s[0:1], v2, s0
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v9, 0x3fb8aa3b, v3
	v_cndmask_b32_e64 v4, 1.0, v4, s[0:1]
	v_fma_f32 v10, v3, s2, -v9
	v_rndne_f32_e32 v11, v9
	v_mul_f32_e32 v4, v2, v4
	v_fma_f32 v10, v3, s3, v10
	v_sub_f32_e32 v9, v9, v11
	v_log_f32_e32 v4, v4
	v_add_f32_e32 v9, v10, v9
	v_cvt_i32_f32_e32 v11, v11
	v_exp_f32_e32 v9, v9
	v_mul_f32_e32 v10, 0x3f317217, v4
	v_fma_f32 v12, v4, s7, -v10
	v_cmp_ngt_f32_e32 vcc, s4, v3
	v_ldexp_f32 v9, v9, v11
	v_sqrt_f32_e32 v6, v2
	v_fma_f32 v11, v4, s8, v12
	v_cndmask_b32_e32 v9, 0, v9, vcc
	v_cmp_nlt_f32_e32 vcc, s5, v3
	v_add_f32_e32 v10, v10, v11
	v_cndmask_b32_e32 v7, v7, v9, vcc
	v_cmp_class_f32_e64 vcc, v4, s6
	v_cndmask_b32_e64 v8, 0, v8, s[0:1]
	v_cndmask_b32_e32 v9, v10, v4, vcc
	v_and_b32_e32 v5, 0x7fffffff, v3
	v_sub_f32_e32 v8, v9, v8
	v_cmp_nlt_f32_e64 s[8:9], |v3|, s9
	global_store_dwordx3 v[0:1], v[6:8], off
                                        ; implicit-def: $vgpr6
                                        ; implicit-def: $vgpr7
	s_and_saveexec_b64 s[2:3], s[8:9]
	s_xor_b64 s[10:11], exec, s[2:3]
	s_cbranch_execz .LBB2_2
; %bb.1:
	v_and_b32_e32 v6, 0x7fffff, v5
	v_or_b32_e32 v14, 0x800000, v6
	s_mov_b32 s12, 0xfe5163ab
	v_mul_hi_u32 v6, v14, s12
	v_mov_b32_e32 v7, 0
	s_mov_b32 s2, 0x3c439041
	v_mov_b32_e32 v12, 0xffffffc0
	v_mad_u64_u32 v[8:9], s[2:3], v14, s2, v[6:7]
	s_mov_b32 s2, 0xdb629599
	s_mov_b32 s4, 0x4e441529
	v_mov_b32_e32 v6, v9
	v_mad_u64_u32 v[9:10], s[2:3], v14, s2, v[6:7]
	v_lshrrev_b32_e32 v6, 23, v5
	v_add_u32_e32 v13, 0xffffff88, v6
	v_mov_b32_e32 v6, v10
	s_mov_b32 s2, 0xf534ddc0
	v_mad_u64_u32 v[10:11], s[2:3], v14, s2, v[6:7]
	v_cmp_lt_u32_e32 vcc, 63, v13
	v_cndmask_b32_e32 v6, 0, v12, vcc
	v_add_u32_e32 v15, v6, v13
	v_mov_b32_e32 v6, v11
	s_mov_b32 s2, 0xfc2757d1
	v_mad_u64_u32 v[11:12], s[2:3], v14, s2, v[6:7]
	v_mov_b32_e32 v16, 0xffffffe0
	v_cmp_lt_u32_e64 s[2:3], 31, v15
	v_mov_b32_e32 v6, v12
	v_mad_u64_u32 v[12:13], s[4:5], v14, s4, v[6:7]
	s_mov_b32 s6, 0xa2f9836e
	v_cndmask_b32_e64 v17, 0, v16, s[2:3]
	v_mov_b32_e32 v6, v13
	v_mad_u64_u32 v[6:7], s[6:7], v14, s6, v[6:7]
	v_add_u32_e32 v15, v17, v15
	v_cmp_lt_u32_e64 s[4:5], 31, v15
	v_cndmask_b32_e64 v16, 0, v16, s[4:5]
	v_add_u32_e32 v13, v16, v15
	v_cndmask_b32_e32 v15, v12, v10, vcc
	v_cndmask_b32_e32 v6, v6, v11, vcc
	v_cndmask_b32_e32 v7, v7, v12, vcc
	v_mul_lo_u32 v14, v14, s12
	v_cndmask_b32_e64 v16, v6, v15, s[2:3]
	v_cndmask_b32_e64 v6, v7, v6, s[2:3]
	v_cndmask_b32_e32 v7, v11, v9, vcc
	v_cndmask_b32_e64 v11, v15, v7, s[2:3]
	v_cndmask_b32_e32 v8, v10, v8, vcc
	v_cndmask_b32_e64 v6, v6, v16, s[4:5]
	v_cndmask_b32_e64 v12, v16, v11, s[4:5]
	v_sub_u32_e32 v15, 32, v13
	v_cndmask_b32_e64 v7, v7, v8, s[2:3]
	v_alignbit_b32 v16, v6, v12, v15
	v_cmp_eq_u32_e64 s[6:7], 0, v13
	v_cndmask_b32_e64 v10, v11, v7, s[4:5]
	v_cndmask_b32_e64 v6, v16, v6, s[6:7]
	v_alignbit_b32 v11, v12, v10, v15
	v_cndmask_b32_e32 v9, v9, v14, vcc
	v_cndmask_b32_e64 v11, v11, v12, s[6:7]
	v_bfe_u32 v16, v6, 29, 1
	v_cndmask_b32_e64 v8, v8, v9, s[2:3]
	v_alignbit_b32 v12, v6, v11, 30
	v_sub_u32_e32 v17, 0, v16
	v_cndmask_b32_e64 v7, v7, v8, s[4:5]
	v_xor_b32_e32 v12, v12, v17
	v_alignbit_b32 v8, v10, v7, v15
	v_cndmask_b32_e64 v8, v8, v10, s[6:7]
	v_ffbh_u32_e32 v10, v12
	v_alignbit_b32 v9, v11, v8, 30
	v_min_u32_e32 v10, 32, v10
	v_alignbit_b32 v7, v8, v7, 30
	v_xor_b32_e32 v9, v9, v17
	v_sub_u32_e32 v11, 31, v10
	v_xor_b32_e32 v7, v7, v17
	v_alignbit_b32 v12, v12, v9, v11
	v_alignbit_b32 v7, v9, v7, v11
	v_alignbit_b32 v8, v12, v7, 9
	v_ffbh_u32_e32 v9, v8
	v_min_u32_e32 v9, 32, v9
	v_lshrrev_b32_e32 v13, 29, v6
	v_add_u32_e32 v11, v9, v10
	s_mov_b32 s2, 0xff800000
	v_sub_u32_e32 v9, 31, v9
	v_lshlrev_b32_e32 v13, 31, v13
	v_alignbit_b32 v7, v8, v7, v9
	v_mad_i32_i24 v8, v10, s2, 0.5
	v_lshrrev_b32_e32 v9, 9, v12
	v_mov_b32_e32 v14, 0x33000000
	v_or3_b32 v8, v8, v13, v9
	v_mad_i32_i24 v11, v11, s2, v14
	s_mov_b32 s2, 0x3fc90fda
	v_mul_f32_e32 v9, 0x3fc90fda, v8
	v_lshrrev_b32_e32 v7, 9, v7
	v_fma_f32 v10, v8, s2, -v9
	s_mov_b32 s3, 0x33a22168
	v_or3_b32 v7, v11, v13, v7
	v_fma_f32 v8, v8, s3, v10
	v_fma_f32 v7, v7, s2, v8
	v_lshrrev_b32_e32 v6, 30, v6
	v_add_f32_e32 v7, v9, v7
	v_add_u32_e32 v6, v16, v6
.LBB2_2:
	s_andn2_saveexec_b64 s[2:3], s[10:11]
; %bb.3:
	v_mul_f32_e32 v6, 0x3f22f983, v5
	v_rndne_f32_e32 v7, v6
	s_mov_b32 s4, 0xbfc90fda
	v_cvt_i32_f32_e32 v6, v7
	v_fma_f32 v8, v7, s4, v5
	s_mov_b32 s4, 0xb3a22168
	v_fma_f32 v8, v7, s4, v8
	s_mov_b32 s4, 0xa7c234c4
	v_fma_f32 v7, v7, s4, v8
; %bb.4:
	s_or_b64 exec, exec, s[2:3]
	v_mul_f32_e32 v8, v7, v7
	s_mov_b32 s2, 0xb94c1982
	v_mov_b32_e32 v9, 0x3c0881c4
	v_fma_f32 v9, v8, s2, v9
	s_mov_b32 s2, 0xbe2aaa9d
	v_fma_f32 v9, v8, v9, s2
	v_mul_f32_e32 v9, v8, v9
	v_fma_f32 v7, v7, v9, v7
	s_mov_b32 s2, 0x37d75334
	v_mov_b32_e32 v9, 0xbab64f3b
	v_fma_f32 v9, v8, s2, v9
	s_mov_b32 s2, 0x3d2aabf7
	v_fma_f32 v9, v8, v9, s2
	s_mov_b32 s2, 0xbf000004
	v_fma_f32 v9, v8, v9, s2
	v_fma_f32 v8, v8, v9, 1.0
	v_and_b32_e32 v9, 1, v6
	v_cmp_eq_u32_e32 vcc, 0, v9
	v_lshlrev_b32_e32 v6, 30, v6
	v_cndmask_b32_e32 v7, v8, v7, vcc
	v_and_b32_e32 v6, 0x80000000, v6
	v_xor_b32_e32 v8, v5, v3
	v_xor_b32_e32 v6, v8, v6
	s_movk_i32 s2, 0x1f8
	v_xor_b32_e32 v6, v6, v7
	v_mov_b32_e32 v7, 0x7fc00000
	v_cmp_class_f32_e64 s[2:3], v5, s2
	v_cndmask_b32_e64 v6, v7, v6, s[2:3]
	global_store_dword v[0:1], v6, off offset:12
                                        ; implicit-def: $vgpr6
                                        ; implicit-def: $vgpr7
	s_and_saveexec_b64 s[4:5], s[8:9]
	s_xor_b64 s[10:11], exec, s[4:5]
	s_cbranch_execz .LBB2_6
; %bb.5:
	v_and_b32_e32 v6, 0x7fffff, v5
	v_or_b32_e32 v13, 0x800000, v6
	s_mov_b32 s12, 0xfe5163ab
	v_mul_hi_u32 v6, v13, s12
	v_mov_b32_e32 v7, 0
	s_mov_b32 s4, 0x3c439041
	v_lshrrev_b32_e32 v5, 23, v5
	v_mad_u64_u32 v[8:9], s[4:5], v13, s4, v[6:7]
	s_mov_b32 s4, 0xdb629599
	v_add_u32_e32 v12, 0xffffff88, v5
	v_mov_b32_e32 v6, v9
	v_mad_u64_u32 v[9:10], s[4:5], v13, s4, v[6:7]
	s_mov_b32 s4, 0xf534ddc0
	v_mov_b32_e32 v11, 0xffffffc0
	v_mov_b32_e32 v6, v10
	v_mad_u64_u32 v[5:6], s[4:5], v13, s4, v[6:7]
	v_cmp_lt_u32_e32 vcc, 63, v12
	v_cndmask_b32_e32 v10, 0, v11, vcc
	s_mov_b32 s4, 0xfc2757d1
	v_add_u32_e32 v14, v10, v12
	v_mad_u64_u32 v[10:11], s[4:5], v13, s4, v[6:7]
	s_mov_b32 s6, 0x4e441529
	v_mov_b32_e32 v15, 0xffffffe0
	v_mov_b32_e32 v6, v11
	v_mad_u64_u32 v[11:12], s[6:7], v13, s6, v[6:7]
	v_cmp_lt_u32_e64 s[4:5], 31, v14
	s_mov_b32 s8, 0xa2f9836e
	v_mov_b32_e32 v6, v12
	v_cndmask_b32_e64 v16, 0, v15, s[4:5]
	v_mad_u64_u32 v[6:7], s[8:9], v13, s8, v[6:7]
	v_add_u32_e32 v14, v16, v14
	v_cmp_lt_u32_e64 s[6:7], 31, v14
	v_cndmask_b32_e64 v15, 0, v15, s[6:7]
	v_add_u32_e32 v12, v15, v14
	v_cndmask_b32_e32 v14, v11, v5, vcc
	v_cndmask_b32_e32 v6, v6, v10, vcc
	v_cndmask_b32_e32 v7, v7, v11, vcc
	v_mul_lo_u32 v13, v13, s12
	v_cndmask_b32_e64 v15, v6, v14, s[4:5]
	v_cndmask_b32_e64 v6, v7, v6, s[4:5]
	v_cndmask_b32_e32 v7, v10, v9, vcc
	v_cndmask_b32_e64 v10, v14, v7, s[4:5]
	v_cndmask_b32_e32 v5, v5, v8, vcc
	v_cndmask_b32_e64 v6, v6, v15, s[6:7]
	v_cndmask_b32_e64 v11, v15, v10, s[6:7]
	v_sub_u32_e32 v14, 32, v12
	v_cndmask_b32_e64 v7, v7, v5, s[4:5]
	v_alignbit_b32 v15, v6, v11, v14
	v_cmp_eq_u32_e64 s[8:9], 0, v12
	v_cndmask_b32_e64 v8, v10, v7, s[6:7]
	v_cndmask_b32_e64 v6, v15, v6, s[8:9]
	v_alignbit_b32 v10, v11, v8, v14
	v_cndmask_b32_e32 v9, v9, v13, vcc
	v_cndmask_b32_e64 v10, v10, v11, s[8:9]
	v_bfe_u32 v15, v6, 29, 1
	v_cndmask_b32_e64 v5, v5, v9, s[4:5]
	v_alignbit_b32 v11, v6, v10, 30
	v_sub_u32_e32 v16, 0, v15
	v_cndmask_b32_e64 v5, v7, v5, s[6:7]
	v_xor_b32_e32 v11, v11, v16
	v_alignbit_b32 v7, v8, v5, v14
	v_cndmask_b32_e64 v7, v7, v8, s[8:9]
	v_ffbh_u32_e32 v9, v11
	v_alignbit_b32 v8, v10, v7, 30
	v_min_u32_e32 v9, 32, v9
	v_alignbit_b32 v5, v7, v5, 30
	v_xor_b32_e32 v8, v8, v16
	v_sub_u32_e32 v10, 31, v9
	v_xor_b32_e32 v5, v5, v16
	v_alignbit_b32 v11, v11, v8, v10
	v_alignbit_b32 v5, v8, v5, v10
	v_alignbit_b32 v7, v11, v5, 9
	v_ffbh_u32_e32 v8, v7
	v_min_u32_e32 v8, 32, v8
	v_lshrrev_b32_e32 v12, 29, v6
	v_add_u32_e32 v10, v8, v9
	s_mov_b32 s4, 0xff800000
	v_sub_u32_e32 v8, 31, v8
	v_lshlrev_b32_e32 v12, 31, v12
	v_alignbit_b32 v5, v7, v5, v8
	v_mad_i32_i24 v7, v9, s4, 0.5
	v_lshrrev_b32_e32 v8, 9, v11
	v_mov_b32_e32 v13, 0x33000000
	v_or3_b32 v7, v7, v12, v8
	v_mad_i32_i24 v10, v10, s4, v13
	s_mov_b32 s4, 0x3fc90fda
	v_mul_f32_e32 v8, 0x3fc90fda, v7
	v_lshrrev_b32_e32 v5, 9, v5
	v_fma_f32 v9, v7, s4, -v8
	s_mov_b32 s5, 0x33a22168
	v_or3_b32 v5, v10, v12, v5
	v_fma_f32 v7, v7, s5, v9
	v_fma_f32 v5, v5, s4, v7
	v_add_f32_e32 v7, v8, v5
	v_lshrrev_b32_e32 v5, 30, v6
	v_add_u32_e32 v6, v15, v5
                                        ; implicit-def: $vgpr5
.LBB2_6:
	s_andn2_saveexec_b64 s[4:5], s[10:11]
; %bb.7:
	v_mul_f32_e32 v6, 0x3f22f983, v5
	v_rndne_f32_e32 v7, v6
	s_mov_b32 s6, 0xbfc90fda
	v_cvt_i32_f32_e32 v6, v7
	v_fma_f32 v5, v7, s6, v5
	s_mov_b32 s6, 0xb3a22168
	v_fma_f32 v5, v7, s6, v5
	s_mov_b32 s6, 0xa7c234c4
	v_fma_f32 v7, v7, s6, v5
; %bb.8:
	s_or_b64 exec, exec, s[4:5]
	v_mul_f32_e32 v5, v7, v7
	s_mov_b32 s4, 0xb94c1982
	v_mov_b32_e32 v8, 0x3c0881c4
	v_fma_f32 v8, v5, s4, v8
	v_div_scale_f32 v9, s[4:5], v2, v2, v3
	s_mov_b32 s4, 0xbe2aaa9d
	v_fma_f32 v8, v5, v8, s4
	v_mul_f32_e32 v8, v5, v8
	v_fma_f32 v7, v7, v8, v7
	v_div_scale_f32 v8, vcc, v3, v2, v3
	s_mov_b32 s4, 0x37d75334
	v_mov_b32_e32 v10, 0xbab64f3b
	v_fma_f32 v10, v5, s4, v10
	s_mov_b32 s4, 0x3d2aabf7
	v_fma_f32 v10, v5, v10, s4
	s_mov_b32 s4, 0xbf000004
	v_fma_f32 v10, v5, v10, s4
	v_fma_f32 v5, v5, v10, 1.0
	v_rcp_f32_e32 v11, v9
	v_and_b32_e32 v10, 1, v6
	v_cmp_eq_u32_e64 s[4:5], 0, v10
	v_cndmask_b32_e64 v5, -v7, v5, s[4:5]
	v_fma_f32 v7, -v9, v11, 1.0
	v_fma_f32 v7, v7, v11, v11
	v_mul_f32_e32 v10, v8, v7
	v_fma_f32 v11, -v9, v10, v8
	v_fma_f32 v10, v11, v7, v10
	v_fma_f32 v8, -v9, v10, v8
	v_div_fmas_f32 v8, v8, v7, v10
	s_mov_b32 s4, 0xc2fc0000
	v_cmp_gt_f32_e32 vcc, s4, v3
	v_mov_b32_e32 v9, 0x42800000
	v_cndmask_b32_e32 v9, 0, v9, vcc
	v_add_f32_e32 v9, v3, v9
	v_exp_f32_e32 v9, v9
	v_lshlrev_b32_e32 v6, 30, v6
	v_and_b32_e32 v6, 0x80000000, v6
	v_mov_b32_e32 v7, 0x1f800000
	v_cndmask_b32_e32 v7, 1.0, v7, vcc
	v_xor_b32_e32 v5, v6, v5
	v_mov_b32_e32 v6, 0x7fc00000
	v_cndmask_b32_e64 v5, v6, v5, s[2:3]
	v_mul_f32_e32 v6, v7, v9
	v_mov_b32_e32 v7, 0x42000000
	v_cndmask_b32_e64 v7, 0, v7, s[0:1]
	v_sub_f32_e32 v7, v4, v7
	v_div_fixup_f32 v8, v8, v2, v3
	global_store_dwordx4 v[0:1], v[5:8], off offset:16
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
		.amdhsa_next_free_vgpr 18
		.amdhsa_next_free_sgpr 13
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_reserve_xnack_mask 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
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
; codeLenInByte = 2728
; NumSgprs: 15
; NumVgprs: 18
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 15
; NumVGPRsForWavesPerEU: 18
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
	s_load_dword s0, s[4:5], 0x4
	s_load_dword s1, s[6:7], 0x18
	s_load_dwordx4 s[12:15], s[6:7], 0x0
	s_load_dwordx2 s[2:3], s[6:7], 0x10
	v_mov_b32_e32 v12, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s0, 0xffff
	s_mul_i32 s8, s8, s0
	s_add_i32 s1, s1, s8
	v_add_u32_e32 v11, s1, v0
	v_lshlrev_b64 v[2:3], 3, v[11:12]
	v_mov_b32_e32 v1, s15
	v_add_co_u32_e32 v0, vcc, s14, v2
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	global_load_dwordx2 v[0:1], v[0:1], off
	s_mov_b32 s5, 0x3fe55555
	s_mov_b32 s4, 0x55555555
	v_mov_b32_e32 v10, s13
	v_add_co_u32_e32 v2, vcc, s12, v2
	v_addc_co_u32_e32 v3, vcc, v10, v3, vcc
	global_load_dwordx2 v[2:3], v[2:3], off
	s_mov_b32 s10, 0
	s_brev_b32 s11, 8
	v_mov_b32_e32 v34, 0x3ff00000
	s_mov_b32 s6, 0xbf559e2b
	v_mov_b32_e32 v21, 0x3fc38538
	s_mov_b32 s7, 0x3fc3ab76
	s_mov_b32 s8, 0x16291751
	s_mov_b32 s9, 0x3fcc71c0
	s_mov_b32 s12, 0x9b27acf1
	s_mov_b32 s13, 0x3fd24924
	v_mov_b32_e32 v30, 0xfca7ab0c
	v_mov_b32_e32 v31, 0x3e928af3
	s_mov_b32 s14, 0x623fde64
	s_mov_b32 s15, 0x3ec71dee
	v_lshlrev_b32_e32 v11, 3, v11
	s_movk_i32 s18, 0x204
	s_waitcnt vmcnt(1)
	v_frexp_mant_f64_e32 v[4:5], v[0:1]
	v_cmp_gt_f64_e32 vcc, s[10:11], v[0:1]
	s_mov_b32 s11, 0x7ff00000
	v_cmp_gt_f64_e64 s[0:1], s[4:5], v[4:5]
	s_mov_b32 s4, 0x55555780
	v_cndmask_b32_e64 v6, 0, 1, s[0:1]
	v_ldexp_f64 v[4:5], v[4:5], v6
	v_add_f64 v[6:7], v[4:5], 1.0
	v_add_f64 v[15:16], v[4:5], -1.0
	v_rcp_f64_e32 v[8:9], v[6:7]
	v_add_f64 v[17:18], v[6:7], -1.0
	v_add_f64 v[4:5], v[4:5], -v[17:18]
	v_fma_f64 v[13:14], -v[6:7], v[8:9], 1.0
	v_fma_f64 v[8:9], v[13:14], v[8:9], v[8:9]
	v_fma_f64 v[13:14], -v[6:7], v[8:9], 1.0
	v_fma_f64 v[8:9], v[13:14], v[8:9], v[8:9]
	v_mul_f64 v[13:14], v[15:16], v[8:9]
	v_mul_f64 v[19:20], v[6:7], v[13:14]
	v_fma_f64 v[6:7], v[13:14], v[6:7], -v[19:20]
	v_fma_f64 v[4:5], v[13:14], v[4:5], v[6:7]
	v_add_f64 v[6:7], v[19:20], v[4:5]
	v_add_f64 v[17:18], v[15:16], -v[6:7]
	v_add_f64 v[19:20], v[6:7], -v[19:20]
	v_add_f64 v[15:16], v[15:16], -v[17:18]
	v_add_f64 v[4:5], v[4:5], -v[19:20]
	v_mov_b32_e32 v20, 0x6b47b09a
	v_add_f64 v[6:7], v[15:16], -v[6:7]
	v_mov_b32_e32 v15, s3
	v_add_f64 v[4:5], v[6:7], -v[4:5]
	v_mov_b32_e32 v7, 0x4ff00000
	v_mov_b32_e32 v6, v12
	v_cndmask_b32_e32 v7, v34, v7, vcc
	v_add_f64 v[4:5], v[17:18], v[4:5]
	v_mul_f64 v[16:17], v[0:1], v[6:7]
	v_mul_f64 v[8:9], v[8:9], v[4:5]
	v_rsq_f64_e32 v[4:5], v[16:17]
	v_add_f64 v[6:7], v[13:14], v[8:9]
	v_mul_f64 v[18:19], v[6:7], v[6:7]
	v_mul_f64 v[22:23], v[16:17], v[4:5]
	v_mul_f64 v[4:5], v[4:5], 0.5
	v_add_f64 v[13:14], v[6:7], -v[13:14]
	v_fma_f64 v[20:21], v[18:19], s[6:7], v[20:21]
	s_mov_b32 s6, 0x652b82fe
	s_mov_b32 s7, 0x3ff71547
	s_waitcnt vmcnt(0)
	v_mul_f64 v[24:25], v[2:3], s[6:7]
	s_mov_b32 s6, 0xd7f4df2e
	s_mov_b32 s7, 0x3fc7474d
	v_fma_f64 v[26:27], -v[4:5], v[22:23], 0.5
	v_add_f64 v[8:9], v[8:9], -v[13:14]
	v_fma_f64 v[20:21], v[18:19], v[20:21], s[6:7]
	s_mov_b32 s7, 0xbfe62e42
	s_mov_b32 s6, 0xfefa39ef
	v_rndne_f64_e32 v[24:25], v[24:25]
	v_fma_f64 v[22:23], v[22:23], v[26:27], v[22:23]
	v_fma_f64 v[4:5], v[4:5], v[26:27], v[4:5]
	v_fma_f64 v[20:21], v[18:19], v[20:21], s[8:9]
	s_mov_b32 s9, 0xbc7abc9e
	s_mov_b32 s8, 0x3b39803f
	v_fma_f64 v[28:29], v[24:25], s[6:7], v[2:3]
	s_mov_b32 s7, 0x3fe62e42
	v_ldexp_f64 v[8:9], v[8:9], 1
	v_fma_f64 v[26:27], -v[22:23], v[22:23], v[16:17]
	v_fma_f64 v[20:21], v[18:19], v[20:21], s[12:13]
	s_mov_b32 s12, 0x998ef7b6
	s_mov_b32 s13, 0x3fd99999
	v_fma_f64 v[28:29], v[24:25], s[8:9], v[28:29]
	s_mov_b32 s9, 0x3c7abc9e
	v_fma_f64 v[22:23], v[26:27], v[4:5], v[22:23]
	v_fma_f64 v[20:21], v[18:19], v[20:21], s[12:13]
	s_mov_b32 s12, 0x6a5dcb37
	s_mov_b32 s13, 0x3e5ade15
	v_fma_f64 v[26:27], v[28:29], s[12:13], v[30:31]
	v_fma_f64 v[30:31], -v[22:23], v[22:23], v[16:17]
	v_fma_f64 v[20:21], v[18:19], v[20:21], s[4:5]
	v_mul_f64 v[18:19], v[6:7], v[18:19]
	s_mov_b32 s4, 0x7c89e6b0
	v_fma_f64 v[26:27], v[28:29], v[26:27], s[14:15]
	s_mov_b32 s5, 0x3efa0199
	v_fma_f64 v[22:23], v[30:31], v[4:5], v[22:23]
	v_lshlrev_b64 v[4:5], 3, v[11:12]
	v_ldexp_f64 v[10:11], v[6:7], 1
	v_mul_f64 v[18:19], v[18:19], v[20:21]
	v_add_co_u32_e64 v4, s[2:3], s2, v4
	v_fma_f64 v[20:21], v[28:29], v[26:27], s[4:5]
	v_addc_co_u32_e64 v5, s[2:3], v15, v5, s[2:3]
	v_frexp_exp_i32_f64_e32 v15, v[0:1]
	s_mov_b32 s2, 0x14761f6e
	s_mov_b32 s3, 0x3f2a01a0
	v_add_f64 v[26:27], v[10:11], v[18:19]
	s_mov_b32 s4, 0x1852b7b0
	v_fma_f64 v[20:21], v[28:29], v[20:21], s[2:3]
	s_mov_b32 s5, 0x3f56c16c
	v_subbrev_co_u32_e64 v6, s[0:1], 0, v15, s[0:1]
	v_cvt_f64_i32_e32 v[6:7], v6
	v_add_f64 v[10:11], v[26:27], -v[10:11]
	s_mov_b32 s0, 0x11122322
	v_fma_f64 v[20:21], v[28:29], v[20:21], s[4:5]
	v_mul_f64 v[13:14], v[6:7], s[6:7]
	s_mov_b32 s1, 0x3f811111
	v_cmp_eq_f64_e64 s[4:5], s[10:11], v[16:17]
	s_mov_b32 s11, 0x40900000
	v_add_f64 v[10:11], v[18:19], -v[10:11]
	v_fma_f64 v[20:21], v[28:29], v[20:21], s[0:1]
	v_fma_f64 v[18:19], v[6:7], s[6:7], -v[13:14]
	s_mov_b32 s0, 0x555502a1
	s_mov_b32 s1, 0x3fa55555
	v_cmp_gt_f64_e64 s[6:7], 0, v[0:1]
	v_add_f64 v[10:11], v[8:9], v[10:11]
	v_fma_f64 v[20:21], v[28:29], v[20:21], s[0:1]
	v_fma_f64 v[18:19], v[6:7], s[8:9], v[18:19]
	s_mov_b32 s0, 0x55555511
	s_mov_b32 s1, 0x3fc55555
	v_cmp_eq_f64_e64 s[8:9], 0, v[0:1]
	v_fma_f64 v[8:9], v[28:29], v[20:21], s[0:1]
	v_add_f64 v[30:31], v[13:14], v[18:19]
	s_mov_b32 s0, 11
	s_mov_b32 s1, 0x3fe00000
	v_fma_f64 v[8:9], v[28:29], v[8:9], s[0:1]
	v_add_f64 v[13:14], v[30:31], -v[13:14]
	v_cmp_lt_f64_e64 s[0:1], s[10:11], v[2:3]
	s_mov_b32 s11, 0xc090cc00
	v_cmp_gt_f64_e64 s[2:3], s[10:11], v[2:3]
	s_mov_b32 s11, 0x41d00000
	v_cmp_nlt_f64_e64 s[12:13], |v[2:3]|, s[10:11]
	v_add_f64 v[13:14], v[18:19], -v[13:14]
	v_fma_f64 v[18:19], v[28:29], v[8:9], 1.0
	v_add_f64 v[8:9], v[26:27], v[10:11]
	s_or_b64 s[14:15], s[2:3], s[0:1]
	v_fma_f64 v[18:19], v[28:29], v[18:19], 1.0
	v_add_f64 v[20:21], v[8:9], -v[26:27]
	v_add_f64 v[26:27], v[30:31], v[8:9]
	v_add_f64 v[10:11], v[10:11], -v[20:21]
	v_add_f64 v[20:21], v[26:27], -v[30:31]
	v_add_f64 v[28:29], v[26:27], -v[20:21]
	v_add_f64 v[20:21], v[8:9], -v[20:21]
	v_add_f64 v[28:29], v[30:31], -v[28:29]
	v_add_f64 v[20:21], v[20:21], v[28:29]
	v_add_f64 v[28:29], v[13:14], v[10:11]
	v_add_f64 v[30:31], v[28:29], -v[13:14]
	v_add_f64 v[20:21], v[28:29], v[20:21]
	v_add_f64 v[32:33], v[28:29], -v[30:31]
	v_add_f64 v[28:29], v[10:11], -v[30:31]
	v_cvt_i32_f64_e32 v30, v[24:25]
	v_mov_b32_e32 v24, v12
	v_mov_b32_e32 v31, 0xfff00000
	v_ldexp_f64 v[18:19], v[18:19], v30
	v_add_f64 v[13:14], v[13:14], -v[32:33]
	v_add_f64 v[14:15], v[28:29], v[13:14]
	v_add_f64 v[28:29], v[26:27], v[20:21]
	v_mov_b32_e32 v13, 0x37f00000
	v_cndmask_b32_e32 v25, v34, v13, vcc
	v_cmp_eq_f64_e32 vcc, 0, v[16:17]
	v_mul_f64 v[22:23], v[24:25], v[22:23]
	v_and_b32_e32 v13, 0x7fffffff, v3
	v_add_f64 v[26:27], v[28:29], -v[26:27]
	s_or_b64 vcc, vcc, s[4:5]
	v_cmp_class_f64_e64 s[4:5], v[0:1], s18
	v_add_f64 v[20:21], v[20:21], -v[26:27]
	v_mov_b32_e32 v26, 0x7ff00000
	v_cndmask_b32_e64 v12, v19, v26, s[0:1]
	v_mov_b32_e32 v27, 0x7ff80000
	v_add_f64 v[20:21], v[14:15], v[20:21]
	v_cndmask_b32_e32 v15, v23, v17, vcc
	v_cndmask_b32_e32 v14, v22, v16, vcc
	v_cmp_nge_f64_e32 vcc, 0, v[0:1]
	v_cndmask_b32_e64 v17, v12, 0, s[2:3]
	v_cndmask_b32_e64 v16, v18, 0, s[14:15]
	global_store_dwordx4 v[4:5], v[14:17], off
                                        ; implicit-def: $vgpr18
                                        ; implicit-def: $vgpr16_vgpr17
	v_add_f64 v[19:20], v[28:29], v[20:21]
	v_cndmask_b32_e64 v14, v20, v1, s[4:5]
	v_cndmask_b32_e64 v12, v19, v0, s[4:5]
	v_cndmask_b32_e64 v15, v14, v27, s[6:7]
	v_cndmask_b32_e32 v14, 0, v12, vcc
	v_cndmask_b32_e64 v15, v15, v31, s[8:9]
	v_mov_b32_e32 v12, v2
	global_store_dwordx2 v[4:5], v[14:15], off offset:16
                                        ; implicit-def: $vgpr14_vgpr15
	s_and_saveexec_b64 s[16:17], s[12:13]
	s_xor_b64 s[16:17], exec, s[16:17]
	s_cbranch_execz .LBB3_2
; %bb.1:
	v_trig_preop_f64 v[14:15], v[12:13], 0
	s_mov_b32 s11, 0x7b000000
	v_cmp_le_f64_e32 vcc, s[10:11], v[12:13]
	s_movk_i32 s10, 0xff80
	v_ldexp_f64 v[20:21], v[12:13], s10
	v_trig_preop_f64 v[16:17], v[12:13], 1
	v_trig_preop_f64 v[18:19], v[12:13], 2
	v_cndmask_b32_e32 v21, v13, v21, vcc
	v_cndmask_b32_e32 v20, v12, v20, vcc
	v_mul_f64 v[26:27], v[14:15], v[20:21]
	v_mul_f64 v[24:25], v[16:17], v[20:21]
	v_mul_f64 v[22:23], v[18:19], v[20:21]
	v_fma_f64 v[14:15], v[14:15], v[20:21], -v[26:27]
	v_fma_f64 v[16:17], v[16:17], v[20:21], -v[24:25]
	v_fma_f64 v[18:19], v[18:19], v[20:21], -v[22:23]
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
	v_cmp_class_f64_e64 s[10:11], v[16:17], s18
	s_mov_b32 s18, 0x33145c07
	s_mov_b32 s19, 0x3c91a626
	v_add_f64 v[20:21], v[18:19], v[22:23]
	v_add_f64 v[18:19], v[20:21], -v[18:19]
	v_add_f64 v[18:19], v[22:23], -v[18:19]
	v_add_f64 v[14:15], v[18:19], v[14:15]
	v_fract_f64_e32 v[18:19], v[16:17]
	v_mov_b32_e32 v17, 0x40100000
	v_mov_b32_e32 v16, 0
	v_cndmask_b32_e64 v19, v19, 0, s[10:11]
	v_cndmask_b32_e64 v18, v18, 0, s[10:11]
	v_ldexp_f64 v[18:19], v[18:19], 2
	v_add_f64 v[22:23], v[18:19], v[20:21]
	v_cmp_gt_f64_e32 vcc, 0, v[22:23]
	v_cndmask_b32_e32 v17, 0, v17, vcc
	v_add_f64 v[17:18], v[18:19], v[16:17]
	v_add_f64 v[22:23], v[20:21], v[17:18]
	v_cvt_i32_f64_e32 v19, v[22:23]
	v_cvt_f64_i32_e32 v[22:23], v19
	v_add_f64 v[17:18], v[17:18], -v[22:23]
	v_add_f64 v[22:23], v[20:21], v[17:18]
	v_add_f64 v[17:18], v[22:23], -v[17:18]
	v_cmp_le_f64_e32 vcc, 0.5, v[22:23]
	v_add_f64 v[17:18], v[20:21], -v[17:18]
	v_add_f64 v[14:15], v[14:15], v[17:18]
	v_mov_b32_e32 v17, 0x3ff00000
	v_cndmask_b32_e32 v17, 0, v17, vcc
	v_add_f64 v[16:17], v[22:23], -v[16:17]
	v_addc_co_u32_e64 v18, s[10:11], 0, v19, vcc
	s_mov_b32 s10, 0x54442d18
	s_mov_b32 s11, 0x3ff921fb
	v_add_f64 v[19:20], v[16:17], v[14:15]
	v_add_f64 v[16:17], v[19:20], -v[16:17]
	v_add_f64 v[14:15], v[14:15], -v[16:17]
	v_mul_f64 v[16:17], v[19:20], s[10:11]
	v_fma_f64 v[21:22], v[19:20], s[10:11], -v[16:17]
	v_fma_f64 v[19:20], v[19:20], s[18:19], v[21:22]
	v_fma_f64 v[19:20], v[14:15], s[10:11], v[19:20]
	v_add_f64 v[14:15], v[16:17], v[19:20]
	v_add_f64 v[16:17], v[14:15], -v[16:17]
	v_add_f64 v[16:17], v[19:20], -v[16:17]
.LBB3_2:
	s_andn2_saveexec_b64 s[10:11], s[16:17]
	s_cbranch_execz .LBB3_4
; %bb.3:
	s_mov_b32 s16, 0x6dc9c883
	s_mov_b32 s17, 0x3fe45f30
	v_mul_f64 v[14:15], v[12:13], s[16:17]
	s_mov_b32 s16, 0x54442d18
	s_mov_b32 s17, 0xbff921fb
	s_mov_b32 s19, 0xbc91a626
	s_mov_b32 s18, 0x33145c00
	v_rndne_f64_e32 v[18:19], v[14:15]
	v_fma_f64 v[14:15], v[18:19], s[16:17], v[12:13]
	v_mul_f64 v[16:17], v[18:19], s[18:19]
	s_mov_b32 s16, 0x252049c0
	s_mov_b32 s17, 0xb97b839a
	v_fma_f64 v[24:25], v[18:19], s[18:19], v[14:15]
	v_add_f64 v[20:21], v[14:15], v[16:17]
	s_mov_b32 s19, 0x3c91a626
	v_add_f64 v[22:23], v[14:15], -v[20:21]
	v_add_f64 v[20:21], v[20:21], -v[24:25]
	v_add_f64 v[14:15], v[22:23], v[16:17]
	v_fma_f64 v[16:17], v[18:19], s[18:19], v[16:17]
	v_add_f64 v[14:15], v[20:21], v[14:15]
	v_add_f64 v[14:15], v[14:15], -v[16:17]
	v_fma_f64 v[16:17], v[18:19], s[16:17], v[14:15]
	v_cvt_i32_f64_e32 v18, v[18:19]
	v_add_f64 v[14:15], v[24:25], v[16:17]
	v_add_f64 v[20:21], v[14:15], -v[24:25]
	v_add_f64 v[16:17], v[16:17], -v[20:21]
.LBB3_4:
	s_or_b64 exec, exec, s[10:11]
	v_mul_f64 v[19:20], v[14:15], v[14:15]
	s_mov_b32 s10, 0x46cc5e42
	v_mov_b32_e32 v27, 0x9037ab78
	v_mov_b32_e32 v28, 0x3e21eeb6
	s_mov_b32 s11, 0xbda907db
	s_mov_b32 s16, 0xf9a43bb8
	s_mov_b32 s17, 0x3de5e0b2
	s_mov_b32 s18, 0
	v_mul_f64 v[21:22], v[19:20], 0.5
	v_fma_f64 v[27:28], v[19:20], s[10:11], v[27:28]
	s_mov_b32 s10, 0xa17f65f6
	s_mov_b32 s11, 0xbe927e4f
	v_add_f64 v[23:24], -v[21:22], 1.0
	v_fma_f64 v[27:28], v[19:20], v[27:28], s[10:11]
	s_mov_b32 s10, 0x19f4ec90
	s_mov_b32 s11, 0x3efa01a0
	v_add_f64 v[25:26], -v[23:24], 1.0
	v_fma_f64 v[27:28], v[19:20], v[27:28], s[10:11]
	s_mov_b32 s10, 0x16c16967
	s_mov_b32 s11, 0xbf56c16c
	v_add_f64 v[21:22], v[25:26], -v[21:22]
	v_fma_f64 v[27:28], v[19:20], v[27:28], s[10:11]
	s_mov_b32 s11, 0x3fa55555
	s_mov_b32 s10, 0x55555555
	v_mul_f64 v[25:26], v[19:20], v[19:20]
	v_fma_f64 v[21:22], v[14:15], -v[16:17], v[21:22]
	v_fma_f64 v[27:28], v[19:20], v[27:28], s[10:11]
	s_mov_b32 s11, 0xbfc55555
	v_fma_f64 v[21:22], v[25:26], v[27:28], v[21:22]
	v_mul_f64 v[25:26], v[14:15], -v[19:20]
	v_mul_f64 v[27:28], v[16:17], 0.5
	v_add_f64 v[21:22], v[23:24], v[21:22]
	v_mov_b32_e32 v23, 0xb42fdfa7
	v_mov_b32_e32 v24, 0xbe5ae600
	v_fma_f64 v[23:24], v[19:20], s[16:17], v[23:24]
	s_mov_b32 s16, 0x796cde01
	s_mov_b32 s17, 0x3ec71de3
	v_fma_f64 v[23:24], v[19:20], v[23:24], s[16:17]
	s_mov_b32 s16, 0x19e83e5c
	s_mov_b32 s17, 0xbf2a01a0
	v_fma_f64 v[23:24], v[19:20], v[23:24], s[16:17]
	s_mov_b32 s16, 0x11110bb3
	s_mov_b32 s17, 0x3f811111
	v_fma_f64 v[23:24], v[19:20], v[23:24], s[16:17]
	v_fma_f64 v[23:24], v[25:26], v[23:24], v[27:28]
	v_fma_f64 v[16:17], v[19:20], v[23:24], -v[16:17]
	v_fma_f64 v[16:17], v[25:26], s[10:11], v[16:17]
	s_movk_i32 s10, 0x1f8
	v_cmp_class_f64_e64 s[10:11], v[12:13], s10
	v_add_f64 v[14:15], v[14:15], -v[16:17]
	v_and_b32_e32 v16, 1, v18
	v_cmp_eq_u32_e32 vcc, 0, v16
	v_lshlrev_b32_e32 v16, 30, v18
	v_xor_b32_e32 v16, v16, v3
	v_and_b32_e32 v16, 0x80000000, v16
                                        ; implicit-def: $vgpr18
	v_cndmask_b32_e32 v15, v22, v15, vcc
	v_cndmask_b32_e32 v14, v21, v14, vcc
	v_xor_b32_e32 v15, v15, v16
	v_mov_b32_e32 v16, 0x7ff80000
	v_cndmask_b32_e64 v14, 0, v14, s[10:11]
	v_cndmask_b32_e64 v15, v16, v15, s[10:11]
	global_store_dwordx2 v[4:5], v[14:15], off offset:24
                                        ; implicit-def: $vgpr14_vgpr15
                                        ; implicit-def: $vgpr16_vgpr17
	s_and_saveexec_b64 s[16:17], s[12:13]
	s_xor_b64 s[16:17], exec, s[16:17]
	s_cbranch_execz .LBB3_6
; %bb.5:
	v_trig_preop_f64 v[14:15], v[12:13], 0
	v_trig_preop_f64 v[16:17], v[12:13], 1
	v_trig_preop_f64 v[18:19], v[12:13], 2
	s_mov_b32 s19, 0x7b000000
	s_movk_i32 s12, 0xff80
	v_cmp_le_f64_e32 vcc, s[18:19], v[12:13]
	v_ldexp_f64 v[20:21], v[12:13], s12
	s_movk_i32 s12, 0x204
	s_mov_b32 s18, 0x33145c07
	s_mov_b32 s19, 0x3c91a626
	v_cndmask_b32_e32 v13, v13, v21, vcc
	v_cndmask_b32_e32 v12, v12, v20, vcc
	v_mul_f64 v[24:25], v[14:15], v[12:13]
	v_mul_f64 v[22:23], v[16:17], v[12:13]
	v_mul_f64 v[20:21], v[18:19], v[12:13]
	v_fma_f64 v[16:17], v[16:17], v[12:13], -v[22:23]
	v_fma_f64 v[18:19], v[18:19], v[12:13], -v[20:21]
	v_fma_f64 v[12:13], v[14:15], v[12:13], -v[24:25]
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
	v_cmp_class_f64_e64 s[12:13], v[14:15], s12
	v_mov_b32_e32 v15, 0x40100000
	v_mov_b32_e32 v14, 0
	v_cndmask_b32_e64 v17, v17, 0, s[12:13]
	v_cndmask_b32_e64 v16, v16, 0, s[12:13]
	v_ldexp_f64 v[16:17], v[16:17], 2
	v_add_f64 v[20:21], v[16:17], v[18:19]
	v_cmp_gt_f64_e32 vcc, 0, v[20:21]
	v_cndmask_b32_e32 v15, 0, v15, vcc
	v_add_f64 v[15:16], v[16:17], v[14:15]
	v_add_f64 v[20:21], v[18:19], v[15:16]
	v_cvt_i32_f64_e32 v17, v[20:21]
	v_cvt_f64_i32_e32 v[20:21], v17
	v_add_f64 v[15:16], v[15:16], -v[20:21]
	v_add_f64 v[20:21], v[18:19], v[15:16]
	v_add_f64 v[15:16], v[20:21], -v[15:16]
	v_cmp_le_f64_e32 vcc, 0.5, v[20:21]
	v_add_f64 v[15:16], v[18:19], -v[15:16]
	v_addc_co_u32_e64 v18, s[12:13], 0, v17, vcc
	s_mov_b32 s12, 0x54442d18
	s_mov_b32 s13, 0x3ff921fb
	v_add_f64 v[12:13], v[12:13], v[15:16]
	v_mov_b32_e32 v15, 0x3ff00000
	v_cndmask_b32_e32 v15, 0, v15, vcc
	v_add_f64 v[14:15], v[20:21], -v[14:15]
	v_add_f64 v[16:17], v[14:15], v[12:13]
	v_add_f64 v[14:15], v[16:17], -v[14:15]
	v_mul_f64 v[19:20], v[16:17], s[12:13]
	v_add_f64 v[12:13], v[12:13], -v[14:15]
	v_fma_f64 v[14:15], v[16:17], s[12:13], -v[19:20]
	v_fma_f64 v[14:15], v[16:17], s[18:19], v[14:15]
	v_fma_f64 v[12:13], v[12:13], s[12:13], v[14:15]
	v_add_f64 v[14:15], v[19:20], v[12:13]
	v_add_f64 v[16:17], v[14:15], -v[19:20]
	v_add_f64 v[16:17], v[12:13], -v[16:17]
                                        ; implicit-def: $vgpr12_vgpr13
.LBB3_6:
	s_andn2_saveexec_b64 s[12:13], s[16:17]
	s_cbranch_execz .LBB3_8
; %bb.7:
	s_mov_b32 s16, 0x6dc9c883
	s_mov_b32 s17, 0x3fe45f30
	v_mul_f64 v[14:15], v[12:13], s[16:17]
	s_mov_b32 s16, 0x54442d18
	s_mov_b32 s17, 0xbff921fb
	s_mov_b32 s19, 0xbc91a626
	s_mov_b32 s18, 0x33145c00
	v_rndne_f64_e32 v[18:19], v[14:15]
	v_fma_f64 v[12:13], v[18:19], s[16:17], v[12:13]
	v_mul_f64 v[14:15], v[18:19], s[18:19]
	s_mov_b32 s16, 0x252049c0
	s_mov_b32 s17, 0xb97b839a
	v_add_f64 v[16:17], v[12:13], v[14:15]
	v_add_f64 v[20:21], v[12:13], -v[16:17]
	v_fma_f64 v[12:13], v[18:19], s[18:19], v[12:13]
	s_mov_b32 s19, 0x3c91a626
	v_add_f64 v[20:21], v[20:21], v[14:15]
	v_add_f64 v[16:17], v[16:17], -v[12:13]
	v_fma_f64 v[14:15], v[18:19], s[18:19], v[14:15]
	v_add_f64 v[16:17], v[16:17], v[20:21]
	v_add_f64 v[14:15], v[16:17], -v[14:15]
	v_fma_f64 v[16:17], v[18:19], s[16:17], v[14:15]
	v_cvt_i32_f64_e32 v18, v[18:19]
	v_add_f64 v[14:15], v[12:13], v[16:17]
	v_add_f64 v[12:13], v[14:15], -v[12:13]
	v_add_f64 v[16:17], v[16:17], -v[12:13]
.LBB3_8:
	s_or_b64 exec, exec, s[12:13]
	v_mul_f64 v[12:13], v[14:15], v[14:15]
	s_mov_b32 s12, 0xf9a43bb8
	v_mov_b32_e32 v19, 0xb42fdfa7
	v_mov_b32_e32 v20, 0xbe5ae600
	s_mov_b32 s13, 0x3de5e0b2
	s_mov_b32 s16, 0x796cde01
	s_mov_b32 s17, 0x3ec71de3
	s_mov_b32 s18, 0xffda0d24
	v_mul_f64 v[21:22], v[12:13], 0.5
	v_fma_f64 v[19:20], v[12:13], s[12:13], v[19:20]
	s_mov_b32 s12, 0x652b82fe
	s_mov_b32 s13, 0x3ff71547
	v_mul_f64 v[23:24], v[8:9], s[12:13]
	s_mov_b32 s19, 0x3c7777d0
	v_add_f64 v[25:26], -v[21:22], 1.0
	v_fma_f64 v[19:20], v[12:13], v[19:20], s[16:17]
	s_mov_b32 s16, 0x19e83e5c
	s_mov_b32 s17, 0xbf2a01a0
	v_fma_f64 v[27:28], v[8:9], s[12:13], -v[23:24]
	v_add_f64 v[29:30], -v[25:26], 1.0
	v_fma_f64 v[19:20], v[12:13], v[19:20], s[16:17]
	s_mov_b32 s17, 0x3f811111
	s_mov_b32 s16, 0x11110bb3
	v_fma_f64 v[10:11], v[10:11], s[12:13], v[27:28]
	v_mul_f64 v[27:28], v[16:17], 0.5
	s_mov_b32 s12, 0x46cc5e42
	s_mov_b32 s13, 0xbda907db
	v_add_f64 v[21:22], v[29:30], -v[21:22]
	v_mul_f64 v[29:30], v[14:15], -v[12:13]
	v_fma_f64 v[19:20], v[12:13], v[19:20], s[16:17]
	s_mov_b32 s16, 0x11122322
	v_fma_f64 v[8:9], v[8:9], s[18:19], v[10:11]
	s_mov_b32 s19, 0xbfc55555
	v_fma_f64 v[21:22], v[14:15], -v[16:17], v[21:22]
	v_fma_f64 v[19:20], v[29:30], v[19:20], v[27:28]
	v_mov_b32_e32 v27, 0x9037ab78
	v_mov_b32_e32 v28, 0x3e21eeb6
	v_fma_f64 v[27:28], v[12:13], s[12:13], v[27:28]
	s_mov_b32 s12, 0xa17f65f6
	s_mov_b32 s13, 0xbe927e4f
	v_fma_f64 v[16:17], v[12:13], v[19:20], -v[16:17]
	v_rndne_f64_e32 v[19:20], v[2:3]
	v_fma_f64 v[27:28], v[12:13], v[27:28], s[12:13]
	s_mov_b32 s12, 0x19f4ec90
	s_mov_b32 s13, 0x3efa01a0
	v_fma_f64 v[27:28], v[12:13], v[27:28], s[12:13]
	s_mov_b32 s12, 0x16c16967
	s_mov_b32 s13, 0xbf56c16c
	v_fma_f64 v[27:28], v[12:13], v[27:28], s[12:13]
	s_mov_b32 s13, 0x3fa55555
	s_mov_b32 s12, 0x55555555
	s_mov_b32 s18, s12
	v_fma_f64 v[16:17], v[29:30], s[18:19], v[16:17]
	s_mov_b32 s18, 0x3b39803f
	s_mov_b32 s19, 0x3c7abc9e
	v_fma_f64 v[27:28], v[12:13], v[27:28], s[12:13]
	v_mul_f64 v[12:13], v[12:13], v[12:13]
	s_mov_b32 s12, 0x555502a1
	v_add_f64 v[14:15], v[14:15], -v[16:17]
	v_fma_f64 v[10:11], v[12:13], v[27:28], v[21:22]
	v_add_f64 v[12:13], v[2:3], -v[19:20]
	v_add_f64 v[21:22], v[23:24], v[8:9]
	v_div_scale_f64 v[27:28], s[20:21], v[0:1], v[0:1], v[2:3]
	v_xor_b32_e32 v15, 0x80000000, v15
	v_add_f64 v[10:11], v[25:26], v[10:11]
	v_mul_f64 v[29:30], v[12:13], s[18:19]
	v_add_f64 v[25:26], v[21:22], v[6:7]
	s_mov_b32 s18, 0xfefa39ef
	s_mov_b32 s19, 0x3fe62e42
	v_add_f64 v[16:17], v[21:22], -v[23:24]
	v_fma_f64 v[12:13], v[12:13], s[18:19], v[29:30]
	v_add_f64 v[23:24], v[25:26], -v[6:7]
	v_rcp_f64_e32 v[29:30], v[27:28]
	s_mov_b32 s18, 0x6a5dcb37
	v_add_f64 v[8:9], v[8:9], -v[16:17]
	s_mov_b32 s19, 0x3e5ade15
	v_add_f64 v[16:17], v[23:24], -v[25:26]
	v_add_f64 v[21:22], v[21:22], -v[23:24]
	v_add_f64 v[6:7], v[16:17], v[6:7]
	v_fma_f64 v[16:17], -v[27:28], v[29:30], 1.0
	v_add_f64 v[6:7], v[21:22], v[6:7]
	v_fma_f64 v[16:17], v[29:30], v[16:17], v[29:30]
	v_mov_b32_e32 v29, 0xfca7ab0c
	v_mov_b32_e32 v30, 0x3e928af3
	v_fma_f64 v[29:30], v[12:13], s[18:19], v[29:30]
	s_mov_b32 s18, 0x623fde64
	s_mov_b32 s19, 0x3ec71dee
	v_add_f64 v[6:7], v[8:9], v[6:7]
	v_fma_f64 v[23:24], -v[27:28], v[16:17], 1.0
	v_fma_f64 v[29:30], v[12:13], v[29:30], s[18:19]
	s_mov_b32 s18, 0x7c89e6b0
	s_mov_b32 s19, 0x3efa0199
	v_fma_f64 v[16:17], v[16:17], v[23:24], v[16:17]
	v_div_scale_f64 v[23:24], vcc, v[2:3], v[0:1], v[2:3]
	v_fma_f64 v[29:30], v[12:13], v[29:30], s[18:19]
	s_mov_b32 s18, 0x14761f6e
	s_mov_b32 s19, 0x3f2a01a0
	v_fma_f64 v[29:30], v[12:13], v[29:30], s[18:19]
	s_mov_b32 s18, 0x1852b7b0
	s_mov_b32 s19, 0x3f56c16c
	v_mul_f64 v[21:22], v[23:24], v[16:17]
	v_fma_f64 v[29:30], v[12:13], v[29:30], s[18:19]
	v_fma_f64 v[23:24], -v[27:28], v[21:22], v[23:24]
	v_and_b32_e32 v27, 1, v18
	v_fma_f64 v[29:30], v[12:13], v[29:30], s[16:17]
	v_div_fmas_f64 v[8:9], v[23:24], v[16:17], v[21:22]
	v_fma_f64 v[29:30], v[12:13], v[29:30], s[12:13]
	s_mov_b32 s12, 0x55555511
	s_mov_b32 s13, 0x3fc55555
	v_fma_f64 v[29:30], v[12:13], v[29:30], s[12:13]
	s_mov_b32 s12, 11
	s_mov_b32 s13, 0x3fe00000
	v_div_fixup_f64 v[2:3], v[8:9], v[0:1], v[2:3]
	v_fma_f64 v[29:30], v[12:13], v[29:30], s[12:13]
	v_cmp_eq_u32_e64 s[12:13], 0, v27
	v_cndmask_b32_e64 v14, v14, v10, s[12:13]
	v_cvt_i32_f64_e32 v10, v[19:20]
	v_cndmask_b32_e64 v15, v15, v11, s[12:13]
	v_lshlrev_b32_e32 v11, 30, v18
	v_and_b32_e32 v16, 0x80000000, v11
	v_fma_f64 v[29:30], v[12:13], v[29:30], 1.0
	v_fma_f64 v[12:13], v[12:13], v[29:30], 1.0
	v_ldexp_f64 v[10:11], v[12:13], v10
	v_xor_b32_e32 v13, v15, v16
	v_cndmask_b32_e64 v12, 0, v14, s[10:11]
	v_add_f64 v[14:15], v[25:26], v[6:7]
	v_mov_b32_e32 v6, 0x7ff00000
	v_mov_b32_e32 v16, 0x7ff80000
	v_cndmask_b32_e64 v13, v16, v13, s[10:11]
	global_store_dwordx2 v[4:5], v[12:13], off offset:32
	v_cndmask_b32_e64 v7, v11, v6, s[0:1]
	v_cndmask_b32_e64 v6, v10, 0, s[14:15]
	s_or_b64 s[0:1], s[8:9], s[6:7]
	v_cndmask_b32_e64 v10, v14, v0, s[4:5]
	v_cndmask_b32_e64 v0, v15, v1, s[4:5]
	v_cndmask_b32_e64 v0, v0, v16, s[6:7]
	v_mov_b32_e32 v1, 0xfff00000
	v_cndmask_b32_e64 v7, v7, 0, s[2:3]
	v_cndmask_b32_e64 v8, v10, 0, s[0:1]
	v_cndmask_b32_e64 v9, v0, v1, s[8:9]
	global_store_dwordx4 v[4:5], v[6:9], off offset:40
	global_store_dwordx2 v[4:5], v[2:3], off offset:56
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
		.amdhsa_next_free_vgpr 35
		.amdhsa_next_free_sgpr 22
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_reserve_xnack_mask 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
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
; codeLenInByte = 6276
; NumSgprs: 24
; NumVgprs: 35
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 8
; NumSGPRsForWavesPerEU: 24
; NumVGPRsForWavesPerEU: 35
; Occupancy: 7
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
	s_load_dword s9, s[4:5], 0x4
	s_load_dword s12, s[6:7], 0x18
	s_load_dwordx4 s[0:3], s[6:7], 0x0
	s_load_dwordx2 s[10:11], s[6:7], 0x10
	v_mov_b32_e32 v1, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s4, s9, 0xffff
	s_mul_i32 s8, s8, s4
	s_add_i32 s12, s12, s8
	v_add_u32_e32 v0, s12, v0
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_mov_b32_e32 v5, s1
	v_add_co_u32_e32 v4, vcc, s0, v2
	v_addc_co_u32_e32 v5, vcc, v5, v3, vcc
	global_load_dword v4, v[4:5], off
	v_mov_b32_e32 v5, s3
	v_add_co_u32_e32 v2, vcc, s2, v2
	v_addc_co_u32_e32 v3, vcc, v5, v3, vcc
	global_load_dword v2, v[2:3], off
	v_lshlrev_b32_e32 v0, 3, v0
	v_lshlrev_b64 v[7:8], 2, v[0:1]
	v_mov_b32_e32 v10, s11
	v_add_co_u32_e32 v9, vcc, s10, v7
	v_addc_co_u32_e32 v10, vcc, v10, v8, vcc
	s_waitcnt vmcnt(1)
	v_mul_f32_e32 v3, 0.15915494, v4
	v_exp_f32_e32 v0, v4
	v_mov_b32_e32 v7, v0
	s_waitcnt vmcnt(0)
	v_log_f32_e32 v1, v2
	v_rcp_f32_e32 v4, v2
	v_rsq_f32_e32 v5, v2
	v_sqrt_f32_e32 v6, v2
	v_sin_f32_e32 v2, v3
	v_cos_f32_e32 v3, v3
	global_store_dwordx4 v[9:10], v[0:3], off
	global_store_dwordx4 v[9:10], v[4:7], off offset:16
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
		.amdhsa_next_free_vgpr 11
		.amdhsa_next_free_sgpr 13
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_reserve_xnack_mask 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
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
; codeLenInByte = 196
; NumSgprs: 15
; NumVgprs: 11
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 15
; NumVGPRsForWavesPerEU: 11
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
    .sgpr_count:     22
    .sgpr_spill_count: 0
    .symbol:         math_exact_f32.kd
    .uses_dynamic_stack: false
    .vgpr_count:     18
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
    .sgpr_count:     22
    .sgpr_spill_count: 0
    .symbol:         math_exact_f64.kd
    .uses_dynamic_stack: false
    .vgpr_count:     20
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
    .sgpr_count:     15
    .sgpr_spill_count: 0
    .symbol:         math_approx_f32.kd
    .uses_dynamic_stack: false
    .vgpr_count:     18
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
    .sgpr_count:     24
    .sgpr_spill_count: 0
    .symbol:         math_approx_f64.kd
    .uses_dynamic_stack: false
    .vgpr_count:     35
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
    .sgpr_count:     15
    .sgpr_spill_count: 0
    .symbol:         math_native.kd
    .uses_dynamic_stack: false
    .vgpr_count:     11
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx900
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
