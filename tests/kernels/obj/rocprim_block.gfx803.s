	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx803"
	.protected	block_scan_sum          ; -- Begin function block_scan_sum
	.globl	block_scan_sum
	.p2align	8
	.type	block_scan_sum,@function
block_scan_sum:                         ; @block_scan_sum
; %bb.0:
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	s_lshl_b32 s4, s6, 10
	s_mov_b32 s5, 0
	s_lshl_b64 s[4:5], s[4:5], 2
	v_lshlrev_b32_e32 v1, 4, v0
	s_waitcnt lgkmcnt(0)
	s_add_u32 s0, s0, s4
	s_addc_u32 s1, s1, s5
	v_mov_b32_e32 v2, s1
	v_add_u32_e32 v1, vcc, s0, v1
	v_addc_u32_e32 v2, vcc, 0, v2, vcc
	flat_load_dwordx4 v[1:4], v[1:2]
	v_mbcnt_lo_u32_b32 v5, -1, 0
	v_mbcnt_hi_u32_b32 v7, -1, v5
	v_add_u32_e32 v5, vcc, 64, v0
	v_and_b32_e32 v5, 0x1c0, v5
	v_min_u32_e32 v5, 0x100, v5
	v_add_u32_e32 v5, vcc, -1, v5
	v_cmp_eq_u32_e32 vcc, v5, v0
	v_and_b32_e32 v9, 15, v7
	v_bfe_i32 v10, v7, 4, 1
	v_lshrrev_b32_e32 v8, 4, v0
	v_mov_b32_e32 v6, 0
	v_and_b32_e32 v8, 12, v8
	s_mov_b32 m0, -1
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v5, s[0:1], v2, v1
	v_add_u32_e64 v5, s[0:1], v5, v3
	v_add_u32_e64 v5, s[0:1], v5, v4
	v_cmp_ne_u32_e64 s[0:1], 0, v9
	s_nop 0
	v_mov_b32_dpp v11, v5 row_shr:1 row_mask:0xf bank_mask:0xf
	v_cndmask_b32_e64 v11, 0, v11, s[0:1]
	v_add_u32_e64 v5, s[0:1], v11, v5
	v_cmp_lt_u32_e64 s[0:1], 1, v9
	s_nop 0
	v_mov_b32_dpp v11, v5 row_shr:2 row_mask:0xf bank_mask:0xf
	v_cndmask_b32_e64 v11, 0, v11, s[0:1]
	v_add_u32_e64 v5, s[0:1], v5, v11
	v_cmp_lt_u32_e64 s[0:1], 3, v9
	s_nop 0
	v_mov_b32_dpp v11, v5 row_shr:4 row_mask:0xf bank_mask:0xf
	v_cndmask_b32_e64 v11, 0, v11, s[0:1]
	v_add_u32_e64 v5, s[0:1], v5, v11
	v_cmp_lt_u32_e64 s[0:1], 7, v9
	s_nop 0
	v_mov_b32_dpp v11, v5 row_shr:8 row_mask:0xf bank_mask:0xf
	v_cndmask_b32_e64 v9, 0, v11, s[0:1]
	v_add_u32_e64 v5, s[0:1], v5, v9
	s_nop 1
	v_mov_b32_dpp v9, v5 row_bcast:15 row_mask:0xf bank_mask:0xf
	v_and_b32_e32 v9, v10, v9
	v_add_u32_e64 v5, s[0:1], v5, v9
	v_cmp_lt_u32_e64 s[0:1], 31, v7
	s_nop 0
	v_mov_b32_dpp v9, v5 row_bcast:31 row_mask:0xf bank_mask:0xf
	v_cndmask_b32_e64 v9, 0, v9, s[0:1]
	v_add_u32_e64 v9, s[0:1], v5, v9
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_2
; %bb.1:
	ds_write_b32 v8, v9
.LBB0_2:
	s_or_b64 exec, exec, s[0:1]
	v_lshlrev_b32_e32 v5, 2, v0
	v_cmp_gt_u32_e32 vcc, 4, v0
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	s_mov_b32 m0, -1
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_4
; %bb.3:
	v_lshlrev_b32_e32 v10, 2, v0
	ds_read_b32 v11, v10
	v_and_b32_e32 v12, 3, v7
	v_cmp_ne_u32_e32 vcc, 0, v12
	s_waitcnt lgkmcnt(0)
	v_mov_b32_dpp v13, v11 row_shr:1 row_mask:0xf bank_mask:0xf
	v_cndmask_b32_e32 v13, 0, v13, vcc
	v_add_u32_e32 v11, vcc, v13, v11
	v_cmp_lt_u32_e32 vcc, 1, v12
	s_nop 0
	v_mov_b32_dpp v13, v11 row_shr:2 row_mask:0xf bank_mask:0xf
	v_cndmask_b32_e32 v12, 0, v13, vcc
	v_add_u32_e32 v11, vcc, v11, v12
	ds_write_b32 v10, v11
.LBB0_4:
	s_or_b64 exec, exec, s[0:1]
	v_cmp_lt_u32_e32 vcc, 63, v0
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
                                        ; implicit-def: $vgpr10
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_6
; %bb.5:
	v_add_u32_e32 v8, vcc, -4, v8
	ds_read_b32 v10, v8
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v9, vcc, v10, v9
.LBB0_6:
	s_or_b64 exec, exec, s[0:1]
	v_add_u32_e32 v8, vcc, -1, v7
	v_and_b32_e32 v11, 64, v7
	v_cmp_lt_i32_e32 vcc, v8, v11
	v_cndmask_b32_e32 v8, v8, v7, vcc
	v_lshlrev_b32_e32 v8, 2, v8
	ds_bpermute_b32 v8, v8, v9
	v_cmp_eq_u32_e32 vcc, 0, v7
	s_add_u32 s0, s2, s4
	s_addc_u32 s1, s3, s5
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e32 v7, v8, v10, vcc
	v_add_u32_e32 v7, vcc, v7, v1
	v_cmp_eq_u32_e32 vcc, 0, v0
	v_cndmask_b32_e32 v0, v7, v1, vcc
	v_add_u32_e32 v1, vcc, v2, v0
	v_add_u32_e32 v2, vcc, v1, v3
	v_add_u32_e32 v3, vcc, v2, v4
	v_lshlrev_b64 v[4:5], 2, v[5:6]
	v_mov_b32_e32 v6, s1
	v_add_u32_e32 v4, vcc, s0, v4
	v_addc_u32_e32 v5, vcc, v6, v5, vcc
	flat_store_dwordx4 v[4:5], v[0:3]
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel block_scan_sum
		.amdhsa_group_segment_fixed_size 16
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 16
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
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
		.amdhsa_next_free_sgpr 7
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
	.size	block_scan_sum, .Lfunc_end0-block_scan_sum
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 696
; NumSgprs: 9
; NumVgprs: 14
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 16 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 9
; NumVGPRsForWavesPerEU: 14
; Occupancy: 10
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	block_reduce_sum        ; -- Begin function block_reduce_sum
	.globl	block_reduce_sum
	.p2align	8
	.type	block_reduce_sum,@function
block_reduce_sum:                       ; @block_reduce_sum
; %bb.0:
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	s_lshl_b32 s4, s6, 10
	s_mov_b32 s5, 0
	s_lshl_b64 s[4:5], s[4:5], 2
	v_lshlrev_b32_e32 v1, 4, v0
	s_waitcnt lgkmcnt(0)
	s_add_u32 s0, s0, s4
	s_addc_u32 s1, s1, s5
	v_mov_b32_e32 v2, s1
	v_add_u32_e32 v1, vcc, s0, v1
	v_addc_u32_e32 v2, vcc, 0, v2, vcc
	flat_load_dwordx4 v[4:7], v[1:2]
	v_mbcnt_lo_u32_b32 v1, -1, 0
	v_mbcnt_hi_u32_b32 v1, -1, v1
	v_lshlrev_b32_e32 v3, 2, v1
	s_mov_b32 m0, -1
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v2, vcc, v5, v4
	v_add_u32_e32 v2, vcc, v2, v6
	v_add_u32_e32 v2, vcc, v2, v7
	s_nop 1
	v_mov_b32_dpp v4, v2 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
	v_add_u32_e32 v2, vcc, v4, v2
	s_nop 1
	v_mov_b32_dpp v4, v2 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
	v_add_u32_e32 v2, vcc, v2, v4
	s_nop 1
	v_mov_b32_dpp v4, v2 row_shr:4 row_mask:0xf bank_mask:0xf
	v_add_u32_e32 v2, vcc, v2, v4
	s_nop 1
	v_mov_b32_dpp v4, v2 row_shr:8 row_mask:0xf bank_mask:0xf
	v_add_u32_e32 v2, vcc, v2, v4
	s_nop 1
	v_mov_b32_dpp v4, v2 row_bcast:15 row_mask:0xf bank_mask:0xf
	v_add_u32_e32 v2, vcc, v2, v4
	s_nop 1
	v_mov_b32_dpp v4, v2 row_bcast:31 row_mask:0xf bank_mask:0xf
	v_add_u32_e32 v2, vcc, v2, v4
	v_or_b32_e32 v4, 0xfc, v3
	ds_bpermute_b32 v2, v4, v2
	v_cmp_eq_u32_e32 vcc, 0, v1
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB1_2
; %bb.1:
	v_lshrrev_b32_e32 v4, 4, v0
	v_and_b32_e32 v4, 12, v4
	s_waitcnt lgkmcnt(0)
	ds_write_b32 v4, v2
.LBB1_2:
	s_or_b64 exec, exec, s[0:1]
	v_cmp_gt_u32_e32 vcc, 4, v0
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB1_4
; %bb.3:
	v_lshlrev_b32_e32 v1, 2, v1
	ds_read_b32 v1, v1
	s_waitcnt lgkmcnt(0)
	s_nop 0
	v_mov_b32_dpp v2, v1 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
	v_add_u32_e32 v1, vcc, v2, v1
	s_nop 1
	v_mov_b32_dpp v2, v1 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
	v_add_u32_e32 v1, vcc, v1, v2
	v_or_b32_e32 v2, 12, v3
	ds_bpermute_b32 v2, v2, v1
.LBB1_4:
	s_or_b64 exec, exec, s[0:1]
	s_mov_b32 s7, 0
	v_cmp_eq_u32_e32 vcc, 0, v0
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB1_6
; %bb.5:
	s_lshl_b64 s[0:1], s[6:7], 2
	s_add_u32 s0, s2, s0
	s_addc_u32 s1, s3, s1
	v_mov_b32_e32 v0, s0
	v_mov_b32_e32 v1, s1
	s_waitcnt lgkmcnt(0)
	flat_store_dword v[0:1], v2
.LBB1_6:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel block_reduce_sum
		.amdhsa_group_segment_fixed_size 16
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 16
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
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
		.amdhsa_next_free_vgpr 8
		.amdhsa_next_free_sgpr 8
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
	.size	block_reduce_sum, .Lfunc_end1-block_reduce_sum
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 384
; NumSgprs: 10
; NumVgprs: 8
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 16 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 10
; NumVGPRsForWavesPerEU: 8
; Occupancy: 10
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	block_radix_sort_u32    ; -- Begin function block_radix_sort_u32
	.globl	block_radix_sort_u32
	.p2align	8
	.type	block_radix_sort_u32,@function
block_radix_sort_u32:                   ; @block_radix_sort_u32
; %bb.0:
	s_load_dwordx4 s[16:19], s[4:5], 0x0
	s_lshl_b32 s20, s6, 10
	s_mov_b32 s21, 0
	s_lshl_b64 s[22:23], s[20:21], 2
	v_lshlrev_b32_e32 v1, 4, v0
	s_waitcnt lgkmcnt(0)
	s_add_u32 s0, s16, s22
	s_addc_u32 s1, s17, s23
	v_mov_b32_e32 v2, s1
	v_add_u32_e32 v1, vcc, s0, v1
	v_addc_u32_e32 v2, vcc, 0, v2, vcc
	flat_load_dwordx4 v[1:4], v[1:2]
	v_mbcnt_lo_u32_b32 v7, -1, 0
	v_lshlrev_b32_e32 v5, 2, v0
	v_mbcnt_hi_u32_b32 v12, -1, v7
	v_cmp_gt_u32_e64 s[2:3], 4, v0
	v_cmp_lt_u32_e64 s[4:5], 63, v0
	v_lshrrev_b32_e32 v7, 3, v0
	v_lshrrev_b32_e32 v0, 4, v0
	v_cmp_eq_u32_e64 s[0:1], 0, v12
	v_add_u32_e32 v7, vcc, v7, v5
	v_and_b32_e32 v13, 12, v0
	s_movk_i32 s6, 0x1080
	v_and_b32_e32 v12, 3, v12
	v_mov_b32_e32 v6, 0
	v_lshlrev_b32_e32 v7, 2, v7
	v_or_b32_e32 v8, 1, v5
	v_or_b32_e32 v9, 2, v5
	v_or_b32_e32 v10, 3, v5
	v_or_b32_e32 v0, 0x1080, v13
	v_add_u32_e32 v11, vcc, s6, v5
	v_cmp_eq_u32_e64 s[6:7], 0, v12
	v_cmp_lt_u32_e64 s[8:9], 1, v12
	v_add_u32_e32 v12, vcc, 0x107c, v13
	s_branch .LBB2_2
.LBB2_1:                                ;   in Loop: Header=BB2_2 Depth=1
	s_or_b64 exec, exec, s[10:11]
	s_mov_b32 m0, -1
	ds_read_b32 v19, v6 offset:4236
	v_add_u32_e32 v18, vcc, v17, v16
	v_add_u32_e32 v20, vcc, v18, v15
	s_waitcnt lgkmcnt(0)
	v_sub_u32_e32 v19, vcc, 0x400, v19
	v_add_u32_e32 v21, vcc, v20, v14
	v_add_u32_e32 v22, vcc, v19, v17
	v_sub_u32_e32 v17, vcc, v5, v17
	v_cmp_eq_u32_e32 vcc, 0, v16
	v_cndmask_b32_e32 v16, v22, v17, vcc
	v_add_u32_e32 v17, vcc, v19, v18
	v_sub_u32_e32 v18, vcc, v8, v18
	v_cmp_eq_u32_e32 vcc, 0, v15
	v_cndmask_b32_e32 v15, v17, v18, vcc
	v_add_u32_e32 v17, vcc, v19, v20
	v_sub_u32_e32 v18, vcc, v9, v20
	v_cmp_eq_u32_e32 vcc, 0, v14
	v_cndmask_b32_e32 v14, v17, v18, vcc
	v_add_u32_e32 v17, vcc, v21, v19
	v_sub_u32_e32 v18, vcc, v10, v21
	v_cmp_eq_u32_e32 vcc, 0, v13
	v_cndmask_b32_e32 v13, v17, v18, vcc
	v_lshrrev_b32_e32 v17, 5, v16
	v_add_u32_e32 v16, vcc, v17, v16
	v_lshlrev_b32_e32 v16, 2, v16
	ds_write_b32 v16, v1
	v_lshrrev_b32_e32 v1, 5, v15
	v_add_u32_e32 v1, vcc, v1, v15
	v_lshlrev_b32_e32 v1, 2, v1
	ds_write_b32 v1, v2
	v_lshrrev_b32_e32 v1, 5, v14
	v_add_u32_e32 v1, vcc, v1, v14
	v_lshlrev_b32_e32 v1, 2, v1
	ds_write_b32 v1, v3
	v_lshrrev_b32_e32 v1, 5, v13
	v_add_u32_e32 v1, vcc, v1, v13
	v_lshlrev_b32_e32 v1, 2, v1
	ds_write_b32 v1, v4
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	ds_read2_b32 v[1:2], v7 offset1:1
	ds_read2_b32 v[3:4], v7 offset0:2 offset1:3
	s_add_i32 s21, s21, 1
	s_cmp_lg_u32 s21, 32
	s_cbranch_scc0 .LBB2_8
.LBB2_2:                                ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0) lgkmcnt(1)
	v_bfe_u32 v16, v1, s21, 1
	v_bfe_u32 v15, v2, s21, 1
	s_waitcnt lgkmcnt(0)
	v_bfe_u32 v14, v3, s21, 1
	v_bfe_u32 v13, v4, s21, 1
	v_cmp_ne_u32_e64 s[14:15], 0, v16
	v_cmp_ne_u32_e64 s[12:13], 0, v15
	v_cmp_ne_u32_e64 s[10:11], 0, v14
	v_cmp_ne_u32_e32 vcc, 0, v13
	s_mov_b32 m0, -1
	s_and_saveexec_b64 s[16:17], s[0:1]
	s_cbranch_execz .LBB2_4
; %bb.3:                                ;   in Loop: Header=BB2_2 Depth=1
	s_bcnt1_i32_b64 s20, s[12:13]
	s_bcnt1_i32_b64 s24, s[14:15]
	s_add_i32 s20, s20, s24
	s_bcnt1_i32_b64 s24, s[10:11]
	s_add_i32 s20, s20, s24
	s_bcnt1_i32_b64 s24, vcc
	s_add_i32 s20, s20, s24
	v_mov_b32_e32 v17, s20
	ds_write_b32 v0, v17
.LBB2_4:                                ;   in Loop: Header=BB2_2 Depth=1
	s_or_b64 exec, exec, s[16:17]
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	s_mov_b32 m0, -1
	s_and_saveexec_b64 s[24:25], s[2:3]
	s_cbranch_execz .LBB2_6
; %bb.5:                                ;   in Loop: Header=BB2_2 Depth=1
	ds_read_b32 v17, v11
	s_waitcnt lgkmcnt(0)
	s_nop 0
	v_mov_b32_dpp v18, v17 row_shr:1 row_mask:0xf bank_mask:0xf
	v_cndmask_b32_e64 v18, v18, 0, s[6:7]
	v_add_u32_e64 v17, s[16:17], v18, v17
	s_nop 1
	v_mov_b32_dpp v18, v17 row_shr:2 row_mask:0xf bank_mask:0xf
	v_cndmask_b32_e64 v18, 0, v18, s[8:9]
	v_add_u32_e64 v17, s[16:17], v17, v18
	ds_write_b32 v11, v17
.LBB2_6:                                ;   in Loop: Header=BB2_2 Depth=1
	s_or_b64 exec, exec, s[24:25]
	v_mbcnt_lo_u32_b32 v17, s14, 0
	v_mbcnt_hi_u32_b32 v17, s15, v17
	v_mbcnt_lo_u32_b32 v17, s12, v17
	v_mbcnt_hi_u32_b32 v17, s13, v17
	v_mbcnt_lo_u32_b32 v17, s10, v17
	v_mbcnt_hi_u32_b32 v17, s11, v17
	v_mbcnt_lo_u32_b32 v17, vcc_lo, v17
	v_mbcnt_hi_u32_b32 v17, vcc_hi, v17
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	s_and_saveexec_b64 s[10:11], s[4:5]
	s_cbranch_execz .LBB2_1
; %bb.7:                                ;   in Loop: Header=BB2_2 Depth=1
	ds_read_b32 v18, v12
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v17, vcc, v18, v17
	s_branch .LBB2_1
.LBB2_8:
	s_add_u32 s0, s18, s22
	v_lshlrev_b64 v[5:6], 2, v[5:6]
	s_addc_u32 s1, s19, s23
	v_mov_b32_e32 v0, s1
	v_add_u32_e32 v5, vcc, s0, v5
	v_addc_u32_e32 v6, vcc, v0, v6, vcc
	s_waitcnt lgkmcnt(0)
	flat_store_dwordx4 v[5:6], v[1:4]
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel block_radix_sort_u32
		.amdhsa_group_segment_fixed_size 4240
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 16
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
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
		.amdhsa_next_free_vgpr 23
		.amdhsa_next_free_sgpr 26
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
	.size	block_radix_sort_u32, .Lfunc_end2-block_radix_sort_u32
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 804
; NumSgprs: 28
; NumVgprs: 23
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 4240 bytes/workgroup (compile time only)
; SGPRBlocks: 3
; VGPRBlocks: 5
; NumSGPRsForWavesPerEU: 28
; NumVGPRsForWavesPerEU: 23
; Occupancy: 10
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
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
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 16
    .kernarg_segment_align: 8
    .kernarg_segment_size: 16
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           block_scan_sum
    .private_segment_fixed_size: 0
    .sgpr_count:     9
    .sgpr_spill_count: 0
    .symbol:         block_scan_sum.kd
    .uses_dynamic_stack: false
    .vgpr_count:     14
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 16
    .kernarg_segment_align: 8
    .kernarg_segment_size: 16
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           block_reduce_sum
    .private_segment_fixed_size: 0
    .sgpr_count:     10
    .sgpr_spill_count: 0
    .symbol:         block_reduce_sum.kd
    .uses_dynamic_stack: false
    .vgpr_count:     8
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 4240
    .kernarg_segment_align: 8
    .kernarg_segment_size: 16
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           block_radix_sort_u32
    .private_segment_fixed_size: 0
    .sgpr_count:     28
    .sgpr_spill_count: 0
    .symbol:         block_radix_sort_u32.kd
    .uses_dynamic_stack: false
    .vgpr_count:     23
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx803
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
