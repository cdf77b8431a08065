; mcpu: gfx900
; error: 4:8: string
; llvm-mc: expected string
.ascii "abc
