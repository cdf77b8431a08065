; mcpu: bonaire
; error: 4:1: .cfi_sections
; llvm-mc: accepts (with .cfi_startproc, writes a .debug_frame section)
.cfi_sections .debug_frame
f:
s_setpc_b64 s[30:31]
