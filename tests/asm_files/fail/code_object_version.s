; mcpu: gfx900
; error: 4:1: .amdhsa_code_object_version
; llvm-mc: unknown directive
.amdhsa_code_object_version 4
