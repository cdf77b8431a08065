//! VOP statements: operands and modifiers as llvm-mc 14 reads them
//! (docs/assembler.md, "Vector instructions").

use super::inst::Parser;
use super::vector::not_yet;
use super::vector::Enc;
use super::Res;
use crate::isa::inst::Instruction;
use crate::isa::opcodes::Opcode;

/// Parses the operands of `op` (its mnemonic at `col`).
pub(super) fn parse(_p: &mut Parser, op: Opcode, _enc: Enc, col: usize) -> Res<Instruction> {
    not_yet(op, col)
}
