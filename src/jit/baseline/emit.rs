//! The instructions the baseline tier computes itself: the two-source ALU
//! operations, moves, negation and the SOPK forms, over sources that are
//! registers, inline constants or literals and a destination that is a plain
//! register. Anything else (condition codes as sources, privileged
//! destinations, the operations below that have no row here) is run by the
//! interpreter from the code (`Emitter::call_interpreter`). The other
//! one-source rows call the row's own host function (`interp/unary.rs`,
//! `helper`), which costs a call rather than a trip through the interpreter.
//!
//! A source goes to `eax`/`rax` (S0) or `ecx`/`rcx` (S1); the result is
//! computed in `eax`/`rax` and SCC in `dl`.

use super::Emitter;
use crate::interp::unary::UnaryHelper;
use crate::isa::operand::{self, code, Kind};
use crate::isa::{Instruction, Opcode};
use crate::state::offsets;
use dynasmrt::{dynasm, DynasmApi};

pub(super) const SCC: i32 = offsets::SCC as i32;

/// Byte offset of register code `c` in the wave state.
pub(super) fn reg(c: u8) -> i32 {
    (offsets::SGPR + 4 * c as usize) as i32
}

/// Where a source's value comes from.
#[derive(Clone, Copy)]
enum Val {
    Reg(u8),
    Imm(u64),
}

/// Operand widths of a two-source operation: S0, S1 and D 32-bit; all
/// 64-bit; or S0 and D 64-bit with a 32-bit S1 (shift amounts, bit indices).
#[derive(Clone, Copy, PartialEq, Eq)]
enum Width {
    B32,
    B64,
    B64B32,
}

/// Where SCC comes from after the operation.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Scc {
    /// The carry (borrow) flag.
    Carry,
    /// The signed overflow flag.
    Overflow,
    /// Result != 0.
    Nonzero,
    /// Unchanged.
    Keep,
    /// Set by the operation itself into `dl` (compares, min/max).
    Own,
}

/// A host condition.
#[derive(Clone, Copy)]
enum Cc {
    E,
    Ne,
    L,
    Le,
    G,
    Ge,
    B,
    Be,
    A,
    Ae,
}

/// The host operation of a two-source guest operation.
#[derive(Clone, Copy)]
enum Bin {
    Add,
    Sub,
    Adc,
    Sbb,
    Mul,
    And,
    Or,
    Xor,
    Andn2,
    Orn2,
    Nand,
    Nor,
    Xnor,
    Shl,
    Shr,
    Sar,
    /// D = the source the condition picks (S0 when it holds), SCC = it.
    Pick(Cc),
    /// D = SCC ? S0 : S1.
    Cselect,
    /// SCC = the condition on S0, S1; no register written.
    Cmp(Cc),
    /// SCC = bit S1 of S0 (`true`) or its complement.
    Bit(bool),
}

/// The two-source operations computed here, with widths and SCC source
/// (docs/semantics.md for each operation's rule).
fn binary(op: Opcode) -> Option<(Bin, Width, Scc)> {
    use Bin::*;
    use Opcode::*;
    use Scc::*;
    use Width::*;
    Some(match op {
        S_ADD_U32 => (Add, B32, Carry),
        S_SUB_U32 => (Sub, B32, Carry),
        S_ADD_I32 => (Add, B32, Overflow),
        S_SUB_I32 => (Sub, B32, Overflow),
        S_ADDC_U32 => (Adc, B32, Carry),
        S_SUBB_U32 => (Sbb, B32, Carry),
        S_MIN_I32 => (Pick(Cc::L), B32, Own),
        S_MIN_U32 => (Pick(Cc::B), B32, Own),
        S_MAX_I32 => (Pick(Cc::G), B32, Own),
        S_MAX_U32 => (Pick(Cc::A), B32, Own),
        S_CSELECT_B32 => (Cselect, B32, Keep),
        S_CSELECT_B64 => (Cselect, B64, Keep),
        S_AND_B32 => (And, B32, Nonzero),
        S_OR_B32 => (Or, B32, Nonzero),
        S_XOR_B32 => (Xor, B32, Nonzero),
        S_ANDN2_B32 => (Andn2, B32, Nonzero),
        S_ORN2_B32 => (Orn2, B32, Nonzero),
        S_NAND_B32 => (Nand, B32, Nonzero),
        S_NOR_B32 => (Nor, B32, Nonzero),
        S_XNOR_B32 => (Xnor, B32, Nonzero),
        S_AND_B64 => (And, B64, Nonzero),
        S_OR_B64 => (Or, B64, Nonzero),
        S_XOR_B64 => (Xor, B64, Nonzero),
        S_ANDN2_B64 => (Andn2, B64, Nonzero),
        S_ORN2_B64 => (Orn2, B64, Nonzero),
        S_NAND_B64 => (Nand, B64, Nonzero),
        S_NOR_B64 => (Nor, B64, Nonzero),
        S_XNOR_B64 => (Xnor, B64, Nonzero),
        S_LSHL_B32 => (Shl, B32, Nonzero),
        S_LSHR_B32 => (Shr, B32, Nonzero),
        S_ASHR_I32 => (Sar, B32, Nonzero),
        S_LSHL_B64 => (Shl, B64B32, Nonzero),
        S_LSHR_B64 => (Shr, B64B32, Nonzero),
        S_ASHR_I64 => (Sar, B64B32, Nonzero),
        S_MUL_I32 => (Mul, B32, Keep),
        S_CMP_EQ_I32 | S_CMP_EQ_U32 => (Cmp(Cc::E), B32, Own),
        S_CMP_LG_I32 | S_CMP_LG_U32 => (Cmp(Cc::Ne), B32, Own),
        S_CMP_GT_I32 => (Cmp(Cc::G), B32, Own),
        S_CMP_GE_I32 => (Cmp(Cc::Ge), B32, Own),
        S_CMP_LT_I32 => (Cmp(Cc::L), B32, Own),
        S_CMP_LE_I32 => (Cmp(Cc::Le), B32, Own),
        S_CMP_GT_U32 => (Cmp(Cc::A), B32, Own),
        S_CMP_GE_U32 => (Cmp(Cc::Ae), B32, Own),
        S_CMP_LT_U32 => (Cmp(Cc::B), B32, Own),
        S_CMP_LE_U32 => (Cmp(Cc::Be), B32, Own),
        S_CMP_EQ_U64 => (Cmp(Cc::E), B64, Own),
        S_CMP_LG_U64 => (Cmp(Cc::Ne), B64, Own),
        S_BITCMP0_B32 => (Bit(false), B32, Own),
        S_BITCMP1_B32 => (Bit(true), B32, Own),
        S_BITCMP0_B64 => (Bit(false), B64B32, Own),
        S_BITCMP1_B64 => (Bit(true), B64B32, Own),
        _ => return None,
    })
}

impl Emitter<'_> {
    /// A source operand of `dwords` width, if the code can read it directly.
    fn source(&self, inst: &Instruction, c: u8, dwords: u8) -> Option<Val> {
        match operand::kind(self.arch, c)? {
            Kind::Reg if dwords < 2 || c < 127 => Some(Val::Reg(c)),
            Kind::Const => Some(Val::Imm(operand::inline_value(c, dwords).unwrap_or(0))),
            Kind::Literal => Some(Val::Imm(operand::literal_value(
                inst.op,
                inst.literal,
                dwords,
            ))),
            _ => None,
        }
    }

    /// The destination register code, if the code can write it directly:
    /// a register range inside the file and outside the privileged codes
    /// (written only in privileged mode, which the interpreter checks).
    fn destination(&self, c: u8, dwords: u8) -> Option<u8> {
        let plain = operand::kind(self.arch, c) == Some(Kind::Reg)
            && c as u32 + dwords as u32 <= 128
            && operand::privileged_part(c, dwords).is_none();
        plain.then_some(c)
    }

    /// Emits `inst` if this file computes it; `false` (nothing emitted)
    /// otherwise.
    pub(super) fn native(&mut self, inst: &Instruction) -> bool {
        use Opcode::*;
        let sig = inst.op.sig();
        if let Some((bin, width, scc)) = binary(inst.op) {
            let (w0, w1) = match width {
                Width::B32 => (1, 1),
                Width::B64 => (2, 2),
                Width::B64B32 => (2, 1),
            };
            let a = self.source(inst, inst.ssrc0, w0);
            let b = self.source(inst, inst.ssrc1, w1);
            let d = if sig.dst > 0 {
                match self.destination(inst.sdst, sig.dst) {
                    Some(d) => Some(d),
                    None => return false,
                }
            } else {
                None
            };
            let (Some(a), Some(b)) = (a, b) else {
                return false;
            };
            self.binary(inst.op, bin, width, scc, a, b, d);
            return true;
        }
        match inst.op {
            S_MOV_B32 | S_MOV_B64 | S_NOT_B32 | S_NOT_B64 | S_CMOV_B32 | S_CMOV_B64 => {
                let wide = sig.dst == 2;
                let (Some(a), Some(d)) = (
                    self.source(inst, inst.ssrc0, sig.src0),
                    self.destination(inst.sdst, sig.dst),
                ) else {
                    return false;
                };
                self.unary(inst.op, wide, a, d);
                true
            }
            S_BCNT0_I32_B32 | S_BCNT0_I32_B64 | S_BCNT1_I32_B32 | S_BCNT1_I32_B64
            | S_FF1_I32_B32 | S_FF1_I32_B64 => {
                let wide = sig.src0 == 2;
                let (Some(a), Some(d)) = (
                    self.source(inst, inst.ssrc0, sig.src0),
                    self.destination(inst.sdst, 1),
                ) else {
                    return false;
                };
                let counts = !matches!(inst.op, S_FF1_I32_B32 | S_FF1_I32_B64);
                if counts && !std::arch::is_x86_feature_detected!("popcnt") {
                    return false;
                }
                self.bit_scan(inst.op, wide, a, d);
                true
            }
            S_BFE_U32 | S_BFE_I32 => {
                let (Some(a), Some(Val::Imm(b)), Some(d)) = (
                    self.source(inst, inst.ssrc0, 1),
                    self.source(inst, inst.ssrc1, 1),
                    self.destination(inst.sdst, 1),
                ) else {
                    return false;
                };
                self.bit_field(inst.op, a, b as u32, d);
                true
            }
            S_MOVK_I32 | S_CMOVK_I32 | S_ADDK_I32 | S_MULK_I32 => {
                let Some(d) = self.destination(inst.sdst, 1) else {
                    return false;
                };
                self.sopk(inst.op, d, inst.simm16);
                true
            }
            S_CMPK_EQ_I32 | S_CMPK_LG_I32 | S_CMPK_GT_I32 | S_CMPK_GE_I32 | S_CMPK_LT_I32
            | S_CMPK_LE_I32 | S_CMPK_EQ_U32 | S_CMPK_LG_U32 | S_CMPK_GT_U32 | S_CMPK_GE_U32
            | S_CMPK_LT_U32 | S_CMPK_LE_U32 => {
                // The register named by SDST is the first source; SOPK's SDST
                // field is 7 bits, a register code.
                let k = inst.sopk_compare_imm();
                let cc = match inst.op {
                    S_CMPK_EQ_I32 | S_CMPK_EQ_U32 => Cc::E,
                    S_CMPK_LG_I32 | S_CMPK_LG_U32 => Cc::Ne,
                    S_CMPK_GT_I32 => Cc::G,
                    S_CMPK_GE_I32 => Cc::Ge,
                    S_CMPK_LT_I32 => Cc::L,
                    S_CMPK_LE_I32 => Cc::Le,
                    S_CMPK_GT_U32 => Cc::A,
                    S_CMPK_GE_U32 => Cc::Ae,
                    S_CMPK_LT_U32 => Cc::B,
                    _ => Cc::Be,
                };
                let a = Val::Reg(inst.sdst & 127);
                self.binary(
                    inst.op,
                    Bin::Cmp(cc),
                    Width::B32,
                    Scc::Own,
                    a,
                    Val::Imm(k as u64),
                    None,
                );
                true
            }
            op => match crate::interp::unary::helper(op) {
                Some(h) => self.call_row(inst, h),
                None => false,
            },
        }
    }

    /// Another one-source row (`interp/unary.rs`): a call of the row's own
    /// function with S0 in `rdi` (and the old EXEC in `rsi` for the
    /// EXEC-save forms), the result in `rax`; `false` (nothing emitted) when
    /// an operand is not a plain register or constant. The call clobbers
    /// only scratch registers, and nothing is cached in them.
    fn call_row(&mut self, inst: &Instruction, h: UnaryHelper) -> bool {
        let exec = reg(code::EXEC_LO);
        let (src64, dst64) = match h {
            UnaryHelper::Pure { src64, dst64, .. } => (src64, dst64),
            UnaryHelper::Exec { .. } => (true, true),
        };
        let (Some(a), Some(d)) = (
            self.source(inst, inst.ssrc0, 1 + src64 as u8),
            self.destination(inst.sdst, 1 + dst64 as u8),
        ) else {
            return false;
        };
        match a {
            Val::Reg(c) if src64 => dynasm!(self.a ; .arch x64 ; mov rdi, QWORD [rbx + reg(c)]),
            Val::Reg(c) => dynasm!(self.a ; .arch x64 ; mov edi, DWORD [rbx + reg(c)]),
            Val::Imm(k) if src64 => dynasm!(self.a ; .arch x64 ; mov rdi, QWORD k as i64),
            Val::Imm(k) => dynasm!(self.a ; .arch x64 ; mov edi, k as u32 as i32),
        }
        match h {
            UnaryHelper::Pure { f, nonzero, .. } => {
                dynasm!(self.a
                    ; .arch x64
                    ; mov rax, QWORD f as usize as i64
                    ; call rax
                );
                if nonzero {
                    dynasm!(self.a ; .arch x64 ; test rax, rax ; setnz dl);
                }
                self.store(inst.op, d, dst64);
                if nonzero {
                    self.store_scc(inst.op, false);
                }
            }
            UnaryHelper::Exec { f, wrexec } => {
                dynasm!(self.a
                    ; .arch x64
                    ; mov rsi, QWORD [rbx + exec]
                    ; mov rax, QWORD f as usize as i64
                    ; call rax
                    ; mov rcx, QWORD [rbx + exec]
                    ; mov QWORD [rbx + exec], rax
                    ; test rax, rax
                    ; setnz dl
                );
                // D after EXEC: an SDST of EXEC ends with D's value.
                if !wrexec {
                    dynasm!(self.a ; .arch x64 ; mov rax, rcx);
                }
                self.store(inst.op, d, true);
                self.store_scc(inst.op, false);
            }
        }
        true
    }

    /// Loads a source into host register `r` (0 `eax`/`rax`, 1 `ecx`/`rcx`).
    fn load(&mut self, r: u8, v: Val, wide: bool) {
        match (v, wide, r) {
            (Val::Reg(c), false, 0) => dynasm!(self.a ; .arch x64 ; mov eax, DWORD [rbx + reg(c)]),
            (Val::Reg(c), false, _) => dynasm!(self.a ; .arch x64 ; mov ecx, DWORD [rbx + reg(c)]),
            (Val::Reg(c), true, 0) => dynasm!(self.a ; .arch x64 ; mov rax, QWORD [rbx + reg(c)]),
            (Val::Reg(c), true, _) => dynasm!(self.a ; .arch x64 ; mov rcx, QWORD [rbx + reg(c)]),
            (Val::Imm(k), false, 0) => dynasm!(self.a ; .arch x64 ; mov eax, k as u32 as i32),
            (Val::Imm(k), false, _) => dynasm!(self.a ; .arch x64 ; mov ecx, k as u32 as i32),
            (Val::Imm(k), true, 0) => dynasm!(self.a ; .arch x64 ; mov rax, QWORD k as i64),
            (Val::Imm(k), true, _) => dynasm!(self.a ; .arch x64 ; mov rcx, QWORD k as i64),
        }
    }

    /// Stores `eax`/`rax` to register code `d` (flipping bit 0 first for the
    /// test hook).
    fn store(&mut self, op: Opcode, d: u8, wide: bool) {
        if self.sabotaged(op) {
            dynasm!(self.a ; .arch x64 ; xor eax, 1);
        }
        if wide {
            dynasm!(self.a ; .arch x64 ; mov QWORD [rbx + reg(d)], rax);
        } else {
            dynasm!(self.a ; .arch x64 ; mov DWORD [rbx + reg(d)], eax);
        }
    }

    /// Stores `dl` (0 or 1) as SCC; for an operation without a register
    /// result the test hook flips it.
    fn store_scc(&mut self, op: Opcode, flip: bool) {
        if flip && self.sabotaged(op) {
            dynasm!(self.a ; .arch x64 ; xor dl, 1);
        }
        dynasm!(self.a
            ; .arch x64
            ; movzx edx, dl
            ; mov DWORD [rbx + SCC], edx
        );
    }

    /// `dl` = the condition on the flags.
    fn set(&mut self, cc: Cc) {
        match cc {
            Cc::E => dynasm!(self.a ; .arch x64 ; sete dl),
            Cc::Ne => dynasm!(self.a ; .arch x64 ; setne dl),
            Cc::L => dynasm!(self.a ; .arch x64 ; setl dl),
            Cc::Le => dynasm!(self.a ; .arch x64 ; setle dl),
            Cc::G => dynasm!(self.a ; .arch x64 ; setg dl),
            Cc::Ge => dynasm!(self.a ; .arch x64 ; setge dl),
            Cc::B => dynasm!(self.a ; .arch x64 ; setb dl),
            Cc::Be => dynasm!(self.a ; .arch x64 ; setbe dl),
            Cc::A => dynasm!(self.a ; .arch x64 ; seta dl),
            Cc::Ae => dynasm!(self.a ; .arch x64 ; setae dl),
        }
    }

    /// Sets the carry flag to SCC != 0 (for `adc`/`sbb`), without touching
    /// `eax`/`ecx`.
    fn carry_from_scc(&mut self) {
        dynasm!(self.a
            ; .arch x64
            ; mov edx, DWORD [rbx + SCC]
            ; neg edx
        );
    }

    #[allow(
        clippy::too_many_arguments,
        reason = "one operation's full description"
    )]
    fn binary(
        &mut self,
        op: Opcode,
        bin: Bin,
        width: Width,
        scc: Scc,
        a: Val,
        b: Val,
        d: Option<u8>,
    ) {
        let wide = width != Width::B32;
        self.load(0, a, wide);
        self.load(1, b, width == Width::B64);
        self.operate(bin, wide);
        match scc {
            Scc::Carry => dynasm!(self.a ; .arch x64 ; setc dl),
            Scc::Overflow => dynasm!(self.a ; .arch x64 ; seto dl),
            Scc::Nonzero if wide => dynasm!(self.a ; .arch x64 ; test rax, rax ; setnz dl),
            Scc::Nonzero => dynasm!(self.a ; .arch x64 ; test eax, eax ; setnz dl),
            Scc::Keep | Scc::Own => {}
        }
        if let Some(d) = d {
            self.store(op, d, width != Width::B32);
        }
        if scc != Scc::Keep {
            self.store_scc(op, d.is_none());
        }
    }

    /// `eax`/`rax` = `op(eax, ecx)`, leaving the flags (or `dl`) as the SCC
    /// rule reads them.
    fn operate(&mut self, bin: Bin, wide: bool) {
        match (bin, wide) {
            (Bin::Add, false) => dynasm!(self.a ; .arch x64 ; add eax, ecx),
            (Bin::Sub, false) => dynasm!(self.a ; .arch x64 ; sub eax, ecx),
            (Bin::Adc, _) => {
                self.carry_from_scc();
                dynasm!(self.a ; .arch x64 ; adc eax, ecx);
            }
            (Bin::Sbb, _) => {
                self.carry_from_scc();
                dynasm!(self.a ; .arch x64 ; sbb eax, ecx);
            }
            (Bin::Mul, _) => dynasm!(self.a ; .arch x64 ; imul eax, ecx),
            (Bin::And, false) => dynasm!(self.a ; .arch x64 ; and eax, ecx),
            (Bin::And, true) => dynasm!(self.a ; .arch x64 ; and rax, rcx),
            (Bin::Or, false) => dynasm!(self.a ; .arch x64 ; or eax, ecx),
            (Bin::Or, true) => dynasm!(self.a ; .arch x64 ; or rax, rcx),
            (Bin::Xor, false) => dynasm!(self.a ; .arch x64 ; xor eax, ecx),
            (Bin::Xor, true) => dynasm!(self.a ; .arch x64 ; xor rax, rcx),
            (Bin::Andn2, false) => dynasm!(self.a ; .arch x64 ; not ecx ; and eax, ecx),
            (Bin::Andn2, true) => dynasm!(self.a ; .arch x64 ; not rcx ; and rax, rcx),
            (Bin::Orn2, false) => dynasm!(self.a ; .arch x64 ; not ecx ; or eax, ecx),
            (Bin::Orn2, true) => dynasm!(self.a ; .arch x64 ; not rcx ; or rax, rcx),
            (Bin::Nand, false) => dynasm!(self.a ; .arch x64 ; and eax, ecx ; not eax),
            (Bin::Nand, true) => dynasm!(self.a ; .arch x64 ; and rax, rcx ; not rax),
            (Bin::Nor, false) => dynasm!(self.a ; .arch x64 ; or eax, ecx ; not eax),
            (Bin::Nor, true) => dynasm!(self.a ; .arch x64 ; or rax, rcx ; not rax),
            (Bin::Xnor, false) => dynasm!(self.a ; .arch x64 ; xor eax, ecx ; not eax),
            (Bin::Xnor, true) => dynasm!(self.a ; .arch x64 ; xor rax, rcx ; not rax),
            // The host masks the count as the guest does: 5 bits for 32-bit
            // operands, 6 for 64-bit ones.
            (Bin::Shl, false) => dynasm!(self.a ; .arch x64 ; shl eax, cl),
            (Bin::Shl, true) => dynasm!(self.a ; .arch x64 ; shl rax, cl),
            (Bin::Shr, false) => dynasm!(self.a ; .arch x64 ; shr eax, cl),
            (Bin::Shr, true) => dynasm!(self.a ; .arch x64 ; shr rax, cl),
            (Bin::Sar, false) => dynasm!(self.a ; .arch x64 ; sar eax, cl),
            (Bin::Sar, true) => dynasm!(self.a ; .arch x64 ; sar rax, cl),
            (Bin::Pick(cc), _) => {
                // SCC = cond(S0, S1); D = S0 if it holds, else S1.
                dynasm!(self.a ; .arch x64 ; cmp eax, ecx);
                self.set(cc);
                dynasm!(self.a ; .arch x64 ; test dl, dl ; cmovz eax, ecx);
            }
            (Bin::Cselect, false) => dynasm!(self.a
                ; .arch x64
                ; cmp DWORD [rbx + SCC], 0
                ; cmove eax, ecx
            ),
            (Bin::Cselect, true) => dynasm!(self.a
                ; .arch x64
                ; cmp DWORD [rbx + SCC], 0
                ; cmove rax, rcx
            ),
            (Bin::Cmp(cc), false) => {
                dynasm!(self.a ; .arch x64 ; cmp eax, ecx);
                self.set(cc);
            }
            (Bin::Cmp(cc), true) => {
                dynasm!(self.a ; .arch x64 ; cmp rax, rcx);
                self.set(cc);
            }
            (Bin::Bit(one), false) => {
                dynasm!(self.a ; .arch x64 ; bt eax, ecx);
                self.bit(one);
            }
            (Bin::Bit(one), true) => {
                dynasm!(self.a ; .arch x64 ; bt rax, rcx);
                self.bit(one);
            }
            // Only 32-bit rows use these.
            (Bin::Add | Bin::Sub, true) => unreachable!("no 64-bit add or sub row"),
        }
    }

    /// `dl` = the carry flag (`bt`'s bit) or its complement.
    fn bit(&mut self, one: bool) {
        if one {
            dynasm!(self.a ; .arch x64 ; setc dl);
        } else {
            dynasm!(self.a ; .arch x64 ; setnc dl);
        }
    }

    /// `s_mov`, `s_not` and `s_cmov`, 32- or 64-bit.
    fn unary(&mut self, op: Opcode, wide: bool, a: Val, d: u8) {
        use Opcode::*;
        self.load(0, a, wide);
        match op {
            S_NOT_B32 | S_NOT_B64 => {
                if wide {
                    dynasm!(self.a ; .arch x64 ; not rax ; test rax, rax ; setnz dl);
                } else {
                    dynasm!(self.a ; .arch x64 ; not eax ; test eax, eax ; setnz dl);
                }
                self.store(op, d, wide);
                self.store_scc(op, false);
            }
            S_CMOV_B32 | S_CMOV_B64 => {
                // D keeps its value when SCC is 0.
                self.load(1, Val::Reg(d), wide);
                if wide {
                    dynasm!(self.a ; .arch x64 ; cmp DWORD [rbx + SCC], 0 ; cmove rax, rcx);
                } else {
                    dynasm!(self.a ; .arch x64 ; cmp DWORD [rbx + SCC], 0 ; cmove eax, ecx);
                }
                self.store(op, d, wide);
            }
            _ => self.store(op, d, wide),
        }
    }

    /// `s_bcnt0/1_i32_b32/b64` (SCC = count != 0) and `s_ff1_i32_b32/b64`
    /// (the lowest set bit's index, or -1 for 0; SCC unchanged).
    fn bit_scan(&mut self, op: Opcode, wide: bool, a: Val, d: u8) {
        use Opcode::*;
        self.load(0, a, wide);
        match (op, wide) {
            (S_FF1_I32_B32, _) => dynasm!(self.a
                ; .arch x64
                ; mov ecx, -1
                ; bsf eax, eax
                ; cmovz eax, ecx
            ),
            (S_FF1_I32_B64, _) => dynasm!(self.a
                ; .arch x64
                ; mov ecx, -1
                ; bsf rax, rax
                ; cmovz eax, ecx
            ),
            (S_BCNT0_I32_B32, _) => dynasm!(self.a ; .arch x64 ; not eax ; popcnt eax, eax),
            (S_BCNT0_I32_B64, _) => dynasm!(self.a ; .arch x64 ; not rax ; popcnt rax, rax),
            (_, false) => dynasm!(self.a ; .arch x64 ; popcnt eax, eax),
            (_, true) => dynasm!(self.a ; .arch x64 ; popcnt rax, rax),
        }
        let scc = !matches!(op, S_FF1_I32_B32 | S_FF1_I32_B64);
        if scc {
            dynasm!(self.a ; .arch x64 ; test eax, eax ; setnz dl);
        }
        self.store(op, d, false);
        if scc {
            self.store_scc(op, false);
        }
    }

    /// `s_bfe_u32`/`s_bfe_i32` with a constant S1: the field at offset
    /// `S1[4:0]`, `S1[22:16]` bits wide, zero- or sign-extended (a width of
    /// 0 gives 0, one of 32 or more the whole shifted value); SCC = result != 0.
    fn bit_field(&mut self, op: Opcode, a: Val, b: u32, d: u8) {
        let (o, w) = ((b & 31) as i8, (b >> 16) & 0x7F);
        self.load(0, a, false);
        if w == 0 {
            dynasm!(self.a ; .arch x64 ; xor eax, eax);
        } else if op == Opcode::S_BFE_U32 {
            dynasm!(self.a ; .arch x64 ; shr eax, o);
            if w < 32 {
                let mask = ((1u32 << w) - 1) as i32;
                dynasm!(self.a ; .arch x64 ; and eax, mask);
            }
        } else {
            dynasm!(self.a ; .arch x64 ; sar eax, o);
            if w < 32 {
                let up = (32 - w) as i8;
                dynasm!(self.a ; .arch x64 ; shl eax, up ; sar eax, up);
            }
        }
        dynasm!(self.a ; .arch x64 ; test eax, eax ; setnz dl);
        self.store(op, d, false);
        self.store_scc(op, false);
    }

    /// `s_movk_i32`, `s_cmovk_i32`, `s_addk_i32`, `s_mulk_i32`: D = op(D,
    /// sign-extended SIMM16).
    fn sopk(&mut self, op: Opcode, d: u8, simm16: u16) {
        use Opcode::*;
        let k = simm16 as i16 as i32;
        match op {
            S_MOVK_I32 => dynasm!(self.a ; .arch x64 ; mov eax, k),
            S_CMOVK_I32 => dynasm!(self.a
                ; .arch x64
                ; mov eax, DWORD [rbx + reg(d)]
                ; mov ecx, k
                ; cmp DWORD [rbx + SCC], 0
                ; cmovne eax, ecx
            ),
            S_ADDK_I32 => dynasm!(self.a
                ; .arch x64
                ; mov eax, DWORD [rbx + reg(d)]
                ; add eax, k
                ; seto dl
            ),
            _ => dynasm!(self.a
                ; .arch x64
                ; imul eax, DWORD [rbx + reg(d)], k
            ),
        }
        self.store(op, d, false);
        if op == S_ADDK_I32 {
            self.store_scc(op, false);
        }
    }
}
