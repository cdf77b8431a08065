; mcpu: tahiti
; A kernel with its descriptor: the fields llvm-mc 14 knows on this generation.
.amdgcn_target "amdgcn-amd-amdhsa--gfx600"
.text
.globl kern
.p2align 8
.type kern,@function
kern:
  s_load_dwordx2 s[0:1], s[4:5], 0x0
  s_waitcnt lgkmcnt(0)
  s_endpgm
.Lkern_end:
.size kern, .Lkern_end - kern

.rodata
.p2align 6
.amdhsa_kernel kern
  .amdhsa_group_segment_fixed_size 16
  .amdhsa_private_segment_fixed_size 32
  .amdhsa_kernarg_size 24
  .amdhsa_user_sgpr_private_segment_buffer 1
  .amdhsa_user_sgpr_dispatch_ptr 1
  .amdhsa_user_sgpr_queue_ptr 0
  .amdhsa_user_sgpr_kernarg_segment_ptr 1
  .amdhsa_user_sgpr_dispatch_id 1
  .amdhsa_user_sgpr_flat_scratch_init 0
  .amdhsa_user_sgpr_private_segment_size 1
  .amdhsa_system_sgpr_private_segment_wavefront_offset 1
  .amdhsa_system_sgpr_workgroup_id_x 1
  .amdhsa_system_sgpr_workgroup_id_y 1
  .amdhsa_system_sgpr_workgroup_id_z 0
  .amdhsa_system_sgpr_workgroup_info 1
  .amdhsa_system_vgpr_workitem_id 2
  .amdhsa_next_free_vgpr 37
  .amdhsa_next_free_sgpr 43
  .amdhsa_reserve_vcc 0
  .amdhsa_float_round_mode_32 1
  .amdhsa_float_round_mode_16_64 2
  .amdhsa_float_denorm_mode_32 3
  .amdhsa_float_denorm_mode_16_64 0
  .amdhsa_dx10_clamp 0
  .amdhsa_ieee_mode 0
  .amdhsa_exception_fp_ieee_invalid_op 1
  .amdhsa_exception_fp_denorm_src 0
  .amdhsa_exception_fp_ieee_div_zero 1
  .amdhsa_exception_fp_ieee_overflow 0
  .amdhsa_exception_fp_ieee_underflow 1
  .amdhsa_exception_fp_ieee_inexact 0
  .amdhsa_exception_int_div_zero 1
.end_amdhsa_kernel
