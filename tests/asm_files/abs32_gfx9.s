; mcpu: gfx900
; gcnjit: abs32-lo-hi
; sym@abs32@lo/hi: llvm-mc 14 writes R_AMDGPU_ABS32 for both; gcnjit ABS32_LO/HI.
s_mov_b32 s0, table@abs32@lo
s_mov_b32 s1, table@abs32@hi
s_add_u32 s2, s2, ext@abs32@lo
s_addc_u32 s3, s3, ext@abs32@hi
s_endpgm
.rodata
table: .long 1, 2
