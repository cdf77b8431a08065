; mcpu: gfx900
; .irp values in quotes are one value each, substituted without their quotes.
.data
.irp x, "1, 2", 3
.byte \x
.endr
.irp s, "ab", "c,d"
.ascii "\s"
.endr
.irp y, "4, 5" 6
.byte \y
.endr
.irp w, "a""b"
.ascii "\w"
.endr
.irpc c, "1,2"
.byte 7
.endr
.macro m a, b
.ascii "\a"
.byte \b
.endm
m "xy", "5, 6"
m "x y" 8
