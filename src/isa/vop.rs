//! VOP1, VOP2, VOPC, VOP3 and VOP3P: decoding, validation and llvm-mc's text
//! (docs/isa.md, "Vector: VOP1, VOP2, VOPC, VOP3, VOP3P"). The row's operand
//! shape (`shape::VopShape`) decides every operand's width, kind and
//! modifiers; nothing here is written per mnemonic.

use super::arch::Arch;
use super::decode::DecodeErrorKind;
use super::inst::{mflag, Instruction};
use super::opcodes::Opcode;
use super::operand::{self, Kind};
use super::shape::{vop as vf, Ty, VopShape};
use super::table::{flag, Format, Imm};
use super::vector::{opcode_of, VectorFamily};
use std::fmt::{self, Write};

/// The row's VALU shape.
pub(crate) fn shape(op: Opcode) -> Option<VopShape> {
    match op.sig().imm {
        Imm::Vop(s) => Some(s),
        _ => None,
    }
}

/// The fields of a VALU instruction, read from its words the same way for
/// every family (fields a family lacks stay 0).
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Fields {
    /// Opcode field of the encoding.
    pub op: u16,
    /// VDST (or a VOPC/VOP3 scalar destination's code).
    pub vdst: u16,
    /// SRC0..SRC2 as 9-bit codes (256 + n is `vN`); VSRC1 of VOP2/VOPC is
    /// stored as 256 + n.
    pub src: [u16; 3],
    /// VOP3 ABS bits (VOP3P: NEG_HI).
    pub abs: u8,
    /// NEG bits (VOP3P: NEG_LO).
    pub neg: u8,
    pub clamp: bool,
    pub omod: u8,
    /// gfx9 OP_SEL bits (VOP3: src0..src2, dst in bit 3).
    pub op_sel: u8,
    /// VOP3P OP_SEL_HI bits.
    pub op_sel_hi: u8,
    /// VOP3b SDST.
    pub sdst: u8,
    /// Bits the hardware ignores in this encoding (gfx6/gfx7 VOP3 bits 16:12).
    pub unused: u32,
}

/// Reads the fields of `family` from the words (`second`: VOP3's second dword).
pub(crate) fn fields(arch: Arch, family: VectorFamily, w: u32, second: u32) -> Fields {
    let mut f = Fields::default();
    match family {
        VectorFamily::Vop1 => {
            f.op = opcode_of(arch, Format::Vop1, w) as u16;
            f.vdst = ((w >> 17) & 0xFF) as u16;
            f.src[0] = (w & 0x1FF) as u16;
        }
        VectorFamily::Vop2 => {
            f.op = opcode_of(arch, Format::Vop2, w) as u16;
            f.vdst = ((w >> 17) & 0xFF) as u16;
            f.src = [(w & 0x1FF) as u16, 256 + ((w >> 9) & 0xFF) as u16, 0];
        }
        VectorFamily::Vopc => {
            f.op = opcode_of(arch, Format::Vopc, w) as u16;
            f.src = [(w & 0x1FF) as u16, 256 + ((w >> 9) & 0xFF) as u16, 0];
        }
        VectorFamily::Vop3 | VectorFamily::Vop3p => {
            f.vdst = (w & 0xFF) as u16;
            f.src = [
                (second & 0x1FF) as u16,
                ((second >> 9) & 0x1FF) as u16,
                ((second >> 18) & 0x1FF) as u16,
            ];
            f.neg = (second >> 29) as u8;
            f.sdst = ((w >> 8) & 0x7F) as u8;
            f.abs = ((w >> 8) & 7) as u8;
            if family == VectorFamily::Vop3p {
                f.op = opcode_of(arch, Format::Vop3p, w) as u16;
                f.op_sel = ((w >> 11) & 7) as u8;
                f.op_sel_hi = ((second >> 27) & 3) as u8 | (((w >> 14) & 1) << 2) as u8;
                f.clamp = (w >> 15) & 1 != 0;
            } else if arch >= Arch::Gfx8 {
                f.op = opcode_of(arch, Format::Vop3, w) as u16;
                f.op_sel = ((w >> 11) & 0xF) as u8;
                f.clamp = (w >> 15) & 1 != 0;
                f.omod = ((second >> 27) & 3) as u8;
            } else {
                f.op = opcode_of(arch, Format::Vop3, w) as u16;
                f.omod = ((second >> 27) & 3) as u8;
                // VOP3a has CLAMP in bit 11 (bits 16:12 unused); VOP3b has
                // SDST in bits 14:8 and no CLAMP: which one is known from the row.
                f.clamp = (w >> 11) & 1 != 0;
                f.unused = (w >> 12) & 0x1F;
            }
        }
        _ => {}
    }
    f
}

/// gfx6/gfx7 VOP3b: bits 14:8 are SDST, so there is no CLAMP bit; bits 16:15
/// are unused.
pub(crate) fn fix_vop3b(arch: Arch, s: &VopShape, mut f: Fields) -> Fields {
    if arch <= Arch::Gfx7 && is_vop3b(s) {
        f.clamp = false;
        f.unused >>= 3;
    }
    f
}

/// The encoding family of a decoded VALU instruction.
fn family_of(inst: &Instruction) -> VectorFamily {
    super::vector::family_of(inst).unwrap_or(VectorFamily::Vop3)
}

/// The row's VOP3 form is VOP3b (an SDST field in place of ABS/CLAMP bits on
/// gfx6/gfx7, in place of ABS/OP_SEL on gfx8/gfx9).
pub(crate) fn is_vop3b(s: &VopShape) -> bool {
    s.flags & vf::CARRY_OUT != 0
}

/// Number of sources the row reads through SRC0..SRC2 (a mask input counts).
pub(crate) fn n_src(s: &VopShape) -> usize {
    s.src.iter().filter(|&&t| t != Ty::None).count()
}

/// Sources that take `abs`/`neg` in VOP3.
pub(crate) fn has_mods(t: Ty) -> bool {
    t.is_float()
}

/// The row takes `clamp` in VOP3 on `arch`.
pub(crate) fn takes_clamp(arch: Arch, s: &VopShape, family: Format) -> bool {
    family == Format::Vop3p
        || s.flags & vf::CLAMP != 0
        || (s.flags & vf::CLAMP8 != 0 && arch >= Arch::Gfx8)
}

/// The row takes an output modifier in VOP3 on `arch`.
pub(crate) fn takes_omod(arch: Arch, s: &VopShape) -> bool {
    s.flags & vf::OMOD != 0 && !takes_op_sel(arch, s)
}

/// The row takes `op_sel` in VOP3 on `arch` (gfx9 only).
pub(crate) fn takes_op_sel(arch: Arch, s: &VopShape) -> bool {
    s.flags & vf::OP_SEL != 0 && arch == Arch::Gfx9
}

/// Decodes a VALU instruction whose family the first word selected
/// (`second`: the literal or VOP3's second dword).
pub(crate) fn decode(
    arch: Arch,
    family: VectorFamily,
    w: u32,
    second: Option<u32>,
    canonical: bool,
) -> Result<Instruction, DecodeErrorKind> {
    let format = match family {
        VectorFamily::Vop1 => Format::Vop1,
        VectorFamily::Vop2 => Format::Vop2,
        VectorFamily::Vopc => Format::Vopc,
        VectorFamily::Vop3 => Format::Vop3,
        VectorFamily::Vop3p => Format::Vop3p,
        _ => return Err(DecodeErrorKind::Vector),
    };
    let f = fields(arch, family, w, second.unwrap_or(0));
    let op =
        Opcode::lookup(arch, format, f.op).ok_or(DecodeErrorKind::UnknownOpcode(format, f.op))?;
    if super::vintrp::vop3_interp(op).is_some() {
        return super::vintrp::decode_vop3(arch, op, w, second);
    }
    let s = shape(op).ok_or(DecodeErrorKind::Vector)?;
    let f = fix_vop3b(arch, &s, f);
    let mut inst = Instruction::new(arch, op);
    inst.word = w;
    if let Some(x) = second {
        inst.literal = x;
        inst.flags |= mflag::LIT;
    }
    super::vop_check::check(arch, family, op, &s, &f, &inst, canonical)?;
    Ok(inst)
}

/// Writes a VALU instruction in llvm-mc's syntax.
pub(crate) fn write(f: &mut dyn Write, inst: &Instruction) -> fmt::Result {
    if super::vintrp::vop3_interp(inst.op).is_some() {
        return super::vintrp::write_vop3(f, inst);
    }
    let Some(s) = shape(inst.op) else {
        return f.write_str(inst.op.mnemonic());
    };
    let family = family_of(inst);
    let x = fix_vop3b(
        inst.arch,
        &s,
        fields(inst.arch, family, inst.word, inst.literal),
    );
    f.write_str(inst.op.mnemonic())?;
    if s.dst == Ty::None && n_src(&s) == 0 {
        return Ok(());
    }
    let native = inst.op.format();
    let promoted = matches!(native, Format::Vop1 | Format::Vop2 | Format::Vopc);
    let no_e64 = inst.op.info().flags & flag::NO_E64 != 0;
    match family {
        VectorFamily::Vop3 if promoted => f.write_str("_e64 ")?,
        VectorFamily::Vop1 | VectorFamily::Vop2 | VectorFamily::Vopc if !no_e64 => {
            f.write_str("_e32 ")?
        }
        _ => f.write_char(' ')?,
    }
    match family {
        VectorFamily::Vop3 | VectorFamily::Vop3p => write_vop3(f, inst, &s, &x, family),
        _ => write_e32(f, inst, &s, &x),
    }
}

/// Operands of VOP1, VOP2 and VOPC (implicit VCC written as llvm-mc does).
fn write_e32(f: &mut dyn Write, inst: &Instruction, s: &VopShape, x: &Fields) -> fmt::Result {
    let arch = inst.arch;
    let mut first = true;
    let mut sep = |f: &mut dyn Write| -> fmt::Result {
        if !std::mem::take(&mut first) {
            f.write_str(", ")?;
        }
        Ok(())
    };
    match s.dst {
        Ty::None => {}
        Ty::Mask => {
            sep(f)?;
            f.write_str("vcc")?
        }
        Ty::Sgpr => {
            sep(f)?;
            write_scalar(f, arch, x.vdst as u8, 1)?
        }
        t => {
            sep(f)?;
            write_vgpr(f, x.vdst as u8, t.dwords())?
        }
    }
    if s.flags & vf::CARRY_OUT != 0 {
        sep(f)?;
        f.write_str("vcc")?;
    }
    for (i, &t) in s.src.iter().enumerate() {
        if t == Ty::None {
            continue;
        }
        if i == 1 && s.flags & vf::MADMK != 0 {
            sep(f)?;
            write_k(f, inst, s)?;
        }
        sep(f)?;
        match t {
            Ty::Mask => f.write_str("vcc")?,
            // gfx6/gfx7 VOP2 lane selects sit in the VSRC1 field as scalar codes.
            Ty::Sgpr if i == 1 => write_src(f, inst, x.src[1] - 256, t)?,
            // v_madmk's literal SRC0 is its constant, printed as a 32-bit
            // immediate (also in v_madmk_f16).
            _ if x.src[i] == 255 && s.flags & vf::MADMK != 0 => {
                write_imm32(f, inst.arch, inst.literal)?
            }
            _ => write_src(f, inst, x.src[i], t)?,
        }
    }
    if s.flags & vf::MADAK != 0 {
        sep(f)?;
        write_k(f, inst, s)?;
    }
    Ok(())
}

/// The constant of `v_madmk`/`v_madak`: llvm-mc prints the whole dword in
/// hex (also for the f16 forms).
fn write_k(f: &mut dyn Write, inst: &Instruction, _s: &VopShape) -> fmt::Result {
    write!(f, "0x{:x}", inst.literal)
}

/// Operands and modifiers of VOP3 (a and b) and VOP3P.
fn write_vop3(
    f: &mut dyn Write,
    inst: &Instruction,
    s: &VopShape,
    x: &Fields,
    family: VectorFamily,
) -> fmt::Result {
    let arch = inst.arch;
    let p = family == VectorFamily::Vop3p;
    let mut parts: Vec<String> = Vec::new();
    match s.dst {
        Ty::None => {}
        Ty::Mask => parts.push(scalar_text(arch, x.vdst as u8, 2)),
        Ty::Sgpr => parts.push(scalar_text(arch, x.vdst as u8, 1)),
        t => parts.push(vgpr_text(x.vdst as u8, t.dwords())),
    }
    if is_vop3b(s) {
        parts.push(scalar_text(arch, x.sdst, 2));
    }
    for (i, &t) in s.src.iter().enumerate() {
        if t == Ty::None {
            continue;
        }
        let mut o = String::new();
        if t == Ty::Mask {
            o = scalar_text(arch, x.src[i] as u8, 2);
        } else {
            // v_mad_mix*: NEG_LO and NEG_HI are the sources' neg and abs.
            let mods = !p || s.src[0] == Ty::F16;
            let t = if p && s.src[0] == Ty::F16 { Ty::F32 } else { t };
            let neg = mods && x.neg >> i & 1 != 0;
            let abs = mods && !is_vop3b(s) && x.abs >> i & 1 != 0;
            let mut v = String::new();
            let _ = write_src(&mut v, inst, x.src[i], t);
            let imm = x.src[i] < 256 && operand::kind(arch, x.src[i] as u8) == Some(Kind::Const);
            if neg && super::vop_check::sext_ok(s, t) && inst.op.format() != Format::Vopc {
                o = format!("sext({v})");
            } else if neg && !abs && imm {
                o = format!("neg({v})");
            } else {
                if neg {
                    o.push('-');
                }
                if abs {
                    o.push('|');
                }
                o.push_str(&v);
                if abs {
                    o.push('|');
                }
            }
        }
        parts.push(o);
    }
    f.write_str(&parts.join(", "))?;
    let n = n_src(s);
    if p {
        write_vop3p_mods(f, inst, s, x, n)?;
    } else if takes_op_sel(arch, s) && x.op_sel != 0 {
        let mut bits: Vec<u8> = (0..n).map(|i| x.op_sel >> i & 1).collect();
        bits.push(x.op_sel >> 3 & 1);
        write_bits(f, "op_sel", &bits)?;
    }
    if x.clamp {
        f.write_str(" clamp")?;
    }
    if !p {
        match x.omod {
            1 => f.write_str(" mul:2")?,
            2 => f.write_str(" mul:4")?,
            3 => f.write_str(" div:2")?,
            _ => {}
        }
    }
    Ok(())
}

/// ` name:[a,b,c]`.
fn write_bits(f: &mut dyn Write, name: &str, bits: &[u8]) -> fmt::Result {
    write!(f, " {name}:[")?;
    for (i, b) in bits.iter().enumerate() {
        if i > 0 {
            f.write_char(',')?;
        }
        write!(f, "{b}")?;
    }
    f.write_char(']')
}

/// VOP3P modifiers, each printed when it differs from its default (op_sel_hi
/// defaults to all ones, except for `v_mad_mix*` where it is all zeros).
fn write_vop3p_mods(
    f: &mut dyn Write,
    _inst: &Instruction,
    s: &VopShape,
    x: &Fields,
    n: usize,
) -> fmt::Result {
    let bits = |v: u8| -> Vec<u8> { (0..n).map(|i| v >> i & 1).collect() };
    let mix = s.src[0] == Ty::F16;
    let hi_default = if mix { 0 } else { (1u8 << n) - 1 };
    if x.op_sel & ((1 << n) - 1) != 0 {
        write_bits(f, "op_sel", &bits(x.op_sel))?;
    }
    if x.op_sel_hi & ((1 << n) - 1) != hi_default {
        write_bits(f, "op_sel_hi", &bits(x.op_sel_hi))?;
    }
    if mix {
        return Ok(());
    }
    if x.neg & ((1 << n) - 1) != 0 {
        write_bits(f, "neg_lo", &bits(x.neg))?;
    }
    if x.abs & ((1 << n) - 1) != 0 {
        write_bits(f, "neg_hi", &bits(x.abs))?;
    }
    Ok(())
}

fn vgpr_text(n: u8, dwords: u8) -> String {
    let mut s = String::new();
    let _ = write_vgpr(&mut s, n, dwords);
    s
}

fn scalar_text(arch: Arch, c: u8, dwords: u8) -> String {
    let mut s = String::new();
    let _ = write_scalar(&mut s, arch, c, dwords);
    s
}

/// A scalar register operand (`s5`, `vcc`, `s[2:3]`, `null`).
fn write_scalar(f: &mut dyn Write, arch: Arch, c: u8, dwords: u8) -> fmt::Result {
    if c == operand::code::NULL {
        return f.write_str("null");
    }
    f.write_str(&operand::register_name(arch, c, dwords))
}

/// `v5` or `v[4:5]`.
pub(crate) fn write_vgpr(f: &mut dyn Write, n: u8, dwords: u8) -> fmt::Result {
    if dwords <= 1 {
        write!(f, "v{n}")
    } else {
        write!(f, "v[{}:{}]", n, n as u32 + dwords as u32 - 1)
    }
}

/// llvm-mc's text of a 32-bit immediate: integers -16..64 in decimal, the
/// float inline values by name, anything else in hex.
pub(crate) fn write_imm32(f: &mut dyn Write, arch: Arch, v: u32) -> fmt::Result {
    match operand::inline_code(arch, v as u64, 1) {
        Some(c) => write_const(f, arch, c, Ty::F32),
        None => write!(f, "0x{v:x}"),
    }
}

/// The f16 bit patterns of the float inline constants 240..248.
pub(crate) const F16_CONSTS: [u16; 9] = [
    0x3800, 0xB800, 0x3C00, 0xBC00, 0x4000, 0xC000, 0x4400, 0xC400, 0x3118,
];

/// An inline constant (codes 128..208, 240..248) as an operand of type `t`:
/// 16-bit integer operands print the float constants as their f16 bits.
pub(crate) fn write_const(f: &mut dyn Write, _arch: Arch, c: u8, t: Ty) -> fmt::Result {
    match c {
        128..=192 => write!(f, "{}", c - 128),
        193..=208 => write!(f, "-{}", c - 192),
        240..=248 if matches!(t, Ty::B16 | Ty::V2B16) => {
            write!(f, "0x{:x}", F16_CONSTS[(c - 240) as usize])
        }
        operand::code::INV_2PI if matches!(t, Ty::F64 | Ty::B64) => {
            f.write_str("0.15915494309189532")
        }
        _ => f.write_str(operand::float_text(c).unwrap_or("?")),
    }
}

/// A 16-bit literal as llvm-mc prints it for an operand of type `t`.
fn write_lit16(f: &mut dyn Write, arch: Arch, v: u16, t: Ty) -> fmt::Result {
    let sv = v as i16;
    if (-16..=64).contains(&sv) {
        return write!(f, "{sv}");
    }
    if t == Ty::F16 {
        let last = if arch >= Arch::Gfx8 { 9 } else { 8 };
        if let Some(i) = F16_CONSTS[..last].iter().position(|&k| k == v) {
            return f.write_str(operand::float_text(240 + i as u8).unwrap_or("?"));
        }
    }
    write!(f, "0x{v:x}")
}

/// A 9-bit source operand of type `ty`: 256 + n is `vN`, below that a scalar
/// code (registers, constants in the operand's type, the literal).
pub(crate) fn write_src(f: &mut dyn Write, inst: &Instruction, code: u16, ty: Ty) -> fmt::Result {
    let arch = inst.arch;
    if code >= 256 {
        return write_vgpr(f, (code - 256) as u8, ty.dwords());
    }
    let c = code as u8;
    let dw = ty.dwords().max(1);
    match c {
        254 => f.write_str("src_lds_direct"),
        operand::code::NULL => f.write_str("null"),
        _ => match operand::kind(arch, c) {
            Some(Kind::Const) => write_const(f, arch, c, ty),
            Some(Kind::Literal) => match ty {
                Ty::F16 | Ty::B16 => write_lit16(f, arch, inst.literal as u16, ty),
                // The literal is the high half of the value; llvm-mc prints
                // it as the integer it is (0..64 in decimal, else hex).
                Ty::F64 | Ty::B64 if inst.literal <= 64 => write!(f, "{}", inst.literal),
                Ty::F64 | Ty::B64 => write!(f, "0x{:x}", inst.literal),
                _ => write_imm32(f, arch, inst.literal),
            },
            _ => super::fmt::write_operand(f, arch, c, dw, inst.literal),
        },
    }
}
