//! Scalar memory loads (`s_load_dword*`, `s_buffer_load_dword*`) through
//! bounds-checked helpers. A load that would fault leaves the region before the
//! instruction, so the interpreter runs it and reports the same `memory` error
//! at the same PC with the same message. Stores, atomics, scratch, cache and
//! time instructions stay in the interpreter (region discovery never includes
//! them).

use super::{Lowered, Lowerer};
use crate::isa::inst::mflag;
use crate::isa::table::{Imm, Mem};
use crate::isa::{Arch, Instruction};
use crate::jit::{ExitReason, RunCtx};
use crate::state::Memory;
use cranelift_codegen::ir::types::{I32, I64};
use cranelift_codegen::ir::{
    AbiParam, InstBuilder, MemFlagsData, Signature, StackSlotData, StackSlotKind,
};

const MEM_OFF: i32 = std::mem::offset_of!(RunCtx, mem) as i32;

/// The loads the JIT compiles: plain and buffer loads whose destination is
/// neither TTMP/TBA/TMA (privilege rules) nor wraps past code 127.
pub fn lowerable(inst: &Instruction) -> bool {
    let Imm::Mem(m) = inst.op.sig().imm else {
        return false;
    };
    let n = inst.op.sig().dst as u32;
    let first = inst.sdst as u32;
    let last = first + n.max(1) - 1;
    matches!(m, Mem::Load | Mem::BufferLoad) && n >= 1 && last < 128 && (last < 108 || first > 123)
}

/// Reads `n` dwords at `addr` into `out`; dwords at or past `limit` bytes read 0.
/// Returns 1, or 0 (with nothing useful in `out`) if a dword is unmapped.
///
/// # Safety
/// `mem` points to a live `Memory` and `out` to 16 writable dwords.
unsafe extern "C" fn load(mem: *const Memory, addr: u64, limit: u64, n: u32, out: *mut u32) -> u32 {
    // SAFETY: guaranteed by the caller (the generated code passes the run's
    // memory from `RunCtx` and a 64-byte stack slot).
    let (mem, out) = unsafe { (&*mem, std::slice::from_raw_parts_mut(out, 16)) };
    for (i, v) in out.iter_mut().enumerate().take(n.min(16) as usize) {
        let off = 4 * i as u64;
        *v = 0;
        if off < limit {
            match mem.read_u32(addr.wrapping_add(off)) {
                Some(x) => *v = x,
                None => return 0,
            }
        }
    }
    1
}

/// A buffer load: the descriptor dwords and the offset in bytes (SEMANTICS §6).
///
/// # Safety
/// As for [`load`].
unsafe extern "C" fn buffer_load(
    mem: *const Memory,
    dw0: u32,
    dw1: u32,
    dw2: u32,
    off: u64,
    n: u32,
    out: *mut u32,
) -> u32 {
    let (base, limit) = crate::interp::sem::buffer_descriptor(dw0, dw1, dw2);
    let off = off & !3;
    // SAFETY: forwarded from the caller.
    unsafe {
        load(
            mem,
            base.wrapping_add(off) & !3,
            limit.saturating_sub(off),
            n,
            out,
        )
    }
}

impl Lowerer<'_, '_> {
    /// The offset operand in bytes, as I64.
    fn smem_offset(&mut self, inst: &Instruction, buffer: bool) -> cranelift_codegen::ir::Value {
        let k = inst.literal;
        let imm = inst.flags & mflag::IMM != 0;
        let konst = if !self.arch.has_smem() {
            (inst.flags & (mflag::IMM | mflag::LIT) != 0).then_some(k as u64 * 4)
        } else if imm {
            Some(if self.arch == Arch::Gfx9 && !buffer {
                let x = k as u64 & 0x1F_FFFF;
                ((x << 43) as i64 >> 43) as u64
            } else {
                k as u64
            })
        } else {
            None
        };
        match konst {
            Some(v) => self.iconst64(v),
            None => {
                let r = self.reg32((k & 127) as u8);
                self.b.ins().uextend(I64, r)
            }
        }
    }

    pub(super) fn lower_smem(&mut self, pc: u64, inst: &Instruction) -> Lowered {
        let Imm::Mem(m) = inst.op.sig().imm else {
            self.side_exit_here(pc, ExitReason::Fallback);
            return Lowered::Terminated;
        };
        if !lowerable(inst) {
            self.side_exit_here(pc, ExitReason::Fallback);
            return Lowered::Terminated;
        }
        let n = inst.op.sig().dst as u32;
        let ac = (inst.ssrc0 * 2) & 127;
        let buffer = m == Mem::BufferLoad;
        let off = self.smem_offset(inst, buffer);
        let ptr = I64;
        let memp = self
            .b
            .ins()
            .load(ptr, MemFlagsData::trusted(), self.ctx, MEM_OFF);
        let slot =
            self.b
                .create_sized_stack_slot(StackSlotData::new(StackSlotKind::ExplicitSlot, 64, 2));
        let out = self.b.ins().stack_addr(ptr, slot, 0);
        let nv = self.iconst32(n);
        let mut sig = Signature::new(self.b.func.signature.call_conv);
        let (callee, args) = if buffer {
            let c = ac & 124;
            let dw0 = self.reg32(c);
            let dw1 = self.reg32(c + 1);
            let dw2 = self.reg32(c + 2);
            for t in [ptr, I32, I32, I32, I64, I32, ptr] {
                sig.params.push(AbiParam::new(t));
            }
            let f = buffer_load
                as unsafe extern "C" fn(*const Memory, u32, u32, u32, u64, u32, *mut u32) -> u32;
            (f as usize, vec![memp, dw0, dw1, dw2, off, nv, out])
        } else {
            let lo = self.reg32(ac);
            let hi = self.reg32((ac + 1) & 127);
            let base = self.concat(lo, hi);
            let a = self.b.ins().iadd(base, off);
            let a = self.b.ins().band_imm_s(a, !3i64);
            let limit = self.iconst64(u64::MAX);
            for t in [ptr, I64, I64, I32, ptr] {
                sig.params.push(AbiParam::new(t));
            }
            let f = load as unsafe extern "C" fn(*const Memory, u64, u64, u32, *mut u32) -> u32;
            (f as usize, vec![memp, a, limit, nv, out])
        };
        sig.returns.push(AbiParam::new(I32));
        let sigref = self.b.import_signature(sig);
        let callee = self.iconst64(callee as u64);
        let call = self.b.ins().call_indirect(sigref, callee, &args);
        let ok = self.b.inst_results(call)[0];
        let failed = self
            .b
            .ins()
            .icmp_imm_s(cranelift_codegen::ir::condcodes::IntCC::Equal, ok, 0);
        self.side_exit_if(failed, pc);
        for i in 0..n {
            let v = self.b.ins().stack_load(ptr, I32, slot, (4 * i) as i32);
            self.write_raw32(inst.sdst + i as u8, v);
        }
        Lowered::Next
    }
}
