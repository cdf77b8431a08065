; mcpu: gfx900
; error: 19:21: flat
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
    .sgpr_count: 1
    .vgpr_count: 1
    .max_flat_workgroup_size: 256
    .args:
      - {.offset: 0, .size: 8, .value_kind: global_buffer, .address_space: flat}
.end_amdgpu_metadata
