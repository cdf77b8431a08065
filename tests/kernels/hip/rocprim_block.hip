// rocPRIM's block-level primitives (Debian's librocprim-dev headers) in
// workgroups of 256 work-items with 4 items each, in the blocked arrangement
// (work-item t holds items 4t .. 4t+3 of its workgroup's 1024): an inclusive
// sum scan, a sum reduction (one value per workgroup) and an ascending radix
// sort of 32-bit keys. tests/rocprim.rs checks them against host references.
#include <hip/hip_runtime.h>
#include <rocprim/rocprim.hpp>

constexpr unsigned BLOCK = 256;
constexpr unsigned ITEMS = 4;

extern "C" __global__ __launch_bounds__(BLOCK) void block_scan_sum(const int *in, int *out) {
  using scan = rocprim::block_scan<int, BLOCK>;
  __shared__ typename scan::storage_type storage;
  const unsigned base = blockIdx.x * BLOCK * ITEMS;
  int items[ITEMS];
  rocprim::block_load_direct_blocked(threadIdx.x, in + base, items);
  scan().inclusive_scan(items, items, storage, rocprim::plus<int>());
  rocprim::block_store_direct_blocked(threadIdx.x, out + base, items);
}

extern "C" __global__ __launch_bounds__(BLOCK) void block_reduce_sum(const int *in, int *out) {
  using reduce = rocprim::block_reduce<int, BLOCK>;
  __shared__ typename reduce::storage_type storage;
  const unsigned base = blockIdx.x * BLOCK * ITEMS;
  int items[ITEMS];
  rocprim::block_load_direct_blocked(threadIdx.x, in + base, items);
  int sum;
  reduce().reduce(items, sum, storage, rocprim::plus<int>());
  if (threadIdx.x == 0) out[blockIdx.x] = sum;
}

extern "C" __global__ __launch_bounds__(BLOCK) void block_radix_sort_u32(const unsigned *in, unsigned *out) {
  using sort = rocprim::block_radix_sort<unsigned, BLOCK, ITEMS>;
  __shared__ typename sort::storage_type storage;
  const unsigned base = blockIdx.x * BLOCK * ITEMS;
  unsigned keys[ITEMS];
  rocprim::block_load_direct_blocked(threadIdx.x, in + base, keys);
  sort().sort(keys, storage);
  rocprim::block_store_direct_blocked(threadIdx.x, out + base, keys);
}
