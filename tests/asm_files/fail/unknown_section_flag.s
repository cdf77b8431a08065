; mcpu: gfx900
; error: 4:17: q
; llvm-mc: unknown flag
.section .x, "q"
