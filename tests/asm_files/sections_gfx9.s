; mcpu: gfx900
; Sections: .text .data .rodata .bss .section with flags and types.
.text
  s_nop 0
.data
d0: .long 1
.rodata
r0: .long 2
.bss
b0: .zero 8
.section .mydata, "aw", @progbits
  .byte 7
.section .myconst, "a"
  .short 9
.section .note.x, "", @note
  .long 0
.section .text.extra, "ax", @progbits
  s_nop 3
.text
  s_endpgm
