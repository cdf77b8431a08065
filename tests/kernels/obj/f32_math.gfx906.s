	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx906"
	.protected	f32_math                ; -- Begin function f32_math
	.globl	f32_math
	.p2align	8
	.type	f32_math,@function
f32_math:                               ; @f32_math
; %bb.0:
	s_load_dword s0, s[4:5], 0x4
	s_load_dword s1, s[6:7], 0x18
	s_load_dwordx4 s[12:15], s[6:7], 0x0
	s_load_dwordx2 s[2:3], s[6:7], 0x10
	v_mov_b32_e32 v1, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s0, 0xffff
	s_mul_i32 s8, s8, s0
	v_add_u32_e32 v0, s1, v0
	v_add_u32_e32 v0, s8, v0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_mov_b32_e32 v3, s13
	v_add_co_u32_e32 v2, vcc, s12, v0
	v_addc_co_u32_e32 v3, vcc, v3, v1, vcc
	global_load_dword v4, v[2:3], off
	v_mov_b32_e32 v3, s15
	v_add_co_u32_e32 v2, vcc, s14, v0
	v_addc_co_u32_e32 v3, vcc, v3, v1, vcc
	global_load_dword v2, v[2:3], off
	v_mov_b32_e32 v7, 0x42800000
	v_mov_b32_e32 v8, 0x4f800000
	s_brev_b32 s4, -2
	v_mov_b32_e32 v5, 0x1f800000
	v_mov_b32_e32 v9, 0x42000000
	v_mov_b32_e32 v10, s3
	s_waitcnt vmcnt(1)
	v_max_f32_e32 v15, v4, v4
	v_floor_f32_e32 v16, v4
	v_sqrt_f32_e64 v11, |v4|
	s_waitcnt vmcnt(0)
	v_div_scale_f32 v3, s[0:1], v2, v2, v4
	v_div_scale_f32 v6, vcc, v4, v2, v4
	v_max_f32_e32 v13, v2, v2
	v_ceil_f32_e32 v17, v2
	s_mov_b32 s0, 0xc2fc0000
	s_movk_i32 s1, 0x90
	v_add_f32_e32 v16, v16, v17
	v_mul_f32_e32 v17, 0x3c23d70a, v4
	v_fma_f32 v12, v4, v2, 0.5
	v_rcp_f32_e32 v14, v3
	v_fma_f32 v18, -v3, v14, 1.0
	v_fmac_f32_e32 v14, v18, v14
	v_mul_f32_e32 v18, v6, v14
	v_fma_f32 v19, -v3, v18, v6
	v_fmac_f32_e32 v18, v19, v14
	v_fma_f32 v3, -v3, v18, v6
	v_div_fmas_f32 v3, v3, v14, v18
	v_min_f32_e32 v18, v15, v13
	v_max_f32_e32 v13, v15, v13
	v_add_f32_e64 v15, |v2|, 1.0
	v_cmp_gt_f32_e32 vcc, s0, v17
	v_cmp_class_f32_e64 s[0:1], v15, s1
	v_cndmask_b32_e64 v8, 1.0, v8, s[0:1]
	v_cndmask_b32_e32 v7, 0, v7, vcc
	v_trunc_f32_e32 v19, v4
	v_mul_f32_e32 v8, v15, v8
	v_add_f32_e32 v7, v17, v7
	v_rcp_f32_e32 v14, v2
	v_add_f32_e32 v16, v19, v16
	v_rsq_f32_e32 v19, v15
	v_log_f32_e32 v8, v8
	v_exp_f32_e32 v7, v7
	v_div_fixup_f32 v3, v3, v2, v4
	v_fmac_f32_e32 v3, v4, v2
	v_rndne_f32_e32 v6, v2
	v_add_f32_e32 v13, v18, v13
	v_bfi_b32 v18, s4, v4, v2
	v_add_f32_e32 v2, v11, v3
	v_add_f32_e32 v2, v12, v2
	v_cndmask_b32_e32 v5, 1.0, v5, vcc
	v_cndmask_b32_e64 v9, 0, v9, s[0:1]
	v_add_f32_e32 v6, v6, v16
	v_add_f32_e32 v2, v13, v2
	v_add_f32_e32 v14, v14, v19
	v_sub_f32_e32 v8, v8, v9
	v_mul_f32_e32 v5, v5, v7
	v_add_f32_e32 v2, v6, v2
	v_add_f32_e32 v5, v5, v8
	v_add_f32_e32 v2, v14, v2
	v_add_f32_e32 v2, v2, v5
	v_add_co_u32_e32 v0, vcc, s2, v0
	v_add_f32_e32 v2, v18, v2
	v_addc_co_u32_e32 v1, vcc, v10, v1, vcc
	global_store_dword v[0:1], v2, off
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel f32_math
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
		.amdhsa_next_free_vgpr 20
		.amdhsa_next_free_sgpr 16
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
	.size	f32_math, .Lfunc_end0-f32_math
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 512
; NumSgprs: 18
; NumVgprs: 20
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 18
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
    .name:           f32_math
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         f32_math.kd
    .uses_dynamic_stack: false
    .vgpr_count:     20
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx906
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
