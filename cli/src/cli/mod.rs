//! Subcommand implementations. Each returns the process exit code; an `Err` is
//! bad input (exit 2) and is printed by `main`.

pub mod bench;
pub mod fuzz;
pub mod info;
mod info_meta;
pub mod isa;
pub mod launch;
pub mod ops;
pub mod run;
pub mod svg;
pub mod waves;

use clap::Args;
use gcnjit::Arch;

/// Options every command that reads a program takes.
#[derive(Args, Debug, Clone)]
pub struct ProgramArgs {
    /// The program: .s/.asm, .bin, .hex, an ELF code object, a fat binary (offload
    /// bundle, compressed bundle, or host ELF file with .hip_fatbin), or - (assembly on stdin).
    pub program: String,
    /// GCN generation: gfx6, gfx7, gfx8, gfx9 (default), gcn1.0..gcn1.4, or an LLVM
    /// processor name (tahiti, bonaire, hawaii, tonga, fiji, gfx900, ...). An ELF
    /// code object names its own, and so does an assembly file's `.amdgcn_target`
    /// when this is not given (docs/assembler.md, "Target"); a different one given
    /// here is an error. For a fat binary it chooses the code object: a target id
    /// (gfx900:xnack-), a processor (gfx906, fiji) or a generation (gfx9), `@N` for
    /// bundle N (docs/code-objects.md).
    #[arg(long, visible_alias = "target", value_name = "TARGET", value_parser = parse_target)]
    pub arch: Option<Target>,
    /// Byte address the program is loaded at.
    #[arg(long, default_value = "0", value_parser = parse_u64)]
    pub base: u64,
}

impl ProgramArgs {
    pub fn load(&self) -> anyhow::Result<gcnjit::Program> {
        Ok(self.load_full()?.program)
    }

    /// The program with the guest memory and code object an ELF file brings.
    pub fn load_full(&self) -> anyhow::Result<gcnjit::program::Loaded> {
        Ok(gcnjit::Program::load_target(
            &self.program,
            self.arch.as_ref().map(|t| t.spelled.as_str()),
            self.base,
        )?)
    }

    /// The generation `--arch` names (gfx9 when it is left out).
    pub fn arch(&self) -> Arch {
        self.arch.as_ref().map(|t| t.arch).unwrap_or_default()
    }
}

/// `--arch`/`--target` as given: its generation, and its spelling, which
/// chooses a fat binary's code object (docs/code-objects.md, "Fat binaries").
#[derive(Debug, Clone)]
pub struct Target {
    /// The generation it names.
    pub arch: Arch,
    /// The words as given (`gfx900:xnack-`).
    pub spelled: String,
}

/// A generation or processor, optionally with target features (`:xnack-`)
/// and a bundle number (`@1`).
pub fn parse_target(s: &str) -> Result<Target, String> {
    let head = s.split(['@', ':']).next().unwrap_or("");
    Ok(Target {
        arch: parse_arch(head)?,
        spelled: s.trim().to_string(),
    })
}

pub fn parse_arch(s: &str) -> Result<Arch, String> {
    s.parse::<Arch>().map_err(|e| e.to_string())
}

/// Decimal or 0x-prefixed hex.
pub fn parse_u64(s: &str) -> Result<u64, String> {
    let t = s.trim().replace('_', "");
    let r = match t.strip_prefix("0x").or_else(|| t.strip_prefix("0X")) {
        Some(h) => u64::from_str_radix(h, 16),
        None => t.parse::<u64>(),
    };
    r.map_err(|_| format!("`{s}` is not a number (decimal or 0x-prefixed hex)"))
}
