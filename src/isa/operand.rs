//! Scalar operand codes (SSRC0/SSRC1 0..255, SDST 0..127): what each code means
//! on each generation, its value when it is a constant, and its LLVM spelling.

use super::arch::Arch;

/// Operand code constants (the same on every generation unless noted).
pub mod code {
    pub const VCC_LO: u8 = 106;
    pub const VCC_HI: u8 = 107;
    /// TBA (gfx6-8; TTMP0/1 on gfx9).
    pub const TBA_LO: u8 = 108;
    pub const TBA_HI: u8 = 109;
    /// TMA (gfx6-8; TTMP2/3 on gfx9).
    pub const TMA_LO: u8 = 110;
    pub const TMA_HI: u8 = 111;
    pub const M0: u8 = 124;
    pub const NULL: u8 = 125;
    pub const EXEC_LO: u8 = 126;
    pub const EXEC_HI: u8 = 127;
    pub const ZERO: u8 = 128;
    pub const INT_MAX: u8 = 192;
    pub const INT_NEG_MIN: u8 = 193;
    pub const INT_NEG_MAX: u8 = 208;
    pub const SHARED_BASE: u8 = 235;
    pub const POPS_EXITING_WAVE_ID: u8 = 239;
    pub const FLOAT_FIRST: u8 = 240;
    pub const FLOAT_LAST: u8 = 247;
    pub const INV_2PI: u8 = 248;
    pub const VCCZ: u8 = 251;
    pub const EXECZ: u8 = 252;
    pub const SCC: u8 = 253;
    pub const LITERAL: u8 = 255;
    /// The trap registers (TTMP, and TBA/TMA before gfx9): a write to them is
    /// dropped unless STATUS.PRIV is set (docs/semantics.md §0.7).
    pub const PRIVILEGED: std::ops::RangeInclusive<u8> = 108..=123;
}

/// The privileged registers (`code::PRIVILEGED`) among the `dwords`
/// registers from `first` on, as (first code, count), if any.
pub fn privileged_part(first: u8, dwords: u8) -> Option<(u8, u8)> {
    let (lo, hi) = (
        *code::PRIVILEGED.start() as u32,
        *code::PRIVILEGED.end() as u32,
    );
    let (first, last) = (first as u32, first as u32 + dwords.max(1) as u32 - 1);
    if dwords == 0 || first > hi || last < lo {
        return None;
    }
    let (a, b) = (first.max(lo), last.min(hi));
    Some((a as u8, (b - a + 1) as u8))
}

/// The value of a 32-bit literal in a source of `dwords` dwords of `op`: a
/// 64-bit source takes it zero-extended, except the signed 64-bit sources
/// that sign-extend it (docs/semantics.md §9.3). Only SSRC0 has such sources.
pub fn literal_value(op: super::Opcode, literal: u32, dwords: u8) -> u64 {
    use super::Opcode::{S_ASHR_I64, S_BFE_I64, S_FLBIT_I32_I64};
    if dwords >= 2 && matches!(op, S_ASHR_I64 | S_BFE_I64 | S_FLBIT_I32_I64) {
        literal as i32 as i64 as u64
    } else {
        literal as u64
    }
}

/// What an operand code names.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Kind {
    /// A register in the SGPR-indexed file (SGPRs, VCC, EXEC, M0, TTMP, TBA/TMA,
    /// FLAT_SCRATCH, XNACK_MASK): its value lives at `sgpr[code]`.
    Reg,
    /// An inline constant whose value depends only on the code and the width.
    Const,
    /// VCCZ, EXECZ or SCC read as 0/1.
    Cond,
    /// The 32-bit literal dword after the instruction.
    Literal,
    /// gfx9 memory aperture registers (src_shared_base ...), read-only.
    Aperture,
}

/// Where an operand sits: destinations are restricted to registers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Role {
    Src,
    Dst,
}

/// The register-file code is a real register on `arch`.
pub fn is_register(arch: Arch, c: u8) -> bool {
    match c {
        _ if (c as u32) < arch.num_sgprs() => true,
        102..=103 => arch.flat_scratch_code() == Some(102),
        104..=105 => arch != Arch::Gfx6,
        106..=124 => true,
        126..=127 => true,
        _ => false,
    }
}

/// Classify `c` on `arch`; `None` when the code is reserved or not a scalar operand.
pub fn kind(arch: Arch, c: u8) -> Option<Kind> {
    if c < 128 {
        return is_register(arch, c).then_some(Kind::Reg);
    }
    match c {
        128..=208 => Some(Kind::Const),
        235..=239 if arch == Arch::Gfx9 => Some(Kind::Aperture),
        240..=247 => Some(Kind::Const),
        248 if arch >= Arch::Gfx8 => Some(Kind::Const),
        251..=253 => Some(Kind::Cond),
        255 => Some(Kind::Literal),
        _ => None,
    }
}

/// Checks a code used with `dwords` width (1, 2, 4, ...) in `role`. 64-bit and wider
/// register operands must be aligned: even, and a multiple of 4 for 4+ dwords.
pub fn check(arch: Arch, c: u8, dwords: u8, role: Role) -> Result<(), &'static str> {
    let k = kind(arch, c).ok_or("reserved operand code")?;
    if role == Role::Dst && k != Kind::Reg {
        return Err("destination is not a register");
    }
    if k == Kind::Reg && dwords > 1 {
        let last = c as u32 + dwords as u32 - 1;
        if last > 127 || !is_register(arch, last as u8) {
            return Err("register range runs past the register file");
        }
        if c == code::M0 || (c < 124 && last >= 124) {
            return Err("register range includes M0");
        }
        let align = if dwords >= 4 { 4 } else { 2 };
        let aligned = (c as u32).is_multiple_of(align)
            || (dwords >= 4 && is_ttmp(arch, c) && (c - arch.ttmp_base()).is_multiple_of(4));
        if !aligned {
            return Err("misaligned register range");
        }
        // A range that starts in the SGPRs must stay in them (no s[100:103] into VCC).
        if (c as u32) < arch.num_sgprs() && last >= arch.num_sgprs() {
            return Err("register range runs past the last SGPR");
        }
        // Likewise for TTMPs; anything else is a named 64-bit pair (vcc, exec, ...).
        if (c as u32) >= arch.num_sgprs() {
            let ttmp_end = arch.ttmp_base() as u32 + arch.num_ttmps() as u32;
            if is_ttmp(arch, c) {
                if last >= ttmp_end {
                    return Err("register range runs past the last TTMP");
                }
            } else if dwords != 2 || register_name(arch, c, 2).starts_with('<') {
                return Err("no register range of that width starts here");
            }
        }
    }
    Ok(())
}

/// Operand `c` may fill a slot that must name a register (see
/// `decode::src0_register_only`): any register, or, in a 32-bit slot, a gfx9
/// aperture or src_vccz/src_execz/src_scc (llvm-mc counts those as registers
/// there but rejects them in the 64-bit slots).
pub fn register_only_ok(arch: Arch, c: u8, dwords: u8) -> bool {
    match kind(arch, c) {
        Some(Kind::Reg) => true,
        Some(Kind::Aperture | Kind::Cond) => dwords == 1,
        _ => false,
    }
}

/// Scalar memory data cannot be M0 or EXEC (llvm-mc rejects them on every
/// generation; loads into EXEC would change the wave's mask mid-flight).
pub fn smem_data_forbidden(c: u8, dwords: u8) -> Option<&'static str> {
    let last = c as u32 + dwords.max(1) as u32 - 1;
    let hits = |r: u32| (c as u32..=last).contains(&r);
    (hits(code::M0 as u32) || hits(code::EXEC_LO as u32) || hits(code::EXEC_HI as u32))
        .then_some("scalar memory data cannot be M0 or EXEC")
}

fn is_ttmp(arch: Arch, c: u8) -> bool {
    c >= arch.ttmp_base() && c < arch.ttmp_base() + arch.num_ttmps()
}

/// f32 bit patterns of the float inline constants 240..247 and 248 (1/(2*pi)).
const F32: [u32; 9] = [
    0x3F00_0000,
    0xBF00_0000,
    0x3F80_0000,
    0xBF80_0000,
    0x4000_0000,
    0xC000_0000,
    0x4080_0000,
    0xC080_0000,
    0x3E22_F983,
];
/// f64 bit patterns of the same constants, used for 64-bit operands.
const F64: [u64; 9] = [
    0x3FE0_0000_0000_0000,
    0xBFE0_0000_0000_0000,
    0x3FF0_0000_0000_0000,
    0xBFF0_0000_0000_0000,
    0x4000_0000_0000_0000,
    0xC000_0000_0000_0000,
    0x4010_0000_0000_0000,
    0xC010_0000_0000_0000,
    0x3FC4_5F30_6DC9_C882,
];
/// Spelling of the float constants (llvm-mc's).
const FLOAT_TEXT: [&str; 9] = [
    "0.5",
    "-0.5",
    "1.0",
    "-1.0",
    "2.0",
    "-2.0",
    "4.0",
    "-4.0",
    "0.15915494",
];

/// Value of an inline constant code for an operand of `dwords` width (1 or 2);
/// 32-bit values are returned zero-extended in a u64.
pub fn inline_value(c: u8, dwords: u8) -> Option<u64> {
    let wide = dwords >= 2;
    let v: i64 = match c {
        128..=192 => (c - 128) as i64,
        193..=208 => -((c - 192) as i64),
        240..=248 => {
            let i = (c - 240) as usize;
            return Some(if wide { F64[i] } else { F32[i] as u64 });
        }
        _ => return None,
    };
    Some(if wide { v as u64 } else { v as u32 as u64 })
}

/// The inline constant code for `value` as an operand of `dwords` width, if one exists
/// on `arch`. Integers win over floats (0 is code 128 whatever the width).
pub fn inline_code(arch: Arch, value: u64, dwords: u8) -> Option<u8> {
    let wide = dwords >= 2;
    let sv = if wide {
        value as i64
    } else {
        value as u32 as i32 as i64
    };
    if !wide && value > u32::MAX as u64 {
        return None;
    }
    if (0..=64).contains(&sv) {
        return Some(128 + sv as u8);
    }
    if (-16..=-1).contains(&sv) {
        return Some((192 - sv) as u8);
    }
    let last = if arch >= Arch::Gfx8 { 9 } else { 8 };
    (0..last)
        .find(|&i| {
            if wide {
                F64[i] == value
            } else {
                F32[i] as u64 == value
            }
        })
        .map(|i| 240 + i as u8)
}

/// llvm-mc spelling of a float constant code (240..248).
pub fn float_text(c: u8) -> Option<&'static str> {
    FLOAT_TEXT.get(c.checked_sub(240)? as usize).copied()
}

/// Names of the gfx9 aperture sources 235..239.
pub const APERTURE_NAMES: [&str; 5] = [
    "src_shared_base",
    "src_shared_limit",
    "src_private_base",
    "src_private_limit",
    "src_pops_exiting_wave_id",
];

/// LLVM spelling of a register operand (`Kind::Reg`) of `dwords` width starting at `c`.
pub fn register_name(arch: Arch, c: u8, dwords: u8) -> String {
    let n = dwords as u32;
    let ci = c as u32;
    if ci < arch.num_sgprs() {
        return if n == 1 {
            format!("s{c}")
        } else {
            format!("s[{}:{}]", ci, ci + n - 1)
        };
    }
    if is_ttmp(arch, c) {
        let t = (c - arch.ttmp_base()) as u32;
        return if n == 1 {
            format!("ttmp{t}")
        } else {
            format!("ttmp[{}:{}]", t, t + n - 1)
        };
    }
    let (base, lo) = match c {
        102..=103 if arch >= Arch::Gfx8 => ("flat_scratch", 102),
        104..=105 if arch == Arch::Gfx7 => ("flat_scratch", 104),
        104..=105 => ("xnack_mask", 104),
        106..=107 => ("vcc", 106),
        108..=109 => ("tba", 108),
        110..=111 => ("tma", 110),
        124 => return "m0".into(),
        126..=127 => ("exec", 126),
        _ => return format!("<reserved {c}>"),
    };
    if n == 2 && c == lo {
        base.to_string()
    } else if n == 1 {
        format!("{base}_{}", if c == lo { "lo" } else { "hi" })
    } else {
        format!("<bad {base} range>")
    }
}

/// Register names the assembler accepts, mapped to (code, dwords) on `arch`.
/// Covers the named registers; `sN`, `s[a:b]`, `ttmpN`, `ttmp[a:b]` are parsed apart.
pub fn named_register(arch: Arch, name: &str) -> Option<(u8, u8)> {
    let fs = arch.flat_scratch_code();
    let xm = arch.xnack_mask_code();
    let tt = arch.has_tba_tma_operands();
    let r = match name {
        "vcc" => (106, 2),
        "vcc_lo" => (106, 1),
        "vcc_hi" => (107, 1),
        "exec" => (126, 2),
        "exec_lo" => (126, 1),
        "exec_hi" => (127, 1),
        "m0" => (124, 1),
        "flat_scratch" => (fs?, 2),
        "flat_scratch_lo" => (fs?, 1),
        "flat_scratch_hi" => (fs? + 1, 1),
        "xnack_mask" => (xm?, 2),
        "xnack_mask_lo" => (xm?, 1),
        "xnack_mask_hi" => (xm? + 1, 1),
        "tba" if tt => (108, 2),
        "tba_lo" if tt => (108, 1),
        "tba_hi" if tt => (109, 1),
        "tma" if tt => (110, 2),
        "tma_lo" if tt => (110, 1),
        "tma_hi" if tt => (111, 1),
        _ => return None,
    };
    Some(r)
}

/// Source-only names (conditions and apertures) the assembler accepts.
pub fn named_source(arch: Arch, name: &str) -> Option<u8> {
    match name {
        "src_vccz" | "vccz" => Some(code::VCCZ),
        "src_execz" | "execz" => Some(code::EXECZ),
        "src_scc" | "scc" => Some(code::SCC),
        // llvm-mc 14 takes the apertures with or without `src_` (and prints
        // them with it).
        _ if arch == Arch::Gfx9 => APERTURE_NAMES
            .iter()
            .position(|&n| n == name || n.strip_prefix("src_") == Some(name))
            .map(|i| code::SHARED_BASE + i as u8),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::isa::Opcode;

    #[test]
    fn inline_constants_match_opcodes_md() {
        assert_eq!(inline_value(128, 1), Some(0));
        assert_eq!(inline_value(192, 1), Some(64));
        assert_eq!(inline_value(193, 1), Some(0xFFFF_FFFF));
        assert_eq!(inline_value(208, 2), Some((-16i64) as u64));
        assert_eq!(inline_value(242, 1), Some(0x3F80_0000));
        assert_eq!(inline_value(248, 2), Some(0x3FC4_5F30_6DC9_C882));
        assert_eq!(inline_code(Arch::Gfx9, 0xFFFF_FFFF, 1), Some(193));
        assert_eq!(inline_code(Arch::Gfx9, 0xFFFF_FFFF, 2), None);
        assert_eq!(inline_code(Arch::Gfx9, 0x3FE0_0000_0000_0000, 2), Some(240));
        assert_eq!(inline_code(Arch::Gfx7, 0x3E22_F983, 1), None);
        assert_eq!(inline_code(Arch::Gfx8, 0x3E22_F983, 1), Some(248));
    }

    #[test]
    fn register_names_per_arch() {
        assert_eq!(register_name(Arch::Gfx9, 108, 2), "ttmp[0:1]");
        assert_eq!(register_name(Arch::Gfx8, 108, 2), "tba");
        assert_eq!(register_name(Arch::Gfx7, 104, 1), "flat_scratch_lo");
        assert_eq!(register_name(Arch::Gfx8, 104, 2), "xnack_mask");
        assert_eq!(register_name(Arch::Gfx6, 102, 1), "s102");
        assert_eq!(kind(Arch::Gfx6, 104), None);
        assert_eq!(kind(Arch::Gfx8, 248), Some(Kind::Const));
        assert_eq!(kind(Arch::Gfx7, 248), None);
    }

    #[test]
    fn privileged_part_is_the_overlap_with_108_to_123() {
        assert_eq!(privileged_part(106, 4), Some((108, 2)));
        assert_eq!(privileged_part(122, 4), Some((122, 2)));
        assert_eq!(privileged_part(100, 16), Some((108, 8)));
        assert_eq!(privileged_part(108, 1), Some((108, 1)));
        assert_eq!(privileged_part(104, 4), None);
        assert_eq!(privileged_part(124, 2), None);
        assert_eq!(privileged_part(110, 0), None);
    }

    #[test]
    fn only_signed_64_bit_sources_sign_extend_a_literal() {
        let k = 0x8000_0001;
        for op in [
            Opcode::S_ASHR_I64,
            Opcode::S_BFE_I64,
            Opcode::S_FLBIT_I32_I64,
        ] {
            assert_eq!(literal_value(op, k, 2), 0xFFFF_FFFF_8000_0001, "{op:?}");
        }
        assert_eq!(literal_value(Opcode::S_LSHR_B64, k, 2), 0x8000_0001);
        assert_eq!(literal_value(Opcode::S_MOV_B64, k, 2), 0x8000_0001);
        assert_eq!(literal_value(Opcode::S_ASHR_I32, k, 1), 0x8000_0001);
    }
}
