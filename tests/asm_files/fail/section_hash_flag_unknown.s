; mcpu: gfx900
; error: 5:23: #bogus
; llvm-mc: unknown flag
.text
.section .bar,#alloc,#bogus
  .long 1
