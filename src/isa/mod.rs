//! The ISA layer: one opcode table and everything that turns scalar code into
//! typed instructions and back (decoder, encoder, formatter, assembler).

pub mod arch;
pub mod asm;
pub mod decode;
pub mod encode;
pub mod fmt;
pub mod inst;
pub mod matrix;
pub mod opcodes;
pub mod operand;
pub mod table;
pub mod vector;

pub use arch::Arch;
pub use asm::{assemble, AsmError};
pub use decode::{decode, decode_all, DecodeError, DecodeErrorKind};
pub use encode::{encode, encode_all, EncodeError};
pub use inst::Instruction;
pub use opcodes::{Opcode, OPCODES};
pub use table::{Flow, Format, Imm, Mem, OpInfo, Sig, Tier};
