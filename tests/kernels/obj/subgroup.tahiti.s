	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx600"
	.protected	subgroup_reduce         ; -- Begin function subgroup_reduce
	.globl	subgroup_reduce
	.p2align	8
	.type	subgroup_reduce,@function
subgroup_reduce:                        ; @subgroup_reduce
; %bb.0:
	s_load_dword s12, s[4:5], 0x1
	s_load_dwordx4 s[0:3], s[6:7], 0x0
	s_load_dwordx2 s[6:7], s[6:7], 0x4
	v_mov_b32_e32 v4, 0
	s_mov_b32 s18, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s11, s12, 0xffff
	s_mul_i32 s8, s8, s11
	v_add_i32_e32 v3, vcc, s8, v0
	v_add_i32_e32 v3, vcc, s6, v3
	v_lshl_b64 v[4:5], v[3:4], 2
	s_mov_b32 s19, 0x100f000
	s_mov_b64 s[16:17], s[0:1]
	buffer_load_dword v5, v[4:5], s[16:19], 0 addr64
	v_cmp_ne_u64_e64 s[0:1], exec, -1
	s_mov_b64 s[6:7], -1
	s_waitcnt vmcnt(0)
	ds_swizzle_b32 v6, v5 offset:swizzle(QUAD_PERM,1,0,3,2)
	s_waitcnt lgkmcnt(0)
	v_add_i32_e32 v4, vcc, v6, v5
	ds_swizzle_b32 v7, v4 offset:swizzle(QUAD_PERM,2,3,0,1)
	s_waitcnt lgkmcnt(0)
	v_add_i32_e32 v4, vcc, v4, v7
	ds_swizzle_b32 v7, v4 offset:swizzle(SWAP,4)
	s_waitcnt lgkmcnt(0)
	v_add_i32_e32 v4, vcc, v4, v7
	ds_swizzle_b32 v7, v4 offset:swizzle(SWAP,8)
	s_waitcnt lgkmcnt(0)
	v_add_i32_e32 v4, vcc, v4, v7
	ds_swizzle_b32 v7, v4 offset:swizzle(SWAP,16)
	s_and_b64 vcc, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	v_add_i32_e64 v4, s[0:1], v4, v7
	s_cbranch_vccz .LBB0_7
; %bb.1:
	v_readlane_b32 s0, v4, 32
	s_bfe_i32 s1, exec_hi, 0x10000
	s_and_b32 s0, s1, s0
	v_readlane_b32 s1, v4, 0
	s_add_i32 s0, s0, s1
	s_cbranch_execnz .LBB0_3
.LBB0_2:
	v_readlane_b32 s0, v4, 0
	v_readlane_b32 s1, v4, 32
	s_add_i32 s0, s1, s0
.LBB0_3:
	ds_swizzle_b32 v4, v5 offset:swizzle(BROADCAST,2,0)
	v_mbcnt_lo_u32_b32_e64 v7, -1, 0
	v_mbcnt_hi_u32_b32_e32 v7, -1, v7
	v_bfe_i32 v8, v7, 0, 1
	v_bfe_i32 v9, v7, 1, 1
	s_waitcnt lgkmcnt(0)
	v_and_b32_e32 v4, v8, v4
	v_add_i32_e32 v4, vcc, v4, v5
	ds_swizzle_b32 v8, v4 offset:swizzle(BROADCAST,4,1)
	v_lshlrev_b32_e32 v3, 2, v3
	v_mov_b32_e32 v12, s3
	s_mov_b64 s[16:17], s[2:3]
	s_mov_b32 s19, 0x100f000
	s_waitcnt lgkmcnt(0)
	v_and_b32_e32 v8, v9, v8
	v_add_i32_e32 v10, vcc, v4, v8
	ds_swizzle_b32 v11, v10 offset:swizzle(BROADCAST,8,3)
	v_mov_b32_e32 v4, 0
	v_lshl_b64 v[8:9], v[3:4], 2
	v_bfe_i32 v3, v7, 2, 1
	s_mov_b32 s18, 0
	s_waitcnt lgkmcnt(0)
	v_and_b32_e32 v3, v3, v11
	v_add_i32_e32 v10, vcc, v10, v3
	ds_swizzle_b32 v11, v10 offset:swizzle(BROADCAST,16,7)
	v_add_i32_e32 v3, vcc, s2, v8
	v_addc_u32_e32 v4, vcc, v12, v9, vcc
	v_bfe_i32 v12, v7, 3, 1
	s_waitcnt lgkmcnt(0)
	v_and_b32_e32 v11, v12, v11
	v_add_i32_e32 v10, vcc, v10, v11
	ds_swizzle_b32 v11, v10 offset:swizzle(BROADCAST,32,15)
	v_bfe_i32 v12, v7, 4, 1
	v_cmp_ne_u64_e64 s[2:3], exec, -1
	s_waitcnt lgkmcnt(0)
	v_and_b32_e32 v11, v12, v11
	v_add_i32_e32 v10, vcc, v10, v11
	v_readlane_b32 s1, v10, 31
	v_mov_b32_e32 v11, s1
	v_cmp_lt_u32_e32 vcc, 31, v7
	v_cndmask_b32_e32 v11, 0, v11, vcc
	v_add_i32_e32 v11, vcc, v10, v11
	v_mov_b32_e32 v10, s0
	s_mov_b64 s[0:1], -1
	s_and_b64 vcc, exec, s[2:3]
	buffer_store_dwordx2 v[10:11], v[8:9], s[16:19], 0 addr64
	s_cbranch_vccz .LBB0_8
; %bb.4:
	v_mov_b32_e32 v8, -1
	ds_swizzle_b32 v9, v8 offset:swizzle(QUAD_PERM,1,0,3,2)
	s_brev_b32 s0, 1
	s_waitcnt expcnt(0)
	ds_swizzle_b32 v10, v8 offset:swizzle(QUAD_PERM,2,3,0,1)
	ds_swizzle_b32 v12, v8 offset:swizzle(SWAP,4)
	s_bitcmp1_b32 exec_hi, 0
	s_waitcnt lgkmcnt(2)
	v_bfi_b32 v9, v9, v6, s0
	v_max_i32_e32 v9, v5, v9
	ds_swizzle_b32 v11, v9 offset:swizzle(QUAD_PERM,2,3,0,1)
	s_cselect_b64 vcc, -1, 0
	s_waitcnt lgkmcnt(0)
	v_bfi_b32 v10, v10, v11, s0
	v_max_i32_e32 v9, v9, v10
	ds_swizzle_b32 v10, v9 offset:swizzle(SWAP,4)
	ds_swizzle_b32 v11, v8 offset:swizzle(SWAP,8)
	ds_swizzle_b32 v8, v8 offset:swizzle(SWAP,16)
	s_waitcnt lgkmcnt(2)
	v_bfi_b32 v10, v12, v10, s0
	v_max_i32_e32 v9, v9, v10
	ds_swizzle_b32 v10, v9 offset:swizzle(SWAP,8)
	s_waitcnt lgkmcnt(0)
	v_bfi_b32 v10, v11, v10, s0
	v_max_i32_e32 v9, v9, v10
	ds_swizzle_b32 v10, v9 offset:swizzle(SWAP,16)
	v_bfrev_b32_e32 v11, 1
	s_waitcnt lgkmcnt(0)
	v_bfi_b32 v8, v8, v10, s0
	v_max_i32_e32 v8, v9, v8
	v_readlane_b32 s0, v8, 32
	v_readlane_b32 s1, v8, 0
	v_mov_b32_e32 v8, s0
	v_cndmask_b32_e32 v8, v11, v8, vcc
	v_max_i32_e32 v8, s1, v8
	s_cbranch_execnz .LBB0_6
.LBB0_5:
	v_max_i32_e32 v5, v5, v6
	ds_swizzle_b32 v6, v5 offset:swizzle(QUAD_PERM,2,3,0,1)
	s_waitcnt lgkmcnt(0)
	v_max_i32_e32 v5, v5, v6
	ds_swizzle_b32 v6, v5 offset:swizzle(SWAP,4)
	s_waitcnt lgkmcnt(0)
	v_max_i32_e32 v5, v5, v6
	ds_swizzle_b32 v6, v5 offset:swizzle(SWAP,8)
	s_waitcnt lgkmcnt(0)
	v_max_i32_e32 v5, v5, v6
	ds_swizzle_b32 v6, v5 offset:swizzle(SWAP,16)
	s_waitcnt lgkmcnt(0)
	v_max_i32_e32 v5, v5, v6
	v_readlane_b32 s0, v5, 0
	v_readlane_b32 s1, v5, 32
	s_max_i32 s0, s0, s1
	v_mov_b32_e32 v8, s0
.LBB0_6:
	s_load_dword s13, s[4:5], 0x2
	s_load_dwordx2 s[6:7], s[4:5], 0x3
	s_load_dword s4, s[4:5], 0x5
	s_mov_b32 s2, 0
	s_mov_b32 s3, 0x100f000
	s_waitcnt lgkmcnt(0)
	s_and_b32 s5, s13, 0xffff
	s_mul_i32 s10, s10, s5
	s_sub_i32 s4, s4, s10
	s_min_u32 s4, s4, s5
	s_lshr_b32 s5, s12, 16
	v_mad_u32_u24 v1, v2, s5, v1
	v_mul_lo_u32 v1, v1, s11
	s_mul_i32 s9, s9, s5
	s_sub_i32 s7, s7, s9
	s_min_u32 s7, s7, s5
	s_sub_i32 s6, s6, s8
	s_min_u32 s6, s6, s11
	s_mul_i32 s4, s7, s4
	v_add_i32_e32 v0, vcc, v1, v0
	s_mul_i32 s4, s4, s6
	v_and_b32_e32 v1, 0x7fffffc0, v0
	v_lshlrev_b32_e32 v0, 2, v0
	v_sub_i32_e32 v1, vcc, s4, v1
	v_and_b32_e32 v0, 0xffffff00, v0
	v_lshlrev_b32_e32 v2, 16, v7
	v_min_u32_e32 v1, 64, v1
	v_or_b32_e32 v0, v0, v2
	s_mov_b32 s0, s2
	s_mov_b32 s1, s2
	v_or_b32_e32 v0, v0, v1
	buffer_store_dword v8, v[3:4], s[0:3], 0 addr64 offset:8
	buffer_store_dword v0, v[3:4], s[0:3], 0 addr64 offset:12
	s_endpgm
.LBB0_7:
                                        ; implicit-def: $sgpr0
	s_andn2_b64 vcc, exec, s[6:7]
	s_cbranch_vccz .LBB0_2
	s_branch .LBB0_3
.LBB0_8:
                                        ; implicit-def: $vgpr8
	s_andn2_b64 vcc, exec, s[0:1]
	s_cbranch_vccz .LBB0_5
	s_branch .LBB0_6
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
		.amdhsa_next_free_vgpr 13
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
.Lfunc_end0:
	.size	subgroup_reduce, .Lfunc_end0-subgroup_reduce
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 952
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
    .sgpr_count:     22
    .sgpr_spill_count: 0
    .symbol:         subgroup_reduce.kd
    .uses_dynamic_stack: false
    .vgpr_count:     13
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx600
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
