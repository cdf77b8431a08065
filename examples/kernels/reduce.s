// A scalar reduction kernel for `gcnjit launch` (gfx8/gfx9: scalar stores;
// gfx9: the scalar atomic). Workgroup g (one 64-lane wave) sums and xors the
// M dwords in[g*M .. g*M+M) with scalar loads, stores (sum, xor) to
// out[2g], out[2g+1] and adds its sum to total[0].
//
// Arguments (kernarg offsets): in: buffer (0), M: u32, a multiple of 4 (8),
// out: buffer (16), total: buffer (24).
//
//   llvm-mc -triple=amdgcn-amd-amdhsa -mcpu=gfx900 -filetype=obj reduce.s -o reduce.o
//   gcnjit launch reduce.o --grid 640000 --block 64 --arg buf:in.bin --arg u32:16 \
//       --arg buf:zero:80000 --arg buf:zero:4 --out buf1=sums.bin --out buf2=total.bin

.text
.p2align 8
.type reduce,@function
reduce:
  s_load_dwordx2 s[4:5], s[0:1], 0x0      // in
  s_load_dword s6, s[0:1], 0x8            // M
  s_load_dwordx2 s[8:9], s[0:1], 0x10     // out
  s_load_dwordx2 s[10:11], s[0:1], 0x18   // total
  s_waitcnt lgkmcnt(0)
  s_mul_i32 s12, s2, s6                   // s2: workgroup id X
  s_lshl_b32 s12, s12, 2
  s_add_u32 s4, s4, s12
  s_addc_u32 s5, s5, 0                    // &in[g*M]
  s_mov_b32 s13, s6
  s_mov_b32 s14, 0                        // sum
  s_mov_b32 s15, 0                        // xor
loop:
  s_load_dwordx4 s[16:19], s[4:5], 0x0
  s_waitcnt lgkmcnt(0)
  s_add_u32 s14, s14, s16
  s_add_u32 s14, s14, s17
  s_add_u32 s14, s14, s18
  s_add_u32 s14, s14, s19
  s_xor_b32 s15, s15, s16
  s_xor_b32 s15, s15, s17
  s_xor_b32 s15, s15, s18
  s_xor_b32 s15, s15, s19
  s_add_u32 s4, s4, 16
  s_addc_u32 s5, s5, 0
  s_sub_u32 s13, s13, 4
  s_cmp_lg_u32 s13, 0
  s_cbranch_scc1 loop
  s_lshl_b32 s20, s2, 3
  s_add_u32 s8, s8, s20
  s_addc_u32 s9, s9, 0
  s_store_dwordx2 s[14:15], s[8:9], 0x0   // out[2g], out[2g+1]
  s_atomic_add s14, s[10:11], 0x0         // total[0] += sum
  s_waitcnt lgkmcnt(0)
  s_endpgm

.rodata
.p2align 6
.amdhsa_kernel reduce
  .amdhsa_user_sgpr_kernarg_segment_ptr 1
  .amdhsa_kernarg_size 32
  .amdhsa_next_free_vgpr 1
  .amdhsa_next_free_sgpr 24
.end_amdhsa_kernel
