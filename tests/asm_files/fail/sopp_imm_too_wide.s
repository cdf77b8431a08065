; mcpu: gfx900
; error: 4:7: 0x10000
; llvm-mc: accepts (prints s_nop 0x10000 and encodes bf800000: the high bits dropped)
s_nop 0x10000
