; mcpu: gfx900
; error: 6:19: .amdhsa_next_free_sgpr
; llvm-mc: .amdhsa_next_free_sgpr directive is required
.amdhsa_kernel k
.amdhsa_next_free_vgpr 1
.end_amdhsa_kernel
