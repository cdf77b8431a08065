	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx600"
	.protected	conv_f64                ; -- Begin function conv_f64
	.globl	conv_f64
	.p2align	8
	.type	conv_f64,@function
conv_f64:                               ; @conv_f64
; %bb.0:
	s_load_dword s0, s[4:5], 0x1
	s_load_dword s1, s[6:7], 0xe
	s_load_dwordx8 s[12:19], s[6:7], 0x0
	v_mov_b32_e32 v1, 0
	s_mov_b32 s11, 0x100f000
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s0, 0xffff
	s_mul_i32 s8, s8, s0
	v_add_i32_e32 v0, vcc, s1, v0
	v_add_i32_e32 v0, vcc, s8, v0
	v_lshl_b64 v[2:3], v[0:1], 3
	s_mov_b32 s10, 0
	s_mov_b64 s[8:9], s[12:13]
	buffer_load_dwordx2 v[4:5], v[2:3], s[8:11], 0 addr64
	s_brev_b32 s0, -2
	v_mov_b32_e32 v9, 0x43300000
	v_mov_b32_e32 v6, -1
	v_mov_b32_e32 v7, 0x3fefffff
	v_mov_b32_e32 v8, v1
	s_mov_b32 s5, 0x432fffff
	s_mov_b32 s4, -1
	s_movk_i32 s12, 0xfc01
	s_mov_b32 s1, 0xc1e00000
	s_mov_b32 s21, 0xc3e00000
	s_mov_b32 s20, s10
	s_mov_b32 s23, 0x43dfffff
	s_mov_b32 s22, s4
	s_mov_b32 s2, 0xffc00000
	s_mov_b32 s3, 0x41dfffff
	v_mov_b32_e32 v17, 0x3ff00000
	s_mov_b32 s8, 0xffe00000
	s_mov_b32 s13, 0xc0e00000
	s_mov_b32 s9, 0x41efffff
	s_mov_b32 s25, 0x40dfffc0
	s_mov_b32 s24, s10
	s_mov_b32 s27, 0x406fe000
	s_mov_b32 s26, s10
	s_waitcnt vmcnt(0)
	v_fract_f64_e32 v[10:11], v[4:5]
	v_bfi_b32 v9, s0, v9, v5
	v_add_f64 v[12:13], v[4:5], v[8:9]
	v_min_f64 v[10:11], v[10:11], v[6:7]
	v_cmp_class_f64_e64 vcc, v[4:5], 3
	v_add_f64 v[8:9], v[12:13], -v[8:9]
	v_cndmask_b32_e32 v10, v10, v4, vcc
	v_cndmask_b32_e32 v11, v11, v5, vcc
	v_cmp_gt_f64_e64 vcc, |v[4:5]|, s[4:5]
	v_bfe_u32 v14, v5, 20, 11
	v_cndmask_b32_e32 v9, v9, v5, vcc
	v_cndmask_b32_e32 v8, v8, v4, vcc
	v_add_i32_e32 v16, vcc, s12, v14
	s_mov_b32 s5, 0xfffff
	v_lshr_b64 v[14:15], s[4:5], v16
	s_mov_b32 s0, s10
	v_not_b32_e32 v15, v15
	v_not_b32_e32 v14, v14
	v_and_b32_e32 v18, 0x80000000, v5
	v_and_b32_e32 v15, v5, v15
	v_and_b32_e32 v14, v4, v14
	v_cmp_gt_i32_e32 vcc, 0, v16
	v_max_f64 v[12:13], v[8:9], s[0:1]
	v_cndmask_b32_e32 v15, v15, v18, vcc
	v_cndmask_b32_e64 v14, v14, 0, vcc
	v_max_f64 v[8:9], v[8:9], s[20:21]
	v_cmp_lt_i32_e64 s[0:1], 51, v16
	v_cndmask_b32_e64 v15, v15, v5, s[0:1]
	v_cndmask_b32_e64 v14, v14, v4, s[0:1]
	v_cmp_lt_f64_e32 vcc, 0, v[4:5]
	v_min_f64 v[8:9], v[8:9], s[22:23]
	v_cmp_lg_f64_e64 s[0:1], v[4:5], v[14:15]
	v_bfe_u32 v16, v9, 20, 11
	s_and_b64 vcc, vcc, s[0:1]
	v_min_f64 v[12:13], v[12:13], s[2:3]
	v_add_f64 v[10:11], v[4:5], -v[10:11]
	v_add_i32_e64 v18, s[2:3], s12, v16
	v_mov_b32_e32 v16, v1
	v_cndmask_b32_e32 v17, 0, v17, vcc
	v_add_f64 v[14:15], v[14:15], v[16:17]
	v_max_f64 v[10:11], v[10:11], 0
	s_mov_b32 s12, s10
	v_cvt_i32_f64_e32 v19, v[12:13]
	v_lshr_b64 v[16:17], s[4:5], v18
	v_max_f64 v[14:15], v[14:15], s[12:13]
	v_min_f64 v[10:11], v[10:11], s[8:9]
	v_lshl_b64 v[12:13], v[0:1], 2
	s_mov_b64 s[8:9], s[14:15]
	v_not_b32_e32 v17, v17
	v_min_f64 v[14:15], v[14:15], s[24:25]
	s_load_dwordx4 s[0:3], s[6:7], 0x8
	s_load_dwordx4 s[4:7], s[6:7], 0xc
	v_cvt_u32_f64_e32 v20, v[10:11]
	buffer_store_dword v19, v[12:13], s[8:11], 0 addr64
	s_waitcnt expcnt(0)
	v_and_b32_e32 v19, 0x80000000, v9
	v_and_b32_e32 v17, v9, v17
	v_cmp_gt_i32_e32 vcc, 0, v18
	v_not_b32_e32 v16, v16
	v_cndmask_b32_e32 v17, v17, v19, vcc
	v_cvt_i32_f64_e32 v19, v[14:15]
	v_and_b32_e32 v16, v8, v16
	s_mov_b64 s[8:9], s[16:17]
	v_lshl_b64 v[14:15], v[0:1], 1
	v_cndmask_b32_e64 v16, v16, 0, vcc
	v_cmp_lt_i32_e32 vcc, 51, v18
	buffer_store_dword v20, v[12:13], s[8:11], 0 addr64
	s_mov_b64 s[8:9], s[18:19]
	v_cndmask_b32_e32 v9, v17, v9, vcc
	v_cndmask_b32_e32 v8, v16, v8, vcc
	s_waitcnt lgkmcnt(0)
	s_mov_b32 s7, 0x3df00000
	s_mov_b32 s6, s10
	buffer_store_short v19, v[14:15], s[8:11], 0 addr64
	v_mul_f64 v[14:15], v[8:9], s[6:7]
	v_max_f64 v[10:11], v[4:5], v[4:5]
	v_fract_f64_e32 v[16:17], v[14:15]
	v_max_f64 v[10:11], v[10:11], 0
	v_min_f64 v[6:7], v[16:17], v[6:7]
	v_cmp_class_f64_e64 vcc, v[14:15], 3
	v_min_f64 v[10:11], v[10:11], s[26:27]
	v_cndmask_b32_e32 v6, v6, v14, vcc
	v_cndmask_b32_e32 v7, v7, v15, vcc
	v_cvt_u32_f64_e32 v10, v[10:11]
	v_add_f64 v[6:7], v[14:15], -v[6:7]
	s_mov_b32 s7, 0xc1f00000
	v_fma_f64 v[8:9], v[6:7], s[6:7], v[8:9]
	s_mov_b64 s[8:9], s[0:1]
	v_cvt_u32_f64_e32 v8, v[8:9]
	buffer_store_byte v10, v[0:1], s[8:11], 0 addr64
	v_cvt_i32_f64_e32 v0, v[6:7]
	v_cmp_nlt_f64_e32 vcc, s[22:23], v[4:5]
	v_bfrev_b32_e32 v1, -2
	v_cndmask_b32_e32 v6, -1, v8, vcc
	v_cndmask_b32_e32 v0, v1, v0, vcc
	v_cmp_ngt_f64_e32 vcc, s[20:21], v[4:5]
	v_cvt_f32_f64_e32 v4, v[4:5]
	v_bfrev_b32_e32 v1, 1
	v_cndmask_b32_e32 v1, v1, v0, vcc
	v_cndmask_b32_e32 v0, 0, v6, vcc
	s_mov_b64 s[8:9], s[2:3]
	s_mov_b64 s[6:7], s[10:11]
	buffer_store_dwordx2 v[0:1], v[2:3], s[8:11], 0 addr64
	buffer_store_dword v4, v[12:13], s[4:7], 0 addr64
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel conv_f64
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 112
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
		.amdhsa_next_free_vgpr 21
		.amdhsa_next_free_sgpr 28
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
	.size	conv_f64, .Lfunc_end0-conv_f64
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 956
; NumSgprs: 30
; NumVgprs: 21
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 3
; VGPRBlocks: 5
; NumSGPRsForWavesPerEU: 30
; NumVGPRsForWavesPerEU: 21
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
	.protected	conv_f16                ; -- Begin function conv_f16
	.globl	conv_f16
	.p2align	8
	.type	conv_f16,@function
conv_f16:                               ; @conv_f16
; %bb.0:
	s_load_dword s0, s[4:5], 0x1
	s_load_dword s1, s[6:7], 0xa
	s_load_dwordx8 s[12:19], s[6:7], 0x0
	v_mov_b32_e32 v1, 0
	s_mov_b32 s3, 0x100f000
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s0, 0xffff
	s_mul_i32 s8, s8, s0
	v_add_i32_e32 v0, vcc, s1, v0
	v_add_i32_e32 v0, vcc, s8, v0
	v_lshl_b64 v[2:3], v[0:1], 2
	s_mov_b32 s2, 0
	s_mov_b64 s[0:1], s[12:13]
	buffer_load_dword v4, v[2:3], s[0:3], 0 addr64
	s_mov_b64 s[0:1], s[14:15]
	s_mov_b32 s9, 0xc77fe000
	v_mov_b32_e32 v6, 0x477fe000
	s_mov_b32 s8, 0x477fe000
	s_load_dwordx4 s[4:7], s[6:7], 0x8
	v_mov_b32_e32 v7, 0x7fff
	v_mov_b32_e32 v9, 0xffff8000
	s_waitcnt lgkmcnt(0)
	s_mov_b64 s[6:7], s[2:3]
	s_waitcnt vmcnt(0)
	v_cvt_f16_f32_e32 v8, v4
	v_lshl_b64 v[4:5], v[0:1], 1
	v_cvt_f32_f16_e32 v10, v8
	buffer_store_short v8, v[4:5], s[0:3], 0 addr64
	s_mov_b64 s[0:1], s[16:17]
	s_waitcnt expcnt(0)
	v_rndne_f32_e32 v8, v10
	v_med3_f32 v6, v8, s9, v6
	v_mul_f32_e32 v11, 1.0, v10
	v_cvt_i32_f32_e32 v6, v6
	v_max_f32_e32 v8, 0, v11
	v_min_f32_e32 v8, 0x437f0000, v8
	v_cvt_u32_f32_e32 v8, v8
	v_cmp_nlt_f32_e32 vcc, s8, v10
	v_cndmask_b32_e32 v6, v7, v6, vcc
	v_cmp_ngt_f32_e32 vcc, s9, v10
	v_cndmask_b32_e32 v6, v9, v6, vcc
	buffer_store_short v6, v[4:5], s[0:3], 0 addr64
	s_mov_b64 s[0:1], s[18:19]
	v_add_f32_e32 v12, v10, v10
	buffer_store_byte v8, v[0:1], s[0:3], 0 addr64
	buffer_store_dword v12, v[2:3], s[4:7], 0 addr64
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel conv_f16
		.amdhsa_group_segment_fixed_size 0
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
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 13
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
.Lfunc_end1:
	.size	conv_f16, .Lfunc_end1-conv_f16
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 256
; NumSgprs: 22
; NumVgprs: 13
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 22
; NumVGPRsForWavesPerEU: 13
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
	.protected	conv_int_float          ; -- Begin function conv_int_float
	.globl	conv_int_float
	.p2align	8
	.type	conv_int_float,@function
conv_int_float:                         ; @conv_int_float
; %bb.0:
	s_load_dword s0, s[4:5], 0x1
	s_load_dword s1, s[6:7], 0xa
	s_load_dwordx8 s[12:19], s[6:7], 0x0
	v_mov_b32_e32 v1, 0
	s_mov_b32 s3, 0x100f000
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s0, 0xffff
	s_mul_i32 s8, s8, s0
	v_add_i32_e32 v0, vcc, s1, v0
	v_add_i32_e32 v0, vcc, s8, v0
	v_lshl_b64 v[2:3], v[0:1], 3
	s_mov_b32 s2, 0
	s_mov_b64 s[0:1], s[12:13]
	buffer_load_dwordx2 v[4:5], v[2:3], s[0:3], 0 addr64
	s_load_dwordx4 s[4:7], s[6:7], 0x8
	v_lshl_b64 v[0:1], v[0:1], 2
	s_mov_b64 s[0:1], s[14:15]
	s_waitcnt lgkmcnt(0)
	s_mov_b64 s[6:7], s[2:3]
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v10, v4, v5
	v_ffbh_i32_e32 v11, v5
	v_ashrrev_i32_e32 v10, 31, v10
	v_ffbh_u32_e32 v12, v5
	v_add_i32_e32 v14, vcc, -1, v11
	v_add_i32_e32 v15, vcc, 32, v10
	v_min_u32_e32 v12, 32, v12
	v_min_u32_e32 v14, v14, v15
	v_cvt_f64_u32_e32 v[6:7], v5
	v_cvt_f64_u32_e32 v[8:9], v4
	v_cvt_f32_i32_e32 v13, v4
	v_lshl_b64 v[10:11], v[4:5], v12
	v_lshl_b64 v[4:5], v[4:5], v14
	v_min_u32_e32 v10, 1, v10
	v_min_u32_e32 v4, 1, v4
	v_or_b32_e32 v4, v5, v4
	v_or_b32_e32 v10, v11, v10
	v_cvt_f32_i32_e32 v11, v4
	v_ldexp_f64 v[6:7], v[6:7], 32
	v_cvt_f32_u32_e32 v10, v10
	v_sub_i32_e32 v14, vcc, 32, v14
	v_add_f64 v[4:5], v[6:7], v[8:9]
	v_ldexp_f32_e32 v7, v11, v14
	v_sub_i32_e32 v12, vcc, 32, v12
	buffer_store_dword v7, v[0:1], s[0:3], 0 addr64
	s_mov_b64 s[0:1], s[16:17]
	v_ldexp_f32_e32 v6, v10, v12
	buffer_store_dwordx2 v[4:5], v[2:3], s[0:3], 0 addr64
	s_mov_b64 s[0:1], s[18:19]
	buffer_store_dword v6, v[0:1], s[0:3], 0 addr64
	buffer_store_dword v13, v[0:1], s[4:7], 0 addr64
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel conv_int_float
		.amdhsa_group_segment_fixed_size 0
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
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 16
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
.Lfunc_end2:
	.size	conv_int_float, .Lfunc_end2-conv_int_float
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 268
; NumSgprs: 22
; NumVgprs: 16
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 22
; NumVGPRsForWavesPerEU: 16
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
        .type_name:      'double*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         24
        .size:           8
        .type_name:      'short*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         32
        .size:           8
        .type_name:      'uchar*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         40
        .size:           8
        .type_name:      'long*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         48
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .offset:         56
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         64
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         72
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .address_space:  global
        .offset:         80
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         88
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         96
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         104
        .size:           8
        .value_kind:     hidden_none
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 112
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           conv_f64
    .private_segment_fixed_size: 0
    .sgpr_count:     30
    .sgpr_spill_count: 0
    .symbol:         conv_f64.kd
    .uses_dynamic_stack: false
    .vgpr_count:     21
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
        .offset:         8
        .size:           8
        .type_name:      'half*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'short*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         24
        .size:           8
        .type_name:      'uchar*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         32
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 96
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           conv_f16
    .private_segment_fixed_size: 0
    .sgpr_count:     22
    .sgpr_spill_count: 0
    .symbol:         conv_f16.kd
    .uses_dynamic_stack: false
    .vgpr_count:     13
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'long*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'double*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         24
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         32
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 96
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           conv_int_float
    .private_segment_fixed_size: 0
    .sgpr_count:     22
    .sgpr_spill_count: 0
    .symbol:         conv_int_float.kd
    .uses_dynamic_stack: false
    .vgpr_count:     16
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx600
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
