//! If-conversion: a conditional branch over a short block of pure arithmetic
//! (a triangle), or to one of two that meet again (a diamond), is compiled
//! as straight-line code with selects. The results, the step
//! counts and the exact step limits must stay those of the interpreter.

mod common;

use common::{assert_limits_match, clif, ISQRT};
use gcnjit::jit::Jit;
use gcnjit::{Arch, Limits, Program, Wave};

fn jit(p: &Program) -> Jit {
    common::eager_jit(p)
}

#[test]
fn skipped_block_becomes_selects() {
    let p = Program::from_asm(Arch::Gfx9, ISQRT, 0).unwrap();
    let j = jit(&p);
    let mut w = Wave::new(Arch::Gfx9);
    w.state.sgpr[4] = 1_000_000;
    let out = j.run(&mut w, &Limits::default());
    // isqrt(1e6) = 1000, worked by hand: 1000^2 = 1e6 exactly, remainder 0.
    assert_eq!((w.state.sgpr[5], w.state.sgpr[4]), (1000, 0));
    assert_eq!(j.stats().interp_steps, 0, "{out:?}");
    let clif = clif(&j);
    assert!(clif.contains("select"), "no select in\n{clif}");
}

#[test]
fn every_step_limit_matches_the_interpreter() {
    let p = Program::from_asm(Arch::Gfx9, ISQRT, 0).unwrap();
    for value in [0u32, 1, 2, 99, 0xFFFF_FFFF, 0x8000_0000] {
        let mut start = Wave::new(Arch::Gfx9);
        start.state.sgpr[4] = value;
        assert_limits_match(&p, &start, u64::MAX);
    }
}

/// One Collatz step on s[2:3] per iteration, s0 times: the odd and even
/// sides of `s_bitcmp1_b32` are two short blocks that meet again (a diamond).
const COLLATZ_STEPS: &str = "
step:
    s_bitcmp1_b32 s2, 0
    s_cbranch_scc1 odd
    s_lshr_b64 s[2:3], s[2:3], 1
    s_branch next
odd:
    s_lshl_b64 s[4:5], s[2:3], 1
    s_add_u32 s2, s2, s4
    s_addc_u32 s3, s3, s5
    s_add_u32 s2, s2, 1
    s_addc_u32 s3, s3, 0
next:
    s_sub_u32 s0, s0, 1
    s_cmp_lg_u32 s0, 0
    s_cbranch_scc1 step
    s_endpgm
";

#[test]
fn diamond_becomes_selects() {
    let p = Program::from_asm(Arch::Gfx9, COLLATZ_STEPS, 0).unwrap();
    let j = jit(&p);
    let mut w = Wave::new(Arch::Gfx9);
    // 27 -> 82 -> 41 -> 124 -> 62 -> 31 (five steps, by hand).
    w.state.sgpr[0] = 5;
    w.state.sgpr[2] = 27;
    let out = j.run(&mut w, &Limits::default());
    assert_eq!((w.state.sgpr[2], w.state.sgpr[3]), (31, 0), "{out:?}");
    // Odd steps (27, 41) run 2 + 5 + 3 instructions, even steps (82, 124,
    // 62) 2 + 2 + 3, then s_endpgm.
    assert_eq!(out.steps, 2 * 10 + 3 * 7 + 1);
    assert_eq!(j.stats().interp_steps, 0, "{out:?}");
    let clif = clif(&j);
    assert!(clif.contains("select"), "no select in\n{clif}");
}

#[test]
fn diamond_matches_the_interpreter_at_every_step_limit() {
    let p = Program::from_asm(Arch::Gfx9, COLLATZ_STEPS, 0).unwrap();
    // Values whose first steps take both sides, carry between halves
    // (0xAAAAAAAB: 3x + 1 = 0x2_00000002) or wrap at 2^64 (all ones).
    for (x, n) in [(27u64, 6u32), (0xAAAA_AAAB, 3), (u64::MAX, 2), (1, 1)] {
        let mut start = Wave::new(Arch::Gfx9);
        start.state.sgpr[0] = n;
        start.state.sgpr[2] = x as u32;
        start.state.sgpr[3] = (x >> 32) as u32;
        assert_limits_match(&p, &start, u64::MAX);
    }
}
