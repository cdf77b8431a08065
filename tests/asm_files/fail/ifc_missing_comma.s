; mcpu: gfx900
; error: 4:9: .ifc
; llvm-mc: expected comma
.ifc abc
.endif
