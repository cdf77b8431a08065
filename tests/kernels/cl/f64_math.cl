#pragma OPENCL EXTENSION cl_khr_fp64 : enable
// f64 arithmetic: division (div_scale/div_fmas/div_fixup), sqrt, fma, conversions.
__kernel void f64_math(__global const double *a, __global const double *b, __global double *out) {
  uint i = get_global_id(0);
  double x = a[i], y = b[i];
  double r = x / y;
  r += sqrt(fabs(x));
  r += fma(x, y, 1.0);
  r += fmin(x, y) * fmax(x, y);
  r += floor(x) + trunc(y);
  r += (double)(int)x + (double)(uint)y;
  out[i] = r;
}
