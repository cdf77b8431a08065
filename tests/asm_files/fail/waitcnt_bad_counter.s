; mcpu: gfx900
; error: 4:11: foocnt
; llvm-mc: invalid counter name foocnt
s_waitcnt foocnt(0)
