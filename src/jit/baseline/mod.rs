//! The baseline tier: x86-64 code emitted directly from the guest
//! instructions, without Cranelift, in about a microsecond per instruction
//! (docs/internals.md §5, "The baseline tier").
//!
//! Every register stays in the wave state in memory: an instruction loads
//! its sources from `WaveState::sgpr` (or takes an immediate), computes in
//! two host registers, and stores its result and SCC back. There is no
//! register allocation and no IR, so compiling is a walk over the region
//! that appends a few host instructions per guest instruction. The region's
//! shape is the optimizing tier's: the same blocks, the same step budget
//! plan (a count-down register, checked at the entry and at loop headers),
//! the same exits and exit reasons. The instructions `emit` does not compute
//! itself call the interpreter on the instruction, as the in-place ones do
//! in Cranelift code; since the registers are already in memory, such a call
//! needs no stores or reloads around it.
//!
//! Host registers: `rbx` the wave state, `r12` the run context, `r13` the
//! budget left (`max_steps - steps`, counted down by each block on entry);
//! `rax`, `rcx` and `rdx` are scratch.

mod arena;
mod emit;

pub(crate) use arena::Arena;

use super::region::{GuestBlock, Region};
use super::{ExitReason, JitOptions, RunCtx};
use crate::interp::Op;
use crate::isa::{Arch, Flow, Instruction, Opcode};
use crate::state::offsets;
use dynasmrt::x64::X64Relocation;
use dynasmrt::{dynasm, DynamicLabel, DynasmApi, DynasmLabelApi, VecAssembler};

type Asm = VecAssembler<X64Relocation>;

const STEPS: i32 = std::mem::offset_of!(RunCtx, steps) as i32;
const MAX_STEPS: i32 = std::mem::offset_of!(RunCtx, max_steps) as i32;
const PC: i32 = offsets::PC as i32;

/// A compiled region.
pub(crate) struct Compiled {
    pub code: *const u8,
    /// The steps the budget must hold when the code is called.
    pub need: u64,
    /// Host code bytes.
    pub bytes: usize,
    /// Interpreter ops the code points to; kept as long as the code.
    #[allow(clippy::vec_box, reason = "the code holds each op's address")]
    pub keep: Vec<Box<Op>>,
    /// The code as text, with `JitOptions::keep_clif`.
    pub listing: Option<String>,
}

/// Compiles `region` into `arena`; `None` when no code memory could be
/// mapped or the assembler failed.
pub(crate) fn compile(
    region: &Region,
    program: &crate::Program,
    opts: &JitOptions,
    arena: &mut Arena,
) -> Option<Compiled> {
    let mut e = Emitter::new(region, program, opts);
    e.prologue();
    let plan = region.budget_plan();
    let preds = region.predecessor_counts();
    // The dispatcher checks the entry block's budget when no branch of the
    // region comes back to it.
    let entry_checked_outside = preds.first() == Some(&1);
    let need = if entry_checked_outside {
        plan.first().copied().flatten().unwrap_or(0)
    } else {
        0
    };
    for (i, gb) in region.blocks.iter().enumerate() {
        let check = plan[i].filter(|_| !(i == 0 && entry_checked_outside));
        e.block(i, gb, check);
    }
    e.finish();
    let marks = std::mem::take(&mut e.marks);
    let bytes = e.a.finalize().ok()?;
    let code = arena.place(&bytes)?;
    let listing = opts.keep_clif.then(|| listing(region, &marks, &bytes));
    Some(Compiled {
        code,
        need,
        bytes: bytes.len(),
        keep: e.keep,
        listing,
    })
}

/// The region's code as text, for `--dump-clif`: each guest instruction as a
/// comment, then the host bytes emitted for it, then the exits.
fn listing(region: &Region, marks: &[(u64, usize)], bytes: &[u8]) -> String {
    let by_pc: std::collections::HashMap<u64, &Instruction> = region
        .blocks
        .iter()
        .flat_map(|b| &b.insts)
        .map(|(pc, i)| (*pc, i))
        .collect();
    let mut out = format!("; {}\n", super::Tier::Baseline.name());
    let hex = |r: &[u8]| {
        r.iter()
            .map(|b| format!("{b:02x}"))
            .collect::<Vec<_>>()
            .join(" ")
    };
    for (k, &(pc, start)) in marks.iter().enumerate() {
        let end = marks.get(k + 1).map_or(bytes.len(), |m| m.1);
        let code = &bytes[start.min(end)..end];
        match by_pc.get(&pc) {
            Some(inst) => out.push_str(&format!("    ; 0x{pc:x}: {inst}\n")),
            None => out.push_str("    ; exits\n"),
        }
        for line in code.chunks(16) {
            out.push_str(&format!("    {}\n", hex(line)));
        }
    }
    out
}

/// A cold path, emitted after the region's blocks.
enum Stub {
    /// Leave for a known PC, giving back `refund` counted steps.
    Exit {
        pc: u64,
        reason: ExitReason,
        refund: u64,
    },
    /// Leave for the PC the interpreter left in the wave state.
    Dynamic { refund: u64 },
}

/// What emitting one instruction did to the block.
pub(super) enum Emitted {
    /// Control goes on with the next instruction.
    Next,
    /// The instruction ended the block.
    Terminated,
}

pub(super) struct Emitter<'a> {
    a: Asm,
    arch: Arch,
    region: &'a Region,
    program: &'a crate::Program,
    /// The host label of each block of the region.
    blocks: Vec<DynamicLabel>,
    /// The shared exit: `rax` the next PC, `edx` the reason.
    exit: DynamicLabel,
    stubs: Vec<(DynamicLabel, Stub)>,
    /// Instructions of the current block after the one being emitted.
    remaining_after: u64,
    /// The block laid out after the current one.
    next_block: Option<DynamicLabel>,
    #[allow(clippy::vec_box, reason = "the code holds each op's address")]
    keep: Vec<Box<Op>>,
    /// Where each guest instruction's code starts (and, with PC `u64::MAX`,
    /// the exits), for the listing.
    marks: Vec<(u64, usize)>,
    /// Test hook: the opcode whose first result is flipped.
    #[cfg(feature = "test-hooks")]
    sabotage: Option<Opcode>,
}

impl<'a> Emitter<'a> {
    fn new(region: &'a Region, program: &'a crate::Program, opts: &JitOptions) -> Self {
        let _ = opts;
        let mut a = Asm::new(0);
        let blocks = region
            .blocks
            .iter()
            .map(|_| a.new_dynamic_label())
            .collect();
        let exit = a.new_dynamic_label();
        Emitter {
            a,
            arch: program.arch,
            region,
            program,
            blocks,
            exit,
            stubs: Vec::new(),
            remaining_after: 0,
            next_block: None,
            keep: Vec::new(),
            marks: Vec::new(),
            #[cfg(feature = "test-hooks")]
            sabotage: opts.sabotage,
        }
    }

    /// Saves the callee-saved registers the code uses (three pushes keep the
    /// stack 16-byte aligned for calls) and loads the budget.
    fn prologue(&mut self) {
        dynasm!(self.a
            ; .arch x64
            ; push rbx
            ; push r12
            ; push r13
            ; mov rbx, rdi
            ; mov r12, rsi
            ; mov r13, QWORD [r12 + MAX_STEPS]
            ; sub r13, QWORD [r12 + STEPS]
        );
    }

    /// Block `i`: its budget check, its count, its instructions, and the
    /// jump to its fallthrough.
    fn block(&mut self, i: usize, gb: &GuestBlock, check: Option<u64>) {
        let label = self.blocks[i];
        self.next_block = self.blocks.get(i + 1).copied();
        dynasm!(self.a ; .arch x64 ; =>label);
        if let Some(n) = check {
            let out = self.stub(Stub::Exit {
                pc: gb.start,
                reason: ExitReason::Budget,
                refund: 0,
            });
            dynasm!(self.a
                ; .arch x64
                ; cmp r13, n as i32
                ; jb =>out
            );
        }
        let len = gb.insts.len() as i32;
        dynasm!(self.a ; .arch x64 ; sub r13, len);
        for (k, (pc, inst)) in gb.insts.iter().enumerate() {
            self.remaining_after = (gb.insts.len() - k - 1) as u64;
            self.marks.push((*pc, self.a.offset().0));
            if let Emitted::Terminated = self.inst(*pc, inst) {
                return;
            }
        }
        if let Some(next) = gb.fallthrough {
            self.goto(next);
        }
    }

    /// One instruction: computed here when `emit` knows it, else by the
    /// interpreter (or left to the dispatcher, for what may end the wave).
    fn inst(&mut self, pc: u64, inst: &Instruction) -> Emitted {
        use Opcode::*;
        let next = pc.wrapping_add(inst.len_bytes());
        let target = inst.branch_target(pc).unwrap_or(next);
        match inst.op {
            S_NOP | S_WAKEUP | S_BARRIER | S_WAITCNT | S_SLEEP | S_ICACHE_INV | S_INCPERFLEVEL
            | S_DECPERFLEVEL | S_TTRACEDATA => return Emitted::Next,
            S_ENDPGM | S_ENDPGM_SAVED | S_ENDPGM_ORDERED_PS_DONE => {
                self.exit_to(pc, ExitReason::Endpgm);
                return Emitted::Terminated;
            }
            S_BRANCH => {
                self.goto(target);
                return Emitted::Terminated;
            }
            S_CBRANCH_SCC0 | S_CBRANCH_SCC1 | S_CBRANCH_VCCZ | S_CBRANCH_VCCNZ
            | S_CBRANCH_EXECZ | S_CBRANCH_EXECNZ => {
                self.cond_branch(inst.op, target, next);
                return Emitted::Terminated;
            }
            _ => {}
        }
        if inst.tier() == crate::isa::Tier::Compiled && self.native(inst) {
            return Emitted::Next;
        }
        match inst.op.flow() {
            Flow::Next => {
                self.call_interpreter(pc, inst);
                self.expect_pc(next);
                Emitted::Next
            }
            Flow::CondBranch | Flow::Branch => {
                self.call_interpreter(pc, inst);
                self.follow_pc(&[target, next]);
                Emitted::Terminated
            }
            Flow::Call | Flow::Indirect => {
                self.call_interpreter(pc, inst);
                self.exit_dynamic();
                Emitted::Terminated
            }
            // What may end or halt the wave, trap or fork: the dispatcher's
            // interpreter runs it.
            Flow::End | Flow::MaybeEnd | Flow::Fork | Flow::Trap => {
                self.side_exit(pc);
                Emitted::Terminated
            }
        }
    }

    /// A new cold path; its label.
    fn stub(&mut self, s: Stub) -> DynamicLabel {
        let l = self.a.new_dynamic_label();
        self.stubs.push((l, s));
        l
    }

    /// Where control at `pc` goes: a block of the region, or an exit.
    fn target(&self, pc: u64) -> Result<DynamicLabel, ExitReason> {
        match self.region.block_at(pc) {
            Some(i) => Ok(self.blocks[i]),
            None if self.region.fallback_exits.contains(&pc) => Err(ExitReason::Fallback),
            None => Err(ExitReason::Continue),
        }
    }

    /// Transfers control to `pc` (at the end of a block: the block laid out
    /// next needs no jump).
    fn goto(&mut self, pc: u64) {
        match self.target(pc) {
            Ok(l) if Some(l) == self.next_block => {}
            Ok(l) => dynasm!(self.a ; .arch x64 ; jmp =>l),
            Err(reason) => self.exit_to(pc, reason),
        }
    }

    /// The label a conditional jump to `pc` takes: the block, or a stub
    /// that leaves for it.
    fn jump_label(&mut self, pc: u64) -> DynamicLabel {
        match self.target(pc) {
            Ok(l) => l,
            Err(reason) => self.stub(Stub::Exit {
                pc,
                reason,
                refund: 0,
            }),
        }
    }

    /// Leaves the region for `pc` with `reason`.
    fn exit_to(&mut self, pc: u64, reason: ExitReason) {
        let exit = self.exit;
        dynasm!(self.a
            ; .arch x64
            ; mov rax, QWORD pc as i64
            ; mov edx, reason as i32
            ; jmp =>exit
        );
    }

    /// Leaves the region for the PC in the wave state (where the
    /// interpreter sent it).
    fn exit_dynamic(&mut self) {
        let exit = self.exit;
        dynasm!(self.a
            ; .arch x64
            ; mov rax, QWORD [rbx + PC]
            ; mov edx, ExitReason::Continue as i32
            ; jmp =>exit
        );
    }

    /// Leaves *before* the instruction at `pc`, for the dispatcher's
    /// interpreter to run it: the instructions of the block from it on were
    /// counted at block entry and are given back.
    fn side_exit(&mut self, pc: u64) {
        let refund = (self.remaining_after + 1) as i32;
        dynasm!(self.a ; .arch x64 ; add r13, refund);
        self.exit_to(pc, ExitReason::Fallback);
    }

    /// `s_cbranch_scc0/1`, `_vccz/_vccnz`, `_execz/_execnz`.
    fn cond_branch(&mut self, op: Opcode, target: u64, next: u64) {
        use crate::isa::operand::code;
        use Opcode::*;
        if target == next {
            self.goto(next);
            return;
        }
        let taken = self.jump_label(target);
        match op {
            S_CBRANCH_SCC0 | S_CBRANCH_SCC1 => {
                dynasm!(self.a ; .arch x64 ; cmp DWORD [rbx + emit::SCC], 0);
            }
            _ => {
                let c = if matches!(op, S_CBRANCH_VCCZ | S_CBRANCH_VCCNZ) {
                    code::VCC_LO
                } else {
                    code::EXEC_LO
                };
                dynasm!(self.a ; .arch x64 ; cmp QWORD [rbx + emit::reg(c)], 0);
            }
        }
        // The flags say "is zero": SCC0, VCCZ and EXECZ branch on it.
        if matches!(op, S_CBRANCH_SCC0 | S_CBRANCH_VCCZ | S_CBRANCH_EXECZ) {
            dynasm!(self.a ; .arch x64 ; je =>taken);
        } else {
            dynasm!(self.a ; .arch x64 ; jne =>taken);
        }
        self.goto(next);
    }

    /// Runs `inst` (at `pc`) in the interpreter from the code: the PC and the
    /// steps completed before it are set as the interpreter expects, and a
    /// fault leaves before the instruction (the interpreter left the wave as
    /// it was, and the dispatcher runs it again to report it).
    fn call_interpreter(&mut self, pc: u64, inst: &Instruction) {
        let op = Box::new(crate::interp::lower(inst, pc, self.program));
        let op_ptr = &*op as *const Op as i64;
        self.keep.push(op);
        let before = (self.remaining_after + 1) as i32;
        let helper = super::runtime::step_in_place
            as unsafe extern "C" fn(*mut RunCtx, *const Op, u64) -> u32;
        let fault = self.stub(Stub::Exit {
            pc,
            reason: ExitReason::Fallback,
            refund: self.remaining_after + 1,
        });
        dynasm!(self.a
            ; .arch x64
            ; mov rax, QWORD pc as i64
            ; mov QWORD [rbx + PC], rax
            ; mov rdx, QWORD [r12 + MAX_STEPS]
            ; sub rdx, r13
            ; sub rdx, before
            ; mov rdi, r12
            ; mov rsi, QWORD op_ptr
            ; mov rax, QWORD helper as usize as i64
            ; call rax
            ; test eax, eax
            ; jz =>fault
        );
        self.sabotage_after_call(inst);
    }

    /// After an interpreted instruction that falls through: a fault hook
    /// may have sent the wave elsewhere, and then the region is left there.
    fn expect_pc(&mut self, next: u64) {
        let out = self.stub(Stub::Dynamic {
            refund: self.remaining_after,
        });
        dynasm!(self.a
            ; .arch x64
            ; mov rax, QWORD next as i64
            ; cmp rax, QWORD [rbx + PC]
            ; jne =>out
        );
    }

    /// After an interpreted branch: to the block (or exit) of whichever of
    /// `pcs` the wave went to, else out at the PC it names.
    fn follow_pc(&mut self, pcs: &[u64]) {
        for &pc in pcs {
            let l = self.jump_label(pc);
            dynasm!(self.a
                ; .arch x64
                ; mov rax, QWORD pc as i64
                ; cmp rax, QWORD [rbx + PC]
                ; je =>l
            );
        }
        self.exit_dynamic();
    }

    /// The cold paths, then the shared exit: the PC and the step count back
    /// to memory, the callee-saved registers restored.
    fn finish(&mut self) {
        self.marks.push((u64::MAX, self.a.offset().0));
        for (label, stub) in std::mem::take(&mut self.stubs) {
            dynasm!(self.a ; .arch x64 ; =>label);
            match stub {
                Stub::Exit { pc, reason, refund } => {
                    if refund > 0 {
                        dynasm!(self.a ; .arch x64 ; add r13, refund as i32);
                    }
                    self.exit_to(pc, reason);
                }
                Stub::Dynamic { refund } => {
                    if refund > 0 {
                        dynasm!(self.a ; .arch x64 ; add r13, refund as i32);
                    }
                    self.exit_dynamic();
                }
            }
        }
        let exit = self.exit;
        dynasm!(self.a
            ; .arch x64
            ; =>exit
            ; mov QWORD [rbx + PC], rax
            ; mov rcx, QWORD [r12 + MAX_STEPS]
            ; sub rcx, r13
            ; mov QWORD [r12 + STEPS], rcx
            ; mov eax, edx
            ; pop r13
            ; pop r12
            ; pop rbx
            ; ret
        );
    }

    /// Test hook: flips bit 0 of the first result of the sabotaged opcode
    /// after the interpreter computed it (its register, else SCC).
    #[cfg(feature = "test-hooks")]
    fn sabotage_after_call(&mut self, inst: &Instruction) {
        if self.sabotage != Some(inst.op) {
            return;
        }
        if inst.op.sig().dst > 0 && inst.sdst < 128 {
            dynasm!(self.a ; .arch x64 ; xor DWORD [rbx + emit::reg(inst.sdst)], 1);
        } else {
            dynasm!(self.a ; .arch x64 ; xor DWORD [rbx + emit::SCC], 1);
        }
    }

    #[cfg(not(feature = "test-hooks"))]
    fn sabotage_after_call(&mut self, _inst: &Instruction) {}

    /// Whether the test hook flips this opcode's result.
    #[cfg(feature = "test-hooks")]
    fn sabotaged(&self, op: Opcode) -> bool {
        self.sabotage == Some(op)
    }

    #[cfg(not(feature = "test-hooks"))]
    fn sabotaged(&self, _op: Opcode) -> bool {
        false
    }
}
