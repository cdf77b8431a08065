; mcpu: gfx900
; The smallest descriptor block: defaults for every other field; a local kernel.
.text
k2:
  s_endpgm
.amdhsa_kernel k2
  .amdhsa_next_free_vgpr 1
  .amdhsa_next_free_sgpr 0
.end_amdhsa_kernel
