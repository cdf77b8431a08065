; mcpu: gfx900
; .macro parameters qualified :req and :vararg.
.data
.macro r a:req, b=3
.byte \a, \b
.endm
.macro v a, rest:vararg
.byte \a
.byte \rest
.endm
.macro vs a, rest:vararg
.ascii \rest
.endm
.macro only all:vararg
.byte \all
.endm
r 1
r 1, 2
r b=5, a=6
v 1, 2, 3, 4
v 1
vs 1, "x", "y"
only 7, 8,9
only
