//! The differential tester in `cargo test`: a fixed-seed run across the four
//! generations must find no mismatch, and a planted wrong lowering, or a
//! planted bug in the interpreter's fast path, must be found and shrunk to a
//! small program.

use gcnjit::difftest::fuzz::{fuzz, FuzzConfig};
use gcnjit::isa::{Arch, Opcode};
use gcnjit::jit::JitOptions;

#[test]
fn fixed_seed_run_finds_no_mismatch() {
    let cfg = FuzzConfig {
        arches: Arch::ALL.to_vec(),
        seed: 2024,
        count: 2_000,
        time: None,
        engines: FuzzConfig::default_engines(),
        max_failures: 3,
        jit: JitOptions {
            verify: true,
            ..JitOptions::default()
        },
        ..FuzzConfig::default()
    };
    let report = fuzz(&cfg, &|_| {});
    let msgs: Vec<String> = report
        .failures
        .iter()
        .map(|f| {
            format!(
                "{} seed {:#x}: {}\n{}",
                f.arch,
                f.seed,
                f.mismatch.detail,
                gcnjit::difftest::repro::case_asm(&f.shrunk)
            )
        })
        .collect();
    assert!(msgs.is_empty(), "{}", msgs.join("\n\n"));
    assert_eq!(report.passed, 2_000);
}

#[test]
fn planted_wrong_lowering_is_found_and_shrunk() {
    for op in [Opcode::S_ADD_U32, Opcode::S_XOR_B32, Opcode::S_LSHL_B64] {
        let cfg = FuzzConfig {
            arches: vec![Arch::Gfx9],
            seed: 99,
            count: 400,
            time: None,
            engines: vec![
                gcnjit::engine::Engine::Interp,
                gcnjit::engine::Engine::Jit { threshold: 0 },
            ],
            max_failures: 1,
            jit: JitOptions {
                sabotage: Some(op),
                ..JitOptions::default()
            },
            ..FuzzConfig::default()
        };
        let report = fuzz(&cfg, &|_| {});
        let f = report
            .failures
            .first()
            .unwrap_or_else(|| panic!("a wrong {} was not found", op.mnemonic()));
        let asm = gcnjit::difftest::repro::case_asm(&f.shrunk);
        assert!(f.shrunk.len() <= 3, "not shrunk enough:\n{asm}");
        assert!(
            f.shrunk.items.iter().any(|(i, _)| i.op == op),
            "the shrunk case lost the planted instruction:\n{asm}"
        );
    }
}

/// A bug planted in the interpreter's fast path only: the fuzzer's comparison
/// of the interpreter as it runs by default with its reference path (and the
/// JIT) finds it and shrinks it to the instructions that show it.
#[test]
fn planted_fast_path_bug_is_found_and_shrunk() {
    use gcnjit::engine::Engine;
    use gcnjit::interp::{FastSabotage, InterpOptions};
    for (bug, max_len) in [(FastSabotage::StepCharge, 20), (FastSabotage::AddCarry, 6)] {
        let cfg = FuzzConfig {
            arches: vec![Arch::Gfx9],
            seed: 7,
            count: 2_000,
            max_failures: 1,
            interp: InterpOptions {
                sabotage: Some(bug),
            },
            ..FuzzConfig::default()
        };
        let report = fuzz(&cfg, &|_| {});
        let f = report
            .failures
            .first()
            .unwrap_or_else(|| panic!("the planted {bug:?} was not found"));
        let asm = gcnjit::difftest::repro::case_asm(&f.shrunk);
        assert_eq!(f.mismatch.reference, Engine::Interp, "{bug:?}");
        assert_eq!(f.mismatch.other, Engine::Reference, "{bug:?}");
        assert!(
            f.shrunk.len() <= max_len,
            "{bug:?}: not shrunk enough ({} instructions, from {}):\n{asm}",
            f.shrunk.len(),
            f.original.len()
        );
        if bug == FastSabotage::AddCarry {
            assert!(
                f.shrunk
                    .items
                    .iter()
                    .any(|(i, _)| i.op == Opcode::S_ADD_U32),
                "the shrunk case lost the s_add_u32:\n{asm}"
            );
        } else {
            // A straight run longer than 16 instructions is what shows it.
            assert!(f.shrunk.len() >= 17, "{bug:?}:\n{asm}");
        }
        // The same case through `--engine both` (fast path on): reported.
        let mut w = f.shrunk.layout().1;
        let limits = gcnjit::Limits {
            max_steps: f.shrunk.max_steps,
        };
        let o = gcnjit::interp::run_with(&f.shrunk.program(), &mut w, &limits, &cfg.interp);
        let mut r = f.shrunk.layout().1;
        let want = gcnjit::interp::run_reference(&f.shrunk.program(), &mut r, &limits);
        assert!(
            o != want || w != r,
            "{bug:?}: the shrunk case does not show the bug"
        );
    }
}

/// The optimized tier alone (every region compiled at `opt_level=speed`) on
/// a fixed-seed run: the default engines reach it only in regions that run
/// more than `BOTH_TIER_UP` steps.
#[test]
fn fixed_seed_run_on_the_optimized_tier_finds_no_mismatch() {
    let cfg = FuzzConfig {
        arches: Arch::ALL.to_vec(),
        seed: 2025,
        count: 1_000,
        time: None,
        engines: vec![
            gcnjit::engine::Engine::Interp,
            gcnjit::engine::Engine::JIT_SPEED,
        ],
        max_failures: 3,
        jit: JitOptions {
            verify: true,
            ..JitOptions::default()
        },
        ..FuzzConfig::default()
    };
    let report = fuzz(&cfg, &|_| {});
    let msgs: Vec<String> = report
        .failures
        .iter()
        .map(|f| format!("{} seed {:#x}: {}", f.arch, f.seed, f.mismatch.detail))
        .collect();
    assert!(msgs.is_empty(), "{}", msgs.join("\n\n"));
    assert_eq!(report.passed, 1_000);
}

/// A wrong lowering is found in each tier's engine of the fuzzer.
#[test]
fn planted_wrong_lowering_is_found_in_every_tier() {
    use gcnjit::engine::Engine;
    for engine in [
        Engine::JIT_FIRST,
        Engine::JIT_TIERS,
        Engine::JIT_CRANELIFT,
        Engine::JIT_SPEED,
    ] {
        let cfg = FuzzConfig {
            arches: vec![Arch::Gfx9],
            seed: 99,
            count: 400,
            time: None,
            engines: vec![Engine::Interp, engine],
            max_failures: 1,
            jit: JitOptions {
                sabotage: Some(Opcode::S_XOR_B32),
                ..JitOptions::default()
            },
            ..FuzzConfig::default()
        };
        let report = fuzz(&cfg, &|_| {});
        let f = report
            .failures
            .first()
            .unwrap_or_else(|| panic!("a wrong s_xor_b32 was not found by {engine:?}"));
        assert_eq!(f.mismatch.other, engine);
        assert!(f.shrunk.len() <= 3, "not shrunk enough on {engine:?}");
    }
}
