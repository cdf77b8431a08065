// HIP atomics: each thread on its own slots, so the returned (old) values are
// known: atomicAdd/Sub/Min/Max/And/Or/Xor/Exch/CAS on int and unsigned long
// long, and atomicInc/atomicDec (wrapping at a limit: the hardware's inc/dec).
#include <hip/hip_runtime.h>
extern "C" __global__ void hip_atomic32(int *s, const int *x, int *ret) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  int v = x[i];
  int *p = s + 12 * i;
  unsigned *u = (unsigned *)p;
  int *r = ret + 12 * i;
  r[0] = atomicAdd(p + 0, v);
  r[1] = atomicSub(p + 1, v);
  r[2] = atomicMin(p + 2, v);
  r[3] = atomicMax(p + 3, v);
  r[4] = atomicAnd(p + 4, v);
  r[5] = atomicOr(p + 5, v);
  r[6] = atomicXor(p + 6, v);
  r[7] = atomicExch(p + 7, v);
  r[8] = atomicCAS(p + 8, v, v + 1);
  r[9] = (int)atomicMin(u + 9, (unsigned)v);
  r[10] = (int)atomicInc(u + 10, (unsigned)v & 0xff);
  r[11] = (int)atomicDec(u + 11, (unsigned)v & 0xff);
}

extern "C" __global__ void hip_atomic64(unsigned long long *s, const unsigned long long *x,
                                        unsigned long long *ret) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned long long v = x[i];
  unsigned long long *p = s + 8 * i;
  unsigned long long *r = ret + 8 * i;
  r[0] = atomicAdd(p + 0, v);
  r[1] = atomicMin(p + 1, v);
  r[2] = atomicMax(p + 2, v);
  r[3] = atomicAnd(p + 3, v);
  r[4] = atomicOr(p + 4, v);
  r[5] = atomicXor(p + 5, v);
  r[6] = atomicExch(p + 6, v);
  r[7] = atomicCAS(p + 7, v, v + 1);
}

// A float sum by atomicAdd (a compare-and-swap loop before gfx90a) and a
// ticket counter shared by every thread.
extern "C" __global__ void hip_atomic_float(float *sum, const float *x, unsigned *ticket,
                                            unsigned *ctr) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  atomicAdd(sum, x[i]);
  ticket[i] = atomicAdd(ctr, 1u);
}
