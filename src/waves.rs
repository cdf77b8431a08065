//! Many waves of one program across a thread pool, over one shared code cache.
//!
//! Kernel emulation runs thousands of waves of the same code with different
//! inputs. A [`Batch`] owns one [`Jit`] for the program and a local rayon pool;
//! every wave gets its own registers and its own view of guest memory, and all
//! of them share the compiled code. Regions are compiled once however many
//! waves reach them at the same time (the cache re-checks under its lock), and
//! the tiering counters are shared too, so with the default threshold the first
//! few dozen waves pay for warming up and the rest run compiled code.
//!
//! Guest memory needs no special handling: [`Memory`](crate::Memory) regions
//! are `Arc`s shared copy-on-write, so waves cloned from one base wave share
//! every region until they store to it, and then copy only that region. A
//! region mapped by one wave alone is private to it from the start.
//!
//! Results come back in wave order. A fault is the outcome of its wave and
//! does not stop the others.
//!
//! ```
//! use gcnjit::waves::{Batch, BatchOptions};
//! use gcnjit::{Arch, Program, Status, Wave};
//!
//! // s1 = 1 + 2 + ... + s0, one wave per s0.
//! let program = Program::from_asm(
//!     Arch::Gfx9,
//!     "
//!         s_mov_b32 s1, 0
//!     loop:
//!         s_add_u32 s1, s1, s0
//!         s_sub_u32 s0, s0, 1
//!         s_cmp_lg_u32 s0, 0
//!         s_cbranch_scc1 loop
//!         s_endpgm
//!     ",
//!     0,
//! )
//! .unwrap();
//! let batch = Batch::new(&program, &BatchOptions { threads: 2, ..BatchOptions::default() }).unwrap();
//! let results = batch.run_indexed(0..1000, |i| {
//!     let mut w = Wave::new(Arch::Gfx9);
//!     w.state.sgpr[0] = i as u32 + 1;
//!     w
//! });
//! for (i, r) in results.iter().enumerate() {
//!     let n = i as u32 + 1;
//!     assert_eq!(r.outcome.status, Status::Endpgm);
//!     assert_eq!(r.wave.state.sgpr[1], n * (n + 1) / 2);
//! }
//! ```

use crate::engine::{Engine, Runner};
use crate::jit::{Jit, JitOptions};
use crate::program::Program;
use crate::run::{Limits, Outcome, Status};
use crate::state::Wave;
use rayon::prelude::*;
use std::ops::Range;

/// How a batch runs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BatchOptions {
    /// Worker threads; 0 uses every core the host reports.
    pub threads: usize,
    /// `Engine::Jit` shares one code cache between all waves (its threshold
    /// replaces `jit.threshold`); `Engine::Interp` interprets every wave;
    /// `Engine::Both` checks every wave in lockstep against one shared JIT
    /// (threshold 0), which is slow and meant for debugging.
    pub engine: Engine,
    /// Settings of the shared JIT.
    pub jit: JitOptions,
    /// Bounds on each wave.
    pub limits: Limits,
}

impl Default for BatchOptions {
    fn default() -> Self {
        BatchOptions {
            threads: 0,
            engine: Engine::JIT,
            jit: JitOptions::default(),
            limits: Limits::default(),
        }
    }
}

/// Why a batch could not be set up.
#[derive(Debug, thiserror::Error)]
pub enum BatchError {
    /// The worker threads could not be started.
    #[error("cannot start {threads} worker threads: {message}")]
    ThreadPool {
        /// Threads asked for.
        threads: usize,
        /// What the thread pool reported.
        message: String,
    },
}

/// One wave's result: how it ended and its final state.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WaveResult {
    /// How the wave ended.
    pub outcome: Outcome,
    /// The wave's final registers and memory.
    pub wave: Wave,
}

impl WaveResult {
    /// Did the wave fault (any error status, including the step limit)?
    pub fn faulted(&self) -> bool {
        matches!(self.outcome.status, Status::Error(_))
    }
}

/// A program ready to run many waves: the shared runner (the JIT and its
/// code cache, or the interpreter's lowered program) and the worker pool.
pub struct Batch {
    runner: Runner,
    limits: Limits,
    pool: rayon::ThreadPool,
}

impl Batch {
    /// Sets up the code cache and `opts.threads` workers for `program`.
    pub fn new(program: &Program, opts: &BatchOptions) -> Result<Self, BatchError> {
        let threads = if opts.threads == 0 {
            std::thread::available_parallelism().map_or(1, |n| n.get())
        } else {
            opts.threads
        };
        let pool = rayon::ThreadPoolBuilder::new()
            .num_threads(threads)
            .thread_name(|i| format!("gcnjit-wave-{i}"))
            .build()
            .map_err(|e| BatchError::ThreadPool {
                threads,
                message: e.to_string(),
            })?;
        Ok(Batch {
            runner: Runner::new(opts.engine, program, &opts.jit),
            limits: opts.limits,
            pool,
        })
    }

    /// The program every wave runs.
    pub fn program(&self) -> &Program {
        self.runner.program()
    }

    /// The shared JIT (for its statistics), if the batch compiles.
    pub fn jit(&self) -> Option<&Jit> {
        self.runner.jit()
    }

    /// Number of worker threads.
    pub fn threads(&self) -> usize {
        self.pool.current_num_threads()
    }

    /// Runs one wave on the calling thread with the batch's engine and cache.
    #[inline]
    pub fn run_one(&self, wave: &mut Wave) -> Outcome {
        self.runner.run(wave, &self.limits)
    }

    /// Runs one wave on the calling thread with the batch's engine and cache
    /// within `limits` (a workgroup's wave goes on with what is left of its
    /// budget after each barrier).
    pub fn run_limited(&self, wave: &mut Wave, limits: &Limits) -> Outcome {
        self.runner.run(wave, limits)
    }

    /// The bounds on each wave.
    pub fn limits(&self) -> &Limits {
        &self.limits
    }

    /// `f(i)` for every `i` in `ids` on the workers; values in id order (a
    /// workgroup of waves per id, for instance).
    pub fn par_map<F, T>(&self, ids: Range<usize>, f: F) -> Vec<T>
    where
        F: Fn(usize) -> T + Sync,
        T: Send,
    {
        self.par_map_init(ids, || (), |_, i| f(i))
    }

    /// [`Batch::par_map`] with a value `init` makes for each piece of the
    /// range a worker takes (rayon's `map_init`), handed to `f` for every id
    /// of that piece: a per-worker copy of what the ids would otherwise all
    /// share.
    pub fn par_map_init<I, N, F, T>(&self, ids: Range<usize>, init: N, f: F) -> Vec<T>
    where
        N: Fn() -> I + Sync + Send,
        F: Fn(&mut I, usize) -> T + Sync + Send,
        T: Send,
    {
        self.pool.install(|| {
            ids.into_par_iter()
                .map_init(&init, |i, id| f(i, id))
                .collect()
        })
    }

    /// Runs the given waves; results in the same order.
    pub fn run(&self, waves: Vec<Wave>) -> Vec<WaveResult> {
        self.pool.install(|| {
            waves
                .into_par_iter()
                .map(|mut wave| {
                    let outcome = self.run_one(&mut wave);
                    WaveResult { outcome, wave }
                })
                .collect()
        })
    }

    /// Runs the waves `make(i)` for every `i` in `ids`; results in id order.
    /// The waves are built on the workers, so setting up a large batch is
    /// parallel too and no list of initial states is ever held.
    pub fn run_indexed<M>(&self, ids: Range<usize>, make: M) -> Vec<WaveResult>
    where
        M: Fn(usize) -> Wave + Sync,
    {
        self.map(ids, make, |_, outcome, wave| WaveResult { outcome, wave })
    }

    /// The general form: builds wave `i` with `make(i)`, runs it, and hands
    /// the outcome and final wave to `finish(i, ...)`, all on a worker; the
    /// values `finish` returns come back in id order. Turning results into
    /// output (or dropping what is not needed) inside `finish` keeps that work
    /// parallel and the memory of a large batch small.
    pub fn map<M, F, T>(&self, ids: Range<usize>, make: M, finish: F) -> Vec<T>
    where
        M: Fn(usize) -> Wave + Sync,
        F: Fn(usize, Outcome, Wave) -> T + Sync,
        T: Send,
    {
        self.pool.install(|| {
            ids.into_par_iter()
                .map(|i| {
                    let mut wave = make(i);
                    let outcome = self.run_one(&mut wave);
                    finish(i, outcome, wave)
                })
                .collect()
        })
    }
}

/// Runs `waves` over `program` with `opts`: a one-call form of [`Batch`].
pub fn run_batch(
    program: &Program,
    waves: Vec<Wave>,
    opts: &BatchOptions,
) -> Result<Vec<WaveResult>, BatchError> {
    Ok(Batch::new(program, opts)?.run(waves))
}

/// `--shard I/N`: the I-th (from 0) of N contiguous, nearly equal parts of
/// `0..total`; the parts in order cover it exactly once.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shard {
    /// Which part, from 0.
    pub index: u64,
    /// How many parts.
    pub count: u64,
}

impl Shard {
    /// The whole range.
    pub const ALL: Shard = Shard { index: 0, count: 1 };

    /// Parses `I/N` with `0 <= I < N`.
    pub fn parse(s: &str) -> Result<Shard, String> {
        let bad = || format!("--shard `{s}`: expected I/N with 0 <= I < N, e.g. 0/4");
        let (i, n) = s.split_once('/').ok_or_else(bad)?;
        let index: u64 = i.trim().parse().map_err(|_| bad())?;
        let count: u64 = n.trim().parse().map_err(|_| bad())?;
        if count == 0 || index >= count {
            return Err(bad());
        }
        Ok(Shard { index, count })
    }

    /// This part of `0..total`.
    pub fn range(&self, total: u64) -> std::ops::Range<u64> {
        let at = |i: u64| (total as u128 * i as u128 / self.count as u128) as u64;
        at(self.index)..at(self.index + 1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shards_cover_the_range_once() {
        for total in [0u64, 1, 7, 100, 1001] {
            for n in 1..6 {
                let mut next = 0;
                for i in 0..n {
                    let r = Shard { index: i, count: n }.range(total);
                    assert_eq!(r.start, next);
                    next = r.end;
                }
                assert_eq!(next, total);
            }
        }
        assert!(Shard::parse("4/4").is_err());
        assert!(Shard::parse("1/0").is_err());
        assert_eq!(Shard::parse("2/3"), Ok(Shard { index: 2, count: 3 }));
    }

    use crate::Arch;

    #[test]
    fn batch_is_shareable_across_threads() {
        fn is_sync<T: Send + Sync>() {}
        is_sync::<Batch>();
    }

    #[test]
    fn empty_batch_gives_no_results() {
        let p = Program::from_asm(Arch::Gfx9, "s_endpgm", 0).unwrap();
        let b = Batch::new(
            &p,
            &BatchOptions {
                threads: 1,
                ..BatchOptions::default()
            },
        )
        .unwrap();
        assert!(b.run(Vec::new()).is_empty());
        assert!(b.run_indexed(0..0, |_| Wave::new(Arch::Gfx9)).is_empty());
    }

    #[test]
    fn interpreter_batch_keeps_order() {
        let p = Program::from_asm(Arch::Gfx9, "s_add_u32 s1, s0, 5\ns_endpgm", 0).unwrap();
        let b = Batch::new(
            &p,
            &BatchOptions {
                threads: 2,
                engine: Engine::Interp,
                ..BatchOptions::default()
            },
        )
        .unwrap();
        assert!(b.jit().is_none());
        let r = b.run_indexed(0..100, |i| {
            let mut w = Wave::new(Arch::Gfx9);
            w.state.sgpr[0] = i as u32;
            w
        });
        for (i, r) in r.iter().enumerate() {
            assert_eq!(r.outcome.status, Status::Endpgm);
            assert_eq!(r.outcome.steps, 2);
            assert_eq!(r.wave.state.sgpr[1], i as u32 + 5);
        }
    }
}
