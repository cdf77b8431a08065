#pragma OPENCL EXTENSION cl_khr_subgroups : enable
// Sub-group (wave) built-ins: the sub-group size, ids, a reduction and an
// inclusive scan, whose steps depend on the wave size.
__kernel void subgroup_reduce(__global const int *in, __global int *out) {
  uint i = get_global_id(0);
  int v = in[i];
  out[4 * i] = sub_group_reduce_add(v);
  out[4 * i + 1] = sub_group_scan_inclusive_add(v);
  out[4 * i + 2] = sub_group_reduce_max(v);
  out[4 * i + 3] = get_sub_group_size() | get_sub_group_id() << 8 | get_sub_group_local_id() << 16;
}
