// Dynamic LDS: two __local pointer arguments (sizes chosen at launch) next to
// a static LDS array; each group reverses its part and counts odd values.
__kernel void dyn_lds(__global const float *in, __global float *out, __global uint *odd,
                      __local float *a, __local uint *c) {
  __local uint fixed[4];
  uint g = get_global_id(0), l = get_local_id(0), n = get_local_size(0);
  if (l == 0) c[0] = 0;
  if (l < 4) fixed[l] = l * 100u;
  a[l] = in[g];
  barrier(CLK_LOCAL_MEM_FENCE);
  out[g] = a[n - 1 - l] + (float)fixed[l & 3];
  if (((uint)in[g]) & 1u) atomic_inc(c);
  barrier(CLK_LOCAL_MEM_FENCE);
  if (l == 0) odd[get_group_id(0)] = c[0];
}
