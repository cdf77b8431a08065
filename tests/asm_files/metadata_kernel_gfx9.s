; mcpu: gfx900
; A kernel with its descriptor and a hand-written metadata document: string
; values where the checks expect integers and booleans are retyped (`!str`),
; every argument key, printf formats, and the note section created while
; another section is current.
.text
.globl k
.p2align 8
.type k,@function
k:
  s_endpgm
.rodata
.p2align 6
.amdhsa_kernel k
  .amdhsa_kernarg_size 80
  .amdhsa_next_free_vgpr 1
  .amdhsa_next_free_sgpr 8
  .amdhsa_user_sgpr_kernarg_segment_ptr 1
  .amdhsa_user_sgpr_count 4
.end_amdhsa_kernel
.amdgpu_metadata
---
amdhsa.kernels:
  - .name: k
    .symbol: k.kd
    .language: Assembler
    .language_version: [1, 0]
    .args:
      - .name: out
        .type_name: 'int*'
        .offset: !str 0
        .size: 8
        .value_kind: global_buffer
        .address_space: global
        .access: read_write
        .actual_access: write_only
        .is_const: !str false
        .is_restrict: true
        .is_volatile: false
        .is_pipe: false
      - .offset: 8
        .size: 4
        .value_kind: dynamic_shared_pointer
        .address_space: local
        .pointee_align: 16
      - {.offset: 16, .size: 8, .value_kind: hidden_global_offset_x}
      - {.offset: 24, .size: 8, .value_kind: hidden_printf_buffer, .address_space: global}
      - {.offset: 32, .size: 8, .value_kind: hidden_hostcall_buffer}
      - {.offset: 40, .size: 8, .value_kind: hidden_multigrid_sync_arg}
      - {.offset: 48, .size: 4, .value_kind: hidden_block_count_x}
      - {.offset: 52, .size: 2, .value_kind: hidden_group_size_x}
      - {.offset: 54, .size: 2, .value_kind: hidden_remainder_x}
      - {.offset: 56, .size: 2, .value_kind: hidden_grid_dims}
      - {.offset: 64, .size: 8, .value_kind: hidden_private_base}
      - {.offset: 72, .size: 8, .value_kind: hidden_queue_ptr}
    .kernarg_segment_size: 80
    .kernarg_segment_align: 8
    .group_segment_fixed_size: 0
    .private_segment_fixed_size: 0
    .wavefront_size: 64
    .sgpr_count: !str 0x10
    .vgpr_count: 1
    .agpr_count: 0
    .sgpr_spill_count: 0
    .vgpr_spill_count: 0
    .max_flat_workgroup_size: 1024
    .reqd_workgroup_size: [64, 1, 1]
    .workgroup_size_hint: [64, 1, 1]
    .vec_type_hint: int
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
amdhsa.printf:
  - '1:1:4:%d\n'
  - "2:1:8:%s %p"
amdhsa.target: amdgcn-amd-amdhsa--gfx900:xnack+
amdhsa.version: [1, 2]
.end_amdgpu_metadata
s_endpgm
