; mcpu: gfx900
; error: 4:13: expected identifier
; llvm-mc: expected identifier
.addrsig_sym
