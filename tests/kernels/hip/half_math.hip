// Packed half-precision math (__half2) and conversions.
#include <hip/hip_runtime.h>
#include <hip/hip_fp16.h>
extern "C" __global__ void half_math(const __half2 *a, const __half2 *b, __half2 *out, float *f) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  __half2 x = a[i], y = b[i];
  __half2 r = __hfma2(x, y, __hadd2(x, y));
  r = __hmul2(r, x);
  out[i] = r;
  f[i] = __low2float(r) + __high2float(r);
}
