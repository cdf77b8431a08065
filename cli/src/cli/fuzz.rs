//! `gcnjit fuzz`: differential testing of the interpreter against the JIT.

use super::parse_arch;
use clap::Args;
use gcnjit::difftest::fuzz::{fuzz_range, FuzzConfig};
use gcnjit::difftest::repro::write_case;
use gcnjit::Arch;
use indicatif::{ProgressBar, ProgressStyle};
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Duration;

#[derive(Args, Debug)]
#[command(
    long_about = "Generate random programs (scalar; with --vector, vector instructions too) and run each under the interpreter \
as it runs by default (the reference), the interpreter's own reference path (one \
instruction at a time, no fast path), the JIT compiling everything at once in its first tier \
(the baseline tier on x86-64), and the JIT with default tiering (its interpreter prefix \
cut to 40 steps, so that the hand-over to compiled code happens inside the program); one program in 4 also runs \
the first tier with regions that run more than 64 steps compiled again at opt_level=speed, \
and one in 16 Cranelift's opt_level=none tier with the same tier-up (docs/internals.md §5); \
compare status, error kind and pc, steps, every register, \
memory and the message log. \
Each mismatch is shrunk to a minimal case and written to --out as NAME.s (the program), \
NAME.json (the initial state) and NAME.cmd (the command that reproduces it). The last \
line is `N passed, M failed`; the exit status is 1 if any case failed.\n\n\
Examples:\n  gcnjit fuzz --count 2000\n  gcnjit fuzz --vector --arch gfx9 --time 600 --out failures"
)]
pub struct FuzzArgs {
    /// Generation to fuzz, or `all` for every generation in turn.
    #[arg(long, default_value = "all")]
    pub arch: String,
    /// Seed of the run; the same seed generates the same programs.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Number of programs.
    #[arg(long, default_value_t = 10_000)]
    pub count: u64,
    /// Stop after this many seconds even if --count programs have not run.
    #[arg(long)]
    pub time: Option<f64>,
    /// Directory for shrunk failing cases.
    #[arg(long, default_value = "fuzz-failures")]
    pub out: PathBuf,
    /// Worker threads (default: one per core).
    #[arg(long)]
    pub threads: Option<usize>,
    /// Stop after this many failures.
    #[arg(long, default_value_t = 10)]
    pub max_failures: usize,
    /// Run the Cranelift IR verifier on every compiled region (slower).
    #[arg(long)]
    pub verify: bool,
    /// Run only the I-th (from 0) of N equal, contiguous parts of the --count
    /// programs (the same programs the whole run has at those indices): the
    /// parts' passed counts add up to the whole run's and their failures are
    /// its failures (for job arrays, GNU parallel, ...).
    #[arg(long, value_name = "I/N", value_parser = super::waves::parse_shard)]
    pub shard: Option<gcnjit::waves::Shard>,
    /// Mix the vector instructions the interpreter executes into the
    /// programs (about a third of them), on waves whose VGPRs hold addresses
    /// and edge values (docs/cli.md §4.5).
    #[arg(long)]
    pub vector: bool,
}

pub fn fuzz_cmd(a: FuzzArgs) -> anyhow::Result<ExitCode> {
    let arches = if a.arch == "all" {
        Arch::ALL.to_vec()
    } else {
        vec![parse_arch(&a.arch).map_err(anyhow::Error::msg)?]
    };
    if let Some(t) = a.time {
        anyhow::ensure!(
            t.is_finite() && t > 0.0,
            "--time must be a positive number of seconds"
        );
    }
    let cfg = FuzzConfig {
        arches,
        seed: a.seed,
        count: a.count,
        time: a.time.map(Duration::from_secs_f64),
        engines: FuzzConfig::default_engines(),
        max_failures: a.max_failures.max(1),
        jit: gcnjit::jit::JitOptions {
            verify: a.verify,
            ..FuzzConfig::default_jit()
        },
        vector: a.vector,
        ..FuzzConfig::default()
    };
    let range = a.shard.unwrap_or(gcnjit::waves::Shard::ALL).range(a.count);
    let bar = ProgressBar::new(range.end - range.start);
    bar.set_style(
        ProgressStyle::with_template("{bar:40} {pos}/{len} programs {per_sec} eta {eta}")
            .unwrap_or_else(|_| ProgressStyle::default_bar()),
    );
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(a.threads.unwrap_or(0))
        .build()?;
    let report = pool.install(|| fuzz_range(&cfg, range, &|n| bar.set_position(n)));
    bar.finish_and_clear();
    for f in &report.failures {
        let stem = format!("{}-{:016x}", f.arch, f.seed);
        let header = vec![
            format!(
                "{:?} vs {:?} on {} (seed {:#x}, {} instructions, shrunk from {})",
                f.mismatch.reference,
                f.mismatch.other,
                f.arch,
                f.seed,
                f.shrunk.len(),
                f.original.len()
            ),
            f.mismatch.detail.clone(),
        ];
        let paths = write_case(&a.out, &stem, &f.shrunk, &header)?;
        eprintln!(
            "mismatch ({:?} vs {:?}) on {}: {}\n  written to {}",
            f.mismatch.reference,
            f.mismatch.other,
            f.arch,
            f.mismatch.detail,
            paths[0].display()
        );
    }
    let total = report.passed + report.failures.len() as u64;
    let secs = report.elapsed.as_secs_f64();
    eprintln!(
        "{total} programs in {secs:.1} s ({:.0} programs/s)",
        total as f64 / secs.max(1e-9)
    );
    println!("{} passed, {} failed", report.passed, report.failures.len());
    Ok(if report.failures.is_empty() {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    })
}
