//! Scalar memory loads (`s_load_dword*`, `s_buffer_load_dword*`).
//!
//! A load whose dwords all lie in the run's memory window (`RunCtx::win_*`,
//! one mapped region) and, for a buffer load, below the descriptor's bound,
//! reads the region's bytes inline. Any other load calls a bounds-checked
//! helper, which does what the interpreter does dword by dword and, when the
//! load was inside one region, makes that region the window, so the next
//! loads of a loop walking a buffer are inline. A load that would fault
//! leaves the region before the instruction, so the interpreter runs it and
//! reports the same `memory` error at the same PC with the same message.
//! Stores, atomics, scratch, cache and time instructions stay in the
//! interpreter (region discovery never includes them).

use super::{Lowered, Lowerer};
use crate::isa::inst::mflag;
use crate::isa::table::{Imm, Mem};
use crate::isa::{Arch, Instruction};
use crate::jit::RunCtx;
use crate::state::Memory;
use cranelift_codegen::ir::condcodes::IntCC;
use cranelift_codegen::ir::types::{I32, I64};
use cranelift_codegen::ir::{
    AbiParam, BlockArg, Endianness, InstBuilder, MemFlagsData, Signature, StackSlotData,
    StackSlotKind,
};

const WIN_ADDR_OFF: i32 = std::mem::offset_of!(RunCtx, win_addr) as i32;
const WIN_LEN_OFF: i32 = std::mem::offset_of!(RunCtx, win_len) as i32;
const WIN_PTR_OFF: i32 = std::mem::offset_of!(RunCtx, win_ptr) as i32;

/// The loads the JIT compiles: the table's compiled rows, refined by the
/// destination rule of `Instruction::tier`.
pub fn lowerable(inst: &Instruction) -> bool {
    inst.tier() == crate::isa::Tier::Compiled
}

/// Reads `n` dwords at `addr` into `out`; dwords at or past `limit` bytes read 0.
/// Returns 1, or 0 (with nothing useful in `out`) if a dword is unmapped.
/// A load wholly inside one region makes it the window.
///
/// # Safety
/// `ctx` points to the live `RunCtx` of the run, whose `mem` points to the
/// wave's live `Memory`, and `out` to 16 writable dwords.
unsafe extern "C" fn load(ctx: *mut RunCtx, addr: u64, limit: u64, n: u32, out: *mut u32) -> u32 {
    // SAFETY: guaranteed by the caller (the generated code passes its own
    // `RunCtx` argument, set up by the dispatcher, and a 64-byte stack slot).
    let (ctx, out) = unsafe { (&mut *ctx, std::slice::from_raw_parts_mut(out, 16)) };
    // SAFETY: the dispatcher points `mem` at the wave's memory before the call.
    let mem: &Memory = unsafe { &*ctx.mem };
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
    if let Some((a, len, ptr)) = mem.window(addr, 4 * n as u64) {
        ctx.win_addr = a;
        ctx.win_len = len;
        ctx.win_ptr = ptr;
    }
    1
}

/// A buffer load: the descriptor dwords and the offset in bytes (docs/semantics.md §6).
///
/// # Safety
/// As for [`load`].
unsafe extern "C" fn buffer_load(
    ctx: *mut RunCtx,
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
            ctx,
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
            return self.interpret_here(pc);
        };
        if !lowerable(inst) {
            return self.interpret_here(pc);
        }
        let n = inst.op.sig().dst as u32;
        let ac = (inst.ssrc0 * 2) & 127;
        let buffer = m == Mem::BufferLoad;
        let off = self.smem_offset(inst, buffer);
        let ptr = I64;
        let bytes = 4 * n as i64;
        let nv = self.iconst32(n);
        // The dword-aligned address; the helper's arguments; for a buffer, the
        // bytes below the descriptor's bound from the address on.
        let (addr, helper, args, room) = if buffer {
            let c = ac & 124;
            let dw0 = self.reg32(c);
            let dw1 = self.reg32(c + 1);
            let dw2 = self.reg32(c + 2);
            // The descriptor as `sem::buffer_descriptor` reads it.
            let lo = self.b.ins().uextend(I64, dw0);
            let hi = self.b.ins().band_imm_s(dw1, 0xFFFF);
            let hi = self.b.ins().uextend(I64, hi);
            let hi = self.b.ins().ishl_imm_s(hi, 32);
            let base = self.b.ins().bor(lo, hi);
            let stride = self.b.ins().ushr_imm_s(dw1, 16);
            let stride = self.b.ins().band_imm_s(stride, 0x3FFF);
            let stride = self.b.ins().uextend(I64, stride);
            let records = self.b.ins().uextend(I64, dw2);
            let scaled = self.b.ins().imul(stride, records);
            let unscaled = self.b.ins().icmp_imm_s(IntCC::Equal, stride, 0);
            let limit = self.b.ins().select(unscaled, records, scaled);
            let off3 = self.b.ins().band_imm_s(off, !3i64);
            let a = self.b.ins().iadd(base, off3);
            let a = self.b.ins().band_imm_s(a, !3i64);
            let inside = self
                .b
                .ins()
                .icmp(IntCC::UnsignedLessThanOrEqual, off3, limit);
            let left = self.b.ins().isub(limit, off3);
            let zero = self.iconst64(0);
            let room = self.b.ins().select(inside, left, zero);
            let f = buffer_load
                as unsafe extern "C" fn(*mut RunCtx, u32, u32, u32, u64, u32, *mut u32) -> u32;
            let sig = [ptr, I32, I32, I32, I64, I32, ptr];
            (
                a,
                (f as usize, sig.to_vec()),
                vec![dw0, dw1, dw2, off, nv],
                Some(room),
            )
        } else {
            let lo = self.reg32(ac);
            let hi = self.reg32((ac + 1) & 127);
            let base = self.concat(lo, hi);
            let a = self.b.ins().iadd(base, off);
            let a = self.b.ins().band_imm_s(a, !3i64);
            let limit = self.iconst64(u64::MAX);
            let f = load as unsafe extern "C" fn(*mut RunCtx, u64, u64, u32, *mut u32) -> u32;
            let sig = [ptr, I64, I64, I32, ptr];
            (a, (f as usize, sig.to_vec()), vec![a, limit, nv], None)
        };
        let join = self.b.create_block();
        for _ in 0..n {
            self.b.append_block_param(join, I32);
        }
        // Inline when [addr, addr + bytes) is inside the window (and the bound).
        let fast = self.b.create_block();
        let slow = self.b.create_block();
        self.b.set_cold_block(slow);
        let trusted = MemFlagsData::trusted();
        let wa = self.b.ins().load(I64, trusted, self.ctx, WIN_ADDR_OFF);
        let wl = self.b.ins().load(I64, trusted, self.ctx, WIN_LEN_OFF);
        let d = self.b.ins().isub(addr, wa);
        let within = self.b.ins().icmp(IntCC::UnsignedLessThanOrEqual, d, wl);
        let rest = self.b.ins().isub(wl, d);
        let fits = self
            .b
            .ins()
            .icmp_imm_s(IntCC::UnsignedGreaterThanOrEqual, rest, bytes);
        let mut ok = self.b.ins().band(within, fits);
        if let Some(room) = room {
            let bounded = self
                .b
                .ins()
                .icmp_imm_s(IntCC::UnsignedGreaterThanOrEqual, room, bytes);
            ok = self.b.ins().band(ok, bounded);
        }
        self.b.ins().brif(ok, fast, &[], slow, &[]);
        self.seal_single(&[fast, slow]);

        self.b.switch_to_block(fast);
        let wp = self.b.ins().load(ptr, trusted, self.ctx, WIN_PTR_OFF);
        let p = self.b.ins().iadd(wp, d);
        // Region bytes: in bounds (checked above), not necessarily aligned,
        // little-endian like the guest.
        let bytes_flags = MemFlagsData::new()
            .with_notrap()
            .with_endianness(Endianness::Little);
        let vals: Vec<BlockArg> = (0..n)
            .map(|i| BlockArg::Value(self.b.ins().load(I32, bytes_flags, p, (4 * i) as i32)))
            .collect();
        self.b.ins().jump(join, &vals);

        self.b.switch_to_block(slow);
        let slot =
            self.b
                .create_sized_stack_slot(StackSlotData::new(StackSlotKind::ExplicitSlot, 64, 2));
        let out = self.b.ins().stack_addr(ptr, slot, 0);
        let mut sig = Signature::new(self.b.func.signature.call_conv);
        for t in helper.1 {
            sig.params.push(AbiParam::new(t));
        }
        sig.returns.push(AbiParam::new(I32));
        let sigref = self.b.import_signature(sig);
        let callee = self.iconst64(helper.0 as u64);
        let mut call_args = vec![self.ctx];
        call_args.extend(args);
        call_args.push(out);
        let call = self.b.ins().call_indirect(sigref, callee, &call_args);
        let done = self.b.inst_results(call)[0];
        let failed = self.b.ins().icmp_imm_s(IntCC::Equal, done, 0);
        self.side_exit_if(failed, pc);
        let vals: Vec<BlockArg> = (0..n)
            .map(|i| BlockArg::Value(self.b.ins().stack_load(ptr, I32, slot, (4 * i) as i32)))
            .collect();
        self.b.ins().jump(join, &vals);

        self.b.switch_to_block(join);
        let vals = self.b.block_params(join).to_vec();
        for (i, v) in vals.into_iter().enumerate() {
            self.write_raw32(inst.sdst + i as u8, v);
        }
        Lowered::Next
    }
}
