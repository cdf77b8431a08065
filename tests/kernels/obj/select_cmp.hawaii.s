	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx701"
	.protected	select_cmp              ; -- Begin function select_cmp
	.globl	select_cmp
	.p2align	8
	.type	select_cmp,@function
select_cmp:                             ; @select_cmp
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
	v_lshl_b64 v[0:1], v[0:1], 2
	v_mov_b32_e32 v3, s1
	v_add_i32_e32 v2, vcc, s0, v0
	v_addc_u32_e32 v3, vcc, v3, v1, vcc
	flat_load_dword v4, v[2:3]
	v_mov_b32_e32 v3, s3
	v_add_i32_e32 v2, vcc, s2, v0
	v_addc_u32_e32 v3, vcc, v3, v1, vcc
	flat_load_dword v2, v[2:3]
	s_movk_i32 s0, 0x204
	s_movk_i32 s2, 0x1f8
	v_mov_b32_e32 v3, s5
	s_waitcnt vmcnt(0)
	v_cmp_lt_f32_e32 vcc, v4, v2
	v_cndmask_b32_e64 v5, 0, 1, vcc
	v_cmp_eq_f32_e32 vcc, v4, v2
	v_cndmask_b32_e64 v6, 0, 1, vcc
	v_cmp_u_f32_e32 vcc, v4, v4
	v_cmp_class_f32_e64 s[0:1], v2, s0
	v_cndmask_b32_e64 v7, 0, 1, vcc
	v_cndmask_b32_e64 v8, 0, 1, s[0:1]
	v_cmp_class_f32_e64 s[0:1], v4, s2
	v_cndmask_b32_e64 v9, 0, 16, s[0:1]
	v_lshlrev_b32_e32 v7, 2, v7
	v_cmp_lg_f32_e32 vcc, v4, v2
	v_or_b32_e32 v7, v9, v7
	v_cndmask_b32_e64 v11, 0, 1, vcc
	v_lshlrev_b32_e32 v6, 1, v6
	v_or_b32_e32 v5, v7, v5
	v_lshlrev_b32_e32 v11, 6, v11
	v_or_b32_e32 v5, v5, v6
	v_lshrrev_b32_e32 v10, 26, v2
	v_cmp_u_f32_e32 vcc, v2, v4
	v_lshlrev_b32_e32 v8, 3, v8
	v_or_b32_e32 v5, v5, v11
	v_cndmask_b32_e64 v12, 0, 1, vcc
	v_and_b32_e32 v10, 32, v10
	v_or_b32_e32 v5, v5, v8
	v_lshlrev_b32_e32 v12, 7, v12
	v_or_b32_e32 v5, v5, v10
	v_add_i32_e32 v5, vcc, v5, v12
	v_sub_i32_e32 v6, vcc, 0, v5
	v_cmp_ngt_f32_e32 vcc, v4, v2
	v_cndmask_b32_e32 v2, v6, v5, vcc
	v_add_i32_e32 v0, vcc, s4, v0
	v_addc_u32_e32 v1, vcc, v3, v1, vcc
	flat_store_dword v[0:1], v2
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel select_cmp
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
		.amdhsa_next_free_vgpr 13
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
	.size	select_cmp, .Lfunc_end0-select_cmp
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 332
; NumSgprs: 13
; NumVgprs: 13
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 13
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
    .name:           select_cmp
    .private_segment_fixed_size: 0
    .sgpr_count:     13
    .sgpr_spill_count: 0
    .symbol:         select_cmp.kd
    .uses_dynamic_stack: false
    .vgpr_count:     13
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx701
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
