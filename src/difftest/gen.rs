//! Seeded, generation-aware random programs for differential testing: every
//! opcode of the generation, operands across all classes, values biased to edge
//! cases, and structure (forward branches, bounded loops, calls and returns,
//! fork/join, traps with a handler, memory inside and outside the mapped region).

use super::rng::Choices;
use super::runner::CASE_MAX_STEPS;
use crate::isa::inst::mflag;
use crate::isa::operand::{self, code, Role};
use crate::isa::{decode, encode, encode_all, Arch, Flow, Imm, Instruction, Mem, Opcode};
use crate::program::Program;
use crate::state::{hwreg, Wave};

/// Where generated programs' data memory is mapped.
pub const MEM_BASE: u64 = 0x1000;
/// Size of the data region.
pub const MEM_SIZE: usize = 512;
/// Byte address the programs are loaded at.
pub const CODE_BASE: u64 = 0;

/// Knobs for the generator.
#[derive(Clone, Debug)]
pub struct GenConfig {
    /// Number of top-level items (instructions or small structures) per program.
    pub min_len: usize,
    pub max_len: usize,
    /// Relative weight of each opcode, indexed by `Opcode as usize`; 0 never picks it.
    pub weights: Vec<u32>,
    /// Vector rows are drawn as vector instructions (`difftest::vector`) and
    /// the initial wave's VGPRs are filled. Off in the default, whose
    /// programs stay what every seed always gave.
    pub vector: bool,
}

impl Default for GenConfig {
    fn default() -> Self {
        let weights = Opcode::ALL
            .iter()
            .map(|op| match op.flow() {
                Flow::Next | Flow::CondBranch => 10,
                Flow::Branch | Flow::Call => 3,
                _ => 1,
            })
            .collect();
        GenConfig {
            min_len: 4,
            max_len: 28,
            weights,
            vector: false,
        }
    }
}

impl GenConfig {
    /// Programs that mix scalar code with the vector rows the interpreter
    /// executes (about a third of the instructions drawn), on a wave whose
    /// VGPRs hold addresses and edge values (docs/testing.md).
    pub fn vector() -> Self {
        let mut c = GenConfig::default();
        for op in Opcode::ALL {
            if op.format().is_vector() {
                c.weights[*op as usize] = if crate::interp::executes(*op) { 4 } else { 0 };
            }
        }
        c.vector = true;
        c
    }
}

/// One generated test case: instructions with symbolic branch targets (item
/// indices, so the shrinker can delete items and lay the code out again) and the
/// wave it starts from.
#[derive(Clone, Debug)]
pub struct Case {
    pub arch: Arch,
    pub items: Vec<(Instruction, Option<usize>)>,
    /// The item TBA points at (the trap handler), if any.
    pub trap_handler: Option<usize>,
    pub wave: Wave,
    /// The step limit of the run: usually `CASE_MAX_STEPS`, sometimes near
    /// the end of a straight run, where the interpreter's fast path hands
    /// over to its one-at-a-time loop.
    pub max_steps: u64,
}

impl Case {
    /// Instructions with branch offsets resolved, and the wave with TBA set.
    ///
    /// A target on an instruction that is not a branch is an address taken for
    /// a computed call: `s_getpc_b64` then `s_add_u32` of the distance from the
    /// add to the target. The distance picks an inline constant or a literal,
    /// which changes the add's length, so the layout repeats until it is stable.
    pub fn layout(&self) -> (Vec<Instruction>, Wave) {
        let mut insts: Vec<Instruction> = self.items.iter().map(|(i, _)| *i).collect();
        let end = self.items.len();
        let mut addr = Vec::with_capacity(end + 1);
        for _ in 0..8 {
            addr.clear();
            let mut a = CODE_BASE;
            for i in &insts {
                addr.push(a);
                a += i.len_bytes();
            }
            addr.push(a);
            let mut changed = false;
            for (k, (_, t)) in self.items.iter().enumerate() {
                let Some(t) = t else { continue };
                let i = &mut insts[k];
                if i.op.sig().imm == Imm::Label {
                    continue;
                }
                let dist = addr[(*t).min(end)].wrapping_sub(addr[k]) as u32;
                let before = i.len_words();
                match operand::inline_code(self.arch, dist as u64, 1) {
                    Some(c) => i.ssrc1 = c,
                    None => {
                        i.ssrc1 = code::LITERAL;
                        i.literal = dist;
                    }
                }
                i.fix_literal_flag();
                changed |= i.len_words() != before;
            }
            if !changed {
                break;
            }
        }
        for (k, (_, t)) in self.items.iter().enumerate() {
            if let Some(t) = t {
                let i = &mut insts[k];
                if i.op.sig().imm == Imm::Label {
                    let t = addr[(*t).min(end)] as i64;
                    i.simm16 = ((t - (addr[k] as i64 + 4)) / 4) as i16 as u16;
                }
            }
        }
        let mut wave = self.wave.clone();
        if let Some(h) = self.trap_handler {
            wave.state.set_tba(addr[h.min(end)]);
        }
        (insts, wave)
    }

    pub fn program(&self) -> Program {
        Program::new(self.arch, CODE_BASE, self.words())
    }

    /// The encoded program: the laid-out instructions, with the vector words
    /// of [`Case::vector_words`] in place of the items they replace.
    pub fn words(&self) -> Vec<u32> {
        let insts = self.layout().0;
        // Generated instructions always exist on `arch`, so encoding cannot fail.
        let mut words = encode_all(&insts).unwrap_or_default();
        let mut at = Vec::with_capacity(insts.len());
        let mut w = 0;
        for i in &insts {
            at.push(w);
            w += i.len_words();
        }
        for (k, v) in self.vector_words() {
            if let Some(slot) = at.get(k).and_then(|&w| words.get_mut(w)) {
                *slot = v;
            }
        }
        words
    }

    /// The items the program holds a vector word for instead, with the word:
    /// in cases whose hooks emulate vector words (`hooks::vector_words_in`),
    /// some one-word items that fall through, are no branch and are not next
    /// to one (`hooks::vector_word` picks them). The hooks make the engines
    /// agree on instructions neither executes.
    pub fn vector_words(&self) -> Vec<(usize, u32)> {
        if !super::hooks::vector_words_in(&self.wave) {
            return Vec::new();
        }
        let hw_id = self.wave.state.hwreg[hwreg::HW_ID];
        // A neighbour with a target is the address add of a computed call:
        // its s_getpc_b64 and s_addc_u32 stay, so the call lands where it should.
        let targeted = |k: usize| self.items.get(k).is_some_and(|(_, t)| t.is_some());
        self.items
            .iter()
            .enumerate()
            .filter(|&(k, (i, t))| {
                t.is_none()
                    && i.len_words() == 1
                    && i.op.flow() == Flow::Next
                    && !targeted(k + 1)
                    && !(k > 0 && targeted(k - 1))
            })
            .filter_map(|(k, _)| Some((k, super::hooks::vector_word(self.arch, hw_id, k)?)))
            .collect()
    }

    /// Number of instructions.
    pub fn len(&self) -> usize {
        self.items.len()
    }

    pub fn is_empty(&self) -> bool {
        self.items.is_empty()
    }

    /// Removes item `k`; branches to it go to the item after it.
    pub fn remove(&mut self, k: usize) {
        self.items.remove(k);
        let fix = |t: usize| if t > k { t - 1 } else { t };
        for (_, t) in &mut self.items {
            *t = t.map(fix);
        }
        self.trap_handler = self.trap_handler.map(fix);
    }
}

/// A program under construction.
struct Builder {
    items: Vec<(Instruction, Option<usize>)>,
}

impl Builder {
    fn push(&mut self, i: Instruction) -> usize {
        self.items.push((i, None));
        self.items.len() - 1
    }
    fn push_to(&mut self, i: Instruction, target: usize) -> usize {
        self.items.push((i, Some(target)));
        self.items.len() - 1
    }
}

/// The random program generator for one generation.
pub struct Generator {
    pub arch: Arch,
    pub config: GenConfig,
    ops: Vec<Opcode>,
    total_weight: u64,
}

impl Generator {
    pub fn new(arch: Arch, config: GenConfig) -> Self {
        let ops: Vec<Opcode> = Opcode::ALL
            .iter()
            .copied()
            .filter(|op| op.number(arch).is_some() && config.weights[*op as usize] > 0)
            .collect();
        let total_weight = ops.iter().map(|&o| config.weights[o as usize] as u64).sum();
        Generator {
            arch,
            config,
            ops,
            total_weight,
        }
    }

    /// Opcodes this generator can emit.
    pub fn opcodes(&self) -> &[Opcode] {
        &self.ops
    }

    /// The case for `seed` (`gcnjit fuzz --seed`).
    pub fn case(&self, seed: u64) -> Case {
        self.case_from(&mut Choices::seeded(seed))
    }

    /// The case a fuzzer's input bytes choose, one choice after another.
    pub fn case_from_bytes(&self, data: &[u8]) -> Case {
        self.case_from(&mut Choices::bytes(data))
    }

    /// The case the choices `r` make.
    pub fn case_from(&self, r: &mut Choices) -> Case {
        let wave = self.initial_wave(r);
        let mut b = Builder { items: Vec::new() };
        let len = self.config.min_len
            + r.below((self.config.max_len - self.config.min_len + 1) as u64) as usize;
        let mut subs: Vec<(usize, u8)> = Vec::new(); // (call item, return pair)
        let mut fwd: Vec<(usize, usize)> = Vec::new(); // (branch item, items to skip)
        let mut runs: Vec<(usize, usize)> = Vec::new(); // (first item, length)
        let trap_handler = r.chance(1, 2);
        if trap_handler {
            // Program starts by jumping over the handler placed right after it.
            let jump = b.push_to(Instruction::new(self.arch, Opcode::S_BRANCH), 0);
            self.trap_handler(&mut b);
            b.items[jump].1 = Some(b.items.len());
        }
        // Top-level items left; a straight run uses up one per eight of its
        // instructions, so programs with one are not much longer.
        let mut left = len;
        while left > 0 {
            left -= 1;
            match r.below(24) {
                20 => {
                    let (first, n) = self.straight_run(r, &mut b);
                    runs.push((first, n));
                    left = left.saturating_sub(n / 8);
                }
                0 => self.loop_block(r, &mut b),
                1 => {
                    let pair = self.call(r, &mut b);
                    let site = b.items.iter().rposition(|(_, t)| t.is_some()).unwrap_or(0);
                    subs.push((site, pair));
                }
                2 => self.fork_join(r, &mut b),
                4 => self.pair_arith(r, &mut b),
                5 => self.if_else(r, &mut b),
                3 => {
                    let op = *r.pick(&[
                        Opcode::S_CBRANCH_SCC0,
                        Opcode::S_CBRANCH_SCC1,
                        Opcode::S_CBRANCH_VCCZ,
                        Opcode::S_CBRANCH_VCCNZ,
                        Opcode::S_CBRANCH_EXECZ,
                        Opcode::S_CBRANCH_EXECNZ,
                    ]);
                    let k = b.push_to(Instruction::new(self.arch, op), 0);
                    fwd.push((k, 1 + r.below(4) as usize));
                }
                _ => {
                    let i = self.random_inst(r);
                    if i.op.sig().imm == Imm::Label {
                        let k = b.push_to(i, 0);
                        fwd.push((k, r.below(6) as usize));
                        if r.chance(1, 5) {
                            // Backward: ends by the step limit if the loop never exits.
                            let t = r.below(k as u64 + 1) as usize;
                            fwd.pop();
                            b.items[k].1 = Some(t);
                        }
                    } else {
                        b.push(i);
                    }
                }
            }
        }
        let end = b.push(Instruction::new(self.arch, Opcode::S_ENDPGM));
        for (k, skip) in fwd {
            b.items[k].1 = Some((k + 1 + skip).min(end));
        }
        // Subroutines after the end: a few instructions, then return.
        for (call, pair) in subs {
            let start = b.items.len();
            b.items[call].1 = Some(start);
            for _ in 0..r.below(3) {
                let i = self.random_inst(r);
                if i.op.sig().imm != Imm::Label {
                    b.push(i);
                }
            }
            let mut ret = Instruction::new(self.arch, Opcode::S_SETPC_B64);
            ret.ssrc0 = pair;
            b.push(ret);
        }
        // The limit: sometimes around the end or the start of a straight run
        // (the item index is about the steps before it), sometimes anywhere
        // in a short program.
        let max_steps = match r.below(8) {
            0 | 1 if !runs.is_empty() => {
                let &(first, n) = r.pick(&runs);
                let at = if r.chance(3, 4) { first + n } else { first };
                (at as u64 + r.below(5)).saturating_sub(2).max(1)
            }
            2 => 1 + r.below(b.items.len() as u64 + 16),
            _ => CASE_MAX_STEPS,
        };
        Case {
            arch: self.arch,
            items: b.items,
            trap_handler: trap_handler.then_some(1),
            wave,
            max_steps,
        }
    }

    /// A straight run: 17 to 32 (sometimes up to 216) instructions that fall
    /// through, most of them ALU ops the interpreter's fast path runs in one
    /// budget check. Returns its first item and length.
    fn straight_run(&self, r: &mut Choices, b: &mut Builder) -> (usize, usize) {
        let first = b.items.len();
        let n = if r.chance(1, 16) {
            17 + r.below(200)
        } else {
            17 + r.below(16)
        };
        for _ in 0..n {
            let i = if r.chance(1, 2) {
                self.affine_step(r)
            } else {
                self.random_inst(r)
            };
            if i.op.sig().imm != Imm::Label && i.op.flow() == Flow::Next && i.mem().is_none() {
                b.push(i);
            }
        }
        (first, b.items.len() - first)
    }

    fn initial_wave(&self, r: &mut Choices) -> Wave {
        let mut w = Wave::new(self.arch);
        let s = &mut w.state;
        for c in 0..128u8 {
            if operand::is_register(self.arch, c) {
                s.sgpr[c as usize] = r.edge_u32();
            }
        }
        s.set_exec(match r.below(4) {
            0 => u64::MAX,
            1 => 0,
            _ => r.next_u64(),
        });
        s.sgpr[code::M0 as usize] = if r.chance(3, 4) {
            r.below(8) as u32
        } else {
            r.edge_u32()
        };
        s.scc = r.below(2) as u32;
        s.hwreg[hwreg::MODE] = if r.chance(3, 4) {
            0
        } else {
            r.next_u32() & 0x1FFF_FFFF
        };
        let mut status = 0;
        if r.chance(1, 4) {
            status |= hwreg::STATUS_PRIV;
        }
        if r.chance(1, 2) {
            status |= hwreg::STATUS_TRAP_EN;
        }
        s.hwreg[hwreg::STATUS] = status;
        s.hwreg[hwreg::TRAPSTS] = r.edge_u32();
        s.hwreg[hwreg::HW_ID] = r.next_u32();
        // Pointers into the data region and a buffer descriptor (s[24:27]).
        s.write64(20, MEM_BASE + 4 * r.below(16));
        s.write64(22, MEM_BASE + 4 * r.below(64));
        s.sgpr[24] = MEM_BASE as u32;
        s.sgpr[25] = (r.below(3) as u32 * 4) << 16;
        s.sgpr[26] = 64 + r.below(400) as u32;
        s.sgpr[27] = 0;
        s.sgpr[30] = 4 * r.below(32) as u32;
        // The data from a generator seeded by one choice: a fuzzer's input
        // spends eight bytes on it, not one per byte of memory.
        let mut fill = super::rng::Rng::new(r.next_u64());
        let bytes = (0..MEM_SIZE).map(|_| fill.next_u32() as u8).collect();
        // A fresh wave has no mapped memory, so this cannot overlap.
        let _ = w.mem.map(MEM_BASE, bytes);
        if self.config.vector {
            super::vector::fill_vgprs(r, &mut w);
        }
        super::hooks::maybe_install(&mut w);
        w
    }

    fn trap_handler(&self, b: &mut Builder) {
        let t0 = self.arch.ttmp_base();
        let mut add = Instruction::new(self.arch, Opcode::S_ADD_U32);
        add.sdst = t0;
        add.ssrc0 = t0;
        add.ssrc1 = 132; // 4
        b.push(add);
        let mut addc = Instruction::new(self.arch, Opcode::S_ADDC_U32);
        addc.sdst = t0 + 1;
        addc.ssrc0 = t0 + 1;
        addc.ssrc1 = code::ZERO;
        b.push(addc);
        let mut and = Instruction::new(self.arch, Opcode::S_AND_B32);
        and.sdst = t0 + 1;
        and.ssrc0 = t0 + 1;
        and.ssrc1 = code::LITERAL;
        and.literal = 0xFFFF;
        and.fix_literal_flag();
        b.push(and);
        let mut rfe = Instruction::new(self.arch, Opcode::S_RFE_B64);
        rfe.ssrc0 = t0;
        b.push(rfe);
    }

    fn loop_block(&self, r: &mut Choices, b: &mut Builder) {
        let c = 40 + 2 * r.below(4) as u8;
        let mut init = Instruction::new(self.arch, Opcode::S_MOVK_I32);
        init.sdst = c;
        init.simm16 = 1 + r.below(4) as u16;
        b.push(init);
        let top = b.items.len();
        for _ in 0..1 + r.below(4) {
            let i = self.random_inst(r);
            if i.op.sig().imm != Imm::Label && i.op.flow() == Flow::Next {
                b.push(i);
            }
        }
        if r.chance(1, 2) {
            // A multiply or add with a constant on a register the loop carries,
            // the shape the JIT unrolls.
            b.push(self.affine_step(r));
        }
        if r.chance(1, 3) {
            // A branch inside the loop: when it becomes selects the loop
            // is a chain of blocks, the other shape the JIT unrolls.
            self.if_else(r, b);
        }
        let mut dec = Instruction::new(self.arch, Opcode::S_ADD_I32);
        dec.sdst = c;
        dec.ssrc0 = c;
        dec.ssrc1 = code::INT_NEG_MIN; // -1
        b.push(dec);
        let mut cmp = Instruction::new(self.arch, Opcode::S_CMP_LG_U32);
        cmp.ssrc0 = c;
        cmp.ssrc1 = code::ZERO;
        b.push(cmp);
        b.push_to(Instruction::new(self.arch, Opcode::S_CBRANCH_SCC1), top);
    }

    /// 64-bit arithmetic in halves: an add (subtract) on low dwords and the
    /// add with carry (subtract with borrow) on high dwords right after it,
    /// mostly on the halves of register pairs, sometimes on unrelated
    /// registers or with the second reading the first one's result.
    fn pair_arith(&self, r: &mut Choices, b: &mut Builder) {
        let (lo_op, hi_op) = if r.chance(2, 3) {
            (Opcode::S_ADD_U32, Opcode::S_ADDC_U32)
        } else {
            (Opcode::S_SUB_U32, Opcode::S_SUBB_U32)
        };
        let mut lo = Instruction::new(self.arch, lo_op);
        let mut hi = Instruction::new(self.arch, hi_op);
        let paired = r.chance(3, 4);
        let (d, s0, s1) = (self.dst(r, 2), self.src(r, 2), self.src(r, 2));
        for (k, (l, h)) in [(d, &mut lo.sdst), (s0, &mut lo.ssrc0), (s1, &mut lo.ssrc1)]
            .into_iter()
            .enumerate()
        {
            *h = l;
            let hi_field = match k {
                0 => &mut hi.sdst,
                1 => &mut hi.ssrc0,
                _ => &mut hi.ssrc1,
            };
            *hi_field = if paired && l < 128 {
                l + 1
            } else if k == 0 {
                self.dst(r, 1)
            } else {
                self.src(r, 1)
            };
        }
        for i in [&mut lo, &mut hi] {
            if i.ssrc0 == code::LITERAL || i.ssrc1 == code::LITERAL {
                i.literal = r.edge_u32();
            }
            i.fix_literal_flag();
        }
        for i in [lo, hi] {
            if self.encodable(&i) {
                b.push(i);
            }
        }
    }

    /// `if (SCC) { a } else { b }` in branches: a conditional branch to the
    /// else side, the then side ending with a branch over it; short sides of
    /// straight arithmetic (a diamond, which the JIT may run as selects), or
    /// an empty else side (a triangle).
    fn if_else(&self, r: &mut Choices, b: &mut Builder) {
        let op = *r.pick(&[Opcode::S_CBRANCH_SCC0, Opcode::S_CBRANCH_SCC1]);
        let branch = b.push_to(Instruction::new(self.arch, op), 0);
        let side = |b: &mut Builder, r: &mut Choices| {
            for _ in 0..r.below(4) {
                let i = if r.chance(1, 3) {
                    self.affine_step(r)
                } else {
                    self.random_inst(r)
                };
                if i.op.sig().imm != Imm::Label && i.op.flow() == Flow::Next {
                    b.push(i);
                }
            }
        };
        side(b, r);
        let over = b.push_to(Instruction::new(self.arch, Opcode::S_BRANCH), 0);
        b.items[branch].1 = Some(b.items.len());
        if r.chance(3, 4) {
            side(b, r);
        }
        b.items[over].1 = Some(b.items.len());
    }

    /// `d = d * k`, `d = d + k`, `d = s - k`, `d = s` and the SOPK forms, with
    /// `d` and `s` among the low registers the generator uses most.
    fn affine_step(&self, r: &mut Choices) -> Instruction {
        use Opcode::*;
        loop {
            let op = *r.pick(&[
                S_MUL_I32, S_ADD_U32, S_ADD_I32, S_SUB_U32, S_MULK_I32, S_ADDK_I32, S_MOV_B32,
            ]);
            let mut i = Instruction::new(self.arch, op);
            let reg = r.below(16) as u8;
            i.sdst = reg;
            match op {
                S_MULK_I32 | S_ADDK_I32 => i.simm16 = r.edge_u32() as u16,
                S_MOV_B32 => i.ssrc0 = r.below(16) as u8,
                _ => {
                    i.ssrc0 = if r.chance(3, 4) {
                        reg
                    } else {
                        r.below(16) as u8
                    };
                    i.ssrc1 = if r.chance(1, 2) {
                        code::LITERAL
                    } else {
                        self.src(r, 1)
                    };
                    if op != S_SUB_U32 && r.chance(1, 4) {
                        std::mem::swap(&mut i.ssrc0, &mut i.ssrc1);
                    }
                    if i.ssrc0 == code::LITERAL || i.ssrc1 == code::LITERAL {
                        i.literal = r.edge_u32();
                    }
                }
            }
            i.fix_literal_flag();
            if self.encodable(&i) {
                return i;
            }
        }
    }

    /// Emits a call whose target the caller fills in (the last item pushed);
    /// returns the pair the subroutine's `s_setpc_b64` returns through.
    fn call(&self, r: &mut Choices, b: &mut Builder) -> u8 {
        let link = 50 + 2 * r.below(4) as u8;
        if self.arch == Arch::Gfx9 && r.chance(1, 2) {
            let mut c = Instruction::new(self.arch, Opcode::S_CALL_B64);
            c.sdst = link;
            b.push_to(c, 0);
        } else {
            // Computed call: the address of the subroutine from s_getpc_b64 and
            // the distance `layout` puts in the add, then s_swappc_b64.
            let addr = 58 + 2 * r.below(2) as u8;
            let mut g = Instruction::new(self.arch, Opcode::S_GETPC_B64);
            g.sdst = addr;
            b.push(g);
            let mut addc = Instruction::new(self.arch, Opcode::S_ADDC_U32);
            addc.sdst = addr + 1;
            addc.ssrc0 = addr + 1;
            addc.ssrc1 = code::ZERO;
            let mut swap = Instruction::new(self.arch, Opcode::S_SWAPPC_B64);
            swap.sdst = link;
            swap.ssrc0 = addr;
            let mut add = Instruction::new(self.arch, Opcode::S_ADD_U32);
            add.sdst = addr;
            add.ssrc0 = addr;
            add.ssrc1 = code::ZERO;
            b.push(addc);
            b.push(swap);
            // Pushed last so the caller points it at the subroutine; moved
            // in front of the addc it feeds.
            let k = b.push_to(add, 0);
            b.items.swap(k, k - 2);
            b.items.swap(k, k - 1);
        }
        link
    }

    fn fork_join(&self, r: &mut Choices, b: &mut Builder) {
        let saved = 60 + r.below(4) as u8;
        let mask = 64 + 2 * r.below(4) as u8;
        let mut g = Instruction::new(self.arch, Opcode::S_GETREG_B32);
        g.sdst = saved;
        g.simm16 = (hwreg::MODE as u16) | (29 << 6) | (2 << 11); // MODE[31:29], the CSP
        b.push(g);
        let mut m = Instruction::new(self.arch, Opcode::S_MOV_B64);
        m.sdst = mask;
        m.ssrc0 = code::LITERAL;
        // Bit 7 set: never a value an inline constant could carry.
        m.literal = r.next_u32() | 0x80;
        m.fix_literal_flag();
        b.push(m);
        let mut f = Instruction::new(self.arch, Opcode::S_CBRANCH_I_FORK);
        f.sdst = mask;
        let fork = b.push_to(f, 0);
        for _ in 0..1 + r.below(3) {
            let i = self.random_inst(r);
            if i.op.sig().imm != Imm::Label && i.op.flow() == Flow::Next {
                b.push(i);
            }
        }
        let mut j = Instruction::new(self.arch, Opcode::S_CBRANCH_JOIN);
        j.ssrc0 = saved;
        let join = b.push(j);
        b.items[fork].1 = Some(join);
    }

    fn pick_op(&self, r: &mut Choices) -> Opcode {
        let mut x = r.below(self.total_weight.max(1));
        for &op in &self.ops {
            let w = self.config.weights[op as usize] as u64;
            if x < w {
                return op;
            }
            x -= w;
        }
        Opcode::S_NOP
    }

    /// One instruction with random operands that decode on this generation.
    /// The decoder is the judge of what is encodable (it rejects forms that
    /// have no assembly text), so a candidate it refuses is drawn again.
    pub fn random_inst(&self, r: &mut Choices) -> Instruction {
        loop {
            let i = self.random_candidate(r);
            if self.encodable(&i) {
                return i;
            }
        }
    }

    /// Whether `i` encodes and decodes back to itself on this generation.
    fn encodable(&self, i: &Instruction) -> bool {
        encode(i)
            .ok()
            .and_then(|w| decode(self.arch, &w, 0).ok())
            .is_some_and(|d| d == *i)
    }

    fn random_candidate(&self, r: &mut Choices) -> Instruction {
        let op = self.pick_op(r);
        if op.format().is_vector() && self.config.vector {
            // A refused draw is a row with no operands: not encodable, so
            // `random_inst` draws again.
            return super::vector::candidate(self.arch, op, r)
                .unwrap_or_else(|| Instruction::new(self.arch, op));
        }
        let mut i = Instruction::new(self.arch, op);
        let sig = op.sig();
        match sig.imm {
            Imm::Mem(m) => self.mem_operands(r, &mut i, m),
            _ => {
                if sig.dst > 0 {
                    i.sdst = self.dst(r, sig.dst);
                }
                if sig.src0 > 0 {
                    i.ssrc0 = self.src(r, sig.src0);
                }
                if sig.src1 > 0 {
                    i.ssrc1 = self.src(r, sig.src1);
                }
                if matches!(op, Opcode::S_MOVRELS_B32 | Opcode::S_MOVRELS_B64) && r.chance(3, 4) {
                    i.ssrc0 = 2 * r.below(16) as u8;
                }
                if matches!(op, Opcode::S_MOVRELD_B32 | Opcode::S_MOVRELD_B64) && r.chance(3, 4) {
                    i.sdst = 2 * r.below(16) as u8;
                }
                i.simm16 = self.simm16(r, sig.imm);
                if sig.imm == Imm::GprIdxOn {
                    i.ssrc1 = r.below(16) as u8;
                }
                if i.ssrc0 == code::LITERAL
                    || i.ssrc1 == code::LITERAL
                    || sig.imm == Imm::HwregImm32
                {
                    i.literal = r.edge_u32();
                }
            }
        }
        i.fix_literal_flag();
        i
    }

    fn simm16(&self, r: &mut Choices, imm: Imm) -> u16 {
        match imm {
            Imm::Hex16 => match r.below(3) {
                0 => r.edge_u32() as u16,
                1 => r.below(8) as u16,
                _ => (r.below(16) as i16 - 8) as u16,
            },
            Imm::Dec16 => {
                if r.chance(4, 5) {
                    0
                } else {
                    r.below(16) as u16
                }
            }
            Imm::HwregGet | Imm::HwregSet | Imm::HwregImm32 => {
                let id = *r.pick(&[1u16, 1, 2, 3, 3, 4, 5, 6, 7, 15, 0, 9, 16, 40]);
                let off = r.below(32) as u16;
                let size = r.below(32) as u16;
                id | off << 6 | size << 11
            }
            Imm::Waitcnt | Imm::Sendmsg => r.next_u32() as u16,
            Imm::GprIdx => r.below(16) as u16,
            _ => 0,
        }
    }

    fn dst(&self, r: &mut Choices, dwords: u8) -> u8 {
        loop {
            let c = if r.chance(4, 5) {
                r.below(32) as u8
            } else {
                r.below(128) as u8
            };
            let c = if dwords == 2 { c & !1 } else { c };
            if operand::check(self.arch, c, dwords, Role::Dst).is_ok() {
                return c;
            }
        }
    }

    fn src(&self, r: &mut Choices, dwords: u8) -> u8 {
        loop {
            let c = match r.below(20) {
                0..=8 => r.below(32) as u8,
                9..=10 => r.below(128) as u8,
                11..=13 => 128 + r.below(81) as u8,
                14 => 240 + r.below(9) as u8,
                15 => 251 + r.below(3) as u8,
                16 => 235 + r.below(5) as u8,
                _ => code::LITERAL,
            };
            let c = if dwords == 2 && c < 128 { c & !1 } else { c };
            if operand::check(self.arch, c, dwords, Role::Src).is_ok() {
                return c;
            }
        }
    }

    fn mem_operands(&self, r: &mut Choices, i: &mut Instruction, m: Mem) {
        let sig = i.op.sig();
        let smem = self.arch.has_smem();
        match m {
            Mem::Cache => return,
            Mem::Time => {
                i.sdst = 2 * r.below(16) as u8;
                return;
            }
            Mem::Probe | Mem::ProbeBuffer => i.sdst = r.below(8) as u8,
            _ if sig.dst == 0 => {}
            _ => {
                let d = sig.dst.max(1);
                let align = d.min(4);
                i.sdst = if d <= 2 && r.chance(1, 8) {
                    code::VCC_LO
                } else {
                    align * r.below(((64 - d) / align + 1) as u64) as u8
                };
            }
        }
        i.ssrc0 = if m.is_buffer() {
            12 // s[24:27]
        } else if r.chance(4, 5) {
            *r.pick(&[10u8, 11])
        } else {
            r.below(16) as u8 & if sig.src0 >= 4 { !1 } else { !0 }
        };
        // The probes have no GLC (llvm-mc 14 refuses `glc` on them).
        if smem && r.chance(1, 3) && !matches!(m, Mem::Probe | Mem::ProbeBuffer) {
            i.flags |= mflag::GLC;
        }
        match r.below(8) {
            0 => {
                // Register offset (s30 holds a small one; others are random).
                i.literal = if r.chance(3, 4) {
                    30
                } else {
                    r.below(32) as u32
                };
            }
            1 if self.arch == Arch::Gfx7 => {
                i.flags |= mflag::LIT;
                i.literal = r.below(64) as u32;
            }
            2 => {
                i.flags |= mflag::IMM;
                i.literal = if smem {
                    r.next_u32()
                        & if self.arch == Arch::Gfx9 {
                            0x1F_FFFF
                        } else {
                            0xF_FFFF
                        }
                } else {
                    r.below(256) as u32
                };
            }
            _ => {
                i.flags |= mflag::IMM;
                i.literal = if smem {
                    4 * r.below(64) as u32
                } else {
                    r.below(64) as u32
                };
            }
        }
        if matches!(
            m,
            Mem::Store | Mem::BufferStore | Mem::ScratchStore | Mem::Atomic | Mem::BufferAtomic
        ) && i.flags & mflag::IMM == 0
            && r.chance(1, 2)
        {
            i.literal = code::M0 as u32;
        }
    }
}
