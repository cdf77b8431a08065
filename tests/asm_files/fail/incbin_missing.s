; mcpu: gfx900
; error: 4:9: no_such_file.bin
; llvm-mc: Could not find incbin file 'no_such_file.bin'
.incbin "no_such_file.bin"
