// Reads entry s0 of a table in .rodata and passes it to a function reached
// through s_getpc_b64 + @rel32 and s_swappc_b64; the function returns 3*x + BIAS.
// Sections, alignment, a symbol and PC-relative relocations, as a compiler
// writes them (docs/assembler.md).
//   gcnjit run examples/asm/call_table.s --arch gfx9 --set s0=2 --json
//   gcnjit asm examples/asm/call_table.s -o call_table.o   (same object as llvm-mc)
// With s0=2: table[2] = 30, so s2 = 3*30 + 7 = 97.
.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
.set BIAS, 7

.text
.globl main
.type main, @function
main:
  s_getpc_b64 s[4:5]                     // s[4:5] = address of the next instruction
  s_add_u32 s4, s4, table@rel32@lo+4     // the literal sits 4 bytes further on
  s_addc_u32 s5, s5, table@rel32@hi+12
  s_lshl_b32 s6, s0, 2                   // byte offset of entry s0
  s_add_u32 s4, s4, s6
  s_addc_u32 s5, s5, 0
  s_load_dword s1, s[4:5], 0x0
  s_waitcnt lgkmcnt(0)
  s_getpc_b64 s[8:9]
  s_add_u32 s8, s8, triple_plus@rel32@lo+4
  s_addc_u32 s9, s9, triple_plus@rel32@hi+12
  s_swappc_b64 s[30:31], s[8:9]
  s_endpgm
.Lmain_end:
.size main, .Lmain_end - main

.p2align 6                               // functions start on 64-byte boundaries
triple_plus:                             // s2 = 3 * s1 + BIAS
  s_mul_i32 s2, s1, 3
  s_add_u32 s2, s2, BIAS
  s_setpc_b64 s[30:31]

.rodata
.p2align 4
table:
  .long 10, 20, 30, 40
