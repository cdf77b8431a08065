// Cross-lane operations: __shfl, __shfl_xor, __shfl_down, __ballot, __popcll.
#include <hip/hip_runtime.h>
extern "C" __global__ void shuffle(const int *in, int *out, unsigned long long *ballots) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  int x = in[i];
  int r = __shfl(x, (threadIdx.x + 5) & 63);
  r += __shfl_xor(x, 1);
  r += __shfl_down(x, 3);
  r += __shfl_up(x, 2);
  unsigned long long b = __ballot(x > 0);
  if ((threadIdx.x & 63) == 0) ballots[i / 64] = b;
  out[i] = r + __popcll(b);
}
