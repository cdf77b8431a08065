//! Hardware-register instructions inside compiled code: the interpreter runs
//! them in place, between a store of every register the code holds and a
//! reload, so the loop around them stays one region. Expected values are
//! worked out by hand (docs/semantics.md §2: MODE is writable, STATUS bits 0 SCC,
//! 5 PRIV, 9 EXECZ, 10 VCCZ); every run must also equal the interpreter's at
//! every step limit.

mod common;

use common::run_checked;
use gcnjit::state::hwreg;
use gcnjit::{Arch, Status, Wave};

fn run(src: &str, start: &Wave) -> (Wave, gcnjit::jit::Stats) {
    let (o, w, j) = run_checked(src, start, u64::MAX);
    assert_eq!(o.status, Status::Endpgm);
    (w, j.stats())
}

#[test]
fn getreg_result_is_read_by_the_next_instruction() {
    // Each iteration writes i into MODE[3:0] and reads MODE[3:2] back into
    // s5, then adds it to s6: i = 1..=6 gives i >> 2 = 0,0,0,1,1,1: s6 = 3.
    let src = "
        s_mov_b32 s1, 0
        s_mov_b32 s6, 0
    loop:
        s_add_u32 s1, s1, 1
        s_setreg_b32 hwreg(HW_REG_MODE, 0, 4), s1
        s_getreg_b32 s5, hwreg(HW_REG_MODE, 2, 2)
        s_add_u32 s6, s6, s5
        s_cmp_lt_u32 s1, 6
        s_cbranch_scc1 loop
        s_endpgm
    ";
    let (w, s) = run(src, &Wave::new(Arch::Gfx9));
    assert_eq!((w.state.sgpr[6], w.state.hwreg[hwreg::MODE] & 0xF), (3, 6));
    // One region for the whole run; every setreg/getreg interpreted.
    assert_eq!((s.region_entries, s.interp_steps), (1, 12), "{s:?}");
}

#[test]
fn getreg_of_status_sees_scc_and_exec_written_by_compiled_code() {
    // SCC = 1 from the compare, EXEC = 0 from the move: STATUS reads back
    // SCC in bit 0 and EXECZ in bit 9.
    let src = "
        s_cmp_eq_u32 s0, s0
        s_mov_b64 exec, 0
        s_getreg_b32 s2, hwreg(HW_REG_STATUS, 0, 1)
        s_getreg_b32 s3, hwreg(HW_REG_STATUS, 9, 1)
        s_endpgm
    ";
    let mut start = Wave::new(Arch::Gfx9);
    start.state.sgpr[126] = 0xFFFF_FFFF;
    let (w, _) = run(src, &start);
    assert_eq!((w.state.sgpr[2], w.state.sgpr[3]), (1, 1));
}

#[test]
fn setreg_of_status_scc_steers_the_next_branch() {
    // With STATUS.PRIV set, writing STATUS[0] sets SCC: the branch is taken
    // and s4 stays 0; without privilege the write is ignored, SCC stays 0
    // (from the compare) and s4 = 1.
    let src = "
        s_cmp_eq_u32 s0, 1
        s_setreg_imm32_b32 hwreg(HW_REG_STATUS, 0, 1), 1
        s_cbranch_scc1 skip
        s_mov_b32 s4, 1
    skip:
        s_endpgm
    ";
    for (privileged, s4) in [(true, 0), (false, 1)] {
        let mut start = Wave::new(Arch::Gfx9);
        if privileged {
            start.state.hwreg[hwreg::STATUS] |= hwreg::STATUS_PRIV;
        }
        let (w, _) = run(src, &start);
        assert_eq!(w.state.sgpr[4], s4, "privileged {privileged}");
    }
}

#[test]
fn getreg_sees_a_write_lowered_after_it_that_runs_before_it() {
    // EXEC is cleared (implicitly, by s_and_saveexec_b64 with 0) after the
    // getreg in program order, so before it from the second iteration on
    // (through the back edge): EXECZ reads 0, 1, 1 and s3 = 2.
    let src = "
        s_mov_b32 s1, 0
        s_mov_b32 s3, 0
    loop:
        s_getreg_b32 s2, hwreg(HW_REG_STATUS, 9, 1)
        s_add_u32 s3, s3, s2
        s_and_saveexec_b64 s[10:11], 0
        s_add_u32 s1, s1, 1
        s_cmp_lt_u32 s1, 3
        s_cbranch_scc1 loop
        s_endpgm
    ";
    let mut start = Wave::new(Arch::Gfx9);
    start.state.sgpr[126] = 0xFFFF_FFFF;
    let (w, _) = run(src, &start);
    assert_eq!(w.state.sgpr[3], 2);
}
