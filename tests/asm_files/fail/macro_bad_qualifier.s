; mcpu: gfx900
; error: 4:12: qualifier
; llvm-mc: foo is not a valid parameter qualifier for 'a' in macro 'v'
.macro v a:foo
.endm
