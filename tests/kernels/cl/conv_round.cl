#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
// Conversions with rounding modes and saturation: from f64, to and from f16,
// and from 64-bit integers to floats.
__kernel void conv_f64(__global const double *a, __global int *i32, __global uint *u32,
                       __global short *i16, __global uchar *u8, __global long *i64,
                       __global float *f) {
  uint i = get_global_id(0);
  double x = a[i];
  i32[i] = convert_int_sat_rte(x);
  u32[i] = convert_uint_sat_rtn(x);
  i16[i] = convert_short_sat_rtp(x);
  u8[i] = convert_uchar_sat(x);
  i64[i] = convert_long_sat_rte(x);
  f[i] = convert_float(x);
}

__kernel void conv_f16(__global const float *a, __global half *h, __global short *s,
                       __global uchar *u8, __global float *back) {
  uint i = get_global_id(0);
  float x = a[i];
  half v = convert_half(x);
  h[i] = v;
  s[i] = convert_short_sat_rte(v);
  u8[i] = convert_uchar_sat(v);
  back[i] = convert_float(v) * 2.0f;
}

__kernel void conv_int_float(__global const long *a, __global float *f, __global double *d,
                             __global float *fu, __global float *fi) {
  uint i = get_global_id(0);
  long x = a[i];
  f[i] = convert_float(x);
  d[i] = convert_double((ulong)x);
  fu[i] = convert_float((ulong)x);
  fi[i] = convert_float((int)x);
}
