//! `gcnjit launch FILE --grid ... --block ...`: one kernel dispatch from a code
//! object (docs/launch.md).

use super::run::engine_for;
use super::waves::parse_shard;
use anyhow::{anyhow, bail, Context};
use clap::Args;
use gcnjit::code_object::{CodeObject, Kernel};
use gcnjit::engine::Engine;
use gcnjit::launch::{Dispatch, DispatchSpec, Grid, KernelArg, WaveId};
use gcnjit::state_json;
use gcnjit::waves::{Batch, BatchOptions, Shard};
use gcnjit::{Limits, Memory, Outcome, Status, Wave};
use serde_json::{json, Value};
use std::io::Write;
use std::process::ExitCode;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Instant;

/// Waves are run and printed this many at a time, so output streams.
const CHUNK: u64 = 16_384;

/// Faulted waves reported one by one on standard error without --json.
const FAULTS_SHOWN: u64 = 10;

#[derive(Args, Debug)]
#[command(
    long_about = "Launch a kernel of an AMDGPU code object over a grid, as one HSA kernel \
dispatch: every wave starts with the SGPRs its kernel descriptor enables (AMDGPUUsage, \
\"Initial Kernel Execution State\"), EXEC holding its live lanes, a dispatch packet, queue \
object and kernarg segment in guest memory, and the buffer arguments in global memory shared \
by all waves (scalar stores and atomics of one wave are seen by the others). Addresses and \
runtime-chosen values are listed in docs/launch.md.\n\n\
Output: with --json one line per wave in workgroup order (run --json's shape without the \
memory dump, plus \"wave\" (index in the dispatch), \"workgroup\" [x, y, z] and \
\"wave_in_workgroup\"); always one line of totals on standard error. Exit status 1 if any \
wave faulted.\n\n\
Examples:\n  \
gcnjit launch reduce.hsaco --grid 640000 --block 64 --arg buf:in.bin --arg u32:16 \\\n      \
--arg buf:zero:80000 --arg buf:zero:4 --out buf1=sums.bin --out buf2=total.bin\n  \
gcnjit launch k.o --kernel scale --grid 1024,4 --block 64,4 --arg f32:0.5 --json\n  \
gcnjit launch k.hipfb --target gfx906 --kernel sum_squares --check    # a fat binary's code object\n  \
parallel gcnjit launch k.o --grid 65536 --block 256 --json --shard {}/4 ::: 0 1 2 3 > all.jsonl"
)]
pub struct LaunchArgs {
    /// The code object: an ELF relocatable object or linked shared object, or a fat binary
    /// (offload bundle, CCOB, host ELF with .hip_fatbin) with --target choosing one.
    pub file: String,
    /// The kernel to launch (the name of its `NAME.kd` descriptor); may be left
    /// out when the file has one kernel.
    #[arg(long)]
    pub kernel: Option<String>,
    /// GCN generation; taken from the file when left out, an error if it
    /// disagrees with the file. For a fat binary it chooses the code object
    /// (gfx900:xnack-, gfx906, fiji, gfx9; docs/code-objects.md).
    #[arg(long, visible_alias = "target", value_name = "TARGET", value_parser = super::parse_target)]
    pub arch: Option<super::Target>,
    /// Work-items per dimension (the dispatch packet's grid size): X[,Y[,Z]].
    #[arg(long, value_name = "X[,Y[,Z]]", required_unless_present = "check")]
    pub grid: Option<String>,
    /// Workgroup size: X[,Y[,Z]], as many dimensions as --grid.
    #[arg(long, value_name = "X[,Y[,Z]]", required_unless_present = "check")]
    pub block: Option<String>,
    /// A kernel argument, in order: u8:V, u16:V, u32:V, i32:V, u64:V, i64:V,
    /// f32:V, f64:V, bytes:HEX (a by-value struct), local:SIZE (an OpenCL
    /// __local pointer: dynamic LDS), buf:FILE (the file's bytes in global
    /// memory, its address passed) or buf:zero:SIZE. With the code object's
    /// metadata, each is checked against the kernel's argument (count, size,
    /// pointer or value) and placed at its offset; hidden arguments are filled
    /// in (docs/launch.md).
    #[arg(long = "arg", value_name = "KIND:VALUE")]
    pub args: Vec<String>,
    /// After the run, write the final bytes of the K-th buf: argument (from 0).
    #[arg(long = "out", value_name = "bufK=FILE")]
    pub out: Vec<String>,
    /// Engine: interp, jit (default) or both (each wave in lockstep against a
    /// private copy of the buffers; the waves then run one at a time).
    #[arg(long, default_value = "jit", value_parser = engine_for)]
    pub engine: Engine,
    /// Worker threads (default: every core).
    #[arg(long)]
    pub threads: Option<usize>,
    /// One JSON object per wave on standard output, in workgroup order.
    #[arg(long)]
    pub json: bool,
    /// Stop a wave with a step_limit error after this many instructions.
    #[arg(long, value_parser = super::parse_u64, default_value_t = Limits::DEFAULT_MAX_STEPS)]
    pub max_steps: u64,
    #[arg(long, value_name = "N", default_value_t = gcnjit::jit::DEFAULT_THRESHOLD,
          help = gcnjit::jit::THRESHOLD_HELP)]
    pub jit_threshold: u32,
    /// Run only the I-th (from 0) of N equal, contiguous parts of the
    /// workgroups; the parts' --json lines concatenated in order equal the
    /// whole launch's (buffers written by --out hold only this part's stores).
    #[arg(long, value_name = "I/N", value_parser = parse_shard)]
    pub shard: Option<Shard>,
    /// Run nothing: list the instructions reachable from the kernel's entry
    /// that gcnjit does not execute (exit 0 when there are none, else 1).
    /// Without --kernel, every kernel of the file is checked in turn.
    #[arg(long)]
    pub check: bool,
}

/// `X[,Y[,Z]]`.
fn dims(flag: &str, s: &str) -> anyhow::Result<Vec<u64>> {
    s.split(',')
        .map(|p| super::parse_u64(p).map_err(|e| anyhow!("{flag} {s}: {e}")))
        .collect()
}

/// `bufK=FILE`.
fn out_spec(s: &str, buffers: usize) -> anyhow::Result<(usize, String)> {
    let bad = || anyhow!("--out {s}: expected bufK=FILE, K counting the buf: arguments from 0");
    let (k, file) = s.split_once('=').ok_or_else(bad)?;
    let k: usize = k
        .strip_prefix("buf")
        .ok_or_else(bad)?
        .parse()
        .map_err(|_| bad())?;
    if k >= buffers {
        bail!(
            "--out {s}: there are {buffers} buf: arguments (buf0..buf{})",
            buffers.max(1) - 1
        );
    }
    Ok((k, file.to_string()))
}

/// The code object the command line names.
fn open(a: &LaunchArgs) -> anyhow::Result<CodeObject> {
    let bytes = std::fs::read(&a.file).map_err(|e| anyhow!("{}: {e}", a.file))?;
    let target = a.arch.as_ref().map(|t| t.spelled.as_str());
    CodeObject::open(&bytes, &a.file, target).map_err(|e| anyhow!("{e}"))
}

/// At most this many kernel names in an error that lists a file's kernels.
const NAMES_SHOWN: usize = 8;

/// The code object and the kernel the command line names.
fn load(a: &LaunchArgs) -> anyhow::Result<(CodeObject, Kernel)> {
    let co = open(a)?;
    let kernel = match &a.kernel {
        Some(name) => co.kernel(name).map_err(|e| anyhow!("{e}"))?,
        None => match co.kernels() {
            [k] => k,
            [] => bail!("{}: the file has no kernel (no NAME.kd descriptor)", a.file),
            ks => {
                let mut names: Vec<&str> = ks.iter().map(|k| k.name.as_str()).collect();
                if names.len() > NAMES_SHOWN {
                    names.truncate(NAMES_SHOWN);
                    names.push("... (`gcnjit info` lists them all)");
                }
                bail!(
                    "{}: the file has {} kernels ({}); choose one with --kernel \
                     (or check them all with --check alone)",
                    a.file,
                    ks.len(),
                    names.join(", ")
                )
            }
        },
    }
    .clone();
    Ok((co, kernel))
}

/// The dispatch the command line describes.
fn dispatch(a: &LaunchArgs, co: &CodeObject, kernel: &Kernel) -> anyhow::Result<Dispatch> {
    let (grid, block) = (
        a.grid.as_deref().unwrap_or_default(),
        a.block.as_deref().unwrap_or_default(),
    );
    let grid = Grid::new(&dims("--grid", grid)?, &dims("--block", block)?)
        .map_err(|e| anyhow!("--grid {grid} --block {block}: {e}"))?;
    let read = |path: &str| std::fs::read(path).map_err(|e| format!("{path}: {e}"));
    let args = a
        .args
        .iter()
        .map(|s| KernelArg::parse(s, &read).map_err(|e| anyhow!(e)))
        .collect::<anyhow::Result<Vec<_>>>()?;
    let memory: Memory = co.memory();
    let d = Dispatch::new(DispatchSpec {
        arch: co.arch,
        descriptor: kernel.descriptor,
        kd_address: kernel.kd_address,
        entry: kernel.entry,
        grid,
        args,
        memory,
        metadata: co.kernel_metadata(&kernel.name).cloned(),
    })
    .map_err(|e| anyhow!("{}: kernel {}: {e}", a.file, kernel.name))?;
    Ok(d)
}

/// `--check` without `--kernel`: every kernel of the file, each with its
/// report, then how many kernels reach an instruction gcnjit does not
/// execute (exit 1 when any does).
fn check_all(a: &LaunchArgs) -> anyhow::Result<ExitCode> {
    let co = open(a)?;
    if co.kernels().is_empty() {
        bail!("{}: the file has no kernel (no NAME.kd descriptor)", a.file);
    }
    let program = co.program();
    let mut bad = 0;
    for k in co.kernels() {
        let report = gcnjit::prescan::prescan(&program, k.entry);
        bad += usize::from(!report.ok());
        print!("kernel {}:\n{}", k.name, report.to_text(&program));
    }
    println!(
        "{} kernels, {bad} reaching instructions gcnjit does not execute",
        co.kernels().len()
    );
    Ok(if bad == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    })
}

/// A wave's `--json` line: run --json's object without memory, plus where
/// the wave is.
fn wave_line(id: &WaveId, outcome: &Outcome, mut wave: Wave) -> String {
    wave.mem = Memory::new();
    let mut v = state_json::outcome_to_json(outcome, &wave);
    if let Value::Object(m) = &mut v {
        if let Some(Value::Object(s)) = m.get_mut("state") {
            s.remove("memory");
        }
        m.insert("wave".into(), json!(id.global));
        m.insert("workgroup".into(), json!(id.workgroup.id));
        m.insert("wave_in_workgroup".into(), json!(id.wave));
    }
    v.to_string()
}

pub fn launch(a: LaunchArgs) -> anyhow::Result<ExitCode> {
    if a.threads == Some(0) {
        bail!("--threads must be at least 1");
    }
    if a.engine == Engine::Both && a.threads.is_some_and(|t| t > 1) {
        bail!(
            "--engine both runs the waves one at a time (each is compared against a private \
             copy of the buffers taken when it starts); leave out --threads"
        );
    }
    if a.check && a.kernel.is_none() {
        return check_all(&a);
    }
    let (co, kernel) = load(&a)?;
    let program = co.program();
    if a.check {
        // The rest of the command line is still checked when given.
        if a.grid.is_some() {
            dispatch(&a, &co, &kernel)?;
        }
        let report = gcnjit::prescan::prescan(&program, kernel.entry);
        print!("{}", report.to_text(&program));
        return Ok(if report.ok() {
            ExitCode::SUCCESS
        } else {
            ExitCode::from(1)
        });
    }
    let d = dispatch(&a, &co, &kernel)?;
    let outs = a
        .out
        .iter()
        .map(|s| out_spec(s, d.buffers.len()))
        .collect::<anyhow::Result<Vec<_>>>()?;
    let engine = a.engine.with_threshold(a.jit_threshold);
    let threads = if engine == Engine::Both {
        1
    } else {
        a.threads.unwrap_or(0)
    };
    let batch = Batch::new(
        &program,
        &BatchOptions {
            threads,
            engine,
            limits: Limits {
                max_steps: a.max_steps,
            },
            ..BatchOptions::default()
        },
    )?;
    let plan = d.plan(a.shard.unwrap_or(Shard::ALL));

    // Counted from the results on this thread: counters every worker adds
    // to once a wave bounce their cache line between the cores, which cost
    // a tenth of a short kernel's launch on two threads. Only the faults
    // shown (rare) are counted as they happen.
    let shown = AtomicU64::new(0);
    let json = a.json;
    let finish = |id: &WaveId, outcome: Outcome, wave: Wave| -> (u64, bool, Option<String>) {
        let failed = matches!(outcome.status, Status::Error(_));
        if let Status::Error(e) = &outcome.status {
            let n = shown.fetch_add(1, Ordering::Relaxed);
            if !json && n < FAULTS_SHOWN {
                eprintln!(
                    "wave {} (workgroup {:?}, wave {}): error ({}) at {:#x}: {}",
                    id.global,
                    id.workgroup.id,
                    id.wave,
                    e.kind.name(),
                    e.pc,
                    e.message
                );
            }
        }
        (
            outcome.steps,
            failed,
            json.then(|| wave_line(id, &outcome, wave)),
        )
    };
    let start = Instant::now();
    let stdout = std::io::stdout();
    let mut out = std::io::BufWriter::new(stdout.lock());
    let mut first = 0;
    let (mut faulted, mut steps) = (0u64, 0u64);
    while first < plan.waves {
        // Chunks hold whole workgroups (their waves meet at s_barrier).
        let last = plan.chunk_end(plan.waves.min(first + CHUNK));
        for (n, failed, line) in d.run(&batch, &plan, first..last, finish) {
            steps += n;
            faulted += failed as u64;
            if let Some(line) = line {
                writeln!(out, "{line}").context("writing standard output")?;
            }
        }
        first = last;
    }
    out.flush().context("writing standard output")?;
    let secs = start.elapsed().as_secs_f64();
    for (k, file) in &outs {
        let bytes = d.buffer_bytes(*k).unwrap_or_default();
        std::fs::write(file, bytes).map_err(|e| anyhow!("--out buf{k}={file}: {e}"))?;
    }
    let ended = plan.waves - faulted;
    eprintln!(
        "{} waves in {} workgroups ({ended} ended, {faulted} faulted), {steps} guest instructions, \
         {secs:.3} s wall time, {:.0} waves/s, {} threads",
        plan.waves,
        plan.workgroups.end - plan.workgroups.start,
        plan.waves as f64 / secs.max(1e-9),
        batch.threads(),
    );
    Ok(if faulted > 0 {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    })
}
