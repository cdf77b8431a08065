// Built-ins only (clang-14 without device libraries): float math and a loop.
__kernel void builtin_fma(__global float *a, float s, uint n) {
  uint i = __builtin_amdgcn_workgroup_id_x() * 64u + __builtin_amdgcn_workitem_id_x();
  float x = a[i];
  for (uint k = 0; k < n; ++k) x = __builtin_fmaf(x, s, 1.0f);
  a[i] = x;
}
