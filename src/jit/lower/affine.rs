//! Affine forms of dword registers.
//!
//! A recurrence such as the linear congruential step `x = x * a + c` is one
//! multiply and one add per iteration, each waiting for the last: the loop
//! runs at the latency of that chain whatever else it does. Unrolling alone
//! does not help; what breaks the chain is to see that after k steps
//! `x = x0 * a^k + c_k` (mod 2^32), which each unrolled copy can compute from
//! the loop's entry value in one multiply and one add, in parallel.
//!
//! So while a block is lowered, each dword register written by a multiply or
//! add with a constant (or a move) has an affine form `base * mul + add` over
//! an SSA value `base` defined earlier in the block, and its value is built
//! from the form instead of from the previous result. The instruction's own
//! flags (carry, overflow) are still computed from its real operands; when
//! nothing reads them they cost no code. Forms are forgotten at every block
//! boundary that is not a straight continuation, so `base` always dominates.
//! Self-loops are unrolled (`unroll`) so that forms can do this.

use super::Lowerer;
use crate::isa::operand::{self, Kind};
use crate::isa::{Instruction, Opcode};
use cranelift_codegen::ir::{InstBuilder, Value};

/// `base * mul + add` (mod 2^32).
#[derive(Clone, Copy, Debug)]
pub(super) struct Form {
    base: Value,
    mul: u32,
    add: u32,
}

impl Lowerer<'_, '_> {
    /// The affine form of register `c` (itself, if it has none).
    fn form_of(&mut self, c: u8) -> Form {
        match self.vars.form(c) {
            Some(f) => f,
            None => Form {
                base: self.reg32(c),
                mul: 1,
                add: 0,
            },
        }
    }

    /// The constant value of a dword source, if it is one.
    pub(super) fn const_src(&self, inst: &Instruction, c: u8) -> Option<u32> {
        match operand::kind(self.arch, c) {
            Some(Kind::Const) => operand::inline_value(c, 1).map(|v| v as u32),
            Some(Kind::Literal) => Some(inst.literal),
            _ => None,
        }
    }

    /// A dword register source that can carry a form.
    fn reg_src(&self, c: u8) -> Option<u8> {
        (operand::kind(self.arch, c) == Some(Kind::Reg) && self.wide_var(c & !1).is_none())
            .then_some(c)
    }

    /// The form `inst` gives its destination, computed before it runs.
    pub(super) fn plan_form(&mut self, inst: &Instruction) -> Option<(u8, Form)> {
        use Opcode::*;
        if !self.optimize || self.spec.is_some() || self.sabotaged() || inst.sdst >= 106 {
            return None;
        }
        let (s0, s1) = (inst.ssrc0, inst.ssrc1);
        // (register, constant) of a two-source op, in either order if `commutes`.
        let reg_const = |l: &Self, commutes: bool| match (l.reg_src(s0), l.const_src(inst, s1)) {
            (Some(r), Some(k)) => Some((r, k)),
            _ if commutes => Some((l.reg_src(s1)?, l.const_src(inst, s0)?)),
            _ => None,
        };
        let simm = inst.simm16 as i16 as i32 as u32;
        let (r, mul, add) = match inst.op {
            S_MUL_I32 => {
                let (r, k) = reg_const(self, true)?;
                (r, k, 0)
            }
            S_ADD_U32 | S_ADD_I32 => {
                let (r, k) = reg_const(self, true)?;
                (r, 1, k)
            }
            S_SUB_U32 | S_SUB_I32 => {
                let (r, k) = reg_const(self, false)?;
                (r, 1, k.wrapping_neg())
            }
            S_MOV_B32 => (self.reg_src(s0)?, 1, 0),
            S_ADDK_I32 => (self.reg_src(inst.sdst)?, 1, simm),
            S_MULK_I32 => (self.reg_src(inst.sdst)?, simm, 0),
            _ => return None,
        };
        let f = self.form_of(r);
        Some((
            inst.sdst,
            Form {
                base: f.base,
                mul: f.mul.wrapping_mul(mul),
                add: f.add.wrapping_mul(mul).wrapping_add(add),
            },
        ))
    }

    /// Redefines `dst` from its form (after the instruction wrote it) and
    /// remembers the form.
    pub(super) fn apply_form(&mut self, dst: u8, f: Form) {
        let mut v = f.base;
        if f.mul != 1 {
            v = self.b.ins().imul_imm_s(v, f.mul as i32 as i64);
        }
        if f.add != 0 {
            v = self.b.ins().iadd_imm_s(v, f.add as i32 as i64);
        }
        self.write_reg32(dst, v);
        self.vars.set_form(dst, f);
    }
}
