//! SOPK: `D = op(D, SIMM16)` (docs/semantics.md §2).

use super::sopc::compare_cc;
use super::{Lowered, Lowerer};
use crate::isa::{Instruction, Opcode};
use cranelift_codegen::ir::InstBuilder;

impl Lowerer<'_, '_> {
    pub(super) fn lower_sopk(&mut self, pc: u64, inst: &Instruction) -> Lowered {
        use Opcode::*;
        let op = inst.op;
        let k = self.simm_s(inst);
        if let Some(cc) = compare_cc(op) {
            // S_CMPK_*: signed compares take the sign-extended immediate,
            // unsigned ones the zero-extended one.
            let r = self.reg32(inst.sdst);
            let imm = self.iconst32(inst.sopk_compare_imm());
            let c = self.b.ins().icmp(cc, r, imm);
            self.set_scc(c);
            return Lowered::Next;
        }
        match op {
            S_MOVK_I32 => self.dst(inst, k),
            S_CMOVK_I32 => {
                let old = self.reg32(inst.sdst);
                let c = self.scc_set();
                let d = self.b.ins().select(c, k, old);
                self.dst(inst, d);
            }
            S_ADDK_I32 => {
                let t = self.reg32(inst.sdst);
                let d = self.add_i32(t, k);
                self.dst(inst, d);
            }
            S_MULK_I32 => {
                let t = self.reg32(inst.sdst);
                let d = self.b.ins().imul(t, k);
                self.dst(inst, d);
            }
            S_CALL_B64 => {
                let ret = self.iconst64(pc.wrapping_add(4));
                self.dst(inst, ret);
                let target = inst.branch_target(pc).unwrap_or(pc.wrapping_add(4));
                self.goto(target);
                return Lowered::Terminated;
            }
            // Fork and hardware-register rows are interpreter-only.
            _ => return self.interpret_here(pc),
        }
        Lowered::Next
    }
}
