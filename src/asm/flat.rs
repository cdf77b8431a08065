//! FLAT, GLOBAL and SCRATCH statements: operands and modifiers as llvm-mc 14
//! reads them (docs/assembler.md, "Vector: memory instructions"):
//! `op [vdst,] vaddr[, data][, saddr|off] [offset:N] [glc] [slc]`.

use super::ds::{unexpected, word};
use super::inst::{err, Operand, Parser};
use super::Res;
use crate::isa::arch::Arch;
use crate::isa::ds::shape;
use crate::isa::flat::{addr_dwords, operands, words, Fields, SADDR_OFF};
use crate::isa::inst::Instruction;
use crate::isa::opcodes::Opcode;
use crate::isa::operand::{self, Kind, Role};
use crate::isa::shape::VmemKind;
use crate::isa::table::Format;

/// One operand as written.
enum Item {
    V(u32, u32, usize, String),
    Off(usize),
    S(u8, u8, usize, String),
}

impl Item {
    fn col(&self) -> usize {
        match self {
            Item::V(_, _, c, _) | Item::Off(c) | Item::S(_, _, c, _) => *c,
        }
    }
}

fn item(p: &mut Parser) -> Res<Item> {
    let col = p.col();
    if word(p, "off") {
        return Ok(Item::Off(col));
    }
    let (o, c, text) = p.operand_text()?;
    match o {
        Operand::Vgpr(a, n) => Ok(Item::V(a as u32, n as u32, c, text)),
        Operand::Reg(code, n) => Ok(Item::S(code, n, c, text)),
        _ => err(c, format!("invalid operand for instruction: `{text}`")),
    }
}

fn bad<T>(it: &Item, why: &str) -> Res<T> {
    err(it.col(), format!("invalid operand for instruction: {why}"))
}

/// A VGPR range of `width` registers.
fn vgpr(it: &Item, width: u32) -> Res<u32> {
    match it {
        Item::V(a, n, _, _) if *n == width => Ok(*a),
        Item::V(_, _, _, t) | Item::S(_, _, _, t) => bad(
            it,
            &format!(
                "`{t}` is not {width} VGPR{}",
                if width == 1 { "" } else { "s" }
            ),
        ),
        Item::Off(_) => bad(it, "`off` where a VGPR is expected"),
    }
}

/// Parses the operands of a FLAT, GLOBAL or SCRATCH row `op` (mnemonic at `col`).
pub(super) fn parse(p: &mut Parser, op: Opcode, col: usize) -> Res<Instruction> {
    let arch = p.arch;
    let sh = shape(op);
    let format = op.format();
    let mut items = vec![item(p)?];
    while p.eat(',') {
        items.push(item(p)?);
    }
    let mut f = Fields {
        op: op.number(arch).unwrap_or(0) as u32,
        seg: match format {
            Format::Scratch => 1,
            Format::Global => 2,
            _ => 0,
        },
        saddr: if format == Format::Flat { 0 } else { SADDR_OFF },
        ..Fields::default()
    };
    if format == Format::Flat && arch < Arch::Gfx9 {
        f.saddr = 0;
    }
    // The scalar base comes last (GLOBAL/SCRATCH).
    let mut saddr_item = None;
    if format != Format::Flat {
        let Some(last) = items.pop() else {
            return unexpected(p);
        };
        match &last {
            Item::Off(_) => {}
            Item::S(code, n, c, t) => {
                let width = if format == Format::Global { 2 } else { 1 };
                if *n != width
                    || operand::kind(arch, *code) != Some(Kind::Reg)
                    || *code as u32 >= 0x7F
                    || operand::check(arch, *code, width, Role::Src).is_err()
                {
                    return err(*c, format!("invalid operand for instruction: `{t}`"));
                }
                f.saddr = *code as u32;
            }
            Item::V(..) => return bad(&last, "expected an SGPR base or `off` last"),
        }
        saddr_item = Some(last);
    }
    let with_vdst = match sh.kind {
        VmemKind::Load => true,
        VmemKind::Store => false,
        _ => items.len() == 3,
    };
    let want = 1 + with_vdst as usize + (sh.kind != VmemKind::Load) as usize;
    if items.len() != want {
        if items.len() < want {
            return err(col, "too few operands for instruction");
        }
        return bad(&items[want], "too many operands");
    }
    let (vdst, data) = operands(sh, with_vdst);
    let mut it = items.iter();
    if with_vdst {
        f.vdst = vgpr(it.next().unwrap(), vdst.unwrap_or(1))?;
    }
    let addr = it.next().unwrap();
    // llvm-mc names the scalar base when the address does not fit it.
    let base = saddr_item.as_ref().unwrap_or(addr);
    match (addr_dwords(format, f.saddr), addr) {
        (0, Item::Off(_)) => {}
        (0, _) => return bad(base, "the address must be `off` with an SGPR base"),
        (_, Item::Off(_)) if format == Format::Scratch => {
            return err(
                col,
                "operands are not valid for this GPU or mode: `off` address and `off` base",
            )
        }
        (n, a @ Item::V(_, m, _, _)) if *m != n && format == Format::Global => {
            let _ = a;
            return bad(
                base,
                &format!("a {}-bit address does not fit this base", 32 * m),
            );
        }
        (n, a) => f.addr = vgpr(a, n)?,
    }
    if let (Some(n), Some(d)) = (data, it.next()) {
        f.data = vgpr(d, n)?;
    }
    let mcol = p.col();
    // `inst_offset` is llvm-mc 14's other name for the FLAT offset.
    if word(p, "offset") || word(p, "inst_offset") {
        f.offset = offset(p, arch, format, mcol)?;
    }
    let glc_col = p.col();
    (f.glc, f.slc) = super::buffer::cache_policy(p)?;
    if p.peek().is_some() {
        return unexpected(p);
    }
    if sh.kind == VmemKind::Atomic && with_vdst != f.glc {
        return if with_vdst {
            err(col, "instruction must use glc")
        } else {
            err(glc_col, "instruction must not use glc")
        };
    }
    Ok(super::ds::mem_inst(op, arch, words(&f)))
}

/// `:N`: 12 bits unsigned for FLAT, 13 bits signed for GLOBAL/SCRATCH; gfx9 only.
fn offset(p: &mut Parser, arch: Arch, format: Format, col: usize) -> Res<u32> {
    p.expect(':', "after `offset`")?;
    let (v, _) = p.int()?;
    if arch < Arch::Gfx9 {
        return if v == 0 {
            Ok(0)
        } else {
            err(col, "flat offset modifier is not supported on this GPU")
        };
    }
    if format == Format::Flat {
        if !(0..=4095).contains(&v) {
            return err(col, format!("expected a 12-bit unsigned offset: `{v}`"));
        }
        Ok(v as u32)
    } else {
        if !(-4096..=4095).contains(&v) {
            return err(col, format!("expected a 13-bit signed offset: `{v}`"));
        }
        Ok(v as u32 & 0x1FFF)
    }
}
