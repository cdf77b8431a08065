// 64-bit integer arithmetic: add with carry, multiply, shifts, division.
__kernel void i64_ops(__global const ulong *a, __global const ulong *b, __global ulong *out) {
  uint i = get_global_id(0);
  ulong x = a[i], y = b[i];
  ulong r = x + y;
  r ^= x * y;
  r += x >> (y & 63);
  r += (ulong)((long)x >> (y & 63));
  r += x << (y & 63);
  r += (y != 0) ? x / y : 0;
  r += mul_hi(x, y);
  r += (x > y) ? x - y : y - x;
  out[i] = r;
}
