//! `gcnjit bench`: the kernel suite under the interpreter, the JIT and native
//! Rust, as tables, JSON or an SVG chart.

use super::svg::si;
use anyhow::{bail, Context};
use clap::Args;
use gcnjit::bench::harness::{self, EngineKind, KernelFigures, Options};
use gcnjit::bench::{kernel, Kernel, KERNELS};
use gcnjit::jit::{JitOptions, OptLevel};
use indicatif::{ProgressBar, ProgressStyle};
use std::process::ExitCode;

#[derive(Args, Debug)]
pub struct BenchArgs {
    /// Only this kernel (repeatable): lcg, bits, collatz, gcd, isqrt, crc32, masks, hwreg, bufsum.
    #[arg(long = "kernel", value_name = "NAME")]
    pub kernels: Vec<String>,
    /// Print a JSON array, one record per kernel and engine, instead of tables.
    #[arg(long)]
    pub json: bool,
    /// Also write a bar chart of guest instructions per second to FILE.
    #[arg(long, value_name = "FILE")]
    pub svg: Option<String>,
    /// Multiply every kernel's iteration count by F (e.g. 0.01 for a quick run).
    #[arg(long, value_name = "F", default_value = "1")]
    pub scale: f64,
    /// Timing samples per engine; the median is reported.
    #[arg(long, value_name = "N", default_value = "5")]
    pub samples: usize,
    /// JIT tiers: `tiers` (the default engine's: opt_level=none first, speed
    /// after --tier-up steps of a region), `none` (the first tier alone) or
    /// `speed` (every region compiled once at opt_level=speed).
    #[arg(long, value_name = "LEVEL", default_value = "tiers",
          value_parser = ["tiers", "none", "speed"])]
    pub opt_level: String,
    #[arg(long, value_name = "N", default_value_t = gcnjit::jit::DEFAULT_TIER_UP,
          help = gcnjit::jit::TIER_UP_HELP)]
    pub tier_up: u64,
}

pub fn bench(a: BenchArgs) -> anyhow::Result<ExitCode> {
    if !(a.scale.is_finite() && a.scale > 0.0) {
        bail!("--scale `{}` must be a positive number", a.scale);
    }
    let kernels: Vec<&'static Kernel> = if a.kernels.is_empty() {
        KERNELS.iter().collect()
    } else {
        a.kernels
            .iter()
            .map(|name| {
                kernel(name).with_context(|| {
                    let names: Vec<&str> = KERNELS.iter().map(|k| k.name).collect();
                    format!("unknown kernel `{name}` (kernels: {})", names.join(", "))
                })
            })
            .collect::<anyhow::Result<_>>()?
    };
    let opts = Options {
        scale: a.scale,
        samples: a.samples.max(1),
        jit: JitOptions {
            opt_level: if a.opt_level == "speed" {
                OptLevel::Speed
            } else {
                OptLevel::None
            },
            tier_up: if a.opt_level == "tiers" { a.tier_up } else { 0 },
            ..JitOptions::default()
        },
        ..Options::default()
    };

    let bar = ProgressBar::new((kernels.len() * EngineKind::ALL.len()) as u64);
    bar.set_style(
        ProgressStyle::with_template("{elapsed:>4} [{bar:30}] {pos}/{len} {msg}")
            .unwrap_or_else(|_| ProgressStyle::default_bar())
            .progress_chars("=> "),
    );
    let mut started = false;
    let mut progress = |k: &'static str, e: EngineKind| {
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
            "  JIT: {:.1}x the interpreter, {:.2}x native time; compile {} us and {:.1} host bytes \
             per guest instruction ({} regions, {} instructions, {} interpreted per run)\n\n",
            f.jit_speedup(),
            f.jit_over_native(),
            compile_cell(f),
            f.code_bytes_per_inst(),
            c.regions,
            c.compiled_insts,
            c.interpreted_insts,
        );
    }
    s += "| kernel | interp inst/s | JIT inst/s | native inst/s | JIT / interp | JIT time / native | compile us / inst (first / tier-up) | host bytes / inst |\n";
    s += "|---|---:|---:|---:|---:|---:|---:|---:|\n";
    for f in figures {
        s += &format!(
            "| {} | {} | {} | {} | {:.1}x | {:.2} | {} | {:.1} |\n",
            f.kernel,
            si(f.guest_ips(EngineKind::Interp)),
            si(f.guest_ips(EngineKind::Jit)),
            si(f.guest_ips(EngineKind::Native)),
            f.jit_speedup(),
            f.jit_over_native(),
            compile_cell(f),
            f.code_bytes_per_inst(),
        );
    }
    s
}

/// Compile cost per guest instruction of the first compiles and of the
/// tier-ups (`-` without any).
fn compile_cell(f: &KernelFigures) -> String {
    match f.compile_us_per_inst_by_tier() {
        (first, Some(up)) => format!("{first:.2} / {up:.2}"),
        (first, None) => format!("{first:.2} / -"),
    }
}
