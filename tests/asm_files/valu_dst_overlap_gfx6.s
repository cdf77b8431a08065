; mcpu: tahiti
; A VOP3 destination may overlap its sources (clang's `v_lshl_b64 v[0:1],
; v[0:1], 2`); only v_qsad/v_mqsad refuse it (see fail/qsad_dst_overlap.s).
.text
  v_lshl_b64 v[0:1], v[0:1], 2
  v_lshr_b64 v[2:3], v[2:3], v4
  v_ashr_i64 v[4:5], v[4:5], 31
  s_endpgm
