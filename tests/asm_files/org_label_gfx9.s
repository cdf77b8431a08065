; mcpu: gfx900
; .org with a label of the same section plus a constant (and `. = `).
.text
s_nop 0
start:
s_nop 1
.org start + 0x10
s_endpgm
.data
.byte 1
d0: .byte 2
.org d0 + 8, 0xaa
.byte 3
.org . + 4
.byte 4
d1:
. = d1 + 3
.byte 5
