//! MUBUF and MTBUF statements: operands and modifiers as llvm-mc 14 reads them
//! (docs/assembler.md, "Vector: memory instructions"):
//! `op vdata, vaddr|off, s[n:n+3], soffset [format:...] [idxen] [offen]
//! [addr64] [offset:N] [glc] [slc] [lds] [tfe]`, modifiers in this order.

use super::ds::{colon_value, comma_or_too_few, unexpected, vreg, word};
use super::inst::{err, source_code, Operand, Parser};
use super::lexer::Tok;
use super::Res;
use crate::isa::arch::Arch;
use crate::isa::buffer::{
    has_lds, has_tfe, nfmt_name, vaddr_dwords, vdata_dwords, words, Fields, DFMT_DEFAULT,
    DFMT_NAMES, NFMT_DEFAULT,
};
use crate::isa::ds::shape;
use crate::isa::inst::Instruction;
use crate::isa::opcodes::Opcode;
use crate::isa::operand::{self, Kind, Role};
use crate::isa::shape::buf;
use crate::isa::table::Format;

/// Parses the operands of buffer row `op` (its mnemonic at `col`).
pub(super) fn parse(p: &mut Parser, op: Opcode, col: usize) -> Res<Instruction> {
    let arch = p.arch;
    let sh = shape(op);
    let has = |b: u16| sh.flags & b != 0;
    let mtbuf = op.format() == Format::Mtbuf;
    let mut f = Fields {
        mtbuf,
        op: op.number(arch).unwrap_or(0) as u32,
        dfmt: DFMT_DEFAULT,
        nfmt: NFMT_DEFAULT,
        lds: has(buf::LDS_ONLY),
        ..Fields::default()
    };
    if !has(buf::NO_OPERANDS) {
        if !has(buf::NO_VDATA) {
            f.vdata = vdata(p, arch, sh, col)?;
            comma_or_too_few(p, col)?;
        }
        // VADDR: `off` or a VGPR range whose width idxen/offen/addr64 must match.
        let mut vaddr = None;
        if !has(buf::NO_VADDR) {
            if word(p, "off") {
                vaddr = Some((0, 0, 0));
            } else {
                let (o, c, text) = p.operand_text()?;
                match o {
                    Operand::Vgpr(first, n) => vaddr = Some((first as u32, n as u32, c)),
                    _ => {
                        return err(
                            c,
                            format!("invalid operand for instruction: expected a VGPR or `off`, found `{text}`"),
                        )
                    }
                }
            }
            comma_or_too_few(p, col)?;
        }
        f.srsrc = srsrc(p, arch)?;
        comma_or_too_few(p, col)?;
        let mcol = p.col();
        if mtbuf && word(p, "dfmt") {
            f.dfmt = colon_value(p, mcol, 0, 15, "invalid dfmt")? as u32;
            p.comma()?;
            let mcol = p.col();
            if !word(p, "nfmt") {
                return unexpected(p);
            }
            f.nfmt = colon_value(p, mcol, 0, 7, "invalid nfmt")? as u32;
            p.comma()?;
        }
        f.soffset = soffset(p, arch)?;
        if mtbuf && word(p, "format") {
            (f.dfmt, f.nfmt) = format(p, arch)?;
        }
        let mods_col = p.col();
        f.idxen = word(p, "idxen");
        let offen_col = p.col();
        f.offen = word(p, "offen");
        if f.offen && !f.idxen && crate::asm::ds::at_word(p, "idxen") {
            // llvm-mc wants `idxen offen`; it names `offen`.
            return err(
                offen_col,
                "invalid operand for instruction: `offen` before `idxen`",
            );
        }
        if !f.idxen && !f.offen && crate::asm::ds::at_word(p, "addr64") {
            if arch >= Arch::Gfx8 {
                return err(
                    col,
                    "operands are not valid for this GPU or mode: addr64 is gfx6/gfx7 only",
                );
            }
            p.next();
            f.addr64 = true;
        }
        let mcol = p.col();
        if word(p, "offset") {
            f.offset = colon_value(p, mcol, 0, 4095, "invalid operand for instruction")? as u32;
        }
        // `buffer_store_lds_dword s[4:7], s8 lds glc`: there `lds` comes first.
        if has(buf::LDS_ONLY) {
            f.lds |= word(p, "lds");
        }
        (f.glc, f.slc) = cache_policy(p)?;
        if has_lds(arch, sh) {
            f.lds |= word(p, "lds");
        } else if has(buf::LDS_GFX8) && crate::asm::ds::at_word(p, "lds") {
            return err(
                col,
                "operands are not valid for this GPU or mode: no `lds` form before gfx8",
            );
        }
        if has_tfe(sh, f.lds) {
            f.tfe = word(p, "tfe");
        }
        if p.peek().is_some() {
            return unexpected(p);
        }
        if has(buf::LDS_ONLY) && !f.lds {
            return err(col, "instruction must use lds");
        }
        if let Some((first, n, c)) = vaddr {
            let want = vaddr_dwords(&f);
            if n != want {
                // llvm-mc's columns: the mnemonic when the modifiers are
                // missing, else the first modifier the address cannot take.
                let mod_col = if f.idxen { offen_col } else { mods_col };
                return match (want, n) {
                    (0, _) => err(col, "too few operands for instruction: a VGPR address needs offen, idxen or addr64"),
                    (_, 0) => err(mod_col, "invalid operand for instruction: offen, idxen and addr64 need a VGPR address, not `off`"),
                    (2, 1) => err(offen_col, "invalid operand for instruction: `idxen offen` need a 64-bit address"),
                    _ => err(c, "invalid operand for instruction: the address width does not match offen/idxen/addr64"),
                };
            }
            f.vaddr = first;
        }
    } else if p.peek().is_some() {
        return unexpected(p);
    }
    Ok(super::ds::mem_inst(op, arch, words(arch, &f)))
}

/// `glc` and `slc` in either order, each at most once.
pub(super) fn cache_policy(p: &mut Parser) -> Res<(bool, bool)> {
    let (mut glc, mut slc) = (false, false);
    loop {
        let col = p.col();
        let seen = if word(p, "glc") {
            std::mem::replace(&mut glc, true)
        } else if word(p, "slc") {
            std::mem::replace(&mut slc, true)
        } else {
            return Ok((glc, slc));
        };
        if seen {
            return err(col, "duplicate cache policy modifier");
        }
    }
}

/// VDATA: its width depends on the generation for packed d16 formats.
fn vdata(p: &mut Parser, arch: Arch, sh: crate::isa::shape::VmemShape, col: usize) -> Res<u32> {
    let want = vdata_dwords(arch, sh);
    let save = p.c.pos;
    match vreg(p, want) {
        Ok(r) => Ok(r),
        Err(e) => {
            // A width valid on another generation: llvm-mc's own message.
            p.c.pos = save;
            if let (Ok((Operand::Vgpr(_, n), _)), true) =
                (p.operand(), sh.flags & buf::D16_PACKED != 0)
            {
                if n as u32 == sh.data as u32 || n as u32 == (sh.data as u32).div_ceil(2) {
                    return err(col, "operands are not valid for this GPU or mode");
                }
            }
            Err(e)
        }
    }
}

/// SRSRC: an aligned quad of SGPRs (or TTMPs).
fn srsrc(p: &mut Parser, arch: Arch) -> Res<u32> {
    let (o, c, text) = p.operand_text()?;
    match o {
        Operand::Reg(code, 4) if operand::kind(arch, code) == Some(Kind::Reg) => {
            operand::check(arch, code, 4, Role::Src)
                .map_err(|why| (c, format!("invalid register alignment: `{text}` ({why})")))?;
            if code % 4 != 0 {
                return err(c, format!("invalid register alignment: `{text}`"));
            }
            Ok(code as u32 / 4)
        }
        _ => err(
            c,
            format!("invalid operand for instruction: expected 4 SGPRs, found `{text}`"),
        ),
    }
}

/// SOFFSET: an SGPR, M0 or another scalar register, or an inline constant.
fn soffset(p: &mut Parser, arch: Arch) -> Res<u32> {
    let o = p.operand_text()?;
    let (c, text) = (o.1, o.2.clone());
    if matches!(o.0, Operand::Late(_)) {
        return err(
            c,
            format!("invalid operand for instruction: `{text}` is not a constant"),
        );
    }
    let mut lit = None;
    let mut late = None;
    let code = source_code(arch, o, 1, &mut lit, &mut late)?;
    if lit.is_some() || operand::kind(arch, code) == Some(Kind::Literal) {
        return err(
            c,
            format!("invalid operand for instruction: `{text}` needs a literal"),
        );
    }
    Ok(code as u32)
}

/// `format:N` or `format:[DFMT,NFMT]` (either order, either alone).
fn format(p: &mut Parser, arch: Arch) -> Res<(u32, u32)> {
    p.expect(':', "after `format`")?;
    if !p.eat('[') {
        let v = colon_free_int(p, 0, 127)?;
        return Ok((v & 0xF, v >> 4));
    }
    let (mut dfmt, mut nfmt) = (None, None);
    loop {
        let col = p.col();
        let name = match p.next() {
            Some(t) if matches!(t.tok, Tok::Ident(_)) => t.text.clone(),
            _ => return err(col, "expected a format name"),
        };
        if let Some(d) = DFMT_NAMES.iter().position(|&n| n == name) {
            if dfmt.replace(d as u32).is_some() {
                return err(col, format!("duplicate data format `{name}`"));
            }
        } else if let Some(n) = (0..8).find(|&n| nfmt_name(arch, n) == name) {
            if nfmt.replace(n).is_some() {
                return err(col, format!("duplicate numeric format `{name}`"));
            }
        } else {
            return err(col, format!("unsupported format `{name}`"));
        }
        if !p.eat(',') {
            break;
        }
    }
    p.expect(']', "to close the format")?;
    Ok((dfmt.unwrap_or(DFMT_DEFAULT), nfmt.unwrap_or(NFMT_DEFAULT)))
}

fn colon_free_int(p: &mut Parser, lo: i64, hi: i64) -> Res<u32> {
    Ok(p.int_in(lo, hi, "format")? as u32)
}
