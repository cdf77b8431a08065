// The twelve atomics that atomics_global.cl and atomics_local.cl run on one
// work-item's own slots p (u: the same slots, unsigned) with value v, storing
// each returned (old) value in r. A is the built-in's prefix: atomic for 32
// bits, atom for 64 (cl_khr_int64_base_atomics, cl_khr_int64_extended_atomics).
#define ATOMIC_SLOTS(A, T, UT, p, u, v, r)      \
  r[0] = A##_add(p + 0, v);                     \
  r[1] = A##_sub(p + 1, v);                     \
  r[2] = A##_min(p + 2, v);                     \
  r[3] = A##_max(p + 3, v);                     \
  r[4] = A##_and(p + 4, v);                     \
  r[5] = A##_or(p + 5, v);                      \
  r[6] = A##_xor(p + 6, v);                     \
  r[7] = A##_xchg(p + 7, v);                    \
  r[8] = A##_cmpxchg(p + 8, v, v + 1);          \
  r[9] = (T)A##_min(u + 9, (UT)v);              \
  r[10] = (T)A##_max(u + 10, (UT)v);            \
  r[11] = A##_inc(p + 11) + A##_dec(p + 11);
