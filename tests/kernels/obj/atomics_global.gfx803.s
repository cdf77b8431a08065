	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx803"
	.protected	atomic_ret32            ; -- Begin function atomic_ret32
	.globl	atomic_ret32
	.p2align	8
	.type	atomic_ret32,@function
atomic_ret32:                           ; @atomic_ret32
; %bb.0:
	s_load_dword s9, s[4:5], 0x4
	s_load_dword s10, s[6:7], 0x18
	s_load_dwordx4 s[0:3], s[6:7], 0x0
	s_load_dwordx2 s[4:5], s[6:7], 0x10
	v_mov_b32_e32 v1, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s6, s9, 0xffff
	s_mul_i32 s8, s8, s6
	s_add_i32 s10, s10, s8
	v_add_u32_e32 v0, vcc, s10, v0
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_mov_b32_e32 v4, s3
	v_add_u32_e32 v2, vcc, s2, v2
	v_addc_u32_e32 v3, vcc, v4, v3, vcc
	flat_load_dword v2, v[2:3]
	v_mul_lo_u32 v0, v0, 12
	v_mov_b32_e32 v4, s1
	v_mov_b32_e32 v6, s5
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_add_u32_e32 v3, vcc, s0, v0
	v_addc_u32_e32 v4, vcc, v4, v1, vcc
	v_add_u32_e32 v5, vcc, s4, v0
	v_addc_u32_e32 v6, vcc, v6, v1, vcc
	v_add_u32_e32 v0, vcc, 4, v3
	v_addc_u32_e32 v1, vcc, 0, v4, vcc
	s_waitcnt vmcnt(0)
	flat_atomic_add v7, v[3:4], v2 glc
	s_waitcnt vmcnt(0)
	flat_store_dword v[5:6], v7
	flat_atomic_sub v9, v[0:1], v2 glc
	v_add_u32_e32 v0, vcc, 4, v5
	v_addc_u32_e32 v1, vcc, 0, v6, vcc
	v_add_u32_e32 v7, vcc, 8, v3
	v_addc_u32_e32 v8, vcc, 0, v4, vcc
	s_waitcnt vmcnt(0)
	flat_store_dword v[0:1], v9
	flat_atomic_smin v9, v[7:8], v2 glc
	v_add_u32_e32 v0, vcc, 8, v5
	v_addc_u32_e32 v1, vcc, 0, v6, vcc
	v_add_u32_e32 v7, vcc, 12, v3
	v_addc_u32_e32 v8, vcc, 0, v4, vcc
	s_waitcnt vmcnt(0)
	flat_store_dword v[0:1], v9
	flat_atomic_smax v9, v[7:8], v2 glc
	v_add_u32_e32 v0, vcc, 12, v5
	v_addc_u32_e32 v1, vcc, 0, v6, vcc
	v_add_u32_e32 v7, vcc, 16, v3
	v_addc_u32_e32 v8, vcc, 0, v4, vcc
	s_waitcnt vmcnt(0)
	flat_store_dword v[0:1], v9
	flat_atomic_and v9, v[7:8], v2 glc
	v_add_u32_e32 v0, vcc, 16, v5
	v_addc_u32_e32 v1, vcc, 0, v6, vcc
	v_add_u32_e32 v7, vcc, 20, v3
	v_addc_u32_e32 v8, vcc, 0, v4, vcc
	s_waitcnt vmcnt(0)
	flat_store_dword v[0:1], v9
	flat_atomic_or v9, v[7:8], v2 glc
	v_add_u32_e32 v0, vcc, 20, v5
	v_addc_u32_e32 v1, vcc, 0, v6, vcc
	v_add_u32_e32 v7, vcc, 24, v3
	v_addc_u32_e32 v8, vcc, 0, v4, vcc
	s_waitcnt vmcnt(0)
	flat_store_dword v[0:1], v9
	flat_atomic_xor v9, v[7:8], v2 glc
	v_add_u32_e32 v0, vcc, 24, v5
	v_addc_u32_e32 v1, vcc, 0, v6, vcc
	v_add_u32_e32 v7, vcc, 28, v3
	v_addc_u32_e32 v8, vcc, 0, v4, vcc
	s_waitcnt vmcnt(0)
	flat_store_dword v[0:1], v9
	flat_atomic_swap v0, v[7:8], v2 glc
	v_add_u32_e32 v7, vcc, 28, v5
	v_addc_u32_e32 v8, vcc, 0, v6, vcc
	v_add_u32_e32 v9, vcc, 32, v3
	v_addc_u32_e32 v10, vcc, 0, v4, vcc
	v_add_u32_e32 v1, vcc, 1, v2
	s_waitcnt vmcnt(0)
	flat_store_dword v[7:8], v0
	flat_atomic_cmpswap v9, v[9:10], v[1:2] glc
	v_add_u32_e32 v0, vcc, 32, v5
	v_addc_u32_e32 v1, vcc, 0, v6, vcc
	v_add_u32_e32 v7, vcc, 36, v3
	v_addc_u32_e32 v8, vcc, 0, v4, vcc
	s_waitcnt vmcnt(0)
	flat_store_dword v[0:1], v9
	flat_atomic_umin v9, v[7:8], v2 glc
	v_add_u32_e32 v0, vcc, 36, v5
	v_addc_u32_e32 v1, vcc, 0, v6, vcc
	v_add_u32_e32 v7, vcc, 40, v3
	v_addc_u32_e32 v8, vcc, 0, v4, vcc
	s_waitcnt vmcnt(0)
	flat_store_dword v[0:1], v9
	flat_atomic_umax v7, v[7:8], v2 glc
	v_add_u32_e32 v0, vcc, 40, v5
	v_addc_u32_e32 v1, vcc, 0, v6, vcc
	v_add_u32_e32 v2, vcc, 44, v3
	v_mov_b32_e32 v8, 1
	v_addc_u32_e32 v3, vcc, 0, v4, vcc
	s_waitcnt vmcnt(0)
	flat_store_dword v[0:1], v7
	flat_atomic_add v0, v[2:3], v8 glc
	flat_atomic_sub v1, v[2:3], v8 glc
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v2, vcc, v1, v0
	v_add_u32_e32 v0, vcc, 44, v5
	v_addc_u32_e32 v1, vcc, 0, v6, vcc
	flat_store_dword v[0:1], v2
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel atomic_ret32
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
		.amdhsa_next_free_sgpr 11
		.amdhsa_reserve_flat_scratch 0
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
	.size	atomic_ret32, .Lfunc_end0-atomic_ret32
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 572
; NumSgprs: 13
; NumVgprs: 11
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 13
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
	.text
	.protected	atomic_ret64            ; -- Begin function atomic_ret64
	.globl	atomic_ret64
	.p2align	8
	.type	atomic_ret64,@function
atomic_ret64:                           ; @atomic_ret64
; %bb.0:
	s_load_dword s9, s[4:5], 0x4
	s_load_dword s10, s[6:7], 0x18
	s_load_dwordx4 s[0:3], s[6:7], 0x0
	s_load_dwordx2 s[4:5], s[6:7], 0x10
	v_mov_b32_e32 v1, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s6, s9, 0xffff
	s_mul_i32 s8, s8, s6
	s_add_i32 s10, s10, s8
	v_add_u32_e32 v0, vcc, s10, v0
	v_lshlrev_b64 v[2:3], 3, v[0:1]
	v_mov_b32_e32 v4, s3
	v_add_u32_e32 v2, vcc, s2, v2
	v_addc_u32_e32 v3, vcc, v4, v3, vcc
	flat_load_dwordx2 v[2:3], v[2:3]
	v_mul_lo_u32 v0, v0, 12
	v_mov_b32_e32 v5, s1
	v_mov_b32_e32 v9, s5
	s_movk_i32 s1, 0x50
	v_lshlrev_b64 v[0:1], 3, v[0:1]
	v_add_u32_e32 v4, vcc, s0, v0
	v_addc_u32_e32 v5, vcc, v5, v1, vcc
	v_add_u32_e32 v8, vcc, s4, v0
	v_addc_u32_e32 v9, vcc, v9, v1, vcc
	v_add_u32_e32 v0, vcc, 8, v4
	v_addc_u32_e32 v1, vcc, 0, v5, vcc
	s_movk_i32 s0, 0x48
	s_waitcnt vmcnt(0)
	flat_atomic_add_x2 v[6:7], v[4:5], v[2:3] glc
	s_waitcnt vmcnt(0)
	flat_store_dwordx2 v[8:9], v[6:7]
	flat_atomic_sub_x2 v[0:1], v[0:1], v[2:3] glc
	v_add_u32_e32 v6, vcc, 8, v8
	v_addc_u32_e32 v7, vcc, 0, v9, vcc
	v_add_u32_e32 v10, vcc, 16, v4
	v_addc_u32_e32 v11, vcc, 0, v5, vcc
	s_waitcnt vmcnt(0)
	flat_store_dwordx2 v[6:7], v[0:1]
	flat_atomic_smin_x2 v[0:1], v[10:11], v[2:3] glc
	v_add_u32_e32 v6, vcc, 16, v8
	v_addc_u32_e32 v7, vcc, 0, v9, vcc
	v_add_u32_e32 v10, vcc, 24, v4
	v_addc_u32_e32 v11, vcc, 0, v5, vcc
	s_waitcnt vmcnt(0)
	flat_store_dwordx2 v[6:7], v[0:1]
	flat_atomic_smax_x2 v[0:1], v[10:11], v[2:3] glc
	v_add_u32_e32 v6, vcc, 24, v8
	v_addc_u32_e32 v7, vcc, 0, v9, vcc
	v_add_u32_e32 v10, vcc, 32, v4
	v_addc_u32_e32 v11, vcc, 0, v5, vcc
	s_waitcnt vmcnt(0)
	flat_store_dwordx2 v[6:7], v[0:1]
	flat_atomic_and_x2 v[0:1], v[10:11], v[2:3] glc
	v_add_u32_e32 v6, vcc, 32, v8
	v_addc_u32_e32 v7, vcc, 0, v9, vcc
	v_add_u32_e32 v10, vcc, 40, v4
	v_addc_u32_e32 v11, vcc, 0, v5, vcc
	s_waitcnt vmcnt(0)
	flat_store_dwordx2 v[6:7], v[0:1]
	flat_atomic_or_x2 v[0:1], v[10:11], v[2:3] glc
	v_add_u32_e32 v6, vcc, 40, v8
	v_addc_u32_e32 v7, vcc, 0, v9, vcc
	v_add_u32_e32 v10, vcc, 48, v4
	v_addc_u32_e32 v11, vcc, 0, v5, vcc
	s_waitcnt vmcnt(0)
	flat_store_dwordx2 v[6:7], v[0:1]
	flat_atomic_xor_x2 v[0:1], v[10:11], v[2:3] glc
	v_add_u32_e32 v6, vcc, 48, v8
	v_addc_u32_e32 v7, vcc, 0, v9, vcc
	v_add_u32_e32 v10, vcc, 56, v4
	v_addc_u32_e32 v11, vcc, 0, v5, vcc
	s_waitcnt vmcnt(0)
	flat_store_dwordx2 v[6:7], v[0:1]
	flat_atomic_swap_x2 v[6:7], v[10:11], v[2:3] glc
	v_add_u32_e32 v10, vcc, 56, v8
	v_addc_u32_e32 v11, vcc, 0, v9, vcc
	v_add_u32_e32 v12, vcc, 64, v4
	v_addc_u32_e32 v13, vcc, 0, v5, vcc
	v_add_u32_e32 v0, vcc, 1, v2
	v_addc_u32_e32 v1, vcc, 0, v3, vcc
	s_waitcnt vmcnt(0)
	flat_store_dwordx2 v[10:11], v[6:7]
	flat_atomic_cmpswap_x2 v[0:1], v[12:13], v[0:3] glc
	v_add_u32_e32 v6, vcc, 64, v8
	v_addc_u32_e32 v7, vcc, 0, v9, vcc
	v_add_u32_e32 v10, vcc, s0, v4
	v_addc_u32_e32 v11, vcc, 0, v5, vcc
	s_waitcnt vmcnt(0)
	flat_store_dwordx2 v[6:7], v[0:1]
	flat_atomic_umin_x2 v[0:1], v[10:11], v[2:3] glc
	v_add_u32_e32 v6, vcc, s0, v8
	v_addc_u32_e32 v7, vcc, 0, v9, vcc
	v_add_u32_e32 v10, vcc, s1, v4
	v_addc_u32_e32 v11, vcc, 0, v5, vcc
	s_movk_i32 s0, 0x58
	s_waitcnt vmcnt(0)
	flat_store_dwordx2 v[6:7], v[0:1]
	flat_atomic_umax_x2 v[0:1], v[10:11], v[2:3] glc
	v_add_u32_e32 v6, vcc, s1, v8
	v_addc_u32_e32 v7, vcc, 0, v9, vcc
	v_mov_b32_e32 v2, 1
	v_add_u32_e32 v4, vcc, s0, v4
	v_mov_b32_e32 v3, 0
	v_addc_u32_e32 v5, vcc, 0, v5, vcc
	s_waitcnt vmcnt(0)
	flat_store_dwordx2 v[6:7], v[0:1]
	flat_atomic_add_x2 v[0:1], v[4:5], v[2:3] glc
	flat_atomic_sub_x2 v[2:3], v[4:5], v[2:3] glc
	v_add_u32_e32 v4, vcc, 0x58, v8
	v_addc_u32_e32 v5, vcc, 0, v9, vcc
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v0, s[0:1], v2, v0
	v_addc_u32_e64 v1, s[0:1], v3, v1, s[0:1]
	flat_store_dwordx2 v[4:5], v[0:1]
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel atomic_ret64
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
		.amdhsa_next_free_vgpr 14
		.amdhsa_next_free_sgpr 11
		.amdhsa_reserve_flat_scratch 0
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
	.size	atomic_ret64, .Lfunc_end1-atomic_ret64
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 628
; NumSgprs: 13
; NumVgprs: 14
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 13
; NumVGPRsForWavesPerEU: 14
; Occupancy: 10
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	atomic_contended        ; -- Begin function atomic_contended
	.globl	atomic_contended
	.p2align	8
	.type	atomic_contended,@function
atomic_contended:                       ; @atomic_contended
; %bb.0:
	s_load_dword s0, s[4:5], 0x4
	s_load_dword s1, s[6:7], 0x28
	s_load_dwordx8 s[12:19], s[6:7], 0x0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v7, 1
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s0, 0xffff
	s_mul_i32 s8, s8, s0
	v_add_u32_e32 v0, vcc, s1, v0
	v_add_u32_e32 v0, vcc, s8, v0
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_mov_b32_e32 v5, s17
	v_add_u32_e32 v4, vcc, s16, v2
	v_addc_u32_e32 v5, vcc, v5, v3, vcc
	flat_load_dword v4, v[4:5]
	v_mov_b32_e32 v5, s12
	v_mov_b32_e32 v6, s13
	flat_atomic_add v17, v[5:6], v7 glc
	s_add_u32 s0, s12, 4
	s_addc_u32 s1, s13, 0
	v_mov_b32_e32 v6, s1
	v_mov_b32_e32 v5, s0
	s_add_u32 s0, s12, 8
	s_addc_u32 s1, s13, 0
	v_mov_b32_e32 v10, s1
	v_mov_b32_e32 v9, s0
	s_add_u32 s0, s12, 12
	s_addc_u32 s1, s13, 0
	v_mov_b32_e32 v12, s1
	v_mov_b32_e32 v11, s0
	s_add_u32 s0, s12, 16
	s_addc_u32 s1, s13, 0
	v_mov_b32_e32 v14, s1
	v_mov_b32_e32 v13, s0
	s_add_u32 s0, s12, 20
	s_addc_u32 s1, s13, 0
	v_mov_b32_e32 v16, s1
	v_mov_b32_e32 v8, s19
	v_add_u32_e32 v7, vcc, s18, v2
	v_mov_b32_e32 v15, s0
	s_add_u32 s0, s12, 24
	v_addc_u32_e32 v8, vcc, v8, v3, vcc
	s_addc_u32 s1, s13, 0
	s_waitcnt vmcnt(0)
	flat_store_dword v[7:8], v17
	v_mov_b32_e32 v8, s1
	v_mov_b32_e32 v7, s0
	s_add_u32 s0, s12, 28
	s_addc_u32 s1, s13, 0
	v_mov_b32_e32 v18, s1
	v_mov_b32_e32 v17, s0
	s_add_u32 s0, s12, 32
	s_addc_u32 s1, s13, 0
	flat_atomic_add v[5:6], v4
	v_mov_b32_e32 v6, s1
	flat_atomic_sub v[9:10], v4
	v_mov_b32_e32 v5, s0
	v_or_b32_e32 v9, 0xf0f0f0f, v4
	v_and_b32_e32 v10, 0x10101010, v4
	flat_atomic_umin v[11:12], v4
	flat_atomic_umax v[13:14], v4
	flat_atomic_and v[15:16], v9
	flat_atomic_or v[7:8], v10
	flat_atomic_xor v[17:18], v4
	flat_atomic_swap v14, v[5:6], v4 glc
	s_load_dwordx4 s[0:3], s[6:7], 0x20
	v_mov_b32_e32 v5, v1
	s_waitcnt lgkmcnt(0)
	v_mad_u64_u32 v[12:13], s[2:3], v4, v4, 0
	v_mov_b32_e32 v6, s14
	v_add_u32_e32 v2, vcc, s0, v2
	s_add_u32 s0, s14, 8
	v_mov_b32_e32 v1, s1
	s_addc_u32 s1, s15, 0
	v_mov_b32_e32 v9, s1
	v_mov_b32_e32 v8, s0
	s_add_u32 s0, s14, 16
	v_addc_u32_e32 v3, vcc, v1, v3, vcc
	s_addc_u32 s1, s15, 0
	v_lshlrev_b64 v[10:11], 20, v[4:5]
	v_mov_b32_e32 v7, s15
	v_mov_b32_e32 v1, v4
	s_waitcnt vmcnt(0)
	flat_store_dword v[2:3], v14
	v_mov_b32_e32 v3, s1
	flat_atomic_add_x2 v[6:7], v[10:11]
	flat_atomic_umax_x2 v[8:9], v[12:13]
	v_mov_b32_e32 v2, s0
	flat_atomic_xor_x2 v[2:3], v[0:1]
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel atomic_contended
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
		.amdhsa_next_free_vgpr 19
		.amdhsa_next_free_sgpr 20
		.amdhsa_reserve_flat_scratch 0
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
	.size	atomic_contended, .Lfunc_end2-atomic_contended
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 464
; NumSgprs: 22
; NumVgprs: 19
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 22
; NumVGPRsForWavesPerEU: 19
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
        .offset:         0
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'int*'
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
    .name:           atomic_ret32
    .private_segment_fixed_size: 0
    .sgpr_count:     13
    .sgpr_spill_count: 0
    .symbol:         atomic_ret32.kd
    .uses_dynamic_stack: false
    .vgpr_count:     11
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'long*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'long*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'long*'
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
    .name:           atomic_ret64
    .private_segment_fixed_size: 0
    .sgpr_count:     13
    .sgpr_spill_count: 0
    .symbol:         atomic_ret64.kd
    .uses_dynamic_stack: false
    .vgpr_count:     14
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'ulong*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         16
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         24
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         32
        .size:           8
        .type_name:      'uint*'
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
    .name:           atomic_contended
    .private_segment_fixed_size: 0
    .sgpr_count:     22
    .sgpr_spill_count: 0
    .symbol:         atomic_contended.kd
    .uses_dynamic_stack: false
    .vgpr_count:     19
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx803
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
