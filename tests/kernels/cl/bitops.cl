// Bit counts and rotates of every width, bit reversal, and bitfield
// extract/insert patterns (v_bfe, v_bfi, v_bfm).
__kernel void bitcount(__global const ulong *a, __global const uint *b, __global uint *out) {
  uint i = get_global_id(0);
  ulong x = a[i];
  uint y = b[i], lo = (uint)x;
  __global uint *o = out + 8 * i;
  o[0] = popcount(x) | popcount(lo) << 8 | popcount((ushort)x) << 16 | popcount((uchar)x) << 24;
  o[1] = clz(x) | clz(lo) << 8 | clz((ushort)x) << 16 | clz((uchar)x) << 24;
  o[2] = ctz(x) | ctz(lo) << 8 | ctz((ushort)x) << 16 | ctz((uchar)x) << 24;
  o[3] = rotate(lo, y);
  o[4] = (uint)rotate(x, (ulong)y);
  o[5] = (uint)(rotate(x, (ulong)y) >> 32);
  o[6] = rotate((ushort)x, (ushort)y) | (uint)rotate((uchar)x, (uchar)y) << 16;
  o[7] = __builtin_bitreverse32(lo);
}

__kernel void bitfield(__global const uint *a, __global const uint *b, __global uint *out) {
  uint i = get_global_id(0);
  uint x = a[i], y = b[i];
  uint off = y & 31, w = (y >> 8) & 31;
  __global uint *o = out + 4 * i;
  o[0] = (x >> off) & ((1u << w) - 1u);
  o[1] = (uint)(((int)(x << (32 - off - w))) >> (32 - w));
  uint m = ((1u << w) - 1u) << off;
  o[2] = (x & m) | (y & ~m);
  o[3] = ((x >> 4) & 0xfff) | ((uint)((int)(y << 3) >> 20) << 12);
}
