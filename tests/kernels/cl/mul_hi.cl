// High halves of products: mul_hi, mad_hi and mad_sat for 8 to 64 bits.
#define MULHI(T, N)                                                                       \
  __kernel void mulhi_##N(__global const T *a, __global const T *b, __global T *out) {  \
    uint i = get_global_id(0);                                                            \
    T x = a[i], y = b[i];                                                                 \
    out[4 * i] = mul_hi(x, y);                                                            \
    out[4 * i + 1] = mad_hi(x, y, (T)(x ^ y));                                            \
    out[4 * i + 2] = mad_sat(x, y, (T)(y >> 1));                                          \
    out[4 * i + 3] = mul_hi((T)(x + 1), y);                                               \
  }
MULHI(char, i8)
MULHI(ushort, u16)
MULHI(int, i32)
MULHI(uint, u32)
MULHI(long, i64)
MULHI(ulong, u64)
