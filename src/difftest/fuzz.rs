//! The fuzzing loop behind `gcnjit fuzz`: many seeded cases across generations
//! and threads, every mismatch shrunk.

use super::gen::{Case, GenConfig, Generator};
use super::runner::{check_with, Mismatch};
use super::shrink::shrink;
use crate::engine::Engine;
use crate::interp::InterpOptions;
use crate::isa::Arch;
use crate::jit::JitOptions;
use rayon::prelude::*;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// The interpreter prefix of the fuzzer's JIT runs (`FuzzConfig::default_jit`):
/// generated programs run tens to thousands of steps.
pub const FUZZ_INTERP_STEPS: u64 = 40;

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
    /// Engines compared with the reference on one case in `n` only (`(engine,
    /// n)`; case `i` runs the `j`-th of them when `i % n == j % n`): the
    /// engines whose compiler costs most per program, so that a run covers
    /// them without spending most of its time in them.
    pub sampled: Vec<(Engine, u64)>,
    /// Stop collecting after this many failures.
    pub max_failures: usize,
    /// JIT settings besides the threshold: the verifier, and the test hook
    /// that plants a wrong lowering (`JitOptions::sabotage`, with the
    /// `test-hooks` feature).
    pub jit: JitOptions,
    /// Interpreter settings: the test hook that plants a fast-path bug
    /// (`InterpOptions::sabotage`).
    pub interp: InterpOptions,
    /// Programs with vector instructions ([`GenConfig::vector`]).
    pub vector: bool,
}

impl FuzzConfig {
    /// The engines `gcnjit fuzz` compares on every program: the interpreter
    /// as it runs by default (fast path on), compared with its own reference
    /// path (one instruction at a time), the JIT compiling everything at once
    /// in the first tier (the baseline tier on x86-64), and the JIT with its
    /// default tiering.
    pub fn default_engines() -> Vec<Engine> {
        vec![
            Engine::Interp,
            Engine::Reference,
            Engine::JIT_FIRST,
            Engine::JIT,
        ]
    }

    /// The engines `gcnjit fuzz` compares on some programs: the first tier
    /// with regions that run more than `BOTH_TIER_UP` steps compiled again at
    /// `opt_level=speed` (one program in 4), and Cranelift's first tier with
    /// the same tier-up (one in 16). Per generated program, compiling
    /// everything at `speed` cost about 55 times what the baseline tier
    /// costs, and at `none` about 16 times (one thread, 1,000 programs each),
    /// so on every program they would take most of the run.
    pub fn default_sampled() -> Vec<(Engine, u64)> {
        vec![(Engine::JIT_TIERS, 4), (Engine::JIT_CRANELIFT, 16)]
    }

    /// The JIT settings of `gcnjit fuzz`: the defaults, but for a short
    /// interpreter prefix ([`FUZZ_INTERP_STEPS`]), so that the JIT engine
    /// with the default threshold hands over from the interpreter inside
    /// most generated programs rather than after them.
    pub fn default_jit() -> JitOptions {
        JitOptions {
            interp_steps: FUZZ_INTERP_STEPS,
            ..JitOptions::default()
        }
    }

    /// Every engine of `gcnjit fuzz`, the sampled ones included: what the
    /// cargo-fuzz targets run on each input (coverage guidance needs every
    /// tier on every input more than it needs speed).
    pub fn all_engines() -> Vec<Engine> {
        let mut v = Self::default_engines();
        v.extend(Self::default_sampled().into_iter().map(|(e, _)| e));
        v
    }

    /// The generator settings of the run.
    pub fn generator(&self) -> GenConfig {
        if self.vector {
            GenConfig::vector()
        } else {
            GenConfig::default()
        }
    }

    /// The engines case `index` runs: `engines`, then the sampled ones whose
    /// turn it is.
    pub fn engines_for(&self, index: u64) -> Vec<Engine> {
        let mut v = self.engines.clone();
        for (j, &(e, n)) in self.sampled.iter().enumerate() {
            let n = n.max(1);
            if index % n == j as u64 % n {
                v.push(e);
            }
        }
        v
    }
}

impl Default for FuzzConfig {
    /// Every generation, seed 1, 10,000 cases, the default engines.
    fn default() -> Self {
        FuzzConfig {
            arches: Arch::ALL.to_vec(),
            seed: 1,
            count: 10_000,
            time: None,
            engines: Self::default_engines(),
            sampled: Self::default_sampled(),
            max_failures: 10,
            jit: Self::default_jit(),
            interp: InterpOptions::default(),
            vector: false,
        }
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
    fuzz_range(cfg, 0..cfg.count, progress)
}

/// [`fuzz`] over the cases `range` of the run only (`--shard`): case `i`
/// is the same program whichever range holds it, so the ranges of a
/// partition of `0..count` together run exactly the cases of the whole run.
pub fn fuzz_range(
    cfg: &FuzzConfig,
    range: std::ops::Range<u64>,
    progress: &(dyn Fn(u64) + Sync),
) -> FuzzReport {
    let start = Instant::now();
    let gens: Vec<Generator> = cfg
        .arches
        .iter()
        .map(|&a| Generator::new(a, cfg.generator()))
        .collect();
    let done = AtomicU64::new(0);
    let passed = AtomicU64::new(0);
    let stop = AtomicBool::new(false);
    let failures = Mutex::new(Vec::new());
    const CHUNK: u64 = 256;
    let chunks = (range.end.saturating_sub(range.start)).div_ceil(CHUNK);
    (0..chunks).into_par_iter().for_each(|c| {
        let first = range.start + c * CHUNK;
        for index in first..(first + CHUNK).min(range.end) {
            if stop.load(Ordering::Relaxed) {
                return;
            }
            let g = &gens[(index % gens.len() as u64) as usize];
            let seed = case_seed(cfg.seed, index);
            let case = g.case(seed);
            match check_with(&case, &cfg.engines_for(index), &cfg.jit, &cfg.interp) {
                Ok(()) => {
                    passed.fetch_add(1, Ordering::Relaxed);
                }
                Err(m) => {
                    let (a, b) = (m.reference, m.other);
                    let (jit, interp) = (&cfg.jit, &cfg.interp);
                    let fails = |t: &Case| check_with(t, &[a, b], jit, interp).is_err();
                    let shrunk = shrink(&case, &mut |t| fails(t));
                    let mismatch = check_with(&shrunk, &[a, b], jit, interp).err().unwrap_or(m);
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
