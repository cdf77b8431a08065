// Block sum reduction through LDS with barriers; one partial sum per workgroup.
__kernel void reduce_lds(__global const uint *in, __global uint *partial, uint n) {
  __local uint tmp[256];
  uint lid = get_local_id(0);
  uint gid = get_global_id(0);
  tmp[lid] = gid < n ? in[gid] : 0u;
  barrier(CLK_LOCAL_MEM_FENCE);
  for (uint s = get_local_size(0) / 2; s > 0; s >>= 1) {
    if (lid < s) tmp[lid] += tmp[lid + s];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (lid == 0) partial[get_group_id(0)] = tmp[0];
}
