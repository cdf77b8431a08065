// A 2-D grid with partial blocks: naive matrix multiply with float4 loads of rows.
#include <hip/hip_runtime.h>
extern "C" __global__ void matmul2d(const float *A, const float *B, float *C, int M, int N, int K) {
  int row = blockIdx.y * blockDim.y + threadIdx.y;
  int col = blockIdx.x * blockDim.x + threadIdx.x;
  if (row >= M || col >= N) return;
  float acc = 0.0f;
  for (int k = 0; k < K; ++k) acc = fmaf(A[row * K + k], B[k * N + col], acc);
  C[row * N + col] = acc;
}
