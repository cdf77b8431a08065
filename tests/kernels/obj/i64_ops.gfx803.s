	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx803"
	.protected	i64_ops                 ; -- Begin function i64_ops
	.globl	i64_ops
	.p2align	8
	.type	i64_ops,@function
i64_ops:                                ; @i64_ops
; %bb.0:
	s_load_dword s0, s[4:5], 0x4
	s_load_dword s1, s[6:7], 0x18
	s_load_dwordx4 s[12:15], s[6:7], 0x0
	s_load_dwordx2 s[2:3], s[6:7], 0x10
	v_mov_b32_e32 v1, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s0, 0xffff
	s_mul_i32 s8, s8, s0
	v_add_u32_e32 v0, vcc, s1, v0
	v_add_u32_e32 v0, vcc, s8, v0
	v_lshlrev_b64 v[4:5], 3, v[0:1]
	v_mov_b32_e32 v3, s15
	v_add_u32_e32 v2, vcc, s14, v4
	v_addc_u32_e32 v3, vcc, v3, v5, vcc
	v_mov_b32_e32 v6, s13
	flat_load_dwordx2 v[2:3], v[2:3]
	v_add_u32_e32 v4, vcc, s12, v4
	v_addc_u32_e32 v5, vcc, v6, v5, vcc
	flat_load_dwordx2 v[4:5], v[4:5]
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v7, 0
	s_waitcnt vmcnt(1)
	v_cmp_ne_u64_e32 vcc, 0, v[2:3]
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_6
; %bb.1:
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v7, v5, v3
	v_mov_b32_e32 v6, 0
	v_cmp_ne_u64_e32 vcc, 0, v[6:7]
                                        ; implicit-def: $vgpr6_vgpr7
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[6:7], exec, s[0:1]
	s_cbranch_execz .LBB0_3
; %bb.2:
	v_cvt_f32_u32_e32 v6, v2
	v_cvt_f32_u32_e32 v7, v3
	v_sub_u32_e32 v12, vcc, 0, v2
	v_subb_u32_e32 v13, vcc, 0, v3, vcc
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
	v_add_u32_e32 v7, vcc, v7, v8
	v_add_u32_e32 v9, vcc, v7, v9
	v_mul_hi_u32 v14, v11, v6
	v_mad_u64_u32 v[7:8], s[0:1], v11, v9, 0
	v_add_u32_e32 v14, vcc, v14, v7
	v_mad_u64_u32 v[6:7], s[0:1], v10, v6, 0
	v_addc_u32_e32 v15, vcc, 0, v8, vcc
	v_mad_u64_u32 v[8:9], s[0:1], v10, v9, 0
	v_add_u32_e32 v6, vcc, v14, v6
	v_addc_u32_e32 v6, vcc, v15, v7, vcc
	v_addc_u32_e32 v7, vcc, 0, v9, vcc
	v_add_u32_e32 v6, vcc, v6, v8
	v_addc_u32_e32 v7, vcc, 0, v7, vcc
	v_add_u32_e32 v14, vcc, v11, v6
	v_addc_u32_e32 v15, vcc, v10, v7, vcc
	v_mad_u64_u32 v[6:7], s[0:1], v12, v14, 0
	v_mul_lo_u32 v10, v12, v15
	v_mul_lo_u32 v11, v13, v14
	v_mul_hi_u32 v12, v14, v6
	v_mad_u64_u32 v[8:9], s[0:1], v15, v6, 0
	v_add_u32_e32 v7, vcc, v7, v10
	v_add_u32_e32 v7, vcc, v7, v11
	v_mad_u64_u32 v[10:11], s[0:1], v14, v7, 0
	v_mad_u64_u32 v[6:7], s[0:1], v15, v7, 0
	v_add_u32_e32 v10, vcc, v12, v10
	v_addc_u32_e32 v11, vcc, 0, v11, vcc
	v_add_u32_e32 v8, vcc, v10, v8
	v_addc_u32_e32 v8, vcc, v11, v9, vcc
	v_addc_u32_e32 v7, vcc, 0, v7, vcc
	v_add_u32_e32 v6, vcc, v8, v6
	v_addc_u32_e32 v7, vcc, 0, v7, vcc
	v_add_u32_e32 v8, vcc, v14, v6
	v_addc_u32_e32 v9, vcc, v15, v7, vcc
	v_mad_u64_u32 v[6:7], s[0:1], v4, v9, 0
	v_mul_hi_u32 v10, v4, v8
	v_add_u32_e32 v10, vcc, v10, v6
	v_addc_u32_e32 v11, vcc, 0, v7, vcc
	v_mad_u64_u32 v[6:7], s[0:1], v5, v8, 0
	v_mad_u64_u32 v[8:9], s[0:1], v5, v9, 0
	v_add_u32_e32 v6, vcc, v10, v6
	v_addc_u32_e32 v6, vcc, v11, v7, vcc
	v_addc_u32_e32 v7, vcc, 0, v9, vcc
	v_add_u32_e32 v8, vcc, v6, v8
	v_addc_u32_e32 v9, vcc, 0, v7, vcc
	v_mul_lo_u32 v10, v2, v9
	v_mad_u64_u32 v[6:7], s[0:1], v2, v8, 0
	v_mul_lo_u32 v11, v3, v8
	v_add_u32_e32 v7, vcc, v7, v10
	v_add_u32_e32 v7, vcc, v7, v11
	v_sub_u32_e32 v10, vcc, v5, v7
	v_sub_u32_e32 v6, vcc, v4, v6
	v_subb_u32_e64 v10, s[0:1], v10, v3, vcc
	v_sub_u32_e64 v11, s[0:1], v6, v2
	v_subbrev_u32_e64 v10, s[0:1], 0, v10, s[0:1]
	v_cmp_ge_u32_e64 s[0:1], v10, v3
	v_cndmask_b32_e64 v12, 0, -1, s[0:1]
	v_cmp_ge_u32_e64 s[0:1], v11, v2
	v_cndmask_b32_e64 v11, 0, -1, s[0:1]
	v_cmp_eq_u32_e64 s[0:1], v10, v3
	v_cndmask_b32_e64 v10, v12, v11, s[0:1]
	v_add_u32_e64 v11, s[0:1], 2, v8
	v_addc_u32_e64 v12, s[0:1], 0, v9, s[0:1]
	v_add_u32_e64 v13, s[0:1], 1, v8
	v_addc_u32_e64 v14, s[0:1], 0, v9, s[0:1]
	v_subb_u32_e32 v7, vcc, v5, v7, vcc
	v_cmp_ne_u32_e64 s[0:1], 0, v10
	v_cmp_ge_u32_e32 vcc, v7, v3
	v_cndmask_b32_e64 v10, v14, v12, s[0:1]
	v_cndmask_b32_e64 v12, 0, -1, vcc
	v_cmp_ge_u32_e32 vcc, v6, v2
	v_cndmask_b32_e64 v6, 0, -1, vcc
	v_cmp_eq_u32_e32 vcc, v7, v3
	v_cndmask_b32_e32 v6, v12, v6, vcc
	v_cmp_ne_u32_e32 vcc, 0, v6
	v_cndmask_b32_e64 v6, v13, v11, s[0:1]
	v_cndmask_b32_e32 v7, v9, v10, vcc
	v_cndmask_b32_e32 v6, v8, v6, vcc
.LBB0_3:
	s_andn2_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB0_5
; %bb.4:
	v_cvt_f32_u32_e32 v6, v2
	v_sub_u32_e32 v7, vcc, 0, v2
	v_rcp_iflag_f32_e32 v6, v6
	v_mul_f32_e32 v6, 0x4f7ffffe, v6
	v_cvt_u32_f32_e32 v6, v6
	v_mul_lo_u32 v7, v7, v6
	v_mul_hi_u32 v7, v6, v7
	v_add_u32_e32 v6, vcc, v6, v7
	v_mul_hi_u32 v6, v4, v6
	v_mul_lo_u32 v7, v6, v2
	v_add_u32_e32 v8, vcc, 1, v6
	v_sub_u32_e32 v7, vcc, v4, v7
	v_sub_u32_e32 v9, vcc, v7, v2
	v_cmp_ge_u32_e32 vcc, v7, v2
	v_cndmask_b32_e32 v6, v6, v8, vcc
	v_cndmask_b32_e32 v7, v7, v9, vcc
	v_add_u32_e32 v8, vcc, 1, v6
	v_cmp_ge_u32_e32 vcc, v7, v2
	v_cndmask_b32_e32 v6, v6, v8, vcc
	v_mov_b32_e32 v7, 0
.LBB0_5:
	s_or_b64 exec, exec, s[0:1]
.LBB0_6:
	s_or_b64 exec, exec, s[4:5]
	s_waitcnt vmcnt(0)
	v_mad_u64_u32 v[8:9], s[0:1], v2, v4, 0
	v_mov_b32_e32 v11, 0
	v_mul_lo_u32 v17, v3, v4
	v_mov_b32_e32 v10, v9
	v_mad_u64_u32 v[12:13], s[0:1], v2, v5, v[10:11]
	v_lshlrev_b64 v[0:1], 3, v[0:1]
	v_mov_b32_e32 v10, v12
	v_sub_u32_e32 v12, vcc, v4, v2
	v_mad_u64_u32 v[10:11], s[0:1], v3, v4, v[10:11]
	v_subb_u32_e32 v14, vcc, v5, v3, vcc
	v_mov_b32_e32 v10, v13
	v_sub_u32_e32 v13, vcc, v2, v4
	v_subb_u32_e32 v15, vcc, v3, v5, vcc
	v_cmp_gt_u64_e32 vcc, v[4:5], v[2:3]
	v_cndmask_b32_e32 v14, v15, v14, vcc
	v_cndmask_b32_e32 v15, v13, v12, vcc
	v_mul_lo_u32 v12, v2, v5
	v_add_u32_e32 v13, vcc, v2, v4
	v_addc_u32_e32 v16, vcc, v3, v5, vcc
	v_add_u32_e32 v9, vcc, v9, v12
	v_add_u32_e32 v9, vcc, v9, v17
	v_xor_b32_e32 v16, v16, v9
	v_xor_b32_e32 v17, v13, v8
	v_lshrrev_b64 v[8:9], v2, v[4:5]
	v_ashrrev_i64 v[12:13], v2, v[4:5]
	v_mad_u64_u32 v[8:9], s[0:1], v3, v5, v[8:9]
	v_lshlrev_b64 v[2:3], v2, v[4:5]
	v_add_u32_e32 v4, vcc, v8, v17
	v_addc_u32_e32 v5, vcc, v9, v16, vcc
	v_add_u32_e32 v4, vcc, v4, v12
	v_addc_u32_e32 v5, vcc, v5, v13, vcc
	v_add_u32_e32 v2, vcc, v4, v2
	v_addc_u32_e32 v3, vcc, v5, v3, vcc
	v_add_u32_e32 v2, vcc, v2, v15
	v_addc_u32_e32 v3, vcc, v3, v14, vcc
	v_add_u32_e32 v2, vcc, v2, v10
	v_addc_u32_e32 v3, vcc, 0, v3, vcc
	v_add_u32_e32 v2, vcc, v2, v11
	v_addc_u32_e32 v3, vcc, 0, v3, vcc
	v_add_u32_e32 v2, vcc, v2, v6
	v_addc_u32_e32 v3, vcc, v3, v7, vcc
	v_mov_b32_e32 v4, s3
	v_add_u32_e32 v0, vcc, s2, v0
	v_addc_u32_e32 v1, vcc, v4, v1, vcc
	flat_store_dwordx2 v[0:1], v[2:3]
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel i64_ops
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
		.amdhsa_next_free_vgpr 18
		.amdhsa_next_free_sgpr 16
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
	.size	i64_ops, .Lfunc_end0-i64_ops
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 1168
; NumSgprs: 18
; NumVgprs: 18
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 18
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
    .name:           i64_ops
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         i64_ops.kd
    .uses_dynamic_stack: false
    .vgpr_count:     18
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx803
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
