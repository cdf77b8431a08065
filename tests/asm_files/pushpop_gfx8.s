; mcpu: fiji
; .pushsection, .popsection and .previous.
s_nop 0
.pushsection .data
  .long 1
  .pushsection .rodata
  .long 2
  .popsection
  .long 3
.popsection
s_nop 1
.data
.long 4
.previous
s_nop 2
.previous
.long 5
