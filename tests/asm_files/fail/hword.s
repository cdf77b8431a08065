; mcpu: gfx900
; error: 5:1: .hword
; llvm-mc: unknown directive
.data
.hword 1
