//! SOP1: `D = op(S0)` (docs/semantics.md §3), including PC, EXEC and M0-relative ops.
//!
//! `lower_sop1` handles the moves and the PC and M0 rows itself and hands
//! each other family to its own function: bit patterns, bit counts and
//! searches, EXEC-saving ops, and M0-relative moves (`relative`).

use super::{Lowered, Lowerer};
use crate::isa::operand::code;
use crate::isa::{Instruction, Opcode};
use crate::jit::ExitReason;
use cranelift_codegen::ir::condcodes::IntCC;
use cranelift_codegen::ir::types::{I32, I64};
use cranelift_codegen::ir::{InstBuilder, Value};

impl Lowerer<'_, '_> {
    pub(super) fn lower_sop1(&mut self, pc: u64, inst: &Instruction) -> Lowered {
        use Opcode::*;
        let op = inst.op;
        let sig = op.sig();
        let wide = sig.src0 == 2;
        let s0 = if sig.src0 > 0 {
            self.src0(inst)
        } else {
            self.iconst32(0)
        };
        let d = match op {
            S_MOV_B32 | S_MOV_B64 | S_MOV_REGRD_B32 | S_MOV_FED_B32 => s0,
            S_CMOV_B32 | S_CMOV_B64 => {
                let old = if sig.dst == 2 {
                    self.reg64(inst.sdst)
                } else {
                    self.reg32(inst.sdst)
                };
                let c = self.scc_set();
                // A conditional move that does not happen writes nothing, which
                // matters for TTMP destinations only through the PRIV rule:
                // writing the old value back is equivalent.
                self.b.ins().select(c, s0, old)
            }
            S_NOT_B32
            | S_NOT_B64
            | S_WQM_B32
            | S_WQM_B64
            | S_QUADMASK_B32
            | S_QUADMASK_B64
            | S_BREV_B32
            | S_BREV_B64
            | S_BITREPLICATE_B64_B32 => self.bit_pattern(op, s0, wide),
            S_BCNT0_I32_B32 | S_BCNT0_I32_B64 | S_BCNT1_I32_B32 | S_BCNT1_I32_B64
            | S_FF0_I32_B32 | S_FF0_I32_B64 | S_FF1_I32_B32 | S_FF1_I32_B64 | S_FLBIT_I32_B32
            | S_FLBIT_I32_B64 | S_FLBIT_I32 | S_FLBIT_I32_I64 => self.bit_count(op, s0, wide),
            S_SEXT_I32_I8 => {
                let x = self.b.ins().ishl_imm_s(s0, 24);
                self.b.ins().sshr_imm_s(x, 24)
            }
            S_SEXT_I32_I16 => {
                let x = self.b.ins().ishl_imm_s(s0, 16);
                self.b.ins().sshr_imm_s(x, 16)
            }
            S_BITSET0_B32 | S_BITSET1_B32 | S_BITSET0_B64 | S_BITSET1_B64 => {
                let dwide = sig.dst == 2;
                let (ty, mask) = if dwide { (I64, 63) } else { (I32, 31) };
                let old = if dwide {
                    self.reg64(inst.sdst)
                } else {
                    self.reg32(inst.sdst)
                };
                let n = self.b.ins().band_imm_s(s0, mask);
                let one = self.b.ins().iconst(ty, 1);
                let bit = self.b.ins().ishl(one, n);
                if matches!(op, S_BITSET0_B32 | S_BITSET0_B64) {
                    self.b.ins().band_not(old, bit)
                } else {
                    self.b.ins().bor(old, bit)
                }
            }
            S_ABS_I32 => {
                let neg = self.b.ins().ineg(s0);
                let c = self.b.ins().icmp_imm_s(IntCC::SignedLessThan, s0, 0);
                let d = self.b.ins().select(c, neg, s0);
                self.set_scc_nonzero(d);
                d
            }
            S_GETPC_B64 => self.iconst64(pc.wrapping_add(4)),
            S_SETPC_B64 => {
                self.exit_dynamic(s0, ExitReason::Continue);
                return Lowered::Terminated;
            }
            S_SWAPPC_B64 => {
                let ret = self.iconst64(pc.wrapping_add(4));
                self.dst(inst, ret);
                self.exit_dynamic(s0, ExitReason::Continue);
                return Lowered::Terminated;
            }
            S_AND_SAVEEXEC_B64 | S_OR_SAVEEXEC_B64 | S_XOR_SAVEEXEC_B64 | S_ANDN2_SAVEEXEC_B64
            | S_ORN2_SAVEEXEC_B64 | S_NAND_SAVEEXEC_B64 | S_NOR_SAVEEXEC_B64
            | S_XNOR_SAVEEXEC_B64 | S_ANDN1_SAVEEXEC_B64 | S_ORN1_SAVEEXEC_B64
            | S_ANDN1_WREXEC_B64 | S_ANDN2_WREXEC_B64 => self.save_exec(op, s0),
            S_SET_GPR_IDX_IDX => {
                let m0 = self.reg32(code::M0);
                let keep = self.b.ins().band_imm_s(m0, !0xFFi64);
                let low = self.b.ins().band_imm_s(s0, 0xFF);
                let v = self.b.ins().bor(keep, low);
                self.write_reg32(code::M0, v);
                return Lowered::Next;
            }
            S_MOVRELS_B32 | S_MOVRELS_B64 | S_MOVRELD_B32 | S_MOVRELD_B64 => {
                return self.lower_movrel(pc, inst, s0);
            }
            // Interpreter-only rows (s_rfe_b64, s_cbranch_join) never get here.
            _ => return self.interpret_here(pc),
        };
        self.dst(inst, d);
        Lowered::Next
    }

    /// Bit patterns: NOT, the whole-quad and quad masks, bit reversal and
    /// bit replication.
    fn bit_pattern(&mut self, op: Opcode, s0: Value, wide: bool) -> Value {
        use Opcode::*;
        match op {
            S_NOT_B32 | S_NOT_B64 => {
                let d = self.b.ins().bnot(s0);
                self.set_scc_nonzero(d);
                d
            }
            S_WQM_B32 | S_WQM_B64 => {
                let y = self.nibble_any(s0, wide);
                let d = self.b.ins().imul_imm_s(y, 0xF);
                self.set_scc_nonzero(d);
                d
            }
            S_QUADMASK_B32 | S_QUADMASK_B64 => {
                let y = self.nibble_any(s0, wide);
                let ty = if wide { I64 } else { I32 };
                let mut d = self.b.ins().iconst(ty, 0);
                for q in 0..(if wide { 16 } else { 8 }) {
                    let bit = self.b.ins().ushr_imm_s(y, 4 * q);
                    let bit = self.b.ins().band_imm_s(bit, 1);
                    let bit = self.b.ins().ishl_imm_s(bit, q);
                    d = self.b.ins().bor(d, bit);
                }
                self.set_scc_nonzero(d);
                d
            }
            S_BREV_B32 | S_BREV_B64 => self.bit_reverse(s0, wide),
            _ => {
                // S_BITREPLICATE_B64_B32: spread the 32 bits to even positions,
                // then duplicate into odd ones.
                let mut x = self.b.ins().uextend(I64, s0);
                for (sh, m) in [
                    (16, 0x0000_FFFF_0000_FFFFu64),
                    (8, 0x00FF_00FF_00FF_00FF),
                    (4, 0x0F0F_0F0F_0F0F_0F0F),
                    (2, 0x3333_3333_3333_3333),
                    (1, 0x5555_5555_5555_5555),
                ] {
                    let t = self.b.ins().ishl_imm_s(x, sh);
                    let t = self.b.ins().bor(x, t);
                    x = self.b.ins().band_imm_s(t, m as i64);
                }
                let t = self.b.ins().ishl_imm_s(x, 1);
                self.b.ins().bor(x, t)
            }
        }
    }

    /// Bit counts and searches: BCNT0/1, FF0/FF1 (lowest clear/set bit) and
    /// FLBIT (highest set bit, or highest bit unlike the sign).
    fn bit_count(&mut self, op: Opcode, s0: Value, wide: bool) -> Value {
        use Opcode::*;
        match op {
            S_BCNT0_I32_B32 | S_BCNT0_I32_B64 | S_BCNT1_I32_B32 | S_BCNT1_I32_B64 => {
                let n = self.b.ins().popcnt(s0);
                let n = self.to32(n, wide);
                let d = if matches!(op, S_BCNT0_I32_B32 | S_BCNT0_I32_B64) {
                    let bits = self.iconst32(if wide { 64 } else { 32 });
                    self.b.ins().isub(bits, n)
                } else {
                    n
                };
                self.set_scc_nonzero(d);
                d
            }
            S_FF0_I32_B32 | S_FF0_I32_B64 => {
                let x = self.b.ins().bnot(s0);
                self.count_or_minus1(x, wide, |b, v| b.ins().ctz(v))
            }
            S_FF1_I32_B32 | S_FF1_I32_B64 => self.count_or_minus1(s0, wide, |b, v| b.ins().ctz(v)),
            S_FLBIT_I32_B32 | S_FLBIT_I32_B64 => {
                self.count_or_minus1(s0, wide, |b, v| b.ins().clz(v))
            }
            _ => {
                // S_FLBIT_I32, S_FLBIT_I32_I64: clz of the value with its sign
                // copies flipped away; 0 and -1 → -1.
                let sign = self.b.ins().sshr_imm_s(s0, if wide { 63 } else { 31 });
                let x = self.b.ins().bxor(s0, sign);
                self.count_or_minus1(x, wide, |b, v| b.ins().clz(v))
            }
        }
    }

    /// `s_<op>_saveexec_b64` and `s_andn{1,2}_wrexec_b64`: EXEC = op(S0, EXEC),
    /// SCC = EXEC != 0; the result for D is the old EXEC (the new one for
    /// `wrexec`).
    fn save_exec(&mut self, op: Opcode, s0: Value) -> Value {
        use Opcode::*;
        let old = self.reg64(code::EXEC_LO);
        let new = match op {
            S_AND_SAVEEXEC_B64 => self.b.ins().band(s0, old),
            S_OR_SAVEEXEC_B64 => self.b.ins().bor(s0, old),
            S_XOR_SAVEEXEC_B64 => self.b.ins().bxor(s0, old),
            S_ANDN2_SAVEEXEC_B64 | S_ANDN2_WREXEC_B64 => self.b.ins().band_not(s0, old),
            S_ORN2_SAVEEXEC_B64 => self.b.ins().bor_not(s0, old),
            S_NAND_SAVEEXEC_B64 => {
                let t = self.b.ins().band(s0, old);
                self.b.ins().bnot(t)
            }
            S_NOR_SAVEEXEC_B64 => {
                let t = self.b.ins().bor(s0, old);
                self.b.ins().bnot(t)
            }
            S_XNOR_SAVEEXEC_B64 => {
                let t = self.b.ins().bxor(s0, old);
                self.b.ins().bnot(t)
            }
            S_ANDN1_SAVEEXEC_B64 | S_ANDN1_WREXEC_B64 => self.b.ins().band_not(old, s0),
            _ => self.b.ins().bor_not(old, s0), // S_ORN1_SAVEEXEC_B64
        };
        self.set_scc_nonzero(new);
        // EXEC first, then D: with SDST = EXEC the saved value wins (§9.9).
        self.write_dst(code::EXEC_LO, 2, new);
        if matches!(op, S_ANDN1_WREXEC_B64 | S_ANDN2_WREXEC_B64) {
            new
        } else {
            old
        }
    }

    /// Bit 4q of the result is set when nibble q of `x` is non-zero.
    fn nibble_any(&mut self, x: Value, wide: bool) -> Value {
        let a = self.b.ins().ushr_imm_s(x, 1);
        let y = self.b.ins().bor(x, a);
        let a = self.b.ins().ushr_imm_s(y, 2);
        let y = self.b.ins().bor(y, a);
        let m = if wide {
            0x1111_1111_1111_1111u64 as i64
        } else {
            0x1111_1111
        };
        self.b.ins().band_imm_s(y, m)
    }

    fn to32(&mut self, v: Value, wide: bool) -> Value {
        if wide {
            self.b.ins().ireduce(I32, v)
        } else {
            v
        }
    }

    /// `count(x)` as a 32-bit value, or -1 when `x` has no bit to find (x == 0).
    fn count_or_minus1(
        &mut self,
        x: Value,
        wide: bool,
        f: impl FnOnce(&mut cranelift_frontend::FunctionBuilder, Value) -> Value,
    ) -> Value {
        let n = f(self.b, x);
        let n = self.to32(n, wide);
        let z = self.b.ins().icmp_imm_s(IntCC::Equal, x, 0);
        let m1 = self.iconst32(u32::MAX);
        self.b.ins().select(z, m1, n)
    }

    /// Bit reversal as a byte swap and three swap stages (nibbles, bit pairs,
    /// bits): Cranelift's `bitrev` swaps in five stages on x86-64, which has a
    /// byte swap but no bit reversal, and the bits kernel spent 30 of its 60
    /// host instructions per iteration there.
    fn bit_reverse(&mut self, x: Value, wide: bool) -> Value {
        let mut v = self.b.ins().bswap(x);
        for (shift, mask) in [
            (4, 0x0f0f_0f0f_0f0f_0f0fu64),
            (2, 0x3333_3333_3333_3333),
            (1, 0x5555_5555_5555_5555),
        ] {
            let mask = if wide { mask } else { mask & 0xffff_ffff } as i64;
            let lo = self.b.ins().band_imm_s(v, mask);
            let lo = self.b.ins().ishl_imm_s(lo, shift);
            let hi = self.b.ins().ushr_imm_s(v, shift);
            let hi = self.b.ins().band_imm_s(hi, mask);
            v = self.b.ins().bor(lo, hi);
        }
        v
    }
}
