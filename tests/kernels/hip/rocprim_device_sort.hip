// rocPRIM's device-wide ascending radix sort of 32-bit keys (Debian's
// librocprim-dev headers). The host function is never run: calling
// rocprim::radix_sort_keys makes the compiler emit every kernel its host
// code may launch (single-workgroup sort, block sort and merge passes,
// digit-count passes, the copy back). tests/rocprim.rs launches the ones a
// sort of 10^5 keys takes, in the order and with the arguments that host
// code uses.
#include <hip/hip_runtime.h>
#include <rocprim/rocprim.hpp>

hipError_t device_radix_sort_keys(void *temp, size_t &bytes, const unsigned *in, unsigned *out, size_t n) {
  return rocprim::radix_sort_keys(temp, bytes, in, out, n);
}
