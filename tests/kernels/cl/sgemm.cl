// Tiled single-precision matrix multiply C = A*B (16x16 tiles in LDS).
#define T 16
__kernel void sgemm(__global const float *A, __global const float *B, __global float *C,
                    uint M, uint N, uint K) {
  __local float As[T][T], Bs[T][T];
  uint row = get_global_id(1), col = get_global_id(0);
  uint ly = get_local_id(1), lx = get_local_id(0);
  float acc = 0.0f;
  for (uint t = 0; t < K; t += T) {
    As[ly][lx] = (row < M && t + lx < K) ? A[row * K + t + lx] : 0.0f;
    Bs[ly][lx] = (col < N && t + ly < K) ? B[(t + ly) * N + col] : 0.0f;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (uint k = 0; k < T; ++k) acc += As[ly][k] * Bs[k][lx];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (row < M && col < N) C[row * N + col] = acc;
}
