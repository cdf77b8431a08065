; mcpu: gfx900
; error: 6:6: backwards
; llvm-mc: invalid .org offset '4' (at offset '8')
start: s_nop 0
s_nop 0
.org start+4
