#pragma OPENCL EXTENSION cl_khr_fp64 : enable
// A kernel with arguments of many kinds and alignments: integers of 1 to 8
// bytes, floats, vectors, a by-value struct, buffers and a __local pointer.
typedef struct {
  int k;
  float s;
  short t;
} params;

__kernel void many_args(char a, uchar b, short c, ushort d, int e, uint f, long g, ulong h,
                        float fl, double db, __global const int *in, int2 v2, float4 v4,
                        params p, __local int *scratch, __global double *out, uchar last) {
  uint i = get_global_id(0), l = get_local_id(0);
  scratch[l] = in[i] * p.k;
  barrier(CLK_LOCAL_MEM_FENCE);
  double r = (double)a + b + c + d + e + f + (double)g + (double)h;
  r += fl * 2.0 + db;
  r += v2.x - v2.y + v4.x + v4.y * 2.0f + v4.z * 4.0f + v4.w * 8.0f;
  r += p.s + p.t + last;
  out[i] = r + scratch[get_local_size(0) - 1 - l];
}
