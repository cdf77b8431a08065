//! The differential tester in `cargo test`: a fixed-seed run across the four
//! generations must find no mismatch, and a planted wrong lowering must be
//! found and shrunk to a tiny program.

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
    for engine in [Engine::JIT_TIERS, Engine::JIT_SPEED] {
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
