#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
#pragma OPENCL EXTENSION cl_khr_int64_extended_atomics : enable
#include "atomic_slots.h"
// Global atomics of every kind. atomic_ret32/ret64: each work-item works on
// its own 12 slots, so every returned (old) value is known and stored.
// atomic_contended: all work-items on the same words (final values, a
// ticket counter whose returns are a permutation, exchanged values).
#define RET(N, A, T, UT)                                                                  \
  __kernel void atomic_##N(__global T *s, __global const T *x, __global T *ret) {         \
    uint i = get_global_id(0);                                                            \
    T v = x[i];                                                                           \
    __global T *p = s + 12 * i;                                                           \
    __global UT *u = (__global UT *)p;                                                    \
    __global T *r = ret + 12 * i;                                                         \
    ATOMIC_SLOTS(A, T, UT, p, u, v, r)                                                    \
  }
RET(ret32, atomic, int, uint)
RET(ret64, atom, long, ulong)

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
