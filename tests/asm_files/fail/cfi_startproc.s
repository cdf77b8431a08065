; mcpu: fiji
; error: 5:1: .cfi_startproc
; llvm-mc: accepts (writes an .eh_frame section, which gcnjit does not produce)
f:
.cfi_startproc
s_setpc_b64 s[30:31]
.cfi_endproc
