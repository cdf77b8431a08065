// Wave votes: __ballot, __any, __all, __popcll, __popc, also under a
// divergent branch (only the active lanes vote).
#include <hip/hip_runtime.h>
extern "C" __global__ void vote(const int *x, unsigned long long *ballots, int *flags) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  int v = x[i];
  unsigned long long b = __ballot(v > 0);
  int any = __any(v > 90), all = __all(v > -100);
  if ((threadIdx.x & 63) == 0) ballots[i / 64] = b;
  flags[i] = any | all << 1 | __popcll(b) << 2 | __popc(v) << 10;
}

extern "C" __global__ void vote_divergent(const int *x, unsigned long long *ballots, int *flags) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  int v = x[i];
  int r = 0;
  if (v & 1) {
    unsigned long long b = __ballot(v > 0);
    r = __popcll(b) | __any(v > 50) << 8 | __all(v > 0) << 9;
    if (__ffsll((long long)b) == (int)(threadIdx.x & 63) + 1) ballots[i / 64] = b;
  } else {
    r = __all(v < 200) << 10 | __any(v < -95) << 11;
  }
  flags[i] = r;
}
