; mcpu: gfx900
; error: 5:1: .amdhsa_frobnicate
; llvm-mc: unknown .amdhsa_kernel directive
.amdhsa_kernel k
.amdhsa_frobnicate 1
.end_amdhsa_kernel
