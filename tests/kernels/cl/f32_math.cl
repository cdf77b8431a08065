// f32 arithmetic and library functions (device library: sqrt, exp, log, sin, fma).
__kernel void f32_math(__global const float *a, __global const float *b, __global float *out) {
  uint i = get_global_id(0);
  float x = a[i], y = b[i];
  float r = x * y + x / y;
  r += sqrt(fabs(x));
  r += fma(x, y, 0.5f);
  r += fmin(x, y) + fmax(x, y);
  r += floor(x) + ceil(y) + trunc(x) + rint(y);
  r += native_recip(y) + native_rsqrt(fabs(y) + 1.0f);
  r += exp2(x * 0.01f) + log2(fabs(y) + 1.0f);
  r += copysign(x, y);
  out[i] = r;
}
