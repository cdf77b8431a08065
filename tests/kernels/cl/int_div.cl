// Integer division and remainder of every width (no division by zero; the
// host avoids MIN / -1 for int and long).
#define DIV(T, N)                                                                         \
  __kernel void div_##N(__global const T *a, __global const T *b, __global T *q,         \
                        __global T *r) {                                                  \
    uint i = get_global_id(0);                                                            \
    T x = a[i], y = b[i];                                                                 \
    q[i] = x / y;                                                                         \
    r[i] = x % y;                                                                         \
  }
DIV(char, i8)
DIV(uchar, u8)
DIV(short, i16)
DIV(ushort, u16)
DIV(int, i32)
DIV(uint, u32)
DIV(long, i64)
DIV(ulong, u64)
