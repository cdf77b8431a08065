//! Choosing an engine for a run: the interpreter, the JIT, or both in lockstep.

use crate::interp::Prepared;
use crate::jit::{Jit, JitOptions, OptLevel, RunCtx, Tier};
use crate::program::Program;
use crate::run::{ErrorKind, GuestError, Limits, Outcome, Status};
use crate::state::{diff_waves, Sides, Wave};

mod runner;
pub use runner::Runner;

/// Which engine runs the wave.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Engine {
    #[default]
    /// The reference interpreter: the default, the slowest to run and the fastest to start.
    Interp,
    /// The Cranelift JIT; regions are compiled once their entry ran `threshold`
    /// times in the interpreter (0: at once).
    Jit {
        /// Executions of a region's entry in the interpreter before it is compiled.
        threshold: u32,
    },
    /// The JIT with its tiers chosen (`JitOptions::opt_level` and `tier_up`):
    /// the tests' and the fuzzer's engines for the optimized tier and for
    /// the switch between tiers.
    JitTiers {
        /// Executions of a region's entry in the interpreter before it is compiled.
        threshold: u32,
        /// Cranelift's optimization level for the first compile.
        opt_level: OptLevel,
        /// Executions of compiled first-tier code before a region is recompiled optimized.
        tier_up: u64,
    },
    /// Interpreter and JIT side by side, compared after every region.
    Both,
    /// The interpreter's reference path: one instruction at a time, without
    /// the fast path (`interp::run_reference`); slower, for cross-checks.
    Reference,
}

impl Engine {
    /// The engine a `--engine` name selects (`interp`, `jit`, `both`), so
    /// bindings and tools accept the CLI's names.
    ///
    /// ```
    /// use gcnjit::Engine;
    ///
    /// assert_eq!(Engine::from_name("both"), Some(Engine::Both));
    /// assert_eq!(Engine::from_name("gpu"), None);
    /// ```
    pub fn from_name(name: &str) -> Option<Engine> {
        match name {
            "interp" => Some(Engine::Interp),
            "jit" => Some(Engine::JIT),
            "both" => Some(Engine::Both),
            "reference" => Some(Engine::Reference),
            _ => None,
        }
    }

    /// The JIT compiling every region at once in the host's first tier
    /// ([`OptLevel::DEFAULT`]: the baseline tier on x86-64) and tiering up
    /// after [`BOTH_TIER_UP`] steps.
    pub const JIT_TIERS: Engine = Engine::JitTiers {
        threshold: 0,
        opt_level: OptLevel::DEFAULT,
        tier_up: BOTH_TIER_UP,
    };

    /// The JIT compiling every region at once in the host's first tier and
    /// never tiering up: the first tier alone.
    pub const JIT_FIRST: Engine = Engine::JitTiers {
        threshold: 0,
        opt_level: OptLevel::DEFAULT,
        tier_up: 0,
    };

    /// The JIT compiling every region at once with Cranelift at
    /// `opt_level=none` and tiering up after [`BOTH_TIER_UP`] steps (the first
    /// tier of hosts without the baseline tier).
    pub const JIT_CRANELIFT: Engine = Engine::JitTiers {
        threshold: 0,
        opt_level: OptLevel::None,
        tier_up: BOTH_TIER_UP,
    };

    /// The JIT compiling every region at once at `opt_level=speed`, the
    /// optimized tier alone.
    pub const JIT_SPEED: Engine = Engine::JitTiers {
        threshold: 0,
        opt_level: OptLevel::Speed,
        tier_up: 0,
    };

    /// The JIT with the default threshold.
    pub const JIT: Engine = Engine::Jit {
        threshold: crate::jit::DEFAULT_THRESHOLD,
    };

    /// This engine with its JIT compiling a region once its entry ran
    /// `threshold` times (`--jit-threshold`); the engines whose threshold is
    /// fixed (the interpreter's, `Both`'s 0) stay as they are.
    ///
    /// ```
    /// use gcnjit::Engine;
    ///
    /// assert_eq!(Engine::JIT.with_threshold(5), Engine::Jit { threshold: 5 });
    /// assert_eq!(Engine::Both.with_threshold(5), Engine::Both);
    /// ```
    pub fn with_threshold(self, threshold: u32) -> Engine {
        match self {
            Engine::Jit { .. } => Engine::Jit { threshold },
            Engine::JitTiers {
                opt_level, tier_up, ..
            } => Engine::JitTiers {
                threshold,
                opt_level,
                tier_up,
            },
            e => e,
        }
    }
}

/// The tier-up of lockstep runs (`Engine::Both`) and `Engine::JIT_TIERS`:
/// a region runs this many steps in first-tier code, then in optimized code,
/// so that a run with loops compares both tiers with the interpreter.
pub const BOTH_TIER_UP: u64 = 64;

/// Where a lockstep run (`Engine::Both`) found the interpreter and the JIT
/// diverging: the first instruction after which their states differ. (The
/// differential tester's `difftest::Mismatch` is the other kind of
/// disagreement: two whole runs of a generated case that end differently.)
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Divergence {
    /// Address of the instruction after which the states differ (the region
    /// entry when no single instruction could be named).
    pub pc: u64,
    /// Instructions completed before it.
    pub steps: u64,
    /// What differs, with the instruction and the registers.
    pub message: String,
}

impl std::fmt::Display for Divergence {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.message)
    }
}

impl Engine {
    /// The JIT settings this engine runs with, on top of `base` (the caller's
    /// other JIT options): `None` for the interpreter's engines. The one place
    /// an engine choice becomes JIT options, for every runner.
    pub fn jit_options(self, base: &JitOptions) -> Option<JitOptions> {
        match self {
            Engine::Interp | Engine::Reference => None,
            Engine::Jit { threshold } => Some(JitOptions {
                threshold,
                ..base.clone()
            }),
            Engine::JitTiers {
                threshold,
                opt_level,
                tier_up,
            } => Some(JitOptions {
                threshold,
                opt_level,
                tier_up,
                ..base.clone()
            }),
            Engine::Both => Some(JitOptions {
                threshold: 0,
                tier_up: BOTH_TIER_UP,
                ..base.clone()
            }),
        }
    }
}

/// Runs one wave with `engine`. With `Engine::Both`, a difference between the
/// engines ends the run with an `engine_mismatch` error naming the instruction
/// and the registers (the wave holds the JIT's state). Each call compiles
/// afresh; a [`Runner`] or a [`crate::Machine`] keeps the code cache across
/// runs.
///
/// ```
/// use gcnjit::{engine, Arch, Engine, Limits, Program, Status, Wave};
///
/// let p = Program::from_asm(Arch::Gfx7, "s_lshl_b32 s1, s0, 3\ns_endpgm", 0).unwrap();
/// for e in [Engine::Interp, Engine::Jit { threshold: 0 }, Engine::Both] {
///     let mut wave = Wave::new(Arch::Gfx7);
///     wave.state.sgpr[0] = 5;
///     let out = engine::run(e, &p, &mut wave, &Limits::default());
///     assert_eq!((out.status, out.steps), (Status::Endpgm, 2));
///     assert_eq!((wave.state.sgpr[1], wave.state.scc), (40, 1)); // SCC: result != 0
/// }
/// ```
pub fn run(engine: Engine, program: &Program, wave: &mut Wave, limits: &Limits) -> Outcome {
    run_with(engine, program, wave, limits, &JitOptions::default())
}

/// [`run`] with `base` the JIT options other than the engine's own.
pub fn run_with(
    engine: Engine,
    program: &Program,
    wave: &mut Wave,
    limits: &Limits,
    base: &JitOptions,
) -> Outcome {
    Runner::new(engine, program, base).run(wave, limits)
}

/// The outcome a lockstep run reports: a difference is an `engine_mismatch`
/// error at the instruction that differs.
pub fn both_outcome(r: Result<Outcome, (Divergence, u64)>) -> Outcome {
    match r {
        Ok(o) => o,
        Err((m, steps)) => Outcome {
            status: Status::Error(GuestError::engine_mismatch(m.pc, m.message)),
            steps,
        },
    }
}

/// Runs with a fresh JIT built from `opts`; if the host cannot run the JIT,
/// the interpreter runs the wave instead.
pub fn run_jit(program: &Program, wave: &mut Wave, limits: &Limits, opts: JitOptions) -> Outcome {
    let engine = Engine::Jit {
        threshold: opts.threshold,
    };
    Runner::new(engine, program, &opts).run(wave, limits)
}

/// Runs the interpreter and the JIT (threshold 0, so everything that can be
/// compiled is) in lockstep: after each dispatcher round of the JIT, the
/// interpreter (as `Engine::Interp` runs it, fast path included) runs as many
/// instructions and the two waves are compared. On a difference the round is
/// replayed to name the instruction, or to name the fast path when it is the
/// interpreter's fast path that differs from its own reference path. `Err`
/// carries the mismatch and the steps completed.
pub fn run_both(
    program: &Program,
    wave: &mut Wave,
    limits: &Limits,
    opts: JitOptions,
) -> Result<Outcome, (Divergence, u64)> {
    let opts = JitOptions {
        threshold: 0,
        ..opts
    };
    let jit = match Jit::new(program, opts) {
        Ok(j) => j,
        Err(e) => {
            let m = Divergence {
                pc: wave.state.pc,
                steps: 0,
                message: e.to_string(),
            };
            return Err((m, 0));
        }
    };
    run_both_with(&jit, wave, limits)
}

/// [`run_both`] with a JIT the caller built (and may inspect afterwards, e.g.
/// for its CLIF); its threshold should be 0 so that everything is compared
/// as compiled code.
pub fn run_both_with(
    jit: &Jit,
    wave: &mut Wave,
    limits: &Limits,
) -> Result<Outcome, (Divergence, u64)> {
    let program = jit.program();
    let opts = jit.options();
    let interp = Prepared::new(program);
    // The interpreter's copy and the replay snapshots run on private copies
    // of shared memory, so that no store or atomic happens twice in the
    // buffers other waves see; the JIT's run is the one they see.
    let mut iw = wave.detached();
    let mut ctx = RunCtx::new(0, limits.max_steps);
    let mut isteps = 0u64;
    loop {
        let before = if wave.mem.shared.is_empty() {
            wave.clone()
        } else {
            wave.detached()
        };
        let before_steps = ctx.steps;
        // The tier of the code this round runs (a region compiled now gets
        // the first level).
        let tier = jit
            .tier_at(wave.state.pc)
            .unwrap_or(opts.opt_level.first_tier());
        let jstatus = jit.segment(wave, &mut ctx);
        let mut istatus = None;
        if isteps < ctx.steps {
            (istatus, isteps) = interp_until(&interp, program, &mut iw, isteps, ctx.steps);
        }
        if jstatus.is_some() && istatus.is_none() && isteps < limits.max_steps {
            // The JIT ended (or faulted) without completing the instruction: the
            // interpreter must end at the same place.
            (istatus, isteps) = interp_until(&interp, program, &mut iw, isteps, isteps + 1);
        }
        if jstatus.is_some() && istatus.is_none() && isteps >= limits.max_steps {
            istatus = Some(Status::Error(GuestError::step_limit(
                limits.max_steps,
                iw.state.pc,
            )));
        }
        let same = iw == *wave && isteps == ctx.steps && istatus == jstatus;
        if !same {
            let m = fast_path_difference(&interp, program, &before, before_steps, isteps)
                .unwrap_or_else(|| localize(program, opts, tier, &before, before_steps, limits));
            return Err((m, before_steps));
        }
        if let Some(status) = jstatus {
            return Ok(Outcome {
                status,
                steps: ctx.steps,
            });
        }
    }
}

/// Runs the interpreter (fast path included) from `from` completed steps to
/// `to`: `None` and `to` if the wave is still running, else its status and
/// steps.
fn interp_until(
    interp: &Prepared,
    program: &Program,
    w: &mut Wave,
    from: u64,
    to: u64,
) -> (Option<Status>, u64) {
    let o = interp.resume(program, w, from, to);
    match o.status {
        Status::Error(e) if e.kind == ErrorKind::StepLimit && o.steps == to => (None, to),
        s => (Some(s), o.steps),
    }
}

fn interp_step(program: &Program, w: &mut Wave, steps: &mut u64) -> Option<Status> {
    let r = crate::interp::step(program, w, *steps);
    if !matches!(r, Some(Status::Error(_))) {
        *steps += 1;
    }
    r
}

/// Replays the interpreter from `start` to `end` steps twice, fast path and
/// reference path (one instruction at a time), and describes how they
/// differ, if they do: then the fast path is at fault, not the JIT.
fn fast_path_difference(
    interp: &Prepared,
    program: &Program,
    start: &Wave,
    start_steps: u64,
    end: u64,
) -> Option<Divergence> {
    let end = end.max(start_steps + 1);
    let mut fw = start.detached();
    let (fstatus, fsteps) = interp_until(interp, program, &mut fw, start_steps, end);
    let mut rw = start.detached();
    let (mut rstatus, mut rsteps) = (None, start_steps);
    while rsteps < fsteps.max(end) && rstatus.is_none() {
        rstatus = interp_step(program, &mut rw, &mut rsteps);
    }
    if fw == rw && fsteps == rsteps && fstatus == rstatus {
        return None;
    }
    let pc = start.state.pc;
    let mut diffs = diff_waves(&rw, &fw, Sides::Versus);
    if fsteps != rsteps {
        diffs.push(format!("steps: {rsteps} vs {fsteps}"));
    }
    if fstatus != rstatus {
        diffs.push(format!("status: {rstatus:?} vs {fstatus:?}"));
    }
    Some(Divergence {
        pc,
        steps: start_steps,
        message: format!(
            "the interpreter's fast path differs from its reference path between 0x{pc:x} \
             (step {start_steps}) and step {end} (reference vs fast path): {}",
            diffs.join("; ")
        ),
    })
}

/// Replays from `start` with one-instruction regions of the tier the region
/// ran in and compares after each instruction, to name the first one that
/// differs (and the tier).
fn localize(
    program: &Program,
    opts: &JitOptions,
    tier: Tier,
    start: &Wave,
    start_steps: u64,
    limits: &Limits,
) -> Divergence {
    let single = JitOptions {
        threshold: 0,
        max_region_insts: 1,
        opt_level: match tier {
            Tier::Baseline => OptLevel::Baseline,
            Tier::First => OptLevel::None,
            Tier::Optimized => OptLevel::Speed,
        },
        tier_up: 0,
        ..opts.clone()
    };
    let region_pc = start.state.pc;
    if let Ok(jit) = Jit::new(program, single) {
        let mut jw = start.detached();
        let mut iw = start.detached();
        let mut ctx = RunCtx::new(start_steps, limits.max_steps);
        let mut isteps = start_steps;
        // A region holds at most `max_region_insts` instructions; the replay
        // covers that many and a little more.
        for _ in 0..=opts.max_region_insts + 1 {
            let pc = jw.state.pc;
            let js = jit.segment(&mut jw, &mut ctx);
            let is = interp_step(program, &mut iw, &mut isteps);
            if jw != iw || js != is || ctx.steps != isteps {
                let mut m = describe_difference(program, pc, isteps, &iw, &jw, &is, &js);
                m.message.push_str(&format!(" (JIT {})", tier.name()));
                return m;
            }
            if js.is_some() {
                break;
            }
        }
    }
    let inst = program
        .fetch(region_pc)
        .map(|i| i.to_string())
        .unwrap_or_default();
    Divergence {
        pc: region_pc,
        steps: start_steps,
        message: format!(
            "interpreter and JIT differ in the region entered at 0x{region_pc:x} ({inst}, \
             JIT {}); no single instruction differs when run alone",
            tier.name()
        ),
    }
}

fn describe_difference(
    program: &Program,
    pc: u64,
    steps: u64,
    iw: &Wave,
    jw: &Wave,
    is: &Option<Status>,
    js: &Option<Status>,
) -> Divergence {
    let inst = program
        .fetch(pc)
        .map(|i| i.to_string())
        .unwrap_or_else(|_| "<no instruction>".into());
    let mut diffs = diff_waves(iw, jw, Sides::Named("interp", "jit"));
    if is != js {
        diffs.push(format!("status: interp {is:?}, jit {js:?}"));
    }
    Divergence {
        pc,
        steps,
        message: format!(
            "interpreter and JIT differ after `{inst}` at 0x{pc:x} (step {steps}): {}",
            diffs.join("; ")
        ),
    }
}
