//! `gcnjit run PROGRAM --waves N`: many waves over one shared code cache.
//!
//! The base wave comes from `--state`, `--mem` and `--set` as for one run;
//! each wave then gets its index in `--wave-id-sgpr` and its line of
//! `--states`. One JSON object a line on standard output, in wave order, and a
//! summary on standard error.

use super::run::RunArgs;
use anyhow::{anyhow, bail, Context};
use clap::Args;
use gcnjit::state_json::{self, SetTarget};
use gcnjit::waves::{Batch, BatchOptions, Shard};
use gcnjit::{Limits, Outcome, Program, Status, Wave};
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use serde_json::{json, Value};
use std::io::Write;
use std::process::ExitCode;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Instant;

/// Waves are run and printed this many at a time, so that output streams and
/// the results of a huge batch are never all held at once.
const CHUNK: usize = 16_384;

/// Batches at least this large show a progress bar (on a terminal).
const PROGRESS_MIN_WAVES: usize = 1_000;

/// The most worker threads `--threads` may ask for: each is an OS thread with
/// its own stack, and far more threads than cores only add switching.
pub const MAX_THREADS: usize = 256;

#[derive(Args, Debug, Clone, Default)]
pub struct WavesArgs {
    /// Run this many waves of the program over one shared code cache; prints one
    /// JSON object a line, in wave order (default engine: jit).
    #[arg(long, value_parser = super::parse_u64)]
    pub waves: Option<u64>,
    /// Worker threads for --waves (default: every core; at most 256).
    #[arg(long)]
    pub threads: Option<usize>,
    /// Write each wave's index into this register (e.g. s0) before its --states line.
    #[arg(long, value_name = "sK")]
    pub wave_id_sgpr: Option<String>,
    /// One state JSON a line, applied over the base state, one wave per line
    /// (blank lines skipped); without --waves the number of lines is the number of waves.
    #[arg(long, value_name = "FILE.jsonl")]
    pub states: Option<String>,
    /// Run only the I-th (from 0) of N equal, contiguous parts of the waves;
    /// lines keep their wave index, so the parts' outputs concatenated in
    /// order equal the whole run's (for job arrays, GNU parallel, ...).
    #[arg(long, value_name = "I/N", value_parser = parse_shard)]
    pub shard: Option<Shard>,
}

/// `--shard I/N`.
pub fn parse_shard(s: &str) -> Result<Shard, String> {
    Shard::parse(s)
}

impl WavesArgs {
    /// Does the command line ask for a batch? Any batch option does, so that
    /// `--threads` without `--waves` is reported rather than ignored.
    pub fn active(&self) -> bool {
        self.waves.is_some()
            || self.states.is_some()
            || self.threads.is_some()
            || self.wave_id_sgpr.is_some()
            || self.shard.is_some()
    }
}

/// The register `--wave-id-sgpr` names: one 32-bit register.
fn wave_id_register(program: &Program, name: &str) -> anyhow::Result<usize> {
    let target = state_json::parse_reg(program.arch, name)
        .map_err(|e| anyhow!(e))
        .context("--wave-id-sgpr")?;
    match target {
        SetTarget::Reg { code, dwords: 1 } => Ok(code as usize),
        _ => bail!("--wave-id-sgpr {name}: expected one 32-bit register such as s0"),
    }
}

/// Every wave's initial state from a --states file, each line applied over
/// `base` (with the wave index written first), so that a bad line is reported
/// with its number before anything runs.
fn per_wave_states(path: &str, base: &Wave, id_reg: Option<usize>) -> anyhow::Result<Vec<Wave>> {
    let text = std::fs::read_to_string(path).map_err(|e| anyhow!("{path}: {e}"))?;
    let mut waves = Vec::new();
    for (n, line) in text.lines().enumerate() {
        if line.trim().is_empty() {
            continue;
        }
        let mut w = base.clone();
        if let Some(r) = id_reg {
            w.state.sgpr[r] = waves.len() as u32;
        }
        state_json::apply_json(&mut w, line).map_err(|e| anyhow!("{path}:{}: {e}", n + 1))?;
        waves.push(w);
    }
    Ok(waves)
}

/// `run_one`'s JSON object with the wave's index.
fn wave_line(i: usize, outcome: &Outcome, wave: &Wave) -> String {
    let mut v = state_json::outcome_to_json(outcome, wave);
    if let Value::Object(m) = &mut v {
        m.insert("wave".into(), json!(i));
    }
    v.to_string()
}

pub fn run(a: RunArgs) -> anyhow::Result<ExitCode> {
    if a.trace {
        bail!("--trace runs one wave; it cannot be combined with --waves or --states");
    }
    if a.waves.threads == Some(0) {
        bail!("--threads must be at least 1");
    }
    if let Some(t) = a.waves.threads.filter(|&t| t > MAX_THREADS) {
        bail!("--threads {t}: at most {MAX_THREADS} worker threads");
    }
    let loaded = a.prog.load_full()?;
    let program = &loaded.program;
    let base = super::run::initial_wave(&a, &loaded)?;
    let id_reg = match &a.waves.wave_id_sgpr {
        Some(name) => Some(wave_id_register(program, name)?),
        None => None,
    };
    let states = match &a.waves.states {
        Some(path) => Some(per_wave_states(path, &base, id_reg)?),
        None => None,
    };
    let n = match (a.waves.waves, &states) {
        (Some(n), Some(s)) if n != s.len() as u64 => bail!(
            "--waves {n} but {} has {} states (one a line)",
            a.waves.states.as_deref().unwrap_or_default(),
            s.len()
        ),
        (Some(n), _) => n,
        (None, Some(s)) => s.len() as u64,
        (None, None) => bail!("--threads, --wave-id-sgpr and --shard need --waves or --states"),
    };
    if n == 0 {
        match &a.waves.states {
            Some(path) => bail!("{path} has no states: nothing to run"),
            None => bail!("--waves must be at least 1"),
        }
    }
    if id_reg.is_some() && n > 1 << 32 {
        bail!("--waves {n}: wave indices must fit in 32 bits for --wave-id-sgpr");
    }
    let n = usize::try_from(n).map_err(|_| anyhow!("--waves {n} is too large"))?;

    let engine = a.engine.with_threshold(a.jit_threshold);
    let opts = BatchOptions {
        threads: a.waves.threads.unwrap_or(0),
        engine,
        limits: Limits {
            max_steps: a.max_steps,
        },
        jit: a.jit_options(),
    };
    let batch = Batch::new(program, &opts)?;

    let range = a.waves.shard.unwrap_or(Shard::ALL).range(n as u64);
    let (first, end) = (range.start as usize, range.end as usize);
    let count = end - first;
    let bar = if count >= PROGRESS_MIN_WAVES {
        ProgressBar::with_draw_target(Some(count as u64), ProgressDrawTarget::stderr())
    } else {
        ProgressBar::hidden()
    };
    bar.set_style(
        ProgressStyle::with_template(
            "{bar:40} {human_pos}/{human_len} waves, {elapsed} elapsed, eta {eta}",
        )
        .unwrap_or_else(|_| ProgressStyle::default_bar()),
    );
    let show = !bar.is_hidden();

    let make = |i: usize| -> Wave {
        match &states {
            Some(s) => s[i].clone(),
            None => {
                let mut w = base.clone();
                if let Some(r) = id_reg {
                    w.state.sgpr[r] = i as u32;
                }
                w
            }
        }
    };
    let (faulted, ended, steps) = (AtomicU64::new(0), AtomicU64::new(0), AtomicU64::new(0));
    let finish = |i: usize, outcome: Outcome, wave: Wave| -> String {
        match outcome.status {
            Status::Error(_) => faulted.fetch_add(1, Ordering::Relaxed),
            _ => ended.fetch_add(1, Ordering::Relaxed),
        };
        steps.fetch_add(outcome.steps, Ordering::Relaxed);
        if show {
            bar.inc(1);
        }
        wave_line(i, &outcome, &wave)
    };

    let start = Instant::now();
    let stdout = std::io::stdout();
    let mut out = std::io::BufWriter::new(stdout.lock());
    let mut first = first;
    while first < end {
        let last = end.min(first + CHUNK);
        for line in batch.map(first..last, make, finish) {
            writeln!(out, "{line}").context("writing standard output")?;
        }
        first = last;
    }
    out.flush().context("writing standard output")?;
    let secs = start.elapsed().as_secs_f64();
    bar.finish_and_clear();

    let (faulted, ended, steps) = (faulted.into_inner(), ended.into_inner(), steps.into_inner());
    let compiled = batch.jit().map_or(String::new(), |j| {
        format!(", {} regions compiled", j.stats().compiles)
    });
    eprintln!(
        "{count} waves ({ended} ended, {faulted} faulted), {steps} guest instructions, \
         {secs:.3} s wall time, {:.0} waves/s, {} threads{compiled}",
        count as f64 / secs.max(1e-9),
        batch.threads(),
    );
    Ok(if faulted > 0 {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    })
}
