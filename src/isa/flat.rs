//! FLAT (gfx7+), GLOBAL and SCRATCH (gfx9): flat-address instructions:
//! decoding, validation and llvm-mc's text (docs/isa.md, "Vector: FLAT,
//! GLOBAL, SCRATCH"). On gfx9 the SEG field (bits 15:14) picks the family and
//! the row is looked up in it; GLOBAL and SCRATCH take a scalar base (SADDR,
//! `off` when 0x7F).

use super::arch::Arch;
use super::buffer::{illegal, nonzero};
use super::decode::DecodeErrorKind;
use super::inst::Instruction;
use super::opcodes::Opcode;
use super::operand::{self, Kind, Role};
use super::shape::{flat, VmemKind, VmemShape};
use super::table::Format;
use super::vector::{opcode_of, VectorFamily};
use super::vop::write_vgpr;
use std::fmt::{self, Write};

/// SADDR = 0x7F: no scalar base (`off`).
pub const SADDR_OFF: u32 = 0x7F;

/// The fields of a FLAT/GLOBAL/SCRATCH instruction.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Fields {
    pub op: u32,
    /// gfx9: 13 bits (signed for GLOBAL/SCRATCH); zero before gfx9.
    pub offset: u32,
    pub lds: bool,
    pub seg: u32,
    pub glc: bool,
    pub slc: bool,
    pub addr: u32,
    pub data: u32,
    pub saddr: u32,
    /// Bit 55: TFE before gfx9, NV on gfx9.
    pub bit55: bool,
    pub vdst: u32,
}

/// Splits the words; `Err` names a reserved bit that is set.
pub(crate) fn fields(arch: Arch, w: u32, s: u32) -> Result<Fields, &'static str> {
    let gfx9 = arch >= Arch::Gfx9;
    if w >> 25 & 1 != 0 {
        return Err("FLAT bit 25");
    }
    if !gfx9 && w & 0xFFFF != 0 {
        return Err("FLAT bits 15:0");
    }
    if !gfx9 && (s >> 16) & 0x7F != 0 {
        return Err("FLAT bits 54:48");
    }
    Ok(Fields {
        op: opcode_of(arch, Format::Flat, w),
        offset: if gfx9 { w & 0x1FFF } else { 0 },
        lds: gfx9 && w >> 13 & 1 != 0,
        seg: if gfx9 { (w >> 14) & 3 } else { 0 },
        glc: w >> 16 & 1 != 0,
        slc: w >> 17 & 1 != 0,
        addr: s & 0xFF,
        data: (s >> 8) & 0xFF,
        saddr: if gfx9 { (s >> 16) & 0x7F } else { 0 },
        bit55: s >> 23 & 1 != 0,
        vdst: s >> 24,
    })
}

/// The two words of `f`.
pub(crate) fn words(f: &Fields) -> [u32; 2] {
    let b = |v: bool, n: u32| (v as u32) << n;
    [
        0b110111 << 26
            | f.op << 18
            | b(f.slc, 17)
            | b(f.glc, 16)
            | f.seg << 14
            | b(f.lds, 13)
            | f.offset,
        f.vdst << 24 | b(f.bit55, 23) | f.saddr << 16 | f.data << 8 | f.addr,
    ]
}

/// The row's table format for a family.
pub(crate) fn format_of(family: VectorFamily) -> Format {
    match family {
        VectorFamily::Global => Format::Global,
        VectorFamily::Scratch => Format::Scratch,
        _ => Format::Flat,
    }
}

/// Which operands an instruction has: (VDST, DATA) and their widths.
pub(crate) fn operands(s: VmemShape, glc: bool) -> (Option<u32>, Option<u32>) {
    let d = s.data as u32;
    match s.kind {
        VmemKind::Load => (Some(d), None),
        VmemKind::Store => (None, Some(d)),
        _ => {
            let ret = if s.flags & flat::CMPSWAP != 0 {
                d / 2
            } else {
                d
            };
            (glc.then_some(ret), Some(d))
        }
    }
}

/// VADDR's width: 64 bits for FLAT and for GLOBAL without SADDR, 32 for
/// GLOBAL with SADDR and SCRATCH with `off` as SADDR, none for SCRATCH with SADDR.
pub(crate) fn addr_dwords(format: Format, saddr: u32) -> u32 {
    match format {
        Format::Global if saddr != SADDR_OFF => 1,
        Format::Scratch if saddr != SADDR_OFF => 0,
        Format::Scratch => 1,
        _ => 2,
    }
}

/// Decodes one FLAT, GLOBAL or SCRATCH instruction.
pub(crate) fn decode(
    arch: Arch,
    family: VectorFamily,
    w: u32,
    second: Option<u32>,
    _canonical: bool,
) -> Result<Instruction, DecodeErrorKind> {
    let s = second.ok_or(DecodeErrorKind::TruncatedLiteral)?;
    let f = fields(arch, w, s).map_err(DecodeErrorKind::NonZeroUnused)?;
    if arch >= Arch::Gfx9 && f.seg == 3 {
        return Err(DecodeErrorKind::Unsupported("FLAT segment 3"));
    }
    if f.lds {
        return Err(DecodeErrorKind::Unsupported("FLAT LDS bit"));
    }
    let format = format_of(family);
    let op = Opcode::lookup(arch, format, f.op as u16)
        .ok_or(DecodeErrorKind::UnknownOpcode(format, f.op as u16))?;
    check(arch, op, &f)?;
    Ok(super::ds::with_words(arch, op, [w, s]))
}

/// The field rules of docs/isa.md, "Vector: FLAT, GLOBAL, SCRATCH".
fn check(arch: Arch, op: Opcode, f: &Fields) -> Result<(), DecodeErrorKind> {
    let sh = super::ds::shape(op);
    let format = op.format();
    let (vdst, data) = operands(sh, f.glc);
    nonzero(vdst.is_none() && f.vdst != 0, "VDST")?;
    nonzero(data.is_none() && f.data != 0, "DATA")?;
    nonzero(f.bit55, "TFE/NV")?;
    if format == Format::Flat {
        if arch >= Arch::Gfx9 {
            nonzero(f.saddr != 0, "SADDR of FLAT")?;
            nonzero(f.offset >> 12 != 0, "FLAT offset bit 12")?;
        }
    } else if f.saddr != SADDR_OFF {
        let width = if format == Format::Global { 2 } else { 1 };
        let c = f.saddr as u8;
        if operand::kind(arch, c) != Some(Kind::Reg)
            || operand::check(arch, c, width, Role::Src).is_err()
        {
            return Err(illegal("SADDR", f.saddr, "not an SGPR"));
        }
    }
    let aw = addr_dwords(format, f.saddr);
    if aw == 0 {
        nonzero(f.addr != 0, "VADDR with a scalar base")?;
    } else if f.addr + aw > 256 {
        return Err(illegal("VADDR", f.addr, "register range runs past v255"));
    }
    for (w, first, field) in [(vdst, f.vdst, "VDST"), (data, f.data, "DATA")] {
        if let Some(n) = w {
            if first + n > 256 {
                return Err(illegal(field, first, "register range runs past v255"));
            }
        }
    }
    Ok(())
}

/// The signed 13-bit offset of GLOBAL/SCRATCH, the unsigned one of FLAT.
pub(crate) fn offset_value(format: Format, offset: u32) -> i32 {
    if format == Format::Flat {
        offset as i32
    } else {
        ((offset << 19) as i32) >> 19
    }
}

/// Writes the instruction in llvm-mc's syntax: `op [vdst,] vaddr|off[, data]
/// [, saddr|off] [offset:N] [glc] [slc]`.
pub(crate) fn write(f: &mut dyn Write, inst: &Instruction) -> fmt::Result {
    let arch = inst.arch;
    let Ok(x) = fields(arch, inst.word, inst.literal) else {
        return write!(f, ".long 0x{:08x}", inst.word);
    };
    let sh = super::ds::shape(inst.op);
    let format = inst.op.format();
    let (vdst, data) = operands(sh, x.glc);
    f.write_str(inst.op.mnemonic())?;
    f.write_char(' ')?;
    if let Some(n) = vdst {
        write_vgpr(f, x.vdst as u8, n as u8)?;
        f.write_str(", ")?;
    }
    match addr_dwords(format, x.saddr) {
        0 => f.write_str("off")?,
        n => write_vgpr(f, x.addr as u8, n as u8)?,
    }
    if let Some(n) = data {
        f.write_str(", ")?;
        write_vgpr(f, x.data as u8, n as u8)?;
    }
    if format != Format::Flat {
        f.write_str(", ")?;
        if x.saddr == SADDR_OFF {
            f.write_str("off")?;
        } else {
            let width = if format == Format::Global { 2 } else { 1 };
            f.write_str(&operand::register_name(arch, x.saddr as u8, width))?;
        }
    }
    let off = offset_value(format, x.offset);
    if off != 0 {
        write!(f, " offset:{off}")?;
    }
    if x.glc {
        f.write_str(" glc")?;
    }
    if x.slc {
        f.write_str(" slc")?;
    }
    Ok(())
}
