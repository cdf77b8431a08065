; mcpu: gfx803
; .addrsig_sym without .addrsig: no .llvm_addrsig section, but the symbols
; are written as they would be (an undefined global, the section symbol of
; a .L label's section), as llvm-mc does.
.text
.Lstart:
  s_endpgm
.addrsig_sym .Lstart
.addrsig_sym elsewhere
