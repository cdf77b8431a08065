//! gcnjit runs AMD GCN scalar code (gfx6..gfx9) on the CPU.

pub mod bench;
pub mod difftest;
pub mod engine;
pub mod interp;
pub mod isa;
pub mod jit;
pub mod program;
pub mod run;
pub mod state;
pub mod state_json;
pub mod waves;

pub use isa::{Arch, Instruction, Opcode};
pub use program::Program;
pub use run::{ErrorKind, GuestError, Limits, Outcome, Status};
pub use state::{Memory, Message, Wave, WaveState};
