//! DPP and SDWA (gfx8/gfx9): the extension word of a VOP1/VOP2/VOPC
//! instruction, read once into [`Ext`], and the two places it acts: the
//! operand fetch (DPP's lane permutation of src0, SDWA's operand selects)
//! and the write-back (DPP's row/bank masks and invalid lanes, SDWA's
//! destination select). docs/semantics.md §11.10 "DPP" and §11.11 "SDWA" give the
//! rules and their sources.

use crate::isa::dpp_sdwa::{self, dpp, sdwa};
use crate::isa::vop::Fields;
use crate::isa::Arch;
use crate::state::vgpr::LANES;

/// The extension of a VALU instruction.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) enum Ext {
    /// A plain encoding.
    #[default]
    None,
    Dpp(Dpp),
    Sdwa(Sdwa),
}

/// A DPP word's controls.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Dpp {
    /// dpp_ctrl (9 bits).
    pub ctrl: u32,
    /// BOUND_CTRL set (llvm-mc's `bound_ctrl:0`): an invalid source lane
    /// reads 0 instead of leaving the lane unwritten.
    pub bound_zero: bool,
    pub row_mask: u32,
    pub bank_mask: u32,
}

impl Dpp {
    /// The lane that lane `l` reads src0 from, `None` when the control
    /// names a lane outside the row (shifts) or the wave (wave shifts), or
    /// none (`row_bcast` into the rows it does not feed).
    pub fn source(&self, l: usize) -> Option<usize> {
        let c = self.ctrl;
        let (row, pos) = (l & !15, l & 15);
        let n = (c & 15) as usize;
        match c {
            0..=0xFF => Some((l & !3) | (c as usize >> (2 * (l & 3)) & 3)),
            0x101..=0x10F => (pos + n < 16).then_some(l + n),
            0x111..=0x11F => (pos >= n).then(|| l - n),
            0x121..=0x12F => Some(row | (pos + 16 - n) & 15),
            0x130 => (l < LANES - 1).then_some(l + 1),
            0x134 => Some((l + 1) % LANES),
            0x138 => (l > 0).then(|| l - 1),
            0x13C => Some((l + LANES - 1) % LANES),
            0x140 => Some(row | (15 - pos)),
            0x141 => Some((l & !7) | (7 - (l & 7))),
            0x142 => (l >= 16).then(|| row - 1),
            0x143 => (l >= 32).then_some(31),
            // Reserved values (the decoder refuses them in canonical text;
            // `Ext::read` refuses them before any lane is read).
            _ => None,
        }
    }

    /// The control is one the manuals define.
    pub fn legal(&self) -> bool {
        dpp_sdwa::dpp_ctrl_legal(self.ctrl)
    }

    /// The lanes row_mask and bank_mask leave enabled: row r is lanes
    /// 16r..16r+15, bank b is lanes 4b..4b+3 of every row.
    pub fn enabled(&self) -> u64 {
        let mut m = 0u64;
        for l in 0..LANES {
            let on = self.row_mask >> (l / 16) & 1 != 0 && self.bank_mask >> (l % 16 / 4) & 1 != 0;
            m |= (on as u64) << l;
        }
        m
    }

    /// The lanes whose source lane is valid: named and enabled in `exec`.
    pub fn valid(&self, exec: u64) -> u64 {
        let mut m = 0u64;
        for l in 0..LANES {
            if let Some(s) = self.source(l) {
                m |= (exec >> s & 1) << l;
            }
        }
        m
    }

    /// src0's lanes permuted: lane `l` gets `row[source(l)]`, 0 where the
    /// source is invalid (those lanes are written only with BOUND_CTRL).
    fn permute(&self, row: &mut [u32; LANES], exec: u64) {
        let from = *row;
        for (l, v) in row.iter_mut().enumerate() {
            *v = match self.source(l) {
                Some(s) if exec >> s & 1 != 0 => from[s],
                _ => 0,
            };
        }
    }
}

/// An SDWA word's selects.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Sdwa {
    /// src0_sel, src1_sel (0-3 a byte, 4-5 a word, 6 the dword).
    pub src_sel: [u32; 2],
    pub sext: [bool; 2],
    pub dst_sel: u32,
    /// 0 pad with zeros, 1 sign-extend upward, 2 keep the old bits.
    pub dst_unused: u32,
    /// A gfx9 compare's scalar destination (SD set); VCC otherwise.
    pub sdst: Option<u8>,
}

/// The bit offset and width of a select.
fn field(sel: u32) -> (u32, u32) {
    match sel {
        0..=3 => (8 * sel, 8),
        4 | 5 => (16 * (sel - 4), 16),
        _ => (0, 32),
    }
}

impl Sdwa {
    /// Operand `i`'s selected bits, moved to bit 0 and zero- or (with sext)
    /// sign-extended to 32 bits.
    pub fn select(&self, i: usize, v: u32) -> u32 {
        let (off, width) = field(self.src_sel[i]);
        if width == 32 {
            return v;
        }
        let x = v >> off & ((1 << width) - 1);
        if self.sext[i] {
            ((x << (32 - width)) as i32 >> (32 - width)) as u32
        } else {
            x
        }
    }

    /// The result `v`'s low bits placed in the destination field over the
    /// register's `old` bits: the bits outside it zero, the field's sign
    /// above it (and zeros below), or the old bits.
    pub fn place(&self, v: u32, old: u32) -> u32 {
        let (off, width) = field(self.dst_sel);
        if width == 32 {
            return v;
        }
        let mask = ((1u32 << width) - 1) << off;
        let x = (v << off) & mask;
        match self.dst_unused {
            0 => x,
            1 => {
                let sign = v >> (width - 1) & 1 != 0;
                let above = if off + width >= 32 {
                    0
                } else {
                    u32::MAX << (off + width)
                };
                x | if sign { above } else { 0 }
            }
            _ => (old & !mask) | x,
        }
    }
}

/// Reads the extension word `ext` of a DPP or SDWA instruction with first
/// word `w` into the fields a plain encoding has (VDST, the source codes,
/// abs/neg, clamp, omod) and its [`Ext`].
pub(crate) fn fields(arch: Arch, is_dpp: bool, w: u32, ext: u32) -> (Fields, Ext) {
    let (_, op, vdst, _) = dpp_sdwa::base_fields(w);
    let mut f = Fields {
        op,
        vdst: vdst as u16,
        ..Fields::default()
    };
    for i in 0..2 {
        let (neg, abs) = if is_dpp {
            (dpp::neg(i), dpp::abs(i))
        } else {
            (sdwa::neg(i), sdwa::abs(i))
        };
        f.neg |= ((ext & neg != 0) as u8) << i;
        f.abs |= ((ext & abs != 0) as u8) << i;
    }
    if is_dpp {
        f.src = [256 + (ext & 0xFF) as u16, 256 + (w >> 9 & 0xFF) as u16, 0];
        let d = Dpp {
            ctrl: ext >> dpp::CTRL_SHIFT & 0x1FF,
            bound_zero: ext & dpp::BOUND_CTRL != 0,
            row_mask: ext >> dpp::ROW_SHIFT & 0xF,
            bank_mask: ext >> dpp::BANK_SHIFT & 0xF,
        };
        return (f, Ext::Dpp(d));
    }
    let vopc = w >> 25 == 0x3E;
    f.src = [
        dpp_sdwa::src_code(arch, w, ext, 0),
        dpp_sdwa::src_code(arch, w, ext, 1),
        0,
    ];
    // gfx9 compares keep SDST (and SD) where the others have clamp/omod.
    if !(vopc && arch == Arch::Gfx9) {
        f.clamp = ext & sdwa::CLAMP != 0;
        if arch == Arch::Gfx9 {
            f.omod = (ext >> sdwa::OMOD_SHIFT & 3) as u8;
        }
    }
    let s = Sdwa {
        src_sel: [ext >> sdwa::src_shift(0) & 7, ext >> sdwa::src_shift(1) & 7],
        sext: [ext & sdwa::sext(0) != 0, ext & sdwa::sext(1) != 0],
        dst_sel: if vopc {
            6
        } else {
            ext >> sdwa::DST_SEL_SHIFT & 7
        },
        dst_unused: ext >> sdwa::DST_UNUSED_SHIFT & 3,
        sdst: (vopc && arch == Arch::Gfx9 && ext & sdwa::SD != 0)
            .then_some((ext >> sdwa::SDST_SHIFT & 0x7F) as u8),
    };
    (f, Ext::Sdwa(s))
}

impl Ext {
    /// Source `i`'s lanes as read through the extension: DPP permutes
    /// src0 (invalid source lanes read 0), SDWA selects src0/src1's bits.
    pub fn read(&self, i: usize, row: &mut [u32; LANES], exec: u64) {
        match self {
            Ext::Dpp(d) if i == 0 => d.permute(row, exec),
            Ext::Sdwa(s) if i < 2 => {
                for v in row.iter_mut() {
                    *v = s.select(i, *v);
                }
            }
            _ => {}
        }
    }

    /// The lanes of EXEC (`exec`) the instruction writes.
    pub fn written(&self, exec: u64) -> u64 {
        match self {
            Ext::Dpp(d) => {
                let valid = if d.bound_zero { !0 } else { d.valid(exec) };
                exec & d.enabled() & valid
            }
            _ => exec,
        }
    }

    /// The SDWA compare's scalar destination (gfx9 SD set), if any.
    pub fn sdst(&self) -> Option<u8> {
        match self {
            Ext::Sdwa(s) => s.sdst,
            _ => None,
        }
    }
}
