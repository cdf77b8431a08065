// An inclusive block scan in shared memory (Hillis-Steele) over 256 threads.
#include <hip/hip_runtime.h>
extern "C" __global__ void scan_block(const int *in, int *out) {
  __shared__ int buf[2][256];
  unsigned t = threadIdx.x, i = blockIdx.x * 256 + t;
  int p = 0;
  buf[0][t] = in[i];
  __syncthreads();
  for (unsigned o = 1; o < 256; o <<= 1) {
    int v = buf[p][t];
    if (t >= o) v += buf[p][t - o];
    buf[1 - p][t] = v;
    p = 1 - p;
    __syncthreads();
  }
  out[i] = buf[p][t];
}
