// interp vs Jit { threshold: 0 } on gfx6 (seed 0x9e3779b97f4a7dfd, 4 instructions, shrunk from 53)
// status: error step_limit at 0x0 (step limit of 2000 instructions reached) vs error step_limit at 0x4 (step limit of 2000 instructions reached); steps: 2000 vs 2001; pc: 0x0 vs 0x4
// reproduce: gcnjit run step_limit_after_fallback_loop.s --arch gfx6 --state step_limit_after_fallback_loop.json --max-steps 2000 --engine both --json
    s_buffer_load_dwordx4 s[28:31], s[24:27], 0x16
    s_add_i32 s42, s42, 0
    s_cmp_lg_u32 s42, 0
    s_cbranch_scc1 65532
