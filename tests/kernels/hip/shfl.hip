// The HIP shuffles with widths 64, 32, 16 and 8 (ds_bpermute_b32 with the
// index arithmetic of hip's headers); out holds four results per thread.
#include <hip/hip_runtime.h>
#define EACH_WIDTH(EXPR)                                \
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;   \
  int v = x[i];                                         \
  int d = (int)(threadIdx.x * 7u + 3u);                 \
  out[4 * i + 0] = EXPR(64);                            \
  out[4 * i + 1] = EXPR(32);                            \
  out[4 * i + 2] = EXPR(16);                            \
  out[4 * i + 3] = EXPR(8);

#define IDX(W) __shfl(v, d % (W), W)
#define UP(W) __shfl_up(v, (unsigned)(v & 7), W)
#define DOWN(W) __shfl_down(v, (unsigned)(v & 7), W)
#define XOR(W) __shfl_xor(v, d & 15, W)
extern "C" __global__ void shfl_idx(const int *x, int *out) { EACH_WIDTH(IDX) }
extern "C" __global__ void shfl_up(const int *x, int *out) { EACH_WIDTH(UP) }
extern "C" __global__ void shfl_down(const int *x, int *out) { EACH_WIDTH(DOWN) }
extern "C" __global__ void shfl_xor(const int *x, int *out) { EACH_WIDTH(XOR) }

// A reduction whose steps depend on the wave size: warpSize / 2 down to 1
// with __shfl_xor, then lane 0 of each wave adds its sum to the block's.
extern "C" __global__ void wave_reduce(const int *x, int *wave_sums, int *block_sums) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  int v = x[i];
  for (int o = warpSize / 2; o > 0; o >>= 1) v += __shfl_xor(v, o);
  if (threadIdx.x % warpSize == 0) {
    wave_sums[i / warpSize] = v;
    atomicAdd(&block_sums[blockIdx.x], v);
  }
}
