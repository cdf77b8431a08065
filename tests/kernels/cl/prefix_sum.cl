// A prefix sum over several workgroups in two launches: scan_blocks scans each
// workgroup's part through the LDS and writes the group's total; scan_add
// adds the totals of the groups before each part.
__kernel void scan_blocks(__global const uint *in, __global uint *out, __global uint *sums,
                          uint n) {
  __local uint t[2][128];
  uint g = get_global_id(0), l = get_local_id(0);
  int cur = 0;
  t[0][l] = g < n ? in[g] : 0u;
  barrier(CLK_LOCAL_MEM_FENCE);
  for (uint d = 1; d < 128; d <<= 1) {
    t[1 - cur][l] = t[cur][l] + (l >= d ? t[cur][l - d] : 0u);
    cur = 1 - cur;
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (g < n) out[g] = t[cur][l];
  if (l == 127) sums[get_group_id(0)] = t[cur][l];
}

__kernel void scan_add(__global uint *out, __global const uint *sums, uint n) {
  uint g = get_global_id(0), grp = get_group_id(0);
  uint add = 0;
  for (uint k = 0; k < grp; ++k) add += sums[k];
  if (g < n) out[g] += add;
}
