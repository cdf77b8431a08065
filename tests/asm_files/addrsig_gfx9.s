; mcpu: gfx900
; .addrsig and .addrsig_sym as clang writes them at the end of its -S
; output, and the cases around them: entries in order and repeated, a
; symbol named before it is defined, an undefined one (an undefined global),
; a .L label (its section's symbol), a section's own name (even one opened
; further down), a .set alias, a .set temporary outside sections.
.text
.globl kern
.type kern, @function
kern:
  s_getpc_b64 s[0:1]
  s_endpgm
.Lhelper:
  s_nop 0
local_fn:
  s_setpc_b64 s[30:31]
.data
.globl table
table:
  .long 1, 2
.set alias, local_fn
.set .Lconst, 5
.addrsig
.addrsig_sym table
.addrsig_sym later
.addrsig_sym extern_fn
.addrsig_sym kern
.addrsig_sym .Lhelper
.addrsig_sym table
.addrsig_sym .text
.addrsig_sym .rodata
.addrsig_sym alias
.addrsig_sym .Lconst
.addrsig_sym local_fn
.section .rodata
later:
  .byte 7
