; mcpu: bonaire
; A call through s_getpc_b64 + @rel32: relocations against the callee.
.text
.globl kernel
kernel:
  s_getpc_b64 s[4:5]
  s_add_u32 s4, s4, callee@rel32@lo+4
  s_addc_u32 s5, s5, callee@rel32@hi+12
  s_swappc_b64 s[30:31], s[4:5]
  s_getpc_b64 s[6:7]
  s_add_u32 s6, s6, ext_fn@rel32@lo+4
  s_addc_u32 s7, s7, ext_fn@rel32@hi+12
  s_swappc_b64 s[30:31], s[6:7]
  s_endpgm
.p2align 8
callee:
  s_add_u32 s0, s0, 1
  s_setpc_b64 s[30:31]
