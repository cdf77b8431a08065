	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
	.protected	many_args               ; -- Begin function many_args
	.globl	many_args
	.p2align	8
	.type	many_args,@function
many_args:                              ; @many_args
; %bb.0:
	s_load_dword s9, s[4:5], 0x4
	s_load_dword s10, s[6:7], 0x70
	s_load_dwordx4 s[0:3], s[6:7], 0x28
	s_load_dwordx2 s[16:17], s[6:7], 0x38
	s_load_dword s18, s[4:5], 0xc
	s_waitcnt lgkmcnt(0)
	s_and_b32 s4, s9, 0xffff
	s_mul_i32 s5, s8, s4
	v_add_u32_e32 v1, s10, v0
	v_add_u32_e32 v1, s5, v1
	v_mov_b32_e32 v2, 0
	v_lshlrev_b64 v[3:4], 2, v[1:2]
	v_mov_b32_e32 v5, s3
	v_add_co_u32_e32 v3, vcc, s2, v3
	v_addc_co_u32_e32 v4, vcc, v5, v4, vcc
	global_load_dword v13, v[3:4], off
	s_load_dwordx4 s[8:11], s[6:7], 0x0
	s_load_dword s2, s[6:7], 0x0
	s_load_dwordx4 s[12:15], s[6:7], 0x10
	s_load_dword s19, s[6:7], 0x20
	v_mov_b32_e32 v14, 0x41000000
	s_waitcnt lgkmcnt(0)
	s_bfe_i32 s3, s8, 0x80000
	s_sext_i32_i16 s3, s3
	s_bfe_u32 s8, s2, 0x80008
	v_cvt_f64_u32_e32 v[3:4], s8
	v_cvt_f64_i32_e32 v[5:6], s3
	s_ashr_i32 s2, s2, 16
	v_cvt_f64_i32_e32 v[7:8], s10
	v_cvt_f64_u32_e32 v[9:10], s11
	v_add_f64 v[3:4], v[5:6], v[3:4]
	v_cvt_f64_i32_e32 v[5:6], s2
	s_and_b32 s2, s9, 0xffff
	v_cvt_f64_u32_e32 v[11:12], s15
	s_load_dwordx4 s[8:11], s[6:7], 0x40
	v_ldexp_f64 v[11:12], v[11:12], 32
	v_add_f64 v[3:4], v[3:4], v[5:6]
	v_cvt_f64_u32_e32 v[5:6], s2
	v_add_f64 v[3:4], v[3:4], v[5:6]
	v_cvt_f64_i32_e32 v[5:6], s13
	v_ldexp_f64 v[5:6], v[5:6], 32
	v_add_f64 v[3:4], v[3:4], v[7:8]
	v_cvt_f64_u32_e32 v[7:8], s12
	s_load_dword s12, s[6:7], 0x5c
	s_load_dwordx2 s[2:3], s[6:7], 0x60
	s_load_dword s13, s[6:7], 0x68
	v_add_f64 v[5:6], v[5:6], v[7:8]
	v_cvt_f64_u32_e32 v[7:8], s14
	s_load_dword s14, s[6:7], 0x58
	s_load_dword s15, s[6:7], 0x54
	s_load_dword s20, s[6:7], 0x50
	v_add_f64 v[3:4], v[3:4], v[9:10]
	v_cvt_f64_f32_e32 v[9:10], s19
	v_add_f64 v[7:8], v[11:12], v[7:8]
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u32 v11, v0, 2, s12
	v_add_f64 v[3:4], v[3:4], v[5:6]
	v_mov_b32_e32 v5, s0
	v_mov_b32_e32 v6, s1
	v_fma_f64 v[5:6], v[9:10], 2.0, v[5:6]
	s_sub_i32 s1, s16, s17
	s_sext_i32_i16 s0, s14
	v_cvt_f32_i32_e32 v9, s0
	s_sub_i32 s0, s18, s5
	v_add_f64 v[3:4], v[3:4], v[7:8]
	v_cvt_f32_i32_e32 v8, s1
	v_cvt_f32_ubyte0_e32 v7, s13
	s_min_u32 s0, s0, s4
	v_xad_u32 v0, v0, -1, s0
	v_add_f32_e32 v8, s8, v8
	v_lshl_add_u32 v0, v0, 2, s12
	v_add_f64 v[3:4], v[3:4], v[5:6]
	v_fma_f32 v5, s9, 2.0, v8
	v_fma_f32 v5, s10, 4.0, v5
	v_fma_f32 v5, s11, v14, v5
	v_cvt_f64_f32_e32 v[5:6], v5
	v_add_f32_e32 v8, s15, v9
	v_add_f64 v[3:4], v[3:4], v[5:6]
	v_add_f32_e32 v5, v8, v7
	v_cvt_f64_f32_e32 v[5:6], v5
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v9, v13, s20
	ds_write_b32 v11, v9
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	ds_read_b32 v0, v0
	v_add_f64 v[3:4], v[3:4], v[5:6]
	s_waitcnt lgkmcnt(0)
	v_cvt_f64_i32_e32 v[5:6], v0
	v_lshlrev_b64 v[0:1], 3, v[1:2]
	v_mov_b32_e32 v2, s3
	v_add_co_u32_e32 v0, vcc, s2, v0
	v_add_f64 v[3:4], v[3:4], v[5:6]
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	global_store_dwordx2 v[0:1], v[3:4], off
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
		.amdhsa_next_free_vgpr 15
		.amdhsa_next_free_sgpr 21
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
	.size	many_args, .Lfunc_end0-many_args
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 664
; NumSgprs: 23
; NumVgprs: 15
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 23
; NumVGPRsForWavesPerEU: 15
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
    .sgpr_count:     23
    .sgpr_spill_count: 0
    .symbol:         many_args.kd
    .uses_dynamic_stack: false
    .vgpr_count:     15
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx900
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
