//! Control flow and the step budget of a region.
//!
//! Every guest block is one Cranelift block; a branch to a block of the
//! region is a host jump, anything else goes to the one exit block, which
//! stores the registers, the step count and the next PC and returns an
//! [`ExitReason`]. The budget (`max_steps - steps`) lives in one count-down
//! variable: each block takes its length off on entry, and only the edges
//! into the blocks `Region::budget_plan` names compare it with the longest
//! path to the next check (the dispatcher does it for the call), so that a
//! run stops at exactly `max_steps` without a compare per instruction.

use super::{arg, mem, Lowered, Lowerer};
use crate::jit::region::{GuestBlock, Region};
use crate::jit::{ExitReason, RunCtx};
use crate::state::offsets;
use cranelift_codegen::ir::condcodes::IntCC;
use cranelift_codegen::ir::types::{I32, I64};
use cranelift_codegen::ir::{Block, InstBuilder, Value};
use cranelift_frontend::{FunctionBuilder, Variable};

pub(super) const STEPS_OFF: i32 = std::mem::offset_of!(RunCtx, steps) as i32;
pub(super) const MAX_STEPS_OFF: i32 = std::mem::offset_of!(RunCtx, max_steps) as i32;

/// The blocks of one region and its step budget.
pub(super) struct Control {
    /// The budget left (`max_steps - steps`): one register that blocks count
    /// down and loop headers compare against an immediate.
    pub(super) rem: Variable,
    /// The exit block; its parameters are the next PC and the `ExitReason`.
    exit: Block,
    /// The Cranelift block of each block of the region.
    pub(super) blocks: Vec<Block>,
    /// Per block: the instructions the budget must cover on entry, if it checks.
    pub(super) budget: Vec<Option<u64>>,
    /// Per block: the steps an edge into it checks for (`plan_needs`).
    pub(super) need: Vec<Option<u64>>,
    /// What the entry block needs: the dispatcher checks it.
    pub(super) entry_need: u64,
    /// Per block: how many edges of the region reach it (the entry counts one).
    pub(super) preds: Vec<u32>,
    /// Instructions left in the current block after the one being lowered
    /// (a side exit takes them back off the step counter).
    pub(super) remaining_after: u64,
    /// While a copy of an unrolled loop is lowered (`unroll`): where control
    /// at each of the loop's block PCs goes instead of the region's block
    /// (the loop's start to the next copy, its other blocks to this copy's).
    pub(super) loop_copy: Vec<(u64, Block)>,
    /// Per block: the loop it heads and the copies of it that are lowered
    /// (`unroll`; `plan_needs` fills it).
    pub(super) unrolled: Vec<Option<super::unroll::Unrolled>>,
    /// Per block: whether it belongs to an unrolled loop (its blocks are
    /// reached from every copy, not from the block lowered before them).
    pub(super) in_unrolled: Vec<bool>,
    /// The budget as `base - taken` since the start of the current block
    /// (or of the first copy of an unrolled loop): each count is computed
    /// from `base`, so a count that only an exit edge reads is computed
    /// there rather than in a chain through every copy.
    pub(super) rem_form: Option<(Value, i64)>,
}

impl Control {
    /// Creates the exit block, a block per block of `region` and the budget
    /// variable.
    pub(super) fn new(b: &mut FunctionBuilder, region: &Region) -> Self {
        let exit = b.create_block();
        b.append_block_param(exit, I64);
        b.append_block_param(exit, I32);
        b.set_cold_block(exit);
        let blocks: Vec<Block> = region.blocks.iter().map(|_| b.create_block()).collect();
        let rem = b.declare_var(I64);
        Control {
            rem,
            exit,
            blocks,
            budget: region.budget_plan(),
            need: Vec::new(),
            entry_need: 0,
            preds: region.predecessor_counts(),
            remaining_after: 0,
            loop_copy: Vec::new(),
            unrolled: Vec::new(),
            in_unrolled: Vec::new(),
            rem_form: None,
        }
    }
}

impl Lowerer<'_, '_> {
    /// Fills the prologue, once the variables are known: the budget, then
    /// every variable loaded from the wave state.
    pub(super) fn fill_prologue(&mut self, prologue: Block) {
        self.b.switch_to_block(prologue);
        let s = self.b.ins().load(I64, mem(), self.ctx, STEPS_OFF);
        let m = self.b.ins().load(I64, mem(), self.ctx, MAX_STEPS_OFF);
        // The dispatcher enters only with steps < max_steps.
        let r = self.b.ins().isub(m, s);
        self.b.def_var(self.ctl.rem, r);
        self.vars.load(self.b, self.state);
        let first = self.ctl.blocks[0];
        self.b.ins().jump(first, &[]);
    }

    /// Fills the exit block: the written registers, the step count and the
    /// PC back to memory, and the reason returned.
    pub(super) fn fill_exit(&mut self) {
        self.b.switch_to_block(self.ctl.exit);
        let params = self.b.block_params(self.ctl.exit).to_vec();
        self.vars.store(self.b, self.state, false);
        let r = self.b.use_var(self.ctl.rem);
        let m = self.b.ins().load(I64, mem(), self.ctx, MAX_STEPS_OFF);
        let s = self.b.ins().isub(m, r);
        self.b.ins().store(mem(), s, self.ctx, STEPS_OFF);
        self.b
            .ins()
            .store(mem(), params[0], self.state, offsets::PC as i32);
        self.b.ins().return_(&[params[1]]);
    }

    /// Before lowering: the steps each checking block needs on entry (the
    /// longest path to the next check, `Region::budget_plan`, times the
    /// copies of an unrolled loop, each of which takes at most the loop's
    /// longest path). The dispatcher checks the entry block's need.
    pub(super) fn plan_needs(&mut self) {
        self.plan_unrolling();
        let need: Vec<Option<u64>> = (0..self.region.blocks.len())
            .map(|i| self.ctl.budget[i].map(|n| n * self.copies(i)))
            .collect();
        self.ctl.entry_need = need.first().copied().flatten().unwrap_or(0);
        self.ctl.need = need;
    }

    /// What an edge into the block at `pc` must check, if it goes to a
    /// checking block of the region (not to the next copy of an unrolled loop).
    fn edge_need(&self, pc: u64) -> Option<u64> {
        match self.copy_block(pc) {
            Some(_) => None,
            _ => self.region.block_at(pc).and_then(|i| self.ctl.need[i]),
        }
    }

    /// The block of the unrolled loop copy being lowered that control at
    /// `pc` goes to, if `pc` starts one of the loop's blocks.
    fn copy_block(&self, pc: u64) -> Option<Block> {
        self.ctl
            .loop_copy
            .iter()
            .find(|(start, _)| *start == pc)
            .map(|&(_, b)| b)
    }

    /// On an edge into the block at `pc`: leaves the region for it if the
    /// budget does not cover the steps it needs. The check sits on each edge
    /// rather than at the block's start, so a value only the budget exit
    /// reads (SCC written by the loop's last instruction, say) is computed
    /// on that cold path instead of being carried around the loop.
    fn check_edge(&mut self, pc: u64) {
        let Some(need) = self.edge_need(pc) else {
            return;
        };
        // Exact step counting: enter only if the longest path to the next
        // check fits in the budget (see `Region::budget_plan`). The budget
        // never goes below zero on a checked path, so `base - taken < need`
        // is `base < need + taken`: the count itself is then computed only
        // where it is read.
        let (rem, need) = match self.ctl.rem_form {
            Some((base, taken)) => (base, need + taken as u64),
            None => (self.b.use_var(self.ctl.rem), need),
        };
        let over = self
            .b
            .ins()
            .icmp_imm_s(IntCC::UnsignedLessThan, rem, need as i64);
        let body = self.b.create_block();
        let budget_exit = self.b.create_block();
        self.leave_if(over, budget_exit, body, |l| {
            l.exit_at(pc, ExitReason::Budget)
        });
    }

    /// Takes the instructions of `gb` off the budget, on entry to the block.
    pub(super) fn count_block(&mut self, gb: &GuestBlock) {
        let (base, taken) = match self.ctl.rem_form {
            Some(f) => f,
            None => (self.b.use_var(self.ctl.rem), 0),
        };
        let taken = taken + gb.insts.len() as i64;
        let left = self.b.ins().iadd_imm_s(base, -taken);
        self.b.def_var(self.ctl.rem, left);
        self.ctl.rem_form = Some((base, taken));
    }

    /// Sets the budget to `v`, computed otherwise than by `count_block`.
    pub(super) fn set_rem(&mut self, v: Value) {
        self.b.def_var(self.ctl.rem, v);
        self.ctl.rem_form = None;
    }

    /// Seals blocks whose one predecessor (the branch just emitted) is known:
    /// variables read in them then resolve at once instead of through block
    /// parameters that sealing everything at the end would add and remove
    /// (a sixth of the lowering's host instructions, callgrind).
    pub(crate) fn seal_single(&mut self, blocks: &[Block]) {
        for &b in blocks {
            self.b.seal_block(b);
        }
    }

    /// Transfers control to `pc`: a block of this region or an exit.
    pub fn goto(&mut self, pc: u64) {
        match self.direct(pc) {
            Some(blk) => {
                self.check_edge(pc);
                self.b.ins().jump(blk, &[]);
            }
            None => {
                let reason = if self.region.fallback_exits.contains(&pc) {
                    ExitReason::Fallback
                } else {
                    ExitReason::Continue
                };
                self.exit_at(pc, reason);
            }
        }
    }

    /// The block control at `pc` goes to directly: the next copy of an
    /// unrolled loop for its start, else the region's block, if any.
    fn direct(&self, pc: u64) -> Option<Block> {
        self.copy_block(pc)
            .or_else(|| self.region.block_at(pc).map(|i| self.ctl.blocks[i]))
    }

    /// Leaves the region for `pc`.
    pub fn exit_at(&mut self, pc: u64, reason: ExitReason) {
        let v = self.iconst64(pc);
        self.exit_dynamic(v, reason);
    }

    /// Leaves the region for a PC computed at run time.
    pub fn exit_dynamic(&mut self, pc: Value, reason: ExitReason) {
        let r = self.b.ins().iconst(I32, reason as i64);
        self.b.ins().jump(self.ctl.exit, &[arg(pc), arg(r)]);
    }

    /// Conditional branch: `cond` (an I8 truth value) goes to `taken`, else `not_taken`.
    /// A target inside the region is branched to directly; only an exit gets
    /// its own block (to pass the PC and the reason). With `on_scc` (`cond`
    /// is SCC itself), an edge into a block several edges reach gets a block
    /// of its own that sets SCC to the constant the edge implies: a loop
    /// header's SCC is then a constant on the back edge instead of a truth
    /// value kept alive around the loop (it is read only where the loop is
    /// left).
    pub fn branch(&mut self, cond: Value, taken: u64, not_taken: u64, on_scc: bool) {
        let (dt, df) = (self.direct(taken), self.direct(not_taken));
        if taken == not_taken {
            self.goto(taken);
            return;
        }
        if self.try_if_convert(cond, taken, not_taken) {
            return;
        }
        let (st, sf) = (on_scc && self.joins(taken), on_scc && self.joins(not_taken));
        let et = st || self.edge_need(taken).is_some();
        let ef = sf || self.edge_need(not_taken).is_some();
        let dt = dt.filter(|_| !et);
        let df = df.filter(|_| !ef);
        let t = dt.unwrap_or_else(|| self.b.create_block());
        let f = df.unwrap_or_else(|| self.b.create_block());
        self.b.ins().brif(cond, t, &[], f, &[]);
        if dt.is_none() {
            self.seal_single(&[t]);
        }
        if df.is_none() {
            self.seal_single(&[f]);
        }
        if dt.is_none() {
            self.b.switch_to_block(t);
            if st {
                self.scc_on_edge(true);
            }
            self.goto(taken);
        }
        if df.is_none() {
            self.b.switch_to_block(f);
            if sf {
                self.scc_on_edge(false);
            }
            self.goto(not_taken);
        }
    }

    /// Whether control at `pc` goes to a block of the region that more than
    /// one edge reaches (where a variable's value becomes a block parameter).
    fn joins(&self, pc: u64) -> bool {
        match self.copy_block(pc) {
            Some(_) => false,
            _ => self
                .region
                .block_at(pc)
                .is_some_and(|i| self.ctl.preds[i] > 1),
        }
    }

    /// Defines SCC as the constant a branch on it implies on this edge (the
    /// value it already has, so nothing new is written).
    fn scc_on_edge(&mut self, set: bool) {
        let v = self
            .b
            .ins()
            .iconst(cranelift_codegen::ir::types::I8, set as i64);
        let var = self.scc_var();
        self.b.def_var(var, v);
    }

    /// Leaves the region *before* the instruction at `pc` so that the
    /// interpreter runs it; the instructions of the block from it on were counted
    /// at block entry and are taken back off.
    pub fn side_exit_here(&mut self, pc: u64, reason: ExitReason) {
        let r = self.b.use_var(self.ctl.rem);
        let r = self
            .b
            .ins()
            .iadd_imm_s(r, self.ctl.remaining_after as i64 + 1);
        self.b.def_var(self.ctl.rem, r);
        self.exit_at(pc, reason);
    }

    /// If `cond`, side-exit before the instruction at `pc`; lowering continues on
    /// the other path.
    pub fn side_exit_if(&mut self, cond: Value, pc: u64) {
        let out = self.b.create_block();
        let cont = self.b.create_block();
        self.leave_if(cond, out, cont, |l| {
            l.side_exit_here(pc, ExitReason::Fallback)
        });
    }

    /// Leaves the region before the instruction at `pc`, for the
    /// interpreter to run it (a row or an operand the JIT does not compile).
    pub fn interpret_here(&mut self, pc: u64) -> Lowered {
        self.side_exit_here(pc, ExitReason::Fallback);
        Lowered::Terminated
    }

    /// If `cond`, goes to the new block `out`, which is cold and filled by
    /// `leave` (it leaves the region); lowering continues in the new block
    /// `cont`. The caller creates both blocks, in the order it wants them
    /// numbered.
    fn leave_if(&mut self, cond: Value, out: Block, cont: Block, leave: impl FnOnce(&mut Self)) {
        self.b.set_cold_block(out);
        self.b.ins().brif(cond, out, &[], cont, &[]);
        self.seal_single(&[out, cont]);
        self.b.switch_to_block(out);
        leave(self);
        self.b.switch_to_block(cont);
    }
}
