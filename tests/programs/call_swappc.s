// Call and return through s_getpc_b64 / s_swappc_b64 / s_setpc_b64.
// 0x00 mov, 0x04 getpc (s[12:13] = 0x08), 0x08 +0x14 -> func at 0x1c,
// 0x10 swappc (return address 0x14), func doubles s10 and returns.
// arch: gfx6 gfx7 gfx8 gfx9
// expect: end=endpgm steps=9 pc=0x18
// expect: s10=11 s[12:13]=0x1c s[30:31]=0x14 scc=0
  s_mov_b32 s10, 5
  s_getpc_b64 s[12:13]
  s_add_u32 s12, s12, 0x14
  s_addc_u32 s13, s13, 0
  s_swappc_b64 s[30:31], s[12:13]
  s_add_u32 s10, s10, 1
  s_endpgm
func:
  s_lshl_b32 s10, s10, 1
  s_setpc_b64 s[30:31]
