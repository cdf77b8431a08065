//! Lowering a region to Cranelift IR. One `Lowerer` owns the function builder;
//! SGPRs and SCC live in Cranelift variables inside the region (loaded once in the
//! prologue, stored back at the exit only if the region writes them), and every
//! register access goes through `read_src` / `write_dst`.
//!
//! The generated function is `extern "C" fn(*mut WaveState, *mut RunCtx) -> u32`:
//! it returns an [`ExitReason`](super::ExitReason) and leaves the next PC in `WaveState::pc` and the
//! step counter in `RunCtx::steps`.
//!
//! Inside the region the step budget is one count-down register: every block
//! subtracts its length, and only the edges into the entry and loop headers
//! compare it with the longest path to the next check (`Region::budget_plan`). SCC is an I8
//! truth value, so a compare feeding a branch is one host compare and jump.
//! Scalar loads call bounds-checked helpers (`smem`).
//!
//! This file is the driver: blocks, then instructions by format. The
//! `Lowerer`'s state is split by concern, each part with the code that uses
//! it: `vars` (where registers and SCC live), `control` (the step budget,
//! branches and exits), `ifconv` (branches turned into selects), `unroll`
//! (self-loops lowered several times) with `affine` (the values it builds),
//! `relative` (M0-relative access), `inplace` (instructions the interpreter
//! runs inside compiled code) and, in test builds, `sabotage`.

mod affine;
mod control;
mod fields;
mod ifconv;
mod inplace;
mod operand;
mod pairs;
mod relative;
#[cfg(feature = "test-hooks")]
mod sabotage;
pub(crate) mod smem;
mod sop1;
mod sop2;
mod sopc;
mod sopk;
mod sopp;
mod unroll;
mod vars;

use super::region::{GuestBlock, Region};
use crate::isa::{Arch, Format, Instruction};
use control::Control;
use cranelift_codegen::ir::{BlockArg, Function, MemFlagsData, SourceLoc, Value};
use cranelift_codegen::isa::TargetFrontendConfig;
use cranelift_frontend::{FunctionBuilder, Variable};
use vars::Vars;

/// How far lowering got with one instruction.
pub(crate) enum Lowered {
    /// Control continues with the next instruction of the block.
    Next,
    /// The instruction ended the block itself (branch, jump, end of program).
    Terminated,
}

/// The lowering context of one region.
pub(crate) struct Lowerer<'a, 'f> {
    pub b: &'a mut FunctionBuilder<'f>,
    pub arch: Arch,
    /// The function's arguments: the wave state and the run context.
    state: Value,
    ctx: Value,
    region: &'a Region,
    /// The program, for the interpreter's lowering of in-place instructions.
    program: &'a crate::Program,
    /// Spend compile time on faster code (affine forms, unrolling): the
    /// `speed` level. At `none` they would only add code to compile.
    optimize: bool,
    /// Where each register and SCC lives (`vars`).
    vars: Vars,
    /// The step budget, the region's blocks and its exit (`control`).
    ctl: Control,
    /// While a block is lowered speculatively (`ifconv`): each variable it
    /// defines, with the value the variable had before.
    spec: Option<Vec<(Variable, Value)>>,
    /// Interpreter ops the code points to (`inplace`); they must live as long
    /// as the code.
    #[allow(clippy::vec_box, reason = "the code holds each op's address")]
    keep: Vec<Box<crate::interp::Op>>,
    /// Test hook: one opcode lowered wrongly (`sabotage`).
    #[cfg(feature = "test-hooks")]
    sabotage: sabotage::Sabotage,
}

fn mem() -> MemFlagsData {
    MemFlagsData::trusted()
}

fn arg(v: Value) -> BlockArg {
    BlockArg::Value(v)
}

/// Builds the function body for `region` into `func`. Returns the steps the
/// budget must hold when the function is called (the dispatcher checks them,
/// so that an entry block no branch comes back to needs no check of its own)
/// and what the code points to. `None` if the region cannot be compiled (see
/// `Vars::missed_sgpr`).
pub(crate) fn lower_region(
    func: &mut Function,
    fctx: &mut cranelift_frontend::FunctionBuilderContext,
    region: &Region,
    program: &crate::Program,
    config: TargetFrontendConfig,
    opts: &super::JitOptions,
) -> Option<Built> {
    let arch = program.arch;
    let mut b = FunctionBuilder::new(func, fctx);
    // The prologue is created first (so it is the entry block) but filled last,
    // when the set of registers the region touches is known.
    let prologue = b.create_block();
    b.append_block_params_for_function_params(prologue);
    b.func.layout.append_block(prologue);
    b.switch_to_block(prologue);
    let params = b.block_params(prologue).to_vec();
    let (state, ctx) = (params[0], params[1]);
    let ctl = Control::new(&mut b, region);
    let vars = Vars::new(&mut b, region, arch);
    let mut l = Lowerer {
        b: &mut b,
        arch,
        state,
        ctx,
        region,
        program,
        optimize: opts.opt_level == super::OptLevel::Speed,
        vars,
        ctl,
        spec: None,
        keep: Vec::new(),
        #[cfg(feature = "test-hooks")]
        sabotage: sabotage::Sabotage::new(opts.sabotage),
    };
    l.declare_in_place_vars();
    if region.has_relative_access() {
        l.fix_named_sgprs();
    }
    l.plan_needs();
    for i in 0..region.blocks.len() {
        l.lower_block(i);
    }
    l.b.set_srcloc(SourceLoc::default());
    l.fill_exit();
    l.fill_prologue(prologue);
    let built = Built {
        entry_need: l.ctl.entry_need,
        keep: std::mem::take(&mut l.keep),
    };
    let complete = l.vars.complete();
    b.seal_all_blocks();
    b.finalize(config);
    complete.then_some(built)
}

/// What lowering a region produces besides the function body.
pub(crate) struct Built {
    /// The steps the budget must hold when the function is called.
    pub entry_need: u64,
    /// Interpreter ops the code points to; kept as long as the code.
    #[allow(clippy::vec_box, reason = "the code holds each op's address")]
    pub keep: Vec<Box<crate::interp::Op>>,
}

impl Lowerer<'_, '_> {
    /// Lowers block `index` of the region: its budget check, then its
    /// instructions (several times over for an unrolled loop).
    fn lower_block(&mut self, index: usize) {
        let block = self.ctl.blocks[index];
        self.b.switch_to_block(block);
        self.forget_forms();
        if !self.continues_count(index) {
            self.ctl.rem_form = None;
        }
        self.lower_copies(index);
    }

    /// Whether block `index` keeps counting the budget from where the block
    /// lowered before it left off (`Control::rem_form`): that block is its
    /// only predecessor and was lowered once, so the count's base dominates
    /// it and holds the budget of the one edge in.
    fn continues_count(&self, index: usize) -> bool {
        index > 0
            && self.ctl.preds[index] == 1
            && self.region.block_successors(index - 1).contains(&index)
            && !self.ctl.in_unrolled[index - 1]
    }

    /// Lowers the instructions of `gb` from the current block on.
    fn lower_straight(&mut self, gb: &GuestBlock) {
        self.count_block(gb);
        if let Lowered::Terminated = self.lower_insts(&gb.insts) {
            return;
        }
        let next = gb
            .fallthrough
            .expect("a block whose last instruction falls through has a fallthrough PC");
        self.goto(next);
    }

    /// Lowers a run of instructions of one block, 64-bit pairs fused, until
    /// one ends the block.
    fn lower_insts(&mut self, insts: &[(u64, Instruction)]) -> Lowered {
        let mut k = 0;
        while k < insts.len() {
            let (pc, inst) = &insts[k];
            self.b.set_srcloc(SourceLoc::new(*pc as u32));
            self.ctl.remaining_after = (insts.len() - k - 1) as u64;
            #[cfg(feature = "test-hooks")]
            self.sabotage.arm(inst);
            if let Some((_, hi)) = insts.get(k + 1) {
                if !self.sabotaged() && pairs::fusable(self.arch, inst, hi) {
                    self.lower_fused(inst, hi);
                    k += 2;
                    continue;
                }
            }
            let form = self.plan_form(inst);
            if let Lowered::Terminated = self.lower_inst(*pc, inst) {
                return Lowered::Terminated;
            }
            if let Some((dst, f)) = form {
                self.apply_form(dst, f);
            }
            k += 1;
        }
        Lowered::Next
    }

    /// Whether the test hook sabotages an opcode (see `sabotage`).
    #[cfg(feature = "test-hooks")]
    fn sabotaged(&self) -> bool {
        self.sabotage.planted()
    }

    /// Without the test hooks nothing is sabotaged.
    #[cfg(not(feature = "test-hooks"))]
    fn sabotaged(&self) -> bool {
        false
    }

    fn lower_inst(&mut self, pc: u64, inst: &Instruction) -> Lowered {
        if super::region::runs_in_place(inst) {
            return self.lower_in_place(pc, inst);
        }
        match inst.op.format() {
            Format::Sop2 => self.lower_sop2(pc, inst),
            Format::Sop1 => self.lower_sop1(pc, inst),
            Format::Sopk => self.lower_sopk(pc, inst),
            Format::Sopc => self.lower_sopc(pc, inst),
            Format::Sopp => self.lower_sopp(pc, inst),
            Format::Smem => self.lower_smem(pc, inst),
            // Never reached: `Program::fetch` refuses vector rows, so no
            // region holds one; the interpreter would report it.
            _ => self.lower_in_place(pc, inst),
        }
    }
}
