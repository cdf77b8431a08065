	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
	.protected	sgemm                   ; -- Begin function sgemm
	.globl	sgemm
	.p2align	8
	.type	sgemm,@function
sgemm:                                  ; @sgemm
; %bb.0:
	s_load_dword s20, s[4:5], 0x4
	s_load_dwordx4 s[12:15], s[6:7], 0x18
	s_load_dwordx4 s[0:3], s[6:7], 0x28
	s_load_dwordx4 s[16:19], s[6:7], 0x0
	s_load_dwordx2 s[10:11], s[6:7], 0x10
	s_waitcnt lgkmcnt(0)
	s_lshr_b32 s1, s20, 16
	s_mul_i32 s9, s9, s1
	s_add_i32 s1, s2, s9
	v_add_u32_e32 v8, s1, v1
	s_and_b32 s1, s20, 0xffff
	s_mul_i32 s8, s8, s1
	s_add_i32 s2, s0, s8
	v_add_u32_e32 v2, s2, v0
	s_cmp_eq_u32 s14, 0
	s_mov_b32 s8, 0
	s_cbranch_scc1 .LBB0_9
; %bb.1:
	v_mul_lo_u32 v4, v1, s13
	v_lshlrev_b32_e32 v3, 2, v0
	v_lshlrev_b32_e32 v9, 6, v1
	v_add_u32_e32 v10, v9, v3
	v_or_b32_e32 v11, 0x400, v3
	v_add3_u32 v3, v0, v4, s2
	v_mad_u64_u32 v[5:6], s[2:3], v8, s14, v[0:1]
	v_cmp_gt_u32_e32 vcc, s12, v8
	v_cmp_gt_u32_e64 s[0:1], s13, v2
	v_add_u32_e32 v12, v11, v9
	s_lshl_b32 s9, s13, 4
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v13, 0
	s_branch .LBB0_4
.LBB0_2:                                ;   in Loop: Header=BB0_4 Depth=1
	s_or_b64 exec, exec, s[6:7]
.LBB0_3:                                ;   in Loop: Header=BB0_4 Depth=1
	s_or_b64 exec, exec, s[4:5]
	s_waitcnt vmcnt(0)
	ds_write_b32 v12, v4
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	ds_read2_b32 v[14:15], v9 offset0:2 offset1:3
	ds_read2_b32 v[16:17], v9 offset1:1
	ds_read2_b32 v[18:19], v11 offset1:16
	s_add_i32 s8, s8, 16
	v_add_u32_e32 v3, s9, v3
	s_cmp_ge_u32 s8, s14
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v4, v16, v18, v13
	v_fma_f32 v4, v17, v19, v4
	ds_read2_b32 v[16:17], v11 offset0:32 offset1:48
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v4, v14, v16, v4
	v_fma_f32 v4, v15, v17, v4
	ds_read2_b32 v[13:14], v9 offset0:6 offset1:7
	ds_read2_b32 v[15:16], v9 offset0:4 offset1:5
	ds_read2_b32 v[17:18], v11 offset0:64 offset1:80
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v4, v15, v17, v4
	v_fma_f32 v4, v16, v18, v4
	ds_read2_b32 v[15:16], v11 offset0:96 offset1:112
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v4, v13, v15, v4
	v_fma_f32 v4, v14, v16, v4
	ds_read2_b32 v[13:14], v9 offset0:10 offset1:11
	ds_read2_b32 v[15:16], v9 offset0:8 offset1:9
	ds_read2_b32 v[17:18], v11 offset0:128 offset1:144
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v4, v15, v17, v4
	v_fma_f32 v4, v16, v18, v4
	ds_read2_b32 v[15:16], v11 offset0:160 offset1:176
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v4, v13, v15, v4
	v_fma_f32 v4, v14, v16, v4
	ds_read2_b32 v[13:14], v9 offset0:14 offset1:15
	ds_read2_b32 v[15:16], v9 offset0:12 offset1:13
	ds_read2_b32 v[17:18], v11 offset0:192 offset1:208
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v4, v15, v17, v4
	v_fma_f32 v4, v16, v18, v4
	ds_read2_b32 v[15:16], v11 offset0:224 offset1:240
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v4, v13, v15, v4
	v_fma_f32 v13, v14, v16, v4
	s_cbranch_scc1 .LBB0_10
.LBB0_4:                                ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v4, s8, v0
	v_cmp_gt_u32_e64 s[2:3], s14, v4
	s_and_b64 s[2:3], vcc, s[2:3]
	v_mov_b32_e32 v4, 0
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_6
; %bb.5:                                ;   in Loop: Header=BB0_4 Depth=1
	v_add_u32_e32 v6, s8, v5
	v_lshlrev_b64 v[14:15], 2, v[6:7]
	v_mov_b32_e32 v4, s17
	v_add_co_u32_e64 v14, s[2:3], s16, v14
	v_addc_co_u32_e64 v15, s[2:3], v4, v15, s[2:3]
	global_load_dword v4, v[14:15], off
.LBB0_6:                                ;   in Loop: Header=BB0_4 Depth=1
	s_or_b64 exec, exec, s[4:5]
	s_waitcnt vmcnt(0)
	ds_write_b32 v10, v4
	v_mov_b32_e32 v4, 0
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_3
; %bb.7:                                ;   in Loop: Header=BB0_4 Depth=1
	v_add_u32_e32 v4, s8, v1
	v_cmp_gt_u32_e64 s[2:3], s14, v4
	v_mov_b32_e32 v4, 0
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_2
; %bb.8:                                ;   in Loop: Header=BB0_4 Depth=1
	v_mov_b32_e32 v4, v7
	v_lshlrev_b64 v[14:15], 2, v[3:4]
	v_mov_b32_e32 v4, s19
	v_add_co_u32_e64 v14, s[2:3], s18, v14
	v_addc_co_u32_e64 v15, s[2:3], v4, v15, s[2:3]
	global_load_dword v4, v[14:15], off
	s_branch .LBB0_2
.LBB0_9:
	v_mov_b32_e32 v13, 0
.LBB0_10:
	v_cmp_gt_u32_e32 vcc, s12, v8
	v_cmp_gt_u32_e64 s[0:1], s13, v2
	s_and_b64 s[0:1], vcc, s[0:1]
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_12
; %bb.11:
	v_mad_u64_u32 v[0:1], s[0:1], v8, s13, v[2:3]
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, s11
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_add_co_u32_e32 v0, vcc, s10, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	global_store_dword v[0:1], v13, off
.LBB0_12:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel sgemm
		.amdhsa_group_segment_fixed_size 2048
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 96
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
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 20
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
	.size	sgemm, .Lfunc_end0-sgemm
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 836
; NumSgprs: 23
; NumVgprs: 20
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 2048 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 23
; NumVGPRsForWavesPerEU: 20
; Occupancy: 10
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
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
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .offset:         24
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
      - .offset:         28
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
      - .offset:         32
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
      - .offset:         40
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         48
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         56
        .size:           8
        .value_kind:     hidden_global_offset_z
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
      - .address_space:  global
        .offset:         88
        .size:           8
        .value_kind:     hidden_none
    .group_segment_fixed_size: 2048
    .kernarg_segment_align: 8
    .kernarg_segment_size: 96
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           sgemm
    .private_segment_fixed_size: 0
    .sgpr_count:     23
    .sgpr_spill_count: 0
    .symbol:         sgemm.kd
    .uses_dynamic_stack: false
    .vgpr_count:     20
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx900
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
