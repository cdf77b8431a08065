//! MIMG: image instructions through a 256-bit resource descriptor (and a
//! 128-bit sampler): decoding, validation and llvm-mc's text (docs/isa.md,
//! "Vector: MIMG"). The row's shape (`shape::mimg` flags) says whether the
//! row samples, takes `d16`, gathers, and which address widths it has.

use super::arch::Arch;
use super::decode::DecodeErrorKind;
use super::inst::Instruction;
use super::opcodes::Opcode;
use super::operand::{self, Kind, Role};
use super::shape::{mimg, VmemKind, VmemShape};
use super::table::Format;
use super::vector::{opcode_bits, opcode_of};
use super::vop::write_vgpr;
use std::fmt::{self, Write};

/// The fields of a MIMG instruction.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Fields {
    pub op: u32,
    pub dmask: u32,
    pub unorm: bool,
    pub glc: bool,
    pub da: bool,
    /// R128 on gfx6..gfx8, A16 on gfx9 (the same bit).
    pub r128: bool,
    pub tfe: bool,
    pub lwe: bool,
    pub slc: bool,
    /// Bit 63: D16 on gfx8/gfx9, unused before.
    pub d16: bool,
    pub vaddr: u32,
    pub vdata: u32,
    /// SRSRC field: the descriptor is `s[4*srsrc : 4*srsrc+7]`.
    pub srsrc: u32,
    /// SSAMP field: the sampler is `s[4*ssamp : 4*ssamp+3]`.
    pub ssamp: u32,
}

/// Bits 58..62 of the instruction (unused on every generation).
const UNUSED_HIGH: u32 = 0x1F << 26;
/// Bits 7..1 of the first word (unused; bit 0 is the opcode's bit 7).
const UNUSED_LOW: u32 = 0xFE;

/// Splits the words (`arch` places the opcode).
pub(crate) fn fields(arch: Arch, w: u32, s: u32) -> Fields {
    let bit = |v: u32, b: u32| v >> b & 1 != 0;
    Fields {
        // Bit 0 is the opcode's bit 7: llvm-mc 14 places the `_g16`
        // samples (128 and up) there, beyond the opcode-position table's 7 bits.
        op: opcode_of(arch, Format::Mimg, w) | (w & 1) << 7,
        dmask: (w >> 8) & 0xF,
        unorm: bit(w, 12),
        glc: bit(w, 13),
        da: bit(w, 14),
        r128: bit(w, 15),
        tfe: bit(w, 16),
        lwe: bit(w, 17),
        slc: bit(w, 25),
        d16: bit(s, 31),
        vaddr: s & 0xFF,
        vdata: (s >> 8) & 0xFF,
        srsrc: (s >> 16) & 0x1F,
        ssamp: (s >> 21) & 0x1F,
    }
}

/// The two words of `f` on `arch`.
pub(crate) fn words(arch: Arch, f: &Fields) -> [u32; 2] {
    let b = |v: bool, n: u32| (v as u32) << n;
    let w = 0b111100 << 26
        | opcode_bits(arch, Format::Mimg, f.op)
        | (f.op >> 7) & 1
        | (f.dmask & 0xF) << 8
        | b(f.unorm, 12)
        | b(f.glc, 13)
        | b(f.da, 14)
        | b(f.r128, 15)
        | b(f.tfe, 16)
        | b(f.lwe, 17)
        | b(f.slc, 25);
    let s = f.vaddr | f.vdata << 8 | f.srsrc << 16 | f.ssamp << 21 | b(f.d16, 31);
    [w, s]
}

/// Whether the row takes `d16` on `arch` (gfx8/gfx9 rows with the flag).
pub(crate) fn has_d16(arch: Arch, sh: VmemShape) -> bool {
    arch >= Arch::Gfx8 && sh.flags & mimg::D16 != 0
}

/// Whether VADDR may be `n` registers wide.
pub(crate) fn vaddr_ok(sh: VmemShape, n: u32) -> bool {
    mimg::WIDTHS
        .iter()
        .position(|&w| w as u32 == n)
        .is_some_and(|k| sh.flags & (mimg::A1 << k) != 0)
}

/// The VADDR width llvm-objdump prints: the narrowest the row has.
pub(crate) fn vaddr_printed(sh: VmemShape) -> u32 {
    (0..mimg::WIDTHS.len())
        .find(|&k| sh.flags & (mimg::A1 << k) != 0)
        .map_or(1, |k| mimg::WIDTHS[k] as u32)
}

/// The VDATA width DMASK, TFE and D16 ask for: one register per enabled
/// component (at least one; four for a gather), halved and rounded up for
/// packed d16 on gfx9, one more with `tfe`.
pub(crate) fn vdata_wanted(arch: Arch, sh: VmemShape, f: &Fields) -> u32 {
    let mut n = if sh.flags & mimg::GATHER4 != 0 {
        4
    } else {
        f.dmask.count_ones().max(1)
    };
    if f.d16 && arch >= Arch::Gfx9 && has_d16(arch, sh) {
        n = n.div_ceil(2);
    }
    n + f.tfe as u32
}

/// Whether the row has a VDATA of `n` registers: atomics their value and
/// its double (`x2` data), gathers 2 (packed d16), 4 and 5 (`tfe`), the
/// others 1 to 5.
pub(crate) fn vdata_exists(sh: VmemShape, n: u32) -> bool {
    let d = sh.data as u32;
    if sh.kind == VmemKind::Atomic {
        n == d || n == 2 * d
    } else if sh.flags & mimg::GATHER4 != 0 {
        matches!(n, 2 | 4 | 5)
    } else {
        (1..=5).contains(&n)
    }
}

/// The VDATA width llvm-objdump prints: the wanted one if the row has it
/// and it fits below v256, else the row's default width.
pub(crate) fn vdata_printed(arch: Arch, sh: VmemShape, f: &Fields) -> u32 {
    let n = vdata_wanted(arch, sh, f);
    if vdata_exists(sh, n) && f.vdata + n <= 256 {
        n
    } else {
        sh.data as u32
    }
}

/// Whether DMASK is one llvm-mc takes for the row: an atomic's 0x1, 0x3 or
/// 0xf, a gather's single channel; anything for the others.
pub(crate) fn dmask_ok(sh: VmemShape, dmask: u32) -> bool {
    if sh.kind == VmemKind::Atomic {
        matches!(dmask, 0x1 | 0x3 | 0xF)
    } else if sh.flags & mimg::GATHER4 != 0 {
        dmask.count_ones() == 1
    } else {
        true
    }
}

/// The name llvm-objdump gives an SRSRC (8 registers) or SSAMP (4) tuple
/// starting at operand code `c`, or `None` where it refuses the field: SGPR
/// tuples up to s103, TTMP tuples up to ttmp15, and on gfx8/gfx9 the 4-wide
/// codes 104 (`xnack_mask`) and, before gfx9, 108 (`tba`).
fn tuple_name(arch: Arch, c: u32, n: u32) -> Option<String> {
    let base = arch.ttmp_base() as u32;
    if c + n <= 104 {
        return Some(format!("s[{}:{}]", c, c + n - 1));
    }
    if (base..124).contains(&c) && c - base + n <= 16 {
        return Some(format!("ttmp[{}:{}]", c - base, c - base + n - 1));
    }
    match (c, n) {
        (104, 4) if arch >= Arch::Gfx8 => Some("xnack_mask".into()),
        (108, 4) if arch == Arch::Gfx8 => Some("tba".into()),
        _ => None,
    }
}

/// Whether the assembler reads the tuple back (a register range of the generation).
fn tuple_canonical(arch: Arch, c: u32, n: u32) -> bool {
    c < 128
        && operand::kind(arch, c as u8) == Some(Kind::Reg)
        && operand::check(arch, c as u8, n as u8, Role::Src).is_ok()
}

/// `illegal operand code CODE in FIELD: WHY`.
fn illegal(field: &'static str, code: u32, why: &'static str) -> DecodeErrorKind {
    super::buffer::illegal(field, code, why)
}

/// Decodes one MIMG instruction (docs/isa.md lists what each mode accepts).
pub(crate) fn decode(
    arch: Arch,
    w: u32,
    second: Option<u32>,
    canonical: bool,
) -> Result<Instruction, DecodeErrorKind> {
    let s = second.ok_or(DecodeErrorKind::TruncatedLiteral)?;
    let f = fields(arch, w, s);
    let op = Opcode::lookup(arch, Format::Mimg, f.op as u16)
        .ok_or(DecodeErrorKind::UnknownOpcode(Format::Mimg, f.op as u16))?;
    let sh = super::ds::shape(op);
    let nonzero = super::buffer::nonzero;
    // llvm-objdump ignores bits 7:1 and 58..62 (and gfx6/gfx7 have no D16 bit).
    if canonical {
        nonzero(w & UNUSED_LOW != 0, "MIMG bits 7-1")?;
        nonzero(s & UNUSED_HIGH != 0, "MIMG bits 58-62")?;
        nonzero(f.d16 && arch < Arch::Gfx8, "D16 (bit 63) before gfx8")?;
    }
    if f.d16 && arch >= Arch::Gfx8 && !has_d16(arch, sh) {
        return Err(DecodeErrorKind::Unsupported(
            "d16 on an instruction without it",
        ));
    }
    let sampler = sh.flags & mimg::SAMPLER != 0;
    nonzero(!sampler && f.ssamp != 0, "SSAMP")?;
    let tuple = |field, code: u32, n: u32| {
        let ok = if canonical {
            tuple_canonical(arch, code, n)
        } else {
            tuple_name(arch, code, n).is_some()
        };
        if ok {
            Ok(())
        } else {
            Err(illegal(field, code, "not a register tuple"))
        }
    };
    tuple("SRSRC", f.srsrc * 4, 8)?;
    if sampler {
        tuple("SSAMP", f.ssamp * 4, 4)?;
    }
    if f.vaddr + vaddr_printed(sh) > 256 {
        return Err(illegal("VADDR", f.vaddr, "register range runs past v255"));
    }
    // llvm-objdump first reads VDATA at the row's default width.
    if f.vdata + (sh.data as u32).max(vdata_printed(arch, sh, &f)) > 256 {
        return Err(illegal("VDATA", f.vdata, "register range runs past v255"));
    }
    if canonical {
        let n = vdata_wanted(arch, sh, &f);
        if !vdata_exists(sh, n) || f.vdata + n > 256 {
            return Err(DecodeErrorKind::Unsupported(
                "no data register range matches DMASK, TFE and D16",
            ));
        }
        if !dmask_ok(sh, f.dmask) {
            return Err(DecodeErrorKind::Unsupported(
                "DMASK the instruction does not take",
            ));
        }
    }
    Ok(super::ds::with_words(arch, op, [w, s]))
}

/// Writes an image instruction in llvm-mc's syntax: `op vdata, vaddr,
/// srsrc[, ssamp] [dmask:0xN] [unorm] [glc] [slc] [r128|a16] [tfe] [lwe]
/// [da] [d16]`.
pub(crate) fn write(f: &mut dyn Write, inst: &Instruction) -> fmt::Result {
    let arch = inst.arch;
    let x = fields(arch, inst.word, inst.literal);
    let sh = super::ds::shape(inst.op);
    let name = |c: u32, n: u32| tuple_name(arch, c, n).unwrap_or_else(|| format!("<bad {c}>"));
    f.write_str(inst.op.mnemonic())?;
    f.write_char(' ')?;
    write_vgpr(f, x.vdata as u8, vdata_printed(arch, sh, &x) as u8)?;
    f.write_str(", ")?;
    write_vgpr(f, x.vaddr as u8, vaddr_printed(sh) as u8)?;
    write!(f, ", {}", name(x.srsrc * 4, 8))?;
    if sh.flags & mimg::SAMPLER != 0 {
        write!(f, ", {}", name(x.ssamp * 4, 4))?;
    }
    if x.dmask != 0 {
        write!(f, " dmask:0x{:x}", x.dmask)?;
    }
    let r128 = if arch >= Arch::Gfx9 { " a16" } else { " r128" };
    for (on, text) in [
        (x.unorm, " unorm"),
        (x.glc, " glc"),
        (x.slc, " slc"),
        (x.r128, r128),
        (x.tfe, " tfe"),
        (x.lwe, " lwe"),
        (x.da, " da"),
        (x.d16 && has_d16(arch, sh), " d16"),
    ] {
        if on {
            f.write_str(text)?;
        }
    }
    Ok(())
}
