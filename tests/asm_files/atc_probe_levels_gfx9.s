; mcpu: gfx900
; Probe levels above 7: llvm-mc 14 keeps the low 7 bits (the SDATA field).
s_atc_probe 7, s[0:1], 0
s_atc_probe 8, s[0:1], 0
s_atc_probe 9, s[0:1], 0x10
s_atc_probe 64, s[2:3], 0
s_atc_probe 0x7f, s[0:1], 0
s_atc_probe 128, s[0:1], 0
s_atc_probe -1, s[0:1], 0
s_atc_probe 0x100000003, s[0:1], 0
s_atc_probe_buffer 15, s[0:3], s4
s_atc_probe_buffer 255, s[4:7], 0
s_endpgm
