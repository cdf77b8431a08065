//! SOPP: branches, end of program and the no-op family (docs/semantics.md §5).

use super::{Lowered, Lowerer};
use crate::isa::operand::code;
use crate::isa::{Instruction, Opcode};
use crate::jit::ExitReason;
use crate::state::{hwreg, offsets};
use cranelift_codegen::ir::condcodes::IntCC;
use cranelift_codegen::ir::types::I32;
use cranelift_codegen::ir::InstBuilder;

impl Lowerer<'_, '_> {
    pub(super) fn lower_sopp(&mut self, pc: u64, inst: &Instruction) -> Lowered {
        use Opcode::*;
        let op = inst.op;
        let target = inst.branch_target(pc).unwrap_or(pc.wrapping_add(4));
        let next = pc.wrapping_add(4);
        match op {
            S_NOP | S_WAKEUP | S_BARRIER | S_WAITCNT | S_SLEEP | S_ICACHE_INV | S_INCPERFLEVEL
            | S_DECPERFLEVEL | S_TTRACEDATA => Lowered::Next,
            S_ENDPGM | S_ENDPGM_SAVED | S_ENDPGM_ORDERED_PS_DONE => {
                let v = self.iconst64(pc);
                self.exit_dynamic(v, ExitReason::Endpgm);
                Lowered::Terminated
            }
            S_BRANCH => {
                self.goto(target);
                Lowered::Terminated
            }
            S_CBRANCH_SCC0 | S_CBRANCH_SCC1 | S_CBRANCH_VCCZ | S_CBRANCH_VCCNZ
            | S_CBRANCH_EXECZ | S_CBRANCH_EXECNZ => {
                let c = match op {
                    S_CBRANCH_SCC0 | S_CBRANCH_SCC1 => self.scc_set(),
                    S_CBRANCH_VCCZ | S_CBRANCH_VCCNZ => self.pair_is_zero(code::VCC_LO),
                    _ => self.pair_is_zero(code::EXEC_LO),
                };
                // `c` is "SCC set" or "pair is zero"; SCC0/VCCNZ/EXECNZ take the other sense.
                let (t, f) = match op {
                    S_CBRANCH_SCC1 | S_CBRANCH_VCCZ | S_CBRANCH_EXECZ => (target, next),
                    _ => (next, target),
                };
                self.branch(c, t, f, matches!(op, S_CBRANCH_SCC0 | S_CBRANCH_SCC1));
                Lowered::Terminated
            }
            S_CBRANCH_CDBGSYS
            | S_CBRANCH_CDBGUSER
            | S_CBRANCH_CDBGSYS_OR_USER
            | S_CBRANCH_CDBGSYS_AND_USER => {
                let st = self.b.ins().load(
                    I32,
                    super::mem(),
                    self.state,
                    (offsets::HWREG + 4 * hwreg::STATUS) as i32,
                );
                let sys = self.b.ins().ushr_imm_s(st, 21);
                let sys = self.b.ins().band_imm_s(sys, 1);
                let user = self.b.ins().ushr_imm_s(st, 20);
                let user = self.b.ins().band_imm_s(user, 1);
                let v = match op {
                    S_CBRANCH_CDBGSYS => sys,
                    S_CBRANCH_CDBGUSER => user,
                    S_CBRANCH_CDBGSYS_OR_USER => self.b.ins().bor(sys, user),
                    _ => self.b.ins().band(sys, user),
                };
                let c = self.b.ins().icmp_imm_s(IntCC::NotEqual, v, 0);
                self.branch(c, target, next, false);
                Lowered::Terminated
            }
            S_SET_GPR_IDX_MODE => {
                let m0 = self.reg32(code::M0);
                let keep = self.b.ins().band_imm_s(m0, !0xF000i64);
                let bits = ((inst.simm16 as u32 & 0xF) << 12) as i64;
                let v = self.b.ins().bor_imm_s(keep, bits);
                self.write_reg32(code::M0, v);
                Lowered::Next
            }
            // The rest (s_setkill, s_sethalt, s_setprio, s_sendmsg*, s_trap,
            // s_set_gpr_idx_off) is interpreter-only.
            _ => self.interpret_here(pc),
        }
    }
}
