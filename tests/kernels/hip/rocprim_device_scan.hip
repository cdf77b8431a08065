// rocPRIM's device-wide inclusive sum scan of 32-bit integers (Debian's
// librocprim-dev headers). The host function is never run: calling
// rocprim::inclusive_scan makes the compiler emit the kernels its host code
// launches (the look-back state's init kernel, the look-back scan kernel,
// the single-workgroup scan ...). tests/rocprim.rs launches them in the
// order and with the arguments that host code uses.
#include <hip/hip_runtime.h>
#include <rocprim/rocprim.hpp>

hipError_t device_inclusive_scan(void *temp, size_t &bytes, const int *in, int *out, size_t n) {
  return rocprim::inclusive_scan(temp, bytes, in, out, n, rocprim::plus<int>());
}
