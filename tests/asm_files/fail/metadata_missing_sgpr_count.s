; mcpu: gfx900
; error: 16:21: .sgpr_count is required
; llvm-mc: invalid HSA metadata
.amdgpu_metadata
amdhsa.version: [1, 1]
amdhsa.kernels:
  - .name: k
    .symbol: k.kd
    .kernarg_segment_size: 0
    .kernarg_segment_align: 8
    .group_segment_fixed_size: 0
    .private_segment_fixed_size: 0
    .wavefront_size: 64
    .vgpr_count: 1
    .max_flat_workgroup_size: 256
.end_amdgpu_metadata
