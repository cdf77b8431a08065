	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx600"
	.protected	atomic_ret32            ; -- Begin function atomic_ret32
	.globl	atomic_ret32
	.p2align	8
	.type	atomic_ret32,@function
atomic_ret32:                           ; @atomic_ret32
; %bb.0:
	s_load_dword s2, s[4:5], 0x1
	s_load_dword s3, s[6:7], 0x6
	s_load_dwordx4 s[12:15], s[6:7], 0x0
	s_load_dwordx2 s[0:1], s[6:7], 0x4
	v_mov_b32_e32 v1, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s2, s2, 0xffff
	s_mul_i32 s8, s8, s2
	s_add_i32 s3, s3, s8
	v_add_i32_e32 v0, vcc, s3, v0
	v_lshl_b64 v[2:3], v[0:1], 2
	s_mov_b32 s6, 0
	s_mov_b32 s7, 0x100f000
	s_mov_b64 s[4:5], s[14:15]
	buffer_load_dword v2, v[2:3], s[4:7], 0 addr64
	v_mul_lo_u32 v0, v0, 12
	s_mov_b64 s[14:15], s[6:7]
	s_mov_b64 s[2:3], s[6:7]
	v_lshl_b64 v[3:4], v[0:1], 2
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v0, v2
	buffer_atomic_add v0, v[3:4], s[12:15], 0 addr64 glc
	v_mov_b32_e32 v1, v2
	v_mov_b32_e32 v5, v2
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, v[3:4], s[0:3], 0 addr64
	buffer_atomic_sub v1, v[3:4], s[12:15], 0 addr64 offset:4 glc
	s_waitcnt expcnt(1)
	v_mov_b32_e32 v0, v2
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, v[3:4], s[0:3], 0 addr64 offset:4
	buffer_atomic_smin v0, v[3:4], s[12:15], 0 addr64 offset:8 glc
	s_waitcnt expcnt(1)
	v_mov_b32_e32 v1, v2
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, v[3:4], s[0:3], 0 addr64 offset:8
	buffer_atomic_smax v1, v[3:4], s[12:15], 0 addr64 offset:12 glc
	s_waitcnt expcnt(1)
	v_mov_b32_e32 v0, v2
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, v[3:4], s[0:3], 0 addr64 offset:12
	buffer_atomic_and v0, v[3:4], s[12:15], 0 addr64 offset:16 glc
	s_waitcnt expcnt(1)
	v_mov_b32_e32 v1, v2
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, v[3:4], s[0:3], 0 addr64 offset:16
	buffer_atomic_or v1, v[3:4], s[12:15], 0 addr64 offset:20 glc
	s_waitcnt expcnt(1)
	v_mov_b32_e32 v0, v2
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, v[3:4], s[0:3], 0 addr64 offset:20
	buffer_atomic_xor v0, v[3:4], s[12:15], 0 addr64 offset:24 glc
	s_waitcnt expcnt(1)
	v_add_i32_e32 v1, vcc, 1, v2
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, v[3:4], s[0:3], 0 addr64 offset:24
	buffer_atomic_swap v5, v[3:4], s[12:15], 0 addr64 offset:28 glc
	s_waitcnt expcnt(1)
	v_mov_b32_e32 v0, v1
	v_mov_b32_e32 v1, v2
	s_waitcnt vmcnt(0)
	buffer_store_dword v5, v[3:4], s[0:3], 0 addr64 offset:28
	buffer_atomic_cmpswap v[0:1], v[3:4], s[12:15], 0 addr64 offset:32 glc
	s_waitcnt vmcnt(0) expcnt(0)
	v_mov_b32_e32 v1, v2
	buffer_store_dword v0, v[3:4], s[0:3], 0 addr64 offset:32
	buffer_atomic_umin v1, v[3:4], s[12:15], 0 addr64 offset:36 glc
	s_waitcnt expcnt(1)
	v_mov_b32_e32 v0, 1
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, v[3:4], s[0:3], 0 addr64 offset:36
	buffer_atomic_umax v2, v[3:4], s[12:15], 0 addr64 offset:40 glc
	s_waitcnt expcnt(1)
	v_mov_b32_e32 v1, 1
	s_waitcnt vmcnt(0)
	buffer_store_dword v2, v[3:4], s[0:3], 0 addr64 offset:40
	buffer_atomic_add v1, v[3:4], s[12:15], 0 addr64 offset:44 glc
	buffer_atomic_sub v0, v[3:4], s[12:15], 0 addr64 offset:44 glc
	s_waitcnt vmcnt(0) expcnt(0)
	v_add_i32_e32 v0, vcc, v0, v1
	buffer_store_dword v0, v[3:4], s[0:3], 0 addr64 offset:44
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
		.amdhsa_next_free_vgpr 6
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
	.size	atomic_ret32, .Lfunc_end0-atomic_ret32
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 452
; NumSgprs: 18
; NumVgprs: 6
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 6
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
	.protected	atomic_ret64            ; -- Begin function atomic_ret64
	.globl	atomic_ret64
	.p2align	8
	.type	atomic_ret64,@function
atomic_ret64:                           ; @atomic_ret64
; %bb.0:
	s_load_dword s2, s[4:5], 0x1
	s_load_dword s3, s[6:7], 0x6
	s_load_dwordx4 s[12:15], s[6:7], 0x0
	s_load_dwordx2 s[0:1], s[6:7], 0x4
	v_mov_b32_e32 v1, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s2, s2, 0xffff
	s_mul_i32 s8, s8, s2
	s_add_i32 s3, s3, s8
	v_add_i32_e32 v0, vcc, s3, v0
	v_lshl_b64 v[2:3], v[0:1], 3
	s_mov_b32 s6, 0
	s_mov_b32 s7, 0x100f000
	s_mov_b64 s[4:5], s[14:15]
	buffer_load_dwordx2 v[2:3], v[2:3], s[4:7], 0 addr64
	v_mul_lo_u32 v0, v0, 12
	s_mov_b64 s[14:15], s[6:7]
	s_mov_b64 s[2:3], s[6:7]
	v_lshl_b64 v[8:9], v[0:1], 3
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v0, v2
	v_mov_b32_e32 v1, v3
	buffer_atomic_add_x2 v[0:1], v[8:9], s[12:15], 0 addr64 glc
	v_mov_b32_e32 v5, v3
	v_mov_b32_e32 v4, v2
	v_mov_b32_e32 v11, v3
	v_mov_b32_e32 v10, v2
	s_waitcnt vmcnt(0)
	buffer_store_dwordx2 v[0:1], v[8:9], s[0:3], 0 addr64
	buffer_atomic_sub_x2 v[4:5], v[8:9], s[12:15], 0 addr64 offset:8 glc
	s_waitcnt expcnt(1)
	v_mov_b32_e32 v0, v2
	v_mov_b32_e32 v1, v3
	s_waitcnt vmcnt(0)
	buffer_store_dwordx2 v[4:5], v[8:9], s[0:3], 0 addr64 offset:8
	buffer_atomic_smin_x2 v[0:1], v[8:9], s[12:15], 0 addr64 offset:16 glc
	s_waitcnt expcnt(1)
	v_mov_b32_e32 v5, v3
	v_mov_b32_e32 v4, v2
	s_waitcnt vmcnt(0)
	buffer_store_dwordx2 v[0:1], v[8:9], s[0:3], 0 addr64 offset:16
	buffer_atomic_smax_x2 v[4:5], v[8:9], s[12:15], 0 addr64 offset:24 glc
	s_waitcnt expcnt(1)
	v_mov_b32_e32 v0, v2
	v_mov_b32_e32 v1, v3
	s_waitcnt vmcnt(0)
	buffer_store_dwordx2 v[4:5], v[8:9], s[0:3], 0 addr64 offset:24
	buffer_atomic_and_x2 v[0:1], v[8:9], s[12:15], 0 addr64 offset:32 glc
	s_waitcnt expcnt(1)
	v_mov_b32_e32 v5, v3
	v_mov_b32_e32 v4, v2
	s_waitcnt vmcnt(0)
	buffer_store_dwordx2 v[0:1], v[8:9], s[0:3], 0 addr64 offset:32
	buffer_atomic_or_x2 v[4:5], v[8:9], s[12:15], 0 addr64 offset:40 glc
	s_waitcnt expcnt(1)
	v_mov_b32_e32 v0, v2
	v_mov_b32_e32 v1, v3
	s_waitcnt vmcnt(0)
	buffer_store_dwordx2 v[4:5], v[8:9], s[0:3], 0 addr64 offset:40
	buffer_atomic_xor_x2 v[0:1], v[8:9], s[12:15], 0 addr64 offset:48 glc
	s_waitcnt vmcnt(0)
	buffer_store_dwordx2 v[0:1], v[8:9], s[0:3], 0 addr64 offset:48
	buffer_atomic_swap_x2 v[10:11], v[8:9], s[12:15], 0 addr64 offset:56 glc
	s_waitcnt expcnt(1)
	v_add_i32_e32 v0, vcc, 1, v2
	v_addc_u32_e32 v1, vcc, 0, v3, vcc
	v_mov_b32_e32 v7, v3
	v_mov_b32_e32 v6, v2
	v_mov_b32_e32 v5, v1
	v_mov_b32_e32 v4, v0
	v_mov_b32_e32 v0, v2
	v_mov_b32_e32 v1, v3
	s_waitcnt vmcnt(0)
	buffer_store_dwordx2 v[10:11], v[8:9], s[0:3], 0 addr64 offset:56
	buffer_atomic_cmpswap_x2 v[4:7], v[8:9], s[12:15], 0 addr64 offset:64 glc
	s_waitcnt vmcnt(0)
	buffer_store_dwordx2 v[4:5], v[8:9], s[0:3], 0 addr64 offset:64
	buffer_atomic_umin_x2 v[0:1], v[8:9], s[12:15], 0 addr64 offset:72 glc
	s_waitcnt expcnt(1)
	v_mov_b32_e32 v4, 1
	v_mov_b32_e32 v5, 0
	s_waitcnt vmcnt(0)
	buffer_store_dwordx2 v[0:1], v[8:9], s[0:3], 0 addr64 offset:72
	buffer_atomic_umax_x2 v[2:3], v[8:9], s[12:15], 0 addr64 offset:80 glc
	s_waitcnt expcnt(1)
	v_mov_b32_e32 v0, 1
	v_mov_b32_e32 v1, 0
	s_waitcnt vmcnt(0)
	buffer_store_dwordx2 v[2:3], v[8:9], s[0:3], 0 addr64 offset:80
	buffer_atomic_add_x2 v[4:5], v[8:9], s[12:15], 0 addr64 offset:88 glc
	buffer_atomic_sub_x2 v[0:1], v[8:9], s[12:15], 0 addr64 offset:88 glc
	s_waitcnt vmcnt(0) expcnt(0)
	v_add_i32_e32 v0, vcc, v0, v4
	v_addc_u32_e32 v1, vcc, v1, v5, vcc
	buffer_store_dwordx2 v[0:1], v[8:9], s[0:3], 0 addr64 offset:88
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
		.amdhsa_next_free_vgpr 12
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
	.size	atomic_ret64, .Lfunc_end1-atomic_ret64
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 508
; NumSgprs: 18
; NumVgprs: 12
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 18
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
	.protected	atomic_contended        ; -- Begin function atomic_contended
	.globl	atomic_contended
	.p2align	8
	.type	atomic_contended,@function
atomic_contended:                       ; @atomic_contended
; %bb.0:
	s_load_dwordx8 s[12:19], s[6:7], 0x0
	s_load_dword s9, s[6:7], 0xa
	s_load_dword s4, s[4:5], 0x1
	v_mov_b32_e32 v1, 0
	s_mov_b32 s3, 0x100f000
	s_mov_b32 s2, -1
	s_waitcnt lgkmcnt(0)
	v_add_i32_e32 v0, vcc, s9, v0
	s_and_b32 s4, s4, 0xffff
	s_mul_i32 s8, s8, s4
	v_add_i32_e32 v0, vcc, s8, v0
	v_lshl_b64 v[2:3], v[0:1], 2
	s_mov_b32 s0, s12
	s_mov_b32 s1, s13
	s_mov_b32 s10, 0
	s_mov_b32 s11, s3
	s_mov_b64 s[8:9], s[16:17]
	v_mov_b32_e32 v5, 1
	buffer_load_dword v4, v[2:3], s[8:11], 0 addr64
	buffer_atomic_add v5, off, s[0:3], 0 glc
	s_mov_b64 s[8:9], s[18:19]
	s_load_dwordx4 s[4:7], s[6:7], 0x8
	s_waitcnt lgkmcnt(0)
	s_mov_b64 s[6:7], s[10:11]
	s_waitcnt vmcnt(1)
	v_mov_b32_e32 v10, v4
	s_waitcnt vmcnt(0)
	buffer_store_dword v5, v[2:3], s[8:11], 0 addr64
	s_waitcnt expcnt(0)
	v_or_b32_e32 v5, 0xf0f0f0f, v4
	v_and_b32_e32 v6, 0x10101010, v4
	buffer_atomic_add v4, off, s[0:3], 0 offset:4
	buffer_atomic_sub v4, off, s[0:3], 0 offset:8
	buffer_atomic_umin v4, off, s[0:3], 0 offset:12
	buffer_atomic_umax v4, off, s[0:3], 0 offset:16
	buffer_atomic_and v5, off, s[0:3], 0 offset:20
	buffer_atomic_or v6, off, s[0:3], 0 offset:24
	buffer_atomic_xor v4, off, s[0:3], 0 offset:28
	buffer_atomic_swap v10, off, s[0:3], 0 offset:32 glc
	s_waitcnt expcnt(3)
	v_mov_b32_e32 v5, v1
	v_mul_hi_u32 v7, v4, v4
	s_waitcnt expcnt(2)
	v_mul_lo_u32 v6, v4, v4
	v_lshl_b64 v[8:9], v[4:5], 20
	s_mov_b32 s0, s14
	s_mov_b32 s1, s15
	v_mov_b32_e32 v1, v4
	s_waitcnt vmcnt(0)
	buffer_store_dword v10, v[2:3], s[4:7], 0 addr64
	buffer_atomic_add_x2 v[8:9], off, s[0:3], 0
	buffer_atomic_umax_x2 v[6:7], off, s[0:3], 0 offset:8
	buffer_atomic_xor_x2 v[0:1], off, s[0:3], 0 offset:16
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
.Lfunc_end2:
	.size	atomic_contended, .Lfunc_end2-atomic_contended
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 308
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
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         atomic_ret32.kd
    .uses_dynamic_stack: false
    .vgpr_count:     6
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
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         atomic_ret64.kd
    .uses_dynamic_stack: false
    .vgpr_count:     12
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
    .vgpr_count:     11
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx600
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
