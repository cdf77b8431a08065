//! EXP statements: `exp TARGET src0, src1, src2, src3 [done] [compr] [vm]`
//! as llvm-mc 14 reads them (docs/assembler.md, "Vector: VINTRP, EXP,
//! MIMG"): a source is `vN` or `off`; with `compr`, src0 and src2 are the
//! packed registers (VSRC0, VSRC1) and src1/src3 only repeat them (llvm-mc
//! ignores what is written there).

use super::inst::{err, Operand, Parser};
use super::lexer::Tok;
use super::Res;
use crate::isa::exp::{prefix, target_name, COMPR, DONE, VM};
use crate::isa::inst::{mflag, Instruction};
use crate::isa::opcodes::Opcode;

/// Parses an export (the mnemonic at `col`).
pub(super) fn parse(p: &mut Parser, op: Opcode, col: usize) -> Res<Instruction> {
    let _ = col;
    let arch = p.arch;
    let target = target(p)?;
    p.eat(','); // llvm-mc also takes `exp mrt0, v0, ...`
    let mut srcs = [None; 4];
    for (k, s) in srcs.iter_mut().enumerate() {
        if k > 0 {
            p.comma()?;
        }
        *s = source(p)?;
    }
    let mut w = prefix(arch) << 26 | target << 4;
    let mut last = 0;
    while let Some(t) = p.peek() {
        let (bit, rank) = match &t.tok {
            Tok::Ident(n) if n == "done" => (DONE, 1),
            Tok::Ident(n) if n == "compr" => (COMPR, 2),
            Tok::Ident(n) if n == "vm" => (VM, 3),
            _ => {
                return err(
                    t.col,
                    format!("unexpected `{}` after the export's operands", t.text),
                )
            }
        };
        if rank <= last {
            return err(
                t.col,
                format!(
                    "`{}` out of place: the order is done, compr, vm (once each)",
                    t.text
                ),
            );
        }
        last = rank;
        w |= bit;
        p.next();
    }
    let mut v = 0u32;
    if w & COMPR != 0 {
        for (half, k) in [(0, 0), (1, 2)] {
            if let Some(r) = srcs[k] {
                w |= 3 << (2 * half);
                v |= r << (8 * half);
            }
        }
    } else {
        for (k, s) in srcs.iter().enumerate() {
            if let Some(r) = s {
                w |= 1 << k;
                v |= r << (8 * k);
            }
        }
    }
    let mut inst = Instruction::new(arch, op);
    inst.word = w;
    inst.literal = v;
    inst.flags |= mflag::LIT;
    Ok(inst)
}

/// `mrt0`..`mrt7`, `mrtz`, `null`, `pos0`..`pos3`, `param0`..`param31`.
fn target(p: &mut Parser) -> Res<u32> {
    let c = p.col();
    let Some(Tok::Ident(n)) = p.peek_tok() else {
        return err(
            c,
            "expected an export target (mrt0, mrtz, null, pos0, param0 ...)",
        );
    };
    match (0..64).find(|&t| target_name(t).as_deref() == Some(n.as_str())) {
        Some(t) => {
            p.next();
            Ok(t)
        }
        None => err(c, format!("invalid exp target `{n}`")),
    }
}

/// `vN` or `off`.
fn source(p: &mut Parser) -> Res<Option<u32>> {
    if matches!(p.peek_tok(), Some(Tok::Ident(n)) if n == "off") {
        p.next();
        return Ok(None);
    }
    let (o, c, text) = p.operand_text()?;
    match o {
        Operand::Vgpr(n, 1) => Ok(Some(n as u32)),
        _ => err(c, format!("expected a VGPR or `off`, found `{text}`")),
    }
}
