	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx803"
	.protected	local_ret32             ; -- Begin function local_ret32
	.globl	local_ret32
	.p2align	8
	.type	local_ret32,@function
local_ret32:                            ; @local_ret32
; %bb.0:
	s_load_dword s0, s[4:5], 0x4
	s_load_dword s1, s[6:7], 0x18
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v6, v8
	v_mov_b32_e32 v15, v8
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s0, 0xffff
	s_mul_i32 s8, s8, s0
	s_add_i32 s1, s1, s8
	v_add_u32_e32 v5, vcc, s1, v0
	v_mul_lo_u32 v7, v5, 12
	s_load_dwordx4 s[0:3], s[6:7], 0x0
	s_load_dwordx2 s[4:5], s[6:7], 0x10
	v_lshlrev_b64 v[5:6], 2, v[5:6]
	v_mul_u32_u24_e32 v0, 12, v0
	v_lshlrev_b64 v[9:10], 2, v[7:8]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v1, s1
	v_add_u32_e32 v12, vcc, s0, v9
	v_addc_u32_e32 v13, vcc, v1, v10, vcc
	flat_load_dwordx4 v[1:4], v[12:13]
	v_mov_b32_e32 v14, s3
	v_add_u32_e32 v16, vcc, s2, v5
	v_addc_u32_e32 v17, vcc, v14, v6, vcc
	v_add_u32_e32 v14, vcc, 4, v7
	v_lshlrev_b64 v[5:6], 2, v[14:15]
	v_add_u32_e32 v7, vcc, 8, v7
	v_lshlrev_b32_e32 v11, 2, v0
	v_mov_b32_e32 v0, s1
	v_lshlrev_b64 v[7:8], 2, v[7:8]
	v_add_u32_e32 v14, vcc, s0, v5
	v_addc_u32_e32 v15, vcc, v0, v6, vcc
	v_mov_b32_e32 v19, s1
	v_add_u32_e32 v18, vcc, s0, v7
	v_addc_u32_e32 v19, vcc, v19, v8, vcc
	flat_load_dwordx4 v[5:8], v[14:15]
	s_mov_b32 m0, -1
	s_waitcnt vmcnt(1)
	ds_write2_b32 v11, v1, v2 offset1:1
	ds_write2_b32 v11, v3, v4 offset0:2 offset1:3
	flat_load_dwordx4 v[0:3], v[18:19]
	v_add_u32_e32 v4, vcc, s4, v9
	s_waitcnt vmcnt(1)
	ds_write2_b32 v11, v5, v6 offset0:4 offset1:5
	ds_write2_b32 v11, v7, v8 offset0:6 offset1:7
	s_waitcnt vmcnt(0)
	ds_write2_b32 v11, v0, v1 offset0:8 offset1:9
	ds_write2_b32 v11, v2, v3 offset0:10 offset1:11
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	flat_load_dword v8, v[16:17]
	v_mov_b32_e32 v5, s5
	v_addc_u32_e32 v5, vcc, v5, v10, vcc
	v_add_u32_e32 v6, vcc, 16, v4
	v_addc_u32_e32 v7, vcc, 0, v5, vcc
	v_mov_b32_e32 v16, 1
	s_waitcnt vmcnt(0)
	ds_add_rtn_u32 v0, v11, v8
	ds_sub_rtn_u32 v1, v11, v8 offset:4
	ds_min_rtn_i32 v2, v11, v8 offset:8
	ds_max_rtn_i32 v3, v11, v8 offset:12
	v_add_u32_e32 v9, vcc, 1, v8
	s_waitcnt lgkmcnt(0)
	flat_store_dwordx4 v[4:5], v[0:3]
	ds_and_rtn_b32 v0, v11, v8 offset:16
	ds_or_rtn_b32 v1, v11, v8 offset:20
	ds_xor_rtn_b32 v2, v11, v8 offset:24
	ds_wrxchg_rtn_b32 v3, v11, v8 offset:28
	v_add_u32_e32 v4, vcc, 32, v4
	v_addc_u32_e32 v5, vcc, 0, v5, vcc
	s_waitcnt lgkmcnt(0)
	flat_store_dwordx4 v[6:7], v[0:3]
	ds_cmpst_rtn_b32 v0, v11, v8, v9 offset:32
	ds_min_rtn_u32 v1, v11, v8 offset:36
	ds_max_rtn_u32 v2, v11, v8 offset:40
	ds_add_rtn_u32 v3, v11, v16 offset:44
	ds_sub_rtn_u32 v6, v11, v16 offset:44
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v3, vcc, v6, v3
	flat_store_dwordx4 v[4:5], v[0:3]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	ds_read2_b32 v[0:1], v11 offset1:1
	ds_read2_b32 v[2:3], v11 offset0:2 offset1:3
	ds_read2_b32 v[4:5], v11 offset0:4 offset1:5
	ds_read2_b32 v[6:7], v11 offset0:6 offset1:7
	ds_read2_b32 v[8:9], v11 offset0:8 offset1:9
	ds_read2_b32 v[10:11], v11 offset0:10 offset1:11
	s_waitcnt lgkmcnt(4)
	flat_store_dwordx4 v[12:13], v[0:3]
	s_waitcnt lgkmcnt(2)
	flat_store_dwordx4 v[14:15], v[4:7]
	s_waitcnt lgkmcnt(0)
	flat_store_dwordx4 v[18:19], v[8:11]
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel local_ret32
		.amdhsa_group_segment_fixed_size 3072
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
		.amdhsa_next_free_sgpr 9
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
	.size	local_ret32, .Lfunc_end0-local_ret32
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 568
; NumSgprs: 11
; NumVgprs: 20
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 3072 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 11
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
	.text
	.protected	local_ret64             ; -- Begin function local_ret64
	.globl	local_ret64
	.p2align	8
	.type	local_ret64,@function
local_ret64:                            ; @local_ret64
; %bb.0:
	s_load_dword s0, s[4:5], 0x4
	s_load_dword s1, s[6:7], 0x18
	v_mov_b32_e32 v12, 0
	v_mov_b32_e32 v8, v12
	s_mov_b32 m0, -1
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s0, 0xffff
	s_mul_i32 s8, s8, s0
	s_add_i32 s1, s1, s8
	v_add_u32_e32 v9, vcc, s1, v0
	v_mul_lo_u32 v11, v9, 12
	s_load_dwordx4 s[0:3], s[6:7], 0x0
	s_load_dwordx2 s[4:5], s[6:7], 0x10
	v_mul_u32_u24_e32 v0, 12, v0
	v_lshlrev_b32_e32 v21, 3, v0
	v_lshlrev_b64 v[13:14], 3, v[11:12]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v1, s1
	v_add_u32_e32 v15, vcc, s0, v13
	v_addc_u32_e32 v16, vcc, v1, v14, vcc
	flat_load_dwordx4 v[1:4], v[15:16]
	v_add_u32_e32 v5, vcc, 16, v15
	v_addc_u32_e32 v6, vcc, 0, v16, vcc
	v_add_u32_e32 v7, vcc, 4, v11
	v_lshlrev_b64 v[7:8], 3, v[7:8]
	v_mov_b32_e32 v10, s1
	v_add_u32_e32 v17, vcc, s0, v7
	v_addc_u32_e32 v18, vcc, v10, v8, vcc
	flat_load_dwordx4 v[5:8], v[5:6]
	v_mov_b32_e32 v10, v12
	s_waitcnt vmcnt(1)
	ds_write2_b64 v21, v[1:2], v[3:4] offset1:1
	flat_load_dwordx4 v[0:3], v[17:18]
	v_add_u32_e32 v4, vcc, 16, v17
	s_waitcnt vmcnt(1)
	ds_write2_b64 v21, v[5:6], v[7:8] offset0:2 offset1:3
	v_addc_u32_e32 v5, vcc, 0, v18, vcc
	flat_load_dwordx4 v[4:7], v[4:5]
	s_waitcnt vmcnt(1)
	ds_write2_b64 v21, v[0:1], v[2:3] offset0:4 offset1:5
	v_mov_b32_e32 v1, v12
	v_add_u32_e32 v0, vcc, 8, v11
	v_lshlrev_b64 v[0:1], 3, v[0:1]
	v_mov_b32_e32 v2, s1
	v_add_u32_e32 v19, vcc, s0, v0
	v_addc_u32_e32 v20, vcc, v2, v1, vcc
	flat_load_dwordx4 v[0:3], v[19:20]
	s_waitcnt vmcnt(1)
	ds_write2_b64 v21, v[4:5], v[6:7] offset0:6 offset1:7
	v_add_u32_e32 v4, vcc, 16, v19
	v_addc_u32_e32 v5, vcc, 0, v20, vcc
	v_mov_b32_e32 v6, s3
	v_mov_b32_e32 v7, s5
	s_waitcnt vmcnt(0)
	ds_write2_b64 v21, v[0:1], v[2:3] offset0:8 offset1:9
	flat_load_dwordx4 v[0:3], v[4:5]
	v_lshlrev_b64 v[4:5], 3, v[9:10]
	v_add_u32_e32 v4, vcc, s2, v4
	v_addc_u32_e32 v5, vcc, v6, v5, vcc
	v_add_u32_e32 v6, vcc, s4, v13
	v_addc_u32_e32 v7, vcc, v7, v14, vcc
	v_add_u32_e32 v8, vcc, 16, v6
	v_addc_u32_e32 v9, vcc, 0, v7, vcc
	s_movk_i32 s2, 0x50
	v_mov_b32_e32 v13, s1
	v_mov_b32_e32 v14, s1
	s_waitcnt vmcnt(0)
	ds_write2_b64 v21, v[0:1], v[2:3] offset0:10 offset1:11
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	flat_load_dwordx2 v[4:5], v[4:5]
	s_waitcnt vmcnt(0)
	ds_add_rtn_u64 v[0:1], v21, v[4:5]
	ds_sub_rtn_u64 v[2:3], v21, v[4:5] offset:8
	s_waitcnt lgkmcnt(0)
	flat_store_dwordx4 v[6:7], v[0:3]
	ds_min_rtn_i64 v[0:1], v21, v[4:5] offset:16
	ds_max_rtn_i64 v[2:3], v21, v[4:5] offset:24
	s_waitcnt lgkmcnt(0)
	flat_store_dwordx4 v[8:9], v[0:3]
	ds_and_rtn_b64 v[0:1], v21, v[4:5] offset:32
	ds_or_rtn_b64 v[2:3], v21, v[4:5] offset:40
	v_add_u32_e32 v8, vcc, 32, v6
	v_addc_u32_e32 v9, vcc, 0, v7, vcc
	s_waitcnt lgkmcnt(0)
	flat_store_dwordx4 v[8:9], v[0:3]
	ds_xor_rtn_b64 v[0:1], v21, v[4:5] offset:48
	ds_wrxchg_rtn_b64 v[2:3], v21, v[4:5] offset:56
	v_add_u32_e32 v8, vcc, 48, v6
	v_addc_u32_e32 v9, vcc, 0, v7, vcc
	s_waitcnt lgkmcnt(0)
	flat_store_dwordx4 v[8:9], v[0:3]
	s_nop 0
	v_add_u32_e32 v0, vcc, 1, v4
	v_addc_u32_e32 v1, vcc, 0, v5, vcc
	ds_cmpst_rtn_b64 v[0:1], v21, v[4:5], v[0:1] offset:64
	ds_min_rtn_u64 v[2:3], v21, v[4:5] offset:72
	v_add_u32_e32 v8, vcc, 64, v6
	v_addc_u32_e32 v9, vcc, 0, v7, vcc
	s_waitcnt lgkmcnt(0)
	flat_store_dwordx4 v[8:9], v[0:3]
	v_add_u32_e32 v6, vcc, s2, v6
	v_mov_b32_e32 v2, 1
	v_mov_b32_e32 v3, 0
	ds_max_rtn_u64 v[0:1], v21, v[4:5] offset:80
	ds_add_rtn_u64 v[4:5], v21, v[2:3] offset:88
	ds_sub_rtn_u64 v[2:3], v21, v[2:3] offset:88
	v_addc_u32_e32 v7, vcc, 0, v7, vcc
	v_mov_b32_e32 v9, v12
	v_or_b32_e32 v8, 2, v11
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v2, vcc, v2, v4
	v_addc_u32_e32 v3, vcc, v3, v5, vcc
	flat_store_dwordx4 v[6:7], v[0:3]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	ds_read2_b64 v[0:3], v21 offset1:1
	ds_read2_b64 v[4:7], v21 offset0:2 offset1:3
	s_waitcnt lgkmcnt(1)
	flat_store_dwordx4 v[15:16], v[0:3]
	s_nop 0
	v_lshlrev_b64 v[2:3], 3, v[8:9]
	v_mov_b32_e32 v1, v12
	v_add_u32_e32 v0, vcc, 6, v11
	v_add_u32_e32 v11, vcc, 10, v11
	v_lshlrev_b64 v[0:1], 3, v[0:1]
	v_add_u32_e32 v10, vcc, s0, v2
	v_lshlrev_b64 v[8:9], 3, v[11:12]
	v_addc_u32_e32 v11, vcc, v13, v3, vcc
	v_add_u32_e32 v12, vcc, s0, v0
	v_addc_u32_e32 v13, vcc, v14, v1, vcc
	ds_read2_b64 v[0:3], v21 offset0:4 offset1:5
	v_mov_b32_e32 v15, s1
	v_add_u32_e32 v14, vcc, s0, v8
	s_waitcnt lgkmcnt(1)
	flat_store_dwordx4 v[10:11], v[4:7]
	ds_read2_b64 v[4:7], v21 offset0:6 offset1:7
	s_waitcnt lgkmcnt(1)
	flat_store_dwordx4 v[17:18], v[0:3]
	v_addc_u32_e32 v15, vcc, v15, v9, vcc
	ds_read2_b64 v[0:3], v21 offset0:8 offset1:9
	ds_read2_b64 v[8:11], v21 offset0:10 offset1:11
	s_waitcnt lgkmcnt(2)
	flat_store_dwordx4 v[12:13], v[4:7]
	s_waitcnt lgkmcnt(1)
	flat_store_dwordx4 v[19:20], v[0:3]
	s_waitcnt lgkmcnt(0)
	flat_store_dwordx4 v[14:15], v[8:11]
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel local_ret64
		.amdhsa_group_segment_fixed_size 6144
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
		.amdhsa_next_free_sgpr 9
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
	.size	local_ret64, .Lfunc_end1-local_ret64
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 836
; NumSgprs: 11
; NumVgprs: 22
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 6144 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 5
; NumSGPRsForWavesPerEU: 11
; NumVGPRsForWavesPerEU: 22
; Occupancy: 10
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	local_contended         ; -- Begin function local_contended
	.globl	local_contended
	.p2align	8
	.type	local_contended,@function
local_contended:                        ; @local_contended
; %bb.0:
	s_load_dwordx4 s[12:15], s[6:7], 0x0
	s_load_dwordx2 s[10:11], s[6:7], 0x10
	s_load_dwordx2 s[6:7], s[6:7], 0x18
	v_cmp_gt_u32_e32 vcc, 8, v0
	v_lshlrev_b32_e32 v1, 2, v0
	s_mov_b32 m0, -1
	s_and_saveexec_b64 s[16:17], vcc
	s_cbranch_execz .LBB2_2
; %bb.1:
	v_cmp_eq_u32_e64 s[0:1], 3, v0
	v_cmp_eq_u32_e64 s[2:3], 5, v0
	s_or_b64 s[0:1], s[0:1], s[2:3]
	v_cndmask_b32_e64 v2, 0, -1, s[0:1]
	ds_write_b32 v1, v2
.LBB2_2:
	s_or_b64 exec, exec, s[16:17]
	s_load_dword s4, s[4:5], 0x4
	v_cmp_eq_u32_e64 s[0:1], 0, v0
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB2_4
; %bb.3:
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, v2
	ds_write_b64 v2, v[2:3] offset:32
.LBB2_4:
	s_or_b64 exec, exec, s[2:3]
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, 0xffff, s4
	s_mul_i32 s2, s8, s0
	v_add_u32_e64 v2, s[0:1], s6, v0
	v_add_u32_e64 v2, s[0:1], s2, v2
	v_mov_b32_e32 v3, 0
	v_lshlrev_b64 v[4:5], 2, v[2:3]
	v_mov_b32_e32 v2, s13
	v_add_u32_e64 v6, s[0:1], s12, v4
	v_addc_u32_e64 v7, s[0:1], v2, v5, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	flat_load_dword v2, v[6:7]
	v_mov_b32_e32 v6, 1
	s_mov_b32 m0, -1
	ds_add_rtn_u32 v6, v3, v6
	v_mov_b32_e32 v7, s15
	v_add_u32_e64 v4, s[0:1], s14, v4
	v_addc_u32_e64 v5, s[0:1], v7, v5, s[0:1]
	s_waitcnt lgkmcnt(0)
	flat_store_dword v[4:5], v6
	s_mul_i32 s8, s8, 10
	s_waitcnt vmcnt(1)
	ds_add_u32 v3, v2 offset:4
	v_or_b32_e32 v4, 0xf0f0f0f, v2
	v_and_b32_e32 v5, 0x10101010, v2
	ds_sub_u32 v3, v2 offset:8
	ds_min_u32 v3, v2 offset:12
	ds_max_u32 v3, v2 offset:16
	ds_and_b32 v3, v4 offset:20
	ds_or_b32 v3, v5 offset:24
	v_lshlrev_b64 v[4:5], 16, v[2:3]
	ds_xor_b32 v3, v2 offset:28
	ds_add_u64 v3, v[4:5] offset:32
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB2_6
; %bb.5:
	v_add_u32_e32 v2, vcc, s8, v0
	v_mov_b32_e32 v3, 0
	ds_read_b32 v5, v1
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_mov_b32_e32 v4, s11
	v_add_u32_e32 v1, vcc, s10, v2
	v_addc_u32_e32 v2, vcc, v4, v3, vcc
	s_waitcnt lgkmcnt(0)
	flat_store_dword v[1:2], v5
.LBB2_6:
	s_or_b64 exec, exec, s[0:1]
	v_cmp_lt_i32_e32 vcc, 8, v0
	s_mov_b64 s[0:1], 0
                                        ; implicit-def: $vgpr1_vgpr2
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB2_10
; %bb.7:
	v_cmp_eq_u32_e32 vcc, 9, v0
	s_mov_b64 s[0:1], 0
                                        ; implicit-def: $vgpr1_vgpr2
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB2_9
; %bb.8:
	v_mov_b32_e32 v0, 0
	ds_read_b32 v1, v0 offset:36
	s_mov_b64 s[0:1], exec
.LBB2_9:
	s_or_b64 exec, exec, s[4:5]
	s_and_b64 s[0:1], s[0:1], exec
                                        ; implicit-def: $vgpr0
.LBB2_10:
	s_or_saveexec_b64 s[2:3], s[2:3]
	s_mov_b64 s[4:5], 0xffffffff
	v_mov_b32_e32 v2, 9
	v_mov_b32_e32 v4, s4
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v5, s5
	s_xor_b64 exec, exec, s[2:3]
	s_cbranch_execnz .LBB2_13
; %bb.11:
	s_or_b64 exec, exec, s[2:3]
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execnz .LBB2_16
.LBB2_12:
	s_endpgm
.LBB2_13:
	v_mov_b32_e32 v4, s4
	v_mov_b32_e32 v2, 9
	v_cmp_eq_u32_e32 vcc, 8, v0
	v_mov_b32_e32 v5, s5
	v_mov_b32_e32 v3, 0
	s_mov_b64 s[4:5], s[0:1]
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB2_15
; %bb.14:
	v_mov_b32_e32 v0, 0
	s_waitcnt lgkmcnt(0)
	ds_read_b64 v[1:2], v0 offset:32
	s_mov_b64 s[4:5], 0xfffffffe
	v_mov_b32_e32 v4, s4
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, 8
	v_mov_b32_e32 v5, s5
	v_mov_b32_e32 v3, 0
	s_or_b64 s[4:5], s[0:1], exec
.LBB2_15:
	s_or_b64 exec, exec, s[6:7]
	s_andn2_b64 s[0:1], s[0:1], exec
	s_and_b64 s[4:5], s[4:5], exec
	s_or_b64 s[0:1], s[0:1], s[4:5]
	s_or_b64 exec, exec, s[2:3]
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB2_12
.LBB2_16:
	v_add_u32_e32 v0, vcc, s8, v2
	v_and_b32_e32 v3, s0, v5
	v_and_b32_e32 v2, v0, v4
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_mov_b32_e32 v0, s11
	v_add_u32_e32 v2, vcc, s10, v2
	v_addc_u32_e32 v3, vcc, v0, v3, vcc
	s_waitcnt lgkmcnt(0)
	flat_store_dword v[2:3], v1
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel local_contended
		.amdhsa_group_segment_fixed_size 40
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
		.amdhsa_next_free_vgpr 8
		.amdhsa_next_free_sgpr 18
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
	.size	local_contended, .Lfunc_end2-local_contended
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 724
; NumSgprs: 20
; NumVgprs: 8
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 40 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 20
; NumVGPRsForWavesPerEU: 8
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
        .offset:         0
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'int*'
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
    .group_segment_fixed_size: 3072
    .kernarg_segment_align: 8
    .kernarg_segment_size: 80
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           local_ret32
    .private_segment_fixed_size: 0
    .sgpr_count:     11
    .sgpr_spill_count: 0
    .symbol:         local_ret32.kd
    .uses_dynamic_stack: false
    .vgpr_count:     20
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'long*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'long*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'long*'
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
    .group_segment_fixed_size: 6144
    .kernarg_segment_align: 8
    .kernarg_segment_size: 80
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           local_ret64
    .private_segment_fixed_size: 0
    .sgpr_count:     11
    .sgpr_spill_count: 0
    .symbol:         local_ret64.kd
    .uses_dynamic_stack: false
    .vgpr_count:     22
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'uint*'
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
    .group_segment_fixed_size: 40
    .kernarg_segment_align: 8
    .kernarg_segment_size: 80
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           local_contended
    .private_segment_fixed_size: 0
    .sgpr_count:     20
    .sgpr_spill_count: 0
    .symbol:         local_contended.kd
    .uses_dynamic_stack: false
    .vgpr_count:     8
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx803
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
