//! Processor features: the instructions a processor has beyond (or in place
//! of) its generation's common set, and the target (generation plus
//! features) that the decoder and the assembler read (docs/isa.md,
//! "Processor features (gfx906)").
//!
//! A generation alone (`Arch`) stands for the processor `Arch::llvm_cpu`
//! names (tahiti, bonaire, fiji, gfx900), so code that knows only the
//! generation keeps decoding and assembling as before; a processor name or a
//! code object's `EF_AMDGPU_MACH` gives the processor's own features.

use super::arch::{processor_alias, Arch, Processor};
use std::fmt;

/// A set of processor features, named as LLVM's AMDGPU target names them.
/// A table row that needs one carries it in its flags
/// (`table::flag::needs`); the row exists on a processor of its generation
/// only when the processor has the feature.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default, PartialOrd, Ord)]
pub struct Features(u16);

/// Every feature: its bit and LLVM's name for it.
const NAMES: [(Features, &str); 6] = [
    (Features::MAD_MIX, "mad-mix-insts"),
    (Features::FMA_MIX, "fma-mix-insts"),
    (Features::DL, "dl-insts"),
    (Features::DOT1, "dot1-insts"),
    (Features::DOT2, "dot2-insts"),
    (Features::DOT7, "dot7-insts"),
];

impl Features {
    /// No feature beyond the generation's common instructions.
    pub const NONE: Features = Features(0);
    /// `v_mad_mix_f32`, `v_mad_mixlo_f16`, `v_mad_mixhi_f16` (gfx900, gfx902,
    /// gfx909, gfx90c).
    pub const MAD_MIX: Features = Features(1);
    /// `v_fma_mix_f32`, `v_fma_mixlo_f16`, `v_fma_mixhi_f16` at the VOP3P
    /// numbers of `v_mad_mix*` (gfx904, gfx906, gfx908, gfx90a).
    pub const FMA_MIX: Features = Features(2);
    /// The deep-learning additions: VOP2 `v_fmac_f32` and `v_xnor_b32`.
    pub const DL: Features = Features(4);
    /// `v_dot4_i32_i8`, `v_dot8_i32_i4`.
    pub const DOT1: Features = Features(8);
    /// `v_dot2_i32_i16`, `v_dot2_u32_u16`.
    pub const DOT2: Features = Features(16);
    /// `v_dot2_f32_f16`, `v_dot4_u32_u8`, `v_dot8_u32_u4`.
    pub const DOT7: Features = Features(32);

    /// Every feature a row can need, in the order of their bits.
    pub fn all() -> impl Iterator<Item = Features> {
        NAMES.iter().map(|(f, _)| *f)
    }

    /// The raw bits (one per feature).
    pub const fn bits(self) -> u16 {
        self.0
    }

    /// Both sets together.
    pub const fn union(self, other: Features) -> Features {
        Features(self.0 | other.0)
    }

    /// Every feature of `other` is in `self`.
    pub const fn contains(self, other: Features) -> bool {
        self.0 & other.0 == other.0
    }

    /// The set is empty.
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// LLVM's names of the features in the set, in bit order.
    pub fn names(self) -> Vec<&'static str> {
        NAMES
            .iter()
            .filter(|(f, _)| self.contains(*f) && !f.is_empty())
            .map(|(_, n)| *n)
            .collect()
    }

    /// The processors of generation `arch` that have every feature of the
    /// set (what error messages and `gcnjit ops` list).
    pub fn processors(self, arch: Arch) -> Vec<&'static str> {
        super::arch::PROCESSORS
            .iter()
            .filter(|p| p.arch == arch && p.features().contains(self))
            .map(|p| p.name)
            .collect()
    }

    /// The features of the LLVM 14 processor `name` (`gfx906`; an older name
    /// such as `fiji` too); `None` for a name that is no gfx6-gfx9 processor.
    pub fn of_processor(name: &str) -> Option<Features> {
        let low = name.trim().to_ascii_lowercase();
        let name = processor_alias(&low).unwrap_or(&low);
        let p = Processor::from_name(name)?;
        Some(processor_features(p.name))
    }
}

impl fmt::Display for Features {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let names = self.names();
        if names.is_empty() {
            f.write_str("none")
        } else {
            f.write_str(&names.join(","))
        }
    }
}

/// The feature set of each processor with features (LLVM 14's processor
/// definitions, checked against `llvm-mc -mcpu=...`); the others have none.
fn processor_features(name: &str) -> Features {
    let dl_dot = Features::FMA_MIX
        .union(Features::DL)
        .union(Features::DOT1)
        .union(Features::DOT2)
        .union(Features::DOT7);
    match name {
        "gfx900" | "gfx902" | "gfx909" | "gfx90c" => Features::MAD_MIX,
        "gfx904" => Features::FMA_MIX,
        "gfx906" | "gfx908" | "gfx90a" => dl_dot,
        _ => Features::NONE,
    }
}

/// What the decoder and the assembler target: a generation and the
/// processor features on top of it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Target {
    /// The generation (encodings, registers, the common instructions).
    pub arch: Arch,
    /// The processor's features.
    pub features: Features,
}

impl Target {
    /// The generation's default processor (`Arch::llvm_cpu`): what
    /// `decode`, `decode_code` and `assemble` target when given only an `Arch`.
    pub fn base(arch: Arch) -> Target {
        Target {
            arch,
            features: processor_features(arch.llvm_cpu()),
        }
    }

    /// The target of processor `p`.
    pub fn of(p: Processor) -> Target {
        Target {
            arch: p.arch,
            features: processor_features(p.name),
        }
    }

    /// The target a name gives: an LLVM processor (`gfx906`, `fiji`, with or
    /// without target-id features such as `:xnack-`), or a generation
    /// (`gfx9`, `gcn1.4`), which means its default processor.
    pub fn parse(name: &str) -> Option<Target> {
        let head = name.split([':', '@']).next()?.trim().to_ascii_lowercase();
        let proc_name = processor_alias(&head).unwrap_or(&head);
        match Processor::from_name(proc_name) {
            Some(p) => Some(Target::of(p)),
            None => head.parse::<Arch>().ok().map(Target::base),
        }
    }

    /// The first LLVM processor of the generation with exactly these
    /// features (`gfx900` for gfx9's default, `gfx906` for its features).
    pub fn processor(self) -> Option<Processor> {
        super::arch::PROCESSORS
            .iter()
            .copied()
            .find(|p| p.arch == self.arch && p.features() == self.features)
    }

    /// The target has every feature of `f`.
    pub fn has(self, f: Features) -> bool {
        self.features.contains(f)
    }
}

impl Processor {
    /// The processor's features.
    pub fn features(&self) -> Features {
        processor_features(self.name)
    }

    /// The processor as a target (its generation and features).
    pub fn target(&self) -> Target {
        Target::of(*self)
    }
}

impl From<Arch> for Target {
    fn from(arch: Arch) -> Target {
        Target::base(arch)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn processors_and_generations() {
        let t = Target::parse("gfx906:sramecc+:xnack-").unwrap();
        assert_eq!(t.arch, Arch::Gfx9);
        assert!(t.has(Features::DL) && t.has(Features::FMA_MIX) && !t.has(Features::MAD_MIX));
        assert_eq!(Target::parse("gfx9"), Some(Target::base(Arch::Gfx9)));
        assert_eq!(Target::parse("gfx900"), Some(Target::base(Arch::Gfx9)));
        assert_eq!(Target::parse("fiji"), Some(Target::base(Arch::Gfx8)));
        assert!(Target::base(Arch::Gfx9).has(Features::MAD_MIX));
        assert_eq!(Target::base(Arch::Gfx6).features, Features::NONE);
        assert_eq!(Features::of_processor("gfx904"), Some(Features::FMA_MIX));
        assert_eq!(Target::parse("gfx1030"), None);
        assert_eq!(
            Features::of_processor("gfx906").unwrap().to_string(),
            "fma-mix-insts,dl-insts,dot1-insts,dot2-insts,dot7-insts"
        );
    }
}
