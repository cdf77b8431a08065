	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx906"
	.protected	subgroup_reduce         ; -- Begin function subgroup_reduce
	.globl	subgroup_reduce
	.p2align	8
	.type	subgroup_reduce,@function
subgroup_reduce:                        ; @subgroup_reduce
; %bb.0:
	s_load_dword s11, s[4:5], 0x4
	s_load_dwordx4 s[0:3], s[6:7], 0x0
	s_load_dword s14, s[6:7], 0x10
	s_load_dword s15, s[4:5], 0x8
	s_load_dwordx2 s[12:13], s[4:5], 0xc
	s_load_dword s16, s[4:5], 0x14
	s_waitcnt lgkmcnt(0)
	s_and_b32 s4, s11, 0xffff
	s_mul_i32 s8, s8, s4
	s_add_i32 s14, s14, s8
	v_add_u32_e32 v3, s14, v0
	v_mov_b32_e32 v4, 0
	v_lshlrev_b64 v[5:6], 2, v[3:4]
	v_mov_b32_e32 v7, s1
	v_add_co_u32_e32 v5, vcc, s0, v5
	v_addc_co_u32_e32 v6, vcc, v7, v6, vcc
	global_load_dword v6, v[5:6], off
	s_lshr_b32 s7, s11, 16
	v_mad_u32_u24 v1, v2, s7, v1
	v_mad_u64_u32 v[0:1], s[0:1], v1, s4, v[0:1]
	v_lshlrev_b32_e32 v3, 2, v3
	v_lshlrev_b64 v[1:2], 2, v[3:4]
	v_and_b32_e32 v3, 0x7fffffc0, v0
	v_lshlrev_b32_e32 v0, 2, v0
	v_and_b32_e32 v9, 0xffffff00, v0
	v_mbcnt_lo_u32_b32 v5, -1, 0
	v_mbcnt_hi_u32_b32 v8, -1, v5
	v_mov_b32_e32 v5, s3
	v_add_co_u32_e32 v4, vcc, s2, v1
	v_addc_co_u32_e32 v5, vcc, v5, v2, vcc
	s_bfe_i32 s5, exec_hi, 0x10000
	v_bfrev_b32_e32 v7, 1
	s_and_b32 s6, s15, 0xffff
	s_mul_i32 s10, s10, s6
	s_mul_i32 s9, s9, s7
	s_waitcnt vmcnt(0)
	v_add_u32_dpp v0, v6, v6 row_shl:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_nop 1
	v_add_u32_dpp v0, v0, v0 row_shl:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_u32_dpp v1, v6, v6 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_max_i32_dpp v6, v6, v6 row_shl:1 row_mask:0xf bank_mask:0xf
	v_add_u32_dpp v0, v0, v0 row_shl:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_u32_dpp v1, v1, v1 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_max_i32_dpp v6, v6, v6 row_shl:2 row_mask:0xf bank_mask:0xf
	v_add_u32_dpp v0, v0, v0 row_shl:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_u32_dpp v1, v1, v1 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_max_i32_dpp v6, v6, v6 row_shl:4 row_mask:0xf bank_mask:0xf
	v_mov_b32_dpp v2, v0 wave_shl:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_u32_dpp v1, v1, v1 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_max_i32_dpp v6, v6, v6 row_shl:8 row_mask:0xf bank_mask:0xf
	v_add_u32_dpp v0, v2, v0 row_mirror row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_readlane_b32 s0, v0, 32
	v_mov_b32_dpp v7, v6 wave_shl:1 row_mask:0xf bank_mask:0xf
	v_readlane_b32 s1, v0, 0
	s_and_b32 s0, s5, s0
	v_max_i32_dpp v6, v7, v6 row_mirror row_mask:0xf bank_mask:0xf
	s_add_i32 s0, s0, s1
	v_readlane_b32 s2, v6, 32
	s_bitcmp1_b32 exec_hi, 0
	v_readlane_b32 s3, v6, 0
	v_mov_b32_e32 v0, s0
	s_cselect_b32 s0, s2, 0x80000000
	s_sub_i32 s1, s16, s10
	s_sub_i32 s2, s13, s9
	s_sub_i32 s5, s12, s8
	s_max_i32 s0, s3, s0
	s_min_u32 s1, s1, s6
	s_min_u32 s2, s2, s7
	s_min_u32 s3, s5, s4
	v_mov_b32_e32 v2, s0
	s_mul_i32 s0, s2, s1
	s_mul_i32 s0, s0, s3
	v_sub_u32_e32 v3, s0, v3
	v_add_u32_dpp v1, v1, v1 row_bcast:15 row_mask:0xa bank_mask:0xf
	v_min_u32_e32 v3, 64, v3
	v_lshlrev_b32_e32 v6, 16, v8
	v_add_u32_dpp v1, v1, v1 row_bcast:31 row_mask:0xc bank_mask:0xf
	v_or3_b32 v3, v9, v6, v3
	global_store_dwordx4 v[4:5], v[0:3], off
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
		.amdhsa_next_free_vgpr 10
		.amdhsa_next_free_sgpr 17
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
	.size	subgroup_reduce, .Lfunc_end0-subgroup_reduce
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 500
; NumSgprs: 19
; NumVgprs: 10
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 19
; NumVGPRsForWavesPerEU: 10
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
    .sgpr_count:     19
    .sgpr_spill_count: 0
    .symbol:         subgroup_reduce.kd
    .uses_dynamic_stack: false
    .vgpr_count:     10
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx906
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
