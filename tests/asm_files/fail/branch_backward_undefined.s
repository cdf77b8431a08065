; mcpu: gfx900
; error: 4:10: 1b
; llvm-mc: directional label undefined
s_branch 1b
