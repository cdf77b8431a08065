//! SOPK: `D = op(D, SIMM16)` (docs/semantics.md §2).

use super::{Lowered, Lowerer};
use crate::isa::{Instruction, Opcode};
use crate::jit::ExitReason;
use cranelift_codegen::ir::condcodes::IntCC;
use cranelift_codegen::ir::InstBuilder;

impl Lowerer<'_, '_> {
    pub(super) fn lower_sopk(&mut self, pc: u64, inst: &Instruction) -> Lowered {
        use Opcode::*;
        let op = inst.op;
        let k = self.simm_s(inst);
        match op {
            S_MOVK_I32 => self.dst(inst, k),
            S_CMOVK_I32 => {
                let old = self.reg32(inst.sdst);
                let c = self.scc_set();
                let d = self.b.ins().select(c, k, old);
                self.dst(inst, d);
            }
            S_CMPK_EQ_I32 | S_CMPK_LG_I32 | S_CMPK_GT_I32 | S_CMPK_GE_I32 | S_CMPK_LT_I32
            | S_CMPK_LE_I32 | S_CMPK_EQ_U32 | S_CMPK_LG_U32 | S_CMPK_GT_U32 | S_CMPK_GE_U32
            | S_CMPK_LT_U32 | S_CMPK_LE_U32 => {
                let r = self.reg32(inst.sdst);
                let (cc, signed) = match op {
                    S_CMPK_EQ_I32 => (IntCC::Equal, true),
                    S_CMPK_LG_I32 => (IntCC::NotEqual, true),
                    S_CMPK_GT_I32 => (IntCC::SignedGreaterThan, true),
                    S_CMPK_GE_I32 => (IntCC::SignedGreaterThanOrEqual, true),
                    S_CMPK_LT_I32 => (IntCC::SignedLessThan, true),
                    S_CMPK_LE_I32 => (IntCC::SignedLessThanOrEqual, true),
                    S_CMPK_EQ_U32 => (IntCC::Equal, false),
                    S_CMPK_LG_U32 => (IntCC::NotEqual, false),
                    S_CMPK_GT_U32 => (IntCC::UnsignedGreaterThan, false),
                    S_CMPK_GE_U32 => (IntCC::UnsignedGreaterThanOrEqual, false),
                    S_CMPK_LT_U32 => (IntCC::UnsignedLessThan, false),
                    _ => (IntCC::UnsignedLessThanOrEqual, false),
                };
                // Signed compares take the sign-extended immediate, unsigned ones
                // the zero-extended one.
                let imm = if signed {
                    k
                } else {
                    self.iconst32(inst.simm16 as u32)
                };
                let c = self.b.ins().icmp(cc, r, imm);
                self.set_scc(c);
            }
            S_ADDK_I32 => {
                let t = self.reg32(inst.sdst);
                let d = self.b.ins().iadd(t, k);
                let x = self.b.ins().bxor(t, d);
                let y = self.b.ins().bxor(k, d);
                let o = self.b.ins().band(x, y);
                let o = self.b.ins().icmp_imm_s(IntCC::SignedLessThan, o, 0);
                self.set_scc(o);
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
            _ => {
                self.side_exit_here(pc, ExitReason::Fallback);
                return Lowered::Terminated;
            }
        }
        Lowered::Next
    }
}
