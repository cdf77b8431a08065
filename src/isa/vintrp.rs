//! VINTRP: parameter interpolation (graphics only): decoding, validation and
//! llvm-mc 14's text (docs/isa.md "Vector: VINTRP, EXP, MIMG"). One word:
//! VSRC 7:0, ATTRCHAN 9:8, ATTR 15:10, OP 17:16, VDST 25:18; the prefix
//! (bits 31:26) is 0b110010 on gfx6/gfx7 and 0b110101 on gfx8/gfx9.

use super::arch::Arch;
use super::decode::DecodeErrorKind;
use super::inst::Instruction;
use super::opcodes::Opcode;
use super::operand::{self, Kind};
use super::shape::interp;
use super::table::{Format, Imm};
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

/// Whether `op` is a VOP3 form of an interpolation (a VOP3 row with an
/// `interp::*` shape).
pub(crate) fn is_vop3(op: Opcode) -> bool {
    op.format() == Format::Vop3 && matches!(op.sig().imm, Imm::Vmem(_))
}

/// The `interp::*` flags of a VOP3 form.
pub(crate) fn vop3_flags(op: Opcode) -> u16 {
    match op.sig().imm {
        Imm::Vmem(s) => s.flags,
        _ => 0,
    }
}

/// The fields of a VOP3 interpolation: VDST 7:0, ABS 10:8, OP_SEL 14:11,
/// CLAMP 15 in the first word; the attribute (SRC0: ATTR 5:0, ATTRCHAN 7:6,
/// HIGH 8), VSRC (SRC1, 9 bits), SRC2, OMOD 60:59 and NEG 63:61 in the second.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Vop3Fields {
    pub vdst: u32,
    pub abs: u32,
    pub op_sel: u32,
    pub clamp: bool,
    pub attr: u32,
    pub chan: u32,
    pub high: bool,
    pub src1: u32,
    pub src2: u32,
    pub omod: u32,
    pub neg: u32,
}

/// Splits the words of a VOP3 interpolation.
pub(crate) fn vop3_fields(w: u32, s: u32) -> Vop3Fields {
    Vop3Fields {
        vdst: w & 0xFF,
        abs: (w >> 8) & 7,
        op_sel: (w >> 11) & 0xF,
        clamp: w >> 15 & 1 != 0,
        attr: s & 0x3F,
        chan: (s >> 6) & 3,
        high: s >> 8 & 1 != 0,
        src1: (s >> 9) & 0x1FF,
        src2: (s >> 18) & 0x1FF,
        omod: (s >> 27) & 3,
        neg: s >> 29,
    }
}

/// The words of a VOP3 interpolation of opcode `num` (gfx8/gfx9 layout).
pub(crate) fn vop3_words(num: u32, f: &Vop3Fields) -> [u32; 2] {
    let w = super::vector::opcode_word(Arch::Gfx9, Format::Vop3, num as u16).unwrap_or(0)
        | f.vdst
        | f.abs << 8
        | f.op_sel << 11
        | (f.clamp as u32) << 15;
    let s = f.attr
        | f.chan << 6
        | (f.high as u32) << 8
        | f.src1 << 9
        | f.src2 << 18
        | f.omod << 27
        | f.neg << 29;
    [w, s]
}

/// Decodes a VOP3 interpolation (docs/isa.md, "Vector: VOP3 forms of
/// VINTRP"): llvm-objdump ignores OP_SEL (`decode_code` too); a VSRC that
/// is not a VGPR and a constant SRC2 are refused (llvm-mc does not take them).
pub(crate) fn decode_vop3(
    arch: Arch,
    op: Opcode,
    w: u32,
    s: u32,
    canonical: bool,
) -> Result<Instruction, DecodeErrorKind> {
    let f = vop3_fields(w, s);
    let fl = vop3_flags(op);
    let has = |b: u16| fl & b != 0;
    let nonzero = super::buffer::nonzero;
    nonzero(f.abs & 1 != 0 || f.neg & 1 != 0, "ABS/NEG of the attribute")?;
    if canonical {
        nonzero(f.op_sel != 0, "OP_SEL")?;
    }
    nonzero(f.high && !has(interp::HIGH), "HIGH")?;
    nonzero(f.omod != 0 && !has(interp::OMOD), "OMOD")?;
    if has(interp::SRC2) {
        if f.src2 < 256 && operand::kind(arch, f.src2 as u8) != Some(Kind::Reg) {
            return Err(illegal("SRC2", f.src2, "not a register"));
        }
    } else {
        nonzero(f.src2 != 0 || f.abs & 4 != 0 || f.neg & 4 != 0, "SRC2")?;
    }
    if has(interp::PARAM) {
        nonzero(f.abs & 2 != 0 || f.neg & 2 != 0, "ABS/NEG of the parameter")?;
        if canonical && f.src1 > 2 {
            return Err(illegal(
                "VSRC",
                f.src1,
                "v_interp_mov_f32 takes p10, p20 or p0",
            ));
        }
    } else if f.src1 < 256 {
        return Err(illegal("VSRC", f.src1, "not a VGPR"));
    }
    Ok(super::ds::with_words(arch, op, [w, s]))
}

/// `illegal operand code CODE in FIELD: WHY`.
fn illegal(field: &'static str, code: u32, why: &'static str) -> DecodeErrorKind {
    super::buffer::illegal(field, code, why)
}

/// Writes a VOP3 interpolation as llvm-objdump-14 does: `op vdst, vsrc,
/// attrN.c[, src2] [high] [clamp] [mul:2|mul:4|div:2]`.
pub(crate) fn write_vop3(f: &mut dyn Write, inst: &Instruction) -> fmt::Result {
    let x = vop3_fields(inst.word, inst.literal);
    let fl = vop3_flags(inst.op);
    write!(f, "{} v{}, ", inst.op.mnemonic(), x.vdst)?;
    if fl & interp::PARAM != 0 {
        match PARAMS.get(x.src1 as usize) {
            Some(p) => f.write_str(p)?,
            None => write!(f, "invalid_param_{}", x.src1)?,
        }
    } else {
        write_src(f, inst.arch, x.src1, x.abs & 2 != 0, x.neg & 2 != 0)?;
    }
    write!(f, ", attr{}.{}", x.attr, CHANS[x.chan as usize])?;
    if fl & interp::SRC2 != 0 {
        f.write_str(", ")?;
        write_src(f, inst.arch, x.src2, x.abs & 4 != 0, x.neg & 4 != 0)?;
    }
    if x.high {
        f.write_str(" high")?;
    }
    if x.clamp {
        f.write_str(" clamp")?;
    }
    f.write_str(["", " mul:2", " mul:4", " div:2"][x.omod as usize])
}

/// A register source with its `-` and `|...|` modifiers.
fn write_src(f: &mut dyn Write, arch: Arch, code: u32, abs: bool, neg: bool) -> fmt::Result {
    if neg {
        f.write_char('-')?;
    }
    if abs {
        f.write_char('|')?;
    }
    if code >= 256 {
        write!(f, "v{}", code - 256)?;
    } else {
        super::fmt::write_operand(f, arch, code as u8, 1, 0)?;
    }
    if abs {
        f.write_char('|')?;
    }
    Ok(())
}
