//! MUBUF and MTBUF statements: operands and modifiers as llvm-mc 14 reads them
//! (docs/assembler.md, "Vector: memory instructions"):
//! `op vdata, vaddr|off, s[n:n+3], soffset [format:...] [idxen] [offen]
//! [addr64] [offset:N] [glc] [slc] [lds] [tfe]`, modifiers in this order.

use super::ds::{colon_value, unexpected, vreg, word};
use super::inst::{err, source_code, Operand, Parser, Val};
use super::lexer::Tok;
use super::Res;
use crate::isa::arch::Arch;
use crate::isa::buffer::{
    has_tfe, nfmt_name, vaddr_dwords, vdata_dwords, words, Fields, DFMT_DEFAULT, DFMT_NAMES,
    NFMT_DEFAULT,
};
use crate::isa::ds::shape;
use crate::isa::inst::{mflag, Instruction};
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
            f.vdata = vdata(p, arch, sh)?;
            p.comma()?;
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
            p.comma()?;
        }
        f.srsrc = srsrc(p, arch)?;
        p.comma()?;
        if mtbuf && word(p, "dfmt") {
            f.dfmt = colon_value(p, 0, 15, "invalid dfmt")? as u32;
            p.comma()?;
            if !word(p, "nfmt") {
                return unexpected(p);
            }
            f.nfmt = colon_value(p, 0, 7, "invalid nfmt")? as u32;
            p.comma()?;
        }
        f.soffset = soffset(p, arch)?;
        if mtbuf && word(p, "format") {
            (f.dfmt, f.nfmt) = format(p, arch)?;
        }
        f.idxen = word(p, "idxen");
        f.offen = word(p, "offen");
        f.addr64 = arch < Arch::Gfx8 && !f.idxen && !f.offen && word(p, "addr64");
        if word(p, "offset") {
            f.offset = colon_value(p, 0, 4095, "invalid operand for instruction")? as u32;
        }
        f.glc = word(p, "glc");
        f.slc = word(p, "slc");
        if has(buf::LDS) || has(buf::LDS_ONLY) {
            f.lds |= word(p, "lds");
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
                let why = match (want, n) {
                    (0, _) => "invalid operand for instruction: a VGPR address needs offen, idxen or addr64",
                    (_, 0) => "invalid operand for instruction: offen, idxen and addr64 need a VGPR address, not `off`",
                    _ => "invalid operand for instruction: the address width does not match offen/idxen/addr64",
                };
                return err(if n == 0 { col } else { c }, why);
            }
            f.vaddr = first;
        }
    } else if p.peek().is_some() {
        return unexpected(p);
    }
    let [w, s] = words(arch, &f);
    let mut inst = Instruction::new(arch, op);
    inst.word = w;
    inst.literal = s;
    inst.flags |= mflag::LIT;
    Ok(inst)
}

/// VDATA: its width depends on the generation for packed d16 formats.
fn vdata(p: &mut Parser, arch: Arch, sh: crate::isa::shape::VmemShape) -> Res<u32> {
    let col = p.col();
    let want = vdata_dwords(arch, sh);
    let save = p.c.pos;
    match vreg(p, want) {
        Ok(r) => Ok(r),
        Err(e) => {
            // A width valid on another generation: llvm-mc's own message.
            p.c.pos = save;
            if let (Ok((Operand::Vgpr(_, n), _)), true) = (p.operand(), sh.flags & buf::D16_PACKED != 0) {
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
        return err(c, format!("invalid operand for instruction: `{text}` is not a constant"));
    }
    if let Operand::Val(Val::Float(_)) = o.0 {
        // Floats take their f32 inline constant.
    }
    let mut lit = None;
    let mut late = None;
    let code = source_code(arch, o, 1, &mut lit, &mut late)?;
    if lit.is_some() || operand::kind(arch, code) == Some(Kind::Literal) {
        return err(c, format!("invalid operand for instruction: `{text}` needs a literal"));
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
