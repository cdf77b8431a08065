//! Words → instructions. Never panics: every word either decodes or gives a
//! `DecodeError` naming the byte offset and the word.

use super::arch::Arch;
use super::inst::{mflag, Instruction};
use super::opcodes::Opcode;
use super::operand::{self, code, Role};
use super::table::{Format, Imm, Mem};
use super::target::Target;

/// Why a word is not a scalar instruction of the chosen generation.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum DecodeErrorKind {
    #[error("vector instruction: not supported")]
    Vector,
    #[error("unknown {fmt} opcode {num}", fmt = .0.name(), num = .1)]
    UnknownOpcode(Format, u16),
    #[error("{m} is not an instruction of {a}", m = .0.mnemonic(), a = .1)]
    NotOnArch(Opcode, Arch),
    #[error("literal cut off at the end of the code")]
    TruncatedLiteral,
    #[error("illegal operand code {code} in {field}: {why}")]
    IllegalOperand {
        field: &'static str,
        code: u8,
        why: &'static str,
    },
    #[error("unsupported field: {0}")]
    Unsupported(&'static str),
    #[error("unused field {0} is not zero")]
    NonZeroUnused(&'static str),
    #[error("no instruction: the address is past the end of the code")]
    OutOfCode,
}

/// A decode failure at a byte offset.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("at 0x{offset:06x}: word {word:08x}: {kind}")]
pub struct DecodeError {
    /// Byte address of the word (program base included).
    pub offset: u64,
    pub word: u32,
    pub kind: DecodeErrorKind,
}

/// Decodes the instruction starting at `words[0]`. `offset` is only used in
/// errors. The instructions are those of the generation's default processor
/// (`Target::base`); [`decode_for`] takes a processor's features.
pub fn decode(arch: Arch, words: &[u32], offset: u64) -> Result<Instruction, DecodeError> {
    decode_for(Target::base(arch), words, offset)
}

/// [`decode`] for a processor: rows that need a processor feature
/// (`v_fmac_f32`, `v_dot*` on gfx906) decode when `target` has it
/// (docs/isa.md, "Processor features (gfx906)").
pub fn decode_for(target: Target, words: &[u32], offset: u64) -> Result<Instruction, DecodeError> {
    decode_with(target, words, offset, true)
}

/// [`decode`] as the hardware reads code, for code objects: a literal
/// holding a value an inline constant could express is accepted (relocations
/// such as `sym@rel32@hi` routinely produce one) although no assembly text
/// spells it; [`decode`] rejects it so that its results round-trip.
pub fn decode_code(arch: Arch, words: &[u32], offset: u64) -> Result<Instruction, DecodeError> {
    decode_code_for(Target::base(arch), words, offset)
}

/// [`decode_code`] for a processor (as [`decode_for`]).
pub fn decode_code_for(
    target: Target,
    words: &[u32],
    offset: u64,
) -> Result<Instruction, DecodeError> {
    decode_with(target, words, offset, false)
}

fn decode_with(
    target: Target,
    words: &[u32],
    offset: u64,
    canonical: bool,
) -> Result<Instruction, DecodeError> {
    let Some(&w) = words.first() else {
        return Err(DecodeError {
            offset,
            word: 0,
            kind: DecodeErrorKind::OutOfCode,
        });
    };
    let next = words.get(1).copied();
    decode_word(target, w, next, canonical).map_err(|kind| DecodeError {
        offset,
        word: w,
        kind,
    })
}

/// Decodes a whole word sequence; stops at the first error.
pub fn decode_all(arch: Arch, words: &[u32], base: u64) -> Result<Vec<Instruction>, DecodeError> {
    let mut out = Vec::new();
    let mut i = 0;
    while i < words.len() {
        let inst = decode(arch, &words[i..], base + 4 * i as u64)?;
        i += inst.len_words();
        out.push(inst);
    }
    Ok(out)
}

/// The format of a first word, if it is a scalar format on `arch`.
pub fn format_of(arch: Arch, w: u32) -> Option<Format> {
    match w >> 23 {
        0x17D => return Some(Format::Sop1),
        0x17E => return Some(Format::Sopc),
        0x17F => return Some(Format::Sopp),
        _ => {}
    }
    if w >> 28 == 0b1011 {
        return Some(Format::Sopk);
    }
    if w >> 30 == 0b10 {
        return Some(Format::Sop2);
    }
    let smem = if arch.has_smem() {
        w >> 26 == 0b110000
    } else {
        w >> 27 == 0b11000
    };
    smem.then_some(Format::Smem)
}

fn field(w: u32, lo: u32, bits: u32) -> u32 {
    (w >> lo) & ((1u32 << bits) - 1)
}

fn decode_word(
    target: Target,
    w: u32,
    next: Option<u32>,
    canonical: bool,
) -> Result<Instruction, DecodeErrorKind> {
    let arch = target.arch;
    let Some(format) = format_of(arch, w) else {
        return super::vector::decode_inst(target, w, next, canonical);
    };
    let num = match format {
        Format::Sop2 => field(w, 23, 7),
        Format::Sopk => field(w, 23, 5),
        Format::Sop1 => field(w, 8, 8),
        Format::Sopc | Format::Sopp => field(w, 16, 7),
        Format::Smem if arch.has_smem() => field(w, 18, 8),
        Format::Smem => field(w, 22, 5),
        // `format_of` names scalar formats only.
        _ => return super::vector::decode_inst(target, w, next, canonical),
    } as u16;
    let op = match Opcode::lookup(arch, format, num) {
        Some(op) => op,
        None => {
            // Name the instruction if another generation has it at this number.
            let other = Arch::ALL
                .iter()
                .find_map(|&a| Opcode::lookup(a, format, num).filter(|o| o.number(arch).is_none()));
            return Err(match other {
                Some(o) => DecodeErrorKind::NotOnArch(o, arch),
                None => DecodeErrorKind::UnknownOpcode(format, num),
            });
        }
    };
    let mut inst = Instruction::new(arch, op);
    let sig = op.sig();
    match format {
        Format::Sop2 | Format::Sop1 | Format::Sopc => {
            let (d, s0, s1) = match format {
                Format::Sop2 => (field(w, 16, 7), field(w, 0, 8), field(w, 8, 8)),
                Format::Sop1 => (field(w, 16, 7), field(w, 0, 8), 0),
                _ => (0, field(w, 0, 8), field(w, 8, 8)),
            };
            // An unused SDST or SSRC0 is ignored by the hardware (and by
            // LLVM's disassembler); only the canonical decode refuses it.
            if sig.dst > 0 {
                inst.sdst = reg_operand(arch, d as u8, sig.dst, Role::Dst, "SDST")?;
            } else if canonical {
                unused(d, "SDST")?;
            }
            if sig.src0 > 0 {
                inst.ssrc0 = reg_operand(arch, s0 as u8, sig.src0, Role::Src, "SSRC0")?;
            } else if canonical {
                unused(s0, "SSRC0")?;
            }
            if sig.imm == Imm::GprIdxOn {
                // The mode has four bits; llvm-mc prints larger values in hex but
                // its assembler rejects them, so they have no text form.
                if s1 > 0xF {
                    return Err(DecodeErrorKind::IllegalOperand {
                        field: "SSRC1",
                        code: s1 as u8,
                        why: "gpr_idx mode has only 4 bits",
                    });
                }
                inst.ssrc1 = s1 as u8;
            } else if sig.src1 > 0 {
                inst.ssrc1 = reg_operand(arch, s1 as u8, sig.src1, Role::Src, "SSRC1")?;
            }
            if src0_register_only(op)
                && !super::operand::register_only_ok(arch, inst.ssrc0, sig.src0)
            {
                return Err(DecodeErrorKind::IllegalOperand {
                    field: "SSRC0",
                    code: inst.ssrc0,
                    why: "the source names a register (an address or a saved mask), not a value",
                });
            }
        }
        Format::Sopk => {
            inst.simm16 = field(w, 0, 16) as u16;
            if sig.dst > 0 {
                // SOPK's SDST field names a register even when it is only read.
                inst.sdst = reg_operand(arch, field(w, 16, 7) as u8, sig.dst, Role::Dst, "SDST")?;
            } else if canonical {
                unused(field(w, 16, 7), "SDST")?;
            }
            if sig.imm == Imm::HwregImm32 {
                inst.literal = next.ok_or(DecodeErrorKind::TruncatedLiteral)?;
            }
        }
        Format::Sopp => {
            inst.simm16 = field(w, 0, 16) as u16;
            // Hardware ignores SIMM16 here; llvm-mc neither decodes nor assembles a
            // non-zero one (s_endpgm excepted), so there is no text for it.
            if sig.imm == Imm::Ignored && op != Opcode::S_ENDPGM {
                unused(inst.simm16 as u32, "SIMM16")?;
            }
            if sig.imm == Imm::GprIdx {
                unused(inst.simm16 as u32 >> 4, "SIMM16[15:4]")?;
            }
        }
        Format::Smem if arch.has_smem() => decode_smem(arch, w, next, &mut inst, canonical)?,
        Format::Smem => decode_smrd(arch, w, next, &mut inst)?,
        // `format_of` names scalar formats only.
        _ => return super::vector::decode_inst(target, w, next, canonical),
    }
    inst.fix_literal_flag();
    if inst.has_literal() && format != Format::Smem {
        inst.literal = next.ok_or(DecodeErrorKind::TruncatedLiteral)?;
        // A literal holding a value that an inline constant expresses has no
        // spelling of its own (llvm-mc prints and re-assembles it as the inline
        // constant), so it could not round-trip through text: non-canonical.
        let srcs = [(inst.ssrc0, sig.src0), (inst.ssrc1, sig.src1)];
        if canonical {
            for (c, w) in srcs {
                if w > 0
                    && c == code::LITERAL
                    && operand::inline_code(arch, inst.literal as u64, w).is_some()
                {
                    return Err(DecodeErrorKind::Unsupported(
                        "literal with the value of an inline constant",
                    ));
                }
            }
        }
    }
    Ok(inst)
}

/// Instructions whose SSRC0 names a register rather than giving a value
/// (relative addressing, a jump address, a saved fork mask): llvm-mc accepts
/// only registers there, so constants have no text form.
pub fn src0_register_only(op: Opcode) -> bool {
    matches!(
        op,
        Opcode::S_MOVRELS_B32
            | Opcode::S_MOVRELS_B64
            | Opcode::S_CBRANCH_JOIN
            | Opcode::S_SETPC_B64
            | Opcode::S_RFE_B64
    )
}

/// A field the instruction does not use must be zero. The LLVM decoder ignores
/// such bits, but then the words cannot be re-assembled, so decode -> encode
/// would not be the identity: they are rejected as non-canonical encodings.
fn unused(v: u32, field: &'static str) -> Result<(), DecodeErrorKind> {
    if v == 0 {
        Ok(())
    } else {
        Err(DecodeErrorKind::NonZeroUnused(field))
    }
}

/// Validates an operand code. Misaligned register ranges are errors: the
/// manuals forbid them and the assembler cannot write them (the LLVM decoder
/// silently clears the low bits instead).
fn reg_operand(
    arch: Arch,
    c: u8,
    dwords: u8,
    role: Role,
    field: &'static str,
) -> Result<u8, DecodeErrorKind> {
    operand::check(arch, c, dwords, role)
        .map(|_| c)
        .map_err(|why| DecodeErrorKind::IllegalOperand {
            field,
            code: c,
            why,
        })
}

fn mem_operands(
    arch: Arch,
    inst: &mut Instruction,
    sdata: u8,
    sbase: u8,
) -> Result<(), DecodeErrorKind> {
    let sig = inst.op.sig();
    if sig.dst > 0 {
        inst.sdst = reg_operand(arch, sdata, sig.dst, Role::Dst, "SDATA")?;
        if let Some(why) = super::operand::smem_data_forbidden(sdata, sig.dst) {
            return Err(DecodeErrorKind::IllegalOperand {
                field: "SDATA",
                code: sdata,
                why,
            });
        }
    } else {
        unused(sdata as u32, "SDATA")?;
    }
    if sig.src0 > 0 {
        reg_operand(arch, sbase * 2, sig.src0, Role::Src, "SBASE")?;
        inst.ssrc0 = sbase;
    } else {
        unused(sbase as u32, "SBASE")?;
    }
    Ok(())
}

fn decode_smrd(
    arch: Arch,
    w: u32,
    next: Option<u32>,
    inst: &mut Instruction,
) -> Result<(), DecodeErrorKind> {
    let m = inst.mem().unwrap_or(Mem::Cache);
    let offset = field(w, 0, 8);
    let imm = field(w, 8, 1) != 0;
    mem_operands(arch, inst, field(w, 15, 7) as u8, field(w, 9, 6) as u8)?;
    if matches!(m, Mem::Time | Mem::Cache) {
        return unused(field(w, 0, 9), "OFFSET");
    }
    if imm {
        inst.flags |= mflag::IMM;
        inst.literal = offset;
    } else if offset == code::LITERAL as u32 && arch == Arch::Gfx7 {
        inst.flags |= mflag::LIT;
        inst.literal = next.ok_or(DecodeErrorKind::TruncatedLiteral)?;
        // An offset that fits the 8-bit field has no spelling of its own in the
        // assembly syntax (the assembler picks the short form), so it cannot
        // round-trip through text.
        if inst.literal <= 0xFF {
            return Err(DecodeErrorKind::Unsupported(
                "SMRD literal offset that fits the 8-bit immediate",
            ));
        }
    } else {
        inst.literal = smem_offset_reg(arch, offset as u8)? as u32;
    }
    Ok(())
}

fn smem_offset_reg(arch: Arch, c: u8) -> Result<u8, DecodeErrorKind> {
    match operand::kind(arch, c) {
        Some(operand::Kind::Reg) => Ok(c),
        _ => Err(DecodeErrorKind::IllegalOperand {
            field: "OFFSET",
            code: c,
            why: "offset register must be an SGPR, VCC, TTMP, M0 or EXEC half",
        }),
    }
}

fn decode_smem(
    arch: Arch,
    w: u32,
    next: Option<u32>,
    inst: &mut Instruction,
    canonical: bool,
) -> Result<(), DecodeErrorKind> {
    let w1 = next.ok_or(DecodeErrorKind::TruncatedLiteral)?;
    let m = inst.mem().unwrap_or(Mem::Cache);
    // Bits 13..15 are unused on gfx8 and bit 13 on gfx9, where bits 14 and
    // 15 are SOE and NV (meaningful to the hardware, not modelled). The
    // hardware ignores unused bits and so does LLVM's disassembler; only the
    // canonical decode refuses them (docs/isa.md §11).
    if arch == Arch::Gfx9 && (field(w, 14, 1) != 0 || field(w, 15, 1) != 0) {
        return Err(DecodeErrorKind::Unsupported(
            "SMEM SOE/NV bits (scalar offset, non-volatile)",
        ));
    }
    if canonical {
        unused(field(w, 13, 1), "SMEM bit 13")?;
        unused(field(w, 14, 2), "SMEM bits 14-15 (unused on gfx8)")?;
    }
    let glc = field(w, 16, 1) != 0;
    let imm = field(w, 17, 1) != 0;
    let sdata = field(w, 6, 7) as u8;
    match m {
        Mem::Time | Mem::Cache => {
            mem_operands(arch, inst, sdata, field(w, 0, 6) as u8)?;
            unused(field(w, 16, 2), "GLC/IMM")?;
            return unused(w1, "OFFSET");
        }
        Mem::Probe | Mem::ProbeBuffer => {
            // SDATA holds the probe level, not a register: llvm-mc 14
            // writes and reads all 7 bits (docs/assembler.md).
            inst.sdst = sdata;
            let sbase = field(w, 0, 6) as u8;
            reg_operand(arch, sbase * 2, inst.op.sig().src0, Role::Src, "SBASE")?;
            inst.ssrc0 = sbase;
            // The probes have no GLC: llvm-mc's assembler refuses `glc` on
            // them and its disassembler prints the word without it, so the
            // bit is one the hardware ignores (docs/isa.md §11).
            if glc && canonical {
                unused(1, "GLC")?;
            }
        }
        _ => mem_operands(arch, inst, sdata, field(w, 0, 6) as u8)?,
    }
    if glc && !matches!(m, Mem::Probe | Mem::ProbeBuffer) {
        inst.flags |= mflag::GLC;
    }
    // gfx8 offsets are 20 bits; gfx9's are 21, signed except for buffer
    // accesses, whose 20-bit unsigned offset leaves bit 20 unusable (llvm-mc
    // prints such words as negative offsets that its assembler then rejects).
    let bits = if arch == Arch::Gfx9 && !m.is_buffer() {
        21
    } else {
        20
    };
    // The offset's bits above its field are ignored likewise.
    if imm {
        if canonical {
            unused(w1 >> bits, "OFFSET high bits")?;
        }
        inst.flags |= mflag::IMM;
        inst.literal = w1 & ((1 << bits) - 1);
    } else {
        if canonical {
            unused(w1 >> 7, "OFFSET high bits")?;
        }
        inst.literal = smem_offset_reg(arch, (w1 & 0x7F) as u8)? as u32;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::isa::encode::encode;

    fn roundtrip(arch: Arch, words: &[u32]) -> Instruction {
        let inst = decode(arch, words, 0).unwrap();
        assert_eq!(encode(&inst).unwrap(), words, "{inst:?}");
        inst
    }

    #[test]
    fn known_encodings_from_opcodes_md() {
        // s_setreg_imm32_b32 hwreg(HW_REG_MODE), 0x12345678
        let i = roundtrip(Arch::Gfx6, &[0xba80f801, 0x12345678]);
        assert_eq!(i.op, Opcode::S_SETREG_IMM32_B32);
        let i = roundtrip(Arch::Gfx9, &[0xba00f801, 0x12345678]);
        assert_eq!((i.op, i.literal), (Opcode::S_SETREG_IMM32_B32, 0x12345678));
        // s_load_dword s8, s[2:3], 0x10 (SMRD) and with a register offset
        let i = roundtrip(Arch::Gfx6, &[0xc0040310]);
        assert_eq!(
            (i.op, i.sdst, i.ssrc0, i.literal),
            (Opcode::S_LOAD_DWORD, 8, 1, 16)
        );
        roundtrip(Arch::Gfx6, &[0xc0040204]);
        let i = roundtrip(Arch::Gfx7, &[0xc00402ff, 0x00012345]);
        assert!(i.has_literal());
        roundtrip(Arch::Gfx6, &[0xc7840000]); // s_memtime s[8:9]
        roundtrip(Arch::Gfx6, &[0xc7c00000]); // s_dcache_inv
        roundtrip(Arch::Gfx8, &[0xc0020201, 0x10]);
        roundtrip(Arch::Gfx8, &[0xc0900200, 0]);
        // s_add_u32 s0, 0x12345678, 0x12345678: one literal shared by both sources
        let i = roundtrip(Arch::Gfx9, &[0x8000ffff, 0x12345678]);
        assert_eq!(i.len_words(), 2);
        // s_cbranch_i_fork s[2:3], 4
        roundtrip(Arch::Gfx7, &[0xB8820004]);
        roundtrip(Arch::Gfx9, &[0xB8020004]);
    }

    #[test]
    fn bad_words_are_errors() {
        // A vector word decodes to its row (llvm-mc: `v_mov_b32_e32 v0, 0`);
        // the engines refuse it (`Program::fetch`).
        let i = decode(Arch::Gfx9, &[0x7e000280], 0x10).unwrap();
        assert_eq!(i.op, Opcode::V_MOV_B32);
        assert_eq!(i.to_string(), "v_mov_b32_e32 v0, 0");
        let e = decode(Arch::Gfx9, &[0xbe8000ff], 0).unwrap_err();
        assert_eq!(e.kind, DecodeErrorKind::TruncatedLiteral);
        // SOP2 op 12 is S_AND_B32 on gfx8 but nothing on gfx6
        let e = decode(Arch::Gfx6, &[0x86060402], 0).unwrap_err();
        assert!(matches!(
            e.kind,
            DecodeErrorKind::NotOnArch(..) | DecodeErrorKind::UnknownOpcode(..)
        ));
        // s_mov_b32 s0, <code 209: reserved>
        let e = decode(Arch::Gfx9, &[0xbe8000d1], 0).unwrap_err();
        assert!(matches!(e.kind, DecodeErrorKind::IllegalOperand { .. }));
        assert!(decode(Arch::Gfx9, &[], 0).is_err());
    }
}
