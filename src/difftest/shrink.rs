//! Reduces a failing case to a minimal one: drop instructions, simplify
//! operands, then simplify the initial state, keeping the failure each time.

use super::gen::Case;
use crate::isa::inst::mflag;
use crate::isa::operand::code;
use crate::isa::Opcode;

/// Shrinks `case` while `fails` holds. `fails` must hold for the input.
pub fn shrink(case: &Case, fails: &mut dyn FnMut(&Case) -> bool) -> Case {
    let mut best = case.clone();
    loop {
        let before = (best.len(), weight(&best));
        drop_instructions(&mut best, fails);
        simplify_operands(&mut best, fails);
        simplify_state(&mut best, fails);
        if (best.len(), weight(&best)) >= before {
            return best;
        }
    }
}

/// A measure that falls as the case gets simpler.
fn weight(c: &Case) -> u64 {
    let regs: u64 = c.wave.state.sgpr.iter().filter(|&&v| v != 0).count() as u64;
    let ops: u64 = c
        .items
        .iter()
        .map(|(i, _)| {
            (i.literal != 0) as u64
                + (i.ssrc0 != 0) as u64
                + (i.ssrc1 != 0) as u64
                + (i.simm16 != 0) as u64
        })
        .sum();
    regs + ops
}

fn drop_instructions(best: &mut Case, fails: &mut dyn FnMut(&Case) -> bool) {
    // Chunks first (halves, quarters, ...), then single items.
    let mut chunk = best.len().div_ceil(2).max(1);
    loop {
        let mut k = 0;
        while k < best.len() {
            let mut t = best.clone();
            for _ in 0..chunk.min(t.len() - k) {
                t.remove(k);
            }
            if fails(&t) {
                *best = t;
            } else {
                k += chunk;
            }
        }
        if chunk == 1 {
            break;
        }
        chunk /= 2;
    }
}

fn simplify_operands(best: &mut Case, fails: &mut dyn FnMut(&Case) -> bool) {
    for k in 0..best.len() {
        let candidates = |i: &crate::isa::Instruction| {
            let mut v = Vec::new();
            if i.literal != 0 && i.flags & mflag::IMM == 0 && i.has_literal() {
                let mut j = *i;
                j.literal = 0;
                v.push(j);
            }
            let sig = i.op.sig();
            if sig.src0 > 0 && i.ssrc0 != code::ZERO && i.mem().is_none() {
                let mut j = *i;
                j.ssrc0 = code::ZERO;
                j.fix_literal_flag();
                v.push(j);
            }
            if sig.src1 > 0 && i.ssrc1 != code::ZERO && i.mem().is_none() {
                let mut j = *i;
                j.ssrc1 = code::ZERO;
                j.fix_literal_flag();
                v.push(j);
            }
            if i.simm16 != 0 && best_has_no_target(i.op) {
                let mut j = *i;
                j.simm16 = 0;
                v.push(j);
            }
            v
        };
        for cand in candidates(&best.items[k].0) {
            let mut t = best.clone();
            t.items[k].0 = cand;
            if fails(&t) {
                *best = t;
            }
        }
    }
}

fn best_has_no_target(op: Opcode) -> bool {
    op.sig().imm != crate::isa::Imm::Label
}

fn simplify_state(best: &mut Case, fails: &mut dyn FnMut(&Case) -> bool) {
    for c in 0..128 {
        if best.wave.state.sgpr[c] == 0 {
            continue;
        }
        let mut t = best.clone();
        t.wave.state.sgpr[c] = 0;
        if fails(&t) {
            *best = t;
        }
    }
    for id in 0..best.wave.state.hwreg.len() {
        if best.wave.state.hwreg[id] != 0 {
            let mut t = best.clone();
            t.wave.state.hwreg[id] = 0;
            if fails(&t) {
                *best = t;
            }
        }
    }
    if !best.wave.mem.regions.is_empty() {
        let mut t = best.clone();
        t.wave.mem.regions.clear();
        if fails(&t) {
            *best = t;
        }
    }
}
