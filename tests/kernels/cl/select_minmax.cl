#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
// select, min, max and clamp of every scalar type: four results per item.
#define SEL(T, CT, N, MIN, MAX)                                                              \
  __kernel void sel_##N(__global const T *a, __global const T *b, __global const T *c,   \
                        __global T *out) {                                                \
    uint i = get_global_id(0);                                                            \
    T x = a[i], y = b[i], z = c[i];                                                       \
    T lo = MIN(y, z), hi = MAX(y, z);                                                     \
    out[4 * i] = MIN(x, y);                                                               \
    out[4 * i + 1] = MAX(x, z);                                                           \
    out[4 * i + 2] = clamp(x, lo, hi);                                                    \
    out[4 * i + 3] = select(y, z, (CT)(x < y));                                           \
  }
SEL(char, char, i8, min, max)
SEL(uchar, uchar, u8, min, max)
SEL(short, short, i16, min, max)
SEL(ushort, ushort, u16, min, max)
SEL(int, int, i32, min, max)
SEL(uint, uint, u32, min, max)
SEL(long, long, i64, min, max)
SEL(ulong, ulong, u64, min, max)
SEL(float, int, f32, fmin, fmax)
SEL(double, long, f64, fmin, fmax)
SEL(half, short, f16, fmin, fmax)
