//! If-conversion: a conditional branch around a short block of pure
//! arithmetic, or to one of two such blocks that meet again, becomes straight
//! code that runs both sides and selects the results, so that a
//! data-dependent branch costs no misprediction (see `try_if_convert`).
//!
//! A side is lowered "speculatively": every register or SCC variable it
//! defines is logged with its value before (`Lowerer::spec`), so that the
//! other side can start from the same state and the join can select between
//! the two.

use super::Lowerer;
use crate::isa::operand::code;
use crate::isa::{Format, Instruction, Opcode};
use cranelift_codegen::ir::{InstBuilder, Value};
use cranelift_frontend::Variable;

/// One side of an if-converted branch: the instructions to lower, the steps
/// the side takes, and the PC where it rejoins.
type Side = (Vec<(u64, Instruction)>, u64, u64);

/// The instructions of one side of an if-converted branch and the steps it takes.
pub(super) type Steps = (Vec<(u64, Instruction)>, u64);

/// Longest block that is executed speculatively instead of branched around.
const MAX_SPECULATED: usize = 8;

/// An instruction that can run speculatively: pure register arithmetic that
/// always falls through, lowers without leaving the region and writes only
/// ordinary registers (no TTMP/TBA/TMA privilege rule, no relative addressing;
/// aperture sources make the tier a region exit).
pub(super) fn speculable(inst: &Instruction) -> bool {
    let sig = inst.op.sig();
    let plain_dst = |c: u8| c < *code::PRIVILEGED.start() || c == code::M0 || c >= code::EXEC_LO;
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
    pub(super) fn define(&mut self, var: Variable, v: Value) {
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
            || self.ctl.preds[j] != 1
            || self.ctl.budget[j].is_some()
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

    /// The shape of an if-convertible branch to `taken` or `not_taken`:
    /// the (instructions, steps) of the side run when the condition is true,
    /// when it is false (the other side of a triangle is the join itself),
    /// and the join PC. `None` when the branch stays a branch. It depends on
    /// the region alone, so that unrolling (`unroll`) can tell beforehand
    /// which branches of a loop become selects.
    pub(super) fn if_conversion(&self, taken: u64, not_taken: u64) -> Option<(Steps, Steps, u64)> {
        let (st, sf) = (self.speculable_side(taken), self.speculable_side(not_taken));
        let empty = (Vec::new(), 0u64);
        match (st, sf) {
            (Some((ti, tn, tj)), Some((fi, fn_, fj))) if tj == fj => {
                Some(((ti, tn), (fi, fn_), tj))
            }
            (Some((ti, tn, tj)), _) if tj == not_taken => Some(((ti, tn), empty, tj)),
            (_, Some((fi, fn_, fj))) if fj == taken => Some((empty, (fi, fn_), fj)),
            _ => None,
        }
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
    pub(super) fn try_if_convert(&mut self, cond: Value, taken: u64, not_taken: u64) -> bool {
        if self.spec.is_some() {
            return false;
        }
        let Some((on_true, on_false, join)) = self.if_conversion(taken, not_taken) else {
            return false;
        };
        let rem0 = self.b.use_var(self.ctl.rem);
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
        self.set_rem(r);
        self.goto(join);
        true
    }
}
