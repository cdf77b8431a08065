// Comparisons and selects on floats with NaN, isnan/isinf, class tests.
__kernel void select_cmp(__global const float *a, __global const float *b, __global int *out) {
  uint i = get_global_id(0);
  float x = a[i], y = b[i];
  int r = (x < y) + 2 * (x == y) + 4 * isnan(x) + 8 * isinf(y) + 16 * isfinite(x)
        + 32 * signbit(y) + 64 * islessgreater(x, y) + 128 * isunordered(x, y);
  out[i] = select(r, -r, x > y);
}
