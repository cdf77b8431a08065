//! SOPC: `SCC = op(S0, S1)` (docs/semantics.md §4).

use super::{Lowered, Lowerer};
use crate::isa::{Instruction, Opcode};
use cranelift_codegen::ir::condcodes::IntCC;
use cranelift_codegen::ir::InstBuilder;

/// The host condition of a compare, SOPC `s_cmp_*` or SOPK `s_cmpk_*`
/// (`D op SIMM16`); `None` for any other opcode.
pub(super) fn compare_cc(op: Opcode) -> Option<IntCC> {
    use Opcode::*;
    Some(match op {
        S_CMP_EQ_I32 | S_CMP_EQ_U32 | S_CMP_EQ_U64 | S_CMPK_EQ_I32 | S_CMPK_EQ_U32 => IntCC::Equal,
        S_CMP_LG_I32 | S_CMP_LG_U32 | S_CMP_LG_U64 | S_CMPK_LG_I32 | S_CMPK_LG_U32 => {
            IntCC::NotEqual
        }
        S_CMP_GT_I32 | S_CMPK_GT_I32 => IntCC::SignedGreaterThan,
        S_CMP_GE_I32 | S_CMPK_GE_I32 => IntCC::SignedGreaterThanOrEqual,
        S_CMP_LT_I32 | S_CMPK_LT_I32 => IntCC::SignedLessThan,
        S_CMP_LE_I32 | S_CMPK_LE_I32 => IntCC::SignedLessThanOrEqual,
        S_CMP_GT_U32 | S_CMPK_GT_U32 => IntCC::UnsignedGreaterThan,
        S_CMP_GE_U32 | S_CMPK_GE_U32 => IntCC::UnsignedGreaterThanOrEqual,
        S_CMP_LT_U32 | S_CMPK_LT_U32 => IntCC::UnsignedLessThan,
        S_CMP_LE_U32 | S_CMPK_LE_U32 => IntCC::UnsignedLessThanOrEqual,
        _ => return None,
    })
}

impl Lowerer<'_, '_> {
    pub(super) fn lower_sopc(&mut self, pc: u64, inst: &Instruction) -> Lowered {
        use Opcode::*;
        let op = inst.op;
        if let Some(cc) = compare_cc(op) {
            let s0 = self.src0(inst);
            let s1 = self.src1(inst);
            let c = self.b.ins().icmp(cc, s0, s1);
            self.set_scc(c);
            return Lowered::Next;
        }
        match op {
            S_BITCMP0_B32 | S_BITCMP1_B32 | S_BITCMP0_B64 | S_BITCMP1_B64 => {
                let s0 = self.src0(inst);
                let wide = op.sig().src0 == 2;
                let set = matches!(op, S_BITCMP1_B32 | S_BITCMP1_B64);
                if let Some(k) = self.const_src(inst, inst.ssrc1) {
                    // A constant bit index: one test of the masked bit.
                    let mask = 1u64 << (k & if wide { 63 } else { 31 });
                    let bit = self.b.ins().band_imm_s(s0, mask as i64);
                    let cc = if set { IntCC::NotEqual } else { IntCC::Equal };
                    let c = self.b.ins().icmp_imm_s(cc, bit, 0);
                    self.set_scc(c);
                    return Lowered::Next;
                }
                let s1 = self.src1(inst);
                let n = self.b.ins().band_imm_s(s1, if wide { 63 } else { 31 });
                let n = if wide {
                    self.b.ins().uextend(cranelift_codegen::ir::types::I64, n)
                } else {
                    n
                };
                let bit = self.b.ins().ushr(s0, n);
                let bit = self.b.ins().band_imm_s(bit, 1);
                let want = if matches!(op, S_BITCMP1_B32 | S_BITCMP1_B64) {
                    1
                } else {
                    0
                };
                let c = self.b.ins().icmp_imm_s(IntCC::Equal, bit, want);
                self.set_scc(c);
                Lowered::Next
            }
            // s_setvskip and s_set_gpr_idx_on are interpreter-only.
            _ => self.interpret_here(pc),
        }
    }
}
