//! Region discovery: from an entry PC, the basic blocks reachable through direct
//! branches, bounded in size, so that a guest loop becomes one host function.

use crate::isa::{Flow, Instruction, Tier};
use crate::program::Program;
use std::collections::{BTreeMap, BTreeSet, VecDeque};

/// Default bound on the instructions of one region.
pub const MAX_REGION_INSTS: usize = 256;

/// One straight-line run of guest code inside a region.
#[derive(Clone, Debug)]
pub struct GuestBlock {
    /// Byte address of the first instruction.
    pub start: u64,
    /// The instructions with their addresses, in order.
    pub insts: Vec<(u64, Instruction)>,
    /// Where control goes when the last instruction falls through (its flow is
    /// `Next`): the next PC, which is either another block of the region or an exit.
    pub fallthrough: Option<u64>,
}

/// The blocks compiled into one function; `blocks[0]` starts at the entry PC.
#[derive(Clone, Debug)]
pub struct Region {
    pub entry: u64,
    pub blocks: Vec<GuestBlock>,
    /// Block index by start PC.
    pub leaders: BTreeMap<u64, usize>,
    /// Exit PCs whose instruction is left to the interpreter.
    pub fallback_exits: BTreeSet<u64>,
}

impl Region {
    pub fn num_insts(&self) -> usize {
        self.blocks.iter().map(|b| b.insts.len()).sum()
    }

    pub fn block_at(&self, pc: u64) -> Option<usize> {
        self.leaders.get(&pc).copied()
    }

    /// The blocks of this region control can go to from the end of block `i`.
    pub fn block_successors(&self, i: usize) -> Vec<usize> {
        let b = &self.blocks[i];
        let mut pcs = Vec::new();
        if let Some(f) = b.fallthrough {
            pcs.push(f);
        }
        if let Some((pc, inst)) = b.insts.last() {
            if inst.op.flow() != Flow::Next {
                pcs.extend(successors(*pc, inst));
            }
        }
        pcs.iter().filter_map(|&pc| self.block_at(pc)).collect()
    }

    /// Where the step budget is checked: `Some(n)` for a block that checks that
    /// `n` more instructions fit before it runs, `None` for a block that only
    /// counts its instructions.
    ///
    /// Checking at every block costs a compare and a branch per guest block;
    /// instead the entry and every loop header (target of a DFS back edge)
    /// check, against the longest path from there to the next check or exit.
    /// Every cycle holds a back edge, so these paths are acyclic and bounded by
    /// the region size. When the check fails the interpreter finishes the run,
    /// so step counting stays exact.
    pub fn budget_plan(&self) -> Vec<Option<u64>> {
        let n = self.blocks.len();
        let succ: Vec<Vec<usize>> = (0..n).map(|i| self.block_successors(i)).collect();
        let mut check = vec![false; n];
        check[0] = true;
        // Iterative DFS: 0 = unvisited, 1 = on the stack, 2 = done.
        let mut mark = vec![0u8; n];
        let mut stack = vec![(0usize, 0usize)];
        mark[0] = 1;
        while let Some(&mut (b, ref mut k)) = stack.last_mut() {
            if let Some(&s) = succ[b].get(*k) {
                *k += 1;
                match mark[s] {
                    0 => {
                        mark[s] = 1;
                        stack.push((s, 0));
                    }
                    1 => check[s] = true,
                    _ => {}
                }
            } else {
                mark[b] = 2;
                stack.pop();
            }
        }
        // Longest path (in instructions) from each block to the next check or
        // exit, over the acyclic graph without edges into checking blocks.
        let mut longest: Vec<Option<u64>> = vec![None; n];
        fn walk(
            b: usize,
            r: &Region,
            succ: &[Vec<usize>],
            check: &[bool],
            longest: &mut [Option<u64>],
        ) -> u64 {
            if let Some(l) = longest[b] {
                return l;
            }
            let mut best = 0;
            for &s in &succ[b] {
                if !check[s] {
                    best = best.max(walk(s, r, succ, check, longest));
                }
            }
            let l = r.blocks[b].insts.len() as u64 + best;
            longest[b] = Some(l);
            l
        }
        (0..n)
            .map(|b| check[b].then(|| walk(b, self, &succ, &check, &mut longest)))
            .collect()
    }

    /// How many edges of the region reach each block; the entry has one
    /// more (the call). An entry no branch comes back to has its budget
    /// checked by the dispatcher instead of the code.
    pub fn predecessor_counts(&self) -> Vec<u32> {
        let mut preds = vec![0u32; self.blocks.len()];
        if let Some(p) = preds.first_mut() {
            *p = 1;
        }
        for i in 0..self.blocks.len() {
            for j in self.block_successors(i) {
                preds[j] += 1;
            }
        }
        preds
    }

    /// The region reads or writes registers through M0-relative indices.
    pub fn has_relative_access(&self) -> bool {
        self.blocks
            .iter()
            .flat_map(|b| &b.insts)
            .any(|(_, i)| i.op.info().relative())
    }
}

/// Instructions compiled code has the interpreter run in place: the table's
/// `Tier::InPlace` rows (`Instruction::tier`).
pub fn runs_in_place(inst: &Instruction) -> bool {
    inst.tier() == Tier::InPlace
}

/// Instructions the JIT leaves to the interpreter at a region exit: the
/// table's `Tier::Exit` rows and the operand rules of `Instruction::tier`.
pub fn is_fallback(inst: &Instruction) -> bool {
    !matches!(inst.tier(), Tier::Compiled | Tier::InPlace)
}

/// The instruction at `pc`, if the JIT can compile it. A word that does not
/// fetch (a vector instruction gcnjit does not execute, a word that decodes to
/// nothing, a pc outside the code) is never compiled: the region ends before
/// it, and the dispatcher's interpreter step reports the fault
/// (`Program::fetch_fault`: `unsupported`, `decode` or `pc_out_of_range`), so
/// every engine stops there alike.
pub fn compilable(program: &Program, pc: u64) -> Option<Instruction> {
    let inst = *program.fetch(pc).ok()?;
    (!is_fallback(&inst)).then_some(inst)
}

/// Where control can go after `inst` at `pc` (at most two places; no
/// allocation, since discovery asks this for every instruction).
fn successors(pc: u64, inst: &Instruction) -> impl Iterator<Item = u64> {
    let next = pc.wrapping_add(inst.len_bytes());
    let target = inst.branch_target(pc);
    let (a, b) = match inst.op.flow() {
        Flow::Next => (Some(next), None),
        Flow::CondBranch => (target, Some(pc.wrapping_add(4))),
        Flow::Branch | Flow::Call => (target, None),
        _ => (None, None),
    };
    [a, b].into_iter().flatten()
}

/// The instructions of a region being discovered, sorted by PC (at most
/// `MAX_REGION_INSTS` by default: sorted vectors with binary search cost
/// less, and bring less code into a cold cache, than ordered maps, which
/// was a quarter of a small region's first compile).
#[derive(Default)]
struct Included(Vec<(u64, Instruction)>);

impl Included {
    fn get(&self, pc: u64) -> Option<&Instruction> {
        self.0
            .binary_search_by_key(&pc, |e| e.0)
            .ok()
            .map(|k| &self.0[k].1)
    }

    fn contains(&self, pc: u64) -> bool {
        self.get(pc).is_some()
    }

    /// Adds `inst` at `pc` unless some instruction is there already.
    fn insert(&mut self, pc: u64, inst: Instruction) {
        if let Err(k) = self.0.binary_search_by_key(&pc, |e| e.0) {
            self.0.insert(k, (pc, inst));
        }
    }
}

/// Discovers the region that starts at `entry`; `None` when the instruction at
/// `entry` cannot be compiled.
pub fn discover(program: &Program, entry: u64, max_insts: usize) -> Option<Region> {
    let max_insts = max_insts.max(1);
    let mut included = Included::default();
    let mut fallback_exits = BTreeSet::new();
    let mut queue = VecDeque::from([entry]);
    while let Some(pc) = queue.pop_front() {
        if included.contains(pc) || included.0.len() >= max_insts {
            continue;
        }
        let Some(inst) = compilable(program, pc) else {
            fallback_exits.insert(pc);
            continue;
        };
        included.insert(pc, inst);
        queue.extend(successors(pc, &inst));
    }
    if !included.contains(entry) {
        return None;
    }
    // Block leaders: the entry and every included branch target or branch
    // fallthrough, sorted and without repeats.
    let mut leaders: Vec<u64> = vec![entry];
    for (pc, inst) in &included.0 {
        if inst.op.flow() != Flow::Next {
            leaders.extend(successors(*pc, inst).filter(|&s| included.contains(s)));
        }
    }
    leaders.sort_unstable();
    leaders.dedup();
    let is_leader = |pc: u64| leaders.binary_search(&pc).is_ok();
    // Entry first, then the other leaders in address order.
    let order = std::iter::once(entry).chain(leaders.iter().copied().filter(|&l| l != entry));
    let mut region = Region {
        entry,
        blocks: Vec::with_capacity(leaders.len()),
        leaders: BTreeMap::new(),
        fallback_exits,
    };
    for start in order {
        let mut block = GuestBlock {
            start,
            insts: Vec::new(),
            fallthrough: None,
        };
        let mut pc = start;
        while let Some(inst) = included.get(pc) {
            block.insts.push((pc, *inst));
            if inst.op.flow() != Flow::Next {
                break;
            }
            let next = pc.wrapping_add(inst.len_bytes());
            if !included.contains(next) || is_leader(next) {
                block.fallthrough = Some(next);
                break;
            }
            pc = next;
        }
        region.leaders.insert(start, region.blocks.len());
        region.blocks.push(block);
    }
    Some(region)
}
