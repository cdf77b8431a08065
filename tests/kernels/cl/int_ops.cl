// 32-bit integer arithmetic, shifts, bit counts, min/max, mul_hi, rotates.
__kernel void int_ops(__global const uint *a, __global const uint *b, __global uint *out) {
  uint i = get_global_id(0);
  uint x = a[i], y = b[i];
  uint r = x + y;
  r ^= x * y;
  r += mul_hi(x, y);
  r += rotate(x, y & 31u);
  r += popcount(x) + clz(y);
  r += max(x, y) - min(x, y);
  r += (uint)((int)x >> (y & 31u));
  r += (x << 3) | (y >> 5);
  r += (y != 0u) ? x / y : 0u;
  r += (y != 0u) ? x % y : 0u;
  out[i] = r;
}
