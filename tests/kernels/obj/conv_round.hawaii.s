	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx701"
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
	s_mov_b32 s2, 0xffc00000
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s0, 0xffff
	s_mul_i32 s8, s8, s0
	v_add_i32_e32 v0, vcc, s1, v0
	v_add_i32_e32 v0, vcc, s8, v0
	v_lshl_b64 v[2:3], v[0:1], 3
	v_mov_b32_e32 v5, s13
	v_add_i32_e32 v4, vcc, s12, v2
	v_addc_u32_e32 v5, vcc, v5, v3, vcc
	flat_load_dwordx2 v[4:5], v[4:5]
	v_lshl_b64 v[6:7], v[0:1], 2
	v_mov_b32_e32 v9, s15
	v_add_i32_e32 v8, vcc, s14, v6
	v_addc_u32_e32 v9, vcc, v9, v7, vcc
	s_load_dwordx4 s[8:11], s[6:7], 0x8
	s_load_dwordx4 s[4:7], s[6:7], 0xc
	v_mov_b32_e32 v11, s17
	v_add_i32_e32 v10, vcc, s16, v6
	v_lshl_b64 v[12:13], v[0:1], 1
	v_addc_u32_e32 v11, vcc, v11, v7, vcc
	v_mov_b32_e32 v14, s19
	v_add_i32_e32 v12, vcc, s18, v12
	v_addc_u32_e32 v13, vcc, v14, v13, vcc
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v15, s11
	v_add_i32_e32 v1, vcc, s10, v2
	v_addc_u32_e32 v2, vcc, v15, v3, vcc
	s_mov_b32 s1, 0xc1e00000
	s_mov_b32 s0, 0
	v_mov_b32_e32 v16, s5
	v_add_i32_e32 v6, vcc, s4, v6
	v_addc_u32_e32 v7, vcc, v16, v7, vcc
	s_mov_b32 s3, 0x41dfffff
	v_mov_b32_e32 v18, s9
	s_mov_b32 s12, 0xffe00000
	s_mov_b32 s13, 0x41efffff
	s_mov_b32 s20, -1
	s_mov_b32 s21, 0x43dfffff
	s_mov_b32 s23, 0x3df00000
	s_mov_b32 s22, s0
	s_mov_b32 s7, 0xc1f00000
	s_mov_b32 s6, s0
	v_bfrev_b32_e32 v3, -2
	v_bfrev_b32_e32 v21, 1
	s_waitcnt vmcnt(0)
	v_rndne_f64_e32 v[14:15], v[4:5]
	v_max_f64 v[16:17], v[14:15], s[0:1]
	s_mov_b32 s1, 0xc0e00000
	v_min_f64 v[16:17], v[16:17], s[2:3]
	v_cvt_i32_f64_e32 v20, v[16:17]
	v_add_i32_e32 v16, vcc, s8, v0
	v_addc_u32_e32 v17, vcc, 0, v18, vcc
	v_floor_f64_e32 v[18:19], v[4:5]
	flat_store_dword v[8:9], v20
	v_ceil_f64_e32 v[8:9], v[4:5]
	v_max_f64 v[18:19], v[18:19], 0
	v_max_f64 v[8:9], v[8:9], s[0:1]
	v_min_f64 v[18:19], v[18:19], s[12:13]
	s_mov_b32 s1, 0x40dfffc0
	v_min_f64 v[8:9], v[8:9], s[0:1]
	v_cvt_u32_f64_e32 v0, v[18:19]
	v_max_f64 v[18:19], v[4:5], v[4:5]
	v_cvt_i32_f64_e32 v20, v[8:9]
	v_max_f64 v[8:9], v[18:19], 0
	s_mov_b32 s1, 0x406fe000
	v_min_f64 v[8:9], v[8:9], s[0:1]
	s_mov_b32 s1, 0xc3e00000
	v_max_f64 v[14:15], v[14:15], s[0:1]
	flat_store_dword v[10:11], v0
	v_min_f64 v[14:15], v[14:15], s[20:21]
	v_cvt_u32_f64_e32 v18, v[8:9]
	v_trunc_f64_e32 v[14:15], v[14:15]
	v_cmp_nlt_f64_e32 vcc, s[20:21], v[4:5]
	v_mul_f64 v[10:11], v[14:15], s[22:23]
	v_cvt_f32_f64_e32 v0, v[4:5]
	v_floor_f64_e32 v[10:11], v[10:11]
	flat_store_short v[12:13], v20
	v_fma_f64 v[8:9], v[10:11], s[6:7], v[14:15]
	flat_store_byte v[16:17], v18
	v_cvt_u32_f64_e32 v8, v[8:9]
	v_cvt_i32_f64_e32 v9, v[10:11]
	v_cndmask_b32_e32 v8, -1, v8, vcc
	v_cndmask_b32_e32 v3, v3, v9, vcc
	v_cmp_ngt_f64_e32 vcc, s[0:1], v[4:5]
	v_cndmask_b32_e32 v4, v21, v3, vcc
	v_cndmask_b32_e32 v3, 0, v8, vcc
	flat_store_dwordx2 v[1:2], v[3:4]
	flat_store_dword v[6:7], v0
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
		.amdhsa_next_free_vgpr 22
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
; codeLenInByte = 572
; NumSgprs: 26
; NumVgprs: 22
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 3
; VGPRBlocks: 5
; NumSGPRsForWavesPerEU: 26
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
	v_mov_b32_e32 v9, 0x477fe000
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s0, 0xffff
	s_mul_i32 s8, s8, s0
	v_add_i32_e32 v0, vcc, s1, v0
	v_add_i32_e32 v0, vcc, s8, v0
	v_lshl_b64 v[2:3], v[0:1], 2
	v_mov_b32_e32 v5, s13
	v_add_i32_e32 v4, vcc, s12, v2
	v_addc_u32_e32 v5, vcc, v5, v3, vcc
	flat_load_dword v8, v[4:5]
	v_mov_b32_e32 v6, s19
	v_lshl_b64 v[4:5], v[0:1], 1
	v_add_i32_e32 v0, vcc, s18, v0
	v_addc_u32_e32 v1, vcc, 0, v6, vcc
	v_mov_b32_e32 v7, s15
	v_add_i32_e32 v6, vcc, s14, v4
	v_addc_u32_e32 v7, vcc, v7, v5, vcc
	v_mov_b32_e32 v12, s17
	v_add_i32_e32 v4, vcc, s16, v4
	v_addc_u32_e32 v5, vcc, v12, v5, vcc
	s_load_dwordx4 s[0:3], s[6:7], 0x8
	s_waitcnt lgkmcnt(0)
	s_mov_b32 s3, 0xc77fe000
	s_mov_b32 s2, 0x477fe000
	v_mov_b32_e32 v10, 0x7fff
	v_mov_b32_e32 v11, 0xffff8000
	v_mov_b32_e32 v13, s1
	v_add_i32_e32 v2, vcc, s0, v2
	v_addc_u32_e32 v3, vcc, v13, v3, vcc
	s_waitcnt vmcnt(0)
	v_cvt_f16_f32_e32 v8, v8
	v_cvt_f32_f16_e32 v12, v8
	flat_store_short v[6:7], v8
	v_rndne_f32_e32 v6, v12
	v_med3_f32 v6, v6, s3, v9
	v_mul_f32_e32 v7, 1.0, v12
	v_cvt_i32_f32_e32 v6, v6
	v_max_f32_e32 v7, 0, v7
	v_min_f32_e32 v7, 0x437f0000, v7
	v_cvt_u32_f32_e32 v7, v7
	v_cmp_nlt_f32_e32 vcc, s2, v12
	v_cndmask_b32_e32 v6, v10, v6, vcc
	v_cmp_ngt_f32_e32 vcc, s3, v12
	v_cndmask_b32_e32 v6, v11, v6, vcc
	v_add_f32_e32 v8, v12, v12
	flat_store_short v[4:5], v6
	flat_store_byte v[0:1], v7
	flat_store_dword v[2:3], v8
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
		.amdhsa_next_free_vgpr 14
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
; codeLenInByte = 280
; NumSgprs: 22
; NumVgprs: 14
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 22
; NumVGPRsForWavesPerEU: 14
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
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s0, 0xffff
	s_mul_i32 s8, s8, s0
	v_add_i32_e32 v0, vcc, s1, v0
	v_add_i32_e32 v0, vcc, s8, v0
	v_lshl_b64 v[2:3], v[0:1], 3
	v_mov_b32_e32 v5, s13
	v_add_i32_e32 v4, vcc, s12, v2
	v_addc_u32_e32 v5, vcc, v5, v3, vcc
	flat_load_dwordx2 v[4:5], v[4:5]
	v_lshl_b64 v[0:1], v[0:1], 2
	v_mov_b32_e32 v7, s15
	v_add_i32_e32 v6, vcc, s14, v0
	s_load_dwordx4 s[0:3], s[6:7], 0x8
	v_addc_u32_e32 v7, vcc, v7, v1, vcc
	v_mov_b32_e32 v8, s17
	v_add_i32_e32 v2, vcc, s16, v2
	v_addc_u32_e32 v3, vcc, v8, v3, vcc
	v_mov_b32_e32 v9, s19
	v_add_i32_e32 v8, vcc, s18, v0
	v_addc_u32_e32 v9, vcc, v9, v1, vcc
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v10, s1
	v_add_i32_e32 v0, vcc, s0, v0
	v_addc_u32_e32 v1, vcc, v10, v1, vcc
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v14, v4, v5
	v_ffbh_i32_e32 v15, v5
	v_ashrrev_i32_e32 v14, 31, v14
	v_ffbh_u32_e32 v16, v5
	v_add_i32_e32 v18, vcc, -1, v15
	v_add_i32_e32 v19, vcc, 32, v14
	v_cvt_f64_u32_e32 v[10:11], v5
	v_min_u32_e32 v16, 32, v16
	v_min_u32_e32 v18, v18, v19
	v_cvt_f64_u32_e32 v[12:13], v4
	v_cvt_f32_i32_e32 v17, v4
	v_lshl_b64 v[14:15], v[4:5], v16
	v_lshl_b64 v[4:5], v[4:5], v18
	v_ldexp_f64 v[10:11], v[10:11], 32
	v_min_u32_e32 v4, 1, v4
	v_min_u32_e32 v14, 1, v14
	v_or_b32_e32 v4, v5, v4
	v_or_b32_e32 v14, v15, v14
	v_cvt_f32_i32_e32 v4, v4
	v_add_f64 v[10:11], v[10:11], v[12:13]
	v_cvt_f32_u32_e32 v12, v14
	v_sub_i32_e32 v5, vcc, 32, v18
	v_sub_i32_e32 v16, vcc, 32, v16
	flat_store_dwordx2 v[2:3], v[10:11]
	v_ldexp_f32_e32 v3, v4, v5
	v_ldexp_f32_e32 v2, v12, v16
	flat_store_dword v[6:7], v3
	flat_store_dword v[8:9], v2
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
; codeLenInByte = 296
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
    .vgpr_count:     14
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
amdhsa.target:   amdgcn-amd-amdhsa--gfx701
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
