// A by-value struct argument and 3-D ids.
typedef struct { float scale; int offset; uint stride; float bias[2]; } params_t;
__kernel void struct_arg(__global float *out, params_t p) {
  uint x = get_global_id(0), y = get_global_id(1), z = get_global_id(2);
  uint w = get_global_size(0), h = get_global_size(1);
  uint i = (z * h + y) * w + x;
  out[i] = (float)((int)i * p.offset) * p.scale + p.bias[i & 1] + (float)(i % p.stride);
}
