//! Interpreter-only instructions run in place (`region::runs_in_place`): the
//! code stores every register it holds in variables (and SCC) to the wave
//! state, sets the PC, calls [`step_in_place`], which runs the instruction in
//! the interpreter, and reloads them all. Storing and reloading everything is
//! what keeps this exact without knowing what the instruction touches: a
//! `s_getreg` of STATUS reads SCC, VCC and EXEC, a `s_setreg` of STATUS
//! writes SCC.

use super::control::MAX_STEPS_OFF;
use super::{mem, Lowered, Lowerer};
use crate::interp::Op;
use crate::isa::operand::code;
use crate::isa::{Instruction, Opcode};
use crate::jit::region::runs_in_place;
use crate::jit::RunCtx;
use crate::state::offsets;
use cranelift_codegen::ir::condcodes::IntCC;
use cranelift_codegen::ir::types::{I32, I64};
use cranelift_codegen::ir::{AbiParam, InstBuilder, Signature};

impl Lowerer<'_, '_> {
    /// What an instruction run in place reads or writes must have its variable
    /// from the start: the store before it and the reload after it cover only
    /// declared variables, and lowering order is not execution order (a write
    /// lowered after it may run before it, through a back edge). It reads its
    /// source register and, through STATUS, SCC, VCC and EXEC; it writes its
    /// destination register and, through STATUS, SCC.
    pub(super) fn declare_in_place_vars(&mut self) {
        let region = self.region;
        for (_, inst) in region.blocks.iter().flat_map(|b| &b.insts) {
            if runs_in_place(inst) {
                let named =
                    (inst.op.sig().dst > 0 || inst.op == Opcode::S_SETREG_B32).then_some(inst.sdst);
                for c in [code::VCC_LO, code::VCC_HI, code::EXEC_LO, code::EXEC_HI]
                    .into_iter()
                    .chain(named)
                {
                    if self.wide_var(c & !1).is_none() {
                        self.var(c);
                    }
                }
                self.scc_var();
            }
        }
    }

    pub(super) fn lower_in_place(&mut self, pc: u64, inst: &Instruction) -> Lowered {
        // Lowered for the interpreter once, here, not at every execution.
        let op = Box::new(crate::interp::lower(inst, pc, self.program));
        let op_ptr = &*op as *const Op as u64;
        self.keep.push(op);
        self.vars.store(self.b, self.state, true);
        // Instructions completed before this one: the block counted all of
        // its instructions on entry.
        let m = self.b.ins().load(I64, mem(), self.ctx, MAX_STEPS_OFF);
        let r = self.b.use_var(self.ctl.rem);
        let done = self.b.ins().isub(m, r);
        let before = self
            .b
            .ins()
            .iadd_imm_s(done, -(self.ctl.remaining_after as i64 + 1));
        let pcv = self.iconst64(pc);
        self.b
            .ins()
            .store(mem(), pcv, self.state, offsets::PC as i32);
        let mut sig = Signature::new(self.b.func.signature.call_conv);
        for _ in 0..3 {
            sig.params.push(AbiParam::new(I64));
        }
        sig.returns.push(AbiParam::new(I32));
        let sigref = self.b.import_signature(sig);
        let f = crate::jit::runtime::step_in_place
            as unsafe extern "C" fn(*mut RunCtx, *const Op, u64) -> u32;
        let callee = self.iconst64(f as usize as u64);
        let opv = self.iconst64(op_ptr);
        let call = self
            .b
            .ins()
            .call_indirect(sigref, callee, &[self.ctx, opv, before]);
        let ok = self.b.inst_results(call)[0];
        let failed = self.b.ins().icmp_imm_s(IntCC::Equal, ok, 0);
        self.side_exit_if(failed, pc);
        self.vars.reload(self.b, self.state);
        Lowered::Next
    }
}
