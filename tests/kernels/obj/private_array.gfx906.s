	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx906"
	.protected	private_array           ; -- Begin function private_array
	.globl	private_array
	.p2align	8
	.type	private_array,@function
private_array:                          ; @private_array
; %bb.0:
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
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_mov_b32_e32 v3, s13
	v_add_co_u32_e32 v2, vcc, s12, v0
	v_addc_co_u32_e32 v3, vcc, v3, v1, vcc
	global_load_dword v14, v[2:3], off
	v_add_co_u32_e32 v0, vcc, s14, v0
	s_waitcnt vmcnt(0)
	v_lshrrev_b32_e32 v8, 1, v14
	v_lshrrev_b32_e32 v9, 2, v14
	v_lshrrev_b32_e32 v10, 4, v14
	v_lshrrev_b32_e32 v2, 3, v14
	v_lshrrev_b32_e32 v3, 5, v14
	v_add_u32_e32 v8, v14, v8
	v_lshl_add_u32 v9, v14, 1, v9
	v_lshl_add_u32 v10, v14, 2, v10
	buffer_store_dword v14, off, s[0:3], 0 offset:4
	buffer_store_dword v8, off, s[0:3], 0 offset:8
	buffer_store_dword v9, off, s[0:3], 0 offset:12
	buffer_store_dword v10, off, s[0:3], 0 offset:20
	v_mad_u64_u32 v[10:11], s[4:5], v14, 3, v[2:3]
	v_lshrrev_b32_e32 v12, 8, v14
	v_lshrrev_b32_e32 v5, 7, v14
	v_lshrrev_b32_e32 v6, 9, v14
	buffer_store_dword v10, off, s[0:3], 0 offset:16
	v_lshl_add_u32 v10, v14, 3, v12
	buffer_store_dword v10, off, s[0:3], 0 offset:36
	v_mad_u64_u32 v[10:11], s[4:5], v14, 7, v[5:6]
	v_lshrrev_b32_e32 v4, 6, v14
	v_lshrrev_b32_e32 v7, 10, v14
	v_mad_u64_u32 v[2:3], s[4:5], v14, 5, v[3:4]
	v_lshrrev_b32_e32 v8, 11, v14
	v_lshrrev_b32_e32 v9, 12, v14
	v_mad_u64_u32 v[3:4], s[4:5], v14, 6, v[4:5]
	v_mad_u64_u32 v[5:6], s[4:5], v14, 9, v[6:7]
	buffer_store_dword v10, off, s[0:3], 0 offset:32
	v_mad_u64_u32 v[10:11], s[4:5], v14, 11, v[8:9]
	v_lshrrev_b32_e32 v4, 13, v14
	buffer_store_dword v5, off, s[0:3], 0 offset:40
	v_lshrrev_b32_e32 v5, 18, v14
	v_mad_u64_u32 v[6:7], s[4:5], v14, 10, v[7:8]
	v_mad_u64_u32 v[8:9], s[4:5], v14, 12, v[9:10]
	v_mad_u64_u32 v[11:12], s[4:5], v14, 13, v[4:5]
	buffer_store_dword v2, off, s[0:3], 0 offset:24
	v_lshrrev_b32_e32 v2, 14, v14
	buffer_store_dword v3, off, s[0:3], 0 offset:28
	v_lshrrev_b32_e32 v3, 15, v14
	v_lshrrev_b32_e32 v7, 17, v14
	buffer_store_dword v10, off, s[0:3], 0 offset:48
	buffer_store_dword v8, off, s[0:3], 0 offset:52
	v_lshrrev_b32_e32 v8, 21, v14
	buffer_store_dword v11, off, s[0:3], 0 offset:56
	v_mad_u64_u32 v[10:11], s[4:5], v14, 14, v[2:3]
	v_lshrrev_b32_e32 v13, 16, v14
	buffer_store_dword v6, off, s[0:3], 0 offset:44
	v_lshrrev_b32_e32 v6, 19, v14
	v_mad_u64_u32 v[11:12], s[4:5], v14, 17, v[7:8]
	v_lshl_add_u32 v15, v14, 4, v13
	v_mad_u64_u32 v[12:13], s[4:5], v14, 18, v[5:6]
	v_mad_u64_u32 v[5:6], s[4:5], v14, 19, v[6:7]
	v_lshrrev_b32_e32 v4, 20, v14
	v_mad_u64_u32 v[2:3], s[4:5], v14, 15, v[3:4]
	v_mad_u64_u32 v[3:4], s[4:5], v14, 20, v[4:5]
	v_lshrrev_b32_e32 v9, 22, v14
	v_mad_u64_u32 v[6:7], s[4:5], v14, 21, v[8:9]
	buffer_store_dword v15, off, s[0:3], 0 offset:68
	buffer_store_dword v10, off, s[0:3], 0 offset:60
	buffer_store_dword v2, off, s[0:3], 0 offset:64
	buffer_store_dword v11, off, s[0:3], 0 offset:72
	buffer_store_dword v12, off, s[0:3], 0 offset:76
	buffer_store_dword v5, off, s[0:3], 0 offset:80
	v_mad_u64_u32 v[4:5], s[4:5], v14, 22, v[9:10]
	v_lshrrev_b32_e32 v2, 23, v14
	v_mad_u64_u32 v[7:8], s[4:5], v14, 23, v[2:3]
	v_lshrrev_b32_e32 v2, 24, v14
	buffer_store_dword v3, off, s[0:3], 0 offset:84
	buffer_store_dword v6, off, s[0:3], 0 offset:88
	buffer_store_dword v4, off, s[0:3], 0 offset:92
	buffer_store_dword v7, off, s[0:3], 0 offset:96
	v_mad_u64_u32 v[2:3], s[4:5], v14, 24, v[2:3]
	v_lshrrev_b32_e32 v3, 25, v14
	v_add_u32_e32 v7, 28, v14
	v_mad_u64_u32 v[3:4], s[4:5], v14, 25, v[3:4]
	v_lshrrev_b32_e32 v4, 26, v14
	v_add_u32_e32 v8, 3, v14
	v_mad_u64_u32 v[4:5], s[4:5], v14, 26, v[4:5]
	v_lshrrev_b32_e32 v5, 27, v14
	v_add_u32_e32 v9, 10, v14
	v_mad_u64_u32 v[5:6], s[4:5], v14, 27, v[5:6]
	buffer_store_dword v2, off, s[0:3], 0 offset:100
	buffer_store_dword v3, off, s[0:3], 0 offset:104
	buffer_store_dword v4, off, s[0:3], 0 offset:108
	buffer_store_dword v5, off, s[0:3], 0 offset:112
	v_lshrrev_b32_e32 v2, 28, v14
	v_mad_u64_u32 v[2:3], s[4:5], v14, 28, v[2:3]
	v_lshrrev_b32_e32 v3, 29, v14
	v_add_u32_e32 v10, 17, v14
	v_mad_u64_u32 v[3:4], s[4:5], v14, 29, v[3:4]
	v_lshrrev_b32_e32 v4, 30, v14
	v_and_b32_e32 v7, 31, v7
	v_mad_u64_u32 v[4:5], s[4:5], v14, 30, v[4:5]
	v_lshrrev_b32_e32 v5, 31, v14
	v_and_b32_e32 v8, 31, v8
	v_mad_u64_u32 v[5:6], s[4:5], v14, 31, v[5:6]
	buffer_store_dword v2, off, s[0:3], 0 offset:116
	buffer_store_dword v3, off, s[0:3], 0 offset:120
	buffer_store_dword v4, off, s[0:3], 0 offset:124
	buffer_store_dword v5, off, s[0:3], 0 offset:128
	v_and_b32_e32 v2, 31, v14
	v_mov_b32_e32 v3, 4
	v_add_u32_e32 v4, 7, v14
	v_add_u32_e32 v5, 14, v14
	v_add_u32_e32 v6, 21, v14
	v_lshl_add_u32 v2, v2, 2, v3
	v_and_b32_e32 v4, 31, v4
	v_and_b32_e32 v5, 31, v5
	v_and_b32_e32 v6, 31, v6
	v_and_b32_e32 v9, 31, v9
	v_and_b32_e32 v10, 31, v10
	v_lshl_add_u32 v4, v4, 2, v3
	v_lshl_add_u32 v5, v5, 2, v3
	v_lshl_add_u32 v6, v6, 2, v3
	v_lshl_add_u32 v7, v7, 2, v3
	v_lshl_add_u32 v8, v8, 2, v3
	v_lshl_add_u32 v9, v9, 2, v3
	v_lshl_add_u32 v3, v10, 2, v3
	buffer_load_dword v10, v2, s[0:3], 0 offen
	buffer_load_dword v11, v4, s[0:3], 0 offen
	buffer_load_dword v12, v5, s[0:3], 0 offen
	buffer_load_dword v13, v6, s[0:3], 0 offen
	buffer_load_dword v14, v7, s[0:3], 0 offen
	buffer_load_dword v15, v8, s[0:3], 0 offen
	buffer_load_dword v16, v9, s[0:3], 0 offen
	buffer_load_dword v17, v3, s[0:3], 0 offen
	v_mov_b32_e32 v2, s15
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	s_waitcnt vmcnt(6)
	v_add_u32_e32 v3, v11, v10
	s_waitcnt vmcnt(4)
	v_add3_u32 v3, v12, v3, v13
	s_waitcnt vmcnt(2)
	v_add3_u32 v3, v14, v3, v15
	s_waitcnt vmcnt(0)
	v_add3_u32 v3, v16, v3, v17
	global_store_dword v[0:1], v3, off
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
		.amdhsa_next_free_vgpr 18
		.amdhsa_next_free_sgpr 16
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
	.size	private_array, .Lfunc_end0-private_array
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 1080
; NumSgprs: 18
; NumVgprs: 18
; ScratchSize: 132
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 18
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
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         private_array.kd
    .uses_dynamic_stack: false
    .vgpr_count:     18
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx906
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
