#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
#pragma OPENCL EXTENSION cl_khr_int64_extended_atomics : enable
#include "atomic_slots.h"
// LDS atomics of every kind. local_ret32/ret64: each work-item has 12 slots
// of the LDS (copied from s), so every returned value is known; the slots
// are copied back to s. local_contended: every work-item of a group on the
// same LDS words, then one work-item writes the group's results.
#define RET(N, A, T, UT)                                                                  \
  __kernel void local_##N(__global T *s, __global const T *x, __global T *ret) {          \
    __local T t[12 * 64];                                                                 \
    uint i = get_global_id(0), l = get_local_id(0);                                       \
    for (int k = 0; k < 12; ++k) t[12 * l + k] = s[12 * i + k];                           \
    barrier(CLK_LOCAL_MEM_FENCE);                                                         \
    T v = x[i];                                                                           \
    __local T *p = t + 12 * l;                                                            \
    __local UT *u = (__local UT *)p;                                                      \
    __global T *r = ret + 12 * i;                                                         \
    ATOMIC_SLOTS(A, T, UT, p, u, v, r)                                                    \
    barrier(CLK_LOCAL_MEM_FENCE);                                                         \
    for (int k = 0; k < 12; ++k) s[12 * i + k] = t[12 * l + k];                           \
  }
RET(ret32, atomic, int, uint)
RET(ret64, atom, long, ulong)

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
