// Kernels for the metadata fixtures (scripts/gen-metadata-fixtures).
#include <hip/hip_runtime.h>

__global__ void vadd(float *c, const float *a, const float *b, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        c[i] = a[i] + b[i];
}

__global__ __launch_bounds__(256) void fill(int *p, int v) {
    __shared__ int s[256];
    s[threadIdx.x] = v;
    __syncthreads();
    p[blockIdx.x * 256 + threadIdx.x] = s[255 - threadIdx.x];
}
