//! The embedding API: a [`Machine`] owns a program, its code cache and the
//! settings of its runs (engine, limits, hooks), and runs [`Wave`]s.
//!
//! This is the surface an emulator or a test rig builds on; the Python and C
//! bindings are thin layers over it. Everything a run needs is reachable from
//! here and the types it names ([`Wave`], [`Outcome`], [`Hooks`]); the other
//! public modules are the engines' internals.
//!
//! ```
//! use gcnjit::{Arch, Engine, Machine, Status};
//!
//! let m = Machine::from_asm(Arch::Gfx9, "s_add_u32 s0, s1, s2\ns_endpgm")
//!     .unwrap()
//!     .engine(Engine::JIT);
//! let mut w = m.wave();
//! w.state.sgpr[1] = 40;
//! w.state.sgpr[2] = 2;
//! let out = m.run(&mut w);
//! assert_eq!((out.status, out.steps), (Status::Endpgm, 2));
//! assert_eq!(w.state.sgpr[0], 42);
//! ```

#![deny(missing_docs)]

use crate::engine::{Engine, Runner};
use crate::hooks::Hooks;
use crate::isa::{Arch, AsmError};
use crate::jit::{JitOptions, Stats};
use crate::program::Program;
use crate::run::{Limits, Outcome};
use crate::state::Wave;
use std::sync::{Arc, OnceLock};

/// A program with its code cache and run settings. Runs take `&self`, so one
/// machine can run many waves, on several threads, over one code cache: a
/// region compiled for one wave is reused by the next.
pub struct Machine {
    program: Program,
    engine: Engine,
    limits: Limits,
    hooks: Option<Arc<dyn Hooks>>,
    /// The engine set up for the program (the JIT's code cache, the
    /// interpreter's lowered program), built at the first run.
    runner: OnceLock<Runner>,
}

impl Machine {
    /// A machine for `program`, running it in the interpreter with the
    /// default limits and no hooks.
    ///
    /// ```
    /// use gcnjit::{Arch, Machine, Program};
    /// // s_endpgm
    /// let m = Machine::new(Program::new(Arch::Gfx8, 0x100, vec![0xbf810000]));
    /// assert_eq!(m.program().base, 0x100);
    /// assert_eq!(m.wave().state.pc, 0x100);
    /// ```
    pub fn new(program: Program) -> Self {
        Machine {
            program,
            engine: Engine::Interp,
            limits: Limits::default(),
            hooks: None,
            runner: OnceLock::new(),
        }
    }

    /// Assembles `text` (LLVM syntax) at address 0.
    ///
    /// ```
    /// use gcnjit::{Arch, Machine};
    /// let m = Machine::from_asm(Arch::Gfx9, "s_mov_b32 s0, 1\ns_endpgm").unwrap();
    /// assert_eq!(m.program().words, [0xbe800081, 0xbf810000]);
    ///
    /// let e = Machine::from_asm(Arch::Gfx9, "s_endpgm\ns_frobnicate s0").err().unwrap();
    /// assert_eq!((e.line, e.col), (2, 1));
    /// ```
    pub fn from_asm(arch: Arch, text: &str) -> Result<Self, AsmError> {
        Program::from_asm(arch, text, 0).map(Self::new)
    }

    /// Machine words at address 0. Words that do not decode are kept: they
    /// fault (or go to a hook) only if a wave reaches them.
    ///
    /// ```
    /// use gcnjit::{Arch, Machine, Status};
    /// // s_mov_b32 s0, 1; s_endpgm
    /// let m = Machine::from_words(Arch::Gfx7, vec![0xbe800381, 0xbf810000]);
    /// let mut w = m.wave();
    /// assert_eq!(m.run(&mut w).status, Status::Endpgm);
    /// assert_eq!(w.state.sgpr[0], 1);
    /// ```
    pub fn from_words(arch: Arch, words: Vec<u32>) -> Self {
        Self::new(Program::new(arch, 0, words))
    }

    /// Chooses the engine (the interpreter by default).
    ///
    /// ```
    /// use gcnjit::{Arch, Engine, Machine};
    /// let m = Machine::from_words(Arch::Gfx9, vec![0xbf810000]).engine(Engine::Both);
    /// assert_eq!(m.run(&mut m.wave()).steps, 1);
    /// ```
    pub fn engine(mut self, engine: Engine) -> Self {
        self.engine = engine;
        self.runner = OnceLock::new();
        self
    }

    /// Bounds every run to `n` instructions (`step_limit` after that).
    ///
    /// ```
    /// use gcnjit::{Arch, Machine, Status};
    /// let m = Machine::from_asm(Arch::Gfx9, "l: s_branch l").unwrap().max_steps(1000);
    /// let out = m.run(&mut m.wave());
    /// let Status::Error(e) = out.status else { panic!() };
    /// assert_eq!((e.kind.name(), out.steps), ("step_limit", 1000));
    /// ```
    pub fn max_steps(mut self, n: u64) -> Self {
        self.limits.max_steps = n;
        self
    }

    /// Installs hooks for every run (see [`crate::hooks`]); they replace the
    /// wave's own hooks for the run.
    ///
    /// ```
    /// use gcnjit::hooks::{Action, Hooks, WaveView};
    /// use gcnjit::{Arch, Machine, Status};
    ///
    /// struct Skip;
    /// impl Hooks for Skip {
    ///     fn on_unsupported(&self, _: &mut WaveView<'_>, pc: u64, _: &[u32]) -> Action {
    ///         Action::Continue(pc + 4)
    ///     }
    /// }
    /// // v_nop (a vector word); s_endpgm
    /// let m = Machine::from_words(Arch::Gfx9, vec![0x7e000000, 0xbf810000]).with_hooks(Skip);
    /// assert_eq!(m.run(&mut m.wave()).status, Status::Endpgm);
    /// ```
    pub fn with_hooks(mut self, hooks: impl Hooks + 'static) -> Self {
        self.hooks = Some(Arc::new(hooks));
        self
    }

    /// As [`Machine::with_hooks`], for hooks the caller keeps a handle on.
    ///
    /// ```
    /// use gcnjit::hooks::Hooks;
    /// use gcnjit::{Arch, Machine};
    /// use std::sync::Arc;
    /// struct Nothing;
    /// impl Hooks for Nothing {}
    /// let h: Arc<dyn Hooks> = Arc::new(Nothing);
    /// let m = Machine::from_words(Arch::Gfx9, vec![0xbf810000]).with_shared_hooks(h.clone());
    /// assert_eq!(Arc::strong_count(&h), 2);
    /// ```
    pub fn with_shared_hooks(mut self, hooks: Arc<dyn Hooks>) -> Self {
        self.hooks = Some(hooks);
        self
    }

    /// The program.
    pub fn program(&self) -> &Program {
        &self.program
    }

    /// The limits of every run.
    pub fn limits(&self) -> &Limits {
        &self.limits
    }

    /// A wave for this program: every register 0 (EXEC too), the PC at the
    /// program's base, no memory mapped.
    ///
    /// ```
    /// use gcnjit::{Arch, Machine};
    /// let m = Machine::from_words(Arch::Gfx9, vec![0xbf810000]);
    /// let mut w = m.wave();
    /// w.state.set_exec(u64::MAX);
    /// w.mem.map(0x1000, vec![0; 64]).unwrap();
    /// assert!(w.mem.is_mapped(0x1000, 64));
    /// ```
    pub fn wave(&self) -> Wave {
        let mut w = Wave::new(self.program.arch);
        w.state.pc = self.program.base;
        w
    }

    /// Runs `wave` from its PC until it ends, faults or reaches the step
    /// limit. A fault is an outcome, not an `Err`.
    ///
    /// ```
    /// use gcnjit::{Arch, Machine, Status};
    /// // s_load_dword s0, s[2:3], 0x0 from unmapped memory
    /// let m = Machine::from_asm(Arch::Gfx9, "s_load_dword s0, s[2:3], 0x0").unwrap();
    /// let out = m.run(&mut m.wave());
    /// let Status::Error(e) = out.status else { panic!() };
    /// assert_eq!((e.kind.name(), e.pc, out.steps), ("memory", 0, 0));
    /// ```
    pub fn run(&self, wave: &mut Wave) -> Outcome {
        self.run_with(wave, &self.limits)
    }

    /// [`Machine::run`] with other limits for this run.
    ///
    /// ```
    /// use gcnjit::{Arch, Limits, Machine};
    /// let m = Machine::from_asm(Arch::Gfx9, "l: s_branch l").unwrap();
    /// let out = m.run_with(&mut m.wave(), &Limits { max_steps: 10 });
    /// assert_eq!(out.steps, 10);
    /// ```
    pub fn run_with(&self, wave: &mut Wave, limits: &Limits) -> Outcome {
        let saved = self
            .hooks
            .as_ref()
            .map(|h| wave.hooks.replace(Some(h.clone())));
        let out = self.run_engine(wave, limits);
        if let Some(old) = saved {
            wave.hooks.replace(old);
        }
        out
    }

    fn run_engine(&self, wave: &mut Wave, limits: &Limits) -> Outcome {
        self.runner
            .get_or_init(|| Runner::new(self.engine, &self.program, &JitOptions::default()))
            .run(wave, limits)
    }

    /// The JIT's counters over every run so far (`None` with the
    /// interpreter, before the first JIT run, and while every run has ended
    /// inside the interpreter prefix that comes before a JIT is built,
    /// `JitOptions::interp_steps`).
    ///
    /// ```
    /// use gcnjit::{Arch, Engine, Machine};
    /// let m = Machine::from_asm(Arch::Gfx9, "s_mov_b32 s0, 1\ns_endpgm")
    ///     .unwrap()
    ///     .engine(Engine::Jit { threshold: 0 });
    /// assert!(m.jit_stats().is_none());
    /// m.run(&mut m.wave());
    /// m.run(&mut m.wave());
    /// let s = m.jit_stats().unwrap();
    /// assert_eq!((s.compiles, s.region_entries), (1, 2)); // one region, reused
    /// ```
    pub fn jit_stats(&self) -> Option<Stats> {
        self.runner.get()?.jit().map(|j| j.stats())
    }
}

impl std::fmt::Debug for Machine {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Machine")
            .field("arch", &self.program.arch)
            .field("base", &self.program.base)
            .field("words", &self.program.words.len())
            .field("engine", &self.engine)
            .field("limits", &self.limits)
            .field("hooks", &self.hooks.is_some())
            .finish()
    }
}
