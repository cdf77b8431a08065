//! VINTRP: parameter interpolation (graphics only): decoding, validation and
//! llvm-mc 14's text (docs/isa.md "Vector: VINTRP, EXP, MIMG"). One word:
//! VSRC 7:0, ATTRCHAN 9:8, ATTR 15:10, OP 17:16, VDST 25:18; the prefix
//! (bits 31:26) is 0b110010 on gfx6/gfx7 and 0b110101 on gfx8/gfx9.

use super::arch::Arch;
use super::decode::DecodeErrorKind;
use super::inst::Instruction;
use super::opcodes::Opcode;
use super::table::Format;
use std::fmt::{self, Write};

/// `v_interp_mov_f32`'s source names (VSRC 0..2).
pub(crate) const PARAMS: [&str; 3] = ["p10", "p20", "p0"];
/// Attribute channel names.
pub(crate) const CHANS: [char; 4] = ['x', 'y', 'z', 'w'];
/// The opcode number of `v_interp_mov_f32`, whose VSRC is a parameter.
pub(crate) const OP_MOV: u32 = 2;

/// The word's prefix (bits 31:26) on `arch`.
pub(crate) fn prefix(arch: Arch) -> u32 {
    if arch >= Arch::Gfx8 {
        0b110101
    } else {
        0b110010
    }
}

/// Decodes a VINTRP word. OP 3 is no instruction; a `v_interp_mov_f32`
/// parameter above 2 has no text (llvm-mc prints `invalid_param_N`): only
/// `decode_code` takes it.
pub(crate) fn decode(arch: Arch, w: u32, canonical: bool) -> Result<Instruction, DecodeErrorKind> {
    let num = super::vector::opcode_of(arch, Format::Vintrp, w);
    let op = Opcode::lookup(arch, Format::Vintrp, num as u16)
        .ok_or(DecodeErrorKind::UnknownOpcode(Format::Vintrp, num as u16))?;
    if canonical && num == OP_MOV && w & 0xFF > 2 {
        return Err(DecodeErrorKind::IllegalOperand {
            field: "VSRC",
            code: w as u8,
            why: "v_interp_mov_f32 takes p10, p20 or p0",
        });
    }
    let mut inst = Instruction::new(arch, op);
    inst.word = w;
    Ok(inst)
}

/// Writes a VINTRP instruction as llvm-objdump-14 does (`_e32` on gfx8/gfx9).
pub(crate) fn write(f: &mut dyn Write, inst: &Instruction) -> fmt::Result {
    let w = inst.word;
    f.write_str(inst.op.mnemonic())?;
    if inst.arch >= Arch::Gfx8 {
        f.write_str("_e32")?;
    }
    write!(f, " v{}, ", (w >> 18) & 0xFF)?;
    let src = w & 0xFF;
    if (w >> 16) & 3 == OP_MOV {
        match PARAMS.get(src as usize) {
            Some(p) => f.write_str(p)?,
            None => write!(f, "invalid_param_{src}")?,
        }
    } else {
        write!(f, "v{src}")?;
    }
    write!(
        f,
        ", attr{}.{}",
        (w >> 10) & 0x3F,
        CHANS[((w >> 8) & 3) as usize]
    )
}
