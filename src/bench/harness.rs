//! Measures the suite: every kernel under the interpreter, the JIT with a warm
//! cache and native Rust, each result checked against the native one.
//!
//! A time is the median over a few samples of the time per run, so one slow
//! sample (another process on the machine) does not move it. Each run starts
//! from a fresh copy of a prepared wave; copying it is outside the clock.
//!
//! Besides the JIT as configured (by default the library's: the first tier,
//! then `opt_level=speed` after `JitOptions::tier_up` steps), each first level
//! of [`LEVELS`] is measured alone (no tier-up), so that compile cost and run
//! time can be compared per tier (docs/cli.md, `bench`).

use super::{Kernel, NativeData};
use crate::jit::{Jit, JitOptions, OptLevel, Stats};
use crate::program::Program;
use crate::run::{Limits, Outcome, Status};
use crate::state::Wave;
use serde::Serialize;
use std::hint::black_box;
use std::time::{Duration, Instant};

/// How long and how often to measure.
#[derive(Clone, Debug)]
pub struct Options {
    /// Multiplies every kernel's `default_n` (at least one iteration is run).
    pub scale: f64,
    /// Samples per engine; the median is reported.
    pub samples: usize,
    /// A sample repeats the run until it took at least this long, so that short
    /// runs are not lost in clock resolution.
    pub min_sample: Duration,
    /// JIT settings; the threshold is forced to 0 so the warm-up run compiles
    /// every region it reaches.
    pub jit: JitOptions,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            scale: 1.0,
            samples: 5,
            min_sample: Duration::from_millis(100),
            jit: JitOptions::default(),
        }
    }
}

/// Who ran the kernel.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum EngineKind {
    Interp,
    Jit,
    Native,
}

impl EngineKind {
    pub const ALL: [EngineKind; 3] = [EngineKind::Interp, EngineKind::Jit, EngineKind::Native];

    pub fn name(self) -> &'static str {
        match self {
            EngineKind::Interp => "interp",
            EngineKind::Jit => "jit",
            EngineKind::Native => "native",
        }
    }
}

/// The first levels measured alone for every kernel, cheapest compile first.
pub const LEVELS: [OptLevel; 3] = [OptLevel::Baseline, OptLevel::None, OptLevel::Speed];

/// What `measure` is about to time, for a progress display.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stage {
    /// An engine's column; for `Jit`, the JIT as configured in `Options::jit`.
    Engine(EngineKind),
    /// The JIT at one first level alone (no tier-up).
    Level(OptLevel),
}

impl Stage {
    pub fn name(self) -> &'static str {
        match self {
            Stage::Engine(e) => e.name(),
            Stage::Level(l) => level_engine(l),
        }
    }
}

/// How errors and progress name the JIT at one level alone.
pub fn level_engine(l: OptLevel) -> &'static str {
    match l {
        OptLevel::Baseline => "jit at baseline",
        OptLevel::None => "jit at none",
        OptLevel::Speed => "jit at speed",
    }
}

/// One engine's measurement.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Timing {
    /// Median seconds per run.
    pub seconds: f64,
    /// Timed runs over all samples (the calibration run not included).
    pub runs: u64,
}

/// What compiling the kernel cost, from the warm-up run of a fresh JIT.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CompileFigures {
    pub regions: u64,
    /// Guest instructions in the compiled regions.
    pub compiled_insts: u64,
    pub compile_nanos: u64,
    /// Host machine code of the compiled regions.
    pub code_bytes: u64,
    /// Instructions the interpreter ran inside one warm JIT run (the fallback path).
    pub interpreted_insts: u64,
    /// Of the above, the compiles at `opt_level=speed` after first-tier code
    /// (`Stats::tier_ups`): regions, instructions and nanoseconds.
    pub tier_ups: u64,
    pub tier_up_insts: u64,
    pub tier_up_nanos: u64,
    /// Compile nanoseconds of the first fresh JIT's first compiles (tier-ups
    /// left out); for the suite's first kernel this includes the first
    /// compile in the process: code memory mapped, lazy tables filled.
    pub cold_nanos: u64,
}

impl CompileFigures {
    /// Compile microseconds per compiled guest instruction.
    pub fn us_per_inst(&self) -> f64 {
        self.compile_nanos as f64 / 1e3 / self.compiled_insts.max(1) as f64
    }

    /// Microseconds per guest instruction of the first fresh JIT's first
    /// compiles (the median of [`Self::us_per_inst`] hides them).
    pub fn cold_us_per_inst(&self) -> f64 {
        let insts = self.compiled_insts - self.tier_up_insts;
        self.cold_nanos as f64 / 1e3 / insts.max(1) as f64
    }

    /// Host code bytes per compiled guest instruction.
    pub fn code_bytes_per_inst(&self) -> f64 {
        self.code_bytes as f64 / self.compiled_insts.max(1) as f64
    }
}

/// The JIT at one first level alone: fresh JITs with threshold 0 and no
/// tier-up, the median compile figures of their warm-up runs, and the warm
/// run's time.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct LevelFigures {
    pub level: OptLevel,
    pub compile: CompileFigures,
    pub jit: Timing,
}

/// Everything measured for one kernel.
#[derive(Clone, Debug, PartialEq)]
pub struct KernelFigures {
    pub kernel: &'static str,
    /// Iterations (s0 at entry).
    pub n: u32,
    /// Guest instructions of one run (the interpreter's count; the JIT's equals it).
    pub guest_instructions: u64,
    /// Lane operations of one run: a vector instruction counts the lanes
    /// EXEC enables, a scalar one 1 (equal to `guest_instructions` for a
    /// scalar kernel).
    pub lane_ops: u64,
    pub interp: Timing,
    pub jit: Timing,
    pub native: Timing,
    pub compile: CompileFigures,
    /// The first level the `jit` column ran (`Options::jit`, as the host has it).
    pub opt_level: OptLevel,
    /// Steps before a region of the `jit` column is compiled again at
    /// `opt_level=speed`; 0 never.
    pub tier_up: u64,
    /// Each level of [`LEVELS`] the host has, measured alone.
    pub levels: Vec<LevelFigures>,
}

impl KernelFigures {
    pub fn timing(&self, e: EngineKind) -> Timing {
        match e {
            EngineKind::Interp => self.interp,
            EngineKind::Jit => self.jit,
            EngineKind::Native => self.native,
        }
    }

    /// Guest instructions per second; for native code, the interpreter's
    /// instruction count over the native time.
    pub fn guest_ips(&self, e: EngineKind) -> f64 {
        self.guest_instructions as f64 / self.timing(e).seconds
    }

    /// Lane operations per second; for native code, the interpreter's
    /// count over the native time.
    pub fn lane_ops_per_s(&self, e: EngineKind) -> f64 {
        self.lane_ops as f64 / self.timing(e).seconds
    }

    /// Interpreter time over JIT time.
    pub fn jit_speedup(&self) -> f64 {
        self.interp.seconds / self.jit.seconds
    }

    /// JIT time over native time (1.0 would be native speed).
    pub fn jit_over_native(&self) -> f64 {
        self.jit.seconds / self.native.seconds
    }

    /// Compile microseconds per compiled guest instruction.
    pub fn compile_us_per_inst(&self) -> f64 {
        self.compile.us_per_inst()
    }

    /// The figures of `level` measured alone; `None` if the host lacks it.
    pub fn level(&self, level: OptLevel) -> Option<&LevelFigures> {
        self.levels.iter().find(|l| l.level == level)
    }

    /// Compile microseconds per guest instruction of the first compiles
    /// (first tier, or `speed` alone) and of the tier-ups, if any.
    pub fn compile_us_per_inst_by_tier(&self) -> (f64, Option<f64>) {
        let c = &self.compile;
        let first_nanos = c.compile_nanos - c.tier_up_nanos;
        let first_insts = c.compiled_insts - c.tier_up_insts;
        let first = first_nanos as f64 / 1e3 / first_insts.max(1) as f64;
        let up =
            (c.tier_ups > 0).then(|| c.tier_up_nanos as f64 / 1e3 / c.tier_up_insts.max(1) as f64);
        (first, up)
    }

    /// Host code bytes per compiled guest instruction.
    pub fn code_bytes_per_inst(&self) -> f64 {
        self.compile.code_bytes_per_inst()
    }

    /// The JSON figures of one level measured alone.
    pub fn level_record(&self, l: &LevelFigures) -> LevelRecord {
        let c = &l.compile;
        LevelRecord {
            opt_level: l.level.name(),
            seconds: l.jit.seconds,
            guest_ips: self.guest_instructions as f64 / l.jit.seconds,
            runs: l.jit.runs,
            speedup_over_interp: self.interp.seconds / l.jit.seconds,
            time_over_native: l.jit.seconds / self.native.seconds,
            compile_us_per_inst: c.us_per_inst(),
            cold_compile_us_per_inst: c.cold_us_per_inst(),
            code_bytes_per_inst: c.code_bytes_per_inst(),
            regions: c.regions,
            compiled_insts: c.compiled_insts,
            compile_seconds: c.compile_nanos as f64 / 1e9,
            code_bytes: c.code_bytes,
            interpreted_insts: c.interpreted_insts,
        }
    }

    /// One record per engine, for `--json`.
    pub fn records(&self) -> Vec<Record> {
        EngineKind::ALL
            .iter()
            .map(|&e| {
                let t = self.timing(e);
                let jit = e == EngineKind::Jit;
                let c = &self.compile;
                Record {
                    kernel: self.kernel,
                    engine: e,
                    n: self.n,
                    guest_instructions: self.guest_instructions,
                    lane_ops: self.lane_ops,
                    seconds: t.seconds,
                    guest_ips: self.guest_ips(e),
                    lane_ops_per_s: self.lane_ops_per_s(e),
                    runs: t.runs,
                    speedup_over_interp: self.interp.seconds / t.seconds,
                    time_over_native: t.seconds / self.native.seconds,
                    compile_us_per_inst: jit.then(|| self.compile_us_per_inst()),
                    cold_compile_us_per_inst: jit.then(|| c.cold_us_per_inst()),
                    code_bytes_per_inst: jit.then(|| self.code_bytes_per_inst()),
                    regions: jit.then_some(c.regions),
                    compiled_insts: jit.then_some(c.compiled_insts),
                    compile_seconds: jit.then_some(c.compile_nanos as f64 / 1e9),
                    code_bytes: jit.then_some(c.code_bytes),
                    interpreted_insts: jit.then_some(c.interpreted_insts),
                    first_compile_us_per_inst: jit.then(|| self.compile_us_per_inst_by_tier().0),
                    tier_up_compile_us_per_inst: self
                        .compile_us_per_inst_by_tier()
                        .1
                        .filter(|_| jit),
                    tier_ups: jit.then_some(c.tier_ups),
                    opt_level: jit.then(|| self.opt_level.name()),
                    tier_up: jit.then_some(self.tier_up),
                    levels: jit.then(|| self.levels.iter().map(|l| self.level_record(l)).collect()),
                }
            })
            .collect()
    }
}

/// One line of `gcnjit bench --json`. Compile figures are `null` except for the JIT.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Record {
    pub kernel: &'static str,
    pub engine: EngineKind,
    pub n: u32,
    pub guest_instructions: u64,
    /// Lane operations of one run (`KernelFigures::lane_ops`).
    pub lane_ops: u64,
    /// Median seconds per run.
    pub seconds: f64,
    pub guest_ips: f64,
    pub lane_ops_per_s: f64,
    pub runs: u64,
    /// Interpreter time over this engine's time.
    pub speedup_over_interp: f64,
    /// This engine's time over native time.
    pub time_over_native: f64,
    pub compile_us_per_inst: Option<f64>,
    /// The first fresh JIT's compile alone (the median hides it); the
    /// suite's first kernel's includes the process's first compile.
    pub cold_compile_us_per_inst: Option<f64>,
    pub code_bytes_per_inst: Option<f64>,
    pub regions: Option<u64>,
    pub compiled_insts: Option<u64>,
    pub compile_seconds: Option<f64>,
    pub code_bytes: Option<u64>,
    pub interpreted_insts: Option<u64>,
    /// Compile cost of the first compiles alone (the first tier by default).
    pub first_compile_us_per_inst: Option<f64>,
    /// Compile cost of the tier-ups to `opt_level=speed`; `null` without any.
    pub tier_up_compile_us_per_inst: Option<f64>,
    /// Regions compiled again at `opt_level=speed` in the warm-up run.
    pub tier_ups: Option<u64>,
    /// The first level of this JIT column: `baseline`, `none` or `speed`.
    pub opt_level: Option<&'static str>,
    /// Steps before a region is compiled again at `opt_level=speed`; 0 never.
    pub tier_up: Option<u64>,
    /// Each first level measured alone (no tier-up), in [`LEVELS`] order;
    /// a level the host lacks is left out.
    pub levels: Option<Vec<LevelRecord>>,
}

/// One first level measured alone, inside the JIT's record; the fields mean
/// what the record's fields of the same names mean, for this level.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct LevelRecord {
    pub opt_level: &'static str,
    pub seconds: f64,
    pub guest_ips: f64,
    pub runs: u64,
    pub speedup_over_interp: f64,
    pub time_over_native: f64,
    pub compile_us_per_inst: f64,
    pub cold_compile_us_per_inst: f64,
    pub code_bytes_per_inst: f64,
    pub regions: u64,
    pub compiled_insts: u64,
    pub compile_seconds: f64,
    pub code_bytes: u64,
    pub interpreted_insts: u64,
}

/// Why the suite could not produce a figure. A wrong result is an error, never a number.
#[derive(Debug, thiserror::Error)]
pub enum BenchError {
    #[error("{kernel}: the kernel does not assemble: {message}")]
    Assemble {
        kernel: &'static str,
        message: String,
    },
    #[error("{kernel}: {message}")]
    Jit {
        kernel: &'static str,
        message: String,
    },
    #[error("{kernel}: the {engine} run ended with {status}")]
    Fault {
        kernel: &'static str,
        engine: &'static str,
        status: String,
    },
    #[error("{kernel}: the {engine} result {got:x?} differs from the native result {want:x?}")]
    Mismatch {
        kernel: &'static str,
        engine: &'static str,
        got: Vec<u64>,
        want: Vec<u64>,
    },
    #[error("{kernel}: the JIT ran {jit} instructions, the interpreter {interp}")]
    Steps {
        kernel: &'static str,
        interp: u64,
        jit: u64,
    },
}

/// The iteration count for `k` at `scale`.
pub fn iterations(k: &Kernel, scale: f64) -> u32 {
    let n = (k.default_n as f64 * scale).round();
    if n.is_finite() {
        n.clamp(1.0, u32::MAX as f64) as u32
    } else {
        k.default_n
    }
}

/// The kernel's program on `Kernel::ARCH`.
pub fn program(k: &'static Kernel) -> Result<Program, BenchError> {
    Program::from_asm(Kernel::ARCH, k.source, 0).map_err(|e| BenchError::Assemble {
        kernel: k.name,
        message: e.to_string(),
    })
}

/// A wave ready to run `k` for `n` iterations.
pub fn wave(k: &Kernel, n: u32) -> Wave {
    let mut w = Wave::new(Kernel::ARCH);
    (k.setup)(&mut w, n);
    w
}

/// The waves of `k`'s workgroup ready to run `n` iterations: wave `i` finds
/// `i` in `WAVE_SGPR` when there are several.
pub fn group(k: &Kernel, n: u32) -> Vec<Wave> {
    (0..k.waves.max(1))
        .map(|i| {
            let mut w = wave(k, n);
            if k.waves > 1 {
                w.state.sgpr[super::WAVE_SGPR] = i;
            }
            w
        })
        .collect()
}

/// Runs a workgroup with `run` (an engine), the way a launch schedules one
/// (src/launch/workgroup.rs, docs/launch.md "Workgroups"): round after
/// round each wave that has not ended runs until it stops at `s_barrier` or
/// ends, the LDS passed from wave to wave; wave 0 keeps it at the end. A
/// lone wave just runs. The outcome: the steps of all waves, and the first
/// status that is not `s_endpgm` (else `s_endpgm`).
pub fn run_group(waves: &mut [Wave], mut run: impl FnMut(&mut Wave) -> Outcome) -> Outcome {
    if let [w] = waves {
        return run(w);
    }
    let Some(first) = waves.first_mut() else {
        return Outcome {
            status: Status::Endpgm,
            steps: 0,
        };
    };
    let mut lds = first.lds.take();
    lds.barrier = true;
    let mut ended: Vec<Option<Status>> = vec![None; waves.len()];
    let mut steps = 0;
    while ended.iter().any(Option::is_none) {
        for (w, end) in waves.iter_mut().zip(ended.iter_mut()) {
            if end.is_some() {
                continue;
            }
            w.lds = lds.take();
            let o = run(w);
            lds = w.lds.take();
            steps += o.steps;
            if o.status != Status::Barrier {
                *end = Some(o.status);
            }
        }
    }
    lds.barrier = false;
    waves[0].lds = lds;
    let status = ended
        .into_iter()
        .flatten()
        .find(|s| *s != Status::Endpgm)
        .unwrap_or(Status::Endpgm);
    Outcome { status, steps }
}

/// Whether `prog` holds a vector instruction (its lane operations are then
/// counted apart from its instructions).
fn has_vector(prog: &Program) -> bool {
    (0..)
        .map_while(|i| prog.decoded_at(i))
        .any(|d| matches!(d, Ok(inst) if inst.op.format().is_vector()))
}

/// Lane operations of one run of `template`: each vector instruction counts
/// the lanes EXEC enables as it issues, each scalar instruction one. Counted
/// by stepping the interpreter, untimed.
fn lane_ops(prog: &Program, template: &[Wave]) -> u64 {
    let mut waves = template.to_vec();
    let mut ops = 0u64;
    run_group(&mut waves, |w| {
        let mut steps = 0;
        loop {
            let vector = prog
                .fetch(w.state.pc)
                .is_ok_and(|i| i.op.format().is_vector());
            ops += if vector {
                w.state.exec().count_ones() as u64
            } else {
                1
            };
            let end = crate::interp::step(prog, w, steps);
            steps += 1;
            if let Some(status) = end {
                return Outcome { status, steps };
            }
        }
    });
    ops
}

/// Runs and checks the native equivalent once, untimed.
pub fn native_result(k: &Kernel, n: u32) -> Vec<u64> {
    (k.native)(n)
}

const LIMITS: Limits = Limits {
    max_steps: u64::MAX,
};

/// Checks a finished run: it reached `s_endpgm` and its result is the native one.
fn check(
    k: &'static Kernel,
    engine: &'static str,
    outcome: &Outcome,
    waves: &[Wave],
    want: &[u64],
) -> Result<(), BenchError> {
    if outcome.status != Status::Endpgm {
        let status = match &outcome.status {
            Status::Error(e) => format!("{} at 0x{:x}: {}", e.kind.name(), e.pc, e.message),
            s => s.name().to_string(),
        };
        return Err(BenchError::Fault {
            kernel: k.name,
            engine,
            status,
        });
    }
    let got = waves.first().map(|w| (k.result)(w)).unwrap_or_default();
    if got != want {
        return Err(BenchError::Mismatch {
            kernel: k.name,
            engine,
            got,
            want: want.to_vec(),
        });
    }
    Ok(())
}

/// Calls `once` (which times and checks one run) for a calibration run and then
/// `samples` samples of enough runs to fill `min_sample`; the median per-run time.
fn time_runs(
    opts: &Options,
    mut once: impl FnMut() -> Result<Duration, BenchError>,
) -> Result<Timing, BenchError> {
    let first = once()?;
    let reps = if first >= opts.min_sample {
        1
    } else {
        let per = first.as_secs_f64().max(1e-9);
        (opts.min_sample.as_secs_f64() / per).ceil().clamp(1.0, 1e6) as u64
    };
    let mut per_run = Vec::with_capacity(opts.samples.max(1));
    for _ in 0..opts.samples.max(1) {
        let mut total = Duration::ZERO;
        for _ in 0..reps {
            total += once()?;
        }
        per_run.push(total.as_secs_f64() / reps as f64);
    }
    per_run.sort_by(f64::total_cmp);
    Ok(Timing {
        seconds: per_run[per_run.len() / 2],
        runs: reps * per_run.len() as u64,
    })
}

/// Times the native equivalent of `k` for `n` iterations.
fn time_native(
    k: &'static Kernel,
    n: u32,
    want: &[u64],
    opts: &Options,
) -> Result<Timing, BenchError> {
    let mismatch = |got: Vec<u64>| BenchError::Mismatch {
        kernel: k.name,
        engine: "native",
        got,
        want: want.to_vec(),
    };
    match k.native_data {
        Some(NativeData { input, compute }) => {
            let data = input(n);
            time_runs(opts, || {
                let t = Instant::now();
                let r = compute(black_box(&data));
                let d = t.elapsed();
                if black_box(r) != want {
                    return Err(mismatch(compute(&data)));
                }
                Ok(d)
            })
        }
        None => time_runs(opts, || {
            let t = Instant::now();
            let r = (k.native)(black_box(n));
            let d = t.elapsed();
            if black_box(r) != want {
                return Err(mismatch((k.native)(n)));
            }
            Ok(d)
        }),
    }
}

/// A JIT for the kernel's program that compiles every region on first entry.
pub fn jit(program: &Program, opts: &Options) -> Result<Jit, String> {
    jit_with(program, &opts.jit)
}

/// A JIT with `jit`'s settings that compiles every region on first entry.
pub fn jit_with(program: &Program, jit: &JitOptions) -> Result<Jit, String> {
    Jit::new(
        program,
        JitOptions {
            threshold: 0,
            ..jit.clone()
        },
    )
    .map_err(|e| e.to_string())
}

/// The JIT settings of `level` measured alone: no tier-up.
pub fn level_options(opts: &Options, level: OptLevel) -> JitOptions {
    JitOptions {
        threshold: 0,
        opt_level: level,
        tier_up: 0,
        ..opts.jit.clone()
    }
}

/// What one kernel's runs share: the program, the prepared wave, the native
/// result and the interpreter's step count.
struct Prepared<'a> {
    k: &'static Kernel,
    prog: &'a Program,
    template: &'a [Wave],
    want: &'a [u64],
    steps: u64,
}

impl Prepared<'_> {
    /// Times one run of `jit` and checks it against native and the interpreter.
    fn jit_run(&self, engine: &'static str, jit: &Jit) -> Result<Duration, BenchError> {
        let mut w = self.template.to_vec();
        let t = Instant::now();
        let o = run_group(&mut w, |w| jit.run(w, &LIMITS));
        let d = t.elapsed();
        check(self.k, engine, &o, &w, self.want)?;
        if o.steps != self.steps {
            return Err(BenchError::Steps {
                kernel: self.k.name,
                interp: self.steps,
                jit: o.steps,
            });
        }
        Ok(d)
    }

    /// Measures the JIT with `settings`: `samples` fresh JITs each compile
    /// during a warm-up run; the compile figures are those of the median
    /// compile time (the first compile in a process, or one next to a busy
    /// neighbour, can take several times longer). The last JIT, its cache
    /// populated, is then timed. Also returns the first level that ran (a
    /// host without the baseline tier runs `none` instead).
    fn jit(
        &self,
        engine: &'static str,
        settings: &JitOptions,
        opts: &Options,
    ) -> Result<(CompileFigures, Timing, OptLevel), BenchError> {
        let fresh = || -> Result<(Jit, Stats), BenchError> {
            let j = jit_with(self.prog, settings).map_err(|message| BenchError::Jit {
                kernel: self.k.name,
                message,
            })?;
            self.jit_run(engine, &j)?;
            let s = j.stats();
            Ok((j, s))
        };
        let (mut warm_jit, first) = fresh()?;
        let cold_nanos = first.compile_nanos - first.tier_up_nanos;
        let mut warmups = vec![first];
        for _ in 1..opts.samples.max(1) {
            let (j, s) = fresh()?;
            warm_jit = j;
            warmups.push(s);
        }
        warmups.sort_by_key(|s| s.compile_nanos);
        let warm = warmups[warmups.len() / 2];
        let timing = time_runs(opts, || self.jit_run(engine, &warm_jit))?;
        let compile = CompileFigures {
            regions: warm.compiles,
            compiled_insts: warm.compiled_insts,
            compile_nanos: warm.compile_nanos,
            code_bytes: warm.code_bytes,
            interpreted_insts: warm.interp_steps,
            tier_ups: warm.tier_ups,
            tier_up_insts: warm.tier_up_insts,
            tier_up_nanos: warm.tier_up_nanos,
            cold_nanos,
        };
        Ok((compile, timing, warm_jit.options().opt_level))
    }
}

/// Measures one kernel; `progress` hears what is about to be timed.
pub fn measure(
    k: &'static Kernel,
    opts: &Options,
    progress: &mut dyn FnMut(&'static str, Stage),
) -> Result<KernelFigures, BenchError> {
    let n = iterations(k, opts.scale);
    let prog = program(k)?;
    let template = group(k, n);
    let want = native_result(k, n);

    progress(k.name, Stage::Engine(EngineKind::Interp));
    let mut steps = 0;
    let interp = time_runs(opts, || {
        let mut w = template.clone();
        let t = Instant::now();
        let o = run_group(&mut w, |w| crate::interp::run(&prog, w, &LIMITS));
        let d = t.elapsed();
        check(k, EngineKind::Interp.name(), &o, &w, &want)?;
        steps = o.steps;
        Ok(d)
    })?;
    let lane_ops = if has_vector(&prog) {
        lane_ops(&prog, &template)
    } else {
        steps
    };
    let p = Prepared {
        k,
        prog: &prog,
        template: &template,
        want: &want,
        steps,
    };

    progress(k.name, Stage::Engine(EngineKind::Jit));
    let main = level_or_tiers(&opts.jit);
    let (compile, jit_timing, opt_level) = p.jit(EngineKind::Jit.name(), &main, opts)?;

    let mut levels = Vec::with_capacity(LEVELS.len());
    for level in LEVELS {
        let settings = level_options(opts, level);
        let (compile, jit, ran) = if settings == main && opt_level == level {
            // The JIT column is this level alone: the same measurement.
            (compile, jit_timing, opt_level)
        } else {
            progress(k.name, Stage::Level(level));
            p.jit(level_engine(level), &settings, opts)?
        };
        // A host without the level ran another one: no figure for it.
        if ran == level {
            levels.push(LevelFigures {
                level,
                compile,
                jit,
            });
        }
    }

    progress(k.name, Stage::Engine(EngineKind::Native));
    let native = time_native(k, n, &want, opts)?;

    Ok(KernelFigures {
        kernel: k.name,
        n,
        guest_instructions: steps,
        lane_ops,
        interp,
        jit: jit_timing,
        native,
        compile,
        opt_level,
        tier_up: main.tier_up,
        levels,
    })
}

/// `jit` with the threshold at 0, as every JIT of the bench runs, and no
/// tier-up at `opt_level=speed` (which has nothing to tier up to).
fn level_or_tiers(jit: &JitOptions) -> JitOptions {
    JitOptions {
        threshold: 0,
        tier_up: if jit.opt_level == OptLevel::Speed {
            0
        } else {
            jit.tier_up
        },
        ..jit.clone()
    }
}

/// The stages `measure` reports for one kernel with `opts` (for a progress
/// bar's length): the three engines and each level not already the JIT column.
pub fn stages(opts: &Options) -> usize {
    let main = level_or_tiers(&opts.jit);
    EngineKind::ALL.len()
        + LEVELS
            .iter()
            .filter(|&&l| level_options(opts, l) != main)
            .count()
}

/// Microseconds per guest instruction of every kernel's first fresh JIT
/// of the JIT column (first compiles only, tier-ups left out): the cost of
/// compiling the suite's regions once each, the process's first compile
/// included.
pub fn suite_cold_us_per_inst(figures: &[KernelFigures]) -> f64 {
    let (nanos, insts) = figures.iter().fold((0, 0), |(n, i), f| {
        let c = &f.compile;
        (n + c.cold_nanos, i + c.compiled_insts - c.tier_up_insts)
    });
    nanos as f64 / 1e3 / insts.max(1) as f64
}

/// Measures `kernels` in order.
pub fn run_suite(
    kernels: &[&'static Kernel],
    opts: &Options,
    progress: &mut dyn FnMut(&'static str, Stage),
) -> Result<Vec<KernelFigures>, BenchError> {
    kernels.iter().map(|k| measure(k, opts, progress)).collect()
}
