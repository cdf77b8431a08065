	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx701"
	.protected	f64_math                ; -- Begin function f64_math
	.globl	f64_math
	.p2align	8
	.type	f64_math,@function
f64_math:                               ; @f64_math
; %bb.0:
	s_load_dword s9, s[4:5], 0x1
	s_load_dword s10, s[6:7], 0x6
	s_load_dwordx4 s[0:3], s[6:7], 0x0
	s_load_dwordx2 s[4:5], s[6:7], 0x4
	v_mov_b32_e32 v1, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s6, s9, 0xffff
	s_mul_i32 s8, s8, s6
	v_add_i32_e32 v0, vcc, s10, v0
	v_add_i32_e32 v0, vcc, s8, v0
	v_lshl_b64 v[2:3], v[0:1], 3
	v_mov_b32_e32 v0, s1
	v_add_i32_e32 v4, vcc, s0, v2
	v_addc_u32_e32 v5, vcc, v0, v3, vcc
	flat_load_dwordx2 v[4:5], v[4:5]
	v_mov_b32_e32 v0, s3
	v_add_i32_e32 v6, vcc, s2, v2
	v_addc_u32_e32 v7, vcc, v0, v3, vcc
	flat_load_dwordx2 v[6:7], v[6:7]
	s_brev_b32 s3, 8
	s_mov_b32 s2, 0
	v_mov_b32_e32 v20, 0x3ff00000
	v_mov_b32_e32 v0, 0x4ff00000
	v_mov_b32_e32 v8, v1
	v_mov_b32_e32 v21, 0x37f00000
	s_waitcnt vmcnt(1)
	v_cmp_lt_f64_e64 s[0:1], |v[4:5]|, s[2:3]
	s_mov_b32 s3, 0x7ff00000
	v_cndmask_b32_e64 v9, v20, v0, s[0:1]
	v_mul_f64 v[8:9], |v[4:5]|, v[8:9]
	v_mov_b32_e32 v0, v1
	v_rsq_f64_e32 v[10:11], v[8:9]
	v_cndmask_b32_e64 v1, v20, v21, s[0:1]
	v_cmp_eq_f64_e64 s[0:1], s[2:3], v[8:9]
	v_cvt_i32_f64_e32 v20, v[4:5]
	v_mul_f64 v[12:13], v[8:9], v[10:11]
	v_mul_f64 v[10:11], v[10:11], 0.5
	s_waitcnt vmcnt(0)
	v_cvt_u32_f64_e32 v21, v[6:7]
	v_fma_f64 v[14:15], -v[10:11], v[12:13], 0.5
	v_fma_f64 v[12:13], v[12:13], v[14:15], v[12:13]
	v_fma_f64 v[10:11], v[10:11], v[14:15], v[10:11]
	v_fma_f64 v[14:15], -v[12:13], v[12:13], v[8:9]
	v_fma_f64 v[12:13], v[14:15], v[10:11], v[12:13]
	v_div_scale_f64 v[14:15], s[6:7], v[6:7], v[6:7], v[4:5]
	v_fma_f64 v[16:17], -v[12:13], v[12:13], v[8:9]
	v_fma_f64 v[10:11], v[16:17], v[10:11], v[12:13]
	v_rcp_f64_e32 v[12:13], v[14:15]
	v_mul_f64 v[0:1], v[0:1], v[10:11]
	v_trunc_f64_e32 v[10:11], v[6:7]
	v_fma_f64 v[16:17], -v[14:15], v[12:13], 1.0
	v_fma_f64 v[12:13], v[12:13], v[16:17], v[12:13]
	v_fma_f64 v[16:17], -v[14:15], v[12:13], 1.0
	v_fma_f64 v[12:13], v[12:13], v[16:17], v[12:13]
	v_div_scale_f64 v[16:17], vcc, v[4:5], v[6:7], v[4:5]
	v_mul_f64 v[18:19], v[16:17], v[12:13]
	v_fma_f64 v[14:15], -v[14:15], v[18:19], v[16:17]
	v_max_f64 v[16:17], v[6:7], v[6:7]
	s_nop 0
	v_div_fmas_f64 v[12:13], v[14:15], v[12:13], v[18:19]
	v_cmp_eq_f64_e32 vcc, 0, v[8:9]
	v_fma_f64 v[14:15], v[4:5], v[6:7], 1.0
	s_or_b64 vcc, vcc, s[0:1]
	v_div_fixup_f64 v[12:13], v[12:13], v[6:7], v[4:5]
	v_cndmask_b32_e32 v1, v1, v9, vcc
	v_cndmask_b32_e32 v0, v0, v8, vcc
	v_max_f64 v[18:19], v[4:5], v[4:5]
	v_add_f64 v[0:1], v[12:13], v[0:1]
	v_floor_f64_e32 v[8:9], v[4:5]
	v_min_f64 v[4:5], v[18:19], v[16:17]
	v_max_f64 v[6:7], v[18:19], v[16:17]
	v_cvt_f64_i32_e32 v[16:17], v20
	v_cvt_f64_u32_e32 v[12:13], v21
	v_add_f64 v[0:1], v[14:15], v[0:1]
	v_add_f64 v[8:9], v[8:9], v[10:11]
	v_fma_f64 v[0:1], v[4:5], v[6:7], v[0:1]
	v_add_f64 v[4:5], v[16:17], v[12:13]
	v_add_f64 v[0:1], v[8:9], v[0:1]
	v_mov_b32_e32 v6, s5
	v_add_f64 v[0:1], v[4:5], v[0:1]
	v_add_i32_e32 v2, vcc, s4, v2
	v_addc_u32_e32 v3, vcc, v6, v3, vcc
	flat_store_dwordx2 v[2:3], v[0:1]
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel f64_math
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
		.amdhsa_next_free_vgpr 22
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
	.size	f64_math, .Lfunc_end0-f64_math
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 668
; NumSgprs: 13
; NumVgprs: 22
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 5
; NumSGPRsForWavesPerEU: 13
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
    .name:           f64_math
    .private_segment_fixed_size: 0
    .sgpr_count:     13
    .sgpr_spill_count: 0
    .symbol:         f64_math.kd
    .uses_dynamic_stack: false
    .vgpr_count:     22
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx701
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
