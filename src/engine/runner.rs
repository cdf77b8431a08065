//! An engine made ready for one program: the one place an [`Engine`] becomes
//! a way to run waves. [`engine::run`](super::run), [`crate::waves::Batch`],
//! [`crate::Machine`] and the differential tester all run through a
//! [`Runner`], so a new engine is one arm here and one in
//! [`Engine::jit_options`].

use super::{both_outcome, run_both_with, Engine};
use crate::interp::{InterpOptions, Prepared};
use crate::jit::{Jit, JitOptions};
use crate::program::Program;
use crate::run::{GuestError, Limits, Outcome, Status};
use crate::state::Wave;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::OnceLock;

/// A program set up for one engine: the interpreter's lowered ops or the JIT
/// with its code cache, built once and shared by every wave the runner runs
/// (runs take `&self`, from any number of threads).
///
/// ```
/// use gcnjit::engine::{Engine, Runner};
/// use gcnjit::jit::JitOptions;
/// use gcnjit::{Arch, Limits, Program, Status, Wave};
///
/// let p = Program::from_asm(Arch::Gfx9, "s_add_u32 s1, s0, 1\ns_endpgm", 0).unwrap();
/// let r = Runner::new(Engine::Jit { threshold: 0 }, &p, &JitOptions::default());
/// for i in 0..3 {
///     let mut w = Wave::new(Arch::Gfx9);
///     w.state.sgpr[0] = i;
///     assert_eq!(r.run(&mut w, &Limits::default()).status, Status::Endpgm);
///     assert_eq!(w.state.sgpr[1], i + 1);
/// }
/// // One region, compiled once for the three waves.
/// assert_eq!(r.jit().map(|j| j.stats().compiles), Some(1));
/// ```
pub struct Runner {
    engine: Engine,
    backend: Backend,
}

/// What runs the waves; each keeps one copy of the program (a JIT its own),
/// so setting up any engine copies the program once (a deferred JIT copies
/// it again when it is built).
enum Backend {
    /// `Engine::Interp`, and the JIT engines on a host that cannot run
    /// generated code (the interpreter gives the same answers).
    Interp(Prepared, Program),
    /// `Engine::Reference`: one instruction at a time.
    Reference(Program),
    /// `Engine::Jit` and `Engine::JitTiers` compiling at once (threshold 0,
    /// or no interpreter prefix).
    Jit(Jit),
    /// `Engine::Jit` and `Engine::JitTiers` with an interpreter prefix: the
    /// JIT is built once a run goes past the prefix.
    Deferred(Deferred),
    /// `Engine::Both`: every run in lockstep against this JIT.
    Both(Jit),
    /// `Engine::Both` where the JIT could not be built: every run ends with
    /// an `engine_mismatch` error saying why.
    BothUnavailable(String, Program),
}

/// A JIT engine before its JIT exists: the program's runs spend their first
/// `JitOptions::interp_steps` steps (together) in the interpreter's fast
/// path, as a JIT's runs do, and the JIT is built only when a run goes past
/// them. A run that ends inside the prefix then costs what the interpreter
/// costs, setup included (a JIT's own setup, its options, tables and
/// counters, made such runs of a few hundred steps 4-13% slower).
struct Deferred {
    program: Program,
    prepared: Prepared,
    opts: JitOptions,
    prefix_used: AtomicU64,
    /// Prefix steps of the runs that ended inside it before the JIT
    /// existed: its statistics count them once it is built.
    prefix_steps: AtomicU64,
    /// The JIT, or `None` on a host that cannot run one (the interpreter
    /// goes on instead, with the same answers); boxed, so that a runner
    /// without it stays small.
    jit: OnceLock<Option<Box<Jit>>>,
}

impl Deferred {
    fn run(&self, wave: &mut Wave, limits: &Limits) -> Outcome {
        let steps = match self.jit.get() {
            Some(_) => 0,
            None => {
                let prefix = crate::jit::runtime::Prefix {
                    prepared: &self.prepared,
                    program: &self.program,
                    interp_steps: self.opts.interp_steps,
                    used: &self.prefix_used,
                };
                match prefix.run(wave, limits) {
                    Ok(out) => {
                        match self.jit.get() {
                            Some(Some(j)) => j.prefix_done(out.steps),
                            _ => {
                                self.prefix_steps.fetch_add(out.steps, Ordering::Relaxed);
                            }
                        }
                        return out;
                    }
                    Err(steps) => steps,
                }
            }
        };
        let jit = self.jit.get_or_init(|| {
            let j = Jit::new(&self.program, self.opts.clone()).ok()?;
            j.prefix_done(self.prefix_steps.load(Ordering::Relaxed));
            Some(Box::new(j))
        });
        match jit {
            Some(j) => j.run_from(wave, limits, steps),
            None => self
                .prepared
                .resume(&self.program, wave, steps, limits.max_steps),
        }
    }
}

impl Runner {
    /// Sets up `engine` for `program`; `jit` gives the JIT settings other
    /// than the engine's own ([`Engine::jit_options`]).
    pub fn new(engine: Engine, program: &Program, jit: &JitOptions) -> Self {
        Self::with_interp(engine, program, jit, &InterpOptions::default())
    }

    /// [`Runner::new`] with `interp` the settings of the interpreter's fast
    /// path (the differential tester's hook that plants a fast-path bug).
    pub fn with_interp(
        engine: Engine,
        program: &Program,
        jit: &JitOptions,
        interp: &InterpOptions,
    ) -> Self {
        let backend = match (engine, engine.jit_options(jit)) {
            (Engine::Reference, _) => Backend::Reference(program.clone()),
            (_, None) => Backend::Interp(Prepared::with_options(program, interp), program.clone()),
            (Engine::Both, Some(opts)) => match Jit::new(program, opts) {
                Ok(j) => Backend::Both(j),
                Err(e) => Backend::BothUnavailable(e.to_string(), program.clone()),
            },
            (_, Some(opts)) if opts.threshold > 0 && opts.interp_steps > 0 => {
                Backend::Deferred(Deferred {
                    program: program.clone(),
                    prepared: Prepared::new(program),
                    opts,
                    prefix_used: AtomicU64::new(0),
                    prefix_steps: AtomicU64::new(0),
                    jit: OnceLock::new(),
                })
            }
            // The fallback is the plain interpreter: `interp`'s hooks are
            // `Engine::Interp`'s alone.
            (_, Some(opts)) => Jit::new(program, opts).map_or_else(
                |_| Backend::Interp(Prepared::new(program), program.clone()),
                Backend::Jit,
            ),
        };
        Runner { engine, backend }
    }

    /// Runs `wave` from its PC until it ends, faults or reaches the limit.
    /// With `Engine::Both`, a difference between the engines ends the run
    /// with an `engine_mismatch` error naming the instruction and the
    /// registers (the wave holds the JIT's state).
    #[inline]
    pub fn run(&self, wave: &mut Wave, limits: &Limits) -> Outcome {
        match &self.backend {
            Backend::Interp(p, program) => p.run(program, wave, limits),
            Backend::Reference(program) => crate::interp::run_reference(program, wave, limits),
            Backend::Jit(j) => j.run(wave, limits),
            Backend::Deferred(d) => d.run(wave, limits),
            Backend::Both(j) => both_outcome(run_both_with(j, wave, limits)),
            Backend::BothUnavailable(why, _) => Outcome {
                status: Status::Error(GuestError::engine_mismatch(wave.state.pc, why.clone())),
                steps: 0,
            },
        }
    }

    /// The engine this runner was built for.
    pub fn engine(&self) -> Engine {
        self.engine
    }

    /// The program it runs.
    pub fn program(&self) -> &Program {
        match &self.backend {
            Backend::Interp(_, p) | Backend::Reference(p) | Backend::BothUnavailable(_, p) => p,
            Backend::Jit(j) | Backend::Both(j) => j.program(),
            Backend::Deferred(d) => &d.program,
        }
    }

    /// The JIT and its code cache (for statistics and CLIF), when the engine
    /// compiles and the host runs generated code; with an interpreter
    /// prefix, once a run has gone past it (before, no JIT exists).
    pub fn jit(&self) -> Option<&Jit> {
        match &self.backend {
            Backend::Jit(j) | Backend::Both(j) => Some(j),
            Backend::Deferred(d) => d.jit.get().and_then(Option::as_deref),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::isa::{Arch, Opcode};
    use crate::run::ErrorKind;

    /// s1 = 1 + 2 + ... + s0.
    const SUM: &str = "
        s_mov_b32 s1, 0
    loop:
        s_add_u32 s1, s1, s0
        s_sub_u32 s0, s0, 1
        s_cmp_lg_u32 s0, 0
        s_cbranch_scc1 loop
        s_endpgm
    ";

    /// The default JIT engine runs the program's first 20,000 steps in the
    /// interpreter and builds its JIT only when a run goes past them; the
    /// JIT's statistics then count the steps of the runs before it.
    #[test]
    fn the_jit_is_built_when_a_run_passes_the_prefix() {
        let p = Program::from_asm(Arch::Gfx9, SUM, 0).unwrap();
        let r = Runner::new(Engine::JIT, &p, &JitOptions::default());
        let run = |n: u32| {
            let mut w = Wave::new(Arch::Gfx9);
            w.state.sgpr[0] = n;
            let out = r.run(&mut w, &Limits::default());
            assert_eq!((out.status, out.steps), (Status::Endpgm, 4 * n as u64 + 2));
            assert_eq!(w.state.sgpr[1], n.wrapping_mul(n + 1) / 2);
        };
        // 402 + 4,002 steps: inside the prefix, no JIT yet.
        run(100);
        run(1000);
        assert!(r.jit().is_none());
        // 24,002 steps: 15,596 more in the interpreter, then compiled code.
        run(6000);
        let j = r.jit().expect("built by the long run");
        let s = j.stats();
        assert!(s.compiles >= 1 && s.region_entries >= 1, "{s:?}");
        assert!(s.interp_steps >= 20_000, "{s:?}");
        // Later runs, short or long, go to the same JIT, whose entries
        // count them.
        run(10);
        run(6000);
        let again = r.jit().expect("still there");
        assert!(std::ptr::eq(j, again));
        assert!(again.stats().region_entries > s.region_entries);
    }

    #[test]
    fn every_engine_runs_many_waves_from_one_setup() {
        let p = Program::from_asm(Arch::Gfx9, SUM, 0).unwrap();
        let engines = [
            Engine::Interp,
            Engine::Reference,
            Engine::JIT,
            Engine::Jit { threshold: 0 },
            Engine::JIT_TIERS,
            Engine::JIT_FIRST,
            Engine::JIT_CRANELIFT,
            Engine::JIT_SPEED,
            Engine::Both,
        ];
        for e in engines {
            let r = Runner::new(e, &p, &JitOptions::default());
            assert_eq!(r.engine(), e);
            // A JIT engine with an interpreter prefix builds its JIT only
            // once a run goes past the prefix (these runs stay inside it).
            let at_once = e
                .jit_options(&JitOptions::default())
                .is_some_and(|o| o.threshold == 0 || o.interp_steps == 0);
            assert_eq!(r.jit().is_some(), at_once, "{e:?}");
            for n in [1u32, 7, 100] {
                let mut w = Wave::new(Arch::Gfx9);
                w.state.sgpr[0] = n;
                let out = r.run(&mut w, &Limits::default());
                // One s_mov, four instructions per iteration, s_endpgm.
                assert_eq!(
                    (out.status, out.steps),
                    (Status::Endpgm, 4 * n as u64 + 2),
                    "{e:?}"
                );
                assert_eq!(w.state.sgpr[1], n * (n + 1) / 2, "{e:?}");
            }
            // Regions are compiled once for all the waves.
            if let Some(j) = r.jit().filter(|_| e != Engine::JIT) {
                let compiles = j.stats().compiles;
                r.run(&mut Wave::new(Arch::Gfx9), &Limits { max_steps: 50 });
                assert_eq!(j.stats().compiles, compiles, "{e:?}");
            }
        }
    }

    #[test]
    fn lockstep_runner_reports_a_wrong_lowering_as_engine_mismatch() {
        let p = Program::from_asm(Arch::Gfx9, "s_xor_b32 s4, s2, s3\ns_endpgm", 0).unwrap();
        let opts = JitOptions {
            sabotage: Some(Opcode::S_XOR_B32),
            ..JitOptions::default()
        };
        let r = Runner::new(Engine::Both, &p, &opts);
        let mut w = Wave::new(Arch::Gfx9);
        w.state.sgpr[2] = 7;
        w.state.sgpr[3] = 5;
        let out = r.run(&mut w, &Limits::default());
        let Status::Error(e) = out.status else {
            panic!("{out:?}")
        };
        assert_eq!((e.kind, e.pc, out.steps), (ErrorKind::EngineMismatch, 0, 0));
        // 7 ^ 5 = 2 in the interpreter.
        assert!(e.message.contains("s4: interp 0x00000002"), "{}", e.message);
    }
}
