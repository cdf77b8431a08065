//! VOP statements: operands and modifiers as llvm-mc 14 reads them
//! (docs/assembler.md, "Vector: VOP1, VOP2, VOPC, VOP3, VOP3P"). The row's
//! operand shape decides widths, constants and modifiers; the encoding is
//! the 32-bit one when the operands allow it (or `_e32` asks), else VOP3.

use super::inst::{err, FixupKind, Operand, OperandFixup, Parser, Val};
use super::vector::Enc;
use super::Res;
use crate::isa::arch::Arch;
use crate::isa::inst::{mflag, Instruction};
use crate::isa::opcodes::Opcode;
use crate::isa::operand::{self, Role};
use crate::isa::shape::{vop as vf, Ty, VopShape};
use crate::isa::table::{flag, vop3_number, Format, Imm};

/// One parsed VALU source: its 9-bit code, modifiers and literal.
#[derive(Clone, Debug, Default)]
pub(crate) struct Src {
    pub code: u16,
    pub neg: bool,
    pub abs: bool,
    pub sext: bool,
    /// The literal dword when `code` is 255.
    pub lit: Option<u32>,
    /// A label or symbol known only after layout (a literal).
    pub late: Option<super::expr::Expr>,
    pub col: usize,
    pub text: String,
    /// The constant as written, for folding `neg`/`abs` into it.
    pub val: Option<Val>,
}

/// The f16 bits of `f` (round to nearest even).
pub(crate) fn f16_bits(f: f64) -> u16 {
    let x = f as f32;
    let b = x.to_bits();
    let sign = ((b >> 16) & 0x8000) as u16;
    let exp = ((b >> 23) & 0xFF) as i32;
    let man = b & 0x7F_FFFF;
    if exp == 0xFF {
        return sign | 0x7C00 | if man != 0 { 0x200 } else { 0 };
    }
    let e = exp - 127 + 15;
    if e >= 31 {
        return sign | 0x7C00;
    }
    if e <= 0 {
        if e < -10 {
            return sign;
        }
        let m = man | 0x80_0000;
        let shift = (14 - e) as u32;
        let half = 1u32 << (shift - 1);
        let mut r = m >> shift;
        let rem = m & ((1 << shift) - 1);
        if rem > half || (rem == half && r & 1 != 0) {
            r += 1;
        }
        return sign | r as u16;
    }
    let mut r = ((e as u32) << 10) | (man >> 13);
    let rem = man & 0x1FFF;
    if rem > 0x1000 || (rem == 0x1000 && r & 1 != 0) {
        r += 1;
    }
    sign | r as u16
}

/// The inline constant code of a 16-bit value, if any.
fn inline16(arch: Arch, v: u16, float: bool) -> Option<u16> {
    let sv = v as i16;
    if (0..=64).contains(&sv) {
        return Some(128 + sv as u16);
    }
    if (-16..=-1).contains(&sv) {
        return Some((192 - sv as i32) as u16);
    }
    let last = if arch >= Arch::Gfx8 { 9 } else { 8 };
    if float {
        let k = crate::isa::VOP_F16_CONSTS[..last]
            .iter()
            .position(|&k| k == v)?;
        return Some(240 + k as u16);
    }
    None
}

/// A float that a 32-bit (or 16-bit, `half`) operand cannot hold: it
/// overflows, or it underflows (its nearest value is a denormal or zero
/// and inexact). llvm-mc 14 refuses those; a mere loss of precision is fine.
fn lossy_float(f: f64, half: bool) -> bool {
    if f == 0.0 || !f.is_finite() {
        return false;
    }
    let (min, max) = if half {
        (6.103_515_625e-5, 65504.0)
    } else {
        (f32::MIN_POSITIVE as f64, f32::MAX as f64)
    };
    let r = if half {
        f16_value(f16_bits(f))
    } else {
        f as f32 as f64
    };
    r.abs() > max || r.is_infinite() || (r.abs() < min && r != f)
}

/// The value of f16 bits `h`.
fn f16_value(h: u16) -> f64 {
    let (s, e, m) = (h >> 15, (h >> 10) & 0x1F, (h & 0x3FF) as f64);
    let v = match e {
        0 => m * 2f64.powi(-24),
        31 => f64::INFINITY,
        _ => (1.0 + m / 1024.0) * 2f64.powi(e as i32 - 15),
    };
    if s == 1 {
        -v
    } else {
        v
    }
}

/// The code (and literal) of value `v` as an operand of type `t`.
fn value_code(arch: Arch, v: Val, t: Ty, col: usize, text: &str) -> Res<(u16, Option<u32>)> {
    if let Val::Float(f) = v {
        let half = matches!(t, Ty::F16 | Ty::B16 | Ty::V2F16 | Ty::V2B16);
        if t.dwords() <= 1 && lossy_float(f, half) {
            return err(col, format!("invalid operand for instruction: `{text}`"));
        }
    }
    let lit32 = |x: i64| -> Res<(u16, Option<u32>)> {
        if x < i32::MIN as i64 || x > u32::MAX as i64 {
            return err(col, format!("value `{text}` does not fit in 32 bits"));
        }
        Ok((255, Some(x as u32)))
    };
    match (t, v) {
        (Ty::F16 | Ty::B16 | Ty::V2F16 | Ty::V2B16, Val::Int(x)) => {
            let float = matches!(t, Ty::F16 | Ty::V2F16);
            if !(-32768..=65535).contains(&x) {
                return err(col, format!("value `{text}` does not fit in 16 bits"));
            }
            match inline16(arch, x as u16, float) {
                Some(c) => Ok((c, None)),
                None => Ok((255, Some(x as u16 as u32))),
            }
        }
        // A float for a 16-bit integer operand is its f16 bit pattern,
        // then an integer: inline only when that pattern is a small
        // integer (0.0), a literal otherwise (llvm-mc 14 writes
        // `v_add_u16 v5, 0.5, v2` with the literal 0x3800, and refuses
        // it where no literal fits).
        (Ty::F16 | Ty::B16 | Ty::V2F16 | Ty::V2B16, Val::Float(f)) => {
            let h = f16_bits(f);
            let float = matches!(t, Ty::F16 | Ty::V2F16);
            match inline16(arch, h, float) {
                Some(c) => Ok((c, None)),
                None => Ok((255, Some(h as u32))),
            }
        }
        (Ty::F64 | Ty::B64, Val::Int(x)) => match operand::inline_code(arch, x as u64, 2) {
            Some(c) => Ok((c as u16, None)),
            None => lit32(x),
        },
        (Ty::F64 | Ty::B64, Val::Float(f)) => match operand::inline_code(arch, f.to_bits(), 2) {
            Some(c) => Ok((c as u16, None)),
            None if t == Ty::F64 => Ok((255, Some((f.to_bits() >> 32) as u32))),
            None => err(col, format!("`{text}` is not an inline constant")),
        },
        (_, Val::Int(x)) => match operand::inline_code(arch, x as u32 as u64, 1) {
            Some(c) if (i32::MIN as i64..=u32::MAX as i64).contains(&x) => Ok((c as u16, None)),
            _ => lit32(x),
        },
        (_, Val::Float(f)) => {
            let bits = (f as f32).to_bits();
            match operand::inline_code(arch, bits as u64, 1) {
                Some(c) => Ok((c as u16, None)),
                None => Ok((255, Some(bits))),
            }
        }
    }
}

/// `name(` at the cursor (a modifier call): consumes it.
fn call(p: &mut Parser, name: &str) -> bool {
    let pos = p.c.pos;
    if let Some(t) = p.peek() {
        if t.text.eq_ignore_ascii_case(name) {
            p.next();
            if p.eat('(') {
                return true;
            }
        }
    }
    p.c.pos = pos;
    false
}

/// A number written as one token with an optional sign, consumed.
fn simple_value(p: &mut Parser) -> Option<(Operand, usize, String)> {
    use super::lexer::Tok;
    let col = p.col();
    let pos = p.c.pos;
    let neg = p.eat('-');
    let t = p.peek()?;
    let v = match t.tok {
        Tok::Int(i) => Val::Int(if neg { i.wrapping_neg() } else { i }),
        Tok::Float(f) => Val::Float(if neg { -f } else { f }),
        _ => {
            p.c.pos = pos;
            return None;
        }
    };
    p.next();
    Some((Operand::Val(v), col, p.text_from(pos)))
}

/// A VALU source operand of type `t` with its modifiers (`-x`, `|x|`,
/// `neg(x)`, `abs(x)`, `sext(x)`), as the DPP/SDWA parser also reads them.
pub(crate) fn parse_src(p: &mut Parser, t: Ty) -> Res<Src> {
    let col = p.col();
    let start = p.c.pos;
    let mut s = Src {
        col,
        ..Src::default()
    };
    let mut close = 0;
    if call(p, "sext") {
        s.sext = true;
        close += 1;
    } else {
        if call(p, "neg") {
            s.neg = true;
            close += 1;
        } else if p.is_punct('-') {
            // `-` is the neg modifier before a register or `|`; before a
            // number it is the number's sign.
            let next = p.c.toks.get(p.c.pos + 1).map(|t| &t.tok);
            let is_mod = matches!(next, Some(super::lexer::Tok::Punct('|' | '[')))
                || matches!(next, Some(super::lexer::Tok::Ident(n)) if !n.starts_with(|c: char| c.is_ascii_digit()));
            if is_mod {
                p.next();
                s.neg = true;
            } else if matches!(next, Some(super::lexer::Tok::Punct('-'))) {
                return err(col, "invalid syntax, expected 'neg' modifier");
            }
        }
        if call(p, "abs") {
            s.abs = true;
            close += 1;
        } else if p.eat('|') {
            s.abs = true;
            close += 10;
        }
    }
    if let Some(t) = p.peek() {
        let name = t.text.to_ascii_lowercase();
        if name == "src_lds_direct" || name == "lds_direct" {
            p.next();
            s.code = 254;
            s.text = name;
            return Ok(s);
        }
    }
    // Inside `|...|` a number is one token (and its sign): the expression
    // reader would take `|` for an or.
    let (op, ocol, text) = match (close >= 10).then(|| simple_value(p)).flatten() {
        Some(v) => v,
        None => p.operand_text()?,
    };
    s.text = text.clone();
    if close >= 10 {
        p.expect('|', "to close `|...|`")?;
        close -= 10;
    }
    for _ in 0..close {
        p.expect(')', "to close the modifier")?;
    }
    if t == Ty::Mask || t == Ty::Sgpr {
        // Scalar-only operands.
        if let Operand::Vgpr(..) = op {
            return err(ocol, format!("`{text}`: a scalar operand is expected here"));
        }
    }
    let want = t.dwords().max(1);
    let width = |cnt: u8| -> Res<()> {
        if cnt != want {
            return err(
                ocol,
                format!(
                    "expected a {}-bit operand, found a {}-bit register `{text}`",
                    32 * want as u32,
                    32 * cnt as u32
                ),
            );
        }
        Ok(())
    };
    match op {
        Operand::Vgpr(n, cnt) => {
            width(cnt)?;
            s.code = 256 + n as u16;
        }
        Operand::Reg(c, n) => {
            width(n)?;
            operand::check(p.arch, c, want, Role::Src)
                .map_err(|why| (ocol, format!("{why}: `{text}`")))?;
            s.code = c as u16;
        }
        Operand::Special(c) => s.code = c as u16,
        Operand::Val(v) => {
            if t == Ty::Mask {
                return err(ocol, format!("`{text}`: a register pair is expected here"));
            }
            let (c, l) = value_code(p.arch, v, t, ocol, &text)?;
            s.code = c;
            s.lit = l;
            s.val = Some(v);
        }
        Operand::Late(e) => {
            s.code = 255;
            s.lit = Some(0);
            s.late = Some(e);
        }
    }
    let _ = start;
    Ok(s)
}

/// The constant of `v_madmk`/`v_madak`: always a literal dword, even for a
/// value an inline constant could express.
fn parse_k(p: &mut Parser, t: Ty) -> Res<Src> {
    let mut k = parse_src(p, Ty::B32)?;
    // A float constant of an f16 row is its f16 bits (llvm-mc 14: `1.0` is 0x3c00).
    if let (Ty::F16, Some(Val::Float(f))) = (t, k.val) {
        if lossy_float(f, true) {
            return err(
                k.col,
                format!("invalid operand for instruction: `{}`", k.text),
            );
        }
        (k.code, k.lit) = (255, Some(f16_bits(f) as u32));
        return Ok(k);
    }
    if t == Ty::F16 && k.lit.is_some_and(|v| v >> 16 != 0) {
        return err(
            k.col,
            format!(
                "invalid operand for instruction: `{}` has more than 16 bits",
                k.text
            ),
        );
    }
    if k.code != 255 {
        match operand::inline_value(k.code as u8, 1) {
            Some(v) if k.code >= 128 => k.lit = Some(v as u32),
            _ => {
                return err(
                    k.col,
                    format!("`{}`: the constant must be a number", k.text),
                )
            }
        }
        k.code = 255;
    }
    Ok(k)
}

/// A destination VGPR range of type `t`.
fn parse_vdst(p: &mut Parser, t: Ty) -> Res<u16> {
    let (op, col, text) = p.operand_text()?;
    match op {
        Operand::Vgpr(n, cnt) if cnt == t.dwords().max(1) => Ok(n as u16),
        _ => err(
            col,
            format!(
                "`{text}`: expected a {}-bit VGPR destination",
                32 * t.dwords().max(1) as u32
            ),
        ),
    }
}

/// A scalar destination of `dwords` (`s0`, `vcc`, `s[2:3]`).
fn parse_sdst(p: &mut Parser, dwords: u8) -> Res<(u16, usize)> {
    let col = p.col();
    let c = p.register(dwords, Role::Dst)?;
    Ok((c as u16, col))
}

/// Modifiers after the operands.
#[derive(Default)]
struct Mods {
    clamp: bool,
    omod: u8,
    op_sel: Option<(u8, usize)>,
    op_sel_hi: Option<(u8, usize)>,
    neg_lo: Option<(u8, usize)>,
    neg_hi: Option<(u8, usize)>,
    first_col: Option<usize>,
}

/// `[a,b,...]` of 0/1 values, as bits.
fn bit_list(p: &mut Parser) -> Res<u8> {
    p.expect('[', "to open the list")?;
    let mut v = 0u8;
    let mut i = 0;
    loop {
        let b = p.int_in(0, 1, "a modifier bit")?;
        v |= (b as u8) << i;
        i += 1;
        if p.eat(']') {
            break;
        }
        p.expect(',', "between the list's bits")?;
        if i >= 4 {
            return err(p.col(), "too many bits in the list");
        }
    }
    Ok(v | (i << 4))
}

/// The OMOD field of `mul:V` / `div:V` (`name` is `mul` or `div`).
pub(super) fn omod_code(name: &str, v: i64) -> Option<u8> {
    match (name, v) {
        ("mul", 2) => Some(1),
        ("mul", 4) => Some(2),
        ("div", 2) => Some(3),
        ("mul", 1) | ("div", 1) => Some(0),
        _ => None,
    }
}

fn parse_mods(p: &mut Parser) -> Res<Mods> {
    let mut m = Mods::default();
    // llvm-mc 14 reads a `,` before a modifier too (`v_fract_f32 v1, v2, clamp`).
    loop {
        p.eat(',');
        let Some(t) = p.peek() else {
            break;
        };
        let col = t.col;
        let name = t.text.to_ascii_lowercase();
        m.first_col.get_or_insert(col);
        p.next();
        match name.as_str() {
            "clamp" => m.clamp = true,
            // A flag written `no...` is the flag left clear.
            "noclamp" => m.clamp = false,
            "mul" | "div" => {
                p.expect(':', "after the output modifier")?;
                let v = p.int()?.0;
                m.omod = omod_code(&name, v)
                    .ok_or_else(|| (col, format!("invalid output modifier `{name}:{v}`")))?;
            }
            "op_sel" | "op_sel_hi" | "neg_lo" | "neg_hi" => {
                p.expect(':', "after the modifier's name")?;
                let v = (bit_list(p)?, col);
                match name.as_str() {
                    "op_sel" => m.op_sel = Some(v),
                    "op_sel_hi" => m.op_sel_hi = Some(v),
                    "neg_lo" => m.neg_lo = Some(v),
                    _ => m.neg_hi = Some(v),
                }
            }
            _ => return err(col, format!("unexpected `{}` after the operands", t.text)),
        }
    }
    Ok(m)
}

/// Parses the operands of `op` (its mnemonic at `col`).
pub(super) fn parse(p: &mut Parser, op: Opcode, enc: Enc, col: usize) -> Res<Instruction> {
    let Imm::Vop(s) = op.sig().imm else {
        return err(
            col,
            format!("`{}` is not a VALU instruction", op.mnemonic()),
        );
    };
    if matches!(enc, Enc::Dpp | Enc::Sdwa) {
        return err(
            col,
            format!(
                "`{}`: DPP and SDWA are not yet supported by the assembler",
                op.mnemonic()
            ),
        );
    }
    let native = op.format();
    let no_e64 = op.info().flags & flag::NO_E64 != 0;
    if enc == Enc::E64 && (no_e64 || matches!(native, Format::Vop3p)) {
        return err(col, "e64 variant of this instruction is not supported");
    }
    if enc == Enc::E32 && matches!(native, Format::Vop3 | Format::Vop3p) {
        return err(col, "e32 variant of this instruction is not supported");
    }
    // Operands.
    let mut vdst = 0u16;
    let mut sdst: Option<(u16, usize)> = None;
    let mut dst_col = p.col();
    let n_ops = s.dst != Ty::None || s.src.iter().any(|&t| t != Ty::None);
    if n_ops {
        dst_col = p.col();
        match s.dst {
            Ty::Mask => {
                let (c, _) = parse_sdst(p, 2)?;
                vdst = c;
            }
            Ty::Sgpr => vdst = parse_sdst(p, 1)?.0,
            Ty::None => {}
            t => vdst = parse_vdst(p, t)?,
        }
        if s.flags & vf::CARRY_OUT != 0 {
            p.comma()?;
            sdst = Some(parse_sdst(p, 2)?);
        }
    }
    let mut srcs: Vec<Src> = Vec::new();
    let mut k: Option<Src> = None;
    for (i, &t) in s.src.iter().enumerate() {
        if t == Ty::None {
            continue;
        }
        if s.dst != Ty::None || i > 0 {
            p.comma()?;
        }
        if i == 1 && s.flags & vf::MADMK != 0 {
            k = Some(parse_k(p, s.dst)?);
            p.comma()?;
        }
        let x = parse_src(p, t)?;
        // llvm-mc 14 reads LDS_DIRECT as the first source only.
        if x.code == 254 && !srcs.is_empty() {
            return err(x.col, "lds_direct may be used as src0 only");
        }
        srcs.push(x);
    }
    if s.flags & vf::MADAK != 0 {
        p.comma()?;
        k = Some(parse_k(p, s.dst)?);
    }
    let mods = parse_mods(p)?;
    build(p, op, &s, enc, col, dst_col, vdst, sdst, srcs, k, mods)
}

/// The source types in order (without `None`).
fn src_types(s: &VopShape) -> Vec<Ty> {
    s.src.iter().copied().filter(|&t| t != Ty::None).collect()
}

/// Whether the operands fit the 32-bit encoding of a VOP1/VOP2/VOPC row.
fn fits_e32(
    s: &VopShape,
    vdst_mask: u16,
    sdst: Option<(u16, usize)>,
    srcs: &[Src],
    m: &Mods,
) -> bool {
    let vcc = operand::code::VCC_LO as u16;
    if m.clamp
        || m.omod != 0
        || m.op_sel.is_some()
        || m.op_sel_hi.is_some()
        || m.neg_lo.is_some()
        || m.neg_hi.is_some()
    {
        return false;
    }
    if srcs.iter().any(|x| x.neg || x.abs || x.sext) {
        return false;
    }
    if s.dst == Ty::Mask && vdst_mask != vcc {
        return false;
    }
    if sdst.is_some_and(|(c, _)| c != vcc) {
        return false;
    }
    let types = src_types(s);
    for (i, (x, &t)) in srcs.iter().zip(&types).enumerate() {
        match t {
            Ty::Mask if x.code != vcc => return false,
            Ty::Mask => {}
            Ty::Sgpr if i == 1 => {}
            _ if i == 1 && x.code < 256 => return false,
            _ => {}
        }
    }
    true
}

#[allow(clippy::too_many_arguments)]
fn build(
    p: &mut Parser,
    op: Opcode,
    s: &VopShape,
    enc: Enc,
    col: usize,
    dst_col: usize,
    vdst: u16,
    sdst: Option<(u16, usize)>,
    srcs: Vec<Src>,
    k: Option<Src>,
    m: Mods,
) -> Res<Instruction> {
    let arch = p.arch;
    let native = op.format();
    let num = op.number(arch).unwrap_or(0) as u32;
    let e32_ok = matches!(native, Format::Vop1 | Format::Vop2 | Format::Vopc);
    let no_e64 = op.info().flags & flag::NO_E64 != 0;
    // llvm-mc 14 tries the 32-bit encoding with `neg`/`abs` of a constant
    // folded into its value (`neg(1.0)` is -1.0), VOP3 with the modifier
    // otherwise (docs/assembler.md, "Modifiers of constants").
    let srcs = match (enc != Enc::E64 && e32_ok)
        .then(|| fold_constants(arch, &srcs, &src_types(s)))
        .flatten()
    {
        Some(f) if fits_e32(s, vdst, sdst, &f, &m) => f,
        _ => srcs,
    };
    let fits = e32_ok && fits_e32(s, vdst, sdst, &srcs, &m);
    let use_e32 = match enc {
        Enc::E32 => {
            if !fits {
                let c = m.first_col.unwrap_or(col);
                return err(
                    c,
                    "invalid operand for instruction (the 32-bit encoding takes no such operand)",
                );
            }
            true
        }
        Enc::E64 => false,
        _ => fits || (e32_ok && no_e64),
    };
    if use_e32 && !fits {
        return err(
            m.first_col.unwrap_or(dst_col),
            "invalid operand for instruction",
        );
    }
    let types = src_types(s);
    lds_direct_rules(op, &srcs, &types, use_e32)?;
    // The constant bus: one SGPR (or literal) per instruction; implicit VCC counts.
    let mut bus: Vec<u64> = srcs
        .iter()
        .zip(&types)
        .filter(|(_, &t)| !(use_e32 && t == Ty::Mask))
        .filter_map(|(x, &t)| crate::isa::vop_bus_key(x.code, t, x.lit.unwrap_or(0)))
        .collect();
    bus.extend(crate::isa::vop_implicit_bus_reads(arch, op, s));
    if use_e32 && (s.flags & vf::MASK_IN != 0) {
        bus.push(operand::code::VCC_LO as u64 | 2 << 32);
    }
    if let Some(kk) = &k {
        bus.push(1 << 40 | kk.lit.unwrap_or(0) as u64);
    }
    bus.sort();
    bus.dedup();
    let bus_limit_ok = bus.len() <= 1;
    if !bus_limit_ok {
        let bad = srcs
            .iter()
            .filter(|x| x.code < 128 || x.code == 255 || (235..=253).contains(&x.code))
            .nth(1)
            .or(srcs.iter().find(|x| x.code < 128 || x.code == 255))
            .map_or(col, |x| x.col);
        return err(bad, "invalid operand (violates constant bus restrictions)");
    }
    let mut inst = Instruction::new(arch, op);
    let mut lit: Option<u32> = None;
    let mut late = None;
    for x in srcs.iter().chain(k.iter()) {
        if x.code == 255 || (k.is_some() && std::ptr::eq(x, k.as_ref().unwrap())) {
            if !use_e32 {
                return err(x.col, "literal operands are not supported");
            }
            let v = x.lit.unwrap_or(0);
            if let Some(e) = &x.late {
                late = Some(OperandFixup {
                    kind: FixupKind::Literal,
                    expr: e.clone(),
                    col: x.col,
                });
            }
            match lit {
                Some(o) if o != v => return err(x.col, "only one literal operand is allowed"),
                _ => lit = Some(v),
            }
        }
    }
    if use_e32 {
        for (i, x) in srcs.iter().enumerate() {
            if i == 0 && s.flags & vf::SRC0_VGPR != 0 && x.code < 256 && x.code != 254 {
                return err(
                    x.col,
                    format!("invalid operand for instruction: `{}`", x.text),
                );
            }
        }
        let src0 = srcs.first().map_or(0, |x| x.code as u32);
        let v1 = srcs.get(1).map_or(0, |x| x.code as u32) & 0xFF;
        inst.word = match native {
            Format::Vop1 => 0x7E00_0000 | (vdst as u32) << 17 | num << 9 | src0,
            Format::Vop2 => num << 25 | (vdst as u32) << 17 | v1 << 9 | src0,
            _ => 0x7C00_0000 | num << 17 | v1 << 9 | src0,
        };
    } else {
        vop3_words(p, op, s, &mut inst, num, vdst, sdst, &srcs, &m, col)?;
    }
    if let Some(v) = lit {
        inst.literal = v;
        inst.flags |= mflag::LIT;
    }
    p.fixup = late.or(p.fixup.take());
    Ok(inst)
}

/// The sources with `neg`/`abs` of a float constant applied to its value
/// (abs first: `-|x|`), or `None` when no source is such a constant.
fn fold_constants(arch: Arch, srcs: &[Src], types: &[Ty]) -> Option<Vec<Src>> {
    let mut out = srcs.to_vec();
    let mut any = false;
    for (x, &t) in out.iter_mut().zip(types) {
        let (Some(v), true) = (x.val, x.neg || x.abs) else {
            continue;
        };
        let sign: u64 = match (t, v) {
            (Ty::F16, _) => 1 << 15,
            (Ty::F32, _) => 1 << 31,
            // An integer for an f64 operand is not folded (llvm-mc keeps
            // `abs(0x3fc45f306dc9c882)` as VOP3 with the modifier).
            (Ty::F64, Val::Float(_)) => 1 << 63,
            _ => continue,
        };
        let v = match v {
            Val::Float(f) => {
                let f = if x.abs { f.abs() } else { f };
                Val::Float(if x.neg { -f } else { f })
            }
            Val::Int(i) => {
                let width = sign.wrapping_shl(1).wrapping_sub(1);
                let b = i as u64 & width;
                let b = if x.abs { b & !sign } else { b };
                Val::Int((if x.neg { b ^ sign } else { b }) as i64)
            }
        };
        let (code, lit) = value_code(arch, v, t, x.col, &x.text).ok()?;
        (x.code, x.lit, x.neg, x.abs, x.val) = (code, lit, false, false, Some(v));
        any = true;
    }
    any.then_some(out)
}

/// Where `lds_direct` (code 254) may stand, as llvm-mc 14 checks it
/// (docs/assembler.md, "lds_direct"): a 32-bit src0 only, not of the
/// reversed-operand rows, and a scalar operand (`v_writelane_b32`) only in
/// its 32-bit encoding.
fn lds_direct_rules(op: Opcode, srcs: &[Src], types: &[Ty], use_e32: bool) -> Res<()> {
    for (i, (x, &t)) in srcs.iter().zip(types).enumerate() {
        if x.code != 254 {
            continue;
        }
        if t.dwords() != 1 || (t == Ty::Sgpr && !use_e32) || t == Ty::Mask {
            return err(
                x.col,
                format!("invalid operand for instruction: `{}`", x.text),
            );
        }
        if i != 0 {
            return err(x.col, "lds_direct may be used as src0 only");
        }
        if crate::isa::vop_reversed(op) {
            return err(x.col, "lds_direct cannot be used with this instruction");
        }
    }
    Ok(())
}

#[allow(clippy::too_many_arguments)]
fn vop3_words(
    p: &mut Parser,
    op: Opcode,
    s: &VopShape,
    inst: &mut Instruction,
    num: u32,
    vdst: u16,
    sdst: Option<(u16, usize)>,
    srcs: &[Src],
    m: &Mods,
    col: usize,
) -> Res<()> {
    let arch = p.arch;
    let native = op.format();
    let packed = native == Format::Vop3p;
    let types = src_types(s);
    let n = types.len();
    let mut neg = 0u32;
    let mut abs = 0u32;
    for (i, (x, &t)) in srcs.iter().zip(&types).enumerate() {
        let float = t.is_float() || (packed && s.src[0] == Ty::F16);
        let sext = crate::isa::vop_sext_ok(s, t) && native != Format::Vopc;
        if (x.neg || x.abs) && !float || x.sext && !sext {
            return err(
                x.col,
                format!("not a valid operand: `{}` takes no modifier here", x.text),
            );
        }
        if x.neg || x.sext {
            neg |= 1 << i;
        }
        if x.abs {
            if packed && s.src[0] != Ty::F16 {
                return err(x.col, "not a valid operand");
            }
            // VOP3b has the carry-out SGPR where VOP3a has ABS.
            if crate::isa::vop_is_vop3b(s) {
                return err(x.col, "ABS not allowed in VOP3B instructions");
            }
            abs |= 1 << i;
        }
        if i == 0 && s.flags & vf::SRC0_VGPR != 0 && x.code < 256 && x.code != 254 {
            return err(
                x.col,
                format!("invalid operand for instruction: `{}`", x.text),
            );
        }
        // gfx6/gfx7 have no 16-bit constants for VOP3 f16 sources.
        if t == Ty::F16 && arch <= Arch::Gfx7 && (128..=248).contains(&x.code) {
            return err(x.col, "literal operands are not supported");
        }
    }
    if crate::isa::vop_early_clobber(op) {
        let (d0, d1) = (vdst as u32, vdst as u32 + s.dst.dwords() as u32);
        for (x, &t) in srcs.iter().zip(&types) {
            if x.code >= 256 {
                let a = x.code as u32 - 256;
                if a < d1 && d0 < a + t.dwords().max(1) as u32 {
                    return err(
                        x.col,
                        format!(
                            "destination must be different than all sources: `{}`",
                            x.text
                        ),
                    );
                }
            }
        }
    }
    let clamp_ok = crate::isa::vop_takes_clamp(arch, s, native);
    let first = m.first_col.unwrap_or(col);
    // gfx6/gfx7 carry-out rows take `clamp`, those that also read a carry
    // do not ("integer clamping is not supported", llvm-mc 14).
    let carry_clamp = s.flags & vf::CARRY_OUT != 0 && s.flags & vf::MASK_IN == 0;
    if m.clamp && !clamp_ok && !(arch <= Arch::Gfx7 && carry_clamp) {
        return err(first, "invalid operand for instruction: `clamp`");
    }
    if m.omod != 0 && !crate::isa::vop_takes_omod(arch, s) {
        return err(first, "invalid operand for instruction: output modifier");
    }
    let len_ok = |v: Option<(u8, usize)>, extra: u8| -> Res<u8> {
        match v {
            None => Ok(0),
            Some((b, c)) if (b >> 4) != n as u8 + extra => {
                err(c, format!("the list needs {} bits", n as u8 + extra))
            }
            Some((b, _)) => Ok(b & 0xF),
        }
    };
    let mut src_field = [0u32; 3];
    for (i, x) in srcs.iter().enumerate() {
        src_field[i] = x.code as u32;
    }
    let second_hi;
    let w0;
    if packed {
        if m.op_sel.is_some_and(|x| x.0 >> 4 != n as u8) {
            return err(m.op_sel.unwrap().1, format!("op_sel needs {n} bits"));
        }
        let op_sel = len_ok(m.op_sel, 0)? as u32;
        let mix = s.src[0] == Ty::F16;
        let hi = match m.op_sel_hi {
            Some(_) => len_ok(m.op_sel_hi, 0)? as u32 | if n < 3 { 4 } else { 0 },
            None if mix => 0,
            None => 7,
        };
        let (nl, nh) = if mix {
            (neg, abs)
        } else {
            if neg != 0 || abs != 0 {
                return err(srcs[0].col, "not a valid operand");
            }
            let (nl, nh) = (len_ok(m.neg_lo, 0)?, len_ok(m.neg_hi, 0)?);
            // A source without negation: llvm-mc 14 drops its bit; refused
            // here so nothing written is lost (docs/assembler.md).
            let ok = crate::isa::vop_mods_mask(s, true);
            for (bits, what) in [(nl, m.neg_lo), (nh, m.neg_hi)] {
                if let (Some(i), Some((_, c))) = ((0..n).find(|i| (bits & !ok) >> i & 1 != 0), what)
                {
                    return err(
                        c,
                        format!("src{i} of {} takes no neg_lo/neg_hi", op.mnemonic()),
                    );
                }
            }
            (nl as u32, nh as u32)
        };
        if mix && (m.neg_lo.is_some() || m.neg_hi.is_some()) {
            return err(first, "invalid operand for instruction: neg_lo/neg_hi");
        }
        w0 = 0xD380_0000
            | num << 16
            | (m.clamp as u32) << 15
            | (hi >> 2 & 1) << 14
            | op_sel << 11
            | nh << 8
            | vdst as u32;
        second_hi = (hi & 3) << 27 | nl << 29;
    } else {
        if m.op_sel_hi.is_some() || m.neg_lo.is_some() || m.neg_hi.is_some() {
            return err(first, "invalid operand for instruction");
        }
        let op_sel = if let Some((_, c)) = m.op_sel {
            if !crate::isa::vop_takes_op_sel(arch, s) {
                return err(c, "invalid operand for instruction: op_sel");
            }
            let b = len_ok(m.op_sel, 1)? as u32;
            (b & ((1 << n) - 1)) | (b >> n & 1) << 3
        } else {
            0
        };
        let v3 = vop3_number(arch, native, num as u16).unwrap_or(num as u16) as u32;
        let mid = match sdst {
            Some((c, _)) => (c as u32) << 8,
            None => abs << 8,
        };
        w0 = if arch >= Arch::Gfx8 {
            0xD000_0000 | v3 << 16 | (m.clamp as u32) << 15 | op_sel << 11 | mid | vdst as u32
        } else {
            let clamp = if sdst.is_some() {
                0
            } else {
                (m.clamp as u32) << 11
            };
            0xD000_0000 | v3 << 17 | clamp | mid | vdst as u32
        };
        second_hi = (m.omod as u32) << 27 | neg << 29;
    }
    inst.word = w0;
    inst.literal = src_field[0] | src_field[1] << 9 | src_field[2] << 18 | second_hi;
    inst.flags |= mflag::LIT;
    Ok(())
}
