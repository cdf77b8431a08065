	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx701"
	.protected	div_i8                  ; -- Begin function div_i8
	.globl	div_i8
	.p2align	8
	.type	div_i8,@function
div_i8:                                 ; @div_i8
; %bb.0:
	s_mov_b32 s32, 0x1000
	s_mov_b32 s33, 0
	s_mov_b32 flat_scratch_lo, s13
	s_add_i32 s12, s12, s17
	s_lshr_b32 flat_scratch_hi, s12, 8
	s_add_u32 s0, s0, s17
	s_addc_u32 s1, s1, 0
	v_writelane_b32 v10, s16, 0
	s_mov_b32 s13, s15
	s_mov_b32 s12, s14
	v_readlane_b32 s14, v10, 0
	s_mov_b64 s[6:7], s[8:9]
	buffer_store_dword v2, off, s[0:3], s33 offset:52 ; 4-byte Folded Spill
	v_mov_b32_e32 v2, v1
	buffer_load_dword v1, off, s[0:3], s33 offset:52 ; 4-byte Folded Reload
	s_load_dwordx2 s[18:19], s[6:7], 0x0
	s_load_dwordx2 s[16:17], s[6:7], 0x2
	s_load_dwordx2 s[10:11], s[6:7], 0x4
	s_load_dwordx2 s[8:9], s[6:7], 0x6
	s_waitcnt lgkmcnt(0)
	s_mov_b32 s15, s19
	v_mov_b32_e32 v3, s15
	buffer_store_dword v3, off, s[0:3], s33 offset:12
	s_mov_b32 s15, s18
	v_mov_b32_e32 v3, s15
	buffer_store_dword v3, off, s[0:3], s33 offset:8
	s_mov_b32 s15, s17
	v_mov_b32_e32 v3, s15
	buffer_store_dword v3, off, s[0:3], s33 offset:20
	s_mov_b32 s15, s16
	v_mov_b32_e32 v3, s15
	buffer_store_dword v3, off, s[0:3], s33 offset:16
	s_mov_b32 s15, s11
	v_mov_b32_e32 v3, s15
	buffer_store_dword v3, off, s[0:3], s33 offset:28
                                        ; kill: def $sgpr10 killed $sgpr10 killed $sgpr10_sgpr11
	v_mov_b32_e32 v3, s10
	buffer_store_dword v3, off, s[0:3], s33 offset:24
	s_mov_b32 s10, s9
	v_mov_b32_e32 v3, s10
	buffer_store_dword v3, off, s[0:3], s33 offset:36
                                        ; kill: def $sgpr8 killed $sgpr8 killed $sgpr8_sgpr9
	v_mov_b32_e32 v3, s8
	buffer_store_dword v3, off, s[0:3], s33 offset:32
	s_mov_b64 s[10:11], 32
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
	s_waitcnt vmcnt(8)
	v_lshlrev_b32_e64 v1, s10, v1
	s_mov_b32 s10, 10
	v_lshlrev_b32_e64 v2, s10, v2
	v_or_b32_e64 v0, v0, v2
	v_or_b32_e64 v31, v0, v1
	v_mov_b32_e32 v0, 0
	buffer_store_dword v0, off, s[0:3], s33 offset:48 ; 4-byte Folded Spill
	s_mov_b64 s[0:1], s[16:17]
	s_mov_b64 s[2:3], s[18:19]
	s_swappc_b64 s[30:31], s[6:7]
	buffer_load_dword v3, off, s[0:3], s33 offset:48 ; 4-byte Folded Reload
	v_mov_b32_e32 v2, v1
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
                                        ; kill: def $vgpr0 killed $vgpr0 killed $vgpr0_vgpr1 killed $exec
	buffer_store_dword v0, off, s[0:3], s33 offset:40
	buffer_load_dword v1, off, s[0:3], s33 offset:8
	buffer_load_dword v0, off, s[0:3], s33 offset:12
                                        ; kill: def $vgpr1 killed $vgpr1 def $vgpr1_vgpr2 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, v0
	s_mov_b32 s4, 0
	buffer_load_dword v5, off, s[0:3], s33 offset:40
	v_mov_b32_e32 v0, s4
                                        ; kill: def $vgpr5 killed $vgpr5 def $vgpr5_vgpr6 killed $exec
	v_mov_b32_e32 v6, v0
	v_mov_b32_e32 v0, v1
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v4, v5
	v_mov_b32_e32 v1, v2
	v_mov_b32_e32 v2, v6
	v_add_i32_e64 v0, s[6:7], v0, v4
	v_addc_u32_e64 v2, s[6:7], v1, v2, s[6:7]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	flat_load_ubyte v0, v[0:1]
	s_waitcnt vmcnt(0)
	buffer_store_byte v0, off, s[0:3], s33 offset:44
	buffer_load_dword v1, off, s[0:3], s33 offset:16
	buffer_load_dword v0, off, s[0:3], s33 offset:20
                                        ; kill: def $vgpr1 killed $vgpr1 def $vgpr1_vgpr2 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, v0
	buffer_load_dword v5, off, s[0:3], s33 offset:40
	v_mov_b32_e32 v0, s4
                                        ; kill: def $vgpr5 killed $vgpr5 def $vgpr5_vgpr6 killed $exec
	v_mov_b32_e32 v6, v0
	v_mov_b32_e32 v0, v1
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v4, v5
	v_mov_b32_e32 v1, v2
	v_mov_b32_e32 v2, v6
	v_add_i32_e64 v0, s[6:7], v0, v4
	v_addc_u32_e64 v2, s[6:7], v1, v2, s[6:7]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	flat_load_ubyte v0, v[0:1]
	s_waitcnt vmcnt(0)
	buffer_store_byte v0, off, s[0:3], s33 offset:45
	buffer_load_sbyte v2, off, s[0:3], s33 offset:44
	buffer_load_sbyte v0, off, s[0:3], s33 offset:45
	s_waitcnt vmcnt(0)
	v_xor_b32_e64 v1, v2, v0
	s_mov_b32 s6, 30
	v_ashrrev_i32_e64 v1, s6, v1
	s_mov_b32 s5, 1
	v_or_b32_e64 v1, v1, s5
	v_cvt_f32_i32_e64 v2, v2
	v_cvt_f32_i32_e64 v4, v0
	v_rcp_f32_e64 v0, v4
	v_mul_f32_e64 v0, v2, v0
	v_trunc_f32_e64 v0, v0
	v_mad_f32 v2, -v0, v4, v2
	v_cmp_ge_f32_e64 s[8:9], |v2|, |v4|
	v_cndmask_b32_e64 v1, v3, v1, s[8:9]
	v_cvt_i32_f32_e64 v0, v0
	v_add_i32_e64 v2, s[8:9], v0, v1
	buffer_load_dword v8, off, s[0:3], s33 offset:24
	buffer_load_dword v0, off, s[0:3], s33 offset:28
                                        ; kill: def $vgpr8 killed $vgpr8 def $vgpr8_vgpr9 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v9, v0
	buffer_load_dword v6, off, s[0:3], s33 offset:40
	v_mov_b32_e32 v0, s4
                                        ; kill: def $vgpr6 killed $vgpr6 def $vgpr6_vgpr7 killed $exec
	v_mov_b32_e32 v7, v0
	v_mov_b32_e32 v0, v8
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v5, v6
	v_mov_b32_e32 v1, v9
	v_mov_b32_e32 v4, v7
	v_add_i32_e64 v0, s[8:9], v0, v5
	v_addc_u32_e64 v4, s[8:9], v1, v4, s[8:9]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v4
	flat_store_byte v[0:1], v2
	buffer_load_sbyte v0, off, s[0:3], s33 offset:44
	buffer_load_sbyte v2, off, s[0:3], s33 offset:45
	s_waitcnt vmcnt(0)
	v_xor_b32_e64 v1, v0, v2
	v_ashrrev_i32_e64 v1, s6, v1
	v_or_b32_e64 v4, v1, s5
	v_cvt_f32_i32_e64 v5, v0
	v_cvt_f32_i32_e64 v6, v2
	v_rcp_f32_e64 v1, v6
	v_mul_f32_e64 v1, v5, v1
	v_trunc_f32_e64 v1, v1
	v_mad_f32 v5, -v1, v6, v5
	v_cmp_ge_f32_e64 s[6:7], |v5|, |v6|
	v_cndmask_b32_e64 v3, v3, v4, s[6:7]
	v_cvt_i32_f32_e64 v1, v1
	v_add_i32_e64 v1, s[6:7], v1, v3
	v_mul_lo_u32 v1, v1, v2
	v_sub_i32_e64 v2, s[6:7], v0, v1
	buffer_load_dword v7, off, s[0:3], s33 offset:32
	buffer_load_dword v0, off, s[0:3], s33 offset:36
                                        ; kill: def $vgpr7 killed $vgpr7 def $vgpr7_vgpr8 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v8, v0
	buffer_load_dword v5, off, s[0:3], s33 offset:40
	v_mov_b32_e32 v0, s4
                                        ; kill: def $vgpr5 killed $vgpr5 def $vgpr5_vgpr6 killed $exec
	v_mov_b32_e32 v6, v0
	v_mov_b32_e32 v0, v7
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v4, v5
	v_mov_b32_e32 v1, v8
	v_mov_b32_e32 v3, v6
	v_add_i32_e64 v0, s[4:5], v0, v4
	v_addc_u32_e64 v3, s[4:5], v1, v3, s[4:5]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v3
	flat_store_byte v[0:1], v2
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel div_i8
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 184
		.amdhsa_kernarg_size 88
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
	.size	div_i8, .Lfunc_end0-div_i8
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 1136
; NumSgprs: 38
; NumVgprs: 32
; ScratchSize: 184
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 38
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
	.protected	div_u8                  ; -- Begin function div_u8
	.globl	div_u8
	.p2align	8
	.type	div_u8,@function
div_u8:                                 ; @div_u8
; %bb.0:
	s_mov_b32 s32, 0x1000
	s_mov_b32 s33, 0
	s_mov_b32 flat_scratch_lo, s13
	s_add_i32 s12, s12, s17
	s_lshr_b32 flat_scratch_hi, s12, 8
	s_add_u32 s0, s0, s17
	s_addc_u32 s1, s1, 0
	v_writelane_b32 v9, s16, 0
	s_mov_b32 s13, s15
	s_mov_b32 s12, s14
	v_readlane_b32 s14, v9, 0
	s_mov_b64 s[6:7], s[8:9]
	buffer_store_dword v2, off, s[0:3], s33 offset:48 ; 4-byte Folded Spill
	v_mov_b32_e32 v2, v1
	buffer_load_dword v1, off, s[0:3], s33 offset:48 ; 4-byte Folded Reload
	s_load_dwordx2 s[18:19], s[6:7], 0x0
	s_load_dwordx2 s[16:17], s[6:7], 0x2
	s_load_dwordx2 s[10:11], s[6:7], 0x4
	s_load_dwordx2 s[8:9], s[6:7], 0x6
	s_waitcnt lgkmcnt(0)
	s_mov_b32 s15, s19
	v_mov_b32_e32 v3, s15
	buffer_store_dword v3, off, s[0:3], s33 offset:12
	s_mov_b32 s15, s18
	v_mov_b32_e32 v3, s15
	buffer_store_dword v3, off, s[0:3], s33 offset:8
	s_mov_b32 s15, s17
	v_mov_b32_e32 v3, s15
	buffer_store_dword v3, off, s[0:3], s33 offset:20
	s_mov_b32 s15, s16
	v_mov_b32_e32 v3, s15
	buffer_store_dword v3, off, s[0:3], s33 offset:16
	s_mov_b32 s15, s11
	v_mov_b32_e32 v3, s15
	buffer_store_dword v3, off, s[0:3], s33 offset:28
                                        ; kill: def $sgpr10 killed $sgpr10 killed $sgpr10_sgpr11
	v_mov_b32_e32 v3, s10
	buffer_store_dword v3, off, s[0:3], s33 offset:24
	s_mov_b32 s10, s9
	v_mov_b32_e32 v3, s10
	buffer_store_dword v3, off, s[0:3], s33 offset:36
                                        ; kill: def $sgpr8 killed $sgpr8 killed $sgpr8_sgpr9
	v_mov_b32_e32 v3, s8
	buffer_store_dword v3, off, s[0:3], s33 offset:32
	s_mov_b64 s[10:11], 32
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
	s_waitcnt vmcnt(8)
	v_lshlrev_b32_e64 v1, s10, v1
	s_mov_b32 s10, 10
	v_lshlrev_b32_e64 v2, s10, v2
	v_or_b32_e64 v0, v0, v2
	v_or_b32_e64 v31, v0, v1
	v_mov_b32_e32 v0, 0
	s_mov_b64 s[0:1], s[16:17]
	s_mov_b64 s[2:3], s[18:19]
	s_swappc_b64 s[30:31], s[6:7]
	v_mov_b32_e32 v2, v1
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
                                        ; kill: def $vgpr0 killed $vgpr0 killed $vgpr0_vgpr1 killed $exec
	buffer_store_dword v0, off, s[0:3], s33 offset:40
	buffer_load_dword v1, off, s[0:3], s33 offset:8
	buffer_load_dword v0, off, s[0:3], s33 offset:12
                                        ; kill: def $vgpr1 killed $vgpr1 def $vgpr1_vgpr2 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, v0
	s_mov_b32 s4, 0
	buffer_load_dword v4, off, s[0:3], s33 offset:40
	v_mov_b32_e32 v0, s4
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v0
	v_mov_b32_e32 v0, v1
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v3, v4
	v_mov_b32_e32 v1, v2
	v_mov_b32_e32 v2, v5
	v_add_i32_e64 v0, s[6:7], v0, v3
	v_addc_u32_e64 v2, s[6:7], v1, v2, s[6:7]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	flat_load_ubyte v0, v[0:1]
	s_waitcnt vmcnt(0)
	buffer_store_byte v0, off, s[0:3], s33 offset:44
	buffer_load_dword v1, off, s[0:3], s33 offset:16
	buffer_load_dword v0, off, s[0:3], s33 offset:20
                                        ; kill: def $vgpr1 killed $vgpr1 def $vgpr1_vgpr2 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, v0
	buffer_load_dword v4, off, s[0:3], s33 offset:40
	v_mov_b32_e32 v0, s4
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v0
	v_mov_b32_e32 v0, v1
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v3, v4
	v_mov_b32_e32 v1, v2
	v_mov_b32_e32 v2, v5
	v_add_i32_e64 v0, s[6:7], v0, v3
	v_addc_u32_e64 v2, s[6:7], v1, v2, s[6:7]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	flat_load_ubyte v0, v[0:1]
	s_waitcnt vmcnt(0)
	buffer_store_byte v0, off, s[0:3], s33 offset:45
	buffer_load_ubyte v1, off, s[0:3], s33 offset:44
	buffer_load_ubyte v0, off, s[0:3], s33 offset:45
	s_waitcnt vmcnt(1)
	v_cvt_f32_u32_e64 v3, v1
	s_waitcnt vmcnt(0)
	v_cvt_f32_u32_e64 v2, v0
	v_rcp_f32_e64 v0, v2
	v_mul_f32_e64 v0, v3, v0
	v_trunc_f32_e64 v1, v0
	v_cvt_u32_f32_e64 v0, v1
	v_mad_f32 v1, -v1, v2, v3
	v_cmp_ge_f32_e64 s[6:7], |v1|, |v2|
	v_cndmask_b32_e64 v1, 0, 1, s[6:7]
	v_add_i32_e64 v2, s[6:7], v0, v1
	buffer_load_dword v7, off, s[0:3], s33 offset:24
	buffer_load_dword v0, off, s[0:3], s33 offset:28
                                        ; kill: def $vgpr7 killed $vgpr7 def $vgpr7_vgpr8 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v8, v0
	buffer_load_dword v5, off, s[0:3], s33 offset:40
	v_mov_b32_e32 v0, s4
                                        ; kill: def $vgpr5 killed $vgpr5 def $vgpr5_vgpr6 killed $exec
	v_mov_b32_e32 v6, v0
	v_mov_b32_e32 v0, v7
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v4, v5
	v_mov_b32_e32 v1, v8
	v_mov_b32_e32 v3, v6
	v_add_i32_e64 v0, s[6:7], v0, v4
	v_addc_u32_e64 v3, s[6:7], v1, v3, s[6:7]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v3
	flat_store_byte v[0:1], v2
	buffer_load_ubyte v0, off, s[0:3], s33 offset:44
	buffer_load_ubyte v2, off, s[0:3], s33 offset:45
	s_waitcnt vmcnt(1)
	v_cvt_f32_u32_e64 v5, v0
	s_waitcnt vmcnt(0)
	v_cvt_f32_u32_e64 v4, v2
	v_rcp_f32_e64 v1, v4
	v_mul_f32_e64 v1, v5, v1
	v_trunc_f32_e64 v3, v1
	v_cvt_u32_f32_e64 v1, v3
	v_mad_f32 v3, -v3, v4, v5
	v_cmp_ge_f32_e64 s[6:7], |v3|, |v4|
	v_cndmask_b32_e64 v3, 0, 1, s[6:7]
	v_add_i32_e64 v1, s[6:7], v1, v3
	v_mul_lo_u32 v1, v1, v2
	v_sub_i32_e64 v2, s[6:7], v0, v1
	buffer_load_dword v7, off, s[0:3], s33 offset:32
	buffer_load_dword v0, off, s[0:3], s33 offset:36
                                        ; kill: def $vgpr7 killed $vgpr7 def $vgpr7_vgpr8 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v8, v0
	buffer_load_dword v5, off, s[0:3], s33 offset:40
	v_mov_b32_e32 v0, s4
                                        ; kill: def $vgpr5 killed $vgpr5 def $vgpr5_vgpr6 killed $exec
	v_mov_b32_e32 v6, v0
	v_mov_b32_e32 v0, v7
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v4, v5
	v_mov_b32_e32 v1, v8
	v_mov_b32_e32 v3, v6
	v_add_i32_e64 v0, s[4:5], v0, v4
	v_addc_u32_e64 v3, s[4:5], v1, v3, s[4:5]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v3
	flat_store_byte v[0:1], v2
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel div_u8
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 184
		.amdhsa_kernarg_size 88
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
	.size	div_u8, .Lfunc_end1-div_u8
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 1072
; NumSgprs: 38
; NumVgprs: 32
; ScratchSize: 184
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 38
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
	.protected	div_i16                 ; -- Begin function div_i16
	.globl	div_i16
	.p2align	8
	.type	div_i16,@function
div_i16:                                ; @div_i16
; %bb.0:
	s_mov_b32 s32, 0x1000
	s_mov_b32 s33, 0
	s_mov_b32 flat_scratch_lo, s13
	s_add_i32 s12, s12, s17
	s_lshr_b32 flat_scratch_hi, s12, 8
	s_add_u32 s0, s0, s17
	s_addc_u32 s1, s1, 0
	v_writelane_b32 v10, s16, 0
	s_mov_b32 s13, s15
	s_mov_b32 s12, s14
	v_readlane_b32 s14, v10, 0
	s_mov_b64 s[6:7], s[8:9]
	buffer_store_dword v2, off, s[0:3], s33 offset:52 ; 4-byte Folded Spill
	v_mov_b32_e32 v2, v1
	buffer_load_dword v1, off, s[0:3], s33 offset:52 ; 4-byte Folded Reload
	s_load_dwordx2 s[18:19], s[6:7], 0x0
	s_load_dwordx2 s[16:17], s[6:7], 0x2
	s_load_dwordx2 s[10:11], s[6:7], 0x4
	s_load_dwordx2 s[8:9], s[6:7], 0x6
	s_waitcnt lgkmcnt(0)
	s_mov_b32 s15, s19
	v_mov_b32_e32 v3, s15
	buffer_store_dword v3, off, s[0:3], s33 offset:12
	s_mov_b32 s15, s18
	v_mov_b32_e32 v3, s15
	buffer_store_dword v3, off, s[0:3], s33 offset:8
	s_mov_b32 s15, s17
	v_mov_b32_e32 v3, s15
	buffer_store_dword v3, off, s[0:3], s33 offset:20
	s_mov_b32 s15, s16
	v_mov_b32_e32 v3, s15
	buffer_store_dword v3, off, s[0:3], s33 offset:16
	s_mov_b32 s15, s11
	v_mov_b32_e32 v3, s15
	buffer_store_dword v3, off, s[0:3], s33 offset:28
                                        ; kill: def $sgpr10 killed $sgpr10 killed $sgpr10_sgpr11
	v_mov_b32_e32 v3, s10
	buffer_store_dword v3, off, s[0:3], s33 offset:24
	s_mov_b32 s10, s9
	v_mov_b32_e32 v3, s10
	buffer_store_dword v3, off, s[0:3], s33 offset:36
                                        ; kill: def $sgpr8 killed $sgpr8 killed $sgpr8_sgpr9
	v_mov_b32_e32 v3, s8
	buffer_store_dword v3, off, s[0:3], s33 offset:32
	s_mov_b64 s[10:11], 32
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
	s_waitcnt vmcnt(8)
	v_lshlrev_b32_e64 v1, s10, v1
	s_mov_b32 s10, 10
	v_lshlrev_b32_e64 v2, s10, v2
	v_or_b32_e64 v0, v0, v2
	v_or_b32_e64 v31, v0, v1
	v_mov_b32_e32 v0, 0
	buffer_store_dword v0, off, s[0:3], s33 offset:48 ; 4-byte Folded Spill
	s_mov_b64 s[0:1], s[16:17]
	s_mov_b64 s[2:3], s[18:19]
	s_swappc_b64 s[30:31], s[6:7]
	buffer_load_dword v3, off, s[0:3], s33 offset:48 ; 4-byte Folded Reload
	v_mov_b32_e32 v2, v1
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
                                        ; kill: def $vgpr0 killed $vgpr0 killed $vgpr0_vgpr1 killed $exec
	buffer_store_dword v0, off, s[0:3], s33 offset:40
	buffer_load_dword v1, off, s[0:3], s33 offset:8
	buffer_load_dword v0, off, s[0:3], s33 offset:12
                                        ; kill: def $vgpr1 killed $vgpr1 def $vgpr1_vgpr2 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, v0
	s_mov_b32 s5, 0
	buffer_load_dword v4, off, s[0:3], s33 offset:40
	v_mov_b32_e32 v0, s5
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v0
	s_mov_b32 s4, 1
	s_mov_b32 s6, s4
	s_waitcnt vmcnt(0)
	v_lshl_b64 v[5:6], v[4:5], s6
	v_mov_b32_e32 v0, v1
	v_mov_b32_e32 v4, v5
	v_mov_b32_e32 v1, v2
	v_mov_b32_e32 v2, v6
	v_add_i32_e64 v0, s[6:7], v0, v4
	v_addc_u32_e64 v2, s[6:7], v1, v2, s[6:7]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	flat_load_ushort v0, v[0:1]
	s_waitcnt vmcnt(0)
	buffer_store_short v0, off, s[0:3], s33 offset:44
	buffer_load_dword v1, off, s[0:3], s33 offset:16
	buffer_load_dword v0, off, s[0:3], s33 offset:20
                                        ; kill: def $vgpr1 killed $vgpr1 def $vgpr1_vgpr2 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, v0
	buffer_load_dword v4, off, s[0:3], s33 offset:40
	v_mov_b32_e32 v0, s5
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v0
	s_mov_b32 s6, s4
	s_waitcnt vmcnt(0)
	v_lshl_b64 v[5:6], v[4:5], s6
	v_mov_b32_e32 v0, v1
	v_mov_b32_e32 v4, v5
	v_mov_b32_e32 v1, v2
	v_mov_b32_e32 v2, v6
	v_add_i32_e64 v0, s[6:7], v0, v4
	v_addc_u32_e64 v2, s[6:7], v1, v2, s[6:7]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	flat_load_ushort v0, v[0:1]
	s_waitcnt vmcnt(0)
	buffer_store_short v0, off, s[0:3], s33 offset:46
	buffer_load_sshort v2, off, s[0:3], s33 offset:44
	buffer_load_sshort v0, off, s[0:3], s33 offset:46
	s_waitcnt vmcnt(0)
	v_xor_b32_e64 v1, v2, v0
	s_mov_b32 s6, 30
	v_ashrrev_i32_e64 v1, s6, v1
	v_or_b32_e64 v1, v1, s4
	v_cvt_f32_i32_e64 v2, v2
	v_cvt_f32_i32_e64 v4, v0
	v_rcp_f32_e64 v0, v4
	v_mul_f32_e64 v0, v2, v0
	v_trunc_f32_e64 v0, v0
	v_mad_f32 v2, -v0, v4, v2
	v_cmp_ge_f32_e64 s[8:9], |v2|, |v4|
	v_cndmask_b32_e64 v1, v3, v1, s[8:9]
	v_cvt_i32_f32_e64 v0, v0
	v_add_i32_e64 v2, s[8:9], v0, v1
	buffer_load_dword v8, off, s[0:3], s33 offset:24
	buffer_load_dword v0, off, s[0:3], s33 offset:28
                                        ; kill: def $vgpr8 killed $vgpr8 def $vgpr8_vgpr9 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v9, v0
	buffer_load_dword v0, off, s[0:3], s33 offset:40
	v_mov_b32_e32 v4, s5
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v4
	s_mov_b32 s7, s4
	s_waitcnt vmcnt(0)
	v_lshl_b64 v[6:7], v[0:1], s7
	v_mov_b32_e32 v0, v8
	v_mov_b32_e32 v5, v6
	v_mov_b32_e32 v1, v9
	v_mov_b32_e32 v4, v7
	v_add_i32_e64 v0, s[8:9], v0, v5
	v_addc_u32_e64 v4, s[8:9], v1, v4, s[8:9]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v4
	flat_store_short v[0:1], v2
	buffer_load_sshort v0, off, s[0:3], s33 offset:44
	buffer_load_sshort v2, off, s[0:3], s33 offset:46
	s_waitcnt vmcnt(0)
	v_xor_b32_e64 v1, v0, v2
	v_ashrrev_i32_e64 v1, s6, v1
	v_or_b32_e64 v4, v1, s4
	v_cvt_f32_i32_e64 v5, v0
	v_cvt_f32_i32_e64 v6, v2
	v_rcp_f32_e64 v1, v6
	v_mul_f32_e64 v1, v5, v1
	v_trunc_f32_e64 v1, v1
	v_mad_f32 v5, -v1, v6, v5
	v_cmp_ge_f32_e64 s[6:7], |v5|, |v6|
	v_cndmask_b32_e64 v3, v3, v4, s[6:7]
	v_cvt_i32_f32_e64 v1, v1
	v_add_i32_e64 v1, s[6:7], v1, v3
	v_mul_lo_u32 v1, v1, v2
	v_sub_i32_e64 v2, s[6:7], v0, v1
	buffer_load_dword v7, off, s[0:3], s33 offset:32
	buffer_load_dword v0, off, s[0:3], s33 offset:36
                                        ; kill: def $vgpr7 killed $vgpr7 def $vgpr7_vgpr8 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v8, v0
	buffer_load_dword v0, off, s[0:3], s33 offset:40
	v_mov_b32_e32 v3, s5
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v3
	s_waitcnt vmcnt(0)
	v_lshl_b64 v[5:6], v[0:1], s4
	v_mov_b32_e32 v0, v7
	v_mov_b32_e32 v4, v5
	v_mov_b32_e32 v1, v8
	v_mov_b32_e32 v3, v6
	v_add_i32_e64 v0, s[4:5], v0, v4
	v_addc_u32_e64 v3, s[4:5], v1, v3, s[4:5]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v3
	flat_store_short v[0:1], v2
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel div_i16
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 184
		.amdhsa_kernarg_size 88
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
	.size	div_i16, .Lfunc_end2-div_i16
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 1180
; NumSgprs: 38
; NumVgprs: 32
; ScratchSize: 184
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 38
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
	.protected	div_u16                 ; -- Begin function div_u16
	.globl	div_u16
	.p2align	8
	.type	div_u16,@function
div_u16:                                ; @div_u16
; %bb.0:
	s_mov_b32 s32, 0x1000
	s_mov_b32 s33, 0
	s_mov_b32 flat_scratch_lo, s13
	s_add_i32 s12, s12, s17
	s_lshr_b32 flat_scratch_hi, s12, 8
	s_add_u32 s0, s0, s17
	s_addc_u32 s1, s1, 0
	v_writelane_b32 v9, s16, 0
	s_mov_b32 s13, s15
	s_mov_b32 s12, s14
	v_readlane_b32 s14, v9, 0
	s_mov_b64 s[6:7], s[8:9]
	buffer_store_dword v2, off, s[0:3], s33 offset:48 ; 4-byte Folded Spill
	v_mov_b32_e32 v2, v1
	buffer_load_dword v1, off, s[0:3], s33 offset:48 ; 4-byte Folded Reload
	s_load_dwordx2 s[18:19], s[6:7], 0x0
	s_load_dwordx2 s[16:17], s[6:7], 0x2
	s_load_dwordx2 s[10:11], s[6:7], 0x4
	s_load_dwordx2 s[8:9], s[6:7], 0x6
	s_waitcnt lgkmcnt(0)
	s_mov_b32 s15, s19
	v_mov_b32_e32 v3, s15
	buffer_store_dword v3, off, s[0:3], s33 offset:12
	s_mov_b32 s15, s18
	v_mov_b32_e32 v3, s15
	buffer_store_dword v3, off, s[0:3], s33 offset:8
	s_mov_b32 s15, s17
	v_mov_b32_e32 v3, s15
	buffer_store_dword v3, off, s[0:3], s33 offset:20
	s_mov_b32 s15, s16
	v_mov_b32_e32 v3, s15
	buffer_store_dword v3, off, s[0:3], s33 offset:16
	s_mov_b32 s15, s11
	v_mov_b32_e32 v3, s15
	buffer_store_dword v3, off, s[0:3], s33 offset:28
                                        ; kill: def $sgpr10 killed $sgpr10 killed $sgpr10_sgpr11
	v_mov_b32_e32 v3, s10
	buffer_store_dword v3, off, s[0:3], s33 offset:24
	s_mov_b32 s10, s9
	v_mov_b32_e32 v3, s10
	buffer_store_dword v3, off, s[0:3], s33 offset:36
                                        ; kill: def $sgpr8 killed $sgpr8 killed $sgpr8_sgpr9
	v_mov_b32_e32 v3, s8
	buffer_store_dword v3, off, s[0:3], s33 offset:32
	s_mov_b64 s[10:11], 32
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
	s_waitcnt vmcnt(8)
	v_lshlrev_b32_e64 v1, s10, v1
	s_mov_b32 s10, 10
	v_lshlrev_b32_e64 v2, s10, v2
	v_or_b32_e64 v0, v0, v2
	v_or_b32_e64 v31, v0, v1
	v_mov_b32_e32 v0, 0
	s_mov_b64 s[0:1], s[16:17]
	s_mov_b64 s[2:3], s[18:19]
	s_swappc_b64 s[30:31], s[6:7]
	v_mov_b32_e32 v2, v1
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
                                        ; kill: def $vgpr0 killed $vgpr0 killed $vgpr0_vgpr1 killed $exec
	buffer_store_dword v0, off, s[0:3], s33 offset:40
	buffer_load_dword v1, off, s[0:3], s33 offset:8
	buffer_load_dword v0, off, s[0:3], s33 offset:12
                                        ; kill: def $vgpr1 killed $vgpr1 def $vgpr1_vgpr2 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, v0
	s_mov_b32 s5, 0
	buffer_load_dword v3, off, s[0:3], s33 offset:40
	v_mov_b32_e32 v0, s5
                                        ; kill: def $vgpr3 killed $vgpr3 def $vgpr3_vgpr4 killed $exec
	v_mov_b32_e32 v4, v0
	s_mov_b32 s4, 1
	s_mov_b32 s6, s4
	s_waitcnt vmcnt(0)
	v_lshl_b64 v[4:5], v[3:4], s6
	v_mov_b32_e32 v0, v1
	v_mov_b32_e32 v3, v4
	v_mov_b32_e32 v1, v2
	v_mov_b32_e32 v2, v5
	v_add_i32_e64 v0, s[6:7], v0, v3
	v_addc_u32_e64 v2, s[6:7], v1, v2, s[6:7]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	flat_load_ushort v0, v[0:1]
	s_waitcnt vmcnt(0)
	buffer_store_short v0, off, s[0:3], s33 offset:44
	buffer_load_dword v1, off, s[0:3], s33 offset:16
	buffer_load_dword v0, off, s[0:3], s33 offset:20
                                        ; kill: def $vgpr1 killed $vgpr1 def $vgpr1_vgpr2 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, v0
	buffer_load_dword v3, off, s[0:3], s33 offset:40
	v_mov_b32_e32 v0, s5
                                        ; kill: def $vgpr3 killed $vgpr3 def $vgpr3_vgpr4 killed $exec
	v_mov_b32_e32 v4, v0
	s_mov_b32 s6, s4
	s_waitcnt vmcnt(0)
	v_lshl_b64 v[4:5], v[3:4], s6
	v_mov_b32_e32 v0, v1
	v_mov_b32_e32 v3, v4
	v_mov_b32_e32 v1, v2
	v_mov_b32_e32 v2, v5
	v_add_i32_e64 v0, s[6:7], v0, v3
	v_addc_u32_e64 v2, s[6:7], v1, v2, s[6:7]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	flat_load_ushort v0, v[0:1]
	s_waitcnt vmcnt(0)
	buffer_store_short v0, off, s[0:3], s33 offset:46
	buffer_load_ushort v1, off, s[0:3], s33 offset:44
	buffer_load_ushort v0, off, s[0:3], s33 offset:46
	s_waitcnt vmcnt(1)
	v_cvt_f32_u32_e64 v3, v1
	s_waitcnt vmcnt(0)
	v_cvt_f32_u32_e64 v2, v0
	v_rcp_f32_e64 v0, v2
	v_mul_f32_e64 v0, v3, v0
	v_trunc_f32_e64 v1, v0
	v_cvt_u32_f32_e64 v0, v1
	v_mad_f32 v1, -v1, v2, v3
	v_cmp_ge_f32_e64 s[6:7], |v1|, |v2|
	v_cndmask_b32_e64 v1, 0, 1, s[6:7]
	v_add_i32_e64 v2, s[6:7], v0, v1
	buffer_load_dword v7, off, s[0:3], s33 offset:24
	buffer_load_dword v0, off, s[0:3], s33 offset:28
                                        ; kill: def $vgpr7 killed $vgpr7 def $vgpr7_vgpr8 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v8, v0
	buffer_load_dword v0, off, s[0:3], s33 offset:40
	v_mov_b32_e32 v3, s5
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v3
	s_mov_b32 s6, s4
	s_waitcnt vmcnt(0)
	v_lshl_b64 v[5:6], v[0:1], s6
	v_mov_b32_e32 v0, v7
	v_mov_b32_e32 v4, v5
	v_mov_b32_e32 v1, v8
	v_mov_b32_e32 v3, v6
	v_add_i32_e64 v0, s[6:7], v0, v4
	v_addc_u32_e64 v3, s[6:7], v1, v3, s[6:7]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v3
	flat_store_short v[0:1], v2
	buffer_load_ushort v0, off, s[0:3], s33 offset:44
	buffer_load_ushort v2, off, s[0:3], s33 offset:46
	s_waitcnt vmcnt(1)
	v_cvt_f32_u32_e64 v5, v0
	s_waitcnt vmcnt(0)
	v_cvt_f32_u32_e64 v4, v2
	v_rcp_f32_e64 v1, v4
	v_mul_f32_e64 v1, v5, v1
	v_trunc_f32_e64 v3, v1
	v_cvt_u32_f32_e64 v1, v3
	v_mad_f32 v3, -v3, v4, v5
	v_cmp_ge_f32_e64 s[6:7], |v3|, |v4|
	v_cndmask_b32_e64 v3, 0, 1, s[6:7]
	v_add_i32_e64 v1, s[6:7], v1, v3
	v_mul_lo_u32 v1, v1, v2
	v_sub_i32_e64 v2, s[6:7], v0, v1
	buffer_load_dword v7, off, s[0:3], s33 offset:32
	buffer_load_dword v0, off, s[0:3], s33 offset:36
                                        ; kill: def $vgpr7 killed $vgpr7 def $vgpr7_vgpr8 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v8, v0
	buffer_load_dword v0, off, s[0:3], s33 offset:40
	v_mov_b32_e32 v3, s5
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v3
	s_waitcnt vmcnt(0)
	v_lshl_b64 v[5:6], v[0:1], s4
	v_mov_b32_e32 v0, v7
	v_mov_b32_e32 v4, v5
	v_mov_b32_e32 v1, v8
	v_mov_b32_e32 v3, v6
	v_add_i32_e64 v0, s[4:5], v0, v4
	v_addc_u32_e64 v3, s[4:5], v1, v3, s[4:5]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v3
	flat_store_short v[0:1], v2
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel div_u16
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 184
		.amdhsa_kernarg_size 88
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
.Lfunc_end3:
	.size	div_u16, .Lfunc_end3-div_u16
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 1120
; NumSgprs: 38
; NumVgprs: 32
; ScratchSize: 184
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 38
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
	.protected	div_i32                 ; -- Begin function div_i32
	.globl	div_i32
	.p2align	8
	.type	div_i32,@function
div_i32:                                ; @div_i32
; %bb.0:
	s_mov_b32 s32, 0x1000
	s_mov_b32 s33, 0
	s_mov_b32 flat_scratch_lo, s13
	s_add_i32 s12, s12, s17
	s_lshr_b32 flat_scratch_hi, s12, 8
	s_add_u32 s0, s0, s17
	s_addc_u32 s1, s1, 0
	v_writelane_b32 v9, s16, 0
	s_mov_b32 s13, s15
	s_mov_b32 s12, s14
	v_readlane_b32 s14, v9, 0
	s_mov_b64 s[6:7], s[8:9]
	buffer_store_dword v2, off, s[0:3], s33 offset:56 ; 4-byte Folded Spill
	v_mov_b32_e32 v2, v1
	buffer_load_dword v1, off, s[0:3], s33 offset:56 ; 4-byte Folded Reload
	s_load_dwordx2 s[18:19], s[6:7], 0x0
	s_load_dwordx2 s[16:17], s[6:7], 0x2
	s_load_dwordx2 s[10:11], s[6:7], 0x4
	s_load_dwordx2 s[8:9], s[6:7], 0x6
	s_waitcnt lgkmcnt(0)
	s_mov_b32 s15, s19
	v_mov_b32_e32 v3, s15
	buffer_store_dword v3, off, s[0:3], s33 offset:12
	s_mov_b32 s15, s18
	v_mov_b32_e32 v3, s15
	buffer_store_dword v3, off, s[0:3], s33 offset:8
	s_mov_b32 s15, s17
	v_mov_b32_e32 v3, s15
	buffer_store_dword v3, off, s[0:3], s33 offset:20
	s_mov_b32 s15, s16
	v_mov_b32_e32 v3, s15
	buffer_store_dword v3, off, s[0:3], s33 offset:16
	s_mov_b32 s15, s11
	v_mov_b32_e32 v3, s15
	buffer_store_dword v3, off, s[0:3], s33 offset:28
                                        ; kill: def $sgpr10 killed $sgpr10 killed $sgpr10_sgpr11
	v_mov_b32_e32 v3, s10
	buffer_store_dword v3, off, s[0:3], s33 offset:24
	s_mov_b32 s10, s9
	v_mov_b32_e32 v3, s10
	buffer_store_dword v3, off, s[0:3], s33 offset:36
                                        ; kill: def $sgpr8 killed $sgpr8 killed $sgpr8_sgpr9
	v_mov_b32_e32 v3, s8
	buffer_store_dword v3, off, s[0:3], s33 offset:32
	s_mov_b64 s[10:11], 32
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
	s_waitcnt vmcnt(8)
	v_lshlrev_b32_e64 v1, s10, v1
	s_mov_b32 s10, 10
	v_lshlrev_b32_e64 v2, s10, v2
	v_or_b32_e64 v0, v0, v2
	v_or_b32_e64 v31, v0, v1
	v_mov_b32_e32 v0, 0
	buffer_store_dword v0, off, s[0:3], s33 offset:52 ; 4-byte Folded Spill
	s_mov_b64 s[0:1], s[16:17]
	s_mov_b64 s[2:3], s[18:19]
	s_swappc_b64 s[30:31], s[6:7]
	v_mov_b32_e32 v2, v0
	v_mov_b32_e32 v0, v1
	buffer_load_dword v1, off, s[0:3], s33 offset:52 ; 4-byte Folded Reload
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v0
	v_mov_b32_e32 v0, v2
	buffer_store_dword v0, off, s[0:3], s33 offset:40
	buffer_load_dword v7, off, s[0:3], s33 offset:8
	buffer_load_dword v0, off, s[0:3], s33 offset:12
                                        ; kill: def $vgpr7 killed $vgpr7 def $vgpr7_vgpr8 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v8, v0
	s_mov_b32 s5, 0
	buffer_load_dword v2, off, s[0:3], s33 offset:40
	v_mov_b32_e32 v0, s5
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v0
	s_mov_b32 s4, 2
	s_mov_b32 s6, s4
	s_waitcnt vmcnt(0)
	v_lshl_b64 v[5:6], v[2:3], s6
	v_mov_b32_e32 v2, v7
	v_mov_b32_e32 v4, v5
	v_mov_b32_e32 v0, v8
	v_mov_b32_e32 v3, v6
	v_add_i32_e64 v2, s[6:7], v2, v4
	v_addc_u32_e64 v0, s[6:7], v0, v3, s[6:7]
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v0
	flat_load_dword v0, v[2:3]
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:44
	buffer_load_dword v7, off, s[0:3], s33 offset:16
	buffer_load_dword v0, off, s[0:3], s33 offset:20
                                        ; kill: def $vgpr7 killed $vgpr7 def $vgpr7_vgpr8 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v8, v0
	buffer_load_dword v2, off, s[0:3], s33 offset:40
	v_mov_b32_e32 v0, s5
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v0
	s_mov_b32 s6, s4
	s_waitcnt vmcnt(0)
	v_lshl_b64 v[5:6], v[2:3], s6
	v_mov_b32_e32 v2, v7
	v_mov_b32_e32 v4, v5
	v_mov_b32_e32 v0, v8
	v_mov_b32_e32 v3, v6
	v_add_i32_e64 v2, s[6:7], v2, v4
	v_addc_u32_e64 v0, s[6:7], v0, v3, s[6:7]
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v0
	flat_load_dword v0, v[2:3]
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:48
	buffer_load_dword v4, off, s[0:3], s33 offset:44
	buffer_load_dword v0, off, s[0:3], s33 offset:48
	s_mov_b32 s6, 31
	s_waitcnt vmcnt(0)
	v_ashrrev_i32_e64 v3, s6, v0
	v_add_i32_e64 v0, s[8:9], v0, v3
	v_xor_b32_e64 v5, v0, v3
	v_sub_i32_e64 v2, s[8:9], v1, v5
	v_cvt_f32_u32_e32 v0, v5
	v_rcp_iflag_f32_e32 v0, v0
	v_mul_f32_e32 v0, 0x4f7ffffe, v0
	v_cvt_u32_f32_e32 v0, v0
	v_mul_lo_u32 v2, v2, v0
	v_mul_hi_u32 v2, v0, v2
	v_add_i32_e64 v0, s[8:9], v0, v2
	v_ashrrev_i32_e64 v2, s6, v4
	v_add_i32_e64 v4, s[8:9], v4, v2
	v_xor_b32_e64 v4, v4, v2
	v_mul_hi_u32 v0, v4, v0
	v_mul_lo_u32 v6, v0, v5
	v_sub_i32_e64 v4, s[8:9], v4, v6
	v_cmp_ge_u32_e64 s[10:11], v4, v5
	v_sub_i32_e64 v6, s[8:9], v4, v5
	v_cndmask_b32_e64 v4, v4, v6, s[10:11]
	v_cmp_ge_u32_e64 s[8:9], v4, v5
	s_mov_b32 s7, 1
	v_add_i32_e64 v4, s[12:13], v0, s7
	v_cndmask_b32_e64 v0, v0, v4, s[10:11]
	v_add_i32_e64 v4, s[10:11], v0, s7
	v_cndmask_b32_e64 v0, v0, v4, s[8:9]
	v_xor_b32_e64 v2, v2, v3
	v_xor_b32_e64 v0, v0, v2
	v_sub_i32_e64 v0, s[8:9], v0, v2
	buffer_load_dword v3, off, s[0:3], s33 offset:24
	buffer_load_dword v2, off, s[0:3], s33 offset:28
                                        ; kill: def $vgpr3 killed $vgpr3 def $vgpr3_vgpr4 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v4, v2
	buffer_load_dword v5, off, s[0:3], s33 offset:40
	v_mov_b32_e32 v2, s5
                                        ; kill: def $vgpr5 killed $vgpr5 def $vgpr5_vgpr6 killed $exec
	v_mov_b32_e32 v6, v2
	s_mov_b32 s7, s4
	s_waitcnt vmcnt(0)
	v_lshl_b64 v[6:7], v[5:6], s7
	v_mov_b32_e32 v2, v3
	v_mov_b32_e32 v5, v6
	v_mov_b32_e32 v3, v4
	v_mov_b32_e32 v4, v7
	v_add_i32_e64 v2, s[8:9], v2, v5
	v_addc_u32_e64 v4, s[8:9], v3, v4, s[8:9]
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	flat_store_dword v[2:3], v0
	buffer_load_dword v0, off, s[0:3], s33 offset:44
	buffer_load_dword v2, off, s[0:3], s33 offset:48
	s_waitcnt vmcnt(0)
	v_ashrrev_i32_e64 v3, s6, v2
	v_add_i32_e64 v2, s[8:9], v2, v3
	v_xor_b32_e64 v2, v2, v3
	v_sub_i32_e64 v3, s[8:9], v1, v2
	v_cvt_f32_u32_e32 v1, v2
	v_rcp_iflag_f32_e32 v1, v1
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	v_mul_lo_u32 v3, v3, v1
	v_mul_hi_u32 v3, v1, v3
	v_add_i32_e64 v3, s[8:9], v1, v3
	v_ashrrev_i32_e64 v1, s6, v0
	v_add_i32_e64 v0, s[6:7], v0, v1
	v_xor_b32_e64 v0, v0, v1
	v_mul_hi_u32 v3, v0, v3
	v_mul_lo_u32 v3, v3, v2
	v_sub_i32_e64 v0, s[6:7], v0, v3
	v_cmp_ge_u32_e64 s[6:7], v0, v2
	v_sub_i32_e64 v3, s[8:9], v0, v2
	v_cndmask_b32_e64 v0, v0, v3, s[6:7]
	v_cmp_ge_u32_e64 s[6:7], v0, v2
	v_sub_i32_e64 v2, s[8:9], v0, v2
	v_cndmask_b32_e64 v0, v0, v2, s[6:7]
	v_xor_b32_e64 v0, v0, v1
	v_sub_i32_e64 v2, s[6:7], v0, v1
	buffer_load_dword v7, off, s[0:3], s33 offset:32
	buffer_load_dword v0, off, s[0:3], s33 offset:36
                                        ; kill: def $vgpr7 killed $vgpr7 def $vgpr7_vgpr8 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v8, v0
	buffer_load_dword v0, off, s[0:3], s33 offset:40
	v_mov_b32_e32 v3, s5
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v3
	s_waitcnt vmcnt(0)
	v_lshl_b64 v[5:6], v[0:1], s4
	v_mov_b32_e32 v0, v7
	v_mov_b32_e32 v4, v5
	v_mov_b32_e32 v1, v8
	v_mov_b32_e32 v3, v6
	v_add_i32_e64 v0, s[4:5], v0, v4
	v_addc_u32_e64 v3, s[4:5], v1, v3, s[4:5]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v3
	flat_store_dword v[0:1], v2
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel div_i32
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 184
		.amdhsa_kernarg_size 88
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
.Lfunc_end4:
	.size	div_i32, .Lfunc_end4-div_i32
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 1372
; NumSgprs: 38
; NumVgprs: 32
; ScratchSize: 184
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 38
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
	.protected	div_u32                 ; -- Begin function div_u32
	.globl	div_u32
	.p2align	8
	.type	div_u32,@function
div_u32:                                ; @div_u32
; %bb.0:
	s_mov_b32 s32, 0x1000
	s_mov_b32 s33, 0
	s_mov_b32 flat_scratch_lo, s13
	s_add_i32 s12, s12, s17
	s_lshr_b32 flat_scratch_hi, s12, 8
	s_add_u32 s0, s0, s17
	s_addc_u32 s1, s1, 0
	v_writelane_b32 v10, s16, 0
	s_mov_b32 s13, s15
	s_mov_b32 s12, s14
	v_readlane_b32 s14, v10, 0
	s_mov_b64 s[6:7], s[8:9]
	buffer_store_dword v2, off, s[0:3], s33 offset:56 ; 4-byte Folded Spill
	v_mov_b32_e32 v2, v1
	buffer_load_dword v1, off, s[0:3], s33 offset:56 ; 4-byte Folded Reload
	s_load_dwordx2 s[18:19], s[6:7], 0x0
	s_load_dwordx2 s[16:17], s[6:7], 0x2
	s_load_dwordx2 s[10:11], s[6:7], 0x4
	s_load_dwordx2 s[8:9], s[6:7], 0x6
	s_waitcnt lgkmcnt(0)
	s_mov_b32 s15, s19
	v_mov_b32_e32 v3, s15
	buffer_store_dword v3, off, s[0:3], s33 offset:12
	s_mov_b32 s15, s18
	v_mov_b32_e32 v3, s15
	buffer_store_dword v3, off, s[0:3], s33 offset:8
	s_mov_b32 s15, s17
	v_mov_b32_e32 v3, s15
	buffer_store_dword v3, off, s[0:3], s33 offset:20
	s_mov_b32 s15, s16
	v_mov_b32_e32 v3, s15
	buffer_store_dword v3, off, s[0:3], s33 offset:16
	s_mov_b32 s15, s11
	v_mov_b32_e32 v3, s15
	buffer_store_dword v3, off, s[0:3], s33 offset:28
                                        ; kill: def $sgpr10 killed $sgpr10 killed $sgpr10_sgpr11
	v_mov_b32_e32 v3, s10
	buffer_store_dword v3, off, s[0:3], s33 offset:24
	s_mov_b32 s10, s9
	v_mov_b32_e32 v3, s10
	buffer_store_dword v3, off, s[0:3], s33 offset:36
                                        ; kill: def $sgpr8 killed $sgpr8 killed $sgpr8_sgpr9
	v_mov_b32_e32 v3, s8
	buffer_store_dword v3, off, s[0:3], s33 offset:32
	s_mov_b64 s[10:11], 32
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
	s_waitcnt vmcnt(8)
	v_lshlrev_b32_e64 v1, s10, v1
	s_mov_b32 s10, 10
	v_lshlrev_b32_e64 v2, s10, v2
	v_or_b32_e64 v0, v0, v2
	v_or_b32_e64 v31, v0, v1
	v_mov_b32_e32 v0, 0
	buffer_store_dword v0, off, s[0:3], s33 offset:52 ; 4-byte Folded Spill
	s_mov_b64 s[0:1], s[16:17]
	s_mov_b64 s[2:3], s[18:19]
	s_swappc_b64 s[30:31], s[6:7]
	buffer_load_dword v2, off, s[0:3], s33 offset:52 ; 4-byte Folded Reload
	v_mov_b32_e32 v3, v1
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v3
                                        ; kill: def $vgpr0 killed $vgpr0 killed $vgpr0_vgpr1 killed $exec
	buffer_store_dword v0, off, s[0:3], s33 offset:40
	buffer_load_dword v7, off, s[0:3], s33 offset:8
	buffer_load_dword v0, off, s[0:3], s33 offset:12
                                        ; kill: def $vgpr7 killed $vgpr7 def $vgpr7_vgpr8 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v8, v0
	s_mov_b32 s5, 0
	buffer_load_dword v0, off, s[0:3], s33 offset:40
	v_mov_b32_e32 v3, s5
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v3
	s_mov_b32 s4, 2
	s_mov_b32 s6, s4
	s_waitcnt vmcnt(0)
	v_lshl_b64 v[5:6], v[0:1], s6
	v_mov_b32_e32 v0, v7
	v_mov_b32_e32 v4, v5
	v_mov_b32_e32 v1, v8
	v_mov_b32_e32 v3, v6
	v_add_i32_e64 v0, s[6:7], v0, v4
	v_addc_u32_e64 v3, s[6:7], v1, v3, s[6:7]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v3
	flat_load_dword v0, v[0:1]
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:44
	buffer_load_dword v7, off, s[0:3], s33 offset:16
	buffer_load_dword v0, off, s[0:3], s33 offset:20
                                        ; kill: def $vgpr7 killed $vgpr7 def $vgpr7_vgpr8 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v8, v0
	buffer_load_dword v0, off, s[0:3], s33 offset:40
	v_mov_b32_e32 v3, s5
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v3
	s_mov_b32 s6, s4
	s_waitcnt vmcnt(0)
	v_lshl_b64 v[5:6], v[0:1], s6
	v_mov_b32_e32 v0, v7
	v_mov_b32_e32 v4, v5
	v_mov_b32_e32 v1, v8
	v_mov_b32_e32 v3, v6
	v_add_i32_e64 v0, s[6:7], v0, v4
	v_addc_u32_e64 v3, s[6:7], v1, v3, s[6:7]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v3
	flat_load_dword v0, v[0:1]
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:48
	buffer_load_dword v1, off, s[0:3], s33 offset:44
	buffer_load_dword v3, off, s[0:3], s33 offset:48
	s_waitcnt vmcnt(0)
	v_sub_i32_e64 v4, s[6:7], v2, v3
	v_cvt_f32_u32_e32 v0, v3
	v_rcp_iflag_f32_e32 v0, v0
	v_mul_f32_e32 v0, 0x4f7ffffe, v0
	v_cvt_u32_f32_e32 v0, v0
	v_mul_lo_u32 v4, v4, v0
	v_mul_hi_u32 v4, v0, v4
	v_add_i32_e64 v0, s[6:7], v0, v4
	v_mul_hi_u32 v0, v1, v0
	v_mul_lo_u32 v4, v0, v3
	v_sub_i32_e64 v1, s[6:7], v1, v4
	v_cmp_ge_u32_e64 s[10:11], v1, v3
	v_sub_i32_e64 v4, s[6:7], v1, v3
	v_cndmask_b32_e64 v1, v1, v4, s[10:11]
	v_cmp_ge_u32_e64 s[6:7], v1, v3
	s_mov_b32 s8, 1
	v_add_i32_e64 v1, s[12:13], v0, s8
	v_cndmask_b32_e64 v0, v0, v1, s[10:11]
	v_add_i32_e64 v1, s[8:9], v0, s8
	v_cndmask_b32_e64 v3, v0, v1, s[6:7]
	buffer_load_dword v8, off, s[0:3], s33 offset:24
	buffer_load_dword v0, off, s[0:3], s33 offset:28
                                        ; kill: def $vgpr8 killed $vgpr8 def $vgpr8_vgpr9 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v9, v0
	buffer_load_dword v0, off, s[0:3], s33 offset:40
	v_mov_b32_e32 v4, s5
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v4
	s_mov_b32 s6, s4
	s_waitcnt vmcnt(0)
	v_lshl_b64 v[6:7], v[0:1], s6
	v_mov_b32_e32 v0, v8
	v_mov_b32_e32 v5, v6
	v_mov_b32_e32 v1, v9
	v_mov_b32_e32 v4, v7
	v_add_i32_e64 v0, s[6:7], v0, v5
	v_addc_u32_e64 v4, s[6:7], v1, v4, s[6:7]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v4
	flat_store_dword v[0:1], v3
	buffer_load_dword v0, off, s[0:3], s33 offset:44
	buffer_load_dword v1, off, s[0:3], s33 offset:48
	s_waitcnt vmcnt(0)
	v_sub_i32_e64 v3, s[6:7], v2, v1
	v_cvt_f32_u32_e32 v2, v1
	v_rcp_iflag_f32_e32 v2, v2
	v_mul_f32_e32 v2, 0x4f7ffffe, v2
	v_cvt_u32_f32_e32 v2, v2
	v_mul_lo_u32 v3, v3, v2
	v_mul_hi_u32 v3, v2, v3
	v_add_i32_e64 v2, s[6:7], v2, v3
	v_mul_hi_u32 v2, v0, v2
	v_mul_lo_u32 v2, v2, v1
	v_sub_i32_e64 v0, s[6:7], v0, v2
	v_cmp_ge_u32_e64 s[6:7], v0, v1
	v_sub_i32_e64 v2, s[8:9], v0, v1
	v_cndmask_b32_e64 v0, v0, v2, s[6:7]
	v_cmp_ge_u32_e64 s[6:7], v0, v1
	v_sub_i32_e64 v1, s[8:9], v0, v1
	v_cndmask_b32_e64 v2, v0, v1, s[6:7]
	buffer_load_dword v7, off, s[0:3], s33 offset:32
	buffer_load_dword v0, off, s[0:3], s33 offset:36
                                        ; kill: def $vgpr7 killed $vgpr7 def $vgpr7_vgpr8 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v8, v0
	buffer_load_dword v0, off, s[0:3], s33 offset:40
	v_mov_b32_e32 v3, s5
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v3
	s_waitcnt vmcnt(0)
	v_lshl_b64 v[5:6], v[0:1], s4
	v_mov_b32_e32 v0, v7
	v_mov_b32_e32 v4, v5
	v_mov_b32_e32 v1, v8
	v_mov_b32_e32 v3, v6
	v_add_i32_e64 v0, s[4:5], v0, v4
	v_addc_u32_e64 v3, s[4:5], v1, v3, s[4:5]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v3
	flat_store_dword v[0:1], v2
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel div_u32
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 184
		.amdhsa_kernarg_size 88
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
.Lfunc_end5:
	.size	div_u32, .Lfunc_end5-div_u32
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 1200
; NumSgprs: 38
; NumVgprs: 32
; ScratchSize: 184
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 38
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
	.protected	div_i64                 ; -- Begin function div_i64
	.globl	div_i64
	.p2align	8
	.type	div_i64,@function
div_i64:                                ; @div_i64
; %bb.0:
	s_mov_b32 s32, 0x1400
	s_mov_b32 s33, 0
	s_mov_b32 flat_scratch_lo, s13
	s_add_i32 s12, s12, s17
	s_lshr_b32 flat_scratch_hi, s12, 8
	s_add_u32 s0, s0, s17
	s_addc_u32 s1, s1, 0
	v_writelane_b32 v22, s16, 0
	s_mov_b32 s13, s15
	s_mov_b32 s12, s14
	v_readlane_b32 s14, v22, 0
	s_mov_b64 s[6:7], s[8:9]
	buffer_store_dword v2, off, s[0:3], s33 offset:64 ; 4-byte Folded Spill
	v_mov_b32_e32 v2, v1
	buffer_load_dword v1, off, s[0:3], s33 offset:64 ; 4-byte Folded Reload
	s_load_dwordx2 s[18:19], s[6:7], 0x0
	s_load_dwordx2 s[16:17], s[6:7], 0x2
	s_load_dwordx2 s[10:11], s[6:7], 0x4
	s_load_dwordx2 s[8:9], s[6:7], 0x6
	s_waitcnt lgkmcnt(0)
	s_mov_b32 s15, s19
	v_mov_b32_e32 v3, s15
	buffer_store_dword v3, off, s[0:3], s33 offset:12
	s_mov_b32 s15, s18
	v_mov_b32_e32 v3, s15
	buffer_store_dword v3, off, s[0:3], s33 offset:8
	s_mov_b32 s15, s17
	v_mov_b32_e32 v3, s15
	buffer_store_dword v3, off, s[0:3], s33 offset:20
	s_mov_b32 s15, s16
	v_mov_b32_e32 v3, s15
	buffer_store_dword v3, off, s[0:3], s33 offset:16
	s_mov_b32 s15, s11
	v_mov_b32_e32 v3, s15
	buffer_store_dword v3, off, s[0:3], s33 offset:28
                                        ; kill: def $sgpr10 killed $sgpr10 killed $sgpr10_sgpr11
	v_mov_b32_e32 v3, s10
	buffer_store_dword v3, off, s[0:3], s33 offset:24
	s_mov_b32 s10, s9
	v_mov_b32_e32 v3, s10
	buffer_store_dword v3, off, s[0:3], s33 offset:36
                                        ; kill: def $sgpr8 killed $sgpr8 killed $sgpr8_sgpr9
	v_mov_b32_e32 v3, s8
	buffer_store_dword v3, off, s[0:3], s33 offset:32
	s_mov_b64 s[10:11], 32
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
	s_waitcnt vmcnt(8)
	v_lshlrev_b32_e64 v1, s10, v1
	s_mov_b32 s10, 10
	v_lshlrev_b32_e64 v2, s10, v2
	v_or_b32_e64 v0, v0, v2
	v_or_b32_e64 v31, v0, v1
	s_mov_b32 s10, 0
	v_writelane_b32 v22, s10, 1
	s_mov_b64 s[0:1], s[16:17]
	s_mov_b64 s[2:3], s[18:19]
	v_mov_b32_e32 v0, s10
	s_swappc_b64 s[30:31], s[6:7]
	v_readlane_b32 s6, v22, 1
	v_mov_b32_e32 v2, v1
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
                                        ; kill: def $vgpr0 killed $vgpr0 killed $vgpr0_vgpr1 killed $exec
	buffer_store_dword v0, off, s[0:3], s33 offset:40
	buffer_load_dword v1, off, s[0:3], s33 offset:8
	buffer_load_dword v0, off, s[0:3], s33 offset:12
                                        ; kill: def $vgpr1 killed $vgpr1 def $vgpr1_vgpr2 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, v0
	s_mov_b32 s5, 0
	buffer_load_dword v3, off, s[0:3], s33 offset:40
	v_mov_b32_e32 v0, s5
                                        ; kill: def $vgpr3 killed $vgpr3 def $vgpr3_vgpr4 killed $exec
	v_mov_b32_e32 v4, v0
	s_mov_b32 s4, 3
	s_mov_b32 s7, s4
	s_waitcnt vmcnt(0)
	v_lshl_b64 v[4:5], v[3:4], s7
	v_mov_b32_e32 v0, v1
	v_mov_b32_e32 v3, v4
	v_mov_b32_e32 v1, v2
	v_mov_b32_e32 v2, v5
	v_add_i32_e64 v0, s[8:9], v0, v3
	v_addc_u32_e64 v2, s[8:9], v1, v2, s[8:9]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	flat_load_dwordx2 v[0:1], v[0:1]
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, v1
	buffer_store_dword v2, off, s[0:3], s33 offset:52
                                        ; kill: def $vgpr0 killed $vgpr0 killed $vgpr0_vgpr1 killed $exec
	buffer_store_dword v0, off, s[0:3], s33 offset:48
	buffer_load_dword v1, off, s[0:3], s33 offset:16
	buffer_load_dword v0, off, s[0:3], s33 offset:20
                                        ; kill: def $vgpr1 killed $vgpr1 def $vgpr1_vgpr2 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, v0
	buffer_load_dword v3, off, s[0:3], s33 offset:40
	v_mov_b32_e32 v0, s5
                                        ; kill: def $vgpr3 killed $vgpr3 def $vgpr3_vgpr4 killed $exec
	v_mov_b32_e32 v4, v0
	s_mov_b32 s7, s4
	s_waitcnt vmcnt(0)
	v_lshl_b64 v[4:5], v[3:4], s7
	v_mov_b32_e32 v0, v1
	v_mov_b32_e32 v3, v4
	v_mov_b32_e32 v1, v2
	v_mov_b32_e32 v2, v5
	v_add_i32_e64 v0, s[8:9], v0, v3
	v_addc_u32_e64 v2, s[8:9], v1, v2, s[8:9]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	flat_load_dwordx2 v[0:1], v[0:1]
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, v1
	buffer_store_dword v2, off, s[0:3], s33 offset:60
                                        ; kill: def $vgpr0 killed $vgpr0 killed $vgpr0_vgpr1 killed $exec
	buffer_store_dword v0, off, s[0:3], s33 offset:56
	buffer_load_dword v0, off, s[0:3], s33 offset:48
	buffer_load_dword v2, off, s[0:3], s33 offset:52
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v1, v2
	buffer_load_dword v9, off, s[0:3], s33 offset:56
	buffer_load_dword v2, off, s[0:3], s33 offset:60
                                        ; kill: def $vgpr9 killed $vgpr9 def $vgpr9_vgpr10 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v10, v2
	s_mov_b64 s[10:11], 0
	s_mov_b64 s[8:9], s[10:11]
	v_cmp_lt_i64_e64 s[16:17], v[9:10], s[8:9]
	s_mov_b64 s[8:9], -1
	s_mov_b32 s13, s9
	s_mov_b32 s14, s11
	v_mov_b32_e32 v2, s14
	v_mov_b32_e32 v3, s13
	v_cndmask_b32_e64 v2, v2, v3, s[16:17]
	s_mov_b32 s9, s8
	s_mov_b32 s12, s10
	v_mov_b32_e32 v3, s12
	v_mov_b32_e32 v4, s9
	v_cndmask_b32_e64 v7, v3, v4, s[16:17]
                                        ; kill: def $vgpr7 killed $vgpr7 def $vgpr7_vgpr8 killed $exec
	v_mov_b32_e32 v8, v2
	v_mov_b32_e32 v6, v8
	v_mov_b32_e32 v3, v9
	v_mov_b32_e32 v5, v7
	v_mov_b32_e32 v2, v10
	v_mov_b32_e32 v4, v8
	v_add_i32_e64 v3, s[16:17], v3, v5
	v_addc_u32_e64 v2, s[16:17], v2, v4, s[16:17]
                                        ; kill: def $vgpr3 killed $vgpr3 def $vgpr3_vgpr4 killed $exec
	v_mov_b32_e32 v4, v2
	v_mov_b32_e32 v2, v4
	v_xor_b32_e64 v2, v2, v6
	v_mov_b32_e32 v5, v7
                                        ; kill: def $vgpr3 killed $vgpr3 killed $vgpr3_vgpr4 killed $exec
	v_xor_b32_e64 v8, v3, v5
                                        ; kill: def $vgpr8 killed $vgpr8 def $vgpr8_vgpr9 killed $exec
	v_mov_b32_e32 v9, v2
	v_mov_b32_e32 v14, v8
	v_cvt_f32_u32_e64 v2, v14
	s_mov_b32 s8, 32
	v_lshr_b64 v[3:4], v[8:9], s8
	v_mov_b32_e32 v16, v3
	v_cvt_f32_u32_e64 v3, v16
	s_mov_b32 s18, 0x4f800000
	v_mac_f32_e64 v2, v3, s18
	v_rcp_f32_e64 v2, v2
	s_mov_b32 s17, 0x5f7ffffc
	v_mul_f32_e64 v3, v2, s17
	s_mov_b32 s16, 0x2f800000
	v_mul_f32_e64 v2, v3, s16
	v_trunc_f32_e64 v2, v2
	s_mov_b32 s15, 0xcf800000
	v_mac_f32_e64 v3, v2, s15
	v_cvt_u32_f32_e64 v7, v3
	s_mov_b32 s19, s10
	v_mov_b32_e32 v3, v8
	s_mov_b32 s7, s11
	v_mov_b32_e32 v4, v9
	v_sub_i32_e64 v17, s[20:21], s19, v3
	v_mov_b32_e32 v3, s7
	v_subb_u32_e64 v3, s[20:21], v3, v4, s[20:21]
                                        ; kill: def $vgpr17 killed $vgpr17 def $vgpr17_vgpr18 killed $exec
	v_mov_b32_e32 v18, v3
	v_mov_b32_e32 v8, v17
	v_mad_u64_u32 v[19:20], s[20:21], v8, v7, 0
	v_mov_b32_e32 v3, v19
	v_cvt_u32_f32_e64 v2, v2
	v_mov_b32_e32 v9, v7
	v_mov_b32_e32 v10, v2
	s_mov_b32 s7, s8
	v_lshr_b64 v[9:10], v[9:10], s7
	v_mov_b32_e32 v4, v9
	v_mad_u64_u32 v[12:13], s[20:21], v4, v3, 0
	v_mov_b32_e32 v9, v12
	v_mov_b32_e32 v11, s5
                                        ; kill: def $vgpr9 killed $vgpr9 def $vgpr9_vgpr10 killed $exec
	v_mov_b32_e32 v10, v11
	v_mov_b32_e32 v11, v10
	v_mov_b32_e32 v12, v13
                                        ; implicit-def: $sgpr7
                                        ; implicit-def: $sgpr19
	v_mov_b32_e32 v15, s7
                                        ; kill: def $vgpr12 killed $vgpr12 def $vgpr12_vgpr13 killed $exec
	v_mov_b32_e32 v13, v15
	s_mov_b32 s7, s8
	v_lshl_b64 v[12:13], v[12:13], s7
	v_mov_b32_e32 v15, v13
	v_or_b32_e64 v11, v11, v15
                                        ; kill: def $vgpr9 killed $vgpr9 killed $vgpr9_vgpr10 killed $exec
	v_mov_b32_e32 v10, v12
	v_or_b32_e64 v9, v9, v10
                                        ; kill: def $vgpr9 killed $vgpr9 def $vgpr9_vgpr10 killed $exec
	v_mov_b32_e32 v10, v11
	v_mov_b32_e32 v12, v9
                                        ; kill: def $vgpr10 killed $vgpr10 killed $vgpr9_vgpr10 killed $exec
	v_mul_lo_u32 v11, v8, v4
	v_mov_b32_e32 v9, v20
	v_add_i32_e64 v9, s[20:21], v9, v11
	v_lshr_b64 v[17:18], v[17:18], s8
	v_mov_b32_e32 v11, v17
	v_mul_lo_u32 v13, v11, v7
	v_add_i32_e64 v13, s[20:21], v9, v13
	v_mad_u64_u32 v[17:18], s[20:21], v7, v13, 0
	v_mov_b32_e32 v19, v17
	v_mov_b32_e32 v9, s5
                                        ; kill: def $vgpr19 killed $vgpr19 def $vgpr19_vgpr20 killed $exec
	v_mov_b32_e32 v20, v9
	v_mov_b32_e32 v9, v20
	v_mov_b32_e32 v17, v18
                                        ; implicit-def: $sgpr7
                                        ; implicit-def: $sgpr19
	v_mov_b32_e32 v15, s7
                                        ; kill: def $vgpr17 killed $vgpr17 def $vgpr17_vgpr18 killed $exec
	v_mov_b32_e32 v18, v15
	s_mov_b32 s7, s8
	v_lshl_b64 v[17:18], v[17:18], s7
	v_mov_b32_e32 v15, v18
	v_or_b32_e64 v9, v9, v15
	v_mov_b32_e32 v15, v19
                                        ; kill: def $vgpr17 killed $vgpr17 killed $vgpr17_vgpr18 killed $exec
	v_or_b32_e64 v18, v15, v17
                                        ; kill: def $vgpr18 killed $vgpr18 def $vgpr18_vgpr19 killed $exec
	v_mov_b32_e32 v19, v9
	v_mul_hi_u32 v20, v7, v3
	v_mov_b32_e32 v3, s5
                                        ; kill: def $vgpr20 killed $vgpr20 def $vgpr20_vgpr21 killed $exec
	v_mov_b32_e32 v21, v3
	v_mov_b32_e32 v15, v20
	v_mov_b32_e32 v17, v18
	v_mov_b32_e32 v3, v21
	v_mov_b32_e32 v9, v19
	v_add_i32_e64 v17, s[20:21], v15, v17
	v_addc_u32_e64 v3, s[20:21], v3, v9, s[20:21]
                                        ; kill: def $vgpr17 killed $vgpr17 def $vgpr17_vgpr18 killed $exec
	v_mov_b32_e32 v18, v3
	v_mov_b32_e32 v3, v17
	v_mov_b32_e32 v9, v18
	v_mad_u64_u32 v[17:18], s[20:21], v4, v13, 0
	v_mov_b32_e32 v4, v18
	v_add_i32_e32 v3, vcc, v3, v12
	v_addc_u32_e32 v9, vcc, v9, v10, vcc
	v_mov_b32_e32 v10, s6
	v_addc_u32_e32 v12, vcc, v4, v10, vcc
                                        ; implicit-def: $sgpr7
                                        ; implicit-def: $sgpr19
	v_mov_b32_e32 v4, s7
                                        ; kill: def $vgpr12 killed $vgpr12 def $vgpr12_vgpr13 killed $exec
	v_mov_b32_e32 v13, v4
	s_mov_b32 s7, s8
	v_lshl_b64 v[12:13], v[12:13], s7
	v_mov_b32_e32 v10, v13
                                        ; kill: def $vgpr17 killed $vgpr17 killed $vgpr17_vgpr18 killed $exec
	v_mov_b32_e32 v4, s5
                                        ; kill: def $vgpr17 killed $vgpr17 def $vgpr17_vgpr18 killed $exec
	v_mov_b32_e32 v18, v4
	v_mov_b32_e32 v4, v18
	v_or_b32_e64 v4, v4, v10
                                        ; kill: def $vgpr12 killed $vgpr12 killed $vgpr12_vgpr13 killed $exec
	v_mov_b32_e32 v10, v17
	v_or_b32_e64 v12, v10, v12
                                        ; kill: def $vgpr12 killed $vgpr12 def $vgpr12_vgpr13 killed $exec
	v_mov_b32_e32 v13, v4
                                        ; kill: def $vgpr3 killed $vgpr3 def $vgpr3_vgpr4 killed $exec
	v_mov_b32_e32 v4, v9
	s_mov_b32 s7, s8
	v_lshr_b64 v[17:18], v[3:4], s7
	v_mov_b32_e32 v3, v17
	v_mov_b32_e32 v10, v12
	v_mov_b32_e32 v4, v18
	v_mov_b32_e32 v9, v13
	v_add_i32_e64 v3, s[20:21], v3, v10
	v_addc_u32_e64 v9, s[20:21], v4, v9, s[20:21]
                                        ; kill: def $vgpr3 killed $vgpr3 def $vgpr3_vgpr4 killed $exec
	v_mov_b32_e32 v4, v9
	v_mov_b32_e32 v9, v3
	v_add_i32_e64 v7, s[20:21], v7, v9
	v_lshr_b64 v[3:4], v[3:4], s8
                                        ; kill: def $vgpr3 killed $vgpr3 killed $vgpr3_vgpr4 killed $exec
	v_addc_u32_e64 v2, s[20:21], v2, v3, s[20:21]
	v_mov_b32_e32 v3, v7
	v_mov_b32_e32 v4, v2
	s_mov_b32 s7, s8
	v_lshr_b64 v[3:4], v[3:4], s7
	v_mov_b32_e32 v4, v3
	v_mad_u64_u32 v[17:18], s[20:21], v8, v7, 0
	v_mov_b32_e32 v3, v17
	v_mad_u64_u32 v[12:13], s[20:21], v4, v3, 0
	v_mov_b32_e32 v19, v12
	v_mov_b32_e32 v9, s5
                                        ; kill: def $vgpr19 killed $vgpr19 def $vgpr19_vgpr20 killed $exec
	v_mov_b32_e32 v20, v9
	v_mov_b32_e32 v9, v20
	v_mov_b32_e32 v12, v13
                                        ; implicit-def: $sgpr7
                                        ; implicit-def: $sgpr19
	v_mov_b32_e32 v10, s7
                                        ; kill: def $vgpr12 killed $vgpr12 def $vgpr12_vgpr13 killed $exec
	v_mov_b32_e32 v13, v10
	s_mov_b32 s7, s8
	v_lshl_b64 v[12:13], v[12:13], s7
	v_mov_b32_e32 v10, v13
	v_or_b32_e64 v9, v9, v10
	v_mov_b32_e32 v10, v19
                                        ; kill: def $vgpr12 killed $vgpr12 killed $vgpr12_vgpr13 killed $exec
	v_or_b32_e64 v12, v10, v12
                                        ; kill: def $vgpr12 killed $vgpr12 def $vgpr12_vgpr13 killed $exec
	v_mov_b32_e32 v13, v9
	v_mov_b32_e32 v10, v12
	v_mov_b32_e32 v9, v13
	v_mul_lo_u32 v12, v8, v4
	v_mov_b32_e32 v8, v18
	v_add_i32_e64 v8, s[20:21], v8, v12
	v_mul_lo_u32 v11, v11, v7
	v_add_i32_e64 v11, s[20:21], v8, v11
	v_mad_u64_u32 v[17:18], s[20:21], v7, v11, 0
	v_mov_b32_e32 v12, v17
	v_mov_b32_e32 v8, s5
                                        ; kill: def $vgpr12 killed $vgpr12 def $vgpr12_vgpr13 killed $exec
	v_mov_b32_e32 v13, v8
	v_mov_b32_e32 v8, v13
	v_mov_b32_e32 v17, v18
                                        ; implicit-def: $sgpr7
                                        ; implicit-def: $sgpr19
	v_mov_b32_e32 v15, s7
                                        ; kill: def $vgpr17 killed $vgpr17 def $vgpr17_vgpr18 killed $exec
	v_mov_b32_e32 v18, v15
	s_mov_b32 s7, s8
	v_lshl_b64 v[17:18], v[17:18], s7
	v_mov_b32_e32 v15, v18
	v_or_b32_e64 v8, v8, v15
                                        ; kill: def $vgpr12 killed $vgpr12 killed $vgpr12_vgpr13 killed $exec
	v_mov_b32_e32 v13, v17
	v_or_b32_e64 v17, v12, v13
                                        ; kill: def $vgpr17 killed $vgpr17 def $vgpr17_vgpr18 killed $exec
	v_mov_b32_e32 v18, v8
	v_mul_hi_u32 v19, v7, v3
	v_mov_b32_e32 v3, s5
                                        ; kill: def $vgpr19 killed $vgpr19 def $vgpr19_vgpr20 killed $exec
	v_mov_b32_e32 v20, v3
	v_mov_b32_e32 v12, v19
	v_mov_b32_e32 v13, v17
	v_mov_b32_e32 v3, v20
	v_mov_b32_e32 v8, v18
	v_add_i32_e64 v12, s[20:21], v12, v13
	v_addc_u32_e64 v3, s[20:21], v3, v8, s[20:21]
                                        ; kill: def $vgpr12 killed $vgpr12 def $vgpr12_vgpr13 killed $exec
	v_mov_b32_e32 v13, v3
	v_mov_b32_e32 v3, v12
	v_mov_b32_e32 v8, v13
	v_mad_u64_u32 v[11:12], s[20:21], v4, v11, 0
	v_mov_b32_e32 v4, v12
	v_add_i32_e32 v3, vcc, v3, v10
	v_addc_u32_e32 v8, vcc, v8, v9, vcc
	v_mov_b32_e32 v9, s6
	v_addc_u32_e32 v9, vcc, v4, v9, vcc
                                        ; implicit-def: $sgpr7
                                        ; implicit-def: $sgpr19
	v_mov_b32_e32 v4, s7
                                        ; kill: def $vgpr9 killed $vgpr9 def $vgpr9_vgpr10 killed $exec
	v_mov_b32_e32 v10, v4
	s_mov_b32 s7, s8
	v_lshl_b64 v[9:10], v[9:10], s7
	v_mov_b32_e32 v13, v10
                                        ; kill: def $vgpr11 killed $vgpr11 killed $vgpr11_vgpr12 killed $exec
	v_mov_b32_e32 v4, s5
                                        ; kill: def $vgpr11 killed $vgpr11 def $vgpr11_vgpr12 killed $exec
	v_mov_b32_e32 v12, v4
	v_mov_b32_e32 v4, v12
	v_or_b32_e64 v4, v4, v13
	v_mov_b32_e32 v10, v9
	v_mov_b32_e32 v9, v11
	v_or_b32_e64 v10, v9, v10
                                        ; kill: def $vgpr10 killed $vgpr10 def $vgpr10_vgpr11 killed $exec
	v_mov_b32_e32 v11, v4
                                        ; kill: def $vgpr3 killed $vgpr3 def $vgpr3_vgpr4 killed $exec
	v_mov_b32_e32 v4, v8
	s_mov_b32 s7, s8
	v_lshr_b64 v[12:13], v[3:4], s7
	v_mov_b32_e32 v3, v12
	v_mov_b32_e32 v9, v10
	v_mov_b32_e32 v4, v13
	v_mov_b32_e32 v8, v11
	v_add_i32_e64 v3, s[20:21], v3, v9
	v_addc_u32_e64 v8, s[20:21], v4, v8, s[20:21]
                                        ; kill: def $vgpr3 killed $vgpr3 def $vgpr3_vgpr4 killed $exec
	v_mov_b32_e32 v4, v8
	v_mov_b32_e32 v8, v3
	v_add_i32_e64 v9, s[20:21], v7, v8
	v_lshr_b64 v[3:4], v[3:4], s8
                                        ; kill: def $vgpr3 killed $vgpr3 killed $vgpr3_vgpr4 killed $exec
	v_addc_u32_e64 v4, s[20:21], v2, v3, s[20:21]
	v_mov_b32_e32 v2, v9
	v_mov_b32_e32 v3, v4
	s_mov_b32 s7, s8
	v_lshr_b64 v[2:3], v[2:3], s7
                                        ; kill: def $vgpr2 killed $vgpr2 killed $vgpr2_vgpr3 killed $exec
	s_mov_b64 s[20:21], s[10:11]
	v_cmp_lt_i64_e64 s[20:21], v[0:1], s[20:21]
	v_mov_b32_e32 v3, s14
	v_mov_b32_e32 v4, s13
	v_cndmask_b32_e64 v3, v3, v4, s[20:21]
	v_mov_b32_e32 v4, s12
	v_mov_b32_e32 v7, s9
	v_cndmask_b32_e64 v10, v4, v7, s[20:21]
                                        ; kill: def $vgpr10 killed $vgpr10 def $vgpr10_vgpr11 killed $exec
	v_mov_b32_e32 v11, v3
	v_mov_b32_e32 v3, v11
	v_mov_b32_e32 v4, v0
	v_mov_b32_e32 v7, v10
	v_mov_b32_e32 v0, v1
	v_mov_b32_e32 v1, v11
	v_add_i32_e64 v7, s[20:21], v4, v7
	v_addc_u32_e64 v0, s[20:21], v0, v1, s[20:21]
                                        ; kill: def $vgpr7 killed $vgpr7 def $vgpr7_vgpr8 killed $exec
	v_mov_b32_e32 v8, v0
	v_mov_b32_e32 v0, v8
	v_xor_b32_e64 v0, v0, v3
	v_mov_b32_e32 v4, v10
	v_mov_b32_e32 v1, v7
	v_xor_b32_e64 v10, v1, v4
                                        ; kill: def $vgpr10 killed $vgpr10 def $vgpr10_vgpr11 killed $exec
	v_mov_b32_e32 v11, v0
	v_mov_b32_e32 v7, v10
	v_mad_u64_u32 v[12:13], s[20:21], v7, v2, 0
	v_mov_b32_e32 v17, v12
	v_mov_b32_e32 v0, s5
                                        ; kill: def $vgpr17 killed $vgpr17 def $vgpr17_vgpr18 killed $exec
	v_mov_b32_e32 v18, v0
	v_mov_b32_e32 v0, v18
	v_mov_b32_e32 v12, v13
                                        ; implicit-def: $sgpr7
                                        ; implicit-def: $sgpr19
	v_mov_b32_e32 v1, s7
                                        ; kill: def $vgpr12 killed $vgpr12 def $vgpr12_vgpr13 killed $exec
	v_mov_b32_e32 v13, v1
	s_mov_b32 s7, s8
	v_lshl_b64 v[12:13], v[12:13], s7
	v_mov_b32_e32 v1, v13
	v_or_b32_e64 v0, v0, v1
	v_mov_b32_e32 v1, v17
	v_mov_b32_e32 v8, v12
	v_or_b32_e64 v17, v1, v8
                                        ; kill: def $vgpr17 killed $vgpr17 def $vgpr17_vgpr18 killed $exec
	v_mov_b32_e32 v18, v0
	v_mul_hi_u32 v19, v7, v9
	v_mov_b32_e32 v0, s5
                                        ; kill: def $vgpr19 killed $vgpr19 def $vgpr19_vgpr20 killed $exec
	v_mov_b32_e32 v20, v0
	v_mov_b32_e32 v0, v19
	v_mov_b32_e32 v12, v17
	v_mov_b32_e32 v1, v20
	v_mov_b32_e32 v8, v18
	v_add_i32_e64 v0, s[20:21], v0, v12
	v_addc_u32_e64 v8, s[20:21], v1, v8, s[20:21]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v8
	v_mov_b32_e32 v8, v0
	v_mov_b32_e32 v0, v1
	v_lshr_b64 v[10:11], v[10:11], s8
	v_mov_b32_e32 v1, v10
	v_mad_u64_u32 v[10:11], s[20:21], v1, v9, 0
	v_mov_b32_e32 v17, v10
	v_mov_b32_e32 v9, s5
                                        ; kill: def $vgpr17 killed $vgpr17 def $vgpr17_vgpr18 killed $exec
	v_mov_b32_e32 v18, v9
	v_mov_b32_e32 v9, v18
	v_mov_b32_e32 v10, v11
                                        ; implicit-def: $sgpr7
                                        ; implicit-def: $sgpr19
	v_mov_b32_e32 v12, s7
                                        ; kill: def $vgpr10 killed $vgpr10 def $vgpr10_vgpr11 killed $exec
	v_mov_b32_e32 v11, v12
	s_mov_b32 s7, s8
	v_lshl_b64 v[11:12], v[10:11], s7
	v_mov_b32_e32 v10, v12
	v_or_b32_e64 v9, v9, v10
	v_mov_b32_e32 v10, v17
                                        ; kill: def $vgpr11 killed $vgpr11 killed $vgpr11_vgpr12 killed $exec
	v_or_b32_e64 v11, v10, v11
                                        ; kill: def $vgpr11 killed $vgpr11 def $vgpr11_vgpr12 killed $exec
	v_mov_b32_e32 v12, v9
	v_mov_b32_e32 v10, v11
	v_mov_b32_e32 v9, v12
	v_mad_u64_u32 v[11:12], s[20:21], v1, v2, 0
	v_mov_b32_e32 v2, v12
	v_add_i32_e32 v8, vcc, v8, v10
	v_addc_u32_e32 v0, vcc, v0, v9, vcc
	v_mov_b32_e32 v9, s6
	v_addc_u32_e32 v9, vcc, v2, v9, vcc
                                        ; implicit-def: $sgpr7
                                        ; implicit-def: $sgpr19
	v_mov_b32_e32 v2, s7
                                        ; kill: def $vgpr9 killed $vgpr9 def $vgpr9_vgpr10 killed $exec
	v_mov_b32_e32 v10, v2
	s_mov_b32 s7, s8
	v_lshl_b64 v[9:10], v[9:10], s7
	v_mov_b32_e32 v13, v10
                                        ; kill: def $vgpr11 killed $vgpr11 killed $vgpr11_vgpr12 killed $exec
	v_mov_b32_e32 v2, s5
                                        ; kill: def $vgpr11 killed $vgpr11 def $vgpr11_vgpr12 killed $exec
	v_mov_b32_e32 v12, v2
	v_mov_b32_e32 v2, v12
	v_or_b32_e64 v2, v2, v13
	v_mov_b32_e32 v10, v9
	v_mov_b32_e32 v9, v11
	v_or_b32_e64 v10, v9, v10
                                        ; kill: def $vgpr10 killed $vgpr10 def $vgpr10_vgpr11 killed $exec
	v_mov_b32_e32 v11, v2
                                        ; kill: def $vgpr8 killed $vgpr8 def $vgpr8_vgpr9 killed $exec
	v_mov_b32_e32 v9, v0
	s_mov_b32 s7, s8
	v_lshr_b64 v[12:13], v[8:9], s7
	v_mov_b32_e32 v8, v12
	v_mov_b32_e32 v9, v10
	v_mov_b32_e32 v0, v13
	v_mov_b32_e32 v2, v11
	v_add_i32_e64 v12, s[20:21], v8, v9
	v_addc_u32_e64 v0, s[20:21], v0, v2, s[20:21]
                                        ; kill: def $vgpr12 killed $vgpr12 def $vgpr12_vgpr13 killed $exec
	v_mov_b32_e32 v13, v0
	v_lshr_b64 v[8:9], v[12:13], s8
	v_mov_b32_e32 v0, v8
	v_mul_lo_u32 v10, v14, v0
	v_mov_b32_e32 v0, v12
	v_mad_u64_u32 v[8:9], s[20:21], v14, v0, 0
	v_mov_b32_e32 v2, v9
	v_add_i32_e64 v2, s[20:21], v2, v10
	v_mul_lo_u32 v10, v16, v0
	v_add_i32_e64 v15, s[20:21], v2, v10
	v_sub_i32_e64 v2, s[20:21], v1, v15
                                        ; kill: def $vgpr8 killed $vgpr8 killed $vgpr8_vgpr9 killed $exec
	v_sub_i32_e64 v7, s[20:21], v7, v8
	v_subb_u32_e64 v2, s[22:23], v2, v16, s[20:21]
	v_sub_i32_e64 v8, s[22:23], v7, v14
	v_mov_b32_e32 v9, s6
	v_subb_u32_e64 v9, s[22:23], v2, v9, s[22:23]
	v_cmp_ge_u32_e64 s[22:23], v9, v16
	s_mov_b32 s7, -1
	v_mov_b32_e32 v2, s6
	v_mov_b32_e32 v10, s7
	v_cndmask_b32_e64 v2, v2, v10, s[22:23]
	v_cmp_eq_u32_e64 s[22:23], v9, v16
	v_cmp_ge_u32_e64 s[24:25], v8, v14
	v_mov_b32_e32 v8, s6
	v_mov_b32_e32 v9, s7
	v_cndmask_b32_e64 v8, v8, v9, s[24:25]
	v_cndmask_b32_e64 v2, v2, v8, s[22:23]
	v_cmp_ne_u32_e64 s[22:23], v2, s6
	s_mov_b64 s[26:27], 2
	v_mov_b32_e32 v8, v12
	s_mov_b32 s24, s26
	v_mov_b32_e32 v2, v13
	s_mov_b32 s19, s27
	v_add_i32_e64 v10, s[24:25], v8, s24
	v_mov_b32_e32 v8, s19
	v_addc_u32_e64 v2, s[24:25], v2, v8, s[24:25]
                                        ; kill: def $vgpr10 killed $vgpr10 def $vgpr10_vgpr11 killed $exec
	v_mov_b32_e32 v11, v2
	v_mov_b32_e32 v17, v11
	s_mov_b64 s[26:27], 1
	v_mov_b32_e32 v8, v12
	s_mov_b32 s24, s26
	v_mov_b32_e32 v2, v13
	s_mov_b32 s19, s27
	v_add_i32_e64 v8, s[24:25], v8, s24
	v_mov_b32_e32 v9, s19
	v_addc_u32_e64 v2, s[24:25], v2, v9, s[24:25]
                                        ; kill: def $vgpr8 killed $vgpr8 def $vgpr8_vgpr9 killed $exec
	v_mov_b32_e32 v9, v2
	v_mov_b32_e32 v2, v9
	v_cndmask_b32_e64 v2, v2, v17, s[22:23]
	v_subb_u32_e64 v15, s[20:21], v1, v15, s[20:21]
	v_cmp_ge_u32_e64 s[20:21], v15, v16
	v_mov_b32_e32 v1, s6
	v_mov_b32_e32 v17, s7
	v_cndmask_b32_e64 v1, v1, v17, s[20:21]
	v_cmp_eq_u32_e64 s[20:21], v15, v16
	v_cmp_ge_u32_e64 s[24:25], v7, v14
	v_mov_b32_e32 v7, s6
	v_mov_b32_e32 v14, s7
	v_cndmask_b32_e64 v7, v7, v14, s[24:25]
	v_cndmask_b32_e64 v1, v1, v7, s[20:21]
	v_cmp_ne_u32_e64 s[20:21], v1, s6
	v_mov_b32_e32 v1, v13
	v_cndmask_b32_e64 v2, v1, v2, s[20:21]
	v_mov_b32_e32 v7, v10
	v_mov_b32_e32 v1, v8
	v_cndmask_b32_e64 v1, v1, v7, s[22:23]
	v_cndmask_b32_e64 v0, v0, v1, s[20:21]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	v_mov_b32_e32 v2, v1
	v_xor_b32_e64 v3, v3, v6
	v_xor_b32_e64 v4, v4, v5
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v3
	v_mov_b32_e32 v3, v5
	v_xor_b32_e64 v2, v2, v3
                                        ; kill: def $vgpr0 killed $vgpr0 killed $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v4
	v_xor_b32_e64 v0, v0, v1
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	v_mov_b32_e32 v2, v0
	v_mov_b32_e32 v3, v4
	v_mov_b32_e32 v0, v1
	v_mov_b32_e32 v1, v5
	v_sub_i32_e64 v2, s[20:21], v2, v3
	v_subb_u32_e64 v0, s[20:21], v0, v1, s[20:21]
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v0
	buffer_load_dword v8, off, s[0:3], s33 offset:24
	buffer_load_dword v0, off, s[0:3], s33 offset:28
                                        ; kill: def $vgpr8 killed $vgpr8 def $vgpr8_vgpr9 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v9, v0
	buffer_load_dword v0, off, s[0:3], s33 offset:40
	v_mov_b32_e32 v4, s5
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v4
	s_mov_b32 s19, s4
	s_waitcnt vmcnt(0)
	v_lshl_b64 v[6:7], v[0:1], s19
	v_mov_b32_e32 v0, v8
	v_mov_b32_e32 v5, v6
	v_mov_b32_e32 v1, v9
	v_mov_b32_e32 v4, v7
	v_add_i32_e64 v0, s[20:21], v0, v5
	v_addc_u32_e64 v4, s[20:21], v1, v4, s[20:21]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v4
	flat_store_dwordx2 v[0:1], v[2:3]
	buffer_load_dword v0, off, s[0:3], s33 offset:48
	buffer_load_dword v2, off, s[0:3], s33 offset:52
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v1, v2
	buffer_load_dword v9, off, s[0:3], s33 offset:56
	buffer_load_dword v2, off, s[0:3], s33 offset:60
                                        ; kill: def $vgpr9 killed $vgpr9 def $vgpr9_vgpr10 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v10, v2
	s_mov_b64 s[20:21], s[10:11]
	v_cmp_lt_i64_e64 s[20:21], v[9:10], s[20:21]
	v_mov_b32_e32 v2, s14
	v_mov_b32_e32 v3, s13
	v_cndmask_b32_e64 v2, v2, v3, s[20:21]
	v_mov_b32_e32 v3, s12
	v_mov_b32_e32 v4, s9
	v_cndmask_b32_e64 v3, v3, v4, s[20:21]
                                        ; kill: def $vgpr3 killed $vgpr3 def $vgpr3_vgpr4 killed $exec
	v_mov_b32_e32 v4, v2
	v_mov_b32_e32 v7, v4
	v_mov_b32_e32 v5, v9
	v_mov_b32_e32 v8, v3
	v_mov_b32_e32 v2, v10
	v_mov_b32_e32 v6, v4
	v_add_i32_e64 v5, s[20:21], v5, v8
	v_addc_u32_e64 v2, s[20:21], v2, v6, s[20:21]
                                        ; kill: def $vgpr5 killed $vgpr5 def $vgpr5_vgpr6 killed $exec
	v_mov_b32_e32 v6, v2
	v_mov_b32_e32 v2, v6
	v_xor_b32_e64 v2, v2, v7
	v_mov_b32_e32 v4, v3
	v_mov_b32_e32 v3, v5
	v_xor_b32_e64 v6, v3, v4
                                        ; kill: def $vgpr6 killed $vgpr6 def $vgpr6_vgpr7 killed $exec
	v_mov_b32_e32 v7, v2
	v_mov_b32_e32 v10, v6
	v_cvt_f32_u32_e64 v2, v10
	v_lshr_b64 v[3:4], v[6:7], s8
	v_mov_b32_e32 v11, v3
	v_cvt_f32_u32_e64 v3, v11
	v_mac_f32_e64 v2, v3, s18
	v_rcp_f32_e64 v2, v2
	v_mul_f32_e64 v3, v2, s17
	v_mul_f32_e64 v2, v3, s16
	v_trunc_f32_e64 v2, v2
	v_mac_f32_e64 v3, v2, s15
	v_cvt_u32_f32_e64 v5, v3
	s_mov_b32 s16, s10
	v_mov_b32_e32 v3, v6
	s_mov_b32 s15, s11
	v_mov_b32_e32 v4, v7
	v_sub_i32_e64 v12, s[16:17], s16, v3
	v_mov_b32_e32 v3, s15
	v_subb_u32_e64 v3, s[16:17], v3, v4, s[16:17]
                                        ; kill: def $vgpr12 killed $vgpr12 def $vgpr12_vgpr13 killed $exec
	v_mov_b32_e32 v13, v3
	v_mov_b32_e32 v6, v12
	v_mad_u64_u32 v[15:16], s[16:17], v6, v5, 0
	v_mov_b32_e32 v3, v15
	v_cvt_u32_f32_e64 v2, v2
	v_mov_b32_e32 v7, v5
	v_mov_b32_e32 v8, v2
	s_mov_b32 s15, s8
	v_lshr_b64 v[7:8], v[7:8], s15
	v_mov_b32_e32 v4, v7
	v_mad_u64_u32 v[17:18], s[16:17], v4, v3, 0
	v_mov_b32_e32 v7, v17
	v_mov_b32_e32 v9, s5
                                        ; kill: def $vgpr7 killed $vgpr7 def $vgpr7_vgpr8 killed $exec
	v_mov_b32_e32 v8, v9
	v_mov_b32_e32 v9, v8
	v_mov_b32_e32 v17, v18
                                        ; implicit-def: $sgpr15
                                        ; implicit-def: $sgpr16
	v_mov_b32_e32 v14, s15
                                        ; kill: def $vgpr17 killed $vgpr17 def $vgpr17_vgpr18 killed $exec
	v_mov_b32_e32 v18, v14
	s_mov_b32 s15, s8
	v_lshl_b64 v[17:18], v[17:18], s15
	v_mov_b32_e32 v14, v18
	v_or_b32_e64 v9, v9, v14
                                        ; kill: def $vgpr7 killed $vgpr7 killed $vgpr7_vgpr8 killed $exec
	v_mov_b32_e32 v8, v17
	v_or_b32_e64 v7, v7, v8
                                        ; kill: def $vgpr7 killed $vgpr7 def $vgpr7_vgpr8 killed $exec
	v_mov_b32_e32 v8, v9
	v_mov_b32_e32 v14, v7
                                        ; kill: def $vgpr8 killed $vgpr8 killed $vgpr7_vgpr8 killed $exec
	v_mul_lo_u32 v9, v6, v4
	v_mov_b32_e32 v7, v16
	v_add_i32_e64 v7, s[16:17], v7, v9
	v_lshr_b64 v[12:13], v[12:13], s8
	v_mov_b32_e32 v9, v12
	v_mul_lo_u32 v12, v9, v5
	v_add_i32_e64 v12, s[16:17], v7, v12
	v_mad_u64_u32 v[15:16], s[16:17], v5, v12, 0
	v_mov_b32_e32 v17, v15
	v_mov_b32_e32 v7, s5
                                        ; kill: def $vgpr17 killed $vgpr17 def $vgpr17_vgpr18 killed $exec
	v_mov_b32_e32 v18, v7
	v_mov_b32_e32 v7, v18
	v_mov_b32_e32 v15, v16
                                        ; implicit-def: $sgpr15
                                        ; implicit-def: $sgpr16
	v_mov_b32_e32 v13, s15
                                        ; kill: def $vgpr15 killed $vgpr15 def $vgpr15_vgpr16 killed $exec
	v_mov_b32_e32 v16, v13
	s_mov_b32 s15, s8
	v_lshl_b64 v[15:16], v[15:16], s15
	v_mov_b32_e32 v13, v16
	v_or_b32_e64 v7, v7, v13
	v_mov_b32_e32 v13, v17
                                        ; kill: def $vgpr15 killed $vgpr15 killed $vgpr15_vgpr16 killed $exec
	v_or_b32_e64 v16, v13, v15
                                        ; kill: def $vgpr16 killed $vgpr16 def $vgpr16_vgpr17 killed $exec
	v_mov_b32_e32 v17, v7
	v_mul_hi_u32 v18, v5, v3
	v_mov_b32_e32 v3, s5
                                        ; kill: def $vgpr18 killed $vgpr18 def $vgpr18_vgpr19 killed $exec
	v_mov_b32_e32 v19, v3
	v_mov_b32_e32 v13, v18
	v_mov_b32_e32 v15, v16
	v_mov_b32_e32 v3, v19
	v_mov_b32_e32 v7, v17
	v_add_i32_e64 v15, s[16:17], v13, v15
	v_addc_u32_e64 v3, s[16:17], v3, v7, s[16:17]
                                        ; kill: def $vgpr15 killed $vgpr15 def $vgpr15_vgpr16 killed $exec
	v_mov_b32_e32 v16, v3
	v_mov_b32_e32 v3, v15
	v_mov_b32_e32 v7, v16
	v_mad_u64_u32 v[12:13], s[16:17], v4, v12, 0
	v_mov_b32_e32 v4, v13
	v_add_i32_e32 v3, vcc, v3, v14
	v_addc_u32_e32 v7, vcc, v7, v8, vcc
	v_mov_b32_e32 v8, s6
	v_addc_u32_e32 v14, vcc, v4, v8, vcc
                                        ; implicit-def: $sgpr15
                                        ; implicit-def: $sgpr16
	v_mov_b32_e32 v4, s15
                                        ; kill: def $vgpr14 killed $vgpr14 def $vgpr14_vgpr15 killed $exec
	v_mov_b32_e32 v15, v4
	s_mov_b32 s15, s8
	v_lshl_b64 v[15:16], v[14:15], s15
	v_mov_b32_e32 v8, v16
	v_mov_b32_e32 v13, v12
	v_mov_b32_e32 v4, s5
                                        ; kill: def $vgpr13 killed $vgpr13 def $vgpr13_vgpr14 killed $exec
	v_mov_b32_e32 v14, v4
	v_mov_b32_e32 v4, v14
	v_or_b32_e64 v4, v4, v8
	v_mov_b32_e32 v12, v15
	v_mov_b32_e32 v8, v13
	v_or_b32_e64 v12, v8, v12
                                        ; kill: def $vgpr12 killed $vgpr12 def $vgpr12_vgpr13 killed $exec
	v_mov_b32_e32 v13, v4
                                        ; kill: def $vgpr3 killed $vgpr3 def $vgpr3_vgpr4 killed $exec
	v_mov_b32_e32 v4, v7
	s_mov_b32 s15, s8
	v_lshr_b64 v[14:15], v[3:4], s15
	v_mov_b32_e32 v3, v14
	v_mov_b32_e32 v8, v12
	v_mov_b32_e32 v4, v15
	v_mov_b32_e32 v7, v13
	v_add_i32_e64 v3, s[16:17], v3, v8
	v_addc_u32_e64 v7, s[16:17], v4, v7, s[16:17]
                                        ; kill: def $vgpr3 killed $vgpr3 def $vgpr3_vgpr4 killed $exec
	v_mov_b32_e32 v4, v7
	v_mov_b32_e32 v7, v3
	v_add_i32_e64 v5, s[16:17], v5, v7
	v_lshr_b64 v[3:4], v[3:4], s8
                                        ; kill: def $vgpr3 killed $vgpr3 killed $vgpr3_vgpr4 killed $exec
	v_addc_u32_e64 v2, s[16:17], v2, v3, s[16:17]
	v_mov_b32_e32 v3, v5
	v_mov_b32_e32 v4, v2
	s_mov_b32 s15, s8
	v_lshr_b64 v[3:4], v[3:4], s15
	v_mov_b32_e32 v4, v3
	v_mad_u64_u32 v[13:14], s[16:17], v6, v5, 0
	v_mov_b32_e32 v3, v13
	v_mad_u64_u32 v[15:16], s[16:17], v4, v3, 0
	v_mov_b32_e32 v17, v15
	v_mov_b32_e32 v7, s5
                                        ; kill: def $vgpr17 killed $vgpr17 def $vgpr17_vgpr18 killed $exec
	v_mov_b32_e32 v18, v7
	v_mov_b32_e32 v7, v18
	v_mov_b32_e32 v15, v16
                                        ; implicit-def: $sgpr15
                                        ; implicit-def: $sgpr16
	v_mov_b32_e32 v8, s15
                                        ; kill: def $vgpr15 killed $vgpr15 def $vgpr15_vgpr16 killed $exec
	v_mov_b32_e32 v16, v8
	s_mov_b32 s15, s8
	v_lshl_b64 v[15:16], v[15:16], s15
	v_mov_b32_e32 v8, v16
	v_or_b32_e64 v7, v7, v8
	v_mov_b32_e32 v8, v17
	v_mov_b32_e32 v12, v15
	v_or_b32_e64 v15, v8, v12
                                        ; kill: def $vgpr15 killed $vgpr15 def $vgpr15_vgpr16 killed $exec
	v_mov_b32_e32 v16, v7
	v_mov_b32_e32 v8, v15
	v_mov_b32_e32 v7, v16
	v_mul_lo_u32 v12, v6, v4
	v_mov_b32_e32 v6, v14
	v_add_i32_e64 v6, s[16:17], v6, v12
	v_mul_lo_u32 v9, v9, v5
	v_add_i32_e64 v9, s[16:17], v6, v9
	v_mad_u64_u32 v[12:13], s[16:17], v5, v9, 0
	v_mov_b32_e32 v15, v12
	v_mov_b32_e32 v6, s5
                                        ; kill: def $vgpr15 killed $vgpr15 def $vgpr15_vgpr16 killed $exec
	v_mov_b32_e32 v16, v6
	v_mov_b32_e32 v6, v16
	v_mov_b32_e32 v12, v13
                                        ; implicit-def: $sgpr15
                                        ; implicit-def: $sgpr16
	v_mov_b32_e32 v14, s15
                                        ; kill: def $vgpr12 killed $vgpr12 def $vgpr12_vgpr13 killed $exec
	v_mov_b32_e32 v13, v14
	s_mov_b32 s15, s8
	v_lshl_b64 v[13:14], v[12:13], s15
	v_mov_b32_e32 v12, v14
	v_or_b32_e64 v6, v6, v12
	v_mov_b32_e32 v12, v15
                                        ; kill: def $vgpr13 killed $vgpr13 killed $vgpr13_vgpr14 killed $exec
	v_or_b32_e64 v14, v12, v13
                                        ; kill: def $vgpr14 killed $vgpr14 def $vgpr14_vgpr15 killed $exec
	v_mov_b32_e32 v15, v6
	v_mul_hi_u32 v16, v5, v3
	v_mov_b32_e32 v3, s5
                                        ; kill: def $vgpr16 killed $vgpr16 def $vgpr16_vgpr17 killed $exec
	v_mov_b32_e32 v17, v3
	v_mov_b32_e32 v12, v16
	v_mov_b32_e32 v13, v14
	v_mov_b32_e32 v3, v17
	v_mov_b32_e32 v6, v15
	v_add_i32_e64 v12, s[16:17], v12, v13
	v_addc_u32_e64 v3, s[16:17], v3, v6, s[16:17]
                                        ; kill: def $vgpr12 killed $vgpr12 def $vgpr12_vgpr13 killed $exec
	v_mov_b32_e32 v13, v3
	v_mov_b32_e32 v3, v12
	v_mov_b32_e32 v6, v13
	v_mad_u64_u32 v[12:13], s[16:17], v4, v9, 0
	v_mov_b32_e32 v4, v13
	v_add_i32_e32 v3, vcc, v3, v8
	v_addc_u32_e32 v6, vcc, v6, v7, vcc
	v_mov_b32_e32 v7, s6
	v_addc_u32_e32 v7, vcc, v4, v7, vcc
                                        ; implicit-def: $sgpr15
                                        ; implicit-def: $sgpr16
	v_mov_b32_e32 v4, s15
                                        ; kill: def $vgpr7 killed $vgpr7 def $vgpr7_vgpr8 killed $exec
	v_mov_b32_e32 v8, v4
	s_mov_b32 s15, s8
	v_lshl_b64 v[7:8], v[7:8], s15
	v_mov_b32_e32 v9, v8
                                        ; kill: def $vgpr12 killed $vgpr12 killed $vgpr12_vgpr13 killed $exec
	v_mov_b32_e32 v4, s5
                                        ; kill: def $vgpr12 killed $vgpr12 def $vgpr12_vgpr13 killed $exec
	v_mov_b32_e32 v13, v4
	v_mov_b32_e32 v4, v13
	v_or_b32_e64 v4, v4, v9
	v_mov_b32_e32 v8, v7
	v_mov_b32_e32 v7, v12
	v_or_b32_e64 v8, v7, v8
                                        ; kill: def $vgpr8 killed $vgpr8 def $vgpr8_vgpr9 killed $exec
	v_mov_b32_e32 v9, v4
                                        ; kill: def $vgpr3 killed $vgpr3 def $vgpr3_vgpr4 killed $exec
	v_mov_b32_e32 v4, v6
	s_mov_b32 s15, s8
	v_lshr_b64 v[12:13], v[3:4], s15
	v_mov_b32_e32 v3, v12
	v_mov_b32_e32 v7, v8
	v_mov_b32_e32 v4, v13
	v_mov_b32_e32 v6, v9
	v_add_i32_e64 v3, s[16:17], v3, v7
	v_addc_u32_e64 v6, s[16:17], v4, v6, s[16:17]
                                        ; kill: def $vgpr3 killed $vgpr3 def $vgpr3_vgpr4 killed $exec
	v_mov_b32_e32 v4, v6
	v_mov_b32_e32 v6, v3
	v_add_i32_e64 v9, s[16:17], v5, v6
	v_lshr_b64 v[3:4], v[3:4], s8
                                        ; kill: def $vgpr3 killed $vgpr3 killed $vgpr3_vgpr4 killed $exec
	v_addc_u32_e64 v4, s[16:17], v2, v3, s[16:17]
	v_mov_b32_e32 v2, v9
	v_mov_b32_e32 v3, v4
	s_mov_b32 s15, s8
	v_lshr_b64 v[2:3], v[2:3], s15
	v_mov_b32_e32 v7, v2
	v_cmp_lt_i64_e64 s[10:11], v[0:1], s[10:11]
	v_mov_b32_e32 v2, s14
	v_mov_b32_e32 v3, s13
	v_cndmask_b32_e64 v2, v2, v3, s[10:11]
	v_mov_b32_e32 v3, s12
	v_mov_b32_e32 v4, s9
	v_cndmask_b32_e64 v4, v3, v4, s[10:11]
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v2
	v_mov_b32_e32 v2, v5
	v_mov_b32_e32 v3, v0
	v_mov_b32_e32 v6, v4
	v_mov_b32_e32 v0, v1
	v_mov_b32_e32 v1, v5
	v_add_i32_e64 v12, s[10:11], v3, v6
	v_addc_u32_e64 v0, s[10:11], v0, v1, s[10:11]
                                        ; kill: def $vgpr12 killed $vgpr12 def $vgpr12_vgpr13 killed $exec
	v_mov_b32_e32 v13, v0
	v_mov_b32_e32 v0, v13
	v_xor_b32_e64 v0, v0, v2
	v_mov_b32_e32 v1, v4
	v_mov_b32_e32 v3, v12
	v_xor_b32_e64 v12, v3, v1
                                        ; kill: def $vgpr12 killed $vgpr12 def $vgpr12_vgpr13 killed $exec
	v_mov_b32_e32 v13, v0
	v_mov_b32_e32 v3, v12
	v_mad_u64_u32 v[14:15], s[10:11], v3, v7, 0
	v_mov_b32_e32 v16, v14
	v_mov_b32_e32 v0, s5
                                        ; kill: def $vgpr16 killed $vgpr16 def $vgpr16_vgpr17 killed $exec
	v_mov_b32_e32 v17, v0
	v_mov_b32_e32 v0, v17
	v_mov_b32_e32 v14, v15
                                        ; implicit-def: $sgpr9
                                        ; implicit-def: $sgpr10
	v_mov_b32_e32 v6, s9
                                        ; kill: def $vgpr14 killed $vgpr14 def $vgpr14_vgpr15 killed $exec
	v_mov_b32_e32 v15, v6
	s_mov_b32 s9, s8
	v_lshl_b64 v[14:15], v[14:15], s9
	v_mov_b32_e32 v6, v15
	v_or_b32_e64 v0, v0, v6
	v_mov_b32_e32 v6, v16
	v_mov_b32_e32 v8, v14
	v_or_b32_e64 v15, v6, v8
                                        ; kill: def $vgpr15 killed $vgpr15 def $vgpr15_vgpr16 killed $exec
	v_mov_b32_e32 v16, v0
	v_mul_hi_u32 v17, v3, v9
	v_mov_b32_e32 v0, s5
                                        ; kill: def $vgpr17 killed $vgpr17 def $vgpr17_vgpr18 killed $exec
	v_mov_b32_e32 v18, v0
	v_mov_b32_e32 v8, v17
	v_mov_b32_e32 v14, v15
	v_mov_b32_e32 v0, v18
	v_mov_b32_e32 v6, v16
	v_add_i32_e64 v14, s[10:11], v8, v14
	v_addc_u32_e64 v0, s[10:11], v0, v6, s[10:11]
                                        ; kill: def $vgpr14 killed $vgpr14 def $vgpr14_vgpr15 killed $exec
	v_mov_b32_e32 v15, v0
	v_mov_b32_e32 v6, v14
	v_mov_b32_e32 v8, v15
	v_lshr_b64 v[12:13], v[12:13], s8
	v_mov_b32_e32 v0, v12
	v_mad_u64_u32 v[12:13], s[10:11], v0, v9, 0
	v_mov_b32_e32 v15, v12
	v_mov_b32_e32 v9, s5
                                        ; kill: def $vgpr15 killed $vgpr15 def $vgpr15_vgpr16 killed $exec
	v_mov_b32_e32 v16, v9
	v_mov_b32_e32 v9, v16
	v_mov_b32_e32 v12, v13
                                        ; implicit-def: $sgpr9
                                        ; implicit-def: $sgpr10
	v_mov_b32_e32 v14, s9
                                        ; kill: def $vgpr12 killed $vgpr12 def $vgpr12_vgpr13 killed $exec
	v_mov_b32_e32 v13, v14
	s_mov_b32 s9, s8
	v_lshl_b64 v[13:14], v[12:13], s9
	v_mov_b32_e32 v12, v14
	v_or_b32_e64 v9, v9, v12
	v_mov_b32_e32 v12, v15
                                        ; kill: def $vgpr13 killed $vgpr13 killed $vgpr13_vgpr14 killed $exec
	v_or_b32_e64 v12, v12, v13
                                        ; kill: def $vgpr12 killed $vgpr12 def $vgpr12_vgpr13 killed $exec
	v_mov_b32_e32 v13, v9
	v_mov_b32_e32 v14, v12
	v_mov_b32_e32 v9, v13
	v_mad_u64_u32 v[12:13], s[10:11], v0, v7, 0
	v_mov_b32_e32 v7, v13
	v_add_i32_e32 v6, vcc, v6, v14
	v_addc_u32_e32 v8, vcc, v8, v9, vcc
	v_mov_b32_e32 v9, s6
	v_addc_u32_e32 v14, vcc, v7, v9, vcc
                                        ; implicit-def: $sgpr9
                                        ; implicit-def: $sgpr10
	v_mov_b32_e32 v7, s9
                                        ; kill: def $vgpr14 killed $vgpr14 def $vgpr14_vgpr15 killed $exec
	v_mov_b32_e32 v15, v7
	s_mov_b32 s9, s8
	v_lshl_b64 v[15:16], v[14:15], s9
	v_mov_b32_e32 v9, v16
	v_mov_b32_e32 v13, v12
	v_mov_b32_e32 v7, s5
                                        ; kill: def $vgpr13 killed $vgpr13 def $vgpr13_vgpr14 killed $exec
	v_mov_b32_e32 v14, v7
	v_mov_b32_e32 v7, v14
	v_or_b32_e64 v7, v7, v9
	v_mov_b32_e32 v12, v15
	v_mov_b32_e32 v9, v13
	v_or_b32_e64 v12, v9, v12
                                        ; kill: def $vgpr12 killed $vgpr12 def $vgpr12_vgpr13 killed $exec
	v_mov_b32_e32 v13, v7
                                        ; kill: def $vgpr6 killed $vgpr6 def $vgpr6_vgpr7 killed $exec
	v_mov_b32_e32 v7, v8
	s_mov_b32 s9, s8
	v_lshr_b64 v[7:8], v[6:7], s9
	v_mov_b32_e32 v6, v7
	v_mov_b32_e32 v9, v12
	v_mov_b32_e32 v7, v8
	v_mov_b32_e32 v8, v13
	v_add_i32_e64 v6, s[10:11], v6, v9
	v_addc_u32_e64 v8, s[10:11], v7, v8, s[10:11]
                                        ; kill: def $vgpr6 killed $vgpr6 def $vgpr6_vgpr7 killed $exec
	v_mov_b32_e32 v7, v8
	v_lshr_b64 v[8:9], v[6:7], s8
                                        ; kill: def $vgpr8 killed $vgpr8 killed $vgpr8_vgpr9 killed $exec
	v_mul_lo_u32 v12, v10, v8
	v_mov_b32_e32 v9, v6
	v_mad_u64_u32 v[7:8], s[8:9], v10, v9, 0
	v_mov_b32_e32 v6, v8
	v_add_i32_e64 v6, s[8:9], v6, v12
	v_mul_lo_u32 v9, v11, v9
	v_add_i32_e64 v9, s[8:9], v6, v9
	v_sub_i32_e64 v6, s[8:9], v0, v9
                                        ; kill: def $vgpr7 killed $vgpr7 killed $vgpr7_vgpr8 killed $exec
	v_sub_i32_e64 v3, s[10:11], v3, v7
	v_subb_u32_e64 v7, s[8:9], v6, v11, s[10:11]
	v_sub_i32_e64 v6, s[12:13], v3, v10
	v_mov_b32_e32 v8, s6
	v_subb_u32_e64 v8, s[8:9], v7, v8, s[12:13]
	v_cmp_ge_u32_e64 s[8:9], v8, v11
	v_mov_b32_e32 v12, s6
	v_mov_b32_e32 v13, s7
	v_cndmask_b32_e64 v12, v12, v13, s[8:9]
	v_cmp_eq_u32_e64 s[8:9], v8, v11
	v_cmp_ge_u32_e64 s[14:15], v6, v10
	v_mov_b32_e32 v13, s6
	v_mov_b32_e32 v14, s7
	v_cndmask_b32_e64 v13, v13, v14, s[14:15]
	v_cndmask_b32_e64 v12, v12, v13, s[8:9]
	v_cmp_ne_u32_e64 s[8:9], v12, s6
	v_subb_u32_e64 v12, s[12:13], v7, v11, s[12:13]
	v_sub_i32_e64 v7, s[12:13], v6, v10
	v_mov_b32_e32 v13, s6
	v_subb_u32_e64 v12, s[12:13], v12, v13, s[12:13]
	v_cndmask_b32_e64 v8, v8, v12, s[8:9]
	v_subb_u32_e64 v0, s[10:11], v0, v9, s[10:11]
	v_cmp_ge_u32_e64 s[10:11], v0, v11
	v_mov_b32_e32 v9, s6
	v_mov_b32_e32 v12, s7
	v_cndmask_b32_e64 v9, v9, v12, s[10:11]
	v_cmp_eq_u32_e64 s[10:11], v0, v11
	v_cmp_ge_u32_e64 s[12:13], v3, v10
	v_mov_b32_e32 v10, s6
	v_mov_b32_e32 v11, s7
	v_cndmask_b32_e64 v10, v10, v11, s[12:13]
	v_cndmask_b32_e64 v9, v9, v10, s[10:11]
	v_cmp_ne_u32_e64 s[6:7], v9, s6
	v_cndmask_b32_e64 v0, v0, v8, s[6:7]
	v_cndmask_b32_e64 v6, v6, v7, s[8:9]
	v_cndmask_b32_e64 v6, v3, v6, s[6:7]
                                        ; kill: def $vgpr6 killed $vgpr6 def $vgpr6_vgpr7 killed $exec
	v_mov_b32_e32 v7, v0
	v_mov_b32_e32 v0, v7
	v_xor_b32_e64 v2, v0, v2
	v_mov_b32_e32 v0, v6
	v_xor_b32_e64 v0, v0, v1
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	v_mov_b32_e32 v2, v0
	v_mov_b32_e32 v3, v4
	v_mov_b32_e32 v0, v1
	v_mov_b32_e32 v1, v5
	v_sub_i32_e64 v2, s[6:7], v2, v3
	v_subb_u32_e64 v0, s[6:7], v0, v1, s[6:7]
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v0
	buffer_load_dword v8, off, s[0:3], s33 offset:32
	buffer_load_dword v0, off, s[0:3], s33 offset:36
                                        ; kill: def $vgpr8 killed $vgpr8 def $vgpr8_vgpr9 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v9, v0
	buffer_load_dword v0, off, s[0:3], s33 offset:40
	v_mov_b32_e32 v4, s5
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v4
	s_waitcnt vmcnt(0)
	v_lshl_b64 v[6:7], v[0:1], s4
	v_mov_b32_e32 v0, v8
	v_mov_b32_e32 v5, v6
	v_mov_b32_e32 v1, v9
	v_mov_b32_e32 v4, v7
	v_add_i32_e64 v0, s[4:5], v0, v5
	v_addc_u32_e64 v4, s[4:5], v1, v4, s[4:5]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v4
	flat_store_dwordx2 v[0:1], v[2:3]
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel div_i64
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 200
		.amdhsa_kernarg_size 88
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
.Lfunc_end6:
	.size	div_i64, .Lfunc_end6-div_i64
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 5924
; NumSgprs: 38
; NumVgprs: 32
; ScratchSize: 200
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 38
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
	.protected	div_u64                 ; -- Begin function div_u64
	.globl	div_u64
	.p2align	8
	.type	div_u64,@function
div_u64:                                ; @div_u64
; %bb.0:
	s_mov_b32 s32, 0x1400
	s_mov_b32 s33, 0
	s_mov_b32 flat_scratch_lo, s13
	s_add_i32 s12, s12, s17
	s_lshr_b32 flat_scratch_hi, s12, 8
	s_add_u32 s0, s0, s17
	s_addc_u32 s1, s1, 0
	v_writelane_b32 v21, s16, 0
	s_mov_b32 s13, s15
	s_mov_b32 s12, s14
	v_readlane_b32 s14, v21, 0
	s_mov_b64 s[6:7], s[8:9]
	buffer_store_dword v2, off, s[0:3], s33 offset:64 ; 4-byte Folded Spill
	v_mov_b32_e32 v2, v1
	buffer_load_dword v1, off, s[0:3], s33 offset:64 ; 4-byte Folded Reload
	s_load_dwordx2 s[18:19], s[6:7], 0x0
	s_load_dwordx2 s[16:17], s[6:7], 0x2
	s_load_dwordx2 s[10:11], s[6:7], 0x4
	s_load_dwordx2 s[8:9], s[6:7], 0x6
	s_waitcnt lgkmcnt(0)
	s_mov_b32 s15, s19
	v_mov_b32_e32 v3, s15
	buffer_store_dword v3, off, s[0:3], s33 offset:12
	s_mov_b32 s15, s18
	v_mov_b32_e32 v3, s15
	buffer_store_dword v3, off, s[0:3], s33 offset:8
	s_mov_b32 s15, s17
	v_mov_b32_e32 v3, s15
	buffer_store_dword v3, off, s[0:3], s33 offset:20
	s_mov_b32 s15, s16
	v_mov_b32_e32 v3, s15
	buffer_store_dword v3, off, s[0:3], s33 offset:16
	s_mov_b32 s15, s11
	v_mov_b32_e32 v3, s15
	buffer_store_dword v3, off, s[0:3], s33 offset:28
                                        ; kill: def $sgpr10 killed $sgpr10 killed $sgpr10_sgpr11
	v_mov_b32_e32 v3, s10
	buffer_store_dword v3, off, s[0:3], s33 offset:24
	s_mov_b32 s10, s9
	v_mov_b32_e32 v3, s10
	buffer_store_dword v3, off, s[0:3], s33 offset:36
                                        ; kill: def $sgpr8 killed $sgpr8 killed $sgpr8_sgpr9
	v_mov_b32_e32 v3, s8
	buffer_store_dword v3, off, s[0:3], s33 offset:32
	s_mov_b64 s[10:11], 32
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
	s_waitcnt vmcnt(8)
	v_lshlrev_b32_e64 v1, s10, v1
	s_mov_b32 s10, 10
	v_lshlrev_b32_e64 v2, s10, v2
	v_or_b32_e64 v0, v0, v2
	v_or_b32_e64 v31, v0, v1
	s_mov_b32 s10, 0
	v_writelane_b32 v21, s10, 1
	s_mov_b64 s[0:1], s[16:17]
	s_mov_b64 s[2:3], s[18:19]
	v_mov_b32_e32 v0, s10
	s_swappc_b64 s[30:31], s[6:7]
	v_readlane_b32 s6, v21, 1
	v_mov_b32_e32 v2, v1
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
                                        ; kill: def $vgpr0 killed $vgpr0 killed $vgpr0_vgpr1 killed $exec
	buffer_store_dword v0, off, s[0:3], s33 offset:40
	buffer_load_dword v1, off, s[0:3], s33 offset:8
	buffer_load_dword v0, off, s[0:3], s33 offset:12
                                        ; kill: def $vgpr1 killed $vgpr1 def $vgpr1_vgpr2 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, v0
	s_mov_b32 s5, 0
	buffer_load_dword v3, off, s[0:3], s33 offset:40
	v_mov_b32_e32 v0, s5
                                        ; kill: def $vgpr3 killed $vgpr3 def $vgpr3_vgpr4 killed $exec
	v_mov_b32_e32 v4, v0
	s_mov_b32 s4, 3
	s_mov_b32 s7, s4
	s_waitcnt vmcnt(0)
	v_lshl_b64 v[4:5], v[3:4], s7
	v_mov_b32_e32 v0, v1
	v_mov_b32_e32 v3, v4
	v_mov_b32_e32 v1, v2
	v_mov_b32_e32 v2, v5
	v_add_i32_e64 v0, s[8:9], v0, v3
	v_addc_u32_e64 v2, s[8:9], v1, v2, s[8:9]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	flat_load_dwordx2 v[0:1], v[0:1]
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, v1
	buffer_store_dword v2, off, s[0:3], s33 offset:52
                                        ; kill: def $vgpr0 killed $vgpr0 killed $vgpr0_vgpr1 killed $exec
	buffer_store_dword v0, off, s[0:3], s33 offset:48
	buffer_load_dword v1, off, s[0:3], s33 offset:16
	buffer_load_dword v0, off, s[0:3], s33 offset:20
                                        ; kill: def $vgpr1 killed $vgpr1 def $vgpr1_vgpr2 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, v0
	buffer_load_dword v3, off, s[0:3], s33 offset:40
	v_mov_b32_e32 v0, s5
                                        ; kill: def $vgpr3 killed $vgpr3 def $vgpr3_vgpr4 killed $exec
	v_mov_b32_e32 v4, v0
	s_mov_b32 s7, s4
	s_waitcnt vmcnt(0)
	v_lshl_b64 v[4:5], v[3:4], s7
	v_mov_b32_e32 v0, v1
	v_mov_b32_e32 v3, v4
	v_mov_b32_e32 v1, v2
	v_mov_b32_e32 v2, v5
	v_add_i32_e64 v0, s[8:9], v0, v3
	v_addc_u32_e64 v2, s[8:9], v1, v2, s[8:9]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	flat_load_dwordx2 v[0:1], v[0:1]
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, v1
	buffer_store_dword v2, off, s[0:3], s33 offset:60
                                        ; kill: def $vgpr0 killed $vgpr0 killed $vgpr0_vgpr1 killed $exec
	buffer_store_dword v0, off, s[0:3], s33 offset:56
	buffer_load_dword v3, off, s[0:3], s33 offset:48
	buffer_load_dword v0, off, s[0:3], s33 offset:52
                                        ; implicit-def: $sgpr7
                                        ; implicit-def: $sgpr8
	v_mov_b32_e32 v6, s7
                                        ; kill: def $vgpr6 killed $vgpr6 def $vgpr6_vgpr7 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v7, v0
	buffer_load_dword v10, off, s[0:3], s33 offset:56
	buffer_load_dword v0, off, s[0:3], s33 offset:60
	s_waitcnt vmcnt(1)
	v_mov_b32_e32 v8, v10
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v9, v0
	s_mov_b32 s8, 32
	s_mov_b32 s7, s8
	v_lshr_b64 v[0:1], v[8:9], s7
	v_mov_b32_e32 v12, v0
	v_cvt_f32_u32_e64 v1, v12
	v_cvt_f32_u32_e64 v0, v10
	s_mov_b32 s14, 0x4f800000
	v_mac_f32_e64 v0, v1, s14
	v_rcp_f32_e64 v0, v0
	s_mov_b32 s11, 0x5f7ffffc
	v_mul_f32_e64 v1, v0, s11
	s_mov_b32 s10, 0x2f800000
	v_mul_f32_e64 v0, v1, s10
	v_trunc_f32_e64 v0, v0
	s_mov_b32 s9, 0xcf800000
	v_mac_f32_e64 v1, v0, s9
	v_cvt_u32_f32_e64 v4, v1
	s_mov_b64 s[12:13], 0
	s_mov_b32 s15, s12
	v_mov_b32_e32 v1, v8
	s_mov_b32 s7, s13
	v_mov_b32_e32 v2, v9
	v_sub_i32_e64 v13, s[16:17], s15, v1
	v_mov_b32_e32 v1, s7
	v_subb_u32_e64 v1, s[16:17], v1, v2, s[16:17]
                                        ; kill: def $vgpr13 killed $vgpr13 def $vgpr13_vgpr14 killed $exec
	v_mov_b32_e32 v14, v1
	v_mov_b32_e32 v5, v13
	v_mad_u64_u32 v[16:17], s[16:17], v5, v4, 0
	v_mov_b32_e32 v1, v16
	v_cvt_u32_f32_e64 v0, v0
	v_mov_b32_e32 v8, v4
	v_mov_b32_e32 v9, v0
	s_mov_b32 s7, s8
	v_lshr_b64 v[8:9], v[8:9], s7
	v_mov_b32_e32 v2, v8
	v_mad_u64_u32 v[18:19], s[16:17], v2, v1, 0
	v_mov_b32_e32 v8, v18
	v_mov_b32_e32 v11, s5
                                        ; kill: def $vgpr8 killed $vgpr8 def $vgpr8_vgpr9 killed $exec
	v_mov_b32_e32 v9, v11
	v_mov_b32_e32 v11, v9
	v_mov_b32_e32 v18, v19
                                        ; implicit-def: $sgpr7
                                        ; implicit-def: $sgpr15
	v_mov_b32_e32 v15, s7
                                        ; kill: def $vgpr18 killed $vgpr18 def $vgpr18_vgpr19 killed $exec
	v_mov_b32_e32 v19, v15
	s_mov_b32 s7, s8
	v_lshl_b64 v[18:19], v[18:19], s7
	v_mov_b32_e32 v15, v19
	v_or_b32_e64 v11, v11, v15
                                        ; kill: def $vgpr8 killed $vgpr8 killed $vgpr8_vgpr9 killed $exec
	v_mov_b32_e32 v9, v18
	v_or_b32_e64 v8, v8, v9
                                        ; kill: def $vgpr8 killed $vgpr8 def $vgpr8_vgpr9 killed $exec
	v_mov_b32_e32 v9, v11
	v_mov_b32_e32 v15, v8
                                        ; kill: def $vgpr9 killed $vgpr9 killed $vgpr8_vgpr9 killed $exec
	v_mul_lo_u32 v11, v5, v2
	v_mov_b32_e32 v8, v17
	v_add_i32_e64 v8, s[16:17], v8, v11
	v_lshr_b64 v[13:14], v[13:14], s8
	v_mov_b32_e32 v11, v13
	v_mul_lo_u32 v13, v11, v4
	v_add_i32_e64 v13, s[16:17], v8, v13
	v_mad_u64_u32 v[16:17], s[16:17], v4, v13, 0
	v_mov_b32_e32 v18, v16
	v_mov_b32_e32 v8, s5
                                        ; kill: def $vgpr18 killed $vgpr18 def $vgpr18_vgpr19 killed $exec
	v_mov_b32_e32 v19, v8
	v_mov_b32_e32 v8, v19
	v_mov_b32_e32 v16, v17
                                        ; implicit-def: $sgpr7
                                        ; implicit-def: $sgpr15
	v_mov_b32_e32 v14, s7
                                        ; kill: def $vgpr16 killed $vgpr16 def $vgpr16_vgpr17 killed $exec
	v_mov_b32_e32 v17, v14
	s_mov_b32 s7, s8
	v_lshl_b64 v[16:17], v[16:17], s7
	v_mov_b32_e32 v14, v17
	v_or_b32_e64 v8, v8, v14
	v_mov_b32_e32 v14, v18
                                        ; kill: def $vgpr16 killed $vgpr16 killed $vgpr16_vgpr17 killed $exec
	v_or_b32_e64 v17, v14, v16
                                        ; kill: def $vgpr17 killed $vgpr17 def $vgpr17_vgpr18 killed $exec
	v_mov_b32_e32 v18, v8
	v_mul_hi_u32 v19, v4, v1
	v_mov_b32_e32 v1, s5
                                        ; kill: def $vgpr19 killed $vgpr19 def $vgpr19_vgpr20 killed $exec
	v_mov_b32_e32 v20, v1
	v_mov_b32_e32 v14, v19
	v_mov_b32_e32 v16, v17
	v_mov_b32_e32 v1, v20
	v_mov_b32_e32 v8, v18
	v_add_i32_e64 v16, s[16:17], v14, v16
	v_addc_u32_e64 v1, s[16:17], v1, v8, s[16:17]
                                        ; kill: def $vgpr16 killed $vgpr16 def $vgpr16_vgpr17 killed $exec
	v_mov_b32_e32 v17, v1
	v_mov_b32_e32 v1, v16
	v_mov_b32_e32 v8, v17
	v_mad_u64_u32 v[13:14], s[16:17], v2, v13, 0
	v_mov_b32_e32 v2, v14
	v_add_i32_e32 v1, vcc, v1, v15
	v_addc_u32_e32 v8, vcc, v8, v9, vcc
	v_mov_b32_e32 v9, s6
	v_addc_u32_e32 v15, vcc, v2, v9, vcc
                                        ; implicit-def: $sgpr7
                                        ; implicit-def: $sgpr15
	v_mov_b32_e32 v2, s7
                                        ; kill: def $vgpr15 killed $vgpr15 def $vgpr15_vgpr16 killed $exec
	v_mov_b32_e32 v16, v2
	s_mov_b32 s7, s8
	v_lshl_b64 v[16:17], v[15:16], s7
	v_mov_b32_e32 v9, v17
	v_mov_b32_e32 v14, v13
	v_mov_b32_e32 v2, s5
                                        ; kill: def $vgpr14 killed $vgpr14 def $vgpr14_vgpr15 killed $exec
	v_mov_b32_e32 v15, v2
	v_mov_b32_e32 v2, v15
	v_or_b32_e64 v2, v2, v9
	v_mov_b32_e32 v13, v16
	v_mov_b32_e32 v9, v14
	v_or_b32_e64 v13, v9, v13
                                        ; kill: def $vgpr13 killed $vgpr13 def $vgpr13_vgpr14 killed $exec
	v_mov_b32_e32 v14, v2
                                        ; kill: def $vgpr1 killed $vgpr1 def $vgpr1_vgpr2 killed $exec
	v_mov_b32_e32 v2, v8
	s_mov_b32 s7, s8
	v_lshr_b64 v[15:16], v[1:2], s7
	v_mov_b32_e32 v1, v15
	v_mov_b32_e32 v9, v13
	v_mov_b32_e32 v2, v16
	v_mov_b32_e32 v8, v14
	v_add_i32_e64 v1, s[16:17], v1, v9
	v_addc_u32_e64 v8, s[16:17], v2, v8, s[16:17]
                                        ; kill: def $vgpr1 killed $vgpr1 def $vgpr1_vgpr2 killed $exec
	v_mov_b32_e32 v2, v8
	v_mov_b32_e32 v8, v1
	v_add_i32_e64 v4, s[16:17], v4, v8
	v_lshr_b64 v[1:2], v[1:2], s8
                                        ; kill: def $vgpr1 killed $vgpr1 killed $vgpr1_vgpr2 killed $exec
	v_addc_u32_e64 v0, s[16:17], v0, v1, s[16:17]
	v_mov_b32_e32 v1, v4
	v_mov_b32_e32 v2, v0
	s_mov_b32 s7, s8
	v_lshr_b64 v[1:2], v[1:2], s7
	v_mov_b32_e32 v2, v1
	v_mad_u64_u32 v[14:15], s[16:17], v5, v4, 0
	v_mov_b32_e32 v1, v14
	v_mad_u64_u32 v[16:17], s[16:17], v2, v1, 0
	v_mov_b32_e32 v18, v16
	v_mov_b32_e32 v8, s5
                                        ; kill: def $vgpr18 killed $vgpr18 def $vgpr18_vgpr19 killed $exec
	v_mov_b32_e32 v19, v8
	v_mov_b32_e32 v8, v19
	v_mov_b32_e32 v16, v17
                                        ; implicit-def: $sgpr7
                                        ; implicit-def: $sgpr15
	v_mov_b32_e32 v9, s7
                                        ; kill: def $vgpr16 killed $vgpr16 def $vgpr16_vgpr17 killed $exec
	v_mov_b32_e32 v17, v9
	s_mov_b32 s7, s8
	v_lshl_b64 v[16:17], v[16:17], s7
	v_mov_b32_e32 v9, v17
	v_or_b32_e64 v8, v8, v9
	v_mov_b32_e32 v9, v18
	v_mov_b32_e32 v13, v16
	v_or_b32_e64 v16, v9, v13
                                        ; kill: def $vgpr16 killed $vgpr16 def $vgpr16_vgpr17 killed $exec
	v_mov_b32_e32 v17, v8
	v_mov_b32_e32 v9, v16
	v_mov_b32_e32 v8, v17
	v_mul_lo_u32 v13, v5, v2
	v_mov_b32_e32 v5, v15
	v_add_i32_e64 v5, s[16:17], v5, v13
	v_mul_lo_u32 v11, v11, v4
	v_add_i32_e64 v11, s[16:17], v5, v11
	v_mad_u64_u32 v[13:14], s[16:17], v4, v11, 0
	v_mov_b32_e32 v16, v13
	v_mov_b32_e32 v5, s5
                                        ; kill: def $vgpr16 killed $vgpr16 def $vgpr16_vgpr17 killed $exec
	v_mov_b32_e32 v17, v5
	v_mov_b32_e32 v5, v17
	v_mov_b32_e32 v13, v14
                                        ; implicit-def: $sgpr7
                                        ; implicit-def: $sgpr15
	v_mov_b32_e32 v15, s7
                                        ; kill: def $vgpr13 killed $vgpr13 def $vgpr13_vgpr14 killed $exec
	v_mov_b32_e32 v14, v15
	s_mov_b32 s7, s8
	v_lshl_b64 v[14:15], v[13:14], s7
	v_mov_b32_e32 v13, v15
	v_or_b32_e64 v5, v5, v13
	v_mov_b32_e32 v13, v16
                                        ; kill: def $vgpr14 killed $vgpr14 killed $vgpr14_vgpr15 killed $exec
	v_or_b32_e64 v15, v13, v14
                                        ; kill: def $vgpr15 killed $vgpr15 def $vgpr15_vgpr16 killed $exec
	v_mov_b32_e32 v16, v5
	v_mul_hi_u32 v17, v4, v1
	v_mov_b32_e32 v1, s5
                                        ; kill: def $vgpr17 killed $vgpr17 def $vgpr17_vgpr18 killed $exec
	v_mov_b32_e32 v18, v1
	v_mov_b32_e32 v13, v17
	v_mov_b32_e32 v14, v15
	v_mov_b32_e32 v1, v18
	v_mov_b32_e32 v5, v16
	v_add_i32_e64 v13, s[16:17], v13, v14
	v_addc_u32_e64 v1, s[16:17], v1, v5, s[16:17]
                                        ; kill: def $vgpr13 killed $vgpr13 def $vgpr13_vgpr14 killed $exec
	v_mov_b32_e32 v14, v1
	v_mov_b32_e32 v1, v13
	v_mov_b32_e32 v5, v14
	v_mad_u64_u32 v[13:14], s[16:17], v2, v11, 0
	v_mov_b32_e32 v2, v14
	v_add_i32_e32 v1, vcc, v1, v9
	v_addc_u32_e32 v5, vcc, v5, v8, vcc
	v_mov_b32_e32 v8, s6
	v_addc_u32_e32 v8, vcc, v2, v8, vcc
                                        ; implicit-def: $sgpr7
                                        ; implicit-def: $sgpr15
	v_mov_b32_e32 v2, s7
                                        ; kill: def $vgpr8 killed $vgpr8 def $vgpr8_vgpr9 killed $exec
	v_mov_b32_e32 v9, v2
	s_mov_b32 s7, s8
	v_lshl_b64 v[8:9], v[8:9], s7
	v_mov_b32_e32 v11, v9
                                        ; kill: def $vgpr13 killed $vgpr13 killed $vgpr13_vgpr14 killed $exec
	v_mov_b32_e32 v2, s5
                                        ; kill: def $vgpr13 killed $vgpr13 def $vgpr13_vgpr14 killed $exec
	v_mov_b32_e32 v14, v2
	v_mov_b32_e32 v2, v14
	v_or_b32_e64 v2, v2, v11
	v_mov_b32_e32 v9, v8
	v_mov_b32_e32 v8, v13
	v_or_b32_e64 v13, v8, v9
                                        ; kill: def $vgpr13 killed $vgpr13 def $vgpr13_vgpr14 killed $exec
	v_mov_b32_e32 v14, v2
                                        ; kill: def $vgpr1 killed $vgpr1 def $vgpr1_vgpr2 killed $exec
	v_mov_b32_e32 v2, v5
	s_mov_b32 s7, s8
	v_lshr_b64 v[15:16], v[1:2], s7
	v_mov_b32_e32 v1, v15
	v_mov_b32_e32 v8, v13
	v_mov_b32_e32 v2, v16
	v_mov_b32_e32 v5, v14
	v_add_i32_e64 v1, s[16:17], v1, v8
	v_addc_u32_e64 v5, s[16:17], v2, v5, s[16:17]
                                        ; kill: def $vgpr1 killed $vgpr1 def $vgpr1_vgpr2 killed $exec
	v_mov_b32_e32 v2, v5
	v_mov_b32_e32 v5, v1
	v_add_i32_e64 v5, s[16:17], v4, v5
	v_lshr_b64 v[1:2], v[1:2], s8
                                        ; kill: def $vgpr1 killed $vgpr1 killed $vgpr1_vgpr2 killed $exec
	v_addc_u32_e64 v2, s[16:17], v0, v1, s[16:17]
	v_mov_b32_e32 v0, v5
	v_mov_b32_e32 v1, v2
	s_mov_b32 s7, s8
	v_lshr_b64 v[0:1], v[0:1], s7
	v_mov_b32_e32 v2, v0
	v_mad_u64_u32 v[8:9], s[16:17], v3, v2, 0
	v_mov_b32_e32 v13, v8
	v_mov_b32_e32 v0, s5
                                        ; kill: def $vgpr13 killed $vgpr13 def $vgpr13_vgpr14 killed $exec
	v_mov_b32_e32 v14, v0
	v_mov_b32_e32 v0, v14
	v_mov_b32_e32 v8, v9
                                        ; implicit-def: $sgpr7
                                        ; implicit-def: $sgpr15
	v_mov_b32_e32 v1, s7
                                        ; kill: def $vgpr8 killed $vgpr8 def $vgpr8_vgpr9 killed $exec
	v_mov_b32_e32 v9, v1
	s_mov_b32 s7, s8
	v_lshl_b64 v[8:9], v[8:9], s7
	v_mov_b32_e32 v1, v9
	v_or_b32_e64 v0, v0, v1
	v_mov_b32_e32 v1, v13
	v_mov_b32_e32 v4, v8
	v_or_b32_e64 v13, v1, v4
                                        ; kill: def $vgpr13 killed $vgpr13 def $vgpr13_vgpr14 killed $exec
	v_mov_b32_e32 v14, v0
	v_mul_hi_u32 v0, v3, v5
	v_mov_b32_e32 v4, s5
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v4
	v_mov_b32_e32 v4, v0
	v_mov_b32_e32 v8, v13
	v_mov_b32_e32 v0, v1
	v_mov_b32_e32 v1, v14
	v_add_i32_e64 v8, s[16:17], v4, v8
	v_addc_u32_e64 v0, s[16:17], v0, v1, s[16:17]
                                        ; kill: def $vgpr8 killed $vgpr8 def $vgpr8_vgpr9 killed $exec
	v_mov_b32_e32 v9, v0
	v_mov_b32_e32 v1, v8
	v_mov_b32_e32 v4, v9
	s_mov_b32 s7, s8
	v_lshr_b64 v[6:7], v[6:7], s7
	v_mov_b32_e32 v0, v6
	v_mad_u64_u32 v[6:7], s[16:17], v0, v5, 0
	v_mov_b32_e32 v13, v6
	v_mov_b32_e32 v5, s5
                                        ; kill: def $vgpr13 killed $vgpr13 def $vgpr13_vgpr14 killed $exec
	v_mov_b32_e32 v14, v5
	v_mov_b32_e32 v5, v14
	v_mov_b32_e32 v6, v7
                                        ; implicit-def: $sgpr7
                                        ; implicit-def: $sgpr15
	v_mov_b32_e32 v8, s7
                                        ; kill: def $vgpr6 killed $vgpr6 def $vgpr6_vgpr7 killed $exec
	v_mov_b32_e32 v7, v8
	s_mov_b32 s7, s8
	v_lshl_b64 v[7:8], v[6:7], s7
	v_mov_b32_e32 v6, v8
	v_or_b32_e64 v5, v5, v6
	v_mov_b32_e32 v6, v13
                                        ; kill: def $vgpr7 killed $vgpr7 killed $vgpr7_vgpr8 killed $exec
	v_or_b32_e64 v7, v6, v7
                                        ; kill: def $vgpr7 killed $vgpr7 def $vgpr7_vgpr8 killed $exec
	v_mov_b32_e32 v8, v5
	v_mov_b32_e32 v6, v7
	v_mov_b32_e32 v5, v8
	v_mad_u64_u32 v[7:8], s[16:17], v0, v2, 0
	v_mov_b32_e32 v2, v8
	v_add_i32_e32 v1, vcc, v1, v6
	v_addc_u32_e32 v4, vcc, v4, v5, vcc
	v_mov_b32_e32 v5, s6
	v_addc_u32_e32 v5, vcc, v2, v5, vcc
                                        ; implicit-def: $sgpr7
                                        ; implicit-def: $sgpr15
	v_mov_b32_e32 v2, s7
                                        ; kill: def $vgpr5 killed $vgpr5 def $vgpr5_vgpr6 killed $exec
	v_mov_b32_e32 v6, v2
	s_mov_b32 s7, s8
	v_lshl_b64 v[5:6], v[5:6], s7
	v_mov_b32_e32 v9, v6
                                        ; kill: def $vgpr7 killed $vgpr7 killed $vgpr7_vgpr8 killed $exec
	v_mov_b32_e32 v2, s5
                                        ; kill: def $vgpr7 killed $vgpr7 def $vgpr7_vgpr8 killed $exec
	v_mov_b32_e32 v8, v2
	v_mov_b32_e32 v2, v8
	v_or_b32_e64 v2, v2, v9
	v_mov_b32_e32 v6, v5
	v_mov_b32_e32 v5, v7
	v_or_b32_e64 v6, v5, v6
                                        ; kill: def $vgpr6 killed $vgpr6 def $vgpr6_vgpr7 killed $exec
	v_mov_b32_e32 v7, v2
                                        ; kill: def $vgpr1 killed $vgpr1 def $vgpr1_vgpr2 killed $exec
	v_mov_b32_e32 v2, v4
	s_mov_b32 s7, s8
	v_lshr_b64 v[1:2], v[1:2], s7
	v_mov_b32_e32 v4, v1
	v_mov_b32_e32 v5, v6
	v_mov_b32_e32 v1, v2
	v_mov_b32_e32 v2, v7
	v_add_i32_e64 v7, s[16:17], v4, v5
	v_addc_u32_e64 v1, s[16:17], v1, v2, s[16:17]
                                        ; kill: def $vgpr7 killed $vgpr7 def $vgpr7_vgpr8 killed $exec
	v_mov_b32_e32 v8, v1
	v_lshr_b64 v[1:2], v[7:8], s8
                                        ; kill: def $vgpr1 killed $vgpr1 killed $vgpr1_vgpr2 killed $exec
	v_mul_lo_u32 v6, v10, v1
	v_mov_b32_e32 v1, v7
	v_mad_u64_u32 v[4:5], s[16:17], v10, v1, 0
	v_mov_b32_e32 v2, v5
	v_add_i32_e64 v2, s[16:17], v2, v6
	v_mul_lo_u32 v6, v12, v1
	v_add_i32_e64 v11, s[16:17], v2, v6
	v_sub_i32_e64 v2, s[16:17], v0, v11
                                        ; kill: def $vgpr4 killed $vgpr4 killed $vgpr4_vgpr5 killed $exec
	v_sub_i32_e64 v9, s[16:17], v3, v4
	v_subb_u32_e64 v2, s[18:19], v2, v12, s[16:17]
	v_sub_i32_e64 v3, s[18:19], v9, v10
	v_mov_b32_e32 v4, s6
	v_subb_u32_e64 v4, s[18:19], v2, v4, s[18:19]
	v_cmp_ge_u32_e64 s[18:19], v4, v12
	s_mov_b32 s7, -1
	v_mov_b32_e32 v2, s6
	v_mov_b32_e32 v5, s7
	v_cndmask_b32_e64 v2, v2, v5, s[18:19]
	v_cmp_eq_u32_e64 s[18:19], v4, v12
	v_cmp_ge_u32_e64 s[20:21], v3, v10
	v_mov_b32_e32 v3, s6
	v_mov_b32_e32 v4, s7
	v_cndmask_b32_e64 v3, v3, v4, s[20:21]
	v_cndmask_b32_e64 v2, v2, v3, s[18:19]
	v_cmp_ne_u32_e64 s[18:19], v2, s6
	s_mov_b64 s[22:23], 2
	v_mov_b32_e32 v2, v7
	s_mov_b32 s20, s22
	v_mov_b32_e32 v3, v8
	s_mov_b32 s15, s23
	v_add_i32_e64 v2, s[20:21], v2, s20
	v_mov_b32_e32 v4, s15
	v_addc_u32_e64 v4, s[20:21], v3, v4, s[20:21]
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_mov_b32_e32 v13, v3
	s_mov_b64 s[22:23], 1
	v_mov_b32_e32 v4, v7
	s_mov_b32 s20, s22
	v_mov_b32_e32 v5, v8
	s_mov_b32 s15, s23
	v_add_i32_e64 v4, s[20:21], v4, s20
	v_mov_b32_e32 v6, s15
	v_addc_u32_e64 v6, s[20:21], v5, v6, s[20:21]
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v6
	v_mov_b32_e32 v6, v5
	v_cndmask_b32_e64 v6, v6, v13, s[18:19]
	v_subb_u32_e64 v11, s[16:17], v0, v11, s[16:17]
	v_cmp_ge_u32_e64 s[16:17], v11, v12
	v_mov_b32_e32 v0, s6
	v_mov_b32_e32 v13, s7
	v_cndmask_b32_e64 v0, v0, v13, s[16:17]
	v_cmp_eq_u32_e64 s[16:17], v11, v12
	v_cmp_ge_u32_e64 s[20:21], v9, v10
	v_mov_b32_e32 v9, s6
	v_mov_b32_e32 v10, s7
	v_cndmask_b32_e64 v9, v9, v10, s[20:21]
	v_cndmask_b32_e64 v0, v0, v9, s[16:17]
	v_cmp_ne_u32_e64 s[16:17], v0, s6
	v_mov_b32_e32 v0, v8
	v_cndmask_b32_e64 v0, v0, v6, s[16:17]
	v_mov_b32_e32 v3, v2
	v_mov_b32_e32 v2, v4
	v_cndmask_b32_e64 v2, v2, v3, s[18:19]
	v_cndmask_b32_e64 v2, v1, v2, s[16:17]
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v0
	buffer_load_dword v8, off, s[0:3], s33 offset:24
	buffer_load_dword v0, off, s[0:3], s33 offset:28
                                        ; kill: def $vgpr8 killed $vgpr8 def $vgpr8_vgpr9 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v9, v0
	buffer_load_dword v0, off, s[0:3], s33 offset:40
	v_mov_b32_e32 v4, s5
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v4
	s_mov_b32 s15, s4
	s_waitcnt vmcnt(0)
	v_lshl_b64 v[6:7], v[0:1], s15
	v_mov_b32_e32 v0, v8
	v_mov_b32_e32 v5, v6
	v_mov_b32_e32 v1, v9
	v_mov_b32_e32 v4, v7
	v_add_i32_e64 v0, s[16:17], v0, v5
	v_addc_u32_e64 v4, s[16:17], v1, v4, s[16:17]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v4
	flat_store_dwordx2 v[0:1], v[2:3]
	buffer_load_dword v1, off, s[0:3], s33 offset:48
	buffer_load_dword v0, off, s[0:3], s33 offset:52
                                        ; implicit-def: $sgpr15
                                        ; implicit-def: $sgpr16
	v_mov_b32_e32 v8, s15
                                        ; kill: def $vgpr8 killed $vgpr8 def $vgpr8_vgpr9 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v9, v0
	buffer_load_dword v6, off, s[0:3], s33 offset:56
	buffer_load_dword v0, off, s[0:3], s33 offset:60
	s_waitcnt vmcnt(1)
	v_mov_b32_e32 v10, v6
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v11, v0
	s_mov_b32 s15, s8
	v_lshr_b64 v[2:3], v[10:11], s15
	v_mov_b32_e32 v7, v2
	v_cvt_f32_u32_e64 v2, v7
	v_cvt_f32_u32_e64 v0, v6
	v_mac_f32_e64 v0, v2, s14
	v_rcp_f32_e64 v0, v0
	v_mul_f32_e64 v2, v0, s11
	v_mul_f32_e64 v0, v2, s10
	v_trunc_f32_e64 v0, v0
	v_mac_f32_e64 v2, v0, s9
	v_cvt_u32_f32_e64 v4, v2
	s_mov_b32 s10, s12
	v_mov_b32_e32 v2, v10
	s_mov_b32 s9, s13
	v_mov_b32_e32 v3, v11
	v_sub_i32_e64 v12, s[10:11], s10, v2
	v_mov_b32_e32 v2, s9
	v_subb_u32_e64 v2, s[10:11], v2, v3, s[10:11]
                                        ; kill: def $vgpr12 killed $vgpr12 def $vgpr12_vgpr13 killed $exec
	v_mov_b32_e32 v13, v2
	v_mov_b32_e32 v5, v12
	v_mad_u64_u32 v[16:17], s[10:11], v5, v4, 0
	v_mov_b32_e32 v2, v16
	v_cvt_u32_f32_e64 v0, v0
	v_mov_b32_e32 v10, v4
	v_mov_b32_e32 v11, v0
	s_mov_b32 s9, s8
	v_lshr_b64 v[10:11], v[10:11], s9
	v_mov_b32_e32 v3, v10
	v_mad_u64_u32 v[18:19], s[10:11], v3, v2, 0
	v_mov_b32_e32 v10, v18
	v_mov_b32_e32 v14, s5
                                        ; kill: def $vgpr10 killed $vgpr10 def $vgpr10_vgpr11 killed $exec
	v_mov_b32_e32 v11, v14
	v_mov_b32_e32 v14, v11
	v_mov_b32_e32 v18, v19
                                        ; implicit-def: $sgpr9
                                        ; implicit-def: $sgpr10
	v_mov_b32_e32 v15, s9
                                        ; kill: def $vgpr18 killed $vgpr18 def $vgpr18_vgpr19 killed $exec
	v_mov_b32_e32 v19, v15
	s_mov_b32 s9, s8
	v_lshl_b64 v[18:19], v[18:19], s9
	v_mov_b32_e32 v15, v19
	v_or_b32_e64 v14, v14, v15
                                        ; kill: def $vgpr10 killed $vgpr10 killed $vgpr10_vgpr11 killed $exec
	v_mov_b32_e32 v11, v18
	v_or_b32_e64 v10, v10, v11
                                        ; kill: def $vgpr10 killed $vgpr10 def $vgpr10_vgpr11 killed $exec
	v_mov_b32_e32 v11, v14
	v_mov_b32_e32 v15, v10
                                        ; kill: def $vgpr11 killed $vgpr11 killed $vgpr10_vgpr11 killed $exec
	v_mul_lo_u32 v14, v5, v3
	v_mov_b32_e32 v10, v17
	v_add_i32_e64 v10, s[10:11], v10, v14
	v_lshr_b64 v[12:13], v[12:13], s8
                                        ; kill: def $vgpr12 killed $vgpr12 killed $vgpr12_vgpr13 killed $exec
	v_mul_lo_u32 v13, v12, v4
	v_add_i32_e64 v13, s[10:11], v10, v13
	v_mad_u64_u32 v[16:17], s[10:11], v4, v13, 0
	v_mov_b32_e32 v18, v16
	v_mov_b32_e32 v10, s5
                                        ; kill: def $vgpr18 killed $vgpr18 def $vgpr18_vgpr19 killed $exec
	v_mov_b32_e32 v19, v10
	v_mov_b32_e32 v10, v19
	v_mov_b32_e32 v16, v17
                                        ; implicit-def: $sgpr9
                                        ; implicit-def: $sgpr10
	v_mov_b32_e32 v14, s9
                                        ; kill: def $vgpr16 killed $vgpr16 def $vgpr16_vgpr17 killed $exec
	v_mov_b32_e32 v17, v14
	s_mov_b32 s9, s8
	v_lshl_b64 v[16:17], v[16:17], s9
	v_mov_b32_e32 v14, v17
	v_or_b32_e64 v10, v10, v14
	v_mov_b32_e32 v14, v18
                                        ; kill: def $vgpr16 killed $vgpr16 killed $vgpr16_vgpr17 killed $exec
	v_or_b32_e64 v17, v14, v16
                                        ; kill: def $vgpr17 killed $vgpr17 def $vgpr17_vgpr18 killed $exec
	v_mov_b32_e32 v18, v10
	v_mul_hi_u32 v19, v4, v2
	v_mov_b32_e32 v2, s5
                                        ; kill: def $vgpr19 killed $vgpr19 def $vgpr19_vgpr20 killed $exec
	v_mov_b32_e32 v20, v2
	v_mov_b32_e32 v14, v19
	v_mov_b32_e32 v16, v17
	v_mov_b32_e32 v2, v20
	v_mov_b32_e32 v10, v18
	v_add_i32_e64 v16, s[10:11], v14, v16
	v_addc_u32_e64 v2, s[10:11], v2, v10, s[10:11]
                                        ; kill: def $vgpr16 killed $vgpr16 def $vgpr16_vgpr17 killed $exec
	v_mov_b32_e32 v17, v2
	v_mov_b32_e32 v2, v16
	v_mov_b32_e32 v10, v17
	v_mad_u64_u32 v[13:14], s[10:11], v3, v13, 0
	v_mov_b32_e32 v3, v14
	v_add_i32_e32 v2, vcc, v2, v15
	v_addc_u32_e32 v10, vcc, v10, v11, vcc
	v_mov_b32_e32 v11, s6
	v_addc_u32_e32 v15, vcc, v3, v11, vcc
                                        ; implicit-def: $sgpr9
                                        ; implicit-def: $sgpr10
	v_mov_b32_e32 v3, s9
                                        ; kill: def $vgpr15 killed $vgpr15 def $vgpr15_vgpr16 killed $exec
	v_mov_b32_e32 v16, v3
	s_mov_b32 s9, s8
	v_lshl_b64 v[16:17], v[15:16], s9
	v_mov_b32_e32 v11, v17
	v_mov_b32_e32 v14, v13
	v_mov_b32_e32 v3, s5
                                        ; kill: def $vgpr14 killed $vgpr14 def $vgpr14_vgpr15 killed $exec
	v_mov_b32_e32 v15, v3
	v_mov_b32_e32 v3, v15
	v_or_b32_e64 v3, v3, v11
	v_mov_b32_e32 v13, v16
	v_mov_b32_e32 v11, v14
	v_or_b32_e64 v13, v11, v13
                                        ; kill: def $vgpr13 killed $vgpr13 def $vgpr13_vgpr14 killed $exec
	v_mov_b32_e32 v14, v3
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v10
	s_mov_b32 s9, s8
	v_lshr_b64 v[15:16], v[2:3], s9
	v_mov_b32_e32 v2, v15
	v_mov_b32_e32 v11, v13
	v_mov_b32_e32 v3, v16
	v_mov_b32_e32 v10, v14
	v_add_i32_e64 v2, s[10:11], v2, v11
	v_addc_u32_e64 v10, s[10:11], v3, v10, s[10:11]
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v10
	v_mov_b32_e32 v10, v2
	v_add_i32_e64 v4, s[10:11], v4, v10
	v_lshr_b64 v[2:3], v[2:3], s8
                                        ; kill: def $vgpr2 killed $vgpr2 killed $vgpr2_vgpr3 killed $exec
	v_addc_u32_e64 v0, s[10:11], v0, v2, s[10:11]
	v_mov_b32_e32 v2, v4
	v_mov_b32_e32 v3, v0
	s_mov_b32 s9, s8
	v_lshr_b64 v[2:3], v[2:3], s9
	v_mov_b32_e32 v3, v2
	v_mad_u64_u32 v[14:15], s[10:11], v5, v4, 0
	v_mov_b32_e32 v2, v14
	v_mad_u64_u32 v[16:17], s[10:11], v3, v2, 0
	v_mov_b32_e32 v18, v16
	v_mov_b32_e32 v10, s5
                                        ; kill: def $vgpr18 killed $vgpr18 def $vgpr18_vgpr19 killed $exec
	v_mov_b32_e32 v19, v10
	v_mov_b32_e32 v10, v19
	v_mov_b32_e32 v16, v17
                                        ; implicit-def: $sgpr9
                                        ; implicit-def: $sgpr10
	v_mov_b32_e32 v11, s9
                                        ; kill: def $vgpr16 killed $vgpr16 def $vgpr16_vgpr17 killed $exec
	v_mov_b32_e32 v17, v11
	s_mov_b32 s9, s8
	v_lshl_b64 v[16:17], v[16:17], s9
	v_mov_b32_e32 v11, v17
	v_or_b32_e64 v10, v10, v11
	v_mov_b32_e32 v11, v18
	v_mov_b32_e32 v13, v16
	v_or_b32_e64 v16, v11, v13
                                        ; kill: def $vgpr16 killed $vgpr16 def $vgpr16_vgpr17 killed $exec
	v_mov_b32_e32 v17, v10
	v_mov_b32_e32 v11, v16
	v_mov_b32_e32 v10, v17
	v_mul_lo_u32 v13, v5, v3
	v_mov_b32_e32 v5, v15
	v_add_i32_e64 v5, s[10:11], v5, v13
	v_mul_lo_u32 v12, v12, v4
	v_add_i32_e64 v12, s[10:11], v5, v12
	v_mad_u64_u32 v[13:14], s[10:11], v4, v12, 0
	v_mov_b32_e32 v16, v13
	v_mov_b32_e32 v5, s5
                                        ; kill: def $vgpr16 killed $vgpr16 def $vgpr16_vgpr17 killed $exec
	v_mov_b32_e32 v17, v5
	v_mov_b32_e32 v5, v17
	v_mov_b32_e32 v13, v14
                                        ; implicit-def: $sgpr9
                                        ; implicit-def: $sgpr10
	v_mov_b32_e32 v15, s9
                                        ; kill: def $vgpr13 killed $vgpr13 def $vgpr13_vgpr14 killed $exec
	v_mov_b32_e32 v14, v15
	s_mov_b32 s9, s8
	v_lshl_b64 v[14:15], v[13:14], s9
	v_mov_b32_e32 v13, v15
	v_or_b32_e64 v5, v5, v13
	v_mov_b32_e32 v13, v16
                                        ; kill: def $vgpr14 killed $vgpr14 killed $vgpr14_vgpr15 killed $exec
	v_or_b32_e64 v15, v13, v14
                                        ; kill: def $vgpr15 killed $vgpr15 def $vgpr15_vgpr16 killed $exec
	v_mov_b32_e32 v16, v5
	v_mul_hi_u32 v17, v4, v2
	v_mov_b32_e32 v2, s5
                                        ; kill: def $vgpr17 killed $vgpr17 def $vgpr17_vgpr18 killed $exec
	v_mov_b32_e32 v18, v2
	v_mov_b32_e32 v13, v17
	v_mov_b32_e32 v14, v15
	v_mov_b32_e32 v2, v18
	v_mov_b32_e32 v5, v16
	v_add_i32_e64 v13, s[10:11], v13, v14
	v_addc_u32_e64 v2, s[10:11], v2, v5, s[10:11]
                                        ; kill: def $vgpr13 killed $vgpr13 def $vgpr13_vgpr14 killed $exec
	v_mov_b32_e32 v14, v2
	v_mov_b32_e32 v2, v13
	v_mov_b32_e32 v5, v14
	v_mad_u64_u32 v[12:13], s[10:11], v3, v12, 0
	v_mov_b32_e32 v3, v13
	v_add_i32_e32 v2, vcc, v2, v11
	v_addc_u32_e32 v5, vcc, v5, v10, vcc
	v_mov_b32_e32 v10, s6
	v_addc_u32_e32 v10, vcc, v3, v10, vcc
                                        ; implicit-def: $sgpr9
                                        ; implicit-def: $sgpr10
	v_mov_b32_e32 v3, s9
                                        ; kill: def $vgpr10 killed $vgpr10 def $vgpr10_vgpr11 killed $exec
	v_mov_b32_e32 v11, v3
	s_mov_b32 s9, s8
	v_lshl_b64 v[10:11], v[10:11], s9
	v_mov_b32_e32 v14, v11
                                        ; kill: def $vgpr12 killed $vgpr12 killed $vgpr12_vgpr13 killed $exec
	v_mov_b32_e32 v3, s5
                                        ; kill: def $vgpr12 killed $vgpr12 def $vgpr12_vgpr13 killed $exec
	v_mov_b32_e32 v13, v3
	v_mov_b32_e32 v3, v13
	v_or_b32_e64 v3, v3, v14
	v_mov_b32_e32 v11, v10
	v_mov_b32_e32 v10, v12
	v_or_b32_e64 v11, v10, v11
                                        ; kill: def $vgpr11 killed $vgpr11 def $vgpr11_vgpr12 killed $exec
	v_mov_b32_e32 v12, v3
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v5
	s_mov_b32 s9, s8
	v_lshr_b64 v[13:14], v[2:3], s9
	v_mov_b32_e32 v2, v13
	v_mov_b32_e32 v10, v11
	v_mov_b32_e32 v3, v14
	v_mov_b32_e32 v5, v12
	v_add_i32_e64 v2, s[10:11], v2, v10
	v_addc_u32_e64 v5, s[10:11], v3, v5, s[10:11]
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v5
	v_mov_b32_e32 v5, v2
	v_add_i32_e64 v5, s[10:11], v4, v5
	v_lshr_b64 v[2:3], v[2:3], s8
                                        ; kill: def $vgpr2 killed $vgpr2 killed $vgpr2_vgpr3 killed $exec
	v_addc_u32_e64 v0, s[10:11], v0, v2, s[10:11]
	v_mov_b32_e32 v2, v5
	v_mov_b32_e32 v3, v0
	s_mov_b32 s9, s8
	v_lshr_b64 v[2:3], v[2:3], s9
	v_mov_b32_e32 v3, v2
	v_mad_u64_u32 v[10:11], s[10:11], v1, v3, 0
	v_mov_b32_e32 v12, v10
	v_mov_b32_e32 v0, s5
                                        ; kill: def $vgpr12 killed $vgpr12 def $vgpr12_vgpr13 killed $exec
	v_mov_b32_e32 v13, v0
	v_mov_b32_e32 v0, v13
	v_mov_b32_e32 v10, v11
                                        ; implicit-def: $sgpr9
                                        ; implicit-def: $sgpr10
	v_mov_b32_e32 v2, s9
                                        ; kill: def $vgpr10 killed $vgpr10 def $vgpr10_vgpr11 killed $exec
	v_mov_b32_e32 v11, v2
	s_mov_b32 s9, s8
	v_lshl_b64 v[10:11], v[10:11], s9
	v_mov_b32_e32 v2, v11
	v_or_b32_e64 v0, v0, v2
	v_mov_b32_e32 v2, v12
	v_mov_b32_e32 v4, v10
	v_or_b32_e64 v11, v2, v4
                                        ; kill: def $vgpr11 killed $vgpr11 def $vgpr11_vgpr12 killed $exec
	v_mov_b32_e32 v12, v0
	v_mul_hi_u32 v13, v1, v5
	v_mov_b32_e32 v0, s5
                                        ; kill: def $vgpr13 killed $vgpr13 def $vgpr13_vgpr14 killed $exec
	v_mov_b32_e32 v14, v0
	v_mov_b32_e32 v4, v13
	v_mov_b32_e32 v10, v11
	v_mov_b32_e32 v0, v14
	v_mov_b32_e32 v2, v12
	v_add_i32_e64 v10, s[10:11], v4, v10
	v_addc_u32_e64 v0, s[10:11], v0, v2, s[10:11]
                                        ; kill: def $vgpr10 killed $vgpr10 def $vgpr10_vgpr11 killed $exec
	v_mov_b32_e32 v11, v0
	v_mov_b32_e32 v2, v10
	v_mov_b32_e32 v4, v11
	s_mov_b32 s9, s8
	v_lshr_b64 v[8:9], v[8:9], s9
	v_mov_b32_e32 v0, v8
	v_mad_u64_u32 v[8:9], s[10:11], v0, v5, 0
	v_mov_b32_e32 v11, v8
	v_mov_b32_e32 v5, s5
                                        ; kill: def $vgpr11 killed $vgpr11 def $vgpr11_vgpr12 killed $exec
	v_mov_b32_e32 v12, v5
	v_mov_b32_e32 v5, v12
	v_mov_b32_e32 v8, v9
                                        ; implicit-def: $sgpr9
                                        ; implicit-def: $sgpr10
	v_mov_b32_e32 v10, s9
                                        ; kill: def $vgpr8 killed $vgpr8 def $vgpr8_vgpr9 killed $exec
	v_mov_b32_e32 v9, v10
	s_mov_b32 s9, s8
	v_lshl_b64 v[9:10], v[8:9], s9
	v_mov_b32_e32 v8, v10
	v_or_b32_e64 v5, v5, v8
	v_mov_b32_e32 v8, v11
                                        ; kill: def $vgpr9 killed $vgpr9 killed $vgpr9_vgpr10 killed $exec
	v_or_b32_e64 v8, v8, v9
                                        ; kill: def $vgpr8 killed $vgpr8 def $vgpr8_vgpr9 killed $exec
	v_mov_b32_e32 v9, v5
	v_mov_b32_e32 v10, v8
	v_mov_b32_e32 v5, v9
	v_mad_u64_u32 v[8:9], s[10:11], v0, v3, 0
	v_mov_b32_e32 v3, v9
	v_add_i32_e32 v2, vcc, v2, v10
	v_addc_u32_e32 v4, vcc, v4, v5, vcc
	v_mov_b32_e32 v5, s6
	v_addc_u32_e32 v10, vcc, v3, v5, vcc
                                        ; implicit-def: $sgpr9
                                        ; implicit-def: $sgpr10
	v_mov_b32_e32 v3, s9
                                        ; kill: def $vgpr10 killed $vgpr10 def $vgpr10_vgpr11 killed $exec
	v_mov_b32_e32 v11, v3
	s_mov_b32 s9, s8
	v_lshl_b64 v[11:12], v[10:11], s9
	v_mov_b32_e32 v5, v12
	v_mov_b32_e32 v9, v8
	v_mov_b32_e32 v3, s5
                                        ; kill: def $vgpr9 killed $vgpr9 def $vgpr9_vgpr10 killed $exec
	v_mov_b32_e32 v10, v3
	v_mov_b32_e32 v3, v10
	v_or_b32_e64 v3, v3, v5
	v_mov_b32_e32 v8, v11
	v_mov_b32_e32 v5, v9
	v_or_b32_e64 v8, v5, v8
                                        ; kill: def $vgpr8 killed $vgpr8 def $vgpr8_vgpr9 killed $exec
	v_mov_b32_e32 v9, v3
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	s_mov_b32 s9, s8
	v_lshr_b64 v[3:4], v[2:3], s9
	v_mov_b32_e32 v2, v3
	v_mov_b32_e32 v5, v8
	v_mov_b32_e32 v3, v4
	v_mov_b32_e32 v4, v9
	v_add_i32_e64 v2, s[10:11], v2, v5
	v_addc_u32_e64 v4, s[10:11], v3, v4, s[10:11]
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshr_b64 v[4:5], v[2:3], s8
                                        ; kill: def $vgpr4 killed $vgpr4 killed $vgpr4_vgpr5 killed $exec
	v_mul_lo_u32 v8, v6, v4
	v_mov_b32_e32 v5, v2
	v_mad_u64_u32 v[3:4], s[8:9], v6, v5, 0
	v_mov_b32_e32 v2, v4
	v_add_i32_e64 v2, s[8:9], v2, v8
	v_mul_lo_u32 v5, v7, v5
	v_add_i32_e64 v5, s[8:9], v2, v5
	v_sub_i32_e64 v2, s[8:9], v0, v5
                                        ; kill: def $vgpr3 killed $vgpr3 killed $vgpr3_vgpr4 killed $exec
	v_sub_i32_e64 v1, s[10:11], v1, v3
	v_subb_u32_e64 v3, s[8:9], v2, v7, s[10:11]
	v_sub_i32_e64 v2, s[12:13], v1, v6
	v_mov_b32_e32 v4, s6
	v_subb_u32_e64 v4, s[8:9], v3, v4, s[12:13]
	v_cmp_ge_u32_e64 s[8:9], v4, v7
	v_mov_b32_e32 v8, s6
	v_mov_b32_e32 v9, s7
	v_cndmask_b32_e64 v8, v8, v9, s[8:9]
	v_cmp_eq_u32_e64 s[8:9], v4, v7
	v_cmp_ge_u32_e64 s[14:15], v2, v6
	v_mov_b32_e32 v9, s6
	v_mov_b32_e32 v10, s7
	v_cndmask_b32_e64 v9, v9, v10, s[14:15]
	v_cndmask_b32_e64 v8, v8, v9, s[8:9]
	v_cmp_ne_u32_e64 s[8:9], v8, s6
	v_subb_u32_e64 v8, s[12:13], v3, v7, s[12:13]
	v_sub_i32_e64 v3, s[12:13], v2, v6
	v_mov_b32_e32 v9, s6
	v_subb_u32_e64 v8, s[12:13], v8, v9, s[12:13]
	v_cndmask_b32_e64 v4, v4, v8, s[8:9]
	v_subb_u32_e64 v0, s[10:11], v0, v5, s[10:11]
	v_cmp_ge_u32_e64 s[10:11], v0, v7
	v_mov_b32_e32 v5, s6
	v_mov_b32_e32 v8, s7
	v_cndmask_b32_e64 v5, v5, v8, s[10:11]
	v_cmp_eq_u32_e64 s[10:11], v0, v7
	v_cmp_ge_u32_e64 s[12:13], v1, v6
	v_mov_b32_e32 v6, s6
	v_mov_b32_e32 v7, s7
	v_cndmask_b32_e64 v6, v6, v7, s[12:13]
	v_cndmask_b32_e64 v5, v5, v6, s[10:11]
	v_cmp_ne_u32_e64 s[6:7], v5, s6
	v_cndmask_b32_e64 v0, v0, v4, s[6:7]
	v_cndmask_b32_e64 v2, v2, v3, s[8:9]
	v_cndmask_b32_e64 v2, v1, v2, s[6:7]
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v0
	buffer_load_dword v8, off, s[0:3], s33 offset:32
	buffer_load_dword v0, off, s[0:3], s33 offset:36
                                        ; kill: def $vgpr8 killed $vgpr8 def $vgpr8_vgpr9 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v9, v0
	buffer_load_dword v0, off, s[0:3], s33 offset:40
	v_mov_b32_e32 v4, s5
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v4
	s_waitcnt vmcnt(0)
	v_lshl_b64 v[6:7], v[0:1], s4
	v_mov_b32_e32 v0, v8
	v_mov_b32_e32 v5, v6
	v_mov_b32_e32 v1, v9
	v_mov_b32_e32 v4, v7
	v_add_i32_e64 v0, s[4:5], v0, v5
	v_addc_u32_e64 v4, s[4:5], v1, v4, s[4:5]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v4
	flat_store_dwordx2 v[0:1], v[2:3]
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel div_u64
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 200
		.amdhsa_kernarg_size 88
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
.Lfunc_end7:
	.size	div_u64, .Lfunc_end7-div_u64
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 5232
; NumSgprs: 38
; NumVgprs: 32
; ScratchSize: 200
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 38
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
.Lfunc_end8:
	.size	_Z13get_global_idj, .Lfunc_end8-_Z13get_global_idj
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 40
; NumSgprs: 34
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
	buffer_load_dword v0, off, s[0:3], s33 offset:8 ; 4-byte Folded Reload
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
	buffer_load_dword v0, off, s[0:3], s33 offset:72 ; 4-byte Folded Reload
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
	buffer_load_dword v1, off, s[0:3], s33 offset:52 ; 4-byte Folded Reload
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
	buffer_load_dword v1, off, s[0:3], s33 offset:32 ; 4-byte Folded Reload
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
	flat_load_ushort v0, v[2:3]
                                        ; implicit-def: $sgpr11
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v0, s10, v0
	s_mov_b32 s10, 0x3ff
	v_and_b32_e64 v1, v1, s10
	v_add_i32_e64 v2, s[10:11], v0, v1
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
	v_add_i32_e64 v0, s[6:7], s6, v0
	v_mov_b32_e32 v1, s8
	v_addc_u32_e64 v3, s[6:7], v1, v3, s[6:7]
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
	buffer_load_dword v0, off, s[0:3], s33 offset:56 ; 4-byte Folded Reload
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
	flat_load_ushort v0, v[2:3]
                                        ; implicit-def: $sgpr11
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v0, s10, v0
	v_bfe_u32 v1, v1, 10, 10
	v_add_i32_e64 v2, s[10:11], v0, v1
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
	v_add_i32_e64 v0, s[6:7], s6, v0
	v_mov_b32_e32 v1, s8
	v_addc_u32_e64 v3, s[6:7], v1, v3, s[6:7]
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
	flat_load_ushort v0, v[2:3]
                                        ; implicit-def: $sgpr11
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v0, s10, v0
	v_bfe_u32 v1, v1, 20, 10
	v_add_i32_e64 v2, s[10:11], v0, v1
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
	v_add_i32_e64 v0, s[4:5], s4, v0
	v_mov_b32_e32 v1, s6
	v_addc_u32_e64 v3, s[4:5], v1, v3, s[4:5]
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
	buffer_load_dword v0, off, s[0:3], s33 offset:80 ; 4-byte Folded Reload
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
	buffer_load_dword v1, off, s[0:3], s33 offset:108 ; 4-byte Folded Reload
	buffer_load_dword v4, off, s[0:3], s33 offset:100 ; 4-byte Folded Reload
	s_mov_b32 s4, 0
	v_mov_b32_e32 v2, 0
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v2
	s_waitcnt vmcnt(1)
	flat_load_dwordx2 v[1:2], v[0:1]
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v0, v1
	v_mov_b32_e32 v3, v4
	v_mov_b32_e32 v1, v2
	v_mov_b32_e32 v2, v5
	v_add_i32_e64 v0, s[4:5], v0, v3
	v_addc_u32_e64 v2, s[4:5], v1, v2, s[4:5]
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
	buffer_load_dword v3, off, s[0:3], s33 offset:96 ; 4-byte Folded Reload
	s_mov_b32 s4, 32
	s_waitcnt vmcnt(0)
	v_lshr_b64 v[0:1], v[2:3], s4
	v_mov_b32_e32 v1, v0
	v_mov_b32_e32 v0, v2
	s_add_i32 s32, s32, 0xffffe200
	v_readlane_b32 s33, v6, 37
	s_or_saveexec_b64 s[4:5], -1
	buffer_load_dword v6, off, s[0:3], s32 offset:112 ; 4-byte Folded Reload
	s_mov_b64 exec, s[4:5]
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end9:
	.size	__ockl_get_global_id, .Lfunc_end9-__ockl_get_global_id
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 2616
; NumSgprs: 34
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
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'char*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'char*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'char*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         24
        .size:           8
        .type_name:      'char*'
        .value_kind:     global_buffer
      - .offset:         32
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         40
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         48
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .address_space:  global
        .offset:         56
        .size:           8
        .value_kind:     hidden_hostcall_buffer
      - .address_space:  global
        .offset:         64
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         72
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         80
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 88
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           div_i8
    .private_segment_fixed_size: 184
    .sgpr_count:     38
    .sgpr_spill_count: 1
    .symbol:         div_i8.kd
    .uses_dynamic_stack: false
    .vgpr_count:     32
    .vgpr_spill_count: 2
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'uchar*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'uchar*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'uchar*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         24
        .size:           8
        .type_name:      'uchar*'
        .value_kind:     global_buffer
      - .offset:         32
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         40
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         48
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .address_space:  global
        .offset:         56
        .size:           8
        .value_kind:     hidden_hostcall_buffer
      - .address_space:  global
        .offset:         64
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         72
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         80
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 88
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           div_u8
    .private_segment_fixed_size: 184
    .sgpr_count:     38
    .sgpr_spill_count: 1
    .symbol:         div_u8.kd
    .uses_dynamic_stack: false
    .vgpr_count:     32
    .vgpr_spill_count: 1
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'short*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'short*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'short*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         24
        .size:           8
        .type_name:      'short*'
        .value_kind:     global_buffer
      - .offset:         32
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         40
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         48
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .address_space:  global
        .offset:         56
        .size:           8
        .value_kind:     hidden_hostcall_buffer
      - .address_space:  global
        .offset:         64
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         72
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         80
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 88
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           div_i16
    .private_segment_fixed_size: 184
    .sgpr_count:     38
    .sgpr_spill_count: 1
    .symbol:         div_i16.kd
    .uses_dynamic_stack: false
    .vgpr_count:     32
    .vgpr_spill_count: 2
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'ushort*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'ushort*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'ushort*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         24
        .size:           8
        .type_name:      'ushort*'
        .value_kind:     global_buffer
      - .offset:         32
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         40
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         48
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .address_space:  global
        .offset:         56
        .size:           8
        .value_kind:     hidden_hostcall_buffer
      - .address_space:  global
        .offset:         64
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         72
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         80
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 88
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           div_u16
    .private_segment_fixed_size: 184
    .sgpr_count:     38
    .sgpr_spill_count: 1
    .symbol:         div_u16.kd
    .uses_dynamic_stack: false
    .vgpr_count:     32
    .vgpr_spill_count: 1
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .is_const:       true
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
      - .address_space:  global
        .offset:         24
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .offset:         32
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         40
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         48
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .address_space:  global
        .offset:         56
        .size:           8
        .value_kind:     hidden_hostcall_buffer
      - .address_space:  global
        .offset:         64
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         72
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         80
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 88
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           div_i32
    .private_segment_fixed_size: 184
    .sgpr_count:     38
    .sgpr_spill_count: 1
    .symbol:         div_i32.kd
    .uses_dynamic_stack: false
    .vgpr_count:     32
    .vgpr_spill_count: 2
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         24
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .offset:         32
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         40
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         48
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .address_space:  global
        .offset:         56
        .size:           8
        .value_kind:     hidden_hostcall_buffer
      - .address_space:  global
        .offset:         64
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         72
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         80
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 88
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           div_u32
    .private_segment_fixed_size: 184
    .sgpr_count:     38
    .sgpr_spill_count: 1
    .symbol:         div_u32.kd
    .uses_dynamic_stack: false
    .vgpr_count:     32
    .vgpr_spill_count: 2
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .is_const:       true
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
      - .address_space:  global
        .offset:         24
        .size:           8
        .type_name:      'long*'
        .value_kind:     global_buffer
      - .offset:         32
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         40
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         48
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .address_space:  global
        .offset:         56
        .size:           8
        .value_kind:     hidden_hostcall_buffer
      - .address_space:  global
        .offset:         64
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         72
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         80
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 88
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           div_i64
    .private_segment_fixed_size: 200
    .sgpr_count:     38
    .sgpr_spill_count: 2
    .symbol:         div_i64.kd
    .uses_dynamic_stack: false
    .vgpr_count:     32
    .vgpr_spill_count: 1
    .wavefront_size: 64
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
      - .address_space:  global
        .offset:         24
        .size:           8
        .type_name:      'ulong*'
        .value_kind:     global_buffer
      - .offset:         32
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         40
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         48
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .address_space:  global
        .offset:         56
        .size:           8
        .value_kind:     hidden_hostcall_buffer
      - .address_space:  global
        .offset:         64
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         72
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         80
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 88
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           div_u64
    .private_segment_fixed_size: 200
    .sgpr_count:     38
    .sgpr_spill_count: 2
    .symbol:         div_u64.kd
    .uses_dynamic_stack: false
    .vgpr_count:     32
    .vgpr_spill_count: 1
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx701
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
