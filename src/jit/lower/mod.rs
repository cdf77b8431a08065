//! Lowering a region to Cranelift IR. One `Lowerer` owns the function builder;
//! SGPRs and SCC live in Cranelift variables inside the region (loaded once in the
//! prologue, stored back at the exit only if the region writes them), and every
//! register access goes through `read_src` / `write_dst`.
//!
//! The generated function is `extern "C" fn(*mut WaveState, *mut RunCtx) -> u32`:
//! it returns an [`ExitReason`] and leaves the next PC in `WaveState::pc` and the
//! step counter in `RunCtx::steps`.
//!
//! Inside the region the step budget is one count-down register: every block
//! subtracts its length, and only the entry and loop headers compare it with
//! the longest path to the next check (`Region::budget_plan`). SCC is an I8
//! truth value, so a compare feeding a branch is one host compare and jump.
//! Scalar loads call bounds-checked helpers (`smem`).

mod affine;
mod inplace;
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

use super::region::Region;
use super::{ExitReason, RunCtx};
use crate::isa::operand::{self, code, Kind};
use crate::isa::{Arch, Format, Instruction, Opcode};
use crate::state::{hwreg, offsets};
use cranelift_codegen::ir::condcodes::IntCC;
use cranelift_codegen::ir::types::{I32, I64, I8};
use cranelift_codegen::ir::{Block, Function};
use cranelift_codegen::ir::{BlockArg, InstBuilder, MemFlagsData, SourceLoc, Value};
use cranelift_codegen::isa::TargetFrontendConfig;
use cranelift_frontend::{FunctionBuilder, Variable};

const STEPS_OFF: i32 = std::mem::offset_of!(RunCtx, steps) as i32;
const MAX_STEPS_OFF: i32 = std::mem::offset_of!(RunCtx, max_steps) as i32;

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
    state: Value,
    ctx: Value,
    regs: [Option<Variable>; 128],
    /// Affine forms of dword registers in the current block (`affine`).
    forms: [Option<affine::Form>; 128],
    /// While an unrolled loop copy is lowered: the loop's start PC and the
    /// block of the next copy, which branches back to the start go to.
    loop_next: Option<(u64, Block)>,
    /// Set once the SGPR variables of a region with M0-relative access are
    /// declared: no other SGPR may get one.
    fixed_sgprs: bool,
    /// An SGPR the relative-access scan did not name was used: the function
    /// would be wrong, so the region is left to the interpreter.
    missed_sgpr: bool,
    /// I64 variables of the pairs that live as one value (`pairs`), by `code / 2`.
    wide: [Option<Variable>; pairs::PAIRS],
    written: [bool; 128],
    scc: Option<Variable>,
    scc_written: bool,
    /// The budget left (`max_steps - steps`): one register that blocks count
    /// down and loop headers compare against an immediate.
    rem: Variable,
    exit: Block,
    blocks: Vec<Block>,
    /// Per block: the instructions the budget must cover on entry, if it checks.
    budget: Vec<Option<u64>>,
    /// What the entry block needs, when the dispatcher checks it instead.
    entry_need: u64,
    region: &'a Region,
    /// Instructions left in the current block after the one being lowered
    /// (a side exit takes them back off the step counter).
    remaining_after: u64,
    /// The program, for the interpreter's lowering of in-place instructions.
    program: &'a crate::Program,
    /// Interpreter ops the code points to (`inplace`); they must live as long
    /// as the code.
    #[allow(clippy::vec_box, reason = "the code holds each op's address")]
    keep: Vec<Box<crate::interp::Op>>,
    /// Spend compile time on faster code (affine forms, unrolling): the
    /// `speed` level. At `none` they would only add code to compile.
    optimize: bool,
    /// Test hook: one opcode lowered wrongly (`sabotage`).
    #[cfg(feature = "test-hooks")]
    sabotage: sabotage::Sabotage,
    /// Per block: how many edges of the region reach it (the entry counts one).
    preds: Vec<u32>,
    /// While a block is lowered speculatively (see `try_if_convert`): each
    /// variable it defines, with the value the variable had before.
    spec: Option<Vec<(Variable, Value)>>,
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
/// `Lowerer::missed_sgpr`).
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
    let exit = b.create_block();
    b.append_block_param(exit, I64);
    b.append_block_param(exit, I32);
    b.set_cold_block(exit);
    let blocks: Vec<Block> = region.blocks.iter().map(|_| b.create_block()).collect();
    let rem = b.declare_var(I64);
    let mut wide = [None; pairs::PAIRS];
    for (p, w) in pairs::wide_pairs(region, arch).into_iter().enumerate() {
        if w {
            wide[p] = Some(b.declare_var(I64));
        }
    }
    let mut l = Lowerer {
        b: &mut b,
        arch,
        state,
        ctx,
        regs: [None; 128],
        forms: [None; 128],
        loop_next: None,
        fixed_sgprs: false,
        missed_sgpr: false,
        wide,
        written: [false; 128],
        scc: None,
        scc_written: false,
        rem,
        exit,
        blocks,
        budget: region.budget_plan(),
        entry_need: 0,
        region,
        remaining_after: 0,
        program,
        keep: Vec::new(),
        optimize: opts.opt_level == super::OptLevel::Speed,
        #[cfg(feature = "test-hooks")]
        sabotage: sabotage::Sabotage::new(opts.sabotage),
        preds: predecessor_counts(region),
        spec: None,
    };
    // What an instruction run in place reads or writes must have its variable
    // from the start: the store before it and the reload after it cover only
    // declared variables, and lowering order is not execution order (a write
    // lowered after it may run before it, through a back edge). It reads its
    // source register and, through STATUS, SCC, VCC and EXEC; it writes its
    // destination register and, through STATUS, SCC.
    for (_, inst) in region.blocks.iter().flat_map(|b| &b.insts) {
        if super::region::runs_in_place(inst) {
            let named =
                (inst.op.sig().dst > 0 || inst.op == Opcode::S_SETREG_B32).then_some(inst.sdst);
            for c in [code::VCC_LO, code::VCC_HI, code::EXEC_LO, code::EXEC_HI]
                .into_iter()
                .chain(named)
            {
                if l.wide_var(c & !1).is_none() {
                    l.var(c);
                }
            }
            l.scc_var();
        }
    }
    if region.has_relative_access() {
        // M0-relative accesses go through memory: the SGPRs the region names
        // are stored before one and reloaded after a write. They must all have
        // variables from the start (a register first used after a relative
        // write would otherwise be loaded, stale, in the prologue).
        for c in relative::named_sgprs(region, arch) {
            l.var(c);
        }
        l.fixed_sgprs = true;
    }
    for (i, gb) in region.blocks.iter().enumerate() {
        l.lower_block(i, gb);
    }
    l.b.set_srcloc(SourceLoc::default());
    l.fill_exit();
    l.fill_prologue(prologue);
    let built = Built {
        entry_need: l.entry_need,
        keep: std::mem::take(&mut l.keep),
    };
    let complete = !l.missed_sgpr;
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

/// How many edges of `region` reach each block; the entry has one more (the call).
fn predecessor_counts(region: &Region) -> Vec<u32> {
    let mut preds = vec![0u32; region.blocks.len()];
    if let Some(p) = preds.first_mut() {
        *p = 1;
    }
    for i in 0..region.blocks.len() {
        for j in region.block_successors(i) {
            preds[j] += 1;
        }
    }
    preds
}

/// One side of an if-converted branch: the instructions to lower, the steps
/// the side takes, and the PC where it rejoins.
type Side = (Vec<(u64, Instruction)>, u64, u64);

/// Longest block that is executed speculatively instead of branched around.
const MAX_SPECULATED: usize = 8;

/// An instruction that can run speculatively: pure register arithmetic that
/// always falls through, lowers without leaving the region and writes only
/// ordinary registers (no TTMP/TBA/TMA privilege rule, no relative addressing;
/// aperture sources make the tier a region exit).
fn speculable(inst: &Instruction) -> bool {
    let sig = inst.op.sig();
    let plain_dst = |c: u8| c < 108 || c == code::M0 || c >= code::EXEC_LO;
    matches!(
        inst.op.format(),
        Format::Sop2 | Format::Sop1 | Format::Sopc | Format::Sopk
    ) && inst.op.flow() == crate::isa::Flow::Next
        && inst.tier() == crate::isa::Tier::Compiled
        && !inst.op.info().relative()
        && (sig.dst == 0 || (plain_dst(inst.sdst) && plain_dst(inst.sdst + sig.dst - 1)))
}

impl Lowerer<'_, '_> {
    /// Defines a register or SCC variable, remembering its old value while
    /// lowering speculatively.
    fn define(&mut self, var: Variable, v: Value) {
        if let Some(log) = &self.spec {
            if !log.iter().any(|(x, _)| *x == var) {
                let old = self.b.use_var(var);
                if let Some(log) = &mut self.spec {
                    log.push((var, old));
                }
            }
        }
        self.b.def_var(var, v);
    }

    /// A block that can run speculatively as one side of a branch: reached
    /// only from that branch, not a budget check point, short, and pure
    /// arithmetic up to where it rejoins (its fall-through, or the target of a
    /// final `s_branch`, which is counted but needs no code). Returns the
    /// instructions to lower, the steps the side takes and the join PC.
    fn speculable_side(&self, pc: u64) -> Option<Side> {
        let j = self.region.block_at(pc)?;
        let gb = &self.region.blocks[j];
        if j == 0
            || self.preds[j] != 1
            || self.budget[j].is_some()
            || gb.insts.len() > MAX_SPECULATED
        {
            return None;
        }
        let (body, join) = match gb.insts.last() {
            Some((bpc, i)) if i.op == Opcode::S_BRANCH => {
                (&gb.insts[..gb.insts.len() - 1], i.branch_target(*bpc)?)
            }
            Some(_) => (&gb.insts[..], gb.fallthrough?),
            None => return None,
        };
        body.iter()
            .all(|(_, i)| speculable(i))
            .then(|| (body.to_vec(), gb.insts.len() as u64, join))
    }

    /// Lowers `insts` speculatively; returns each variable they define with
    /// its value before them.
    fn speculate(&mut self, insts: &[(u64, Instruction)]) -> Vec<(Variable, Value)> {
        self.forget_forms();
        self.spec = Some(Vec::new());
        // Speculable instructions always fall through.
        let _ = self.lower_insts(insts);
        self.spec.take().unwrap_or_default()
    }

    /// If-conversion: a conditional branch around one short block of pure
    /// arithmetic (a triangle), or to one of two such blocks that meet again
    /// (a diamond), runs the blocks unconditionally and selects, per register
    /// or SCC they write, the value of the side taken; the step budget is
    /// selected the same way, so a data-dependent branch costs no
    /// misprediction. On the kernel suite diamonds made Collatz (odd/even
    /// steps) 1.95-2.0x native time against 2.1-2.7x as a branch, and isqrt
    /// 1.5-1.7x against 1.8-2.3x. `cond` sends control to `taken`. Returns
    /// false when the shape does not fit.
    fn try_if_convert(&mut self, cond: Value, taken: u64, not_taken: u64) -> bool {
        if self.spec.is_some() {
            return false;
        }
        let (st, sf) = (self.speculable_side(taken), self.speculable_side(not_taken));
        // (instructions, steps) of the side run when `cond` is true / false;
        // the other side is the join itself.
        let empty = (Vec::new(), 0u64);
        let (on_true, on_false, join) = match (st, sf) {
            (Some((ti, tn, tj)), Some((fi, fn_, fj))) if tj == fj => ((ti, tn), (fi, fn_), tj),
            (Some((ti, tn, tj)), _) if tj == not_taken => ((ti, tn), empty, tj),
            (_, Some((fi, fn_, fj))) if fj == taken => (empty, (fi, fn_), fj),
            _ => return false,
        };
        let rem0 = self.b.use_var(self.rem);
        // The true side from the state before the branch; then the variables
        // go back to that state for the false side.
        let log_t = self.speculate(&on_true.0);
        let new_t: Vec<(Variable, Value, Value)> = log_t
            .iter()
            .map(|&(var, old)| (var, old, self.b.use_var(var)))
            .collect();
        for &(var, old, _) in &new_t {
            self.b.def_var(var, old);
        }
        let log_f = self.speculate(&on_false.0);
        let mut vars: Vec<(Variable, Value)> = log_t.clone();
        vars.extend(
            log_f
                .iter()
                .filter(|(v, _)| !log_t.iter().any(|(x, _)| x == v)),
        );
        for (var, old) in vars {
            let t = new_t
                .iter()
                .find(|(v, _, _)| *v == var)
                .map_or(old, |&(_, _, n)| n);
            let f = if log_f.iter().any(|(v, _)| *v == var) {
                self.b.use_var(var)
            } else {
                old
            };
            let v = self.b.ins().select(cond, t, f);
            self.b.def_var(var, v);
        }
        let rt = self.b.ins().iadd_imm_s(rem0, -(on_true.1 as i64));
        let rf = self.b.ins().iadd_imm_s(rem0, -(on_false.1 as i64));
        let r = self.b.ins().select(cond, rt, rf);
        self.b.def_var(self.rem, r);
        self.goto(join);
        true
    }

    fn var(&mut self, c: u8) -> Variable {
        let c = c & 127;
        match self.regs[c as usize] {
            Some(v) => v,
            None => {
                if self.fixed_sgprs && (c as u32) < self.arch.num_sgprs() {
                    self.missed_sgpr = true;
                }
                let v = self.b.declare_var(I32);
                self.regs[c as usize] = Some(v);
                v
            }
        }
    }

    /// SCC lives in an I8 truth variable so that a compare feeding a branch
    /// needs no extension and re-test.
    fn scc_var(&mut self) -> Variable {
        match self.scc {
            Some(v) => v,
            None => {
                let v = self.b.declare_var(I8);
                self.scc = Some(v);
                v
            }
        }
    }

    fn fill_prologue(&mut self, prologue: Block) {
        self.b.switch_to_block(prologue);
        let s = self.b.ins().load(I64, mem(), self.ctx, STEPS_OFF);
        let m = self.b.ins().load(I64, mem(), self.ctx, MAX_STEPS_OFF);
        // The dispatcher enters only with steps < max_steps.
        let r = self.b.ins().isub(m, s);
        self.b.def_var(self.rem, r);
        self.load_vars();
        let first = self.blocks[0];
        self.b.ins().jump(first, &[]);
    }

    fn fill_exit(&mut self) {
        self.b.switch_to_block(self.exit);
        let params = self.b.block_params(self.exit).to_vec();
        self.store_vars(false);
        let r = self.b.use_var(self.rem);
        let m = self.b.ins().load(I64, mem(), self.ctx, MAX_STEPS_OFF);
        let s = self.b.ins().isub(m, r);
        self.b.ins().store(mem(), s, self.ctx, STEPS_OFF);
        self.b
            .ins()
            .store(mem(), params[0], self.state, offsets::PC as i32);
        self.b.ins().return_(&[params[1]]);
    }

    /// Defines every register variable and SCC from the wave state.
    fn load_vars(&mut self) {
        for c in 0..128usize {
            if let (Some(var), None) = (self.regs[c], self.wide[c / 2]) {
                let x = self
                    .b
                    .ins()
                    .load(I32, mem(), self.state, (offsets::SGPR + 4 * c) as i32);
                self.b.def_var(var, x);
            }
        }
        for p in 0..pairs::PAIRS {
            if let Some(var) = self.wide[p] {
                let x = self
                    .b
                    .ins()
                    .load(I64, mem(), self.state, (offsets::SGPR + 8 * p) as i32);
                self.b.def_var(var, x);
            }
        }
        if let Some(var) = self.scc {
            let x = self
                .b
                .ins()
                .load(I32, mem(), self.state, offsets::SCC as i32);
            let x = self.b.ins().icmp_imm_s(IntCC::NotEqual, x, 0);
            self.b.def_var(var, x);
        }
    }

    /// Stores the register variables and SCC to the wave state: those the
    /// region writes, or with `all` every one (a variable always holds the
    /// register's value, so storing an unwritten one changes nothing).
    fn store_vars(&mut self, all: bool) {
        for c in 0..128usize {
            if let (Some(var), None) = (self.regs[c], self.wide[c / 2]) {
                if all || self.written[c] {
                    let v = self.b.use_var(var);
                    self.b
                        .ins()
                        .store(mem(), v, self.state, (offsets::SGPR + 4 * c) as i32);
                }
            }
        }
        for p in 0..pairs::PAIRS {
            if let Some(var) = self.wide[p] {
                if all || self.written[2 * p] || self.written[2 * p + 1] {
                    let v = self.b.use_var(var);
                    self.b
                        .ins()
                        .store(mem(), v, self.state, (offsets::SGPR + 8 * p) as i32);
                }
            }
        }
        if let Some(var) = self.scc.filter(|_| all || self.scc_written) {
            let v = self.b.use_var(var);
            let v = self.b.ins().uextend(I32, v);
            self.b
                .ins()
                .store(mem(), v, self.state, offsets::SCC as i32);
        }
    }

    fn lower_block(&mut self, index: usize, gb: &super::region::GuestBlock) {
        let block = self.blocks[index];
        self.b.switch_to_block(block);
        self.forget_forms();
        let rem = self.b.use_var(self.rem);
        let copies = match self.budget[index] {
            Some(_) if self.optimize && affine::unrollable(self.arch, gb) => affine::UNROLL,
            _ => 1,
        };
        let need = self.budget[index].map(|n| n * copies);
        // Each copy of an unrolled loop takes at most the longest path of the
        // loop before going on to the next copy or leaving it. The entry block
        // is checked by the dispatcher unless a branch comes back to it.
        let need = match need {
            Some(n) if index == 0 && self.preds[0] == 1 => {
                self.entry_need = n;
                None
            }
            n => n,
        };
        if let Some(need) = need {
            // Exact step counting: enter only if the longest path to the next
            // check fits in the budget (see `Region::budget_plan`).
            let over = self
                .b
                .ins()
                .icmp_imm_s(IntCC::UnsignedLessThan, rem, need as i64);
            let body = self.b.create_block();
            let budget_exit = self.b.create_block();
            self.b.set_cold_block(budget_exit);
            self.b.ins().brif(over, budget_exit, &[], body, &[]);
            self.seal_single(&[budget_exit, body]);
            self.b.switch_to_block(budget_exit);
            let pc = self.b.ins().iconst(I64, gb.start as i64);
            let r = self.b.ins().iconst(I32, ExitReason::Budget as i64);
            self.b.ins().jump(self.exit, &[arg(pc), arg(r)]);
            self.b.switch_to_block(body);
        }
        for copy in 1..=copies {
            self.loop_next = (copy < copies).then(|| (gb.start, self.b.create_block()));
            self.lower_straight(gb);
            if let Some((_, next)) = self.loop_next.take() {
                self.b.switch_to_block(next);
            }
        }
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

    /// Lowers the instructions of `gb` from the current block on.
    fn lower_straight(&mut self, gb: &super::region::GuestBlock) {
        let rem = self.b.use_var(self.rem);
        let left = self.b.ins().iadd_imm_s(rem, -(gb.insts.len() as i64));
        self.b.def_var(self.rem, left);
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
            self.remaining_after = (insts.len() - k - 1) as u64;
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
        }
    }

    // ---- control flow ----

    /// Transfers control to `pc`: a block of this region or an exit.
    pub fn goto(&mut self, pc: u64) {
        match self.direct(pc) {
            Some(blk) => {
                self.b.ins().jump(blk, &[]);
            }
            None => {
                let reason = if self.region.fallback_exits.contains(&pc) {
                    ExitReason::Fallback
                } else {
                    ExitReason::Continue
                };
                let v = self.b.ins().iconst(I64, pc as i64);
                let r = self.b.ins().iconst(I32, reason as i64);
                self.b.ins().jump(self.exit, &[arg(v), arg(r)]);
            }
        }
    }

    /// The block control at `pc` goes to directly: the next copy of an
    /// unrolled loop for its start, else the region's block, if any.
    fn direct(&self, pc: u64) -> Option<Block> {
        match self.loop_next {
            Some((start, next)) if start == pc => Some(next),
            _ => self.region.block_at(pc).map(|i| self.blocks[i]),
        }
    }

    /// Leaves the region for a PC computed at run time.
    pub fn exit_dynamic(&mut self, pc: Value, reason: ExitReason) {
        let r = self.b.ins().iconst(I32, reason as i64);
        self.b.ins().jump(self.exit, &[arg(pc), arg(r)]);
    }

    /// Conditional branch: `cond` (an I8 truth value) goes to `taken`, else `not_taken`.
    /// A target inside the region is branched to directly; only an exit gets
    /// its own block (to pass the PC and the reason).
    pub fn branch(&mut self, cond: Value, taken: u64, not_taken: u64) {
        let (dt, df) = (self.direct(taken), self.direct(not_taken));
        if taken == not_taken {
            self.goto(taken);
            return;
        }
        if self.loop_next.is_none() && self.try_if_convert(cond, taken, not_taken) {
            return;
        }
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
            self.goto(taken);
        }
        if df.is_none() {
            self.b.switch_to_block(f);
            self.goto(not_taken);
        }
    }

    /// Leaves the region *before* the instruction at `pc` so that the
    /// interpreter runs it; the instructions of the block from it on were counted
    /// at block entry and are taken back off.
    pub fn side_exit_here(&mut self, pc: u64, reason: ExitReason) {
        let r = self.b.use_var(self.rem);
        let r = self.b.ins().iadd_imm_s(r, self.remaining_after as i64 + 1);
        self.b.def_var(self.rem, r);
        let v = self.b.ins().iconst(I64, pc as i64);
        self.exit_dynamic(v, reason);
    }

    /// If `cond`, side-exit before the instruction at `pc`; lowering continues on
    /// the other path.
    pub fn side_exit_if(&mut self, cond: Value, pc: u64) {
        let out = self.b.create_block();
        let cont = self.b.create_block();
        self.b.set_cold_block(out);
        self.b.ins().brif(cond, out, &[], cont, &[]);
        self.seal_single(&[out, cont]);
        self.b.switch_to_block(out);
        self.side_exit_here(pc, ExitReason::Fallback);
        self.b.switch_to_block(cont);
    }

    // ---- registers ----

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

    pub fn reg32(&mut self, c: u8) -> Value {
        if let Some(v) = self.wide_half(c & 127) {
            return v;
        }
        let v = self.var(c);
        self.b.use_var(v)
    }

    /// The I64 variable of the wide pair starting at `c`, if it is one.
    fn wide_var(&self, c: u8) -> Option<Variable> {
        if c.is_multiple_of(2) && c < 128 {
            self.wide[c as usize / 2]
        } else {
            None
        }
    }

    pub fn reg64(&mut self, c: u8) -> Value {
        if let Some(v) = self.wide_var(c) {
            return self.b.use_var(v);
        }
        let lo = self.reg32(c);
        let hi = self.reg32(c.wrapping_add(1));
        self.concat(lo, hi)
    }

    /// SCC as I32 0/1.
    pub fn scc(&mut self) -> Value {
        let c = self.scc_set();
        self.bool32(c)
    }

    /// SCC as an I8 truth value.
    pub fn scc_set(&mut self) -> Value {
        let v = self.scc_var();
        self.b.use_var(v)
    }

    /// Writes SCC from an I8 truth value.
    pub fn set_scc(&mut self, v: Value) {
        #[cfg(feature = "test-hooks")]
        let v = self.sabotage.scc(self.b, v);
        let var = self.scc_var();
        self.define(var, v);
        self.scc_written = true;
    }

    /// SCC = (v != 0).
    pub fn set_scc_nonzero(&mut self, v: Value) {
        let c = self.b.ins().icmp_imm_s(IntCC::NotEqual, v, 0);
        self.set_scc(c);
    }

    /// EXEC or VCC == 0 as an I8 truth value.
    pub fn pair_is_zero(&mut self, c: u8) -> Value {
        let lo = self.reg32(c);
        let hi = self.reg32(c + 1);
        let or = self.b.ins().bor(lo, hi);
        self.b.ins().icmp_imm_s(IntCC::Equal, or, 0)
    }

    /// Reads a source operand of `dwords` width (I32 for 1, I64 for 2).
    /// `signed` selects sign extension of a 32-bit literal into a 64-bit operand.
    pub fn read_src(&mut self, inst: &Instruction, c: u8, dwords: u8, signed: bool) -> Value {
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
                let l = inst.literal;
                if !wide {
                    self.iconst32(l)
                } else if signed {
                    self.iconst64(l as i32 as i64 as u64)
                } else {
                    self.iconst64(l as u64)
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

    /// STATUS.PRIV as an I8 truth value, read from the wave state (no region
    /// instruction can change it).
    fn privileged(&mut self) -> Value {
        let s = self.b.ins().load(
            I32,
            mem(),
            self.state,
            (offsets::HWREG + 4 * hwreg::STATUS) as i32,
        );
        let p = self.b.ins().band_imm_s(s, hwreg::STATUS_PRIV as i64);
        self.b.ins().icmp_imm_s(IntCC::NotEqual, p, 0)
    }

    /// Writes one dword register. TTMP (and TBA/TMA before gfx9), codes 108..123,
    /// keep their value unless STATUS.PRIV is set.
    pub fn write_reg32(&mut self, c: u8, mut v: Value) {
        let c = c & 127;
        if (108..=123).contains(&c) {
            let old = self.reg32(c);
            let p = self.privileged();
            v = self.b.ins().select(p, v, old);
        }
        self.written[c as usize] = true;
        self.forms[c as usize] = None;
        if !self.set_wide_half(c, v) {
            let var = self.var(c);
            self.define(var, v);
        }
    }

    /// Writes one dword register as scalar memory does: no privilege rule
    /// (`smem::lowerable` keeps TTMP destinations out).
    pub fn write_raw32(&mut self, c: u8, v: Value) {
        #[cfg(feature = "test-hooks")]
        let v = self.sabotage.result(self.b, v);
        let c = c & 127;
        self.written[c as usize] = true;
        self.forms[c as usize] = None;
        if !self.set_wide_half(c, v) {
            let var = self.var(c);
            self.b.def_var(var, v);
        }
    }

    /// Writes a destination of `dwords` width (I32 value for 1, I64 for 2).
    pub fn write_dst(&mut self, c: u8, dwords: u8, v: Value) {
        #[cfg(feature = "test-hooks")]
        let v = self.sabotage.result(self.b, v);
        if let (true, Some(var)) = (dwords >= 2, self.wide_var(c)) {
            self.define(var, v);
            self.written[c as usize] = true;
            self.written[c as usize + 1] = true;
            self.forms[c as usize] = None;
            self.forms[c as usize + 1] = None;
        } else if dwords >= 2 {
            let (lo, hi) = self.split(v);
            self.write_reg32(c, lo);
            self.write_reg32(c.wrapping_add(1), hi);
        } else {
            self.write_reg32(c, v);
        }
    }

    /// Common operand reads.
    pub fn src0(&mut self, inst: &Instruction) -> Value {
        let w = inst.op.sig().src0;
        self.read_src(inst, inst.ssrc0, w, false)
    }

    pub fn src1(&mut self, inst: &Instruction) -> Value {
        let w = inst.op.sig().src1;
        self.read_src(inst, inst.ssrc1, w, false)
    }

    pub fn dst(&mut self, inst: &Instruction, v: Value) {
        let w = inst.op.sig().dst;
        self.write_dst(inst.sdst, w, v);
    }

    /// The SGPRs (codes below the SGPR count, the only ones an M0-relative
    /// index reaches) that have variables.
    fn sgpr_vars(&self) -> Vec<(usize, Variable)> {
        (0..self.arch.num_sgprs() as usize)
            .filter_map(|c| self.regs[c].map(|v| (c, v)))
            .collect()
    }

    /// Stores the SGPR variables to the wave state (before an M0-relative
    /// access): a variable always holds the register's value, so storing one
    /// that this path did not write is harmless.
    fn flush_sgprs(&mut self) {
        for (c, var) in self.sgpr_vars() {
            let v = self.b.use_var(var);
            self.b
                .ins()
                .store(mem(), v, self.state, (offsets::SGPR + 4 * c) as i32);
        }
    }

    /// Re-reads the SGPR variables from the wave state (after an M0-relative
    /// write, which may have changed any of them there).
    fn reload_sgprs(&mut self) {
        for (c, var) in self.sgpr_vars() {
            let x = self
                .b
                .ins()
                .load(I32, mem(), self.state, (offsets::SGPR + 4 * c) as i32);
            self.b.def_var(var, x);
            self.forms[c] = None;
        }
    }

    /// Address of `sgpr[index]` for a run-time index (I64, already bounds-checked).
    fn sgpr_addr(&mut self, index: Value) -> Value {
        let off = self.b.ins().ishl_imm_s(index, 2);
        let base = self.b.ins().iadd_imm_s(self.state, offsets::SGPR as i64);
        self.b.ins().iadd(base, off)
    }

    /// `i = code + M0` as I64 (no 32-bit wrap-around).
    fn rel_index(&mut self, c: u8) -> Value {
        let m0 = self.reg32(code::M0);
        let m0 = self.b.ins().uextend(I64, m0);
        self.b.ins().iadd_imm_s(m0, c as i64)
    }

    /// `get(j)`: SGPR j when j < NSGPR, else SGPR 0 (values are flushed first).
    fn rel_get(&mut self, j: Value) -> Value {
        let n = self.arch.num_sgprs() as i64;
        let ok = self.b.ins().icmp_imm_s(IntCC::UnsignedLessThan, j, n);
        let zero = self.iconst64(0);
        let j = self.b.ins().select(ok, j, zero);
        let a = self.sgpr_addr(j);
        self.b.ins().load(I32, mem(), a, 0)
    }

    /// The SOPK immediate, sign-extended.
    pub fn simm_s(&mut self, inst: &Instruction) -> Value {
        self.iconst32(inst.simm16 as i16 as i32 as u32)
    }
}
