//! `fuzz --shard`: the parts of a run find exactly the whole run's failures.

use gcnjit::difftest::fuzz::{fuzz, fuzz_range, FuzzConfig};
use gcnjit::isa::{Arch, Opcode};
use gcnjit::jit::JitOptions;
use gcnjit::waves::Shard;

#[test]
fn shards_find_the_whole_runs_failures() {
    // A planted wrong lowering makes some programs fail.
    let cfg = FuzzConfig {
        arches: vec![Arch::Gfx9],
        seed: 5,
        count: 200,
        time: None,
        engines: vec![
            gcnjit::engine::Engine::Interp,
            gcnjit::engine::Engine::Jit { threshold: 0 },
        ],
        sampled: vec![],
        max_failures: 1000,
        jit: JitOptions {
            sabotage: Some(Opcode::S_ADD_U32),
            ..JitOptions::default()
        },
        interp: gcnjit::interp::InterpOptions::default(),
        vector: false,
    };
    let whole = fuzz(&cfg, &|_| {});
    let seeds = |r: &gcnjit::difftest::fuzz::FuzzReport| -> Vec<u64> {
        r.failures.iter().map(|f| f.seed).collect()
    };
    assert!(!whole.failures.is_empty());
    for n in 2..=4 {
        let mut passed = 0;
        let mut failed = Vec::new();
        for i in 0..n {
            let r = fuzz_range(&cfg, Shard { index: i, count: n }.range(cfg.count), &|_| {});
            passed += r.passed;
            failed.extend(seeds(&r));
        }
        failed.sort();
        assert_eq!(passed, whole.passed, "{n} shards");
        assert_eq!(failed, seeds(&whole), "{n} shards");
    }
}
