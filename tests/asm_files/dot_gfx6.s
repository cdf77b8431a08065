; mcpu: tahiti
; `.` in data and operands.
.data
.long 1
here: .long . - here
.quad .
.text
s_mov_b32 s0, . - 4
s_nop 0
s_endpgm
