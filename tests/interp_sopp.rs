//! SOPP semantics, fork/join and traps: hand-derived expected values from
//! docs/semantics.md §5, §8.

mod common;
use common::*;
use gcnjit::isa::{Arch, Opcode::*};
use gcnjit::state::hwreg::{MODE, STATUS};
use gcnjit::state::Message;
use gcnjit::{ErrorKind, Status};

matrix!(s_branch_and_scc_branches, all, |a, e| {
    // Each taken branch skips the s_mov at 4.
    for (op, scc) in [(S_BRANCH, 0), (S_CBRANCH_SCC0, 0), (S_CBRANCH_SCC1, 1)] {
        Case::new(a, e)
            .scc(scc)
            .i(sopp(a, op, 1))
            .i(sop1(a, S_MOV_B32, 0, ic(1)))
            .check_steps(2);
    }
    for (op, scc) in [(S_CBRANCH_SCC0, 1), (S_CBRANCH_SCC1, 0)] {
        Case::new(a, e)
            .scc(scc)
            .i(sopp(a, op, 1))
            .i(sop1(a, S_MOV_B32, 0, ic(1)))
            .want_s(0, 1)
            .check();
    }
});
matrix!(s_cbranch_vcc_exec, all, |a, e| {
    let skip = |c: Case, op| {
        c.i(sopp(a, op, 1))
            .i(sop1(a, S_MOV_B32, 0, ic(1)))
            .check_steps(2)
    };
    let fall = |c: Case, op| {
        c.i(sopp(a, op, 1))
            .i(sop1(a, S_MOV_B32, 0, ic(1)))
            .want_s(0, 1)
            .check()
    };
    skip(Case::new(a, e), S_CBRANCH_VCCZ);
    fall(Case::new(a, e).s(VCC + 1, 1), S_CBRANCH_VCCZ);
    skip(Case::new(a, e).s(VCC + 1, 1), S_CBRANCH_VCCNZ);
    fall(Case::new(a, e), S_CBRANCH_VCCNZ);
    skip(Case::new(a, e), S_CBRANCH_EXECZ);
    fall(Case::new(a, e).s(EXEC + 1, 0x8000_0000), S_CBRANCH_EXECZ);
    skip(Case::new(a, e).s(EXEC, 1), S_CBRANCH_EXECNZ);
    fall(Case::new(a, e), S_CBRANCH_EXECNZ);
});
matrix!(s_cbranch_cdbg, all, |a, e| {
    let (user, sys) = (1u32 << 20, 1u32 << 21);
    let run = |status: u32, op, taken: bool| {
        let c =
            Case::new(a, e)
                .hw(STATUS, status)
                .i(sopp(a, op, 1))
                .i(sop1(a, S_MOV_B32, 0, ic(1)));
        if taken {
            c.check_steps(2)
        } else {
            c.want_s(0, 1).check()
        }
    };
    run(sys, S_CBRANCH_CDBGSYS, true);
    run(user, S_CBRANCH_CDBGSYS, false);
    run(user, S_CBRANCH_CDBGUSER, true);
    run(sys, S_CBRANCH_CDBGUSER, false);
    run(user, S_CBRANCH_CDBGSYS_OR_USER, true);
    run(0, S_CBRANCH_CDBGSYS_OR_USER, false);
    run(user | sys, S_CBRANCH_CDBGSYS_AND_USER, true);
    run(user, S_CBRANCH_CDBGSYS_AND_USER, false);
});
matrix!(backward_branch_loop, all, |a, e| {
    // s0 counts 5 down to 0: (s_sub, s_cmp, s_cbranch) x5, then s_endpgm.
    Case::new(a, e)
        .s(0, 5)
        .i(sop2(a, S_SUB_U32, 0, 0, ic(1)))
        .i(sopk(a, S_CMPK_LG_U32, 0, 0))
        .i(sopp(a, S_CBRANCH_SCC1, -3))
        .want_s(0, 0)
        .want_scc(0)
        .check_steps(16);
});
matrix!(no_op_instructions, all, |a, e| {
    let mut c = Case::new(a, e).scc(1).s(M0, 3);
    for op in [
        S_NOP,
        S_BARRIER,
        S_WAITCNT,
        S_SLEEP,
        S_ICACHE_INV,
        S_INCPERFLEVEL,
        S_DECPERFLEVEL,
        S_TTRACEDATA,
        S_SETKILL,
    ] {
        c = c.i(sopp(a, op, 0));
    }
    if a >= Arch::Gfx8 {
        c = c.i(sopp(a, S_WAKEUP, 0));
    }
    c.check();
});
matrix!(s_endpgm_variants, all, |a, e| {
    Case::new(a, e)
        .i(sopp(a, S_NOP, 0))
        .i(sopp(a, S_SETKILL, 1))
        .i(sopp(a, S_NOP, 0))
        .check_end(Status::Endpgm, 4, 2);
    if a >= Arch::Gfx8 {
        Case::new(a, e)
            .i(sopp(a, S_ENDPGM_SAVED, 0))
            .check_end(Status::Endpgm, 0, 1);
    }
    if a == Arch::Gfx9 {
        Case::new(a, e)
            .i(sopp(a, S_ENDPGM_ORDERED_PS_DONE, 0))
            .check_end(Status::Endpgm, 0, 1);
    }
});
matrix!(s_sethalt_and_setprio, all, |a, e| {
    Case::new(a, e)
        .i(sopp(a, S_SETPRIO, 3))
        .i(sopp(a, S_SETHALT, 0))
        .want_hw(STATUS, 3 << 3)
        .check();
    Case::new(a, e)
        .i(sopp(a, S_NOP, 0))
        .i(sopp(a, S_SETHALT, 1))
        .want_hw(STATUS, 1 << 13)
        .check_end(Status::Halted, 4, 2);
});
matrix!(s_sendmsg_logs, all, |a, e| {
    Case::new(a, e)
        .s(M0, 0x42)
        .i(sopp(a, S_SENDMSG, 0x22))
        .i(sopp(a, S_SENDMSGHALT, 0x1))
        .want(|w| {
            w.messages.push(Message {
                pc: 0,
                simm16: 0x22,
                m0: 0x42,
            });
            w.messages.push(Message {
                pc: 4,
                simm16: 0x1,
                m0: 0x42,
            });
        })
        .check_end(Status::Halted, 4, 2);
});
matrix!(s_set_gpr_idx_mode_off, gfx8plus, |a, e| {
    Case::new(a, e)
        .s(M0, 0xFFFF_FFFF)
        .hw(MODE, 1 << 27)
        .i(sopp(a, S_SET_GPR_IDX_MODE, 0x5))
        .i(sopp(a, S_SET_GPR_IDX_OFF, 0))
        .want_s(M0, 0xFFFF_5FFF)
        .want_hw(MODE, 0)
        .check();
});

matrix!(s_trap_disabled_is_a_nop, all, |a, e| {
    Case::new(a, e).i(sopp(a, S_TRAP, 2)).check();
});
matrix!(s_trap_without_handler_faults, all, |a, e| {
    Case::new(a, e)
        .hw(STATUS, 1 << 6)
        .i(sopp(a, S_NOP, 0))
        .i(sopp(a, S_TRAP, 2))
        .check_fault(ErrorKind::Trap, 4, 1);
});
matrix!(s_trap_with_handler_and_rfe, all, |a, e| {
    let t0 = a.ttmp_base();
    // 0x00 s_trap 2; 0x04 s_mov_b32 s1, 1; 0x08 s_branch over the handler to the
    // s_endpgm that Case appends at 0x28; the handler is at TBA = 0x10.
    Case::new(a, e)
        .hw(STATUS, 1 << 6)
        .init(|w| w.state.set_tba(0x10))
        .i(sopp(a, S_TRAP, 2)) // 0x00
        .i(sop1(a, S_MOV_B32, 1, ic(1))) // 0x04
        .i(sopp(a, S_BRANCH, 7)) // 0x08 -> 0x28 (the s_endpgm)
        .i(sopp(a, S_NOP, 0)) // 0x0c
        .i(sop1(a, S_MOV_B32, 2, ic(5))) // 0x10 handler
        .i(sop2(a, S_ADD_U32, t0, t0, ic(4))) // 0x14 return past the s_trap
        .i(lit(sop2(a, S_AND_B32, t0 + 1, t0 + 1, LIT), 0xFFFF)) // 0x18 drop the trap id
        .i(sop1(a, S_RFE_B64, 0, t0)) // 0x20
        .i(sopp(a, S_NOP, 0)) // 0x24
        .want_s(1, 1)
        .want_s(2, 5)
        .want_s(t0, 4)
        .want_s(t0 + 1, 0)
        .want_scc(0)
        .check_steps(8);
});

/// The fork/join nest of docs/semantics.md §8 with `fork` as its forking instruction:
/// 0x00 s_getreg_b32 s12, hwreg(MODE, 29, 3)   saved CSP
/// 0x04 <fork> s[10:11] -> 0x10
/// 0x08 s_or_b32 s20, s20, exec_lo             not-taken path
/// 0x0c s_branch 0x14
/// 0x10 s_or_b32 s21, s21, exec_lo             taken path
/// 0x14 s_cbranch_join s12
/// 0x18 s_endpgm
fn nest(a: Arch, g_fork: bool) -> Vec<gcnjit::Instruction> {
    let fork = if g_fork {
        sop2(a, S_CBRANCH_G_FORK, 0, 10, 14)
    } else {
        sopk(a, S_CBRANCH_I_FORK, 10, 2)
    };
    vec![
        sopk(a, S_GETREG_B32, 12, 1 | 29 << 6 | 2 << 11),
        fork,
        sop2(a, S_OR_B32, 20, 20, EXEC),
        sopp(a, S_BRANCH, 1),
        sop2(a, S_OR_B32, 21, 21, EXEC),
        sop1(a, S_CBRANCH_JOIN, 0, 12),
    ]
}

fn fork_case(a: Arch, e: gcnjit::engine::Engine, g: bool, mask: u64) -> Case {
    let mut c = Case::new(a, e).s64(EXEC, 0xF).s64(10, mask).s64(14, 0x10);
    for i in nest(a, g) {
        c = c.i(i);
    }
    c
}

matrix!(fork_join_fail_side_smaller, all, |a, e| {
    for g in [false, true] {
        // pass = 0x7, fail = 0x8: run the fail side first, push (pass, target).
        fork_case(a, e, g, 0x7)
            .want_s64(0, 0x7)
            .want_s64(2, 0x10)
            .want_s64(EXEC, 0x7)
            .want_s(20, 0x8)
            .want_s(21, 0x7)
            .want_scc(1)
            .check_steps(8);
    }
});
matrix!(fork_join_pass_side_smaller, all, |a, e| {
    for g in [false, true] {
        // pass = 0x1, fail = 0xE: run the pass side first, push (fail, next).
        fork_case(a, e, g, 0x1)
            .want_s64(0, 0xE)
            .want_s64(2, 0x8)
            .want_s64(EXEC, 0xE)
            .want_s(20, 0xE)
            .want_s(21, 0x1)
            .want_scc(1)
            .check_steps(8);
    }
});
matrix!(fork_uniform_masks_do_not_push, all, |a, e| {
    for g in [false, true] {
        fork_case(a, e, g, 0xFF)
            .want_s(21, 0xF)
            .want_scc(1)
            .check_steps(5);
        fork_case(a, e, g, 0)
            .want_s(20, 0xF)
            .want_scc(1)
            .check_steps(6);
    }
});
