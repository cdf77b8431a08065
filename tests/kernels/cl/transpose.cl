// Tiled matrix transpose through LDS (16x16 tiles, padded), 2-D grid.
#define T 16
__kernel void transpose(__global const float *in, __global float *out, uint w, uint h) {
  __local float tile[T][T + 1];
  uint x = get_global_id(0), y = get_global_id(1);
  uint lx = get_local_id(0), ly = get_local_id(1);
  if (x < w && y < h) tile[ly][lx] = in[y * w + x];
  barrier(CLK_LOCAL_MEM_FENCE);
  uint ox = get_group_id(1) * T + lx, oy = get_group_id(0) * T + ly;
  if (ox < h && oy < w) out[oy * h + ox] = tile[lx][ly];
}
