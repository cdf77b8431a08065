; mcpu: gfx900
; error: 5:7: .bss
; llvm-mc: accepts (<unknown>:0: error: SHT_NOBITS section '.bss' cannot have non-zero initializers)
.bss
.long 1
