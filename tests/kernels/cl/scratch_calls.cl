// Private arrays with data-dependent indices (scratch memory) and calls of
// functions kept out of line, one taking a private pointer. Also built at -O0.
__attribute__((noinline)) uint mix(uint a, uint b) { return a * 31u + (b ^ (a >> 3)); }

__attribute__((noinline)) void fill(__private uint *p, uint x, int n) {
  for (int k = 0; k < n; ++k) p[k] = mix(x, (uint)k);
}

__kernel void scratch_calls(__global const uint *in, __global uint *out) {
  uint p[24];
  uint i = get_global_id(0);
  uint x = in[i];
  fill(p, x, 24);
  for (uint k = 0; k < 12; ++k) {
    uint a = (x >> k) % 24u, b = (x * k + 5u) % 24u;
    uint t = p[a];
    p[a] = p[b];
    p[b] = t;
  }
  uint r = 0;
  for (uint k = 0; k < 6; ++k) r = mix(r, p[(x + k * 5u) % 24u]);
  out[i] = r;
}
