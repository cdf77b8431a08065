; mcpu: gfx900
; error: 5:9: 3
; llvm-mc: alignment must be a power of 2
.data
.balign 3
