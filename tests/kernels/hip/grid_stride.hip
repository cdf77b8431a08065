// A grid-stride loop over 64-bit indices with a double accumulator.
#include <hip/hip_runtime.h>
extern "C" __global__ void grid_stride(const double *x, double *y, double a, size_t n) {
  for (size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x; i < n;
       i += (size_t)gridDim.x * blockDim.x)
    y[i] = a * x[i] + y[i] * 0.5;
}
