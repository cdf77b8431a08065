//! `gcnjit bench`: the kernel suite under the interpreter, the JIT and native
//! Rust, as tables, JSON or an SVG chart.

use super::svg::si;
use anyhow::{bail, Context};
use clap::Args;
use gcnjit::bench::harness::{self, EngineKind, KernelFigures, Options, Stage, LEVELS};
use gcnjit::bench::{all, kernel, Kernel};
use gcnjit::jit::{JitOptions, OptLevel};
use indicatif::{ProgressBar, ProgressStyle};
use std::process::ExitCode;

#[derive(Args, Debug)]
#[command(
    after_help = "Every result is checked against native Rust. Besides the JIT column \
(--opt-level, --tier-up), every first level (baseline, none, speed) is measured alone with \
fresh JITs (no tier-up): its compile microseconds and host bytes per guest instruction, the \
instructions its code leaves to the interpreter, and its warm run's time over native time \
(docs/cli.md, `bench`, lists every JSON field).\n\n\
Examples:\n  \
gcnjit bench --scale 0.01 --samples 1     a quick run of every kernel\n  \
gcnjit bench --kernel lcg --kernel gcd    two kernels at full size\n  \
gcnjit bench --json --samples 3 > b.json  one JSON record per kernel and engine; the jit \
record's `levels` array has each first level's figures\n  \
gcnjit bench --opt-level speed            the JIT column compiled once at opt_level=speed\n  \
gcnjit bench --svg speed.svg              also a chart of guest instructions per second"
)]
pub struct BenchArgs {
    /// Only this kernel (repeatable): lcg, bits, collatz, gcd, isqrt, crc32, masks, hwreg, bufsum;
    /// vector kernels saxpy, reduce, sgemm, philox (docs/cli.md §4.6).
    #[arg(long = "kernel", value_name = "NAME")]
    pub kernels: Vec<String>,
    /// Print a JSON array, one record per kernel and engine, instead of tables;
    /// the jit record carries `opt_level`, `tier_up` and `levels` (each first
    /// level alone: `opt_level`, `compile_us_per_inst`, `time_over_native`, ...).
    #[arg(long)]
    pub json: bool,
    /// Also write a bar chart of guest instructions per second to FILE.
    #[arg(long, value_name = "FILE")]
    pub svg: Option<String>,
    /// Multiply every kernel's iteration count by F (e.g. 0.01 for a quick run).
    #[arg(long, value_name = "F", default_value = "1")]
    pub scale: f64,
    /// Timing samples per engine and level (and fresh JITs per level for the
    /// compile figures); the median is reported.
    #[arg(long, value_name = "N", default_value = "5")]
    pub samples: usize,
    /// The JIT column: `tiers` (the library default: baseline first on
    /// x86-64, none elsewhere, compiled again at speed after --tier-up steps
    /// of a region), or one level alone: `baseline` (x86-64 emitted
    /// directly), `none` (Cranelift opt_level=none) or `speed` (Cranelift
    /// opt_level=speed). Every level is also measured alone in any case.
    #[arg(long, value_name = "LEVEL", default_value = "tiers",
          value_parser = ["tiers", "baseline", "none", "speed"])]
    pub opt_level: String,
    #[arg(long, value_name = "N",
          help = format!("{} Only with --opt-level tiers.", gcnjit::jit::TIER_UP_HELP))]
    pub tier_up: Option<u64>,
}

pub fn bench(a: BenchArgs) -> anyhow::Result<ExitCode> {
    if !(a.scale.is_finite() && a.scale > 0.0) {
        bail!("--scale `{}` must be a positive number", a.scale);
    }
    let kernels: Vec<&'static Kernel> = if a.kernels.is_empty() {
        all().collect()
    } else {
        a.kernels
            .iter()
            .map(|name| {
                kernel(name).with_context(|| {
                    let names: Vec<&str> = all().map(|k| k.name).collect();
                    format!("unknown kernel `{name}` (kernels: {})", names.join(", "))
                })
            })
            .collect::<anyhow::Result<_>>()?
    };
    let defaults = JitOptions::default();
    let jit = match OptLevel::from_name(&a.opt_level) {
        Some(level) => {
            if let Some(n) = a.tier_up {
                bail!(
                    "--tier-up {n} applies only to --opt-level tiers (--opt-level {} never tiers up)",
                    a.opt_level
                );
            }
            JitOptions {
                opt_level: level,
                tier_up: 0,
                ..defaults
            }
        }
        None => JitOptions {
            tier_up: a.tier_up.unwrap_or(defaults.tier_up),
            ..defaults
        },
    };
    let opts = Options {
        scale: a.scale,
        samples: a.samples.max(1),
        jit,
        ..Options::default()
    };

    let bar = ProgressBar::new((kernels.len() * harness::stages(&opts)) as u64);
    bar.set_style(
        ProgressStyle::with_template("{elapsed:>4} [{bar:30}] {pos}/{len} {msg}")
            .unwrap_or_else(|_| ProgressStyle::default_bar())
            .progress_chars("=> "),
    );
    let mut started = false;
    let mut progress = |k: &'static str, e: Stage| {
        if started {
            bar.inc(1);
        }
        started = true;
        bar.set_message(format!("{k}: {}", e.name()));
    };
    let result = harness::run_suite(&kernels, &opts, &mut progress);
    bar.finish_and_clear();
    let figures = match result {
        Ok(f) => f,
        Err(e) => {
            eprintln!("gcnjit: bench: {e}");
            return Ok(ExitCode::from(1));
        }
    };

    if a.json {
        let records: Vec<_> = figures.iter().flat_map(|f| f.records()).collect();
        println!("{}", serde_json::to_string_pretty(&records)?);
    } else {
        print!("{}", tables(&kernels, &figures));
    }
    if let Some(path) = &a.svg {
        let svg = super::svg::chart(&figures)
            .map_err(|e| anyhow::anyhow!("cannot draw the chart: {e}"))?;
        std::fs::write(path, svg).with_context(|| format!("cannot write {path}"))?;
    }
    Ok(ExitCode::SUCCESS)
}

/// One table per kernel, then a summary in Markdown table syntax.
fn tables(kernels: &[&'static Kernel], figures: &[KernelFigures]) -> String {
    let mut s = String::new();
    for (k, f) in kernels.iter().zip(figures) {
        s += &format!(
            "{} ({}): n = {}, {} guest instructions\n",
            k.name, k.about, f.n, f.guest_instructions
        );
        if f.lane_ops != f.guest_instructions {
            s += &format!(
                "  {} lane operations; lane-op/s: interp {}, jit {}, native {}\n",
                f.lane_ops,
                si(f.lane_ops_per_s(EngineKind::Interp)),
                si(f.lane_ops_per_s(EngineKind::Jit)),
                si(f.lane_ops_per_s(EngineKind::Native)),
            );
        }
        s += "  engine          seconds   guest inst/s   vs interp   vs native\n";
        for e in EngineKind::ALL {
            let t = f.timing(e);
            s += &format!(
                "  {:<8} {:>14.6} {:>14} {:>10.2}x {:>10.2}x\n",
                e.name(),
                t.seconds,
                si(f.guest_ips(e)),
                f.interp.seconds / t.seconds,
                t.seconds / f.native.seconds,
            );
        }
        let c = &f.compile;
        s += &format!(
            "  JIT ({}): {:.1}x the interpreter, {:.2}x native time; compile {} us (the first \
             fresh JIT's: {:.2}) and {:.1} host bytes per guest instruction ({} regions, {} \
             instructions, {} interpreted per run)\n",
            jit_config(f),
            f.jit_speedup(),
            f.jit_over_native(),
            compile_cell(f),
            c.cold_us_per_inst(),
            f.code_bytes_per_inst(),
            c.regions,
            c.compiled_insts,
            c.interpreted_insts,
        );
        s += &level_table(f);
        s += "\n";
    }
    s += "| kernel | interp inst/s | JIT inst/s | native inst/s | JIT / interp | JIT time / native | compile us / inst (first / tier-up) | first fresh JIT's compile us / inst | host bytes / inst | compile us / inst (baseline / none / speed) | time / native (baseline / none / speed) |\n";
    s += "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n";
    for f in figures {
        s += &format!(
            "| {} | {} | {} | {} | {:.1}x | {:.2} | {} | {:.2} | {:.1} | {} | {} |\n",
            f.kernel,
            si(f.guest_ips(EngineKind::Interp)),
            si(f.guest_ips(EngineKind::Jit)),
            si(f.guest_ips(EngineKind::Native)),
            f.jit_speedup(),
            f.jit_over_native(),
            compile_cell(f),
            f.compile.cold_us_per_inst(),
            f.code_bytes_per_inst(),
            per_level(f, |l| l.compile.us_per_inst()),
            per_level(f, |l| l.jit.seconds / f.native.seconds),
        );
    }
    s += &lane_table(figures);
    s += &format!(
        "\nCompiling every kernel's regions once (each kernel's first fresh JIT, the process's \
         first compile included): {:.2} us per guest instruction.\n",
        harness::suite_cold_us_per_inst(figures)
    );
    s
}

/// The vector kernels' lane operations per second, in Markdown table
/// syntax; empty when the run has none.
fn lane_table(figures: &[KernelFigures]) -> String {
    let vector: Vec<&KernelFigures> = figures
        .iter()
        .filter(|f| f.lane_ops != f.guest_instructions)
        .collect();
    if vector.is_empty() {
        return String::new();
    }
    let mut s = String::from(
        "\n| kernel | lane ops / inst | interp lane-op/s | JIT lane-op/s | native lane-op/s | interp / native | JIT / native |\n|---|---:|---:|---:|---:|---:|---:|\n",
    );
    for f in vector {
        s += &format!(
            "| {} | {:.1} | {} | {} | {} | {:.1} | {:.2} |\n",
            f.kernel,
            f.lane_ops as f64 / f.guest_instructions.max(1) as f64,
            si(f.lane_ops_per_s(EngineKind::Interp)),
            si(f.lane_ops_per_s(EngineKind::Jit)),
            si(f.lane_ops_per_s(EngineKind::Native)),
            f.interp.seconds / f.native.seconds,
            f.jit_over_native(),
        );
    }
    s
}

/// The JIT column's settings: `baseline, speed after 1000000 steps`.
fn jit_config(f: &KernelFigures) -> String {
    match f.tier_up {
        0 => format!("{} alone", f.opt_level.name()),
        n => format!("{}, speed after {n} steps", f.opt_level.name()),
    }
}

/// Each first level measured alone, one line per level.
fn level_table(f: &KernelFigures) -> String {
    let mut s = String::from(
        "  level     compile us/inst  first JIT's  host bytes/inst  regions  instructions  \
         interpreted/run       seconds   vs native\n",
    );
    for l in &f.levels {
        let c = &l.compile;
        s += &format!(
            "  {:<8} {:>16.2} {:>12.2} {:>16.1} {:>8} {:>13} {:>16} {:>14.6} {:>10.2}x\n",
            l.level.name(),
            c.us_per_inst(),
            c.cold_us_per_inst(),
            c.code_bytes_per_inst(),
            c.regions,
            c.compiled_insts,
            c.interpreted_insts,
            l.jit.seconds,
            l.jit.seconds / f.native.seconds,
        );
    }
    s
}

/// `a / b / c`: one figure per level of `LEVELS`, `-` for a level the host lacks.
fn per_level(f: &KernelFigures, v: impl Fn(&harness::LevelFigures) -> f64) -> String {
    LEVELS
        .iter()
        .map(|&l| {
            f.level(l)
                .map_or("-".to_string(), |l| format!("{:.2}", v(l)))
        })
        .collect::<Vec<_>>()
        .join(" / ")
}

/// Compile cost per guest instruction of the first compiles and of the
/// tier-ups (`-` without any).
fn compile_cell(f: &KernelFigures) -> String {
    match f.compile_us_per_inst_by_tier() {
        (first, Some(up)) => format!("{first:.2} / {up:.2}"),
        (first, None) => format!("{first:.2} / -"),
    }
}
