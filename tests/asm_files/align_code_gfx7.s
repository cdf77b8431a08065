; mcpu: bonaire
; Alignment in code pads with s_nop 0.
s_nop 1
.p2align 4
s_nop 2
.align 8
s_nop 3
.balign 32
s_nop 4
.p2align 3, 0
s_nop 5
.p2align 6,,8
s_nop 6
.p2align 2
s_endpgm
