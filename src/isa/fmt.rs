//! The disassembler: `Display` for [`Instruction`] in the syntax llvm-mc 14
//! prints for scalar code, so that text from either tool reads and assembles
//! the same way. The syntax helpers here (hwreg names, waitcnt fields, message
//! names) are shared with the assembler, which is their inverse.

use super::arch::Arch;
use super::inst::{mflag, Instruction};
use super::operand::{self, code, Kind};
use super::table::{Format, Imm, Mem};
use std::fmt::{self, Write};

/// Hardware register names llvm-mc 14 knows, by id, and the generations on
/// which it knows them (other ids print as numbers).
pub const HWREG_NAMES: [(u8, &str, Arch); 8] = [
    (1, "HW_REG_MODE", Arch::Gfx6),
    (2, "HW_REG_STATUS", Arch::Gfx6),
    (3, "HW_REG_TRAPSTS", Arch::Gfx6),
    (4, "HW_REG_HW_ID", Arch::Gfx6),
    (5, "HW_REG_GPR_ALLOC", Arch::Gfx6),
    (6, "HW_REG_LDS_ALLOC", Arch::Gfx6),
    (7, "HW_REG_IB_STS", Arch::Gfx6),
    (15, "HW_REG_SH_MEM_BASES", Arch::Gfx9),
];

/// Name of hardware register `id` on `arch`, if llvm-mc spells it by name there.
pub fn hwreg_name(arch: Arch, id: u16) -> Option<&'static str> {
    HWREG_NAMES
        .iter()
        .find(|(i, _, since)| *i as u16 == id && arch >= *since)
        .map(|(_, n, _)| *n)
}

/// Message names of `s_sendmsg` by id, with the first generation that has them.
pub const MSG_NAMES: [(u8, &str, Arch); 11] = [
    (1, "MSG_INTERRUPT", Arch::Gfx6),
    (2, "MSG_GS", Arch::Gfx6),
    (3, "MSG_GS_DONE", Arch::Gfx6),
    (4, "MSG_SAVEWAVE", Arch::Gfx8),
    (5, "MSG_STALL_WAVE_GEN", Arch::Gfx9),
    (6, "MSG_HALT_WAVES", Arch::Gfx9),
    (7, "MSG_ORDERED_PS_DONE", Arch::Gfx9),
    (8, "MSG_EARLY_PRIM_DEALLOC", Arch::Gfx9),
    (9, "MSG_GS_ALLOC_REQ", Arch::Gfx9),
    (10, "MSG_GET_DOORBELL", Arch::Gfx9),
    (15, "MSG_SYSMSG", Arch::Gfx6),
];

/// GS operation names (MSG_GS / MSG_GS_DONE), indexed by the 2-bit op.
pub const GS_OP_NAMES: [&str; 4] = ["GS_OP_NOP", "GS_OP_CUT", "GS_OP_EMIT", "GS_OP_EMIT_CUT"];

/// MSG_SYSMSG operation names, indexed by the 3-bit op (0 is not a valid op).
pub const SYSMSG_OP_NAMES: [&str; 5] = [
    "",
    "SYSMSG_OP_ECC_ERR_INTERRUPT",
    "SYSMSG_OP_REG_RD",
    "SYSMSG_OP_HOST_TRAP_ACK",
    "SYSMSG_OP_TTRACE_PC",
];

pub const MSG_GS: u16 = 2;
pub const MSG_GS_DONE: u16 = 3;
pub const MSG_SYSMSG: u16 = 15;

/// Name of message `id` on `arch`.
pub fn msg_name(arch: Arch, id: u16) -> Option<&'static str> {
    MSG_NAMES
        .iter()
        .find(|(i, _, since)| *i as u16 == id && arch >= *since)
        .map(|(_, n, _)| *n)
}

/// Whether (message, op, stream) is a combination llvm-mc prints symbolically.
/// GS messages need an op (MSG_GS not NOP) and take a stream only with a real op;
/// MSG_SYSMSG needs op 1..4; every other message takes neither.
pub fn msg_valid(arch: Arch, id: u16, op: u16, stream: u16) -> bool {
    if msg_name(arch, id).is_none() {
        return false;
    }
    match id {
        MSG_GS | MSG_GS_DONE => {
            (op != 0 || id == MSG_GS_DONE) && op <= 3 && (op != 0 || stream == 0)
        }
        MSG_SYSMSG => (1..=4).contains(&op) && stream == 0,
        _ => op == 0 && stream == 0,
    }
}

/// Names of the four `gpr_idx` mode bits, bit 0 first.
pub const GPR_IDX_NAMES: [&str; 4] = ["SRC0", "SRC1", "SRC2", "DST"];

/// Largest value of the vmcnt field: 4 bits before gfx9, 6 (split) on gfx9.
pub fn vmcnt_max(arch: Arch) -> u16 {
    if arch == Arch::Gfx9 {
        63
    } else {
        15
    }
}

/// The (vmcnt, expcnt, lgkmcnt) fields of an `s_waitcnt` SIMM16.
pub fn waitcnt_fields(arch: Arch, simm16: u16) -> (u16, u16, u16) {
    let mut vm = simm16 & 0xF;
    if arch == Arch::Gfx9 {
        vm |= (simm16 >> 14 & 3) << 4;
    }
    (vm, simm16 >> 4 & 7, simm16 >> 8 & 0xF)
}

/// Prints a 32-bit value the way llvm-mc prints a 32-bit immediate: integers that
/// have an inline constant in decimal, the float constants by name, others in hex.
fn write_imm32(f: &mut dyn Write, arch: Arch, v: u32) -> fmt::Result {
    match operand::inline_code(arch, v as u64, 1) {
        Some(c) => write_inline(f, c, 1),
        None => write!(f, "0x{v:x}"),
    }
}

fn write_inline(f: &mut dyn Write, c: u8, dwords: u8) -> fmt::Result {
    match c {
        128..=192 => write!(f, "{}", c - 128),
        193..=208 => write!(f, "-{}", c - 192),
        code::INV_2PI if dwords >= 2 => f.write_str("0.15915494309189532"),
        _ => f.write_str(operand::float_text(c).unwrap_or("?")),
    }
}

/// Writes source or destination operand `c` of `dwords` width; `literal` is the
/// instruction's literal dword.
pub fn write_operand(
    f: &mut dyn Write,
    arch: Arch,
    c: u8,
    dwords: u8,
    literal: u32,
) -> fmt::Result {
    match operand::kind(arch, c) {
        Some(Kind::Reg) => f.write_str(&operand::register_name(arch, c, dwords)),
        Some(Kind::Const) => write_inline(f, c, dwords),
        Some(Kind::Cond) => f.write_str(match c {
            code::VCCZ => "src_vccz",
            code::EXECZ => "src_execz",
            _ => "src_scc",
        }),
        Some(Kind::Aperture) => {
            f.write_str(operand::APERTURE_NAMES[(c - code::SHARED_BASE) as usize])
        }
        // A literal with an inline constant's value (only code objects have
        // one: a relocation fills it) prints as llvm-objdump prints it, as
        // that constant (docs/isa.md §11).
        Some(Kind::Literal) if dwords == 1 => write_imm32(f, arch, literal),
        Some(Kind::Literal) => write!(f, "0x{literal:x}"),
        None => write!(f, "<illegal {c}>"),
    }
}

/// `hwreg(NAME)` when the whole register is meant, else `hwreg(NAME, offset, size)`.
pub fn write_hwreg(f: &mut dyn Write, arch: Arch, simm16: u16) -> fmt::Result {
    let id = simm16 & 0x3F;
    let offset = simm16 >> 6 & 0x1F;
    let size = (simm16 >> 11) + 1;
    f.write_str("hwreg(")?;
    match hwreg_name(arch, id) {
        Some(n) => f.write_str(n)?,
        None => write!(f, "{id}")?,
    }
    if offset != 0 || size != 32 {
        write!(f, ", {offset}, {size}")?;
    }
    f.write_char(')')
}

/// Bits of the `s_waitcnt` SIMM16 that belong to a counter.
pub fn waitcnt_mask(arch: Arch) -> u16 {
    if arch == Arch::Gfx9 {
        0xCF7F
    } else {
        0x0F7F
    }
}

/// Counters by name; a value with other bits set prints as a plain number,
/// because the counter syntax cannot carry them (llvm-mc drops them, and its
/// text then assembles to a different word).
fn write_waitcnt(f: &mut dyn Write, arch: Arch, simm16: u16) -> fmt::Result {
    if simm16 & !waitcnt_mask(arch) != 0 {
        return write!(f, "{simm16}");
    }
    let (vm, exp, lgkm) = waitcnt_fields(arch, simm16);
    let all = vm == vmcnt_max(arch) && exp == 7 && lgkm == 15;
    let mut sep = "";
    if all || vm != vmcnt_max(arch) {
        write!(f, "vmcnt({vm})")?;
        sep = " ";
    }
    if all || exp != 7 {
        write!(f, "{sep}expcnt({exp})")?;
        sep = " ";
    }
    if all || lgkm != 15 {
        write!(f, "{sep}lgkmcnt({lgkm})")?;
    }
    Ok(())
}

fn write_sendmsg(f: &mut dyn Write, arch: Arch, simm16: u16) -> fmt::Result {
    let (id, op, stream) = (simm16 & 0xF, simm16 >> 4 & 7, simm16 >> 8 & 3);
    // Bits outside the three fields have no symbolic spelling: print the number
    // (llvm-mc drops them and prints a text that assembles to another word).
    let exact = id | op << 4 | stream << 8 == simm16;
    if exact && msg_valid(arch, id, op, stream) {
        write!(f, "sendmsg({}", msg_name(arch, id).unwrap_or(""))?;
        match id {
            MSG_GS | MSG_GS_DONE => {
                write!(f, ", {}", GS_OP_NAMES[op as usize])?;
                if op != 0 {
                    write!(f, ", {stream}")?;
                }
            }
            MSG_SYSMSG => write!(f, ", {}", SYSMSG_OP_NAMES[op as usize])?,
            _ => {}
        }
        f.write_char(')')
    } else if exact {
        write!(f, "sendmsg({id}, {op}, {stream})")
    } else {
        write!(f, "{simm16}")
    }
}

/// `gpr_idx(SRC0,...)`; values with bits above the four modes print in hex.
fn write_gpr_idx(f: &mut dyn Write, bits: u16) -> fmt::Result {
    if bits > 0xF {
        return write!(f, "0x{bits:x}");
    }
    f.write_str("gpr_idx(")?;
    let mut sep = "";
    for (i, n) in GPR_IDX_NAMES.iter().enumerate() {
        if bits >> i & 1 != 0 {
            write!(f, "{sep}{n}")?;
            sep = ",";
        }
    }
    f.write_char(')')
}

/// A 16-bit SOPP immediate (or a probe level): decimal when it is an inline integer (0..64), else hex.
fn write_u16(f: &mut dyn Write, v: u16) -> fmt::Result {
    if v <= 64 {
        write!(f, "{v}")
    } else {
        write!(f, "0x{v:x}")
    }
}

/// SMEM immediate offsets that gfx9 treats as signed 21-bit values.
pub fn smem_offset_signed(arch: Arch, m: Mem) -> bool {
    arch == Arch::Gfx9 && !m.is_buffer()
}

fn write_mem_offset(f: &mut dyn Write, inst: &Instruction, m: Mem) -> fmt::Result {
    let arch = inst.arch;
    if inst.flags & (mflag::IMM | mflag::LIT) == 0 {
        return f.write_str(&operand::register_name(arch, inst.literal as u8, 1));
    }
    let v = inst.literal;
    if smem_offset_signed(arch, m) && v & 0x10_0000 != 0 {
        let neg = (v | !0x1F_FFFF).wrapping_neg();
        write!(f, "-0x{neg:x}")
    } else {
        write!(f, "0x{v:x}")
    }
}

/// Writes `inst` with branch operands rendered by `label` (given the raw SIMM16).
pub fn write_inst(
    f: &mut dyn Write,
    inst: &Instruction,
    label: &dyn Fn(&mut dyn Write, u16) -> fmt::Result,
) -> fmt::Result {
    if inst.op.format().is_vector() {
        return super::vector::write_inst(f, inst);
    }
    let arch = inst.arch;
    let sig = inst.op.sig();
    f.write_str(inst.op.mnemonic())?;
    let lit = inst.literal;
    match inst.op.format() {
        Format::Sop2 | Format::Sop1 | Format::Sopc => {
            let mut sep = " ";
            if sig.dst > 0 {
                f.write_str(sep)?;
                write_operand(f, arch, inst.sdst, sig.dst, lit)?;
                sep = ", ";
            }
            if sig.src0 > 0 {
                f.write_str(sep)?;
                write_operand(f, arch, inst.ssrc0, sig.src0, lit)?;
                sep = ", ";
            }
            if sig.imm == Imm::GprIdxOn {
                f.write_str(sep)?;
                write_gpr_idx(f, inst.ssrc1 as u16)?;
            } else if sig.src1 > 0 {
                f.write_str(sep)?;
                write_operand(f, arch, inst.ssrc1, sig.src1, lit)?;
            }
            Ok(())
        }
        Format::Sopk => {
            let dst = |f: &mut dyn Write| write_operand(f, arch, inst.sdst, sig.dst, lit);
            match sig.imm {
                Imm::HwregGet => {
                    f.write_char(' ')?;
                    dst(f)?;
                    f.write_str(", ")?;
                    write_hwreg(f, arch, inst.simm16)
                }
                Imm::HwregSet => {
                    f.write_char(' ')?;
                    write_hwreg(f, arch, inst.simm16)?;
                    f.write_str(", ")?;
                    dst(f)
                }
                Imm::HwregImm32 => {
                    f.write_char(' ')?;
                    write_hwreg(f, arch, inst.simm16)?;
                    f.write_str(", ")?;
                    write_imm32(f, arch, lit)
                }
                Imm::Label => {
                    f.write_char(' ')?;
                    dst(f)?;
                    f.write_str(", ")?;
                    label(f, inst.simm16)
                }
                _ => {
                    f.write_char(' ')?;
                    dst(f)?;
                    write!(f, ", 0x{:x}", inst.simm16)
                }
            }
        }
        Format::Sopp => match sig.imm {
            Imm::Ignored if inst.simm16 == 0 => Ok(()),
            Imm::Ignored => write!(f, " {}", inst.simm16),
            Imm::Label => {
                f.write_char(' ')?;
                label(f, inst.simm16)
            }
            Imm::Waitcnt => {
                f.write_char(' ')?;
                write_waitcnt(f, arch, inst.simm16)
            }
            Imm::Sendmsg => {
                f.write_char(' ')?;
                write_sendmsg(f, arch, inst.simm16)
            }
            Imm::GprIdx => {
                f.write_char(' ')?;
                write_gpr_idx(f, inst.simm16)
            }
            _ => {
                f.write_char(' ')?;
                write_u16(f, inst.simm16)
            }
        },
        Format::Smem => {
            let Some(m) = inst.mem() else { return Ok(()) };
            let base = |f: &mut dyn Write| {
                f.write_str(&operand::register_name(arch, inst.ssrc0 * 2, sig.src0))
            };
            match m {
                Mem::Cache => return Ok(()),
                Mem::Time => {
                    f.write_char(' ')?;
                    return write_operand(f, arch, inst.sdst, 2, 0);
                }
                Mem::Probe | Mem::ProbeBuffer => {
                    f.write_char(' ')?;
                    write_u16(f, inst.sdst as u16)?;
                    f.write_str(", ")?;
                    base(f)?;
                }
                Mem::Discard => {
                    f.write_char(' ')?;
                    base(f)?;
                }
                _ => {
                    f.write_char(' ')?;
                    write_operand(f, arch, inst.sdst, sig.dst, 0)?;
                    f.write_str(", ")?;
                    base(f)?;
                }
            }
            f.write_str(", ")?;
            write_mem_offset(f, inst, m)?;
            if inst.flags & mflag::GLC != 0 {
                f.write_str(" glc")?;
            }
            Ok(())
        }
        _ => super::vector::write_inst(f, inst),
    }
}

impl fmt::Display for Instruction {
    /// llvm-mc's text; branch offsets are the raw SIMM16 in decimal.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut s = String::with_capacity(48);
        write_inst(&mut s, self, &|w, v| write!(w, "{v}"))?;
        f.write_str(&s)
    }
}
