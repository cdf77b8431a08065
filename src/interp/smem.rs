//! Scalar memory (SMRD on gfx6/7, SMEM on gfx8/9) over the wave's mapped regions
//! (docs/semantics.md §6). Every access is checked before anything is written, so a
//! faulting instruction leaves the state as it was.

use super::sem::{self, Atomic};
use super::{Next, Op};
use crate::hooks::{self, HookSlot, MemKind};
use crate::isa::inst::mflag;
use crate::isa::table::{Imm, Mem};
use crate::isa::{Arch, Opcode};
use crate::run::ErrorKind;
use crate::state::{Memory, Wave, WaveState};

/// The offset operand in bytes (before the base is added).
fn offset(o: &Op, st: &WaveState, m: Mem) -> u64 {
    let reg = || st.sgpr[(o.k & 127) as usize] as u64;
    if !st.arch.has_smem() {
        // SMRD: an immediate or gfx7 literal counts dwords; a register holds bytes.
        if o.mf & (mflag::IMM | mflag::LIT) != 0 {
            o.k as u64 * 4
        } else {
            reg()
        }
    } else if o.mf & mflag::IMM != 0 {
        if st.arch == Arch::Gfx9 && !m.is_buffer() {
            sem::sext_from64(o.k as u64 & 0x1F_FFFF, 21)
        } else {
            o.k as u64
        }
    } else if matches!(m, Mem::ScratchLoad | Mem::ScratchStore) {
        reg() * 64
    } else {
        reg()
    }
}

/// A buffer descriptor's base and the byte bound of in-range dwords.
fn buffer(st: &WaveState, c: u8) -> (u64, u64) {
    let c = c as usize & 124;
    sem::buffer_descriptor(st.sgpr[c], st.sgpr[c + 1], st.sgpr[c + 2])
}

fn atomic_kind(op: Opcode) -> (Atomic, u32) {
    use Opcode::*;
    match op {
        S_ATOMIC_SWAP | S_BUFFER_ATOMIC_SWAP => (Atomic::Swap, 32),
        S_ATOMIC_CMPSWAP | S_BUFFER_ATOMIC_CMPSWAP => (Atomic::Cmpswap, 32),
        S_ATOMIC_ADD | S_BUFFER_ATOMIC_ADD => (Atomic::Add, 32),
        S_ATOMIC_SUB | S_BUFFER_ATOMIC_SUB => (Atomic::Sub, 32),
        S_ATOMIC_SMIN | S_BUFFER_ATOMIC_SMIN => (Atomic::Smin, 32),
        S_ATOMIC_UMIN | S_BUFFER_ATOMIC_UMIN => (Atomic::Umin, 32),
        S_ATOMIC_SMAX | S_BUFFER_ATOMIC_SMAX => (Atomic::Smax, 32),
        S_ATOMIC_UMAX | S_BUFFER_ATOMIC_UMAX => (Atomic::Umax, 32),
        S_ATOMIC_AND | S_BUFFER_ATOMIC_AND => (Atomic::And, 32),
        S_ATOMIC_OR | S_BUFFER_ATOMIC_OR => (Atomic::Or, 32),
        S_ATOMIC_XOR | S_BUFFER_ATOMIC_XOR => (Atomic::Xor, 32),
        S_ATOMIC_INC | S_BUFFER_ATOMIC_INC => (Atomic::Inc, 32),
        S_ATOMIC_DEC | S_BUFFER_ATOMIC_DEC => (Atomic::Dec, 32),
        S_ATOMIC_SWAP_X2 | S_BUFFER_ATOMIC_SWAP_X2 => (Atomic::Swap, 64),
        S_ATOMIC_CMPSWAP_X2 | S_BUFFER_ATOMIC_CMPSWAP_X2 => (Atomic::Cmpswap, 64),
        S_ATOMIC_ADD_X2 | S_BUFFER_ATOMIC_ADD_X2 => (Atomic::Add, 64),
        S_ATOMIC_SUB_X2 | S_BUFFER_ATOMIC_SUB_X2 => (Atomic::Sub, 64),
        S_ATOMIC_SMIN_X2 | S_BUFFER_ATOMIC_SMIN_X2 => (Atomic::Smin, 64),
        S_ATOMIC_UMIN_X2 | S_BUFFER_ATOMIC_UMIN_X2 => (Atomic::Umin, 64),
        S_ATOMIC_SMAX_X2 | S_BUFFER_ATOMIC_SMAX_X2 => (Atomic::Smax, 64),
        S_ATOMIC_UMAX_X2 | S_BUFFER_ATOMIC_UMAX_X2 => (Atomic::Umax, 64),
        S_ATOMIC_AND_X2 | S_BUFFER_ATOMIC_AND_X2 => (Atomic::And, 64),
        S_ATOMIC_OR_X2 | S_BUFFER_ATOMIC_OR_X2 => (Atomic::Or, 64),
        S_ATOMIC_XOR_X2 | S_BUFFER_ATOMIC_XOR_X2 => (Atomic::Xor, 64),
        S_ATOMIC_INC_X2 | S_BUFFER_ATOMIC_INC_X2 => (Atomic::Inc, 64),
        _ => (Atomic::Dec, 64),
    }
}

#[inline(never)]
pub(super) fn exec(o: &Op, w: &mut Wave, steps: u64) -> Next {
    let Imm::Mem(m) = o.op.sig().imm else {
        return Next::Seq;
    };
    let st = &mut w.state;
    let n = o.op.sig().dst as usize;
    let d = o.d as usize;
    match m {
        Mem::Time => {
            st.write64(o.d, steps);
            Next::Seq
        }
        Mem::Cache | Mem::Probe | Mem::ProbeBuffer | Mem::Discard => Next::Seq,
        Mem::Load | Mem::ScratchLoad | Mem::BufferLoad => {
            let (addr, limit) = address(o, st, m);
            let mut vals = [0u32; 16];
            // Dwords at or past `limit` (a buffer's size) read 0.
            let inside = (n.min(16) as u64).min(limit.div_ceil(4)) as usize;
            if let Err(a) =
                hooks::read_dwords(&w.mem, &w.hooks, addr, &mut vals[..inside], MemKind::Load)
            {
                return Next::Fault(ErrorKind::Memory, a);
            }
            for (i, v) in vals.iter().enumerate().take(n) {
                st.sgpr[(d + i) & 127] = *v;
            }
            Next::Seq
        }
        Mem::Store | Mem::ScratchStore | Mem::BufferStore => {
            let (addr, limit) = address(o, st, m);
            let n = n.min(16);
            for i in 0..n {
                let off = 4 * i as u64;
                let a = addr.wrapping_add(off);
                if off < limit && !w.mem.is_mapped(a, 4) {
                    // Outside mapped memory: the hook takes the dword now,
                    // before any mapped dword is written.
                    let v = st.sgpr[(d + i) & 127];
                    if !hooks::store_unmapped(&w.hooks, a, MemKind::Store, v) {
                        return Next::Fault(ErrorKind::Memory, a);
                    }
                }
            }
            for i in 0..n {
                let off = 4 * i as u64;
                if off < limit && w.mem.is_mapped(addr.wrapping_add(off), 4) {
                    let v = st.sgpr[(d + i) & 127];
                    let _ = w.mem.write_u32(addr.wrapping_add(off), v);
                }
            }
            Next::Seq
        }
        Mem::Atomic | Mem::BufferAtomic => {
            let (addr, limit) = address(o, st, m);
            let (kind, bits) = atomic_kind(o.op);
            let dw = (bits / 32) as u64;
            let glc = o.mf & mflag::GLC != 0;
            let rd = |st: &WaveState, c: usize| {
                if bits == 64 {
                    st.read64(c as u8)
                } else {
                    st.sgpr[c & 127] as u64
                }
            };
            let data = rd(st, d);
            let cmp = rd(st, d + dw as usize);
            if 4 * dw > limit {
                // Out of range of the buffer: no access; a returned value reads 0.
                if glc {
                    write(st, d, bits, 0);
                }
                return Next::Seq;
            }
            // One read-modify-write through memory: atomic across waves when
            // the dwords are in a shared region. Dwords outside mapped memory
            // go to the wave's memory hook, if it serves them.
            let old = match w
                .mem
                .atomic(addr, dw, |old| sem::atomic(kind, old, data, cmp, bits))
            {
                Ok(old) => old,
                Err(_) => match atomic_through_hooks(&mut w.mem, &w.hooks, addr, dw, |old| {
                    sem::atomic(kind, old, data, cmp, bits)
                }) {
                    Ok(old) => old,
                    Err(a) => return Next::Fault(ErrorKind::Memory, a),
                },
            };
            if glc {
                write(st, d, bits, old);
            }
            Next::Seq
        }
    }
}

fn write(st: &mut WaveState, d: usize, bits: u32, v: u64) {
    if bits == 64 {
        st.write64(d as u8, v);
    } else {
        st.sgpr[d & 127] = v as u32;
    }
}

/// The dword-aligned address of the first dword, and the byte bound of in-range
/// dwords relative to it (`u64::MAX` when not a buffer access).
fn address(o: &Op, st: &WaveState, m: Mem) -> (u64, u64) {
    let off = offset(o, st, m);
    if m.is_buffer() {
        let (base, limit) = buffer(st, o.ac);
        let off = off & !3;
        (base.wrapping_add(off) & !3, limit.saturating_sub(off))
    } else {
        let base = st.read64(o.ac);
        (base.wrapping_add(off) & !3, u64::MAX)
    }
}

/// A scalar atomic on dwords not all in mapped memory: each dword is read
/// from memory or the memory hook, then written back the same way. Not atomic
/// across waves (a hook-served device region has no shared bytes to lock);
/// `Err` with the first dword neither memory nor the hook serves.
fn atomic_through_hooks(
    mem: &mut Memory,
    slot: &HookSlot,
    addr: u64,
    dw: u64,
    f: impl Fn(u64) -> u64,
) -> Result<u64, u64> {
    let mut old = 0u64;
    for i in 0..dw {
        let a = addr.wrapping_add(4 * i);
        match hooks::read_u32(mem, slot, a, MemKind::AtomicLoad) {
            Some(x) => old |= (x as u64) << (32 * i),
            None => return Err(a),
        }
    }
    let new = f(old);
    for i in 0..dw {
        let (a, v) = (addr.wrapping_add(4 * i), (new >> (32 * i)) as u32);
        if mem.write_u32(a, v).is_none() {
            // The read half was served by the hook: so is the write.
            hooks::store_unmapped(slot, a, MemKind::AtomicStore, v);
        }
    }
    Ok(old)
}
