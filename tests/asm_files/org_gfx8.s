; mcpu: fiji
; .org moves forward in code and data.
s_nop 0
.org 16
s_nop 1
.data
.byte 1
.org 8, 0xee
.byte 2
