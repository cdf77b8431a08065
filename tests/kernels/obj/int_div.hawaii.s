	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx701"
	.protected	div_i8                  ; -- Begin function div_i8
	.globl	div_i8
	.p2align	8
	.type	div_i8,@function
div_i8:                                 ; @div_i8
; %bb.0:
	s_load_dword s9, s[4:5], 0x1
	s_load_dword s10, s[6:7], 0x8
	s_load_dwordx8 s[0:7], s[6:7], 0x0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s9, s9, 0xffff
	s_mul_i32 s8, s8, s9
	v_add_i32_e32 v0, vcc, s10, v0
	v_add_i32_e32 v2, vcc, s8, v0
	v_mov_b32_e32 v1, s3
	v_add_i32_e32 v0, vcc, s2, v2
	v_addc_u32_e32 v1, vcc, 0, v1, vcc
	flat_load_sbyte v4, v[0:1]
	v_mov_b32_e32 v3, s1
	v_add_i32_e32 v0, vcc, s0, v2
	v_addc_u32_e32 v1, vcc, 0, v3, vcc
	flat_load_sbyte v3, v[0:1]
	v_mov_b32_e32 v1, s5
	v_add_i32_e32 v0, vcc, s4, v2
	v_addc_u32_e32 v1, vcc, 0, v1, vcc
	v_mov_b32_e32 v5, s7
	s_waitcnt vmcnt(1)
	v_bfe_i32 v6, v4, 0, 16
	v_cvt_f32_i32_e32 v7, v6
	v_and_b32_e32 v4, 0xffff, v4
	v_rcp_iflag_f32_e32 v10, v7
	s_waitcnt vmcnt(0)
	v_bfe_i32 v8, v3, 0, 16
	v_cvt_f32_i32_e32 v9, v8
	v_xor_b32_e32 v6, v8, v6
	v_ashrrev_i32_e32 v6, 30, v6
	v_or_b32_e32 v6, 1, v6
	v_mul_f32_e32 v8, v9, v10
	v_trunc_f32_e32 v8, v8
	v_mad_f32 v9, -v8, v7, v9
	v_cvt_i32_f32_e32 v8, v8
	v_cmp_ge_f32_e64 vcc, |v9|, |v7|
	v_cndmask_b32_e32 v6, 0, v6, vcc
	v_add_i32_e32 v6, vcc, v8, v6
	flat_store_byte v[0:1], v6
	v_and_b32_e32 v0, 0xffff, v6
	v_mul_u32_u24_e32 v0, v0, v4
	v_sub_i32_e32 v3, vcc, v3, v0
	v_add_i32_e32 v0, vcc, s6, v2
	v_addc_u32_e32 v1, vcc, 0, v5, vcc
	flat_store_byte v[0:1], v3
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel div_i8
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
	.size	div_i8, .Lfunc_end0-div_i8
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 236
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
	.protected	div_u8                  ; -- Begin function div_u8
	.globl	div_u8
	.p2align	8
	.type	div_u8,@function
div_u8:                                 ; @div_u8
; %bb.0:
	s_load_dword s9, s[4:5], 0x1
	s_load_dword s10, s[6:7], 0x8
	s_load_dwordx8 s[0:7], s[6:7], 0x0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s9, s9, 0xffff
	s_mul_i32 s8, s8, s9
	v_add_i32_e32 v0, vcc, s10, v0
	v_add_i32_e32 v2, vcc, s8, v0
	v_mov_b32_e32 v1, s3
	v_add_i32_e32 v0, vcc, s2, v2
	v_addc_u32_e32 v1, vcc, 0, v1, vcc
	flat_load_ubyte v3, v[0:1]
	v_mov_b32_e32 v1, s1
	v_add_i32_e32 v0, vcc, s0, v2
	v_addc_u32_e32 v1, vcc, 0, v1, vcc
	flat_load_ubyte v4, v[0:1]
	v_mov_b32_e32 v1, s5
	v_add_i32_e32 v0, vcc, s4, v2
	v_addc_u32_e32 v1, vcc, 0, v1, vcc
	v_mov_b32_e32 v5, s7
	s_waitcnt vmcnt(1)
	v_cvt_f32_ubyte0_e32 v6, v3
	v_rcp_iflag_f32_e32 v7, v6
	v_and_b32_e32 v3, 0xff, v3
	s_waitcnt vmcnt(0)
	v_cvt_f32_ubyte0_e32 v8, v4
	v_mul_f32_e32 v7, v8, v7
	v_trunc_f32_e32 v7, v7
	v_cvt_u32_f32_e32 v9, v7
	v_mad_f32 v7, -v7, v6, v8
	v_cmp_ge_f32_e64 vcc, |v7|, v6
	v_addc_u32_e32 v6, vcc, 0, v9, vcc
	v_and_b32_e32 v7, 0xff, v6
	flat_store_byte v[0:1], v6
	v_mul_u32_u24_e32 v0, v7, v3
	v_sub_i32_e32 v3, vcc, v4, v0
	v_add_i32_e32 v0, vcc, s6, v2
	v_addc_u32_e32 v1, vcc, 0, v5, vcc
	flat_store_byte v[0:1], v3
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel div_u8
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
		.amdhsa_next_free_vgpr 10
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
	.size	div_u8, .Lfunc_end1-div_u8
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 204
; NumSgprs: 13
; NumVgprs: 10
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 13
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
	.text
	.protected	div_i16                 ; -- Begin function div_i16
	.globl	div_i16
	.p2align	8
	.type	div_i16,@function
div_i16:                                ; @div_i16
; %bb.0:
	s_load_dword s9, s[4:5], 0x1
	s_load_dword s10, s[6:7], 0x8
	s_load_dwordx8 s[0:7], s[6:7], 0x0
	v_mov_b32_e32 v1, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s9, s9, 0xffff
	s_mul_i32 s8, s8, s9
	v_add_i32_e32 v0, vcc, s10, v0
	v_add_i32_e32 v0, vcc, s8, v0
	v_lshl_b64 v[0:1], v[0:1], 1
	v_mov_b32_e32 v3, s3
	v_add_i32_e32 v2, vcc, s2, v0
	v_addc_u32_e32 v3, vcc, v3, v1, vcc
	flat_load_sshort v4, v[2:3]
	v_mov_b32_e32 v3, s1
	v_add_i32_e32 v2, vcc, s0, v0
	v_addc_u32_e32 v3, vcc, v3, v1, vcc
	flat_load_sshort v5, v[2:3]
	v_mov_b32_e32 v10, s7
	s_waitcnt vmcnt(1)
	v_ashrrev_i32_e32 v2, 31, v4
	v_add_i32_e32 v3, vcc, v4, v2
	v_xor_b32_e32 v3, v3, v2
	v_cvt_f32_u32_e32 v6, v3
	v_sub_i32_e32 v7, vcc, 0, v3
	s_waitcnt vmcnt(0)
	v_ashrrev_i32_e32 v8, 31, v5
	v_rcp_iflag_f32_e32 v6, v6
	v_add_i32_e32 v9, vcc, v5, v8
	v_xor_b32_e32 v9, v9, v8
	v_mul_f32_e32 v6, 0x4f7ffffe, v6
	v_cvt_u32_f32_e32 v6, v6
	v_xor_b32_e32 v2, v8, v2
	v_mul_lo_u32 v7, v7, v6
	v_mul_hi_u32 v7, v6, v7
	v_add_i32_e32 v6, vcc, v6, v7
	v_mul_hi_u32 v6, v9, v6
	v_mov_b32_e32 v7, s5
	v_mul_lo_u32 v8, v6, v3
	v_add_i32_e32 v11, vcc, 1, v6
	v_sub_i32_e32 v8, vcc, v9, v8
	v_cmp_ge_u32_e32 vcc, v8, v3
	v_cndmask_b32_e32 v6, v6, v11, vcc
	v_sub_i32_e64 v9, s[0:1], v8, v3
	v_cndmask_b32_e32 v8, v8, v9, vcc
	v_add_i32_e32 v9, vcc, 1, v6
	v_cmp_ge_u32_e32 vcc, v8, v3
	v_cndmask_b32_e32 v3, v6, v9, vcc
	v_xor_b32_e32 v3, v3, v2
	v_sub_i32_e32 v6, vcc, v3, v2
	v_mul_lo_u32 v4, v6, v4
	v_add_i32_e32 v2, vcc, s4, v0
	v_addc_u32_e32 v3, vcc, v7, v1, vcc
	flat_store_short v[2:3], v6
	v_sub_i32_e32 v2, vcc, v5, v4
	v_add_i32_e32 v0, vcc, s6, v0
	v_addc_u32_e32 v1, vcc, v10, v1, vcc
	flat_store_short v[0:1], v2
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel div_i16
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
.Lfunc_end2:
	.size	div_i16, .Lfunc_end2-div_i16
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 292
; NumSgprs: 13
; NumVgprs: 12
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 13
; NumVGPRsForWavesPerEU: 12
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
	.protected	div_u16                 ; -- Begin function div_u16
	.globl	div_u16
	.p2align	8
	.type	div_u16,@function
div_u16:                                ; @div_u16
; %bb.0:
	s_load_dword s9, s[4:5], 0x1
	s_load_dword s10, s[6:7], 0x8
	s_load_dwordx8 s[0:7], s[6:7], 0x0
	v_mov_b32_e32 v1, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s9, s9, 0xffff
	s_mul_i32 s8, s8, s9
	v_add_i32_e32 v0, vcc, s10, v0
	v_add_i32_e32 v0, vcc, s8, v0
	v_lshl_b64 v[0:1], v[0:1], 1
	v_mov_b32_e32 v3, s3
	v_add_i32_e32 v2, vcc, s2, v0
	v_addc_u32_e32 v3, vcc, v3, v1, vcc
	flat_load_ushort v5, v[2:3]
	v_mov_b32_e32 v4, s1
	v_add_i32_e32 v2, vcc, s0, v0
	v_addc_u32_e32 v3, vcc, v4, v1, vcc
	flat_load_ushort v4, v[2:3]
	v_mov_b32_e32 v3, s5
	v_mov_b32_e32 v7, s7
	s_waitcnt vmcnt(1)
	v_and_b32_e32 v5, 0xffff, v5
	v_cvt_f32_u32_e32 v6, v5
	v_rcp_iflag_f32_e32 v9, v6
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v2, 0xffff, v4
	v_cvt_f32_u32_e32 v8, v2
	v_add_i32_e32 v2, vcc, s4, v0
	v_addc_u32_e32 v3, vcc, v3, v1, vcc
	v_mul_f32_e32 v9, v8, v9
	v_trunc_f32_e32 v9, v9
	v_cvt_u32_f32_e32 v10, v9
	v_mad_f32 v8, -v9, v6, v8
	v_cmp_ge_f32_e64 vcc, |v8|, v6
	v_addc_u32_e32 v6, vcc, 0, v10, vcc
	v_and_b32_e32 v8, 0xffff, v6
	flat_store_short v[2:3], v6
	v_mul_u32_u24_e32 v2, v8, v5
	v_sub_i32_e32 v2, vcc, v4, v2
	v_add_i32_e32 v0, vcc, s6, v0
	v_addc_u32_e32 v1, vcc, v7, v1, vcc
	flat_store_short v[0:1], v2
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel div_u16
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
.Lfunc_end3:
	.size	div_u16, .Lfunc_end3-div_u16
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 224
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
	.protected	div_i32                 ; -- Begin function div_i32
	.globl	div_i32
	.p2align	8
	.type	div_i32,@function
div_i32:                                ; @div_i32
; %bb.0:
	s_load_dword s9, s[4:5], 0x1
	s_load_dword s10, s[6:7], 0x8
	s_load_dwordx8 s[0:7], s[6:7], 0x0
	v_mov_b32_e32 v1, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s9, s9, 0xffff
	s_mul_i32 s8, s8, s9
	v_add_i32_e32 v0, vcc, s10, v0
	v_add_i32_e32 v0, vcc, s8, v0
	v_lshl_b64 v[0:1], v[0:1], 2
	v_mov_b32_e32 v3, s3
	v_add_i32_e32 v2, vcc, s2, v0
	v_addc_u32_e32 v3, vcc, v3, v1, vcc
	flat_load_dword v4, v[2:3]
	v_mov_b32_e32 v3, s1
	v_add_i32_e32 v2, vcc, s0, v0
	v_addc_u32_e32 v3, vcc, v3, v1, vcc
	flat_load_dword v5, v[2:3]
	v_mov_b32_e32 v10, s7
	s_waitcnt vmcnt(1)
	v_ashrrev_i32_e32 v2, 31, v4
	v_add_i32_e32 v3, vcc, v4, v2
	v_xor_b32_e32 v3, v3, v2
	v_cvt_f32_u32_e32 v6, v3
	v_sub_i32_e32 v7, vcc, 0, v3
	s_waitcnt vmcnt(0)
	v_ashrrev_i32_e32 v8, 31, v5
	v_rcp_iflag_f32_e32 v6, v6
	v_add_i32_e32 v9, vcc, v5, v8
	v_xor_b32_e32 v9, v9, v8
	v_mul_f32_e32 v6, 0x4f7ffffe, v6
	v_cvt_u32_f32_e32 v6, v6
	v_xor_b32_e32 v2, v8, v2
	v_mul_lo_u32 v7, v7, v6
	v_mul_hi_u32 v7, v6, v7
	v_add_i32_e32 v6, vcc, v6, v7
	v_mul_hi_u32 v6, v9, v6
	v_mov_b32_e32 v7, s5
	v_mul_lo_u32 v8, v6, v3
	v_add_i32_e32 v11, vcc, 1, v6
	v_sub_i32_e32 v8, vcc, v9, v8
	v_cmp_ge_u32_e32 vcc, v8, v3
	v_cndmask_b32_e32 v6, v6, v11, vcc
	v_sub_i32_e64 v9, s[0:1], v8, v3
	v_cndmask_b32_e32 v8, v8, v9, vcc
	v_add_i32_e32 v9, vcc, 1, v6
	v_cmp_ge_u32_e32 vcc, v8, v3
	v_cndmask_b32_e32 v3, v6, v9, vcc
	v_xor_b32_e32 v3, v3, v2
	v_sub_i32_e32 v6, vcc, v3, v2
	v_mul_lo_u32 v4, v6, v4
	v_add_i32_e32 v2, vcc, s4, v0
	v_addc_u32_e32 v3, vcc, v7, v1, vcc
	flat_store_dword v[2:3], v6
	v_sub_i32_e32 v2, vcc, v5, v4
	v_add_i32_e32 v0, vcc, s6, v0
	v_addc_u32_e32 v1, vcc, v10, v1, vcc
	flat_store_dword v[0:1], v2
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel div_i32
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
.Lfunc_end4:
	.size	div_i32, .Lfunc_end4-div_i32
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 292
; NumSgprs: 13
; NumVgprs: 12
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 13
; NumVGPRsForWavesPerEU: 12
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
	.protected	div_u32                 ; -- Begin function div_u32
	.globl	div_u32
	.p2align	8
	.type	div_u32,@function
div_u32:                                ; @div_u32
; %bb.0:
	s_load_dword s9, s[4:5], 0x1
	s_load_dword s10, s[6:7], 0x8
	s_load_dwordx8 s[0:7], s[6:7], 0x0
	v_mov_b32_e32 v1, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s9, s9, 0xffff
	s_mul_i32 s8, s8, s9
	v_add_i32_e32 v0, vcc, s10, v0
	v_add_i32_e32 v0, vcc, s8, v0
	v_lshl_b64 v[0:1], v[0:1], 2
	v_mov_b32_e32 v3, s3
	v_add_i32_e32 v2, vcc, s2, v0
	v_addc_u32_e32 v3, vcc, v3, v1, vcc
	flat_load_dword v4, v[2:3]
	v_mov_b32_e32 v3, s1
	v_add_i32_e32 v2, vcc, s0, v0
	v_addc_u32_e32 v3, vcc, v3, v1, vcc
	flat_load_dword v5, v[2:3]
	v_mov_b32_e32 v6, s7
	s_waitcnt vmcnt(1)
	v_cvt_f32_u32_e32 v2, v4
	v_sub_i32_e32 v3, vcc, 0, v4
	v_rcp_iflag_f32_e32 v2, v2
	v_mul_f32_e32 v2, 0x4f7ffffe, v2
	v_cvt_u32_f32_e32 v2, v2
	v_mul_lo_u32 v3, v3, v2
	v_mul_hi_u32 v3, v2, v3
	v_add_i32_e32 v2, vcc, v2, v3
	s_waitcnt vmcnt(0)
	v_mul_hi_u32 v2, v5, v2
	v_mov_b32_e32 v3, s5
	v_mul_lo_u32 v7, v2, v4
	v_add_i32_e32 v8, vcc, 1, v2
	v_sub_i32_e32 v7, vcc, v5, v7
	v_cmp_ge_u32_e32 vcc, v7, v4
	v_cndmask_b32_e32 v2, v2, v8, vcc
	v_sub_i32_e64 v8, s[0:1], v7, v4
	v_cndmask_b32_e32 v7, v7, v8, vcc
	v_add_i32_e32 v8, vcc, 1, v2
	v_cmp_ge_u32_e32 vcc, v7, v4
	v_cndmask_b32_e32 v7, v2, v8, vcc
	v_mul_lo_u32 v4, v7, v4
	v_add_i32_e32 v2, vcc, s4, v0
	v_addc_u32_e32 v3, vcc, v3, v1, vcc
	flat_store_dword v[2:3], v7
	v_sub_i32_e32 v2, vcc, v5, v4
	v_add_i32_e32 v0, vcc, s6, v0
	v_addc_u32_e32 v1, vcc, v6, v1, vcc
	flat_store_dword v[0:1], v2
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel div_u32
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
		.amdhsa_next_free_vgpr 9
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
.Lfunc_end5:
	.size	div_u32, .Lfunc_end5-div_u32
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 256
; NumSgprs: 13
; NumVgprs: 9
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 13
; NumVGPRsForWavesPerEU: 9
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
	.protected	div_i64                 ; -- Begin function div_i64
	.globl	div_i64
	.p2align	8
	.type	div_i64,@function
div_i64:                                ; @div_i64
; %bb.0:
	s_load_dword s9, s[4:5], 0x1
	s_load_dword s10, s[6:7], 0x8
	s_load_dwordx8 s[0:7], s[6:7], 0x0
	v_mov_b32_e32 v3, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s9, s9, 0xffff
	s_mul_i32 s8, s8, s9
	v_add_i32_e32 v0, vcc, s10, v0
	v_add_i32_e32 v2, vcc, s8, v0
	v_lshl_b64 v[4:5], v[2:3], 3
	v_mov_b32_e32 v1, s1
	v_add_i32_e32 v0, vcc, s0, v4
	v_addc_u32_e32 v1, vcc, v1, v5, vcc
	v_mov_b32_e32 v6, s3
	v_add_i32_e32 v4, vcc, s2, v4
	v_addc_u32_e32 v5, vcc, v6, v5, vcc
	flat_load_dwordx2 v[0:1], v[0:1]
	flat_load_dwordx2 v[4:5], v[4:5]
	v_mov_b32_e32 v6, v3
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v7, v1, v5
	v_cmp_ne_u64_e32 vcc, 0, v[6:7]
                                        ; implicit-def: $vgpr6_vgpr7
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[2:3], exec, s[0:1]
	s_cbranch_execz .LBB6_2
; %bb.1:
	v_ashrrev_i32_e32 v12, 31, v5
	v_add_i32_e32 v6, vcc, v4, v12
	v_addc_u32_e32 v7, vcc, v5, v12, vcc
	v_xor_b32_e32 v13, v7, v12
	v_xor_b32_e32 v14, v6, v12
	v_cvt_f32_u32_e32 v6, v14
	v_cvt_f32_u32_e32 v7, v13
	v_sub_i32_e32 v15, vcc, 0, v14
	v_subb_u32_e32 v16, vcc, 0, v13, vcc
	v_mac_f32_e32 v6, 0x4f800000, v7
	v_rcp_f32_e32 v6, v6
	v_mul_f32_e32 v6, 0x5f7ffffc, v6
	v_mul_f32_e32 v7, 0x2f800000, v6
	v_trunc_f32_e32 v7, v7
	v_mac_f32_e32 v6, 0xcf800000, v7
	v_cvt_u32_f32_e32 v10, v7
	v_cvt_u32_f32_e32 v11, v6
	v_mul_lo_u32 v8, v15, v10
	v_mad_u64_u32 v[6:7], s[0:1], v15, v11, 0
	v_mul_lo_u32 v9, v16, v11
	v_add_i32_e32 v7, vcc, v7, v8
	v_add_i32_e32 v9, vcc, v7, v9
	v_mad_u64_u32 v[7:8], s[0:1], v11, v9, 0
	v_mul_hi_u32 v17, v11, v6
	v_add_i32_e32 v17, vcc, v17, v7
	v_mad_u64_u32 v[6:7], s[0:1], v10, v6, 0
	v_addc_u32_e32 v18, vcc, 0, v8, vcc
	v_mad_u64_u32 v[8:9], s[0:1], v10, v9, 0
	v_add_i32_e32 v6, vcc, v17, v6
	v_addc_u32_e32 v6, vcc, v18, v7, vcc
	v_addc_u32_e32 v7, vcc, 0, v9, vcc
	v_add_i32_e32 v6, vcc, v6, v8
	v_addc_u32_e32 v7, vcc, 0, v7, vcc
	v_add_i32_e32 v17, vcc, v11, v6
	v_addc_u32_e32 v18, vcc, v10, v7, vcc
	v_mad_u64_u32 v[6:7], s[0:1], v15, v17, 0
	v_mul_lo_u32 v10, v15, v18
	v_mul_lo_u32 v11, v16, v17
	v_mul_hi_u32 v15, v17, v6
	v_mad_u64_u32 v[8:9], s[0:1], v18, v6, 0
	v_add_i32_e32 v7, vcc, v7, v10
	v_add_i32_e32 v7, vcc, v7, v11
	v_mad_u64_u32 v[10:11], s[0:1], v17, v7, 0
	v_mad_u64_u32 v[6:7], s[0:1], v18, v7, 0
	v_add_i32_e32 v10, vcc, v15, v10
	v_addc_u32_e32 v11, vcc, 0, v11, vcc
	v_add_i32_e32 v8, vcc, v10, v8
	v_addc_u32_e32 v8, vcc, v11, v9, vcc
	v_addc_u32_e32 v7, vcc, 0, v7, vcc
	v_add_i32_e32 v6, vcc, v8, v6
	v_addc_u32_e32 v7, vcc, 0, v7, vcc
	v_add_i32_e32 v8, vcc, v17, v6
	v_addc_u32_e32 v9, vcc, v18, v7, vcc
	v_ashrrev_i32_e32 v10, 31, v1
	v_add_i32_e32 v6, vcc, v0, v10
	v_xor_b32_e32 v15, v6, v10
	v_mad_u64_u32 v[6:7], s[0:1], v15, v9, 0
	v_mul_hi_u32 v16, v15, v8
	v_addc_u32_e32 v11, vcc, v1, v10, vcc
	v_xor_b32_e32 v11, v11, v10
	v_add_i32_e32 v16, vcc, v16, v6
	v_addc_u32_e32 v17, vcc, 0, v7, vcc
	v_mad_u64_u32 v[6:7], s[0:1], v11, v8, 0
	v_mad_u64_u32 v[8:9], s[0:1], v11, v9, 0
	v_add_i32_e32 v6, vcc, v16, v6
	v_addc_u32_e32 v6, vcc, v17, v7, vcc
	v_addc_u32_e32 v7, vcc, 0, v9, vcc
	v_add_i32_e32 v8, vcc, v6, v8
	v_addc_u32_e32 v9, vcc, 0, v7, vcc
	v_mul_lo_u32 v16, v14, v9
	v_mad_u64_u32 v[6:7], s[0:1], v14, v8, 0
	v_mul_lo_u32 v17, v13, v8
	v_add_i32_e32 v7, vcc, v7, v16
	v_add_i32_e32 v7, vcc, v7, v17
	v_sub_i32_e32 v16, vcc, v11, v7
	v_sub_i32_e32 v6, vcc, v15, v6
	v_subb_u32_e64 v15, s[0:1], v16, v13, vcc
	v_sub_i32_e64 v16, s[0:1], v6, v14
	v_subbrev_u32_e64 v15, s[0:1], 0, v15, s[0:1]
	v_cmp_ge_u32_e64 s[0:1], v15, v13
	v_cndmask_b32_e64 v17, 0, -1, s[0:1]
	v_cmp_ge_u32_e64 s[0:1], v16, v14
	v_cndmask_b32_e64 v16, 0, -1, s[0:1]
	v_cmp_eq_u32_e64 s[0:1], v15, v13
	v_cndmask_b32_e64 v15, v17, v16, s[0:1]
	v_add_i32_e64 v16, s[0:1], 2, v8
	v_subb_u32_e32 v7, vcc, v11, v7, vcc
	v_addc_u32_e64 v17, s[0:1], 0, v9, s[0:1]
	v_cmp_ge_u32_e32 vcc, v7, v13
	v_add_i32_e64 v18, s[0:1], 1, v8
	v_cndmask_b32_e64 v11, 0, -1, vcc
	v_cmp_ge_u32_e32 vcc, v6, v14
	v_addc_u32_e64 v19, s[0:1], 0, v9, s[0:1]
	v_cndmask_b32_e64 v6, 0, -1, vcc
	v_cmp_eq_u32_e32 vcc, v7, v13
	v_cmp_ne_u32_e64 s[0:1], 0, v15
	v_cndmask_b32_e32 v6, v11, v6, vcc
	v_cndmask_b32_e64 v15, v19, v17, s[0:1]
	v_cmp_ne_u32_e32 vcc, 0, v6
	v_cndmask_b32_e64 v7, v18, v16, s[0:1]
	v_cndmask_b32_e32 v6, v9, v15, vcc
	v_cndmask_b32_e32 v7, v8, v7, vcc
	v_xor_b32_e32 v8, v10, v12
	v_xor_b32_e32 v9, v6, v8
	v_xor_b32_e32 v6, v7, v8
	v_sub_i32_e32 v6, vcc, v6, v8
	v_subb_u32_e32 v7, vcc, v9, v8, vcc
.LBB6_2:
	s_andn2_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB6_4
; %bb.3:
	v_cvt_f32_u32_e32 v6, v4
	v_sub_i32_e32 v7, vcc, 0, v4
	v_rcp_iflag_f32_e32 v6, v6
	v_mul_f32_e32 v6, 0x4f7ffffe, v6
	v_cvt_u32_f32_e32 v6, v6
	v_mul_lo_u32 v7, v7, v6
	v_mul_hi_u32 v7, v6, v7
	v_add_i32_e32 v6, vcc, v6, v7
	v_mul_hi_u32 v6, v0, v6
	v_mul_lo_u32 v7, v6, v4
	v_add_i32_e32 v8, vcc, 1, v6
	v_sub_i32_e32 v7, vcc, v0, v7
	v_sub_i32_e32 v9, vcc, v7, v4
	v_cmp_ge_u32_e32 vcc, v7, v4
	v_cndmask_b32_e32 v6, v6, v8, vcc
	v_cndmask_b32_e32 v7, v7, v9, vcc
	v_add_i32_e32 v8, vcc, 1, v6
	v_cmp_ge_u32_e32 vcc, v7, v4
	v_cndmask_b32_e32 v6, v6, v8, vcc
	v_mov_b32_e32 v7, 0
.LBB6_4:
	s_or_b64 exec, exec, s[0:1]
	v_mul_lo_u32 v5, v6, v5
	v_mad_u64_u32 v[10:11], s[0:1], v6, v4, 0
	v_lshl_b64 v[2:3], v[2:3], 3
	v_mul_lo_u32 v4, v7, v4
	v_mov_b32_e32 v9, s5
	v_add_i32_e32 v8, vcc, s4, v2
	v_addc_u32_e32 v9, vcc, v9, v3, vcc
	v_add_i32_e32 v5, vcc, v11, v5
	v_add_i32_e32 v4, vcc, v5, v4
	v_sub_i32_e32 v0, vcc, v0, v10
	v_subb_u32_e32 v1, vcc, v1, v4, vcc
	v_mov_b32_e32 v4, s7
	v_add_i32_e32 v2, vcc, s6, v2
	v_addc_u32_e32 v3, vcc, v4, v3, vcc
	flat_store_dwordx2 v[8:9], v[6:7]
	flat_store_dwordx2 v[2:3], v[0:1]
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel div_i64
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
.Lfunc_end6:
	.size	div_i64, .Lfunc_end6-div_i64
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 1028
; NumSgprs: 13
; NumVgprs: 20
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 13
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
	.protected	div_u64                 ; -- Begin function div_u64
	.globl	div_u64
	.p2align	8
	.type	div_u64,@function
div_u64:                                ; @div_u64
; %bb.0:
	s_load_dword s9, s[4:5], 0x1
	s_load_dword s10, s[6:7], 0x8
	s_load_dwordx8 s[0:7], s[6:7], 0x0
	v_mov_b32_e32 v3, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s9, s9, 0xffff
	s_mul_i32 s8, s8, s9
	v_add_i32_e32 v0, vcc, s10, v0
	v_add_i32_e32 v2, vcc, s8, v0
	v_lshl_b64 v[4:5], v[2:3], 3
	v_mov_b32_e32 v1, s1
	v_add_i32_e32 v0, vcc, s0, v4
	v_addc_u32_e32 v1, vcc, v1, v5, vcc
	v_mov_b32_e32 v6, s3
	v_add_i32_e32 v4, vcc, s2, v4
	v_addc_u32_e32 v5, vcc, v6, v5, vcc
	flat_load_dwordx2 v[0:1], v[0:1]
	flat_load_dwordx2 v[4:5], v[4:5]
	v_mov_b32_e32 v6, v3
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v7, v1, v5
	v_cmp_ne_u64_e32 vcc, 0, v[6:7]
                                        ; implicit-def: $vgpr6_vgpr7
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[2:3], exec, s[0:1]
	s_cbranch_execz .LBB7_2
; %bb.1:
	v_cvt_f32_u32_e32 v6, v4
	v_cvt_f32_u32_e32 v7, v5
	v_sub_i32_e32 v12, vcc, 0, v4
	v_subb_u32_e32 v13, vcc, 0, v5, vcc
	v_mac_f32_e32 v6, 0x4f800000, v7
	v_rcp_f32_e32 v6, v6
	v_mul_f32_e32 v6, 0x5f7ffffc, v6
	v_mul_f32_e32 v7, 0x2f800000, v6
	v_trunc_f32_e32 v7, v7
	v_mac_f32_e32 v6, 0xcf800000, v7
	v_cvt_u32_f32_e32 v10, v7
	v_cvt_u32_f32_e32 v11, v6
	v_mul_lo_u32 v8, v12, v10
	v_mad_u64_u32 v[6:7], s[0:1], v12, v11, 0
	v_mul_lo_u32 v9, v13, v11
	v_add_i32_e32 v7, vcc, v7, v8
	v_add_i32_e32 v9, vcc, v7, v9
	v_mul_hi_u32 v14, v11, v6
	v_mad_u64_u32 v[7:8], s[0:1], v11, v9, 0
	v_add_i32_e32 v14, vcc, v14, v7
	v_mad_u64_u32 v[6:7], s[0:1], v10, v6, 0
	v_addc_u32_e32 v15, vcc, 0, v8, vcc
	v_mad_u64_u32 v[8:9], s[0:1], v10, v9, 0
	v_add_i32_e32 v6, vcc, v14, v6
	v_addc_u32_e32 v6, vcc, v15, v7, vcc
	v_addc_u32_e32 v7, vcc, 0, v9, vcc
	v_add_i32_e32 v6, vcc, v6, v8
	v_addc_u32_e32 v7, vcc, 0, v7, vcc
	v_add_i32_e32 v14, vcc, v11, v6
	v_addc_u32_e32 v15, vcc, v10, v7, vcc
	v_mad_u64_u32 v[6:7], s[0:1], v12, v14, 0
	v_mul_lo_u32 v10, v12, v15
	v_mul_lo_u32 v11, v13, v14
	v_mul_hi_u32 v12, v14, v6
	v_mad_u64_u32 v[8:9], s[0:1], v15, v6, 0
	v_add_i32_e32 v7, vcc, v7, v10
	v_add_i32_e32 v7, vcc, v7, v11
	v_mad_u64_u32 v[10:11], s[0:1], v14, v7, 0
	v_mad_u64_u32 v[6:7], s[0:1], v15, v7, 0
	v_add_i32_e32 v10, vcc, v12, v10
	v_addc_u32_e32 v11, vcc, 0, v11, vcc
	v_add_i32_e32 v8, vcc, v10, v8
	v_addc_u32_e32 v8, vcc, v11, v9, vcc
	v_addc_u32_e32 v7, vcc, 0, v7, vcc
	v_add_i32_e32 v6, vcc, v8, v6
	v_addc_u32_e32 v7, vcc, 0, v7, vcc
	v_add_i32_e32 v8, vcc, v14, v6
	v_addc_u32_e32 v9, vcc, v15, v7, vcc
	v_mad_u64_u32 v[6:7], s[0:1], v0, v9, 0
	v_mul_hi_u32 v10, v0, v8
	v_add_i32_e32 v10, vcc, v10, v6
	v_addc_u32_e32 v11, vcc, 0, v7, vcc
	v_mad_u64_u32 v[6:7], s[0:1], v1, v8, 0
	v_mad_u64_u32 v[8:9], s[0:1], v1, v9, 0
	v_add_i32_e32 v6, vcc, v10, v6
	v_addc_u32_e32 v6, vcc, v11, v7, vcc
	v_addc_u32_e32 v7, vcc, 0, v9, vcc
	v_add_i32_e32 v8, vcc, v6, v8
	v_addc_u32_e32 v9, vcc, 0, v7, vcc
	v_mul_lo_u32 v10, v4, v9
	v_mad_u64_u32 v[6:7], s[0:1], v4, v8, 0
	v_mul_lo_u32 v11, v5, v8
	v_add_i32_e32 v7, vcc, v7, v10
	v_add_i32_e32 v7, vcc, v7, v11
	v_sub_i32_e32 v10, vcc, v1, v7
	v_sub_i32_e32 v6, vcc, v0, v6
	v_subb_u32_e64 v10, s[0:1], v10, v5, vcc
	v_sub_i32_e64 v11, s[0:1], v6, v4
	v_subbrev_u32_e64 v10, s[0:1], 0, v10, s[0:1]
	v_cmp_ge_u32_e64 s[0:1], v10, v5
	v_cndmask_b32_e64 v12, 0, -1, s[0:1]
	v_cmp_ge_u32_e64 s[0:1], v11, v4
	v_cndmask_b32_e64 v11, 0, -1, s[0:1]
	v_cmp_eq_u32_e64 s[0:1], v10, v5
	v_cndmask_b32_e64 v10, v12, v11, s[0:1]
	v_add_i32_e64 v11, s[0:1], 2, v8
	v_addc_u32_e64 v12, s[0:1], 0, v9, s[0:1]
	v_add_i32_e64 v13, s[0:1], 1, v8
	v_addc_u32_e64 v14, s[0:1], 0, v9, s[0:1]
	v_subb_u32_e32 v7, vcc, v1, v7, vcc
	v_cmp_ne_u32_e64 s[0:1], 0, v10
	v_cmp_ge_u32_e32 vcc, v7, v5
	v_cndmask_b32_e64 v10, v14, v12, s[0:1]
	v_cndmask_b32_e64 v12, 0, -1, vcc
	v_cmp_ge_u32_e32 vcc, v6, v4
	v_cndmask_b32_e64 v6, 0, -1, vcc
	v_cmp_eq_u32_e32 vcc, v7, v5
	v_cndmask_b32_e32 v6, v12, v6, vcc
	v_cmp_ne_u32_e32 vcc, 0, v6
	v_cndmask_b32_e64 v6, v13, v11, s[0:1]
	v_cndmask_b32_e32 v7, v9, v10, vcc
	v_cndmask_b32_e32 v6, v8, v6, vcc
.LBB7_2:
	s_andn2_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB7_4
; %bb.3:
	v_cvt_f32_u32_e32 v6, v4
	v_sub_i32_e32 v7, vcc, 0, v4
	v_rcp_iflag_f32_e32 v6, v6
	v_mul_f32_e32 v6, 0x4f7ffffe, v6
	v_cvt_u32_f32_e32 v6, v6
	v_mul_lo_u32 v7, v7, v6
	v_mul_hi_u32 v7, v6, v7
	v_add_i32_e32 v6, vcc, v6, v7
	v_mul_hi_u32 v6, v0, v6
	v_mul_lo_u32 v7, v6, v4
	v_add_i32_e32 v8, vcc, 1, v6
	v_sub_i32_e32 v7, vcc, v0, v7
	v_sub_i32_e32 v9, vcc, v7, v4
	v_cmp_ge_u32_e32 vcc, v7, v4
	v_cndmask_b32_e32 v6, v6, v8, vcc
	v_cndmask_b32_e32 v7, v7, v9, vcc
	v_add_i32_e32 v8, vcc, 1, v6
	v_cmp_ge_u32_e32 vcc, v7, v4
	v_cndmask_b32_e32 v6, v6, v8, vcc
	v_mov_b32_e32 v7, 0
.LBB7_4:
	s_or_b64 exec, exec, s[0:1]
	v_mul_lo_u32 v5, v6, v5
	v_mad_u64_u32 v[10:11], s[0:1], v6, v4, 0
	v_lshl_b64 v[2:3], v[2:3], 3
	v_mul_lo_u32 v4, v7, v4
	v_mov_b32_e32 v9, s5
	v_add_i32_e32 v8, vcc, s4, v2
	v_addc_u32_e32 v9, vcc, v9, v3, vcc
	v_add_i32_e32 v5, vcc, v11, v5
	v_add_i32_e32 v4, vcc, v5, v4
	v_sub_i32_e32 v0, vcc, v0, v10
	v_subb_u32_e32 v1, vcc, v1, v4, vcc
	v_mov_b32_e32 v4, s7
	v_add_i32_e32 v2, vcc, s6, v2
	v_addc_u32_e32 v3, vcc, v4, v3, vcc
	flat_store_dwordx2 v[8:9], v[6:7]
	flat_store_dwordx2 v[2:3], v[0:1]
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel div_u64
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
		.amdhsa_next_free_vgpr 16
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
.Lfunc_end7:
	.size	div_u64, .Lfunc_end7-div_u64
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 968
; NumSgprs: 13
; NumVgprs: 16
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 13
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
        .type_name:      'char*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'char*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'char*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         24
        .size:           8
        .type_name:      'char*'
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
    .name:           div_i8
    .private_segment_fixed_size: 0
    .sgpr_count:     13
    .sgpr_spill_count: 0
    .symbol:         div_i8.kd
    .uses_dynamic_stack: false
    .vgpr_count:     11
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'uchar*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'uchar*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'uchar*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         24
        .size:           8
        .type_name:      'uchar*'
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
    .name:           div_u8
    .private_segment_fixed_size: 0
    .sgpr_count:     13
    .sgpr_spill_count: 0
    .symbol:         div_u8.kd
    .uses_dynamic_stack: false
    .vgpr_count:     10
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'short*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'short*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'short*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         24
        .size:           8
        .type_name:      'short*'
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
    .name:           div_i16
    .private_segment_fixed_size: 0
    .sgpr_count:     13
    .sgpr_spill_count: 0
    .symbol:         div_i16.kd
    .uses_dynamic_stack: false
    .vgpr_count:     12
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'ushort*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'ushort*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'ushort*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         24
        .size:           8
        .type_name:      'ushort*'
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
    .name:           div_u16
    .private_segment_fixed_size: 0
    .sgpr_count:     13
    .sgpr_spill_count: 0
    .symbol:         div_u16.kd
    .uses_dynamic_stack: false
    .vgpr_count:     11
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .is_const:       true
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
    .name:           div_i32
    .private_segment_fixed_size: 0
    .sgpr_count:     13
    .sgpr_spill_count: 0
    .symbol:         div_i32.kd
    .uses_dynamic_stack: false
    .vgpr_count:     12
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         24
        .size:           8
        .type_name:      'uint*'
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
    .name:           div_u32
    .private_segment_fixed_size: 0
    .sgpr_count:     13
    .sgpr_spill_count: 0
    .symbol:         div_u32.kd
    .uses_dynamic_stack: false
    .vgpr_count:     9
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
      - .address_space:  global
        .offset:         24
        .size:           8
        .type_name:      'long*'
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
    .name:           div_i64
    .private_segment_fixed_size: 0
    .sgpr_count:     13
    .sgpr_spill_count: 0
    .symbol:         div_i64.kd
    .uses_dynamic_stack: false
    .vgpr_count:     20
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'ulong*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'ulong*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'ulong*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         24
        .size:           8
        .type_name:      'ulong*'
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
    .name:           div_u64
    .private_segment_fixed_size: 0
    .sgpr_count:     13
    .sgpr_spill_count: 0
    .symbol:         div_u64.kd
    .uses_dynamic_stack: false
    .vgpr_count:     16
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx701
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
