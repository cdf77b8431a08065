; mcpu: gfx900
; error: 6:1: a
; llvm-mc: symbol 'a' is already defined
a:
s_nop 0
a:
