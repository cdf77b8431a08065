; mcpu: gfx900
; error: 4:6: .endm
; llvm-mc: unexpected '.endm' in file, no current macro definition
.endm
