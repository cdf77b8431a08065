//! MUBUF addresses from a buffer resource (V#): base, stride, NUM_RECORDS,
//! swizzling by index stride and element size, ADD_TID_ENABLE, `offen`,
//! `idxen`, gfx6/gfx7's `addr64`, and range checking (an out-of-range lane
//! loads 0 and stores nothing). docs/semantics.md, "Buffer addressing",
//! gives the formulas.

use super::format::{self, Format};
use super::{access, atomic, check_vgprs, load, store, Access, Lanes};
use crate::interp::valu::{Fault, Res};
use crate::interp::{why, Op};
use crate::isa::buffer as bf;
use crate::run::ErrorKind;
use crate::state::vgpr::LANES;
use crate::state::Wave;

/// The fields of a V# gcnjit reads.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Resource {
    pub base: u64,
    pub stride: u64,
    pub num_records: u64,
    pub swizzle: bool,
    /// Bytes of a swizzled element: 2, 4, 8 or 16.
    pub element: u64,
    /// Lanes of a swizzled index run: 8, 16, 32 or 64.
    pub index_stride: u64,
    pub add_tid: bool,
}

impl Resource {
    pub(crate) fn from_words(w: [u32; 4]) -> Self {
        Resource {
            base: w[0] as u64 | ((w[1] & 0xFFFF) as u64) << 32,
            stride: ((w[1] >> 16) & 0x3FFF) as u64,
            num_records: w[2] as u64,
            swizzle: w[1] >> 31 != 0,
            element: 2 << ((w[3] >> 19) & 3),
            index_stride: 8 << ((w[3] >> 21) & 3),
            add_tid: w[3] >> 23 & 1 != 0,
        }
    }

    /// The byte offset in the buffer of `index` and `offset`.
    fn buffer_offset(&self, index: u64, offset: u64) -> u64 {
        if self.swizzle {
            let (imsb, ilsb) = (index / self.index_stride, index % self.index_stride);
            let (omsb, olsb) = (offset / self.element, offset % self.element);
            (imsb * self.stride + omsb * self.element) * self.index_stride
                + ilsb * self.element
                + olsb
        } else {
            index * self.stride + offset
        }
    }

    /// Whether an access of `bytes` at `index`, `offset` is inside the
    /// buffer: NUM_RECORDS counts bytes of a buffer with stride 0, records
    /// of a strided one (where the offset must also stay in its record).
    fn in_range(&self, index: u64, offset: u64, bytes: u64) -> bool {
        if self.stride == 0 {
            offset + bytes <= self.num_records
        } else {
            index < self.num_records && (self.swizzle || offset + bytes <= self.stride)
        }
    }
}

/// A scalar operand of a memory instruction (SOFFSET): an SGPR or an inline
/// integer.
pub(crate) fn scalar_operand(w: &Wave, code: u32) -> Res<u64> {
    match code {
        0..=127 => Ok(w.state.sgpr[code as usize] as u64),
        128..=208 => Ok(crate::isa::operand::inline_value(code as u8, 1).unwrap_or(0)),
        _ => Err(Fault(ErrorKind::Unsupported, why::OPERAND)),
    }
}

/// Runs a MUBUF (or, `mtbuf`, MTBUF) load, store or atomic.
pub(super) fn exec(o: &Op, w: &mut Wave, mtbuf: bool) -> Res<()> {
    if access(o.op) == Some(Access::Cache) {
        return Ok(());
    }
    let arch = w.state.arch;
    let f = bf::fields(arch, mtbuf, o.k, o.a.k as u32)
        .map_err(|_| Fault(ErrorKind::Unsupported, why::FAMILY))?;
    if f.lds || f.tfe {
        return Err(Fault(ErrorKind::Unsupported, why::FAMILY));
    }
    let Some(acc) = access(o.op) else {
        return Err(Fault(ErrorKind::Unsupported, why::FAMILY));
    };
    let s = (4 * f.srsrc) as usize;
    if s + 4 > 128 {
        return Err(Fault(ErrorKind::IllegalOperand, s as u64));
    }
    let st = &w.state;
    let r = Resource::from_words([st.sgpr[s], st.sgpr[s + 1], st.sgpr[s + 2], st.sgpr[s + 3]]);
    let soffset = scalar_operand(w, f.soffset)?;
    let exec = w.state.exec();
    // A typed access takes its format from the instruction (MTBUF) or the
    // V#'s DATA_FORMAT (bits 114:111) and NUM_FORMAT (110:108).
    // DST_SEL_X..W are bits 107:96.
    let w3 = w.state.sgpr[s + 3];
    let sel = w3 & 0xFFF;
    let fmt = if mtbuf {
        Format {
            dfmt: f.dfmt,
            nfmt: f.nfmt,
            sel,
        }
    } else {
        Format {
            dfmt: w3 >> 15 & 0xF,
            nfmt: w3 >> 12 & 7,
            sel,
        }
    };
    let bytes = match acc {
        Access::Load(width, _) | Access::Store(width, _) => width.bytes(),
        Access::Atomic(_, wide) => 4 << wide as u64,
        Access::Cache => 0,
        Access::Typed(_) => fmt
            .bytes()
            .ok_or(Fault(ErrorKind::Unsupported, why::FORMAT))?,
    };
    let v = f.vaddr as usize;
    let mut addrs = [0u64; LANES];
    let mut valid = u64::MAX;
    if f.addr64 {
        check_vgprs(w, v, 2)?;
        for (l, a) in addrs.iter_mut().enumerate() {
            let va = w.vgpr.get(v, l) as u64 | (w.vgpr.get(v + 1, l) as u64) << 32;
            *a = r
                .base
                .wrapping_add(va)
                .wrapping_add(soffset)
                .wrapping_add(f.offset as u64);
        }
    } else {
        check_vgprs(w, v, f.idxen as usize + f.offen as usize)?;
        for (l, a) in addrs.iter_mut().enumerate() {
            let mut index = if f.idxen { w.vgpr.get(v, l) as u64 } else { 0 };
            if r.add_tid {
                index += l as u64;
            }
            let voff = if f.offen {
                w.vgpr.get(v + f.idxen as usize, l) as u64
            } else {
                0
            };
            let offset = voff + f.offset as u64;
            if !r.in_range(index, offset, bytes) {
                valid &= !(1 << l);
            }
            *a = r
                .base
                .wrapping_add(soffset)
                .wrapping_add(r.buffer_offset(index, offset));
        }
    }
    let lanes = Lanes {
        exec,
        valid,
        split: 0,
        addrs: &addrs,
    };
    let vdata = f.vdata as usize;
    match acc {
        Access::Load(width, half) => load(w, &lanes, width, half, vdata),
        Access::Store(width, half) => store(w, &lanes, width, half, vdata),
        Access::Atomic(op, wide) => {
            // With GLC the old value returns to VDATA itself.
            let ret = f.glc.then_some(vdata);
            atomic(w, &lanes, op, wide, vdata, ret)
        }
        Access::Cache => Ok(()),
        Access::Typed(t) => format::exec(w, &lanes, fmt, t, vdata),
    }
}
