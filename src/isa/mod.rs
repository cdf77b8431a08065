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
// Not a stable API: used by the interpreter, JIT, assembler, CLI and tests.
#[doc(hidden)]
pub mod operand;
// Not a stable API: used by the interpreter, JIT, assembler, CLI and tests.
#[doc(hidden)]
pub mod table;
// Not a stable API: used by the interpreter, JIT, assembler, CLI and tests.
#[doc(hidden)]
pub mod vector;

pub use arch::Arch;
pub use asm::{assemble, AsmError};
pub use decode::{decode, decode_all, DecodeError, DecodeErrorKind};
pub use encode::{encode, encode_all, EncodeError};
pub use inst::Instruction;
pub use opcodes::{Opcode, OPCODES};
pub use table::{Flow, Format, Imm, Mem, OpInfo, Sig, Tier};
