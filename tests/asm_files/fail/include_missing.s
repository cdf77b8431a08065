; mcpu: gfx900
; error: 4:10: no_such_file.inc
; llvm-mc: Could not find include file 'no_such_file.inc'
.include "no_such_file.inc"
