; mcpu: gfx900
; error: 4:10: 5
; llvm-mc: expected newline
.addrsig 5
