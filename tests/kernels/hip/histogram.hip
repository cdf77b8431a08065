// A shared-memory histogram with atomics, merged into global memory.
#include <hip/hip_runtime.h>
extern "C" __global__ void histogram(const unsigned char *in, unsigned *bins, unsigned n) {
  __shared__ unsigned local[256];
  for (unsigned b = threadIdx.x; b < 256; b += blockDim.x) local[b] = 0;
  __syncthreads();
  for (unsigned i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
    atomicAdd(&local[in[i]], 1u);
  __syncthreads();
  for (unsigned b = threadIdx.x; b < 256; b += blockDim.x)
    if (local[b]) atomicAdd(&bins[b], local[b]);
}
