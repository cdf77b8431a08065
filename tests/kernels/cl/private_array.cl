// A private array indexed by data: scratch memory per lane.
__kernel void private_array(__global const uint *in, __global uint *out) {
  uint p[32];
  uint i = get_global_id(0);
  uint x = in[i];
  for (int k = 0; k < 32; ++k) p[k] = x * k + (x >> k);
  uint r = 0;
  for (int k = 0; k < 8; ++k) r += p[(x + k * 7) & 31];
  out[i] = r;
}
