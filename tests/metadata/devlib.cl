// Kernels for the metadata fixtures (scripts/gen-metadata-fixtures).
// clang-15 with the ROCm device libraries (get_global_id, printf, math).
__kernel void saxpy(__global float *y, __global const float *x, float a) {
    size_t i = get_global_id(0);
    y[i] = a * x[i] + y[i];
}

__kernel void hello(__global int *out) {
    size_t i = get_global_id(0);
    if (i == 0)
        printf("hello %d\n", out[0]);
    out[i] = (int)sqrt((float)i);
}
