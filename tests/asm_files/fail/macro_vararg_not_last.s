; mcpu: gfx900
; error: 4:20: vararg
; llvm-mc: vararg parameter 'a' should be the last parameter
.macro v a:vararg, b
.endm
