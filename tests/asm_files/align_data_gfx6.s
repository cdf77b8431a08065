; mcpu: tahiti
; Alignment in data pads with zeros or the fill value.
.data
.byte 1
.p2align 2
.byte 2
.balign 8, 0xcc
.byte 3
.align 16, 0x11
.byte 4
.p2align 4,,3
.byte 5
.p2align 3,,7
.long 6
