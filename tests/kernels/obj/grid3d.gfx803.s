	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx803"
	.protected	hip_grid3d              ; -- Begin function hip_grid3d
	.globl	hip_grid3d
	.p2align	8
	.type	hip_grid3d,@function
hip_grid3d:                             ; @hip_grid3d
; %bb.0:
	s_load_dword s0, s[4:5], 0x8
	s_load_dword s1, s[4:5], 0x4
	s_load_dwordx2 s[2:3], s[6:7], 0x0
	s_load_dwordx4 s[4:7], s[4:5], 0xc
	s_waitcnt lgkmcnt(0)
	s_and_b32 s7, s0, 0xffff
	s_and_b32 s0, s1, 0xffff
	s_lshr_b32 s11, s1, 16
	s_mul_i32 s1, s8, s0
	s_sub_i32 s1, s4, s1
	s_min_u32 s0, s1, s0
	s_mul_i32 s0, s0, s8
	v_add_u32_e32 v3, vcc, s0, v0
	s_mul_i32 s0, s9, s11
	s_sub_i32 s0, s5, s0
	s_min_u32 s0, s0, s11
	s_mul_i32 s0, s0, s9
	v_add_u32_e32 v4, vcc, s0, v1
	s_mul_i32 s0, s10, s7
	s_sub_i32 s0, s6, s0
	s_min_u32 s8, s0, s7
	s_mul_i32 s0, s8, s10
	v_add_u32_e32 v6, vcc, s0, v2
	v_mul_lo_u32 v7, v6, s5
	v_cvt_f32_u32_e32 v5, s7
	s_sub_i32 s0, 0, s7
	v_lshlrev_b32_e32 v6, 16, v6
	v_add_u32_e32 v7, vcc, v7, v4
	v_rcp_iflag_f32_e32 v5, v5
	v_mul_lo_u32 v7, v7, s4
	v_lshlrev_b32_e32 v4, 8, v4
	v_lshlrev_b32_e32 v1, 8, v1
	v_mul_f32_e32 v5, 0x4f7ffffe, v5
	v_add_u32_e32 v7, vcc, v7, v3
	v_or_b32_e32 v3, v4, v3
	v_cvt_f32_u32_e32 v4, s11
	v_cvt_u32_f32_e32 v5, v5
	v_or_b32_e32 v3, v3, v6
	v_or_b32_e32 v0, v1, v0
	v_rcp_iflag_f32_e32 v4, v4
	v_mul_lo_u32 v8, s0, v5
	s_sub_i32 s0, 0, s11
	v_lshlrev_b32_e32 v1, 16, v2
	v_mul_f32_e32 v4, 0x4f7ffffe, v4
	v_mul_hi_u32 v8, v5, v8
	v_cvt_u32_f32_e32 v4, v4
	v_or_b32_e32 v0, v0, v1
	v_add_u32_e32 v5, vcc, v5, v8
	v_mul_lo_u32 v8, s0, v4
	v_mul_hi_u32 v5, s6, v5
	v_mul_hi_u32 v8, v4, v8
	v_mul_lo_u32 v6, v5, s7
	v_add_u32_e32 v9, vcc, 1, v5
	v_add_u32_e32 v4, vcc, v8, v4
	v_mul_hi_u32 v4, s5, v4
	v_sub_u32_e32 v6, vcc, s6, v6
	v_cmp_le_u32_e64 s[0:1], s7, v6
	v_cndmask_b32_e64 v5, v5, v9, s[0:1]
	v_subrev_u32_e32 v9, vcc, s7, v6
	v_cndmask_b32_e64 v6, v6, v9, s[0:1]
	v_mul_lo_u32 v9, v4, s11
	v_add_u32_e32 v8, vcc, 1, v5
	v_cmp_le_u32_e32 vcc, s7, v6
	v_cndmask_b32_e32 v5, v5, v8, vcc
	v_sub_u32_e32 v8, vcc, s5, v9
	v_add_u32_e32 v9, vcc, 1, v4
	v_cmp_le_u32_e64 s[0:1], s11, v8
	v_cndmask_b32_e64 v4, v4, v9, s[0:1]
	v_subrev_u32_e32 v9, vcc, s11, v8
	v_cndmask_b32_e64 v8, v8, v9, s[0:1]
	v_add_u32_e32 v9, vcc, 1, v4
	v_mul_lo_u32 v6, v5, s7
	v_cmp_le_u32_e32 vcc, s11, v8
	v_cndmask_b32_e32 v4, v4, v9, vcc
	v_mul_lo_u32 v8, v4, s11
	v_cmp_gt_u32_e32 vcc, s6, v6
	v_addc_u32_e32 v5, vcc, 0, v5, vcc
	v_cmp_gt_u32_e32 vcc, s5, v8
	v_lshlrev_b32_e32 v5, 24, v5
	v_addc_u32_e32 v4, vcc, 0, v4, vcc
	v_or_b32_e32 v3, v3, v5
	v_lshlrev_b32_e32 v4, 28, v4
	v_or_b32_e32 v3, v3, v4
	v_lshlrev_b32_e32 v4, 1, v7
	v_mov_b32_e32 v5, 0
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_mov_b32_e32 v7, s3
	v_add_u32_e32 v6, vcc, s2, v4
	s_lshl_b32 s0, s8, 24
	v_addc_u32_e32 v7, vcc, v7, v5, vcc
	v_or_b32_e32 v4, s0, v0
	flat_store_dwordx2 v[6:7], v[3:4]
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel hip_grid3d
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 8
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
		.amdhsa_next_free_vgpr 10
		.amdhsa_next_free_sgpr 12
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
	.size	hip_grid3d, .Lfunc_end0-hip_grid3d
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 500
; NumSgprs: 14
; NumVgprs: 10
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 14
; NumVGPRsForWavesPerEU: 10
; Occupancy: 10
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
	.protected	_ZN17__HIP_CoordinatesI14__HIP_BlockIdxE1xE ; @_ZN17__HIP_CoordinatesI14__HIP_BlockIdxE1xE
	.type	_ZN17__HIP_CoordinatesI14__HIP_BlockIdxE1xE,@object
	.section	.rodata._ZN17__HIP_CoordinatesI14__HIP_BlockIdxE1xE,#alloc
	.weak	_ZN17__HIP_CoordinatesI14__HIP_BlockIdxE1xE
_ZN17__HIP_CoordinatesI14__HIP_BlockIdxE1xE:
	.zero	1
	.size	_ZN17__HIP_CoordinatesI14__HIP_BlockIdxE1xE, 1

	.protected	_ZN17__HIP_CoordinatesI14__HIP_BlockDimE1xE ; @_ZN17__HIP_CoordinatesI14__HIP_BlockDimE1xE
	.type	_ZN17__HIP_CoordinatesI14__HIP_BlockDimE1xE,@object
	.section	.rodata._ZN17__HIP_CoordinatesI14__HIP_BlockDimE1xE,#alloc
	.weak	_ZN17__HIP_CoordinatesI14__HIP_BlockDimE1xE
_ZN17__HIP_CoordinatesI14__HIP_BlockDimE1xE:
	.zero	1
	.size	_ZN17__HIP_CoordinatesI14__HIP_BlockDimE1xE, 1

	.protected	_ZN17__HIP_CoordinatesI15__HIP_ThreadIdxE1xE ; @_ZN17__HIP_CoordinatesI15__HIP_ThreadIdxE1xE
	.type	_ZN17__HIP_CoordinatesI15__HIP_ThreadIdxE1xE,@object
	.section	.rodata._ZN17__HIP_CoordinatesI15__HIP_ThreadIdxE1xE,#alloc
	.weak	_ZN17__HIP_CoordinatesI15__HIP_ThreadIdxE1xE
_ZN17__HIP_CoordinatesI15__HIP_ThreadIdxE1xE:
	.zero	1
	.size	_ZN17__HIP_CoordinatesI15__HIP_ThreadIdxE1xE, 1

	.protected	_ZN17__HIP_CoordinatesI14__HIP_BlockIdxE1yE ; @_ZN17__HIP_CoordinatesI14__HIP_BlockIdxE1yE
	.type	_ZN17__HIP_CoordinatesI14__HIP_BlockIdxE1yE,@object
	.section	.rodata._ZN17__HIP_CoordinatesI14__HIP_BlockIdxE1yE,#alloc
	.weak	_ZN17__HIP_CoordinatesI14__HIP_BlockIdxE1yE
_ZN17__HIP_CoordinatesI14__HIP_BlockIdxE1yE:
	.zero	1
	.size	_ZN17__HIP_CoordinatesI14__HIP_BlockIdxE1yE, 1

	.protected	_ZN17__HIP_CoordinatesI14__HIP_BlockDimE1yE ; @_ZN17__HIP_CoordinatesI14__HIP_BlockDimE1yE
	.type	_ZN17__HIP_CoordinatesI14__HIP_BlockDimE1yE,@object
	.section	.rodata._ZN17__HIP_CoordinatesI14__HIP_BlockDimE1yE,#alloc
	.weak	_ZN17__HIP_CoordinatesI14__HIP_BlockDimE1yE
_ZN17__HIP_CoordinatesI14__HIP_BlockDimE1yE:
	.zero	1
	.size	_ZN17__HIP_CoordinatesI14__HIP_BlockDimE1yE, 1

	.protected	_ZN17__HIP_CoordinatesI15__HIP_ThreadIdxE1yE ; @_ZN17__HIP_CoordinatesI15__HIP_ThreadIdxE1yE
	.type	_ZN17__HIP_CoordinatesI15__HIP_ThreadIdxE1yE,@object
	.section	.rodata._ZN17__HIP_CoordinatesI15__HIP_ThreadIdxE1yE,#alloc
	.weak	_ZN17__HIP_CoordinatesI15__HIP_ThreadIdxE1yE
_ZN17__HIP_CoordinatesI15__HIP_ThreadIdxE1yE:
	.zero	1
	.size	_ZN17__HIP_CoordinatesI15__HIP_ThreadIdxE1yE, 1

	.protected	_ZN17__HIP_CoordinatesI14__HIP_BlockIdxE1zE ; @_ZN17__HIP_CoordinatesI14__HIP_BlockIdxE1zE
	.type	_ZN17__HIP_CoordinatesI14__HIP_BlockIdxE1zE,@object
	.section	.rodata._ZN17__HIP_CoordinatesI14__HIP_BlockIdxE1zE,#alloc
	.weak	_ZN17__HIP_CoordinatesI14__HIP_BlockIdxE1zE
_ZN17__HIP_CoordinatesI14__HIP_BlockIdxE1zE:
	.zero	1
	.size	_ZN17__HIP_CoordinatesI14__HIP_BlockIdxE1zE, 1

	.protected	_ZN17__HIP_CoordinatesI14__HIP_BlockDimE1zE ; @_ZN17__HIP_CoordinatesI14__HIP_BlockDimE1zE
	.type	_ZN17__HIP_CoordinatesI14__HIP_BlockDimE1zE,@object
	.section	.rodata._ZN17__HIP_CoordinatesI14__HIP_BlockDimE1zE,#alloc
	.weak	_ZN17__HIP_CoordinatesI14__HIP_BlockDimE1zE
_ZN17__HIP_CoordinatesI14__HIP_BlockDimE1zE:
	.zero	1
	.size	_ZN17__HIP_CoordinatesI14__HIP_BlockDimE1zE, 1

	.protected	_ZN17__HIP_CoordinatesI15__HIP_ThreadIdxE1zE ; @_ZN17__HIP_CoordinatesI15__HIP_ThreadIdxE1zE
	.type	_ZN17__HIP_CoordinatesI15__HIP_ThreadIdxE1zE,@object
	.section	.rodata._ZN17__HIP_CoordinatesI15__HIP_ThreadIdxE1zE,#alloc
	.weak	_ZN17__HIP_CoordinatesI15__HIP_ThreadIdxE1zE
_ZN17__HIP_CoordinatesI15__HIP_ThreadIdxE1zE:
	.zero	1
	.size	_ZN17__HIP_CoordinatesI15__HIP_ThreadIdxE1zE, 1

	.protected	_ZN17__HIP_CoordinatesI13__HIP_GridDimE1xE ; @_ZN17__HIP_CoordinatesI13__HIP_GridDimE1xE
	.type	_ZN17__HIP_CoordinatesI13__HIP_GridDimE1xE,@object
	.section	.rodata._ZN17__HIP_CoordinatesI13__HIP_GridDimE1xE,#alloc
	.weak	_ZN17__HIP_CoordinatesI13__HIP_GridDimE1xE
_ZN17__HIP_CoordinatesI13__HIP_GridDimE1xE:
	.zero	1
	.size	_ZN17__HIP_CoordinatesI13__HIP_GridDimE1xE, 1

	.protected	_ZN17__HIP_CoordinatesI13__HIP_GridDimE1yE ; @_ZN17__HIP_CoordinatesI13__HIP_GridDimE1yE
	.type	_ZN17__HIP_CoordinatesI13__HIP_GridDimE1yE,@object
	.section	.rodata._ZN17__HIP_CoordinatesI13__HIP_GridDimE1yE,#alloc
	.weak	_ZN17__HIP_CoordinatesI13__HIP_GridDimE1yE
_ZN17__HIP_CoordinatesI13__HIP_GridDimE1yE:
	.zero	1
	.size	_ZN17__HIP_CoordinatesI13__HIP_GridDimE1yE, 1

	.protected	_ZN17__HIP_CoordinatesI13__HIP_GridDimE1zE ; @_ZN17__HIP_CoordinatesI13__HIP_GridDimE1zE
	.type	_ZN17__HIP_CoordinatesI13__HIP_GridDimE1zE,@object
	.section	.rodata._ZN17__HIP_CoordinatesI13__HIP_GridDimE1zE,#alloc
	.weak	_ZN17__HIP_CoordinatesI13__HIP_GridDimE1zE
_ZN17__HIP_CoordinatesI13__HIP_GridDimE1zE:
	.zero	1
	.size	_ZN17__HIP_CoordinatesI13__HIP_GridDimE1zE, 1

	.ident	"Debian clang version 15.0.6"
	.ident	"Debian clang version 15.0.5"
	.section	".note.GNU-stack"
	.addrsig
	.addrsig_sym _ZN17__HIP_CoordinatesI14__HIP_BlockIdxE1xE
	.addrsig_sym _ZN17__HIP_CoordinatesI14__HIP_BlockDimE1xE
	.addrsig_sym _ZN17__HIP_CoordinatesI15__HIP_ThreadIdxE1xE
	.addrsig_sym _ZN17__HIP_CoordinatesI14__HIP_BlockIdxE1yE
	.addrsig_sym _ZN17__HIP_CoordinatesI14__HIP_BlockDimE1yE
	.addrsig_sym _ZN17__HIP_CoordinatesI15__HIP_ThreadIdxE1yE
	.addrsig_sym _ZN17__HIP_CoordinatesI14__HIP_BlockIdxE1zE
	.addrsig_sym _ZN17__HIP_CoordinatesI14__HIP_BlockDimE1zE
	.addrsig_sym _ZN17__HIP_CoordinatesI15__HIP_ThreadIdxE1zE
	.addrsig_sym _ZN17__HIP_CoordinatesI13__HIP_GridDimE1xE
	.addrsig_sym _ZN17__HIP_CoordinatesI13__HIP_GridDimE1yE
	.addrsig_sym _ZN17__HIP_CoordinatesI13__HIP_GridDimE1zE
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 8
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 1024
    .name:           hip_grid3d
    .private_segment_fixed_size: 0
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         hip_grid3d.kd
    .uses_dynamic_stack: false
    .vgpr_count:     10
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx803
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
