; mcpu: tahiti
; .rept, .irp and .irpc.
.rept 3
  s_add_u32 s0, s0, 1
.endr
.rept 0
  s_nop 1
.endr
.irp r, 1, 2, 5
  s_mov_b32 s\r, \r
.endr
.irpc c, 347
  s_nop \c
.endr
.rept 2
  .rept 2
    s_nop 0
  .endr
.endr
s_endpgm
