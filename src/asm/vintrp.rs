//! VINTRP statements: `v_interp_p1_f32 v0, v1, attr0.x`,
//! `v_interp_mov_f32 v0, p10, attr3.w` as llvm-mc 14 reads them
//! (docs/assembler.md, "Vector: VINTRP, EXP, MIMG").

use super::inst::{err, Operand, Parser};
use super::lexer::Tok;
use super::Res;
use crate::isa::inst::Instruction;
use crate::isa::opcodes::Opcode;
use crate::isa::shape::Ty;
use crate::isa::vintrp::{prefix, vop3_interp, CHANS, OP_MOV, PARAMS, VOP3_ROWS};

use super::vector::Enc;

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

/// The row a VINTRP or VOP3 interpolation mnemonic stands for with the
/// suffix `enc`: `_e64` picks the VOP3 form of a VINTRP row, no suffix (or
/// `_e32`) the VINTRP row itself; the f16 rows exist only in VOP3.
pub(super) fn choose(op: Opcode, enc: Enc) -> Opcode {
    for &(vop3, base) in &VOP3_ROWS {
        match base {
            Some(b) if enc == Enc::E64 && op == b => return vop3,
            Some(b) if enc != Enc::E64 && op == vop3 => return b,
            _ => {}
        }
    }
    op
}

/// Parses a VOP3 interpolation row (`op`, from [`choose`]):
/// `VDST, SRC, attrN.c[, SRC2] [high] [clamp] [mul:2|mul:4|div:2]`
/// (docs/assembler.md, "VOP3 interpolation").
pub(super) fn parse_vop3(p: &mut Parser, op: Opcode, enc: Enc, col: usize) -> Res<Instruction> {
    let arch = p.arch;
    let (Some(k), Some(num)) = (vop3_interp(op), op.number(arch)) else {
        return err(
            col,
            format!("`{}` is not an instruction of {arch}", op.mnemonic()),
        );
    };
    if !matches!(enc, Enc::Auto | Enc::E64) {
        return err(
            col,
            format!("`{}` has only the VOP3 encoding", op.mnemonic()),
        );
    }
    let vdst = vgpr(p)?;
    p.comma()?;
    let (mut abs, mut neg) = (0u32, 0u32);
    let scalar = crate::isa::vintrp::scalar_sources(arch, op);
    let mut source = |p: &mut Parser, i: u32| -> Res<u32> {
        let s = super::vop::parse_src(p, Ty::F32)?;
        if (s.code < 256 && !(scalar && s.code < 128)) || s.sext {
            return err(
                s.col,
                format!("invalid operand for instruction: `{}`", s.text),
            );
        }
        abs |= (s.abs as u32) << i;
        neg |= (s.neg as u32) << i;
        Ok(s.code as u32)
    };
    let src1 = if k.param { param(p)? } else { source(p, 1)? };
    p.comma()?;
    let (attr, chan) = attribute(p)?;
    let src2 = if k.src2 {
        p.comma()?;
        source(p, 2)?
    } else {
        0
    };
    let (mut high, mut clamp, mut omod) = (0u32, 0u32, 0u32);
    while let Some(t) = p.peek() {
        let c = t.col;
        let name = t.text.to_ascii_lowercase();
        p.next();
        match name.as_str() {
            "high" if k.high => high = 1,
            "clamp" => clamp = 1,
            "mul" | "div" if k.omod => {
                p.expect(':', "after the output modifier")?;
                let v = p.int()?.0;
                omod = match (name.as_str(), v) {
                    ("mul", 2) => 1,
                    ("mul", 4) => 2,
                    ("div", 2) => 3,
                    ("mul", 1) | ("div", 1) => 0,
                    _ => return err(c, format!("invalid output modifier `{name}:{v}`")),
                };
            }
            _ => return err(c, format!("invalid operand for instruction: `{}`", t.text)),
        }
    }
    let mut inst = Instruction::new(arch, op);
    inst.word = 0xD000_0000 | (num as u32) << 16 | clamp << 15 | abs << 8 | vdst;
    inst.literal = neg << 29 | omod << 27 | src2 << 18 | src1 << 9 | high << 8 | chan << 6 | attr;
    inst.flags |= crate::isa::inst::mflag::LIT;
    Ok(inst)
}

/// `p10`, `p20` or `p0`: `v_interp_mov_f32`'s parameter.
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
