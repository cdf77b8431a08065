// Source of tests/fat_binary/k.hipfb, a clang offload bundle for gfx900 and
// gfx906 (scripts/build-fat-fixture rebuilds it; tests/fat_binary.rs reads it).
#include <hip/hip_runtime.h>

// A uniform loop: scalar code, then one store.
extern "C" __global__ void sum_squares(unsigned *out, unsigned n) {
    unsigned s = 0;
    for (unsigned i = 0; i < n; ++i)
        s += i * i;
    if (threadIdx.x == 0)
        *out = s;
}

extern "C" __global__ void scale(float *out, const float *in, float k, unsigned n) {
    unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        out[i] = k * in[i];
}
