; mcpu: fiji
; error: 5:1: gfx9
; llvm-mc: directive requires gfx9+
.amdhsa_kernel k
.amdhsa_fp16_overflow 1
.end_amdhsa_kernel
