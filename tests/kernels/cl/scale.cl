// a[i] = a[i] * s + 1: the smallest streaming kernel.
__kernel void scale(__global float *a, float s) {
  size_t i = get_global_id(0);
  a[i] = a[i] * s + 1.0f;
}
