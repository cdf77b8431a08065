// Hardware-register traffic: every iteration writes and reads MODE bits with
// s_setreg/s_getreg, which run in the interpreter under every engine.
// in:  s0 = iterations (> 0)
// out: s4 = checksum, s2 = last LCG state
    s_mov_b32 s2, 5
    s_mov_b32 s4, 0
loop:
    s_mul_i32 s2, s2, 0x19660d
    s_add_u32 s2, s2, 0x3c6ef35f
    s_lshr_b32 s3, s2, 24
    s_setreg_b32 hwreg(HW_REG_MODE, 0, 8), s3
    s_getreg_b32 s5, hwreg(HW_REG_MODE, 2, 4)
    s_add_u32 s4, s4, s5
    s_setreg_imm32_b32 hwreg(HW_REG_TRAPSTS, 0, 16), 0x1234
    s_getreg_b32 s5, hwreg(HW_REG_TRAPSTS, 4, 8)
    s_add_u32 s4, s4, s5
    s_add_i32 s0, s0, -1
    s_cmp_lg_u32 s0, 0
    s_cbranch_scc1 loop
    s_endpgm
