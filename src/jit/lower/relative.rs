//! M0-relative access (`s_movrels*`, `s_movreld*`): an SGPR chosen at run time
//! by `code + M0`.
//!
//! Such an access goes through the wave state in memory: the SGPR variables
//! are stored before it and, after a relative write, reloaded. That is exact
//! only if every SGPR the region uses has its variable from the start, so the
//! region's named SGPRs are declared up front and an SGPR used outside that
//! set makes the region uncompilable (`Vars::complete`).

use super::{mem, Lowered, Lowerer};
use crate::isa::operand::code;
use crate::isa::{Arch, Format, Instruction, Opcode};
use crate::jit::region::Region;
use crate::state::offsets;
use cranelift_codegen::ir::condcodes::IntCC;
use cranelift_codegen::ir::types::{I32, I64};
use cranelift_codegen::ir::{InstBuilder, Value};

/// Every SGPR an instruction of `region` may name, over-approximated: each
/// register field as a pair, and for scalar memory the widest tuple a load
/// writes and the base as a buffer descriptor.
/// The lowering refuses a region that uses an SGPR outside this set, so an
/// omission costs speed, never correctness.
fn named_sgprs(region: &Region, arch: Arch) -> Vec<u8> {
    let n = arch.num_sgprs() as usize;
    let mut named = vec![false; n];
    let mut mark = |first: usize, count: usize| {
        for x in named.iter_mut().take(first + count).skip(first) {
            *x = true;
        }
    };
    for (_, inst) in region.blocks.iter().flat_map(|b| &b.insts) {
        mark(inst.ssrc0 as usize, 2);
        mark(inst.ssrc1 as usize, 2);
        if inst.op.format() == Format::Smem {
            mark(inst.sdst as usize, 16);
            mark((inst.ssrc0 as usize * 2) & 127, 4);
        } else {
            mark(inst.sdst as usize, 2);
        }
    }
    (0..n as u8).filter(|&c| named[c as usize]).collect()
}

impl Lowerer<'_, '_> {
    /// For a region with relative access: gives every SGPR it names a
    /// variable from the start (a register first used after a relative write
    /// would otherwise be loaded, stale, in the prologue), and no other SGPR
    /// one later.
    pub(super) fn fix_named_sgprs(&mut self) {
        for c in named_sgprs(self.region, self.arch) {
            self.var(c);
        }
        self.vars.fix_sgprs();
    }

    /// Lowers `s_movrels*` / `s_movreld*` with source value `s0`.
    pub(super) fn lower_movrel(&mut self, pc: u64, inst: &Instruction, s0: Value) -> Lowered {
        use Opcode::*;
        let d = match inst.op {
            // A base that is not an SGPR is an illegal operand: the interpreter reports it.
            S_MOVRELS_B32 | S_MOVRELS_B64 if inst.ssrc0 as u32 >= self.arch.num_sgprs() => {
                return self.interpret_here(pc)
            }
            S_MOVRELD_B32 | S_MOVRELD_B64 if inst.sdst as u32 >= self.arch.num_sgprs() => {
                return self.interpret_here(pc)
            }
            S_MOVRELS_B32 => {
                self.flush_sgprs();
                let i = self.rel_index(inst.ssrc0);
                self.rel_get(i)
            }
            S_MOVRELS_B64 => {
                let i = self.rel_index(inst.ssrc0);
                self.odd_index_exit(i, pc);
                self.flush_sgprs();
                let lo = self.rel_get(i);
                let j = self.b.ins().iadd_imm_s(i, 1);
                let hi = self.rel_get(j);
                self.concat(lo, hi)
            }
            _ => {
                self.movreld(pc, inst, s0);
                return Lowered::Next;
            }
        };
        self.dst(inst, d);
        Lowered::Next
    }

    /// `s_movreld_b32` / `s_movreld_b64`: `sgpr[sdst + M0] = s0`, a write past
    /// the last SGPR doing nothing.
    fn movreld(&mut self, pc: u64, inst: &Instruction, s0: Value) {
        let i = self.rel_index(inst.sdst);
        let dwords = if inst.op == Opcode::S_MOVRELD_B64 {
            2
        } else {
            1
        };
        if dwords == 2 {
            self.odd_index_exit(i, pc);
        }
        self.flush_sgprs();
        let n = self.arch.num_sgprs() as i64;
        let last = self.b.ins().iadd_imm_s(i, dwords - 1);
        let ok = self.b.ins().icmp_imm_s(IntCC::UnsignedLessThan, last, n);
        let write = self.b.create_block();
        let done = self.b.create_block();
        self.b.ins().brif(ok, write, &[], done, &[]);
        self.seal_single(&[write]);
        self.b.switch_to_block(write);
        let a = self.sgpr_addr(i);
        #[cfg(feature = "test-hooks")]
        let s0 = self.sabotage.result(self.b, s0);
        if dwords == 2 {
            let (lo, hi) = self.split(s0);
            self.b.ins().store(mem(), lo, a, 0);
            self.b.ins().store(mem(), hi, a, 4);
        } else {
            self.b.ins().store(mem(), s0, a, 0);
        }
        self.b.ins().jump(done, &[]);
        self.b.switch_to_block(done);
        self.reload_sgprs();
    }

    /// An odd 64-bit relative index is an illegal operand (§9.11): the interpreter reports it.
    fn odd_index_exit(&mut self, i: Value, pc: u64) {
        let odd = self.b.ins().band_imm_s(i, 1);
        let odd = self.b.ins().icmp_imm_s(IntCC::NotEqual, odd, 0);
        self.side_exit_if(odd, pc);
    }

    /// Stores the SGPR variables to the wave state (before an M0-relative
    /// access): a variable always holds the register's value, so storing one
    /// that this path did not write is harmless.
    fn flush_sgprs(&mut self) {
        for (c, var) in self.vars.sgpr_vars() {
            let v = self.b.use_var(var);
            self.b
                .ins()
                .store(mem(), v, self.state, (offsets::SGPR + 4 * c) as i32);
        }
    }

    /// Re-reads the SGPR variables from the wave state (after an M0-relative
    /// write, which may have changed any of them there).
    fn reload_sgprs(&mut self) {
        for (c, var) in self.vars.sgpr_vars() {
            let x = self
                .b
                .ins()
                .load(I32, mem(), self.state, (offsets::SGPR + 4 * c) as i32);
            self.b.def_var(var, x);
            self.vars.reloaded_sgpr(c);
        }
    }

    /// Address of `sgpr[index]` for a run-time index (I64, already bounds-checked).
    fn sgpr_addr(&mut self, index: Value) -> Value {
        let off = self.b.ins().ishl_imm_s(index, 2);
        let base = self.b.ins().iadd_imm_s(self.state, offsets::SGPR as i64);
        self.b.ins().iadd(base, off)
    }

    /// `i = code + M0` as I64 (no 32-bit wrap-around).
    fn rel_index(&mut self, c: u8) -> Value {
        let m0 = self.reg32(code::M0);
        let m0 = self.b.ins().uextend(I64, m0);
        self.b.ins().iadd_imm_s(m0, c as i64)
    }

    /// `get(j)`: SGPR j when j < NSGPR, else SGPR 0 (values are flushed first).
    fn rel_get(&mut self, j: Value) -> Value {
        let n = self.arch.num_sgprs() as i64;
        let ok = self.b.ins().icmp_imm_s(IntCC::UnsignedLessThan, j, n);
        let zero = self.iconst64(0);
        let j = self.b.ins().select(ok, j, zero);
        let a = self.sgpr_addr(j);
        self.b.ins().load(I32, mem(), a, 0)
    }
}
