#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
#pragma OPENCL EXTENSION cl_khr_int64_extended_atomics : enable
// Global atomics of every kind. atomic_ret32/ret64: each work-item works on
// its own 12 slots, so every returned (old) value is known and stored.
// atomic_contended: all work-items on the same words (final values, a
// ticket counter whose returns are a permutation, exchanged values).
__kernel void atomic_ret32(__global int *s, __global const int *x, __global int *ret) {
  uint i = get_global_id(0);
  int v = x[i];
  __global int *p = s + 12 * i;
  __global uint *u = (__global uint *)p;
  __global int *r = ret + 12 * i;
  r[0] = atomic_add(p + 0, v);
  r[1] = atomic_sub(p + 1, v);
  r[2] = atomic_min(p + 2, v);
  r[3] = atomic_max(p + 3, v);
  r[4] = atomic_and(p + 4, v);
  r[5] = atomic_or(p + 5, v);
  r[6] = atomic_xor(p + 6, v);
  r[7] = atomic_xchg(p + 7, v);
  r[8] = atomic_cmpxchg(p + 8, v, v + 1);
  r[9] = (int)atomic_min(u + 9, (uint)v);
  r[10] = (int)atomic_max(u + 10, (uint)v);
  r[11] = atomic_inc(p + 11) + atomic_dec(p + 11);
}

__kernel void atomic_ret64(__global long *s, __global const long *x, __global long *ret) {
  uint i = get_global_id(0);
  long v = x[i];
  __global long *p = s + 12 * i;
  __global ulong *u = (__global ulong *)p;
  __global long *r = ret + 12 * i;
  r[0] = atom_add(p + 0, v);
  r[1] = atom_sub(p + 1, v);
  r[2] = atom_min(p + 2, v);
  r[3] = atom_max(p + 3, v);
  r[4] = atom_and(p + 4, v);
  r[5] = atom_or(p + 5, v);
  r[6] = atom_xor(p + 6, v);
  r[7] = atom_xchg(p + 7, v);
  r[8] = atom_cmpxchg(p + 8, v, v + 1);
  r[9] = (long)atom_min(u + 9, (ulong)v);
  r[10] = (long)atom_max(u + 10, (ulong)v);
  r[11] = atom_inc(p + 11) + atom_dec(p + 11);
}

__kernel void atomic_contended(__global uint *g, __global ulong *g64, __global const uint *x,
                               __global uint *ticket, __global uint *swapped) {
  uint i = get_global_id(0);
  uint v = x[i];
  ticket[i] = atomic_inc(&g[0]);
  atomic_add(&g[1], v);
  atomic_sub(&g[2], v);
  atomic_min(&g[3], v);
  atomic_max(&g[4], v);
  atomic_and(&g[5], v | 0x0f0f0f0fu);
  atomic_or(&g[6], v & 0x10101010u);
  atomic_xor(&g[7], v);
  swapped[i] = atomic_xchg(&g[8], v);
  atom_add(&g64[0], (ulong)v << 20);
  atom_max(&g64[1], (ulong)v * v);
  atom_xor(&g64[2], (ulong)v << 32 | i);
}
