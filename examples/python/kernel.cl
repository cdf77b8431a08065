// A kernel whose loop is scalar code (the index is uniform) and whose one
// store is vector code.
__kernel void sum(__global int *restrict out, __global const int *restrict in, int n) {
    int acc = 0;
    for (int i = 0; i < n; i++)
        acc += in[i] * (i + 1);
    out[0] = acc;
}
