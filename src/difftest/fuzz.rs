//! The fuzzing loop behind `gcnjit fuzz`: many seeded cases across generations
//! and threads, every mismatch shrunk.

use super::gen::{Case, GenConfig, Generator};
use super::runner::{check, Mismatch};
use super::shrink::shrink;
use crate::engine::Engine;
use crate::isa::Arch;
use crate::jit::JitOptions;
use rayon::prelude::*;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// What to fuzz.
#[derive(Clone, Debug)]
pub struct FuzzConfig {
    pub arches: Vec<Arch>,
    pub seed: u64,
    /// Number of cases (programs) to run.
    pub count: u64,
    /// Stop after this long even if `count` cases have not run.
    pub time: Option<Duration>,
    /// The first engine is the reference; each other one is compared with it.
    pub engines: Vec<Engine>,
    /// Stop collecting after this many failures.
    pub max_failures: usize,
    /// JIT settings besides the threshold: the verifier, and the test hook
    /// that plants a wrong lowering (`JitOptions::sabotage`).
    pub jit: JitOptions,
}

impl FuzzConfig {
    /// The engines `gcnjit fuzz` compares: the interpreter (the reference), the
    /// JIT compiling everything at once (first tier, with regions that run
    /// more than `BOTH_TIER_UP` steps compiled again in the optimized tier),
    /// and the JIT with its default tiering.
    pub fn default_engines() -> Vec<Engine> {
        vec![Engine::Interp, Engine::JIT_TIERS, Engine::JIT]
    }
}

/// One mismatch, shrunk.
#[derive(Clone, Debug)]
pub struct Failure {
    pub arch: Arch,
    /// The case seed (`Generator::case(seed)` rebuilds the original case).
    pub seed: u64,
    pub original: Case,
    pub shrunk: Case,
    pub mismatch: Mismatch,
}

/// Totals of a fuzzing run.
#[derive(Clone, Debug, Default)]
pub struct FuzzReport {
    pub passed: u64,
    pub failures: Vec<Failure>,
    pub elapsed: Duration,
}

/// The seed of case `index` of a run seeded with `seed`.
pub fn case_seed(seed: u64, index: u64) -> u64 {
    seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ index
}

/// Runs the cases in parallel (rayon's pool); `progress` is called with the
/// number of cases finished so far, from any thread.
pub fn fuzz(cfg: &FuzzConfig, progress: &(dyn Fn(u64) + Sync)) -> FuzzReport {
    let start = Instant::now();
    let gens: Vec<Generator> = cfg
        .arches
        .iter()
        .map(|&a| Generator::new(a, GenConfig::default()))
        .collect();
    let done = AtomicU64::new(0);
    let passed = AtomicU64::new(0);
    let stop = AtomicBool::new(false);
    let failures = Mutex::new(Vec::new());
    const CHUNK: u64 = 256;
    let chunks = cfg.count.div_ceil(CHUNK);
    (0..chunks).into_par_iter().for_each(|c| {
        for index in c * CHUNK..((c + 1) * CHUNK).min(cfg.count) {
            if stop.load(Ordering::Relaxed) {
                return;
            }
            let g = &gens[(index % gens.len() as u64) as usize];
            let seed = case_seed(cfg.seed, index);
            let case = g.case(seed);
            match check(&case, &cfg.engines, &cfg.jit) {
                Ok(()) => {
                    passed.fetch_add(1, Ordering::Relaxed);
                }
                Err(m) => {
                    let (a, b) = (m.reference, m.other);
                    let jit = &cfg.jit;
                    let shrunk = shrink(&case, &mut |t| check(t, &[a, b], jit).is_err());
                    let mismatch = check(&shrunk, &[a, b], jit).err().unwrap_or(m);
                    let mut f = failures.lock().unwrap_or_else(|p| p.into_inner());
                    f.push(Failure {
                        arch: g.arch,
                        seed,
                        original: case,
                        shrunk,
                        mismatch,
                    });
                    if f.len() >= cfg.max_failures {
                        stop.store(true, Ordering::Relaxed);
                    }
                }
            }
            let n = done.fetch_add(1, Ordering::Relaxed) + 1;
            if n.is_multiple_of(64) {
                progress(n);
            }
            if let Some(t) = cfg.time {
                if n.is_multiple_of(64) && start.elapsed() >= t {
                    stop.store(true, Ordering::Relaxed);
                }
            }
        }
    });
    progress(done.load(Ordering::Relaxed));
    let mut failures = failures.into_inner().unwrap_or_else(|p| p.into_inner());
    failures.sort_by_key(|f| f.seed);
    FuzzReport {
        passed: passed.load(Ordering::Relaxed),
        failures,
        elapsed: start.elapsed(),
    }
}
