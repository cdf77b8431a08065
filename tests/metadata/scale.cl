// Kernels for the metadata fixtures (scripts/gen-metadata-fixtures).
// clang-14 without device libraries: only builtins.
__kernel void scale(__global float *out, __global const float *in, float k, uint n) {
    uint i = __builtin_amdgcn_workgroup_id_x() * 64 + __builtin_amdgcn_workitem_id_x();
    if (i < n)
        out[i] = in[i] * k;
}

__kernel __attribute__((reqd_work_group_size(64, 1, 1)))
void lds_sum(__global int *restrict out, __local int *tmp, volatile __global const int *in,
             char c, short s, long l, double d) {
    uint t = __builtin_amdgcn_workitem_id_x();
    tmp[t] = in[t] + c + s;
    __builtin_amdgcn_s_barrier();
    out[t] = tmp[63 - t] + (int)l + (int)d;
}

__kernel __attribute__((work_group_size_hint(128, 2, 1)))
void empty(void) {}
