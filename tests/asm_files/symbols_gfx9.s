; mcpu: gfx900
; Symbol attributes: binding, type, size, visibility, .ident, .file.
.file "symbols.s"
.globl func
.type func, @function
func:
  s_nop 0
  s_setpc_b64 s[30:31]
.Lfunc_end:
.size func, .Lfunc_end - func
.weak wfunc
wfunc:
  s_endpgm
.local loc
loc:
.hidden hid
.globl hid
hid: s_nop 1
.protected prot
.global prot
prot: s_nop 2
.type obj, %object
.data
obj: .long 1
.size obj, 4
.globl extern_sym
.ident "gcnjit test"
