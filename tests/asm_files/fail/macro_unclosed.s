; mcpu: gfx900
; error: 4:1: .endm
; llvm-mc: no matching '.endmacro' in definition
.macro m
s_nop 0
