// A 3-D HIP launch: threadIdx, blockIdx, blockDim and gridDim in every
// dimension, packed into one word per thread.
#include <hip/hip_runtime.h>
extern "C" __global__ void hip_grid3d(unsigned *out) {
  unsigned x = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned y = blockIdx.y * blockDim.y + threadIdx.y;
  unsigned z = blockIdx.z * blockDim.z + threadIdx.z;
  unsigned w = gridDim.x * blockDim.x, h = gridDim.y * blockDim.y;
  unsigned idx = (z * h + y) * w + x;
  out[2 * idx] = x | y << 8 | z << 16 | gridDim.z << 24 | gridDim.y << 28;
  out[2 * idx + 1] = threadIdx.x | threadIdx.y << 8 | threadIdx.z << 16 | blockDim.z << 24;
}
