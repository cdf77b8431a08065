//! DPP and SDWA (gfx8/gfx9): the extension word after a VOP1, VOP2 or VOPC
//! word whose src0 field is 0xFA (DPP) or 0xF9 (SDWA). Which rows have the
//! forms, the fields of the extension word, their validation and llvm-mc 14's
//! text (docs/isa.md "Vector: DPP and SDWA"). The assembler
//! (`asm::dpp_sdwa`) shares the field layout and the rules below.

use super::arch::Arch;
use super::decode::DecodeErrorKind;
use super::inst::{mflag, Instruction};
use super::opcodes::Opcode;
use super::operand::{self, code, Kind, Role};
use super::shape::{vop as vf, Ty, VopShape};
use super::table::Format;
use super::vector::VectorFamily;
use super::vop::{shape, write_vgpr};
use std::fmt::{self, Write};

/// src0 field values that select the extension word.
pub(crate) const SRC0_SDWA: u32 = 0xF9;
pub(crate) const SRC0_DPP: u32 = 0xFA;

/// Field positions of the DPP word.
pub(crate) mod dpp {
    /// dpp_ctrl, bits 16:8.
    pub const CTRL_SHIFT: u32 = 8;
    /// Bits 18:17 are unused on gfx8/gfx9.
    pub const RESERVED: u32 = 3 << 17;
    pub const BOUND_CTRL: u32 = 1 << 19;
    /// neg of source `i` (0 or 1); abs is the next bit.
    pub const fn neg(i: usize) -> u32 {
        1 << (20 + 2 * i)
    }
    pub const fn abs(i: usize) -> u32 {
        1 << (21 + 2 * i)
    }
    pub const BANK_SHIFT: u32 = 24;
    pub const ROW_SHIFT: u32 = 28;
    /// The text of a set bound_ctrl bit: llvm-mc 14 prints `bound_ctrl:1`
    /// (and reads both `bound_ctrl:0` and `bound_ctrl:1` as setting it).
    pub const BOUND_CTRL_TEXT: &str = "bound_ctrl:1";
}

/// Field positions of the SDWA word.
pub(crate) mod sdwa {
    pub const DST_SEL_SHIFT: u32 = 8;
    pub const DST_UNUSED_SHIFT: u32 = 11;
    pub const CLAMP: u32 = 1 << 13;
    pub const OMOD_SHIFT: u32 = 14;
    /// gfx9 VOPC: SDST in bits 14:8, used when SD (bit 15) is set.
    pub const SDST_SHIFT: u32 = 8;
    pub const SD: u32 = 1 << 15;
    /// Source `i`'s byte: sel in bits 2:0, sext 3, neg 4, abs 5, bit 6
    /// unused, S (gfx9: a scalar source) 7.
    pub const fn src_shift(i: usize) -> u32 {
        16 + 8 * i as u32
    }
    pub const fn sext(i: usize) -> u32 {
        1 << (src_shift(i) + 3)
    }
    pub const fn neg(i: usize) -> u32 {
        1 << (src_shift(i) + 4)
    }
    pub const fn abs(i: usize) -> u32 {
        1 << (src_shift(i) + 5)
    }
    pub const fn unused(i: usize) -> u32 {
        1 << (src_shift(i) + 6)
    }
    pub const fn scalar(i: usize) -> u32 {
        1 << (src_shift(i) + 7)
    }
}

/// SDWA operand selects, by field value (7 is not a select).
pub(crate) const SEL_NAMES: [&str; 7] = [
    "BYTE_0", "BYTE_1", "BYTE_2", "BYTE_3", "WORD_0", "WORD_1", "DWORD",
];
/// SDWA `dst_unused` values (3 is not one).
pub(crate) const UNUSED_NAMES: [&str; 3] = ["UNUSED_PAD", "UNUSED_SEXT", "UNUSED_PRESERVE"];
/// The defaults llvm-mc fills in when a modifier is omitted.
pub(crate) const SEL_DWORD: u32 = 6;
pub(crate) const UNUSED_PRESERVE: u32 = 2;

/// The base word's layout: format, opcode number, VDST (VOP1/VOP2) and VSRC1
/// (VOP2/VOPC) fields.
pub(crate) fn base_fields(w: u32) -> (Format, u16, u8, u8) {
    let vdst = (w >> 17) as u8;
    let vsrc1 = (w >> 9) as u8;
    match w >> 25 {
        0x3F => (Format::Vop1, ((w >> 9) & 0xFF) as u16, vdst, 0),
        0x3E => (Format::Vopc, ((w >> 17) & 0xFF) as u16, 0, vsrc1),
        op => (Format::Vop2, op as u16, vdst, vsrc1),
    }
}

/// The base word of row `op` with the given fields and src0 selector.
pub(crate) fn base_word(arch: Arch, op: Opcode, vdst: u8, vsrc1: u8, sel: u32) -> u32 {
    let n = op.number(arch).unwrap_or(0) as u32;
    match op.format() {
        Format::Vop1 => 0x3F << 25 | (vdst as u32) << 17 | n << 9 | sel,
        Format::Vopc => 0x3E << 25 | n << 17 | (vsrc1 as u32) << 9 | sel,
        _ => n << 25 | (vdst as u32) << 17 | (vsrc1 as u32) << 9 | sel,
    }
}

/// The VGPR/scalar sources of a row as the extension word sees them: src0,
/// and src1 for VOP2/VOPC (a `Mask` source is the implicit VCC, not one).
pub(crate) fn sources(format: Format, s: VopShape) -> &'static [usize] {
    let _ = s;
    match format {
        Format::Vop1 => &[0],
        _ => &[0, 1],
    }
}

/// The row has a DPP (`family` = Dpp) or SDWA form on `arch`; its shape, or
/// why not. A form exists for VOP1/VOP2 (DPP) and VOP1/VOP2/VOPC (SDWA) rows
/// on gfx8/gfx9 whose operands are all 32-bit VGPR-able values (no 64-bit
/// operand, no scalar destination or lane select), that take no constant
/// word, and, for SDWA on gfx9, that do not read their destination
/// (`v_mac_*`). `v_nop` has none here: llvm-mc prints its SDWA and DPP words
/// as plain `v_nop`, a text that assembles to the 32-bit word.
pub(crate) fn ext_shape(
    arch: Arch,
    op: Opcode,
    family: VectorFamily,
) -> Result<VopShape, &'static str> {
    let dpp = family == VectorFamily::Dpp;
    let what = if dpp { "DPP form" } else { "SDWA form" };
    if arch < Arch::Gfx8 {
        return Err(what);
    }
    let s = shape(op).ok_or(what)?;
    let format = op.format();
    let ok_format = match format {
        Format::Vop1 | Format::Vop2 => true,
        Format::Vopc => !dpp,
        _ => false,
    };
    // NO_SDWA on a row that reads its destination (`v_mac_*`) is gfx9's rule.
    let no_sdwa = if arch == Arch::Gfx8 && s.flags & vf::DST_IN != 0 {
        0
    } else {
        vf::NO_SDWA
    };
    let no_ext = vf::NO_EXT | vf::MADMK | vf::MADAK | if dpp { vf::NO_DPP } else { no_sdwa };
    let wide = |t: Ty| t.dwords() > 1 && t != Ty::Mask;
    let bad_ty = s
        .src
        .iter()
        .chain([&s.dst])
        .any(|&t| wide(t) || t == Ty::Sgpr);
    let vopc_dst_ok = format != Format::Vopc || s.dst == Ty::Mask;
    let mac = !dpp && arch == Arch::Gfx9 && s.flags & vf::DST_IN != 0;
    if !ok_format || s.flags & no_ext != 0 || s.dst == Ty::None || bad_ty || !vopc_dst_ok || mac {
        return Err(what);
    }
    Ok(s)
}

/// SDWA `clamp` is available: VOP1/VOP2 rows, and gfx8's compares (gfx9
/// compares use the bit for SDST). gfx8's carry-out rows take it before the
/// selects only (`v_add_u32_sdwa v0, vcc, v0, v0 clamp dst_sel:BYTE_0`), as
/// every SDWA row does here.
pub(crate) fn sdwa_clamp_ok(arch: Arch, format: Format, _s: VopShape) -> bool {
    match format {
        Format::Vopc => arch == Arch::Gfx8,
        _ => true,
    }
}

/// Source `i` takes float modifiers (neg/abs) in the extension forms, else
/// integer ones (SDWA sext). `v_cndmask_b32`, whose VOP3 form takes neg/abs,
/// is an integer select here (llvm-mc 14 reads and prints it so).
pub(crate) fn ext_float(s: VopShape, i: usize) -> bool {
    let select = s.flags & (vf::MASK_IN | vf::CARRY_OUT) == vf::MASK_IN;
    s.src[i].is_float() && !select
}

/// SDWA `dst_sel` value `sel` is available: a row that reads its
/// destination (`v_mac_*`, gfx8) takes only DWORD (llvm-mc's rule).
pub(crate) fn sdwa_dst_sel_ok(s: VopShape, sel: u32) -> bool {
    s.flags & vf::DST_IN == 0 || sel == SEL_DWORD
}

/// SDWA output modifiers (`mul:2` ...): gfx9 VOP1/VOP2 rows with a float result.
pub(crate) fn sdwa_omod_ok(arch: Arch, format: Format, s: VopShape) -> bool {
    arch == Arch::Gfx9 && format != Format::Vopc && s.dst.is_float()
}

/// A gfx9 SDWA source that is a scalar code: SGPRs and other 32-bit
/// registers, inline constants and src_vccz/src_execz/src_scc and the
/// apertures; not a literal.
/// A 16-bit integer operand takes no float constant.
pub(crate) fn sdwa_scalar_ok(arch: Arch, c: u8, ty: Ty) -> bool {
    let float_const = (code::FLOAT_FIRST..=code::INV_2PI).contains(&c);
    let kind_ok = matches!(
        operand::kind(arch, c),
        Some(Kind::Reg | Kind::Const | Kind::Cond | Kind::Aperture)
    );
    kind_ok && !(ty == Ty::B16 && float_const)
}

/// Decodes a DPP or SDWA instruction (`second`: the extension word).
pub(crate) fn decode(
    target: crate::isa::target::Target,
    family: VectorFamily,
    w: u32,
    second: Option<u32>,
    canonical: bool,
) -> Result<Instruction, DecodeErrorKind> {
    let arch = target.arch;
    let ext = second.ok_or(DecodeErrorKind::TruncatedLiteral)?;
    let (format, num, _, _) = base_fields(w);
    let op = Opcode::lookup_for(target, format, num)
        .ok_or(DecodeErrorKind::UnknownOpcode(format, num))?;
    let s = ext_shape(arch, op, family).map_err(DecodeErrorKind::Unsupported)?;
    match family {
        VectorFamily::Dpp => check_dpp(format, s, ext, canonical)?,
        _ => check_sdwa(arch, format, s, w, ext, canonical)?,
    }
    let mut inst = Instruction::new(arch, op);
    inst.word = w;
    inst.literal = ext;
    inst.flags |= mflag::LIT;
    Ok(inst)
}

/// A legal dpp_ctrl value (anything else llvm-mc prints as a comment).
pub(crate) fn dpp_ctrl_legal(c: u32) -> bool {
    matches!(c, 0..=0xFF | 0x101..=0x10F | 0x111..=0x11F | 0x121..=0x12F)
        || matches!(c, 0x130 | 0x134 | 0x138 | 0x13C | 0x140..=0x143)
}

fn check_dpp(
    format: Format,
    s: VopShape,
    ext: u32,
    canonical: bool,
) -> Result<(), DecodeErrorKind> {
    // neg/abs on an integer source has no text (llvm-mc: invalid encoding).
    for i in [0, 1] {
        // ... and so has it on a source the row does not have (VOP1's src1).
        let used = sources(format, s).contains(&i);
        if ext & (dpp::neg(i) | dpp::abs(i)) != 0 && !(used && ext_float(s, i)) {
            return Err(DecodeErrorKind::Unsupported(
                "DPP neg/abs on an integer operand",
            ));
        }
    }
    if canonical {
        if !dpp_ctrl_legal((ext >> dpp::CTRL_SHIFT) & 0x1FF) {
            return Err(DecodeErrorKind::Unsupported("DPP dpp_ctrl value"));
        }
        if ext & dpp::RESERVED != 0 {
            return Err(DecodeErrorKind::NonZeroUnused("DPP bits 18:17"));
        }
    }
    Ok(())
}

fn check_sdwa(
    arch: Arch,
    format: Format,
    s: VopShape,
    w: u32,
    ext: u32,
    canonical: bool,
) -> Result<(), DecodeErrorKind> {
    let gfx9 = arch == Arch::Gfx9;
    let unsupported = DecodeErrorKind::Unsupported;
    let srcs = sources(format, s);
    for i in [0usize, 1] {
        let byte = ext >> sdwa::src_shift(i) & 0xFF;
        if !srcs.contains(&i) {
            // VOP1: the src1 byte must be clear (llvm-mc: invalid encoding).
            if byte != 0 {
                return Err(DecodeErrorKind::NonZeroUnused("SDWA src1 fields"));
            }
            continue;
        }
        if byte & 7 == 7 {
            return Err(unsupported("SDWA operand select 7"));
        }
        let float = ext_float(s, i);
        if float && ext & sdwa::sext(i) != 0 {
            return Err(unsupported("SDWA sext on a float operand"));
        }
        if !float && ext & (sdwa::neg(i) | sdwa::abs(i)) != 0 {
            return Err(unsupported("SDWA neg/abs on an integer operand"));
        }
        if canonical && ext & sdwa::unused(i) != 0 {
            return Err(DecodeErrorKind::NonZeroUnused("SDWA source bit 6"));
        }
        if ext & sdwa::scalar(i) != 0 {
            if gfx9 {
                let c = src_code(arch, w, ext, i) as u8;
                if !sdwa_scalar_ok(arch, c, s.src[i]) {
                    return Err(DecodeErrorKind::IllegalOperand {
                        field: "SDWA scalar source",
                        code: c,
                        why: "not a register or an inline constant",
                    });
                }
            } else if canonical {
                return Err(DecodeErrorKind::NonZeroUnused("SDWA S bit (gfx8)"));
            }
        }
    }
    if gfx9 && canonical && scalar_reads(arch, format, s, w, ext) > 1 {
        return Err(unsupported("SDWA: two scalar registers (constant bus)"));
    }
    match format {
        Format::Vopc => check_sdwa_vopc_dst(arch, ext, canonical),
        _ => check_sdwa_dst(arch, format, s, ext, canonical),
    }
}

/// VOP1/VOP2 destination fields: sel, unused, clamp and omod.
fn check_sdwa_dst(
    arch: Arch,
    format: Format,
    s: VopShape,
    ext: u32,
    canonical: bool,
) -> Result<(), DecodeErrorKind> {
    if ext >> sdwa::DST_SEL_SHIFT & 7 == 7 {
        return Err(DecodeErrorKind::Unsupported("SDWA dst_sel 7"));
    }
    if ext >> sdwa::DST_UNUSED_SHIFT & 3 == 3 {
        return Err(DecodeErrorKind::Unsupported("SDWA dst_unused 3"));
    }
    let omod = ext >> sdwa::OMOD_SHIFT & 3;
    if omod != 0 {
        if arch == Arch::Gfx9 && !sdwa_omod_ok(arch, format, s) {
            return Err(DecodeErrorKind::Unsupported(
                "SDWA omod on an integer result",
            ));
        }
        if arch == Arch::Gfx8 && canonical {
            return Err(DecodeErrorKind::NonZeroUnused("SDWA omod (gfx8)"));
        }
    }
    if canonical && !sdwa_dst_sel_ok(s, ext >> sdwa::DST_SEL_SHIFT & 7) {
        return Err(DecodeErrorKind::Unsupported(
            "SDWA dst_sel of v_mac (DWORD only)",
        ));
    }
    if canonical && ext & sdwa::CLAMP != 0 && !sdwa_clamp_ok(arch, format, s) {
        return Err(DecodeErrorKind::Unsupported("SDWA clamp on this row"));
    }
    Ok(())
}

/// VOPC destination: VCC on gfx8 (bits 15:8 unused but for clamp), VCC or
/// an SDST on gfx9.
fn check_sdwa_vopc_dst(arch: Arch, ext: u32, canonical: bool) -> Result<(), DecodeErrorKind> {
    let field = ext >> 8 & 0xFF;
    if arch == Arch::Gfx8 {
        if canonical && field & !(sdwa::CLAMP >> 8) != 0 {
            return Err(DecodeErrorKind::NonZeroUnused(
                "SDWA bits 15:8 of a compare",
            ));
        }
        return Ok(());
    }
    if ext & sdwa::SD == 0 {
        if canonical && field != 0 {
            return Err(DecodeErrorKind::NonZeroUnused("SDWA SDST without SD"));
        }
        return Ok(());
    }
    let c = (field & 0x7F) as u8;
    operand::check(arch, c, 2, Role::Dst).map_err(|why| DecodeErrorKind::IllegalOperand {
        field: "SDWA SDST",
        code: c,
        why,
    })?;
    if canonical && c == code::VCC_LO {
        // `vcc` is written with SD clear.
        return Err(DecodeErrorKind::Unsupported("SDWA SDST = VCC with SD set"));
    }
    Ok(())
}

/// Source `i`'s 9-bit operand code (256 + n for `vN`).
/// Only gfx9 reads the S bits.
pub(crate) fn src_code(arch: Arch, w: u32, ext: u32, i: usize) -> u16 {
    let field = if i == 0 { ext & 0xFF } else { (w >> 9) & 0xFF } as u16;
    let scalar = arch == Arch::Gfx9 && w & 0x1FF == SRC0_SDWA && ext & sdwa::scalar(i) != 0;
    let vgpr = !scalar || w >> 25 == 0x3F && i == 1;
    if vgpr {
        256 + field
    } else {
        field
    }
}

/// Scalar values an SDWA instruction reads over the constant bus: its
/// register sources (the same register twice counts once; src_vccz, src_execz,
/// src_scc and the apertures count too) and the implicit VCC of a carry-in or
/// select (counted apart even from an explicit `vcc_lo`). gfx9 allows one;
/// llvm-mc enforces it.
pub(crate) fn scalar_reads(arch: Arch, format: Format, s: VopShape, w: u32, ext: u32) -> usize {
    let mut regs: Vec<u16> = Vec::new();
    for &i in sources(format, s) {
        let c = src_code(arch, w, ext, i);
        let bus = matches!(
            operand::kind(arch, c as u8),
            Some(Kind::Reg | Kind::Cond | Kind::Aperture)
        );
        if c < 256 && bus {
            regs.push(c);
        }
    }
    if s.flags & vf::MASK_IN != 0 {
        regs.push(0x200);
    }
    regs.sort_unstable();
    regs.dedup();
    regs.len()
}

/// Writes a DPP or SDWA instruction as llvm-objdump-14 does.
pub(crate) fn write(f: &mut dyn Write, inst: &Instruction) -> fmt::Result {
    let (w, ext, arch) = (inst.word, inst.literal, inst.arch);
    let is_dpp = w & 0x1FF == SRC0_DPP;
    let Some(s) = shape(inst.op) else {
        return f.write_str(inst.op.mnemonic());
    };
    let (format, _, vdst, _) = base_fields(w);
    f.write_str(inst.op.mnemonic())?;
    // llvm-mc 14 spells gfx8's SDWA compares without the suffix.
    if is_dpp {
        f.write_str("_dpp ")?;
    } else if format == Format::Vopc && arch == Arch::Gfx8 {
        f.write_str(" ")?;
    } else {
        f.write_str("_sdwa ")?;
    }
    if format == Format::Vopc {
        let sd = arch == Arch::Gfx9 && ext & sdwa::SD != 0;
        let c = if sd {
            (ext >> sdwa::SDST_SHIFT & 0x7F) as u8
        } else {
            code::VCC_LO
        };
        f.write_str(&operand::register_name(arch, c, 2))?;
    } else {
        write_vgpr(f, vdst, 1)?;
        if s.flags & vf::CARRY_OUT != 0 && format == Format::Vop2 {
            f.write_str(", vcc")?;
        }
    }
    for &i in sources(format, s) {
        f.write_str(", ")?;
        write_ext_src(f, inst, i, s.src[i], is_dpp)?;
    }
    if s.flags & vf::MASK_IN != 0 && format == Format::Vop2 {
        f.write_str(", vcc")?;
    }
    if is_dpp {
        write_dpp_mods(f, ext)
    } else {
        write_sdwa_mods(f, arch, format, s, ext)
    }
}

/// Source `i` with its modifiers: `-|v1|` on floats, `sext(v1)` on SDWA integers.
fn write_ext_src(
    f: &mut dyn Write,
    inst: &Instruction,
    i: usize,
    ty: Ty,
    is_dpp: bool,
) -> fmt::Result {
    let (w, ext) = (inst.word, inst.literal);
    let (neg, abs, sext) = if is_dpp {
        (ext & dpp::neg(i) != 0, ext & dpp::abs(i) != 0, false)
    } else {
        (
            ext & sdwa::neg(i) != 0,
            ext & sdwa::abs(i) != 0,
            ext & sdwa::sext(i) != 0,
        )
    };
    let c = src_code(inst.arch, w, ext, i);
    // A negated constant prints as `neg(-1)` (as in VOP3), not `--1`.
    let is_const =
        c < 256 && super::operand::kind(inst.arch, c as u8) == Some(super::operand::Kind::Const);
    let neg_call = neg && !abs && is_const;
    if neg_call {
        f.write_str("neg(")?;
    } else if neg {
        f.write_str("-")?;
    }
    if abs {
        f.write_str("|")?;
    }
    if sext {
        f.write_str("sext(")?;
    }
    if c >= 256 {
        write_vgpr(f, (c - 256) as u8, 1)?;
    } else {
        super::fmt::write_operand(f, inst.arch, c as u8, ty.dwords().max(1), 0)?;
    }
    if sext {
        f.write_str(")")?;
    }
    if abs {
        f.write_str("|")?;
    }
    if neg_call {
        f.write_str(")")?;
    }
    Ok(())
}

/// The dpp_ctrl text, or llvm-mc's comment for an illegal value.
pub(crate) fn write_dpp_ctrl(f: &mut dyn Write, c: u32) -> fmt::Result {
    match c {
        0..=0xFF => write!(
            f,
            "quad_perm:[{},{},{},{}]",
            c & 3,
            c >> 2 & 3,
            c >> 4 & 3,
            c >> 6 & 3
        ),
        0x101..=0x10F => write!(f, "row_shl:{}", c & 0xF),
        0x111..=0x11F => write!(f, "row_shr:{}", c & 0xF),
        0x121..=0x12F => write!(f, "row_ror:{}", c & 0xF),
        0x130 => f.write_str("wave_shl:1"),
        0x134 => f.write_str("wave_rol:1"),
        0x138 => f.write_str("wave_shr:1"),
        0x13C => f.write_str("wave_ror:1"),
        0x140 => f.write_str("row_mirror"),
        0x141 => f.write_str("row_half_mirror"),
        0x142 => f.write_str("row_bcast:15"),
        0x143 => f.write_str("row_bcast:31"),
        // gfx10/gfx90a controls: llvm-mc 14 names them in a comment (this
        // one after an extra space).
        0x150..=0x15F => f.write_str(
            " /* row_newbcast/row_share is not supported on ASICs earlier than GFX90A/GFX10 */",
        ),
        0x160..=0x16F => {
            f.write_str("/* row_xmask is not supported on ASICs earlier than GFX10 */")
        }
        _ => f.write_str("/* Invalid dpp_ctrl value */"),
    }
}

fn write_dpp_mods(f: &mut dyn Write, ext: u32) -> fmt::Result {
    f.write_str(" ")?;
    write_dpp_ctrl(f, ext >> dpp::CTRL_SHIFT & 0x1FF)?;
    write!(
        f,
        " row_mask:0x{:x} bank_mask:0x{:x}",
        ext >> dpp::ROW_SHIFT,
        ext >> dpp::BANK_SHIFT & 0xF
    )?;
    if ext & dpp::BOUND_CTRL != 0 {
        write!(f, " {}", dpp::BOUND_CTRL_TEXT)?;
    }
    Ok(())
}

fn write_sdwa_mods(
    f: &mut dyn Write,
    arch: Arch,
    format: Format,
    s: VopShape,
    ext: u32,
) -> fmt::Result {
    let sel = |i: usize| SEL_NAMES[(ext >> sdwa::src_shift(i) & 7) as usize % 7];
    if format == Format::Vopc {
        if arch == Arch::Gfx8 && ext & sdwa::CLAMP != 0 {
            f.write_str(" clamp")?;
        }
        return write!(f, " src0_sel:{} src1_sel:{}", sel(0), sel(1));
    }
    if ext & sdwa::CLAMP != 0 {
        f.write_str(" clamp")?;
    }
    if arch == Arch::Gfx9 {
        match ext >> sdwa::OMOD_SHIFT & 3 {
            1 => f.write_str(" mul:2")?,
            2 => f.write_str(" mul:4")?,
            3 => f.write_str(" div:2")?,
            _ => {}
        }
    }
    write!(
        f,
        " dst_sel:{} dst_unused:{} src0_sel:{}",
        SEL_NAMES[(ext >> sdwa::DST_SEL_SHIFT & 7) as usize % 7],
        UNUSED_NAMES[(ext >> sdwa::DST_UNUSED_SHIFT & 3) as usize % 3],
        sel(0)
    )?;
    if sources(format, s).contains(&1) {
        write!(f, " src1_sel:{}", sel(1))?;
    }
    Ok(())
}
