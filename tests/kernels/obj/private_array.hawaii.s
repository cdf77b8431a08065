	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx701"
	.protected	private_array           ; -- Begin function private_array
	.globl	private_array
	.p2align	8
	.type	private_array,@function
private_array:                          ; @private_array
; %bb.0:
	s_add_i32 s8, s8, s11
	s_mov_b32 flat_scratch_lo, s9
	s_lshr_b32 flat_scratch_hi, s8, 8
	s_load_dword s8, s[4:5], 0x1
	s_load_dword s9, s[6:7], 0x4
	s_load_dwordx4 s[4:7], s[6:7], 0x0
	s_add_u32 s0, s0, s11
	s_addc_u32 s1, s1, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s8, s8, 0xffff
	s_mul_i32 s10, s10, s8
	v_add_i32_e32 v0, vcc, s9, v0
	v_add_i32_e32 v0, vcc, s10, v0
	v_mov_b32_e32 v1, 0
	v_lshl_b64 v[0:1], v[0:1], 2
	v_mov_b32_e32 v3, s5
	v_add_i32_e32 v2, vcc, s4, v0
	v_addc_u32_e32 v3, vcc, v3, v1, vcc
	flat_load_dword v2, v[2:3]
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v10, v2, 5
	v_mul_lo_u32 v14, v2, 7
	v_lshlrev_b32_e32 v4, 1, v2
	v_lshrrev_b32_e32 v5, 2, v2
	v_lshlrev_b32_e32 v16, 3, v2
	v_lshrrev_b32_e32 v17, 8, v2
	v_add_i32_e32 v4, vcc, v4, v5
	v_mul_lo_u32 v6, v2, 3
	v_lshrrev_b32_e32 v11, 5, v2
	v_mul_lo_u32 v12, v2, 6
	v_lshrrev_b32_e32 v15, 7, v2
	v_mul_lo_u32 v18, v2, 9
	v_add_i32_e32 v16, vcc, v16, v17
	buffer_store_dword v4, off, s[0:3], 0 offset:12
	v_mul_lo_u32 v4, v2, 12
	v_lshlrev_b32_e32 v8, 2, v2
	v_lshrrev_b32_e32 v9, 4, v2
	v_mul_lo_u32 v5, v2, 10
	v_mul_lo_u32 v17, v2, 11
	buffer_store_dword v16, off, s[0:3], 0 offset:36
	v_mul_lo_u32 v16, v2, 13
	v_add_i32_e32 v10, vcc, v10, v11
	v_mul_lo_u32 v11, v2, 14
	v_add_i32_e32 v14, vcc, v14, v15
	v_mul_lo_u32 v15, v2, 15
	v_lshrrev_b32_e32 v3, 1, v2
	v_add_i32_e32 v8, vcc, v8, v9
	v_lshrrev_b32_e32 v7, 3, v2
	v_lshrrev_b32_e32 v13, 6, v2
	v_lshrrev_b32_e32 v19, 9, v2
	v_add_i32_e32 v3, vcc, v2, v3
	buffer_store_dword v8, off, s[0:3], 0 offset:20
	v_lshrrev_b32_e32 v8, 12, v2
	v_lshrrev_b32_e32 v9, 10, v2
	buffer_store_dword v3, off, s[0:3], 0 offset:8
	v_lshrrev_b32_e32 v3, 11, v2
	v_add_i32_e32 v6, vcc, v6, v7
	v_lshrrev_b32_e32 v7, 13, v2
	v_add_i32_e32 v12, vcc, v12, v13
	v_lshrrev_b32_e32 v13, 14, v2
	v_add_i32_e32 v18, vcc, v18, v19
	v_lshrrev_b32_e32 v19, 15, v2
	v_add_i32_e32 v4, vcc, v4, v8
	buffer_store_dword v2, off, s[0:3], 0 offset:4
	v_add_i32_e32 v5, vcc, v5, v9
	v_add_i32_e32 v3, vcc, v17, v3
	v_add_i32_e32 v7, vcc, v16, v7
	v_add_i32_e32 v8, vcc, v11, v13
	v_add_i32_e32 v11, vcc, v15, v19
	buffer_store_dword v6, off, s[0:3], 0 offset:16
	buffer_store_dword v10, off, s[0:3], 0 offset:24
	buffer_store_dword v12, off, s[0:3], 0 offset:28
	buffer_store_dword v14, off, s[0:3], 0 offset:32
	buffer_store_dword v18, off, s[0:3], 0 offset:40
	buffer_store_dword v5, off, s[0:3], 0 offset:44
	buffer_store_dword v3, off, s[0:3], 0 offset:48
	buffer_store_dword v4, off, s[0:3], 0 offset:52
	buffer_store_dword v7, off, s[0:3], 0 offset:56
	buffer_store_dword v8, off, s[0:3], 0 offset:60
	buffer_store_dword v11, off, s[0:3], 0 offset:64
	v_mul_lo_u32 v4, v2, 17
	v_lshlrev_b32_e32 v9, 4, v2
	v_lshrrev_b32_e32 v17, 16, v2
	v_add_i32_e32 v3, vcc, v9, v17
	buffer_store_dword v3, off, s[0:3], 0 offset:68
	v_lshrrev_b32_e32 v3, 17, v2
	v_add_i32_e32 v3, vcc, v4, v3
	v_mul_lo_u32 v4, v2, 18
	buffer_store_dword v3, off, s[0:3], 0 offset:72
	v_lshrrev_b32_e32 v3, 18, v2
	v_add_i32_e32 v5, vcc, 7, v2
	v_add_i32_e32 v3, vcc, v4, v3
	v_mul_lo_u32 v4, v2, 19
	buffer_store_dword v3, off, s[0:3], 0 offset:76
	v_lshrrev_b32_e32 v3, 19, v2
	v_add_i32_e32 v6, vcc, 14, v2
	v_add_i32_e32 v3, vcc, v4, v3
	v_mul_lo_u32 v4, v2, 20
	buffer_store_dword v3, off, s[0:3], 0 offset:80
	v_lshrrev_b32_e32 v3, 20, v2
	v_and_b32_e32 v5, 31, v5
	v_add_i32_e32 v3, vcc, v4, v3
	v_mul_lo_u32 v4, v2, 21
	buffer_store_dword v3, off, s[0:3], 0 offset:84
	v_lshrrev_b32_e32 v3, 21, v2
	v_and_b32_e32 v6, 31, v6
	v_add_i32_e32 v3, vcc, v4, v3
	v_mul_lo_u32 v4, v2, 22
	buffer_store_dword v3, off, s[0:3], 0 offset:88
	v_lshrrev_b32_e32 v3, 22, v2
	v_add_i32_e32 v7, vcc, 21, v2
	v_add_i32_e32 v3, vcc, v4, v3
	v_mul_lo_u32 v4, v2, 23
	buffer_store_dword v3, off, s[0:3], 0 offset:92
	v_lshrrev_b32_e32 v3, 23, v2
	v_lshlrev_b32_e32 v5, 2, v5
	v_add_i32_e32 v3, vcc, v4, v3
	v_mul_lo_u32 v4, v2, 24
	buffer_store_dword v3, off, s[0:3], 0 offset:96
	v_lshrrev_b32_e32 v3, 24, v2
	v_lshlrev_b32_e32 v6, 2, v6
	v_add_i32_e32 v3, vcc, v4, v3
	v_mul_lo_u32 v4, v2, 25
	buffer_store_dword v3, off, s[0:3], 0 offset:100
	v_lshrrev_b32_e32 v3, 25, v2
	v_and_b32_e32 v7, 31, v7
	v_add_i32_e32 v3, vcc, v4, v3
	v_mul_lo_u32 v4, v2, 26
	buffer_store_dword v3, off, s[0:3], 0 offset:104
	v_lshrrev_b32_e32 v3, 26, v2
	v_add_i32_e32 v8, vcc, 28, v2
	v_add_i32_e32 v3, vcc, v4, v3
	v_mul_lo_u32 v4, v2, 27
	buffer_store_dword v3, off, s[0:3], 0 offset:108
	v_lshrrev_b32_e32 v3, 27, v2
	v_lshlrev_b32_e32 v7, 2, v7
	v_add_i32_e32 v3, vcc, v4, v3
	v_mul_lo_u32 v4, v2, 28
	buffer_store_dword v3, off, s[0:3], 0 offset:112
	v_lshrrev_b32_e32 v3, 28, v2
	v_and_b32_e32 v8, 31, v8
	v_add_i32_e32 v3, vcc, v4, v3
	v_mul_lo_u32 v4, v2, 29
	buffer_store_dword v3, off, s[0:3], 0 offset:116
	v_lshrrev_b32_e32 v3, 29, v2
	v_lshlrev_b32_e32 v8, 2, v8
	v_add_i32_e32 v3, vcc, v4, v3
	v_mul_lo_u32 v4, v2, 30
	buffer_store_dword v3, off, s[0:3], 0 offset:120
	v_lshrrev_b32_e32 v3, 30, v2
	v_add_i32_e32 v9, vcc, 3, v2
	v_add_i32_e32 v3, vcc, v4, v3
	v_mul_lo_u32 v4, v2, 31
	buffer_store_dword v3, off, s[0:3], 0 offset:124
	v_lshrrev_b32_e32 v3, 31, v2
	v_add_i32_e32 v10, vcc, 10, v2
	v_add_i32_e32 v3, vcc, v4, v3
	buffer_store_dword v3, off, s[0:3], 0 offset:128
	v_and_b32_e32 v3, 31, v2
	v_lshlrev_b32_e32 v3, 2, v3
	v_mov_b32_e32 v4, 4
	v_add_i32_e32 v3, vcc, v4, v3
	v_add_i32_e32 v5, vcc, v4, v5
	v_add_i32_e32 v6, vcc, v4, v6
	v_add_i32_e32 v7, vcc, v4, v7
	buffer_load_dword v3, v3, s[0:3], 0 offen
	buffer_load_dword v5, v5, s[0:3], 0 offen
	buffer_load_dword v6, v6, s[0:3], 0 offen
	v_add_i32_e32 v8, vcc, v4, v8
	v_and_b32_e32 v9, 31, v9
	v_and_b32_e32 v10, 31, v10
	v_add_i32_e32 v2, vcc, 17, v2
	buffer_load_dword v7, v7, s[0:3], 0 offen
	buffer_load_dword v8, v8, s[0:3], 0 offen
	v_lshlrev_b32_e32 v9, 2, v9
	v_lshlrev_b32_e32 v10, 2, v10
	v_and_b32_e32 v2, 31, v2
	v_add_i32_e32 v9, vcc, v4, v9
	v_add_i32_e32 v4, vcc, v4, v10
	v_lshlrev_b32_e32 v2, 2, v2
	buffer_load_dword v9, v9, s[0:3], 0 offen
	buffer_load_dword v4, v4, s[0:3], 0 offen
	v_add_i32_e32 v2, vcc, 4, v2
	buffer_load_dword v2, v2, s[0:3], 0 offen
	s_waitcnt vmcnt(6)
	v_add_i32_e32 v3, vcc, v5, v3
	s_waitcnt vmcnt(5)
	v_add_i32_e32 v3, vcc, v6, v3
	s_waitcnt vmcnt(4)
	v_add_i32_e32 v3, vcc, v7, v3
	s_waitcnt vmcnt(3)
	v_add_i32_e32 v3, vcc, v8, v3
	s_waitcnt vmcnt(2)
	v_add_i32_e32 v3, vcc, v9, v3
	s_waitcnt vmcnt(1)
	v_add_i32_e32 v3, vcc, v4, v3
	s_waitcnt vmcnt(0)
	v_add_i32_e32 v2, vcc, v2, v3
	v_mov_b32_e32 v3, s7
	v_add_i32_e32 v0, vcc, s6, v0
	v_addc_u32_e32 v1, vcc, v3, v1, vcc
	flat_store_dword v[0:1], v2
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel private_array
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 132
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
		.amdhsa_next_free_vgpr 20
		.amdhsa_next_free_sgpr 12
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
	.size	private_array, .Lfunc_end0-private_array
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 1092
; NumSgprs: 16
; NumVgprs: 20
; ScratchSize: 132
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 16
; NumVGPRsForWavesPerEU: 20
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
    .name:           private_array
    .private_segment_fixed_size: 132
    .sgpr_count:     16
    .sgpr_spill_count: 0
    .symbol:         private_array.kd
    .uses_dynamic_stack: false
    .vgpr_count:     20
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx701
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
