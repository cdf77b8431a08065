//! The run loop's contract: exact step limits (also in the middle of a
//! compare-and-branch pair the loop runs as one dispatch), and `step` agreeing
//! with `run` instruction by instruction.

mod common;
use common::*;
use gcnjit::isa::{Arch, Instruction, Opcode::*};
use gcnjit::{engine, interp, ErrorKind, Limits, Program, Status, Wave};

/// s0 = 5; loop: s_sub_u32 s0, s0, 1 / s_cmpk_lg_u32 s0, 0 / s_cbranch_scc1 loop;
/// s_endpgm. 16 instructions complete.
fn countdown(a: Arch) -> Program {
    let v: Vec<Instruction> = vec![
        sop2(a, S_SUB_U32, 0, 0, ic(1)),
        sopk(a, S_CMPK_LG_U32, 0, 0),
        sopp(a, S_CBRANCH_SCC1, -3),
        sopp(a, S_ENDPGM, 0),
    ];
    program(a, &v)
}

fn limited(e: engine::Engine, p: &Program, max: u64) -> (gcnjit::Outcome, Wave) {
    let mut w = Wave::new(p.arch);
    w.state.sgpr[0] = 5;
    let out = engine::run(e, p, &mut w, &Limits { max_steps: max });
    (out, w)
}

matrix!(step_limit_inside_a_compare_branch_pair, all, |a, e| {
    let p = countdown(a);
    // After s_sub and s_cmpk: stopped on the branch at 8 with s0 = 4, SCC = 1.
    let (out, w) = limited(e, &p, 2);
    match out.status {
        Status::Error(err) => assert_eq!((err.kind, err.pc), (ErrorKind::StepLimit, 8)),
        s => panic!("{s:?}"),
    }
    assert_eq!(out.steps, 2);
    assert_eq!((w.state.sgpr[0], w.state.scc, w.state.pc), (4, 1, 8));
    // One more: the branch went back to 0.
    let (out, w) = limited(e, &p, 3);
    assert_eq!(out.steps, 3);
    assert_eq!(w.state.pc, 0);
    // Exactly enough.
    let (out, w) = limited(e, &p, 16);
    assert_eq!(
        (out.status, out.steps, w.state.pc),
        (Status::Endpgm, 16, 12)
    );
    let (out, _) = limited(e, &p, 15);
    assert_eq!(out.steps, 15);
    assert!(
        matches!(out.status, Status::Error(ref x) if x.kind == ErrorKind::StepLimit && x.pc == 12)
    );
});

matrix!(every_step_limit_matches_single_steps, all, |a, e| {
    let p = countdown(a);
    for max in 0..=16u64 {
        let (out, w) = limited(e, &p, max);
        let mut s = Wave::new(a);
        s.state.sgpr[0] = 5;
        let mut k = 0;
        while k < max {
            match interp::step(&p, &mut s, k) {
                None => k += 1,
                Some(_) => {
                    k += 1;
                    break;
                }
            }
        }
        assert_eq!(out.steps, k.min(16), "max {max}");
        assert_eq!(w.state, s.state, "max {max}");
    }
});

matrix!(step_reports_faults_without_moving, all, |a, _e| {
    let p = program(a, &[sopp(a, S_NOP, 0)]);
    let mut w = Wave::new(a);
    assert_eq!(interp::step(&p, &mut w, 0), None);
    assert_eq!(w.state.pc, 4);
    match interp::step(&p, &mut w, 1) {
        Some(Status::Error(e)) => assert_eq!((e.kind, e.pc), (ErrorKind::PcOutOfRange, 4)),
        s => panic!("{s:?}"),
    }
    assert_eq!(w.state.pc, 4);
    // v_interp_mov_f32 v0, p10, attr0.x (VINTRP): graphics-only, not executed.
    let vintrp = if a >= Arch::Gfx8 {
        0xd402_0000
    } else {
        0xc802_0000
    };
    let p = Program::new(a, 0, vec![vintrp]);
    let mut w = Wave::new(a);
    match interp::step(&p, &mut w, 0) {
        Some(Status::Error(e)) => assert_eq!((e.kind, e.pc), (ErrorKind::Unsupported, 0)),
        s => panic!("{s:?}"),
    }
    assert_eq!(w.state.pc, 0);
    // Top bits 111111 start no encoding of any generation.
    let p = Program::new(a, 0, vec![0xfc00_0000]);
    let mut w = Wave::new(a);
    match interp::step(&p, &mut w, 0) {
        Some(Status::Error(e)) => assert_eq!((e.kind, e.pc), (ErrorKind::Decode, 0)),
        s => panic!("{s:?}"),
    }
    assert_eq!(w.state.pc, 0);
});

matrix!(run_from_a_nonzero_base, all, |a, e| {
    // s_branch +1 over an s_mov, loaded at 0x400.
    let words = gcnjit::isa::encode_all(&[
        sopp(a, S_BRANCH, 1),
        sop1(a, S_MOV_B32, 0, ic(1)),
        sopp(a, S_ENDPGM, 0),
    ])
    .unwrap();
    let p = Program::new(a, 0x400, words);
    let mut w = Wave::new(a);
    w.state.pc = 0x400;
    let out = engine::run(e, &p, &mut w, &Limits::default());
    assert_eq!(
        (out.status, out.steps, w.state.pc),
        (Status::Endpgm, 2, 0x408)
    );
    assert_eq!(w.state.sgpr[0], 0);
});
