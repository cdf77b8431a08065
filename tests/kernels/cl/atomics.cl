// Global and local atomics: add, min, max, xchg, cmpxchg, inc on 32-bit values.
__kernel void atomics(__global const uint *in, __global uint *g, __global uint *hist) {
  __local uint lsum;
  uint lid = get_local_id(0);
  uint x = in[get_global_id(0)];
  if (lid == 0) lsum = 0;
  barrier(CLK_LOCAL_MEM_FENCE);
  atomic_add(&lsum, x);
  atomic_inc(&hist[x & 15]);
  atomic_min(&g[1], x);
  atomic_max(&g[2], x);
  atomic_cmpxchg(&g[3], 0u, x);
  barrier(CLK_LOCAL_MEM_FENCE);
  if (lid == 0) atomic_add(&g[0], lsum);
}
