//! DPP and SDWA statements (gfx8/gfx9): `v_add_f32_dpp v0, -v1, |v2|
//! row_shl:1 row_mask:0xf`, `v_mov_b32_sdwa v0, sext(v1) dst_sel:WORD_1` ...
//! as llvm-mc 14 reads them (docs/assembler.md, "Vector: DPP and SDWA"): the
//! operands of the row's shape, then the modifiers, each at most once and in
//! llvm-mc's order; omitted ones take llvm-mc's defaults (row_mask and
//! bank_mask 0xf, selects DWORD, dst_unused UNUSED_PRESERVE). Field layout
//! and the rules of which rows have which modifiers are `isa::dpp_sdwa`'s.

use super::inst::{err, Operand, Parser, Val};
use super::lexer::Tok;
use super::vector::Enc;
use super::Res;
use crate::isa::arch::Arch;
use crate::isa::dpp_sdwa::{self as x, dpp, sdwa};
use crate::isa::inst::{mflag, Instruction};
use crate::isa::opcodes::Opcode;
use crate::isa::operand::{self, code, Role};
use crate::isa::shape::{vop as vf, Ty, VopShape};
use crate::isa::table::Format;
use crate::isa::vector::VectorFamily;

/// Modifiers only a DPP instruction takes.
const DPP_MODS: [&str; 14] = [
    "quad_perm",
    "row_shl",
    "row_shr",
    "row_ror",
    "wave_shl",
    "wave_rol",
    "wave_shr",
    "wave_ror",
    "row_mirror",
    "row_half_mirror",
    "row_bcast",
    "row_mask",
    "bank_mask",
    "bound_ctrl",
];
/// Modifiers only an SDWA instruction takes.
const SDWA_MODS: [&str; 4] = ["dst_sel", "dst_unused", "src0_sel", "src1_sel"];

/// The extension a statement without an encoding suffix asks for by its
/// modifiers (llvm-mc picks DPP or SDWA from them): `None` when it names none.
pub(super) fn ext_in(p: &Parser) -> Option<Enc> {
    p.c.toks[p.c.pos.min(p.c.toks.len())..]
        .iter()
        .find_map(|t| match &t.tok {
            Tok::Ident(n) if DPP_MODS.contains(&n.as_str()) => Some(Enc::Dpp),
            Tok::Ident(n) if SDWA_MODS.contains(&n.as_str()) => Some(Enc::Sdwa),
            _ => None,
        })
}

/// A source with its modifiers.
#[derive(Clone, Copy, Default)]
struct Src {
    code: u16,
    neg: bool,
    abs: bool,
    sext: bool,
}

/// Parses the operands and modifiers of `op` in its DPP (`enc` = Dpp) or
/// SDWA form (the mnemonic at `col`).
pub(super) fn parse(p: &mut Parser, op: Opcode, enc: Enc, col: usize) -> Res<Instruction> {
    let arch = p.arch;
    let is_dpp = enc == Enc::Dpp;
    let family = if is_dpp {
        VectorFamily::Dpp
    } else {
        VectorFamily::Sdwa
    };
    let s = match x::ext_shape(arch, op, family) {
        Ok(s) => s,
        Err(_) if arch < Arch::Gfx8 => {
            return err(
                col,
                format!("`{}`: DPP and SDWA are gfx8/gfx9 encodings", op.mnemonic()),
            )
        }
        Err(what) => return err(col, format!("`{}` has no {what}", op.mnemonic())),
    };
    let format = op.format();
    let mut ext = 0u32;
    let mut vdst = 0u8;
    if format == Format::Vopc {
        ext |= vopc_dst(p, is_dpp)?;
    } else {
        vdst = vgpr(p, "destination")?;
        if s.flags & vf::CARRY_OUT != 0 {
            p.comma()?;
            vcc(p)?;
        }
    }
    let mut srcs = [Src::default(); 2];
    let mut src_col = col;
    for &i in x::sources(format, s) {
        p.comma()?;
        src_col = p.col();
        srcs[i] = source(p, s.src[i], x::ext_float(s, i), is_dpp)?;
    }
    if s.flags & vf::MASK_IN != 0 {
        p.comma()?;
        vcc(p)?;
    }
    let mut vsrc1 = 0u8;
    for &i in x::sources(format, s) {
        let Src {
            code,
            neg,
            abs,
            sext,
        } = srcs[i];
        let field = (code & 0xFF) as u32;
        if i == 0 {
            ext |= field;
        } else {
            vsrc1 = field as u8;
        }
        if is_dpp {
            ext |= if neg { dpp::neg(i) } else { 0 } | if abs { dpp::abs(i) } else { 0 };
        } else {
            ext |= if neg { sdwa::neg(i) } else { 0 } | if abs { sdwa::abs(i) } else { 0 };
            ext |= if sext { sdwa::sext(i) } else { 0 };
            ext |= if code < 256 { sdwa::scalar(i) } else { 0 };
        }
    }
    if is_dpp {
        ext |= dpp_mods(p, col)?;
    } else {
        ext |= sdwa_mods(p, format, s)?;
    }
    p.done()?;
    let sel = if is_dpp { x::SRC0_DPP } else { x::SRC0_SDWA };
    let w = x::base_word(arch, op, vdst, vsrc1, sel);
    if !is_dpp && arch == Arch::Gfx9 && x::scalar_reads(arch, format, s, w, ext) > 1 {
        return err(
            src_col,
            "invalid operand (violates constant bus restrictions): SDWA reads at most one scalar register",
        );
    }
    let mut inst = Instruction::new(arch, op);
    inst.word = w;
    inst.literal = ext;
    inst.flags |= mflag::LIT;
    Ok(inst)
}

/// `vN`: a single VGPR.
fn vgpr(p: &mut Parser, what: &str) -> Res<u8> {
    let (o, c, text) = p.operand_text()?;
    match o {
        Operand::Vgpr(n, 1) => Ok(n),
        _ => err(c, format!("expected a VGPR as the {what}, found `{text}`")),
    }
}

/// The implicit `vcc` of a carry or select.
fn vcc(p: &mut Parser) -> Res<()> {
    let (o, c, text) = p.operand_text()?;
    match o {
        Operand::Reg(code::VCC_LO, 2) => Ok(()),
        _ => err(c, format!("expected `vcc`, found `{text}`")),
    }
}

/// A compare's destination: `vcc`, or on gfx9 SDWA any SGPR pair (SD set).
fn vopc_dst(p: &mut Parser, is_dpp: bool) -> Res<u32> {
    let (o, c, text) = p.operand_text()?;
    match o {
        Operand::Reg(code::VCC_LO, 2) => Ok(0),
        Operand::Reg(r, 2) if p.arch == Arch::Gfx9 && !is_dpp => {
            operand::check(p.arch, r, 2, Role::Dst)
                .map_err(|why| (c, format!("{why}: `{text}`")))?;
            Ok(sdwa::SD | (r as u32) << sdwa::SDST_SHIFT)
        }
        Operand::Reg(..) if p.arch == Arch::Gfx8 => {
            err(c, format!("a gfx8 SDWA compare writes `vcc`, not `{text}`"))
        }
        _ => err(
            c,
            format!("expected a 64-bit scalar destination, found `{text}`"),
        ),
    }
}

/// A source with its modifiers: `-`, `|..|`, `abs(..)`, `neg(..)` on float
/// operands, `sext(..)` on SDWA integer operands.
fn source(p: &mut Parser, ty: Ty, float: bool, is_dpp: bool) -> Res<Src> {
    let col = p.col();
    let mut s = Src::default();
    let mut close = 0; // closing `)` to read
    let mut bar = false;
    // `-` is neg unless it starts a negative number.
    let next_is_value = |p: &Parser| {
        matches!(
            p.c.toks.get(p.c.pos + 1).map(|t| &t.tok),
            Some(Tok::Int(_) | Tok::Float(_))
        )
    };
    if p.is_punct('-') && !next_is_value(p) {
        p.next();
        s.neg = true;
    }
    if call(p, "neg") {
        s.neg = true;
        close += 1;
    }
    if p.eat('|') {
        s.abs = true;
        bar = true;
    } else if call(p, "abs") {
        s.abs = true;
        close += 1;
    }
    if call(p, "sext") {
        s.sext = true;
        close += 1;
    }
    if (s.neg || s.abs) && !float {
        return err(col, "neg and abs apply only to float operands");
    }
    if s.sext && (float || is_dpp) {
        return err(
            col,
            "sext applies only to integer operands of SDWA instructions",
        );
    }
    s.code = value(p, ty, is_dpp, bar)?;
    if bar {
        p.expect('|', "to close `|..|`")?;
    }
    for _ in 0..close {
        p.expect(')', "to close the modifier")?;
    }
    Ok(s)
}

/// Eats `name(` when the statement continues with it.
fn call(p: &mut Parser, name: &str) -> bool {
    let is_name = matches!(p.peek_tok(), Some(Tok::Ident(n)) if n == name);
    let paren = matches!(
        p.c.toks.get(p.c.pos + 1).map(|t| &t.tok),
        Some(Tok::Punct('('))
    );
    if is_name && paren {
        p.next();
        p.next();
    }
    is_name && paren
}

/// The operand code of a source: `vN` (256 + N), or on gfx9 SDWA a 32-bit
/// scalar register or an inline constant.
fn value(p: &mut Parser, ty: Ty, is_dpp: bool, in_bars: bool) -> Res<u16> {
    let arch = p.arch;
    let (o, c, text) =
        if in_bars { number(p) } else { None }.map_or_else(|| p.operand_text(), Ok)?;
    let scalar_ok = !is_dpp && arch == Arch::Gfx9;
    let code = match o {
        Operand::Vgpr(n, 1) => return Ok(256 + n as u16),
        Operand::Vgpr(..) => return err(c, format!("expected a 32-bit VGPR, found `{text}`")),
        _ if !scalar_ok => {
            let enc = if is_dpp { "DPP" } else { "gfx8 SDWA" };
            return err(c, format!("{enc} sources are VGPRs, not `{text}`"));
        }
        Operand::Reg(r, 1) => r,
        Operand::Reg(..) => return err(c, format!("expected a 32-bit operand, found `{text}`")),
        Operand::Special(r) => r,
        Operand::Val(Val::Int(v)) if (i32::MIN as i64..=u32::MAX as i64).contains(&v) => {
            operand::inline_code(arch, v as u32 as u64, 1).unwrap_or(code::LITERAL)
        }
        Operand::Val(Val::Float(f)) => {
            operand::inline_code(arch, (f as f32).to_bits() as u64, 1).unwrap_or(code::LITERAL)
        }
        _ => code::LITERAL,
    };
    if !x::sdwa_scalar_ok(arch, code, ty) || code == code::LITERAL {
        return err(
            c,
            format!("SDWA takes no literal: `{text}` is not an inline constant"),
        );
    }
    Ok(code as u16)
}

/// A number token (with its sign) between `|..|`, where an expression would
/// read the closing bar as an operator.
fn number(p: &mut Parser) -> Option<(Operand, usize, String)> {
    let col = p.col();
    let neg = p.is_punct('-');
    let at = p.c.pos + neg as usize;
    let t = p.c.toks.get(at)?;
    let v = match t.tok {
        Tok::Int(v) => Val::Int(if neg { v.wrapping_neg() } else { v }),
        Tok::Float(f) => Val::Float(if neg { -f } else { f }),
        _ => return None,
    };
    p.c.pos = at + 1;
    let text = format!("{}{}", if neg { "-" } else { "" }, t.text);
    Some((Operand::Val(v), col, text))
}

/// `name:` of a modifier, when the next token is one of `names`; its index
/// and column.
fn modifier(p: &mut Parser, names: &[&str]) -> Option<(usize, String, usize)> {
    let t = p.peek()?;
    let Tok::Ident(n) = &t.tok else { return None };
    let i = names.iter().position(|m| m == n)?;
    p.next();
    Some((i, n.clone(), t.col))
}

/// DPP modifiers: the control (required), row_mask, bank_mask, bound_ctrl.
fn dpp_mods(p: &mut Parser, col: usize) -> Res<u32> {
    let order = |n: &str| match n {
        "row_mask" => 1,
        "bank_mask" => 2,
        "bound_ctrl" => 3,
        _ => 0,
    };
    let mut ext = 0xFF << dpp::BANK_SHIFT; // row_mask and bank_mask default to 0xf
    let mut last: Option<usize> = None;
    let mut have_ctrl = false;
    while let Some((_, name, mcol)) = modifier(p, &DPP_MODS) {
        let k = order(&name);
        if last.is_some_and(|l| k <= l) {
            return err(
                mcol,
                format!(
                    "`{name}` out of place: DPP modifiers come once each, in the order \
                     dpp_ctrl, row_mask, bank_mask, bound_ctrl"
                ),
            );
        }
        last = Some(k);
        match k {
            0 => {
                ext |= dpp_ctrl(p, &name, mcol)? << dpp::CTRL_SHIFT;
                have_ctrl = true;
            }
            1 | 2 => {
                p.expect(':', "after the modifier name")?;
                let v = p.int_in(0, 15, &name)? as u32;
                let shift = if k == 1 {
                    dpp::ROW_SHIFT
                } else {
                    dpp::BANK_SHIFT
                };
                ext = ext & !(0xF << shift) | v << shift;
            }
            _ => {
                p.expect(':', "after the modifier name")?;
                let (v, vcol) = p.int()?;
                if v != 0 && v != 1 {
                    return err(vcol, format!("invalid bound_ctrl value {v} (0 or 1)"));
                }
                ext |= dpp::BOUND_CTRL;
            }
        }
        if !have_ctrl {
            return err(mcol, format!("`{name}` before the dpp_ctrl modifier"));
        }
    }
    if !have_ctrl {
        return err(
            if p.peek().is_some() { p.col() } else { col },
            "a DPP instruction needs its dpp_ctrl (quad_perm, row_shl, ...)",
        );
    }
    Ok(ext)
}

/// The dpp_ctrl value of control modifier `name` (its value follows).
fn dpp_ctrl(p: &mut Parser, name: &str, col: usize) -> Res<u32> {
    let range = |p: &mut Parser, base: u32| -> Res<u32> {
        p.expect(':', "after the modifier name")?;
        Ok(base + p.int_in(1, 15, name)? as u32)
    };
    let one = |p: &mut Parser, v: u32| -> Res<u32> {
        p.expect(':', "after the modifier name")?;
        let (n, c) = p.int()?;
        match n {
            1 => Ok(v),
            _ => err(c, format!("invalid {name} value {n} (only 1)")),
        }
    };
    match name {
        "quad_perm" => {
            p.expect(':', "after the modifier name")?;
            p.expect('[', "to open the lane list")?;
            let mut v = 0;
            for k in 0..4 {
                if k > 0 {
                    p.expect(',', "between lanes")?;
                }
                v |= (p.int_in(0, 3, "quad_perm lane")? as u32) << (2 * k);
            }
            p.expect(']', "to close the lane list")?;
            Ok(v)
        }
        "row_shl" => range(p, 0x100),
        "row_shr" => range(p, 0x110),
        "row_ror" => range(p, 0x120),
        "wave_shl" => one(p, 0x130),
        "wave_rol" => one(p, 0x134),
        "wave_shr" => one(p, 0x138),
        "wave_ror" => one(p, 0x13C),
        "row_mirror" => Ok(0x140),
        "row_half_mirror" => Ok(0x141),
        "row_bcast" => {
            p.expect(':', "after the modifier name")?;
            match p.int()? {
                (15, _) => Ok(0x142),
                (31, _) => Ok(0x143),
                (n, c) => err(c, format!("invalid row_bcast value {n} (15 or 31)")),
            }
        }
        _ => err(col, format!("`{name}` is not a dpp_ctrl")),
    }
}

/// SDWA modifiers, in llvm-mc's order: clamp, omod, dst_sel, dst_unused,
/// src0_sel, src1_sel.
fn sdwa_mods(p: &mut Parser, format: Format, s: VopShape) -> Res<u32> {
    const NAMES: [&str; 8] = [
        "clamp",
        "mul",
        "div",
        "dst_sel",
        "dst_unused",
        "src0_sel",
        "src1_sel",
        "",
    ];
    let arch = p.arch;
    let vopc = format == Format::Vopc;
    let has_src1 = x::sources(format, s).contains(&1);
    let mut ext = x::SEL_DWORD << sdwa::src_shift(0);
    if has_src1 {
        ext |= x::SEL_DWORD << sdwa::src_shift(1);
    }
    if !vopc {
        ext |= x::SEL_DWORD << sdwa::DST_SEL_SHIFT | x::UNUSED_PRESERVE << sdwa::DST_UNUSED_SHIFT;
    }
    let mut last: Option<usize> = None;
    while let Some((i, name, mcol)) = modifier(p, &NAMES[..7]) {
        // mul and div share the omod slot.
        let k = if i >= 2 { i - 1 } else { i };
        if last.is_some_and(|l| k <= l) {
            return err(
                mcol,
                format!(
                    "`{name}` out of place: SDWA modifiers come once each, in the order \
                     clamp, mul/div, dst_sel, dst_unused, src0_sel, src1_sel"
                ),
            );
        }
        last = Some(k);
        let allowed = match k {
            0 => x::sdwa_clamp_ok(arch, format, s),
            1 => x::sdwa_omod_ok(arch, format, s),
            2 | 3 => !vopc,
            5 => has_src1,
            _ => true,
        };
        if !allowed {
            return err(
                mcol,
                format!("`{name}` is not a modifier of this SDWA instruction"),
            );
        }
        match k {
            0 => ext |= sdwa::CLAMP,
            1 => {
                p.expect(':', "after the modifier name")?;
                let (v, c) = p.int()?;
                let omod = match (name.as_str(), v) {
                    ("mul", 2) => 1,
                    ("mul", 4) => 2,
                    ("div", 2) => 3,
                    _ => return err(c, format!("invalid {name} value {v}")),
                };
                ext |= omod << sdwa::OMOD_SHIFT;
            }
            3 => {
                let v = name_value(p, &name, &x::UNUSED_NAMES)?;
                ext = ext & !(3 << sdwa::DST_UNUSED_SHIFT) | v << sdwa::DST_UNUSED_SHIFT;
            }
            _ => {
                let v = name_value(p, &name, &x::SEL_NAMES)?;
                if k == 2 && !x::sdwa_dst_sel_ok(s, v) {
                    return err(
                        mcol,
                        format!("`{name}`: this row's SDWA form writes DWORD only"),
                    );
                }
                let shift = match k {
                    2 => sdwa::DST_SEL_SHIFT,
                    4 => sdwa::src_shift(0),
                    _ => sdwa::src_shift(1),
                };
                ext = ext & !(7 << shift) | v << shift;
            }
        }
    }
    Ok(ext)
}

/// `:NAME` after a select modifier: its index in `names`.
fn name_value(p: &mut Parser, what: &str, names: &[&str]) -> Res<u32> {
    p.expect(':', "after the modifier name")?;
    let col = p.col();
    match p.peek_tok() {
        Some(Tok::Ident(n)) => match names.iter().position(|m| m == n) {
            Some(i) => {
                p.next();
                Ok(i as u32)
            }
            None => err(
                col,
                format!("invalid {what} value `{n}` ({})", names.join(", ")),
            ),
        },
        _ => err(
            col,
            format!("expected a {what} value ({})", names.join(", ")),
        ),
    }
}
