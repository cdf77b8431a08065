//! The reference interpreter: exact semantics for every scalar instruction.
//!
//! A program is lowered once per [`run`] into a flat array of `Op`s, one per word
//! offset (like `Program`'s decoded array): operands are resolved to "register
//! index or constant" (a literal already applied, inline constants already
//! widened), direct branch targets to word indices, and the ops the fast path
//! cannot run as-is (SCC/VCCZ/EXECZ read as sources, writes to privileged
//! registers) carry a flag that routes them through a slower wrapper around the
//! same code. [`step`] lowers just the one instruction it runs, so the JIT can
//! call it for its fallback instructions without any shared cache.
//!
//! The run loop spends most of its time in `fast`: straight runs of ALU ops,
//! compare-and-branch pairs and direct branches, as compact entries whose code
//! already names the operation and its operand kinds, with the step budget
//! checked once per run. Whatever `fast` does not cover, and every op near the
//! step limit, runs here one instruction at a time.
//!
//! ```
//! use gcnjit::isa::{encode_all, Arch, Instruction, Opcode};
//! use gcnjit::{interp, Limits, Program, Status, Wave};
//!
//! // s_add_u32 s0, s1, s2; s_endpgm
//! let mut add = Instruction::new(Arch::Gfx9, Opcode::S_ADD_U32);
//! (add.sdst, add.ssrc0, add.ssrc1) = (0, 1, 2);
//! let end = Instruction::new(Arch::Gfx9, Opcode::S_ENDPGM);
//! let program = Program::new(Arch::Gfx9, 0, encode_all(&[add, end]).unwrap());
//! let mut wave = Wave::new(Arch::Gfx9);
//! wave.state.sgpr[1] = 0xFFFF_FFFF;
//! wave.state.sgpr[2] = 2;
//! let out = interp::run(&program, &mut wave, &Limits::default());
//! assert_eq!(out.status, Status::Endpgm);
//! assert_eq!(out.steps, 2);
//! assert_eq!((wave.state.sgpr[0], wave.state.scc), (1, 1));
//! assert_eq!(wave.state.pc, 4);
//! ```

mod alu;
mod fast;
pub(crate) mod sem;
mod smem;
mod sop1;
mod sop2;
mod sopc;
mod sopk;
mod sopp;
pub(crate) mod unary;
pub(crate) mod valu;
mod vmem;
pub(crate) mod why;

use crate::isa::inst::mflag;
use crate::isa::operand::{self, code};
use crate::isa::table::{Format, Imm, Mem};
use crate::isa::{Arch, Instruction, Opcode};
use crate::program::{FetchError, Program};
use crate::run::{ErrorKind, GuestError, Limits, Outcome, Status};
use crate::state::{hwreg, Wave, WaveState};
use alu::{alu_match, alu_ops};

/// A source operand resolved ahead of time: its value is
/// `(register[r] & m) | k`, so a register (`m` all ones, `k` 0) and a constant
/// (`m` 0, `k` the value) read with the same branch-free code.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Src {
    pub k: u64,
    pub m: u64,
    pub r: u8,
}

impl Src {
    fn reg(c: u8) -> Self {
        Src {
            k: 0,
            m: u64::MAX,
            r: c & 127,
        }
    }
    fn konst(v: u64) -> Self {
        Src { k: v, m: 0, r: 0 }
    }
    #[inline(always)]
    pub fn r32(&self, st: &WaveState) -> u32 {
        (st.sgpr[(self.r & 127) as usize] & self.m as u32) | self.k as u32
    }
    #[inline(always)]
    pub fn r64(&self, st: &WaveState) -> u64 {
        (st.read64(self.r) & self.m) | self.k
    }
}

/// What a `SPECIAL` op stands for (in its `k`): a word that does not decode, or
/// the sentinel one past the last word (execution fell off the program).
const SPECIAL_DECODE: u32 = 0;
const SPECIAL_OUT_OF_RANGE: u32 = 1;
/// A vector instruction gcnjit does not execute (`Program::fetch_fault` decides,
/// for `lower_program` and `step` alike; `fault` builds the `unsupported` error).
const SPECIAL_UNSUPPORTED: u32 = 2;

/// Bits of [`Op::flags`]; any set bit sends the op through `exec_cold`.
mod oflag {
    /// SSRC0 is SCC/VCCZ/EXECZ (code in `ac`), read at run time.
    pub const DYN_A: u8 = 1;
    /// SSRC1 likewise (code in `bc`).
    pub const DYN_B: u8 = 2;
    /// The op writes registers in TTMP/TBA/TMA (`pd`, `pn` dwords): ignored
    /// unless STATUS.PRIV.
    pub const PRIV_DST: u8 = 4;
    /// The instruction is two words long. It runs on the fast path, but the loop
    /// must know the length without loading it: a length read from the op would
    /// put a memory load on the chain from one instruction to the next.
    pub const LEN2: u8 = 8;
    /// The op is followed by `s_cbranch_scc0/1` with a resolved target, and the
    /// run loop executes the pair as one dispatch (`Op::t` and `Op::fz` hold
    /// the branch). Only `lower_program` sets it; `step` never sees it.
    pub const FUSED: u8 = 16;
    /// The word does not decode, or is the end-of-program sentinel.
    pub const SPECIAL: u8 = 32;
    /// A vector instruction: its words are in `k` (first) and `a.k`
    /// (second), its encoding family in `mf` (`interp::valu`, `interp::vmem`).
    pub const VECTOR: u8 = 64;
    /// Flags that need `exec_cold`.
    pub const COLD: u8 = DYN_A | DYN_B | PRIV_DST | SPECIAL | VECTOR;
}

/// No resolved direct-branch target (the target is outside the program).
pub(crate) const NO_TARGET: u32 = u32::MAX;

/// One pre-decoded instruction.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Op {
    pub a: Src,
    pub b: Src,
    /// SIMM16 (zero-extended; handlers extend it as the instruction says), the
    /// `s_setreg_imm32_b32` literal, the memory offset, or the raw gpr_idx field.
    pub k: u32,
    /// Direct branch target as a word index, or `NO_TARGET`.
    pub t: u32,
    pub op: Opcode,
    pub flags: u8,
    /// SDST / SDATA code.
    pub d: u8,
    /// Length in words.
    pub len: u8,
    /// Raw SSRC0 / SSRC1 codes (relative addressing bases, condition sources);
    /// for memory ops `ac` is the base register code.
    pub ac: u8,
    pub bc: u8,
    /// Privileged destination range (first code, dwords).
    pub pd: u8,
    pub pn: u8,
    /// Memory flags (`mflag::*`).
    pub mf: u8,
    /// For `FUSED` ops: the SCC value that takes the following branch.
    pub fz: u8,
    /// A VALU op that `valu::direct` may run straight (decided once, at
    /// lowering): the fast path and compiled code try it first.
    pub direct: bool,
}

impl Op {
    #[inline(always)]
    pub fn d(&self) -> usize {
        (self.d & 127) as usize
    }
    /// SIMM16 sign-extended.
    #[inline(always)]
    pub fn sk(&self) -> u32 {
        self.k as u16 as i16 as i32 as u32
    }

    /// A `SPECIAL` op of the given kind (`SPECIAL_DECODE` or `SPECIAL_OUT_OF_RANGE`).
    fn bad(kind: u32) -> Self {
        Op {
            a: Src::default(),
            b: Src::default(),
            k: kind,
            t: NO_TARGET,
            op: Opcode::S_NOP,
            flags: oflag::SPECIAL,
            d: 0,
            len: 1,
            ac: 0,
            bc: 0,
            pd: 0,
            pn: 0,
            mf: 0,
            fz: 0,
            direct: false,
        }
    }
}

/// What an executed op asks the loop to do next.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Next {
    /// Fall through to the next instruction.
    Seq,
    /// Jump to a word index inside the program.
    Goto(u32),
    /// Jump to a byte address (checked by the loop).
    Jump(u64),
    /// The wave ended here: `false` = endpgm, `true` = halted.
    End(bool),
    /// `s_barrier` of a wave that shares its workgroup: it completed, and the
    /// run stops with the PC on the next instruction (`Status::Barrier`).
    Barrier,
    /// The instruction faulted and did not complete; the `u64` is a detail for
    /// the message (an address, an index, a trap id).
    Fault(ErrorKind, u64),
}

/// Value of a source code read at run time: a condition (251 VCCZ, 252
/// EXECZ, 253 SCC) or a gfx9 aperture (235..239, from SH_MEM_BASES:
/// docs/semantics.md, "FLAT apertures and SCRATCH"). Scalar and VALU
/// operands both read them here.
#[inline]
pub(crate) fn cond(st: &WaveState, c: u8) -> u64 {
    match c {
        code::VCCZ => st.vccz() as u64,
        code::EXECZ => st.execz() as u64,
        235..=239 => vmem::aperture::source(st.hwreg[hwreg::SH_MEM_BASES], c) as u64,
        _ => (st.scc & 1) as u64,
    }
}

/// Resolves a source operand code of `dwords` width of `op`.
fn src(op: Opcode, c: u8, dwords: u8, literal: u32, dynf: u8, flags: &mut u8) -> Src {
    match c {
        0..=127 => Src::reg(c),
        code::LITERAL => Src::konst(operand::literal_value(op, literal, dwords)),
        code::VCCZ | code::EXECZ | code::SCC | 235..=239 => {
            *flags |= dynf;
            Src::konst(0)
        }
        _ => Src::konst(operand::inline_value(c, dwords).unwrap_or(0)),
    }
}

/// Number of dwords an instruction writes at SDST/SDATA (0 when SDST is a source
/// or unused).
fn dst_dwords(inst: &Instruction) -> u8 {
    use Opcode::*;
    let sig = inst.op.sig();
    match inst.op.format() {
        Format::Sop2 | Format::Sop1 => match inst.op {
            S_MOVRELD_B32 | S_MOVRELD_B64 => 0,
            _ => sig.dst,
        },
        Format::Sopk => match inst.op {
            S_MOVK_I32 | S_CMOVK_I32 | S_ADDK_I32 | S_MULK_I32 | S_GETREG_B32
            | S_GETREG_REGRD_B32 => 1,
            S_CALL_B64 => 2,
            _ => 0,
        },
        Format::Smem => match inst.mem() {
            Some(Mem::Load | Mem::BufferLoad | Mem::ScratchLoad | Mem::Time) => sig.dst,
            Some(Mem::Atomic | Mem::BufferAtomic) if inst.flags & mflag::GLC != 0 => {
                if matches!(
                    inst.op,
                    S_ATOMIC_CMPSWAP
                        | S_ATOMIC_CMPSWAP_X2
                        | S_BUFFER_ATOMIC_CMPSWAP
                        | S_BUFFER_ATOMIC_CMPSWAP_X2
                ) {
                    sig.dst / 2
                } else {
                    sig.dst
                }
            }
            _ => 0,
        },
        // SOPC and SOPP write no SDST; the engines do not run vector rows
        // (`Program::fetch` refuses them).
        _ => 0,
    }
}

/// Whether the interpreter executes `op`: every scalar row, and the vector
/// rows that `valu` and `vmem` have a line for.
pub(crate) fn executes(op: Opcode) -> bool {
    !op.format().is_vector() || valu::executes(op) || vmem::executes(op)
}

/// Runs `op` straight through `valu::direct` when lowering marked it so and
/// the direct path takes it, stepping the PC past it; `false` (nothing
/// changed) otherwise. For the callers that run one instruction at a time:
/// the JIT's dispatcher and its compiled code.
#[inline]
pub(crate) fn run_direct(op: &Op, wave: &mut Wave) -> bool {
    if !(op.direct && valu::direct::run_on_host(op, wave)) {
        return false;
    }
    wave.state.pc = wave.state.pc.wrapping_add(4 * op.len as u64);
    true
}

/// Lowers a vector instruction: its words and family travel in the op.
fn lower_vector(inst: &Instruction, arch: crate::isa::Arch, mut op: Op) -> Op {
    let family = crate::isa::vector::family_of(inst);
    op.k = inst.word;
    op.a = Src::konst(inst.literal as u64);
    op.mf = family
        .and_then(|f| {
            crate::isa::vector::VectorFamily::ALL
                .iter()
                .position(|&g| g == f)
        })
        .unwrap_or(0) as u8;
    op.flags = oflag::VECTOR;
    if valu::executes(op.op) {
        valu::pack_fields(&mut op, arch);
        op.direct = valu::direct::eligible(&op);
    }
    op
}

/// Lowers one decoded instruction at `pc` of `program`.
pub(crate) fn lower(inst: &Instruction, pc: u64, program: &Program) -> Op {
    let sig = inst.op.sig();
    let mut op = Op::bad(SPECIAL_DECODE);
    op.op = inst.op;
    op.len = inst.len_words() as u8;
    if inst.op.format().is_vector() {
        return lower_vector(inst, program.arch, op);
    }
    op.d = inst.sdst & 127;
    op.ac = inst.ssrc0;
    op.bc = inst.ssrc1;
    op.k = inst.simm16 as u32;
    let mut flags = 0;
    match inst.op.format() {
        Format::Sop2 | Format::Sop1 | Format::Sopc => {
            if sig.src0 > 0 {
                op.a = src(
                    inst.op,
                    inst.ssrc0,
                    sig.src0,
                    inst.literal,
                    oflag::DYN_A,
                    &mut flags,
                );
            }
            if sig.imm == Imm::GprIdxOn {
                op.k = inst.ssrc1 as u32 & 0xF;
            } else if sig.src1 > 0 {
                op.b = src(
                    inst.op,
                    inst.ssrc1,
                    sig.src1,
                    inst.literal,
                    oflag::DYN_B,
                    &mut flags,
                );
            }
        }
        Format::Sopk if sig.imm == Imm::HwregImm32 => {
            op.b = Src::konst(inst.literal as u64);
        }
        Format::Smem => {
            op.ac = (inst.ssrc0 * 2) & 127;
            op.k = inst.literal;
            op.mf = inst.flags;
        }
        _ => {}
    }
    if let Some(target) = inst.branch_target(pc) {
        op.t = program.index_of(target).map_or(NO_TARGET, |i| i as u32);
    }
    if let Some((first, n)) = operand::privileged_part(inst.sdst, dst_dwords(inst)) {
        flags |= oflag::PRIV_DST;
        op.pd = first;
        op.pn = n;
    }
    if op.len == 2 {
        flags |= oflag::LEN2;
    }
    op.flags = flags;
    op
}

/// Lowers every word offset of `program`, plus the out-of-range sentinel.
pub(crate) fn lower_program(program: &Program) -> Vec<Op> {
    let n = program.words.len();
    let mut v = Vec::with_capacity(n + 1);
    for i in 0..n {
        let pc = program.base + 4 * i as u64;
        v.push(match program.decoded_at(i) {
            Some(Ok(inst)) if executes(inst.op) => lower(inst, pc, program),
            _ => Op::bad(match program.fetch_fault(pc) {
                ErrorKind::PcOutOfRange => SPECIAL_OUT_OF_RANGE,
                ErrorKind::Unsupported => SPECIAL_UNSUPPORTED,
                _ => SPECIAL_DECODE,
            }),
        });
    }
    v.push(Op::bad(SPECIAL_OUT_OF_RANGE));
    fuse_scc_branches(&mut v);
    v
}

/// A one-word op of the fast path that always falls through and cannot fault:
/// it can run without the loop's checks, fused with a branch or in a run.
fn straight(a: &Op) -> bool {
    a.flags == 0
        && a.len == 1
        && a.op.flow() == crate::isa::Flow::Next
        && match a.op.format() {
            Format::Sop2 | Format::Sopk | Format::Sopc => true,
            Format::Sop1 => !matches!(
                a.op,
                Opcode::S_MOVRELS_B32
                    | Opcode::S_MOVRELS_B64
                    | Opcode::S_MOVRELD_B32
                    | Opcode::S_MOVRELD_B64
            ),
            _ => false,
        }
}

/// Marks ops that can run together with the `s_cbranch_scc0/1` after them.
fn fuse_scc_branches(ops: &mut [Op]) {
    for i in 0..ops.len().saturating_sub(1) {
        let (a, b) = (&ops[i], &ops[i + 1]);
        let first_ok = straight(a);
        let branch_ok = b.flags == 0
            && b.t != NO_TARGET
            && matches!(b.op, Opcode::S_CBRANCH_SCC0 | Opcode::S_CBRANCH_SCC1);
        if first_ok && branch_ok {
            let (t, fz) = (b.t, (b.op == Opcode::S_CBRANCH_SCC1) as u8);
            let a = &mut ops[i];
            a.flags = oflag::FUSED;
            a.t = t;
            a.fz = fz;
        }
    }
}

/// Dispatch on the opcode alone: the table keeps each family's opcodes in one
/// contiguous range, so the family is a range test on the same value the
/// family's own `match` switches on, and the compiler can fold both into one
/// jump table. Words that cannot run never get here (`oflag::SPECIAL`).
#[inline(always)]
fn exec_known(op: Opcode, o: &Op, w: &mut Wave, pc: u64, steps: u64) -> Next {
    use Opcode as O;
    let n = op as u16;
    if n <= O::S_PACK_HH_B32_B16 as u16 {
        sop2::exec(op, o, &mut w.state, pc)
    } else if n <= O::S_CALL_B64 as u16 {
        sopk::exec(op, o, &mut w.state, pc)
    } else if n <= O::S_BITREPLICATE_B64_B32 as u16 {
        sop1::exec(op, o, &mut w.state, pc)
    } else if n <= O::S_CMP_LG_U64 as u16 {
        sopc::exec(op, o, &mut w.state)
    } else if n <= O::S_ENDPGM_ORDERED_PS_DONE as u16 {
        sopp::exec(op, o, w, pc)
    } else {
        smem::exec(o, w, steps)
    }
}

/// The ops of words that cannot run: a decode fault, or the end of the program.
#[cold]
fn exec_special(o: &Op, pc: u64) -> Next {
    match o.k {
        SPECIAL_OUT_OF_RANGE => Next::Fault(ErrorKind::PcOutOfRange, pc),
        SPECIAL_UNSUPPORTED => Next::Fault(ErrorKind::Unsupported, pc),
        _ => Next::Fault(ErrorKind::Decode, pc),
    }
}

/// The ops that dominate scalar loops, run without the family dispatch and
/// the `Next` result: only straight ops come here (they always fall through).
/// The ALU operations are the rows of the table in `alu.rs`, the same code
/// the family executors run.
#[inline(always)]
fn exec_straight(o: &Op, w: &mut Wave, pc: u64, steps: u64) {
    let st = &mut w.state;
    alu_ops!(alu_match!(o.op, o, st;
        Opcode::S_MOV_B32 => st.sgpr[o.d()] = o.a.r32(st),
        _ => exec_rest(o, w, pc, steps),
    ));
}

/// Every op outside straight runs and fused pairs (branches, memory, SOPP,
/// literal forms): kept out of the run loop so that the loop's own state
/// stays in registers.
#[inline(never)]
fn exec_outlined(o: &Op, w: &mut Wave, pc: u64, steps: u64) -> Next {
    exec_op(o, w, pc, steps)
}

/// The straight ops `exec_straight` has no short form for.
#[inline(never)]
fn exec_rest(o: &Op, w: &mut Wave, pc: u64, steps: u64) {
    exec_op(o, w, pc, steps);
}

#[inline(always)]
fn exec_op(o: &Op, w: &mut Wave, pc: u64, steps: u64) -> Next {
    exec_known(o.op, o, w, pc, steps)
}
/// The flagged ops: resolve condition sources, and undo writes to privileged
/// registers when STATUS.PRIV is clear (the instruction's other effects stay).
#[inline(never)]
fn exec_cold(op: &Op, w: &mut Wave, pc: u64, steps: u64) -> Next {
    if op.flags & oflag::SPECIAL != 0 {
        return exec_special(op, pc);
    }
    if op.flags & oflag::VECTOR != 0 {
        return exec_vector(op, w);
    }
    let mut o = *op;
    if o.flags & oflag::DYN_A != 0 {
        o.a = Src::konst(cond(&w.state, o.ac));
    }
    if o.flags & oflag::DYN_B != 0 {
        o.b = Src::konst(cond(&w.state, o.bc));
    }
    let guard = o.flags & oflag::PRIV_DST != 0 && !w.state.privileged();
    let mut saved = [0u32; 16];
    let (pd, pn) = (o.pd as usize, (o.pn as usize).min(16));
    if guard {
        for (j, s) in saved.iter_mut().enumerate().take(pn) {
            *s = w.state.sgpr[(pd + j) & 127];
        }
    }
    let r = exec_op(&o, w, pc, steps);
    if guard {
        for (j, s) in saved.iter().enumerate().take(pn) {
            w.state.sgpr[(pd + j) & 127] = *s;
        }
    }
    r
}

/// Why the vector instruction `inst` at `pc` would end a wave with
/// `unsupported` although its row executes (a form the row's operation
/// refuses: a reserved DPP control, clamp on an integer row ...), or `None`
/// when it runs. Found by running it once on `scratch`, a wave with EXEC
/// off, so that the answer is the engines' own and nothing is written; a
/// refusal that depends on the data (a FLAT address in an aperture) is not
/// seen here. The prescan asks this (`run --check`, `launch --check`).
pub(crate) fn refused_form(
    program: &Program,
    inst: &Instruction,
    pc: u64,
    scratch: &mut Wave,
) -> Option<String> {
    if !inst.op.format().is_vector() || !executes(inst.op) {
        return None;
    }
    let op = lower(inst, pc, program);
    scratch.state.set_exec(0);
    match exec_vector(&op, scratch) {
        Next::Fault(ErrorKind::Unsupported, detail) => {
            Some(fault(program, ErrorKind::Unsupported, detail, pc).message)
        }
        _ => None,
    }
}

/// A vector instruction: the VALU or the memory families.
#[inline(never)]
fn exec_vector(op: &Op, w: &mut Wave) -> Next {
    use crate::isa::vector::VectorFamily as F;
    // The encoding family says VALU without the memory rows' table lookups.
    let family = F::ALL[(op.mf as usize) % F::ALL.len()];
    let valu = matches!(
        family,
        F::Vop1 | F::Vop2 | F::Vopc | F::Vop3 | F::Vop3p | F::Sdwa | F::Dpp
    );
    if !valu && vmem::executes(op.op) {
        vmem::exec(op, w)
    } else {
        valu::exec(op, w)
    }
}

#[inline(always)]
fn exec_any(op: &Op, w: &mut Wave, pc: u64, steps: u64) -> Next {
    if op.flags & oflag::COLD == 0 {
        exec_op(op, w, pc, steps)
    } else {
        exec_cold(op, w, pc, steps)
    }
}

/// The message of a fault at `pc`.
fn fault(program: &Program, kind: ErrorKind, detail: u64, pc: u64) -> GuestError {
    let name = program
        .fetch(pc)
        .map(|i| i.op.mnemonic())
        .unwrap_or("instruction");
    let message = match kind {
        ErrorKind::Decode => match program.fetch(pc) {
            Err(FetchError::Decode(e)) => e.to_string(),
            _ => format!("no valid scalar instruction at 0x{pc:x}"),
        },
        ErrorKind::PcOutOfRange => format!(
            "pc 0x{pc:x} is outside the program [0x{:x}, 0x{:x}) or its code, or not 4-aligned",
            program.base,
            program.end()
        ),
        ErrorKind::Unsupported => match program.unsupported_at(pc) {
            Some(_) => unsupported_message(program, pc),
            None => format!("{name} at 0x{pc:x}: {} is not executed", why::text(detail)),
        },
        ErrorKind::Memory => {
            format!("{name}: memory access at 0x{detail:x} touches an unmapped byte")
        }
        ErrorKind::IllegalOperand if detail & why::VGPR_BIT != 0 => format!(
            "{name}: v{} is past the VGPRs the wave has",
            detail & !why::VGPR_BIT
        ),
        ErrorKind::IllegalOperand => {
            format!("{name}: illegal operand at run time (relative SGPR index {detail})")
        }
        ErrorKind::Trap => {
            format!("s_trap {detail} taken with traps enabled and no handler (TBA = 0)")
        }
        // Not instruction faults (nothing passes them here): their own
        // constructors, with `detail` the step limit.
        ErrorKind::StepLimit => return GuestError::step_limit(detail, pc),
        ErrorKind::EngineMismatch => {
            return GuestError::engine_mismatch(pc, format!("engines differ at 0x{pc:x}"))
        }
    };
    GuestError { kind, pc, message }
}

/// The message of the `unsupported` fault at `pc`: the family and the words.
/// Every engine ends a wave on an unsupported instruction through
/// [`step`] or the run loop's special op, and both come here.
fn unsupported_message(program: &Program, pc: u64) -> String {
    match program.unsupported_at(pc) {
        Some(v) => {
            let i = program.index_of(pc).unwrap_or(0);
            let words: Vec<String> = program.words[i..i + v.len_words]
                .iter()
                .map(|w| format!("0x{w:08x}"))
                .collect();
            format!(
                "vector {} instruction at 0x{pc:x} (word {}) is not executed (docs/semantics.md, \"Vector\")",
                v.family,
                words.join(" ")
            )
        }
        None => format!("unsupported instruction at 0x{pc:x}"),
    }
}

fn step_limit(pc: u64, max: u64) -> GuestError {
    GuestError::step_limit(max, pc)
}

/// Runs `wave` from `wave.state.pc` until it ends, faults or hits the step limit.
pub fn run(program: &Program, wave: &mut Wave, limits: &Limits) -> Outcome {
    let ops = lower_program(program);
    let hot = fast::build(&ops);
    run_lowered(program, &ops, &hot, wave, 0, limits.max_steps)
}

/// Interpreter settings. Only a test hook for now (with the `test-hooks`
/// feature, which the crate's own tests turn on): the differential tester
/// must show that it finds a bug in the fast path.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct InterpOptions {
    /// Test hook: plant a bug in the fast path only (the reference path and
    /// the ops the fast path does not cover stay right).
    #[cfg(feature = "test-hooks")]
    #[doc(hidden)]
    pub sabotage: Option<FastSabotage>,
}

/// The bugs `InterpOptions::sabotage` can plant in the fast path.
#[cfg(feature = "test-hooks")]
#[doc(hidden)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FastSabotage {
    /// Straight runs longer than 16 instructions are charged 16 steps (the
    /// shape of a length kept in too narrow a counter).
    StepCharge,
    /// `s_add_u32` sets SCC to the carry out of bit 31 of `a & b` alone, not
    /// of the sum.
    AddCarry,
}

/// [`run`] with `opts`.
pub fn run_with(
    program: &Program,
    wave: &mut Wave,
    limits: &Limits,
    opts: &InterpOptions,
) -> Outcome {
    Prepared::with_options(program, opts).run(program, wave, limits)
}

/// The reference path: one instruction at a time through [`step`], each
/// lowered on its own, with none of the fast path, fused pairs or run-level
/// step budget of [`run`]. Same results as [`run`], slower; the differential
/// tester compares the two.
pub fn run_reference(program: &Program, wave: &mut Wave, limits: &Limits) -> Outcome {
    let mut steps = 0u64;
    loop {
        if steps >= limits.max_steps {
            return Outcome {
                status: Status::Error(step_limit(wave.state.pc, limits.max_steps)),
                steps,
            };
        }
        match step(program, wave, steps) {
            None => steps += 1,
            Some(Status::Error(e)) => {
                return Outcome {
                    status: Status::Error(e),
                    steps,
                }
            }
            Some(status) => {
                return Outcome {
                    status,
                    steps: steps + 1,
                }
            }
        }
    }
}

/// A program lowered for the run loop once, for callers that run it many times
/// (batches of waves): `run` lowers it on every call.
pub struct Prepared {
    ops: Vec<Op>,
    hot: fast::HotOps,
}

impl Prepared {
    pub fn new(program: &Program) -> Self {
        Self::with_options(program, &InterpOptions::default())
    }

    pub fn with_options(program: &Program, opts: &InterpOptions) -> Self {
        let ops = lower_program(program);
        #[allow(unused_mut, reason = "planted into only with the test hooks")]
        let mut hot = fast::build(&ops);
        #[cfg(feature = "test-hooks")]
        if let Some(s) = opts.sabotage {
            hot.plant(s);
        }
        #[cfg(not(feature = "test-hooks"))]
        let _ = opts;
        Prepared { ops, hot }
    }

    /// As [`run`]; `program` must be the program this was prepared from.
    pub fn run(&self, program: &Program, wave: &mut Wave, limits: &Limits) -> Outcome {
        run_lowered(program, &self.ops, &self.hot, wave, 0, limits.max_steps)
    }

    /// Continues a run that has completed `steps` instructions until `max`
    /// are completed (then the outcome is a `step_limit` error with `max`
    /// steps and the wave's PC on the next instruction), or the wave ends or
    /// faults first. `--engine both` runs the interpreter in these slices.
    pub fn resume(&self, program: &Program, wave: &mut Wave, steps: u64, max: u64) -> Outcome {
        run_lowered(program, &self.ops, &self.hot, wave, steps, max)
    }

    /// [`step`] with the op lowered ahead of time (the JIT's dispatcher runs
    /// the instructions without code this way); a word that does not
    /// execute goes through [`step`], which reports it.
    pub(crate) fn step(&self, program: &Program, wave: &mut Wave, steps: u64) -> Option<Status> {
        let op = program
            .index_of(wave.state.pc)
            .and_then(|i| self.ops.get(i));
        match op {
            Some(op) if run_direct(op, wave) => None,
            Some(op) if op.flags & oflag::SPECIAL == 0 => step_op(program, op, wave, steps),
            _ => step(program, wave, steps),
        }
    }
}

/// The interpreter loop over lowered ops, from `steps` completed instructions
/// to at most `max`. `ops[i]` belongs to word `i`; the last entry is the
/// out-of-range sentinel, so a fall-through off the end lands on it and every
/// index the loop holds is in bounds.
fn run_lowered(
    program: &Program,
    ops: &[Op],
    hot: &fast::HotOps,
    wave: &mut Wave,
    mut steps: u64,
    max: u64,
) -> Outcome {
    let base = program.base;
    let env = fast::Env { ops, base };
    'resolve: loop {
        let pc = wave.state.pc;
        let Some(mut i) = program.index_of(pc) else {
            let err = if steps >= max {
                step_limit(pc, max)
            } else {
                fault(program, ErrorKind::PcOutOfRange, 0, pc)
            };
            return Outcome {
                status: Status::Error(err),
                steps,
            };
        };
        loop {
            // Straight runs that fit in the budget go without the
            // per-instruction checks; the fast path stops at the first op it
            // cannot run (or that would not fit), which runs below.
            (i, steps) = fast::run(hot, &env, wave, i, steps, max);
            let pc = base.wrapping_add(4 * i as u64);
            if steps >= max {
                wave.state.pc = pc;
                return Outcome {
                    status: Status::Error(step_limit(pc, max)),
                    steps,
                };
            }
            // Every index the loop holds is in bounds (see above); `get` keeps
            // that a checked fact rather than a panic.
            let Some(op) = ops.get(i) else {
                wave.state.pc = pc;
                continue 'resolve;
            };
            // The three arms differ only in how far a fall-through moves, so
            // that on the common paths it is a constant.
            let (next, len) = if op.flags == 0 {
                (exec_outlined(op, wave, pc, steps), 1)
            } else if op.flags == oflag::LEN2 {
                (exec_outlined(op, wave, pc, steps), 2)
            } else if op.flags == oflag::FUSED && steps + 1 < max {
                // Both the op and the branch complete within the limit; a
                // fused op is straight, so it falls through.
                exec_straight(op, wave, pc, steps);
                steps += 2;
                // Two separate paths rather than a select: the branch is
                // predicted, a select would wait for the SCC just stored.
                if (wave.state.scc != 0) == (op.fz != 0) {
                    i = op.t as usize;
                    continue;
                }
                i += 2;
                continue;
            } else if op.flags == oflag::FUSED {
                (exec_outlined(op, wave, pc, steps), 1)
            } else {
                (exec_cold(op, wave, pc, steps), op.len as usize)
            };
            match next {
                Next::Seq => i += len,
                Next::Barrier => {
                    wave.state.pc = pc.wrapping_add(4 * len as u64);
                    return Outcome {
                        status: Status::Barrier,
                        steps: steps + 1,
                    };
                }
                Next::Goto(t) => i = t as usize,
                Next::Jump(to) => {
                    wave.state.pc = to;
                    steps += 1;
                    continue 'resolve;
                }
                Next::End(halted) => {
                    wave.state.pc = pc;
                    return Outcome {
                        status: if halted {
                            Status::Halted
                        } else {
                            Status::Endpgm
                        },
                        steps: steps + 1,
                    };
                }
                Next::Fault(kind, detail) => {
                    wave.state.pc = pc;
                    if let Some(status) = fault_or_hook(program, wave, kind, detail, pc) {
                        return Outcome { status, steps };
                    }
                    steps += 1;
                    continue 'resolve;
                }
            }
            steps += 1;
        }
    }
}

/// Executes the one instruction at `wave.state.pc`. `steps` is the number of
/// instructions completed before it (what `s_memtime` reads).
/// `None`: the instruction completed and the PC moved on. `Some(Endpgm | Halted)`:
/// it completed and ended the wave (the PC stays on it). `Some(Barrier)`: it
/// completed, the PC moved on, and the run stops for the workgroup's
/// scheduler. `Some(Error)`: it faulted and did not complete (the PC stays on it).
pub fn step(program: &Program, wave: &mut Wave, steps: u64) -> Option<Status> {
    let pc = wave.state.pc;
    let op = match program.fetch(pc) {
        Ok(inst) => lower(inst, pc, program),
        Err(_) => return fault_or_hook(program, wave, program.fetch_fault(pc), 0, pc),
    };
    step_op(program, &op, wave, steps)
}

/// [`step`] for `op`, the instruction at `wave.state.pc` already lowered
/// (by [`lower`]): the JIT keeps the ops it has the interpreter run in place.
pub(crate) fn step_op(program: &Program, op: &Op, wave: &mut Wave, steps: u64) -> Option<Status> {
    let pc = wave.state.pc;
    match exec_any(op, wave, pc, steps) {
        Next::Seq => {
            wave.state.pc = pc.wrapping_add(4 * op.len as u64);
            None
        }
        Next::Goto(t) => {
            wave.state.pc = program.base.wrapping_add(4 * t as u64);
            None
        }
        Next::Jump(to) => {
            wave.state.pc = to;
            None
        }
        Next::Barrier => {
            wave.state.pc = pc.wrapping_add(4 * op.len as u64);
            Some(Status::Barrier)
        }
        Next::End(halted) => Some(if halted {
            Status::Halted
        } else {
            Status::Endpgm
        }),
        Next::Fault(kind, detail) => fault_or_hook(program, wave, kind, detail, pc),
    }
}

/// A fault at `pc` (the wave's PC): the wave's hook handles it if one applies
/// (`crate::hooks::on_fault`) and `None` is returned with the PC the hook named;
/// otherwise the error.
#[cold]
fn fault_or_hook(
    program: &Program,
    wave: &mut Wave,
    kind: ErrorKind,
    detail: u64,
    pc: u64,
) -> Option<Status> {
    match crate::hooks::on_fault(program, wave, kind, detail, pc) {
        Some(Ok(next)) => {
            wave.state.pc = next;
            None
        }
        _ => Some(Status::Error(fault(program, kind, detail, pc))),
    }
}

// ---- helpers the family files share ----

/// Reads hardware register `id` as `s_getreg_b32` sees it.
pub(crate) fn hwreg_read(st: &WaveState, id: usize) -> u32 {
    let gfx9 = st.arch == Arch::Gfx9;
    match id {
        hwreg::STATUS => st.status(),
        hwreg::MODE | hwreg::TRAPSTS..=hwreg::IB_STS => st.hwreg[id],
        hwreg::SH_MEM_BASES if gfx9 => st.hwreg[id],
        16 if gfx9 => st.tba() as u32,
        17 if gfx9 => (st.tba() >> 32) as u32,
        18 if gfx9 => st.tma() as u32,
        19 if gfx9 => (st.tma() >> 32) as u32,
        _ => 0,
    }
}

/// `s_setreg*`: writes `value` into the field `h` of its register, limited to the
/// writable bits (docs/semantics.md §2, §9.13).
pub(crate) fn hwreg_write(st: &mut WaveState, h: sem::Hwreg, value: u32) {
    match h.id {
        hwreg::MODE | hwreg::TRAPSTS => {
            st.hwreg[h.id] = sem::setreg(st.hwreg[h.id], value, h, u32::MAX);
        }
        hwreg::STATUS if st.privileged() => {
            let derived = hwreg::STATUS_EXECZ | hwreg::STATUS_VCCZ;
            let new = sem::setreg(st.status(), value, h, !derived);
            if h.mask() & hwreg::STATUS_SCC != 0 {
                st.scc = new & 1;
            }
            st.hwreg[hwreg::STATUS] = new & !(derived | hwreg::STATUS_SCC);
        }
        _ => {}
    }
}

/// Pushes an entry on the fork/join stack (docs/semantics.md §8).
fn push(st: &mut WaveState, mask: u64, pc: u64) {
    let csp = st.csp();
    let k = (4 * csp) as u8;
    st.write64(k, mask);
    st.write64(k + 2, pc);
    st.set_csp(csp + 1);
}

/// `S_CBRANCH_G_FORK` / `S_CBRANCH_I_FORK` once the mask and target are known.
pub(crate) fn fork(st: &mut WaveState, mask: u64, target: u64, pc_next: u64) -> Next {
    let exec = st.exec();
    let pass = mask & exec;
    let fail = !mask & exec;
    if pass == exec {
        Next::Jump(target)
    } else if fail == exec {
        Next::Jump(pc_next)
    } else if fail.count_ones() < pass.count_ones() {
        st.set_exec(fail);
        push(st, pass, target);
        Next::Jump(pc_next)
    } else {
        st.set_exec(pass);
        push(st, fail, pc_next);
        Next::Jump(target)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn op_stays_small() {
        assert!(std::mem::size_of::<Op>() <= 80);
    }
}
