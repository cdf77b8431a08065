//! SOP2: `D = op(S0, S1)` (docs/semantics.md §1).
//!
//! `lower_sop2` reads the sources, handles the compare-and-select rows itself
//! and hands each other family to its own function: adds and subtracts with
//! their carry or overflow, logic and shifts (SCC = D != 0), and bit fields.

use super::{Lowered, Lowerer};
use crate::isa::{Instruction, Opcode};
use cranelift_codegen::ir::condcodes::IntCC;
use cranelift_codegen::ir::types::{I32, I64};
use cranelift_codegen::ir::{InstBuilder, Value};

impl Lowerer<'_, '_> {
    pub(super) fn lower_sop2(&mut self, pc: u64, inst: &Instruction) -> Lowered {
        use Opcode::*;
        let op = inst.op;
        let s0 = self.src0(inst);
        let s1 = self.src1(inst);
        let d = match op {
            S_ADD_U32 | S_ADDC_U32 | S_SUB_U32 | S_SUBB_U32 | S_ADD_I32 | S_SUB_I32
            | S_LSHL1_ADD_U32 | S_LSHL2_ADD_U32 | S_LSHL3_ADD_U32 | S_LSHL4_ADD_U32 => {
                self.add_sub(op, s0, s1)
            }
            S_MIN_I32 | S_MIN_U32 | S_MAX_I32 | S_MAX_U32 => {
                let cc = match op {
                    S_MIN_I32 => IntCC::SignedLessThan,
                    S_MIN_U32 => IntCC::UnsignedLessThan,
                    S_MAX_I32 => IntCC::SignedGreaterThan,
                    _ => IntCC::UnsignedGreaterThan,
                };
                let c = self.b.ins().icmp(cc, s0, s1);
                let d = self.b.ins().select(c, s0, s1);
                self.set_scc(c);
                d
            }
            S_CSELECT_B32 | S_CSELECT_B64 => {
                let c = self.scc_set();
                self.b.ins().select(c, s0, s1)
            }
            S_ABSDIFF_I32 => {
                let t = self.b.ins().isub(s0, s1);
                let neg = self.b.ins().ineg(t);
                let c = self.b.ins().icmp_imm_s(IntCC::SignedLessThan, t, 0);
                let d = self.b.ins().select(c, neg, t);
                self.set_scc_nonzero(d);
                d
            }
            S_MUL_I32 => self.b.ins().imul(s0, s1),
            S_MUL_HI_U32 => self.b.ins().umulhi(s0, s1),
            S_MUL_HI_I32 => self.b.ins().smulhi(s0, s1),
            S_AND_B32 | S_AND_B64 | S_OR_B32 | S_OR_B64 | S_XOR_B32 | S_XOR_B64 | S_ANDN2_B32
            | S_ANDN2_B64 | S_ORN2_B32 | S_ORN2_B64 | S_NAND_B32 | S_NAND_B64 | S_NOR_B32
            | S_NOR_B64 | S_XNOR_B32 | S_XNOR_B64 | S_LSHL_B32 | S_LSHL_B64 | S_LSHR_B32
            | S_LSHR_B64 | S_ASHR_I32 | S_ASHR_I64 => self.logic(op, s0, s1),
            S_BFM_B32 | S_BFM_B64 | S_BFE_U32 | S_BFE_I32 | S_BFE_U64 | S_BFE_I64
            | S_PACK_LL_B32_B16 | S_PACK_LH_B32_B16 | S_PACK_HH_B32_B16 => {
                self.bit_field(op, s0, s1)
            }
            // Fork and trap return are interpreter-only; discovery keeps them out.
            _ => return self.interpret_here(pc),
        };
        self.dst(inst, d);
        Lowered::Next
    }

    /// Adds and subtracts, SCC their carry, borrow or signed overflow.
    fn add_sub(&mut self, op: Opcode, s0: Value, s1: Value) -> Value {
        use Opcode::*;
        match op {
            // Plain adds and subtracts with the carry as a separate compare:
            // a flag nothing reads then costs no code (an `*_overflow`
            // instruction's second result always does).
            S_ADD_U32 => {
                let d = self.b.ins().iadd(s0, s1);
                let carry = self.b.ins().icmp(IntCC::UnsignedLessThan, d, s0);
                self.set_scc(carry);
                d
            }
            S_ADDC_U32 => {
                // Two 32-bit adds with carry flags (the sum of both carries
                // is at most 1, so either one carries out).
                let t = self.b.ins().iadd(s0, s1);
                let c1 = self.b.ins().icmp(IntCC::UnsignedLessThan, t, s0);
                let scc = self.scc();
                let d = self.b.ins().iadd(t, scc);
                let c2 = self.b.ins().icmp(IntCC::UnsignedLessThan, d, t);
                let carry = self.b.ins().bor(c1, c2);
                self.set_scc(carry);
                d
            }
            S_SUB_U32 => {
                let d = self.b.ins().isub(s0, s1);
                let borrow = self.b.ins().icmp(IntCC::UnsignedLessThan, s0, s1);
                self.set_scc(borrow);
                d
            }
            S_SUBB_U32 => {
                let scc = self.scc();
                let d = self.b.ins().isub(s0, s1);
                let d = self.b.ins().isub(d, scc);
                let a = self.b.ins().uextend(I64, s0);
                let c = self.b.ins().uextend(I64, s1);
                let scc = self.b.ins().uextend(I64, scc);
                let need = self.b.ins().iadd(c, scc);
                let borrow = self.b.ins().icmp(IntCC::UnsignedGreaterThan, need, a);
                self.set_scc(borrow);
                d
            }
            S_ADD_I32 => self.add_i32(s0, s1),
            S_SUB_I32 => {
                let d = self.b.ins().isub(s0, s1);
                let x = self.b.ins().bxor(s0, s1);
                let y = self.b.ins().bxor(s0, d);
                self.set_scc_sign(x, y);
                d
            }
            _ => {
                // S_LSHL{1,2,3,4}_ADD_U32: (S0 << n) + S1, SCC the carry out of 32 bits.
                let n = match op {
                    S_LSHL1_ADD_U32 => 1,
                    S_LSHL2_ADD_U32 => 2,
                    S_LSHL3_ADD_U32 => 3,
                    _ => 4,
                };
                let a = self.b.ins().uextend(I64, s0);
                let a = self.b.ins().ishl_imm_s(a, n);
                let c = self.b.ins().uextend(I64, s1);
                let t = self.b.ins().iadd(a, c);
                let hi = self.b.ins().ushr_imm_s(t, 32);
                let carry = self.b.ins().icmp_imm_s(IntCC::NotEqual, hi, 0);
                self.set_scc(carry);
                self.b.ins().ireduce(I32, t)
            }
        }
    }

    /// `a + b` as a signed 32-bit add (`s_add_i32`, `s_addk_i32`): SCC is the
    /// overflow, set when both operands differ in sign from the result.
    pub(super) fn add_i32(&mut self, a: Value, b: Value) -> Value {
        let d = self.b.ins().iadd(a, b);
        let x = self.b.ins().bxor(a, d);
        let y = self.b.ins().bxor(b, d);
        self.set_scc_sign(x, y);
        d
    }

    /// SCC = the sign bit of `x & y`: signed overflow, from the sign
    /// differences between the operands and the result.
    fn set_scc_sign(&mut self, x: Value, y: Value) {
        let o = self.b.ins().band(x, y);
        let o = self.b.ins().icmp_imm_s(IntCC::SignedLessThan, o, 0);
        self.set_scc(o);
    }

    /// Bitwise operations and shifts, whose SCC is `D != 0`.
    fn logic(&mut self, op: Opcode, s0: Value, s1: Value) -> Value {
        use Opcode::*;
        let d = match op {
            S_AND_B32 | S_AND_B64 => self.b.ins().band(s0, s1),
            S_OR_B32 | S_OR_B64 => self.b.ins().bor(s0, s1),
            S_XOR_B32 | S_XOR_B64 => self.b.ins().bxor(s0, s1),
            S_ANDN2_B32 | S_ANDN2_B64 => self.b.ins().band_not(s0, s1),
            S_ORN2_B32 | S_ORN2_B64 => self.b.ins().bor_not(s0, s1),
            S_NAND_B32 | S_NAND_B64 => {
                let t = self.b.ins().band(s0, s1);
                self.b.ins().bnot(t)
            }
            S_NOR_B32 | S_NOR_B64 => {
                let t = self.b.ins().bor(s0, s1);
                self.b.ins().bnot(t)
            }
            S_XNOR_B32 | S_XNOR_B64 => {
                let t = self.b.ins().bxor(s0, s1);
                self.b.ins().bnot(t)
            }
            _ => {
                // The shifts: the count is S1 modulo the width, which is
                // what Cranelift's shifts take (no mask instruction needed).
                let n = s1;
                match op {
                    S_LSHL_B32 | S_LSHL_B64 => self.b.ins().ishl(s0, n),
                    S_LSHR_B32 | S_LSHR_B64 => self.b.ins().ushr(s0, n),
                    _ => self.b.ins().sshr(s0, n),
                }
            }
        };
        self.set_scc_nonzero(d);
        d
    }

    /// Bit fields: masks (BFM), extraction (BFE, SCC = D != 0) and 16-bit packing.
    fn bit_field(&mut self, op: Opcode, s0: Value, s1: Value) -> Value {
        use Opcode::*;
        match op {
            S_BFM_B32 | S_BFM_B64 => {
                // ((1 << width) - 1) << offset, both modulo the width.
                let (ty, bits) = if op == S_BFM_B64 {
                    (I64, 63)
                } else {
                    (I32, 31)
                };
                let w = self.b.ins().band_imm_s(s0, bits);
                let o = self.b.ins().band_imm_s(s1, bits);
                let one = self.b.ins().iconst(ty, 1);
                let m = self.b.ins().ishl(one, w);
                let m = self.b.ins().iadd_imm_s(m, -1);
                self.b.ins().ishl(m, o)
            }
            S_BFE_U32 | S_BFE_I32 | S_BFE_U64 | S_BFE_I64 => {
                let d = self.bfe(op, s0, s1);
                self.set_scc_nonzero(d);
                d
            }
            S_PACK_LL_B32_B16 => {
                let lo = self.b.ins().band_imm_s(s0, 0xFFFF);
                let hi = self.b.ins().ishl_imm_s(s1, 16);
                self.b.ins().bor(lo, hi)
            }
            S_PACK_LH_B32_B16 => {
                let lo = self.b.ins().band_imm_s(s0, 0xFFFF);
                let hi = self.b.ins().band_imm_s(s1, 0xFFFF_0000u32 as i32 as i64);
                self.b.ins().bor(lo, hi)
            }
            _ => {
                // S_PACK_HH_B32_B16
                let lo = self.b.ins().ushr_imm_s(s0, 16);
                let hi = self.b.ins().band_imm_s(s1, 0xFFFF_0000u32 as i32 as i64);
                self.b.ins().bor(lo, hi)
            }
        }
    }

    /// S_BFE_{U,I}{32,64}: offset `S1 & (bits-1)`, width `S1[22:16]`; width 0 → 0,
    /// width ≥ bits → the whole shifted value.
    fn bfe(&mut self, op: Opcode, s0: Value, s1: Value) -> Value {
        use Opcode::*;
        let wide = matches!(op, S_BFE_U64 | S_BFE_I64);
        let signed = matches!(op, S_BFE_I32 | S_BFE_I64);
        if let (false, Some(field)) = (wide, self.const32(s1)) {
            if let Some(d) = self.bfe32_const(s0, field, signed) {
                return d;
            }
        }
        let (ty, bits) = if wide { (I64, 64i64) } else { (I32, 32i64) };
        let o = self.b.ins().band_imm_s(s1, bits - 1);
        let w = self.b.ins().ushr_imm_s(s1, 16);
        let w = self.b.ins().band_imm_s(w, 0x7F);
        let t = if signed {
            self.b.ins().sshr(s0, o)
        } else {
            self.b.ins().ushr(s0, o)
        };
        let w_ty = if wide {
            self.b.ins().uextend(I64, w)
        } else {
            w
        };
        let full = self
            .b
            .ins()
            .icmp_imm_s(IntCC::UnsignedGreaterThanOrEqual, w_ty, bits);
        let zero_w = self.b.ins().icmp_imm_s(IntCC::Equal, w_ty, 0);
        let zero = self.b.ins().iconst(ty, 0);
        let part = if signed {
            // sext_from(t, w) = (t << (bits - w)) >>s (bits - w), for 1 <= w < bits.
            let bitsv = self.b.ins().iconst(ty, bits);
            let sh = self.b.ins().isub(bitsv, w_ty);
            let x = self.b.ins().ishl(t, sh);
            self.b.ins().sshr(x, sh)
        } else {
            let one = self.b.ins().iconst(ty, 1);
            let m = self.b.ins().ishl(one, w_ty);
            let m = self.b.ins().iadd_imm_s(m, -1);
            self.b.ins().band(t, m)
        };
        let d = self.b.ins().select(full, t, part);
        self.b.ins().select(zero_w, zero, d)
    }

    /// A 32-bit BFE whose field is a constant that lies inside the word: the
    /// field read from where `fields` finds it, in two shifts (signed) or a
    /// shift and a mask. `None` for a width of 0 or a field past bit 31 (the
    /// general lowering handles those).
    fn bfe32_const(&mut self, s0: Value, field: u32, signed: bool) -> Option<Value> {
        let off = field & 31;
        let width = (field >> 16) & 0x7F;
        if width == 0 || off + width > 32 {
            return None;
        }
        let (src, off) = self.field_source(s0, off, width);
        Some(if signed {
            let x = self.b.ins().ishl_imm_s(src, (32 - off - width) as i64);
            self.b.ins().sshr_imm_s(x, (32 - width) as i64)
        } else {
            let x = self.b.ins().ushr_imm_s(src, off as i64);
            if width == 32 {
                x
            } else {
                self.b.ins().band_imm_s(x, ((1u64 << width) - 1) as i64)
            }
        })
    }
}
