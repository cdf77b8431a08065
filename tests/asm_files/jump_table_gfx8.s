; mcpu: fiji
; A jump table in .rodata: offsets of the cases from the table.
.text
  s_getpc_b64 s[2:3]
  s_add_u32 s2, s2, jt@rel32@lo+4
  s_addc_u32 s3, s3, jt@rel32@hi+12
  s_lshl_b32 s4, s0, 2
  s_load_dword s5, s[2:3], 0x0
  s_waitcnt lgkmcnt(0)
  s_setpc_b64 s[2:3]
case0: s_mov_b32 s1, 10
  s_endpgm
case1: s_mov_b32 s1, 20
  s_endpgm
case2: s_mov_b32 s1, 30
  s_endpgm
.rodata
.p2align 2
jt:
  .long case0 - jt_base, case1 - jt_base, case2 - jt_base
jt_base = case0
.quad case1
.long case2
