#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
#pragma OPENCL EXTENSION cl_khr_int64_extended_atomics : enable
// LDS atomics of every kind. local_ret32/ret64: each work-item has 12 slots
// of the LDS (copied from s), so every returned value is known; the slots
// are copied back to s. local_contended: every work-item of a group on the
// same LDS words, then one work-item writes the group's results.
__kernel void local_ret32(__global int *s, __global const int *x, __global int *ret) {
  __local int t[12 * 64];
  uint i = get_global_id(0), l = get_local_id(0);
  for (int k = 0; k < 12; ++k) t[12 * l + k] = s[12 * i + k];
  barrier(CLK_LOCAL_MEM_FENCE);
  int v = x[i];
  __local int *p = t + 12 * l;
  __local uint *u = (__local uint *)p;
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
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int k = 0; k < 12; ++k) s[12 * i + k] = t[12 * l + k];
}

__kernel void local_ret64(__global long *s, __global const long *x, __global long *ret) {
  __local long t[12 * 64];
  uint i = get_global_id(0), l = get_local_id(0);
  for (int k = 0; k < 12; ++k) t[12 * l + k] = s[12 * i + k];
  barrier(CLK_LOCAL_MEM_FENCE);
  long v = x[i];
  __local long *p = t + 12 * l;
  __local ulong *u = (__local ulong *)p;
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
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int k = 0; k < 12; ++k) s[12 * i + k] = t[12 * l + k];
}

__kernel void local_contended(__global const uint *x, __global uint *ticket, __global uint *g) {
  __local uint c[8];
  __local ulong w;
  uint i = get_global_id(0), l = get_local_id(0);
  if (l < 8) c[l] = l == 3 ? 0xffffffffu : (l == 5 ? 0xffffffffu : 0u);
  if (l == 0) w = 0;
  barrier(CLK_LOCAL_MEM_FENCE);
  uint v = x[i];
  ticket[i] = atomic_inc(&c[0]);
  atomic_add(&c[1], v);
  atomic_sub(&c[2], v);
  atomic_min(&c[3], v);
  atomic_max(&c[4], v);
  atomic_and(&c[5], v | 0x0f0f0f0fu);
  atomic_or(&c[6], v & 0x10101010u);
  atomic_xor(&c[7], v);
  atom_add(&w, (ulong)v << 16);
  barrier(CLK_LOCAL_MEM_FENCE);
  uint grp = get_group_id(0);
  if (l < 8) g[10 * grp + l] = c[l];
  if (l == 8) g[10 * grp + 8] = (uint)w;
  if (l == 9) g[10 * grp + 9] = (uint)(w >> 32);
}
