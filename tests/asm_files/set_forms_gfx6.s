; mcpu: tahiti
; .set, .equ, =, .equiv and redefinition.
.set A, 1
.equ B, A + 1
C = B * 3
.equiv D, C - 1
.set A, A + 10
s_mov_b32 s0, A
s_mov_b32 s1, D
E = end - start
start: s_nop 0
end:
.long E
s_endpgm
