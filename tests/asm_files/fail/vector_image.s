; mcpu: tahiti
; error: 4:1: image_load
; llvm-mc: accepts (exit 0)
image_load v[0:3], v[0:3], s[0:7] dmask:0xf
