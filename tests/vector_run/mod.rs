//! Runs a short vector program on every engine (the interpreter, the JIT
//! with everything compiled, and both in lockstep) from a wave `init`
//! prepares; every run must end the same way with the same wave, which is
//! returned for the test to check against its hand-derived values.

#![allow(dead_code)]

use gcnjit::engine::{self, Engine};
use gcnjit::{Arch, Limits, Opcode, Program, Status, Wave};

const ENGINES: [Engine; 3] = [Engine::Interp, Engine::Jit { threshold: 0 }, Engine::Both];

/// Runs `body` then `s_endpgm`; returns the wave and how the runs ended.
pub fn run_all(arch: Arch, body: &str, init: impl Fn(&mut Wave)) -> (Wave, Status) {
    let p = Program::from_asm(arch, &format!("{body}\ns_endpgm"), 0).unwrap();
    let mut first: Option<(Wave, Status)> = None;
    for e in ENGINES {
        let mut w = Wave::new(arch);
        init(&mut w);
        let o = engine::run(e, &p, &mut w, &Limits::default());
        match &first {
            Some((f, s)) => {
                assert_eq!(f, &w, "{e:?}: {body}");
                assert_eq!(s, &o.status, "{e:?}: {body}");
            }
            None => first = Some((w, o.status)),
        }
    }
    first.unwrap()
}

/// [`run_all`] that must end at `s_endpgm`.
pub fn run_ok(arch: Arch, body: &str, init: impl Fn(&mut Wave)) -> Wave {
    let (w, s) = run_all(arch, body, init);
    assert_eq!(s, Status::Endpgm, "{body}");
    w
}

/// Sets VGPR `r` of every lane to `f(lane)`.
pub fn lanes(w: &mut Wave, r: usize, f: impl Fn(usize) -> u32) {
    for l in 0..64 {
        w.vgpr.set(r, l, f(l));
    }
}

/// The generations that have mnemonic `m`, for tests that run a row on
/// each of them; a mnemonic on no generation (a typo in a test's table)
/// fails.
pub fn arches_of(m: &str) -> Vec<Arch> {
    let a: Vec<Arch> = Arch::ALL
        .into_iter()
        .filter(|&a| Opcode::from_mnemonic_on(a, m).is_some())
        .collect();
    assert!(!a.is_empty(), "{m} is on no generation");
    a
}
