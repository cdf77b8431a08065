; mcpu: gfx900
; Data naming symbols: relocations through section symbols and globals.
.text
f: s_nop 0
g: s_endpgm
.data
.long f, g + 4, ext
.quad g, ext + 8
.long .
.rodata
.long f
