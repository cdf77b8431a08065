	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx803"
	.protected	hip_atomic32            ; -- Begin function hip_atomic32
	.globl	hip_atomic32
	.p2align	8
	.type	hip_atomic32,@function
hip_atomic32:                           ; @hip_atomic32
; %bb.0:
	s_load_dword s9, s[4:5], 0x4
	s_load_dword s10, s[4:5], 0xc
	s_load_dwordx4 s[0:3], s[6:7], 0x0
	s_load_dwordx2 s[4:5], s[6:7], 0x10
	v_mov_b32_e32 v1, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s6, s9, 0xffff
	s_mul_i32 s7, s8, s6
	s_sub_i32 s7, s10, s7
	s_min_u32 s6, s7, s6
	s_mul_i32 s6, s6, s8
	v_add_u32_e32 v0, vcc, s6, v0
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
	v_sub_u32_e32 v8, vcc, 0, v2
	s_waitcnt vmcnt(0)
	flat_store_dword v[5:6], v7
	flat_atomic_add v9, v[0:1], v8 glc
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
	v_and_b32_e32 v10, 0xff, v2
	s_waitcnt vmcnt(0)
	flat_store_dword v[0:1], v9
	flat_atomic_umin v9, v[7:8], v2 glc
	v_add_u32_e32 v0, vcc, 36, v5
	v_addc_u32_e32 v1, vcc, 0, v6, vcc
	v_add_u32_e32 v7, vcc, 40, v3
	v_addc_u32_e32 v8, vcc, 0, v4, vcc
	s_waitcnt vmcnt(0)
	flat_store_dword v[0:1], v9
	flat_atomic_inc v7, v[7:8], v10 glc
	v_add_u32_e32 v0, vcc, 40, v5
	v_addc_u32_e32 v1, vcc, 0, v6, vcc
	v_add_u32_e32 v2, vcc, 44, v3
	v_addc_u32_e32 v3, vcc, 0, v4, vcc
	s_waitcnt vmcnt(0)
	flat_store_dword v[0:1], v7
	flat_atomic_dec v2, v[2:3], v10 glc
	v_add_u32_e32 v0, vcc, 44, v5
	v_addc_u32_e32 v1, vcc, 0, v6, vcc
	s_waitcnt vmcnt(0)
	flat_store_dword v[0:1], v2
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel hip_atomic32
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 24
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
	.size	hip_atomic32, .Lfunc_end0-hip_atomic32
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 576
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
	.protected	hip_atomic64            ; -- Begin function hip_atomic64
	.globl	hip_atomic64
	.p2align	8
	.type	hip_atomic64,@function
hip_atomic64:                           ; @hip_atomic64
; %bb.0:
	s_load_dword s9, s[4:5], 0x4
	s_load_dword s10, s[4:5], 0xc
	s_load_dwordx4 s[0:3], s[6:7], 0x0
	s_load_dwordx2 s[4:5], s[6:7], 0x10
	v_mov_b32_e32 v1, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s6, s9, 0xffff
	s_mul_i32 s7, s8, s6
	s_sub_i32 s7, s10, s7
	s_min_u32 s6, s7, s6
	s_mul_i32 s6, s6, s8
	v_add_u32_e32 v0, vcc, s6, v0
	v_lshlrev_b64 v[2:3], 3, v[0:1]
	v_mov_b32_e32 v4, s3
	v_add_u32_e32 v2, vcc, s2, v2
	v_addc_u32_e32 v3, vcc, v4, v3, vcc
	flat_load_dwordx2 v[2:3], v[2:3]
	v_lshlrev_b32_e32 v0, 3, v0
	v_lshlrev_b64 v[0:1], 3, v[0:1]
	v_mov_b32_e32 v5, s1
	v_add_u32_e32 v4, vcc, s0, v0
	v_addc_u32_e32 v5, vcc, v5, v1, vcc
	v_mov_b32_e32 v9, s5
	v_add_u32_e32 v8, vcc, s4, v0
	v_addc_u32_e32 v9, vcc, v9, v1, vcc
	v_add_u32_e32 v0, vcc, 8, v4
	v_addc_u32_e32 v1, vcc, 0, v5, vcc
	s_waitcnt vmcnt(0)
	flat_atomic_add_x2 v[6:7], v[4:5], v[2:3] glc
	s_waitcnt vmcnt(0)
	flat_store_dwordx2 v[8:9], v[6:7]
	flat_atomic_umin_x2 v[0:1], v[0:1], v[2:3] glc
	v_add_u32_e32 v6, vcc, 8, v8
	v_addc_u32_e32 v7, vcc, 0, v9, vcc
	v_add_u32_e32 v10, vcc, 16, v4
	v_addc_u32_e32 v11, vcc, 0, v5, vcc
	s_waitcnt vmcnt(0)
	flat_store_dwordx2 v[6:7], v[0:1]
	flat_atomic_umax_x2 v[0:1], v[10:11], v[2:3] glc
	v_add_u32_e32 v6, vcc, 16, v8
	v_addc_u32_e32 v7, vcc, 0, v9, vcc
	v_add_u32_e32 v10, vcc, 24, v4
	v_addc_u32_e32 v11, vcc, 0, v5, vcc
	s_waitcnt vmcnt(0)
	flat_store_dwordx2 v[6:7], v[0:1]
	flat_atomic_and_x2 v[0:1], v[10:11], v[2:3] glc
	v_add_u32_e32 v6, vcc, 24, v8
	v_addc_u32_e32 v7, vcc, 0, v9, vcc
	v_add_u32_e32 v10, vcc, 32, v4
	v_addc_u32_e32 v11, vcc, 0, v5, vcc
	s_waitcnt vmcnt(0)
	flat_store_dwordx2 v[6:7], v[0:1]
	flat_atomic_or_x2 v[0:1], v[10:11], v[2:3] glc
	v_add_u32_e32 v6, vcc, 32, v8
	v_addc_u32_e32 v7, vcc, 0, v9, vcc
	v_add_u32_e32 v10, vcc, 40, v4
	v_addc_u32_e32 v11, vcc, 0, v5, vcc
	s_waitcnt vmcnt(0)
	flat_store_dwordx2 v[6:7], v[0:1]
	flat_atomic_xor_x2 v[0:1], v[10:11], v[2:3] glc
	v_add_u32_e32 v6, vcc, 40, v8
	v_addc_u32_e32 v7, vcc, 0, v9, vcc
	v_add_u32_e32 v10, vcc, 48, v4
	v_addc_u32_e32 v11, vcc, 0, v5, vcc
	s_waitcnt vmcnt(0)
	flat_store_dwordx2 v[6:7], v[0:1]
	flat_atomic_swap_x2 v[0:1], v[10:11], v[2:3] glc
	v_add_u32_e32 v6, vcc, 48, v8
	v_addc_u32_e32 v7, vcc, 0, v9, vcc
	v_add_u32_e32 v4, vcc, 56, v4
	v_addc_u32_e32 v5, vcc, 0, v5, vcc
	s_waitcnt vmcnt(0)
	flat_store_dwordx2 v[6:7], v[0:1]
	v_add_u32_e32 v0, vcc, 1, v2
	v_addc_u32_e32 v1, vcc, 0, v3, vcc
	flat_atomic_cmpswap_x2 v[0:1], v[4:5], v[0:3] glc
	s_nop 0
	v_add_u32_e32 v2, vcc, 56, v8
	v_addc_u32_e32 v3, vcc, 0, v9, vcc
	s_waitcnt vmcnt(0)
	flat_store_dwordx2 v[2:3], v[0:1]
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel hip_atomic64
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 24
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
		.amdhsa_next_free_vgpr 12
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
	.size	hip_atomic64, .Lfunc_end1-hip_atomic64
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 424
; NumSgprs: 13
; NumVgprs: 12
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 13
; NumVGPRsForWavesPerEU: 12
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
	.protected	hip_atomic_float        ; -- Begin function hip_atomic_float
	.globl	hip_atomic_float
	.p2align	8
	.type	hip_atomic_float,@function
hip_atomic_float:                       ; @hip_atomic_float
; %bb.0:
	s_load_dword s9, s[4:5], 0x4
	s_load_dword s10, s[4:5], 0xc
	s_load_dwordx8 s[0:7], s[6:7], 0x0
	v_mov_b32_e32 v1, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s9, s9, 0xffff
	s_mul_i32 s11, s8, s9
	s_sub_i32 s10, s10, s11
	s_min_u32 s9, s10, s9
	s_mul_i32 s9, s9, s8
	v_add_u32_e32 v0, vcc, s9, v0
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_mov_b32_e32 v4, s3
	v_add_u32_e32 v2, vcc, s2, v2
	v_addc_u32_e32 v3, vcc, v4, v3, vcc
	flat_load_dword v4, v[2:3]
	s_load_dword s8, s[0:1], 0x0
	s_mov_b64 s[2:3], 0
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v3, s8
.LBB2_1:                                ; =>This Inner Loop Header: Depth=1
	v_mov_b32_e32 v6, s1
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v2, v3, v4
	v_mov_b32_e32 v5, s0
	flat_atomic_cmpswap v2, v[5:6], v[2:3] glc
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e32 vcc, v2, v3
	s_or_b64 s[2:3], vcc, s[2:3]
	v_mov_b32_e32 v3, v2
	s_andn2_b64 exec, exec, s[2:3]
	s_cbranch_execnz .LBB2_1
; %bb.2:
	s_or_b64 exec, exec, s[2:3]
	v_mov_b32_e32 v2, s6
	v_mov_b32_e32 v4, 1
	v_mov_b32_e32 v3, s7
	flat_atomic_add v2, v[2:3], v4 glc
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_mov_b32_e32 v3, s5
	v_add_u32_e32 v0, vcc, s4, v0
	v_addc_u32_e32 v1, vcc, v3, v1, vcc
	s_waitcnt vmcnt(0)
	flat_store_dword v[0:1], v2
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel hip_atomic_float
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
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
		.amdhsa_next_free_vgpr 7
		.amdhsa_next_free_sgpr 12
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
	.size	hip_atomic_float, .Lfunc_end2-hip_atomic_float
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 216
; NumSgprs: 14
; NumVgprs: 7
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 14
; NumVGPRsForWavesPerEU: 7
; Occupancy: 10
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.protected	_ZN17__HIP_CoordinatesI14__HIP_BlockIdxE1xE ; @_ZN17__HIP_CoordinatesI14__HIP_BlockIdxE1xE
	.type	_ZN17__HIP_CoordinatesI14__HIP_BlockIdxE1xE,@object
	.section	.rodata._ZN17__HIP_CoordinatesI14__HIP_BlockIdxE1xE,#alloc
	.weak	_ZN17__HIP_CoordinatesI14__HIP_BlockIdxE1xE
_ZN17__HIP_CoordinatesI14__HIP_BlockIdxE1xE:
	.zero	1
	.size	_ZN17__HIP_CoordinatesI14__HIP_BlockIdxE1xE, 1

	.protected	_ZN17__HIP_CoordinatesI14__HIP_BlockDimE1xE ; @_ZN17__HIP_CoordinatesI14__HIP_BlockDimE1xE
	.type	_ZN17__HIP_CoordinatesI14__HIP_BlockDimE1xE,@object
	.section	.rodata._ZN17__HIP_CoordinatesI14__HIP_BlockDimE1xE,#alloc
	.weak	_ZN17__HIP_CoordinatesI14__HIP_BlockDimE1xE
_ZN17__HIP_CoordinatesI14__HIP_BlockDimE1xE:
	.zero	1
	.size	_ZN17__HIP_CoordinatesI14__HIP_BlockDimE1xE, 1

	.protected	_ZN17__HIP_CoordinatesI15__HIP_ThreadIdxE1xE ; @_ZN17__HIP_CoordinatesI15__HIP_ThreadIdxE1xE
	.type	_ZN17__HIP_CoordinatesI15__HIP_ThreadIdxE1xE,@object
	.section	.rodata._ZN17__HIP_CoordinatesI15__HIP_ThreadIdxE1xE,#alloc
	.weak	_ZN17__HIP_CoordinatesI15__HIP_ThreadIdxE1xE
_ZN17__HIP_CoordinatesI15__HIP_ThreadIdxE1xE:
	.zero	1
	.size	_ZN17__HIP_CoordinatesI15__HIP_ThreadIdxE1xE, 1

	.ident	"Debian clang version 15.0.6"
	.ident	"Debian clang version 15.0.5"
	.section	".note.GNU-stack"
	.addrsig
	.addrsig_sym _ZN17__HIP_CoordinatesI14__HIP_BlockIdxE1xE
	.addrsig_sym _ZN17__HIP_CoordinatesI14__HIP_BlockDimE1xE
	.addrsig_sym _ZN17__HIP_CoordinatesI15__HIP_ThreadIdxE1xE
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 24
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 1024
    .name:           hip_atomic32
    .private_segment_fixed_size: 0
    .sgpr_count:     13
    .sgpr_spill_count: 0
    .symbol:         hip_atomic32.kd
    .uses_dynamic_stack: false
    .vgpr_count:     11
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 24
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 1024
    .name:           hip_atomic64
    .private_segment_fixed_size: 0
    .sgpr_count:     13
    .sgpr_spill_count: 0
    .symbol:         hip_atomic64.kd
    .uses_dynamic_stack: false
    .vgpr_count:     12
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         24
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 32
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 1024
    .name:           hip_atomic_float
    .private_segment_fixed_size: 0
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         hip_atomic_float.kd
    .uses_dynamic_stack: false
    .vgpr_count:     7
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx803
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
