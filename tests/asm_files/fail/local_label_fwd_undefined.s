; mcpu: gfx900
; error: 4:10: 3f
; llvm-mc: directional label undefined
s_branch 3f
