; mcpu: bonaire
; Labels, label differences and forward references in data and operands.
start:
  s_mov_b32 s0, 1
middle:
  s_add_u32 s0, s0, 2
  s_mov_b32 s1, end - start
  s_mov_b32 s2, middle - start
  s_cbranch_scc0 end
  s_branch middle
end:
  s_endpgm
.data
.long end - start, middle - start, (end - middle) * 2
.byte end - start
.short end - middle
