#pragma OPENCL EXTENSION cl_khr_fp16 : enable
// f16 arithmetic and conversions to and from f32.
__kernel void f16_math(__global const half *a, __global const half *b, __global half *out,
                       __global float *wide) {
  uint i = get_global_id(0);
  half x = a[i], y = b[i];
  half r = x * y + x;
  r = fma(x, y, r);
  r = fmax(r, x) - fmin(r, y);
  out[i] = r;
  wide[i] = (float)r + (float)x;
}
