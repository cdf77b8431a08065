	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx803"
	.protected	conv_f64                ; -- Begin function conv_f64
	.globl	conv_f64
	.p2align	8
	.type	conv_f64,@function
conv_f64:                               ; @conv_f64
; %bb.0:
	s_load_dwordx8 s[12:19], s[6:7], 0x0
	s_load_dwordx4 s[20:23], s[6:7], 0x20
	s_load_dwordx4 s[0:3], s[6:7], 0x30
	s_waitcnt lgkmcnt(0)
	s_load_dword s2, s[6:7], 0x38
	s_load_dword s3, s[4:5], 0x4
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v5, s13
	s_mov_b32 s4, 0xffc00000
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v0, vcc, s2, v0
	s_and_b32 s3, s3, 0xffff
	s_mul_i32 s8, s8, s3
	v_add_u32_e32 v0, vcc, s8, v0
	v_lshlrev_b64 v[2:3], 3, v[0:1]
	s_mov_b32 s3, 0xc1e00000
	v_add_u32_e32 v4, vcc, s12, v2
	v_addc_u32_e32 v5, vcc, v5, v3, vcc
	flat_load_dwordx2 v[4:5], v[4:5]
	s_mov_b32 s2, 0
	s_mov_b32 s5, 0x41dfffff
	v_mov_b32_e32 v11, s15
	s_mov_b32 s7, 0x3df00000
	s_mov_b32 s6, s2
	s_waitcnt vmcnt(0)
	v_rndne_f64_e32 v[6:7], v[4:5]
	v_max_f64 v[8:9], v[6:7], s[2:3]
	s_mov_b32 s3, 0xc0e00000
	v_min_f64 v[8:9], v[8:9], s[4:5]
	s_mov_b32 s4, 0xffe00000
	s_mov_b32 s5, 0x41efffff
	v_cvt_i32_f64_e32 v12, v[8:9]
	v_lshlrev_b64 v[8:9], 2, v[0:1]
	v_add_u32_e32 v10, vcc, s14, v8
	v_addc_u32_e32 v11, vcc, v11, v9, vcc
	flat_store_dword v[10:11], v12
	v_floor_f64_e32 v[10:11], v[4:5]
	v_max_f64 v[10:11], v[10:11], 0
	v_min_f64 v[10:11], v[10:11], s[4:5]
	s_mov_b32 s4, -1
	s_mov_b32 s5, 0x43dfffff
	v_cvt_u32_f64_e32 v12, v[10:11]
	v_add_u32_e32 v10, vcc, s16, v8
	v_mov_b32_e32 v11, s17
	v_addc_u32_e32 v11, vcc, v11, v9, vcc
	flat_store_dword v[10:11], v12
	v_ceil_f64_e32 v[10:11], v[4:5]
	v_max_f64 v[10:11], v[10:11], s[2:3]
	s_mov_b32 s3, 0x40dfffc0
	v_min_f64 v[10:11], v[10:11], s[2:3]
	s_mov_b32 s3, 0x406fe000
	v_cvt_i32_f64_e32 v12, v[10:11]
	v_lshlrev_b64 v[10:11], 1, v[0:1]
	v_mov_b32_e32 v1, s19
	v_add_u32_e32 v10, vcc, s18, v10
	v_addc_u32_e32 v11, vcc, v1, v11, vcc
	flat_store_short v[10:11], v12
	v_max_f64 v[10:11], v[4:5], v[4:5]
	v_add_u32_e32 v0, vcc, s20, v0
	v_mov_b32_e32 v1, s21
	v_addc_u32_e32 v1, vcc, 0, v1, vcc
	v_cmp_nlt_f64_e32 vcc, s[4:5], v[4:5]
	v_max_f64 v[10:11], v[10:11], 0
	v_min_f64 v[10:11], v[10:11], s[2:3]
	s_mov_b32 s3, 0xc3e00000
	v_cvt_i32_f64_e32 v10, v[10:11]
	flat_store_byte v[0:1], v10
	v_max_f64 v[0:1], v[6:7], s[2:3]
	v_min_f64 v[0:1], v[0:1], s[4:5]
	v_trunc_f64_e32 v[0:1], v[0:1]
	v_mul_f64 v[6:7], v[0:1], s[6:7]
	s_mov_b32 s7, 0xc1f00000
	v_floor_f64_e32 v[6:7], v[6:7]
	v_fma_f64 v[0:1], v[6:7], s[6:7], v[0:1]
	v_cvt_u32_f64_e32 v0, v[0:1]
	v_cvt_i32_f64_e32 v1, v[6:7]
	v_bfrev_b32_e32 v6, -2
	v_cndmask_b32_e32 v0, -1, v0, vcc
	v_cndmask_b32_e32 v1, v6, v1, vcc
	v_cmp_ngt_f64_e32 vcc, s[2:3], v[4:5]
	v_bfrev_b32_e32 v6, 1
	v_cndmask_b32_e32 v1, v6, v1, vcc
	v_cndmask_b32_e32 v0, 0, v0, vcc
	v_add_u32_e32 v2, vcc, s22, v2
	v_mov_b32_e32 v6, s23
	v_addc_u32_e32 v3, vcc, v6, v3, vcc
	flat_store_dwordx2 v[2:3], v[0:1]
	v_cvt_f32_f64_e32 v2, v[4:5]
	v_add_u32_e32 v0, vcc, s0, v8
	v_mov_b32_e32 v1, s1
	v_addc_u32_e32 v1, vcc, v1, v9, vcc
	flat_store_dword v[0:1], v2
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
		.amdhsa_next_free_vgpr 13
		.amdhsa_next_free_sgpr 24
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
	.size	conv_f64, .Lfunc_end0-conv_f64
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 588
; NumSgprs: 26
; NumVgprs: 13
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 3
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 26
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
	.protected	conv_f16                ; -- Begin function conv_f16
	.globl	conv_f16
	.p2align	8
	.type	conv_f16,@function
conv_f16:                               ; @conv_f16
; %bb.0:
	s_load_dword s0, s[4:5], 0x4
	s_load_dword s1, s[6:7], 0x28
	s_load_dwordx8 s[12:19], s[6:7], 0x0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v9, 0x7fff
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s0, 0xffff
	s_mul_i32 s8, s8, s0
	v_add_u32_e32 v0, vcc, s1, v0
	v_add_u32_e32 v0, vcc, s8, v0
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_mov_b32_e32 v5, s13
	v_add_u32_e32 v4, vcc, s12, v2
	v_addc_u32_e32 v5, vcc, v5, v3, vcc
	flat_load_dword v8, v[4:5]
	v_mov_b32_e32 v6, s19
	v_lshlrev_b64 v[4:5], 1, v[0:1]
	v_add_u32_e32 v0, vcc, s18, v0
	s_load_dwordx4 s[0:3], s[6:7], 0x20
	v_addc_u32_e32 v1, vcc, 0, v6, vcc
	v_mov_b32_e32 v7, s15
	v_add_u32_e32 v6, vcc, s14, v4
	v_addc_u32_e32 v7, vcc, v7, v5, vcc
	v_mov_b32_e32 v11, s17
	v_add_u32_e32 v4, vcc, s16, v4
	v_addc_u32_e32 v5, vcc, v11, v5, vcc
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v12, s1
	v_add_u32_e32 v2, vcc, s0, v2
	s_movk_i32 s3, 0x7bff
	v_addc_u32_e32 v3, vcc, v12, v3, vcc
	s_mov_b32 s2, 0xfbff
	v_mov_b32_e32 v10, 0xffff8000
	s_waitcnt vmcnt(0)
	v_cvt_f16_f32_e32 v8, v8
	flat_store_short v[6:7], v8
	v_rndne_f16_e32 v6, v8
	v_max_f16_e32 v6, 0xfbff, v6
	v_cvt_f32_f16_e32 v11, v8
	v_min_f16_e32 v6, 0x7bff, v6
	v_cvt_i16_f16_e32 v6, v6
	v_cmp_nlt_f16_e32 vcc, s3, v8
	v_max_f16_e32 v7, 0, v8
	v_cndmask_b32_e32 v6, v9, v6, vcc
	v_cmp_ngt_f16_e32 vcc, s2, v8
	v_min_f16_e32 v7, 0x5bf8, v7
	v_cndmask_b32_e32 v6, v10, v6, vcc
	v_cvt_i16_f16_e32 v7, v7
	v_add_f32_e32 v9, v11, v11
	flat_store_short v[4:5], v6
	flat_store_byte v[0:1], v7
	flat_store_dword v[2:3], v9
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
	.size	conv_f16, .Lfunc_end1-conv_f16
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 288
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
	s_load_dword s0, s[4:5], 0x4
	s_load_dword s1, s[6:7], 0x28
	s_load_dwordx8 s[12:19], s[6:7], 0x0
	v_mov_b32_e32 v1, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s0, 0xffff
	s_mul_i32 s8, s8, s0
	v_add_u32_e32 v0, vcc, s1, v0
	v_add_u32_e32 v0, vcc, s8, v0
	v_lshlrev_b64 v[2:3], 3, v[0:1]
	v_mov_b32_e32 v5, s13
	v_add_u32_e32 v4, vcc, s12, v2
	v_addc_u32_e32 v5, vcc, v5, v3, vcc
	flat_load_dwordx2 v[4:5], v[4:5]
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_mov_b32_e32 v7, s15
	v_add_u32_e32 v6, vcc, s14, v0
	s_load_dwordx4 s[0:3], s[6:7], 0x20
	v_addc_u32_e32 v7, vcc, v7, v1, vcc
	v_mov_b32_e32 v8, s17
	v_add_u32_e32 v2, vcc, s16, v2
	v_addc_u32_e32 v3, vcc, v8, v3, vcc
	v_mov_b32_e32 v9, s19
	v_add_u32_e32 v8, vcc, s18, v0
	v_addc_u32_e32 v9, vcc, v9, v1, vcc
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v10, s1
	v_add_u32_e32 v0, vcc, s0, v0
	v_addc_u32_e32 v1, vcc, v10, v1, vcc
	s_waitcnt vmcnt(0)
	v_cvt_f64_u32_e32 v[10:11], v5
	v_xor_b32_e32 v14, v4, v5
	v_ffbh_i32_e32 v15, v5
	v_ashrrev_i32_e32 v14, 31, v14
	v_ldexp_f64 v[10:11], v[10:11], 32
	v_ffbh_u32_e32 v16, v5
	v_add_u32_e32 v18, vcc, -1, v15
	v_add_u32_e32 v19, vcc, 32, v14
	v_cvt_f64_u32_e32 v[12:13], v4
	v_min_u32_e32 v16, 32, v16
	v_min_u32_e32 v18, v18, v19
	v_cvt_f32_i32_e32 v17, v4
	v_lshlrev_b64 v[14:15], v16, v[4:5]
	v_lshlrev_b64 v[4:5], v18, v[4:5]
	v_min_u32_e32 v14, 1, v14
	v_min_u32_e32 v4, 1, v4
	v_or_b32_e32 v14, v15, v14
	v_or_b32_e32 v15, v5, v4
	v_add_f64 v[4:5], v[10:11], v[12:13]
	v_cvt_f32_i32_e32 v10, v15
	v_cvt_f32_u32_e32 v14, v14
	v_sub_u32_e32 v11, vcc, 32, v18
	v_sub_u32_e32 v16, vcc, 32, v16
	v_ldexp_f32 v10, v10, v11
	v_ldexp_f32 v12, v14, v16
	flat_store_dword v[6:7], v10
	flat_store_dword v[8:9], v12
	flat_store_dwordx2 v[2:3], v[4:5]
	flat_store_dword v[0:1], v17
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
		.amdhsa_next_free_vgpr 20
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
	.size	conv_int_float, .Lfunc_end2-conv_int_float
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 328
; NumSgprs: 22
; NumVgprs: 20
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 192
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
    .sgpr_count:     26
    .sgpr_spill_count: 0
    .symbol:         conv_f64.kd
    .uses_dynamic_stack: false
    .vgpr_count:     13
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
    .vgpr_count:     20
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx803
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
