//! DS: LDS and GDS instructions: decoding, validation and llvm-mc's text
//! (docs/isa.md, "Vector: DS"). The row's shape (`shape::ds` flags) says which
//! operand fields exist; every other field must be zero, as LLVM's decoder
//! requires.

use super::arch::Arch;
use super::decode::DecodeErrorKind;
use super::inst::{mflag, Instruction};
use super::opcodes::Opcode;
use super::shape::{ds, VmemShape};
use super::table::{Format, Imm};
use super::vector::{opcode_bits, opcode_of};
use super::vop::write_vgpr;

use std::fmt::{self, Write};

/// The row's memory shape (every memory row has one).
pub(crate) fn shape(op: Opcode) -> VmemShape {
    match op.sig().imm {
        Imm::Vmem(s) => s,
        _ => VmemShape {
            kind: super::shape::VmemKind::Other,
            data: 0,
            flags: 0,
        },
    }
}

/// The fields of a DS instruction, wherever the generation keeps them.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Fields {
    pub op: u32,
    pub offset0: u32,
    pub offset1: u32,
    pub gds: bool,
    pub addr: u32,
    pub data0: u32,
    pub data1: u32,
    pub vdst: u32,
}

/// gfx6/gfx7 keep the opcode in bits 25:18 and GDS in bit 17; gfx8/gfx9 in
/// bits 24:17 and 16 (bit 25 is gfx90a's ACC: zero here).
fn pre_gfx8(arch: Arch) -> bool {
    arch < Arch::Gfx8
}

/// Splits the two words into fields; `Err` names a reserved bit that is set.
pub(crate) fn fields(arch: Arch, w: u32, s: u32) -> Result<Fields, &'static str> {
    let op = opcode_of(arch, Format::Ds, w);
    let (gds, reserved) = if pre_gfx8(arch) {
        (w >> 17 & 1 != 0, w & (1 << 16))
    } else {
        (w >> 16 & 1 != 0, w & (1 << 25))
    };
    if reserved != 0 {
        return Err("DS reserved bit");
    }
    Ok(Fields {
        op,
        offset0: w & 0xFF,
        offset1: (w >> 8) & 0xFF,
        gds,
        addr: s & 0xFF,
        data0: (s >> 8) & 0xFF,
        data1: (s >> 16) & 0xFF,
        vdst: s >> 24,
    })
}

/// The two words of `f` on `arch`.
pub(crate) fn words(arch: Arch, f: &Fields) -> [u32; 2] {
    let op = opcode_bits(arch, Format::Ds, f.op);
    let gds = if pre_gfx8(arch) {
        (f.gds as u32) << 17
    } else {
        (f.gds as u32) << 16
    };
    [
        0b110110 << 26 | op | gds | f.offset1 << 8 | f.offset0,
        f.vdst << 24 | f.data1 << 16 | f.data0 << 8 | f.addr,
    ]
}

/// VDST's width in registers.
pub(crate) fn dst_dwords(s: VmemShape) -> u32 {
    s.data as u32 * if s.flags & ds::DST_PAIR != 0 { 2 } else { 1 }
}

/// Decodes one DS instruction. Unused operand fields, offsets of `ds_nop`,
/// a GDS bit the row does not allow, and register ranges past v255 are
/// errors in both modes (LLVM's decoder rejects them too).
pub(crate) fn decode(
    arch: Arch,
    w: u32,
    second: Option<u32>,
    canonical: bool,
) -> Result<Instruction, DecodeErrorKind> {
    let s = second.ok_or(DecodeErrorKind::TruncatedLiteral)?;
    let f = fields(arch, w, s).map_err(DecodeErrorKind::NonZeroUnused)?;
    let op = Opcode::lookup(arch, Format::Ds, f.op as u16)
        .ok_or(DecodeErrorKind::UnknownOpcode(Format::Ds, f.op as u16))?;
    let sh = shape(op);
    let has = |b: u16| sh.flags & b != 0;
    let unused = [
        (ds::DST, f.vdst, "VDST"),
        (ds::ADDR, f.addr, "ADDR"),
        (ds::DATA0, f.data0, "DATA0"),
        (ds::DATA1, f.data1, "DATA1"),
    ];
    for (bit, v, name) in unused {
        if !has(bit) && v != 0 {
            return Err(DecodeErrorKind::NonZeroUnused(name));
        }
    }
    if has(ds::NO_OFFSET) && (f.offset0 | f.offset1) != 0 {
        return Err(DecodeErrorKind::NonZeroUnused("OFFSET"));
    }
    if has(ds::GDS) && !f.gds {
        return Err(DecodeErrorKind::Unsupported(
            "GDS clear in a GDS-only instruction",
        ));
    }
    if has(ds::NO_GDS) && f.gds {
        return Err(DecodeErrorKind::Unsupported(
            "GDS set in an LDS-only instruction",
        ));
    }
    if canonical && has(ds::SWIZZLE) && !swizzle_canonical((f.offset1 << 8 | f.offset0) as u16) {
        return Err(DecodeErrorKind::Unsupported(
            "swizzle bit mask that no swizzle(...) text encodes",
        ));
    }
    let data = sh.data as u32;
    let ranges = [
        (ds::DST, f.vdst, dst_dwords(sh), "VDST"),
        (ds::DATA0, f.data0, data, "DATA0"),
        (ds::DATA1, f.data1, data, "DATA1"),
    ];
    for (bit, first, n, field) in ranges {
        if has(bit) && first + n > 256 {
            return Err(DecodeErrorKind::IllegalOperand {
                field,
                code: first as u8,
                why: "register range runs past v255",
            });
        }
    }
    Ok(super::ds::with_words(arch, op, [w, s]))
}

/// The instruction of a two-word memory encoding: vector instructions keep
/// their words (`Instruction::word` and `literal`, with `LIT`).
pub(crate) fn with_words(arch: Arch, op: Opcode, [w, s]: [u32; 2]) -> Instruction {
    let mut inst = Instruction::new(arch, op);
    inst.word = w;
    inst.literal = s;
    inst.flags |= mflag::LIT;
    inst
}

/// Writes a DS instruction in llvm-mc's syntax:
/// `ds_op vdst, addr, data0, data1 offset:N gds`.
pub(crate) fn write(f: &mut dyn Write, inst: &Instruction) -> fmt::Result {
    let sh = shape(inst.op);
    let Ok(x) = fields(inst.arch, inst.word, inst.literal) else {
        return write!(f, ".long 0x{:08x}", inst.word);
    };
    f.write_str(inst.op.mnemonic())?;
    let has = |b: u16| sh.flags & b != 0;
    let data = sh.data;
    let ops = [
        (ds::DST, x.vdst, dst_dwords(sh) as u8),
        (ds::ADDR, x.addr, 1),
        (ds::DATA0, x.data0, data),
        (ds::DATA1, x.data1, data),
    ];
    let mut sep = " ";
    for (bit, n, width) in ops {
        if has(bit) {
            f.write_str(sep)?;
            write_vgpr(f, n as u8, width)?;
            sep = ", ";
        }
    }
    if has(ds::OFFSET2) {
        if x.offset0 != 0 {
            write!(f, " offset0:{}", x.offset0)?;
        }
        if x.offset1 != 0 {
            write!(f, " offset1:{}", x.offset1)?;
        }
    } else {
        let off = x.offset1 << 8 | x.offset0;
        if off != 0 {
            f.write_str(" offset:")?;
            if has(ds::SWIZZLE) {
                write_swizzle(f, off as u16)?;
            } else {
                write!(f, "{off}")?;
            }
        }
    }
    if x.gds {
        f.write_str(" gds")?;
    }
    Ok(())
}

/// Whether a bit-mask swizzle offset is the one its printed text assembles
/// to: per lane-id bit, the (and, or, xor) bits are one of `0` (0,0,0), `1`
/// (0,1,0), `p` (1,0,0) or `i` (1,0,1). Other offsets print as a number or a
/// quad permutation, which always assemble back.
pub(crate) fn swizzle_canonical(imm: u16) -> bool {
    if imm & 0x8000 != 0 {
        return true;
    }
    let and = imm & 0x1F;
    let or = (imm >> 5) & 0x1F;
    let xor = (imm >> 10) & 0x1F;
    or & (and | xor) == 0 && xor & !and == 0
}

/// `ds_swizzle_b32`'s offset as llvm-mc prints it: a `swizzle(...)` macro for
/// the quad-permute (bits 15:8 = 0x80) and bit-mask (bit 15 clear) modes, the
/// number otherwise (docs/isa.md, "Vector: DS").
pub(crate) fn write_swizzle(f: &mut dyn Write, imm: u16) -> fmt::Result {
    if imm & 0xFF00 == 0x8000 {
        let l = |i: u16| (imm >> (2 * i)) & 3;
        return write!(f, "swizzle(QUAD_PERM,{},{},{},{})", l(0), l(1), l(2), l(3));
    }
    if imm & 0x8000 != 0 {
        return write!(f, "{imm}");
    }
    let and = imm & 0x1F;
    let or = (imm >> 5) & 0x1F;
    let xor = (imm >> 10) & 0x1F;
    if and == 0x1F && or == 0 && xor.count_ones() == 1 {
        return write!(f, "swizzle(SWAP,{xor})");
    }
    if and == 0x1F && or == 0 && xor > 0 && (xor + 1).is_power_of_two() {
        return write!(f, "swizzle(REVERSE,{})", xor + 1);
    }
    let group = 0x1F - and + 1;
    if group > 1 && group.is_power_of_two() && or < group && xor == 0 {
        return write!(f, "swizzle(BROADCAST,{group},{or})");
    }
    f.write_str("swizzle(BITMASK_PERM,\"")?;
    let p0 = or ^ xor;
    let p1 = (0x1F & and | or) ^ xor;
    for bit in (0..5).rev() {
        let (a, b) = (p0 >> bit & 1, p1 >> bit & 1);
        f.write_char(match (a == b, a) {
            (true, 0) => '0',
            (true, _) => '1',
            (false, 0) => 'p',
            (false, _) => 'i',
        })?;
    }
    f.write_str("\")")
}
