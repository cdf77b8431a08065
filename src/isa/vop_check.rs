//! Which VALU words are instructions: the rules llvm-objdump-14 applies to
//! VOP1, VOP2, VOPC, VOP3 and VOP3P words (operand codes, register ranges,
//! modifier bits a row does not take), and in canonical mode the stricter
//! rules that keep decode → text → assemble the identity (docs/isa.md,
//! "Vector: VOP1, VOP2, VOPC, VOP3, VOP3P", decoder choices).

use super::arch::Arch;
use super::decode::DecodeErrorKind;
use super::inst::Instruction;
use super::opcodes::Opcode;
use super::operand::{self, Kind, Role};
use super::shape::{vop as vf, Ty, VopShape};
use super::table::Format;
use super::vector::VectorFamily;
use super::vop::{
    has_mods, is_vop3b, n_src, takes_clamp, takes_omod, takes_op_sel, Fields, F16_CONSTS,
};

type R = Result<(), DecodeErrorKind>;

fn bad(field: &'static str, code: u16, why: &'static str) -> DecodeErrorKind {
    DecodeErrorKind::IllegalOperand {
        field,
        code: code.min(255) as u8,
        why,
    }
}

const SRC_NAMES: [&str; 3] = ["SRC0", "SRC1", "SRC2"];

/// Checks a VGPR range `vN..vN+dwords-1`.
fn vgpr(field: &'static str, n: u16, dwords: u8) -> R {
    if n as u32 + dwords.max(1) as u32 - 1 > 255 {
        return Err(bad(field, n, "VGPR range runs past v255"));
    }
    Ok(())
}

/// Checks a scalar register operand of `dwords` (a destination, a mask).
fn scalar_reg(arch: Arch, field: &'static str, c: u16, dwords: u8) -> R {
    if c >= 128 {
        return Err(bad(field, c, "not a scalar register"));
    }
    operand::check(arch, c as u8, dwords, Role::Dst).map_err(|why| bad(field, c, why))
}

/// Checks source `i` (code `c`) of type `t`.
fn source(arch: Arch, i: usize, c: u16, t: Ty, literal_ok: bool, canonical: bool) -> R {
    let field = SRC_NAMES[i];
    if c >= 256 {
        if matches!(t, Ty::Sgpr | Ty::Mask) {
            return Err(bad(field, c, "a VGPR where a scalar operand is required"));
        }
        return vgpr(field, c - 256, t.dwords());
    }
    if t == Ty::Mask {
        return scalar_reg(arch, field, c, 2);
    }
    if t == Ty::B128 && !(c < 128 && operand::kind(arch, c as u8) == Some(Kind::Reg)) {
        return Err(bad(field, c, "a 128-bit source is a register"));
    }
    let code = c as u8;
    match code {
        254 if t.dwords() == 1 => return Ok(()),
        // llvm-objdump prints code 125 as `null` on gfx9; llvm-mc 14 takes
        // no such operand there, so only `decode_code` accepts it.
        operand::code::NULL if arch == Arch::Gfx9 && !canonical => return Ok(()),
        _ => {}
    }
    match operand::kind(arch, code) {
        Some(Kind::Literal) if !literal_ok => Err(bad(field, c, "no literal in this encoding")),
        Some(_) => operand::check(arch, code, t.dwords().max(1), Role::Src)
            .map_err(|why| bad(field, c, why)),
        None => Err(bad(field, c, "reserved operand code")),
    }
}

/// The sources (bit i: source i) whose NEG and ABS bits the row takes in
/// VOP3, or whose NEG_LO and NEG_HI bits it takes in VOP3P (`vop3p`): the
/// float sources; of a packed 16-bit integer row, src0 only; of an integer
/// dot product (a VOP3P row with one 32-bit integer result), its 32-bit
/// sources too. llvm-objdump-14 refuses the other bits; the assembler
/// refuses them too (llvm-mc 14 drops them: docs/assembler.md).
pub(crate) fn mods_mask(s: &VopShape, vop3p: bool) -> u8 {
    let dot = vop3p && s.dst == Ty::B32;
    let mut mask = 0u8;
    for (i, &t) in s.src.iter().enumerate() {
        let packed_int = t == Ty::V2B16 && i == 0;
        if t != Ty::None && t != Ty::Mask && (has_mods(t) || packed_int || dot && t == Ty::B32) {
            mask |= 1 << i;
        }
    }
    mask
}

/// Validates a VALU instruction's fields for its row.
pub(crate) fn check(
    arch: Arch,
    family: VectorFamily,
    op: Opcode,
    s: &VopShape,
    f: &Fields,
    inst: &Instruction,
    canonical: bool,
) -> R {
    let vop3 = matches!(family, VectorFamily::Vop3 | VectorFamily::Vop3p);
    // Destination.
    match s.dst {
        Ty::None => {
            // llvm-objdump prints `v_nop` whatever SRC0 holds (not VDST).
            if (f.vdst != 0 || (canonical && f.src[0] != 0) || f.src[0] == 255) && !vop3 {
                return Err(DecodeErrorKind::NonZeroUnused("VDST/SRC0"));
            }
            // The VOP3 form of a row without operands prints as the 32-bit
            // form does (`v_nop`), which assembles to the 32-bit word: only
            // the decoder for code reads it (docs/isa.md, "Text").
            if vop3 && canonical && n_src(s) == 0 && op.format() == crate::isa::table::Format::Vop1
            {
                return Err(DecodeErrorKind::Unsupported(
                    "the VOP3 form of a row without operands (its text is the VOP1 form's)",
                ));
            }
        }
        Ty::Mask if vop3 => scalar_reg(arch, "SDST", f.vdst, 2)?,
        Ty::Mask => {}
        Ty::Sgpr => scalar_reg(arch, "VDST", f.vdst, 1)?,
        t => vgpr("VDST", f.vdst, t.dwords())?,
    }
    if vop3 && is_vop3b(s) {
        scalar_reg(arch, "SDST", f.sdst as u16, 2)?;
    }
    // Sources.
    let n = n_src(s);
    for (i, &t) in s.src.iter().enumerate() {
        if t == Ty::None {
            if vop3 && f.src[i] != 0 {
                return Err(DecodeErrorKind::NonZeroUnused(SRC_NAMES[i]));
            }
            continue;
        }
        let mut c = f.src[i];
        if !vop3 && i == 1 && t == Ty::Sgpr {
            // gfx6/gfx7 VOP2 lane select: a scalar code in the VSRC1 field.
            c -= 256;
        }
        // llvm-objdump prints a scalar source of `v_movrels*` as it is
        // (`v_movrels_b32_e32 v123, s33`); no text writes one.
        let movrels = !canonical && c < 128 && op.mnemonic().starts_with("v_movrels");
        if i == 0 && c < 256 && s.flags & vf::SRC0_VGPR != 0 && c != 254 && !movrels {
            return Err(bad("SRC0", c, "must be a VGPR"));
        }
        // lds_direct: where the assembler takes it (src0, not a reversed
        // row, a scalar operand only in the 32-bit encoding).
        if canonical && c == 254 && (i != 0 || reversed(op) || vop3 && t == Ty::Sgpr) {
            return Err(bad(SRC_NAMES[i], c, "lds_direct is not allowed here"));
        }
        source(arch, i, c, t, !vop3 && i == 0, canonical)?;
        // A 16-bit integer operand prints the float constants as their f16
        // bits, which the assembler reads as a literal.
        if canonical && matches!(t, Ty::B16 | Ty::V2B16) && (240..=248).contains(&c) {
            return Err(bad(SRC_NAMES[i], c, "float constant of an integer operand"));
        }
        if canonical && c == 255 {
            literal_canonical(arch, inst.literal, t)?;
        }
        // llvm-objdump prints LDS_DIRECT in any source; llvm-mc 14 reads
        // it as src0 only, so elsewhere it has no text.
        if canonical && c == 254 && i > 0 {
            return Err(bad(SRC_NAMES[i], c, "lds_direct may be used as src0 only"));
        }
    }
    if canonical {
        constant_bus(arch, op, s, f, vop3, inst)?;
        if early_clobber(op) && overlaps_dst(s, f) {
            return Err(bad("VDST", f.vdst, "destination overlaps a source"));
        }
        // gfx6/gfx7 have no 16-bit constants: llvm-mc takes none in a VOP3
        // f16 source there.
        if vop3 && arch <= Arch::Gfx7 {
            for (i, &t) in s.src.iter().enumerate() {
                if t == Ty::F16 && (128..=248).contains(&f.src[i]) {
                    return Err(bad(SRC_NAMES[i], f.src[i], "no f16 constant on gfx6/gfx7"));
                }
            }
        }
    }
    if s.dst == Ty::None && n == 0 && vop3 && (f.vdst != 0 || f.src != [0; 3]) {
        return Err(DecodeErrorKind::NonZeroUnused("VDST/SRC"));
    }
    if !vop3 {
        return Ok(());
    }
    modifiers(arch, family, op, s, f, n, canonical)
}

/// The modifier bits of VOP3/VOP3P: each must be one the row takes.
fn modifiers(
    arch: Arch,
    family: VectorFamily,
    _op: Opcode,
    s: &VopShape,
    f: &Fields,
    n: usize,
    canonical: bool,
) -> R {
    let format = if family == VectorFamily::Vop3p {
        Format::Vop3p
    } else {
        Format::Vop3
    };
    let mods_ok = mods_mask(s, format == Format::Vop3p);
    let mut neg_ok = 0u8;
    for (i, &t) in s.src.iter().enumerate() {
        if sext_ok(s, t) && _op.format() != Format::Vopc {
            neg_ok |= 1 << i;
        }
    }
    if f.neg & !(mods_ok | neg_ok) != 0 {
        return Err(DecodeErrorKind::NonZeroUnused("NEG"));
    }
    if format == Format::Vop3p {
        let all = ((1u16 << n) - 1) as u8;
        if f.abs & !mods_ok != 0 {
            return Err(DecodeErrorKind::NonZeroUnused("NEG_HI"));
        }
        if f.op_sel & !all != 0 {
            return Err(DecodeErrorKind::NonZeroUnused("OP_SEL"));
        }
        // OP_SEL_HI of a missing source is 1 as the assembler writes it;
        // llvm-objdump ignores it (prints the same text for 0), so only the
        // canonical decoder refuses 0.
        if canonical && f.op_sel_hi & !all != (7 & !all) {
            return Err(DecodeErrorKind::NonZeroUnused("OP_SEL_HI"));
        }
        return Ok(());
    }
    if !is_vop3b(s) && f.abs & !mods_ok != 0 {
        return Err(DecodeErrorKind::NonZeroUnused("ABS"));
    }
    if f.clamp && !takes_clamp(arch, s, format) {
        return Err(DecodeErrorKind::NonZeroUnused("CLAMP"));
    }
    if f.omod != 0 && !takes_omod(arch, s) {
        return Err(DecodeErrorKind::NonZeroUnused("OMOD"));
    }
    // Bits 14:11 of a VOP3a word that takes no op_sel are ignored by the
    // hardware and by llvm-objdump; no text sets them.
    if !is_vop3b(s) && f.op_sel != 0 {
        let ok = if takes_op_sel(arch, s) {
            ((1u8 << n) - 1) | 8
        } else {
            0
        };
        if f.op_sel & !ok != 0 && (canonical || takes_op_sel(arch, s)) {
            return Err(DecodeErrorKind::NonZeroUnused("OP_SEL"));
        }
    }
    if canonical && f.unused != 0 {
        return Err(DecodeErrorKind::NonZeroUnused("VOP3 bits 16:12"));
    }
    Ok(())
}

/// The key of a source read through the constant bus (SGPRs, VCC, M0, EXEC,
/// condition and aperture sources, the literal), by code and width; llvm-mc
/// 14 takes at most one distinct such read per VALU instruction (an implicit
/// VCC read of the 32-bit encodings counts).
pub(crate) fn bus_key(code: u16, t: Ty, literal: u32) -> Option<u64> {
    let w = (t.dwords().max(1) as u64) << 32;
    match code {
        0..=127 | 235..=239 | 251..=253 => Some(code as u64 | w),
        255 => Some(1 << 40 | literal as u64),
        _ => None,
    }
}

/// The rows whose sources are swapped in the operation (`v_subrev_*`,
/// `v_lshlrev_*` ...): llvm-mc 14 refuses `lds_direct` in them.
pub(crate) fn reversed(op: Opcode) -> bool {
    let m = op.mnemonic();
    m.contains("rev_") && !m.starts_with("v_bfrev")
}

/// The `v_qsad`/`v_mqsad` rows write their destination before reading all
/// sources: llvm-mc 14 refuses a destination that overlaps a source. (Other
/// rows of the same shape, such as gfx6's `v_lshl_b64`, may overlap.)
pub(crate) fn early_clobber(op: Opcode) -> bool {
    matches!(
        op,
        Opcode::V_QSAD_PK_U16_U8 | Opcode::V_MQSAD_PK_U16_U8 | Opcode::V_MQSAD_U32_U8
    )
}

/// The destination VGPR range overlaps a VGPR source.
pub(crate) fn overlaps_dst(s: &VopShape, f: &Fields) -> bool {
    let (d0, d1) = (f.vdst as u32, f.vdst as u32 + s.dst.dwords() as u32);
    s.src.iter().zip(f.src).any(|(&t, c)| {
        c >= 256 && {
            let a = c as u32 - 256;
            a < d1 && d0 < a + t.dwords().max(1) as u32
        }
    })
}

/// Constant-bus reads a row makes without naming them: VCC of
/// `v_div_fmas_*`, M0 of the `v_movrel*` moves.
pub(crate) fn implicit_bus_reads(_arch: Arch, op: Opcode, s: &VopShape) -> Vec<u64> {
    let mut v = Vec::new();
    if op.info().flags & super::table::flag::VCC_READ != 0 {
        v.push(operand::code::VCC_LO as u64 | 2 << 32);
    }
    if s.flags & vf::M0 != 0 {
        v.push(operand::code::M0 as u64 | 1 << 32);
    }
    v
}

/// Canonical mode: llvm-mc refuses the text of a word that reads the
/// constant bus twice, so `decode` refuses the word.
fn constant_bus(
    arch: Arch,
    op: Opcode,
    s: &VopShape,
    f: &Fields,
    vop3: bool,
    inst: &Instruction,
) -> R {
    let mut keys = implicit_bus_reads(arch, op, s);
    for (i, &t) in s.src.iter().enumerate() {
        let lane_select = !vop3 && i == 1 && t == Ty::Sgpr;
        if t == Ty::None || (!vop3 && (t == Ty::Mask || i > 0) && !lane_select) {
            continue;
        }
        let c = if lane_select {
            f.src[i] - 256
        } else {
            f.src[i]
        };
        keys.extend(bus_key(c, t, inst.literal));
    }
    if !vop3 && s.flags & vf::MASK_IN != 0 {
        keys.push(operand::code::VCC_LO as u64 | 2 << 32);
    }
    if !vop3 && s.flags & (vf::MADMK | vf::MADAK) != 0 {
        keys.push(1 << 40 | inst.literal as u64);
        // The constant of the f16 forms is a 16-bit value.
        if s.dst == Ty::F16 && inst.literal >> 16 != 0 {
            return Err(bad("K", 255, "the constant of an f16 form has 16 bits"));
        }
    }
    keys.sort_unstable();
    keys.dedup();
    if keys.len() > 1 {
        return Err(bad("SRC0", f.src[0], "more than one constant-bus read"));
    }
    Ok(())
}

/// An integer source of a VOP3 row that has float sources takes `sext`
/// (llvm-mc's integer input modifier, the NEG bit): `v_ldexp_f16_e64 v0, v1,
/// sext(v2)`.
pub(crate) fn sext_ok(s: &VopShape, t: Ty) -> bool {
    matches!(t, Ty::B16 | Ty::B32) && s.src.iter().any(|t| t.is_float())
}

/// Canonical mode: a literal must be one the assembler writes for its text
/// (not a value that has an inline constant, no bits above a 16-bit operand).
fn literal_canonical(arch: Arch, lit: u32, t: Ty) -> R {
    let inline = match t {
        Ty::F64 | Ty::B64 => lit <= 64,
        Ty::F16 | Ty::B16 => {
            lit >> 16 != 0
                || (-16..=64).contains(&(lit as u16 as i16))
                || (t == Ty::F16 && F16_CONSTS.contains(&(lit as u16)))
        }
        _ => operand::inline_code(arch, lit as u64, 1).is_some(),
    };
    if inline {
        return Err(bad(
            "SRC0",
            255,
            "literal the assembler writes as an inline constant",
        ));
    }
    Ok(())
}
