//! The assembler: llvm-mc 14's assembly language for AMDGPU scalar code
//! (`docs/assembler.md`). Text goes through the lexer (`lexer`), expressions
//! (`expr`), statements and directives (`driver/`, `source`), instructions from
//! the opcode table (`inst`), fixups and relocations (`resolve`), and comes out
//! as an [`Object`]: sections, symbols and relocations, which `elf` writes as an
//! ELF relocatable file and `link` places at addresses the way ld.lld does.

mod addrsig;
pub mod driver;
pub mod elf;
pub mod expr;
pub mod inst;
pub mod kernel;
pub mod lexer;
pub mod link;
mod metadata;
mod metadata_verify;
mod msgpack_doc;
mod resolve;
// The vector families' statements.
mod buffer;
mod dpp_sdwa;
mod ds;
mod exp;
mod flat;
mod mimg;
mod source;
pub mod vector;
mod vintrp;
mod vop;

use crate::isa::Arch;
use std::path::PathBuf;

/// A position-less error (column, message) while reading one statement.
pub(crate) type Res<T> = Result<T, (usize, String)>;

/// An assembly error at a line and column (both 1-based). Errors in an included
/// file name that file at the start of the message.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{line}:{col}: {message}")]
pub struct AsmError {
    pub line: usize,
    pub col: usize,
    pub message: String,
}

/// How to assemble.
#[derive(Clone, Debug, Default)]
pub struct Options {
    /// The generation; `.amdgcn_target` must agree with it unless
    /// `arch_from_target` is set.
    pub arch: Arch,
    /// `arch` is only a default (the command line gave none): an
    /// `.amdgcn_target` before the first instruction chooses the generation
    /// (docs/assembler.md, "Target").
    pub arch_from_target: bool,
    /// The processor (`gfx900`, `tahiti` ...) written in the ELF header; `None`
    /// takes the generation's default (`Arch::llvm_cpu`) or `.amdgcn_target`'s.
    pub cpu: Option<String>,
    /// Directories searched by `.include` and `.incbin` after the path as given.
    pub include_dirs: Vec<PathBuf>,
    /// The file being assembled (its directory is searched last).
    pub path: Option<PathBuf>,
    /// Most statements read after macro and repetition expansion; `None`
    /// takes `driver::MAX_STATEMENTS`. A bound on the work any input can ask
    /// for: the fuzz target, which assembles every input four times in an
    /// instrumented build, sets a smaller one.
    pub max_statements: Option<usize>,
}

/// ELF section type of a [`Section`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SectionKind {
    Progbits,
    Nobits,
    Note,
}

/// One output section.
#[derive(Clone, Debug)]
pub struct Section {
    pub name: String,
    pub kind: SectionKind,
    /// ELF `SHF_*` flags.
    pub flags: u64,
    pub align: u64,
    pub entsize: u64,
    /// Contents (zeros for NOBITS, kept so offsets stay simple).
    pub data: Vec<u8>,
    pub relocs: Vec<Reloc>,
}

impl Section {
    pub fn is_exec(&self) -> bool {
        self.flags & SHF_EXECINSTR != 0
    }
}

pub const SHF_WRITE: u64 = 1;
pub const SHF_ALLOC: u64 = 2;
pub const SHF_EXECINSTR: u64 = 4;
pub const SHF_MERGE: u64 = 0x10;
pub const SHF_STRINGS: u64 = 0x20;

/// AMDGPU relocation types (`docs/assembler.md`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RelocKind {
    Abs32Lo = 1,
    Abs32Hi = 2,
    Abs64 = 3,
    Rel32 = 4,
    Rel64 = 5,
    Abs32 = 6,
    Rel32Lo = 10,
    Rel32Hi = 11,
    /// SOPP branch offset: ((S + A - P) - 4) / 4 in the low 16 bits.
    Rel16 = 14,
}

impl RelocKind {
    /// The kind with ELF relocation type `t`, if it is one gcnjit resolves.
    pub fn from_elf(t: u32) -> Option<Self> {
        use RelocKind::*;
        [
            Abs32Lo, Abs32Hi, Abs64, Rel32, Rel64, Abs32, Rel32Lo, Rel32Hi, Rel16,
        ]
        .into_iter()
        .find(|k| *k as u32 == t)
    }

    /// The bytes a linker writes for this relocation, as (value, width in
    /// bytes), given S + A (`s_a`) and the place's address `p`: the one rule
    /// for the assembler's own linking and the code-object loader.
    pub fn resolve(self, s_a: u64, p: u64) -> Result<(u64, usize), String> {
        let rel = s_a.wrapping_sub(p);
        Ok(match self {
            RelocKind::Abs32 | RelocKind::Abs32Lo => (s_a & 0xffff_ffff, 4),
            RelocKind::Abs32Hi => (s_a >> 32, 4),
            RelocKind::Abs64 => (s_a, 8),
            RelocKind::Rel32 | RelocKind::Rel32Lo => (rel & 0xffff_ffff, 4),
            RelocKind::Rel32Hi => (rel >> 32, 4),
            RelocKind::Rel64 => (rel, 8),
            RelocKind::Rel16 => {
                let d = (rel as i64).wrapping_sub(4);
                let words = d / 4;
                if d % 4 != 0 || !(i16::MIN as i64..=i16::MAX as i64).contains(&words) {
                    return Err(format!("branch at {p:#x} is out of range ({d} bytes)"));
                }
                (words as u16 as u64, 2)
            }
        })
    }
}

/// What a relocation refers to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RelocTarget {
    /// The section symbol of a section (local symbols relocate through it).
    Section(usize),
    /// A symbol of [`Object::symbols`].
    Symbol(usize),
}

/// One relocation (RELA: the addend is kept here, the bytes hold zero).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Reloc {
    pub offset: u64,
    pub kind: RelocKind,
    pub target: RelocTarget,
    pub addend: i64,
}

/// Where a symbol is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SymValue {
    Undefined,
    /// Section index and offset.
    Section(usize, u64),
    Absolute(i64),
}

/// ELF binding.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Binding {
    Local,
    Global,
    Weak,
}

/// An output symbol (what `.symtab` lists, section symbols aside).
#[derive(Clone, Debug)]
pub struct Symbol {
    pub name: String,
    pub value: SymValue,
    pub binding: Binding,
    /// ELF `STT_*` type.
    pub kind: u8,
    pub size: u64,
    /// ELF `STV_*` visibility.
    pub visibility: u8,
}

/// An assembled file.
#[derive(Clone, Debug)]
pub struct Object {
    pub arch: Arch,
    /// The processor name the ELF header's flags come from, with the target
    /// features `.amdgcn_target` set (`gfx906:sramecc+:xnack-`).
    pub cpu: String,
    pub sections: Vec<Section>,
    pub symbols: Vec<Symbol>,
    /// Sections whose section symbol the symbol table needs (relocations use it).
    pub section_symbols: Vec<usize>,
    /// `.warning` messages and directives accepted but not acted on.
    pub warnings: Vec<String>,
    /// Code object version (4, llvm-mc 14's default): the ELF ABI version.
    pub code_object_version: u32,
    /// Undefined symbols with the line and column that first named them.
    pub undefined: Vec<(String, usize, usize)>,
    /// The `.llvm_addrsig` section, present after `.addrsig`: the
    /// `.addrsig_sym` symbols in order, repeats kept (docs/assembler.md,
    /// "Compiler output"). `elf::write` writes their symbol-table indices.
    pub addrsig: Option<Vec<RelocTarget>>,
}

impl Object {
    /// Index of the section named `name`.
    pub fn section(&self, name: &str) -> Option<usize> {
        self.sections.iter().position(|s| s.name == name)
    }
}

/// Assembles a whole file's text into an object.
pub fn assemble_object(text: &str, opts: &Options) -> Result<Object, AsmError> {
    driver::assemble(text, opts)
}
