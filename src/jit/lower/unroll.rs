//! Unrolled loops.
//!
//! A loop of pure arithmetic is lowered [`UNROLL`] times in a row, copy k
//! branching to copy k+1 instead of to the start; the loop header's budget
//! check covers the longest path through all the copies, so the copies
//! themselves check nothing.
//!
//! Two shapes are unrolled. A self-loop (one block that branches back to
//! its own start) pays only together with affine forms (`affine`) or field
//! sources (`fields`), which let each copy compute a recurrence from the
//! loop's entry value instead of waiting for the previous copy. A loop of
//! several blocks pays when one of its branches becomes selects (`ifconv`):
//! the loop is then a straight chain from its header back to it (exits
//! aside), and unrolling saves the budget check and the register moves of
//! the join at every back edge. Measured at opt_level=speed (JIT time over
//! native time, `gcnjit bench`): isqrt 1.25-1.29 as a loop, 1.14-1.15
//! unrolled; collatz 1.16-1.18 and 1.09-1.15. The gcd kernel's loop (a
//! compare that leaves, then the body, no select) got slower unrolled:
//! 0.85 s for 20M pairs as a loop, 0.87 s with two copies, 0.92 with four,
//! 0.93 with eight; its chain of dependent instructions (min, subtract,
//! find-first-one, shift) is what it waits on, not the back edge.

use super::ifconv::speculable;
use super::Lowerer;
use crate::isa::operand::{self, Kind};
use crate::isa::{Flow, Instruction, Opcode};
use crate::jit::region::GuestBlock;

/// Copies of an unrolled loop. Eight rather than four: the budget
/// check and the back edge's register moves are then paid once per eight
/// iterations (crc32 1.43x native time with four, 1.25x with eight; lcg
/// 1.09x and 0.91x; collatz 1.16-1.20x with four, 1.14-1.15x with eight,
/// isqrt 1.15x either way, 1.17x with two).
const UNROLL: u64 = 8;

/// Longest loop body that is unrolled (for a loop of several blocks, with
/// the sides of its branches that become selects).
const MAX_UNROLLED: usize = 16;

/// Whether block `gb` (which has a budget check) is worth unrolling: it ends
/// with a conditional branch to its own start, holds nothing else that
/// branches, leaves the region or touches memory, and multiplies by a
/// constant or extracts a constant bit field. Only these make a chain that
/// forms or field sources shorten (an add is one
/// cycle either way); without one, unrolling measured slower (the bits
/// kernel: 1.08x native time as a loop, 1.20x unrolled) for twice the code.
fn unrollable(arch: crate::Arch, gb: &GuestBlock) -> bool {
    let Some(((pc, last), body)) = gb.insts.split_last() else {
        return false;
    };
    let multiplies = |i: &Instruction| match i.op {
        Opcode::S_MULK_I32 => true,
        Opcode::S_MUL_I32 => [i.ssrc0, i.ssrc1]
            .iter()
            .any(|&c| matches!(operand::kind(arch, c), Some(Kind::Const | Kind::Literal))),
        _ => false,
    };
    // A bit-field extract with a constant field: in copies after the first
    // it can read its bits from an older value (`fields`), which shortens
    // the chain the same way (the crc32 kernel: 2.3-2.7x native time as a
    // loop, 1.6x unrolled).
    // Only when the source was last written (going round the loop) by an
    // instruction the walk looks through: a bit reverse, say, stops it at
    // once and the copies would only cost compile time (the bits kernel).
    let see_through = |i: &Instruction| {
        use Opcode::*;
        matches!(
            i.op,
            S_LSHR_B32 | S_LSHL_B32 | S_AND_B32 | S_OR_B32 | S_XOR_B32
        )
    };
    let extracts = |k: usize, i: &Instruction| {
        matches!(i.op, Opcode::S_BFE_U32 | Opcode::S_BFE_I32)
            && matches!(
                operand::kind(arch, i.ssrc1),
                Some(Kind::Const | Kind::Literal)
            )
            && (1..=body.len())
                .map(|d| &body[(k + body.len() - d) % body.len()].1)
                .find(|w| w.op.sig().dst == 1 && w.sdst == i.ssrc0)
                .is_some_and(see_through)
    };
    gb.insts.len() <= MAX_UNROLLED
        && last.op.flow() == Flow::CondBranch
        && last.branch_target(*pc) == Some(gb.start)
        && body.iter().all(|(_, i)| speculable(i))
        && body
            .iter()
            .enumerate()
            .any(|(k, (_, i))| multiplies(i) || extracts(k, i))
}

/// Most blocks in one iteration of an unrolled loop of several blocks.
const MAX_CHAIN: usize = 4;

/// An unrolled loop: its blocks in the order an iteration runs them, the
/// header first, and how many copies of them are lowered.
#[derive(Clone, Debug)]
pub(crate) struct Unrolled {
    chain: Vec<usize>,
    copies: u64,
}

impl Lowerer<'_, '_> {
    /// Before lowering (`plan_needs`): which loops are unrolled.
    pub(super) fn plan_unrolling(&mut self) {
        let n = self.region.blocks.len();
        let unrolled: Vec<Option<Unrolled>> = (0..n).map(|i| self.unrolled_at(i)).collect();
        let mut in_unrolled = vec![false; n];
        for u in unrolled.iter().flatten() {
            for &j in &u.chain {
                in_unrolled[j] = true;
            }
        }
        self.ctl.unrolled = unrolled;
        self.ctl.in_unrolled = in_unrolled;
    }

    /// The loop block `index` heads, if it is unrolled: only when compiling
    /// for speed, only at a budget check (a loop header), and for a loop of
    /// several blocks only if one of its branches becomes selects (the
    /// module doc: the gcd kernel's loop, without one, got slower).
    fn unrolled_at(&self, index: usize) -> Option<Unrolled> {
        let gb = &self.region.blocks[index];
        if !self.optimize || self.ctl.budget[index].is_none() {
            return None;
        }
        if unrollable(self.arch, gb) {
            return Some(Unrolled {
                chain: vec![index],
                copies: UNROLL,
            });
        }
        let chain = self.loop_chain(index)?;
        (chain.len() > 1 && chain.iter().any(|&j| self.becomes_selects(j))).then_some(Unrolled {
            chain,
            copies: UNROLL,
        })
    }

    /// Whether block `i` ends with a conditional branch that becomes
    /// selects (`ifconv`).
    fn becomes_selects(&self, i: usize) -> bool {
        let Some((pc, last)) = self.region.blocks[i].insts.last() else {
            return false;
        };
        let next = pc.wrapping_add(4);
        last.op.flow() == Flow::CondBranch
            && last
                .branch_target(*pc)
                .is_some_and(|t| t != next && self.if_conversion(t, next).is_some())
    }

    /// How many copies of block `index` are lowered: more than one for the
    /// header of an unrolled loop.
    pub(super) fn copies(&self, index: usize) -> u64 {
        self.ctl.unrolled[index].as_ref().map_or(1, |u| u.copies)
    }

    /// The blocks of one iteration of the loop headed by `h`, in order, if
    /// the loop is a chain: from each block exactly one successor leads
    /// back to `h` without passing a budget check (a branch that becomes
    /// selects, `ifconv`, counts as going to its join), every other one
    /// leaves the loop, and nothing but pure arithmetic and branches runs.
    /// No block but `h` checks the budget, so `h`'s need covers a whole
    /// iteration whichever way it goes.
    fn loop_chain(&self, h: usize) -> Option<Vec<usize>> {
        let start = self.region.blocks[h].start;
        let mut chain = vec![h];
        let mut size = 0;
        let mut cur = h;
        loop {
            let (targets, steps) = self.iteration_next(cur)?;
            size += steps;
            let back: Vec<u64> = targets
                .into_iter()
                .filter(|&pc| self.returns_to(pc, start, MAX_CHAIN))
                .collect();
            let [next] = back[..] else {
                return None;
            };
            if next == start {
                break;
            }
            let j = self.region.block_at(next)?;
            if chain.contains(&j) || chain.len() == MAX_CHAIN {
                return None;
            }
            chain.push(j);
            cur = j;
        }
        (size <= MAX_UNROLLED).then_some(chain)
    }

    /// Whether control at `pc` gets back to `start` within `depth` blocks
    /// that do not check the budget and fit a chain (`iteration_next`).
    fn returns_to(&self, pc: u64, start: u64, depth: usize) -> bool {
        if pc == start {
            return true;
        }
        let Some(j) = self.region.block_at(pc) else {
            return false;
        };
        depth > 0
            && self.ctl.budget[j].is_none()
            && self.iteration_next(j).is_some_and(|(targets, _)| {
                targets
                    .iter()
                    .any(|&t| self.returns_to(t, start, depth - 1))
            })
    }

    /// Where control can go after block `i` (a branch that becomes selects
    /// goes to its join) and the instructions lowered for it (with the
    /// speculated sides), if it holds only pure arithmetic ending with a
    /// fall-through, an `s_branch` or a conditional branch.
    fn iteration_next(&self, i: usize) -> Option<(Vec<u64>, usize)> {
        let gb = &self.region.blocks[i];
        let ((pc, last), body) = gb.insts.split_last()?;
        if !body.iter().all(|(_, i)| speculable(i)) {
            return None;
        }
        let n = gb.insts.len();
        let next = pc.wrapping_add(4);
        match last.op {
            _ if last.op.flow() == Flow::Next => speculable(last)
                .then_some(gb.fallthrough)
                .flatten()
                .map(|f| (vec![f], n)),
            Opcode::S_BRANCH => Some((vec![last.branch_target(*pc)?], n)),
            Opcode::S_CBRANCH_SCC0
            | Opcode::S_CBRANCH_SCC1
            | Opcode::S_CBRANCH_VCCZ
            | Opcode::S_CBRANCH_VCCNZ
            | Opcode::S_CBRANCH_EXECZ
            | Opcode::S_CBRANCH_EXECNZ => {
                let target = last.branch_target(*pc)?;
                if target == next {
                    return Some((vec![target], n));
                }
                match self.if_conversion(target, next) {
                    Some((t, f, join)) => Some((vec![join], n + t.0.len() + f.0.len())),
                    None => Some((vec![target, next], n)),
                }
            }
            _ => None,
        }
    }

    /// Lowers block `index`: once, or as [`UNROLL`] copies of its loop in a
    /// row, copy k's branch back to the start going to copy k+1 (the last
    /// one's to the start, through the budget check) and its branches to
    /// the loop's other blocks to copy k's own blocks. Branches out of the
    /// loop are ordinary: each copy is a straight path through the loop
    /// whose exits go to the region's blocks.
    pub(super) fn lower_copies(&mut self, index: usize) {
        let region = self.region;
        let Some(u) = self.ctl.unrolled[index].clone() else {
            self.lower_straight(&region.blocks[index]);
            return;
        };
        let start = region.blocks[index].start;
        for copy in 1..=u.copies {
            let next = (copy < u.copies).then(|| self.b.create_block());
            let rest: Vec<(u64, cranelift_codegen::ir::Block)> = u.chain[1..]
                .iter()
                .map(|&j| (region.blocks[j].start, self.b.create_block()))
                .collect();
            self.ctl.loop_copy = rest.clone();
            self.ctl.loop_copy.extend(next.map(|n| (start, n)));
            self.lower_straight(&region.blocks[index]);
            for (&j, &(_, blk)) in u.chain[1..].iter().zip(&rest) {
                // Only the copy's previous block branches here (the chain's
                // one successor leading back): sealed now, its registers
                // resolve to that block's values.
                self.seal_single(&[blk]);
                self.b.switch_to_block(blk);
                self.lower_straight(&region.blocks[j]);
            }
            self.ctl.loop_copy.clear();
            if let Some(next) = next {
                // The copy's branch back is the next copy's one predecessor:
                // sealed now, its registers resolve to the copy's values
                // (which `fields` and `affine` can then look through).
                self.seal_single(&[next]);
                self.b.switch_to_block(next);
            }
        }
    }
}
