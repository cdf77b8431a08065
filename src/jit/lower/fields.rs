//! Where a bit field comes from: a short walk back through the IR built so
//! far, so that an extract with a constant field reads the bits from the
//! oldest value that holds them.
//!
//! The bitwise CRC step `c = (c >> 1) ^ (poly & -(c & 1))` extracts bit 0 of
//! the value the previous step just built. Bit 0 of `(c >> 1) ^ (poly & m)`
//! is bit 1 of `c` when bit 0 of `poly` is clear, so in an unrolled loop
//! (`unroll`) each copy's extract reads a value computed copies earlier, and
//! the copies no longer wait for each other through the mask (the chain is
//! one shift and one xor per step instead of four instructions). Only
//! instructions whose effect on the field is exact are looked through:
//! shifts by a constant, and `and`/`or`/`xor` with an operand whose bits in
//! the field are known to be zero (or, for `and`, known to be one).

use super::Lowerer;
use cranelift_codegen::ir::types::I32;
use cranelift_codegen::ir::{InstructionData, Opcode, Value, ValueDef};

/// How many instructions back the walk looks (each step is cheap; the bound
/// keeps a long region's lowering linear).
const DEPTH: u32 = 12;

/// A 32-bit value's definition as an operation with up to two operands.
enum Def {
    Const(u32),
    Op(Opcode, Value, Value),
    Other,
}

impl Lowerer<'_, '_> {
    /// How I32 value `v` was defined, if it is an instruction the walk understands.
    fn def32(&self, v: Value) -> Def {
        let dfg = &self.b.func.dfg;
        let v = dfg.resolve_aliases(v);
        if dfg.value_type(v) != I32 {
            return Def::Other;
        }
        let ValueDef::Result(inst, 0) = dfg.value_def(v) else {
            return Def::Other;
        };
        match dfg.insts[inst] {
            InstructionData::UnaryImm {
                opcode: Opcode::Iconst,
                imm,
            } => Def::Const(imm.bits() as u32),
            InstructionData::Binary { opcode, args } => Def::Op(opcode, args[0], args[1]),
            _ => Def::Other,
        }
    }

    /// The constant value of I32 value `v`, if it is one (an `iconst`, or an
    /// `and` or shift of two).
    pub(super) fn const32(&self, v: Value) -> Option<u32> {
        self.const32_at(v, 2)
    }

    fn const32_at(&self, v: Value, depth: u32) -> Option<u32> {
        match self.def32(v) {
            Def::Const(c) => Some(c),
            Def::Op(op, a, b) if depth > 0 => {
                let (a, b) = (
                    self.const32_at(a, depth - 1)?,
                    self.const32_at(b, depth - 1)?,
                );
                match op {
                    Opcode::Band => Some(a & b),
                    Opcode::Bor => Some(a | b),
                    Opcode::Bxor => Some(a ^ b),
                    Opcode::Ushr => Some(a >> (b & 31)),
                    Opcode::Ishl => Some(a << (b & 31)),
                    _ => None,
                }
            }
            _ => None,
        }
    }

    /// Whether every bit of `mask` is zero in `v` (a conservative answer).
    fn known_zero(&self, v: Value, mask: u32, depth: u32) -> bool {
        if mask == 0 {
            return true;
        }
        if depth == 0 {
            return false;
        }
        match self.def32(v) {
            Def::Const(c) => c & mask == 0,
            Def::Op(op, a, b) => match (op, self.const32(b)) {
                (Opcode::Band, _) => {
                    self.known_zero(a, mask, depth - 1) || self.known_zero(b, mask, depth - 1)
                }
                (Opcode::Bor | Opcode::Bxor, _) => {
                    self.known_zero(a, mask, depth - 1) && self.known_zero(b, mask, depth - 1)
                }
                (Opcode::Ushr, Some(k)) => {
                    let k = k & 31;
                    mask & (u32::MAX >> k) == 0
                        || self.known_zero(a, (mask & (u32::MAX >> k)) << k, depth - 1)
                }
                (Opcode::Ishl, Some(k)) => {
                    let k = k & 31;
                    mask & (u32::MAX << k) == 0
                        || self.known_zero(a, (mask & (u32::MAX << k)) >> k, depth - 1)
                }
                _ => false,
            },
            Def::Other => false,
        }
    }

    /// The value and offset the `width`-bit field at `off` of I32 value `v`
    /// can be read from instead (`v` and `off` themselves if the walk finds
    /// nothing older). `1 <= width` and `off + width <= 32`.
    pub(super) fn field_source(&self, v: Value, off: u32, width: u32) -> (Value, u32) {
        let (mut v, mut off) = (v, off);
        for _ in 0..DEPTH {
            let mask = (u32::MAX >> (32 - width)) << off;
            let Def::Op(op, a, b) = self.def32(v) else {
                break;
            };
            let next = match (op, self.const32(b)) {
                (Opcode::Ushr, Some(k)) if off + (k & 31) + width <= 32 => (a, off + (k & 31)),
                (Opcode::Ishl, Some(k)) if off >= (k & 31) => (a, off - (k & 31)),
                (Opcode::Band, Some(m)) if m & mask == mask => (a, off),
                (Opcode::Band, _) if self.const32(a).is_some_and(|m| m & mask == mask) => (b, off),
                (Opcode::Bor | Opcode::Bxor, _) if self.known_zero(b, mask, 4) => (a, off),
                (Opcode::Bor | Opcode::Bxor, _) if self.known_zero(a, mask, 4) => (b, off),
                _ => break,
            };
            (v, off) = next;
        }
        (v, off)
    }
}
