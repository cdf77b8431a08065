//! Measures the suite: every kernel under the interpreter, the JIT with a warm
//! cache and native Rust, each result checked against the native one.
//!
//! A time is the median over a few samples of the time per run, so one slow
//! sample (another process on the machine) does not move it. Each run starts
//! from a fresh copy of a prepared wave; copying it is outside the clock.

use super::{Kernel, NativeData};
use crate::jit::{Jit, JitOptions, Stats};
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
}

/// Everything measured for one kernel.
#[derive(Clone, Debug, PartialEq)]
pub struct KernelFigures {
    pub kernel: &'static str,
    /// Iterations (s0 at entry).
    pub n: u32,
    /// Guest instructions of one run (the interpreter's count; the JIT's equals it).
    pub guest_instructions: u64,
    pub interp: Timing,
    pub jit: Timing,
    pub native: Timing,
    pub compile: CompileFigures,
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
        self.compile.compile_nanos as f64 / 1e3 / self.compile.compiled_insts.max(1) as f64
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
        self.compile.code_bytes as f64 / self.compile.compiled_insts.max(1) as f64
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
                    seconds: t.seconds,
                    guest_ips: self.guest_ips(e),
                    runs: t.runs,
                    speedup_over_interp: self.interp.seconds / t.seconds,
                    time_over_native: t.seconds / self.native.seconds,
                    compile_us_per_inst: jit.then(|| self.compile_us_per_inst()),
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
    /// Median seconds per run.
    pub seconds: f64,
    pub guest_ips: f64,
    pub runs: u64,
    /// Interpreter time over this engine's time.
    pub speedup_over_interp: f64,
    /// This engine's time over native time.
    pub time_over_native: f64,
    pub compile_us_per_inst: Option<f64>,
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
    engine: EngineKind,
    outcome: &Outcome,
    w: &Wave,
    want: &[u64],
) -> Result<(), BenchError> {
    if outcome.status != Status::Endpgm {
        let status = match &outcome.status {
            Status::Error(e) => format!("{} at 0x{:x}: {}", e.kind.name(), e.pc, e.message),
            s => s.name().to_string(),
        };
        return Err(BenchError::Fault {
            kernel: k.name,
            engine: engine.name(),
            status,
        });
    }
    let got = (k.result)(w);
    if got != want {
        return Err(BenchError::Mismatch {
            kernel: k.name,
            engine: engine.name(),
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
    Jit::new(
        program,
        JitOptions {
            threshold: 0,
            ..opts.jit.clone()
        },
    )
    .map_err(|e| e.to_string())
}

/// Measures one kernel; `progress` hears which engine is about to be timed.
pub fn measure(
    k: &'static Kernel,
    opts: &Options,
    progress: &mut dyn FnMut(&'static str, EngineKind),
) -> Result<KernelFigures, BenchError> {
    let n = iterations(k, opts.scale);
    let prog = program(k)?;
    let template = wave(k, n);
    let want = native_result(k, n);

    progress(k.name, EngineKind::Interp);
    let mut steps = 0;
    let interp = time_runs(opts, || {
        let mut w = template.clone();
        let t = Instant::now();
        let o = crate::interp::run(&prog, &mut w, &LIMITS);
        let d = t.elapsed();
        check(k, EngineKind::Interp, &o, &w, &want)?;
        steps = o.steps;
        Ok(d)
    })?;

    progress(k.name, EngineKind::Jit);
    let jit_run = |jit: &Jit, w: &mut Wave| -> Result<Duration, BenchError> {
        let t = Instant::now();
        let o = jit.run(w, &LIMITS);
        let d = t.elapsed();
        check(k, EngineKind::Jit, &o, w, &want)?;
        if o.steps != steps {
            return Err(BenchError::Steps {
                kernel: k.name,
                interp: steps,
                jit: o.steps,
            });
        }
        Ok(d)
    };
    // Each sample's fresh JIT compiles during a warm-up run; the compile figures
    // are those of the median compile time (the first compile in a process, or
    // one next to a busy neighbour, can take several times longer). The last JIT,
    // its cache populated, is then timed.
    let fresh = || -> Result<(Jit, Stats), BenchError> {
        let j = jit(&prog, opts).map_err(|message| BenchError::Jit {
            kernel: k.name,
            message,
        })?;
        jit_run(&j, &mut template.clone())?;
        let s = j.stats();
        Ok((j, s))
    };
    let (mut warm_jit, first) = fresh()?;
    let mut warmups = vec![first];
    for _ in 1..opts.samples.max(1) {
        let (j, s) = fresh()?;
        warm_jit = j;
        warmups.push(s);
    }
    warmups.sort_by_key(|s| s.compile_nanos);
    let warm = warmups[warmups.len() / 2];
    let jit_timing = time_runs(opts, || jit_run(&warm_jit, &mut template.clone()))?;
    let compile = CompileFigures {
        regions: warm.compiles,
        compiled_insts: warm.compiled_insts,
        compile_nanos: warm.compile_nanos,
        code_bytes: warm.code_bytes,
        interpreted_insts: warm.interp_steps,
        tier_ups: warm.tier_ups,
        tier_up_insts: warm.tier_up_insts,
        tier_up_nanos: warm.tier_up_nanos,
    };

    progress(k.name, EngineKind::Native);
    let native = time_native(k, n, &want, opts)?;

    Ok(KernelFigures {
        kernel: k.name,
        n,
        guest_instructions: steps,
        interp,
        jit: jit_timing,
        native,
        compile,
    })
}

/// Measures `kernels` in order.
pub fn run_suite(
    kernels: &[&'static Kernel],
    opts: &Options,
    progress: &mut dyn FnMut(&'static str, EngineKind),
) -> Result<Vec<KernelFigures>, BenchError> {
    kernels.iter().map(|k| measure(k, opts, progress)).collect()
}
