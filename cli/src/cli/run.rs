//! `gcnjit run`: load a program and a state, run one wave, print the outcome.

use super::{parse_u64, ProgramArgs};
use anyhow::{anyhow, Context};
use clap::builder::ArgPredicate;
use clap::Args;
use gcnjit::engine::{Engine, Runner};
use gcnjit::isa::operand;
use gcnjit::jit::{Jit, JitOptions};
use gcnjit::program::Loaded;
use gcnjit::state_json;
use gcnjit::{interp, GuestError, Limits, Outcome, Program, Status, Wave, WaveState};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

#[derive(Args, Debug)]
pub struct RunArgs {
    #[command(flatten)]
    pub prog: ProgramArgs,
    /// Engine: interp, jit, or both (lockstep comparison; its JIT compiles every region at
    /// once and again at opt_level=speed after 64 steps, so both tiers are compared);
    /// jit for --waves/--states.
    #[arg(long, default_value = "interp", value_parser = engine_for,
          default_value_ifs = [("waves", ArgPredicate::IsPresent, "jit"),
                               ("states", ArgPredicate::IsPresent, "jit")])]
    pub engine: Engine,
    /// Initial state from a JSON file, e.g. {"sgpr": {"s2": "0x1000"}, "exec": -1,
    /// "memory": [{"addr": "0x1000", "size": 64}]}: every key optional, an unknown key
    /// is an error, strings are decimal unless 0x-prefixed; a `run --json` output is
    /// accepted too. Format: docs/cli.md §6.
    #[arg(long)]
    pub state: Option<String>,
    /// Set a register before the run: s5=7, s[4:5]=0x100000000, vcc=..., exec=...,
    /// m0=..., scc=1, pc=..., ttmp0=..., mode=... (repeatable; applied after --state).
    #[arg(long = "set", value_name = "REG=VALUE")]
    pub set: Vec<String>,
    /// Print the outcome as one JSON object (docs/cli.md).
    #[arg(long)]
    pub json: bool,
    /// Stop with a step_limit error after this many instructions.
    #[arg(long, value_parser = parse_u64, default_value_t = Limits::DEFAULT_MAX_STEPS)]
    pub max_steps: u64,
    /// Print each executed instruction and the registers it changed to stderr.
    #[arg(long)]
    pub trace: bool,
    /// Map guest memory: ADDR=FILE (the file's bytes) or ADDR:SIZE (zero bytes).
    #[arg(long = "mem", value_name = "ADDR=FILE|ADDR:SIZE")]
    pub mem: Vec<String>,
    /// After the run, write each mapped region's final bytes to
    /// DIR/mem-0xADDR.bin (`--json` prints regions over 64 KiB only as their
    /// size and CRC-32; docs/cli.md).
    #[arg(long, value_name = "DIR")]
    pub mem_out: Option<PathBuf>,
    #[arg(long, value_name = "N", default_value_t = gcnjit::jit::DEFAULT_THRESHOLD,
          help = gcnjit::jit::THRESHOLD_HELP)]
    pub jit_threshold: u32,
    #[arg(long, value_name = "N", default_value_t = gcnjit::jit::DEFAULT_TIER_UP,
          help = gcnjit::jit::TIER_UP_HELP)]
    pub tier_up: u64,
    #[arg(long, value_name = "LEVEL", value_parser = ["baseline", "none", "speed"],
          help = gcnjit::jit::OPT_LEVEL_HELP)]
    pub opt_level: Option<String>,
    #[arg(long, value_name = "N", value_parser = parse_u64,
          default_value_t = gcnjit::jit::DEFAULT_INTERP_STEPS,
          help = gcnjit::jit::INTERP_STEPS_HELP)]
    pub interp_steps: u64,
    /// After the run, print each compiled region's code to stderr (engines jit
    /// and both): CLIF and host code in the Cranelift tiers, each guest
    /// instruction's host bytes in the baseline tier.
    #[arg(long)]
    pub dump_clif: bool,
    /// Start at this symbol (a kernel name means its entry) or address instead of
    /// the default: a code object's first kernel entry, else the base.
    #[arg(long, value_name = "SYMBOL|ADDR")]
    pub entry: Option<String>,
    /// Do not run: list every reachable instruction gcnjit does not execute
    /// (vector instructions with their family, undecodable words) from the
    /// start pc; exit 0 when there is none, 1 otherwise.
    #[arg(long)]
    pub check: bool,
    #[command(flatten)]
    pub waves: super::waves::WavesArgs,
}

/// The engine a `--engine` name selects. Kept apart so that new engines only
/// add a line here.
pub fn engine_for(name: &str) -> Result<Engine, String> {
    match name {
        "interp" | "jit" | "both" => Engine::from_name(name).ok_or_else(|| name.to_string()),
        _ => Err(format!(
            "unknown engine `{name}` (expected interp, jit or both)"
        )),
    }
}

fn map_mem(wave: &mut Wave, spec: &str) -> anyhow::Result<()> {
    let ctx = || format!("--mem {spec}");
    if let Some((addr, file)) = spec.split_once('=') {
        let addr = parse_u64(addr).map_err(|e| anyhow!(e)).with_context(ctx)?;
        let bytes = std::fs::read(file)
            .map_err(|e| anyhow!("{file}: {e}"))
            .with_context(ctx)?;
        if bytes.is_empty() {
            return Err(anyhow!("{file} is empty: it maps no bytes")).with_context(ctx);
        }
        wave.mem.map(addr, bytes).with_context(ctx)?;
    } else if let Some((addr, size)) = spec.split_once(':') {
        let addr = parse_u64(addr).map_err(|e| anyhow!(e)).with_context(ctx)?;
        let size = parse_u64(size).map_err(|e| anyhow!(e)).with_context(ctx)?;
        if size > 1 << 32 {
            return Err(anyhow!("size {size} is larger than 4 GiB")).with_context(ctx);
        }
        if size == 0 {
            return Err(anyhow!("size 0 maps no bytes")).with_context(ctx);
        }
        wave.mem
            .map(addr, vec![0; size as usize])
            .with_context(ctx)?;
    } else {
        return Err(anyhow!("expected ADDR=FILE or ADDR:SIZE")).with_context(ctx);
    }
    Ok(())
}

/// The pc `--entry` names: a kernel, a symbol of the code object, or an address.
fn entry_pc(spec: &str, loaded: &Loaded) -> anyhow::Result<u64> {
    if let Ok(a) = parse_u64(spec) {
        return Ok(a);
    }
    let co = loaded.code_object.as_ref().ok_or_else(|| {
        anyhow!("--entry {spec}: symbols are known only in ELF code objects; give an address")
    })?;
    if let Ok(k) = co.kernel(spec) {
        return Ok(k.entry);
    }
    co.symbol_address(spec)
        .ok_or_else(|| anyhow!("{}: --entry {spec}: no such kernel or symbol", co.file))
}

/// The wave a run starts from: the program's entry (or --entry) and the
/// memory the input brings, then --state, --mem and --set.
pub(super) fn initial_wave(a: &RunArgs, loaded: &Loaded) -> anyhow::Result<Wave> {
    let program = &loaded.program;
    let mut wave = Wave::new(program.arch);
    wave.mem = loaded.memory.clone();
    wave.state.pc = match &a.entry {
        Some(spec) => entry_pc(spec, loaded)?,
        None => program.entry,
    };
    if let Some(path) = &a.state {
        let text = std::fs::read_to_string(path).map_err(|e| anyhow!("{path}: {e}"))?;
        state_json::apply_json(&mut wave, &text).map_err(|e| anyhow!("{path}: {e}"))?;
    }
    for m in &a.mem {
        map_mem(&mut wave, m)?;
    }
    for s in &a.set {
        state_json::apply_set(&mut wave, s)?;
    }
    Ok(wave)
}

/// `--mem-out`: each region's bytes to `dir/mem-0xADDR.bin`.
fn write_memory(dir: &Path, wave: &Wave) -> anyhow::Result<()> {
    std::fs::create_dir_all(dir).map_err(|e| anyhow!("--mem-out {}: {e}", dir.display()))?;
    for r in &wave.mem.regions {
        let path = dir.join(format!("mem-0x{:x}.bin", r.addr));
        std::fs::write(&path, r.data.as_slice())
            .map_err(|e| anyhow!("--mem-out: {}: {e}", path.display()))?;
    }
    Ok(())
}

pub fn run(a: RunArgs) -> anyhow::Result<ExitCode> {
    if a.waves.active() && a.mem_out.is_some() {
        anyhow::bail!(
            "--mem-out writes one wave's memory; it cannot be combined with --waves or --states"
        );
    }
    if a.waves.active() {
        if a.check {
            return Err(anyhow!(
                "--check scans the code and runs nothing; leave out --waves/--states"
            ));
        }
        return super::waves::run(a);
    }
    let loaded = a.prog.load_full()?;
    let program = &loaded.program;
    let mut wave = initial_wave(&a, &loaded)?;
    if a.check {
        let report = gcnjit::prescan::prescan(program, wave.state.pc);
        print!("{}", report.to_text(program));
        return Ok(if report.ok() {
            ExitCode::SUCCESS
        } else {
            ExitCode::from(1)
        });
    }
    let limits = Limits {
        max_steps: a.max_steps,
    };
    let outcome = if a.trace {
        traced(program, &mut wave, &limits)
    } else {
        run_engine(&a, program, &mut wave, &limits)
    };
    if let Some(dir) = &a.mem_out {
        write_memory(dir, &wave)?;
    }
    if a.json {
        println!("{}", state_json::outcome_to_json(&outcome, &wave));
    } else {
        print_text(&outcome, &wave);
    }
    Ok(match outcome.status {
        Status::Error(_) => ExitCode::from(1),
        _ => ExitCode::SUCCESS,
    })
}

impl RunArgs {
    /// The JIT settings of `--tier-up`, `--interp-steps`, `--opt-level` and
    /// `--dump-clif` (the engine adds its threshold).
    pub fn jit_options(&self) -> JitOptions {
        JitOptions {
            tier_up: self.tier_up,
            interp_steps: self.interp_steps,
            keep_clif: self.dump_clif,
            opt_level: self
                .opt_level
                .as_deref()
                .and_then(gcnjit::jit::OptLevel::from_name)
                .unwrap_or_default(),
            ..JitOptions::default()
        }
    }
}

/// Runs with the chosen engine; `--jit-threshold` and `--dump-clif` shape the JIT.
fn run_engine(a: &RunArgs, program: &Program, wave: &mut Wave, limits: &Limits) -> Outcome {
    let engine = a.engine.with_threshold(a.jit_threshold);
    let opts = a.jit_options();
    if a.dump_clif && engine.jit_options(&opts).is_none() {
        eprintln!("--dump-clif: the interp engine compiles nothing");
    }
    // A host that cannot run generated code runs the JIT engines in the
    // interpreter, which gives the same answer.
    let runner = Runner::new(engine, program, &opts);
    let out = runner.run(wave, limits);
    if let Some(jit) = runner.jit() {
        dump_clif(a, jit);
    }
    out
}

fn dump_clif(a: &RunArgs, jit: &Jit) {
    if !a.dump_clif {
        return;
    }
    for (pc, text) in jit.clif() {
        eprintln!("; region at 0x{pc:x}\n{text}");
    }
}

/// The interpreter one step at a time, printing each instruction's effects.
fn traced(program: &Program, wave: &mut Wave, limits: &Limits) -> Outcome {
    let mut steps = 0;
    loop {
        let pc = wave.state.pc;
        if steps >= limits.max_steps {
            return Outcome {
                status: Status::Error(GuestError::step_limit(limits.max_steps, pc)),
                steps,
            };
        }
        let before = wave.clone();
        let r = interp::step(program, wave, steps);
        let text = match program.fetch(pc) {
            Ok(inst) => {
                let words: Vec<String> = program.words[program.index_of(pc).unwrap_or(0)..]
                    .iter()
                    .take(inst.len_words())
                    .map(|w| format!("{w:08x}"))
                    .collect();
                format!("{:<40} [{}]", inst.to_string(), words.join(" "))
            }
            Err(_) => "<no instruction>".to_string(),
        };
        let changes = diff(&before, wave);
        eprintln!("{pc:#08x}: {text} {}", changes.join(" "));
        match r {
            None => steps += 1,
            Some(Status::Error(e)) => {
                eprintln!("  fault: {} ({})", e.message, e.kind.name());
                return Outcome {
                    status: Status::Error(e),
                    steps,
                };
            }
            Some(s) => {
                return Outcome {
                    status: s,
                    steps: steps + 1,
                }
            }
        }
    }
}

/// `name=value` for every register, flag and memory dword that changed.
fn diff(a: &Wave, b: &Wave) -> Vec<String> {
    let (x, y): (&WaveState, &WaveState) = (&a.state, &b.state);
    let mut out = Vec::new();
    for c in 0..128u8 {
        let (u, v) = (x.sgpr[c as usize], y.sgpr[c as usize]);
        if u != v {
            let name = if operand::is_register(x.arch, c) {
                operand::register_name(x.arch, c, 1)
            } else {
                format!("r{c}")
            };
            out.push(format!("{name}={v:#x}"));
        }
    }
    if x.scc != y.scc {
        out.push(format!("scc={}", y.scc));
    }
    for (name, id) in state_json::HWREG_NAMES {
        if x.hwreg[id] != y.hwreg[id] {
            out.push(format!("{name}={:#x}", y.hwreg[id]));
        }
    }
    if x.tba9 != y.tba9 || x.tma9 != y.tma9 {
        out.push(format!("tba={:#x} tma={:#x}", y.tba(), y.tma()));
    }
    if x.pc != y.pc && y.pc != 0 {
        out.push(format!("-> {:#x}", y.pc));
    }
    for (ra, rb) in a.mem.regions.iter().zip(&b.mem.regions) {
        if std::sync::Arc::ptr_eq(&ra.data, &rb.data) {
            continue;
        }
        for (i, (p, q)) in ra.data.chunks(4).zip(rb.data.chunks(4)).enumerate() {
            if p != q {
                let v = q.iter().rev().fold(0u32, |acc, &b| acc << 8 | b as u32);
                out.push(format!("mem[{:#x}]={v:#x}", ra.addr + 4 * i as u64));
            }
        }
    }
    out.extend(
        b.messages[a.messages.len().min(b.messages.len())..]
            .iter()
            .map(|m| format!("sendmsg({:#x}, m0={:#x})", m.simm16, m.m0)),
    );
    out
}

fn print_text(outcome: &Outcome, wave: &Wave) {
    let st = &wave.state;
    match &outcome.status {
        Status::Error(e) => println!(
            "status: error ({}) at {:#x}: {}",
            e.kind.name(),
            e.pc,
            e.message
        ),
        s => println!("status: {} at {:#x}", s.name(), st.pc),
    }
    println!("steps: {}", outcome.steps);
    let n = st.arch.num_sgprs() as usize;
    let nz: Vec<String> = (0..n)
        .filter(|&i| st.sgpr[i] != 0)
        .map(|i| format!("s{i}={:#x}", st.sgpr[i]))
        .collect();
    if !nz.is_empty() {
        println!("sgpr: {}", nz.join(" "));
    }
    println!(
        "vcc={:#x} exec={:#x} m0={:#x} scc={}",
        st.vcc(),
        st.exec(),
        st.m0(),
        st.scc
    );
    for m in &wave.messages {
        println!(
            "message: pc={:#x} simm16={:#x} m0={:#x}",
            m.pc, m.simm16, m.m0
        );
    }
}
