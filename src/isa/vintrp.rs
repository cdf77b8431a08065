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

/// The interpolation rows of the VOP3 encoding (gfx8/gfx9): the `_e64`
/// forms of the three VINTRP rows, with the VINTRP row each stands for, and
/// the f16 rows that exist only there.
pub(crate) const VOP3_ROWS: [(Opcode, Option<Opcode>); 7] = [
    (Opcode::V_INTERP_P1_F32__E64, Some(Opcode::V_INTERP_P1_F32)),
    (Opcode::V_INTERP_P2_F32__E64, Some(Opcode::V_INTERP_P2_F32)),
    (
        Opcode::V_INTERP_MOV_F32__E64,
        Some(Opcode::V_INTERP_MOV_F32),
    ),
    (Opcode::V_INTERP_P1LL_F16, None),
    (Opcode::V_INTERP_P1LV_F16, None),
    (Opcode::V_INTERP_P2_F16, None),
    (Opcode::V_INTERP_P2_LEGACY_F16, None),
];

/// What a VOP3 interpolation row takes (docs/isa.md, "VOP3 interpolation").
#[derive(Clone, Copy, Debug)]
pub(crate) struct Vop3Interp {
    /// The `_e64` form of a VINTRP row (printed with the suffix).
    pub e64: bool,
    /// SRC1 is a parameter (p10, p20, p0), not a VGPR.
    pub param: bool,
    /// A third operand (SRC2, a VGPR) after the attribute.
    pub src2: bool,
    /// `high` (SRC0 bit 8: the attribute's high half).
    pub high: bool,
    /// An output modifier (`mul:2` ...).
    pub omod: bool,
}

/// The VOP3 interpolation row `op`'s operands, if it is one.
pub(crate) fn vop3_interp(op: Opcode) -> Option<Vop3Interp> {
    let (_, base) = VOP3_ROWS.iter().find(|(r, _)| *r == op)?;
    let f16 = base.is_none();
    let src2 = matches!(
        op,
        Opcode::V_INTERP_P1LV_F16 | Opcode::V_INTERP_P2_F16 | Opcode::V_INTERP_P2_LEGACY_F16
    );
    Some(Vop3Interp {
        e64: !f16,
        param: op == Opcode::V_INTERP_MOV_F32__E64,
        src2,
        high: f16,
        omod: !matches!(op, Opcode::V_INTERP_P2_F16 | Opcode::V_INTERP_P2_LEGACY_F16),
    })
}

/// Checks the two words of VOP3 interpolation row `op` (VOP3 layout: VDST
/// 7:0, ABS 10:8, OP_SEL 14:11, CLAMP 15; SRC0 8:0 = attribute 5:0, channel
/// 7:6, high 8; SRC1 17:9; SRC2 26:18; OMOD 28:27; NEG 31:29). Every field an
/// operand or modifier of the row does not use must be zero.
pub(crate) fn decode_vop3(
    arch: Arch,
    op: Opcode,
    w: u32,
    second: Option<u32>,
) -> Result<Instruction, DecodeErrorKind> {
    let k = vop3_interp(op).ok_or(DecodeErrorKind::Vector)?;
    let x = second.ok_or(DecodeErrorKind::TruncatedLiteral)?;
    let bad = |field, code: u32, why| DecodeErrorKind::IllegalOperand {
        field,
        code: code.min(255) as u8,
        why,
    };
    let (abs, neg) = ((w >> 8) & 7, x >> 29);
    let mods_ok = if k.param { 0 } else { 2 } | if k.src2 { 4 } else { 0 };
    if abs & !mods_ok != 0 || (w >> 11) & 0xF != 0 {
        return Err(DecodeErrorKind::NonZeroUnused("ABS/OP_SEL"));
    }
    if neg & !mods_ok != 0 {
        return Err(DecodeErrorKind::NonZeroUnused("NEG"));
    }
    if !k.omod && (x >> 27) & 3 != 0 {
        return Err(DecodeErrorKind::NonZeroUnused("OMOD"));
    }
    let (src0, src1, src2) = (x & 0x1FF, (x >> 9) & 0x1FF, (x >> 18) & 0x1FF);
    if src0 & 0x100 != 0 && !k.high {
        return Err(bad("SRC0", src0, "no high half for an f32 interpolation"));
    }
    if k.param && src1 > 2 {
        return Err(bad("SRC1", src1, "v_interp_mov_f32 takes p10, p20 or p0"));
    }
    let reg_ok = |c: u32| c >= 256 || (scalar_sources(arch, op) && scalar_reg(arch, c));
    if !k.param && !reg_ok(src1) {
        return Err(bad("SRC1", src1, "must be a VGPR"));
    }
    if (k.src2 && !reg_ok(src2)) || (!k.src2 && src2 != 0) {
        return Err(bad("SRC2", src2, "must be a VGPR, or 0 where unused"));
    }
    let mut inst = Instruction::new(arch, op);
    inst.word = w;
    inst.literal = x;
    inst.flags |= super::inst::mflag::LIT;
    Ok(inst)
}

/// gfx9's `v_interp_p2_f16` takes scalar registers as its sources too
/// (llvm-mc 14 assembles `v_interp_p2_f16 v5, s0, attr0.x, s1`).
pub(crate) fn scalar_sources(arch: Arch, op: Opcode) -> bool {
    op == Opcode::V_INTERP_P2_F16 && arch == Arch::Gfx9
}

/// Operand code `c` is a 32-bit scalar register.
fn scalar_reg(arch: Arch, c: u32) -> bool {
    use super::operand::{check, kind, Kind, Role};
    c < 128 && kind(arch, c as u8) == Some(Kind::Reg) && check(arch, c as u8, 1, Role::Src).is_ok()
}

/// Writes a VOP3 interpolation instruction as llvm-mc 14 does:
/// `v_interp_p1lv_f16 v5, -v2, attr0.x, |v3| high clamp mul:2`.
pub(crate) fn write_vop3(f: &mut dyn Write, inst: &Instruction) -> fmt::Result {
    let Some(k) = vop3_interp(inst.op) else {
        return f.write_str(inst.op.mnemonic());
    };
    let (w, x) = (inst.word, inst.literal);
    let (abs, neg) = ((w >> 8) & 7, x >> 29);
    let vgpr = |f: &mut dyn Write, i: u32, code: u32| -> fmt::Result {
        let (a, n) = (abs >> i & 1 != 0, neg >> i & 1 != 0);
        f.write_str(if n { "-" } else { "" })?;
        f.write_str(if a { "|" } else { "" })?;
        super::vop::write_src(f, inst, code as u16, super::shape::Ty::F32)?;
        f.write_str(if a { "|" } else { "" })
    };
    f.write_str(inst.op.mnemonic())?;
    f.write_str(if k.e64 { "_e64 " } else { " " })?;
    write!(f, "v{}, ", w & 0xFF)?;
    let src1 = (x >> 9) & 0x1FF;
    if k.param {
        f.write_str(PARAMS[src1 as usize % 3])?;
    } else {
        vgpr(f, 1, src1)?;
    }
    write!(f, ", attr{}.{}", x & 0x3F, CHANS[((x >> 6) & 3) as usize])?;
    if k.src2 {
        f.write_str(", ")?;
        vgpr(f, 2, (x >> 18) & 0x1FF)?;
    }
    if x & 0x100 != 0 {
        f.write_str(" high")?;
    }
    if w & 0x8000 != 0 {
        f.write_str(" clamp")?;
    }
    match (x >> 27) & 3 {
        1 => f.write_str(" mul:2"),
        2 => f.write_str(" mul:4"),
        3 => f.write_str(" div:2"),
        _ => Ok(()),
    }
}
