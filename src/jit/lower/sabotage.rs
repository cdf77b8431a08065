//! The test hook `JitOptions::sabotage` (feature `test-hooks`): one opcode is
//! lowered wrongly, bit 0 of its first result flipped, so that the tests of
//! the differential tester can show that a bad lowering is caught and shrunk.
//! The module, the `Lowerer` field and every call exist only with the
//! feature, so a normal build lowers nothing differently and carries none of it.

use crate::isa::{Instruction, Opcode};
use cranelift_codegen::ir::{InstBuilder, Value};
use cranelift_frontend::FunctionBuilder;

/// The opcode to lower wrongly, and whether the instruction being lowered
/// still owes its wrong result.
pub(super) struct Sabotage {
    op: Option<Opcode>,
    /// The instruction being lowered has the opcode, and none of its results
    /// was corrupted yet.
    armed: bool,
    /// That instruction has a register result (else SCC is corrupted).
    dst: bool,
}

impl Sabotage {
    pub(super) fn new(op: Option<Opcode>) -> Self {
        Sabotage {
            op,
            armed: false,
            dst: false,
        }
    }

    /// Whether an opcode is sabotaged. Pairs are then not fused and no affine
    /// forms are built, so that the opcode is always lowered by itself.
    pub(super) fn planted(&self) -> bool {
        self.op.is_some()
    }

    /// Arms the hook, before `inst` is lowered, if `inst` has the opcode.
    pub(super) fn arm(&mut self, inst: &Instruction) {
        self.armed = self.op == Some(inst.op);
        self.dst = inst.op.sig().dst > 0;
    }

    /// A register result about to be written: `v` with bit 0 flipped if the
    /// hook is armed (which disarms it).
    pub(super) fn result(&mut self, b: &mut FunctionBuilder, v: Value) -> Value {
        if !self.armed {
            return v;
        }
        self.armed = false;
        b.ins().bxor_imm_s(v, 1)
    }

    /// An SCC result (an I8 truth value) about to be written: flipped like a
    /// register result, but only for an instruction without one.
    pub(super) fn scc(&mut self, b: &mut FunctionBuilder, v: Value) -> Value {
        if self.dst {
            return v;
        }
        self.result(b, v)
    }
}
