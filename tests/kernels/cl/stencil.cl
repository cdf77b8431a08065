// Stencils: a 2-D five-point stencil over a partial 2-D grid with clamped
// edges, and a 1-D stencil of radius 2 through an LDS tile with halos.
__kernel void stencil2d(__global const float *in, __global float *out, uint w, uint h) {
  int x = get_global_id(0), y = get_global_id(1);
  int xl = max(x - 1, 0), xr = min(x + 1, (int)w - 1);
  int yu = max(y - 1, 0), yd = min(y + 1, (int)h - 1);
  float c = in[y * w + x];
  out[y * w + x] = 0.5f * c + 0.125f * (in[y * w + xl] + in[y * w + xr] + in[yu * w + x] +
                                         in[yd * w + x]);
}

__kernel void stencil_lds(__global const int *in, __global int *out, uint n) {
  __local int t[64 + 4];
  int g = get_global_id(0), l = get_local_id(0);
  int base = get_group_id(0) * 64;
  t[l + 2] = g < n ? in[g] : 0;
  if (l < 2) {
    int left = base - 2 + l, right = base + 64 + l;
    t[l] = left >= 0 ? in[left] : 0;
    t[66 + l] = right < n ? in[right] : 0;
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  if (g < n) out[g] = t[l] - 2 * t[l + 1] + 5 * t[l + 2] - 3 * t[l + 3] + t[l + 4];
}
