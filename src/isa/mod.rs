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
pub mod target;
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
pub(crate) mod vop;
// Validation of VALU words (what llvm-objdump-14 accepts; not a stable API).
mod vop_check;
// The VALU pieces the assembler shares with the decoder.
pub(crate) use vop::{
    is_vop3b as vop_is_vop3b, takes_clamp as vop_takes_clamp, takes_omod as vop_takes_omod,
    takes_op_sel as vop_takes_op_sel, F16_CONSTS as VOP_F16_CONSTS,
};
pub(crate) use vop_check::{
    bus_key as vop_bus_key, early_clobber as vop_early_clobber,
    implicit_bus_reads as vop_implicit_bus_reads, mods_mask as vop_mods_mask,
    reversed as vop_reversed, sext_ok as vop_sext_ok,
};
// The DPP and SDWA extension words encodings (not a stable API).
pub(crate) mod dpp_sdwa;
// The VINTRP encodings (not a stable API).
pub(crate) mod vintrp;
// The DS encodings (not a stable API).
pub(crate) mod ds;
// The MUBUF and MTBUF encodings (not a stable API).
pub(crate) mod buffer;
// The FLAT, GLOBAL and SCRATCH encodings (not a stable API).
pub(crate) mod flat;
// The MIMG encodings (not a stable API).
pub(crate) mod mimg;
// The EXP encodings (not a stable API).
pub(crate) mod exp;

pub use arch::Arch;
pub use asm::{assemble, AsmError};
pub use decode::{decode, decode_all, decode_for, DecodeError, DecodeErrorKind};
pub use encode::{encode, encode_all, EncodeError};
pub use inst::Instruction;
pub use opcodes::{Opcode, OPCODES};
pub use table::{Flow, Format, Imm, Mem, OpInfo, Sig, Tier};
pub use target::{Features, Target};
