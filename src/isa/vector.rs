//! Length decoding of the vector encodings of gfx6..gfx9: which encoding family
//! a first word belongs to and how many words the instruction takes, so code
//! around vector instructions can be disassembled and walked, and the dispatch
//! of a vector instruction to its family's decoder and formatter (`vop`,
//! `dpp_sdwa`, `vintrp`, `ds`, `buffer`, `flat`, `mimg`, `exp`). The engines do
//! not execute these instructions yet; reaching one at run time ends the wave
//! with error kind `unsupported` (`docs/code-objects.md`).
//!
//! One table (`ENCODINGS`) holds every family's identifying bits per
//! generation; the only other length facts are the 32-bit literal of VOP1,
//! VOP2 and VOPC, the always-present constant of `v_madmk`/`v_madak`, and the
//! SDWA/DPP extension word selected by src0 on gfx8/gfx9.

use super::arch::Arch;
use super::decode::DecodeErrorKind;
use super::inst::Instruction;
use super::table::Format;
use super::target::Target;
use std::fmt;

/// A vector encoding family, named as in the AMD manuals.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum VectorFamily {
    Vop1,
    Vop2,
    Vopc,
    Vop3,
    Vop3p,
    Sdwa,
    Dpp,
    Vintrp,
    Ds,
    Mubuf,
    Mtbuf,
    Mimg,
    Exp,
    Flat,
    Global,
    Scratch,
}

impl VectorFamily {
    /// Every family, in the order reports count them.
    pub const ALL: [VectorFamily; 16] = [
        VectorFamily::Vop1,
        VectorFamily::Vop2,
        VectorFamily::Vopc,
        VectorFamily::Vop3,
        VectorFamily::Vop3p,
        VectorFamily::Sdwa,
        VectorFamily::Dpp,
        VectorFamily::Vintrp,
        VectorFamily::Ds,
        VectorFamily::Mubuf,
        VectorFamily::Mtbuf,
        VectorFamily::Mimg,
        VectorFamily::Exp,
        VectorFamily::Flat,
        VectorFamily::Global,
        VectorFamily::Scratch,
    ];

    /// The manual's name (`VOP3`, `MUBUF`, ...).
    pub fn name(self) -> &'static str {
        match self {
            VectorFamily::Vop1 => "VOP1",
            VectorFamily::Vop2 => "VOP2",
            VectorFamily::Vopc => "VOPC",
            VectorFamily::Vop3 => "VOP3",
            VectorFamily::Vop3p => "VOP3P",
            VectorFamily::Sdwa => "SDWA",
            VectorFamily::Dpp => "DPP",
            VectorFamily::Vintrp => "VINTRP",
            VectorFamily::Ds => "DS",
            VectorFamily::Mubuf => "MUBUF",
            VectorFamily::Mtbuf => "MTBUF",
            VectorFamily::Mimg => "MIMG",
            VectorFamily::Exp => "EXP",
            VectorFamily::Flat => "FLAT",
            VectorFamily::Global => "GLOBAL",
            VectorFamily::Scratch => "SCRATCH",
        }
    }
}

impl fmt::Display for VectorFamily {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A length-decoded vector instruction.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct VectorInst {
    pub family: VectorFamily,
    /// Length in 32-bit words (1 to 3).
    pub len_words: usize,
}

/// Base families before src0 or the segment field refine them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Base {
    Vop1,
    Vop2,
    Vopc,
    Vop3,
    Vop3p,
    Vintrp,
    Ds,
    Mubuf,
    Mtbuf,
    Mimg,
    Exp,
    Flat,
}

/// One encoding: the first word's top `bits` bits equal `value` on the
/// generations marked in `on` (gfx6, gfx7, gfx8, gfx9); 64-bit families are
/// `words = 2`. More specific rows (longer prefixes) come first.
struct Encoding {
    base: Base,
    bits: u32,
    value: u32,
    on: [bool; 4],
    words: usize,
}

const ALL4: [bool; 4] = [true; 4];
const SI_CI: [bool; 4] = [true, true, false, false];
const VI_GFX9: [bool; 4] = [false, false, true, true];

const fn enc(base: Base, bits: u32, value: u32, on: [bool; 4], words: usize) -> Encoding {
    Encoding {
        base,
        bits,
        value,
        on,
        words,
    }
}

/// The identifying prefix of each vector encoding per generation.
const ENCODINGS: [Encoding; 14] = [
    enc(Base::Vop3p, 9, 0b110100111, [false, false, false, true], 2),
    enc(Base::Vopc, 7, 0b0111110, ALL4, 1),
    enc(Base::Vop1, 7, 0b0111111, ALL4, 1),
    enc(Base::Vop2, 1, 0b0, ALL4, 1),
    enc(Base::Vintrp, 6, 0b110010, SI_CI, 1),
    enc(Base::Vintrp, 6, 0b110101, VI_GFX9, 1),
    enc(Base::Vop3, 6, 0b110100, ALL4, 2),
    enc(Base::Ds, 6, 0b110110, ALL4, 2),
    enc(Base::Flat, 6, 0b110111, [false, true, true, true], 2),
    enc(Base::Mubuf, 6, 0b111000, ALL4, 2),
    enc(Base::Mtbuf, 6, 0b111010, ALL4, 2),
    enc(Base::Mimg, 6, 0b111100, ALL4, 2),
    enc(Base::Exp, 6, 0b111110, SI_CI, 2),
    enc(Base::Exp, 6, 0b110001, VI_GFX9, 2),
];

/// src0 codes that select a literal or an extension word.
const SRC0_LITERAL: u32 = 255;
const SRC0_SDWA: u32 = 0xF9;
const SRC0_DPP: u32 = 0xFA;

/// VOP2 opcodes that always carry a 32-bit constant after the word
/// (`v_madmk_f32`, `v_madak_f32`, and on gfx8/gfx9 their f16 forms).
fn vop2_has_constant(arch: Arch, op: u32) -> bool {
    match arch {
        Arch::Gfx6 | Arch::Gfx7 => matches!(op, 0x20 | 0x21),
        Arch::Gfx8 | Arch::Gfx9 => matches!(op, 0x17 | 0x18 | 0x24 | 0x25),
    }
}

/// The vector family and length of the instruction whose first word is
/// `words[0]`, or `None` when the word starts no vector encoding of `arch`
/// (a scalar word, or no instruction at all) or the instruction would run
/// past the end of `words`.
pub fn decode(arch: Arch, words: &[u32]) -> Option<VectorInst> {
    let &w = words.first()?;
    let e = ENCODINGS
        .iter()
        .find(|e| e.on[arch.index()] && w >> (32 - e.bits) == e.value)?;
    let src0 = w & 0x1FF;
    let ext = arch >= Arch::Gfx8;
    let (family, len_words) = match e.base {
        Base::Vop1 | Base::Vop2 | Base::Vopc => {
            let family = match e.base {
                Base::Vop1 => VectorFamily::Vop1,
                Base::Vop2 => VectorFamily::Vop2,
                _ => VectorFamily::Vopc,
            };
            let vop2_k = e.base == Base::Vop2 && vop2_has_constant(arch, (w >> 25) & 0x3F);
            if ext && src0 == SRC0_SDWA {
                (VectorFamily::Sdwa, 2)
            } else if ext && src0 == SRC0_DPP {
                (VectorFamily::Dpp, 2)
            } else if src0 == SRC0_LITERAL || vop2_k {
                (family, 2)
            } else {
                (family, 1)
            }
        }
        Base::Vop3 => (VectorFamily::Vop3, e.words),
        Base::Vop3p => (VectorFamily::Vop3p, e.words),
        Base::Vintrp => (VectorFamily::Vintrp, e.words),
        Base::Ds => (VectorFamily::Ds, e.words),
        Base::Mubuf => (VectorFamily::Mubuf, e.words),
        Base::Mtbuf => (VectorFamily::Mtbuf, e.words),
        Base::Mimg => (VectorFamily::Mimg, e.words),
        Base::Exp => (VectorFamily::Exp, e.words),
        Base::Flat => {
            // gfx9's SEG field (bits 15:14) splits FLAT into FLAT, SCRATCH, GLOBAL.
            let family = match (arch, (w >> 14) & 3) {
                (Arch::Gfx9, 1) => VectorFamily::Scratch,
                (Arch::Gfx9, 2) => VectorFamily::Global,
                _ => VectorFamily::Flat,
            };
            (family, e.words)
        }
    };
    (len_words <= words.len()).then_some(VectorInst { family, len_words })
}

/// Where a vector format keeps its opcode in the first dword on `arch`:
/// `(prefix, shift, bits)`, the word of the row with every other field 0
/// being `prefix | num << shift` (docs/isa.md §3.1). The family decoders
/// read their opcodes through it ([`opcode_of`]), the DS and buffer encoders
/// place them through it ([`opcode_bits`]), and `gcnjit ops` lists the rows'
/// first words from it.
pub fn opcode_field(arch: Arch, format: Format) -> Option<(u32, u32, u32)> {
    let gfx8 = arch >= Arch::Gfx8;
    Some(match format {
        Format::Vop1 => (0x7E00_0000, 9, 8),
        Format::Vop2 => (0, 25, 6),
        Format::Vopc => (0x7C00_0000, 17, 8),
        Format::Vop3 if gfx8 => (0xD000_0000, 16, 10),
        Format::Vop3 => (0xD000_0000, 17, 9),
        Format::Vop3p if arch == Arch::Gfx9 => (0xD380_0000, 16, 7),
        Format::Vintrp if gfx8 => (0xD400_0000, 16, 2),
        Format::Vintrp => (0xC800_0000, 16, 2),
        Format::Ds if gfx8 => (0xD800_0000, 17, 8),
        Format::Ds => (0xD800_0000, 18, 8),
        Format::Mubuf => (0xE000_0000, 18, 7),
        Format::Mtbuf if gfx8 => (0xE800_0000, 15, 4),
        Format::Mtbuf => (0xE800_0000, 16, 3),
        Format::Mimg => (0xF000_0000, 18, 7),
        Format::Exp if gfx8 => (0xC400_0000, 0, 0),
        Format::Exp => (0xF800_0000, 0, 0),
        Format::Flat if arch >= Arch::Gfx7 => (0xDC00_0000, 18, 7),
        Format::Global if arch == Arch::Gfx9 => (0xDC00_8000, 18, 7),
        Format::Scratch if arch == Arch::Gfx9 => (0xDC00_4000, 18, 7),
        _ => return None,
    })
}

/// The opcode field of first word `w` of vector `format` on `arch` (0 for a
/// format the generation lacks).
pub fn opcode_of(arch: Arch, format: Format, w: u32) -> u32 {
    opcode_field(arch, format).map_or(0, |(_, shift, bits)| (w >> shift) & ((1 << bits) - 1))
}

/// Opcode `num` at its place in the first word of vector `format` on `arch`.
pub fn opcode_bits(arch: Arch, format: Format, num: u32) -> u32 {
    opcode_field(arch, format).map_or(0, |(_, shift, bits)| (num & ((1 << bits) - 1)) << shift)
}

/// The first dword of row `num` of vector `format` on `arch`, every other
/// field 0 (what `gcnjit ops` lists).
pub fn opcode_word(arch: Arch, format: Format, num: u16) -> Option<u32> {
    let (prefix, shift, bits) = opcode_field(arch, format)?;
    ((num as u32) < (1 << bits) || bits == 0).then(|| prefix | (num as u32) << shift)
}

/// Decodes the vector instruction whose first word is `w` (`next` is the
/// following word, if any) into its opcode-table row, through its family's
/// decoder. `canonical` as in `decode::decode_word`: only words some assembly
/// text produces, else what the hardware reads. A family whose decoder does
/// not know the word answers [`DecodeErrorKind::Vector`].
pub fn decode_inst(
    target: Target,
    w: u32,
    next: Option<u32>,
    canonical: bool,
) -> Result<Instruction, DecodeErrorKind> {
    let arch = target.arch;
    let words: &[u32] = match next {
        Some(n) => &[w, n],
        None => &[w],
    };
    let Some(v) = decode(arch, words) else {
        // A vector prefix whose second word is missing is cut off; any other
        // word starts no instruction of `arch`.
        return Err(match decode(arch, &[w, 0]) {
            Some(_) => DecodeErrorKind::TruncatedLiteral,
            None => DecodeErrorKind::Vector,
        });
    };
    let second = if v.len_words == 2 { next } else { None };
    use VectorFamily as F;
    match v.family {
        F::Vop1 | F::Vop2 | F::Vopc | F::Vop3 | F::Vop3p => {
            super::vop::decode(target, v.family, w, second, canonical)
        }
        F::Dpp | F::Sdwa => super::dpp_sdwa::decode(target, v.family, w, second, canonical),
        F::Vintrp => super::vintrp::decode(arch, w, canonical),
        F::Ds => super::ds::decode(arch, w, second, canonical),
        F::Mubuf | F::Mtbuf => super::buffer::decode(arch, v.family, w, second, canonical),
        F::Flat | F::Global | F::Scratch => {
            super::flat::decode(arch, v.family, w, second, canonical)
        }
        F::Mimg => super::mimg::decode(arch, w, second, canonical),
        F::Exp => super::exp::decode(arch, w, second, canonical),
    }
}

/// The family a decoded vector instruction was encoded in (`Vop3` for a
/// VOP1 row written `_e64`, `Dpp` for one with a DPP word ...).
pub fn family_of(inst: &Instruction) -> Option<VectorFamily> {
    let words: &[u32] = &[inst.word, inst.literal];
    inst.op
        .format()
        .is_vector()
        .then(|| decode(inst.arch, words))?
        .map(|v| v.family)
}

/// Writes a decoded vector instruction in llvm-mc's syntax, through its
/// family's formatter.
pub fn write_inst(f: &mut dyn fmt::Write, inst: &Instruction) -> fmt::Result {
    use VectorFamily as F;
    match family_of(inst) {
        Some(F::Vop1 | F::Vop2 | F::Vopc | F::Vop3 | F::Vop3p) => super::vop::write(f, inst),
        Some(F::Dpp | F::Sdwa) => super::dpp_sdwa::write(f, inst),
        Some(F::Vintrp) => super::vintrp::write(f, inst),
        Some(F::Ds) => super::ds::write(f, inst),
        Some(F::Mubuf | F::Mtbuf) => super::buffer::write(f, inst),
        Some(F::Flat | F::Global | F::Scratch) => super::flat::write(f, inst),
        Some(F::Mimg) => super::mimg::write(f, inst),
        Some(F::Exp) => super::exp::write(f, inst),
        None => write!(f, ".long 0x{:08x}", inst.word),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scalar_words_are_not_vector() {
        // s_mov_b32 s0, s1 and s_endpgm on every generation.
        for arch in Arch::ALL {
            assert_eq!(decode(arch, &[0xbe800001]), None);
            assert_eq!(decode(arch, &[0xbf810000]), None);
        }
        // gfx8 SMEM is not a vector encoding.
        assert_eq!(decode(Arch::Gfx8, &[0xc0020000, 0]), None);
    }

    #[test]
    fn truncated_instructions_are_not_decoded() {
        // v_add_f32 v0, 0x12345, v1 (VOP2 with a literal) without its literal.
        assert_eq!(decode(Arch::Gfx9, &[0x020002ff]), None);
        assert_eq!(
            decode(Arch::Gfx9, &[0x020002ff, 0x12345]),
            Some(VectorInst {
                family: VectorFamily::Vop2,
                len_words: 2
            })
        );
    }
}
