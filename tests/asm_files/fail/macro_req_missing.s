; mcpu: gfx900
; error: 7:6: required parameter
; llvm-mc: missing value for required parameter 'a' in macro 'r'
.macro r a:req, b=3
.byte \a, \b
.endm
r , 2
