//! `gcnjit run`: load a program and a state, run one wave, print the outcome.

use super::{parse_u64, ProgramArgs};
use anyhow::{anyhow, Context};
use clap::builder::ArgPredicate;
use clap::Args;
use gcnjit::engine::{self, Engine};
use gcnjit::isa::operand;
use gcnjit::jit::{Jit, JitOptions};
use gcnjit::state_json;
use gcnjit::{interp, ErrorKind, GuestError, Limits, Outcome, Program, Status, Wave, WaveState};
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
    /// Initial state (CLI.md state JSON); a `run --json` output is accepted too.
    #[arg(long)]
    pub state: Option<String>,
    /// Set a register before the run: s5=7, s[4:5]=0x100000000, vcc=..., exec=...,
    /// m0=..., scc=1, pc=..., ttmp0=..., mode=... (repeatable; applied after --state).
    #[arg(long = "set", value_name = "REG=VALUE")]
    pub set: Vec<String>,
    /// Print the outcome as one JSON object (CLI.md).
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
    #[arg(long, value_name = "N", default_value_t = gcnjit::jit::DEFAULT_THRESHOLD,
          help = gcnjit::jit::THRESHOLD_HELP)]
    pub jit_threshold: u32,
    #[arg(long, value_name = "N", default_value_t = gcnjit::jit::DEFAULT_TIER_UP,
          help = gcnjit::jit::TIER_UP_HELP)]
    pub tier_up: u64,
    /// After the run, print each compiled region's CLIF (guest instructions as
    /// comments) and host code to stderr (engines jit and both).
    #[arg(long)]
    pub dump_clif: bool,
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
        wave.mem.map(addr, bytes).with_context(ctx)?;
    } else if let Some((addr, size)) = spec.split_once(':') {
        let addr = parse_u64(addr).map_err(|e| anyhow!(e)).with_context(ctx)?;
        let size = parse_u64(size).map_err(|e| anyhow!(e)).with_context(ctx)?;
        if size > 1 << 32 {
            return Err(anyhow!("size {size} is larger than 4 GiB")).with_context(ctx);
        }
        wave.mem
            .map(addr, vec![0; size as usize])
            .with_context(ctx)?;
    } else {
        return Err(anyhow!("expected ADDR=FILE or ADDR:SIZE")).with_context(ctx);
    }
    Ok(())
}

/// The wave a run starts from: the program's entry, then --state, --mem and --set.
pub(super) fn initial_wave(a: &RunArgs, program: &Program) -> anyhow::Result<Wave> {
    let mut wave = Wave::new(program.arch);
    wave.state.pc = program.base;
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

pub fn run(a: RunArgs) -> anyhow::Result<ExitCode> {
    if a.waves.active() {
        return super::waves::run(a);
    }
    let program = a.prog.load()?;
    let mut wave = initial_wave(&a, &program)?;
    let limits = Limits {
        max_steps: a.max_steps,
    };
    let outcome = if a.trace {
        traced(&program, &mut wave, &limits)
    } else {
        run_engine(&a, &program, &mut wave, &limits)
    };
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

/// Runs with the chosen engine; `--jit-threshold` and `--dump-clif` shape the JIT.
fn run_engine(a: &RunArgs, program: &Program, wave: &mut Wave, limits: &Limits) -> Outcome {
    let opts = |threshold| JitOptions {
        threshold,
        tier_up: a.tier_up,
        keep_clif: a.dump_clif,
        ..JitOptions::default()
    };
    match a.engine {
        Engine::Interp => {
            if a.dump_clif {
                eprintln!("--dump-clif: the interp engine compiles nothing");
            }
            engine::run(Engine::Interp, program, wave, limits)
        }
        Engine::Jit { .. } | Engine::JitTiers { .. } => {
            match Jit::new(program, opts(a.jit_threshold)) {
                Ok(jit) => {
                    let out = jit.run(wave, limits);
                    dump_clif(a, &jit);
                    out
                }
                // The host cannot run generated code: the interpreter gives the
                // same answer.
                Err(_) => engine::run(Engine::Interp, program, wave, limits),
            }
        }
        Engine::Both => match Jit::new(
            program,
            JitOptions {
                tier_up: engine::BOTH_TIER_UP,
                ..opts(0)
            },
        ) {
            Ok(jit) => {
                let out = engine::both_outcome(engine::run_both_with(&jit, wave, limits));
                dump_clif(a, &jit);
                out
            }
            Err(_) => engine::run(Engine::Both, program, wave, limits),
        },
    }
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
                status: Status::Error(GuestError {
                    kind: ErrorKind::StepLimit,
                    pc,
                    message: format!("step limit of {} instructions reached", limits.max_steps),
                }),
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
