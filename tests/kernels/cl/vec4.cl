// float4 and uint4 vectors: 128-bit loads and stores, dot products.
__kernel void vec4(__global const float4 *a, __global const float4 *b, __global float4 *out,
                   __global uint4 *u) {
  uint i = get_global_id(0);
  float4 x = a[i], y = b[i];
  out[i] = x * y + (float4)(dot(x, y));
  u[i] = (uint4)(i, i * 2, i * 3, i * 4) ^ as_uint4(x);
}
