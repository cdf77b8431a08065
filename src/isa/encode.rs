//! Instructions → words: the exact inverse of `decode`.

use super::inst::{mflag, Instruction};
use super::table::{Format, Mem};

/// Why an instruction cannot be encoded.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum EncodeError {
    #[error("{m} does not exist on {a}", m = .0.mnemonic(), a = .1)]
    NotOnArch(super::opcodes::Opcode, super::arch::Arch),
}

/// Appends the words of `inst` to `out`.
pub fn encode_into(inst: &Instruction, out: &mut Vec<u32>) -> Result<(), EncodeError> {
    let arch = inst.arch;
    let num = inst
        .op
        .number(arch)
        .ok_or(EncodeError::NotOnArch(inst.op, arch))? as u32;
    let (d, s0, s1) = (inst.sdst as u32, inst.ssrc0 as u32, inst.ssrc1 as u32);
    let w = match inst.op.format() {
        // A vector instruction keeps its own words (`Instruction::word`):
        // its family's decoder or assembler built them.
        f if f.is_vector() => inst.word,
        Format::Sop2 => 0b10 << 30 | num << 23 | (d & 0x7F) << 16 | s1 << 8 | s0,
        Format::Sopk => 0b1011 << 28 | num << 23 | (d & 0x7F) << 16 | inst.simm16 as u32,
        Format::Sop1 => 0x17D << 23 | (d & 0x7F) << 16 | num << 8 | s0,
        Format::Sopc => 0x17E << 23 | num << 16 | s1 << 8 | s0,
        Format::Sopp => 0x17F << 23 | num << 16 | inst.simm16 as u32,
        Format::Smem if arch.has_smem() => {
            let imm = inst.flags & mflag::IMM != 0;
            let glc = inst.flags & mflag::GLC != 0;
            let sdata = if inst.mem() == Some(Mem::Cache) { 0 } else { d };
            out.push(
                0b110000 << 26
                    | num << 18
                    | (imm as u32) << 17
                    | (glc as u32) << 16
                    | (sdata & 0x7F) << 6
                    | (s0 & 0x3F),
            );
            out.push(inst.literal);
            return Ok(());
        }
        _ => {
            let imm = inst.flags & mflag::IMM != 0;
            let off = if inst.has_literal() {
                0xFF
            } else {
                inst.literal & 0xFF
            };
            0b11000 << 27
                | num << 22
                | (d & 0x7F) << 15
                | (s0 & 0x3F) << 9
                | (imm as u32) << 8
                | off
        }
    };
    out.push(w);
    if inst.has_literal() {
        out.push(inst.literal);
    }
    Ok(())
}

/// The words of one instruction.
pub fn encode(inst: &Instruction) -> Result<Vec<u32>, EncodeError> {
    let mut v = Vec::with_capacity(2);
    encode_into(inst, &mut v)?;
    Ok(v)
}

/// The words of a sequence of instructions.
pub fn encode_all(insts: &[Instruction]) -> Result<Vec<u32>, EncodeError> {
    let mut v = Vec::with_capacity(insts.len() * 2);
    for i in insts {
        encode_into(i, &mut v)?;
    }
    Ok(v)
}
