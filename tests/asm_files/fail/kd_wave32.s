; mcpu: gfx900
; error: 5:1: gfx10
; llvm-mc: directive requires gfx10+
.amdhsa_kernel k
.amdhsa_wavefront_size32 1
.end_amdhsa_kernel
