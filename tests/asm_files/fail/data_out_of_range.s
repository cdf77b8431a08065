; mcpu: gfx900
; error: 5:7: 256
; llvm-mc: out of range literal value
.data
.byte 256
