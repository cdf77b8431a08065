//! The four GCN generations the crate understands, their names, and the facts
//! about each that the rest of the ISA layer asks for.

use std::fmt;
use std::str::FromStr;

/// A GCN generation. The discriminant is the index used by per-generation
/// tables (`[T; 4]`), so rows in `opcodes.rs` read left to right as gfx6..gfx9.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
#[repr(u8)]
pub enum Arch {
    /// GCN 1.0 (Southern Islands: tahiti, pitcairn, verde, oland, hainan).
    Gfx6 = 0,
    /// GCN 1.1 (Sea Islands: bonaire, hawaii, kaveri, kabini, mullins).
    Gfx7 = 1,
    /// GCN 1.2 (Volcanic Islands: tonga, fiji, iceland, carrizo, polaris).
    Gfx8 = 2,
    /// GCN 1.4 (Vega: gfx900 ...).
    #[default]
    Gfx9 = 3,
}

/// Accepted spellings for each generation, canonical name first.
const NAMES: [(Arch, &[&str]); 4] = [
    (
        Arch::Gfx6,
        &[
            "gfx6", "gcn1.0", "gcn1", "si", "tahiti", "pitcairn", "verde", "oland", "hainan",
        ],
    ),
    (
        Arch::Gfx7,
        &[
            "gfx7", "gcn1.1", "ci", "bonaire", "hawaii", "kaveri", "kabini", "mullins",
        ],
    ),
    (
        Arch::Gfx8,
        &[
            "gfx8",
            "gcn1.2",
            "vi",
            "tonga",
            "fiji",
            "iceland",
            "carrizo",
            "polaris10",
            "polaris11",
            "polaris12",
            "stoney",
            "topaz",
        ],
    ),
    (Arch::Gfx9, &["gfx9", "gcn1.4", "vega", "vega10", "vega20"]),
];

/// A GCN processor LLVM 14 knows, by its `gfxNNN` name: its generation and
/// the `EF_AMDGPU_MACH` value (the low byte of an AMDGPU ELF's `e_flags`)
/// that names it in a code object (`docs/code-objects.md`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Processor {
    /// The LLVM processor name (`gfx900`).
    pub name: &'static str,
    /// Its `EF_AMDGPU_MACH` value in `e_flags`.
    pub mach: u32,
    /// The generation whose encoding it uses.
    pub arch: Arch,
}

const fn proc(name: &'static str, mach: u32, arch: Arch) -> Processor {
    Processor { name, mach, arch }
}

/// Every gfx6..gfx9 processor of LLVM 14 (gfx600..gfx90c): the one table behind
/// `--arch gfxNNN` and the generation of a code object.
pub const PROCESSORS: [Processor; 22] = [
    proc("gfx600", 0x020, Arch::Gfx6),
    proc("gfx601", 0x021, Arch::Gfx6),
    proc("gfx602", 0x03a, Arch::Gfx6),
    proc("gfx700", 0x022, Arch::Gfx7),
    proc("gfx701", 0x023, Arch::Gfx7),
    proc("gfx702", 0x024, Arch::Gfx7),
    proc("gfx703", 0x025, Arch::Gfx7),
    proc("gfx704", 0x026, Arch::Gfx7),
    proc("gfx705", 0x03b, Arch::Gfx7),
    proc("gfx801", 0x028, Arch::Gfx8),
    proc("gfx802", 0x029, Arch::Gfx8),
    proc("gfx803", 0x02a, Arch::Gfx8),
    proc("gfx805", 0x03c, Arch::Gfx8),
    proc("gfx810", 0x02b, Arch::Gfx8),
    proc("gfx900", 0x02c, Arch::Gfx9),
    proc("gfx902", 0x02d, Arch::Gfx9),
    proc("gfx904", 0x02e, Arch::Gfx9),
    proc("gfx906", 0x02f, Arch::Gfx9),
    proc("gfx908", 0x030, Arch::Gfx9),
    proc("gfx909", 0x031, Arch::Gfx9),
    proc("gfx90a", 0x03f, Arch::Gfx9),
    proc("gfx90c", 0x032, Arch::Gfx9),
];

/// LLVM's other names for gfx6-gfx9 processors (its AMDGPU target parser's
/// table), so that a fat binary's entry is chosen by `--target fiji` as by
/// `--target gfx803` (`docs/code-objects.md`, "Fat binaries").
const PROCESSOR_ALIASES: [(&str, &str); 17] = [
    ("tahiti", "gfx600"),
    ("pitcairn", "gfx601"),
    ("verde", "gfx601"),
    ("hainan", "gfx602"),
    ("oland", "gfx602"),
    ("kaveri", "gfx700"),
    ("hawaii", "gfx701"),
    ("kabini", "gfx703"),
    ("mullins", "gfx703"),
    ("bonaire", "gfx704"),
    ("carrizo", "gfx801"),
    ("iceland", "gfx802"),
    ("tonga", "gfx802"),
    ("fiji", "gfx803"),
    ("polaris10", "gfx803"),
    ("polaris11", "gfx803"),
    ("stoney", "gfx810"),
];

/// The `gfxNNN` name LLVM gives the processor `name` (`fiji` -> `gfx803`),
/// when `name` is one of its older names.
pub fn processor_alias(name: &str) -> Option<&'static str> {
    PROCESSOR_ALIASES
        .iter()
        .find(|(a, _)| *a == name)
        .map(|(_, g)| *g)
}

impl Processor {
    /// The processor a code object's `EF_AMDGPU_MACH` names, if it is a GCN one.
    pub fn from_mach(mach: u32) -> Option<Processor> {
        PROCESSORS.iter().copied().find(|p| p.mach == mach)
    }

    /// The processor called `name` (`gfx803`, ...), case-insensitive.
    pub fn from_name(name: &str) -> Option<Processor> {
        let low = name.trim().to_ascii_lowercase();
        PROCESSORS.iter().copied().find(|p| p.name == low)
    }
}

impl Arch {
    /// All generations, oldest first.
    pub const ALL: [Arch; 4] = [Arch::Gfx6, Arch::Gfx7, Arch::Gfx8, Arch::Gfx9];

    /// Index into per-generation tables.
    pub const fn index(self) -> usize {
        self as usize
    }

    /// Canonical short name (`gfx6` ...).
    pub fn name(self) -> &'static str {
        NAMES[self.index()].1[0]
    }

    /// The LLVM processor name used when asking llvm-mc about this generation.
    pub fn llvm_cpu(self) -> &'static str {
        match self {
            Arch::Gfx6 => "tahiti",
            Arch::Gfx7 => "bonaire",
            Arch::Gfx8 => "fiji",
            Arch::Gfx9 => "gfx900",
        }
    }

    /// Every accepted spelling, for `--help` and error messages.
    pub fn all_names() -> impl Iterator<Item = &'static str> {
        NAMES
            .iter()
            .flat_map(|(_, n)| n.iter().copied())
            .chain(PROCESSORS.iter().map(|p| p.name))
    }

    /// Scalar memory is SMRD (32-bit words) on gfx6/7 and SMEM (64-bit) on gfx8/9.
    pub fn has_smem(self) -> bool {
        self >= Arch::Gfx8
    }

    /// SGPRs addressable by operand code: s0..s103 on gfx6/7, s0..s101 on gfx8/9.
    pub fn num_sgprs(self) -> u32 {
        if self >= Arch::Gfx8 {
            102
        } else {
            104
        }
    }

    /// Operand code of TTMP0: 112 before gfx9, 108 on gfx9 (which drops TBA/TMA codes).
    pub fn ttmp_base(self) -> u8 {
        if self == Arch::Gfx9 {
            108
        } else {
            112
        }
    }

    /// Number of trap temporaries: 12 before gfx9, 16 on gfx9.
    pub fn num_ttmps(self) -> u8 {
        if self == Arch::Gfx9 {
            16
        } else {
            12
        }
    }

    /// Operand code of FLAT_SCRATCH_LO, where the generation has it.
    pub fn flat_scratch_code(self) -> Option<u8> {
        match self {
            Arch::Gfx6 => None,
            Arch::Gfx7 => Some(104),
            Arch::Gfx8 | Arch::Gfx9 => Some(102),
        }
    }

    /// Operand code of XNACK_MASK_LO, where the generation has it.
    pub fn xnack_mask_code(self) -> Option<u8> {
        if self >= Arch::Gfx8 {
            Some(104)
        } else {
            None
        }
    }

    /// TBA/TMA are addressable as operands (108..111) before gfx9.
    pub fn has_tba_tma_operands(self) -> bool {
        self < Arch::Gfx9
    }
}

impl fmt::Display for Arch {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// An architecture name that is not one of the accepted spellings.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown architecture `{0}` (expected gfx6, gfx7, gfx8, gfx9, gcn1.0..gcn1.4 or an LLVM processor name such as tahiti, bonaire, fiji, gfx900)")]
pub struct UnknownArch(pub String);

/// Accepts the generation (`gfx9`), the GCN name (`gcn1.4`) or any LLVM
/// processor name of the generation (`gfx906`, `fiji`), as `--arch` does.
///
/// ```
/// use gcnjit::Arch;
///
/// assert_eq!("fiji".parse::<Arch>(), Ok(Arch::Gfx8));
/// assert_eq!("gfx906".parse::<Arch>(), Ok(Arch::Gfx9));
/// assert!("gfx1030".parse::<Arch>().is_err());
/// ```
impl FromStr for Arch {
    type Err = UnknownArch;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let low = s.trim().to_ascii_lowercase();
        NAMES
            .iter()
            .find(|(_, names)| names.contains(&low.as_str()))
            .map(|(a, _)| *a)
            .or_else(|| Processor::from_name(&low).map(|p| p.arch))
            .ok_or_else(|| UnknownArch(s.to_string()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_and_aliases_parse() {
        assert_eq!("gfx6".parse::<Arch>().unwrap(), Arch::Gfx6);
        assert_eq!("GCN1.1".parse::<Arch>().unwrap(), Arch::Gfx7);
        assert_eq!("hawaii".parse::<Arch>().unwrap(), Arch::Gfx7);
        assert_eq!("fiji".parse::<Arch>().unwrap(), Arch::Gfx8);
        assert_eq!("gcn1.4".parse::<Arch>().unwrap(), Arch::Gfx9);
        assert!("gfx10".parse::<Arch>().is_err());
        assert_eq!("gfx602".parse::<Arch>().unwrap(), Arch::Gfx6);
        assert_eq!("GFX90C".parse::<Arch>().unwrap(), Arch::Gfx9);
        assert!("gfx1010".parse::<Arch>().is_err());
    }
}
