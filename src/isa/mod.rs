//! The ISA layer: one opcode table and everything that turns scalar code into
//! typed instructions and back (decoder, encoder, formatter, assembler).

pub mod arch;
pub mod asm;
// Not a stable API: used by the interpreter, JIT, assembler, CLI and tests.
#[doc(hidden)]
pub mod decode;
// Not a stable API: used by the interpreter, JIT, assembler, CLI and tests.
#[doc(hidden)]
pub mod encode;
// Not a stable API: used by the interpreter, JIT, assembler, CLI and tests.
#[doc(hidden)]
pub mod fmt;
pub mod inst;
// Not a stable API: used by the JIT, the CLI and tests.
#[doc(hidden)]
pub mod matrix;
pub mod opcodes;
// Not a stable API: the vector rows' operand shapes.
#[doc(hidden)]
pub mod shape;
// Not a stable API: used by the interpreter, JIT, assembler, CLI and tests.
#[doc(hidden)]
pub mod operand;
// Not a stable API: used by the interpreter, JIT, assembler, CLI and tests.
#[doc(hidden)]
pub mod table;
// Not a stable API: used by the interpreter, JIT, assembler, CLI and tests.
#[doc(hidden)]
pub mod vector;
// The VOP1, VOP2, VOPC, VOP3 and VOP3P encodings (not a stable API).
mod vop;
// The DPP and SDWA extension words encodings (not a stable API).
mod dpp_sdwa;
// The VINTRP encodings (not a stable API).
mod vintrp;
// The DS encodings (not a stable API).
pub(crate) mod ds;
// The MUBUF and MTBUF encodings (not a stable API).
pub(crate) mod buffer;
// The FLAT, GLOBAL and SCRATCH encodings (not a stable API).
pub(crate) mod flat;
// The MIMG encodings (not a stable API).
mod mimg;
// The EXP encodings (not a stable API).
mod exp;

pub use arch::Arch;
pub use asm::{assemble, AsmError};
pub use decode::{decode, decode_all, DecodeError, DecodeErrorKind};
pub use encode::{encode, encode_all, EncodeError};
pub use inst::Instruction;
pub use opcodes::{Opcode, OPCODES};
pub use table::{Flow, Format, Imm, Mem, OpInfo, Sig, Tier};
