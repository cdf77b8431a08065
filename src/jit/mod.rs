//! The Cranelift JIT: regions of scalar code compiled to native code, with the
//! interpreter as the fallback for what is not compiled.
//!
//! - [`region`]: from an entry PC, the blocks reachable through direct branches.
//! - `lower`: one Cranelift function per region; registers in variables.
//! - [`cache`]: the code cache shared by every run and thread of one program.
//! - `runtime`: the dispatcher loop, tiering and exact step accounting.

#[cfg(target_arch = "x86_64")]
pub(crate) mod baseline;
pub mod cache;
pub(crate) mod lower;
pub mod region;
pub(crate) mod runtime;

pub use cache::{Jit, Stats};

/// Compile a region once its entry PC has been reached this many times by
/// the dispatcher (for a loop header: iterations), after the run's first
/// [`DEFAULT_INTERP_STEPS`] steps in the interpreter.
///
/// Measured with `JIT_BENCH_THRESHOLDS=1 cargo bench --bench jit` (a fresh JIT
/// per run, as `gcnjit run` does; each kernel of the suite at 2, 20 and 200
/// loop iterations and at its long size; JIT time over interpreter time,
/// geometric means): with the 20,000-step interpreter prefix, runs of 17 to
/// 85,000 steps took 1.02 of the interpreter's time at threshold 10, 1.04 at
/// 100 and 1.16 at 1000, and long runs (0.2-1.4M steps) 0.51, 0.53 and 0.59.
/// Without the prefix, short runs took 2.5x (threshold 10) and 2.2x (100);
/// compiling everything at once (0), 3.6x. The baseline tier compiles a
/// region in a few microseconds, so a loop pays for it after a few
/// iterations; past the prefix, every step the dispatcher takes before a
/// region is compiled is a slow one-instruction step, which is what a high
/// threshold costs.
pub const DEFAULT_THRESHOLD: u32 = 10;

/// `--jit-threshold` help text, with the default and how it was chosen.
pub const THRESHOLD_HELP: &str = "Compile a region once its entry has run this many times \
after the run's first --interp-steps steps (for a loop: iterations; 0 compiles everything \
at once, with no interpreter prefix). Default 10, measured on the benchmark kernels (fresh \
engine per run, JIT time over interpreter time): runs of up to 85,000 steps took 0.98 at 10, \
1.01 at 100 and 1.16 at 1000, long runs 0.65, 0.67 and 0.76; compiling everything at once \
made short runs 2.2x slower.";

/// How a region is first compiled.
///
/// `Baseline` is the default on x86-64 hosts (and `None` elsewhere, or where
/// the host refuses read-write-execute memory): x86-64 code emitted directly,
/// about a microsecond per guest instruction, with `Speed` as the second tier
/// for the regions whose code keeps running (see [`DEFAULT_TIER_UP`]).
/// `None` is Cranelift at `opt_level=none`, the first tier on other hosts;
/// `Speed` compiles every region once, optimized. The figures of each are in
/// docs/internals.md §5 and the README.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OptLevel {
    /// Direct x86-64 emission (`jit::baseline`); regions tier up to `Speed`.
    Baseline,
    /// Cranelift's fast compilation (`opt_level=none`); regions tier up to `Speed`.
    None,
    /// Better code (Cranelift's `opt_level=speed`), compiled once.
    Speed,
}

impl Default for OptLevel {
    fn default() -> Self {
        OptLevel::DEFAULT
    }
}

impl OptLevel {
    /// The default: `Baseline` on x86-64 hosts, `None` elsewhere.
    pub const DEFAULT: OptLevel = if cfg!(target_arch = "x86_64") {
        OptLevel::Baseline
    } else {
        OptLevel::None
    };

    /// The level as `--opt-level` spells it.
    pub fn name(self) -> &'static str {
        match self {
            OptLevel::Baseline => "baseline",
            OptLevel::None => "none",
            OptLevel::Speed => "speed",
        }
    }

    /// The level `--opt-level` names.
    pub fn from_name(name: &str) -> Option<OptLevel> {
        [OptLevel::Baseline, OptLevel::None, OptLevel::Speed]
            .into_iter()
            .find(|l| l.name() == name)
    }

    /// The tier of a region's first compile at this level.
    pub fn first_tier(self) -> Tier {
        match self {
            OptLevel::Baseline => Tier::Baseline,
            OptLevel::None => Tier::First,
            OptLevel::Speed => Tier::Optimized,
        }
    }
}

/// Steps a program's JIT runs spend, together, in the interpreter's fast
/// path before compiled code may run: a run that ends within them costs what
/// the interpreter costs plus the JIT's setup (about 0.1 us), a longer one
/// pays for them once (some tens of microseconds), and in a batch of waves
/// the first ones use them up and the rest run compiled code. Measured with `JIT_BENCH_THRESHOLDS=1
/// cargo bench --bench jit` (threshold 100): runs of 17 to 85,000 steps took
/// 2.21 of the interpreter's time without a prefix, 1.23 with 2,000 steps,
/// 1.04 with 20,000 and 1.05 with 100,000; long runs 0.51, 0.51, 0.53 and 0.58.
pub const DEFAULT_INTERP_STEPS: u64 = 20_000;

/// `--interp-steps` help text.
pub const INTERP_STEPS_HELP: &str = "Steps the program's JIT runs spend, together, in the \
interpreter's fast path before compiled code may run (with --jit-threshold above 0; with \
--waves the first waves use them up). Default 20000, measured on \
the benchmark kernels (JIT time over interpreter time): runs of up to 85,000 steps took 2.21 \
without it, 1.29 with 2000 and 1.01 with 20000; long runs 0.62 to 0.67 with any of them. \
The JIT itself is built only when a run goes past these steps.";

/// `--opt-level` help text.
pub const OPT_LEVEL_HELP: &str = "How regions are first compiled: baseline (x86-64 code \
emitted directly, the default on x86-64 hosts), none (Cranelift opt_level=none, the default \
elsewhere) or speed (Cranelift opt_level=speed, compiled once, no tier-up); baseline and none \
regions are compiled again at speed after --tier-up steps. Measured (criterion, straight \
regions of 8-256 instructions): baseline 0.07-0.14 us of compiling per instruction, none \
0.8-4.5, speed 1.9-7.5; on the benchmark's ALU kernels the code ran at 1.8-10x native time \
(baseline), 0.9-4.3x (none) and 0.7-1.2x (speed).";

/// Steps a region runs in first-tier code (baseline or `opt_level=none`)
/// before it is compiled again at `opt_level=speed`.
///
/// First-tier code runs the budget of its region at most this many steps
/// ahead: once it is used up, the region exits at its next budget check
/// (with the state exact, as at any budget exit), is recompiled and the run
/// goes on in the new code. Measured with `JIT_BENCH_TIERS=1 cargo bench
/// --bench jit` (a fresh JIT per run, JIT time over interpreter time,
/// geometric mean over the suite but hwreg): runs of 75k-550k steps took 0.76
/// of the interpreter's time tiering up from the baseline tier after 10^5
/// steps, 0.64 after 3x10^5 and 0.54 after 10^6; runs of 0.75M-5.5M steps
/// 0.17, 0.20 and 0.27 (the baseline tier alone: 0.58 and 0.45; `speed`
/// alone: 0.76 and 0.15). A compile at `speed` costs about 25 us per
/// instruction and its code saves 1-2 ns a step over the baseline tier's, so
/// it pays after a few hundred thousand steps of a region.
pub const DEFAULT_TIER_UP: u64 = 300_000;

/// `--tier-up` help text.
pub const TIER_UP_HELP: &str = "Steps a region runs in first-tier code (the baseline tier, \
or Cranelift opt_level=none) before it is compiled again at opt_level=speed; 0 keeps the \
first tier. Default 300000, measured on the benchmark kernels from the baseline tier (JIT \
time over interpreter time): runs of 75k-550k steps took 1.01 with 10^5, 0.75 with 3x10^5 \
and 0.63 with 10^6; runs of 0.75M-5.5M steps 0.26, 0.30 and 0.41.";

/// Which code a compiled region runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tier {
    /// Direct x86-64 emission, counting its steps towards a tier-up.
    Baseline,
    /// `opt_level=none`, counting its steps towards a tier-up.
    First,
    /// `opt_level=speed` (a tier-up, or the first compile at that level).
    Optimized,
}

impl Tier {
    pub fn name(self) -> &'static str {
        match self {
            Tier::Baseline => "baseline tier (direct x86-64)",
            Tier::First => "first tier (opt_level=none)",
            Tier::Optimized => "optimized tier (opt_level=speed)",
        }
    }
}

/// JIT settings.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct JitOptions {
    /// See [`DEFAULT_THRESHOLD`].
    pub threshold: u32,
    /// The level of a region's first compile.
    pub opt_level: OptLevel,
    /// See [`DEFAULT_TIER_UP`]; 0 never tiers up. Not with `OptLevel::Speed`.
    pub tier_up: u64,
    /// Steps the runs of a JIT spend, together, in the interpreter's fast
    /// path before the dispatcher starts counting region entries towards
    /// `threshold` (see [`DEFAULT_INTERP_STEPS`]). Only with a threshold
    /// above 0: threshold 0 compiles everything at once.
    pub interp_steps: u64,
    /// Upper bound on the guest instructions of one region.
    pub max_region_insts: usize,
    /// Run the Cranelift IR verifier on every function (always on in tests).
    pub verify: bool,
    /// Keep each region's annotated CLIF text for [`Jit::clif`].
    pub keep_clif: bool,
    /// Test hook: lower this opcode wrongly (bit 0 of its first result flipped),
    /// so that tests can show that `Engine::Both` catches a bad lowering. Only
    /// with the `test-hooks` feature, which the crate's own tests turn on.
    #[cfg(feature = "test-hooks")]
    #[doc(hidden)]
    pub sabotage: Option<crate::Opcode>,
}

impl Default for JitOptions {
    fn default() -> Self {
        JitOptions {
            threshold: DEFAULT_THRESHOLD,
            opt_level: OptLevel::default(),
            tier_up: DEFAULT_TIER_UP,
            interp_steps: DEFAULT_INTERP_STEPS,
            max_region_insts: region::MAX_REGION_INSTS,
            verify: cfg!(debug_assertions),
            keep_clif: false,
            #[cfg(feature = "test-hooks")]
            sabotage: None,
        }
    }
}

/// Why compiled code returned to the dispatcher; the next PC is in `WaveState::pc`.
#[repr(u32)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ExitReason {
    /// Control left the region for the PC (a branch, a jump, or falling out).
    Continue = 0,
    /// An `s_endpgm` ran; the PC is its address and it was counted.
    Endpgm = 1,
    /// The remaining step budget is smaller than the block at the PC.
    Budget = 2,
    /// The instruction at the PC is left to the interpreter.
    Fallback = 3,
}

impl ExitReason {
    pub fn from_u32(v: u32) -> Option<Self> {
        Some(match v {
            0 => ExitReason::Continue,
            1 => ExitReason::Endpgm,
            2 => ExitReason::Budget,
            3 => ExitReason::Fallback,
            _ => return None,
        })
    }
}

/// Per-run counters that generated code reads and writes.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RunCtx {
    /// Instructions completed so far.
    pub steps: u64,
    /// The `--max-steps` budget.
    pub max_steps: u64,
    /// The wave's guest memory for lowered scalar loads; the dispatcher sets it
    /// before every call into compiled code.
    pub mem: *const crate::state::Memory,
    /// The memory window of inlined scalar loads: one mapped region (guest
    /// address, length, host pointer to its bytes), remembered by the load
    /// helper after a load inside it. The dispatcher empties it before every
    /// call into compiled code, since the interpreter's stores may move a
    /// region's bytes (copy on write).
    pub win_addr: u64,
    pub win_len: u64,
    pub win_ptr: *const u8,
    /// The wave and program of the run, for the instructions compiled code
    /// has the interpreter run in place (`lower::inplace`); set by the
    /// dispatcher before every call, like `mem`.
    pub wave: *mut crate::Wave,
    pub program: *const crate::Program,
    /// This run's share of the JIT's statistics, added to the shared counters
    /// when the run ends: waves on several threads would otherwise contend
    /// for the same cache lines on every region entry and fallback.
    pub counts: RunCounts,
}

/// Per-run counters behind [`Stats`]; only the dispatcher touches them.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct RunCounts {
    pub region_entries: u64,
    pub dispatcher_round_trips: u64,
    pub fallbacks: u64,
    pub interp_steps: u64,
}

impl RunCtx {
    pub fn new(steps: u64, max_steps: u64) -> Self {
        RunCtx {
            steps,
            max_steps,
            mem: std::ptr::null(),
            win_addr: 0,
            win_len: 0,
            win_ptr: std::ptr::null(),
            wave: std::ptr::null_mut(),
            program: std::ptr::null(),
            counts: RunCounts::default(),
        }
    }
}

/// The signature of a compiled region.
pub type RegionFn = unsafe extern "C" fn(*mut crate::WaveState, *mut RunCtx) -> u32;
