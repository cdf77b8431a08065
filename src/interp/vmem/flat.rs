//! FLAT and GLOBAL addresses (docs/semantics.md, "Vector memory"): GLOBAL
//! adds a scalar base (SADDR) to a 32-bit VGPR offset, or takes a 64-bit
//! VGPR address with SADDR `off`; FLAT takes a 64-bit VGPR address. Both add
//! the instruction's offset (gfx9). A FLAT address inside the LDS or private
//! aperture is not executed yet (error kind `unsupported`).

use super::{access, atomic, check_vgprs, load, store, Access};
use crate::interp::valu::{Fault, Res};
use crate::interp::{why, Op};
use crate::isa::flat as fl;
use crate::isa::vector::VectorFamily;
use crate::run::ErrorKind;
use crate::state::hwreg;
use crate::state::vgpr::LANES;
use crate::state::Wave;

/// Runs a FLAT or GLOBAL load or store.
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
    let wide = fl::addr_dwords(format, f.saddr) == 2;
    let vaddr = f.addr as usize;
    check_vgprs(w, vaddr, if wide { 2 } else { 1 })?;
    let base = if wide {
        0
    } else {
        w.state.read64(f.saddr as u8)
    };
    let mut addrs = [0u64; LANES];
    for (l, a) in addrs.iter_mut().enumerate() {
        let v = if wide {
            w.vgpr.get(vaddr, l) as u64 | (w.vgpr.get(vaddr + 1, l) as u64) << 32
        } else {
            base.wrapping_add(w.vgpr.get(vaddr, l) as u64)
        };
        *a = v.wrapping_add(offset);
    }
    if family == VectorFamily::Flat {
        check_apertures(w, exec, &addrs)?;
    }
    match acc {
        Access::Load(width) => load(w, exec, u64::MAX, &addrs, width, f.vdst as usize),
        Access::Store(width) => store(w, exec, u64::MAX, &addrs, width, f.data as usize),
        Access::Atomic(op, wide) => {
            let ret = f.glc.then_some(f.vdst as usize);
            atomic(w, exec, u64::MAX, &addrs, op, wide, f.data as usize, ret)
        }
        Access::Cache => Ok(()),
    }
}

/// FLAT addresses in the LDS or private aperture (gfx9: SH_MEM_BASES, whose
/// halves are the apertures' top 16 address bits) are not executed yet.
fn check_apertures(w: &Wave, exec: u64, addrs: &[u64; LANES]) -> Res<()> {
    let bases = w.state.hwreg[hwreg::SH_MEM_BASES];
    if bases == 0 {
        return Ok(());
    }
    let (private, shared) = ((bases & 0xFFFF) as u64, (bases >> 16) as u64);
    for (l, &a) in addrs.iter().enumerate() {
        let top = a >> 48;
        if exec >> l & 1 != 0 && (top == private || top == shared) && top != 0 {
            return Err(Fault(ErrorKind::Unsupported, why::APERTURE));
        }
    }
    Ok(())
}
