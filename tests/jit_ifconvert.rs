//! If-conversion: a conditional branch over a short block of pure arithmetic
//! is compiled as straight-line code with selects. The results, the step
//! counts and the exact step limits must stay those of the interpreter.

use gcnjit::jit::{Jit, JitOptions};
use gcnjit::{interp, Arch, Limits, Program, Wave};

/// Integer square root of s4 (bit by bit): the inner `s_cbranch_scc0 skip`
/// jumps over two instructions, the shape that is if-converted.
const ISQRT: &str = "
    s_mov_b32 s5, 0
    s_mov_b32 s6, 0x40000000
step:
    s_add_u32 s7, s5, s6
    s_lshr_b32 s5, s5, 1
    s_cmp_ge_u32 s4, s7
    s_cbranch_scc0 skip
    s_sub_u32 s4, s4, s7
    s_add_u32 s5, s5, s6
skip:
    s_lshr_b32 s6, s6, 2
    s_cmp_lg_u32 s6, 0
    s_cbranch_scc1 step
    s_endpgm
";

fn jit(p: &Program) -> Jit {
    Jit::new(
        p,
        JitOptions {
            threshold: 0,
            verify: true,
            keep_clif: true,
            ..JitOptions::default()
        },
    )
    .expect("host JIT")
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
    let clif: String = j.clif().into_iter().map(|(_, t)| t).collect();
    assert!(clif.contains("select"), "no select in\n{clif}");
}

#[test]
fn every_step_limit_matches_the_interpreter() {
    let p = Program::from_asm(Arch::Gfx9, ISQRT, 0).unwrap();
    for value in [0u32, 1, 2, 99, 0xFFFF_FFFF, 0x8000_0000] {
        let mut start = Wave::new(Arch::Gfx9);
        start.state.sgpr[4] = value;
        let mut full = start.clone();
        let total = interp::run(&p, &mut full, &Limits::default()).steps;
        for max in 0..=total + 1 {
            let limits = Limits { max_steps: max };
            let (mut a, mut b) = (start.clone(), start.clone());
            let oa = interp::run(&p, &mut a, &limits);
            let ob = jit(&p).run(&mut b, &limits);
            assert_eq!((&oa, &a), (&ob, &b), "value {value:#x}, max_steps {max}");
        }
    }
}
