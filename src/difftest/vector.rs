//! Vector instructions and VGPR contents for generated cases
//! ([`GenConfig::vector`](super::GenConfig::vector)): the engines are compared
//! on the vector rows the interpreter executes, and on the forms it refuses
//! (which end the wave with `unsupported` at the same place on every engine).
//!
//! A candidate is the row's opcode at its place in the first word, random bits
//! everywhere else, then the fields that name VGPRs, sources and descriptors
//! drawn towards registers the initial wave fills with addresses and edge
//! values. The decoder judges the words as it does for scalar candidates
//! (docs/isa.md: only words some assembly text produces).

use super::gen::MEM_BASE;
use super::rng::{Choices, Rng};
use crate::isa::table::Format;
use crate::isa::vector::opcode_word;
use crate::isa::{decode, Arch, Instruction, Opcode};
use crate::state::Wave;

/// VGPRs the generator fills and its operands mostly name.
pub const FILLED: usize = 16;

/// A bit field of a vector encoding: word (0 or 1), lowest bit, width.
#[derive(Clone, Copy)]
struct Field(usize, u32, u32);

/// What to draw for a field.
#[derive(Clone, Copy)]
enum Draw {
    /// A VGPR number (8 bits).
    Vgpr,
    /// A 9-bit source operand (SGPR, constant, literal or VGPR).
    Src,
    /// VOP3's 8-bit destination: a VGPR, or an SGPR (pair) or VCC for the
    /// rows that write a mask.
    Dst,
    /// Modifier or flag bits: random one time in three, else 0.
    Bits,
    /// A fixed value.
    Is(u32),
    /// A small value below the bound.
    Below(u32),
    /// One of the values.
    OneOf(&'static [u32]),
    /// A 64-bit address: mostly `v[0:1]` or `v[2:3]`, which hold addresses
    /// in the data region.
    Addr,
    /// A 32-bit offset: mostly `v4` or `v5`, which hold small per-lane
    /// offsets.
    Offset,
    /// A DPP control that names an operation (docs/isa.md, "Vector: DPP").
    DppCtrl,
}

/// The fields to draw for `format` on `arch`, and for the DPP or SDWA word
/// (`ext`); every other bit is 0.
fn fields(arch: Arch, format: Format, ext: Option<u32>) -> Vec<(Field, Draw)> {
    use Draw::*;
    let gfx8 = arch >= Arch::Gfx8;
    let mut v = match format {
        Format::Vop1 => vec![(Field(0, 17, 8), Vgpr), (Field(0, 0, 9), Src)],
        Format::Vop2 => vec![
            (Field(0, 17, 8), Vgpr),
            (Field(0, 9, 8), Vgpr),
            (Field(0, 0, 9), Src),
        ],
        Format::Vopc => vec![(Field(0, 9, 8), Vgpr), (Field(0, 0, 9), Src)],
        Format::Vop3 | Format::Vop3p => {
            let mut v = vec![
                (Field(0, 0, 8), Dst),
                (Field(1, 0, 9), Src),
                (Field(1, 9, 9), Src),
                (Field(1, 18, 9), Src),
                (Field(0, 8, 3), Bits),
                (Field(1, 29, 3), Bits),
            ];
            if format == Format::Vop3p {
                v.extend([
                    (Field(0, 11, 3), Bits),
                    (Field(0, 14, 1), Bits),
                    (Field(0, 15, 1), Bits),
                    (Field(1, 27, 2), Bits),
                ]);
            } else if gfx8 {
                v.extend([
                    (Field(0, 11, 4), Bits),
                    (Field(0, 15, 1), Bits),
                    (Field(1, 27, 2), Bits),
                ]);
            } else {
                // gfx6/gfx7: CLAMP in bit 11, or VOP3b's SDST in bits 14:8.
                v.extend([
                    (Field(0, 11, 1), Bits),
                    (Field(0, 8, 7), OneOf(&[106, 0, 2, 4, 12, 106])),
                    (Field(1, 27, 2), Bits),
                ]);
            }
            v
        }
        Format::Ds => vec![
            (Field(0, 0, 8), Below(64)),
            (Field(0, 8, 8), Below(64)),
            (Field(1, 0, 8), Offset),
            (Field(1, 8, 8), Vgpr),
            (Field(1, 16, 8), Vgpr),
            (Field(1, 24, 8), Vgpr),
        ],
        Format::Mubuf | Format::Mtbuf => vec![
            (Field(0, 0, 12), Below(64)),
            (Field(0, 12, 1), Bits),
            (Field(0, 13, 1), Bits),
            (Field(0, 14, 1), Bits),
            (Field(0, 15, 1), if gfx8 { Is(0) } else { Bits }),
            (Field(0, 17, 1), if gfx8 { Bits } else { Is(0) }),
            (Field(1, 22, 1), if gfx8 { Is(0) } else { Bits }),
            (Field(1, 0, 8), Offset),
            (Field(1, 8, 8), Vgpr),
            (Field(1, 16, 5), Is(6)),
            (Field(1, 24, 8), OneOf(&[128, 128, 30, 129])),
        ],
        Format::Flat | Format::Global | Format::Scratch => vec![
            (
                Field(0, 0, 13),
                if arch == Arch::Gfx9 { Below(64) } else { Is(0) },
            ),
            (Field(0, 16, 1), Bits),
            (Field(0, 17, 1), Bits),
            (
                Field(1, 0, 8),
                if format == Format::Flat { Addr } else { Offset },
            ),
            (Field(1, 8, 8), Vgpr),
            (
                Field(1, 16, 7),
                if arch == Arch::Gfx9 {
                    OneOf(&[0x7F, 0x7F, 20, 22])
                } else {
                    Is(0)
                },
            ),
            (Field(1, 24, 8), Vgpr),
        ],
        _ => Vec::new(),
    };
    match ext {
        Some(DPP) => v.extend([
            (Field(1, 8, 9), DppCtrl),
            (Field(1, 19, 1), Bits),
            (Field(1, 20, 4), Bits),
            (Field(1, 24, 4), OneOf(&[0xF, 0xF, 0x5, 0xA, 0x1])),
            (Field(1, 28, 4), OneOf(&[0xF, 0xF, 0x3, 0xC, 0x8])),
        ]),
        Some(_) => v.extend([
            (Field(1, 8, 3), Below(7)),
            (Field(1, 11, 2), Below(3)),
            (Field(1, 13, 1), Bits),
            (Field(1, 16, 3), Below(7)),
            (Field(1, 19, 3), Bits),
            (Field(1, 24, 3), Below(7)),
            (Field(1, 27, 3), Bits),
        ]),
        None => {}
    }
    v
}

/// src0 codes that select the DPP and SDWA extension words.
const DPP: u32 = 0xFA;
const SDWA: u32 = 0xF9;

fn draw(r: &mut Choices, d: Draw) -> u32 {
    match d {
        Draw::Vgpr => vgpr(r),
        Draw::Src => match r.below(10) {
            0..=4 => 256 + vgpr(r),
            5..=6 => r.below(32) as u32,
            7 => 128 + r.below(81) as u32,
            8 => *r.pick(&[106, 107, 124, 126, 127, 240, 242, 243, 248]),
            _ => 255,
        },
        Draw::Dst => match r.below(8) {
            0 => 106,
            1 => 2 * r.below(8) as u32,
            _ => vgpr(r),
        },
        Draw::Bits => {
            if r.chance(1, 3) {
                r.next_u32()
            } else {
                0
            }
        }
        Draw::Is(v) => v,
        Draw::Below(n) => r.below(n as u64) as u32,
        Draw::OneOf(vs) => *r.pick(vs),
        Draw::Addr => match r.below(8) {
            0..=5 => 2 * r.below(2) as u32,
            _ => vgpr(r),
        },
        Draw::Offset => match r.below(8) {
            0..=5 => 4 + r.below(2) as u32,
            _ => vgpr(r),
        },
        Draw::DppCtrl => match r.below(8) {
            0..=2 => r.below(256) as u32,
            3 => 0x100 + r.below(16) as u32,
            4 => 0x110 + r.below(16) as u32,
            5 => 0x120 + r.below(16) as u32,
            6 => *r.pick(&[0x130, 0x134, 0x138, 0x13C]),
            _ => *r.pick(&[0x140, 0x141, 0x142, 0x143]),
        },
    }
}

fn vgpr(r: &mut Choices) -> u32 {
    if r.chance(15, 16) {
        r.below(FILLED as u64) as u32
    } else {
        r.below(256) as u32
    }
}

fn put(words: &mut [u32; 2], Field(k, lo, n): Field, v: u32) {
    let mask = if n == 32 { u32::MAX } else { (1 << n) - 1 };
    words[k] = (words[k] & !(mask << lo)) | (v & mask) << lo;
}

/// One candidate for vector row `op` on `arch`, or `None` when the decoder
/// refuses the words drawn (the caller draws again). VOP1, VOP2 and VOPC rows
/// are written in their VOP3 form a quarter of the time and, on gfx8 and
/// gfx9, in a DPP or SDWA form an eighth of the time each.
pub fn candidate(arch: Arch, op: Opcode, r: &mut Choices) -> Option<Instruction> {
    let format = op.format();
    let num = op.number(arch)?;
    let promoted = matches!(format, Format::Vop1 | Format::Vop2 | Format::Vopc);
    let mut ext = None;
    if promoted {
        match r.below(8) {
            0 | 1 => {
                let n = crate::isa::table::vop3_number(arch, format, num)?;
                return build(arch, op, Format::Vop3, n, r, None);
            }
            2 if arch >= Arch::Gfx8 => ext = Some(DPP),
            3 if arch >= Arch::Gfx8 => ext = Some(SDWA),
            _ => {}
        }
    }
    build(arch, op, format, num, r, ext)
}

fn build(
    arch: Arch,
    op: Opcode,
    format: Format,
    num: u16,
    r: &mut Choices,
    ext: Option<u32>,
) -> Option<Instruction> {
    let mut words = [opcode_word(arch, format, num)?, 0];
    let fields = fields(arch, format, ext);
    for &(f, d) in &fields {
        let v = draw(r, d);
        put(&mut words, f, v);
    }
    if let Some(e) = ext {
        // The extension word's first byte is src0, a VGPR.
        put(&mut words, Field(0, 0, 9), e);
        put(&mut words, Field(1, 0, 8), vgpr(r));
    } else if words[1] == 0 && fields.iter().all(|(f, _)| f.0 == 0) {
        // A literal, if src0 asks for one.
        words[1] = r.next_u32();
    }
    let try_words = |w: &[u32; 2]| decode(arch, w, 0).ok().filter(|i| i.op == op);
    if let Some(i) = try_words(&words) {
        return Some(i);
    }
    // Fields the row does not use must be 0 in words some text produces:
    // clear fewest first (the operands a row lacks, a modifier it refuses).
    let n = fields.len().min(10);
    let mut subsets: Vec<u32> = (1..1u32 << n).collect();
    subsets.sort_by_key(|m| m.count_ones());
    subsets.into_iter().find_map(|m| {
        let mut w = words;
        for (k, &(f, _)) in fields.iter().enumerate().take(n) {
            if m & (1 << k) != 0 {
                put(&mut w, f, 0);
            }
        }
        try_words(&w)
    })
}

/// Fills `v0`..`v15` of a generated wave, pair by pair: `v[0:1]` and
/// `v[2:3]` 64-bit addresses into the data region (the high half 0; in one
/// register of four, one lane may stray past it), `v4`/`v5` small per-lane offsets (LDS and buffer
/// addresses), the other pairs any of those, edge integers or edge floats. One choice seeds a
/// generator for the lanes, so a fuzzer's input spends a few bytes on them.
pub fn fill_vgprs(r: &mut Choices, w: &mut Wave) {
    let kinds: Vec<u64> = (0..FILLED / 2)
        .map(|p| match p {
            0 | 1 => 0,
            2 => 1,
            _ => r.below(4),
        })
        .collect();
    let mut g = Rng::new(r.next_u64());
    for (pair, kind) in kinds.into_iter().enumerate() {
        let (lo, hi) = (2 * pair, 2 * pair + 1);
        // One address register in four has a lane that may stray.
        let stray = if g.below(4) == 0 { g.below(64) } else { 64 };
        for l in 0..64 {
            let (a, b) = match kind {
                0 => {
                    let off = if l as u64 == stray {
                        g.below(600)
                    } else {
                        4 * l as u64
                    };
                    let addr = MEM_BASE + (off & !3);
                    (addr as u32, (addr >> 32) as u32)
                }
                1 => {
                    let off = (4 * l as u32 + 4 * g.below(8) as u32) & 0x1FC;
                    (off, g.below(64) as u32 * 4)
                }
                2 => (edge(&mut g), edge(&mut g)),
                _ => (edge_f32(&mut g), edge_f32(&mut g)),
            };
            w.vgpr.set(lo, l, a);
            w.vgpr.set(hi, l, b);
        }
    }
}

fn edge(g: &mut Rng) -> u32 {
    const EDGES: [u32; 8] = [
        0,
        1,
        2,
        u32::MAX,
        0x8000_0000,
        0x7FFF_FFFF,
        0xFFFF,
        0x1_0000,
    ];
    match g.below(3) {
        0 => EDGES[g.below(EDGES.len() as u64) as usize],
        1 => g.next_u32() & 0xFF,
        _ => g.next_u32(),
    }
}

/// Floats that test rounding, signs, infinities, NaNs and denormals (f32
/// bits; as halves of an f64 or packed f16s they are other edge values).
fn edge_f32(g: &mut Rng) -> u32 {
    const F: [u32; 14] = [
        0x0000_0000, // +0
        0x8000_0000, // -0
        0x3F80_0000, // 1
        0xBF80_0000, // -1
        0x3F00_0000, // 0.5
        0x7F80_0000, // inf
        0xFF80_0000, // -inf
        0x7FC0_0000, // quiet NaN
        0x7F80_0001, // signalling NaN
        0x0000_0001, // smallest denormal
        0x807F_FFFF, // largest negative denormal
        0x7F7F_FFFF, // largest finite
        0x4B80_0000, // 2^24
        0x3C00_3C00, // two f16 ones
    ];
    if g.below(4) == 0 {
        g.next_u32()
    } else {
        F[g.below(F.len() as u64) as usize]
    }
}
