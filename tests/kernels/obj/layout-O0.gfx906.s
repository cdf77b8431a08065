	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx906"
	.protected	aos_update              ; -- Begin function aos_update
	.globl	aos_update
	.p2align	8
	.type	aos_update,@function
aos_update:                             ; @aos_update
; %bb.0:
	s_mov_b32 s32, 0x1400
	s_mov_b32 s33, 0
	s_add_u32 flat_scratch_lo, s12, s17
	s_addc_u32 flat_scratch_hi, s13, 0
	s_add_u32 s0, s0, s17
	s_addc_u32 s1, s1, 0
	v_writelane_b32 v17, s16, 0
	s_mov_b32 s13, s15
	s_mov_b32 s12, s14
	v_readlane_b32 s14, v17, 0
	s_mov_b64 s[6:7], s[8:9]
	s_load_dwordx2 s[10:11], s[6:7], 0x0
	s_load_dword s9, s[6:7], 0x8
	s_load_dword s8, s[6:7], 0xc
	s_waitcnt lgkmcnt(0)
	s_mov_b32 s15, s11
	v_mov_b32_e32 v3, s15
	buffer_store_dword v3, off, s[0:3], s33 offset:12
                                        ; kill: def $sgpr10 killed $sgpr10 killed $sgpr10_sgpr11
	v_mov_b32_e32 v3, s10
	buffer_store_dword v3, off, s[0:3], s33 offset:8
	v_mov_b32_e32 v3, s9
	buffer_store_dword v3, off, s[0:3], s33 offset:16
	v_mov_b32_e32 v3, s8
	buffer_store_dword v3, off, s[0:3], s33 offset:20
	s_mov_b64 s[10:11], 16
	s_mov_b32 s8, s6
	s_mov_b32 s6, s7
	s_mov_b32 s9, s10
	s_mov_b32 s7, s11
	s_add_u32 s8, s8, s9
	s_addc_u32 s6, s6, s7
                                        ; kill: def $sgpr8 killed $sgpr8 def $sgpr8_sgpr9
	s_mov_b32 s9, s6
	s_getpc_b64 s[6:7]
	s_add_u32 s6, s6, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s7, s7, _Z13get_global_idj@rel32@hi+12
	s_mov_b64 s[18:19], s[2:3]
	s_mov_b64 s[16:17], s[0:1]
	s_mov_b32 s10, 20
	v_lshlrev_b32_e64 v2, s10, v2
	s_mov_b32 s10, 10
	v_lshlrev_b32_e64 v1, s10, v1
	v_or3_b32 v31, v0, v1, v2
	v_mov_b32_e32 v0, 0
	s_mov_b64 s[0:1], s[16:17]
	s_mov_b64 s[2:3], s[18:19]
	s_swappc_b64 s[30:31], s[6:7]
	v_mov_b32_e32 v2, v1
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
                                        ; kill: def $vgpr0 killed $vgpr0 killed $vgpr0_vgpr1 killed $exec
	buffer_store_dword v0, off, s[0:3], s33 offset:24
	buffer_load_dword v0, off, s[0:3], s33 offset:24
	s_nop 0
	buffer_load_dword v1, off, s[0:3], s33 offset:20
	s_waitcnt vmcnt(0)
	v_cmp_lt_u32_e64 s[4:5], v0, v1
	s_mov_b64 s[6:7], exec
	s_and_b64 s[4:5], s[6:7], s[4:5]
	s_xor_b64 s[6:7], s[4:5], s[6:7]
	v_writelane_b32 v17, s6, 1
	v_writelane_b32 v17, s7, 2
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB2_1
	s_branch .LBB2_3
.LBB2_1:
	v_readlane_b32 s4, v17, 1
	v_readlane_b32 s5, v17, 2
	s_or_saveexec_b64 s[4:5], s[4:5]
	s_and_b64 s[4:5], exec, s[4:5]
	v_writelane_b32 v17, s4, 3
	v_writelane_b32 v17, s5, 4
	s_xor_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB2_4
; %bb.2:
	s_branch .LBB2_4
.LBB2_3:
	buffer_load_dword v1, off, s[0:3], s33 offset:8
	buffer_load_dword v0, off, s[0:3], s33 offset:12
                                        ; kill: def $vgpr1 killed $vgpr1 def $vgpr1_vgpr2 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, v0
	buffer_load_dword v0, off, s[0:3], s33 offset:24
	s_mov_b32 s6, 48
	s_waitcnt vmcnt(0)
	v_mad_u64_u32 v[3:4], s[4:5], v0, s6, 0
	v_mov_b32_e32 v6, v3
	s_mov_b32 s5, 0
	v_mov_b32_e32 v0, s5
                                        ; kill: def $vgpr6 killed $vgpr6 def $vgpr6_vgpr7 killed $exec
	v_mov_b32_e32 v7, v0
	v_mov_b32_e32 v0, v7
	v_mov_b32_e32 v3, v4
                                        ; implicit-def: $sgpr4
                                        ; implicit-def: $sgpr7
	v_mov_b32_e32 v5, s4
                                        ; kill: def $vgpr3 killed $vgpr3 def $vgpr3_vgpr4 killed $exec
	v_mov_b32_e32 v4, v5
	s_mov_b32 s4, 32
	v_lshlrev_b64 v[4:5], s4, v[3:4]
	v_mov_b32_e32 v3, v5
	v_or_b32_e64 v0, v0, v3
	v_mov_b32_e32 v3, v6
                                        ; kill: def $vgpr4 killed $vgpr4 killed $vgpr4_vgpr5 killed $exec
	v_or_b32_e64 v4, v3, v4
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v0
	v_mov_b32_e32 v0, v1
	v_mov_b32_e32 v3, v4
	v_mov_b32_e32 v1, v2
	v_mov_b32_e32 v2, v5
	v_add_co_u32_e64 v0, s[8:9], v0, v3
	v_addc_co_u32_e64 v2, s[8:9], v1, v2, s[8:9]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	global_load_dwordx4 v[2:5], v[0:1], off offset:32
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v6, v5
	buffer_store_dword v6, off, s[0:3], s33 offset:76
	v_mov_b32_e32 v6, v4
	buffer_store_dword v6, off, s[0:3], s33 offset:72
	v_mov_b32_e32 v6, v3
	buffer_store_dword v6, off, s[0:3], s33 offset:68
                                        ; kill: def $vgpr2 killed $vgpr2 killed $vgpr2_vgpr3_vgpr4_vgpr5 killed $exec
	buffer_store_dword v2, off, s[0:3], s33 offset:64
	global_load_dwordx4 v[2:5], v[0:1], off offset:16
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v6, v5
	buffer_store_dword v6, off, s[0:3], s33 offset:60
	v_mov_b32_e32 v6, v4
	buffer_store_dword v6, off, s[0:3], s33 offset:56
	v_mov_b32_e32 v6, v3
	buffer_store_dword v6, off, s[0:3], s33 offset:52
                                        ; kill: def $vgpr2 killed $vgpr2 killed $vgpr2_vgpr3_vgpr4_vgpr5 killed $exec
	buffer_store_dword v2, off, s[0:3], s33 offset:48
	global_load_dwordx4 v[0:3], v[0:1], off
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v4, v3
	buffer_store_dword v4, off, s[0:3], s33 offset:44
	v_mov_b32_e32 v4, v2
	buffer_store_dword v4, off, s[0:3], s33 offset:40
	v_mov_b32_e32 v4, v1
	buffer_store_dword v4, off, s[0:3], s33 offset:36
                                        ; kill: def $vgpr0 killed $vgpr0 killed $vgpr0_vgpr1_vgpr2_vgpr3 killed $exec
	buffer_store_dword v0, off, s[0:3], s33 offset:32
	buffer_load_dword v5, off, s[0:3], s33 offset:16
	s_nop 0
	buffer_load_dword v0, off, s[0:3], s33 offset:48
	buffer_load_dword v7, off, s[0:3], s33 offset:52
	buffer_load_dword v6, off, s[0:3], s33 offset:56
	buffer_load_dword v4, off, s[0:3], s33 offset:60
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1_vgpr2_vgpr3 killed $exec
	s_waitcnt vmcnt(2)
	v_mov_b32_e32 v1, v7
	s_waitcnt vmcnt(1)
	v_mov_b32_e32 v2, v6
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v3, v4
	v_mov_b32_e32 v4, v1
	s_mov_b32 s7, 0xc11c0000
	v_fmac_f32_e64 v4, v5, s7
	v_mov_b32_e32 v1, v4
	v_mov_b32_e32 v4, v3
	buffer_store_dword v4, off, s[0:3], s33 offset:60
	v_mov_b32_e32 v4, v2
	buffer_store_dword v4, off, s[0:3], s33 offset:56
	v_mov_b32_e32 v4, v1
	buffer_store_dword v4, off, s[0:3], s33 offset:52
                                        ; kill: def $vgpr0 killed $vgpr0 killed $vgpr0_vgpr1_vgpr2_vgpr3 killed $exec
	buffer_store_dword v0, off, s[0:3], s33 offset:48
	buffer_load_dword v11, off, s[0:3], s33 offset:32
	buffer_load_dword v3, off, s[0:3], s33 offset:36
	buffer_load_dword v1, off, s[0:3], s33 offset:40
	s_nop 0
	buffer_load_dword v0, off, s[0:3], s33 offset:44
	buffer_load_dword v7, off, s[0:3], s33 offset:48
	buffer_load_dword v5, off, s[0:3], s33 offset:52
	buffer_load_dword v4, off, s[0:3], s33 offset:56
	buffer_load_dword v2, off, s[0:3], s33 offset:60
                                        ; kill: def $vgpr7 killed $vgpr7 def $vgpr7_vgpr8_vgpr9_vgpr10 killed $exec
	s_waitcnt vmcnt(2)
	v_mov_b32_e32 v8, v5
	s_waitcnt vmcnt(1)
	v_mov_b32_e32 v9, v4
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v10, v2
	buffer_load_dword v2, off, s[0:3], s33 offset:16
                                        ; kill: def $vgpr11 killed $vgpr11 def $vgpr11_vgpr12_vgpr13_vgpr14 killed $exec
	v_mov_b32_e32 v12, v3
	v_mov_b32_e32 v13, v1
	v_mov_b32_e32 v14, v0
	v_mov_b32_e32 v4, v14
	v_mov_b32_e32 v0, v10
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v4, v0, v2
	v_mov_b32_e32 v5, v13
	v_mov_b32_e32 v0, v9
	v_fmac_f32_e64 v5, v0, v2
	v_mov_b32_e32 v6, v12
	v_mov_b32_e32 v0, v8
	v_fmac_f32_e64 v6, v0, v2
	v_mov_b32_e32 v0, v11
	v_mov_b32_e32 v1, v7
	v_fmac_f32_e64 v0, v1, v2
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1_vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v1, v6
	v_mov_b32_e32 v2, v5
	v_mov_b32_e32 v3, v4
	v_mov_b32_e32 v4, v3
	buffer_store_dword v4, off, s[0:3], s33 offset:44
	v_mov_b32_e32 v4, v2
	buffer_store_dword v4, off, s[0:3], s33 offset:40
	v_mov_b32_e32 v4, v1
	buffer_store_dword v4, off, s[0:3], s33 offset:36
                                        ; kill: def $vgpr0 killed $vgpr0 killed $vgpr0_vgpr1_vgpr2_vgpr3 killed $exec
	buffer_store_dword v0, off, s[0:3], s33 offset:32
	buffer_load_dword v1, off, s[0:3], s33 offset:24
	s_nop 0
	buffer_load_dword v0, off, s[0:3], s33 offset:64
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v0, v0, v1
	buffer_store_dword v0, off, s[0:3], s33 offset:64
	buffer_load_dword v0, off, s[0:3], s33 offset:68
	s_mov_b32 s7, 0.5
	s_waitcnt vmcnt(0)
	v_mul_f32_e64 v0, v0, s7
	buffer_store_dword v0, off, s[0:3], s33 offset:68
	buffer_load_dword v1, off, s[0:3], s33 offset:32
	s_nop 0
	buffer_load_ushort v0, off, s[0:3], s33 offset:72
                                        ; implicit-def: $sgpr9
                                        ; implicit-def: $sgpr7
                                        ; implicit-def: $sgpr8
                                        ; implicit-def: $sgpr7
                                        ; implicit-def: $sgpr7
                                        ; implicit-def: $sgpr10
	v_mov_b32_e32 v7, s9
	v_mov_b32_e32 v6, s8
	v_mov_b32_e32 v5, s7
                                        ; kill: def $vgpr1 killed $vgpr1 def $vgpr1_vgpr2_vgpr3_vgpr4 killed $exec
	v_mov_b32_e32 v2, v7
	v_mov_b32_e32 v3, v6
	v_mov_b32_e32 v4, v5
                                        ; kill: def $vgpr1 killed $vgpr1 killed $vgpr1_vgpr2_vgpr3_vgpr4 killed $exec
	s_mov_b32 s7, 0
	s_waitcnt vmcnt(1)
	v_cmp_gt_f32_e64 s[8:9], v1, s7
	v_cndmask_b32_e64 v1, 0, 1, s[8:9]
	s_waitcnt vmcnt(0)
	v_xor_b32_e64 v0, v0, v1
	buffer_store_short v0, off, s[0:3], s33 offset:72
	buffer_load_ubyte v0, off, s[0:3], s33 offset:74
	s_mov_b32 s7, 1
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v0, v0, s7
	buffer_store_byte v0, off, s[0:3], s33 offset:74
	buffer_load_dword v1, off, s[0:3], s33 offset:8
	s_nop 0
	buffer_load_dword v0, off, s[0:3], s33 offset:12
                                        ; kill: def $vgpr1 killed $vgpr1 def $vgpr1_vgpr2 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, v0
	buffer_load_dword v0, off, s[0:3], s33 offset:24
	s_waitcnt vmcnt(0)
	v_mad_u64_u32 v[3:4], s[6:7], v0, s6, 0
	v_mov_b32_e32 v6, v3
	v_mov_b32_e32 v0, s5
                                        ; kill: def $vgpr6 killed $vgpr6 def $vgpr6_vgpr7 killed $exec
	v_mov_b32_e32 v7, v0
	v_mov_b32_e32 v0, v7
	v_mov_b32_e32 v3, v4
                                        ; implicit-def: $sgpr5
                                        ; implicit-def: $sgpr6
	v_mov_b32_e32 v5, s5
                                        ; kill: def $vgpr3 killed $vgpr3 def $vgpr3_vgpr4 killed $exec
	v_mov_b32_e32 v4, v5
	v_lshlrev_b64 v[4:5], s4, v[3:4]
	v_mov_b32_e32 v3, v5
	v_or_b32_e64 v0, v0, v3
	v_mov_b32_e32 v3, v6
                                        ; kill: def $vgpr4 killed $vgpr4 killed $vgpr4_vgpr5 killed $exec
	v_or_b32_e64 v4, v3, v4
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v0
	v_mov_b32_e32 v0, v1
	v_mov_b32_e32 v3, v4
	v_mov_b32_e32 v1, v2
	v_mov_b32_e32 v2, v5
	v_add_co_u32_e64 v0, s[4:5], v0, v3
	v_addc_co_u32_e64 v2, s[4:5], v1, v2, s[4:5]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	buffer_load_dword v2, off, s[0:3], s33 offset:32
	buffer_load_dword v8, off, s[0:3], s33 offset:36
	buffer_load_dword v7, off, s[0:3], s33 offset:40
	buffer_load_dword v6, off, s[0:3], s33 offset:44
	buffer_load_dword v9, off, s[0:3], s33 offset:48
	buffer_load_dword v5, off, s[0:3], s33 offset:52
	buffer_load_dword v4, off, s[0:3], s33 offset:56
	buffer_load_dword v3, off, s[0:3], s33 offset:60
	buffer_load_dword v10, off, s[0:3], s33 offset:64
	buffer_load_dword v16, off, s[0:3], s33 offset:68
	buffer_load_dword v15, off, s[0:3], s33 offset:72
	buffer_load_dword v14, off, s[0:3], s33 offset:76
                                        ; kill: def $vgpr10 killed $vgpr10 def $vgpr10_vgpr11_vgpr12_vgpr13 killed $exec
	s_waitcnt vmcnt(2)
	v_mov_b32_e32 v11, v16
	s_waitcnt vmcnt(1)
	v_mov_b32_e32 v12, v15
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v13, v14
	global_store_dwordx4 v[0:1], v[10:13], off offset:32
                                        ; kill: def $vgpr9 killed $vgpr9 def $vgpr9_vgpr10_vgpr11_vgpr12 killed $exec
	s_nop 0
	v_mov_b32_e32 v10, v5
	v_mov_b32_e32 v11, v4
	v_mov_b32_e32 v12, v3
	global_store_dwordx4 v[0:1], v[9:12], off offset:16
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3_vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v3, v8
	v_mov_b32_e32 v4, v7
	v_mov_b32_e32 v5, v6
	global_store_dwordx4 v[0:1], v[2:5], off
	s_branch .LBB2_1
.LBB2_4:
	v_readlane_b32 s4, v17, 3
	v_readlane_b32 s5, v17, 4
	s_or_b64 exec, exec, s[4:5]
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel aos_update
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 200
		.amdhsa_kernarg_size 72
		.amdhsa_user_sgpr_count 14
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 1
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 1
		.amdhsa_user_sgpr_flat_scratch_init 1
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 32
		.amdhsa_next_free_sgpr 34
		.amdhsa_reserve_vcc 0
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
	.size	aos_update, .Lfunc_end0-aos_update
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 1684
; NumSgprs: 40
; NumVgprs: 32
; ScratchSize: 200
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 40
; NumVGPRsForWavesPerEU: 32
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
	.text
	.protected	soa_update              ; -- Begin function soa_update
	.globl	soa_update
	.p2align	8
	.type	soa_update,@function
soa_update:                             ; @soa_update
; %bb.0:
	s_mov_b32 s32, 0x1000
	s_mov_b32 s33, 0
	s_add_u32 flat_scratch_lo, s12, s17
	s_addc_u32 flat_scratch_hi, s13, 0
	s_add_u32 s0, s0, s17
	s_addc_u32 s1, s1, 0
	v_writelane_b32 v9, s16, 0
	s_mov_b32 s13, s15
	s_mov_b32 s12, s14
	v_readlane_b32 s14, v9, 0
	s_mov_b64 s[6:7], s[8:9]
	v_writelane_b32 v9, s6, 1
	v_writelane_b32 v9, s7, 2
	s_load_dwordx2 s[22:23], s[6:7], 0x0
	s_load_dwordx2 s[20:21], s[6:7], 0x8
	s_load_dwordx2 s[18:19], s[6:7], 0x10
	s_load_dwordx2 s[16:17], s[6:7], 0x18
	s_load_dwordx2 s[10:11], s[6:7], 0x20
	s_load_dword s9, s[6:7], 0x28
	s_load_dword s8, s[6:7], 0x2c
	s_waitcnt lgkmcnt(0)
	s_mov_b32 s15, s23
	v_mov_b32_e32 v3, s15
	buffer_store_dword v3, off, s[0:3], s33 offset:12
	s_mov_b32 s15, s22
	v_mov_b32_e32 v3, s15
	buffer_store_dword v3, off, s[0:3], s33 offset:8
	s_mov_b32 s15, s21
	v_mov_b32_e32 v3, s15
	buffer_store_dword v3, off, s[0:3], s33 offset:20
	s_mov_b32 s15, s20
	v_mov_b32_e32 v3, s15
	buffer_store_dword v3, off, s[0:3], s33 offset:16
	s_mov_b32 s15, s19
	v_mov_b32_e32 v3, s15
	buffer_store_dword v3, off, s[0:3], s33 offset:28
	s_mov_b32 s15, s18
	v_mov_b32_e32 v3, s15
	buffer_store_dword v3, off, s[0:3], s33 offset:24
	s_mov_b32 s15, s17
	v_mov_b32_e32 v3, s15
	buffer_store_dword v3, off, s[0:3], s33 offset:36
	s_mov_b32 s15, s16
	v_mov_b32_e32 v3, s15
	buffer_store_dword v3, off, s[0:3], s33 offset:32
	s_mov_b32 s15, s11
	v_mov_b32_e32 v3, s15
	buffer_store_dword v3, off, s[0:3], s33 offset:44
                                        ; kill: def $sgpr10 killed $sgpr10 killed $sgpr10_sgpr11
	v_mov_b32_e32 v3, s10
	buffer_store_dword v3, off, s[0:3], s33 offset:40
	v_mov_b32_e32 v3, s9
	buffer_store_dword v3, off, s[0:3], s33 offset:48
	v_mov_b32_e32 v3, s8
	buffer_store_dword v3, off, s[0:3], s33 offset:52
	s_mov_b64 s[10:11], 48
	s_mov_b32 s8, s6
	s_mov_b32 s6, s7
	s_mov_b32 s9, s10
	s_mov_b32 s7, s11
	s_add_u32 s8, s8, s9
	s_addc_u32 s6, s6, s7
                                        ; kill: def $sgpr8 killed $sgpr8 def $sgpr8_sgpr9
	s_mov_b32 s9, s6
	s_getpc_b64 s[6:7]
	s_add_u32 s6, s6, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s7, s7, _Z13get_global_idj@rel32@hi+12
	s_mov_b64 s[18:19], s[2:3]
	s_mov_b64 s[16:17], s[0:1]
	s_mov_b32 s10, 20
	v_lshlrev_b32_e64 v2, s10, v2
	s_mov_b32 s10, 10
	v_lshlrev_b32_e64 v1, s10, v1
	v_or3_b32 v31, v0, v1, v2
	v_mov_b32_e32 v0, 0
	s_mov_b64 s[0:1], s[16:17]
	s_mov_b64 s[2:3], s[18:19]
	s_swappc_b64 s[30:31], s[6:7]
	v_mov_b32_e32 v2, v1
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
                                        ; kill: def $vgpr0 killed $vgpr0 killed $vgpr0_vgpr1 killed $exec
	buffer_store_dword v0, off, s[0:3], s33 offset:56
	buffer_load_dword v0, off, s[0:3], s33 offset:56
	s_nop 0
	buffer_load_dword v1, off, s[0:3], s33 offset:52
	s_waitcnt vmcnt(0)
	v_cmp_lt_u32_e64 s[4:5], v0, v1
	s_mov_b64 s[6:7], exec
	s_and_b64 s[4:5], s[6:7], s[4:5]
	s_xor_b64 s[6:7], s[4:5], s[6:7]
	v_writelane_b32 v9, s6, 3
	v_writelane_b32 v9, s7, 4
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB3_1
	s_branch .LBB3_3
.LBB3_1:
	v_readlane_b32 s4, v9, 3
	v_readlane_b32 s5, v9, 4
	s_or_saveexec_b64 s[4:5], s[4:5]
	s_and_b64 s[4:5], exec, s[4:5]
	v_writelane_b32 v9, s4, 5
	v_writelane_b32 v9, s5, 6
	s_xor_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB3_4
; %bb.2:
	s_branch .LBB3_4
.LBB3_3:
	buffer_load_dword v1, off, s[0:3], s33 offset:32
	buffer_load_dword v0, off, s[0:3], s33 offset:36
                                        ; kill: def $vgpr1 killed $vgpr1 def $vgpr1_vgpr2 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, v0
	s_mov_b32 s5, 0
	buffer_load_dword v3, off, s[0:3], s33 offset:56
	v_mov_b32_e32 v0, s5
                                        ; kill: def $vgpr3 killed $vgpr3 def $vgpr3_vgpr4 killed $exec
	v_mov_b32_e32 v4, v0
	s_mov_b32 s4, 2
	s_waitcnt vmcnt(0)
	v_lshlrev_b64 v[4:5], s4, v[3:4]
	v_mov_b32_e32 v0, v1
	v_mov_b32_e32 v3, v4
	v_mov_b32_e32 v1, v2
	v_mov_b32_e32 v2, v5
	v_add_co_u32_e64 v0, s[6:7], v0, v3
	v_addc_co_u32_e64 v2, s[6:7], v1, v2, s[6:7]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	global_load_dword v0, v[0:1], off
	s_nop 0
	buffer_load_dword v1, off, s[0:3], s33 offset:48
	s_mov_b32 s6, 0xc11c0000
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s6
	buffer_store_dword v0, off, s[0:3], s33 offset:60
	buffer_load_dword v2, off, s[0:3], s33 offset:60
	buffer_load_dword v7, off, s[0:3], s33 offset:32
	s_nop 0
	buffer_load_dword v0, off, s[0:3], s33 offset:36
                                        ; kill: def $vgpr7 killed $vgpr7 def $vgpr7_vgpr8 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v8, v0
	buffer_load_dword v0, off, s[0:3], s33 offset:56
	v_mov_b32_e32 v3, s5
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v3
	s_waitcnt vmcnt(0)
	v_lshlrev_b64 v[5:6], s4, v[0:1]
	v_mov_b32_e32 v0, v7
	v_mov_b32_e32 v4, v5
	v_mov_b32_e32 v1, v8
	v_mov_b32_e32 v3, v6
	v_add_co_u32_e64 v0, s[6:7], v0, v4
	v_addc_co_u32_e64 v3, s[6:7], v1, v3, s[6:7]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v3
	global_store_dword v[0:1], v2, off
	buffer_load_dword v1, off, s[0:3], s33 offset:24
	s_nop 0
	buffer_load_dword v0, off, s[0:3], s33 offset:28
                                        ; kill: def $vgpr1 killed $vgpr1 def $vgpr1_vgpr2 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, v0
	buffer_load_dword v3, off, s[0:3], s33 offset:56
	v_mov_b32_e32 v0, s5
                                        ; kill: def $vgpr3 killed $vgpr3 def $vgpr3_vgpr4 killed $exec
	v_mov_b32_e32 v4, v0
	s_waitcnt vmcnt(0)
	v_lshlrev_b64 v[6:7], s4, v[3:4]
	v_mov_b32_e32 v0, v1
	v_mov_b32_e32 v3, v6
	v_mov_b32_e32 v1, v2
	v_mov_b32_e32 v2, v7
	v_add_co_u32_e64 v0, s[6:7], v0, v3
	v_addc_co_u32_e64 v2, s[6:7], v1, v2, s[6:7]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	global_load_dword v3, v[0:1], off
	buffer_load_dword v4, off, s[0:3], s33 offset:48
	s_nop 0
	buffer_load_dword v1, off, s[0:3], s33 offset:8
	buffer_load_dword v0, off, s[0:3], s33 offset:12
                                        ; kill: def $vgpr1 killed $vgpr1 def $vgpr1_vgpr2 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, v0
	v_mov_b32_e32 v0, v1
	v_mov_b32_e32 v5, v6
	v_mov_b32_e32 v1, v2
	v_mov_b32_e32 v2, v7
	v_add_co_u32_e64 v0, s[6:7], v0, v5
	v_addc_co_u32_e64 v2, s[6:7], v1, v2, s[6:7]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	global_load_dword v2, v[0:1], off
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v2, v3, v4
	global_store_dword v[0:1], v2, off
	buffer_load_dword v3, off, s[0:3], s33 offset:60
	buffer_load_dword v4, off, s[0:3], s33 offset:48
	s_nop 0
	buffer_load_dword v1, off, s[0:3], s33 offset:16
	buffer_load_dword v0, off, s[0:3], s33 offset:20
                                        ; kill: def $vgpr1 killed $vgpr1 def $vgpr1_vgpr2 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, v0
	buffer_load_dword v5, off, s[0:3], s33 offset:56
	v_mov_b32_e32 v0, s5
                                        ; kill: def $vgpr5 killed $vgpr5 def $vgpr5_vgpr6 killed $exec
	v_mov_b32_e32 v6, v0
	s_waitcnt vmcnt(0)
	v_lshlrev_b64 v[6:7], s4, v[5:6]
	v_mov_b32_e32 v0, v1
	v_mov_b32_e32 v5, v6
	v_mov_b32_e32 v1, v2
	v_mov_b32_e32 v2, v7
	v_add_co_u32_e64 v0, s[6:7], v0, v5
	v_addc_co_u32_e64 v2, s[6:7], v1, v2, s[6:7]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	global_load_dword v2, v[0:1], off
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v2, v3, v4
	global_store_dword v[0:1], v2, off
	buffer_load_dword v3, off, s[0:3], s33 offset:56
	v_mov_b32_e32 v0, s5
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v4, v3
	v_mov_b32_e32 v5, v0
	buffer_load_dword v1, off, s[0:3], s33 offset:40
	buffer_load_dword v0, off, s[0:3], s33 offset:44
                                        ; kill: def $vgpr1 killed $vgpr1 def $vgpr1_vgpr2 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, v0
	v_lshlrev_b64 v[5:6], s4, v[4:5]
	v_mov_b32_e32 v0, v1
	v_mov_b32_e32 v4, v5
	v_mov_b32_e32 v1, v2
	v_mov_b32_e32 v2, v6
	v_add_co_u32_e64 v0, s[4:5], v0, v4
	v_addc_co_u32_e64 v2, s[4:5], v1, v2, s[4:5]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	global_load_dword v2, v[0:1], off
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, v3
	global_store_dword v[0:1], v2, off
	s_branch .LBB3_1
.LBB3_4:
	v_readlane_b32 s4, v9, 5
	v_readlane_b32 s5, v9, 6
	s_or_b64 exec, exec, s[4:5]
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel soa_update
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 184
		.amdhsa_kernarg_size 104
		.amdhsa_user_sgpr_count 14
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 1
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 1
		.amdhsa_user_sgpr_flat_scratch_init 1
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 32
		.amdhsa_next_free_sgpr 34
		.amdhsa_reserve_vcc 0
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
.Lfunc_end1:
	.size	soa_update, .Lfunc_end1-soa_update
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 1360
; NumSgprs: 40
; NumVgprs: 32
; ScratchSize: 184
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 40
; NumVGPRsForWavesPerEU: 32
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
	.text
	.p2align	2                               ; -- Begin function _Z13get_global_idj
	.type	_Z13get_global_idj,@function
_Z13get_global_idj:                     ; @_Z13get_global_idj
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_mov_b32 s20, s33
	s_mov_b32 s33, s32
	s_getpc_b64 s[6:7]
	s_add_u32 s6, s6, __ockl_get_global_id@rel32@lo+4
	s_addc_u32 s7, s7, __ockl_get_global_id@rel32@hi+12
	s_mov_b32 s33, s20
	s_setpc_b64 s[6:7]
.Lfunc_end2:
	.size	_Z13get_global_idj, .Lfunc_end2-_Z13get_global_idj
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 40
; NumSgprs: 38
; NumVgprs: 32
; ScratchSize: 120
; MemoryBound: 0
	.text
	.p2align	2                               ; -- Begin function __ockl_get_global_id
	.type	__ockl_get_global_id,@function
__ockl_get_global_id:                   ; @__ockl_get_global_id
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_or_saveexec_b64 s[6:7], -1
	buffer_store_dword v6, off, s[0:3], s32 offset:112 ; 4-byte Folded Spill
	s_mov_b64 exec, s[6:7]
	v_writelane_b32 v6, s33, 37
	s_mov_b32 s33, s32
	s_add_i32 s32, s32, 0x1e00
	buffer_store_dword v31, off, s[0:3], s33 offset:4 ; 4-byte Folded Spill
	v_writelane_b32 v6, s14, 0
	v_writelane_b32 v6, s13, 1
	v_writelane_b32 v6, s12, 2
	v_writelane_b32 v6, s8, 3
	v_writelane_b32 v6, s9, 4
	v_writelane_b32 v6, s4, 5
	v_writelane_b32 v6, s5, 6
	buffer_store_dword v0, off, s[0:3], s33 ; 4-byte Folded Spill
; %bb.1:
	buffer_load_dword v0, off, s[0:3], s33  ; 4-byte Folded Reload
	s_mov_b32 s4, 0
	s_waitcnt vmcnt(0)
	v_cmp_gt_i32_e64 s[4:5], v0, s4
	s_mov_b64 s[6:7], 0
                                        ; implicit-def: $sgpr8_sgpr9
                                        ; implicit-def: $sgpr10
	v_mov_b32_e32 v2, s10
	v_mov_b32_e32 v0, s8
	v_mov_b32_e32 v1, s9
	v_writelane_b32 v6, s6, 7
	v_writelane_b32 v6, s7, 8
	buffer_store_dword v2, off, s[0:3], s33 offset:16 ; 4-byte Folded Spill
	buffer_store_dword v0, off, s[0:3], s33 offset:8 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:12 ; 4-byte Folded Spill
	s_mov_b64 s[6:7], exec
	s_and_b64 s[4:5], s[6:7], s[4:5]
	s_xor_b64 s[6:7], s[4:5], s[6:7]
	v_writelane_b32 v6, s6, 9
	v_writelane_b32 v6, s7, 10
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB0_3
; %bb.2:
	buffer_load_dword v0, off, s[0:3], s33  ; 4-byte Folded Reload
	s_mov_b32 s4, 1
	s_waitcnt vmcnt(0)
	v_cmp_gt_i32_e64 s[4:5], v0, s4
	s_mov_b64 s[6:7], 0
                                        ; implicit-def: $sgpr8_sgpr9
                                        ; implicit-def: $sgpr10
	v_mov_b32_e32 v2, s10
	v_mov_b32_e32 v0, s8
	v_mov_b32_e32 v1, s9
	v_writelane_b32 v6, s6, 11
	v_writelane_b32 v6, s7, 12
	buffer_store_dword v2, off, s[0:3], s33 offset:28 ; 4-byte Folded Spill
	buffer_store_dword v0, off, s[0:3], s33 offset:20 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:24 ; 4-byte Folded Spill
	s_mov_b64 s[6:7], exec
	s_and_b64 s[4:5], s[6:7], s[4:5]
	s_xor_b64 s[6:7], s[4:5], s[6:7]
	v_writelane_b32 v6, s6, 13
	v_writelane_b32 v6, s7, 14
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB0_11
	s_branch .LBB0_4
.LBB0_3:
	v_readlane_b32 s4, v6, 9
	v_readlane_b32 s5, v6, 10
	s_or_saveexec_b64 s[4:5], s[4:5]
	v_readlane_b32 s6, v6, 7
	v_readlane_b32 s7, v6, 8
	buffer_load_dword v2, off, s[0:3], s33 offset:16 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v0, off, s[0:3], s33 offset:8 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[0:3], s33 offset:12 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:48 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:52 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[0:3], s33 offset:44 ; 4-byte Folded Spill
	v_writelane_b32 v6, s6, 15
	v_writelane_b32 v6, s7, 16
	v_writelane_b32 v6, s6, 17
	v_writelane_b32 v6, s7, 18
	buffer_store_dword v2, off, s[0:3], s33 offset:40 ; 4-byte Folded Spill
	buffer_store_dword v0, off, s[0:3], s33 offset:32 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:36 ; 4-byte Folded Spill
	s_and_b64 s[4:5], exec, s[4:5]
	v_writelane_b32 v6, s4, 19
	v_writelane_b32 v6, s5, 20
	s_xor_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB0_7
	s_branch .LBB0_6
.LBB0_4:
	buffer_load_dword v0, off, s[0:3], s33  ; 4-byte Folded Reload
	s_mov_b32 s4, 2
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e64 s[6:7], v0, s4
	s_mov_b64 s[4:5], 0
                                        ; implicit-def: $sgpr8_sgpr9
                                        ; implicit-def: $sgpr10
	v_mov_b32_e32 v2, s10
	v_mov_b32_e32 v0, s8
	v_mov_b32_e32 v1, s9
	v_writelane_b32 v6, s4, 21
	v_writelane_b32 v6, s5, 22
	buffer_store_dword v2, off, s[0:3], s33 offset:64 ; 4-byte Folded Spill
	buffer_store_dword v0, off, s[0:3], s33 offset:56 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:60 ; 4-byte Folded Spill
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v6, s4, 23
	v_writelane_b32 v6, s5, 24
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB0_9
	s_branch .LBB0_12
.LBB0_5:
	v_readlane_b32 s6, v6, 25
	v_readlane_b32 s7, v6, 26
	s_or_b64 exec, exec, s[6:7]
	v_readlane_b32 s4, v6, 27
	v_readlane_b32 s5, v6, 28
	buffer_load_dword v2, off, s[0:3], s33 offset:68 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v0, off, s[0:3], s33 offset:72 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[0:3], s33 offset:76 ; 4-byte Folded Reload
	s_and_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v6, s4, 7
	v_writelane_b32 v6, s5, 8
	s_waitcnt vmcnt(2)
	buffer_store_dword v2, off, s[0:3], s33 offset:16 ; 4-byte Folded Spill
	s_waitcnt vmcnt(1)
	buffer_store_dword v0, off, s[0:3], s33 offset:8 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:12 ; 4-byte Folded Spill
	s_branch .LBB0_3
.LBB0_6:
	buffer_load_dword v0, off, s[0:3], s33 offset:48 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[0:3], s33 offset:52 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], s33 offset:44 ; 4-byte Folded Reload
	v_readlane_b32 s4, v6, 15
	v_readlane_b32 s5, v6, 16
	buffer_load_dword v3, off, s[0:3], s33  ; 4-byte Folded Reload
	s_mov_b32 s6, 0
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e64 s[6:7], v3, s6
	v_writelane_b32 v6, s4, 29
	v_writelane_b32 v6, s5, 30
	buffer_store_dword v2, off, s[0:3], s33 offset:88 ; 4-byte Folded Spill
	buffer_store_dword v0, off, s[0:3], s33 offset:80 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:84 ; 4-byte Folded Spill
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v6, s4, 31
	v_writelane_b32 v6, s5, 32
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB0_13
	s_branch .LBB0_8
.LBB0_7:
	v_readlane_b32 s4, v6, 19
	v_readlane_b32 s5, v6, 20
	s_or_b64 exec, exec, s[4:5]
	v_readlane_b32 s6, v6, 17
	v_readlane_b32 s7, v6, 18
	buffer_load_dword v0, off, s[0:3], s33 offset:40 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[0:3], s33 offset:32 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], s33 offset:36 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:104 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v2, off, s[0:3], s33 offset:108 ; 4-byte Folded Spill
	buffer_store_dword v0, off, s[0:3], s33 offset:100 ; 4-byte Folded Spill
	s_mov_b64 s[4:5], 0
	v_mov_b32_e32 v0, s4
	v_mov_b32_e32 v1, s5
	buffer_store_dword v0, off, s[0:3], s33 offset:92 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:96 ; 4-byte Folded Spill
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v6, s4, 33
	v_writelane_b32 v6, s5, 34
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB0_15
	s_branch .LBB0_14
.LBB0_8:
	v_readlane_b32 s4, v6, 15
	v_readlane_b32 s5, v6, 16
	v_readlane_b32 s8, v6, 3
	v_readlane_b32 s9, v6, 4
	buffer_load_dword v1, off, s[0:3], s33 offset:4 ; 4-byte Folded Reload
	v_readlane_b32 s10, v6, 2
	v_readlane_b32 s14, v6, 5
	v_readlane_b32 s15, v6, 6
	s_getpc_b64 s[6:7]
	s_add_u32 s6, s6, __oclc_ABI_version@rel32@lo+4
	s_addc_u32 s7, s7, __oclc_ABI_version@rel32@hi+12
	s_load_dword s6, s[6:7], 0x0
	s_mov_b32 s7, 0x1f4
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s6, s7
	s_cselect_b64 s[6:7], -1, 0
	s_mov_b64 s[16:17], 4
	s_mov_b32 s13, s14
	s_mov_b32 s11, s15
	s_mov_b32 s14, s16
	s_mov_b32 s12, s17
	s_add_u32 s14, s13, s14
	s_addc_u32 s11, s11, s12
                                        ; kill: def $sgpr14 killed $sgpr14 def $sgpr14_sgpr15
	s_mov_b32 s15, s11
	s_mov_b64 s[18:19], 12
	s_mov_b32 s12, s8
	s_mov_b32 s11, s9
	s_mov_b32 s16, s18
	s_mov_b32 s13, s19
	s_add_u32 s12, s12, s16
	s_addc_u32 s11, s11, s13
                                        ; kill: def $sgpr12 killed $sgpr12 def $sgpr12_sgpr13
	s_mov_b32 s13, s11
	s_mov_b32 s11, s15
	s_mov_b32 s16, s13
	v_mov_b32_e32 v0, s16
	v_mov_b32_e32 v2, s11
	v_cndmask_b32_e64 v0, v0, v2, s[6:7]
	s_mov_b32 s11, s14
                                        ; kill: def $sgpr12 killed $sgpr12 killed $sgpr12_sgpr13
	v_mov_b32_e32 v2, s12
	v_mov_b32_e32 v3, s11
	v_cndmask_b32_e64 v2, v2, v3, s[6:7]
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v0
	global_load_ushort v0, v[2:3], off
                                        ; implicit-def: $sgpr11
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v0, s10, v0
	s_mov_b32 s10, 0x3ff
	v_and_b32_e64 v1, v1, s10
	v_add_u32_e64 v2, v0, v1
	s_mov_b64 s[10:11], 0
	s_mov_b32 s14, s11
	s_mov_b64 s[12:13], 40
	s_mov_b32 s15, s13
	v_mov_b32_e32 v0, s15
	v_mov_b32_e32 v1, s14
	v_cndmask_b32_e64 v0, v0, v1, s[6:7]
                                        ; kill: def $sgpr10 killed $sgpr10 killed $sgpr10_sgpr11
	s_mov_b32 s11, s12
	v_mov_b32_e32 v1, s11
	v_mov_b32_e32 v3, s10
	v_cndmask_b32_e64 v3, v1, v3, s[6:7]
                                        ; kill: def $vgpr3 killed $vgpr3 def $vgpr3_vgpr4 killed $exec
	v_mov_b32_e32 v4, v0
	s_mov_b32 s6, s8
	v_mov_b32_e32 v0, v3
	s_mov_b32 s8, s9
	v_mov_b32_e32 v3, v4
	v_add_co_u32_e64 v0, s[6:7], s6, v0
	v_mov_b32_e32 v1, s8
	v_addc_co_u32_e64 v3, s[6:7], v1, v3, s[6:7]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v3
	s_mov_b64 s[6:7], -1
	s_or_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v6, s4, 29
	v_writelane_b32 v6, s5, 30
	buffer_store_dword v2, off, s[0:3], s33 offset:88 ; 4-byte Folded Spill
	buffer_store_dword v0, off, s[0:3], s33 offset:80 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:84 ; 4-byte Folded Spill
	s_branch .LBB0_13
.LBB0_9:
	v_readlane_b32 s6, v6, 23
	v_readlane_b32 s7, v6, 24
	s_or_b64 exec, exec, s[6:7]
	v_readlane_b32 s4, v6, 21
	v_readlane_b32 s5, v6, 22
	buffer_load_dword v2, off, s[0:3], s33 offset:64 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v0, off, s[0:3], s33 offset:56 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[0:3], s33 offset:60 ; 4-byte Folded Reload
	s_and_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v6, s4, 11
	v_writelane_b32 v6, s5, 12
	s_waitcnt vmcnt(2)
	buffer_store_dword v2, off, s[0:3], s33 offset:28 ; 4-byte Folded Spill
	s_waitcnt vmcnt(1)
	buffer_store_dword v0, off, s[0:3], s33 offset:20 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:24 ; 4-byte Folded Spill
	s_branch .LBB0_11
.LBB0_10:
	v_readlane_b32 s4, v6, 35
	v_readlane_b32 s5, v6, 36
	v_readlane_b32 s8, v6, 3
	v_readlane_b32 s9, v6, 4
	buffer_load_dword v1, off, s[0:3], s33 offset:4 ; 4-byte Folded Reload
	v_readlane_b32 s10, v6, 1
	v_readlane_b32 s14, v6, 5
	v_readlane_b32 s15, v6, 6
	s_getpc_b64 s[6:7]
	s_add_u32 s6, s6, __oclc_ABI_version@rel32@lo+4
	s_addc_u32 s7, s7, __oclc_ABI_version@rel32@hi+12
	s_load_dword s6, s[6:7], 0x0
	s_mov_b32 s7, 0x1f4
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s6, s7
	s_cselect_b64 s[6:7], -1, 0
	s_mov_b64 s[16:17], 6
	s_mov_b32 s13, s14
	s_mov_b32 s11, s15
	s_mov_b32 s14, s16
	s_mov_b32 s12, s17
	s_add_u32 s14, s13, s14
	s_addc_u32 s11, s11, s12
                                        ; kill: def $sgpr14 killed $sgpr14 def $sgpr14_sgpr15
	s_mov_b32 s15, s11
	s_mov_b64 s[18:19], 14
	s_mov_b32 s12, s8
	s_mov_b32 s11, s9
	s_mov_b32 s16, s18
	s_mov_b32 s13, s19
	s_add_u32 s12, s12, s16
	s_addc_u32 s11, s11, s13
                                        ; kill: def $sgpr12 killed $sgpr12 def $sgpr12_sgpr13
	s_mov_b32 s13, s11
	s_mov_b32 s11, s15
	s_mov_b32 s16, s13
	v_mov_b32_e32 v0, s16
	v_mov_b32_e32 v2, s11
	v_cndmask_b32_e64 v0, v0, v2, s[6:7]
	s_mov_b32 s11, s14
                                        ; kill: def $sgpr12 killed $sgpr12 killed $sgpr12_sgpr13
	v_mov_b32_e32 v2, s12
	v_mov_b32_e32 v3, s11
	v_cndmask_b32_e64 v2, v2, v3, s[6:7]
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v0
	global_load_ushort v0, v[2:3], off
                                        ; implicit-def: $sgpr11
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v0, s10, v0
	v_bfe_u32 v1, v1, 10, 10
	v_add_u32_e64 v2, v0, v1
	s_mov_b64 s[10:11], 8
	s_mov_b32 s14, s11
	s_mov_b64 s[12:13], 48
	s_mov_b32 s15, s13
	v_mov_b32_e32 v0, s15
	v_mov_b32_e32 v1, s14
	v_cndmask_b32_e64 v0, v0, v1, s[6:7]
                                        ; kill: def $sgpr10 killed $sgpr10 killed $sgpr10_sgpr11
	s_mov_b32 s11, s12
	v_mov_b32_e32 v1, s11
	v_mov_b32_e32 v3, s10
	v_cndmask_b32_e64 v3, v1, v3, s[6:7]
                                        ; kill: def $vgpr3 killed $vgpr3 def $vgpr3_vgpr4 killed $exec
	v_mov_b32_e32 v4, v0
	s_mov_b32 s6, s8
	v_mov_b32_e32 v0, v3
	s_mov_b32 s8, s9
	v_mov_b32_e32 v3, v4
	v_add_co_u32_e64 v0, s[6:7], s6, v0
	v_mov_b32_e32 v1, s8
	v_addc_co_u32_e64 v3, s[6:7], v1, v3, s[6:7]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v3
	s_mov_b64 s[6:7], -1
                                        ; kill: def $vgpr0_vgpr1 killed $vgpr0_vgpr1 killed $exec
	s_or_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v6, s4, 27
	v_writelane_b32 v6, s5, 28
	buffer_store_dword v2, off, s[0:3], s33 offset:68 ; 4-byte Folded Spill
	buffer_store_dword v0, off, s[0:3], s33 offset:72 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:76 ; 4-byte Folded Spill
	s_branch .LBB0_5
.LBB0_11:
	v_readlane_b32 s4, v6, 13
	v_readlane_b32 s5, v6, 14
	s_or_saveexec_b64 s[4:5], s[4:5]
	buffer_load_dword v0, off, s[0:3], s33 offset:20 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[0:3], s33 offset:24 ; 4-byte Folded Reload
	v_readlane_b32 s6, v6, 11
	v_readlane_b32 s7, v6, 12
	buffer_load_dword v2, off, s[0:3], s33 offset:28 ; 4-byte Folded Reload
	v_writelane_b32 v6, s6, 35
	v_writelane_b32 v6, s7, 36
                                        ; kill: def $vgpr0_vgpr1 killed $vgpr0_vgpr1 killed $exec
	v_writelane_b32 v6, s6, 27
	v_writelane_b32 v6, s7, 28
	s_waitcnt vmcnt(0)
	buffer_store_dword v2, off, s[0:3], s33 offset:68 ; 4-byte Folded Spill
	buffer_store_dword v0, off, s[0:3], s33 offset:72 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:76 ; 4-byte Folded Spill
	s_and_b64 s[4:5], exec, s[4:5]
	v_writelane_b32 v6, s4, 25
	v_writelane_b32 v6, s5, 26
	s_xor_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB0_5
	s_branch .LBB0_10
.LBB0_12:
	v_readlane_b32 s6, v6, 3
	v_readlane_b32 s7, v6, 4
	buffer_load_dword v1, off, s[0:3], s33 offset:4 ; 4-byte Folded Reload
	v_readlane_b32 s10, v6, 0
	v_readlane_b32 s8, v6, 5
	v_readlane_b32 s9, v6, 6
	s_getpc_b64 s[4:5]
	s_add_u32 s4, s4, __oclc_ABI_version@rel32@lo+4
	s_addc_u32 s5, s5, __oclc_ABI_version@rel32@hi+12
	s_load_dword s4, s[4:5], 0x0
	s_mov_b32 s5, 0x1f4
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s4, s5
	s_cselect_b64 s[4:5], -1, 0
	s_mov_b64 s[14:15], 8
	s_mov_b32 s11, s8
	s_mov_b32 s8, s9
	s_mov_b32 s12, s14
	s_mov_b32 s9, s15
	s_add_u32 s14, s11, s12
	s_addc_u32 s8, s8, s9
                                        ; kill: def $sgpr14 killed $sgpr14 def $sgpr14_sgpr15
	s_mov_b32 s15, s8
	s_mov_b64 s[8:9], 16
	s_mov_b32 s12, s6
	s_mov_b32 s11, s7
	s_mov_b32 s16, s8
	s_mov_b32 s13, s9
	s_add_u32 s12, s12, s16
	s_addc_u32 s11, s11, s13
                                        ; kill: def $sgpr12 killed $sgpr12 def $sgpr12_sgpr13
	s_mov_b32 s13, s11
	s_mov_b32 s11, s15
	s_mov_b32 s16, s13
	v_mov_b32_e32 v0, s16
	v_mov_b32_e32 v2, s11
	v_cndmask_b32_e64 v0, v0, v2, s[4:5]
	s_mov_b32 s11, s14
                                        ; kill: def $sgpr12 killed $sgpr12 killed $sgpr12_sgpr13
	v_mov_b32_e32 v2, s12
	v_mov_b32_e32 v3, s11
	v_cndmask_b32_e64 v2, v2, v3, s[4:5]
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v0
	global_load_ushort v0, v[2:3], off
                                        ; implicit-def: $sgpr11
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v0, s10, v0
	v_bfe_u32 v1, v1, 20, 10
	v_add_u32_e64 v2, v0, v1
	s_mov_b32 s12, s9
	s_mov_b64 s[10:11], 56
	s_mov_b32 s13, s11
	v_mov_b32_e32 v0, s13
	v_mov_b32_e32 v1, s12
	v_cndmask_b32_e64 v0, v0, v1, s[4:5]
                                        ; kill: def $sgpr8 killed $sgpr8 killed $sgpr8_sgpr9
	s_mov_b32 s9, s10
	v_mov_b32_e32 v1, s9
	v_mov_b32_e32 v3, s8
	v_cndmask_b32_e64 v3, v1, v3, s[4:5]
                                        ; kill: def $vgpr3 killed $vgpr3 def $vgpr3_vgpr4 killed $exec
	v_mov_b32_e32 v4, v0
	s_mov_b32 s4, s6
	v_mov_b32_e32 v0, v3
	s_mov_b32 s6, s7
	v_mov_b32_e32 v3, v4
	v_add_co_u32_e64 v0, s[4:5], s4, v0
	v_mov_b32_e32 v1, s6
	v_addc_co_u32_e64 v3, s[4:5], v1, v3, s[4:5]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v3
	s_mov_b64 s[4:5], -1
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v6, s4, 21
	v_writelane_b32 v6, s5, 22
	buffer_store_dword v2, off, s[0:3], s33 offset:64 ; 4-byte Folded Spill
	buffer_store_dword v0, off, s[0:3], s33 offset:56 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:60 ; 4-byte Folded Spill
	s_branch .LBB0_9
.LBB0_13:
	v_readlane_b32 s8, v6, 31
	v_readlane_b32 s9, v6, 32
	s_or_b64 exec, exec, s[8:9]
	v_readlane_b32 s4, v6, 15
	v_readlane_b32 s5, v6, 16
	v_readlane_b32 s6, v6, 29
	v_readlane_b32 s7, v6, 30
	buffer_load_dword v2, off, s[0:3], s33 offset:88 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v0, off, s[0:3], s33 offset:80 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[0:3], s33 offset:84 ; 4-byte Folded Reload
	s_andn2_b64 s[4:5], s[4:5], exec
	s_and_b64 s[6:7], s[6:7], exec
	s_or_b64 s[4:5], s[4:5], s[6:7]
	v_writelane_b32 v6, s4, 17
	v_writelane_b32 v6, s5, 18
	s_waitcnt vmcnt(2)
	buffer_store_dword v2, off, s[0:3], s33 offset:40 ; 4-byte Folded Spill
	s_waitcnt vmcnt(1)
	buffer_store_dword v0, off, s[0:3], s33 offset:32 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:36 ; 4-byte Folded Spill
	s_branch .LBB0_7
.LBB0_14:
	buffer_load_dword v0, off, s[0:3], s33 offset:104 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[0:3], s33 offset:108 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v4, off, s[0:3], s33 offset:100 ; 4-byte Folded Reload
	s_mov_b32 s4, 0
	v_mov_b32_e32 v2, 0
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v2
	s_waitcnt vmcnt(1)
	global_load_dwordx2 v[1:2], v[0:1], off
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v0, v1
	v_mov_b32_e32 v3, v4
	v_mov_b32_e32 v1, v2
	v_mov_b32_e32 v2, v5
	v_add_co_u32_e64 v0, s[4:5], v0, v3
	v_addc_co_u32_e64 v2, s[4:5], v1, v2, s[4:5]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	buffer_store_dword v0, off, s[0:3], s33 offset:92 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:96 ; 4-byte Folded Spill
.LBB0_15:
	v_readlane_b32 s4, v6, 33
	v_readlane_b32 s5, v6, 34
	s_or_b64 exec, exec, s[4:5]
	buffer_load_dword v2, off, s[0:3], s33 offset:92 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], s33 offset:96 ; 4-byte Folded Reload
	s_mov_b32 s4, 32
	s_waitcnt vmcnt(0)
	v_lshrrev_b64 v[0:1], s4, v[2:3]
	v_mov_b32_e32 v1, v0
	v_mov_b32_e32 v0, v2
	s_add_i32 s32, s32, 0xffffe200
	v_readlane_b32 s33, v6, 37
	s_or_saveexec_b64 s[4:5], -1
	buffer_load_dword v6, off, s[0:3], s32 offset:112 ; 4-byte Folded Reload
	s_mov_b64 exec, s[4:5]
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end3:
	.size	__ockl_get_global_id, .Lfunc_end3-__ockl_get_global_id
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 3092
; NumSgprs: 38
; NumVgprs: 32
; ScratchSize: 120
; MemoryBound: 0
	.type	__oclc_ABI_version,@object      ; @__oclc_ABI_version
	.section	.rodata,#alloc
	.p2align	2
__oclc_ABI_version:
	.long	400                             ; 0x190
	.size	__oclc_ABI_version, 4

	.ident	"Debian clang version 15.0.6"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.section	".note.GNU-stack"
	.addrsig
	.addrsig_sym _Z13get_global_idj
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'particle*'
        .value_kind:     global_buffer
      - .offset:         8
        .size:           4
        .type_name:      float
        .value_kind:     by_value
      - .offset:         12
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
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
        .value_kind:     hidden_hostcall_buffer
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
        .value_kind:     hidden_multigrid_sync_arg
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 72
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           aos_update
    .private_segment_fixed_size: 200
    .sgpr_count:     40
    .sgpr_spill_count: 5
    .symbol:         aos_update.kd
    .uses_dynamic_stack: false
    .vgpr_count:     32
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         24
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         32
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .offset:         40
        .size:           4
        .type_name:      float
        .value_kind:     by_value
      - .offset:         44
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
      - .offset:         48
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         56
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         64
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .address_space:  global
        .offset:         72
        .size:           8
        .value_kind:     hidden_hostcall_buffer
      - .address_space:  global
        .offset:         80
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         88
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         96
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 104
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           soa_update
    .private_segment_fixed_size: 184
    .sgpr_count:     40
    .sgpr_spill_count: 7
    .symbol:         soa_update.kd
    .uses_dynamic_stack: false
    .vgpr_count:     32
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx906
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
