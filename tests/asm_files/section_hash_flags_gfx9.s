; mcpu: gfx900
; Section flags written `#alloc`, `#write`, `#execinstr`, as clang-15 writes
; `.section .rodata,#alloc` in its kernels' assembly.
.text
  s_endpgm
.section .rodata,#alloc
  .long 1
.section .foo,#alloc,#write
  .long 2
.section .bar,#alloc,#execinstr
  s_nop 0
