//! 64-bit values in SGPR pairs.
//!
//! GCN has no 64-bit scalar add: 64-bit arithmetic is `s_add_u32` on the low
//! halves and `s_addc_u32` on the high halves, and 64-bit operands are pairs
//! of dword registers. Lowered one dword at a time, a 64-bit counter costs two
//! adds with carry flags and every 64-bit operand a concatenation and a split.
//! Two things make such code look like the host's own 64-bit code:
//!
//! - A pair the region uses mostly as 64 bits lives in one I64 variable
//!   ("wide"); dword reads extract a half, dword writes insert one.
//! - An add (or subtract) on the low halves followed at once by the
//!   add-with-carry (subtract-with-borrow) on the high halves is one 64-bit
//!   add; its carry out is SCC after the pair, and the low add's carry, which
//!   only the second instruction reads, needs no code.

use super::Lowerer;
use crate::isa::operand::{self, code, Kind};
use crate::isa::{Arch, Format, Instruction, Opcode};
use crate::jit::region::Region;
use cranelift_codegen::ir::condcodes::IntCC;
use cranelift_codegen::ir::types::{I32, I64};
use cranelift_codegen::ir::{InstBuilder, Value};

/// Pairs by index `code / 2`.
pub(super) const PAIRS: usize = 64;

/// A register pair `(c, c + 1)` that may live in one I64 variable: ordinary
/// SGPRs, VCC and EXEC. TTMP/TBA/TMA (writes depend on STATUS.PRIV) and
/// M0/null are left as dwords.
fn pairable(arch: Arch, c: u8) -> bool {
    c.is_multiple_of(2)
        && (c < 106 || c == code::VCC_LO || c == code::EXEC_LO)
        && operand::kind(arch, c) == Some(Kind::Reg)
        && operand::kind(arch, c + 1) == Some(Kind::Reg)
}

/// Whether `lo` then `hi` is a 64-bit add or subtract done in halves that can
/// be lowered as one: the second instruction must read the first one's carry
/// (and nothing else of it), so the first must not write a source of the
/// second, and the second must not read SCC as an operand.
pub(super) fn fusable(arch: Arch, lo: &Instruction, hi: &Instruction) -> bool {
    use Opcode::*;
    let pair = matches!(
        (lo.op, hi.op),
        (S_ADD_U32, S_ADDC_U32) | (S_SUB_U32, S_SUBB_U32)
    );
    let plain = |c: u8| {
        matches!(
            operand::kind(arch, c),
            Some(Kind::Reg | Kind::Const | Kind::Literal)
        )
    };
    let dst = |c: u8| c < 106 || c == code::VCC_LO || c == code::VCC_HI || c >= code::EXEC_LO;
    pair && lo.sdst != hi.sdst
        && lo.sdst != hi.ssrc0
        && lo.sdst != hi.ssrc1
        && plain(lo.ssrc0)
        && plain(lo.ssrc1)
        && plain(hi.ssrc0)
        && plain(hi.ssrc1)
        && dst(lo.sdst)
        && dst(hi.sdst)
}

/// Chooses the wide pairs of a region: those read or written as 64 bits
/// (whole operands, or both halves of a fused add) more often than one of
/// their halves is written alone. Dword reads of a wide pair cost at most a
/// shift, dword writes a mask and an or; 64-bit uses of a dword pair cost a
/// concatenation or a split each.
pub(super) fn wide_pairs(region: &Region, arch: Arch) -> [bool; PAIRS] {
    let mut wide = [false; PAIRS];
    if region.has_relative_access() {
        // M0-relative code indexes SGPRs one dword at a time.
        return wide;
    }
    let mut as64 = [0u32; PAIRS];
    let mut writes32 = [0u32; PAIRS];
    let use64 = |c: u8, n: &mut [u32; PAIRS]| {
        if pairable(arch, c) {
            n[c as usize / 2] += 1;
        }
    };
    for b in &region.blocks {
        let mut k = 0;
        while k < b.insts.len() {
            let inst = &b.insts[k].1;
            if let Some((_, next)) = b.insts.get(k + 1) {
                if fusable(arch, inst, next) {
                    for (l, h) in [
                        (inst.ssrc0, next.ssrc0),
                        (inst.ssrc1, next.ssrc1),
                        (inst.sdst, next.sdst),
                    ] {
                        if h == l.wrapping_add(1) {
                            use64(l, &mut as64);
                        }
                    }
                    k += 2;
                    continue;
                }
            }
            k += 1;
            if !matches!(
                inst.op.format(),
                Format::Sop1 | Format::Sop2 | Format::Sopc | Format::Sopk
            ) {
                continue;
            }
            let sig = inst.op.sig();
            let has_dst = matches!(inst.op.format(), Format::Sop1 | Format::Sop2 | Format::Sopk);
            for (c, w) in [(inst.ssrc0, sig.src0), (inst.ssrc1, sig.src1)] {
                if w == 2 {
                    use64(c, &mut as64);
                }
            }
            if has_dst && inst.sdst < 128 {
                match sig.dst {
                    2 => use64(inst.sdst, &mut as64),
                    1 => use64(inst.sdst & !1, &mut writes32),
                    _ => {}
                }
            }
        }
    }
    for p in 0..PAIRS {
        wide[p] = as64[p] > writes32[p];
    }
    wide
}

impl Lowerer<'_, '_> {
    /// The 64-bit value of the dword sources `lo` (of `li`) and `hi` (of `hi_inst`).
    fn pair_src(&mut self, li: &Instruction, lo: u8, hi_inst: &Instruction, hi: u8) -> Value {
        if hi == lo.wrapping_add(1) {
            if let Some(v) = self.wide_var(lo) {
                return self.b.use_var(v);
            }
        }
        let l = self.read_src(li, lo, 1);
        let h = self.read_src(hi_inst, hi, 1);
        self.concat(l, h)
    }

    /// Lowers a fused pair (see [`fusable`]): `(hi.dst : lo.dst) = A +/- B`
    /// with SCC the 64-bit carry or borrow.
    pub(super) fn lower_fused(&mut self, lo: &Instruction, hi: &Instruction) {
        let a = self.pair_src(lo, lo.ssrc0, hi, hi.ssrc0);
        let b = self.pair_src(lo, lo.ssrc1, hi, hi.ssrc1);
        let (d, carry) = if lo.op == Opcode::S_ADD_U32 {
            // The sum wrapped iff it is below either addend; `b` is the one
            // that is often a constant (a counter's step), which leaves `a`
            // free to be overwritten by the sum.
            let d = self.b.ins().iadd(a, b);
            let c = self.b.ins().icmp(IntCC::UnsignedLessThan, d, b);
            (d, c)
        } else {
            let d = self.b.ins().isub(a, b);
            let c = self.b.ins().icmp(IntCC::UnsignedLessThan, a, b);
            (d, c)
        };
        if hi.sdst == lo.sdst.wrapping_add(1) && self.wide_var(lo.sdst).is_some() {
            self.write_dst(lo.sdst, 2, d);
        } else {
            let (l, h) = self.split(d);
            self.write_reg32(lo.sdst, l);
            self.write_reg32(hi.sdst, h);
        }
        self.set_scc(carry);
    }

    /// Dword `c` of a wide pair, extracted.
    pub(super) fn wide_half(&mut self, c: u8) -> Option<Value> {
        let v = self.wide_var(c & !1)?;
        let w = self.b.use_var(v);
        let w = if c % 2 == 1 {
            self.b.ins().ushr_imm_s(w, 32)
        } else {
            w
        };
        Some(self.b.ins().ireduce(I32, w))
    }

    /// Writes dword `c` of a wide pair; false if `c` is not in one.
    pub(super) fn set_wide_half(&mut self, c: u8, v: Value) -> bool {
        let Some(var) = self.wide_var(c & !1) else {
            return false;
        };
        let w = self.b.use_var(var);
        let x = self.b.ins().uextend(I64, v);
        let new = if c % 2 == 1 {
            let keep = self.b.ins().band_imm_s(w, 0xffff_ffff);
            let x = self.b.ins().ishl_imm_s(x, 32);
            self.b.ins().bor(keep, x)
        } else {
            let keep = self.b.ins().band_imm_s(w, !0xffff_ffffu64 as i64);
            self.b.ins().bor(keep, x)
        };
        self.define(var, new);
        true
    }
}
