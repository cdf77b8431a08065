//! The decoded instruction: raw fields plus the opcode, small and `Copy`, so
//! programs can be decoded once and kept as a flat array.

use super::arch::Arch;
use super::opcodes::Opcode;
use super::operand::code;
use super::table::{Format, Imm, Mem};

/// Bits of [`Instruction::flags`].
pub mod mflag {
    /// SMRD/SMEM: the offset is an immediate (else a register code in `literal`).
    pub const IMM: u8 = 1;
    /// SMEM: globally coherent (atomics: return the pre-op value).
    pub const GLC: u8 = 2;
    /// The instruction carries a literal dword (8 bytes long; SMEM is always 8).
    pub const LIT: u8 = 4;
}

/// One scalar instruction. Fields that the opcode's signature does not use are 0,
/// so two equal instructions encode to the same words.
///
/// - SOP2/SOP1/SOPC/SOPK: `sdst`, `ssrc0`, `ssrc1` are operand codes; `simm16` is
///   SOPK/SOPP's immediate; `literal` is the dword after the instruction when an
///   operand is 255 (or `s_setreg_imm32_b32`'s value).
/// - `s_set_gpr_idx_on`: `ssrc1` holds the raw 4-bit mode field.
/// - SMRD/SMEM: `sdst` = SDATA, `ssrc0` = SBASE field (register pair index: the
///   base is `s[2*ssrc0]`), `ssrc1` = SMEM SOFFSET (unused), `literal` = the offset
///   (immediate, register code when `IMM` is clear, or gfx7's literal offset).
/// - Vector rows (`Format::is_vector`) keep their encoding: `word` is the first
///   dword and `literal` the second (VOP3's second half, a DPP or SDWA
///   extension word, a 32-bit literal, or the second dword of a memory
///   instruction), with `LIT` set when there is one. Each family's module
///   (`isa::vop`, `isa::vmem` ...) reads its fields from them; the scalar
///   fields stay 0.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Instruction {
    /// Which instruction, as in the opcode table.
    pub op: Opcode,
    /// The generation it was decoded or assembled for: encodings differ between them.
    pub arch: Arch,
    /// SDST (SMEM: SDATA), an operand code.
    pub sdst: u8,
    /// SSRC0 (SMEM: the SBASE field), an operand code; 255 reads the literal.
    pub ssrc0: u8,
    /// SSRC1 (`s_set_gpr_idx_on`: the mode bits), an operand code; 255 reads the literal.
    pub ssrc1: u8,
    /// Encoding bits besides the operands (a literal follows, SMEM's GLC and IMM).
    pub flags: u8,
    /// SOPK/SOPP's 16-bit immediate.
    pub simm16: u16,
    /// The dword after the instruction: a 255 operand's value, or SMEM's offset.
    pub literal: u32,
    /// A vector instruction's first dword (0 for scalar rows).
    pub word: u32,
}

impl Instruction {
    /// An instruction with every field zero.
    pub fn new(arch: Arch, op: Opcode) -> Self {
        Instruction {
            op,
            arch,
            sdst: 0,
            ssrc0: 0,
            ssrc1: 0,
            flags: 0,
            simm16: 0,
            literal: 0,
            word: 0,
        }
    }

    /// Length in 32-bit words (1 or 2).
    #[inline]
    pub fn len_words(&self) -> usize {
        if self.flags & mflag::LIT != 0
            || (self.op.format() == Format::Smem && self.arch.has_smem())
        {
            2
        } else {
            1
        }
    }

    /// Length in bytes (4 or 8).
    #[inline]
    pub fn len_bytes(&self) -> u64 {
        4 * self.len_words() as u64
    }

    /// Whether a literal dword follows, so the instruction is two words long.
    pub fn has_literal(&self) -> bool {
        self.flags & mflag::LIT != 0
    }

    /// Sign-extended SIMM16.
    pub fn simm16_i32(&self) -> i32 {
        self.simm16 as i16 as i32
    }

    /// The immediate a SOPK compare (`s_cmpk_*`) compares SDST with: SIMM16
    /// sign-extended for the `_I32` compares, zero-extended for the `_U32`
    /// ones (docs/semantics.md, SOPK).
    pub fn sopk_compare_imm(&self) -> u32 {
        use Opcode::*;
        match self.op {
            S_CMPK_EQ_I32 | S_CMPK_LG_I32 | S_CMPK_GT_I32 | S_CMPK_GE_I32 | S_CMPK_LT_I32
            | S_CMPK_LE_I32 => self.simm16 as i16 as i32 as u32,
            _ => self.simm16 as u32,
        }
    }

    /// Absolute byte address of a direct branch target (SOPP branches, `s_call_b64`,
    /// `s_cbranch_i_fork`) for an instruction at `pc`.
    pub fn branch_target(&self, pc: u64) -> Option<u64> {
        (self.op.sig().imm == Imm::Label).then(|| {
            pc.wrapping_add(4)
                .wrapping_add((self.simm16_i32() as i64 * 4) as u64)
        })
    }

    /// Scalar memory kind, when this is a memory instruction.
    pub fn mem(&self) -> Option<Mem> {
        match self.op.sig().imm {
            Imm::Mem(m) => Some(m),
            _ => None,
        }
    }

    /// Re-computes the `LIT` flag from the operands (after the assembler or a
    /// generator changed them).
    pub fn fix_literal_flag(&mut self) {
        let sig = self.op.sig();
        let lit = match self.op.format() {
            Format::Sop2 | Format::Sopc => {
                (sig.src0 > 0 && self.ssrc0 == code::LITERAL)
                    || (sig.src1 > 0 && self.ssrc1 == code::LITERAL && sig.imm != Imm::GprIdxOn)
            }
            Format::Sop1 => sig.src0 > 0 && self.ssrc0 == code::LITERAL,
            Format::Sopk => sig.imm == Imm::HwregImm32,
            Format::Sopp => false,
            // SMRD's literal offset form and a vector instruction's second
            // dword are chosen by whoever builds the instruction.
            _ => self.flags & mflag::LIT != 0,
        };
        if lit {
            self.flags |= mflag::LIT;
        } else {
            self.flags &= !mflag::LIT;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn instruction_is_small() {
        assert!(std::mem::size_of::<Instruction>() <= 20);
    }
}
