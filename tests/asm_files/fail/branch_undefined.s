; mcpu: gfx900
; error: 4:1: nowhere
; llvm-mc: undefined label 'nowhere'
s_branch nowhere
