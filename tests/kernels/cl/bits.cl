// Bit manipulation: bitfield extract/insert patterns, byte permutes, 24-bit multiply.
__kernel void bits(__global const uint *a, __global const uint *b, __global uint *out) {
  uint i = get_global_id(0);
  uint x = a[i], y = b[i];
  uint r = (x >> 5) & 0x3ff;
  r |= (y & 0xff) << 24;
  r += mul24(x & 0xffffff, y & 0xffffff);
  r += mad24(x & 0xfff, y & 0xfff, r);
  r ^= (x & 0xff00ff00) | (y & 0x00ff00ff);
  r += upsample((ushort)x, (ushort)y) >> 7;
  r += abs_diff(x, y) + hadd(x, y) + rhadd(x, y);
  out[i] = r;
}
