; mcpu: gfx900
; Macros with named and default arguments, \@ and nesting.
.macro addk reg, val=1
  s_add_u32 \reg, \reg, \val
.endm
.macro twice a, b
  addk \a, \b
  addk \a
.endm
.macro lbl
L\@: s_nop 0
  s_branch L\@
.endm
addk s0, 5
addk s1
addk val=7, reg=s2
twice s3, 9
lbl
lbl
s_endpgm
