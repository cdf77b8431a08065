#pragma OPENCL EXTENSION cl_khr_fp64 : enable
// Math library functions. math_exact_*: results with one correct answer
// (roundings, fma, fmin/fmax, copysign, ldexp, frexp, fract), stored one per
// slot. math_approx_*: sqrt, exp, log, sin, cos, tan, pow, whose tolerances
// come from the documented bounds (docs/semantics.md, §11.4, §11.8).
#define EXACT(T, IT, N)                                                                    \
  __kernel void math_exact_##N(__global const T *a, __global const T *b, __global T *out, \
                               __global int *e) {                                         \
    uint i = get_global_id(0);                                                            \
    T x = a[i], y = b[i];                                                                 \
    __global T *o = out + 12 * i;                                                         \
    o[0] = floor(x);                                                                      \
    o[1] = ceil(x);                                                                       \
    o[2] = trunc(x);                                                                      \
    o[3] = rint(x);                                                                       \
    o[4] = round(x);                                                                      \
    o[5] = fma(x, y, (T)0.375);                                                           \
    o[6] = fmin(x, y);                                                                    \
    o[7] = fmax(x, y);                                                                    \
    o[8] = copysign(x, y);                                                                \
    o[9] = ldexp(x, (int)(i % 41) - 20);                                                  \
    int ex;                                                                               \
    o[10] = frexp(x, &ex);                                                                \
    e[i] = ex;                                                                            \
    T fl;                                                                                 \
    o[11] = fract(x, &fl) + fl;                                                           \
  }
EXACT(float, int, f32)
EXACT(double, int, f64)

#define APPROX(T, N)                                                                       \
  __kernel void math_approx_##N(__global const T *a, __global const T *b, __global T *out) \
  {                                                                                        \
    uint i = get_global_id(0);                                                             \
    T x = a[i], y = b[i];                                                                  \
    __global T *o = out + 8 * i;                                                           \
    o[0] = sqrt(y);                                                                        \
    o[1] = exp(x);                                                                         \
    o[2] = log(y);                                                                         \
    o[3] = sin(x);                                                                         \
    o[4] = cos(x);                                                                         \
    o[5] = exp2(x);                                                                        \
    o[6] = log2(y);                                                                        \
    o[7] = x / y;                                                                          \
  }
APPROX(float, f32)
APPROX(double, f64)

// The hardware rows themselves: v_exp_f32, v_log_f32, v_sin_f32, v_cos_f32,
// v_rcp_f32, v_rsq_f32, v_sqrt_f32.
__kernel void math_native(__global const float *a, __global const float *b, __global float *out) {
  uint i = get_global_id(0);
  float x = a[i], y = b[i];
  __global float *o = out + 8 * i;
  o[0] = native_exp2(x);
  o[1] = native_log2(y);
  o[2] = native_sin(x);
  o[3] = native_cos(x);
  o[4] = native_recip(y);
  o[5] = native_rsqrt(y);
  o[6] = native_sqrt(y);
  o[7] = half_exp2(x);
}
