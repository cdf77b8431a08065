//! MIMG statements: operands and modifiers as llvm-mc 14 reads them
//! (docs/assembler.md, "Vector: MIMG"): `op vdata, vaddr, s[n:n+7][,
//! s[m:m+3]] [dmask:N] [unorm] [glc] [slc] [r128|a16] [tfe] [lwe] [da]
//! [d16]`, modifiers in this order (`glc`/`slc` either way round), each
//! also as `noNAME`.

use super::ds::{colon_value, comma_or_too_few, unexpected};
use super::inst::{err, Operand, Parser};
use super::lexer::Tok;
use super::Res;
use crate::isa::arch::Arch;
use crate::isa::ds::shape;
use crate::isa::inst::Instruction;
use crate::isa::mimg::{dmask_ok, has_d16, vaddr_ok, vdata_exists, vdata_wanted, words, Fields};
use crate::isa::opcodes::Opcode;
use crate::isa::operand::{self, Kind, Role};
use crate::isa::shape::{mimg, VmemKind};

/// The one-bit modifiers after `dmask`, in llvm-mc's order.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Bit {
    Unorm,
    Glc,
    Slc,
    R128,
    A16,
    Tfe,
    Lwe,
    Da,
    D16,
}

/// Modifier names (and their place in the order: `glc`/`slc` share one).
const BITS: [(&str, Bit, u8); 9] = [
    ("unorm", Bit::Unorm, 0),
    ("glc", Bit::Glc, 1),
    ("slc", Bit::Slc, 1),
    ("r128", Bit::R128, 2),
    ("a16", Bit::A16, 2),
    ("tfe", Bit::Tfe, 3),
    ("lwe", Bit::Lwe, 4),
    ("da", Bit::Da, 5),
    ("d16", Bit::D16, 6),
];

/// Parses the operands of image row `op` (its mnemonic at `col`).
pub(super) fn parse(p: &mut Parser, op: Opcode, col: usize) -> Res<Instruction> {
    let arch = p.arch;
    let sh = shape(op);
    let mut f = Fields {
        op: op.number(arch).unwrap_or(0) as u32,
        ..Fields::default()
    };
    let (vdata, vdata_n, vdata_col) = vgprs(p)?;
    if !vdata_exists(sh, vdata_n) {
        return err(
            vdata_col,
            format!("invalid operand for instruction: no {vdata_n}-register data form"),
        );
    }
    f.vdata = vdata;
    comma_or_too_few(p, col)?;
    let (vaddr, vaddr_n, vaddr_col) = vgprs(p)?;
    if !vaddr_ok(sh, vaddr_n) {
        return err(
            vaddr_col,
            format!("invalid operand for instruction: no {vaddr_n}-register address form"),
        );
    }
    f.vaddr = vaddr;
    comma_or_too_few(p, col)?;
    f.srsrc = tuple(p, arch, 8)? / 4;
    if sh.flags & mimg::SAMPLER != 0 {
        comma_or_too_few(p, col)?;
        f.ssamp = tuple(p, arch, 4)? / 4;
    }
    let dmask_col = modifiers(p, arch, sh, &mut f)?;
    // llvm-mc's checks after the operands matched, in its order.
    if vdata_n != vdata_wanted(arch, sh, &f) {
        let what = if arch >= Arch::Gfx9 {
            "dmask, d16 and tfe"
        } else {
            "dmask and tfe"
        };
        return err(col, format!("image data size does not match {what}"));
    }
    let dcol = dmask_col.unwrap_or(col);
    if !dmask_ok(sh, f.dmask) {
        return if sh.kind == VmemKind::Atomic {
            err(dcol, "invalid atomic image dmask")
        } else {
            err(dcol, "invalid image_gather dmask: only one bit must be set")
        };
    }
    Ok(super::ds::mem_inst(op, arch, words(arch, &f)))
}

/// `dmask:N` and the one-bit modifiers; returns the column of `dmask`.
fn modifiers(
    p: &mut Parser,
    arch: Arch,
    sh: crate::isa::shape::VmemShape,
    f: &mut Fields,
) -> Res<Option<usize>> {
    let mut dmask_col = None;
    // The next place in the order a modifier may take (llvm-mc reads them in order).
    let mut next = 0u8;
    let mut seen: Vec<Bit> = Vec::new();
    loop {
        // llvm-mc skips a comma after any operand.
        if p.peek().is_some_and(|t| t.text == ",") {
            p.next();
        }
        let c = p.col();
        let Some(Tok::Ident(name)) = p.peek_tok() else {
            if p.peek().is_some() {
                return unexpected(p);
            }
            return Ok(dmask_col);
        };
        let name = name.to_ascii_lowercase();
        if name == "dmask" && next == 0 && dmask_col.is_none() {
            p.next();
            dmask_col = Some(c);
            f.dmask = (colon_value(p, c, i64::MIN, i64::MAX, "invalid dmask")? & 0xF) as u32;
            continue;
        }
        let (on, bare) = match name.strip_prefix("no") {
            Some(rest) if BITS.iter().any(|b| b.0 == rest) => (false, rest),
            _ => (true, name.as_str()),
        };
        let Some(&(_, bit, place)) = BITS.iter().find(|b| b.0 == bare) else {
            return unexpected(p);
        };
        match bit {
            Bit::R128 if arch >= Arch::Gfx9 => {
                return err(c, "r128 modifier is not supported on this GPU")
            }
            Bit::A16 if arch < Arch::Gfx9 => {
                return err(c, "a16 modifier is not supported on this GPU")
            }
            Bit::D16 if arch < Arch::Gfx8 => {
                return err(c, "d16 modifier is not supported on this GPU")
            }
            Bit::D16 if !has_d16(arch, sh) => {
                return err(c, format!("invalid operand for instruction: `{name}`"))
            }
            _ => {}
        }
        let cpol = matches!(bit, Bit::Glc | Bit::Slc);
        if place + 1 < next || (place + 1 == next && !cpol) || (cpol && seen.contains(&bit)) {
            if cpol && seen.contains(&bit) {
                return err(c, "duplicate cache policy modifier");
            }
            return err(
                c,
                format!("invalid operand for instruction: `{name}` out of place or repeated"),
            );
        }
        p.next();
        next = place + 1;
        seen.push(bit);
        match bit {
            Bit::Unorm => f.unorm = on,
            Bit::Glc => f.glc = on,
            Bit::Slc => f.slc = on,
            Bit::R128 | Bit::A16 => f.r128 = on,
            Bit::Tfe => f.tfe = on,
            Bit::Lwe => f.lwe = on,
            Bit::Da => f.da = on,
            Bit::D16 => f.d16 = on,
        }
    }
}

/// A VGPR range: (first, count, column).
fn vgprs(p: &mut Parser) -> Res<(u32, u32, usize)> {
    let (o, c, text) = p.operand_text()?;
    match o {
        Operand::Vgpr(first, n) => Ok((first as u32, n as u32, c)),
        _ => err(
            c,
            format!("invalid operand for instruction: expected VGPRs, found `{text}`"),
        ),
    }
}

/// A descriptor: an aligned tuple of `n` SGPRs (or TTMPs); its operand code.
fn tuple(p: &mut Parser, arch: Arch, n: u8) -> Res<u32> {
    let (o, c, text) = p.operand_text()?;
    match o {
        Operand::Reg(code, w) if w == n && operand::kind(arch, code) == Some(Kind::Reg) => {
            operand::check(arch, code, n, Role::Src)
                .map_err(|why| (c, format!("invalid register alignment: `{text}` ({why})")))?;
            if code % 4 != 0 {
                return err(c, format!("invalid register alignment: `{text}`"));
            }
            Ok(code as u32)
        }
        _ => err(
            c,
            format!("invalid operand for instruction: expected {n} SGPRs, found `{text}`"),
        ),
    }
}
