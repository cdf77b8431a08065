; mcpu: gfx900
; error: 4:14: expected identifier
; llvm-mc: expected identifier
.addrsig_sym .
