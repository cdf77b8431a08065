//! Operands: a source by its code (register, inline constant, condition bit
//! or literal) read as an I32 or I64 value, a destination written by width,
//! and the small value helpers every format uses.

use super::Lowerer;
use crate::isa::operand::{self, code, Kind};
use crate::isa::Instruction;
use cranelift_codegen::ir::types::{I32, I64};
use cranelift_codegen::ir::{InstBuilder, Value};

impl Lowerer<'_, '_> {
    pub fn iconst32(&mut self, v: u32) -> Value {
        self.b.ins().iconst(I32, v as i32 as i64)
    }

    pub fn iconst64(&mut self, v: u64) -> Value {
        self.b.ins().iconst(I64, v as i64)
    }

    /// An I8 truth value as I32 0/1.
    pub fn bool32(&mut self, c: Value) -> Value {
        self.b.ins().uextend(I32, c)
    }

    pub fn concat(&mut self, lo: Value, hi: Value) -> Value {
        let lo = self.b.ins().uextend(I64, lo);
        let hi = self.b.ins().uextend(I64, hi);
        let hi = self.b.ins().ishl_imm_s(hi, 32);
        self.b.ins().bor(lo, hi)
    }

    pub fn split(&mut self, v: Value) -> (Value, Value) {
        let lo = self.b.ins().ireduce(I32, v);
        let hi = self.b.ins().ushr_imm_s(v, 32);
        let hi = self.b.ins().ireduce(I32, hi);
        (lo, hi)
    }

    /// Reads a source operand of `dwords` width (I32 for 1, I64 for 2).
    pub fn read_src(&mut self, inst: &Instruction, c: u8, dwords: u8) -> Value {
        let wide = dwords >= 2;
        match operand::kind(self.arch, c) {
            Some(Kind::Reg) => {
                if wide {
                    self.reg64(c)
                } else {
                    self.reg32(c)
                }
            }
            Some(Kind::Const) => {
                let v = operand::inline_value(c, dwords).unwrap_or(0);
                if wide {
                    self.iconst64(v)
                } else {
                    self.iconst32(v as u32)
                }
            }
            Some(Kind::Cond) => {
                let t = match c {
                    code::VCCZ => self.pair_is_zero(code::VCC_LO),
                    code::EXECZ => self.pair_is_zero(code::EXEC_LO),
                    _ => self.scc_set(),
                };
                let ty = if wide { I64 } else { I32 };
                self.b.ins().uextend(ty, t)
            }
            Some(Kind::Literal) => {
                // Signed 64-bit sources sign-extend a 32-bit literal
                // (docs/semantics.md §9.3): the interpreter's rule.
                let v = operand::literal_value(inst.op, inst.literal, dwords);
                if wide {
                    self.iconst64(v)
                } else {
                    self.iconst32(v as u32)
                }
            }
            // Apertures and reserved codes never reach lowering (region discovery
            // and the decoder keep them out); read them as 0 to stay total.
            _ => {
                if wide {
                    self.iconst64(0)
                } else {
                    self.iconst32(0)
                }
            }
        }
    }

    /// Common operand reads.
    pub fn src0(&mut self, inst: &Instruction) -> Value {
        let w = inst.op.sig().src0;
        self.read_src(inst, inst.ssrc0, w)
    }

    pub fn src1(&mut self, inst: &Instruction) -> Value {
        let w = inst.op.sig().src1;
        self.read_src(inst, inst.ssrc1, w)
    }

    pub fn dst(&mut self, inst: &Instruction, v: Value) {
        let w = inst.op.sig().dst;
        self.write_dst(inst.sdst, w, v);
    }

    /// The SOPK immediate, sign-extended.
    pub fn simm_s(&mut self, inst: &Instruction) -> Value {
        self.iconst32(inst.simm16 as i16 as i32 as u32)
    }
}
