	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx906"
	.hidden	mix                             ; -- Begin function mix
	.globl	mix
	.p2align	2
	.type	mix,@function
mix:                                    ; @mix
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_mul_lo_u32 v2, v0, 31
	v_lshrrev_b32_e32 v0, 3, v0
	v_xad_u32 v0, v0, v1, v2
	s_setpc_b64 s[30:31]
.Lfunc_end0:
	.size	mix, .Lfunc_end0-mix
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 28
; NumSgprs: 36
; NumVgprs: 3
; ScratchSize: 0
; MemoryBound: 0
	.text
	.hidden	fill                            ; -- Begin function fill
	.globl	fill
	.p2align	2
	.type	fill,@function
fill:                                   ; @fill
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_or_saveexec_b64 s[4:5], -1
	buffer_store_dword v3, off, s[0:3], s32 ; 4-byte Folded Spill
	s_mov_b64 exec, s[4:5]
	v_writelane_b32 v3, s33, 2
	v_writelane_b32 v3, s30, 0
	v_mov_b32_e32 v4, v2
	v_writelane_b32 v3, s31, 1
	v_mov_b32_e32 v5, v1
	v_mov_b32_e32 v6, v0
	v_cmp_lt_i32_e32 vcc, 0, v4
	s_mov_b32 s33, s32
	s_addk_i32 s32, 0x400
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB1_3
; %bb.1:
	s_mov_b64 s[6:7], 0
	v_mov_b32_e32 v1, 0
	s_getpc_b64 s[8:9]
	s_add_u32 s8, s8, mix@rel32@lo+4
	s_addc_u32 s9, s9, mix@rel32@hi+12
.LBB1_2:                                ; =>This Inner Loop Header: Depth=1
	v_mov_b32_e32 v0, v5
	s_swappc_b64 s[30:31], s[8:9]
	v_add_u32_e32 v1, 1, v1
	v_cmp_eq_u32_e32 vcc, v4, v1
	buffer_store_dword v0, v6, s[0:3], 0 offen
	s_or_b64 s[6:7], vcc, s[6:7]
	v_add_u32_e32 v6, 4, v6
	s_andn2_b64 exec, exec, s[6:7]
	s_cbranch_execnz .LBB1_2
.LBB1_3:
	s_or_b64 exec, exec, s[4:5]
	v_readlane_b32 s31, v3, 1
	v_readlane_b32 s30, v3, 0
	s_addk_i32 s32, 0xfc00
	v_readlane_b32 s33, v3, 2
	s_or_saveexec_b64 s[4:5], -1
	buffer_load_dword v3, off, s[0:3], s32  ; 4-byte Folded Reload
	s_mov_b64 exec, s[4:5]
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end1:
	.size	fill, .Lfunc_end1-fill
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 208
; NumSgprs: 38
; NumVgprs: 7
; ScratchSize: 16
; MemoryBound: 0
	.text
	.protected	scratch_calls           ; -- Begin function scratch_calls
	.globl	scratch_calls
	.p2align	8
	.type	scratch_calls,@function
scratch_calls:                          ; @scratch_calls
; %bb.0:
	s_add_u32 flat_scratch_lo, s8, s11
	s_addc_u32 flat_scratch_hi, s9, 0
	s_load_dword s8, s[4:5], 0x4
	s_load_dword s9, s[6:7], 0x10
	s_load_dwordx4 s[12:15], s[6:7], 0x0
	s_add_u32 s0, s0, s11
	s_addc_u32 s1, s1, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s4, s8, 0xffff
	s_mul_i32 s10, s10, s4
	v_add_u32_e32 v0, s9, v0
	v_add_u32_e32 v0, s10, v0
	v_mov_b32_e32 v1, 0
	v_lshlrev_b64 v[8:9], 2, v[0:1]
	v_mov_b32_e32 v1, s13
	v_add_co_u32_e32 v0, vcc, s12, v8
	v_addc_co_u32_e32 v1, vcc, v1, v9, vcc
	global_load_dword v7, v[0:1], off
	v_mov_b32_e32 v0, 4
	v_mov_b32_e32 v2, 24
	s_movk_i32 s32, 0x1c00
	v_mov_b32_e32 v10, 4
	s_getpc_b64 s[4:5]
	s_add_u32 s4, s4, fill@rel32@lo+4
	s_addc_u32 s5, s5, fill@rel32@hi+12
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v1, v7
	s_swappc_b64 s[30:31], s[4:5]
	s_mov_b32 s4, 0xaaaaaaab
	v_mul_hi_u32 v0, v7, s4
	v_lshrrev_b32_e32 v3, 1, v7
	v_add_u32_e32 v4, 5, v7
	v_mul_hi_u32 v5, v3, s4
	v_lshrrev_b32_e32 v0, 4, v0
	v_mul_lo_u32 v0, v0, 24
	v_mul_hi_u32 v6, v4, s4
	v_lshrrev_b32_e32 v5, 4, v5
	v_mul_lo_u32 v5, v5, 24
	v_sub_u32_e32 v0, v7, v0
	v_lshl_add_u32 v0, v0, 2, v10
	buffer_load_dword v1, off, s[0:3], 0 offset:24
	buffer_load_dword v2, v0, s[0:3], 0 offen
	v_lshrrev_b32_e32 v6, 4, v6
	v_mul_lo_u32 v6, v6, 24
	v_sub_u32_e32 v3, v3, v5
	v_lshl_add_u32 v3, v3, 2, v10
	s_getpc_b64 s[6:7]
	s_add_u32 s6, s6, mix@rel32@lo+4
	s_addc_u32 s7, s7, mix@rel32@hi+12
	v_sub_u32_e32 v5, v4, v6
	v_lshl_add_u32 v5, v5, 2, v10
	v_lshrrev_b32_e32 v6, 2, v7
	v_add_u32_e32 v4, v4, v7
	v_mul_hi_u32 v11, v6, s4
	v_mul_hi_u32 v12, v4, s4
	s_waitcnt vmcnt(1)
	buffer_store_dword v1, v0, s[0:3], 0 offen
	s_waitcnt vmcnt(1)
	buffer_store_dword v2, off, s[0:3], 0 offset:24
	buffer_load_dword v1, v5, s[0:3], 0 offen
	s_nop 0
	buffer_load_dword v2, v3, s[0:3], 0 offen
	v_lshrrev_b32_e32 v11, 4, v11
	v_lshrrev_b32_e32 v12, 4, v12
	v_mul_lo_u32 v11, v11, 24
	v_mul_lo_u32 v12, v12, 24
	s_waitcnt vmcnt(1)
	buffer_store_dword v1, v3, s[0:3], 0 offen
	s_waitcnt vmcnt(1)
	buffer_store_dword v2, v5, s[0:3], 0 offen
	v_sub_u32_e32 v6, v6, v11
	v_sub_u32_e32 v11, v4, v12
	v_lshl_add_u32 v11, v11, 2, v10
	v_lshl_add_u32 v6, v6, 2, v10
	buffer_load_dword v1, v11, s[0:3], 0 offen
	buffer_load_dword v2, v6, s[0:3], 0 offen
	v_lshrrev_b32_e32 v3, 3, v7
	v_add_u32_e32 v4, v4, v7
	v_mul_hi_u32 v12, v3, s4
	v_mul_hi_u32 v13, v4, s4
	s_waitcnt vmcnt(1)
	buffer_store_dword v1, v6, s[0:3], 0 offen
	s_waitcnt vmcnt(1)
	buffer_store_dword v2, v11, s[0:3], 0 offen
	v_lshrrev_b32_e32 v12, 4, v12
	v_lshrrev_b32_e32 v13, 4, v13
	v_mul_lo_u32 v12, v12, 24
	v_mul_lo_u32 v13, v13, 24
	v_lshrrev_b32_e32 v6, 4, v7
	v_mul_hi_u32 v11, v6, s4
	v_sub_u32_e32 v3, v3, v12
	v_sub_u32_e32 v12, v4, v13
	v_lshl_add_u32 v12, v12, 2, v10
	v_lshl_add_u32 v3, v3, 2, v10
	buffer_load_dword v1, v12, s[0:3], 0 offen
	buffer_load_dword v2, v3, s[0:3], 0 offen
	v_add_u32_e32 v4, v4, v7
	v_mul_hi_u32 v13, v4, s4
	v_lshrrev_b32_e32 v11, 4, v11
	v_mul_u32_u24_e32 v11, 24, v11
	v_sub_u32_e32 v6, v6, v11
	v_lshrrev_b32_e32 v13, 4, v13
	v_mul_lo_u32 v13, v13, 24
	v_lshl_add_u32 v6, v6, 2, v10
	s_waitcnt vmcnt(1)
	buffer_store_dword v1, v3, s[0:3], 0 offen
	s_waitcnt vmcnt(1)
	buffer_store_dword v2, v12, s[0:3], 0 offen
	v_sub_u32_e32 v11, v4, v13
	v_lshl_add_u32 v11, v11, 2, v10
	buffer_load_dword v1, v11, s[0:3], 0 offen
	buffer_load_dword v2, v6, s[0:3], 0 offen
	v_add_u32_e32 v4, v4, v7
	v_mul_hi_u32 v13, v4, s4
	v_lshrrev_b32_e32 v3, 5, v7
	v_mul_hi_u32 v12, v3, s4
	s_waitcnt vmcnt(1)
	buffer_store_dword v1, v6, s[0:3], 0 offen
	s_waitcnt vmcnt(1)
	buffer_store_dword v2, v11, s[0:3], 0 offen
	v_lshrrev_b32_e32 v13, 4, v13
	v_mul_lo_u32 v13, v13, 24
	v_lshrrev_b32_e32 v12, 4, v12
	v_mul_u32_u24_e32 v12, 24, v12
	v_sub_u32_e32 v3, v3, v12
	v_sub_u32_e32 v12, v4, v13
	v_lshl_add_u32 v12, v12, 2, v10
	v_lshl_add_u32 v3, v3, 2, v10
	buffer_load_dword v1, v12, s[0:3], 0 offen
	buffer_load_dword v2, v3, s[0:3], 0 offen
	v_add_u32_e32 v4, v4, v7
	v_mul_hi_u32 v13, v4, s4
	v_lshrrev_b32_e32 v6, 6, v7
	v_mul_hi_u32 v11, v6, s4
	s_waitcnt vmcnt(1)
	buffer_store_dword v1, v3, s[0:3], 0 offen
	s_waitcnt vmcnt(1)
	buffer_store_dword v2, v12, s[0:3], 0 offen
	v_lshrrev_b32_e32 v13, 4, v13
	v_mul_lo_u32 v13, v13, 24
	v_lshrrev_b32_e32 v11, 4, v11
	v_mul_u32_u24_e32 v11, 24, v11
	v_sub_u32_e32 v6, v6, v11
	v_sub_u32_e32 v11, v4, v13
	v_lshl_add_u32 v11, v11, 2, v10
	v_lshl_add_u32 v6, v6, 2, v10
	buffer_load_dword v1, v11, s[0:3], 0 offen
	buffer_load_dword v2, v6, s[0:3], 0 offen
	v_add_u32_e32 v4, v4, v7
	v_mul_hi_u32 v13, v4, s4
	v_lshrrev_b32_e32 v3, 7, v7
	v_mul_hi_u32 v12, v3, s4
	s_waitcnt vmcnt(1)
	buffer_store_dword v1, v6, s[0:3], 0 offen
	s_waitcnt vmcnt(1)
	buffer_store_dword v2, v11, s[0:3], 0 offen
	v_lshrrev_b32_e32 v13, 4, v13
	v_mul_lo_u32 v13, v13, 24
	v_lshrrev_b32_e32 v12, 4, v12
	v_mul_u32_u24_e32 v12, 24, v12
	v_sub_u32_e32 v3, v3, v12
	v_sub_u32_e32 v12, v4, v13
	v_lshl_add_u32 v12, v12, 2, v10
	v_lshl_add_u32 v3, v3, 2, v10
	buffer_load_dword v1, v12, s[0:3], 0 offen
	buffer_load_dword v2, v3, s[0:3], 0 offen
	v_lshl_or_b32 v11, v7, 3, 5
	v_mul_hi_u32 v14, v11, s4
	v_lshrrev_b32_e32 v6, 8, v7
	v_mul_hi_u32 v13, v6, s4
	v_lshl_add_u32 v4, v7, 1, v4
	v_lshrrev_b32_e32 v14, 4, v14
	v_mul_lo_u32 v14, v14, 24
	v_lshrrev_b32_e32 v13, 4, v13
	v_mul_u32_u24_e32 v13, 24, v13
	v_sub_u32_e32 v6, v6, v13
	v_sub_u32_e32 v11, v11, v14
	v_lshl_add_u32 v11, v11, 2, v10
	v_lshl_add_u32 v6, v6, 2, v10
	v_mul_hi_u32 v13, v4, s4
	s_waitcnt vmcnt(1)
	buffer_store_dword v1, v3, s[0:3], 0 offen
	s_waitcnt vmcnt(1)
	buffer_store_dword v2, v12, s[0:3], 0 offen
	buffer_load_dword v1, v11, s[0:3], 0 offen
	s_nop 0
	buffer_load_dword v2, v6, s[0:3], 0 offen
	v_lshrrev_b32_e32 v3, 9, v7
	v_mul_hi_u32 v12, v3, s4
	v_lshrrev_b32_e32 v13, 4, v13
	v_mul_lo_u32 v13, v13, 24
	s_waitcnt vmcnt(1)
	buffer_store_dword v1, v6, s[0:3], 0 offen
	s_waitcnt vmcnt(1)
	buffer_store_dword v2, v11, s[0:3], 0 offen
	v_lshrrev_b32_e32 v12, 4, v12
	v_mul_u32_u24_e32 v12, 24, v12
	v_sub_u32_e32 v3, v3, v12
	v_sub_u32_e32 v12, v4, v13
	v_lshl_add_u32 v12, v12, 2, v10
	v_lshl_add_u32 v3, v3, 2, v10
	buffer_load_dword v1, v12, s[0:3], 0 offen
	buffer_load_dword v2, v3, s[0:3], 0 offen
	v_add_u32_e32 v4, v4, v7
	v_mul_hi_u32 v13, v4, s4
	v_lshrrev_b32_e32 v6, 10, v7
	v_mul_hi_u32 v11, v6, s4
	s_waitcnt vmcnt(1)
	buffer_store_dword v1, v3, s[0:3], 0 offen
	s_waitcnt vmcnt(1)
	buffer_store_dword v2, v12, s[0:3], 0 offen
	v_lshrrev_b32_e32 v13, 4, v13
	v_mul_lo_u32 v13, v13, 24
	v_lshrrev_b32_e32 v11, 4, v11
	v_mul_u32_u24_e32 v11, 24, v11
	v_sub_u32_e32 v6, v6, v11
	v_sub_u32_e32 v11, v4, v13
	v_lshl_add_u32 v11, v11, 2, v10
	v_lshl_add_u32 v6, v6, 2, v10
	buffer_load_dword v1, v11, s[0:3], 0 offen
	buffer_load_dword v2, v6, s[0:3], 0 offen
	v_add_u32_e32 v4, v4, v7
	v_mul_hi_u32 v13, v4, s4
	v_lshrrev_b32_e32 v3, 11, v7
	v_mul_hi_u32 v12, v3, s4
	s_waitcnt vmcnt(1)
	buffer_store_dword v1, v6, s[0:3], 0 offen
	s_waitcnt vmcnt(1)
	buffer_store_dword v2, v11, s[0:3], 0 offen
	v_lshrrev_b32_e32 v13, 4, v13
	v_mul_lo_u32 v13, v13, 24
	v_lshrrev_b32_e32 v12, 4, v12
	v_mul_u32_u24_e32 v12, 24, v12
	v_sub_u32_e32 v3, v3, v12
	v_sub_u32_e32 v4, v4, v13
	v_lshl_add_u32 v4, v4, 2, v10
	v_lshl_add_u32 v3, v3, 2, v10
	buffer_load_dword v1, v4, s[0:3], 0 offen
	buffer_load_dword v2, v3, s[0:3], 0 offen
	s_waitcnt vmcnt(1)
	buffer_store_dword v1, v3, s[0:3], 0 offen
	s_waitcnt vmcnt(1)
	buffer_store_dword v2, v4, s[0:3], 0 offen
	buffer_load_dword v1, v0, s[0:3], 0 offen
	v_mov_b32_e32 v0, 0
	s_swappc_b64 s[30:31], s[6:7]
	buffer_load_dword v1, v5, s[0:3], 0 offen
	s_swappc_b64 s[30:31], s[6:7]
	v_add_u32_e32 v1, 10, v7
	v_mul_hi_u32 v2, v1, s4
	v_lshrrev_b32_e32 v2, 4, v2
	v_mul_lo_u32 v2, v2, 24
	v_sub_u32_e32 v1, v1, v2
	v_lshl_add_u32 v1, v1, 2, v10
	buffer_load_dword v1, v1, s[0:3], 0 offen
	s_swappc_b64 s[30:31], s[6:7]
	v_add_u32_e32 v1, 15, v7
	v_mul_hi_u32 v2, v1, s4
	v_lshrrev_b32_e32 v2, 4, v2
	v_mul_lo_u32 v2, v2, 24
	v_sub_u32_e32 v1, v1, v2
	v_lshl_add_u32 v1, v1, 2, v10
	buffer_load_dword v1, v1, s[0:3], 0 offen
	s_swappc_b64 s[30:31], s[6:7]
	v_add_u32_e32 v1, 20, v7
	v_mul_hi_u32 v2, v1, s4
	v_lshrrev_b32_e32 v2, 4, v2
	v_mul_lo_u32 v2, v2, 24
	v_sub_u32_e32 v1, v1, v2
	v_lshl_add_u32 v1, v1, 2, v10
	buffer_load_dword v1, v1, s[0:3], 0 offen
	s_swappc_b64 s[30:31], s[6:7]
	v_add_u32_e32 v1, 25, v7
	v_mul_hi_u32 v2, v1, s4
	v_lshrrev_b32_e32 v2, 4, v2
	v_mul_lo_u32 v2, v2, 24
	v_sub_u32_e32 v1, v1, v2
	v_lshl_add_u32 v1, v1, 2, v10
	buffer_load_dword v1, v1, s[0:3], 0 offen
	s_swappc_b64 s[30:31], s[6:7]
	v_mov_b32_e32 v2, s15
	v_add_co_u32_e32 v1, vcc, s14, v8
	v_addc_co_u32_e32 v2, vcc, v2, v9, vcc
	global_store_dword v[1:2], v0, off
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel scratch_calls
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 128
		.amdhsa_kernarg_size 72
		.amdhsa_user_sgpr_count 10
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 1
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 15
		.amdhsa_next_free_sgpr 34
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
.Lfunc_end2:
	.size	scratch_calls, .Lfunc_end2-scratch_calls
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 1708
; NumSgprs: 40
; NumVgprs: 15
; ScratchSize: 128
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 40
; NumVGPRsForWavesPerEU: 15
; Occupancy: 10
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 10
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
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'uint*'
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
    .name:           scratch_calls
    .private_segment_fixed_size: 128
    .sgpr_count:     40
    .sgpr_spill_count: 0
    .symbol:         scratch_calls.kd
    .uses_dynamic_stack: false
    .vgpr_count:     15
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx906
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
