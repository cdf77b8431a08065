	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx906"
	.section	.text._ZN7rocprim6detail31init_lookback_scan_state_kernelINS0_19lookback_scan_stateIiLb1ELb1EEEEEvT_jNS0_16ordered_block_idIjEEjPNS4_10value_typeE,#alloc,#execinstr
	.protected	_ZN7rocprim6detail31init_lookback_scan_state_kernelINS0_19lookback_scan_stateIiLb1ELb1EEEEEvT_jNS0_16ordered_block_idIjEEjPNS4_10value_typeE ; -- Begin function _ZN7rocprim6detail31init_lookback_scan_state_kernelINS0_19lookback_scan_stateIiLb1ELb1EEEEEvT_jNS0_16ordered_block_idIjEEjPNS4_10value_typeE
	.globl	_ZN7rocprim6detail31init_lookback_scan_state_kernelINS0_19lookback_scan_stateIiLb1ELb1EEEEEvT_jNS0_16ordered_block_idIjEEjPNS4_10value_typeE
	.p2align	8
	.type	_ZN7rocprim6detail31init_lookback_scan_state_kernelINS0_19lookback_scan_stateIiLb1ELb1EEEEEvT_jNS0_16ordered_block_idIjEEjPNS4_10value_typeE,@function
_ZN7rocprim6detail31init_lookback_scan_state_kernelINS0_19lookback_scan_stateIiLb1ELb1EEEEEvT_jNS0_16ordered_block_idIjEEjPNS4_10value_typeE: ; @_ZN7rocprim6detail31init_lookback_scan_state_kernelINS0_19lookback_scan_stateIiLb1ELb1EEEEEvT_jNS0_16ordered_block_idIjEEjPNS4_10value_typeE
; %bb.0:
	s_load_dword s9, s[4:5], 0x4
	s_load_dword s10, s[4:5], 0xc
	s_load_dwordx2 s[0:1], s[6:7], 0x0
	s_load_dwordx2 s[2:3], s[6:7], 0x20
	s_waitcnt lgkmcnt(0)
	s_and_b32 s4, s9, 0xffff
	s_mul_i32 s5, s8, s4
	s_sub_i32 s5, s10, s5
	s_min_u32 s4, s5, s4
	s_mul_i32 s4, s4, s8
	v_add_u32_e32 v0, s4, v0
	v_cmp_eq_u32_e32 vcc, 0, v0
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_2
; %bb.1:
	s_load_dwordx2 s[8:9], s[6:7], 0x10
	v_mov_b32_e32 v1, 0
	s_waitcnt lgkmcnt(0)
	global_store_dword v1, v1, s[8:9]
.LBB0_2:
	s_or_b64 exec, exec, s[4:5]
	s_load_dword s8, s[6:7], 0x8
	s_cmp_eq_u64 s[2:3], 0
	s_cbranch_scc1 .LBB0_7
; %bb.3:
	s_load_dword s6, s[6:7], 0x18
	s_waitcnt lgkmcnt(0)
	s_cmp_le_u32 s8, s6
	s_cselect_b64 s[4:5], -1, 0
	s_and_b64 s[4:5], s[4:5], vcc
	v_cmp_eq_u32_e32 vcc, s6, v0
	s_or_b64 s[10:11], vcc, s[4:5]
	s_and_saveexec_b64 s[4:5], s[10:11]
	s_cbranch_execz .LBB0_6
; %bb.4:
	s_add_i32 s6, s6, 64
	s_mov_b32 s7, 0
	s_lshl_b64 s[6:7], s[6:7], 3
	s_add_u32 s6, s0, s6
	s_addc_u32 s7, s1, s7
	v_mov_b32_e32 v2, 0
	global_load_dwordx2 v[3:4], v2, s[6:7] glc
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v1, 0xff, v3
	v_cmp_ne_u64_e32 vcc, 0, v[1:2]
	s_cbranch_vccz .LBB0_12
.LBB0_5:
	v_mov_b32_e32 v1, 0
	global_store_dword v1, v4, s[2:3]
.LBB0_6:
	s_or_b64 exec, exec, s[4:5]
.LBB0_7:
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u32_e32 vcc, s8, v0
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execnz .LBB0_10
; %bb.8:
	s_or_b64 exec, exec, s[2:3]
	v_cmp_gt_u32_e32 vcc, 64, v0
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execnz .LBB0_11
.LBB0_9:
	s_endpgm
.LBB0_10:
	v_add_u32_e32 v1, 64, v0
	v_mov_b32_e32 v2, 0
	v_lshlrev_b64 v[3:4], 3, v[1:2]
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v3, vcc, s0, v3
	v_addc_co_u32_e32 v4, vcc, v1, v4, vcc
	v_mov_b32_e32 v1, v2
	global_store_dwordx2 v[3:4], v[1:2], off
	s_or_b64 exec, exec, s[2:3]
	v_cmp_gt_u32_e32 vcc, 64, v0
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_9
.LBB0_11:
	v_mov_b32_e32 v1, 0
	v_lshlrev_b64 v[2:3], 3, v[0:1]
	v_mov_b32_e32 v0, s1
	v_add_co_u32_e32 v2, vcc, s0, v2
	v_addc_co_u32_e32 v3, vcc, v0, v3, vcc
	v_mov_b32_e32 v0, 0xff
	global_store_dwordx2 v[2:3], v[0:1], off
	s_endpgm
.LBB0_12:
	s_mov_b32 s9, 1
	s_branch .LBB0_14
.LBB0_13:                               ;   in Loop: Header=BB0_14 Depth=1
	global_load_dwordx2 v[3:4], v2, s[6:7] glc
	s_cmp_lt_u32 s9, 32
	s_cselect_b64 s[10:11], -1, 0
	s_cmp_lg_u64 s[10:11], 0
	s_addc_u32 s9, s9, 0
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v1, 0xff, v3
	v_cmp_ne_u64_e32 vcc, 0, v[1:2]
	s_cbranch_vccnz .LBB0_5
.LBB0_14:                               ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB0_15 Depth 2
	s_cmp_eq_u32 s9, 0
	s_mov_b32 s10, s9
	s_cbranch_scc1 .LBB0_13
.LBB0_15:                               ;   Parent Loop BB0_14 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	s_add_i32 s10, s10, -1
	s_cmp_eq_u32 s10, 0
	s_sleep 1
	s_cbranch_scc0 .LBB0_15
	s_branch .LBB0_13
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel _ZN7rocprim6detail31init_lookback_scan_state_kernelINS0_19lookback_scan_stateIiLb1ELb1EEEEEvT_jNS0_16ordered_block_idIjEEjPNS4_10value_typeE
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 40
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
		.amdhsa_next_free_vgpr 5
		.amdhsa_next_free_sgpr 12
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
	.section	.text._ZN7rocprim6detail31init_lookback_scan_state_kernelINS0_19lookback_scan_stateIiLb1ELb1EEEEEvT_jNS0_16ordered_block_idIjEEjPNS4_10value_typeE,#alloc,#execinstr
.Lfunc_end0:
	.size	_ZN7rocprim6detail31init_lookback_scan_state_kernelINS0_19lookback_scan_stateIiLb1ELb1EEEEEvT_jNS0_16ordered_block_idIjEEjPNS4_10value_typeE, .Lfunc_end0-_ZN7rocprim6detail31init_lookback_scan_state_kernelINS0_19lookback_scan_stateIiLb1ELb1EEEEEvT_jNS0_16ordered_block_idIjEEjPNS4_10value_typeE
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 448
; NumSgprs: 14
; NumVgprs: 5
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 14
; NumVGPRsForWavesPerEU: 5
; Occupancy: 10
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.section	.text._ZN7rocprim6detail31init_lookback_scan_state_kernelINS0_19lookback_scan_stateIiLb0ELb1EEEEEvT_jNS0_16ordered_block_idIjEEjPNS4_10value_typeE,#alloc,#execinstr
	.protected	_ZN7rocprim6detail31init_lookback_scan_state_kernelINS0_19lookback_scan_stateIiLb0ELb1EEEEEvT_jNS0_16ordered_block_idIjEEjPNS4_10value_typeE ; -- Begin function _ZN7rocprim6detail31init_lookback_scan_state_kernelINS0_19lookback_scan_stateIiLb0ELb1EEEEEvT_jNS0_16ordered_block_idIjEEjPNS4_10value_typeE
	.globl	_ZN7rocprim6detail31init_lookback_scan_state_kernelINS0_19lookback_scan_stateIiLb0ELb1EEEEEvT_jNS0_16ordered_block_idIjEEjPNS4_10value_typeE
	.p2align	8
	.type	_ZN7rocprim6detail31init_lookback_scan_state_kernelINS0_19lookback_scan_stateIiLb0ELb1EEEEEvT_jNS0_16ordered_block_idIjEEjPNS4_10value_typeE,@function
_ZN7rocprim6detail31init_lookback_scan_state_kernelINS0_19lookback_scan_stateIiLb0ELb1EEEEEvT_jNS0_16ordered_block_idIjEEjPNS4_10value_typeE: ; @_ZN7rocprim6detail31init_lookback_scan_state_kernelINS0_19lookback_scan_stateIiLb0ELb1EEEEEvT_jNS0_16ordered_block_idIjEEjPNS4_10value_typeE
; %bb.0:
	s_load_dword s9, s[4:5], 0x4
	s_load_dword s10, s[4:5], 0xc
	s_load_dwordx2 s[0:1], s[6:7], 0x0
	s_load_dwordx2 s[2:3], s[6:7], 0x20
	s_waitcnt lgkmcnt(0)
	s_and_b32 s4, s9, 0xffff
	s_mul_i32 s5, s8, s4
	s_sub_i32 s5, s10, s5
	s_min_u32 s4, s5, s4
	s_mul_i32 s4, s4, s8
	v_add_u32_e32 v0, s4, v0
	v_cmp_eq_u32_e32 vcc, 0, v0
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB1_2
; %bb.1:
	s_load_dwordx2 s[8:9], s[6:7], 0x10
	v_mov_b32_e32 v1, 0
	s_waitcnt lgkmcnt(0)
	global_store_dword v1, v1, s[8:9]
.LBB1_2:
	s_or_b64 exec, exec, s[4:5]
	s_load_dword s8, s[6:7], 0x8
	s_cmp_eq_u64 s[2:3], 0
	s_cbranch_scc1 .LBB1_8
; %bb.3:
	s_load_dword s6, s[6:7], 0x18
	s_waitcnt lgkmcnt(0)
	s_cmp_le_u32 s8, s6
	s_cselect_b64 s[4:5], -1, 0
	s_and_b64 s[4:5], s[4:5], vcc
	v_cmp_eq_u32_e32 vcc, s6, v0
	s_or_b64 s[10:11], vcc, s[4:5]
	s_and_saveexec_b64 s[4:5], s[10:11]
	s_cbranch_execz .LBB1_7
; %bb.4:
	s_add_i32 s6, s6, 64
	s_mov_b32 s7, 0
	s_lshl_b64 s[6:7], s[6:7], 3
	s_add_u32 s6, s0, s6
	s_addc_u32 s7, s1, s7
	v_mov_b32_e32 v4, 0
	global_load_dwordx2 v[1:2], v4, s[6:7] glc
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v3, 0xff, v1
	v_cmp_ne_u64_e32 vcc, 0, v[3:4]
	s_cbranch_vccnz .LBB1_6
.LBB1_5:                                ; =>This Inner Loop Header: Depth=1
	global_load_dwordx2 v[1:2], v4, s[6:7] glc
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v3, 0xff, v1
	v_cmp_eq_u64_e32 vcc, 0, v[3:4]
	s_cbranch_vccnz .LBB1_5
.LBB1_6:
	v_mov_b32_e32 v1, 0
	global_store_dword v1, v2, s[2:3]
.LBB1_7:
	s_or_b64 exec, exec, s[4:5]
.LBB1_8:
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u32_e32 vcc, s8, v0
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execnz .LBB1_11
; %bb.9:
	s_or_b64 exec, exec, s[2:3]
	v_cmp_gt_u32_e32 vcc, 64, v0
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execnz .LBB1_12
.LBB1_10:
	s_endpgm
.LBB1_11:
	v_add_u32_e32 v1, 64, v0
	v_mov_b32_e32 v2, 0
	v_lshlrev_b64 v[3:4], 3, v[1:2]
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v3, vcc, s0, v3
	v_addc_co_u32_e32 v4, vcc, v1, v4, vcc
	v_mov_b32_e32 v1, v2
	global_store_dwordx2 v[3:4], v[1:2], off
	s_or_b64 exec, exec, s[2:3]
	v_cmp_gt_u32_e32 vcc, 64, v0
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB1_10
.LBB1_12:
	v_mov_b32_e32 v1, 0
	v_lshlrev_b64 v[2:3], 3, v[0:1]
	v_mov_b32_e32 v0, s1
	v_add_co_u32_e32 v2, vcc, s0, v2
	v_addc_co_u32_e32 v3, vcc, v0, v3, vcc
	v_mov_b32_e32 v0, 0xff
	global_store_dwordx2 v[2:3], v[0:1], off
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel _ZN7rocprim6detail31init_lookback_scan_state_kernelINS0_19lookback_scan_stateIiLb0ELb1EEEEEvT_jNS0_16ordered_block_idIjEEjPNS4_10value_typeE
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 40
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
		.amdhsa_next_free_vgpr 5
		.amdhsa_next_free_sgpr 12
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
	.section	.text._ZN7rocprim6detail31init_lookback_scan_state_kernelINS0_19lookback_scan_stateIiLb0ELb1EEEEEvT_jNS0_16ordered_block_idIjEEjPNS4_10value_typeE,#alloc,#execinstr
.Lfunc_end1:
	.size	_ZN7rocprim6detail31init_lookback_scan_state_kernelINS0_19lookback_scan_stateIiLb0ELb1EEEEEvT_jNS0_16ordered_block_idIjEEjPNS4_10value_typeE, .Lfunc_end1-_ZN7rocprim6detail31init_lookback_scan_state_kernelINS0_19lookback_scan_stateIiLb0ELb1EEEEEvT_jNS0_16ordered_block_idIjEEjPNS4_10value_typeE
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 392
; NumSgprs: 14
; NumVgprs: 5
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 14
; NumVGPRsForWavesPerEU: 5
; Occupancy: 10
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.section	.text._ZN7rocprim6detail20lookback_scan_kernelILb0ENS0_19default_scan_configILj0EiEEPKiPiNS_4plusIiEEiNS0_19lookback_scan_stateIiLb1ELb1EEEEEvT1_T2_mT4_T3_T5_jNS0_16ordered_block_idIjEEPNS0_18input_value_traitsISD_E10value_typeESL_bb,#alloc,#execinstr
	.protected	_ZN7rocprim6detail20lookback_scan_kernelILb0ENS0_19default_scan_configILj0EiEEPKiPiNS_4plusIiEEiNS0_19lookback_scan_stateIiLb1ELb1EEEEEvT1_T2_mT4_T3_T5_jNS0_16ordered_block_idIjEEPNS0_18input_value_traitsISD_E10value_typeESL_bb ; -- Begin function _ZN7rocprim6detail20lookback_scan_kernelILb0ENS0_19default_scan_configILj0EiEEPKiPiNS_4plusIiEEiNS0_19lookback_scan_stateIiLb1ELb1EEEEEvT1_T2_mT4_T3_T5_jNS0_16ordered_block_idIjEEPNS0_18input_value_traitsISD_E10value_typeESL_bb
	.globl	_ZN7rocprim6detail20lookback_scan_kernelILb0ENS0_19default_scan_configILj0EiEEPKiPiNS_4plusIiEEiNS0_19lookback_scan_stateIiLb1ELb1EEEEEvT1_T2_mT4_T3_T5_jNS0_16ordered_block_idIjEEPNS0_18input_value_traitsISD_E10value_typeESL_bb
	.p2align	8
	.type	_ZN7rocprim6detail20lookback_scan_kernelILb0ENS0_19default_scan_configILj0EiEEPKiPiNS_4plusIiEEiNS0_19lookback_scan_stateIiLb1ELb1EEEEEvT1_T2_mT4_T3_T5_jNS0_16ordered_block_idIjEEPNS0_18input_value_traitsISD_E10value_typeESL_bb,@function
_ZN7rocprim6detail20lookback_scan_kernelILb0ENS0_19default_scan_configILj0EiEEPKiPiNS_4plusIiEEiNS0_19lookback_scan_stateIiLb1ELb1EEEEEvT1_T2_mT4_T3_T5_jNS0_16ordered_block_idIjEEPNS0_18input_value_traitsISD_E10value_typeESL_bb: ; @_ZN7rocprim6detail20lookback_scan_kernelILb0ENS0_19default_scan_configILj0EiEEPKiPiNS_4plusIiEEiNS0_19lookback_scan_stateIiLb1ELb1EEEEEvT1_T2_mT4_T3_T5_jNS0_16ordered_block_idIjEEPNS0_18input_value_traitsISD_E10value_typeESL_bb
; %bb.0:
	s_load_dwordx4 s[8:11], s[4:5], 0x0
	s_load_dwordx2 s[18:19], s[4:5], 0x10
	s_load_dword s16, s[4:5], 0x28
	s_load_dwordx4 s[12:15], s[4:5], 0x30
	s_load_dwordx2 s[6:7], s[4:5], 0x40
	s_mov_b32 s17, 0
	v_cmp_ne_u32_e64 s[2:3], 0, v0
	v_cmp_eq_u32_e64 s[0:1], 0, v0
	s_and_saveexec_b64 s[20:21], s[0:1]
	s_cbranch_execz .LBB2_2
; %bb.1:
	v_mov_b32_e32 v1, 1
	v_mov_b32_e32 v2, 0
	s_waitcnt lgkmcnt(0)
	global_atomic_add v1, v2, v1, s[12:13] glc
	s_waitcnt vmcnt(0)
	ds_write_b32 v2, v1
.LBB2_2:
	s_or_b64 exec, exec, s[20:21]
	v_mov_b32_e32 v1, 0
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	ds_read_b32 v1, v1
	s_add_i32 s12, s16, -1
	s_lshl_b32 s13, s12, 12
	s_waitcnt lgkmcnt(0)
	v_readfirstlane_b32 s24, v1
	s_lshl_b32 s16, s24, 12
	s_sub_u32 s26, s18, s13
	s_subb_u32 s27, s19, 0
	s_cmp_lg_u32 s24, s12
	s_cselect_b64 s[12:13], -1, 0
	s_lshl_b64 s[16:17], s[16:17], 2
	s_add_u32 s18, s8, s16
	s_addc_u32 s19, s9, s17
	s_and_b64 vcc, exec, s[12:13]
	s_cbranch_vccz .LBB2_4
; %bb.3:
	v_lshlrev_b32_e32 v3, 2, v0
	v_mov_b32_e32 v1, s19
	v_add_co_u32_e32 v4, vcc, s18, v3
	v_addc_co_u32_e32 v5, vcc, 0, v1, vcc
	v_add_co_u32_e32 v1, vcc, 0x1000, v4
	v_addc_co_u32_e32 v2, vcc, 0, v5, vcc
	global_load_dword v6, v3, s[18:19]
	global_load_dword v7, v3, s[18:19] offset:1024
	global_load_dword v8, v3, s[18:19] offset:2048
	global_load_dword v9, v3, s[18:19] offset:3072
	global_load_dword v10, v[1:2], off
	global_load_dword v11, v[1:2], off offset:1024
	global_load_dword v12, v[1:2], off offset:2048
	global_load_dword v13, v[1:2], off offset:3072
	v_add_co_u32_e32 v1, vcc, 0x2000, v4
	v_addc_co_u32_e32 v2, vcc, 0, v5, vcc
	global_load_dword v3, v[1:2], off
	global_load_dword v14, v[1:2], off offset:1024
	global_load_dword v15, v[1:2], off offset:2048
	global_load_dword v16, v[1:2], off offset:3072
	v_add_co_u32_e32 v1, vcc, 0x3000, v4
	v_addc_co_u32_e32 v2, vcc, 0, v5, vcc
	global_load_dword v4, v[1:2], off
	global_load_dword v5, v[1:2], off offset:1024
	global_load_dword v17, v[1:2], off offset:2048
	global_load_dword v18, v[1:2], off offset:3072
	v_lshrrev_b32_e32 v1, 5, v0
	v_or_b32_e32 v2, 0x100, v0
	v_or_b32_e32 v19, 0x200, v0
	v_or_b32_e32 v20, 0x300, v0
	v_or_b32_e32 v21, 0x400, v0
	v_or_b32_e32 v22, 0x500, v0
	v_or_b32_e32 v23, 0x600, v0
	v_or_b32_e32 v24, 0x700, v0
	v_or_b32_e32 v25, 0x800, v0
	v_or_b32_e32 v26, 0x900, v0
	v_or_b32_e32 v27, 0xa00, v0
	v_or_b32_e32 v28, 0xb00, v0
	v_or_b32_e32 v29, 0xc00, v0
	v_add_lshl_u32 v1, v1, v0, 2
	v_lshrrev_b32_e32 v2, 5, v2
	v_lshrrev_b32_e32 v19, 5, v19
	v_lshrrev_b32_e32 v20, 5, v20
	v_lshrrev_b32_e32 v21, 5, v21
	v_lshrrev_b32_e32 v22, 5, v22
	v_lshrrev_b32_e32 v23, 5, v23
	v_lshrrev_b32_e32 v24, 5, v24
	v_lshrrev_b32_e32 v25, 5, v25
	v_lshrrev_b32_e32 v26, 5, v26
	v_lshrrev_b32_e32 v27, 5, v27
	v_lshrrev_b32_e32 v28, 5, v28
	v_lshrrev_b32_e32 v29, 5, v29
	v_add_lshl_u32 v2, v2, v0, 2
	v_add_lshl_u32 v19, v19, v0, 2
	v_add_lshl_u32 v20, v20, v0, 2
	v_add_lshl_u32 v21, v21, v0, 2
	v_add_lshl_u32 v22, v22, v0, 2
	v_add_lshl_u32 v23, v23, v0, 2
	v_add_lshl_u32 v24, v24, v0, 2
	v_add_lshl_u32 v25, v25, v0, 2
	v_add_lshl_u32 v26, v26, v0, 2
	v_add_lshl_u32 v27, v27, v0, 2
	v_add_lshl_u32 v28, v28, v0, 2
	s_waitcnt vmcnt(15)
	ds_write_b32 v1, v6 offset:8
	s_waitcnt vmcnt(14)
	ds_write_b32 v2, v7 offset:1032
	s_waitcnt vmcnt(13)
	ds_write_b32 v19, v8 offset:2056
	s_waitcnt vmcnt(12)
	ds_write_b32 v20, v9 offset:3080
	s_waitcnt vmcnt(11)
	ds_write_b32 v21, v10 offset:4104
	s_waitcnt vmcnt(10)
	ds_write_b32 v22, v11 offset:5128
	s_waitcnt vmcnt(9)
	ds_write_b32 v23, v12 offset:6152
	s_waitcnt vmcnt(8)
	ds_write_b32 v24, v13 offset:7176
	s_waitcnt vmcnt(7)
	ds_write_b32 v25, v3 offset:8200
	s_waitcnt vmcnt(6)
	ds_write_b32 v26, v14 offset:9224
	s_waitcnt vmcnt(5)
	ds_write_b32 v27, v15 offset:10248
	s_waitcnt vmcnt(4)
	ds_write_b32 v28, v16 offset:11272
	v_add_lshl_u32 v1, v29, v0, 2
	s_waitcnt vmcnt(3)
	ds_write_b32 v1, v4 offset:12296
	v_or_b32_e32 v1, 0xd00, v0
	v_lshrrev_b32_e32 v1, 5, v1
	v_add_lshl_u32 v1, v1, v0, 2
	s_waitcnt vmcnt(2)
	ds_write_b32 v1, v5 offset:13320
	v_or_b32_e32 v1, 0xe00, v0
	v_lshrrev_b32_e32 v1, 5, v1
	v_add_lshl_u32 v1, v1, v0, 2
	s_waitcnt vmcnt(1)
	ds_write_b32 v1, v17 offset:14344
	v_or_b32_e32 v1, 0xf00, v0
	v_lshrrev_b32_e32 v1, 5, v1
	v_add_lshl_u32 v1, v1, v0, 2
	s_waitcnt vmcnt(0)
	ds_write_b32 v1, v18 offset:15368
	v_lshrrev_b32_e32 v1, 1, v0
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u32 v1, v0, 4, v1
	s_load_dwordx2 s[8:9], s[4:5], 0x20
	s_cbranch_execz .LBB2_5
	s_branch .LBB2_38
.LBB2_4:
                                        ; implicit-def: $vgpr1
	s_load_dwordx2 s[8:9], s[4:5], 0x20
.LBB2_5:
	v_mov_b32_e32 v1, 0
	global_load_dword v3, v1, s[18:19]
	v_lshlrev_b32_e32 v1, 2, v0
	v_mov_b32_e32 v2, s19
	v_add_co_u32_e32 v1, vcc, s18, v1
	v_addc_co_u32_e32 v2, vcc, 0, v2, vcc
	v_cmp_gt_u32_e32 vcc, s26, v0
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v4, v3
	s_and_saveexec_b64 s[18:19], vcc
	s_cbranch_execz .LBB2_7
; %bb.6:
	global_load_dword v4, v[1:2], off
.LBB2_7:
	s_or_b64 exec, exec, s[18:19]
	v_or_b32_e32 v5, 0x100, v0
	v_cmp_gt_u32_e32 vcc, s26, v5
	v_mov_b32_e32 v6, v3
	s_and_saveexec_b64 s[18:19], vcc
	s_cbranch_execz .LBB2_9
; %bb.8:
	global_load_dword v6, v[1:2], off offset:1024
.LBB2_9:
	s_or_b64 exec, exec, s[18:19]
	v_or_b32_e32 v7, 0x200, v0
	v_cmp_gt_u32_e32 vcc, s26, v7
	v_mov_b32_e32 v8, v3
	s_and_saveexec_b64 s[18:19], vcc
	s_cbranch_execz .LBB2_11
; %bb.10:
	global_load_dword v8, v[1:2], off offset:2048
.LBB2_11:
	s_or_b64 exec, exec, s[18:19]
	v_or_b32_e32 v9, 0x300, v0
	v_cmp_gt_u32_e32 vcc, s26, v9
	v_mov_b32_e32 v10, v3
	s_and_saveexec_b64 s[18:19], vcc
	s_cbranch_execz .LBB2_13
; %bb.12:
	global_load_dword v10, v[1:2], off offset:3072
.LBB2_13:
	s_or_b64 exec, exec, s[18:19]
	v_or_b32_e32 v11, 0x400, v0
	v_cmp_gt_u32_e32 vcc, s26, v11
	v_mov_b32_e32 v12, v3
	s_and_saveexec_b64 s[18:19], vcc
	s_cbranch_execz .LBB2_15
; %bb.14:
	v_add_co_u32_e32 v12, vcc, 0x1000, v1
	v_addc_co_u32_e32 v13, vcc, 0, v2, vcc
	global_load_dword v12, v[12:13], off
.LBB2_15:
	s_or_b64 exec, exec, s[18:19]
	v_or_b32_e32 v13, 0x500, v0
	v_cmp_gt_u32_e32 vcc, s26, v13
	v_mov_b32_e32 v14, v3
	s_and_saveexec_b64 s[18:19], vcc
	s_cbranch_execz .LBB2_17
; %bb.16:
	v_add_co_u32_e32 v14, vcc, 0x1000, v1
	v_addc_co_u32_e32 v15, vcc, 0, v2, vcc
	global_load_dword v14, v[14:15], off offset:1024
.LBB2_17:
	s_or_b64 exec, exec, s[18:19]
	v_or_b32_e32 v15, 0x600, v0
	v_cmp_gt_u32_e32 vcc, s26, v15
	v_mov_b32_e32 v16, v3
	s_and_saveexec_b64 s[18:19], vcc
	s_cbranch_execz .LBB2_19
; %bb.18:
	v_add_co_u32_e32 v16, vcc, 0x1000, v1
	v_addc_co_u32_e32 v17, vcc, 0, v2, vcc
	global_load_dword v16, v[16:17], off offset:2048
.LBB2_19:
	s_or_b64 exec, exec, s[18:19]
	v_or_b32_e32 v17, 0x700, v0
	v_cmp_gt_u32_e32 vcc, s26, v17
	v_mov_b32_e32 v18, v3
	s_and_saveexec_b64 s[18:19], vcc
	s_cbranch_execz .LBB2_21
; %bb.20:
	v_add_co_u32_e32 v18, vcc, 0x1000, v1
	v_addc_co_u32_e32 v19, vcc, 0, v2, vcc
	global_load_dword v18, v[18:19], off offset:3072
.LBB2_21:
	s_or_b64 exec, exec, s[18:19]
	v_or_b32_e32 v19, 0x800, v0
	v_cmp_gt_u32_e32 vcc, s26, v19
	v_mov_b32_e32 v20, v3
	s_and_saveexec_b64 s[18:19], vcc
	s_cbranch_execz .LBB2_23
; %bb.22:
	v_add_co_u32_e32 v20, vcc, 0x2000, v1
	v_addc_co_u32_e32 v21, vcc, 0, v2, vcc
	global_load_dword v20, v[20:21], off
.LBB2_23:
	s_or_b64 exec, exec, s[18:19]
	v_or_b32_e32 v21, 0x900, v0
	v_cmp_gt_u32_e32 vcc, s26, v21
	v_mov_b32_e32 v22, v3
	s_and_saveexec_b64 s[18:19], vcc
	s_cbranch_execz .LBB2_25
; %bb.24:
	v_add_co_u32_e32 v22, vcc, 0x2000, v1
	v_addc_co_u32_e32 v23, vcc, 0, v2, vcc
	global_load_dword v22, v[22:23], off offset:1024
.LBB2_25:
	s_or_b64 exec, exec, s[18:19]
	v_or_b32_e32 v23, 0xa00, v0
	v_cmp_gt_u32_e32 vcc, s26, v23
	v_mov_b32_e32 v24, v3
	s_and_saveexec_b64 s[18:19], vcc
	s_cbranch_execz .LBB2_27
; %bb.26:
	v_add_co_u32_e32 v24, vcc, 0x2000, v1
	v_addc_co_u32_e32 v25, vcc, 0, v2, vcc
	global_load_dword v24, v[24:25], off offset:2048
.LBB2_27:
	s_or_b64 exec, exec, s[18:19]
	v_or_b32_e32 v25, 0xb00, v0
	v_cmp_gt_u32_e32 vcc, s26, v25
	v_mov_b32_e32 v26, v3
	s_and_saveexec_b64 s[18:19], vcc
	s_cbranch_execz .LBB2_29
; %bb.28:
	v_add_co_u32_e32 v26, vcc, 0x2000, v1
	v_addc_co_u32_e32 v27, vcc, 0, v2, vcc
	global_load_dword v26, v[26:27], off offset:3072
.LBB2_29:
	s_or_b64 exec, exec, s[18:19]
	v_or_b32_e32 v27, 0xc00, v0
	v_cmp_gt_u32_e32 vcc, s26, v27
	v_mov_b32_e32 v28, v3
	s_and_saveexec_b64 s[18:19], vcc
	s_cbranch_execz .LBB2_31
; %bb.30:
	v_add_co_u32_e32 v28, vcc, 0x3000, v1
	v_addc_co_u32_e32 v29, vcc, 0, v2, vcc
	global_load_dword v28, v[28:29], off
.LBB2_31:
	s_or_b64 exec, exec, s[18:19]
	v_or_b32_e32 v29, 0xd00, v0
	v_cmp_gt_u32_e32 vcc, s26, v29
	v_mov_b32_e32 v30, v3
	s_and_saveexec_b64 s[18:19], vcc
	s_cbranch_execz .LBB2_33
; %bb.32:
	v_add_co_u32_e32 v30, vcc, 0x3000, v1
	v_addc_co_u32_e32 v31, vcc, 0, v2, vcc
	global_load_dword v30, v[30:31], off offset:1024
.LBB2_33:
	s_or_b64 exec, exec, s[18:19]
	v_or_b32_e32 v31, 0xe00, v0
	v_cmp_gt_u32_e32 vcc, s26, v31
	v_mov_b32_e32 v32, v3
	s_and_saveexec_b64 s[18:19], vcc
	s_cbranch_execz .LBB2_35
; %bb.34:
	v_add_co_u32_e32 v32, vcc, 0x3000, v1
	v_addc_co_u32_e32 v33, vcc, 0, v2, vcc
	global_load_dword v32, v[32:33], off offset:2048
.LBB2_35:
	s_or_b64 exec, exec, s[18:19]
	v_or_b32_e32 v33, 0xf00, v0
	v_cmp_gt_u32_e32 vcc, s26, v33
	s_and_saveexec_b64 s[18:19], vcc
	s_cbranch_execz .LBB2_37
; %bb.36:
	v_add_co_u32_e32 v1, vcc, 0x3000, v1
	v_addc_co_u32_e32 v2, vcc, 0, v2, vcc
	global_load_dword v3, v[1:2], off offset:3072
.LBB2_37:
	s_or_b64 exec, exec, s[18:19]
	v_lshrrev_b32_e32 v1, 5, v0
	v_add_lshl_u32 v1, v1, v0, 2
	s_waitcnt vmcnt(0)
	ds_write_b32 v1, v4 offset:8
	v_lshrrev_b32_e32 v1, 5, v5
	v_add_lshl_u32 v1, v1, v0, 2
	ds_write_b32 v1, v6 offset:1032
	v_lshrrev_b32_e32 v1, 5, v7
	v_add_lshl_u32 v1, v1, v0, 2
	ds_write_b32 v1, v8 offset:2056
	v_lshrrev_b32_e32 v1, 5, v9
	v_add_lshl_u32 v1, v1, v0, 2
	ds_write_b32 v1, v10 offset:3080
	v_lshrrev_b32_e32 v1, 5, v11
	v_add_lshl_u32 v1, v1, v0, 2
	ds_write_b32 v1, v12 offset:4104
	v_lshrrev_b32_e32 v1, 5, v13
	v_add_lshl_u32 v1, v1, v0, 2
	ds_write_b32 v1, v14 offset:5128
	v_lshrrev_b32_e32 v1, 5, v15
	v_add_lshl_u32 v1, v1, v0, 2
	ds_write_b32 v1, v16 offset:6152
	v_lshrrev_b32_e32 v1, 5, v17
	v_add_lshl_u32 v1, v1, v0, 2
	ds_write_b32 v1, v18 offset:7176
	v_lshrrev_b32_e32 v1, 5, v19
	v_add_lshl_u32 v1, v1, v0, 2
	ds_write_b32 v1, v20 offset:8200
	v_lshrrev_b32_e32 v1, 5, v21
	v_add_lshl_u32 v1, v1, v0, 2
	ds_write_b32 v1, v22 offset:9224
	v_lshrrev_b32_e32 v1, 5, v23
	v_add_lshl_u32 v1, v1, v0, 2
	ds_write_b32 v1, v24 offset:10248
	v_lshrrev_b32_e32 v1, 5, v25
	v_add_lshl_u32 v1, v1, v0, 2
	ds_write_b32 v1, v26 offset:11272
	v_lshrrev_b32_e32 v1, 5, v27
	v_add_lshl_u32 v1, v1, v0, 2
	ds_write_b32 v1, v28 offset:12296
	v_lshrrev_b32_e32 v1, 5, v29
	v_add_lshl_u32 v1, v1, v0, 2
	ds_write_b32 v1, v30 offset:13320
	v_lshrrev_b32_e32 v1, 5, v31
	v_add_lshl_u32 v1, v1, v0, 2
	ds_write_b32 v1, v32 offset:14344
	v_lshrrev_b32_e32 v1, 5, v33
	v_add_lshl_u32 v1, v1, v0, 2
	ds_write_b32 v1, v3 offset:15368
	v_lshrrev_b32_e32 v1, 1, v0
	v_lshl_add_u32 v1, v0, 4, v1
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
.LBB2_38:
	v_lshlrev_b32_e32 v3, 2, v1
	ds_read2_b32 v[1:2], v3 offset0:2 offset1:3
	ds_read2_b32 v[15:16], v3 offset0:4 offset1:5
	ds_read2_b32 v[13:14], v3 offset0:6 offset1:7
	ds_read2_b32 v[11:12], v3 offset0:8 offset1:9
	ds_read2_b32 v[9:10], v3 offset0:10 offset1:11
	ds_read2_b32 v[7:8], v3 offset0:12 offset1:13
	ds_read2_b32 v[5:6], v3 offset0:14 offset1:15
	ds_read2_b32 v[3:4], v3 offset0:16 offset1:17
	s_load_dword s28, s[4:5], 0x48
	s_cmp_lg_u32 s24, 0
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	s_cbranch_scc0 .LBB2_53
; %bb.39:
	v_add_u32_e32 v17, v2, v1
	v_add3_u32 v17, v17, v15, v16
	v_add3_u32 v17, v17, v13, v14
	v_add3_u32 v17, v17, v11, v12
	v_add3_u32 v17, v17, v9, v10
	v_add3_u32 v17, v17, v7, v8
	v_mbcnt_lo_u32_b32 v18, -1, 0
	v_add3_u32 v17, v17, v5, v6
	v_mbcnt_hi_u32_b32 v25, -1, v18
	v_add3_u32 v17, v17, v3, v4
	v_and_b32_e32 v18, 15, v25
	v_cmp_ne_u32_e32 vcc, 0, v18
	v_mov_b32_dpp v19, v17 row_shr:1 row_mask:0xf bank_mask:0xf
	v_cndmask_b32_e32 v19, 0, v19, vcc
	v_add_u32_e32 v17, v19, v17
	v_cmp_lt_u32_e32 vcc, 1, v18
	s_nop 0
	v_mov_b32_dpp v19, v17 row_shr:2 row_mask:0xf bank_mask:0xf
	v_cndmask_b32_e32 v19, 0, v19, vcc
	v_add_u32_e32 v17, v17, v19
	v_cmp_lt_u32_e32 vcc, 3, v18
	s_nop 0
	v_mov_b32_dpp v19, v17 row_shr:4 row_mask:0xf bank_mask:0xf
	v_cndmask_b32_e32 v19, 0, v19, vcc
	v_add_u32_e32 v17, v17, v19
	v_cmp_lt_u32_e32 vcc, 7, v18
	s_nop 0
	v_mov_b32_dpp v19, v17 row_shr:8 row_mask:0xf bank_mask:0xf
	v_cndmask_b32_e32 v18, 0, v19, vcc
	v_add_u32_e32 v17, v17, v18
	v_bfe_i32 v19, v25, 4, 1
	v_cmp_lt_u32_e32 vcc, 31, v25
	v_mov_b32_dpp v18, v17 row_bcast:15 row_mask:0xf bank_mask:0xf
	v_and_b32_e32 v18, v19, v18
	v_add_u32_e32 v17, v17, v18
	s_nop 1
	v_mov_b32_dpp v18, v17 row_bcast:31 row_mask:0xf bank_mask:0xf
	v_cndmask_b32_e32 v18, 0, v18, vcc
	v_add_u32_e32 v17, v17, v18
	v_add_u32_e32 v18, 64, v0
	v_and_b32_e32 v18, 0x1c0, v18
	v_min_u32_e32 v18, 0x100, v18
	v_add_u32_e32 v18, -1, v18
	v_cmp_eq_u32_e32 vcc, v18, v0
	v_lshrrev_b32_e32 v18, 4, v0
	v_and_b32_e32 v18, 12, v18
	v_add_u32_e32 v18, 8, v18
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB2_41
; %bb.40:
	ds_write_b32 v18, v17
.LBB2_41:
	s_or_b64 exec, exec, s[4:5]
	v_cmp_gt_u32_e32 vcc, 4, v0
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB2_43
; %bb.42:
	v_lshlrev_b32_e32 v19, 2, v0
	ds_read_b32 v20, v19 offset:8
	v_and_b32_e32 v21, 3, v25
	v_cmp_ne_u32_e32 vcc, 0, v21
	s_waitcnt lgkmcnt(0)
	v_mov_b32_dpp v22, v20 row_shr:1 row_mask:0xf bank_mask:0xf
	v_cndmask_b32_e32 v22, 0, v22, vcc
	v_add_u32_e32 v20, v22, v20
	v_cmp_lt_u32_e32 vcc, 1, v21
	s_nop 0
	v_mov_b32_dpp v22, v20 row_shr:2 row_mask:0xf bank_mask:0xf
	v_cndmask_b32_e32 v21, 0, v22, vcc
	v_add_u32_e32 v20, v20, v21
	ds_write_b32 v19, v20 offset:8
.LBB2_43:
	s_or_b64 exec, exec, s[4:5]
	v_cmp_gt_u32_e32 vcc, 64, v0
	v_cmp_lt_u32_e64 s[4:5], 63, v0
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
                                        ; implicit-def: $vgpr27
	s_and_saveexec_b64 s[18:19], s[4:5]
	s_cbranch_execz .LBB2_45
; %bb.44:
	v_add_u32_e32 v18, -4, v18
	ds_read_b32 v27, v18
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v17, v27, v17
.LBB2_45:
	s_or_b64 exec, exec, s[18:19]
	v_add_u32_e32 v18, -1, v25
	v_and_b32_e32 v19, 64, v25
	v_cmp_lt_i32_e64 s[4:5], v18, v19
	v_cndmask_b32_e64 v18, v18, v25, s[4:5]
	v_lshlrev_b32_e32 v18, 2, v18
	ds_bpermute_b32 v28, v18, v17
	s_mov_b32 s21, 0
	v_cmp_eq_u32_e64 s[4:5], 0, v25
	s_and_saveexec_b64 s[18:19], vcc
	s_cbranch_execz .LBB2_69
; %bb.46:
	v_mov_b32_e32 v17, 0
	ds_read_b32 v18, v17 offset:20
	s_add_i32 s20, s24, 64
	s_lshl_b64 s[20:21], s[20:21], 3
	s_add_u32 s20, s8, s20
	s_addc_u32 s21, s9, s21
	s_and_saveexec_b64 s[22:23], s[4:5]
	s_cbranch_execz .LBB2_48
; %bb.47:
	v_mov_b32_e32 v17, 1
	v_mov_b32_e32 v19, 0
	s_waitcnt lgkmcnt(0)
	global_store_dwordx2 v19, v[17:18], s[20:21]
.LBB2_48:
	s_or_b64 exec, exec, s[22:23]
	v_xad_u32 v19, v25, -1, s24
	v_add_u32_e32 v21, 64, v19
	v_mov_b32_e32 v22, 0
	v_lshlrev_b64 v[20:21], 3, v[21:22]
	v_mov_b32_e32 v17, s9
	v_add_co_u32_e32 v20, vcc, s8, v20
	v_addc_co_u32_e32 v21, vcc, v17, v21, vcc
	global_load_dwordx2 v[23:24], v[20:21], off glc
	s_waitcnt vmcnt(0)
	v_cmp_eq_u16_sdwa s[24:25], v23, v22 src0_sel:BYTE_0 src1_sel:DWORD
	s_and_saveexec_b64 s[22:23], s[24:25]
	s_cbranch_execz .LBB2_55
; %bb.49:
	s_mov_b32 s29, 1
	s_mov_b64 s[24:25], 0
	v_mov_b32_e32 v17, 0
	s_branch .LBB2_51
.LBB2_50:                               ;   in Loop: Header=BB2_51 Depth=1
	global_load_dwordx2 v[23:24], v[20:21], off glc
	s_cmp_lt_u32 s29, 32
	s_cselect_b64 s[30:31], -1, 0
	s_cmp_lg_u64 s[30:31], 0
	s_addc_u32 s29, s29, 0
	s_waitcnt vmcnt(0)
	v_cmp_ne_u16_sdwa s[30:31], v23, v17 src0_sel:BYTE_0 src1_sel:DWORD
	s_or_b64 s[24:25], s[30:31], s[24:25]
	s_andn2_b64 exec, exec, s[24:25]
	s_cbranch_execz .LBB2_54
.LBB2_51:                               ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB2_52 Depth 2
	s_cmp_eq_u32 s29, 0
	s_mov_b32 s30, s29
	s_cbranch_scc1 .LBB2_50
.LBB2_52:                               ;   Parent Loop BB2_51 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	s_add_i32 s30, s30, -1
	s_cmp_eq_u32 s30, 0
	s_sleep 1
	s_cbranch_scc0 .LBB2_52
	s_branch .LBB2_50
.LBB2_53:
                                        ; implicit-def: $vgpr32
                                        ; implicit-def: $vgpr17
                                        ; implicit-def: $vgpr18
                                        ; implicit-def: $vgpr19
                                        ; implicit-def: $vgpr20
                                        ; implicit-def: $vgpr21
                                        ; implicit-def: $vgpr22
                                        ; implicit-def: $vgpr23
                                        ; implicit-def: $vgpr24
                                        ; implicit-def: $vgpr25
                                        ; implicit-def: $vgpr26
                                        ; implicit-def: $vgpr27
                                        ; implicit-def: $vgpr28
                                        ; implicit-def: $vgpr29
                                        ; implicit-def: $vgpr30
                                        ; implicit-def: $vgpr31
	s_cbranch_execnz .LBB2_70
	s_branch .LBB2_83
.LBB2_54:
	s_or_b64 exec, exec, s[24:25]
.LBB2_55:
	s_or_b64 exec, exec, s[22:23]
	v_and_b32_e32 v39, 63, v25
	v_mov_b32_e32 v17, 2
	v_lshlrev_b64 v[21:22], v25, -1
	v_cmp_ne_u32_e32 vcc, 63, v39
	v_cmp_eq_u16_sdwa s[22:23], v23, v17 src0_sel:BYTE_0 src1_sel:DWORD
	v_addc_co_u32_e32 v29, vcc, 0, v25, vcc
	v_and_b32_e32 v20, s23, v22
	v_lshlrev_b32_e32 v29, 2, v29
	v_or_b32_e32 v20, 0x80000000, v20
	ds_bpermute_b32 v31, v29, v24
	v_and_b32_e32 v26, s22, v21
	v_ffbl_b32_e32 v20, v20
	v_add_u32_e32 v20, 32, v20
	v_ffbl_b32_e32 v26, v26
	v_min_u32_e32 v20, v26, v20
	v_add_u32_e32 v30, 1, v25
	v_cmp_le_u32_e32 vcc, v30, v20
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e32 v26, 0, v31, vcc
	v_cmp_gt_u32_e32 vcc, 62, v39
	v_add_u32_e32 v24, v26, v24
	v_cndmask_b32_e64 v26, 0, 1, vcc
	v_lshlrev_b32_e32 v26, 1, v26
	v_add_lshl_u32 v31, v26, v25, 2
	ds_bpermute_b32 v26, v31, v24
	v_add_u32_e32 v32, 2, v25
	v_cmp_le_u32_e32 vcc, v32, v20
	v_add_u32_e32 v34, 4, v25
	v_add_u32_e32 v36, 8, v25
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e32 v26, 0, v26, vcc
	v_cmp_gt_u32_e32 vcc, 60, v39
	v_add_u32_e32 v24, v24, v26
	v_cndmask_b32_e64 v26, 0, 1, vcc
	v_lshlrev_b32_e32 v26, 2, v26
	v_add_lshl_u32 v33, v26, v25, 2
	ds_bpermute_b32 v26, v33, v24
	v_cmp_le_u32_e32 vcc, v34, v20
	v_add_u32_e32 v38, 16, v25
	v_add_u32_e32 v41, 32, v25
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e32 v26, 0, v26, vcc
	v_cmp_gt_u32_e32 vcc, 56, v39
	v_add_u32_e32 v24, v24, v26
	v_cndmask_b32_e64 v26, 0, 1, vcc
	v_lshlrev_b32_e32 v26, 3, v26
	v_add_lshl_u32 v35, v26, v25, 2
	ds_bpermute_b32 v26, v35, v24
	v_cmp_le_u32_e32 vcc, v36, v20
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e32 v26, 0, v26, vcc
	v_cmp_gt_u32_e32 vcc, 48, v39
	v_add_u32_e32 v24, v24, v26
	v_cndmask_b32_e64 v26, 0, 1, vcc
	v_lshlrev_b32_e32 v26, 4, v26
	v_add_lshl_u32 v37, v26, v25, 2
	ds_bpermute_b32 v26, v37, v24
	v_cmp_le_u32_e32 vcc, v38, v20
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e32 v26, 0, v26, vcc
	v_cmp_gt_u32_e32 vcc, 32, v39
	v_add_u32_e32 v24, v24, v26
	v_cndmask_b32_e64 v26, 0, 1, vcc
	v_lshlrev_b32_e32 v26, 5, v26
	v_add_lshl_u32 v40, v26, v25, 2
	ds_bpermute_b32 v26, v40, v24
	v_cmp_le_u32_e32 vcc, v41, v20
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e32 v20, 0, v26, vcc
	v_add_u32_e32 v24, v24, v20
	v_mov_b32_e32 v20, 0
	s_branch .LBB2_58
.LBB2_56:                               ;   in Loop: Header=BB2_58 Depth=1
	s_or_b64 exec, exec, s[24:25]
.LBB2_57:                               ;   in Loop: Header=BB2_58 Depth=1
	s_or_b64 exec, exec, s[22:23]
	v_cmp_eq_u16_sdwa s[22:23], v23, v17 src0_sel:BYTE_0 src1_sel:DWORD
	v_and_b32_e32 v25, s23, v22
	v_or_b32_e32 v25, 0x80000000, v25
	ds_bpermute_b32 v42, v29, v24
	v_and_b32_e32 v26, s22, v21
	v_ffbl_b32_e32 v25, v25
	v_add_u32_e32 v25, 32, v25
	v_ffbl_b32_e32 v26, v26
	v_min_u32_e32 v25, v26, v25
	v_cmp_le_u32_e32 vcc, v30, v25
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e32 v26, 0, v42, vcc
	v_add_u32_e32 v24, v26, v24
	ds_bpermute_b32 v26, v31, v24
	v_cmp_le_u32_e32 vcc, v32, v25
	v_subrev_u32_e32 v19, 64, v19
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e32 v26, 0, v26, vcc
	v_add_u32_e32 v24, v24, v26
	ds_bpermute_b32 v26, v33, v24
	v_cmp_le_u32_e32 vcc, v34, v25
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e32 v26, 0, v26, vcc
	v_add_u32_e32 v24, v24, v26
	ds_bpermute_b32 v26, v35, v24
	v_cmp_le_u32_e32 vcc, v36, v25
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e32 v26, 0, v26, vcc
	v_add_u32_e32 v24, v24, v26
	ds_bpermute_b32 v26, v37, v24
	v_cmp_le_u32_e32 vcc, v38, v25
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e32 v26, 0, v26, vcc
	v_add_u32_e32 v24, v24, v26
	ds_bpermute_b32 v26, v40, v24
	v_cmp_le_u32_e32 vcc, v41, v25
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e32 v25, 0, v26, vcc
	v_add3_u32 v24, v25, v39, v24
.LBB2_58:                               ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB2_62 Depth 2
                                        ;       Child Loop BB2_63 Depth 3
	v_cmp_ne_u16_sdwa s[22:23], v23, v17 src0_sel:BYTE_0 src1_sel:DWORD
	v_cndmask_b32_e64 v23, 0, 1, s[22:23]
	;;#ASMSTART
	; ockl ballot hoisting hack v23
	;;#ASMEND
	v_cmp_ne_u32_e32 vcc, 0, v23
	s_cmp_lg_u64 vcc, exec
	v_mov_b32_e32 v39, v24
	s_cbranch_scc1 .LBB2_64
; %bb.59:                               ;   in Loop: Header=BB2_58 Depth=1
	v_lshlrev_b64 v[23:24], 3, v[19:20]
	v_mov_b32_e32 v26, s9
	v_add_co_u32_e32 v25, vcc, s8, v23
	v_addc_co_u32_e32 v26, vcc, v26, v24, vcc
	global_load_dwordx2 v[23:24], v[25:26], off glc
	s_waitcnt vmcnt(0)
	v_cmp_eq_u16_sdwa s[24:25], v23, v20 src0_sel:BYTE_0 src1_sel:DWORD
	s_and_saveexec_b64 s[22:23], s[24:25]
	s_cbranch_execz .LBB2_57
; %bb.60:                               ;   in Loop: Header=BB2_58 Depth=1
	s_mov_b32 s29, 1
	s_mov_b64 s[24:25], 0
	s_branch .LBB2_62
.LBB2_61:                               ;   in Loop: Header=BB2_62 Depth=2
	global_load_dwordx2 v[23:24], v[25:26], off glc
	s_cmp_lt_u32 s29, 32
	s_cselect_b64 s[30:31], -1, 0
	s_cmp_lg_u64 s[30:31], 0
	s_addc_u32 s29, s29, 0
	s_waitcnt vmcnt(0)
	v_cmp_ne_u16_sdwa s[30:31], v23, v20 src0_sel:BYTE_0 src1_sel:DWORD
	s_or_b64 s[24:25], s[30:31], s[24:25]
	s_andn2_b64 exec, exec, s[24:25]
	s_cbranch_execz .LBB2_56
.LBB2_62:                               ;   Parent Loop BB2_58 Depth=1
                                        ; =>  This Loop Header: Depth=2
                                        ;       Child Loop BB2_63 Depth 3
	s_cmp_eq_u32 s29, 0
	s_mov_b32 s30, s29
	s_cbranch_scc1 .LBB2_61
.LBB2_63:                               ;   Parent Loop BB2_58 Depth=1
                                        ;     Parent Loop BB2_62 Depth=2
                                        ; =>    This Inner Loop Header: Depth=3
	s_add_i32 s30, s30, -1
	s_cmp_eq_u32 s30, 0
	s_sleep 1
	s_cbranch_scc0 .LBB2_63
	s_branch .LBB2_61
.LBB2_64:                               ;   in Loop: Header=BB2_58 Depth=1
                                        ; implicit-def: $vgpr24
                                        ; implicit-def: $vgpr23
	s_cbranch_execz .LBB2_58
; %bb.65:
	s_and_saveexec_b64 s[22:23], s[4:5]
	s_cbranch_execz .LBB2_67
; %bb.66:
	v_add_u32_e32 v18, v39, v18
	v_mov_b32_e32 v17, 2
	v_mov_b32_e32 v19, 0
	global_store_dwordx2 v19, v[17:18], s[20:21]
.LBB2_67:
	s_or_b64 exec, exec, s[22:23]
	s_and_b64 exec, exec, s[0:1]
	s_cbranch_execz .LBB2_69
; %bb.68:
	v_mov_b32_e32 v17, 0
	ds_write_b32 v17, v39 offset:20
.LBB2_69:
	s_or_b64 exec, exec, s[18:19]
	v_mov_b32_e32 v17, 0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	ds_read_b32 v17, v17 offset:20
	v_cndmask_b32_e64 v18, v28, v27, s[4:5]
	v_cndmask_b32_e64 v18, v18, 0, s[0:1]
	s_waitcnt lgkmcnt(0)
	v_add3_u32 v32, v18, v1, v17
	v_add_u32_e32 v17, v32, v2
	v_add_u32_e32 v18, v17, v15
	v_add_u32_e32 v19, v18, v16
	v_add_u32_e32 v20, v19, v13
	v_add_u32_e32 v21, v20, v14
	v_add_u32_e32 v22, v21, v11
	v_add_u32_e32 v23, v22, v12
	v_add_u32_e32 v24, v23, v9
	v_add_u32_e32 v25, v24, v10
	v_add_u32_e32 v26, v25, v7
	v_add_u32_e32 v27, v26, v8
	v_add_u32_e32 v28, v27, v5
	v_add_u32_e32 v29, v28, v6
	v_add_u32_e32 v30, v29, v3
	v_add_u32_e32 v31, v30, v4
	s_branch .LBB2_83
.LBB2_70:
	s_bitcmp1_b32 s28, 0
	s_cselect_b64 s[4:5], -1, 0
	s_and_b64 s[18:19], s[0:1], s[4:5]
	s_and_saveexec_b64 s[4:5], s[18:19]
	s_cbranch_execz .LBB2_72
; %bb.71:
	v_mov_b32_e32 v17, 0
	global_load_dword v17, v17, s[14:15]
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, v17, v1
.LBB2_72:
	s_or_b64 exec, exec, s[4:5]
	v_add_u32_e32 v17, v1, v2
	v_add_u32_e32 v18, v17, v15
	v_add_u32_e32 v19, v18, v16
	v_add_u32_e32 v20, v19, v13
	v_add_u32_e32 v21, v20, v14
	v_add_u32_e32 v22, v21, v11
	v_add_u32_e32 v23, v22, v12
	v_add_u32_e32 v24, v23, v9
	v_add_u32_e32 v25, v24, v10
	v_add_u32_e32 v26, v25, v7
	v_add_u32_e32 v27, v26, v8
	v_add_u32_e32 v28, v27, v5
	v_add_u32_e32 v29, v28, v6
	v_mbcnt_lo_u32_b32 v30, -1, 0
	v_mbcnt_hi_u32_b32 v32, -1, v30
	v_add_u32_e32 v30, v29, v3
	v_add_u32_e32 v31, v30, v4
	v_and_b32_e32 v33, 15, v32
	v_cmp_ne_u32_e32 vcc, 0, v33
	v_mov_b32_dpp v34, v31 row_shr:1 row_mask:0xf bank_mask:0xf
	v_cndmask_b32_e32 v34, 0, v34, vcc
	v_add_u32_e32 v34, v31, v34
	v_cmp_lt_u32_e32 vcc, 1, v33
	s_nop 0
	v_mov_b32_dpp v35, v34 row_shr:2 row_mask:0xf bank_mask:0xf
	v_cndmask_b32_e32 v35, 0, v35, vcc
	v_add_u32_e32 v34, v34, v35
	v_cmp_lt_u32_e32 vcc, 3, v33
	s_nop 0
	v_mov_b32_dpp v35, v34 row_shr:4 row_mask:0xf bank_mask:0xf
	v_cndmask_b32_e32 v35, 0, v35, vcc
	v_add_u32_e32 v34, v34, v35
	v_cmp_lt_u32_e32 vcc, 7, v33
	s_nop 0
	v_mov_b32_dpp v35, v34 row_shr:8 row_mask:0xf bank_mask:0xf
	v_cndmask_b32_e32 v33, 0, v35, vcc
	v_add_u32_e32 v33, v34, v33
	v_bfe_i32 v35, v32, 4, 1
	v_cmp_lt_u32_e32 vcc, 31, v32
	v_mov_b32_dpp v34, v33 row_bcast:15 row_mask:0xf bank_mask:0xf
	v_and_b32_e32 v34, v35, v34
	v_add_u32_e32 v33, v33, v34
	s_nop 1
	v_mov_b32_dpp v34, v33 row_bcast:31 row_mask:0xf bank_mask:0xf
	v_cndmask_b32_e32 v34, 0, v34, vcc
	v_add_u32_e32 v33, v33, v34
	v_add_u32_e32 v34, 64, v0
	v_and_b32_e32 v34, 0x1c0, v34
	v_min_u32_e32 v34, 0x100, v34
	v_add_u32_e32 v34, -1, v34
	v_cmp_eq_u32_e32 vcc, v34, v0
	v_lshrrev_b32_e32 v34, 4, v0
	v_and_b32_e32 v34, 12, v34
	v_add_u32_e32 v34, 8, v34
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB2_74
; %bb.73:
	ds_write_b32 v34, v33
.LBB2_74:
	s_or_b64 exec, exec, s[4:5]
	v_cmp_gt_u32_e32 vcc, 4, v0
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB2_76
; %bb.75:
	v_lshlrev_b32_e32 v35, 2, v0
	ds_read_b32 v36, v35 offset:8
	v_and_b32_e32 v37, 3, v32
	v_cmp_ne_u32_e32 vcc, 0, v37
	s_waitcnt lgkmcnt(0)
	v_mov_b32_dpp v38, v36 row_shr:1 row_mask:0xf bank_mask:0xf
	v_cndmask_b32_e32 v38, 0, v38, vcc
	v_add_u32_e32 v36, v38, v36
	v_cmp_lt_u32_e32 vcc, 1, v37
	s_nop 0
	v_mov_b32_dpp v38, v36 row_shr:2 row_mask:0xf bank_mask:0xf
	v_cndmask_b32_e32 v37, 0, v38, vcc
	v_add_u32_e32 v36, v36, v37
	ds_write_b32 v35, v36 offset:8
.LBB2_76:
	s_or_b64 exec, exec, s[4:5]
	v_cmp_lt_u32_e32 vcc, 63, v0
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
                                        ; implicit-def: $vgpr35
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB2_78
; %bb.77:
	v_add_u32_e32 v34, -4, v34
	ds_read_b32 v35, v34
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v33, v35, v33
.LBB2_78:
	s_or_b64 exec, exec, s[4:5]
	v_add_u32_e32 v34, -1, v32
	v_and_b32_e32 v36, 64, v32
	v_cmp_lt_i32_e32 vcc, v34, v36
	v_cndmask_b32_e32 v34, v34, v32, vcc
	v_lshlrev_b32_e32 v34, 2, v34
	ds_bpermute_b32 v33, v34, v33
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB2_80
; %bb.79:
	v_cmp_eq_u32_e32 vcc, 0, v32
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e32 v17, v33, v35, vcc
	v_add_u32_e32 v1, v17, v1
	v_add_u32_e32 v17, v1, v2
	v_add_u32_e32 v18, v17, v15
	v_add_u32_e32 v19, v18, v16
	v_add_u32_e32 v20, v19, v13
	v_add_u32_e32 v21, v20, v14
	v_add_u32_e32 v22, v21, v11
	v_add_u32_e32 v23, v22, v12
	v_add_u32_e32 v24, v23, v9
	v_add_u32_e32 v25, v24, v10
	v_add_u32_e32 v26, v25, v7
	v_add_u32_e32 v27, v26, v8
	v_add_u32_e32 v28, v27, v5
	v_add_u32_e32 v29, v28, v6
	v_add_u32_e32 v30, v29, v3
	v_add_u32_e32 v31, v30, v4
.LBB2_80:
	s_or_b64 exec, exec, s[4:5]
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB2_82
; %bb.81:
	v_mov_b32_e32 v4, 0
	ds_read_b32 v3, v4 offset:20
	v_mov_b32_e32 v2, 2
	s_waitcnt lgkmcnt(0)
	global_store_dwordx2 v4, v[2:3], s[8:9] offset:512
.LBB2_82:
	s_or_b64 exec, exec, s[2:3]
	v_mov_b32_e32 v32, v1
.LBB2_83:
	s_add_u32 s0, s10, s16
	s_addc_u32 s1, s11, s17
	s_mov_b64 s[2:3], -1
	s_and_b64 vcc, exec, s[12:13]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	s_cbranch_vccz .LBB2_85
; %bb.84:
	v_lshlrev_b32_e32 v1, 4, v0
	v_lshrrev_b32_e32 v2, 1, v0
	v_add_lshl_u32 v1, v2, v1, 2
	v_or_b32_e32 v2, 0x100, v0
	v_or_b32_e32 v3, 0x200, v0
	v_or_b32_e32 v4, 0x300, v0
	v_or_b32_e32 v5, 0x400, v0
	v_or_b32_e32 v6, 0x500, v0
	v_or_b32_e32 v7, 0x600, v0
	v_or_b32_e32 v8, 0x700, v0
	ds_write2_b32 v1, v18, v19 offset0:4 offset1:5
	ds_write2_b32 v1, v32, v17 offset0:2 offset1:3
	ds_write2_b32 v1, v22, v23 offset0:8 offset1:9
	ds_write2_b32 v1, v20, v21 offset0:6 offset1:7
	ds_write2_b32 v1, v26, v27 offset0:12 offset1:13
	ds_write2_b32 v1, v24, v25 offset0:10 offset1:11
	ds_write2_b32 v1, v30, v31 offset0:16 offset1:17
	ds_write2_b32 v1, v28, v29 offset0:14 offset1:15
	v_lshrrev_b32_e32 v1, 5, v0
	v_lshrrev_b32_e32 v2, 5, v2
	v_lshrrev_b32_e32 v3, 5, v3
	v_lshrrev_b32_e32 v4, 5, v4
	v_lshrrev_b32_e32 v5, 5, v5
	v_lshrrev_b32_e32 v6, 5, v6
	v_lshrrev_b32_e32 v7, 5, v7
	v_lshrrev_b32_e32 v8, 5, v8
	v_or_b32_e32 v9, 0x800, v0
	v_or_b32_e32 v10, 0x900, v0
	v_or_b32_e32 v11, 0xa00, v0
	v_or_b32_e32 v12, 0xb00, v0
	v_or_b32_e32 v13, 0xc00, v0
	v_or_b32_e32 v14, 0xd00, v0
	v_or_b32_e32 v15, 0xe00, v0
	v_or_b32_e32 v16, 0xf00, v0
	v_lshlrev_b32_e32 v33, 2, v0
	v_add_lshl_u32 v1, v1, v0, 2
	v_add_lshl_u32 v2, v2, v0, 2
	v_add_lshl_u32 v3, v3, v0, 2
	v_add_lshl_u32 v4, v4, v0, 2
	v_add_lshl_u32 v5, v5, v0, 2
	v_add_lshl_u32 v6, v6, v0, 2
	v_add_lshl_u32 v7, v7, v0, 2
	v_add_lshl_u32 v8, v8, v0, 2
	v_lshrrev_b32_e32 v9, 5, v9
	v_lshrrev_b32_e32 v10, 5, v10
	v_lshrrev_b32_e32 v11, 5, v11
	v_lshrrev_b32_e32 v12, 5, v12
	v_lshrrev_b32_e32 v13, 5, v13
	v_lshrrev_b32_e32 v14, 5, v14
	v_lshrrev_b32_e32 v15, 5, v15
	v_lshrrev_b32_e32 v16, 5, v16
	v_mov_b32_e32 v34, s1
	v_add_co_u32_e32 v35, vcc, s0, v33
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	ds_read_b32 v1, v1 offset:8
	ds_read_b32 v2, v2 offset:1032
	ds_read_b32 v3, v3 offset:2056
	ds_read_b32 v4, v4 offset:3080
	ds_read_b32 v5, v5 offset:4104
	ds_read_b32 v6, v6 offset:5128
	ds_read_b32 v7, v7 offset:6152
	ds_read_b32 v8, v8 offset:7176
	v_add_lshl_u32 v9, v9, v0, 2
	v_add_lshl_u32 v10, v10, v0, 2
	v_add_lshl_u32 v11, v11, v0, 2
	v_add_lshl_u32 v12, v12, v0, 2
	v_add_lshl_u32 v13, v13, v0, 2
	v_add_lshl_u32 v14, v14, v0, 2
	v_add_lshl_u32 v15, v15, v0, 2
	v_add_lshl_u32 v16, v16, v0, 2
	v_addc_co_u32_e32 v34, vcc, 0, v34, vcc
	s_movk_i32 s2, 0x1000
	ds_read_b32 v9, v9 offset:8200
	ds_read_b32 v10, v10 offset:9224
	ds_read_b32 v11, v11 offset:10248
	ds_read_b32 v12, v12 offset:11272
	ds_read_b32 v13, v13 offset:12296
	ds_read_b32 v14, v14 offset:13320
	ds_read_b32 v15, v15 offset:14344
	ds_read_b32 v16, v16 offset:15368
	s_waitcnt lgkmcnt(14)
	global_store_dword v33, v1, s[0:1]
	global_store_dword v33, v2, s[0:1] offset:1024
	s_waitcnt lgkmcnt(13)
	global_store_dword v33, v3, s[0:1] offset:2048
	s_waitcnt lgkmcnt(12)
	global_store_dword v33, v4, s[0:1] offset:3072
	v_add_co_u32_e32 v1, vcc, s2, v35
	v_addc_co_u32_e32 v2, vcc, 0, v34, vcc
	s_movk_i32 s2, 0x2000
	v_add_co_u32_e32 v3, vcc, s2, v35
	v_addc_co_u32_e32 v4, vcc, 0, v34, vcc
	s_waitcnt lgkmcnt(11)
	global_store_dword v[3:4], v5, off offset:-4096
	s_waitcnt lgkmcnt(10)
	global_store_dword v[1:2], v6, off offset:1024
	s_waitcnt lgkmcnt(9)
	global_store_dword v[1:2], v7, off offset:2048
	s_waitcnt lgkmcnt(8)
	global_store_dword v[1:2], v8, off offset:3072
	s_waitcnt lgkmcnt(7)
	global_store_dword v[3:4], v9, off
	s_waitcnt lgkmcnt(6)
	global_store_dword v[3:4], v10, off offset:1024
	s_waitcnt lgkmcnt(5)
	global_store_dword v[3:4], v11, off offset:2048
	s_waitcnt lgkmcnt(4)
	global_store_dword v[3:4], v12, off offset:3072
	v_add_co_u32_e32 v1, vcc, 0x3000, v35
	v_addc_co_u32_e32 v2, vcc, 0, v34, vcc
	s_waitcnt lgkmcnt(3)
	global_store_dword v[1:2], v13, off
	s_waitcnt lgkmcnt(2)
	global_store_dword v[1:2], v14, off offset:1024
	s_waitcnt lgkmcnt(1)
	global_store_dword v[1:2], v15, off offset:2048
	s_waitcnt lgkmcnt(0)
	global_store_dword v[1:2], v16, off offset:3072
	s_mov_b64 s[2:3], 0
.LBB2_85:
	s_andn2_b64 vcc, exec, s[2:3]
	s_cbranch_vccnz .LBB2_103
; %bb.86:
	v_lshlrev_b32_e32 v1, 4, v0
	v_lshrrev_b32_e32 v2, 1, v0
	v_add_lshl_u32 v1, v2, v1, 2
	ds_write2_b32 v1, v18, v19 offset0:4 offset1:5
	ds_write2_b32 v1, v32, v17 offset0:2 offset1:3
	ds_write2_b32 v1, v22, v23 offset0:8 offset1:9
	ds_write2_b32 v1, v20, v21 offset0:6 offset1:7
	ds_write2_b32 v1, v26, v27 offset0:12 offset1:13
	ds_write2_b32 v1, v24, v25 offset0:10 offset1:11
	ds_write2_b32 v1, v30, v31 offset0:16 offset1:17
	ds_write2_b32 v1, v28, v29 offset0:14 offset1:15
	v_or_b32_e32 v32, 0x300, v0
	v_lshrrev_b32_e32 v4, 5, v32
	v_or_b32_e32 v31, 0x400, v0
	v_add_lshl_u32 v7, v4, v0, 2
	v_lshrrev_b32_e32 v4, 5, v31
	v_or_b32_e32 v30, 0x500, v0
	v_or_b32_e32 v24, 0xb00, v0
	v_add_lshl_u32 v8, v4, v0, 2
	v_lshrrev_b32_e32 v4, 5, v30
	v_or_b32_e32 v29, 0x600, v0
	v_lshrrev_b32_e32 v12, 5, v24
	v_or_b32_e32 v23, 0xc00, v0
	v_add_lshl_u32 v9, v4, v0, 2
	v_lshrrev_b32_e32 v4, 5, v29
	v_or_b32_e32 v28, 0x700, v0
	v_add_lshl_u32 v15, v12, v0, 2
	v_lshrrev_b32_e32 v12, 5, v23
	v_or_b32_e32 v22, 0xd00, v0
	v_lshrrev_b32_e32 v1, 5, v0
	v_or_b32_e32 v34, 0x100, v0
	v_or_b32_e32 v33, 0x200, v0
	v_add_lshl_u32 v10, v4, v0, 2
	v_lshrrev_b32_e32 v4, 5, v28
	v_add_lshl_u32 v16, v12, v0, 2
	v_lshrrev_b32_e32 v12, 5, v22
	v_or_b32_e32 v21, 0xe00, v0
	v_add_lshl_u32 v1, v1, v0, 2
	v_lshrrev_b32_e32 v2, 5, v34
	v_lshrrev_b32_e32 v3, 5, v33
	v_add_lshl_u32 v11, v4, v0, 2
	v_or_b32_e32 v27, 0x800, v0
	v_add_lshl_u32 v17, v12, v0, 2
	v_lshrrev_b32_e32 v12, 5, v21
	v_or_b32_e32 v20, 0xf00, v0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	v_add_lshl_u32 v2, v2, v0, 2
	v_add_lshl_u32 v3, v3, v0, 2
	ds_read_b32 v5, v1 offset:8
	ds_read_b32 v4, v2 offset:1032
	ds_read_b32 v6, v3 offset:2056
	ds_read_b32 v7, v7 offset:3080
	ds_read_b32 v8, v8 offset:4104
	ds_read_b32 v9, v9 offset:5128
	ds_read_b32 v10, v10 offset:6152
	ds_read_b32 v11, v11 offset:7176
	v_lshrrev_b32_e32 v1, 5, v27
	v_or_b32_e32 v26, 0x900, v0
	v_or_b32_e32 v25, 0xa00, v0
	v_add_lshl_u32 v18, v12, v0, 2
	v_lshrrev_b32_e32 v12, 5, v20
	v_add_lshl_u32 v1, v1, v0, 2
	v_lshrrev_b32_e32 v2, 5, v26
	v_lshrrev_b32_e32 v3, 5, v25
	v_add_lshl_u32 v19, v12, v0, 2
	v_add_lshl_u32 v2, v2, v0, 2
	v_add_lshl_u32 v3, v3, v0, 2
	ds_read_b32 v12, v1 offset:8200
	ds_read_b32 v13, v2 offset:9224
	ds_read_b32 v14, v3 offset:10248
	ds_read_b32 v15, v15 offset:11272
	ds_read_b32 v16, v16 offset:12296
	ds_read_b32 v17, v17 offset:13320
	ds_read_b32 v18, v18 offset:14344
	ds_read_b32 v19, v19 offset:15368
	v_lshlrev_b32_e32 v2, 2, v0
	v_mov_b32_e32 v3, s1
	v_add_co_u32_e32 v2, vcc, s0, v2
	v_addc_co_u32_e32 v3, vcc, 0, v3, vcc
	v_mov_b32_e32 v1, 0
	v_cmp_gt_u32_e32 vcc, s26, v0
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execnz .LBB2_104
; %bb.87:
	s_or_b64 exec, exec, s[0:1]
	v_cmp_gt_u32_e32 vcc, s26, v34
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execnz .LBB2_105
.LBB2_88:
	s_or_b64 exec, exec, s[0:1]
	v_cmp_gt_u32_e32 vcc, s26, v33
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execnz .LBB2_106
.LBB2_89:
	s_or_b64 exec, exec, s[0:1]
	v_cmp_gt_u32_e32 vcc, s26, v32
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execnz .LBB2_107
.LBB2_90:
	s_or_b64 exec, exec, s[0:1]
	v_cmp_gt_u32_e32 vcc, s26, v31
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execnz .LBB2_108
.LBB2_91:
	s_or_b64 exec, exec, s[0:1]
	v_cmp_gt_u32_e32 vcc, s26, v30
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execnz .LBB2_109
.LBB2_92:
	s_or_b64 exec, exec, s[0:1]
	v_cmp_gt_u32_e32 vcc, s26, v29
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execnz .LBB2_110
.LBB2_93:
	s_or_b64 exec, exec, s[0:1]
	v_cmp_gt_u32_e32 vcc, s26, v28
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execnz .LBB2_111
.LBB2_94:
	s_or_b64 exec, exec, s[0:1]
	v_cmp_gt_u32_e32 vcc, s26, v27
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execnz .LBB2_112
.LBB2_95:
	s_or_b64 exec, exec, s[0:1]
	v_cmp_gt_u32_e32 vcc, s26, v26
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execnz .LBB2_113
.LBB2_96:
	s_or_b64 exec, exec, s[0:1]
	v_cmp_gt_u32_e32 vcc, s26, v25
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execnz .LBB2_114
.LBB2_97:
	s_or_b64 exec, exec, s[0:1]
	v_cmp_gt_u32_e32 vcc, s26, v24
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execnz .LBB2_115
.LBB2_98:
	s_or_b64 exec, exec, s[0:1]
	v_cmp_gt_u32_e32 vcc, s26, v23
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execnz .LBB2_116
.LBB2_99:
	s_or_b64 exec, exec, s[0:1]
	v_cmp_gt_u32_e32 vcc, s26, v22
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execnz .LBB2_117
.LBB2_100:
	s_or_b64 exec, exec, s[0:1]
	v_cmp_gt_u32_e32 vcc, s26, v21
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execnz .LBB2_118
.LBB2_101:
	s_or_b64 exec, exec, s[0:1]
	v_cmp_gt_u32_e32 vcc, s26, v20
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execnz .LBB2_119
.LBB2_102:
	s_or_b64 exec, exec, s[0:1]
	s_bfe_u32 s0, s28, 0x10008
	s_cmp_eq_u32 s0, 0
	s_cbranch_scc0 .LBB2_120
.LBB2_103:
	s_endpgm
.LBB2_104:
	s_waitcnt lgkmcnt(14)
	global_store_dword v[2:3], v5, off
	s_or_b64 exec, exec, s[0:1]
	v_cmp_gt_u32_e32 vcc, s26, v34
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB2_88
.LBB2_105:
	s_waitcnt lgkmcnt(14)
	global_store_dword v[2:3], v4, off offset:1024
	s_or_b64 exec, exec, s[0:1]
	v_cmp_gt_u32_e32 vcc, s26, v33
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB2_89
.LBB2_106:
	s_waitcnt lgkmcnt(13)
	global_store_dword v[2:3], v6, off offset:2048
	s_or_b64 exec, exec, s[0:1]
	v_cmp_gt_u32_e32 vcc, s26, v32
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB2_90
.LBB2_107:
	s_waitcnt lgkmcnt(12)
	global_store_dword v[2:3], v7, off offset:3072
	s_or_b64 exec, exec, s[0:1]
	v_cmp_gt_u32_e32 vcc, s26, v31
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB2_91
.LBB2_108:
	v_add_co_u32_e32 v31, vcc, 0x1000, v2
	v_addc_co_u32_e32 v32, vcc, 0, v3, vcc
	s_waitcnt lgkmcnt(11)
	global_store_dword v[31:32], v8, off
	s_or_b64 exec, exec, s[0:1]
	v_cmp_gt_u32_e32 vcc, s26, v30
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB2_92
.LBB2_109:
	v_add_co_u32_e32 v30, vcc, 0x1000, v2
	v_addc_co_u32_e32 v31, vcc, 0, v3, vcc
	s_waitcnt lgkmcnt(10)
	global_store_dword v[30:31], v9, off offset:1024
	s_or_b64 exec, exec, s[0:1]
	v_cmp_gt_u32_e32 vcc, s26, v29
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB2_93
.LBB2_110:
	v_add_co_u32_e32 v29, vcc, 0x1000, v2
	v_addc_co_u32_e32 v30, vcc, 0, v3, vcc
	s_waitcnt lgkmcnt(9)
	global_store_dword v[29:30], v10, off offset:2048
	s_or_b64 exec, exec, s[0:1]
	v_cmp_gt_u32_e32 vcc, s26, v28
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB2_94
.LBB2_111:
	v_add_co_u32_e32 v28, vcc, 0x1000, v2
	v_addc_co_u32_e32 v29, vcc, 0, v3, vcc
	s_waitcnt lgkmcnt(8)
	global_store_dword v[28:29], v11, off offset:3072
	s_or_b64 exec, exec, s[0:1]
	v_cmp_gt_u32_e32 vcc, s26, v27
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB2_95
.LBB2_112:
	v_add_co_u32_e32 v27, vcc, 0x2000, v2
	v_addc_co_u32_e32 v28, vcc, 0, v3, vcc
	s_waitcnt lgkmcnt(7)
	global_store_dword v[27:28], v12, off
	s_or_b64 exec, exec, s[0:1]
	v_cmp_gt_u32_e32 vcc, s26, v26
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB2_96
.LBB2_113:
	v_add_co_u32_e32 v26, vcc, 0x2000, v2
	v_addc_co_u32_e32 v27, vcc, 0, v3, vcc
	s_waitcnt lgkmcnt(6)
	global_store_dword v[26:27], v13, off offset:1024
	s_or_b64 exec, exec, s[0:1]
	v_cmp_gt_u32_e32 vcc, s26, v25
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB2_97
.LBB2_114:
	v_add_co_u32_e32 v25, vcc, 0x2000, v2
	v_addc_co_u32_e32 v26, vcc, 0, v3, vcc
	s_waitcnt lgkmcnt(5)
	global_store_dword v[25:26], v14, off offset:2048
	s_or_b64 exec, exec, s[0:1]
	v_cmp_gt_u32_e32 vcc, s26, v24
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB2_98
.LBB2_115:
	v_add_co_u32_e32 v24, vcc, 0x2000, v2
	v_addc_co_u32_e32 v25, vcc, 0, v3, vcc
	s_waitcnt lgkmcnt(4)
	global_store_dword v[24:25], v15, off offset:3072
	s_or_b64 exec, exec, s[0:1]
	v_cmp_gt_u32_e32 vcc, s26, v23
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB2_99
.LBB2_116:
	v_add_co_u32_e32 v23, vcc, 0x3000, v2
	v_addc_co_u32_e32 v24, vcc, 0, v3, vcc
	s_waitcnt lgkmcnt(3)
	global_store_dword v[23:24], v16, off
	s_or_b64 exec, exec, s[0:1]
	v_cmp_gt_u32_e32 vcc, s26, v22
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB2_100
.LBB2_117:
	v_add_co_u32_e32 v22, vcc, 0x3000, v2
	v_addc_co_u32_e32 v23, vcc, 0, v3, vcc
	s_waitcnt lgkmcnt(2)
	global_store_dword v[22:23], v17, off offset:1024
	s_or_b64 exec, exec, s[0:1]
	v_cmp_gt_u32_e32 vcc, s26, v21
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB2_101
.LBB2_118:
	v_add_co_u32_e32 v21, vcc, 0x3000, v2
	v_addc_co_u32_e32 v22, vcc, 0, v3, vcc
	s_waitcnt lgkmcnt(1)
	global_store_dword v[21:22], v18, off offset:2048
	s_or_b64 exec, exec, s[0:1]
	v_cmp_gt_u32_e32 vcc, s26, v20
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB2_102
.LBB2_119:
	v_add_co_u32_e32 v2, vcc, 0x3000, v2
	v_addc_co_u32_e32 v3, vcc, 0, v3, vcc
	s_waitcnt lgkmcnt(0)
	global_store_dword v[2:3], v19, off offset:3072
	s_or_b64 exec, exec, s[0:1]
	s_bfe_u32 s0, s28, 0x10008
	s_cmp_eq_u32 s0, 0
	s_cbranch_scc1 .LBB2_103
.LBB2_120:
	s_add_u32 s0, s26, -1
	s_addc_u32 s1, s27, -1
	s_lshr_b64 s[2:3], s[0:1], 4
	v_cmp_eq_u64_e32 vcc, s[2:3], v[0:1]
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB2_103
; %bb.121:
	s_and_b32 s0, s0, 15
	s_mov_b32 s1, 0
	v_cmp_lt_i64_e64 s[4:5], s[0:1], 8
	s_mov_b64 s[2:3], -1
	s_and_b64 vcc, exec, s[4:5]
	s_cbranch_vccnz .LBB2_148
; %bb.122:
	v_cmp_lt_i64_e64 s[4:5], s[0:1], 12
	s_mov_b64 s[2:3], -1
	s_and_b64 vcc, exec, s[4:5]
	s_cbranch_vccnz .LBB2_135
; %bb.123:
	v_cmp_lt_i64_e64 s[4:5], s[0:1], 14
	s_mov_b64 s[2:3], -1
	s_and_b64 vcc, exec, s[4:5]
	s_cbranch_vccnz .LBB2_129
; %bb.124:
	v_cmp_gt_i64_e64 s[4:5], s[0:1], 14
	s_mov_b64 s[2:3], -1
	s_and_b64 vcc, exec, s[4:5]
	s_cbranch_vccz .LBB2_126
; %bb.125:
	v_mov_b32_e32 v0, 0
	s_waitcnt lgkmcnt(0)
	global_store_dword v0, v19, s[6:7]
	s_mov_b64 s[2:3], 0
.LBB2_126:
	s_andn2_b64 vcc, exec, s[2:3]
	s_cbranch_vccnz .LBB2_128
; %bb.127:
	v_mov_b32_e32 v0, 0
	s_waitcnt lgkmcnt(1)
	global_store_dword v0, v18, s[6:7]
.LBB2_128:
	s_mov_b64 s[2:3], 0
.LBB2_129:
	s_andn2_b64 vcc, exec, s[2:3]
	s_cbranch_vccnz .LBB2_134
; %bb.130:
	v_cmp_gt_i64_e64 s[4:5], s[0:1], 12
	s_mov_b64 s[2:3], -1
	s_and_b64 vcc, exec, s[4:5]
	s_cbranch_vccz .LBB2_132
; %bb.131:
	v_mov_b32_e32 v0, 0
	s_waitcnt lgkmcnt(2)
	global_store_dword v0, v17, s[6:7]
	s_mov_b64 s[2:3], 0
.LBB2_132:
	s_andn2_b64 vcc, exec, s[2:3]
	s_cbranch_vccnz .LBB2_134
; %bb.133:
	v_mov_b32_e32 v0, 0
	s_waitcnt lgkmcnt(3)
	global_store_dword v0, v16, s[6:7]
.LBB2_134:
	s_mov_b64 s[2:3], 0
.LBB2_135:
	s_andn2_b64 vcc, exec, s[2:3]
	s_cbranch_vccnz .LBB2_147
; %bb.136:
	v_cmp_lt_i64_e64 s[4:5], s[0:1], 10
	s_mov_b64 s[2:3], -1
	s_and_b64 vcc, exec, s[4:5]
	s_cbranch_vccnz .LBB2_142
; %bb.137:
	v_cmp_gt_i64_e64 s[4:5], s[0:1], 10
	s_mov_b64 s[2:3], -1
	s_and_b64 vcc, exec, s[4:5]
	s_cbranch_vccz .LBB2_139
; %bb.138:
	v_mov_b32_e32 v0, 0
	s_waitcnt lgkmcnt(4)
	global_store_dword v0, v15, s[6:7]
	s_mov_b64 s[2:3], 0
.LBB2_139:
	s_andn2_b64 vcc, exec, s[2:3]
	s_cbranch_vccnz .LBB2_141
; %bb.140:
	v_mov_b32_e32 v0, 0
	s_waitcnt lgkmcnt(5)
	global_store_dword v0, v14, s[6:7]
.LBB2_141:
	s_mov_b64 s[2:3], 0
.LBB2_142:
	s_andn2_b64 vcc, exec, s[2:3]
	s_cbranch_vccnz .LBB2_147
; %bb.143:
	v_cmp_gt_i64_e64 s[4:5], s[0:1], 8
	s_mov_b64 s[2:3], -1
	s_and_b64 vcc, exec, s[4:5]
	s_cbranch_vccz .LBB2_145
; %bb.144:
	v_mov_b32_e32 v0, 0
	s_waitcnt lgkmcnt(6)
	global_store_dword v0, v13, s[6:7]
	s_mov_b64 s[2:3], 0
.LBB2_145:
	s_andn2_b64 vcc, exec, s[2:3]
	s_cbranch_vccnz .LBB2_147
; %bb.146:
	v_mov_b32_e32 v0, 0
	s_waitcnt lgkmcnt(7)
	global_store_dword v0, v12, s[6:7]
.LBB2_147:
	s_mov_b64 s[2:3], 0
.LBB2_148:
	s_andn2_b64 vcc, exec, s[2:3]
	s_cbranch_vccnz .LBB2_103
; %bb.149:
	v_cmp_lt_i64_e64 s[4:5], s[0:1], 4
	s_mov_b64 s[2:3], -1
	s_and_b64 vcc, exec, s[4:5]
	s_cbranch_vccnz .LBB2_162
; %bb.150:
	v_cmp_lt_i64_e64 s[4:5], s[0:1], 6
	s_mov_b64 s[2:3], -1
	s_and_b64 vcc, exec, s[4:5]
	s_cbranch_vccnz .LBB2_156
; %bb.151:
	v_cmp_gt_i64_e64 s[4:5], s[0:1], 6
	s_mov_b64 s[2:3], -1
	s_and_b64 vcc, exec, s[4:5]
	s_cbranch_vccz .LBB2_153
; %bb.152:
	v_mov_b32_e32 v0, 0
	s_waitcnt lgkmcnt(8)
	global_store_dword v0, v11, s[6:7]
	s_mov_b64 s[2:3], 0
.LBB2_153:
	s_andn2_b64 vcc, exec, s[2:3]
	s_cbranch_vccnz .LBB2_155
; %bb.154:
	v_mov_b32_e32 v0, 0
	s_waitcnt lgkmcnt(9)
	global_store_dword v0, v10, s[6:7]
.LBB2_155:
	s_mov_b64 s[2:3], 0
.LBB2_156:
	s_andn2_b64 vcc, exec, s[2:3]
	s_cbranch_vccnz .LBB2_161
; %bb.157:
	v_cmp_gt_i64_e64 s[4:5], s[0:1], 4
	s_mov_b64 s[2:3], -1
	s_and_b64 vcc, exec, s[4:5]
	s_cbranch_vccz .LBB2_159
; %bb.158:
	v_mov_b32_e32 v0, 0
	s_waitcnt lgkmcnt(10)
	global_store_dword v0, v9, s[6:7]
	s_mov_b64 s[2:3], 0
.LBB2_159:
	s_andn2_b64 vcc, exec, s[2:3]
	s_cbranch_vccnz .LBB2_161
; %bb.160:
	v_mov_b32_e32 v0, 0
	s_waitcnt lgkmcnt(11)
	global_store_dword v0, v8, s[6:7]
.LBB2_161:
	s_mov_b64 s[2:3], 0
.LBB2_162:
	s_andn2_b64 vcc, exec, s[2:3]
	s_cbranch_vccnz .LBB2_103
; %bb.163:
	v_cmp_lt_i64_e64 s[4:5], s[0:1], 2
	s_mov_b64 s[2:3], -1
	s_and_b64 vcc, exec, s[4:5]
	s_cbranch_vccnz .LBB2_169
; %bb.164:
	v_cmp_gt_i64_e64 s[4:5], s[0:1], 2
	s_mov_b64 s[2:3], -1
	s_and_b64 vcc, exec, s[4:5]
	s_cbranch_vccz .LBB2_166
; %bb.165:
	v_mov_b32_e32 v0, 0
	s_waitcnt lgkmcnt(12)
	global_store_dword v0, v7, s[6:7]
	s_mov_b64 s[2:3], 0
.LBB2_166:
	s_andn2_b64 vcc, exec, s[2:3]
	s_cbranch_vccnz .LBB2_168
; %bb.167:
	v_mov_b32_e32 v0, 0
	s_waitcnt lgkmcnt(13)
	global_store_dword v0, v6, s[6:7]
.LBB2_168:
	s_mov_b64 s[2:3], 0
.LBB2_169:
	s_andn2_b64 vcc, exec, s[2:3]
	s_cbranch_vccnz .LBB2_103
; %bb.170:
	s_cmp_eq_u64 s[0:1], 1
	s_mov_b64 s[0:1], -1
	s_cbranch_scc1 .LBB2_172
; %bb.171:
	v_mov_b32_e32 v0, 0
	s_mov_b64 s[0:1], 0
	s_waitcnt lgkmcnt(14)
	global_store_dword v0, v5, s[6:7]
.LBB2_172:
	s_andn2_b64 vcc, exec, s[0:1]
	s_cbranch_vccnz .LBB2_103
; %bb.173:
	v_mov_b32_e32 v0, 0
	s_waitcnt lgkmcnt(14)
	global_store_dword v0, v4, s[6:7]
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel _ZN7rocprim6detail20lookback_scan_kernelILb0ENS0_19default_scan_configILj0EiEEPKiPiNS_4plusIiEEiNS0_19lookback_scan_stateIiLb1ELb1EEEEEvT1_T2_mT4_T3_T5_jNS0_16ordered_block_idIjEEPNS0_18input_value_traitsISD_E10value_typeESL_bb
		.amdhsa_group_segment_fixed_size 16904
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 76
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
		.amdhsa_next_free_vgpr 43
		.amdhsa_next_free_sgpr 32
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
	.section	.text._ZN7rocprim6detail20lookback_scan_kernelILb0ENS0_19default_scan_configILj0EiEEPKiPiNS_4plusIiEEiNS0_19lookback_scan_stateIiLb1ELb1EEEEEvT1_T2_mT4_T3_T5_jNS0_16ordered_block_idIjEEPNS0_18input_value_traitsISD_E10value_typeESL_bb,#alloc,#execinstr
.Lfunc_end2:
	.size	_ZN7rocprim6detail20lookback_scan_kernelILb0ENS0_19default_scan_configILj0EiEEPKiPiNS_4plusIiEEiNS0_19lookback_scan_stateIiLb1ELb1EEEEEvT1_T2_mT4_T3_T5_jNS0_16ordered_block_idIjEEPNS0_18input_value_traitsISD_E10value_typeESL_bb, .Lfunc_end2-_ZN7rocprim6detail20lookback_scan_kernelILb0ENS0_19default_scan_configILj0EiEEPKiPiNS_4plusIiEEiNS0_19lookback_scan_stateIiLb1ELb1EEEEEvT1_T2_mT4_T3_T5_jNS0_16ordered_block_idIjEEPNS0_18input_value_traitsISD_E10value_typeESL_bb
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 7448
; NumSgprs: 34
; NumVgprs: 43
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 16904 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 10
; NumSGPRsForWavesPerEU: 34
; NumVGPRsForWavesPerEU: 43
; Occupancy: 5
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.section	.text._ZN7rocprim6detail20lookback_scan_kernelILb0ENS0_19default_scan_configILj0EiEEPKiPiNS_4plusIiEEiNS0_19lookback_scan_stateIiLb0ELb1EEEEEvT1_T2_mT4_T3_T5_jNS0_16ordered_block_idIjEEPNS0_18input_value_traitsISD_E10value_typeESL_bb,#alloc,#execinstr
	.protected	_ZN7rocprim6detail20lookback_scan_kernelILb0ENS0_19default_scan_configILj0EiEEPKiPiNS_4plusIiEEiNS0_19lookback_scan_stateIiLb0ELb1EEEEEvT1_T2_mT4_T3_T5_jNS0_16ordered_block_idIjEEPNS0_18input_value_traitsISD_E10value_typeESL_bb ; -- Begin function _ZN7rocprim6detail20lookback_scan_kernelILb0ENS0_19default_scan_configILj0EiEEPKiPiNS_4plusIiEEiNS0_19lookback_scan_stateIiLb0ELb1EEEEEvT1_T2_mT4_T3_T5_jNS0_16ordered_block_idIjEEPNS0_18input_value_traitsISD_E10value_typeESL_bb
	.globl	_ZN7rocprim6detail20lookback_scan_kernelILb0ENS0_19default_scan_configILj0EiEEPKiPiNS_4plusIiEEiNS0_19lookback_scan_stateIiLb0ELb1EEEEEvT1_T2_mT4_T3_T5_jNS0_16ordered_block_idIjEEPNS0_18input_value_traitsISD_E10value_typeESL_bb
	.p2align	8
	.type	_ZN7rocprim6detail20lookback_scan_kernelILb0ENS0_19default_scan_configILj0EiEEPKiPiNS_4plusIiEEiNS0_19lookback_scan_stateIiLb0ELb1EEEEEvT1_T2_mT4_T3_T5_jNS0_16ordered_block_idIjEEPNS0_18input_value_traitsISD_E10value_typeESL_bb,@function
_ZN7rocprim6detail20lookback_scan_kernelILb0ENS0_19default_scan_configILj0EiEEPKiPiNS_4plusIiEEiNS0_19lookback_scan_stateIiLb0ELb1EEEEEvT1_T2_mT4_T3_T5_jNS0_16ordered_block_idIjEEPNS0_18input_value_traitsISD_E10value_typeESL_bb: ; @_ZN7rocprim6detail20lookback_scan_kernelILb0ENS0_19default_scan_configILj0EiEEPKiPiNS_4plusIiEEiNS0_19lookback_scan_stateIiLb0ELb1EEEEEvT1_T2_mT4_T3_T5_jNS0_16ordered_block_idIjEEPNS0_18input_value_traitsISD_E10value_typeESL_bb
; %bb.0:
	s_load_dwordx4 s[8:11], s[4:5], 0x0
	s_load_dwordx2 s[18:19], s[4:5], 0x10
	s_load_dword s16, s[4:5], 0x28
	s_load_dwordx4 s[12:15], s[4:5], 0x30
	s_load_dwordx2 s[6:7], s[4:5], 0x40
	s_mov_b32 s17, 0
	v_cmp_ne_u32_e64 s[2:3], 0, v0
	v_cmp_eq_u32_e64 s[0:1], 0, v0
	s_and_saveexec_b64 s[20:21], s[0:1]
	s_cbranch_execz .LBB3_2
; %bb.1:
	v_mov_b32_e32 v1, 1
	v_mov_b32_e32 v2, 0
	s_waitcnt lgkmcnt(0)
	global_atomic_add v1, v2, v1, s[12:13] glc
	s_waitcnt vmcnt(0)
	ds_write_b32 v2, v1
.LBB3_2:
	s_or_b64 exec, exec, s[20:21]
	v_mov_b32_e32 v1, 0
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	ds_read_b32 v1, v1
	s_add_i32 s12, s16, -1
	s_lshl_b32 s13, s12, 12
	s_waitcnt lgkmcnt(0)
	v_readfirstlane_b32 s24, v1
	s_lshl_b32 s16, s24, 12
	s_sub_u32 s26, s18, s13
	s_subb_u32 s27, s19, 0
	s_cmp_lg_u32 s24, s12
	s_cselect_b64 s[12:13], -1, 0
	s_lshl_b64 s[16:17], s[16:17], 2
	s_add_u32 s18, s8, s16
	s_addc_u32 s19, s9, s17
	s_and_b64 vcc, exec, s[12:13]
	s_cbranch_vccz .LBB3_4
; %bb.3:
	v_lshlrev_b32_e32 v3, 2, v0
	v_mov_b32_e32 v1, s19
	v_add_co_u32_e32 v4, vcc, s18, v3
	v_addc_co_u32_e32 v5, vcc, 0, v1, vcc
	v_add_co_u32_e32 v1, vcc, 0x1000, v4
	v_addc_co_u32_e32 v2, vcc, 0, v5, vcc
	global_load_dword v6, v3, s[18:19]
	global_load_dword v7, v3, s[18:19] offset:1024
	global_load_dword v8, v3, s[18:19] offset:2048
	global_load_dword v9, v3, s[18:19] offset:3072
	global_load_dword v10, v[1:2], off
	global_load_dword v11, v[1:2], off offset:1024
	global_load_dword v12, v[1:2], off offset:2048
	global_load_dword v13, v[1:2], off offset:3072
	v_add_co_u32_e32 v1, vcc, 0x2000, v4
	v_addc_co_u32_e32 v2, vcc, 0, v5, vcc
	global_load_dword v3, v[1:2], off
	global_load_dword v14, v[1:2], off offset:1024
	global_load_dword v15, v[1:2], off offset:2048
	global_load_dword v16, v[1:2], off offset:3072
	v_add_co_u32_e32 v1, vcc, 0x3000, v4
	v_addc_co_u32_e32 v2, vcc, 0, v5, vcc
	global_load_dword v4, v[1:2], off
	global_load_dword v5, v[1:2], off offset:1024
	global_load_dword v17, v[1:2], off offset:2048
	global_load_dword v18, v[1:2], off offset:3072
	v_lshrrev_b32_e32 v1, 5, v0
	v_or_b32_e32 v2, 0x100, v0
	v_or_b32_e32 v19, 0x200, v0
	v_or_b32_e32 v20, 0x300, v0
	v_or_b32_e32 v21, 0x400, v0
	v_or_b32_e32 v22, 0x500, v0
	v_or_b32_e32 v23, 0x600, v0
	v_or_b32_e32 v24, 0x700, v0
	v_or_b32_e32 v25, 0x800, v0
	v_or_b32_e32 v26, 0x900, v0
	v_or_b32_e32 v27, 0xa00, v0
	v_or_b32_e32 v28, 0xb00, v0
	v_or_b32_e32 v29, 0xc00, v0
	v_add_lshl_u32 v1, v1, v0, 2
	v_lshrrev_b32_e32 v2, 5, v2
	v_lshrrev_b32_e32 v19, 5, v19
	v_lshrrev_b32_e32 v20, 5, v20
	v_lshrrev_b32_e32 v21, 5, v21
	v_lshrrev_b32_e32 v22, 5, v22
	v_lshrrev_b32_e32 v23, 5, v23
	v_lshrrev_b32_e32 v24, 5, v24
	v_lshrrev_b32_e32 v25, 5, v25
	v_lshrrev_b32_e32 v26, 5, v26
	v_lshrrev_b32_e32 v27, 5, v27
	v_lshrrev_b32_e32 v28, 5, v28
	v_lshrrev_b32_e32 v29, 5, v29
	v_add_lshl_u32 v2, v2, v0, 2
	v_add_lshl_u32 v19, v19, v0, 2
	v_add_lshl_u32 v20, v20, v0, 2
	v_add_lshl_u32 v21, v21, v0, 2
	v_add_lshl_u32 v22, v22, v0, 2
	v_add_lshl_u32 v23, v23, v0, 2
	v_add_lshl_u32 v24, v24, v0, 2
	v_add_lshl_u32 v25, v25, v0, 2
	v_add_lshl_u32 v26, v26, v0, 2
	v_add_lshl_u32 v27, v27, v0, 2
	v_add_lshl_u32 v28, v28, v0, 2
	s_waitcnt vmcnt(15)
	ds_write_b32 v1, v6 offset:8
	s_waitcnt vmcnt(14)
	ds_write_b32 v2, v7 offset:1032
	s_waitcnt vmcnt(13)
	ds_write_b32 v19, v8 offset:2056
	s_waitcnt vmcnt(12)
	ds_write_b32 v20, v9 offset:3080
	s_waitcnt vmcnt(11)
	ds_write_b32 v21, v10 offset:4104
	s_waitcnt vmcnt(10)
	ds_write_b32 v22, v11 offset:5128
	s_waitcnt vmcnt(9)
	ds_write_b32 v23, v12 offset:6152
	s_waitcnt vmcnt(8)
	ds_write_b32 v24, v13 offset:7176
	s_waitcnt vmcnt(7)
	ds_write_b32 v25, v3 offset:8200
	s_waitcnt vmcnt(6)
	ds_write_b32 v26, v14 offset:9224
	s_waitcnt vmcnt(5)
	ds_write_b32 v27, v15 offset:10248
	s_waitcnt vmcnt(4)
	ds_write_b32 v28, v16 offset:11272
	v_add_lshl_u32 v1, v29, v0, 2
	s_waitcnt vmcnt(3)
	ds_write_b32 v1, v4 offset:12296
	v_or_b32_e32 v1, 0xd00, v0
	v_lshrrev_b32_e32 v1, 5, v1
	v_add_lshl_u32 v1, v1, v0, 2
	s_waitcnt vmcnt(2)
	ds_write_b32 v1, v5 offset:13320
	v_or_b32_e32 v1, 0xe00, v0
	v_lshrrev_b32_e32 v1, 5, v1
	v_add_lshl_u32 v1, v1, v0, 2
	s_waitcnt vmcnt(1)
	ds_write_b32 v1, v17 offset:14344
	v_or_b32_e32 v1, 0xf00, v0
	v_lshrrev_b32_e32 v1, 5, v1
	v_add_lshl_u32 v1, v1, v0, 2
	s_waitcnt vmcnt(0)
	ds_write_b32 v1, v18 offset:15368
	v_lshrrev_b32_e32 v1, 1, v0
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u32 v1, v0, 4, v1
	s_load_dwordx2 s[8:9], s[4:5], 0x20
	s_cbranch_execz .LBB3_5
	s_branch .LBB3_38
.LBB3_4:
                                        ; implicit-def: $vgpr1
	s_load_dwordx2 s[8:9], s[4:5], 0x20
.LBB3_5:
	v_mov_b32_e32 v1, 0
	global_load_dword v3, v1, s[18:19]
	v_lshlrev_b32_e32 v1, 2, v0
	v_mov_b32_e32 v2, s19
	v_add_co_u32_e32 v1, vcc, s18, v1
	v_addc_co_u32_e32 v2, vcc, 0, v2, vcc
	v_cmp_gt_u32_e32 vcc, s26, v0
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v4, v3
	s_and_saveexec_b64 s[18:19], vcc
	s_cbranch_execz .LBB3_7
; %bb.6:
	global_load_dword v4, v[1:2], off
.LBB3_7:
	s_or_b64 exec, exec, s[18:19]
	v_or_b32_e32 v5, 0x100, v0
	v_cmp_gt_u32_e32 vcc, s26, v5
	v_mov_b32_e32 v6, v3
	s_and_saveexec_b64 s[18:19], vcc
	s_cbranch_execz .LBB3_9
; %bb.8:
	global_load_dword v6, v[1:2], off offset:1024
.LBB3_9:
	s_or_b64 exec, exec, s[18:19]
	v_or_b32_e32 v7, 0x200, v0
	v_cmp_gt_u32_e32 vcc, s26, v7
	v_mov_b32_e32 v8, v3
	s_and_saveexec_b64 s[18:19], vcc
	s_cbranch_execz .LBB3_11
; %bb.10:
	global_load_dword v8, v[1:2], off offset:2048
.LBB3_11:
	s_or_b64 exec, exec, s[18:19]
	v_or_b32_e32 v9, 0x300, v0
	v_cmp_gt_u32_e32 vcc, s26, v9
	v_mov_b32_e32 v10, v3
	s_and_saveexec_b64 s[18:19], vcc
	s_cbranch_execz .LBB3_13
; %bb.12:
	global_load_dword v10, v[1:2], off offset:3072
.LBB3_13:
	s_or_b64 exec, exec, s[18:19]
	v_or_b32_e32 v11, 0x400, v0
	v_cmp_gt_u32_e32 vcc, s26, v11
	v_mov_b32_e32 v12, v3
	s_and_saveexec_b64 s[18:19], vcc
	s_cbranch_execz .LBB3_15
; %bb.14:
	v_add_co_u32_e32 v12, vcc, 0x1000, v1
	v_addc_co_u32_e32 v13, vcc, 0, v2, vcc
	global_load_dword v12, v[12:13], off
.LBB3_15:
	s_or_b64 exec, exec, s[18:19]
	v_or_b32_e32 v13, 0x500, v0
	v_cmp_gt_u32_e32 vcc, s26, v13
	v_mov_b32_e32 v14, v3
	s_and_saveexec_b64 s[18:19], vcc
	s_cbranch_execz .LBB3_17
; %bb.16:
	v_add_co_u32_e32 v14, vcc, 0x1000, v1
	v_addc_co_u32_e32 v15, vcc, 0, v2, vcc
	global_load_dword v14, v[14:15], off offset:1024
.LBB3_17:
	s_or_b64 exec, exec, s[18:19]
	v_or_b32_e32 v15, 0x600, v0
	v_cmp_gt_u32_e32 vcc, s26, v15
	v_mov_b32_e32 v16, v3
	s_and_saveexec_b64 s[18:19], vcc
	s_cbranch_execz .LBB3_19
; %bb.18:
	v_add_co_u32_e32 v16, vcc, 0x1000, v1
	v_addc_co_u32_e32 v17, vcc, 0, v2, vcc
	global_load_dword v16, v[16:17], off offset:2048
.LBB3_19:
	s_or_b64 exec, exec, s[18:19]
	v_or_b32_e32 v17, 0x700, v0
	v_cmp_gt_u32_e32 vcc, s26, v17
	v_mov_b32_e32 v18, v3
	s_and_saveexec_b64 s[18:19], vcc
	s_cbranch_execz .LBB3_21
; %bb.20:
	v_add_co_u32_e32 v18, vcc, 0x1000, v1
	v_addc_co_u32_e32 v19, vcc, 0, v2, vcc
	global_load_dword v18, v[18:19], off offset:3072
.LBB3_21:
	s_or_b64 exec, exec, s[18:19]
	v_or_b32_e32 v19, 0x800, v0
	v_cmp_gt_u32_e32 vcc, s26, v19
	v_mov_b32_e32 v20, v3
	s_and_saveexec_b64 s[18:19], vcc
	s_cbranch_execz .LBB3_23
; %bb.22:
	v_add_co_u32_e32 v20, vcc, 0x2000, v1
	v_addc_co_u32_e32 v21, vcc, 0, v2, vcc
	global_load_dword v20, v[20:21], off
.LBB3_23:
	s_or_b64 exec, exec, s[18:19]
	v_or_b32_e32 v21, 0x900, v0
	v_cmp_gt_u32_e32 vcc, s26, v21
	v_mov_b32_e32 v22, v3
	s_and_saveexec_b64 s[18:19], vcc
	s_cbranch_execz .LBB3_25
; %bb.24:
	v_add_co_u32_e32 v22, vcc, 0x2000, v1
	v_addc_co_u32_e32 v23, vcc, 0, v2, vcc
	global_load_dword v22, v[22:23], off offset:1024
.LBB3_25:
	s_or_b64 exec, exec, s[18:19]
	v_or_b32_e32 v23, 0xa00, v0
	v_cmp_gt_u32_e32 vcc, s26, v23
	v_mov_b32_e32 v24, v3
	s_and_saveexec_b64 s[18:19], vcc
	s_cbranch_execz .LBB3_27
; %bb.26:
	v_add_co_u32_e32 v24, vcc, 0x2000, v1
	v_addc_co_u32_e32 v25, vcc, 0, v2, vcc
	global_load_dword v24, v[24:25], off offset:2048
.LBB3_27:
	s_or_b64 exec, exec, s[18:19]
	v_or_b32_e32 v25, 0xb00, v0
	v_cmp_gt_u32_e32 vcc, s26, v25
	v_mov_b32_e32 v26, v3
	s_and_saveexec_b64 s[18:19], vcc
	s_cbranch_execz .LBB3_29
; %bb.28:
	v_add_co_u32_e32 v26, vcc, 0x2000, v1
	v_addc_co_u32_e32 v27, vcc, 0, v2, vcc
	global_load_dword v26, v[26:27], off offset:3072
.LBB3_29:
	s_or_b64 exec, exec, s[18:19]
	v_or_b32_e32 v27, 0xc00, v0
	v_cmp_gt_u32_e32 vcc, s26, v27
	v_mov_b32_e32 v28, v3
	s_and_saveexec_b64 s[18:19], vcc
	s_cbranch_execz .LBB3_31
; %bb.30:
	v_add_co_u32_e32 v28, vcc, 0x3000, v1
	v_addc_co_u32_e32 v29, vcc, 0, v2, vcc
	global_load_dword v28, v[28:29], off
.LBB3_31:
	s_or_b64 exec, exec, s[18:19]
	v_or_b32_e32 v29, 0xd00, v0
	v_cmp_gt_u32_e32 vcc, s26, v29
	v_mov_b32_e32 v30, v3
	s_and_saveexec_b64 s[18:19], vcc
	s_cbranch_execz .LBB3_33
; %bb.32:
	v_add_co_u32_e32 v30, vcc, 0x3000, v1
	v_addc_co_u32_e32 v31, vcc, 0, v2, vcc
	global_load_dword v30, v[30:31], off offset:1024
.LBB3_33:
	s_or_b64 exec, exec, s[18:19]
	v_or_b32_e32 v31, 0xe00, v0
	v_cmp_gt_u32_e32 vcc, s26, v31
	v_mov_b32_e32 v32, v3
	s_and_saveexec_b64 s[18:19], vcc
	s_cbranch_execz .LBB3_35
; %bb.34:
	v_add_co_u32_e32 v32, vcc, 0x3000, v1
	v_addc_co_u32_e32 v33, vcc, 0, v2, vcc
	global_load_dword v32, v[32:33], off offset:2048
.LBB3_35:
	s_or_b64 exec, exec, s[18:19]
	v_or_b32_e32 v33, 0xf00, v0
	v_cmp_gt_u32_e32 vcc, s26, v33
	s_and_saveexec_b64 s[18:19], vcc
	s_cbranch_execz .LBB3_37
; %bb.36:
	v_add_co_u32_e32 v1, vcc, 0x3000, v1
	v_addc_co_u32_e32 v2, vcc, 0, v2, vcc
	global_load_dword v3, v[1:2], off offset:3072
.LBB3_37:
	s_or_b64 exec, exec, s[18:19]
	v_lshrrev_b32_e32 v1, 5, v0
	v_add_lshl_u32 v1, v1, v0, 2
	s_waitcnt vmcnt(0)
	ds_write_b32 v1, v4 offset:8
	v_lshrrev_b32_e32 v1, 5, v5
	v_add_lshl_u32 v1, v1, v0, 2
	ds_write_b32 v1, v6 offset:1032
	v_lshrrev_b32_e32 v1, 5, v7
	v_add_lshl_u32 v1, v1, v0, 2
	ds_write_b32 v1, v8 offset:2056
	v_lshrrev_b32_e32 v1, 5, v9
	v_add_lshl_u32 v1, v1, v0, 2
	ds_write_b32 v1, v10 offset:3080
	v_lshrrev_b32_e32 v1, 5, v11
	v_add_lshl_u32 v1, v1, v0, 2
	ds_write_b32 v1, v12 offset:4104
	v_lshrrev_b32_e32 v1, 5, v13
	v_add_lshl_u32 v1, v1, v0, 2
	ds_write_b32 v1, v14 offset:5128
	v_lshrrev_b32_e32 v1, 5, v15
	v_add_lshl_u32 v1, v1, v0, 2
	ds_write_b32 v1, v16 offset:6152
	v_lshrrev_b32_e32 v1, 5, v17
	v_add_lshl_u32 v1, v1, v0, 2
	ds_write_b32 v1, v18 offset:7176
	v_lshrrev_b32_e32 v1, 5, v19
	v_add_lshl_u32 v1, v1, v0, 2
	ds_write_b32 v1, v20 offset:8200
	v_lshrrev_b32_e32 v1, 5, v21
	v_add_lshl_u32 v1, v1, v0, 2
	ds_write_b32 v1, v22 offset:9224
	v_lshrrev_b32_e32 v1, 5, v23
	v_add_lshl_u32 v1, v1, v0, 2
	ds_write_b32 v1, v24 offset:10248
	v_lshrrev_b32_e32 v1, 5, v25
	v_add_lshl_u32 v1, v1, v0, 2
	ds_write_b32 v1, v26 offset:11272
	v_lshrrev_b32_e32 v1, 5, v27
	v_add_lshl_u32 v1, v1, v0, 2
	ds_write_b32 v1, v28 offset:12296
	v_lshrrev_b32_e32 v1, 5, v29
	v_add_lshl_u32 v1, v1, v0, 2
	ds_write_b32 v1, v30 offset:13320
	v_lshrrev_b32_e32 v1, 5, v31
	v_add_lshl_u32 v1, v1, v0, 2
	ds_write_b32 v1, v32 offset:14344
	v_lshrrev_b32_e32 v1, 5, v33
	v_add_lshl_u32 v1, v1, v0, 2
	ds_write_b32 v1, v3 offset:15368
	v_lshrrev_b32_e32 v1, 1, v0
	v_lshl_add_u32 v1, v0, 4, v1
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
.LBB3_38:
	v_lshlrev_b32_e32 v3, 2, v1
	ds_read2_b32 v[1:2], v3 offset0:2 offset1:3
	ds_read2_b32 v[15:16], v3 offset0:4 offset1:5
	ds_read2_b32 v[13:14], v3 offset0:6 offset1:7
	ds_read2_b32 v[11:12], v3 offset0:8 offset1:9
	ds_read2_b32 v[9:10], v3 offset0:10 offset1:11
	ds_read2_b32 v[7:8], v3 offset0:12 offset1:13
	ds_read2_b32 v[5:6], v3 offset0:14 offset1:15
	ds_read2_b32 v[3:4], v3 offset0:16 offset1:17
	s_load_dword s28, s[4:5], 0x48
	s_cmp_lg_u32 s24, 0
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	s_cbranch_scc0 .LBB3_65
; %bb.39:
	v_add_u32_e32 v17, v2, v1
	v_add3_u32 v17, v17, v15, v16
	v_add3_u32 v17, v17, v13, v14
	v_add3_u32 v17, v17, v11, v12
	v_add3_u32 v17, v17, v9, v10
	v_add3_u32 v17, v17, v7, v8
	v_mbcnt_lo_u32_b32 v18, -1, 0
	v_add3_u32 v17, v17, v5, v6
	v_mbcnt_hi_u32_b32 v20, -1, v18
	v_add3_u32 v17, v17, v3, v4
	v_and_b32_e32 v18, 15, v20
	v_cmp_ne_u32_e32 vcc, 0, v18
	v_mov_b32_dpp v19, v17 row_shr:1 row_mask:0xf bank_mask:0xf
	v_cndmask_b32_e32 v19, 0, v19, vcc
	v_add_u32_e32 v17, v19, v17
	v_cmp_lt_u32_e32 vcc, 1, v18
	s_nop 0
	v_mov_b32_dpp v19, v17 row_shr:2 row_mask:0xf bank_mask:0xf
	v_cndmask_b32_e32 v19, 0, v19, vcc
	v_add_u32_e32 v17, v17, v19
	v_cmp_lt_u32_e32 vcc, 3, v18
	s_nop 0
	v_mov_b32_dpp v19, v17 row_shr:4 row_mask:0xf bank_mask:0xf
	v_cndmask_b32_e32 v19, 0, v19, vcc
	v_add_u32_e32 v17, v17, v19
	v_cmp_lt_u32_e32 vcc, 7, v18
	s_nop 0
	v_mov_b32_dpp v19, v17 row_shr:8 row_mask:0xf bank_mask:0xf
	v_cndmask_b32_e32 v18, 0, v19, vcc
	v_add_u32_e32 v17, v17, v18
	v_bfe_i32 v19, v20, 4, 1
	v_cmp_lt_u32_e32 vcc, 31, v20
	v_mov_b32_dpp v18, v17 row_bcast:15 row_mask:0xf bank_mask:0xf
	v_and_b32_e32 v18, v19, v18
	v_add_u32_e32 v17, v17, v18
	s_nop 1
	v_mov_b32_dpp v18, v17 row_bcast:31 row_mask:0xf bank_mask:0xf
	v_cndmask_b32_e32 v18, 0, v18, vcc
	v_add_u32_e32 v17, v17, v18
	v_add_u32_e32 v18, 64, v0
	v_and_b32_e32 v18, 0x1c0, v18
	v_min_u32_e32 v18, 0x100, v18
	v_add_u32_e32 v18, -1, v18
	v_cmp_eq_u32_e32 vcc, v18, v0
	v_lshrrev_b32_e32 v18, 4, v0
	v_and_b32_e32 v18, 12, v18
	v_add_u32_e32 v18, 8, v18
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB3_41
; %bb.40:
	ds_write_b32 v18, v17
.LBB3_41:
	s_or_b64 exec, exec, s[4:5]
	v_cmp_gt_u32_e32 vcc, 4, v0
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB3_43
; %bb.42:
	v_lshlrev_b32_e32 v19, 2, v0
	ds_read_b32 v21, v19 offset:8
	v_and_b32_e32 v22, 3, v20
	v_cmp_ne_u32_e32 vcc, 0, v22
	s_waitcnt lgkmcnt(0)
	v_mov_b32_dpp v23, v21 row_shr:1 row_mask:0xf bank_mask:0xf
	v_cndmask_b32_e32 v23, 0, v23, vcc
	v_add_u32_e32 v21, v23, v21
	v_cmp_lt_u32_e32 vcc, 1, v22
	s_nop 0
	v_mov_b32_dpp v23, v21 row_shr:2 row_mask:0xf bank_mask:0xf
	v_cndmask_b32_e32 v22, 0, v23, vcc
	v_add_u32_e32 v21, v21, v22
	ds_write_b32 v19, v21 offset:8
.LBB3_43:
	s_or_b64 exec, exec, s[4:5]
	v_cmp_gt_u32_e32 vcc, 64, v0
	v_cmp_lt_u32_e64 s[4:5], 63, v0
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
                                        ; implicit-def: $vgpr27
	s_and_saveexec_b64 s[18:19], s[4:5]
	s_cbranch_execz .LBB3_45
; %bb.44:
	v_add_u32_e32 v18, -4, v18
	ds_read_b32 v27, v18
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v17, v27, v17
.LBB3_45:
	s_or_b64 exec, exec, s[18:19]
	v_add_u32_e32 v18, -1, v20
	v_and_b32_e32 v19, 64, v20
	v_cmp_lt_i32_e64 s[4:5], v18, v19
	v_cndmask_b32_e64 v18, v18, v20, s[4:5]
	v_lshlrev_b32_e32 v18, 2, v18
	ds_bpermute_b32 v28, v18, v17
	s_mov_b32 s21, 0
	v_cmp_eq_u32_e64 s[4:5], 0, v20
	s_and_saveexec_b64 s[18:19], vcc
	s_cbranch_execz .LBB3_64
; %bb.46:
	v_mov_b32_e32 v17, 0
	ds_read_b32 v18, v17 offset:20
	s_add_i32 s20, s24, 64
	s_lshl_b64 s[20:21], s[20:21], 3
	s_add_u32 s20, s8, s20
	s_addc_u32 s21, s9, s21
	s_and_saveexec_b64 s[22:23], s[4:5]
	s_cbranch_execz .LBB3_48
; %bb.47:
	v_mov_b32_e32 v17, 1
	v_mov_b32_e32 v19, 0
	s_waitcnt lgkmcnt(0)
	global_store_dwordx2 v19, v[17:18], s[20:21]
.LBB3_48:
	s_or_b64 exec, exec, s[22:23]
	v_xad_u32 v19, v20, -1, s24
	v_add_u32_e32 v24, 64, v19
	v_mov_b32_e32 v25, 0
	v_lshlrev_b64 v[21:22], 3, v[24:25]
	v_mov_b32_e32 v17, s9
	v_add_co_u32_e32 v23, vcc, s8, v21
	v_addc_co_u32_e32 v24, vcc, v17, v22, vcc
	global_load_dwordx2 v[21:22], v[23:24], off glc
	s_waitcnt vmcnt(0)
	v_cmp_eq_u16_sdwa s[24:25], v21, v25 src0_sel:BYTE_0 src1_sel:DWORD
	s_and_saveexec_b64 s[22:23], s[24:25]
	s_cbranch_execz .LBB3_52
; %bb.49:
	s_mov_b64 s[24:25], 0
	v_mov_b32_e32 v17, 0
.LBB3_50:                               ; =>This Inner Loop Header: Depth=1
	global_load_dwordx2 v[21:22], v[23:24], off glc
	s_waitcnt vmcnt(0)
	v_cmp_ne_u16_sdwa s[30:31], v21, v17 src0_sel:BYTE_0 src1_sel:DWORD
	s_or_b64 s[24:25], s[30:31], s[24:25]
	s_andn2_b64 exec, exec, s[24:25]
	s_cbranch_execnz .LBB3_50
; %bb.51:
	s_or_b64 exec, exec, s[24:25]
.LBB3_52:
	s_or_b64 exec, exec, s[22:23]
	v_and_b32_e32 v39, 63, v20
	v_mov_b32_e32 v17, 2
	v_lshlrev_b64 v[23:24], v20, -1
	v_cmp_ne_u32_e32 vcc, 63, v39
	v_cmp_eq_u16_sdwa s[22:23], v21, v17 src0_sel:BYTE_0 src1_sel:DWORD
	v_addc_co_u32_e32 v29, vcc, 0, v20, vcc
	v_and_b32_e32 v25, s23, v24
	v_lshlrev_b32_e32 v29, 2, v29
	v_or_b32_e32 v25, 0x80000000, v25
	ds_bpermute_b32 v31, v29, v22
	v_and_b32_e32 v26, s22, v23
	v_ffbl_b32_e32 v25, v25
	v_add_u32_e32 v25, 32, v25
	v_ffbl_b32_e32 v26, v26
	v_min_u32_e32 v25, v26, v25
	v_add_u32_e32 v30, 1, v20
	v_cmp_le_u32_e32 vcc, v30, v25
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e32 v26, 0, v31, vcc
	v_cmp_gt_u32_e32 vcc, 62, v39
	v_add_u32_e32 v22, v26, v22
	v_cndmask_b32_e64 v26, 0, 1, vcc
	v_lshlrev_b32_e32 v26, 1, v26
	v_add_lshl_u32 v31, v26, v20, 2
	ds_bpermute_b32 v26, v31, v22
	v_add_u32_e32 v32, 2, v20
	v_cmp_le_u32_e32 vcc, v32, v25
	v_add_u32_e32 v34, 4, v20
	v_add_u32_e32 v36, 8, v20
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e32 v26, 0, v26, vcc
	v_cmp_gt_u32_e32 vcc, 60, v39
	v_add_u32_e32 v22, v22, v26
	v_cndmask_b32_e64 v26, 0, 1, vcc
	v_lshlrev_b32_e32 v26, 2, v26
	v_add_lshl_u32 v33, v26, v20, 2
	ds_bpermute_b32 v26, v33, v22
	v_cmp_le_u32_e32 vcc, v34, v25
	v_add_u32_e32 v38, 16, v20
	v_add_u32_e32 v41, 32, v20
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e32 v26, 0, v26, vcc
	v_cmp_gt_u32_e32 vcc, 56, v39
	v_add_u32_e32 v22, v22, v26
	v_cndmask_b32_e64 v26, 0, 1, vcc
	v_lshlrev_b32_e32 v26, 3, v26
	v_add_lshl_u32 v35, v26, v20, 2
	ds_bpermute_b32 v26, v35, v22
	v_cmp_le_u32_e32 vcc, v36, v25
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e32 v26, 0, v26, vcc
	v_cmp_gt_u32_e32 vcc, 48, v39
	v_add_u32_e32 v22, v22, v26
	v_cndmask_b32_e64 v26, 0, 1, vcc
	v_lshlrev_b32_e32 v26, 4, v26
	v_add_lshl_u32 v37, v26, v20, 2
	ds_bpermute_b32 v26, v37, v22
	v_cmp_le_u32_e32 vcc, v38, v25
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e32 v26, 0, v26, vcc
	v_cmp_gt_u32_e32 vcc, 32, v39
	v_add_u32_e32 v22, v22, v26
	v_cndmask_b32_e64 v26, 0, 1, vcc
	v_lshlrev_b32_e32 v26, 5, v26
	v_add_lshl_u32 v40, v26, v20, 2
	ds_bpermute_b32 v26, v40, v22
	v_cmp_le_u32_e32 vcc, v41, v25
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e32 v20, 0, v26, vcc
	v_add_u32_e32 v22, v22, v20
	v_mov_b32_e32 v20, 0
	s_branch .LBB3_54
.LBB3_53:                               ;   in Loop: Header=BB3_54 Depth=1
	s_or_b64 exec, exec, s[22:23]
	v_cmp_eq_u16_sdwa s[22:23], v21, v17 src0_sel:BYTE_0 src1_sel:DWORD
	v_and_b32_e32 v25, s23, v24
	v_or_b32_e32 v25, 0x80000000, v25
	ds_bpermute_b32 v42, v29, v22
	v_and_b32_e32 v26, s22, v23
	v_ffbl_b32_e32 v25, v25
	v_add_u32_e32 v25, 32, v25
	v_ffbl_b32_e32 v26, v26
	v_min_u32_e32 v25, v26, v25
	v_cmp_le_u32_e32 vcc, v30, v25
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e32 v26, 0, v42, vcc
	v_add_u32_e32 v22, v26, v22
	ds_bpermute_b32 v26, v31, v22
	v_cmp_le_u32_e32 vcc, v32, v25
	v_subrev_u32_e32 v19, 64, v19
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e32 v26, 0, v26, vcc
	v_add_u32_e32 v22, v22, v26
	ds_bpermute_b32 v26, v33, v22
	v_cmp_le_u32_e32 vcc, v34, v25
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e32 v26, 0, v26, vcc
	v_add_u32_e32 v22, v22, v26
	ds_bpermute_b32 v26, v35, v22
	v_cmp_le_u32_e32 vcc, v36, v25
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e32 v26, 0, v26, vcc
	v_add_u32_e32 v22, v22, v26
	ds_bpermute_b32 v26, v37, v22
	v_cmp_le_u32_e32 vcc, v38, v25
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e32 v26, 0, v26, vcc
	v_add_u32_e32 v22, v22, v26
	ds_bpermute_b32 v26, v40, v22
	v_cmp_le_u32_e32 vcc, v41, v25
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e32 v25, 0, v26, vcc
	v_add3_u32 v22, v25, v39, v22
.LBB3_54:                               ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB3_57 Depth 2
	v_cmp_ne_u16_sdwa s[22:23], v21, v17 src0_sel:BYTE_0 src1_sel:DWORD
	v_cndmask_b32_e64 v21, 0, 1, s[22:23]
	;;#ASMSTART
	; ockl ballot hoisting hack v21
	;;#ASMEND
	v_cmp_ne_u32_e32 vcc, 0, v21
	s_cmp_lg_u64 vcc, exec
	v_mov_b32_e32 v39, v22
	s_cbranch_scc1 .LBB3_59
; %bb.55:                               ;   in Loop: Header=BB3_54 Depth=1
	v_lshlrev_b64 v[21:22], 3, v[19:20]
	v_mov_b32_e32 v26, s9
	v_add_co_u32_e32 v25, vcc, s8, v21
	v_addc_co_u32_e32 v26, vcc, v26, v22, vcc
	global_load_dwordx2 v[21:22], v[25:26], off glc
	s_waitcnt vmcnt(0)
	v_cmp_eq_u16_sdwa s[24:25], v21, v20 src0_sel:BYTE_0 src1_sel:DWORD
	s_and_saveexec_b64 s[22:23], s[24:25]
	s_cbranch_execz .LBB3_53
; %bb.56:                               ;   in Loop: Header=BB3_54 Depth=1
	s_mov_b64 s[24:25], 0
.LBB3_57:                               ;   Parent Loop BB3_54 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	global_load_dwordx2 v[21:22], v[25:26], off glc
	s_waitcnt vmcnt(0)
	v_cmp_ne_u16_sdwa s[30:31], v21, v20 src0_sel:BYTE_0 src1_sel:DWORD
	s_or_b64 s[24:25], s[30:31], s[24:25]
	s_andn2_b64 exec, exec, s[24:25]
	s_cbranch_execnz .LBB3_57
; %bb.58:                               ;   in Loop: Header=BB3_54 Depth=1
	s_or_b64 exec, exec, s[24:25]
	s_branch .LBB3_53
.LBB3_59:                               ;   in Loop: Header=BB3_54 Depth=1
                                        ; implicit-def: $vgpr22
                                        ; implicit-def: $vgpr21
	s_cbranch_execz .LBB3_54
; %bb.60:
	s_and_saveexec_b64 s[22:23], s[4:5]
	s_cbranch_execz .LBB3_62
; %bb.61:
	v_add_u32_e32 v18, v39, v18
	v_mov_b32_e32 v17, 2
	v_mov_b32_e32 v19, 0
	global_store_dwordx2 v19, v[17:18], s[20:21]
.LBB3_62:
	s_or_b64 exec, exec, s[22:23]
	s_and_b64 exec, exec, s[0:1]
	s_cbranch_execz .LBB3_64
; %bb.63:
	v_mov_b32_e32 v17, 0
	ds_write_b32 v17, v39 offset:20
.LBB3_64:
	s_or_b64 exec, exec, s[18:19]
	v_mov_b32_e32 v17, 0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	ds_read_b32 v17, v17 offset:20
	v_cndmask_b32_e64 v18, v28, v27, s[4:5]
	v_cndmask_b32_e64 v18, v18, 0, s[0:1]
	s_waitcnt lgkmcnt(0)
	v_add3_u32 v32, v18, v1, v17
	v_add_u32_e32 v17, v32, v2
	v_add_u32_e32 v18, v17, v15
	v_add_u32_e32 v19, v18, v16
	v_add_u32_e32 v20, v19, v13
	v_add_u32_e32 v21, v20, v14
	v_add_u32_e32 v22, v21, v11
	v_add_u32_e32 v23, v22, v12
	v_add_u32_e32 v24, v23, v9
	v_add_u32_e32 v25, v24, v10
	v_add_u32_e32 v26, v25, v7
	v_add_u32_e32 v27, v26, v8
	v_add_u32_e32 v28, v27, v5
	v_add_u32_e32 v29, v28, v6
	v_add_u32_e32 v30, v29, v3
	v_add_u32_e32 v31, v30, v4
	s_branch .LBB3_79
.LBB3_65:
                                        ; implicit-def: $vgpr32
                                        ; implicit-def: $vgpr17
                                        ; implicit-def: $vgpr18
                                        ; implicit-def: $vgpr19
                                        ; implicit-def: $vgpr20
                                        ; implicit-def: $vgpr21
                                        ; implicit-def: $vgpr22
                                        ; implicit-def: $vgpr23
                                        ; implicit-def: $vgpr24
                                        ; implicit-def: $vgpr25
                                        ; implicit-def: $vgpr26
                                        ; implicit-def: $vgpr27
                                        ; implicit-def: $vgpr28
                                        ; implicit-def: $vgpr29
                                        ; implicit-def: $vgpr30
                                        ; implicit-def: $vgpr31
	s_cbranch_execz .LBB3_79
; %bb.66:
	s_bitcmp1_b32 s28, 0
	s_cselect_b64 s[4:5], -1, 0
	s_and_b64 s[18:19], s[0:1], s[4:5]
	s_and_saveexec_b64 s[4:5], s[18:19]
	s_cbranch_execz .LBB3_68
; %bb.67:
	v_mov_b32_e32 v17, 0
	global_load_dword v17, v17, s[14:15]
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, v17, v1
.LBB3_68:
	s_or_b64 exec, exec, s[4:5]
	v_add_u32_e32 v17, v1, v2
	v_add_u32_e32 v18, v17, v15
	v_add_u32_e32 v19, v18, v16
	v_add_u32_e32 v20, v19, v13
	v_add_u32_e32 v21, v20, v14
	v_add_u32_e32 v22, v21, v11
	v_add_u32_e32 v23, v22, v12
	v_add_u32_e32 v24, v23, v9
	v_add_u32_e32 v25, v24, v10
	v_add_u32_e32 v26, v25, v7
	v_add_u32_e32 v27, v26, v8
	v_add_u32_e32 v28, v27, v5
	v_add_u32_e32 v29, v28, v6
	v_mbcnt_lo_u32_b32 v30, -1, 0
	v_mbcnt_hi_u32_b32 v32, -1, v30
	v_add_u32_e32 v30, v29, v3
	v_add_u32_e32 v31, v30, v4
	v_and_b32_e32 v33, 15, v32
	v_cmp_ne_u32_e32 vcc, 0, v33
	v_mov_b32_dpp v34, v31 row_shr:1 row_mask:0xf bank_mask:0xf
	v_cndmask_b32_e32 v34, 0, v34, vcc
	v_add_u32_e32 v34, v31, v34
	v_cmp_lt_u32_e32 vcc, 1, v33
	s_nop 0
	v_mov_b32_dpp v35, v34 row_shr:2 row_mask:0xf bank_mask:0xf
	v_cndmask_b32_e32 v35, 0, v35, vcc
	v_add_u32_e32 v34, v34, v35
	v_cmp_lt_u32_e32 vcc, 3, v33
	s_nop 0
	v_mov_b32_dpp v35, v34 row_shr:4 row_mask:0xf bank_mask:0xf
	v_cndmask_b32_e32 v35, 0, v35, vcc
	v_add_u32_e32 v34, v34, v35
	v_cmp_lt_u32_e32 vcc, 7, v33
	s_nop 0
	v_mov_b32_dpp v35, v34 row_shr:8 row_mask:0xf bank_mask:0xf
	v_cndmask_b32_e32 v33, 0, v35, vcc
	v_add_u32_e32 v33, v34, v33
	v_bfe_i32 v35, v32, 4, 1
	v_cmp_lt_u32_e32 vcc, 31, v32
	v_mov_b32_dpp v34, v33 row_bcast:15 row_mask:0xf bank_mask:0xf
	v_and_b32_e32 v34, v35, v34
	v_add_u32_e32 v33, v33, v34
	s_nop 1
	v_mov_b32_dpp v34, v33 row_bcast:31 row_mask:0xf bank_mask:0xf
	v_cndmask_b32_e32 v34, 0, v34, vcc
	v_add_u32_e32 v33, v33, v34
	v_add_u32_e32 v34, 64, v0
	v_and_b32_e32 v34, 0x1c0, v34
	v_min_u32_e32 v34, 0x100, v34
	v_add_u32_e32 v34, -1, v34
	v_cmp_eq_u32_e32 vcc, v34, v0
	v_lshrrev_b32_e32 v34, 4, v0
	v_and_b32_e32 v34, 12, v34
	v_add_u32_e32 v34, 8, v34
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB3_70
; %bb.69:
	ds_write_b32 v34, v33
.LBB3_70:
	s_or_b64 exec, exec, s[4:5]
	v_cmp_gt_u32_e32 vcc, 4, v0
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB3_72
; %bb.71:
	v_lshlrev_b32_e32 v35, 2, v0
	ds_read_b32 v36, v35 offset:8
	v_and_b32_e32 v37, 3, v32
	v_cmp_ne_u32_e32 vcc, 0, v37
	s_waitcnt lgkmcnt(0)
	v_mov_b32_dpp v38, v36 row_shr:1 row_mask:0xf bank_mask:0xf
	v_cndmask_b32_e32 v38, 0, v38, vcc
	v_add_u32_e32 v36, v38, v36
	v_cmp_lt_u32_e32 vcc, 1, v37
	s_nop 0
	v_mov_b32_dpp v38, v36 row_shr:2 row_mask:0xf bank_mask:0xf
	v_cndmask_b32_e32 v37, 0, v38, vcc
	v_add_u32_e32 v36, v36, v37
	ds_write_b32 v35, v36 offset:8
.LBB3_72:
	s_or_b64 exec, exec, s[4:5]
	v_cmp_lt_u32_e32 vcc, 63, v0
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
                                        ; implicit-def: $vgpr35
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB3_74
; %bb.73:
	v_add_u32_e32 v34, -4, v34
	ds_read_b32 v35, v34
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v33, v35, v33
.LBB3_74:
	s_or_b64 exec, exec, s[4:5]
	v_add_u32_e32 v34, -1, v32
	v_and_b32_e32 v36, 64, v32
	v_cmp_lt_i32_e32 vcc, v34, v36
	v_cndmask_b32_e32 v34, v34, v32, vcc
	v_lshlrev_b32_e32 v34, 2, v34
	ds_bpermute_b32 v33, v34, v33
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB3_76
; %bb.75:
	v_cmp_eq_u32_e32 vcc, 0, v32
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e32 v17, v33, v35, vcc
	v_add_u32_e32 v1, v17, v1
	v_add_u32_e32 v17, v1, v2
	v_add_u32_e32 v18, v17, v15
	v_add_u32_e32 v19, v18, v16
	v_add_u32_e32 v20, v19, v13
	v_add_u32_e32 v21, v20, v14
	v_add_u32_e32 v22, v21, v11
	v_add_u32_e32 v23, v22, v12
	v_add_u32_e32 v24, v23, v9
	v_add_u32_e32 v25, v24, v10
	v_add_u32_e32 v26, v25, v7
	v_add_u32_e32 v27, v26, v8
	v_add_u32_e32 v28, v27, v5
	v_add_u32_e32 v29, v28, v6
	v_add_u32_e32 v30, v29, v3
	v_add_u32_e32 v31, v30, v4
.LBB3_76:
	s_or_b64 exec, exec, s[4:5]
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB3_78
; %bb.77:
	v_mov_b32_e32 v4, 0
	ds_read_b32 v3, v4 offset:20
	v_mov_b32_e32 v2, 2
	s_waitcnt lgkmcnt(0)
	global_store_dwordx2 v4, v[2:3], s[8:9] offset:512
.LBB3_78:
	s_or_b64 exec, exec, s[2:3]
	v_mov_b32_e32 v32, v1
.LBB3_79:
	s_add_u32 s0, s10, s16
	s_addc_u32 s1, s11, s17
	s_mov_b64 s[2:3], -1
	s_and_b64 vcc, exec, s[12:13]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	s_cbranch_vccz .LBB3_81
; %bb.80:
	v_lshlrev_b32_e32 v1, 4, v0
	v_lshrrev_b32_e32 v2, 1, v0
	v_add_lshl_u32 v1, v2, v1, 2
	v_or_b32_e32 v2, 0x100, v0
	v_or_b32_e32 v3, 0x200, v0
	v_or_b32_e32 v4, 0x300, v0
	v_or_b32_e32 v5, 0x400, v0
	v_or_b32_e32 v6, 0x500, v0
	v_or_b32_e32 v7, 0x600, v0
	v_or_b32_e32 v8, 0x700, v0
	ds_write2_b32 v1, v18, v19 offset0:4 offset1:5
	ds_write2_b32 v1, v32, v17 offset0:2 offset1:3
	ds_write2_b32 v1, v22, v23 offset0:8 offset1:9
	ds_write2_b32 v1, v20, v21 offset0:6 offset1:7
	ds_write2_b32 v1, v26, v27 offset0:12 offset1:13
	ds_write2_b32 v1, v24, v25 offset0:10 offset1:11
	ds_write2_b32 v1, v30, v31 offset0:16 offset1:17
	ds_write2_b32 v1, v28, v29 offset0:14 offset1:15
	v_lshrrev_b32_e32 v1, 5, v0
	v_lshrrev_b32_e32 v2, 5, v2
	v_lshrrev_b32_e32 v3, 5, v3
	v_lshrrev_b32_e32 v4, 5, v4
	v_lshrrev_b32_e32 v5, 5, v5
	v_lshrrev_b32_e32 v6, 5, v6
	v_lshrrev_b32_e32 v7, 5, v7
	v_lshrrev_b32_e32 v8, 5, v8
	v_or_b32_e32 v9, 0x800, v0
	v_or_b32_e32 v10, 0x900, v0
	v_or_b32_e32 v11, 0xa00, v0
	v_or_b32_e32 v12, 0xb00, v0
	v_or_b32_e32 v13, 0xc00, v0
	v_or_b32_e32 v14, 0xd00, v0
	v_or_b32_e32 v15, 0xe00, v0
	v_or_b32_e32 v16, 0xf00, v0
	v_lshlrev_b32_e32 v33, 2, v0
	v_add_lshl_u32 v1, v1, v0, 2
	v_add_lshl_u32 v2, v2, v0, 2
	v_add_lshl_u32 v3, v3, v0, 2
	v_add_lshl_u32 v4, v4, v0, 2
	v_add_lshl_u32 v5, v5, v0, 2
	v_add_lshl_u32 v6, v6, v0, 2
	v_add_lshl_u32 v7, v7, v0, 2
	v_add_lshl_u32 v8, v8, v0, 2
	v_lshrrev_b32_e32 v9, 5, v9
	v_lshrrev_b32_e32 v10, 5, v10
	v_lshrrev_b32_e32 v11, 5, v11
	v_lshrrev_b32_e32 v12, 5, v12
	v_lshrrev_b32_e32 v13, 5, v13
	v_lshrrev_b32_e32 v14, 5, v14
	v_lshrrev_b32_e32 v15, 5, v15
	v_lshrrev_b32_e32 v16, 5, v16
	v_mov_b32_e32 v34, s1
	v_add_co_u32_e32 v35, vcc, s0, v33
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	ds_read_b32 v1, v1 offset:8
	ds_read_b32 v2, v2 offset:1032
	ds_read_b32 v3, v3 offset:2056
	ds_read_b32 v4, v4 offset:3080
	ds_read_b32 v5, v5 offset:4104
	ds_read_b32 v6, v6 offset:5128
	ds_read_b32 v7, v7 offset:6152
	ds_read_b32 v8, v8 offset:7176
	v_add_lshl_u32 v9, v9, v0, 2
	v_add_lshl_u32 v10, v10, v0, 2
	v_add_lshl_u32 v11, v11, v0, 2
	v_add_lshl_u32 v12, v12, v0, 2
	v_add_lshl_u32 v13, v13, v0, 2
	v_add_lshl_u32 v14, v14, v0, 2
	v_add_lshl_u32 v15, v15, v0, 2
	v_add_lshl_u32 v16, v16, v0, 2
	v_addc_co_u32_e32 v34, vcc, 0, v34, vcc
	s_movk_i32 s2, 0x1000
	ds_read_b32 v9, v9 offset:8200
	ds_read_b32 v10, v10 offset:9224
	ds_read_b32 v11, v11 offset:10248
	ds_read_b32 v12, v12 offset:11272
	ds_read_b32 v13, v13 offset:12296
	ds_read_b32 v14, v14 offset:13320
	ds_read_b32 v15, v15 offset:14344
	ds_read_b32 v16, v16 offset:15368
	s_waitcnt lgkmcnt(14)
	global_store_dword v33, v1, s[0:1]
	global_store_dword v33, v2, s[0:1] offset:1024
	s_waitcnt lgkmcnt(13)
	global_store_dword v33, v3, s[0:1] offset:2048
	s_waitcnt lgkmcnt(12)
	global_store_dword v33, v4, s[0:1] offset:3072
	v_add_co_u32_e32 v1, vcc, s2, v35
	v_addc_co_u32_e32 v2, vcc, 0, v34, vcc
	s_movk_i32 s2, 0x2000
	v_add_co_u32_e32 v3, vcc, s2, v35
	v_addc_co_u32_e32 v4, vcc, 0, v34, vcc
	s_waitcnt lgkmcnt(11)
	global_store_dword v[3:4], v5, off offset:-4096
	s_waitcnt lgkmcnt(10)
	global_store_dword v[1:2], v6, off offset:1024
	s_waitcnt lgkmcnt(9)
	global_store_dword v[1:2], v7, off offset:2048
	s_waitcnt lgkmcnt(8)
	global_store_dword v[1:2], v8, off offset:3072
	s_waitcnt lgkmcnt(7)
	global_store_dword v[3:4], v9, off
	s_waitcnt lgkmcnt(6)
	global_store_dword v[3:4], v10, off offset:1024
	s_waitcnt lgkmcnt(5)
	global_store_dword v[3:4], v11, off offset:2048
	s_waitcnt lgkmcnt(4)
	global_store_dword v[3:4], v12, off offset:3072
	v_add_co_u32_e32 v1, vcc, 0x3000, v35
	v_addc_co_u32_e32 v2, vcc, 0, v34, vcc
	s_waitcnt lgkmcnt(3)
	global_store_dword v[1:2], v13, off
	s_waitcnt lgkmcnt(2)
	global_store_dword v[1:2], v14, off offset:1024
	s_waitcnt lgkmcnt(1)
	global_store_dword v[1:2], v15, off offset:2048
	s_waitcnt lgkmcnt(0)
	global_store_dword v[1:2], v16, off offset:3072
	s_mov_b64 s[2:3], 0
.LBB3_81:
	s_andn2_b64 vcc, exec, s[2:3]
	s_cbranch_vccnz .LBB3_99
; %bb.82:
	v_lshlrev_b32_e32 v1, 4, v0
	v_lshrrev_b32_e32 v2, 1, v0
	v_add_lshl_u32 v1, v2, v1, 2
	ds_write2_b32 v1, v18, v19 offset0:4 offset1:5
	ds_write2_b32 v1, v32, v17 offset0:2 offset1:3
	ds_write2_b32 v1, v22, v23 offset0:8 offset1:9
	ds_write2_b32 v1, v20, v21 offset0:6 offset1:7
	ds_write2_b32 v1, v26, v27 offset0:12 offset1:13
	ds_write2_b32 v1, v24, v25 offset0:10 offset1:11
	ds_write2_b32 v1, v30, v31 offset0:16 offset1:17
	ds_write2_b32 v1, v28, v29 offset0:14 offset1:15
	v_or_b32_e32 v32, 0x300, v0
	v_lshrrev_b32_e32 v4, 5, v32
	v_or_b32_e32 v31, 0x400, v0
	v_add_lshl_u32 v7, v4, v0, 2
	v_lshrrev_b32_e32 v4, 5, v31
	v_or_b32_e32 v30, 0x500, v0
	v_or_b32_e32 v24, 0xb00, v0
	v_add_lshl_u32 v8, v4, v0, 2
	v_lshrrev_b32_e32 v4, 5, v30
	v_or_b32_e32 v29, 0x600, v0
	v_lshrrev_b32_e32 v12, 5, v24
	v_or_b32_e32 v23, 0xc00, v0
	v_add_lshl_u32 v9, v4, v0, 2
	v_lshrrev_b32_e32 v4, 5, v29
	v_or_b32_e32 v28, 0x700, v0
	v_add_lshl_u32 v15, v12, v0, 2
	v_lshrrev_b32_e32 v12, 5, v23
	v_or_b32_e32 v22, 0xd00, v0
	v_lshrrev_b32_e32 v1, 5, v0
	v_or_b32_e32 v34, 0x100, v0
	v_or_b32_e32 v33, 0x200, v0
	v_add_lshl_u32 v10, v4, v0, 2
	v_lshrrev_b32_e32 v4, 5, v28
	v_add_lshl_u32 v16, v12, v0, 2
	v_lshrrev_b32_e32 v12, 5, v22
	v_or_b32_e32 v21, 0xe00, v0
	v_add_lshl_u32 v1, v1, v0, 2
	v_lshrrev_b32_e32 v2, 5, v34
	v_lshrrev_b32_e32 v3, 5, v33
	v_add_lshl_u32 v11, v4, v0, 2
	v_or_b32_e32 v27, 0x800, v0
	v_add_lshl_u32 v17, v12, v0, 2
	v_lshrrev_b32_e32 v12, 5, v21
	v_or_b32_e32 v20, 0xf00, v0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	v_add_lshl_u32 v2, v2, v0, 2
	v_add_lshl_u32 v3, v3, v0, 2
	ds_read_b32 v5, v1 offset:8
	ds_read_b32 v4, v2 offset:1032
	ds_read_b32 v6, v3 offset:2056
	ds_read_b32 v7, v7 offset:3080
	ds_read_b32 v8, v8 offset:4104
	ds_read_b32 v9, v9 offset:5128
	ds_read_b32 v10, v10 offset:6152
	ds_read_b32 v11, v11 offset:7176
	v_lshrrev_b32_e32 v1, 5, v27
	v_or_b32_e32 v26, 0x900, v0
	v_or_b32_e32 v25, 0xa00, v0
	v_add_lshl_u32 v18, v12, v0, 2
	v_lshrrev_b32_e32 v12, 5, v20
	v_add_lshl_u32 v1, v1, v0, 2
	v_lshrrev_b32_e32 v2, 5, v26
	v_lshrrev_b32_e32 v3, 5, v25
	v_add_lshl_u32 v19, v12, v0, 2
	v_add_lshl_u32 v2, v2, v0, 2
	v_add_lshl_u32 v3, v3, v0, 2
	ds_read_b32 v12, v1 offset:8200
	ds_read_b32 v13, v2 offset:9224
	ds_read_b32 v14, v3 offset:10248
	ds_read_b32 v15, v15 offset:11272
	ds_read_b32 v16, v16 offset:12296
	ds_read_b32 v17, v17 offset:13320
	ds_read_b32 v18, v18 offset:14344
	ds_read_b32 v19, v19 offset:15368
	v_lshlrev_b32_e32 v2, 2, v0
	v_mov_b32_e32 v3, s1
	v_add_co_u32_e32 v2, vcc, s0, v2
	v_addc_co_u32_e32 v3, vcc, 0, v3, vcc
	v_mov_b32_e32 v1, 0
	v_cmp_gt_u32_e32 vcc, s26, v0
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execnz .LBB3_100
; %bb.83:
	s_or_b64 exec, exec, s[0:1]
	v_cmp_gt_u32_e32 vcc, s26, v34
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execnz .LBB3_101
.LBB3_84:
	s_or_b64 exec, exec, s[0:1]
	v_cmp_gt_u32_e32 vcc, s26, v33
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execnz .LBB3_102
.LBB3_85:
	s_or_b64 exec, exec, s[0:1]
	v_cmp_gt_u32_e32 vcc, s26, v32
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execnz .LBB3_103
.LBB3_86:
	s_or_b64 exec, exec, s[0:1]
	v_cmp_gt_u32_e32 vcc, s26, v31
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execnz .LBB3_104
.LBB3_87:
	s_or_b64 exec, exec, s[0:1]
	v_cmp_gt_u32_e32 vcc, s26, v30
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execnz .LBB3_105
.LBB3_88:
	s_or_b64 exec, exec, s[0:1]
	v_cmp_gt_u32_e32 vcc, s26, v29
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execnz .LBB3_106
.LBB3_89:
	s_or_b64 exec, exec, s[0:1]
	v_cmp_gt_u32_e32 vcc, s26, v28
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execnz .LBB3_107
.LBB3_90:
	s_or_b64 exec, exec, s[0:1]
	v_cmp_gt_u32_e32 vcc, s26, v27
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execnz .LBB3_108
.LBB3_91:
	s_or_b64 exec, exec, s[0:1]
	v_cmp_gt_u32_e32 vcc, s26, v26
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execnz .LBB3_109
.LBB3_92:
	s_or_b64 exec, exec, s[0:1]
	v_cmp_gt_u32_e32 vcc, s26, v25
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execnz .LBB3_110
.LBB3_93:
	s_or_b64 exec, exec, s[0:1]
	v_cmp_gt_u32_e32 vcc, s26, v24
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execnz .LBB3_111
.LBB3_94:
	s_or_b64 exec, exec, s[0:1]
	v_cmp_gt_u32_e32 vcc, s26, v23
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execnz .LBB3_112
.LBB3_95:
	s_or_b64 exec, exec, s[0:1]
	v_cmp_gt_u32_e32 vcc, s26, v22
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execnz .LBB3_113
.LBB3_96:
	s_or_b64 exec, exec, s[0:1]
	v_cmp_gt_u32_e32 vcc, s26, v21
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execnz .LBB3_114
.LBB3_97:
	s_or_b64 exec, exec, s[0:1]
	v_cmp_gt_u32_e32 vcc, s26, v20
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execnz .LBB3_115
.LBB3_98:
	s_or_b64 exec, exec, s[0:1]
	s_bfe_u32 s0, s28, 0x10008
	s_cmp_eq_u32 s0, 0
	s_cbranch_scc0 .LBB3_116
.LBB3_99:
	s_endpgm
.LBB3_100:
	s_waitcnt lgkmcnt(14)
	global_store_dword v[2:3], v5, off
	s_or_b64 exec, exec, s[0:1]
	v_cmp_gt_u32_e32 vcc, s26, v34
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB3_84
.LBB3_101:
	s_waitcnt lgkmcnt(14)
	global_store_dword v[2:3], v4, off offset:1024
	s_or_b64 exec, exec, s[0:1]
	v_cmp_gt_u32_e32 vcc, s26, v33
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB3_85
.LBB3_102:
	s_waitcnt lgkmcnt(13)
	global_store_dword v[2:3], v6, off offset:2048
	s_or_b64 exec, exec, s[0:1]
	v_cmp_gt_u32_e32 vcc, s26, v32
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB3_86
.LBB3_103:
	s_waitcnt lgkmcnt(12)
	global_store_dword v[2:3], v7, off offset:3072
	s_or_b64 exec, exec, s[0:1]
	v_cmp_gt_u32_e32 vcc, s26, v31
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB3_87
.LBB3_104:
	v_add_co_u32_e32 v31, vcc, 0x1000, v2
	v_addc_co_u32_e32 v32, vcc, 0, v3, vcc
	s_waitcnt lgkmcnt(11)
	global_store_dword v[31:32], v8, off
	s_or_b64 exec, exec, s[0:1]
	v_cmp_gt_u32_e32 vcc, s26, v30
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB3_88
.LBB3_105:
	v_add_co_u32_e32 v30, vcc, 0x1000, v2
	v_addc_co_u32_e32 v31, vcc, 0, v3, vcc
	s_waitcnt lgkmcnt(10)
	global_store_dword v[30:31], v9, off offset:1024
	s_or_b64 exec, exec, s[0:1]
	v_cmp_gt_u32_e32 vcc, s26, v29
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB3_89
.LBB3_106:
	v_add_co_u32_e32 v29, vcc, 0x1000, v2
	v_addc_co_u32_e32 v30, vcc, 0, v3, vcc
	s_waitcnt lgkmcnt(9)
	global_store_dword v[29:30], v10, off offset:2048
	s_or_b64 exec, exec, s[0:1]
	v_cmp_gt_u32_e32 vcc, s26, v28
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB3_90
.LBB3_107:
	v_add_co_u32_e32 v28, vcc, 0x1000, v2
	v_addc_co_u32_e32 v29, vcc, 0, v3, vcc
	s_waitcnt lgkmcnt(8)
	global_store_dword v[28:29], v11, off offset:3072
	s_or_b64 exec, exec, s[0:1]
	v_cmp_gt_u32_e32 vcc, s26, v27
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB3_91
.LBB3_108:
	v_add_co_u32_e32 v27, vcc, 0x2000, v2
	v_addc_co_u32_e32 v28, vcc, 0, v3, vcc
	s_waitcnt lgkmcnt(7)
	global_store_dword v[27:28], v12, off
	s_or_b64 exec, exec, s[0:1]
	v_cmp_gt_u32_e32 vcc, s26, v26
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB3_92
.LBB3_109:
	v_add_co_u32_e32 v26, vcc, 0x2000, v2
	v_addc_co_u32_e32 v27, vcc, 0, v3, vcc
	s_waitcnt lgkmcnt(6)
	global_store_dword v[26:27], v13, off offset:1024
	s_or_b64 exec, exec, s[0:1]
	v_cmp_gt_u32_e32 vcc, s26, v25
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB3_93
.LBB3_110:
	v_add_co_u32_e32 v25, vcc, 0x2000, v2
	v_addc_co_u32_e32 v26, vcc, 0, v3, vcc
	s_waitcnt lgkmcnt(5)
	global_store_dword v[25:26], v14, off offset:2048
	s_or_b64 exec, exec, s[0:1]
	v_cmp_gt_u32_e32 vcc, s26, v24
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB3_94
.LBB3_111:
	v_add_co_u32_e32 v24, vcc, 0x2000, v2
	v_addc_co_u32_e32 v25, vcc, 0, v3, vcc
	s_waitcnt lgkmcnt(4)
	global_store_dword v[24:25], v15, off offset:3072
	s_or_b64 exec, exec, s[0:1]
	v_cmp_gt_u32_e32 vcc, s26, v23
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB3_95
.LBB3_112:
	v_add_co_u32_e32 v23, vcc, 0x3000, v2
	v_addc_co_u32_e32 v24, vcc, 0, v3, vcc
	s_waitcnt lgkmcnt(3)
	global_store_dword v[23:24], v16, off
	s_or_b64 exec, exec, s[0:1]
	v_cmp_gt_u32_e32 vcc, s26, v22
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB3_96
.LBB3_113:
	v_add_co_u32_e32 v22, vcc, 0x3000, v2
	v_addc_co_u32_e32 v23, vcc, 0, v3, vcc
	s_waitcnt lgkmcnt(2)
	global_store_dword v[22:23], v17, off offset:1024
	s_or_b64 exec, exec, s[0:1]
	v_cmp_gt_u32_e32 vcc, s26, v21
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB3_97
.LBB3_114:
	v_add_co_u32_e32 v21, vcc, 0x3000, v2
	v_addc_co_u32_e32 v22, vcc, 0, v3, vcc
	s_waitcnt lgkmcnt(1)
	global_store_dword v[21:22], v18, off offset:2048
	s_or_b64 exec, exec, s[0:1]
	v_cmp_gt_u32_e32 vcc, s26, v20
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB3_98
.LBB3_115:
	v_add_co_u32_e32 v2, vcc, 0x3000, v2
	v_addc_co_u32_e32 v3, vcc, 0, v3, vcc
	s_waitcnt lgkmcnt(0)
	global_store_dword v[2:3], v19, off offset:3072
	s_or_b64 exec, exec, s[0:1]
	s_bfe_u32 s0, s28, 0x10008
	s_cmp_eq_u32 s0, 0
	s_cbranch_scc1 .LBB3_99
.LBB3_116:
	s_add_u32 s0, s26, -1
	s_addc_u32 s1, s27, -1
	s_lshr_b64 s[2:3], s[0:1], 4
	v_cmp_eq_u64_e32 vcc, s[2:3], v[0:1]
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB3_99
; %bb.117:
	s_and_b32 s0, s0, 15
	s_mov_b32 s1, 0
	v_cmp_lt_i64_e64 s[4:5], s[0:1], 8
	s_mov_b64 s[2:3], -1
	s_and_b64 vcc, exec, s[4:5]
	s_cbranch_vccnz .LBB3_144
; %bb.118:
	v_cmp_lt_i64_e64 s[4:5], s[0:1], 12
	s_mov_b64 s[2:3], -1
	s_and_b64 vcc, exec, s[4:5]
	s_cbranch_vccnz .LBB3_131
; %bb.119:
	v_cmp_lt_i64_e64 s[4:5], s[0:1], 14
	s_mov_b64 s[2:3], -1
	s_and_b64 vcc, exec, s[4:5]
	s_cbranch_vccnz .LBB3_125
; %bb.120:
	v_cmp_gt_i64_e64 s[4:5], s[0:1], 14
	s_mov_b64 s[2:3], -1
	s_and_b64 vcc, exec, s[4:5]
	s_cbranch_vccz .LBB3_122
; %bb.121:
	v_mov_b32_e32 v0, 0
	s_waitcnt lgkmcnt(0)
	global_store_dword v0, v19, s[6:7]
	s_mov_b64 s[2:3], 0
.LBB3_122:
	s_andn2_b64 vcc, exec, s[2:3]
	s_cbranch_vccnz .LBB3_124
; %bb.123:
	v_mov_b32_e32 v0, 0
	s_waitcnt lgkmcnt(1)
	global_store_dword v0, v18, s[6:7]
.LBB3_124:
	s_mov_b64 s[2:3], 0
.LBB3_125:
	s_andn2_b64 vcc, exec, s[2:3]
	s_cbranch_vccnz .LBB3_130
; %bb.126:
	v_cmp_gt_i64_e64 s[4:5], s[0:1], 12
	s_mov_b64 s[2:3], -1
	s_and_b64 vcc, exec, s[4:5]
	s_cbranch_vccz .LBB3_128
; %bb.127:
	v_mov_b32_e32 v0, 0
	s_waitcnt lgkmcnt(2)
	global_store_dword v0, v17, s[6:7]
	s_mov_b64 s[2:3], 0
.LBB3_128:
	s_andn2_b64 vcc, exec, s[2:3]
	s_cbranch_vccnz .LBB3_130
; %bb.129:
	v_mov_b32_e32 v0, 0
	s_waitcnt lgkmcnt(3)
	global_store_dword v0, v16, s[6:7]
.LBB3_130:
	s_mov_b64 s[2:3], 0
.LBB3_131:
	s_andn2_b64 vcc, exec, s[2:3]
	s_cbranch_vccnz .LBB3_143
; %bb.132:
	v_cmp_lt_i64_e64 s[4:5], s[0:1], 10
	s_mov_b64 s[2:3], -1
	s_and_b64 vcc, exec, s[4:5]
	s_cbranch_vccnz .LBB3_138
; %bb.133:
	v_cmp_gt_i64_e64 s[4:5], s[0:1], 10
	s_mov_b64 s[2:3], -1
	s_and_b64 vcc, exec, s[4:5]
	s_cbranch_vccz .LBB3_135
; %bb.134:
	v_mov_b32_e32 v0, 0
	s_waitcnt lgkmcnt(4)
	global_store_dword v0, v15, s[6:7]
	s_mov_b64 s[2:3], 0
.LBB3_135:
	s_andn2_b64 vcc, exec, s[2:3]
	s_cbranch_vccnz .LBB3_137
; %bb.136:
	v_mov_b32_e32 v0, 0
	s_waitcnt lgkmcnt(5)
	global_store_dword v0, v14, s[6:7]
.LBB3_137:
	s_mov_b64 s[2:3], 0
.LBB3_138:
	s_andn2_b64 vcc, exec, s[2:3]
	s_cbranch_vccnz .LBB3_143
; %bb.139:
	v_cmp_gt_i64_e64 s[4:5], s[0:1], 8
	s_mov_b64 s[2:3], -1
	s_and_b64 vcc, exec, s[4:5]
	s_cbranch_vccz .LBB3_141
; %bb.140:
	v_mov_b32_e32 v0, 0
	s_waitcnt lgkmcnt(6)
	global_store_dword v0, v13, s[6:7]
	s_mov_b64 s[2:3], 0
.LBB3_141:
	s_andn2_b64 vcc, exec, s[2:3]
	s_cbranch_vccnz .LBB3_143
; %bb.142:
	v_mov_b32_e32 v0, 0
	s_waitcnt lgkmcnt(7)
	global_store_dword v0, v12, s[6:7]
.LBB3_143:
	s_mov_b64 s[2:3], 0
.LBB3_144:
	s_andn2_b64 vcc, exec, s[2:3]
	s_cbranch_vccnz .LBB3_99
; %bb.145:
	v_cmp_lt_i64_e64 s[4:5], s[0:1], 4
	s_mov_b64 s[2:3], -1
	s_and_b64 vcc, exec, s[4:5]
	s_cbranch_vccnz .LBB3_158
; %bb.146:
	v_cmp_lt_i64_e64 s[4:5], s[0:1], 6
	s_mov_b64 s[2:3], -1
	s_and_b64 vcc, exec, s[4:5]
	s_cbranch_vccnz .LBB3_152
; %bb.147:
	v_cmp_gt_i64_e64 s[4:5], s[0:1], 6
	s_mov_b64 s[2:3], -1
	s_and_b64 vcc, exec, s[4:5]
	s_cbranch_vccz .LBB3_149
; %bb.148:
	v_mov_b32_e32 v0, 0
	s_waitcnt lgkmcnt(8)
	global_store_dword v0, v11, s[6:7]
	s_mov_b64 s[2:3], 0
.LBB3_149:
	s_andn2_b64 vcc, exec, s[2:3]
	s_cbranch_vccnz .LBB3_151
; %bb.150:
	v_mov_b32_e32 v0, 0
	s_waitcnt lgkmcnt(9)
	global_store_dword v0, v10, s[6:7]
.LBB3_151:
	s_mov_b64 s[2:3], 0
.LBB3_152:
	s_andn2_b64 vcc, exec, s[2:3]
	s_cbranch_vccnz .LBB3_157
; %bb.153:
	v_cmp_gt_i64_e64 s[4:5], s[0:1], 4
	s_mov_b64 s[2:3], -1
	s_and_b64 vcc, exec, s[4:5]
	s_cbranch_vccz .LBB3_155
; %bb.154:
	v_mov_b32_e32 v0, 0
	s_waitcnt lgkmcnt(10)
	global_store_dword v0, v9, s[6:7]
	s_mov_b64 s[2:3], 0
.LBB3_155:
	s_andn2_b64 vcc, exec, s[2:3]
	s_cbranch_vccnz .LBB3_157
; %bb.156:
	v_mov_b32_e32 v0, 0
	s_waitcnt lgkmcnt(11)
	global_store_dword v0, v8, s[6:7]
.LBB3_157:
	s_mov_b64 s[2:3], 0
.LBB3_158:
	s_andn2_b64 vcc, exec, s[2:3]
	s_cbranch_vccnz .LBB3_99
; %bb.159:
	v_cmp_lt_i64_e64 s[4:5], s[0:1], 2
	s_mov_b64 s[2:3], -1
	s_and_b64 vcc, exec, s[4:5]
	s_cbranch_vccnz .LBB3_165
; %bb.160:
	v_cmp_gt_i64_e64 s[4:5], s[0:1], 2
	s_mov_b64 s[2:3], -1
	s_and_b64 vcc, exec, s[4:5]
	s_cbranch_vccz .LBB3_162
; %bb.161:
	v_mov_b32_e32 v0, 0
	s_waitcnt lgkmcnt(12)
	global_store_dword v0, v7, s[6:7]
	s_mov_b64 s[2:3], 0
.LBB3_162:
	s_andn2_b64 vcc, exec, s[2:3]
	s_cbranch_vccnz .LBB3_164
; %bb.163:
	v_mov_b32_e32 v0, 0
	s_waitcnt lgkmcnt(13)
	global_store_dword v0, v6, s[6:7]
.LBB3_164:
	s_mov_b64 s[2:3], 0
.LBB3_165:
	s_andn2_b64 vcc, exec, s[2:3]
	s_cbranch_vccnz .LBB3_99
; %bb.166:
	s_cmp_eq_u64 s[0:1], 1
	s_mov_b64 s[0:1], -1
	s_cbranch_scc1 .LBB3_168
; %bb.167:
	v_mov_b32_e32 v0, 0
	s_mov_b64 s[0:1], 0
	s_waitcnt lgkmcnt(14)
	global_store_dword v0, v5, s[6:7]
.LBB3_168:
	s_andn2_b64 vcc, exec, s[0:1]
	s_cbranch_vccnz .LBB3_99
; %bb.169:
	v_mov_b32_e32 v0, 0
	s_waitcnt lgkmcnt(14)
	global_store_dword v0, v4, s[6:7]
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel _ZN7rocprim6detail20lookback_scan_kernelILb0ENS0_19default_scan_configILj0EiEEPKiPiNS_4plusIiEEiNS0_19lookback_scan_stateIiLb0ELb1EEEEEvT1_T2_mT4_T3_T5_jNS0_16ordered_block_idIjEEPNS0_18input_value_traitsISD_E10value_typeESL_bb
		.amdhsa_group_segment_fixed_size 16904
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 76
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
		.amdhsa_next_free_vgpr 43
		.amdhsa_next_free_sgpr 32
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
	.section	.text._ZN7rocprim6detail20lookback_scan_kernelILb0ENS0_19default_scan_configILj0EiEEPKiPiNS_4plusIiEEiNS0_19lookback_scan_stateIiLb0ELb1EEEEEvT1_T2_mT4_T3_T5_jNS0_16ordered_block_idIjEEPNS0_18input_value_traitsISD_E10value_typeESL_bb,#alloc,#execinstr
.Lfunc_end3:
	.size	_ZN7rocprim6detail20lookback_scan_kernelILb0ENS0_19default_scan_configILj0EiEEPKiPiNS_4plusIiEEiNS0_19lookback_scan_stateIiLb0ELb1EEEEEvT1_T2_mT4_T3_T5_jNS0_16ordered_block_idIjEEPNS0_18input_value_traitsISD_E10value_typeESL_bb, .Lfunc_end3-_ZN7rocprim6detail20lookback_scan_kernelILb0ENS0_19default_scan_configILj0EiEEPKiPiNS_4plusIiEEiNS0_19lookback_scan_stateIiLb0ELb1EEEEEvT1_T2_mT4_T3_T5_jNS0_16ordered_block_idIjEEPNS0_18input_value_traitsISD_E10value_typeESL_bb
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 7336
; NumSgprs: 34
; NumVgprs: 43
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 16904 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 10
; NumSGPRsForWavesPerEU: 34
; NumVGPRsForWavesPerEU: 43
; Occupancy: 5
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.section	.text._ZN7rocprim6detail16transform_kernelILj256ELj16EiPiS2_NS_8identityIiEEEEvT2_mT3_T4_,#alloc,#execinstr
	.protected	_ZN7rocprim6detail16transform_kernelILj256ELj16EiPiS2_NS_8identityIiEEEEvT2_mT3_T4_ ; -- Begin function _ZN7rocprim6detail16transform_kernelILj256ELj16EiPiS2_NS_8identityIiEEEEvT2_mT3_T4_
	.globl	_ZN7rocprim6detail16transform_kernelILj256ELj16EiPiS2_NS_8identityIiEEEEvT2_mT3_T4_
	.p2align	8
	.type	_ZN7rocprim6detail16transform_kernelILj256ELj16EiPiS2_NS_8identityIiEEEEvT2_mT3_T4_,@function
_ZN7rocprim6detail16transform_kernelILj256ELj16EiPiS2_NS_8identityIiEEEEvT2_mT3_T4_: ; @_ZN7rocprim6detail16transform_kernelILj256ELj16EiPiS2_NS_8identityIiEEEEvT2_mT3_T4_
; %bb.0:
	s_load_dword s0, s[4:5], 0x4
	s_load_dword s9, s[4:5], 0xc
	s_lshl_b32 s4, s8, 12
	s_mov_b32 s5, 0
	v_lshlrev_b32_e32 v4, 2, v0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s10, s0, 0xffff
	v_cvt_f32_u32_e32 v1, s10
	s_sub_i32 s0, 0, s10
	v_rcp_iflag_f32_e32 v1, v1
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	v_mul_lo_u32 v2, s0, v1
	s_load_dwordx4 s[0:3], s[6:7], 0x0
	s_load_dwordx2 s[30:31], s[6:7], 0x10
	v_mul_hi_u32 v2, v1, v2
	v_add_u32_e32 v1, v1, v2
	v_mul_hi_u32 v2, s9, v1
	v_mov_b32_e32 v1, 0
	v_mul_lo_u32 v3, v2, s10
	v_add_u32_e32 v5, 1, v2
	v_sub_u32_e32 v3, s9, v3
	v_cmp_le_u32_e32 vcc, s10, v3
	v_cndmask_b32_e32 v2, v2, v5, vcc
	v_subrev_u32_e32 v5, s10, v3
	v_cndmask_b32_e32 v3, v3, v5, vcc
	s_waitcnt lgkmcnt(0)
	v_readfirstlane_b32 s3, v2
	s_add_i32 s6, s3, 1
	v_readfirstlane_b32 s7, v3
	s_cmp_ge_u32 s7, s10
	s_cselect_b32 s3, s6, s3
	s_mul_i32 s6, s3, s10
	s_cmp_gt_u32 s9, s6
	s_cselect_b64 s[6:7], -1, 0
	s_cmp_lg_u64 s[6:7], 0
	s_addc_u32 s3, s3, -1
	s_lshl_b64 s[34:35], s[4:5], 2
	s_add_u32 s0, s0, s34
	s_addc_u32 s1, s1, s35
	v_mov_b32_e32 v3, s1
	v_add_co_u32_e32 v2, vcc, s0, v4
	s_cmp_lg_u32 s8, s3
	v_addc_co_u32_e32 v3, vcc, 0, v3, vcc
	s_cbranch_scc0 .LBB4_2
; %bb.1:
	v_add_co_u32_e32 v4, vcc, 0x1000, v2
	v_addc_co_u32_e32 v5, vcc, 0, v3, vcc
	global_load_dword v12, v[4:5], off
	global_load_dword v13, v[4:5], off offset:1024
	global_load_dword v14, v[4:5], off offset:2048
	global_load_dword v15, v[4:5], off offset:3072
	v_add_co_u32_e32 v4, vcc, 0x2000, v2
	v_addc_co_u32_e32 v5, vcc, 0, v3, vcc
	v_add_co_u32_e32 v6, vcc, 0x3000, v2
	s_add_u32 s0, s30, s34
	v_lshlrev_b64 v[8:9], 2, v[0:1]
	v_addc_co_u32_e32 v7, vcc, 0, v3, vcc
	s_addc_u32 s1, s31, s35
	v_mov_b32_e32 v11, s1
	v_add_co_u32_e32 v10, vcc, s0, v8
	v_addc_co_u32_e32 v11, vcc, v11, v9, vcc
	global_load_dword v16, v[4:5], off
	global_load_dword v17, v[4:5], off offset:1024
	global_load_dword v18, v[4:5], off offset:2048
	global_load_dword v19, v[4:5], off offset:3072
	global_load_dword v20, v[6:7], off
	global_load_dword v21, v[6:7], off offset:1024
	global_load_dword v22, v[6:7], off offset:2048
	global_load_dword v8, v[6:7], off offset:3072
	global_load_dword v9, v[2:3], off
	global_load_dword v23, v[2:3], off offset:1024
	global_load_dword v24, v[2:3], off offset:2048
	global_load_dword v25, v[2:3], off offset:3072
	s_movk_i32 s0, 0x1000
	v_add_co_u32_e32 v4, vcc, s0, v10
	v_addc_co_u32_e32 v5, vcc, 0, v11, vcc
	v_add_co_u32_e32 v6, vcc, 0x2000, v10
	v_addc_co_u32_e32 v7, vcc, 0, v11, vcc
	s_mov_b64 s[0:1], 0
	s_mov_b64 s[36:37], -1
	s_waitcnt vmcnt(3)
	global_store_dword v[10:11], v9, off
	s_waitcnt vmcnt(3)
	global_store_dword v[10:11], v23, off offset:1024
	v_add_co_u32_e32 v9, vcc, 0x3000, v10
	s_waitcnt vmcnt(3)
	global_store_dword v[10:11], v24, off offset:2048
	s_waitcnt vmcnt(3)
	global_store_dword v[10:11], v25, off offset:3072
	v_addc_co_u32_e32 v10, vcc, 0, v11, vcc
	global_store_dword v[4:5], v12, off
	global_store_dword v[4:5], v13, off offset:1024
	global_store_dword v[4:5], v14, off offset:2048
	global_store_dword v[4:5], v15, off offset:3072
	global_store_dword v[6:7], v16, off
	global_store_dword v[6:7], v17, off offset:1024
	global_store_dword v[6:7], v18, off offset:2048
	global_store_dword v[6:7], v19, off offset:3072
	global_store_dword v[9:10], v20, off
	global_store_dword v[9:10], v21, off offset:1024
	global_store_dword v[9:10], v22, off offset:2048
	s_cbranch_execz .LBB4_3
	s_branch .LBB4_52
.LBB4_2:
	s_mov_b64 s[0:1], -1
	s_mov_b64 s[36:37], 0
                                        ; implicit-def: $vgpr8
.LBB4_3:
	s_sub_i32 s33, s2, s4
	v_cmp_gt_u32_e64 s[0:1], s33, v0
                                        ; implicit-def: $vgpr4
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB4_5
; %bb.4:
	global_load_dword v4, v[2:3], off
.LBB4_5:
	s_or_b64 exec, exec, s[2:3]
	v_or_b32_e32 v5, 0x100, v0
	v_cmp_gt_u32_e64 s[2:3], s33, v5
                                        ; implicit-def: $vgpr5
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB4_7
; %bb.6:
	global_load_dword v5, v[2:3], off offset:1024
.LBB4_7:
	s_or_b64 exec, exec, s[4:5]
	v_or_b32_e32 v6, 0x200, v0
	v_cmp_gt_u32_e64 s[4:5], s33, v6
                                        ; implicit-def: $vgpr6
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB4_9
; %bb.8:
	global_load_dword v6, v[2:3], off offset:2048
.LBB4_9:
	s_or_b64 exec, exec, s[6:7]
	v_or_b32_e32 v7, 0x300, v0
	v_cmp_gt_u32_e64 s[6:7], s33, v7
                                        ; implicit-def: $vgpr7
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB4_11
; %bb.10:
	global_load_dword v7, v[2:3], off offset:3072
.LBB4_11:
	s_or_b64 exec, exec, s[8:9]
	v_or_b32_e32 v8, 0x400, v0
	v_cmp_gt_u32_e64 s[8:9], s33, v8
                                        ; implicit-def: $vgpr9
	s_and_saveexec_b64 s[10:11], s[8:9]
	s_cbranch_execz .LBB4_13
; %bb.12:
	v_add_co_u32_e32 v8, vcc, 0x1000, v2
	v_addc_co_u32_e32 v9, vcc, 0, v3, vcc
	global_load_dword v9, v[8:9], off
.LBB4_13:
	s_or_b64 exec, exec, s[10:11]
	v_or_b32_e32 v8, 0x500, v0
	v_cmp_gt_u32_e64 s[10:11], s33, v8
                                        ; implicit-def: $vgpr10
	s_and_saveexec_b64 s[12:13], s[10:11]
	s_cbranch_execz .LBB4_15
; %bb.14:
	v_add_co_u32_e32 v10, vcc, 0x1000, v2
	v_addc_co_u32_e32 v11, vcc, 0, v3, vcc
	global_load_dword v10, v[10:11], off offset:1024
.LBB4_15:
	s_or_b64 exec, exec, s[12:13]
	v_or_b32_e32 v8, 0x600, v0
	v_cmp_gt_u32_e64 s[12:13], s33, v8
                                        ; implicit-def: $vgpr11
	s_and_saveexec_b64 s[14:15], s[12:13]
	s_cbranch_execz .LBB4_17
; %bb.16:
	v_add_co_u32_e32 v11, vcc, 0x1000, v2
	v_addc_co_u32_e32 v12, vcc, 0, v3, vcc
	global_load_dword v11, v[11:12], off offset:2048
.LBB4_17:
	s_or_b64 exec, exec, s[14:15]
	v_or_b32_e32 v8, 0x700, v0
	v_cmp_gt_u32_e64 s[14:15], s33, v8
                                        ; implicit-def: $vgpr12
	s_and_saveexec_b64 s[16:17], s[14:15]
	s_cbranch_execz .LBB4_19
; %bb.18:
	v_add_co_u32_e32 v12, vcc, 0x1000, v2
	v_addc_co_u32_e32 v13, vcc, 0, v3, vcc
	global_load_dword v12, v[12:13], off offset:3072
.LBB4_19:
	s_or_b64 exec, exec, s[16:17]
	v_or_b32_e32 v8, 0x800, v0
	v_cmp_gt_u32_e64 s[16:17], s33, v8
                                        ; implicit-def: $vgpr13
	s_and_saveexec_b64 s[18:19], s[16:17]
	s_cbranch_execz .LBB4_21
; %bb.20:
	v_add_co_u32_e32 v13, vcc, 0x2000, v2
	v_addc_co_u32_e32 v14, vcc, 0, v3, vcc
	global_load_dword v13, v[13:14], off
.LBB4_21:
	s_or_b64 exec, exec, s[18:19]
	v_or_b32_e32 v8, 0x900, v0
	v_cmp_gt_u32_e64 s[18:19], s33, v8
                                        ; implicit-def: $vgpr14
	s_and_saveexec_b64 s[20:21], s[18:19]
	s_cbranch_execz .LBB4_23
; %bb.22:
	v_add_co_u32_e32 v14, vcc, 0x2000, v2
	v_addc_co_u32_e32 v15, vcc, 0, v3, vcc
	global_load_dword v14, v[14:15], off offset:1024
.LBB4_23:
	s_or_b64 exec, exec, s[20:21]
	v_or_b32_e32 v8, 0xa00, v0
	v_cmp_gt_u32_e64 s[20:21], s33, v8
                                        ; implicit-def: $vgpr15
	s_and_saveexec_b64 s[22:23], s[20:21]
	s_cbranch_execz .LBB4_25
; %bb.24:
	v_add_co_u32_e32 v15, vcc, 0x2000, v2
	v_addc_co_u32_e32 v16, vcc, 0, v3, vcc
	global_load_dword v15, v[15:16], off offset:2048
.LBB4_25:
	s_or_b64 exec, exec, s[22:23]
	v_or_b32_e32 v8, 0xb00, v0
	v_cmp_gt_u32_e64 s[22:23], s33, v8
                                        ; implicit-def: $vgpr16
	s_and_saveexec_b64 s[24:25], s[22:23]
	s_cbranch_execz .LBB4_27
; %bb.26:
	v_add_co_u32_e32 v16, vcc, 0x2000, v2
	v_addc_co_u32_e32 v17, vcc, 0, v3, vcc
	global_load_dword v16, v[16:17], off offset:3072
.LBB4_27:
	s_or_b64 exec, exec, s[24:25]
	v_or_b32_e32 v8, 0xc00, v0
	v_cmp_gt_u32_e64 s[24:25], s33, v8
                                        ; implicit-def: $vgpr17
	s_and_saveexec_b64 s[26:27], s[24:25]
	s_cbranch_execz .LBB4_29
; %bb.28:
	v_add_co_u32_e32 v17, vcc, 0x3000, v2
	v_addc_co_u32_e32 v18, vcc, 0, v3, vcc
	global_load_dword v17, v[17:18], off
.LBB4_29:
	s_or_b64 exec, exec, s[26:27]
	v_or_b32_e32 v8, 0xd00, v0
	v_cmp_gt_u32_e64 s[26:27], s33, v8
                                        ; implicit-def: $vgpr18
	s_and_saveexec_b64 s[28:29], s[26:27]
	s_cbranch_execz .LBB4_31
; %bb.30:
	v_add_co_u32_e32 v18, vcc, 0x3000, v2
	v_addc_co_u32_e32 v19, vcc, 0, v3, vcc
	global_load_dword v18, v[18:19], off offset:1024
.LBB4_31:
	s_or_b64 exec, exec, s[28:29]
	v_or_b32_e32 v8, 0xe00, v0
	v_cmp_gt_u32_e64 s[28:29], s33, v8
                                        ; implicit-def: $vgpr19
	s_and_saveexec_b64 s[36:37], s[28:29]
	s_cbranch_execz .LBB4_33
; %bb.32:
	v_add_co_u32_e32 v19, vcc, 0x3000, v2
	v_addc_co_u32_e32 v20, vcc, 0, v3, vcc
	global_load_dword v19, v[19:20], off offset:2048
.LBB4_33:
	s_or_b64 exec, exec, s[36:37]
	v_or_b32_e32 v8, 0xf00, v0
	v_cmp_gt_u32_e64 s[36:37], s33, v8
                                        ; implicit-def: $vgpr8
	s_and_saveexec_b64 s[38:39], s[36:37]
	s_cbranch_execz .LBB4_35
; %bb.34:
	v_add_co_u32_e32 v2, vcc, 0x3000, v2
	v_addc_co_u32_e32 v3, vcc, 0, v3, vcc
	global_load_dword v8, v[2:3], off offset:3072
.LBB4_35:
	s_or_b64 exec, exec, s[38:39]
	s_add_u32 s33, s30, s34
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	s_addc_u32 s38, s31, s35
	v_mov_b32_e32 v20, s38
	v_add_co_u32_e32 v2, vcc, s33, v2
	v_addc_co_u32_e32 v3, vcc, v20, v3, vcc
	s_and_saveexec_b64 s[38:39], s[0:1]
	s_xor_b64 s[0:1], exec, s[38:39]
	s_cbranch_execnz .LBB4_55
; %bb.36:
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execnz .LBB4_56
.LBB4_37:
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execnz .LBB4_57
.LBB4_38:
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execnz .LBB4_58
.LBB4_39:
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], s[8:9]
	s_cbranch_execnz .LBB4_59
.LBB4_40:
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], s[10:11]
	s_cbranch_execnz .LBB4_60
.LBB4_41:
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], s[12:13]
	s_cbranch_execnz .LBB4_61
.LBB4_42:
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], s[14:15]
	s_cbranch_execnz .LBB4_62
.LBB4_43:
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], s[16:17]
	s_cbranch_execnz .LBB4_63
.LBB4_44:
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], s[18:19]
	s_cbranch_execnz .LBB4_64
.LBB4_45:
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], s[20:21]
	s_cbranch_execnz .LBB4_65
.LBB4_46:
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], s[22:23]
	s_cbranch_execnz .LBB4_66
.LBB4_47:
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], s[24:25]
	s_cbranch_execnz .LBB4_67
.LBB4_48:
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], s[26:27]
	s_cbranch_execnz .LBB4_68
.LBB4_49:
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], s[28:29]
	s_cbranch_execz .LBB4_51
.LBB4_50:
	v_add_co_u32_e32 v2, vcc, 0x3000, v2
	v_addc_co_u32_e32 v3, vcc, 0, v3, vcc
	s_waitcnt vmcnt(0)
	global_store_dword v[2:3], v19, off offset:2048
.LBB4_51:
	s_or_b64 exec, exec, s[0:1]
.LBB4_52:
	s_and_saveexec_b64 s[0:1], s[36:37]
	s_cbranch_execnz .LBB4_54
; %bb.53:
	s_endpgm
.LBB4_54:
	s_add_u32 s0, s30, s34
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	s_addc_u32 s1, s31, s35
	v_mov_b32_e32 v2, s1
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	v_add_co_u32_e32 v0, vcc, 0x3000, v0
	v_addc_co_u32_e32 v1, vcc, 0, v1, vcc
	s_waitcnt vmcnt(0)
	global_store_dword v[0:1], v8, off offset:3072
	s_endpgm
.LBB4_55:
	s_waitcnt vmcnt(0)
	global_store_dword v[2:3], v4, off
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB4_37
.LBB4_56:
	s_waitcnt vmcnt(0)
	global_store_dword v[2:3], v5, off offset:1024
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB4_38
.LBB4_57:
	s_waitcnt vmcnt(0)
	global_store_dword v[2:3], v6, off offset:2048
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB4_39
.LBB4_58:
	s_waitcnt vmcnt(0)
	global_store_dword v[2:3], v7, off offset:3072
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], s[8:9]
	s_cbranch_execz .LBB4_40
.LBB4_59:
	s_waitcnt vmcnt(0)
	v_add_co_u32_e32 v4, vcc, 0x1000, v2
	v_addc_co_u32_e32 v5, vcc, 0, v3, vcc
	global_store_dword v[4:5], v9, off
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], s[10:11]
	s_cbranch_execz .LBB4_41
.LBB4_60:
	s_waitcnt vmcnt(0)
	v_add_co_u32_e32 v4, vcc, 0x1000, v2
	v_addc_co_u32_e32 v5, vcc, 0, v3, vcc
	global_store_dword v[4:5], v10, off offset:1024
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], s[12:13]
	s_cbranch_execz .LBB4_42
.LBB4_61:
	s_waitcnt vmcnt(0)
	v_add_co_u32_e32 v4, vcc, 0x1000, v2
	v_addc_co_u32_e32 v5, vcc, 0, v3, vcc
	global_store_dword v[4:5], v11, off offset:2048
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], s[14:15]
	s_cbranch_execz .LBB4_43
.LBB4_62:
	s_waitcnt vmcnt(0)
	v_add_co_u32_e32 v4, vcc, 0x1000, v2
	v_addc_co_u32_e32 v5, vcc, 0, v3, vcc
	global_store_dword v[4:5], v12, off offset:3072
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], s[16:17]
	s_cbranch_execz .LBB4_44
.LBB4_63:
	s_waitcnt vmcnt(0)
	v_add_co_u32_e32 v4, vcc, 0x2000, v2
	v_addc_co_u32_e32 v5, vcc, 0, v3, vcc
	global_store_dword v[4:5], v13, off
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], s[18:19]
	s_cbranch_execz .LBB4_45
.LBB4_64:
	s_waitcnt vmcnt(0)
	v_add_co_u32_e32 v4, vcc, 0x2000, v2
	v_addc_co_u32_e32 v5, vcc, 0, v3, vcc
	global_store_dword v[4:5], v14, off offset:1024
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], s[20:21]
	s_cbranch_execz .LBB4_46
.LBB4_65:
	s_waitcnt vmcnt(0)
	v_add_co_u32_e32 v4, vcc, 0x2000, v2
	v_addc_co_u32_e32 v5, vcc, 0, v3, vcc
	global_store_dword v[4:5], v15, off offset:2048
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], s[22:23]
	s_cbranch_execz .LBB4_47
.LBB4_66:
	s_waitcnt vmcnt(0)
	v_add_co_u32_e32 v4, vcc, 0x2000, v2
	v_addc_co_u32_e32 v5, vcc, 0, v3, vcc
	global_store_dword v[4:5], v16, off offset:3072
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], s[24:25]
	s_cbranch_execz .LBB4_48
.LBB4_67:
	s_waitcnt vmcnt(0)
	v_add_co_u32_e32 v4, vcc, 0x3000, v2
	v_addc_co_u32_e32 v5, vcc, 0, v3, vcc
	global_store_dword v[4:5], v17, off
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], s[26:27]
	s_cbranch_execz .LBB4_49
.LBB4_68:
	s_waitcnt vmcnt(0)
	v_add_co_u32_e32 v4, vcc, 0x3000, v2
	v_addc_co_u32_e32 v5, vcc, 0, v3, vcc
	global_store_dword v[4:5], v18, off offset:1024
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], s[28:29]
	s_cbranch_execnz .LBB4_50
	s_branch .LBB4_51
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel _ZN7rocprim6detail16transform_kernelILj256ELj16EiPiS2_NS_8identityIiEEEEvT2_mT3_T4_
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 28
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
		.amdhsa_next_free_vgpr 26
		.amdhsa_next_free_sgpr 40
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
	.section	.text._ZN7rocprim6detail16transform_kernelILj256ELj16EiPiS2_NS_8identityIiEEEEvT2_mT3_T4_,#alloc,#execinstr
.Lfunc_end4:
	.size	_ZN7rocprim6detail16transform_kernelILj256ELj16EiPiS2_NS_8identityIiEEEEvT2_mT3_T4_, .Lfunc_end4-_ZN7rocprim6detail16transform_kernelILj256ELj16EiPiS2_NS_8identityIiEEEEvT2_mT3_T4_
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 2092
; NumSgprs: 42
; NumVgprs: 26
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 5
; VGPRBlocks: 6
; NumSGPRsForWavesPerEU: 42
; NumVGPRsForWavesPerEU: 26
; Occupancy: 9
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.section	.text._ZN7rocprim6detail18single_scan_kernelILb0ENS0_19default_scan_configILj0EiEEPKiPiNS_4plusIiEEiEEvT1_mT4_T2_T3_,#alloc,#execinstr
	.protected	_ZN7rocprim6detail18single_scan_kernelILb0ENS0_19default_scan_configILj0EiEEPKiPiNS_4plusIiEEiEEvT1_mT4_T2_T3_ ; -- Begin function _ZN7rocprim6detail18single_scan_kernelILb0ENS0_19default_scan_configILj0EiEEPKiPiNS_4plusIiEEiEEvT1_mT4_T2_T3_
	.globl	_ZN7rocprim6detail18single_scan_kernelILb0ENS0_19default_scan_configILj0EiEEPKiPiNS_4plusIiEEiEEvT1_mT4_T2_T3_
	.p2align	8
	.type	_ZN7rocprim6detail18single_scan_kernelILb0ENS0_19default_scan_configILj0EiEEPKiPiNS_4plusIiEEiEEvT1_mT4_T2_T3_,@function
_ZN7rocprim6detail18single_scan_kernelILb0ENS0_19default_scan_configILj0EiEEPKiPiNS_4plusIiEEiEEvT1_mT4_T2_T3_: ; @_ZN7rocprim6detail18single_scan_kernelILb0ENS0_19default_scan_configILj0EiEEPKiPiNS_4plusIiEEiEEvT1_mT4_T2_T3_
; %bb.0:
	s_load_dwordx4 s[28:31], s[4:5], 0x0
	v_lshlrev_b32_e32 v2, 2, v0
	v_mov_b32_e32 v1, 0
	s_waitcnt lgkmcnt(0)
	s_load_dword s33, s[28:29], 0x0
	v_mov_b32_e32 v3, s29
	v_add_co_u32_e32 v2, vcc, s28, v2
	v_addc_co_u32_e32 v3, vcc, 0, v3, vcc
	v_cmp_gt_u32_e64 s[0:1], s30, v0
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v4, s33
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB5_2
; %bb.1:
	global_load_dword v4, v[2:3], off
.LBB5_2:
	s_or_b64 exec, exec, s[2:3]
	v_or_b32_e32 v5, 0x100, v0
	v_cmp_gt_u32_e64 s[2:3], s30, v5
	v_mov_b32_e32 v6, s33
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB5_4
; %bb.3:
	global_load_dword v6, v[2:3], off offset:1024
.LBB5_4:
	s_or_b64 exec, exec, s[6:7]
	v_or_b32_e32 v7, 0x200, v0
	v_cmp_gt_u32_e64 s[34:35], s30, v7
	v_mov_b32_e32 v8, s33
	s_and_saveexec_b64 s[6:7], s[34:35]
	s_cbranch_execz .LBB5_6
; %bb.5:
	global_load_dword v8, v[2:3], off offset:2048
.LBB5_6:
	s_or_b64 exec, exec, s[6:7]
	v_or_b32_e32 v9, 0x300, v0
	v_cmp_gt_u32_e64 s[6:7], s30, v9
	v_mov_b32_e32 v10, s33
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB5_8
; %bb.7:
	global_load_dword v10, v[2:3], off offset:3072
.LBB5_8:
	s_or_b64 exec, exec, s[8:9]
	v_or_b32_e32 v11, 0x400, v0
	v_cmp_gt_u32_e64 s[8:9], s30, v11
	v_mov_b32_e32 v12, s33
	s_and_saveexec_b64 s[10:11], s[8:9]
	s_cbranch_execz .LBB5_10
; %bb.9:
	v_add_co_u32_e32 v12, vcc, 0x1000, v2
	v_addc_co_u32_e32 v13, vcc, 0, v3, vcc
	global_load_dword v12, v[12:13], off
.LBB5_10:
	s_or_b64 exec, exec, s[10:11]
	v_or_b32_e32 v13, 0x500, v0
	v_cmp_gt_u32_e64 s[10:11], s30, v13
	v_mov_b32_e32 v14, s33
	s_and_saveexec_b64 s[12:13], s[10:11]
	s_cbranch_execz .LBB5_12
; %bb.11:
	v_add_co_u32_e32 v14, vcc, 0x1000, v2
	v_addc_co_u32_e32 v15, vcc, 0, v3, vcc
	global_load_dword v14, v[14:15], off offset:1024
.LBB5_12:
	s_or_b64 exec, exec, s[12:13]
	v_or_b32_e32 v15, 0x600, v0
	v_cmp_gt_u32_e64 s[12:13], s30, v15
	v_mov_b32_e32 v16, s33
	s_and_saveexec_b64 s[14:15], s[12:13]
	s_cbranch_execz .LBB5_14
; %bb.13:
	v_add_co_u32_e32 v16, vcc, 0x1000, v2
	v_addc_co_u32_e32 v17, vcc, 0, v3, vcc
	global_load_dword v16, v[16:17], off offset:2048
.LBB5_14:
	s_or_b64 exec, exec, s[14:15]
	v_or_b32_e32 v17, 0x700, v0
	v_cmp_gt_u32_e64 s[14:15], s30, v17
	v_mov_b32_e32 v22, s33
	s_and_saveexec_b64 s[16:17], s[14:15]
	s_cbranch_execz .LBB5_16
; %bb.15:
	v_add_co_u32_e32 v18, vcc, 0x1000, v2
	v_addc_co_u32_e32 v19, vcc, 0, v3, vcc
	global_load_dword v22, v[18:19], off offset:3072
.LBB5_16:
	s_or_b64 exec, exec, s[16:17]
	v_or_b32_e32 v27, 0x800, v0
	v_cmp_gt_u32_e64 s[16:17], s30, v27
	v_mov_b32_e32 v28, s33
	s_and_saveexec_b64 s[18:19], s[16:17]
	s_cbranch_execz .LBB5_18
; %bb.17:
	v_add_co_u32_e32 v18, vcc, 0x2000, v2
	v_addc_co_u32_e32 v19, vcc, 0, v3, vcc
	global_load_dword v28, v[18:19], off
.LBB5_18:
	s_or_b64 exec, exec, s[18:19]
	v_or_b32_e32 v29, 0x900, v0
	v_cmp_gt_u32_e64 s[18:19], s30, v29
	v_mov_b32_e32 v30, s33
	s_and_saveexec_b64 s[20:21], s[18:19]
	s_cbranch_execz .LBB5_20
; %bb.19:
	v_add_co_u32_e32 v18, vcc, 0x2000, v2
	v_addc_co_u32_e32 v19, vcc, 0, v3, vcc
	global_load_dword v30, v[18:19], off offset:1024
.LBB5_20:
	s_or_b64 exec, exec, s[20:21]
	v_or_b32_e32 v31, 0xa00, v0
	v_cmp_gt_u32_e64 s[20:21], s30, v31
	v_mov_b32_e32 v32, s33
	s_and_saveexec_b64 s[22:23], s[20:21]
	s_cbranch_execz .LBB5_22
; %bb.21:
	v_add_co_u32_e32 v18, vcc, 0x2000, v2
	v_addc_co_u32_e32 v19, vcc, 0, v3, vcc
	global_load_dword v32, v[18:19], off offset:2048
.LBB5_22:
	s_or_b64 exec, exec, s[22:23]
	v_or_b32_e32 v33, 0xb00, v0
	v_cmp_gt_u32_e64 s[22:23], s30, v33
	v_mov_b32_e32 v34, s33
	s_and_saveexec_b64 s[24:25], s[22:23]
	s_cbranch_execz .LBB5_24
; %bb.23:
	v_add_co_u32_e32 v18, vcc, 0x2000, v2
	v_addc_co_u32_e32 v19, vcc, 0, v3, vcc
	global_load_dword v34, v[18:19], off offset:3072
.LBB5_24:
	s_or_b64 exec, exec, s[24:25]
	v_or_b32_e32 v35, 0xc00, v0
	v_cmp_gt_u32_e64 s[24:25], s30, v35
	v_mov_b32_e32 v36, s33
	s_and_saveexec_b64 s[26:27], s[24:25]
	s_cbranch_execz .LBB5_26
; %bb.25:
	v_add_co_u32_e32 v18, vcc, 0x3000, v2
	v_addc_co_u32_e32 v19, vcc, 0, v3, vcc
	global_load_dword v36, v[18:19], off
.LBB5_26:
	s_or_b64 exec, exec, s[26:27]
	v_or_b32_e32 v37, 0xd00, v0
	v_cmp_gt_u32_e64 s[26:27], s30, v37
	v_mov_b32_e32 v38, s33
	s_and_saveexec_b64 s[28:29], s[26:27]
	s_cbranch_execz .LBB5_28
; %bb.27:
	v_add_co_u32_e32 v18, vcc, 0x3000, v2
	v_addc_co_u32_e32 v19, vcc, 0, v3, vcc
	global_load_dword v38, v[18:19], off offset:1024
.LBB5_28:
	s_or_b64 exec, exec, s[28:29]
	v_or_b32_e32 v39, 0xe00, v0
	v_cmp_gt_u32_e64 s[28:29], s30, v39
	v_mov_b32_e32 v40, s33
	s_and_saveexec_b64 s[36:37], s[28:29]
	s_cbranch_execz .LBB5_30
; %bb.29:
	v_add_co_u32_e32 v18, vcc, 0x3000, v2
	v_addc_co_u32_e32 v19, vcc, 0, v3, vcc
	global_load_dword v40, v[18:19], off offset:2048
.LBB5_30:
	s_or_b64 exec, exec, s[36:37]
	v_or_b32_e32 v41, 0xf00, v0
	v_cmp_gt_u32_e64 s[30:31], s30, v41
	v_mov_b32_e32 v42, s33
	s_and_saveexec_b64 s[36:37], s[30:31]
	s_cbranch_execz .LBB5_32
; %bb.31:
	v_add_co_u32_e32 v2, vcc, 0x3000, v2
	v_addc_co_u32_e32 v3, vcc, 0, v3, vcc
	global_load_dword v42, v[2:3], off offset:3072
.LBB5_32:
	s_or_b64 exec, exec, s[36:37]
	v_lshrrev_b32_e32 v2, 5, v0
	v_add_lshl_u32 v18, v2, v0, 2
	v_lshrrev_b32_e32 v2, 5, v5
	v_add_lshl_u32 v19, v2, v0, 2
	v_lshrrev_b32_e32 v2, 5, v7
	v_add_lshl_u32 v20, v2, v0, 2
	v_lshrrev_b32_e32 v2, 5, v9
	v_add_lshl_u32 v21, v2, v0, 2
	v_lshrrev_b32_e32 v2, 5, v11
	v_add_lshl_u32 v23, v2, v0, 2
	v_lshrrev_b32_e32 v2, 5, v13
	v_add_lshl_u32 v24, v2, v0, 2
	v_lshrrev_b32_e32 v2, 5, v15
	v_add_lshl_u32 v25, v2, v0, 2
	v_lshrrev_b32_e32 v2, 5, v17
	v_add_lshl_u32 v26, v2, v0, 2
	v_lshrrev_b32_e32 v2, 5, v27
	s_waitcnt vmcnt(0)
	ds_write_b32 v18, v4
	ds_write_b32 v19, v6 offset:1024
	ds_write_b32 v20, v8 offset:2048
	ds_write_b32 v21, v10 offset:3072
	ds_write_b32 v23, v12 offset:4096
	ds_write_b32 v24, v14 offset:5120
	ds_write_b32 v25, v16 offset:6144
	ds_write_b32 v26, v22 offset:7168
	v_add_lshl_u32 v22, v2, v0, 2
	v_lshrrev_b32_e32 v2, 5, v29
	v_add_lshl_u32 v27, v2, v0, 2
	v_lshrrev_b32_e32 v2, 5, v31
	ds_write_b32 v22, v28 offset:8192
	v_add_lshl_u32 v28, v2, v0, 2
	v_lshrrev_b32_e32 v2, 5, v33
	v_add_lshl_u32 v29, v2, v0, 2
	v_lshrrev_b32_e32 v2, 5, v35
	ds_write_b32 v27, v30 offset:9216
	v_add_lshl_u32 v30, v2, v0, 2
	v_lshrrev_b32_e32 v2, 5, v37
	v_add_lshl_u32 v31, v2, v0, 2
	v_lshrrev_b32_e32 v2, 5, v39
	ds_write_b32 v28, v32 offset:10240
	v_add_lshl_u32 v32, v2, v0, 2
	v_lshrrev_b32_e32 v2, 5, v41
	v_add_lshl_u32 v33, v2, v0, 2
	v_lshlrev_b32_e32 v2, 4, v0
	v_lshrrev_b32_e32 v3, 1, v0
	ds_write_b32 v29, v34 offset:11264
	v_add_lshl_u32 v34, v3, v2, 2
	ds_write_b32 v30, v36 offset:12288
	ds_write_b32 v31, v38 offset:13312
	ds_write_b32 v32, v40 offset:14336
	ds_write_b32 v33, v42 offset:15360
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	ds_read2_b32 v[10:11], v34 offset1:1
	ds_read2_b32 v[2:3], v34 offset0:6 offset1:7
	ds_read2_b32 v[6:7], v34 offset0:4 offset1:5
	ds_read2_b32 v[8:9], v34 offset0:2 offset1:3
	ds_read2_b32 v[4:5], v34 offset0:8 offset1:9
	s_waitcnt lgkmcnt(4)
	v_add_u32_e32 v35, v11, v10
	ds_read2_b32 v[12:13], v34 offset0:14 offset1:15
	ds_read2_b32 v[14:15], v34 offset0:12 offset1:13
	ds_read2_b32 v[16:17], v34 offset0:10 offset1:11
	s_waitcnt lgkmcnt(0)
	v_add3_u32 v35, v35, v8, v9
	v_add3_u32 v35, v35, v6, v7
	v_add3_u32 v35, v35, v2, v3
	v_add3_u32 v35, v35, v4, v5
	v_add3_u32 v35, v35, v16, v17
	v_add3_u32 v35, v35, v14, v15
	v_add3_u32 v36, v35, v12, v13
	v_mbcnt_lo_u32_b32 v35, -1, 0
	v_mbcnt_hi_u32_b32 v35, -1, v35
	v_and_b32_e32 v37, 15, v35
	v_mov_b32_dpp v38, v36 row_shr:1 row_mask:0xf bank_mask:0xf
	v_cmp_ne_u32_e32 vcc, 0, v37
	v_cndmask_b32_e32 v38, 0, v38, vcc
	v_add_u32_e32 v36, v38, v36
	v_cmp_lt_u32_e32 vcc, 1, v37
	s_barrier 
	v_mov_b32_dpp v38, v36 row_shr:2 row_mask:0xf bank_mask:0xf
	v_cndmask_b32_e32 v38, 0, v38, vcc
	v_add_u32_e32 v36, v36, v38
	v_cmp_lt_u32_e32 vcc, 3, v37
	s_waitcnt lgkmcnt(0)
	v_mov_b32_dpp v38, v36 row_shr:4 row_mask:0xf bank_mask:0xf
	v_cndmask_b32_e32 v38, 0, v38, vcc
	v_add_u32_e32 v36, v36, v38
	v_cmp_lt_u32_e32 vcc, 7, v37
	s_nop 0
	v_mov_b32_dpp v38, v36 row_shr:8 row_mask:0xf bank_mask:0xf
	v_cndmask_b32_e32 v37, 0, v38, vcc
	v_add_u32_e32 v36, v36, v37
	v_bfe_i32 v38, v35, 4, 1
	v_cmp_lt_u32_e32 vcc, 31, v35
	v_mov_b32_dpp v37, v36 row_bcast:15 row_mask:0xf bank_mask:0xf
	v_and_b32_e32 v37, v38, v37
	v_add_u32_e32 v36, v36, v37
	s_nop 1
	v_mov_b32_dpp v37, v36 row_bcast:31 row_mask:0xf bank_mask:0xf
	v_cndmask_b32_e32 v37, 0, v37, vcc
	v_add_u32_e32 v36, v36, v37
	v_add_u32_e32 v37, 64, v0
	v_and_b32_e32 v37, 0x1c0, v37
	v_min_u32_e32 v37, 0x100, v37
	v_add_u32_e32 v37, -1, v37
	v_cmp_eq_u32_e32 vcc, v37, v0
	v_lshrrev_b32_e32 v37, 4, v0
	v_and_b32_e32 v37, 12, v37
	s_and_saveexec_b64 s[36:37], vcc
	s_cbranch_execz .LBB5_34
; %bb.33:
	ds_write_b32 v37, v36
.LBB5_34:
	s_or_b64 exec, exec, s[36:37]
	s_load_dwordx2 s[4:5], s[4:5], 0x18
	v_cmp_gt_u32_e32 vcc, 4, v0
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	s_and_saveexec_b64 s[36:37], vcc
	s_cbranch_execz .LBB5_36
; %bb.35:
	v_lshlrev_b32_e32 v38, 2, v0
	ds_read_b32 v39, v38
	v_and_b32_e32 v40, 3, v35
	v_cmp_ne_u32_e32 vcc, 0, v40
	s_waitcnt lgkmcnt(0)
	v_mov_b32_dpp v41, v39 row_shr:1 row_mask:0xf bank_mask:0xf
	v_cndmask_b32_e32 v41, 0, v41, vcc
	v_add_u32_e32 v39, v41, v39
	v_cmp_lt_u32_e32 vcc, 1, v40
	s_nop 0
	v_mov_b32_dpp v41, v39 row_shr:2 row_mask:0xf bank_mask:0xf
	v_cndmask_b32_e32 v40, 0, v41, vcc
	v_add_u32_e32 v39, v39, v40
	ds_write_b32 v38, v39
.LBB5_36:
	s_or_b64 exec, exec, s[36:37]
	v_cmp_lt_u32_e32 vcc, 63, v0
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
                                        ; implicit-def: $vgpr38
	s_and_saveexec_b64 s[36:37], vcc
	s_cbranch_execz .LBB5_38
; %bb.37:
	v_add_u32_e32 v37, -4, v37
	ds_read_b32 v38, v37
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v36, v38, v36
.LBB5_38:
	s_or_b64 exec, exec, s[36:37]
	v_add_u32_e32 v37, -1, v35
	v_and_b32_e32 v39, 64, v35
	v_cmp_lt_i32_e32 vcc, v37, v39
	v_cndmask_b32_e32 v37, v37, v35, vcc
	v_lshlrev_b32_e32 v37, 2, v37
	ds_bpermute_b32 v36, v37, v36
	v_cmp_eq_u32_e32 vcc, 0, v35
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e32 v35, v36, v38, vcc
	v_cmp_ne_u32_e32 vcc, 0, v0
	v_cndmask_b32_e32 v35, 0, v35, vcc
	v_add_u32_e32 v10, v35, v10
	v_add_u32_e32 v11, v10, v11
	v_add_u32_e32 v8, v11, v8
	v_add_u32_e32 v9, v8, v9
	v_add_u32_e32 v6, v9, v6
	v_add_u32_e32 v7, v6, v7
	v_add_u32_e32 v2, v7, v2
	v_add_u32_e32 v3, v2, v3
	v_add_u32_e32 v4, v3, v4
	v_add_u32_e32 v5, v4, v5
	v_add_u32_e32 v16, v5, v16
	v_add_u32_e32 v17, v16, v17
	v_add_u32_e32 v14, v17, v14
	v_add_u32_e32 v15, v14, v15
	v_add_u32_e32 v12, v15, v12
	v_add_u32_e32 v13, v12, v13
	ds_write2_b32 v34, v10, v11 offset1:1
	ds_write2_b32 v34, v8, v9 offset0:2 offset1:3
	ds_write2_b32 v34, v6, v7 offset0:4 offset1:5
	ds_write2_b32 v34, v2, v3 offset0:6 offset1:7
	ds_write2_b32 v34, v4, v5 offset0:8 offset1:9
	ds_write2_b32 v34, v16, v17 offset0:10 offset1:11
	ds_write2_b32 v34, v14, v15 offset0:12 offset1:13
	ds_write2_b32 v34, v12, v13 offset0:14 offset1:15
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	ds_read_b32 v16, v19 offset:1024
	ds_read_b32 v15, v20 offset:2048
	ds_read_b32 v14, v21 offset:3072
	ds_read_b32 v13, v23 offset:4096
	ds_read_b32 v12, v24 offset:5120
	ds_read_b32 v11, v25 offset:6144
	ds_read_b32 v10, v26 offset:7168
	ds_read_b32 v9, v22 offset:8192
	ds_read_b32 v8, v27 offset:9216
	ds_read_b32 v7, v28 offset:10240
	ds_read_b32 v6, v29 offset:11264
	ds_read_b32 v5, v30 offset:12288
	ds_read_b32 v4, v31 offset:13312
	ds_read_b32 v3, v32 offset:14336
	ds_read_b32 v2, v33 offset:15360
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_mov_b32_e32 v17, s5
	v_add_co_u32_e32 v0, vcc, s4, v0
	v_addc_co_u32_e32 v1, vcc, v17, v1, vcc
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execnz .LBB5_55
; %bb.39:
	s_or_b64 exec, exec, s[4:5]
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execnz .LBB5_56
.LBB5_40:
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], s[34:35]
	s_cbranch_execnz .LBB5_57
.LBB5_41:
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execnz .LBB5_58
.LBB5_42:
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], s[8:9]
	s_cbranch_execnz .LBB5_59
.LBB5_43:
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], s[10:11]
	s_cbranch_execnz .LBB5_60
.LBB5_44:
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], s[12:13]
	s_cbranch_execnz .LBB5_61
.LBB5_45:
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], s[14:15]
	s_cbranch_execnz .LBB5_62
.LBB5_46:
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], s[16:17]
	s_cbranch_execnz .LBB5_63
.LBB5_47:
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], s[18:19]
	s_cbranch_execnz .LBB5_64
.LBB5_48:
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], s[20:21]
	s_cbranch_execnz .LBB5_65
.LBB5_49:
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], s[22:23]
	s_cbranch_execnz .LBB5_66
.LBB5_50:
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], s[24:25]
	s_cbranch_execnz .LBB5_67
.LBB5_51:
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], s[26:27]
	s_cbranch_execnz .LBB5_68
.LBB5_52:
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], s[28:29]
	s_cbranch_execnz .LBB5_69
.LBB5_53:
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], s[30:31]
	s_cbranch_execnz .LBB5_70
.LBB5_54:
	s_endpgm
.LBB5_55:
	ds_read_b32 v17, v18
	s_waitcnt lgkmcnt(0)
	global_store_dword v[0:1], v17, off
	s_or_b64 exec, exec, s[4:5]
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB5_40
.LBB5_56:
	s_waitcnt lgkmcnt(14)
	global_store_dword v[0:1], v16, off offset:1024
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], s[34:35]
	s_cbranch_execz .LBB5_41
.LBB5_57:
	s_waitcnt lgkmcnt(13)
	global_store_dword v[0:1], v15, off offset:2048
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB5_42
.LBB5_58:
	s_waitcnt lgkmcnt(12)
	global_store_dword v[0:1], v14, off offset:3072
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], s[8:9]
	s_cbranch_execz .LBB5_43
.LBB5_59:
	s_waitcnt lgkmcnt(12)
	v_add_co_u32_e32 v14, vcc, 0x1000, v0
	v_addc_co_u32_e32 v15, vcc, 0, v1, vcc
	s_waitcnt lgkmcnt(11)
	global_store_dword v[14:15], v13, off
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], s[10:11]
	s_cbranch_execz .LBB5_44
.LBB5_60:
	s_waitcnt lgkmcnt(11)
	v_add_co_u32_e32 v13, vcc, 0x1000, v0
	v_addc_co_u32_e32 v14, vcc, 0, v1, vcc
	s_waitcnt lgkmcnt(10)
	global_store_dword v[13:14], v12, off offset:1024
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], s[12:13]
	s_cbranch_execz .LBB5_45
.LBB5_61:
	s_waitcnt lgkmcnt(10)
	v_add_co_u32_e32 v12, vcc, 0x1000, v0
	v_addc_co_u32_e32 v13, vcc, 0, v1, vcc
	s_waitcnt lgkmcnt(9)
	global_store_dword v[12:13], v11, off offset:2048
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], s[14:15]
	s_cbranch_execz .LBB5_46
.LBB5_62:
	s_waitcnt lgkmcnt(9)
	v_add_co_u32_e32 v11, vcc, 0x1000, v0
	v_addc_co_u32_e32 v12, vcc, 0, v1, vcc
	s_waitcnt lgkmcnt(8)
	global_store_dword v[11:12], v10, off offset:3072
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], s[16:17]
	s_cbranch_execz .LBB5_47
.LBB5_63:
	s_waitcnt lgkmcnt(8)
	v_add_co_u32_e32 v10, vcc, 0x2000, v0
	v_addc_co_u32_e32 v11, vcc, 0, v1, vcc
	s_waitcnt lgkmcnt(7)
	global_store_dword v[10:11], v9, off
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], s[18:19]
	s_cbranch_execz .LBB5_48
.LBB5_64:
	s_waitcnt lgkmcnt(7)
	v_add_co_u32_e32 v9, vcc, 0x2000, v0
	v_addc_co_u32_e32 v10, vcc, 0, v1, vcc
	s_waitcnt lgkmcnt(6)
	global_store_dword v[9:10], v8, off offset:1024
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], s[20:21]
	s_cbranch_execz .LBB5_49
.LBB5_65:
	s_waitcnt lgkmcnt(6)
	v_add_co_u32_e32 v8, vcc, 0x2000, v0
	v_addc_co_u32_e32 v9, vcc, 0, v1, vcc
	s_waitcnt lgkmcnt(5)
	global_store_dword v[8:9], v7, off offset:2048
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], s[22:23]
	s_cbranch_execz .LBB5_50
.LBB5_66:
	s_waitcnt lgkmcnt(5)
	v_add_co_u32_e32 v7, vcc, 0x2000, v0
	v_addc_co_u32_e32 v8, vcc, 0, v1, vcc
	s_waitcnt lgkmcnt(4)
	global_store_dword v[7:8], v6, off offset:3072
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], s[24:25]
	s_cbranch_execz .LBB5_51
.LBB5_67:
	s_waitcnt lgkmcnt(4)
	v_add_co_u32_e32 v6, vcc, 0x3000, v0
	v_addc_co_u32_e32 v7, vcc, 0, v1, vcc
	s_waitcnt lgkmcnt(3)
	global_store_dword v[6:7], v5, off
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], s[26:27]
	s_cbranch_execz .LBB5_52
.LBB5_68:
	s_waitcnt lgkmcnt(3)
	v_add_co_u32_e32 v5, vcc, 0x3000, v0
	v_addc_co_u32_e32 v6, vcc, 0, v1, vcc
	s_waitcnt lgkmcnt(2)
	global_store_dword v[5:6], v4, off offset:1024
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], s[28:29]
	s_cbranch_execz .LBB5_53
.LBB5_69:
	s_waitcnt lgkmcnt(2)
	v_add_co_u32_e32 v4, vcc, 0x3000, v0
	v_addc_co_u32_e32 v5, vcc, 0, v1, vcc
	s_waitcnt lgkmcnt(1)
	global_store_dword v[4:5], v3, off offset:2048
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], s[30:31]
	s_cbranch_execz .LBB5_54
.LBB5_70:
	v_add_co_u32_e32 v0, vcc, 0x3000, v0
	v_addc_co_u32_e32 v1, vcc, 0, v1, vcc
	s_waitcnt lgkmcnt(0)
	global_store_dword v[0:1], v2, off offset:3072
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel _ZN7rocprim6detail18single_scan_kernelILb0ENS0_19default_scan_configILj0EiEEPKiPiNS_4plusIiEEiEEvT1_mT4_T2_T3_
		.amdhsa_group_segment_fixed_size 16896
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 36
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
		.amdhsa_next_free_vgpr 43
		.amdhsa_next_free_sgpr 38
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
	.section	.text._ZN7rocprim6detail18single_scan_kernelILb0ENS0_19default_scan_configILj0EiEEPKiPiNS_4plusIiEEiEEvT1_mT4_T2_T3_,#alloc,#execinstr
.Lfunc_end5:
	.size	_ZN7rocprim6detail18single_scan_kernelILb0ENS0_19default_scan_configILj0EiEEPKiPiNS_4plusIiEEiEEvT1_mT4_T2_T3_, .Lfunc_end5-_ZN7rocprim6detail18single_scan_kernelILb0ENS0_19default_scan_configILj0EiEEPKiPiNS_4plusIiEEiEEvT1_mT4_T2_T3_
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 2776
; NumSgprs: 40
; NumVgprs: 43
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 16896 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 10
; NumSGPRsForWavesPerEU: 40
; NumVGPRsForWavesPerEU: 43
; Occupancy: 5
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
      - .offset:         8
        .size:           4
        .value_kind:     by_value
      - .address_space:  global
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
      - .offset:         24
        .size:           4
        .value_kind:     by_value
      - .address_space:  global
        .offset:         32
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 40
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           _ZN7rocprim6detail31init_lookback_scan_state_kernelINS0_19lookback_scan_stateIiLb1ELb1EEEEEvT_jNS0_16ordered_block_idIjEEjPNS4_10value_typeE
    .private_segment_fixed_size: 0
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         _ZN7rocprim6detail31init_lookback_scan_state_kernelINS0_19lookback_scan_stateIiLb1ELb1EEEEEvT_jNS0_16ordered_block_idIjEEjPNS4_10value_typeE.kd
    .uses_dynamic_stack: false
    .vgpr_count:     5
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .offset:         8
        .size:           4
        .value_kind:     by_value
      - .address_space:  global
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
      - .offset:         24
        .size:           4
        .value_kind:     by_value
      - .address_space:  global
        .offset:         32
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 40
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           _ZN7rocprim6detail31init_lookback_scan_state_kernelINS0_19lookback_scan_stateIiLb0ELb1EEEEEvT_jNS0_16ordered_block_idIjEEjPNS4_10value_typeE
    .private_segment_fixed_size: 0
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         _ZN7rocprim6detail31init_lookback_scan_state_kernelINS0_19lookback_scan_stateIiLb0ELb1EEEEEvT_jNS0_16ordered_block_idIjEEjPNS4_10value_typeE.kd
    .uses_dynamic_stack: false
    .vgpr_count:     5
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
      - .offset:         16
        .size:           8
        .value_kind:     by_value
      - .offset:         24
        .size:           4
        .value_kind:     by_value
      - .offset:         28
        .size:           1
        .value_kind:     by_value
      - .address_space:  global
        .offset:         32
        .size:           8
        .value_kind:     global_buffer
      - .offset:         40
        .size:           4
        .value_kind:     by_value
      - .address_space:  global
        .offset:         48
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         56
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         64
        .size:           8
        .value_kind:     global_buffer
      - .offset:         72
        .size:           1
        .value_kind:     by_value
      - .offset:         73
        .size:           1
        .value_kind:     by_value
    .group_segment_fixed_size: 16904
    .kernarg_segment_align: 8
    .kernarg_segment_size: 76
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           _ZN7rocprim6detail20lookback_scan_kernelILb0ENS0_19default_scan_configILj0EiEEPKiPiNS_4plusIiEEiNS0_19lookback_scan_stateIiLb1ELb1EEEEEvT1_T2_mT4_T3_T5_jNS0_16ordered_block_idIjEEPNS0_18input_value_traitsISD_E10value_typeESL_bb
    .private_segment_fixed_size: 0
    .sgpr_count:     34
    .sgpr_spill_count: 0
    .symbol:         _ZN7rocprim6detail20lookback_scan_kernelILb0ENS0_19default_scan_configILj0EiEEPKiPiNS_4plusIiEEiNS0_19lookback_scan_stateIiLb1ELb1EEEEEvT1_T2_mT4_T3_T5_jNS0_16ordered_block_idIjEEPNS0_18input_value_traitsISD_E10value_typeESL_bb.kd
    .uses_dynamic_stack: false
    .vgpr_count:     43
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
      - .offset:         16
        .size:           8
        .value_kind:     by_value
      - .offset:         24
        .size:           4
        .value_kind:     by_value
      - .offset:         28
        .size:           1
        .value_kind:     by_value
      - .address_space:  global
        .offset:         32
        .size:           8
        .value_kind:     global_buffer
      - .offset:         40
        .size:           4
        .value_kind:     by_value
      - .address_space:  global
        .offset:         48
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         56
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         64
        .size:           8
        .value_kind:     global_buffer
      - .offset:         72
        .size:           1
        .value_kind:     by_value
      - .offset:         73
        .size:           1
        .value_kind:     by_value
    .group_segment_fixed_size: 16904
    .kernarg_segment_align: 8
    .kernarg_segment_size: 76
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           _ZN7rocprim6detail20lookback_scan_kernelILb0ENS0_19default_scan_configILj0EiEEPKiPiNS_4plusIiEEiNS0_19lookback_scan_stateIiLb0ELb1EEEEEvT1_T2_mT4_T3_T5_jNS0_16ordered_block_idIjEEPNS0_18input_value_traitsISD_E10value_typeESL_bb
    .private_segment_fixed_size: 0
    .sgpr_count:     34
    .sgpr_spill_count: 0
    .symbol:         _ZN7rocprim6detail20lookback_scan_kernelILb0ENS0_19default_scan_configILj0EiEEPKiPiNS_4plusIiEEiNS0_19lookback_scan_stateIiLb0ELb1EEEEEvT1_T2_mT4_T3_T5_jNS0_16ordered_block_idIjEEPNS0_18input_value_traitsISD_E10value_typeESL_bb.kd
    .uses_dynamic_stack: false
    .vgpr_count:     43
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .offset:         8
        .size:           8
        .value_kind:     by_value
      - .address_space:  global
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
      - .offset:         24
        .size:           1
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 28
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           _ZN7rocprim6detail16transform_kernelILj256ELj16EiPiS2_NS_8identityIiEEEEvT2_mT3_T4_
    .private_segment_fixed_size: 0
    .sgpr_count:     42
    .sgpr_spill_count: 0
    .symbol:         _ZN7rocprim6detail16transform_kernelILj256ELj16EiPiS2_NS_8identityIiEEEEvT2_mT3_T4_.kd
    .uses_dynamic_stack: false
    .vgpr_count:     26
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .offset:         8
        .size:           8
        .value_kind:     by_value
      - .offset:         16
        .size:           4
        .value_kind:     by_value
      - .address_space:  global
        .offset:         24
        .size:           8
        .value_kind:     global_buffer
      - .offset:         32
        .size:           1
        .value_kind:     by_value
    .group_segment_fixed_size: 16896
    .kernarg_segment_align: 8
    .kernarg_segment_size: 36
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           _ZN7rocprim6detail18single_scan_kernelILb0ENS0_19default_scan_configILj0EiEEPKiPiNS_4plusIiEEiEEvT1_mT4_T2_T3_
    .private_segment_fixed_size: 0
    .sgpr_count:     40
    .sgpr_spill_count: 0
    .symbol:         _ZN7rocprim6detail18single_scan_kernelILb0ENS0_19default_scan_configILj0EiEEPKiPiNS_4plusIiEEiEEvT1_mT4_T2_T3_.kd
    .uses_dynamic_stack: false
    .vgpr_count:     43
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx906
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
