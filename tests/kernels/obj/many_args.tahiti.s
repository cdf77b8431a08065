	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx600"
	.protected	many_args               ; -- Begin function many_args
	.globl	many_args
	.p2align	8
	.type	many_args,@function
many_args:                              ; @many_args
; %bb.0:
	s_load_dword s0, s[4:5], 0x1
	s_load_dwordx4 s[12:15], s[6:7], 0xa
	s_load_dwordx2 s[20:21], s[6:7], 0xe
	s_load_dword s1, s[6:7], 0x1c
	s_load_dword s22, s[4:5], 0x3
	s_waitcnt lgkmcnt(0)
	s_and_b32 s23, s0, 0xffff
	s_mul_i32 s24, s8, s23
	v_mov_b32_e32 v2, 0
	v_add_i32_e32 v1, vcc, s1, v0
	v_add_i32_e32 v1, vcc, s24, v1
	v_lshl_b64 v[3:4], v[1:2], 2
	s_mov_b32 s3, 0x100f000
	s_mov_b32 s2, 0
	s_mov_b64 s[0:1], s[14:15]
	buffer_load_dword v17, v[3:4], s[0:3], 0 addr64
	s_load_dword s14, s[6:7], 0x17
	s_load_dwordx2 s[0:1], s[6:7], 0x18
	s_load_dword s15, s[6:7], 0x1a
	s_load_dwordx4 s[16:19], s[6:7], 0x4
	v_mov_b32_e32 v3, s12
	v_mov_b32_e32 v4, s13
	s_load_dwordx4 s[8:11], s[6:7], 0x0
	s_load_dword s12, s[6:7], 0x0
	s_load_dword s13, s[6:7], 0x8
	v_lshlrev_b32_e32 v19, 2, v0
	s_waitcnt lgkmcnt(0)
	v_cvt_f64_u32_e32 v[9:10], s19
	s_sext_i32_i8 s8, s8
	v_cvt_f64_i32_e32 v[15:16], s8
	v_cvt_f64_f32_e32 v[13:14], s13
	s_bfe_u32 s8, s12, 0x80008
	v_cvt_f64_u32_e32 v[11:12], s18
	v_cvt_f64_i32_e32 v[5:6], s17
	v_fma_f64 v[3:4], v[13:14], 2.0, v[3:4]
	v_cvt_f64_u32_e32 v[13:14], s8
	s_ashr_i32 s12, s12, 16
	v_ldexp_f64 v[9:10], v[9:10], 32
	v_cvt_f64_u32_e32 v[7:8], s16
	v_add_f64 v[13:14], v[15:16], v[13:14]
	v_cvt_f64_i32_e32 v[15:16], s12
	s_and_b32 s8, s9, 0xffff
	v_add_f64 v[9:10], v[9:10], v[11:12]
	v_cvt_f64_u32_e32 v[11:12], s8
	v_ldexp_f64 v[5:6], v[5:6], 32
	v_add_f64 v[13:14], v[13:14], v[15:16]
	s_load_dword s16, s[6:7], 0x14
	s_load_dword s17, s[6:7], 0x15
	s_load_dword s18, s[6:7], 0x16
	s_load_dwordx4 s[4:7], s[6:7], 0x10
	v_add_f64 v[5:6], v[5:6], v[7:8]
	v_cvt_f64_i32_e32 v[7:8], s10
	s_sub_i32 s8, s20, s21
	v_add_f64 v[11:12], v[13:14], v[11:12]
	v_cvt_f32_i32_e32 v14, s8
	v_cvt_f64_u32_e32 v[15:16], s11
	v_add_f64 v[7:8], v[11:12], v[7:8]
	s_sub_i32 s8, s22, s24
	v_not_b32_e32 v0, v0
	s_waitcnt lgkmcnt(0)
	s_sext_i32_i16 s9, s18
	s_min_u32 s8, s8, s23
	v_add_f32_e32 v12, s4, v14
	v_cvt_f32_i32_e32 v11, s9
	v_add_i32_e32 v0, vcc, s8, v0
	v_add_f64 v[7:8], v[7:8], v[15:16]
	v_lshlrev_b32_e32 v0, 2, v0
	v_mac_f32_e64 v12, s5, 2.0
	v_mov_b32_e32 v18, 0x41000000
	v_add_i32_e32 v19, vcc, s14, v19
	v_add_i32_e32 v0, vcc, s14, v0
	v_mac_f32_e64 v12, s6, 4.0
	v_add_f64 v[5:6], v[7:8], v[5:6]
	s_mov_b32 m0, -1
	v_mac_f32_e32 v12, s7, v18
	v_cvt_f32_ubyte0_e32 v13, s15
	v_add_f32_e32 v11, s17, v11
	v_cvt_f64_f32_e32 v[7:8], v12
	v_add_f64 v[5:6], v[5:6], v[9:10]
	v_add_f32_e32 v9, v11, v13
	v_add_f64 v[3:4], v[5:6], v[3:4]
	v_cvt_f64_f32_e32 v[5:6], v9
	v_add_f64 v[3:4], v[3:4], v[7:8]
	v_add_f64 v[3:4], v[3:4], v[5:6]
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v14, v17, s16
	ds_write_b32 v19, v14
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	ds_read_b32 v0, v0
	s_waitcnt lgkmcnt(0)
	v_cvt_f64_i32_e32 v[7:8], v0
	v_lshl_b64 v[0:1], v[1:2], 3
	v_add_f64 v[3:4], v[3:4], v[7:8]
	buffer_store_dwordx2 v[3:4], v[0:1], s[0:3], 0 addr64
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel many_args
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 168
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
		.amdhsa_next_free_sgpr 25
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
	.size	many_args, .Lfunc_end0-many_args
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 580
; NumSgprs: 27
; NumVgprs: 20
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 3
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 27
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
	.ident	"Debian clang version 15.0.6"
	.ident	"Debian clang version 15.0.5"
	.section	".note.GNU-stack"
	.addrsig
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .offset:         0
        .size:           1
        .type_name:      char
        .value_kind:     by_value
      - .offset:         1
        .size:           1
        .type_name:      uchar
        .value_kind:     by_value
      - .offset:         2
        .size:           2
        .type_name:      short
        .value_kind:     by_value
      - .offset:         4
        .size:           2
        .type_name:      ushort
        .value_kind:     by_value
      - .offset:         8
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         12
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
      - .offset:         16
        .size:           8
        .type_name:      long
        .value_kind:     by_value
      - .offset:         24
        .size:           8
        .type_name:      ulong
        .value_kind:     by_value
      - .offset:         32
        .size:           4
        .type_name:      float
        .value_kind:     by_value
      - .offset:         40
        .size:           8
        .type_name:      double
        .value_kind:     by_value
      - .address_space:  global
        .is_const:       true
        .offset:         48
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .offset:         56
        .size:           8
        .type_name:      int2
        .value_kind:     by_value
      - .offset:         64
        .size:           16
        .type_name:      float4
        .value_kind:     by_value
      - .offset:         80
        .size:           12
        .type_name:      params
        .value_kind:     by_value
      - .address_space:  local
        .offset:         92
        .pointee_align:  4
        .size:           4
        .type_name:      'int*'
        .value_kind:     dynamic_shared_pointer
      - .address_space:  global
        .offset:         96
        .size:           8
        .type_name:      'double*'
        .value_kind:     global_buffer
      - .offset:         104
        .size:           1
        .type_name:      uchar
        .value_kind:     by_value
      - .offset:         112
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         120
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         128
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .address_space:  global
        .offset:         136
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         144
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         152
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         160
        .size:           8
        .value_kind:     hidden_none
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 16
    .kernarg_segment_size: 168
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           many_args
    .private_segment_fixed_size: 0
    .sgpr_count:     27
    .sgpr_spill_count: 0
    .symbol:         many_args.kd
    .uses_dynamic_stack: false
    .vgpr_count:     20
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx600
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
