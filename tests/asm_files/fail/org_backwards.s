; mcpu: gfx900
; error: 6:6: .org
; llvm-mc: invalid .org offset '4' (at offset '8')
.data
.long 1, 2
.org 4
