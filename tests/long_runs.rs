//! Straight runs longer than the interpreter's fast path can count in one
//! entry (65,535 instructions): every engine stops at the same step, with the
//! same status and pc, for step limits at and around the run boundaries.
//!
//! The expected outcome is derived by hand from the program's shape: `n`
//! straight instructions of `words` words each, then `s_endpgm`. With a limit
//! `m <= n` the wave stops with `step_limit` after `m` instructions at the
//! address of instruction `m`; with `m > n` the `s_endpgm` completes and the
//! run ends with `n + 1` steps at its address. Each straight instruction adds
//! one (or the literal) to s0, so s0 also counts the instructions that ran.

mod common;

use gcnjit::engine::{run_both_with, run_jit};
use gcnjit::isa::{encode_all, Arch, Instruction, Opcode};
use gcnjit::jit::{Jit, JitOptions};
use gcnjit::{interp, ErrorKind, Limits, Outcome, Program, Status, Wave};

/// The literal of the two-word form (not an inline constant's value).
const LITERAL: u32 = 0x1_0001;

/// `n` straight instructions: `s_add_u32 s0, s0, 1` (one word), or with a
/// literal (`s_add_u32 s0, s0, 0x10001`: two words), or
/// `s_nop 0` every `nop_every`-th instruction (which leaves s0 alone).
fn program(n: usize, literal: bool, nop_every: usize) -> (Program, u64) {
    let a = Arch::Gfx9;
    let mut add = Instruction::new(a, Opcode::S_ADD_U32);
    (add.sdst, add.ssrc0, add.ssrc1) = (0, 0, 129); // inline constant 1
    if literal {
        add.ssrc1 = 255;
        add.literal = LITERAL;
        add.fix_literal_flag();
    }
    let nop = Instruction::new(a, Opcode::S_NOP);
    let mut insts: Vec<Instruction> = (0..n)
        .map(|k| {
            if nop_every > 0 && k % nop_every == nop_every - 1 {
                nop
            } else {
                add
            }
        })
        .collect();
    insts.push(Instruction::new(a, Opcode::S_ENDPGM));
    let words = encode_all(&insts).expect("encodable");
    (Program::new(a, 0, words), if literal { 8 } else { 4 })
}

/// The outcome the shape of the program dictates, and s0 after it.
fn expected(n: u64, nop_every: u64, bytes: u64, m: u64) -> (Status, u64, u64, u32) {
    let ran = m.min(n);
    let nops = ran.checked_div(nop_every).unwrap_or(0);
    let per = if bytes == 8 { LITERAL } else { 1 };
    let s0 = ((ran - nops) as u32).wrapping_mul(per);
    if m > n {
        (Status::Endpgm, n + 1, n * bytes, s0)
    } else {
        let status = Status::Error(gcnjit::GuestError {
            kind: ErrorKind::StepLimit,
            pc: m * bytes,
            message: format!("step limit of {m} instructions reached"),
        });
        (status, m, m * bytes, s0)
    }
}

fn check(name: &str, n: usize, literal: bool, nop_every: usize, limits: &[u64]) {
    let (p, bytes) = program(n, literal, nop_every);
    let eager = Jit::new(
        &p,
        JitOptions {
            threshold: 0,
            ..JitOptions::default()
        },
    )
    .expect("jit");
    let tiered = Jit::new(&p, JitOptions::default()).expect("jit");
    let prepared = interp::Prepared::new(&p);
    for &m in limits {
        let lim = Limits { max_steps: m };
        let (status, steps, pc, s0) = expected(n as u64, nop_every as u64, bytes, m);
        let mut runs: Vec<(&str, Outcome, Wave)> = Vec::new();
        let mut go = |engine: &'static str, f: &dyn Fn(&mut Wave) -> Outcome| {
            let mut w = Wave::new(Arch::Gfx9);
            let o = f(&mut w);
            runs.push((engine, o, w));
        };
        go("interp", &|w| interp::run(&p, w, &lim));
        go("interp prepared", &|w| prepared.run(&p, w, &lim));
        go("interp reference", &|w| interp::run_reference(&p, w, &lim));
        go("jit threshold 0", &|w| eager.run(w, &lim));
        go("jit default", &|w| tiered.run(w, &lim));
        go("jit fresh", &|w| {
            run_jit(&p, w, &lim, JitOptions::default())
        });
        go("both", &|w| {
            gcnjit::engine::both_outcome(run_both_with(&eager, w, &lim))
        });
        for (engine, o, w) in runs {
            let at = format!("{name}, --max-steps {m}, {engine}");
            // The message is the engine's; status kind, pc and steps are checked.
            match (&o.status, &status) {
                (Status::Error(a), Status::Error(b)) => {
                    assert_eq!((a.kind, a.pc), (b.kind, b.pc), "{at}: {}", a.message)
                }
                (a, b) => assert_eq!(a, b, "{at}"),
            }
            assert_eq!(o.steps, steps, "{at}: steps");
            assert_eq!(w.state.pc, pc, "{at}: pc");
            assert_eq!(w.state.sgpr[0], s0, "{at}: s0");
        }
    }
}

/// Limits at and around the 65,535-instruction boundary, its multiples, and
/// the end of the program.
fn limits(n: u64) -> Vec<u64> {
    let mut v = vec![1, 2, 65_534, 65_535, 65_536, 65_537, 66_000, 70_000];
    for k in [2, 3, 15] {
        v.extend([k * 65_535 - 1, k * 65_535, k * 65_535 + 1]);
    }
    v.extend([n - 1, n, n + 1, n + 2, 1_000_000_000]);
    v.retain(|&m| m > 0 && m <= n + 2 || m == 1_000_000_000);
    v.sort();
    v.dedup();
    v
}

#[test]
fn seventy_thousand_nops_stop_at_the_limit() {
    // The shape of the original report: 70,000 `s_nop 0` and `s_endpgm`.
    check("70,000 s_nop", 70_000, false, 1, &limits(70_000));
}

#[test]
fn seventy_thousand_adds_stop_at_the_limit() {
    check("70,000 s_add_u32", 70_000, false, 0, &limits(70_000));
}

#[test]
fn seventy_thousand_two_word_adds_stop_at_the_limit() {
    check("70,000 s_add_u32 literal", 70_000, true, 0, &limits(70_000));
}

#[test]
fn a_million_straight_instructions_stop_at_the_limit() {
    check(
        "1,000,000 s_add_u32/s_nop",
        1_000_000,
        false,
        3,
        &limits(1_000_000),
    );
}
