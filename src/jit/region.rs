//! Region discovery: from an entry PC, the basic blocks reachable through direct
//! branches, bounded in size, so that a guest loop becomes one host function.

use crate::isa::operand::{self, Kind};
use crate::isa::{Flow, Format, Instruction};
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

    /// The region reads or writes registers through M0-relative indices.
    pub fn has_relative_access(&self) -> bool {
        use crate::Opcode::*;
        self.blocks.iter().flat_map(|b| &b.insts).any(|(_, i)| {
            matches!(
                i.op,
                S_MOVRELS_B32 | S_MOVRELS_B64 | S_MOVRELD_B32 | S_MOVRELD_B64
            )
        })
    }
}

/// Instructions the JIT leaves to the interpreter: the table's interpreter-only
/// rows (control stack, hardware registers, traps, messages, halts), scalar
/// memory (its faults, buffer bounds and `s_memtime` stay in one place), and any
/// instruction that reads a gfx9 aperture source.
pub fn is_fallback(inst: &Instruction) -> bool {
    let info = inst.op.info();
    if info.interpreter_only() || info.format == Format::Smem {
        return true;
    }
    let sig = info.sig;
    let aperture = |c: u8| operand::kind(inst.arch, c) == Some(Kind::Aperture);
    (sig.src0 > 0 && aperture(inst.ssrc0))
        || (sig.src1 > 0 && sig.imm != crate::isa::Imm::GprIdxOn && aperture(inst.ssrc1))
}

/// The instruction at `pc`, if the JIT can compile it.
pub fn compilable(program: &Program, pc: u64) -> Option<Instruction> {
    let inst = *program.fetch(pc).ok()?;
    (!is_fallback(&inst)).then_some(inst)
}

fn successors(pc: u64, inst: &Instruction) -> Vec<u64> {
    let next = pc.wrapping_add(inst.len_bytes());
    let target = inst.branch_target(pc);
    match inst.op.flow() {
        Flow::Next => vec![next],
        Flow::CondBranch => target.into_iter().chain([pc.wrapping_add(4)]).collect(),
        Flow::Branch | Flow::Call => target.into_iter().collect(),
        _ => Vec::new(),
    }
}

/// Discovers the region that starts at `entry`; `None` when the instruction at
/// `entry` cannot be compiled.
pub fn discover(program: &Program, entry: u64, max_insts: usize) -> Option<Region> {
    let max_insts = max_insts.max(1);
    let mut included: BTreeMap<u64, Instruction> = BTreeMap::new();
    let mut fallback_exits = BTreeSet::new();
    let mut queue = VecDeque::from([entry]);
    while let Some(pc) = queue.pop_front() {
        if included.contains_key(&pc) || included.len() >= max_insts {
            continue;
        }
        let Some(inst) = compilable(program, pc) else {
            fallback_exits.insert(pc);
            continue;
        };
        included.insert(pc, inst);
        queue.extend(successors(pc, &inst));
    }
    if !included.contains_key(&entry) {
        return None;
    }
    // Block leaders: the entry and every included branch target or branch fallthrough.
    let mut leaders: BTreeSet<u64> = BTreeSet::from([entry]);
    for (&pc, inst) in &included {
        if inst.op.flow() != Flow::Next {
            for s in successors(pc, inst) {
                if included.contains_key(&s) {
                    leaders.insert(s);
                }
            }
        }
    }
    // Entry first, then the other leaders in address order.
    let order: Vec<u64> = std::iter::once(entry)
        .chain(leaders.iter().copied().filter(|&l| l != entry))
        .collect();
    let mut region = Region {
        entry,
        blocks: Vec::new(),
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
        while let Some(inst) = included.get(&pc) {
            block.insts.push((pc, *inst));
            if inst.op.flow() != Flow::Next {
                break;
            }
            let next = pc.wrapping_add(inst.len_bytes());
            if !included.contains_key(&next) || leaders.contains(&next) {
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
