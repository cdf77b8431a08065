//! EXP: exports (graphics only): decoding, validation and llvm-mc 14's text
//! (docs/isa.md "Vector: VINTRP, EXP, MIMG"). Two words: EN 3:0, TGT 9:4,
//! COMPR 10, DONE 11, VM 12 (bits 25:13 unused), prefix 0b111110 (gfx6/gfx7)
//! or 0b110001 (gfx8/gfx9); then VSRC0..VSRC3, a byte each.

use super::arch::Arch;
use super::decode::DecodeErrorKind;
use super::inst::{mflag, Instruction};
use super::opcodes::Opcode;
use super::table::Format;
use std::fmt::{self, Write};

pub(crate) const COMPR: u32 = 1 << 10;
pub(crate) const DONE: u32 = 1 << 11;
pub(crate) const VM: u32 = 1 << 12;
const UNUSED: u32 = 0x1FFF << 13;

/// The word's prefix (bits 31:26) on `arch`.
pub(crate) fn prefix(arch: Arch) -> u32 {
    if arch >= Arch::Gfx8 {
        0b110001
    } else {
        0b111110
    }
}

/// The target's name; `None` for the reserved targets 10, 11 and 16..31.
pub(crate) fn target_name(t: u32) -> Option<String> {
    match t {
        0..=7 => Some(format!("mrt{t}")),
        8 => Some("mrtz".into()),
        9 => Some("null".into()),
        12..=15 => Some(format!("pos{}", t - 12)),
        32..=63 => Some(format!("param{}", t - 32)),
        _ => None,
    }
}

/// The VSRC field source `k` (0..3) reads: with COMPR, sources 0 and 1
/// are VSRC0 and sources 2 and 3 VSRC1 (two packed halves each).
pub(crate) fn src_field(w: u32, k: usize) -> usize {
    if w & COMPR != 0 {
        k / 2
    } else {
        k
    }
}

/// Decodes an export. `decode` takes only what llvm-mc writes: a named
/// target, zero VSRC bytes where no source reads them, with COMPR an EN of
/// 0, 3, 12 or 15, and the unused bits clear; `decode_code` reads any word
/// as the hardware does (llvm-mc prints `invalid_target_N`).
pub(crate) fn decode(
    arch: Arch,
    w: u32,
    second: Option<u32>,
    canonical: bool,
) -> Result<Instruction, DecodeErrorKind> {
    let v = second.ok_or(DecodeErrorKind::TruncatedLiteral)?;
    let op = Opcode::lookup(arch, Format::Exp, 0).ok_or(DecodeErrorKind::Vector)?;
    if canonical {
        if target_name((w >> 4) & 0x3F).is_none() {
            return Err(DecodeErrorKind::Unsupported("EXP target"));
        }
        if w & UNUSED != 0 {
            return Err(DecodeErrorKind::NonZeroUnused("EXP bits 25:13"));
        }
        let en = w & 0xF;
        let compr = w & COMPR != 0;
        if compr && !matches!(en, 0 | 3 | 12 | 15) {
            return Err(DecodeErrorKind::Unsupported("EXP EN with COMPR"));
        }
        for field in 0..4 {
            let read = (0..4).any(|k| en >> k & 1 != 0 && src_field(w, k) == field);
            if !read && (v >> (8 * field)) & 0xFF != 0 {
                return Err(DecodeErrorKind::NonZeroUnused(
                    "EXP VSRC of a disabled source",
                ));
            }
        }
    }
    let mut inst = Instruction::new(arch, op);
    inst.word = w;
    inst.literal = v;
    inst.flags |= mflag::LIT;
    Ok(inst)
}

/// Writes an export as llvm-objdump-14 does: `exp mrt0 v0, off, v2, v3 done compr vm`.
pub(crate) fn write(f: &mut dyn Write, inst: &Instruction) -> fmt::Result {
    let (w, v) = (inst.word, inst.literal);
    let t = (w >> 4) & 0x3F;
    match target_name(t) {
        Some(n) => write!(f, "exp {n} ")?,
        None => write!(f, "exp invalid_target_{t} ")?,
    }
    for k in 0..4 {
        if k > 0 {
            f.write_str(", ")?;
        }
        if w >> k & 1 != 0 {
            write!(f, "v{}", (v >> (8 * src_field(w, k))) & 0xFF)?;
        } else {
            f.write_str("off")?;
        }
    }
    for (bit, name) in [(DONE, " done"), (COMPR, " compr"), (VM, " vm")] {
        if w & bit != 0 {
            f.write_str(name)?;
        }
    }
    Ok(())
}
