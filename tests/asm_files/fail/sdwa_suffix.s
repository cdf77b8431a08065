; mcpu: gfx900
; error: 4:1: sdwa
; llvm-mc: sdwa variant of this instruction is not supported
s_add_u32_sdwa s0, s1, s2
