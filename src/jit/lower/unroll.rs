//! Unrolled self-loops.
//!
//! A block that branches back to its own start and holds only pure
//! arithmetic is lowered [`UNROLL`] times in a row, copy k branching to copy
//! k+1 instead of to the start; the loop header's budget check covers the
//! longest path through all the copies. Unrolling pays only together with
//! affine forms (`affine`), which let each copy compute a recurrence from
//! the loop's entry value instead of waiting for the previous copy.

use super::ifconv::speculable;
use super::Lowerer;
use crate::isa::operand::{self, Kind};
use crate::isa::{Flow, Instruction, Opcode};
use crate::jit::region::GuestBlock;

/// Copies of an unrolled self-loop. Eight rather than four: the budget
/// check and the back edge's register moves are then paid once per eight
/// iterations (crc32 1.43x native time with four, 1.25x with eight; lcg
/// 1.09x and 0.91x).
const UNROLL: u64 = 8;

/// Longest self-loop body that is unrolled.
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

impl Lowerer<'_, '_> {
    /// How many copies of block `index` to lower: [`UNROLL`] for a loop
    /// header worth unrolling when compiling for speed, else one.
    pub(super) fn copies(&self, index: usize, gb: &GuestBlock) -> u64 {
        match self.ctl.budget[index] {
            Some(_) if self.optimize && unrollable(self.arch, gb) => UNROLL,
            _ => 1,
        }
    }

    /// Lowers `copies` copies of `gb` in a row, each one's branch back to the
    /// start going to the next copy (the last one's to the start).
    pub(super) fn lower_copies(&mut self, gb: &GuestBlock, copies: u64) {
        for copy in 1..=copies {
            self.ctl.loop_next = (copy < copies).then(|| (gb.start, self.b.create_block()));
            self.lower_straight(gb);
            if let Some((_, next)) = self.ctl.loop_next.take() {
                // The copy's branch back is the next copy's one predecessor:
                // sealed now, its registers resolve to the copy's values
                // (which `fields` and `affine` can then look through).
                self.seal_single(&[next]);
                self.b.switch_to_block(next);
            }
        }
    }
}
