//! FLAT, GLOBAL and SCRATCH addresses (docs/semantics.md, "Vector memory"
//! and "FLAT apertures and SCRATCH"): GLOBAL adds a scalar base (SADDR) to
//! a 32-bit VGPR offset, or takes a 64-bit VGPR address with SADDR `off`;
//! FLAT takes a 64-bit VGPR address, which may fall in the LDS or private
//! aperture; SCRATCH adds SADDR or a VGPR to the offset in the lane's
//! private memory. All add the instruction's offset (gfx9).

use super::aperture::{self, Space};
use super::{access, atomic, check_vgprs, ds, load, store, Access, Lanes};
use crate::interp::valu::{Fault, Res};
use crate::interp::{why, Op};
use crate::isa::flat as fl;
use crate::isa::table::Format;
use crate::isa::vector::VectorFamily;
use crate::run::ErrorKind;
use crate::state::hwreg;
use crate::state::vgpr::LANES;
use crate::state::Wave;

/// Runs a FLAT, GLOBAL or SCRATCH load, store or atomic.
pub(super) fn exec(o: &Op, w: &mut Wave, family: VectorFamily) -> Res<()> {
    let arch = w.state.arch;
    let f = fl::fields(arch, o.k, o.a.k as u32)
        .map_err(|_| Fault(ErrorKind::Unsupported, why::FAMILY))?;
    if f.lds || f.bit55 {
        return Err(Fault(ErrorKind::Unsupported, why::FAMILY));
    }
    let Some(acc) = access(o.op) else {
        return Err(Fault(ErrorKind::Unsupported, why::FAMILY));
    };
    let format = fl::format_of(family);
    let offset = fl::offset_value(format, f.offset) as i64 as u64;
    let exec = w.state.exec();
    let mut addrs = [0u64; LANES];
    // Lanes whose dwords are swizzled private memory, and lanes in the LDS.
    let (mut split, mut lds) = (0u64, 0u64);
    let vaddr = f.addr as usize;
    let dwords = fl::addr_dwords(format, f.saddr) as usize;
    check_vgprs(w, vaddr, dwords)?;
    if format == Format::Scratch {
        // SADDR (an SGPR) or the lane's VGPR, plus the offset: a 32-bit
        // offset into each lane's private memory.
        let base = aperture::scratch_base(&w.state);
        let s = if dwords == 0 {
            w.state.sgpr[f.saddr as usize & 127]
        } else {
            0
        };
        for (l, a) in addrs.iter_mut().enumerate() {
            let v = if dwords == 1 { w.vgpr.get(vaddr, l) } else { 0 };
            let p = s.wrapping_add(v).wrapping_add(offset as u32);
            *a = aperture::swizzled(base, p, l);
        }
        split = u64::MAX;
    } else {
        let base = if dwords == 2 {
            0
        } else {
            w.state.read64(f.saddr as u8)
        };
        for (l, a) in addrs.iter_mut().enumerate() {
            let v = if dwords == 2 {
                w.vgpr.get(vaddr, l) as u64 | (w.vgpr.get(vaddr + 1, l) as u64) << 32
            } else {
                base.wrapping_add(w.vgpr.get(vaddr, l) as u64)
            };
            *a = v.wrapping_add(offset);
        }
        if format == Format::Flat {
            (split, lds) = apertures(w, exec, &mut addrs);
        }
    }
    let lanes = Lanes {
        exec: exec & !lds,
        valid: u64::MAX,
        split,
        addrs: &addrs,
    };
    let ret = f.glc.then_some(f.vdst as usize);
    match acc {
        Access::Load(width, half) => load(w, &lanes, width, half, f.vdst as usize)?,
        Access::Store(width, half) => store(w, &lanes, width, half, f.data as usize)?,
        Access::Atomic(op, wide) => atomic(w, &lanes, op, wide, f.data as usize, ret)?,
        Access::Cache => {}
        Access::Typed(_) => return Err(Fault(ErrorKind::Unsupported, why::FAMILY)),
    }
    if lds != 0 {
        let regs = (f.data as usize, f.vdst as usize);
        ds::flat(w, exec & lds, &addrs, acc, regs, f.glc)?;
    }
    Ok(())
}

/// Sorts the FLAT lanes of `exec` by aperture (SH_MEM_BASES): a lane in
/// the private aperture gets its swizzled private address, one in the LDS
/// aperture its LDS offset. Returns the private lanes and the LDS lanes.
fn apertures(w: &Wave, exec: u64, addrs: &mut [u64; LANES]) -> (u64, u64) {
    let bases = w.state.hwreg[hwreg::SH_MEM_BASES];
    let (mut private, mut lds) = (0u64, 0u64);
    if bases == 0 {
        return (0, 0);
    }
    let scratch = aperture::scratch_base(&w.state);
    for (l, a) in addrs.iter_mut().enumerate() {
        if exec >> l & 1 == 0 {
            continue;
        }
        match aperture::space(bases, *a) {
            Space::Global => {}
            Space::Lds(off) => {
                *a = off as u64;
                lds |= 1 << l;
            }
            Space::Private(off) => {
                *a = aperture::swizzled(scratch, off, l);
                private |= 1 << l;
            }
        }
    }
    (private, lds)
}
