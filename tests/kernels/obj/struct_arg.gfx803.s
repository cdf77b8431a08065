	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx803"
	.protected	struct_arg              ; -- Begin function struct_arg
	.globl	struct_arg
	.p2align	8
	.type	struct_arg,@function
struct_arg:                             ; @struct_arg
; %bb.0:
	s_load_dwordx4 s[0:3], s[4:5], 0x4
	s_mov_b32 m0, -1
	s_load_dwordx4 s[12:15], s[6:7], 0x20
	s_waitcnt lgkmcnt(0)
	s_load_dword s13, s[6:7], 0x30
	s_lshr_b32 s4, s0, 16
	s_mul_i32 s5, s4, s1
	v_mul_lo_u32 v3, s5, v0
	s_load_dword s5, s[6:7], 0x8
	s_load_dword s11, s[6:7], 0xc
	s_load_dword s16, s[6:7], 0x10
	s_load_dword s17, s[6:7], 0x14
	s_load_dword s18, s[6:7], 0x18
	s_mul_i32 s9, s9, s4
	s_add_i32 s4, s14, s9
	v_mad_u32_u24 v3, v1, s1, v3
	v_add_u32_e32 v3, vcc, v3, v2
	v_mul_lo_u32 v3, v3, 20
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v5, s17
	v_mov_b32_e32 v6, s18
	s_and_b32 s1, s1, 0xffff
	v_add_u32_e32 v4, vcc, 12, v3
	ds_write2_b32 v3, v5, v6 offset0:3 offset1:4
	v_cvt_f32_u32_e32 v3, s16
	s_mul_i32 s10, s10, s1
	s_add_i32 s13, s13, s10
	v_add_u32_e32 v2, vcc, s13, v2
	v_rcp_iflag_f32_e32 v3, v3
	v_mul_lo_u32 v2, v2, s3
	v_add_u32_e32 v1, vcc, s4, v1
	v_mul_f32_e32 v3, 0x4f7ffffe, v3
	v_cvt_u32_f32_e32 v3, v3
	s_sub_i32 s1, 0, s16
	v_add_u32_e32 v1, vcc, v1, v2
	v_mul_lo_u32 v2, s1, v3
	s_and_b32 s0, s0, 0xffff
	v_mul_lo_u32 v1, v1, s2
	s_mul_i32 s8, s8, s0
	v_mul_hi_u32 v2, v3, v2
	s_add_i32 s0, s12, s8
	v_add_u32_e32 v0, vcc, s0, v0
	v_add_u32_e32 v0, vcc, v0, v1
	v_add_u32_e32 v2, vcc, v3, v2
	v_mul_hi_u32 v2, v0, v2
	v_and_b32_e32 v3, 1, v0
	v_mul_lo_u32 v1, v0, s11
	v_lshlrev_b32_e32 v3, 2, v3
	v_mul_lo_u32 v2, v2, s16
	v_add_u32_e32 v3, vcc, v4, v3
	ds_read_b32 v3, v3
	v_sub_u32_e32 v2, vcc, v0, v2
	v_subrev_u32_e32 v4, vcc, s16, v2
	v_cmp_le_u32_e32 vcc, s16, v2
	v_cndmask_b32_e32 v2, v2, v4, vcc
	v_cvt_f32_i32_e32 v1, v1
	v_subrev_u32_e32 v4, vcc, s16, v2
	v_cmp_le_u32_e32 vcc, s16, v2
	v_cndmask_b32_e32 v2, v2, v4, vcc
	s_load_dwordx2 s[0:1], s[6:7], 0x0
	v_cvt_f32_u32_e32 v2, v2
	s_waitcnt lgkmcnt(0)
	v_mac_f32_e32 v3, s5, v1
	v_mov_b32_e32 v1, 0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_add_f32_e32 v2, v3, v2
	v_mov_b32_e32 v3, s1
	v_add_u32_e32 v0, vcc, s0, v0
	v_addc_u32_e32 v1, vcc, v3, v1, vcc
	flat_store_dword v[0:1], v2
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel struct_arg
		.amdhsa_group_segment_fixed_size 5120
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 88
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
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 7
		.amdhsa_next_free_sgpr 19
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
	.size	struct_arg, .Lfunc_end0-struct_arg
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 392
; NumSgprs: 21
; NumVgprs: 7
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 5120 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 21
; NumVGPRsForWavesPerEU: 7
; Occupancy: 10
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
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
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .offset:         8
        .size:           20
        .type_name:      params_t
        .value_kind:     by_value
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
        .value_kind:     hidden_none
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
        .value_kind:     hidden_none
    .group_segment_fixed_size: 5120
    .kernarg_segment_align: 8
    .kernarg_segment_size: 88
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           struct_arg
    .private_segment_fixed_size: 0
    .sgpr_count:     21
    .sgpr_spill_count: 0
    .symbol:         struct_arg.kd
    .uses_dynamic_stack: false
    .vgpr_count:     7
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx803
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
