//! VINTRP statements: `v_interp_p1_f32 v0, v1, attr0.x`,
//! `v_interp_mov_f32 v0, p10, attr3.w` as llvm-mc 14 reads them
//! (docs/assembler.md, "Vector: VINTRP, EXP, MIMG"), and their VOP3 forms
//! on gfx8/gfx9 (`v_interp_p1_f32_e64`, `v_interp_p1ll_f16` ...).

use super::inst::{err, Operand, Parser};
use super::lexer::Tok;
use super::vector::Enc;
use super::Res;
use crate::isa::inst::Instruction;
use crate::isa::opcodes::Opcode;
use crate::isa::operand::{self, Kind};
use crate::isa::shape::interp;
use crate::isa::vintrp::{prefix, vop3_flags, vop3_words, Vop3Fields, CHANS, OP_MOV, PARAMS};

/// Parses the operands of `op` (its mnemonic at `col`).
pub(super) fn parse(p: &mut Parser, op: Opcode, col: usize) -> Res<Instruction> {
    let arch = p.arch;
    let Some(num) = op.number(arch) else {
        return err(
            col,
            format!("`{}` is not an instruction of {arch}", op.mnemonic()),
        );
    };
    let num = num as u32;
    let vdst = vgpr(p)?;
    p.comma()?;
    let src = if num == OP_MOV { param(p)? } else { vgpr(p)? };
    p.comma()?;
    let (attr, chan) = attribute(p)?;
    p.done()?;
    let mut inst = Instruction::new(arch, op);
    inst.word = prefix(arch) << 26 | vdst << 18 | num << 16 | attr << 10 | chan << 8 | src;
    Ok(inst)
}

/// `vN`.
fn vgpr(p: &mut Parser) -> Res<u32> {
    let (o, c, text) = p.operand_text()?;
    match o {
        Operand::Vgpr(n, 1) => Ok(n as u32),
        _ => err(c, format!("expected a VGPR, found `{text}`")),
    }
}

/// `attrN.c`: attribute 0..63, channel x, y, z or w.
fn attribute(p: &mut Parser) -> Res<(u32, u32)> {
    let c = p.col();
    let Some(Tok::Ident(n)) = p.peek_tok() else {
        return err(c, "expected an attribute (`attr0.x` ...)");
    };
    let parsed = n
        .strip_prefix("attr")
        .and_then(|r| r.split_once('.'))
        .and_then(|(a, ch)| {
            let digits = !a.is_empty() && a.bytes().all(|b| b.is_ascii_digit());
            let chan = CHANS
                .iter()
                .position(|&x| ch.len() == 1 && ch.starts_with(x))?;
            Some((
                digits.then(|| a.parse::<u32>().ok()).flatten()?,
                chan as u32,
            ))
        });
    match parsed {
        Some((a, _)) if a > 63 => err(
            c,
            format!("out of bounds interpolation attribute number in `{n}` (0..63)"),
        ),
        Some((a, ch)) => {
            p.next();
            Ok((a, ch))
        }
        None => err(
            c,
            format!("invalid attribute `{n}`: expected `attrN.x` (N 0..63; x, y, z or w)"),
        ),
    }
}

/// Parses a VOP3 interpolation (gfx8/gfx9): `op vdst, vsrc|pN, attrN.c[,
/// src2] [high] [clamp] [mul:2|mul:4|div:2]`, modifiers in this order;
/// `-` and `|...|` on the sources that are not a parameter.
pub(super) fn parse_vop3(p: &mut Parser, op: Opcode, enc: Enc, col: usize) -> Res<Instruction> {
    let arch = p.arch;
    if !matches!(enc, Enc::Auto | Enc::E64) {
        return err(col, format!("`{}` has only a VOP3 encoding", op.mnemonic()));
    }
    let num = op.number(arch).unwrap_or(0) as u32;
    let fl = vop3_flags(op);
    let has = |b: u16| fl & b != 0;
    let mut f = Vop3Fields {
        vdst: vgpr(p)?,
        ..Vop3Fields::default()
    };
    p.comma()?;
    if has(interp::PARAM) {
        f.src1 = param(p)?;
    } else {
        let s = source(p, false)?;
        (f.src1, f.abs, f.neg) = (s.code as u32, (s.abs as u32) << 1, (s.neg as u32) << 1);
    }
    p.comma()?;
    (f.attr, f.chan) = attribute(p)?;
    if has(interp::SRC2) {
        p.comma()?;
        let s = source(p, true)?;
        f.src2 = s.code as u32;
        f.abs |= (s.abs as u32) << 2;
        f.neg |= (s.neg as u32) << 2;
    }
    // Modifiers in llvm-mc's order: high, clamp, output modifier (llvm-mc
    // skips a comma after any operand).
    let skip_comma = |p: &mut Parser| {
        if p.peek().is_some_and(|t| t.text == ",") {
            p.next();
        }
    };
    skip_comma(p);
    if has(interp::HIGH) {
        f.high = super::ds::word(p, "high");
        skip_comma(p);
    }
    f.clamp = super::ds::word(p, "clamp");
    skip_comma(p);
    if has(interp::OMOD) {
        let c = p.col();
        if super::ds::at_word(p, "mul") || super::ds::at_word(p, "div") {
            let name = p
                .next()
                .map(|t| t.text.to_ascii_lowercase())
                .unwrap_or_default();
            p.expect(':', "after the output modifier")?;
            let v = p.int()?.0;
            f.omod = super::vop::omod_code(&name, v)
                .ok_or_else(|| (c, format!("invalid output modifier `{name}:{v}`")))?
                as u32;
        }
    }
    if p.peek().is_some() {
        return super::ds::unexpected(p);
    }
    let mut inst = Instruction::new(arch, op);
    [inst.word, inst.literal] = vop3_words(num, &f);
    inst.flags |= crate::isa::inst::mflag::LIT;
    Ok(inst)
}

/// `p10`, `p20` or `p0`.
fn param(p: &mut Parser) -> Res<u32> {
    let c = p.col();
    match p.peek_tok() {
        Some(Tok::Ident(n)) if PARAMS.contains(&n.as_str()) => {
            let k = PARAMS.iter().position(|x| x == n).unwrap_or(0) as u32;
            p.next();
            Ok(k)
        }
        _ => err(c, "invalid interpolation slot: expected p10, p20 or p0"),
    }
}

/// A source with `-`/`|...|`: a VGPR, or for SRC2 (`scalar`) also a scalar register.
fn source(p: &mut Parser, scalar: bool) -> Res<crate::asm::vop::Src> {
    let s = super::vop::parse_src(p, crate::isa::shape::Ty::F32)?;
    let reg = s.code >= 256
        || (scalar && s.code < 128 && operand::kind(p.arch, s.code as u8) == Some(Kind::Reg));
    if s.sext || !reg {
        return err(
            s.col,
            format!(
                "invalid operand (violates constant bus restrictions): `{}` is not a {}",
                s.text,
                if scalar { "register" } else { "VGPR" }
            ),
        );
    }
    Ok(s)
}
