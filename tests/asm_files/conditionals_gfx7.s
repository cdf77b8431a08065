; mcpu: bonaire
; .if and friends.
.set X, 3
.if X == 3
  s_mov_b32 s0, 1
.elseif X == 4
  s_mov_b32 s0, 2
.else
  s_mov_b32 s0, 3
.endif
.if 0
  s_mov_b32 s1, 1
.elseif X > 2
  s_mov_b32 s1, 2
.endif
.ifdef X
  s_nop 1
.endif
.ifndef Y
  s_nop 2
.endif
.ifeq X - 3
  s_nop 3
.endif
.ifne X
  s_nop 4
.endif
.ifgt X
  s_nop 5
.endif
.iflt X
  s_nop 6
.else
  s_nop 7
.endif
.if 1
  .if 0
    s_nop 8
  .else
    s_nop 9
  .endif
.endif
.ifb
  s_nop 10
.endif
.ifnb x
  s_nop 11
.endif
.ifc abc, abc
  s_nop 12
.endif
.ifnc abc, abd
  s_nop 13
.endif
s_endpgm
