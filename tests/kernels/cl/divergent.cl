// Divergent control flow: nested ifs, a data-dependent loop, early exits.
__kernel void divergent(__global const int *a, __global int *out) {
  uint i = get_global_id(0);
  int x = a[i];
  int r = 0;
  if (x & 1) {
    for (int k = 0; k < (x & 15); ++k) r += k * x;
  } else if (x & 2) {
    r = x * 3;
  } else {
    while (x > 1) { x = (x & 1) ? 3 * x + 1 : x / 2; ++r; if (r > 100) break; }
  }
  out[i] = r;
}
