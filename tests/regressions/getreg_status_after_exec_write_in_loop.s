// interp vs Jit { threshold: 0 } on gfx8 (seed 0xbe1e08c472841509, 5 instructions, shrunk from 24)
// s30: 0x00000002 vs 0x00000003
// reproduce: gcnjit run getreg_status_after_exec_write_in_loop.s --arch gfx8 --state getreg_status_after_exec_write_in_loop.json --max-steps 2000 --engine both --json
    s_getreg_b32 s30, hwreg(HW_REG_STATUS, 9, 16)
    s_orn2_saveexec_b64 s[74:75], 0
    s_add_i32 s46, 0, -1
    s_cmp_lg_u32 s46, 0
    s_cbranch_scc1 65531
