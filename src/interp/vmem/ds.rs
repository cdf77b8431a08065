//! DS: the LDS reads, writes and atomics of every lane, and the lane
//! exchanges (`ds_swizzle_b32`, `ds_permute_b32`, `ds_bpermute_b32`) that go
//! through the LDS hardware without touching the LDS (docs/semantics.md,
//! "LDS"). What a row does is read once from its mnemonic ([`DsAccess`]);
//! the per-lane loops are written once below. Lanes run in lane order, so of
//! two lanes writing one address the higher lane's value stays.

use super::{check_vgprs, Access, AtomicOp, Half, Width};
use crate::interp::sem;
use crate::interp::valu::{Fault, Res};
use crate::interp::{why, Op};
use crate::isa::ds as dsf;
use crate::isa::table::Format;
use crate::isa::{Arch, Opcode};
use crate::run::ErrorKind;
use crate::state::vgpr::LANES;
use crate::state::Wave;
use std::sync::OnceLock;

/// What a DS row does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum DsAccess {
    /// `ds_nop`.
    Nop,
    /// A read into the whole VGPR(s) or, d16, into one half.
    Read(Width, Half),
    /// A write of the VGPR(s) or, `d16_hi`, of the high half's bits.
    Write(Width, Half),
    /// `ds_read2(st64)_b32/b64`: two addresses from the two offsets.
    Read2 {
        wide: bool,
        st64: bool,
    },
    /// `ds_write2(st64)_b32/b64`, and `ds_wrxchg2(st64)_rtn_*` (`rtn`).
    Write2 {
        wide: bool,
        st64: bool,
        rtn: bool,
    },
    /// A read-modify-write of 32 (or 64, `wide`) bits; `rtn` returns the old value.
    Atomic {
        op: DsOp,
        wide: bool,
        rtn: bool,
    },
    Swizzle,
    Permute,
    Bpermute,
    /// `ds_append` / `ds_consume` (`true`): the dword at M0[15:0] + offset
    /// counts the active lanes up or down; every lane gets the old value.
    Counter(bool),
    /// `ds_read_addtid_b32` / `ds_write_addtid_b32` (`true`): lane `l`'s
    /// dword at offset + M0[15:0] + 4 * l.
    AddTid(bool),
    /// `ds_*_src2_*`: the atomic at the lane's address A with the value at
    /// B (from the offset fields or A's high bits) as its data.
    Src2 {
        op: DsOp,
        wide: bool,
    },
    /// `ds_condxchg32_rtn_b64`: two dwords, each written where its data's
    /// top bit is set.
    CondXchg,
}

/// The operation of a DS atomic.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum DsOp {
    /// One the memory atomics share (`cmpst` is `Cmpswap`, `cmpst_f32/f64`
    /// `Fcmpswap`, with the compare value in DATA0 and the new one in DATA1;
    /// the float min and max are `Fmin`/`Fmax`).
    Mem(AtomicOp),
    /// `data - old`.
    Rsub,
    /// `(old & !DATA0) | DATA1`.
    Mskor,
    /// `old >= DATA0 ? old - DATA0 : old + DATA1` (`ds_wrap_rtn_b32`).
    Wrap,
    /// f32 `old + DATA0`.
    AddF,
}

fn width(s: &str) -> Option<Width> {
    Some(match s {
        "u8" | "b8" => Width::U8,
        "i8" => Width::I8,
        "u16" | "b16" => Width::U16,
        "i16" => Width::I16,
        "b32" => Width::Dwords(1),
        "b64" => Width::Dwords(2),
        "b96" => Width::Dwords(3),
        "b128" => Width::Dwords(4),
        _ => return None,
    })
}

/// `ds_OP[_rtn]_TYPE` for the integer atomics.
fn atomic(op: &str, ty: &str) -> Option<DsAccess> {
    let (op, rtn) = match op.strip_suffix("_rtn") {
        Some(op) => (op, true),
        None => (op, false),
    };
    let wide = match ty.get(1..) {
        Some("32") => false,
        Some("64") => true,
        _ => return None,
    };
    let signed = ty.starts_with('i');
    let m = |a| DsOp::Mem(a);
    if ty.starts_with('f') {
        let op = match op {
            "add" if !wide => DsOp::AddF,
            "min" => m(AtomicOp::Fmin),
            "max" => m(AtomicOp::Fmax),
            "cmpst" => m(AtomicOp::Fcmpswap),
            _ => return None,
        };
        return Some(DsAccess::Atomic { op, wide, rtn });
    }
    let op = match op {
        "add" => m(AtomicOp::Add),
        "sub" => m(AtomicOp::Sub),
        "rsub" => DsOp::Rsub,
        "inc" => m(AtomicOp::Inc),
        "dec" => m(AtomicOp::Dec),
        "min" if signed => m(AtomicOp::Smin),
        "max" if signed => m(AtomicOp::Smax),
        "min" => m(AtomicOp::Umin),
        "max" => m(AtomicOp::Umax),
        "and" => m(AtomicOp::And),
        "or" => m(AtomicOp::Or),
        "xor" => m(AtomicOp::Xor),
        "mskor" => DsOp::Mskor,
        "wrap" if rtn && !wide => DsOp::Wrap,
        "wrxchg" if rtn => m(AtomicOp::Swap),
        "cmpst" => m(AtomicOp::Cmpswap),
        _ => return None,
    };
    Some(DsAccess::Atomic { op, wide, rtn })
}

/// The access of a DS mnemonic, if the interpreter runs it.
fn parse(m: &str) -> Option<DsAccess> {
    let rest = m.strip_prefix("ds_")?;
    match rest {
        "nop" => return Some(DsAccess::Nop),
        "swizzle_b32" => return Some(DsAccess::Swizzle),
        "permute_b32" => return Some(DsAccess::Permute),
        "bpermute_b32" => return Some(DsAccess::Bpermute),
        "append" => return Some(DsAccess::Counter(false)),
        "consume" => return Some(DsAccess::Counter(true)),
        "read_addtid_b32" => return Some(DsAccess::AddTid(false)),
        "write_addtid_b32" => return Some(DsAccess::AddTid(true)),
        "condxchg32_rtn_b64" => return Some(DsAccess::CondXchg),
        _ => {}
    }
    let (rest, half) = Half::parse(rest);
    let (op, ty) = rest.rsplit_once('_')?;
    let narrow = |w: &Width| half == Half::Whole || !matches!(w, Width::Dwords(_));
    if half != Half::Whole && !matches!(op, "read" | "write") {
        return None;
    }
    let wide = ty == "b64";
    let pair = |st64| (ty == "b32" || wide).then_some((wide, st64));
    match op {
        "read" => width(ty).filter(narrow).map(|w| DsAccess::Read(w, half)),
        "write" => width(ty)
            .filter(|w| *w != Width::I8 && narrow(w) && half != Half::Lo)
            .map(|w| DsAccess::Write(w, half)),
        "read2" | "read2st64" => {
            pair(op == "read2st64").map(|(wide, st64)| DsAccess::Read2 { wide, st64 })
        }
        "write2" | "write2st64" | "wrxchg2_rtn" | "wrxchg2st64_rtn" => pair(op.contains("st64"))
            .map(|(wide, st64)| DsAccess::Write2 {
                wide,
                st64,
                rtn: op.starts_with("wrxchg"),
            }),
        _ => match op.strip_suffix("_src2") {
            Some("write") => pair(false).map(|(wide, _)| DsAccess::Src2 {
                op: DsOp::Mem(AtomicOp::Swap),
                wide,
            }),
            Some(base) => match atomic(base, ty)? {
                DsAccess::Atomic { op, wide, .. } if !takes_data1(op) => {
                    Some(DsAccess::Src2 { op, wide })
                }
                _ => None,
            },
            None => atomic(op, ty),
        },
    }
}

/// Whether an atomic takes DATA1 besides DATA0.
fn takes_data1(op: DsOp) -> bool {
    matches!(
        op,
        DsOp::Mskor | DsOp::Wrap | DsOp::Mem(AtomicOp::Cmpswap) | DsOp::Mem(AtomicOp::Fcmpswap)
    )
}

/// The access of a DS row, if the interpreter runs it.
pub(crate) fn access(op: Opcode) -> Option<DsAccess> {
    static TABLE: OnceLock<Vec<Option<DsAccess>>> = OnceLock::new();
    super::by_opcode(&TABLE, op, |o| {
        (o.format() == Format::Ds)
            .then(|| parse(o.mnemonic()))
            .flatten()
    })
}

/// A lane's LDS address limit: the LDS size, and on gfx6-gfx8 also M0 (an
/// address at or past M0 is out of range).
fn limit(w: &Wave) -> u32 {
    let size = w.lds.size();
    if w.state.arch < Arch::Gfx9 {
        size.min(w.state.m0())
    } else {
        size
    }
}

/// The dword at `addr`, 0 when out of range.
fn rd32(w: &Wave, lim: u32, addr: u32) -> u32 {
    match addr.checked_add(4) {
        Some(end) if end <= lim => w.lds.read_u32(addr).unwrap_or(0),
        _ => 0,
    }
}

/// Stores the dword at `addr`, nothing when out of range.
fn wr32(w: &mut Wave, lim: u32, addr: u32, v: u32) {
    if addr.checked_add(4).is_some_and(|end| end <= lim) {
        let _ = w.lds.write_u32(addr, v);
    }
}

/// Reads `width` at `addr` as the dwords a lane receives (out of range: 0).
fn read_lane(w: &Wave, lim: u32, addr: u32, width: Width, out: &mut [u32; 4]) {
    let byte = |a: u32| {
        if a < lim {
            w.lds.read_u8(a).unwrap_or(0) as u32
        } else {
            0
        }
    };
    let half = || byte(addr) | byte(addr.wrapping_add(1)) << 8;
    match width {
        Width::U8 => out[0] = byte(addr),
        Width::I8 => out[0] = byte(addr) as i8 as i32 as u32,
        Width::U16 => out[0] = half(),
        Width::I16 => out[0] = half() as i16 as i32 as u32,
        Width::Dwords(n) => {
            for (k, o) in out.iter_mut().enumerate().take(n as usize) {
                *o = rd32(w, lim, addr.wrapping_add(4 * k as u32));
            }
        }
    }
}

/// Writes `width` of `vals` at `addr` (out-of-range bytes or dwords dropped).
fn write_lane(w: &mut Wave, lim: u32, addr: u32, width: Width, vals: [u32; 4]) {
    let byte = |w: &mut Wave, a: u32, v: u32| {
        if a < lim {
            let _ = w.lds.write_u8(a, v as u8);
        }
    };
    match width {
        Width::U8 | Width::I8 => byte(w, addr, vals[0]),
        Width::U16 | Width::I16 => {
            byte(w, addr, vals[0]);
            byte(w, addr.wrapping_add(1), vals[0] >> 8);
        }
        Width::Dwords(n) => {
            for (k, &v) in vals.iter().enumerate().take(n as usize) {
                wr32(w, lim, addr.wrapping_add(4 * k as u32), v);
            }
        }
    }
}

/// The dwords `v[r..r+n)` of lane `l`.
fn lane_dwords(w: &Wave, r: usize, n: usize, l: usize) -> [u32; 4] {
    let mut v = [0u32; 4];
    for (k, x) in v.iter_mut().enumerate().take(n) {
        *x = w.vgpr.get(r + k, l);
    }
    v
}

/// Writes `vals[lane][..n]` to `v[d..d+n)` for the lanes of `exec`.
fn put(w: &mut Wave, exec: u64, d: usize, n: usize, vals: &[[u32; 4]; LANES]) {
    put_half(w, exec, d, n, vals, Half::Whole);
}

/// [`put`] into one half of the registers (d16 reads) or all of them.
fn put_half(w: &mut Wave, exec: u64, d: usize, n: usize, vals: &[[u32; 4]; LANES], half: Half) {
    for k in 0..n {
        let row = w.vgpr.lanes_mut(d + k);
        for (l, (r, v)) in row.iter_mut().zip(vals.iter()).enumerate() {
            if exec >> l & 1 != 0 {
                *r = half.merge(*r, v[k]);
            }
        }
    }
}

/// Runs the DS instruction lowered into `o`.
pub(super) fn exec(o: &Op, w: &mut Wave) -> Res<()> {
    let f = dsf::fields(w.state.arch, o.k, o.a.k as u32)
        .map_err(|_| Fault(ErrorKind::Unsupported, why::FAMILY))?;
    if f.gds {
        return Err(Fault(ErrorKind::Unsupported, why::GDS));
    }
    let Some(acc) = access(o.op) else {
        return Err(Fault(ErrorKind::Unsupported, why::FAMILY));
    };
    let exec = w.state.exec();
    let (addr, d0, d1, vdst) = (
        f.addr as usize,
        f.data0 as usize,
        f.data1 as usize,
        f.vdst as usize,
    );
    let offset = f.offset1 << 8 | f.offset0;
    if !matches!(
        acc,
        DsAccess::Nop | DsAccess::Counter(_) | DsAccess::AddTid(_)
    ) {
        check_vgprs(w, addr, 1)?;
    }
    let lim = limit(w);
    let at = |w: &Wave, l: usize, off: u32| w.vgpr.get(addr, l).wrapping_add(off);
    let mut out = [[0u32; 4]; LANES];
    match acc {
        DsAccess::Nop => {}
        DsAccess::Read(width, half) => {
            let addrs: [u32; LANES] = std::array::from_fn(|l| at(w, l, offset));
            read_lanes(w, exec, lim, &addrs, width, half, vdst)?;
        }
        DsAccess::Write(width, half) => {
            let addrs: [u32; LANES] = std::array::from_fn(|l| at(w, l, offset));
            write_lanes(w, exec, lim, &addrs, width, half, d0)?;
        }
        DsAccess::Read2 { wide, st64 } => {
            let (n, scale) = pair_scale(wide, st64);
            check_vgprs(w, vdst, 2 * n)?;
            for (l, v) in out.iter_mut().enumerate() {
                if exec >> l & 1 != 0 {
                    let mut a = [0u32; 4];
                    let mut b = [0u32; 4];
                    let width = Width::Dwords(n as u8);
                    read_lane(w, lim, at(w, l, f.offset0 * scale), width, &mut a);
                    read_lane(w, lim, at(w, l, f.offset1 * scale), width, &mut b);
                    v[..n].copy_from_slice(&a[..n]);
                    v[n..2 * n].copy_from_slice(&b[..n]);
                }
            }
            put(w, exec, vdst, 2 * n, &out);
        }
        DsAccess::Write2 { wide, st64, rtn } => {
            let (n, scale) = pair_scale(wide, st64);
            check_vgprs(w, d0, n)?;
            check_vgprs(w, d1, n)?;
            if rtn {
                check_vgprs(w, vdst, 2 * n)?;
            }
            let width = Width::Dwords(n as u8);
            for l in (0..LANES).filter(|l| exec >> l & 1 != 0) {
                let (a0, a1) = (at(w, l, f.offset0 * scale), at(w, l, f.offset1 * scale));
                let (mut x, mut y) = ([0u32; 4], [0u32; 4]);
                read_lane(w, lim, a0, width, &mut x);
                write_lane(w, lim, a0, width, lane_dwords(w, d0, n, l));
                read_lane(w, lim, a1, width, &mut y);
                write_lane(w, lim, a1, width, lane_dwords(w, d1, n, l));
                out[l][..n].copy_from_slice(&x[..n]);
                out[l][n..2 * n].copy_from_slice(&y[..n]);
            }
            if rtn {
                put(w, exec, vdst, 2 * n, &out);
            }
        }
        DsAccess::Atomic { op, wide, rtn } => {
            let n = if wide { 2 } else { 1 };
            if rtn {
                check_vgprs(w, vdst, n)?;
            }
            let addrs: [u32; LANES] = std::array::from_fn(|l| at(w, l, offset));
            let olds = atomic_lanes(w, exec, lim, &addrs, op, wide, (d0, d1))?;
            if rtn {
                for (l, v) in out.iter_mut().enumerate() {
                    v[0] = olds[l] as u32;
                    v[1] = (olds[l] >> 32) as u32;
                }
                put(w, exec, vdst, n, &out);
            }
        }
        DsAccess::Counter(down) => counter(w, exec, offset, down, vdst)?,
        DsAccess::Src2 { op, wide } => src2(w, exec, lim, (addr, offset), op, wide),
        DsAccess::CondXchg => {
            let addrs: [u32; LANES] = std::array::from_fn(|l| at(w, l, offset));
            condxchg(w, exec, lim, &addrs, (d0, vdst))?;
        }
        DsAccess::AddTid(write) => {
            let base = (w.state.m0() & 0xFFFF).wrapping_add(offset);
            let addrs: [u32; LANES] = std::array::from_fn(|l| base.wrapping_add(4 * l as u32));
            let (width, lim) = (Width::Dwords(1), w.lds.size());
            if write {
                write_lanes(w, exec, lim, &addrs, width, Half::Whole, d0)?;
            } else {
                read_lanes(w, exec, lim, &addrs, width, Half::Whole, vdst)?;
            }
        }
        DsAccess::Swizzle | DsAccess::Permute | DsAccess::Bpermute => {
            // The swizzle's data is its ADDR operand; the permutes' DATA0.
            let data = if acc == DsAccess::Swizzle { addr } else { d0 };
            check_vgprs(w, data, 1)?;
            check_vgprs(w, vdst, 1)?;
            let src: [u32; LANES] = std::array::from_fn(|l| w.vgpr.get(data, l));
            let addrs: [u32; LANES] = std::array::from_fn(|l| at(w, l, offset));
            let vals = exchange(acc, exec, offset as u16, &src, &addrs);
            for (l, v) in out.iter_mut().enumerate() {
                v[0] = vals[l];
            }
            put(w, exec, vdst, 1, &out);
        }
    }
    Ok(())
}

/// Reads `width` at each lane's address into `vdst` (or one half of it).
fn read_lanes(
    w: &mut Wave,
    exec: u64,
    lim: u32,
    addrs: &[u32; LANES],
    width: Width,
    half: Half,
    vdst: usize,
) -> Res<()> {
    let n = width.dwords();
    check_vgprs(w, vdst, n)?;
    let mut out = [[0u32; 4]; LANES];
    for (l, v) in out.iter_mut().enumerate() {
        if exec >> l & 1 != 0 {
            read_lane(w, lim, addrs[l], width, v);
        }
    }
    put_half(w, exec, vdst, n, &out, half);
    Ok(())
}

/// Writes `width` of `data` (or of its high half) at each lane's address.
fn write_lanes(
    w: &mut Wave,
    exec: u64,
    lim: u32,
    addrs: &[u32; LANES],
    width: Width,
    half: Half,
    data: usize,
) -> Res<()> {
    let n = width.dwords();
    check_vgprs(w, data, n)?;
    for l in (0..LANES).filter(|l| exec >> l & 1 != 0) {
        let mut vals = lane_dwords(w, data, n, l);
        vals[0] = half.source(vals[0]);
        write_lane(w, lim, addrs[l], width, vals);
    }
    Ok(())
}

/// A FLAT access of the lanes of `exec` whose address is in the LDS
/// aperture (`addrs` hold their LDS offsets): the range is the LDS size
/// (M0 plays no part), out-of-range lanes behave as in DS instructions.
/// `regs` are DATA and VDST; an atomic returns its old value with `glc`.
pub(super) fn flat(
    w: &mut Wave,
    exec: u64,
    addrs: &[u64; LANES],
    acc: Access,
    (data, vdst): (usize, usize),
    glc: bool,
) -> Res<()> {
    let lim = w.lds.size();
    let a32: [u32; LANES] = std::array::from_fn(|l| addrs[l] as u32);
    match acc {
        Access::Load(width, half) => read_lanes(w, exec, lim, &a32, width, half, vdst),
        Access::Store(width, half) => write_lanes(w, exec, lim, &a32, width, half, data),
        Access::Atomic(op, wide) => {
            let n = if wide { 2 } else { 1 };
            // FLAT's cmpswap has the new value first, the compare value
            // after it: DS's cmpst takes them the other way round.
            let (op, d0, d1) = match op {
                AtomicOp::Cmpswap | AtomicOp::Fcmpswap => (DsOp::Mem(op), data + n, data),
                _ => (DsOp::Mem(op), data, data),
            };
            if glc {
                check_vgprs(w, vdst, n)?;
            }
            let olds = atomic_lanes(w, exec, lim, &a32, op, wide, (d0, d1))?;
            if glc {
                let mut out = [[0u32; 4]; LANES];
                for (l, v) in out.iter_mut().enumerate() {
                    v[0] = olds[l] as u32;
                    v[1] = (olds[l] >> 32) as u32;
                }
                put(w, exec, vdst, n, &out);
            }
            Ok(())
        }
        Access::Cache | Access::Typed(_) => Ok(()),
    }
}

/// Dwords per address and the offsets' scale of a two-address form: 4 or 8
/// bytes per offset unit, 64 times that for `st64`.
fn pair_scale(wide: bool, st64: bool) -> (usize, u32) {
    let n = if wide { 2 } else { 1 };
    (n, 4 * n as u32 * if st64 { 64 } else { 1 })
}

/// The atomic of every lane of `exec`, in lane order; returns the old
/// values (0 for an out-of-range lane, which changes nothing).
fn atomic_lanes(
    w: &mut Wave,
    exec: u64,
    lim: u32,
    addrs: &[u32; LANES],
    op: DsOp,
    wide: bool,
    (d0, d1): (usize, usize),
) -> Res<[u64; LANES]> {
    let n = if wide { 2 } else { 1 };
    check_vgprs(w, d0, n)?;
    let two = takes_data1(op);
    if two {
        check_vgprs(w, d1, n)?;
    }
    let bits = 32 * n as u32;
    let read = |w: &Wave, r: usize, l: usize| {
        let v = lane_dwords(w, r, n, l);
        v[0] as u64 | (v[1] as u64) << 32
    };
    let mut olds = [0u64; LANES];
    for l in (0..LANES).filter(|l| exec >> l & 1 != 0) {
        let a = addrs[l];
        let in_range = a.checked_add(4 * n as u32).is_some_and(|e| e <= lim);
        if !in_range {
            continue;
        }
        let x = read(w, d0, l);
        let y = if two { read(w, d1, l) } else { 0 };
        let old = rd_n(w, lim, a, wide);
        wr_n(w, lim, a, wide, apply(op, old, x, y, bits));
        olds[l] = old;
    }
    Ok(olds)
}

/// The 32 (or 64, `wide`) bits at `addr`; out-of-range dwords read 0.
fn rd_n(w: &Wave, lim: u32, addr: u32, wide: bool) -> u64 {
    let hi = if wide {
        rd32(w, lim, addr.wrapping_add(4))
    } else {
        0
    };
    rd32(w, lim, addr) as u64 | (hi as u64) << 32
}

/// Stores the 32 (or 64, `wide`) bits of `v` at `addr`.
fn wr_n(w: &mut Wave, lim: u32, addr: u32, wide: bool, v: u64) {
    wr32(w, lim, addr, v as u32);
    if wide {
        wr32(w, lim, addr.wrapping_add(4), (v >> 32) as u32);
    }
}

/// The value a DS atomic stores over `old`, with DATA0 `x` and DATA1 `y`.
fn apply(op: DsOp, old: u64, x: u64, y: u64, bits: u32) -> u64 {
    match op {
        // DATA0 is the compare value, DATA1 the new one.
        DsOp::Mem(c @ (AtomicOp::Cmpswap | AtomicOp::Fcmpswap)) => sem::atomic(c, old, y, x, bits),
        DsOp::Mem(m) => sem::atomic(m, old, x, 0, bits),
        DsOp::Rsub => x.wrapping_sub(old) & sem::mask64(bits),
        DsOp::Mskor => (old & !x) | y,
        DsOp::Wrap if old >= x => old - x,
        DsOp::Wrap => old.wrapping_add(y) & 0xFFFF_FFFF,
        DsOp::AddF => (f32::from_bits(old as u32) + f32::from_bits(x as u32)).to_bits() as u64,
    }
}

/// `ds_condxchg32_rtn_b64` (docs/semantics.md §11.22): for each lane of
/// `exec` in order, the dwords at ADDR0 = addr & 0xFFF8 and ADDR0 + 4 go to
/// VDST; each takes its DATA dword with bit 31 cleared where that bit is set.
fn condxchg(
    w: &mut Wave,
    exec: u64,
    lim: u32,
    addrs: &[u32; LANES],
    (d0, vdst): (usize, usize),
) -> Res<()> {
    check_vgprs(w, d0, 2)?;
    check_vgprs(w, vdst, 2)?;
    let mut out = [[0u32; 4]; LANES];
    for l in (0..LANES).filter(|l| exec >> l & 1 != 0) {
        let a0 = addrs[l] & 0xFFF8;
        for (k, o) in out[l].iter_mut().take(2).enumerate() {
            let a = a0 + 4 * k as u32;
            let (old, data) = (rd32(w, lim, a), w.vgpr.get(d0 + k, l));
            if data >> 31 != 0 {
                wr32(w, lim, a, data & 0x7FFF_FFFF);
            }
            *o = old;
        }
    }
    put(w, exec, vdst, 2, &out);
    Ok(())
}

/// The `_src2` atomics (docs/semantics.md §11.22): for each lane of `exec`
/// in order, the value at the lane's ADDR (A) becomes the atomic of it
/// with the value at B as its data. B = A + 4 * a 15-bit field
/// sign-extended: offset[14:0], or with offset bit 15 set A[31:17] (and A
/// is then A[16:0]). Nothing returns; an A out of range changes nothing,
/// a B out of range reads 0.
fn src2(w: &mut Wave, exec: u64, lim: u32, (addr, offset): (usize, u32), op: DsOp, wide: bool) {
    let (bits, n) = if wide { (64, 8) } else { (32, 4) };
    for l in (0..LANES).filter(|l| exec >> l & 1 != 0) {
        let mut a = w.vgpr.get(addr, l);
        let field = if offset & 0x8000 != 0 {
            let f = a >> 17;
            a &= 0x1_FFFF;
            f
        } else {
            offset & 0x7FFF
        };
        let b = a.wrapping_add(sem::sext_from32(field, 15).wrapping_mul(4));
        if a.checked_add(n).is_none_or(|e| e > lim) {
            continue;
        }
        let (old, x) = (rd_n(w, lim, a, wide), rd_n(w, lim, b, wide));
        wr_n(w, lim, a, wide, apply(op, old, x, 0, bits));
    }
}

/// `ds_append` / `ds_consume`: the dword at M0[15:0] + offset (in the LDS
/// size) goes up or down by the number of active lanes; every active lane
/// receives its old value. Out of range: nothing changes, the lanes get 0.
fn counter(w: &mut Wave, exec: u64, offset: u32, down: bool, vdst: usize) -> Res<()> {
    check_vgprs(w, vdst, 1)?;
    if exec == 0 {
        return Ok(());
    }
    let lim = w.lds.size();
    let a = (w.state.m0() & 0xFFFF).wrapping_add(offset);
    let old = rd32(w, lim, a);
    let n = exec.count_ones();
    let new = if down {
        old.wrapping_sub(n)
    } else {
        old.wrapping_add(n)
    };
    wr32(w, lim, a, new);
    let out = [[old, 0, 0, 0]; LANES];
    put(w, exec, vdst, 1, &out);
    Ok(())
}

/// The lane exchanges. `ds_swizzle_b32` reads lane `s(l)` of DATA0, the
/// pattern in the offset: bit 15 set, quad mode (lane `l` of each group of
/// four reads lane `offset >> 2*(l%4) & 3` of its group); clear, bit mode
/// within each 32 lanes (`((l & and) | or) ^ xor`, the masks in bits 4:0,
/// 9:5 and 14:10). `ds_bpermute_b32` reads lane `addr/4 % 64`;
/// `ds_permute_b32` writes lane `addr/4 % 64` (lanes in order: the last
/// writer wins). A source lane outside EXEC gives 0.
pub(crate) fn exchange(
    acc: DsAccess,
    exec: u64,
    offset: u16,
    src: &[u32; LANES],
    addrs: &[u32; LANES],
) -> [u32; LANES] {
    let live = |s: usize| exec >> s & 1 != 0;
    let from = |s: usize| if live(s) { src[s] } else { 0 };
    let lane = |a: u32| (a / 4 % 64) as usize;
    match acc {
        DsAccess::Swizzle => std::array::from_fn(|l| {
            let o = offset as usize;
            let s = if o & 0x8000 != 0 {
                (l & !3) | (o >> (2 * (l & 3)) & 3)
            } else {
                let (and, or, xor) = (o & 31, o >> 5 & 31, o >> 10 & 31);
                (l & 32) | (((l & and) | or) ^ xor) & 31
            };
            from(s)
        }),
        DsAccess::Bpermute => std::array::from_fn(|l| from(lane(addrs[l]))),
        _ => {
            let mut out = [0u32; LANES];
            for l in (0..LANES).filter(|&l| live(l)) {
                out[lane(addrs[l])] = src[l];
            }
            out
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mnemonics_map_to_accesses() {
        let atomic = |op, wide, rtn| Some(DsAccess::Atomic { op, wide, rtn });
        let cases = [
            ("ds_read_i16", Some(DsAccess::Read(Width::I16, Half::Whole))),
            (
                "ds_write_b96",
                Some(DsAccess::Write(Width::Dwords(3), Half::Whole)),
            ),
            (
                "ds_read_u8_d16_hi",
                Some(DsAccess::Read(Width::U8, Half::Hi)),
            ),
            ("ds_read_i8_d16", Some(DsAccess::Read(Width::I8, Half::Lo))),
            (
                "ds_write_b16_d16_hi",
                Some(DsAccess::Write(Width::U16, Half::Hi)),
            ),
            (
                "ds_read2st64_b64",
                Some(DsAccess::Read2 {
                    wide: true,
                    st64: true,
                }),
            ),
            (
                "ds_wrxchg2_rtn_b32",
                Some(DsAccess::Write2 {
                    wide: false,
                    st64: false,
                    rtn: true,
                }),
            ),
            (
                "ds_cmpst_rtn_b64",
                atomic(DsOp::Mem(AtomicOp::Cmpswap), true, true),
            ),
            (
                "ds_min_i32",
                atomic(DsOp::Mem(AtomicOp::Smin), false, false),
            ),
            (
                "ds_max_rtn_u64",
                atomic(DsOp::Mem(AtomicOp::Umax), true, true),
            ),
            ("ds_mskor_b32", atomic(DsOp::Mskor, false, false)),
            ("ds_bpermute_b32", Some(DsAccess::Bpermute)),
            (
                "ds_min_rtn_f32",
                atomic(DsOp::Mem(AtomicOp::Fmin), false, true),
            ),
            (
                "ds_add_src2_u32",
                Some(DsAccess::Src2 {
                    op: DsOp::Mem(AtomicOp::Add),
                    wide: false,
                }),
            ),
            (
                "ds_write_src2_b64",
                Some(DsAccess::Src2 {
                    op: DsOp::Mem(AtomicOp::Swap),
                    wide: true,
                }),
            ),
            ("ds_condxchg32_rtn_b64", Some(DsAccess::CondXchg)),
            ("ds_add_f32", atomic(DsOp::AddF, false, false)),
            ("ds_append", Some(DsAccess::Counter(false))),
            // Not executed: GWS; no add for f64.
            ("ds_add_f64", None),
            ("ds_gws_init", None),
            ("ds_wrxchg_b32", None),
        ];
        for (m, want) in cases {
            assert_eq!(parse(m), want, "{m}");
        }
    }
}
