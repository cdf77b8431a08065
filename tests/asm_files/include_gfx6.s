; mcpu: tahiti
; .include and .incbin (searched in -I directories).
.include "common.inc"
s_mov_b32 s0, INC_VALUE
inc_nop 3
.data
.incbin "blob.bin"
.incbin "blob.bin", 2
.incbin "blob.bin", 1, 3
