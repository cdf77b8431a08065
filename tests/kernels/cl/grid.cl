// 2-D and 3-D grids with partial (non-uniform) workgroups: every work-item
// writes the work-item built-ins it sees, four words each.
__kernel void grid2d(__global uint4 *out) {
  size_t x = get_global_id(0), y = get_global_id(1);
  size_t idx = get_global_linear_id();
  out[idx] = (uint4)((uint)(x | y << 8 | get_local_id(0) << 16 | get_local_id(1) << 24),
                     (uint)(get_group_id(0) | get_group_id(1) << 8 | get_local_size(0) << 16 |
                            get_local_size(1) << 24),
                     (uint)(get_num_groups(0) | get_num_groups(1) << 8 | get_work_dim() << 16 |
                            get_global_offset(0) << 20 | get_global_offset(1) << 24),
                     (uint)(get_global_size(0) | get_global_size(1) << 8 |
                            get_enqueued_local_size(0) << 16 | get_local_linear_id() << 24));
}

__kernel void grid3d(__global uint4 *out) {
  size_t idx = get_global_linear_id();
  out[idx] = (uint4)((uint)(get_global_id(0) | get_global_id(1) << 8 | get_global_id(2) << 16 |
                            get_work_dim() << 24),
                     (uint)(get_local_id(0) | get_local_id(1) << 8 | get_local_id(2) << 16 |
                            get_global_offset(2) << 24),
                     (uint)(get_local_size(0) | get_local_size(1) << 8 | get_local_size(2) << 16 |
                            get_group_id(2) << 24),
                     (uint)(get_num_groups(2) | get_global_size(2) << 8 |
                            get_enqueued_local_size(2) << 16 | get_local_linear_id() << 20));
}
