// A wave-level sum by butterfly shuffles, then a block sum through shared memory.
#include <hip/hip_runtime.h>
extern "C" __global__ void warp_reduce(const float *in, float *out, unsigned n) {
  __shared__ float partial[16];
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  float v = i < n ? in[i] : 0.0f;
  for (int o = 32; o > 0; o >>= 1) v += __shfl_xor(v, o);
  if ((threadIdx.x & 63) == 0) partial[threadIdx.x / 64] = v;
  __syncthreads();
  if (threadIdx.x == 0) {
    float s = 0.0f;
    for (unsigned w = 0; w < blockDim.x / 64; ++w) s += partial[w];
    out[blockIdx.x] = s;
  }
}
