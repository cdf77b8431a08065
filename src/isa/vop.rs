//! VOP1, VOP2, VOPC, VOP3 and VOP3P: decoding, validation and llvm-mc's text
//! (docs/isa.md, vector encodings). The row's operand shape
//! (`shape::VopShape`) decides every operand's width and kind; nothing here is
//! written per mnemonic.

use super::arch::Arch;
use super::decode::DecodeErrorKind;
use super::inst::{mflag, Instruction};
use super::opcodes::Opcode;
use super::shape::{Ty, VopShape};
use super::table::{Format, Imm};
use super::vector::VectorFamily;
use std::fmt::{self, Write};

/// The row's VALU shape.
pub(crate) fn shape(op: Opcode) -> Option<VopShape> {
    match op.sig().imm {
        Imm::Vop(s) => Some(s),
        _ => None,
    }
}

/// Decodes a VALU instruction whose family the first word selected
/// (`second`: the literal or VOP3's second dword).
pub(crate) fn decode(
    arch: Arch,
    family: VectorFamily,
    w: u32,
    second: Option<u32>,
    _canonical: bool,
) -> Result<Instruction, DecodeErrorKind> {
    let (format, num) = match family {
        VectorFamily::Vop1 => (Format::Vop1, (w >> 9) & 0xFF),
        _ => return Err(DecodeErrorKind::Vector),
    };
    let op = Opcode::lookup(arch, format, num as u16)
        .ok_or(DecodeErrorKind::UnknownOpcode(format, num as u16))?;
    let mut inst = Instruction::new(arch, op);
    inst.word = w;
    if let Some(s) = second {
        inst.literal = s;
        inst.flags |= mflag::LIT;
    }
    Ok(inst)
}

/// Writes a VALU instruction in llvm-mc's syntax.
pub(crate) fn write(f: &mut dyn Write, inst: &Instruction) -> fmt::Result {
    let Some(shape) = shape(inst.op) else {
        return f.write_str(inst.op.mnemonic());
    };
    f.write_str(inst.op.mnemonic())?;
    if shape.dst == Ty::None {
        return Ok(());
    }
    // VOP1 e32: VDST in bits 24:17, SRC0 in bits 8:0.
    f.write_str("_e32 ")?;
    write_vgpr(f, ((inst.word >> 17) & 0xFF) as u8, shape.dst.dwords())?;
    f.write_str(", ")?;
    write_src(f, inst, (inst.word & 0x1FF) as u16, shape.src[0])
}

/// `v5` or `v[4:5]`.
pub(crate) fn write_vgpr(f: &mut dyn Write, n: u8, dwords: u8) -> fmt::Result {
    if dwords <= 1 {
        write!(f, "v{n}")
    } else {
        write!(f, "v[{}:{}]", n, n as u32 + dwords as u32 - 1)
    }
}

/// A 9-bit source operand: 256 + n is `vN`, anything below a scalar operand
/// code (with the row's type deciding constants).
pub(crate) fn write_src(f: &mut dyn Write, inst: &Instruction, code: u16, ty: Ty) -> fmt::Result {
    if code >= 256 {
        return write_vgpr(f, (code - 256) as u8, ty.dwords());
    }
    super::fmt::write_operand(f, inst.arch, code as u8, ty.dwords(), inst.literal)
}
