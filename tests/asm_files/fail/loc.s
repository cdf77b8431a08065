; mcpu: gfx900
; error: 6:1: .loc
; llvm-mc: 6:6: unassigned file number in '.loc' directive (after `.file 1 "a.c"` it accepts `.loc` and writes a .debug_line section)
.text
k:
.loc 1 3 0
s_mov_b32 s0, 1
s_endpgm
