//! Typed buffer accesses: `buffer_load/store_format_*` (the format of the
//! V#) and `tbuffer_*` (the instruction's DFMT/NFMT), with their d16 forms
//! (docs/semantics.md, "Typed buffer accesses"). A lane's element is read as
//! little-endian bits, split into components X, Y, Z, W from bit 0 up, and
//! each is converted by the number format.

use super::{check_vgprs, Lanes};
use crate::interp::valu::{Fault, Res};
use crate::interp::why;
use crate::isa::Arch;
use crate::run::ErrorKind;
use crate::state::vgpr::LANES;
use crate::state::Wave;
use half::f16;

/// Which half a d16 format access uses: none (32-bit components), d16
/// (16-bit components, packed two a register on gfx9, one a register on
/// gfx8), or gfx9's `_d16_hi_x` (the high half of VDATA).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum D16 {
    No,
    Yes,
    Hi,
}

/// A typed access: how many components the instruction moves (x = 1 ...
/// xyzw = 4), whether it stores, and its d16 form.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Typed {
    pub n: u8,
    pub store: bool,
    pub d16: D16,
}

/// `buffer_load_format_xy`, `tbuffer_store_format_d16_x`, ... as a
/// [`Typed`] access.
pub(crate) fn parse(m: &str) -> Option<Typed> {
    let rest = m
        .strip_prefix("tbuffer_")
        .or_else(|| m.strip_prefix("buffer_"))?;
    let (kind, rest) = rest.split_once("_format_")?;
    let (d16, comps) = if let Some(c) = rest.strip_prefix("d16_hi_") {
        (D16::Hi, c)
    } else if let Some(c) = rest.strip_prefix("d16_") {
        (D16::Yes, c)
    } else {
        (D16::No, rest)
    };
    let n = match comps {
        "x" => 1,
        "xy" => 2,
        "xyz" => 3,
        "xyzw" => 4,
        _ => return None,
    };
    let store = match kind {
        "load" => false,
        "store" => true,
        _ => return None,
    };
    Some(Typed { n, store, d16 })
}

/// The components' widths of data format `dfmt` (X first), or `None` for
/// INVALID and the reserved format 15.
fn widths(dfmt: u32) -> Option<&'static [u32]> {
    Some(match dfmt {
        1 => &[8],
        2 => &[16],
        3 => &[8, 8],
        4 => &[32],
        5 => &[16, 16],
        6 => &[11, 11, 10],
        7 => &[10, 11, 11],
        8 => &[2, 10, 10, 10],
        9 => &[10, 10, 10, 2],
        10 => &[8, 8, 8, 8],
        11 => &[32, 32],
        12 => &[16, 16, 16, 16],
        13 => &[32, 32, 32],
        14 => &[32, 32, 32, 32],
        _ => return None,
    })
}

/// A data and number format, and the V#'s DST_SEL_X..W (3 bits each from
/// bit 0): which component (4..7: X..W) or constant (0, 1) each loaded
/// register receives.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Format {
    pub dfmt: u32,
    pub nfmt: u32,
    pub sel: u32,
}

const UNORM: u32 = 0;
const SNORM: u32 = 1;
const USCALED: u32 = 2;
const SSCALED: u32 = 3;
const UINT: u32 = 4;
const SINT: u32 = 5;
const FLOAT: u32 = 7;

impl Format {
    /// The component widths, if gcnjit converts this format: NFMT 6
    /// (SNORM_OGL on gfx6/gfx7, reserved later) and FLOAT on widths other
    /// than 16 and 32 bits (the 10- and 11-bit floats) are not executed.
    fn widths(self) -> Option<&'static [u32]> {
        let w = widths(self.dfmt)?;
        let ok = match self.nfmt {
            6 => false,
            FLOAT => w.iter().all(|&b| b == 16 || b == 32),
            _ => true,
        };
        ok.then_some(w)
    }

    /// Bytes of one element.
    pub(crate) fn bytes(self) -> Option<u64> {
        Some(self.widths()?.iter().sum::<u32>() as u64 / 8)
    }

    /// The constant 1 of the number format: 1.0 for the float ones.
    fn one(self) -> Val {
        if matches!(self.nfmt, UINT | SINT) {
            Val::I(1)
        } else {
            Val::F(1.0)
        }
    }
}

/// A converted component: a number (float formats) or integer bits.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Val {
    F(f64),
    /// f32 bits (32-bit FLOAT: moved unchanged).
    F32(u32),
    I(u32),
}

fn sext(v: u64, b: u32) -> i64 {
    ((v << (64 - b)) as i64) >> (64 - b)
}

/// Component bits `v` of width `b` as the number format reads them.
fn decode(nfmt: u32, v: u64, b: u32) -> Val {
    let max = ((1u64 << b) - 1) as f64;
    let smax = ((1u64 << (b - 1)) - 1) as f64;
    match nfmt {
        UNORM => Val::F(v as f64 / max),
        SNORM => Val::F((sext(v, b) as f64 / smax).max(-1.0)),
        USCALED => Val::F(v as f64),
        SSCALED => Val::F(sext(v, b) as f64),
        UINT => Val::I(v as u32),
        SINT => Val::I(sext(v, b) as u32),
        _ if b == 16 => Val::F(f16::from_bits(v as u16).to_f64()),
        _ => Val::F32(v as u32),
    }
}

/// A component's value in a register: 32 bits, or 16 for d16 (f16 for
/// the float formats, the low bits for the integer ones).
fn to_reg(v: Val, d16: bool) -> u32 {
    match (v, d16) {
        (Val::F(x), false) => (x as f32).to_bits(),
        (Val::F(x), true) => f16::from_f64(x).to_bits() as u32,
        (Val::F32(x), false) => x,
        (Val::F32(x), true) => f16::from_f32(f32::from_bits(x)).to_bits() as u32,
        (Val::I(x), false) => x,
        (Val::I(x), true) => x & 0xFFFF,
    }
}

/// A register's component as a store reads it (`d16`: its low 16 bits).
fn from_reg(fmt: Format, r: u32, d16: bool) -> Val {
    match (fmt.nfmt, d16) {
        (UINT, true) => Val::I(r & 0xFFFF),
        (SINT, true) => Val::I(r as u16 as i16 as i32 as u32),
        (UINT | SINT, false) => Val::I(r),
        (_, true) => Val::F(f16::from_bits(r as u16).to_f64()),
        (_, false) => Val::F32(r),
    }
}

/// `x` rounded to nearest even and clamped to `[lo, hi]`; NaN gives 0.
fn round_clamp(x: f64, lo: f64, hi: f64) -> i64 {
    if x.is_nan() {
        return 0;
    }
    x.clamp(lo, hi).round_ties_even() as i64
}

/// A component value converted to bits of width `b`.
fn encode(nfmt: u32, v: Val, b: u32) -> u64 {
    let mask = (1u64 << b) - 1;
    let max = mask as f64;
    let smax = ((1u64 << (b - 1)) - 1) as f64;
    let f = match v {
        Val::F(x) => x,
        Val::F32(x) => f32::from_bits(x) as f64,
        Val::I(_) => 0.0,
    };
    let bits = match (nfmt, v) {
        (UINT, Val::I(x)) => (x as u64).min(mask) as i64,
        (SINT, Val::I(x)) => (x as i32 as i64).clamp(-(smax as i64) - 1, smax as i64),
        (UNORM, _) => round_clamp(f * max, 0.0, max),
        (SNORM, _) => round_clamp(f.clamp(-1.0, 1.0) * smax, -smax, smax),
        (USCALED, _) => round_clamp(f, 0.0, max),
        (SSCALED, _) => round_clamp(f, -smax - 1.0, smax),
        (_, Val::F32(x)) if b == 32 => x as i64,
        _ => f16::from_f64(f).to_bits() as i64,
    };
    bits as u64 & mask
}

/// The register of component `k` and whether it is the high half.
fn place(arch: Arch, d16: D16, k: usize) -> (usize, bool) {
    match d16 {
        D16::No => (k, false),
        D16::Hi => (0, true),
        D16::Yes if arch >= Arch::Gfx9 => (k / 2, k % 2 == 1),
        D16::Yes => (k, false),
    }
}

/// Registers a typed access of `n` components uses.
fn regs(arch: Arch, t: Typed) -> usize {
    match t.d16 {
        D16::Yes if arch >= Arch::Gfx9 => (t.n as usize).div_ceil(2),
        D16::Hi => 1,
        _ => t.n as usize,
    }
}

/// A typed load or store of every lane of `lanes` (`vdata` the first
/// register). A lane outside `valid` loads 0 for the components the format
/// has (and the defaults for the others) and stores nothing.
pub(crate) fn exec(w: &mut Wave, lanes: &Lanes, fmt: Format, t: Typed, vdata: usize) -> Res<()> {
    let Some(widths) = fmt.widths() else {
        return Err(Fault(ErrorKind::Unsupported, why::FORMAT));
    };
    let arch = w.state.arch;
    check_vgprs(w, vdata, regs(arch, t))?;
    let bytes = fmt.bytes().unwrap_or(0);
    let d16 = t.d16 != D16::No;
    let live = lanes.live();
    for l in (0..LANES).filter(|l| live >> l & 1 != 0) {
        if !w.mem.is_mapped(lanes.addrs[l], bytes) {
            return Err(Fault(ErrorKind::Memory, lanes.addrs[l]));
        }
    }
    if t.store {
        for l in (0..LANES).filter(|l| live >> l & 1 != 0) {
            let (a, mut bits, mut mask) = (lanes.addrs[l], 0u128, 0u128);
            let mut at = 0;
            for (k, &b) in widths.iter().enumerate() {
                if k < t.n as usize {
                    let (r, hi) = place(arch, t.d16, k);
                    let reg = w.vgpr.get(vdata + r, l);
                    let v = from_reg(fmt, if hi { reg >> 16 } else { reg }, d16);
                    bits |= (encode(fmt.nfmt, v, b) as u128) << at;
                    mask |= ((1u128 << b) - 1) << at;
                }
                at += b;
            }
            // Only the bytes of the stored components change.
            for i in 0..bytes {
                if mask >> (8 * i) & 0xFF != 0 {
                    let _ = w.mem.write_u8(a + i, (bits >> (8 * i)) as u8);
                }
            }
        }
        return Ok(());
    }
    let mut out = [[0u32; 4]; LANES];
    for (l, o) in out.iter_mut().enumerate() {
        if lanes.exec >> l & 1 == 0 {
            continue;
        }
        let mut bits = 0u128;
        if lanes.valid >> l & 1 != 0 {
            for i in 0..bytes {
                let b = w.mem.read_u8(lanes.addrs[l] + i).unwrap_or(0);
                bits |= (b as u128) << (8 * i);
            }
        }
        let mut comps = [Val::I(0); 4];
        let mut at = 0;
        for (k, c) in comps.iter_mut().enumerate() {
            *c = match widths.get(k) {
                Some(&b) => {
                    let v = decode(fmt.nfmt, (bits >> at) as u64 & ((1u64 << b) - 1), b);
                    at += b;
                    v
                }
                // Missing components: X, Y, Z 0 and W 1.
                None if k < 3 => Val::I(0),
                None => fmt.one(),
            };
        }
        for (k, o) in o.iter_mut().enumerate() {
            let v = match fmt.sel >> (3 * k) & 7 {
                s @ 4..=7 => comps[s as usize - 4],
                1 => fmt.one(),
                _ => Val::I(0),
            };
            *o = to_reg(v, d16);
        }
    }
    for k in 0..t.n as usize {
        let (r, hi) = place(arch, t.d16, k);
        let row = w.vgpr.lanes_mut(vdata + r);
        for (l, (d, vals)) in row.iter_mut().zip(out.iter()).enumerate() {
            if lanes.exec >> l & 1 == 0 {
                continue;
            }
            let v = vals[k];
            *d = match (t.d16, hi) {
                (D16::No, _) => v,
                (D16::Hi, _) => (*d & 0xFFFF) | v << 16,
                (_, true) => (*d & 0xFFFF) | v << 16,
                // The low half; gfx9's packed pair is completed by the
                // high half next, and the last odd one keeps 0 above.
                (_, false) => v,
            };
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mnemonics() {
        let t = |n, store, d16| Some(Typed { n, store, d16 });
        assert_eq!(parse("buffer_load_format_xyz"), t(3, false, D16::No));
        assert_eq!(parse("tbuffer_store_format_d16_xy"), t(2, true, D16::Yes));
        assert_eq!(parse("buffer_load_format_d16_hi_x"), t(1, false, D16::Hi));
        assert_eq!(parse("buffer_load_dword"), None);
    }

    #[test]
    fn conversions() {
        // UNORM 8: 255 -> 1.0, 128 -> 128/255. SNORM 8: -128 -> -1.0.
        assert_eq!(decode(UNORM, 255, 8), Val::F(1.0));
        assert_eq!(decode(SNORM, 0x80, 8), Val::F(-1.0));
        assert_eq!(decode(SNORM, 0x81, 8), Val::F(-1.0));
        assert_eq!(decode(SINT, 0x3FF, 10), Val::I(u32::MAX));
        assert_eq!(encode(UNORM, Val::F32(0.5f32.to_bits()), 8), 128); // 127.5 -> even
        assert_eq!(encode(SNORM, Val::F32((-2.0f32).to_bits()), 8), 0x81);
        assert_eq!(encode(UINT, Val::I(300), 8), 255);
        assert_eq!(encode(SINT, Val::I(-300i32 as u32), 8), 0x80);
        assert_eq!(encode(FLOAT, Val::F32(1.0f32.to_bits()), 16), 0x3C00);
    }
}
