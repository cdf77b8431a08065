//! What a run ends with, shared by every engine: outcomes are values, not errors.

use serde::Serialize;

/// Kinds of guest faults (docs/cli.md names them in snake case).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum ErrorKind {
    /// No valid scalar instruction at the PC.
    Decode,
    /// The PC left the program (or is not 4-aligned).
    PcOutOfRange,
    /// `--max-steps` instructions ran and the wave had not ended.
    StepLimit,
    /// A scalar memory access touched an unmapped byte.
    Memory,
    /// An operand the instruction cannot use at run time (e.g. an odd relative pair).
    IllegalOperand,
    /// `s_trap` with traps enabled and no handler (TBA = 0).
    Trap,
    /// `--engine both`: the interpreter and the JIT disagree (not a guest fault).
    EngineMismatch,
    /// A valid instruction gcnjit does not execute (a vector encoding) at the PC.
    Unsupported,
}

impl ErrorKind {
    /// The kind's name as the CLI's JSON prints it, so embedders and
    /// scripts reading `gcnjit run --json` match on the same strings.
    ///
    /// ```
    /// use gcnjit::{engine, Arch, Engine, ErrorKind, Limits, Program, Status, Wave};
    ///
    /// // s_load_dword from address 0, which nothing maps.
    /// let p = Program::from_asm(Arch::Gfx9, "s_load_dword s0, s[2:3], 0x0", 0).unwrap();
    /// let out = engine::run(Engine::Interp, &p, &mut Wave::new(Arch::Gfx9), &Limits::default());
    /// let Status::Error(e) = out.status else { panic!() };
    /// assert_eq!(e.kind, ErrorKind::Memory);
    /// assert_eq!(e.kind.name(), "memory");
    /// ```
    pub fn name(self) -> &'static str {
        match self {
            ErrorKind::Decode => "decode",
            ErrorKind::PcOutOfRange => "pc_out_of_range",
            ErrorKind::StepLimit => "step_limit",
            ErrorKind::Memory => "memory",
            ErrorKind::IllegalOperand => "illegal_operand",
            ErrorKind::Trap => "trap",
            ErrorKind::EngineMismatch => "engine_mismatch",
            ErrorKind::Unsupported => "unsupported",
        }
    }
}

/// A guest fault: what, where (the PC of the faulting instruction) and a message.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct GuestError {
    /// What went wrong, as a stable kind for programs to match on.
    pub kind: ErrorKind,
    /// Address of the instruction that failed; both engines report the same one.
    pub pc: u64,
    /// The message for a person, naming the instruction and operands.
    pub message: String,
}

impl GuestError {
    /// The `step_limit` error: `max_steps` instructions completed and the
    /// wave, at `pc`, had not ended. Every engine and runner builds it here,
    /// so the message is the same wherever the limit is reached.
    ///
    /// ```
    /// use gcnjit::{ErrorKind, GuestError};
    ///
    /// let e = GuestError::step_limit(1000, 0x40);
    /// assert_eq!((e.kind, e.pc), (ErrorKind::StepLimit, 0x40));
    /// assert_eq!(e.message, "step limit of 1000 instructions reached");
    /// ```
    pub fn step_limit(max_steps: u64, pc: u64) -> Self {
        GuestError {
            kind: ErrorKind::StepLimit,
            pc,
            message: format!("step limit of {max_steps} instructions reached"),
        }
    }

    /// The `engine_mismatch` error: the engines run side by side disagree
    /// at `pc`; `message` says how.
    pub fn engine_mismatch(pc: u64, message: String) -> Self {
        GuestError {
            kind: ErrorKind::EngineMismatch,
            pc,
            message,
        }
    }
}

/// How a wave stopped.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Status {
    /// `s_endpgm` (or a variant, or `s_setkill 1`).
    Endpgm,
    /// `s_sethalt 1` or `s_sendmsghalt`.
    Halted,
    /// The wave stopped on an error of the guest program.
    Error(GuestError),
    /// The wave completed an `s_barrier` while it shares its workgroup with
    /// other waves ([`crate::Lds::barrier`]): its PC is on the next
    /// instruction, and the workgroup's scheduler runs it on once every
    /// wave has reached the barrier or ended (docs/launch.md, "Workgroups").
    Barrier,
}

impl Status {
    /// The status's name as the CLI's JSON prints it.
    pub fn name(&self) -> &'static str {
        match self {
            Status::Endpgm => "endpgm",
            Status::Halted => "halted",
            Status::Error(_) => "error",
            Status::Barrier => "barrier",
        }
    }
}

/// The result of running a wave: its status and the number of instructions
/// completed (a faulting instruction is not counted; `s_endpgm` is).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Outcome {
    /// How the run ended.
    pub status: Status,
    /// Instructions executed, the same on every engine.
    pub steps: u64,
}

/// Bounds on a run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// The run stops with `step_limit` once this many instructions completed
    /// and the wave has not ended.
    pub max_steps: u64,
}

impl Limits {
    /// The step limit when none is given: far above what real kernels run, so
    /// only a runaway loop reaches it.
    ///
    /// ```
    /// use gcnjit::{engine, Arch, Engine, ErrorKind, Limits, Program, Status, Wave};
    ///
    /// let spin = Program::from_asm(Arch::Gfx8, "l: s_branch l", 0).unwrap();
    /// let mut wave = Wave::new(Arch::Gfx8);
    /// let out = engine::run(Engine::Interp, &spin, &mut wave, &Limits { max_steps: 1000 });
    /// match out.status {
    ///     Status::Error(e) => assert_eq!((e.kind, e.pc), (ErrorKind::StepLimit, 0)),
    ///     other => panic!("{other:?}"),
    /// }
    /// assert_eq!(out.steps, 1000);
    /// ```
    pub const DEFAULT_MAX_STEPS: u64 = 1_000_000_000;
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            max_steps: Self::DEFAULT_MAX_STEPS,
        }
    }
}
