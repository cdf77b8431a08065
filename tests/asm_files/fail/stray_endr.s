; mcpu: gfx900
; error: 4:6: .endr
; llvm-mc: unmatched '.endr' directive
.endr
