; mcpu: gfx900
; error: 6:1: .if
; llvm-mc: unmatched .ifs or .elses
.if 1
s_nop 0
