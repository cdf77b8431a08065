; mcpu: gfx900
; error: 4:15: ,
; llvm-mc: expected newline
.addrsig_sym a, b
