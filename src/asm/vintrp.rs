//! VINTRP statements: `v_interp_p1_f32 v0, v1, attr0.x`,
//! `v_interp_mov_f32 v0, p10, attr3.w` as llvm-mc 14 reads them
//! (docs/assembler.md, "Vector: VINTRP, EXP, MIMG").

use super::inst::{err, Operand, Parser};
use super::lexer::Tok;
use super::Res;
use crate::isa::inst::Instruction;
use crate::isa::opcodes::Opcode;
use crate::isa::vintrp::{prefix, CHANS, OP_MOV, PARAMS};

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
    let src = if num == OP_MOV {
        let c = p.col();
        match p.peek_tok() {
            Some(Tok::Ident(n)) if PARAMS.contains(&n.as_str()) => {
                let k = PARAMS.iter().position(|x| x == n).unwrap_or(0) as u32;
                p.next();
                k
            }
            _ => return err(c, "invalid interpolation slot: expected p10, p20 or p0"),
        }
    } else {
        vgpr(p)?
    };
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
