//! The Cranelift JIT: regions of scalar code compiled to native code, with the
//! interpreter as the fallback for what is not compiled.
//!
//! - [`region`]: from an entry PC, the blocks reachable through direct branches.
//! - [`lower`]: one Cranelift function per region; registers in variables.
//! - [`cache`]: the code cache shared by every run and thread of one program.
//! - [`runtime`]: the dispatcher loop, tiering and exact step accounting.

pub mod cache;
pub(crate) mod lower;
pub mod region;
pub mod runtime;

pub use cache::{Jit, Stats};

/// Compile a region once its entry PC has been reached this many times in the
/// interpreter. Measured on the benchmark kernels and the example programs:
/// compiling costs a few hundred interpreted instructions per region, so a short
/// program is dominated by compile time with threshold 0, while 50 entries
/// already make loops run compiled after a negligible warm-up.
pub const DEFAULT_THRESHOLD: u32 = 50;

/// `--jit-threshold` help text, with the default and why it was chosen.
pub const THRESHOLD_HELP: &str = "Compile a region once its entry has run this many times \
in the interpreter (0 compiles everything immediately). Default 50: compiling a region \
costs about as much as interpreting a few hundred instructions, so cold code stays \
interpreted and loops are compiled after a short warm-up.";

/// Cranelift optimization level for compiled regions.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum OptLevel {
    /// Fast compilation (`opt_level=none`).
    #[default]
    None,
    /// Better code (`opt_level=speed`).
    Speed,
}

/// JIT settings.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct JitOptions {
    /// See [`DEFAULT_THRESHOLD`].
    pub threshold: u32,
    pub opt_level: OptLevel,
    /// Upper bound on the guest instructions of one region.
    pub max_region_insts: usize,
    /// Run the Cranelift IR verifier on every function (always on in tests).
    pub verify: bool,
    /// Keep each region's annotated CLIF text for [`Jit::clif`].
    pub keep_clif: bool,
    /// Test hook: lower this opcode wrongly (bit 0 of its first result flipped),
    /// so that tests can show that `Engine::Both` catches a bad lowering.
    #[doc(hidden)]
    pub sabotage: Option<crate::Opcode>,
}

impl Default for JitOptions {
    fn default() -> Self {
        JitOptions {
            threshold: DEFAULT_THRESHOLD,
            opt_level: OptLevel::None,
            max_region_insts: region::MAX_REGION_INSTS,
            verify: cfg!(debug_assertions),
            keep_clif: false,
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
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct RunCtx {
    /// Instructions completed so far.
    pub steps: u64,
    /// The `--max-steps` budget.
    pub max_steps: u64,
}

/// The signature of a compiled region.
pub type RegionFn = unsafe extern "C" fn(*mut crate::WaveState, *mut RunCtx) -> u32;
