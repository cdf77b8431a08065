; mcpu: gfx900
; error: 4:1: exp
; llvm-mc: accepts (exit 0)
exp mrt0 v0, v0, v0, v0
