; mcpu: gfx900
; error: 5:14: temporary
; llvm-mc: Undefined temporary symbol .Lnowhere (at <unknown>:0)
.addrsig
.addrsig_sym .Lnowhere
