; mcpu: gfx900
; error: 5:8: 0x10000
; llvm-mc: out of range literal value
.data
.short 0x10000
