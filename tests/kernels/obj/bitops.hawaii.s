	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx701"
	.protected	bitcount                ; -- Begin function bitcount
	.globl	bitcount
	.p2align	8
	.type	bitcount,@function
bitcount:                               ; @bitcount
; %bb.0:
	s_load_dword s9, s[4:5], 0x1
	s_load_dword s10, s[6:7], 0x6
	s_load_dwordx4 s[0:3], s[6:7], 0x0
	s_load_dwordx2 s[4:5], s[6:7], 0x4
	v_mov_b32_e32 v1, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s6, s9, 0xffff
	s_mul_i32 s8, s8, s6
	s_add_i32 s10, s10, s8
	v_add_i32_e32 v0, vcc, s10, v0
	v_lshl_b64 v[2:3], v[0:1], 3
	v_mov_b32_e32 v4, s1
	v_add_i32_e32 v2, vcc, s0, v2
	v_addc_u32_e32 v3, vcc, v4, v3, vcc
	flat_load_dwordx2 v[6:7], v[2:3]
	v_lshl_b64 v[2:3], v[0:1], 2
	v_mov_b32_e32 v4, s3
	v_add_i32_e32 v2, vcc, s2, v2
	v_addc_u32_e32 v3, vcc, v4, v3, vcc
	flat_load_dword v12, v[2:3]
	v_lshlrev_b32_e32 v0, 3, v0
	v_lshl_b64 v[0:1], v[0:1], 2
	v_mov_b32_e32 v2, s5
	v_add_i32_e32 v8, vcc, s4, v0
	v_addc_u32_e32 v9, vcc, v2, v1, vcc
	s_mov_b32 s0, 0xfff00000
	s_brev_b32 s1, 23
	s_waitcnt vmcnt(1)
	v_bcnt_u32_b32_e64 v4, v6, 0
	v_ffbh_u32_e32 v5, v6
	v_ffbh_u32_e32 v10, v7
	v_ffbl_b32_e32 v11, v7
	v_and_b32_e32 v13, 0xffff, v6
	v_min_u32_e32 v11, 0xffffffdf, v11
	v_add_i32_e32 v11, vcc, 32, v11
	s_waitcnt vmcnt(0)
	v_sub_i32_e32 v15, vcc, 0, v12
	v_lshl_b64 v[0:1], v[6:7], v12
	v_lshr_b64 v[2:3], v[6:7], v15
	v_bcnt_u32_b32_e32 v7, v7, v4
	v_lshlrev_b32_e32 v4, 8, v4
	v_or_b32_e32 v4, v7, v4
	v_min_u32_e32 v7, 0xffffffdf, v5
	v_add_i32_e32 v7, vcc, 32, v7
	v_min3_u32 v7, v7, v10, 64
	v_bcnt_u32_b32_e64 v10, v13, 0
	v_or_b32_e32 v0, v0, v2
	v_ffbl_b32_e32 v2, v6
	v_bcnt_u32_b32_e32 v10, 0, v10
	v_and_b32_e32 v14, 0xff, v6
	v_or_b32_e32 v1, v1, v3
	v_or_b32_e32 v3, 0x10000, v6
	v_lshlrev_b32_e32 v10, 16, v10
	v_min3_u32 v11, v2, v11, 64
	v_min_u32_e32 v2, 32, v2
	v_or_b32_e32 v16, 0x100, v6
	v_or_b32_e32 v4, v4, v10
	v_bcnt_u32_b32_e64 v10, v14, 0
	v_ffbl_b32_e32 v3, v3
	v_lshlrev_b32_e32 v2, 8, v2
	v_ffbl_b32_e32 v16, v16
	v_bcnt_u32_b32_e32 v10, 0, v10
	v_lshlrev_b32_e32 v3, 16, v3
	v_or_b32_e32 v2, v11, v2
	v_lshlrev_b32_e32 v16, 24, v16
	v_lshlrev_b32_e32 v10, 24, v10
	v_or_b32_e32 v3, v2, v3
	v_or_b32_e32 v2, v4, v10
	v_or_b32_e32 v4, v3, v16
	v_min_u32_e32 v3, 32, v5
	v_ffbh_u32_e32 v5, v13
	v_lshlrev_b32_e32 v3, 8, v3
	v_min_u32_e32 v5, 32, v5
	v_or_b32_e32 v3, v7, v3
	v_lshlrev_b32_e32 v5, 16, v5
	v_or_b32_e32 v3, v5, v3
	v_ffbh_u32_e32 v5, v14
	v_min_u32_e32 v5, 32, v5
	v_add_i32_e32 v10, vcc, 16, v8
	v_lshlrev_b32_e32 v5, 24, v5
	v_addc_u32_e32 v11, vcc, 0, v9, vcc
	v_add_i32_e32 v5, vcc, s1, v5
	v_add_i32_e32 v3, vcc, s0, v3
	v_or_b32_e32 v3, v3, v5
	v_alignbit_b32 v5, v6, v6, v15
	v_and_b32_e32 v7, 15, v12
	flat_store_dwordx4 v[8:9], v[2:5]
	s_nop 0
	v_and_b32_e32 v3, 15, v15
	v_lshlrev_b32_e32 v2, v7, v6
	v_lshrrev_b32_e32 v3, v3, v13
	v_or_b32_e32 v2, v2, v3
	v_and_b32_e32 v3, 7, v12
	v_and_b32_e32 v4, 7, v15
	v_lshlrev_b32_e32 v3, v3, v6
	v_lshrrev_b32_e32 v4, v4, v14
	v_or_b32_e32 v3, v3, v4
	v_and_b32_e32 v3, 0xff, v3
	v_and_b32_e32 v2, 0xffff, v2
	v_lshlrev_b32_e32 v3, 16, v3
	v_or_b32_e32 v2, v3, v2
	v_bfrev_b32_e32 v3, v6
	flat_store_dwordx4 v[10:11], v[0:3]
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel bitcount
		.amdhsa_group_segment_fixed_size 0
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
		.amdhsa_next_free_vgpr 17
		.amdhsa_next_free_sgpr 11
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
	.size	bitcount, .Lfunc_end0-bitcount
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 516
; NumSgprs: 13
; NumVgprs: 17
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 13
; NumVGPRsForWavesPerEU: 17
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
	.protected	bitfield                ; -- Begin function bitfield
	.globl	bitfield
	.p2align	8
	.type	bitfield,@function
bitfield:                               ; @bitfield
; %bb.0:
	s_load_dword s9, s[4:5], 0x1
	s_load_dword s10, s[6:7], 0x6
	s_load_dwordx4 s[0:3], s[6:7], 0x0
	s_load_dwordx2 s[4:5], s[6:7], 0x4
	v_mov_b32_e32 v1, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s6, s9, 0xffff
	s_mul_i32 s8, s8, s6
	s_add_i32 s10, s10, s8
	v_add_i32_e32 v0, vcc, s10, v0
	v_lshl_b64 v[2:3], v[0:1], 2
	v_mov_b32_e32 v5, s1
	v_add_i32_e32 v4, vcc, s0, v2
	v_addc_u32_e32 v5, vcc, v5, v3, vcc
	v_mov_b32_e32 v6, s3
	v_add_i32_e32 v2, vcc, s2, v2
	v_addc_u32_e32 v3, vcc, v6, v3, vcc
	flat_load_dword v2, v[2:3]
	flat_load_dword v3, v[4:5]
	v_lshlrev_b32_e32 v0, 2, v0
	v_lshl_b64 v[0:1], v[0:1], 2
	v_mov_b32_e32 v5, s5
	v_add_i32_e32 v4, vcc, s4, v0
	v_addc_u32_e32 v5, vcc, v5, v1, vcc
	s_movk_i32 s0, 0xf000
	s_waitcnt vmcnt(1)
	v_lshrrev_b32_e32 v0, 8, v2
	v_lshl_b32_e32 v8, -1, v0
	v_add_i32_e32 v9, vcc, v2, v0
	s_waitcnt vmcnt(0)
	v_lshrrev_b32_e32 v1, v2, v3
	v_not_b32_e32 v8, v8
	v_sub_i32_e32 v9, vcc, 0, v9
	v_lshrrev_b32_e32 v6, 4, v3
	v_bfe_i32 v7, v2, 5, 24
	v_sub_i32_e32 v10, vcc, 0, v0
	v_and_b32_e32 v0, v1, v8
	v_lshlrev_b32_e32 v1, v9, v3
	v_lshlrev_b32_e32 v8, v2, v8
	v_ashrrev_i32_e32 v1, v10, v1
	v_bfi_b32 v2, v8, v3, v2
	v_bfi_b32 v3, s0, v7, v6
	flat_store_dwordx4 v[4:5], v[0:3]
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel bitfield
		.amdhsa_group_segment_fixed_size 0
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
		.amdhsa_next_free_vgpr 11
		.amdhsa_next_free_sgpr 11
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
	.size	bitfield, .Lfunc_end1-bitfield
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 216
; NumSgprs: 13
; NumVgprs: 11
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 13
; NumVGPRsForWavesPerEU: 11
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
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'ulong*'
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 80
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           bitcount
    .private_segment_fixed_size: 0
    .sgpr_count:     13
    .sgpr_spill_count: 0
    .symbol:         bitcount.kd
    .uses_dynamic_stack: false
    .vgpr_count:     17
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 80
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           bitfield
    .private_segment_fixed_size: 0
    .sgpr_count:     13
    .sgpr_spill_count: 0
    .symbol:         bitfield.kd
    .uses_dynamic_stack: false
    .vgpr_count:     11
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx701
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
