; mcpu: gfx900
; error: 4:1: .foo
; llvm-mc: unknown directive
.foo 1
