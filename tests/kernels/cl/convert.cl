// Conversions between float and integer types, with saturation and rounding modes.
__kernel void convert(__global const float *a, __global int *i32, __global uint *u32,
                      __global uchar *u8, __global short *i16, __global float *back) {
  uint i = get_global_id(0);
  float x = a[i];
  i32[i] = convert_int_rtz(x);
  u32[i] = convert_uint_sat(x);
  u8[i] = convert_uchar_sat_rte(x);
  i16[i] = convert_short_sat(x);
  back[i] = convert_float(i32[i]) + convert_float(u32[i]);
}
