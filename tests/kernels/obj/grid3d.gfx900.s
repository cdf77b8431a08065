	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
	.protected	hip_grid3d              ; -- Begin function hip_grid3d
	.globl	hip_grid3d
	.p2align	8
	.type	hip_grid3d,@function
hip_grid3d:                             ; @hip_grid3d
; %bb.0:
	s_load_dword s11, s[4:5], 0x8
	s_load_dword s14, s[4:5], 0x4
	s_load_dwordx2 s[12:13], s[6:7], 0x0
	s_load_dwordx4 s[0:3], s[4:5], 0xc
	s_waitcnt lgkmcnt(0)
	s_and_b32 s3, s11, 0xffff
	v_cvt_f32_u32_e32 v3, s3
	s_and_b32 s4, s14, 0xffff
	s_mul_i32 s5, s8, s4
	s_sub_i32 s5, s0, s5
	s_min_u32 s4, s5, s4
	v_rcp_iflag_f32_e32 v4, v3
	s_lshr_b32 s6, s14, 16
	s_mul_i32 s4, s4, s8
	v_add_u32_e32 v6, s4, v0
	s_mul_i32 s4, s9, s6
	s_sub_i32 s4, s1, s4
	s_min_u32 s4, s4, s6
	v_mul_f32_e32 v4, 0x4f7ffffe, v4
	s_mul_i32 s4, s4, s9
	v_cvt_u32_f32_e32 v7, v4
	v_add_u32_e32 v3, s4, v1
	s_mul_i32 s4, s10, s3
	s_sub_i32 s4, s2, s4
	s_min_u32 s7, s4, s3
	s_sub_i32 s4, 0, s3
	v_mul_lo_u32 v4, s4, v7
	v_cvt_f32_u32_e32 v5, s6
	s_mul_i32 s4, s7, s10
	v_add_u32_e32 v8, s4, v2
	v_mul_hi_u32 v9, v7, v4
	v_rcp_iflag_f32_e32 v10, v5
	v_mad_u64_u32 v[4:5], s[4:5], v8, s1, v[3:4]
	v_add_u32_e32 v5, v7, v9
	v_mul_f32_e32 v7, 0x4f7ffffe, v10
	v_cvt_u32_f32_e32 v7, v7
	v_mul_lo_u32 v4, v4, s0
	s_sub_i32 s0, 0, s6
	v_mul_hi_u32 v5, s2, v5
	v_mul_lo_u32 v10, s0, v7
	v_lshl_or_b32 v3, v3, 8, v6
	v_lshlrev_b32_e32 v8, 16, v8
	v_mul_lo_u32 v9, v5, s3
	v_mul_hi_u32 v10, v7, v10
	v_add_u32_e32 v11, 1, v5
	v_add_lshl_u32 v4, v4, v6, 1
	v_sub_u32_e32 v9, s2, v9
	v_add_u32_e32 v7, v7, v10
	v_mul_hi_u32 v7, s1, v7
	v_cmp_le_u32_e32 vcc, s3, v9
	v_cndmask_b32_e32 v5, v5, v11, vcc
	v_subrev_u32_e32 v10, s3, v9
	v_mul_lo_u32 v11, v7, s6
	v_cndmask_b32_e32 v9, v9, v10, vcc
	v_add_u32_e32 v10, 1, v5
	v_cmp_le_u32_e32 vcc, s3, v9
	v_cndmask_b32_e32 v5, v5, v10, vcc
	v_sub_u32_e32 v10, s1, v11
	v_add_u32_e32 v11, 1, v7
	v_cmp_le_u32_e32 vcc, s6, v10
	v_cndmask_b32_e32 v7, v7, v11, vcc
	v_subrev_u32_e32 v11, s6, v10
	v_cndmask_b32_e32 v10, v10, v11, vcc
	v_mul_lo_u32 v9, v5, s3
	v_add_u32_e32 v11, 1, v7
	v_cmp_le_u32_e32 vcc, s6, v10
	v_cndmask_b32_e32 v7, v7, v11, vcc
	v_mul_lo_u32 v10, v7, s6
	v_cmp_gt_u32_e32 vcc, s2, v9
	v_addc_co_u32_e32 v5, vcc, 0, v5, vcc
	v_lshlrev_b32_e32 v5, 24, v5
	v_cmp_gt_u32_e32 vcc, s1, v10
	v_or3_b32 v3, v3, v8, v5
	v_addc_co_u32_e32 v5, vcc, 0, v7, vcc
	v_lshl_or_b32 v3, v5, 28, v3
	v_mov_b32_e32 v5, 0
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_mov_b32_e32 v7, s13
	v_add_co_u32_e32 v6, vcc, s12, v4
	v_lshl_or_b32 v0, v1, 8, v0
	v_lshlrev_b32_e32 v1, 16, v2
	s_lshl_b32 s0, s7, 24
	v_addc_co_u32_e32 v7, vcc, v7, v5, vcc
	v_or3_b32 v4, v0, v1, s0
	global_store_dwordx2 v[6:7], v[3:4], off
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
		.amdhsa_next_free_vgpr 12
		.amdhsa_next_free_sgpr 15
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
	.size	hip_grid3d, .Lfunc_end0-hip_grid3d
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 460
; NumSgprs: 17
; NumVgprs: 12
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 17
; NumVGPRsForWavesPerEU: 12
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
    .sgpr_count:     17
    .sgpr_spill_count: 0
    .symbol:         hip_grid3d.kd
    .uses_dynamic_stack: false
    .vgpr_count:     12
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx900
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
