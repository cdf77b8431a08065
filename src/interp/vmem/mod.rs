//! Vector memory: FLAT, GLOBAL, SCRATCH and MUBUF accesses of every lane
//! (docs/semantics.md, "Vector memory"). The per-lane loads and stores are
//! written once here; each family only computes its lanes' addresses.

pub(crate) mod aperture;
mod buffer;
pub(crate) mod ds;
mod flat;
mod format;

use super::valu::{Fault, Res};
use super::{why, Next, Op};
use crate::hooks::MemKind;
use crate::isa::vector::VectorFamily;
use crate::isa::Opcode;
use crate::run::ErrorKind;
use crate::state::span::{Span, SpanMut};
use crate::state::vgpr::LANES;
use crate::state::Wave;
use std::sync::OnceLock;

/// How many bytes a lane moves and how a narrow load extends them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Width {
    U8,
    I8,
    U16,
    I16,
    /// 1 to 4 dwords.
    Dwords(u8),
}

impl Width {
    fn bytes(self) -> u64 {
        match self {
            Width::U8 | Width::I8 => 1,
            Width::U16 | Width::I16 => 2,
            Width::Dwords(n) => 4 * n as u64,
        }
    }
    fn dwords(self) -> usize {
        match self {
            Width::Dwords(n) => n as usize,
            _ => 1,
        }
    }
}

/// Which half of a VGPR a 16-bit (`d16`) access moves: none (the whole
/// register), the low half or the high half. A `d16` load keeps the other
/// half; a `d16_hi` store writes the high half's bits.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Half {
    Whole,
    Lo,
    Hi,
}

impl Half {
    /// The register value after a load of `v` (already extended to 32 bits)
    /// into `old`.
    pub(crate) fn merge(self, old: u32, v: u32) -> u32 {
        match self {
            Half::Whole => v,
            Half::Lo => (old & 0xFFFF_0000) | (v & 0xFFFF),
            Half::Hi => (old & 0xFFFF) | v << 16,
        }
    }
    /// The bits a store takes from register value `v`.
    pub(crate) fn source(self, v: u32) -> u32 {
        if self == Half::Hi {
            v >> 16
        } else {
            v
        }
    }
    /// `rest` without its `_d16` / `_d16_hi` suffix, and the half it names.
    pub(crate) fn parse(rest: &str) -> (&str, Half) {
        if let Some(r) = rest.strip_suffix("_d16_hi") {
            (r, Half::Hi)
        } else if let Some(r) = rest.strip_suffix("_d16") {
            (r, Half::Lo)
        } else {
            (rest, Half::Whole)
        }
    }
}

/// What a memory row does, read once from its mnemonic
/// (`*_load_ubyte`, `*_store_dwordx2`, `*_atomic_add_x2`,
/// `*_load_short_d16_hi`, ...).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Access {
    Load(Width, Half),
    Store(Width, Half),
    /// A read-modify-write of 32 bits (or 64 with `wide`).
    Atomic(AtomicOp, bool),
    /// A cache write-back or invalidation (`buffer_wbinvl1*`): nothing to
    /// do, as every access reaches memory in order.
    Cache,
    /// A typed buffer access (`*_format_*`, `tbuffer_*`).
    Typed(format::Typed),
}

/// The operation of an atomic: the scalar unit's (`sem::Atomic`), read
/// from the mnemonic's `_OP` part.
pub(crate) use crate::interp::sem::Atomic as AtomicOp;

fn parse_atomic_op(s: &str) -> Option<AtomicOp> {
    use AtomicOp::*;
    Some(match s {
        "swap" => Swap,
        "cmpswap" => Cmpswap,
        "fcmpswap" => Fcmpswap,
        "fmin" => Fmin,
        "fmax" => Fmax,
        "add" => Add,
        "sub" => Sub,
        "smin" => Smin,
        "umin" => Umin,
        "smax" => Smax,
        "umax" => Umax,
        "and" => And,
        "or" => Or,
        "xor" => Xor,
        "inc" => Inc,
        "dec" => Dec,
        _ => return None,
    })
}

fn parse_access(m: &str) -> Option<Access> {
    let (_, rest) = m.split_once('_')?;
    let (rest, half) = Half::parse(rest);
    let (kind, width) = rest.split_once('_')?;
    let width = match width {
        "ubyte" => Width::U8,
        "sbyte" => Width::I8,
        "ushort" => Width::U16,
        "sshort" => Width::I16,
        "byte" => Width::U8,
        "short" => Width::U16,
        "dword" => Width::Dwords(1),
        "dwordx2" => Width::Dwords(2),
        "dwordx3" => Width::Dwords(3),
        "dwordx4" => Width::Dwords(4),
        _ => return None,
    };
    // A d16 access moves a byte or a short; a d16 store only has `_hi`
    // forms (the plain byte/short store already writes the low half).
    let narrow = matches!(width, Width::U8 | Width::I8 | Width::U16 | Width::I16);
    if half != Half::Whole && !narrow {
        return None;
    }
    match kind {
        "load" => Some(Access::Load(width, half)),
        "store" if half != Half::Lo => Some(Access::Store(width, half)),
        _ => None,
    }
}

/// `*_atomic_OP` and `*_atomic_OP_x2`.
fn parse_atomic(m: &str) -> Option<Access> {
    if m.starts_with("buffer_wbinvl1") {
        return Some(Access::Cache);
    }
    let (_, rest) = m.split_once("_atomic_")?;
    let (op, wide) = match rest.strip_suffix("_x2") {
        Some(op) => (op, true),
        None => (rest, false),
    };
    Some(Access::Atomic(parse_atomic_op(op)?, wide))
}

/// A table by opcode of what `f` makes of each row, built once per use
/// site (`table` is the caller's own static).
pub(crate) fn by_opcode<T: Copy + Send + Sync>(
    table: &'static OnceLock<Vec<Option<T>>>,
    op: Opcode,
    f: impl Fn(Opcode) -> Option<T>,
) -> Option<T> {
    let t = table.get_or_init(|| {
        let n = Opcode::ALL.iter().map(|&o| o as usize).max().unwrap_or(0) + 1;
        let mut v = vec![None; n];
        for &o in Opcode::ALL {
            v[o as usize] = f(o);
        }
        v
    });
    t.get(op as usize).copied().flatten()
}

/// The access of a FLAT, GLOBAL, SCRATCH or MUBUF row, if the interpreter
/// runs it.
pub(crate) fn access(op: Opcode) -> Option<Access> {
    use crate::isa::table::Format;
    static TABLE: OnceLock<Vec<Option<Access>>> = OnceLock::new();
    by_opcode(&TABLE, op, |o| {
        let (f, m) = (o.format(), o.mnemonic());
        if matches!(f, Format::Mubuf | Format::Mtbuf) && m.contains("_format_") {
            format::parse(m).map(Access::Typed)
        } else if matches!(
            f,
            Format::Flat | Format::Global | Format::Scratch | Format::Mubuf
        ) {
            parse_access(m).or_else(|| parse_atomic(m))
        } else {
            None
        }
    })
}

/// Whether the interpreter runs `op`.
pub(crate) fn executes(op: Opcode) -> bool {
    access(op).is_some() || ds::access(op).is_some()
}

/// Runs the memory instruction lowered into `o`.
pub(crate) fn exec(o: &Op, w: &mut Wave) -> Next {
    let family = VectorFamily::ALL[(o.mf as usize) % VectorFamily::ALL.len()];
    let r = match family {
        VectorFamily::Flat | VectorFamily::Global | VectorFamily::Scratch => {
            flat::exec(o, w, family)
        }
        VectorFamily::Mubuf => buffer::exec(o, w, false),
        VectorFamily::Mtbuf => buffer::exec(o, w, true),
        VectorFamily::Ds => ds::exec(o, w),
        _ => Err(Fault(ErrorKind::Unsupported, why::FAMILY)),
    };
    match r {
        Ok(()) => Next::Seq,
        Err(Fault(kind, detail)) => Next::Fault(kind, detail),
    }
}

/// The lanes of one access: which run (`exec`), which are in range
/// (`valid`: a lane of `exec` outside it loads 0 and stores nothing), each
/// lane's address, and the lanes whose dwords lie [`SPLIT_STEP`] bytes apart
/// (`split`: swizzled private memory) rather than next to each other.
pub(crate) struct Lanes<'a> {
    pub exec: u64,
    pub valid: u64,
    pub split: u64,
    pub addrs: &'a [u64; LANES],
}

/// Bytes between the dwords of a lane in swizzled private memory: one dword
/// of each of the 64 lanes (docs/semantics.md, "FLAT apertures").
pub(crate) const SPLIT_STEP: u64 = 4 * LANES as u64;

impl Lanes<'_> {
    fn live(&self) -> u64 {
        self.exec & self.valid
    }
    /// The address of dword `k` of lane `l`.
    fn dword(&self, l: usize, k: usize) -> u64 {
        let step = if self.split >> l & 1 != 0 {
            SPLIT_STEP
        } else {
            4
        };
        self.addrs[l].wrapping_add(step * k as u64)
    }
}

/// The bytes every live lane of a dword access touches, `[lo, hi)`, when
/// each lane's dwords are consecutive (no swizzled private lanes): the
/// range one [`crate::state::span::Span`] must hold for the instruction to
/// skip the per-lane region lookups.
fn live_range(lanes: &Lanes, width: Width) -> Option<(u64, u64)> {
    let (Width::Dwords(n), live) = (width, lanes.live()) else {
        return None;
    };
    if live == 0 || lanes.split & live != 0 {
        return None;
    }
    let (mut lo, mut hi) = (u64::MAX, 0u64);
    for (l, &a) in lanes.addrs.iter().enumerate() {
        if live >> l & 1 != 0 {
            lo = lo.min(a);
            hi = hi.max(a.checked_add(4 * n as u64)?);
        }
    }
    Some((lo, hi))
}

/// Reads every live lane's dwords through one span, when one region holds
/// them all (see [`live_range`]); `false` when none does, with nothing read.
fn read_span(w: &Wave, lanes: &Lanes, width: Width, vals: &mut [[u32; 4]; LANES]) -> bool {
    let Some((lo, hi)) = live_range(lanes, width) else {
        return false;
    };
    let Some(span) = w.mem.span(lo, hi - lo) else {
        return false;
    };
    let (n, live) = (width.dwords(), lanes.live());
    for (l, v) in vals.iter_mut().enumerate() {
        if live >> l & 1 != 0 {
            let (two, one) = (
                |s: &Span, a| s.read_u64(a),
                |s: &Span, a| s.read_u32(a).ok_or(a),
            );
            if crate::hooks::read_paired(&span, lanes.addrs[l], &mut v[..n], two, one).is_err() {
                // Inside the span by construction; were it not, the
                // lane-by-lane path reads (and reports) it.
                return false;
            }
        }
    }
    true
}

/// Reads `width` for lane `l` as the dwords it receives.
fn read_lane(w: &Wave, lanes: &Lanes, l: usize, width: Width, out: &mut [u32; 4]) -> Option<()> {
    let m = &w.mem;
    let addr = lanes.addrs[l];
    match width {
        Width::U8 => out[0] = m.read_u8(addr)? as u32,
        Width::I8 => out[0] = m.read_u8(addr)? as i8 as i32 as u32,
        Width::U16 | Width::I16 => {
            let v = m.read_u8(addr)? as u16 | (m.read_u8(addr.wrapping_add(1))? as u16) << 8;
            out[0] = if width == Width::I16 {
                v as i16 as i32 as u32
            } else {
                v as u32
            };
        }
        Width::Dwords(n) if lanes.split >> l & 1 == 0 => {
            let out = &mut out[..n as usize];
            crate::hooks::read_dwords(m, &w.hooks, addr, out, MemKind::Load).ok()?;
        }
        Width::Dwords(n) => {
            for (k, o) in out.iter_mut().enumerate().take(n as usize) {
                *o = crate::hooks::read_u32(m, &w.hooks, lanes.dword(l, k), MemKind::Load)?;
            }
        }
    }
    Some(())
}

/// Loads `width` for every lane of `exec` into the VGPRs from `vdst` (or
/// into one half of `vdst` for a d16 load). Lanes of `exec` outside `valid`
/// read 0 (a buffer's out-of-range lanes). An unmapped byte faults before
/// any register changes.
pub(crate) fn load(w: &mut Wave, lanes: &Lanes, width: Width, half: Half, vdst: usize) -> Res<()> {
    let n = width.dwords();
    check_vgprs(w, vdst, n)?;
    let mut vals = [[0u32; 4]; LANES];
    if !read_span(w, lanes, width, &mut vals) {
        for (l, v) in vals.iter_mut().enumerate() {
            if lanes.live() >> l & 1 != 0 {
                read_lane(w, lanes, l, width, v).ok_or(Fault(ErrorKind::Memory, lanes.addrs[l]))?;
            }
        }
    }
    for k in 0..n {
        let d = w.vgpr.lanes_mut(vdst + k);
        for (l, (d, v)) in d.iter_mut().zip(vals.iter()).enumerate() {
            if lanes.exec >> l & 1 != 0 {
                *d = half.merge(*d, v[k]);
            }
        }
    }
    Ok(())
}

/// Stores `width` of the VGPRs from `vdata` (of their high half for a
/// `d16_hi` store) for every lane of `exec` and `valid`, lanes in order.
/// Every byte is checked first: an unmapped one faults with nothing written.
pub(crate) fn store(
    w: &mut Wave,
    lanes: &Lanes,
    width: Width,
    half: Half,
    vdata: usize,
) -> Res<()> {
    let n = width.dwords();
    check_vgprs(w, vdata, n)?;
    if write_span(w, lanes, width, vdata) {
        return Ok(());
    }
    let live = lanes.live();
    let bytes = width.bytes().min(4);
    for l in (0..LANES).filter(|l| live >> l & 1 != 0) {
        for k in 0..n {
            let a = lanes.dword(l, k);
            if !w.mem.is_mapped(a, bytes) && w.hooks.get().is_none() {
                return Err(Fault(ErrorKind::Memory, a));
            }
        }
    }
    for l in (0..LANES).filter(|l| live >> l & 1 != 0) {
        let a = lanes.addrs[l];
        let v0 = half.source(w.vgpr.get(vdata, l));
        let ok = match width {
            Width::U8 | Width::I8 => w.mem.write_u8(a, v0 as u8).is_some(),
            Width::U16 | Width::I16 => {
                w.mem.write_u8(a, v0 as u8).is_some()
                    && w.mem.write_u8(a.wrapping_add(1), (v0 >> 8) as u8).is_some()
            }
            Width::Dwords(_) if lanes.split >> l & 1 == 0 => {
                let vals: [u32; 4] = std::array::from_fn(|k| w.vgpr.get(vdata + k.min(n - 1), l));
                let (m, h) = (&mut w.mem, &w.hooks);
                crate::hooks::write_dwords(m, h, a, &vals[..n], MemKind::Store).is_ok()
            }
            Width::Dwords(_) => (0..n).all(|k| {
                let at = lanes.dword(l, k);
                let v = w.vgpr.get(vdata + k, l);
                w.mem.write_u32(at, v).is_some()
                    || crate::hooks::store_unmapped(&w.hooks, at, MemKind::Store, v)
            }),
        };
        if !ok {
            return Err(Fault(ErrorKind::Memory, a));
        }
    }
    Ok(())
}

/// Writes every live lane's dwords (the VGPRs from `vdata`) through one
/// span, lanes in order, when one region holds them all (see
/// [`live_range`]); `false` when none does, with nothing written.
fn write_span(w: &mut Wave, lanes: &Lanes, width: Width, vdata: usize) -> bool {
    let Some((lo, hi)) = live_range(lanes, width) else {
        return false;
    };
    let (n, live) = (width.dwords(), lanes.live());
    let Some(mut span) = w.mem.span_mut(lo, hi - lo) else {
        return false;
    };
    for l in 0..LANES {
        if live >> l & 1 != 0 {
            let vals: [u32; 4] = std::array::from_fn(|k| w.vgpr.get(vdata + k.min(n - 1), l));
            let (two, one) = (
                |s: &mut SpanMut, a, v| s.write_u64(a, v),
                |s: &mut SpanMut, a, v| s.write_u32(a, v).ok_or(a),
            );
            let at = lanes.addrs[l];
            if crate::hooks::write_paired(&mut span, at, &vals[..n], two, one).is_err() {
                // Inside the span by construction; were it not, the
                // lane-by-lane path writes the same values again (and
                // reports the fault).
                return false;
            }
        }
    }
    true
}

/// An atomic for every lane of `exec` and `valid`, lanes in order: the
/// data (and for (f)cmpswap the compare value after it) from the VGPRs at
/// `vdata`, the old value to `vdst` when the instruction returns it. An
/// unmapped address faults at the first lane that has one; the lanes
/// before it have been done (each lane's operation is one atomic access).
/// A 64-bit atomic of a `split` lane is not executed (its dwords are apart).
pub(crate) fn atomic(
    w: &mut Wave,
    lanes: &Lanes,
    op: AtomicOp,
    wide: bool,
    vdata: usize,
    vdst: Option<usize>,
) -> Res<()> {
    let dw = if wide { 2 } else { 1 };
    let two = matches!(op, AtomicOp::Cmpswap | AtomicOp::Fcmpswap);
    let n = if two { 2 * dw } else { dw };
    check_vgprs(w, vdata, n)?;
    if let Some(d) = vdst {
        check_vgprs(w, d, dw)?;
    }
    let live = lanes.live();
    if wide && live & lanes.split != 0 {
        return Err(Fault(ErrorKind::Unsupported, why::SPLIT_ATOMIC));
    }
    let bits = 32 * dw as u32;
    let read = |w: &Wave, r: usize, l: usize| {
        let lo = w.vgpr.get(r, l) as u64;
        if wide {
            lo | (w.vgpr.get(r + 1, l) as u64) << 32
        } else {
            lo
        }
    };
    let mut olds = [0u64; LANES];
    for (l, slot) in olds.iter_mut().enumerate() {
        if live >> l & 1 == 0 {
            continue;
        }
        let data = read(w, vdata, l);
        let cmp = if two { read(w, vdata + dw, l) } else { 0 };
        let a = lanes.addrs[l];
        *slot = w
            .mem
            .atomic(a, dw as u64, |old| {
                crate::interp::sem::atomic(op, old, data, cmp, bits)
            })
            .map_err(|at| Fault(ErrorKind::Memory, at))?;
    }
    if let Some(d) = vdst {
        for k in 0..dw {
            let row = w.vgpr.lanes_mut(d + k);
            for l in 0..LANES {
                if lanes.exec >> l & 1 != 0 {
                    // An out-of-range buffer lane returns 0.
                    row[l] = (olds[l] >> (32 * k)) as u32;
                }
            }
        }
    }
    Ok(())
}

/// Faults unless `v[first..first+n)` are allocated.
pub(crate) fn check_vgprs(w: &Wave, first: usize, n: usize) -> Res<()> {
    if w.vgpr.holds(first, n) {
        Ok(())
    } else {
        Err(Fault(
            ErrorKind::IllegalOperand,
            first as u64 | why::VGPR_BIT,
        ))
    }
}
