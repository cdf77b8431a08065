; mcpu: gfx900
; error: 4:12: .popsection
; llvm-mc: .popsection without corresponding .pushsection
.popsection
