; mcpu: hawaii
; error: 5:26: v[0:1]
; llvm-mc: destination must be different than all sources
.text
v_qsad_pk_u16_u8 v[0:1], v[0:1], v2, v[4:5]
