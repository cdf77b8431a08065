	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx803"
	.protected	subgroup_reduce         ; -- Begin function subgroup_reduce
	.globl	subgroup_reduce
	.p2align	8
	.type	subgroup_reduce,@function
subgroup_reduce:                        ; @subgroup_reduce
; %bb.0:
	s_load_dword s11, s[4:5], 0x4
	s_load_dwordx4 s[0:3], s[6:7], 0x0
	s_load_dword s12, s[6:7], 0x10
	s_load_dword s13, s[4:5], 0x8
	s_load_dwordx2 s[6:7], s[4:5], 0xc
	s_load_dword s4, s[4:5], 0x14
	s_waitcnt lgkmcnt(0)
	s_and_b32 s5, s11, 0xffff
	s_mul_i32 s8, s8, s5
	s_add_i32 s12, s12, s8
	v_add_u32_e32 v3, vcc, s12, v0
	v_mov_b32_e32 v4, 0
	v_lshlrev_b64 v[5:6], 2, v[3:4]
	v_mov_b32_e32 v7, s1
	v_add_u32_e32 v5, vcc, s0, v5
	v_addc_u32_e32 v6, vcc, v7, v6, vcc
	flat_load_dword v7, v[5:6]
	s_lshr_b32 s11, s11, 16
	v_mad_u32_u24 v1, v2, s11, v1
	v_mul_lo_u32 v12, v1, s5
	v_lshlrev_b32_e32 v3, 2, v3
	v_lshlrev_b64 v[1:2], 2, v[3:4]
	v_mov_b32_e32 v6, v4
	v_or_b32_e32 v5, 2, v3
	v_add_u32_e32 v12, vcc, v12, v0
	v_mov_b32_e32 v8, s3
	v_lshlrev_b64 v[5:6], 2, v[5:6]
	v_add_u32_e32 v0, vcc, s2, v1
	v_addc_u32_e32 v1, vcc, v8, v2, vcc
	v_mov_b32_e32 v11, s3
	v_lshlrev_b32_e32 v8, 2, v12
	v_add_u32_e32 v5, vcc, s2, v5
	v_addc_u32_e32 v6, vcc, v11, v6, vcc
	v_and_b32_e32 v11, 0xffffff00, v8
	v_and_b32_e32 v2, 0x7fffffc0, v12
	s_bfe_i32 s0, exec_hi, 0x10000
	v_bfrev_b32_e32 v9, 1
	s_and_b32 s1, s13, 0xffff
	s_mul_i32 s10, s10, s1
	s_mul_i32 s9, s9, s11
	v_mbcnt_lo_u32_b32 v10, -1, 0
	v_or_b32_e32 v3, 3, v3
	s_waitcnt vmcnt(0)
	v_add_u32_dpp v8, vcc, v7, v7 row_shl:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_u32_dpp v12, vcc, v7, v7 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_nop 0
	v_add_u32_dpp v8, vcc, v8, v8 row_shl:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_u32_dpp v12, vcc, v12, v12 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_nop 0
	v_add_u32_dpp v8, vcc, v8, v8 row_shl:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_max_i32_dpp v7, v7, v7 row_shl:1 row_mask:0xf bank_mask:0xf
	v_add_u32_dpp v12, vcc, v12, v12 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_u32_dpp v13, vcc, v8, v8 row_shl:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_max_i32_dpp v7, v7, v7 row_shl:2 row_mask:0xf bank_mask:0xf
	v_add_u32_dpp v8, vcc, v12, v12 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v12, v13 wave_shl:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_max_i32_dpp v7, v7, v7 row_shl:4 row_mask:0xf bank_mask:0xf
	v_add_u32_dpp v8, vcc, v8, v8 row_bcast:15 row_mask:0xa bank_mask:0xf
	v_add_u32_dpp v12, vcc, v12, v13 row_mirror row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_max_i32_dpp v7, v7, v7 row_shl:8 row_mask:0xf bank_mask:0xf
	v_readlane_b32 s12, v12, 32
	v_readlane_b32 s13, v12, 0
	v_mov_b32_dpp v9, v7 wave_shl:1 row_mask:0xf bank_mask:0xf
	s_and_b32 s0, s0, s12
	s_add_i32 s0, s0, s13
	v_max_i32_dpp v7, v9, v7 row_mirror row_mask:0xf bank_mask:0xf
	v_readlane_b32 s14, v7, 32
	s_bitcmp1_b32 exec_hi, 0
	v_readlane_b32 s15, v7, 0
	v_mov_b32_e32 v7, s0
	s_cselect_b32 s0, s14, 0x80000000
	s_sub_i32 s4, s4, s10
	s_sub_i32 s7, s7, s9
	v_add_u32_dpp v8, vcc, v8, v8 row_bcast:31 row_mask:0xc bank_mask:0xf
	s_sub_i32 s6, s6, s8
	s_max_i32 s0, s15, s0
	s_min_u32 s1, s4, s1
	s_min_u32 s4, s7, s11
	flat_store_dwordx2 v[0:1], v[7:8]
	s_min_u32 s5, s6, s5
	v_mov_b32_e32 v0, s0
	s_mul_i32 s0, s4, s1
	s_mul_i32 s0, s0, s5
	v_mbcnt_hi_u32_b32 v1, -1, v10
	flat_store_dword v[5:6], v0
	v_sub_u32_e32 v0, vcc, s0, v2
	v_lshlrev_b32_e32 v1, 16, v1
	v_min_u32_e32 v0, 64, v0
	v_or_b32_e32 v1, v11, v1
	v_or_b32_e32 v2, v1, v0
	v_lshlrev_b64 v[0:1], 2, v[3:4]
	v_mov_b32_e32 v3, s3
	v_add_u32_e32 v0, vcc, s2, v0
	v_addc_u32_e32 v1, vcc, v3, v1, vcc
	flat_store_dword v[0:1], v2
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel subgroup_reduce
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 72
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
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 14
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
	.size	subgroup_reduce, .Lfunc_end0-subgroup_reduce
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 572
; NumSgprs: 18
; NumVgprs: 14
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 14
; Occupancy: 10
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
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
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .offset:         16
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         24
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         32
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .address_space:  global
        .offset:         40
        .size:           8
        .value_kind:     hidden_none
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 72
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           subgroup_reduce
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         subgroup_reduce.kd
    .uses_dynamic_stack: false
    .vgpr_count:     14
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx803
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
