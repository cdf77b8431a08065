//! EXP: exports (graphics only): decoding, validation and llvm-mc's text (docs/isa.md).

use super::arch::Arch;
use super::decode::DecodeErrorKind;
use super::inst::Instruction;

use std::fmt::{self, Write};

/// Decodes one instruction of the family (`second`: its second dword, when
/// it has one). Not decoded yet: answers [`DecodeErrorKind::Vector`].
pub(crate) fn decode(
    _arch: Arch,

    _w: u32,
    _second: Option<u32>,
    _canonical: bool,
) -> Result<Instruction, DecodeErrorKind> {
    Err(DecodeErrorKind::Vector)
}

/// Writes a decoded instruction of the family in llvm-mc's syntax.
pub(crate) fn write(f: &mut dyn Write, inst: &Instruction) -> fmt::Result {
    f.write_str(inst.op.mnemonic())
}
