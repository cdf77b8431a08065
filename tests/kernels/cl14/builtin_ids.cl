// Built-ins only (clang-14 without device libraries): ids from the dispatch packet.
__kernel void builtin_ids(__global uint *out) {
  __constant unsigned short *d = (__constant unsigned short *)__builtin_amdgcn_dispatch_ptr();
  uint size_x = d[2];
  uint i = __builtin_amdgcn_workgroup_id_x() * size_x + __builtin_amdgcn_workitem_id_x();
  out[i] = i * 3u + (i >> 2);
}
