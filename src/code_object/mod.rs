//! AMDGPU code objects: ELF files of the AMDGPU machine type and the kernel
//! descriptors inside them (`docs/code-objects.md`).
//!
//! [`CodeObject::parse`] reads a relocatable object (`llvm-mc -filetype=obj`)
//! or a linked one (`ld.lld -shared`, a `.hsaco`) from bytes: the processor
//! from `e_flags`, every allocatable section at its address (a relocatable
//! object's are laid out here, see `load.rs`), relocations resolved inside the
//! file, symbols, and the kernels their `NAME.kd` descriptors define. The
//! result gives the [`Program`] (executable sections, symbols as labels) and
//! the guest [`Memory`] (every allocatable section) a run starts from.

pub mod bundle;
pub mod descriptor;
mod load;
pub mod meta;

pub use descriptor::KernelDescriptor;
pub use meta::{KernelArg, KernelMeta, Metadata, ValueKind};

use crate::isa::arch::Processor;
use crate::isa::Arch;
use crate::program::Program;
use crate::state::Memory;

/// Why a file is not a code object gcnjit can load. The message names the
/// file and the fault.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{file}: {fault}")]
pub struct CodeObjectError {
    /// The file's name as the user gave it, so the message points at it.
    pub file: String,
    /// What is wrong with it.
    pub fault: Fault,
}

/// What is wrong with a code object.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Fault {
    /// Not a readable 64-bit little-endian ELF file (truncated, bad header or tables).
    #[error("not a readable ELF code object: {0}")]
    Malformed(String),
    /// The ELF file is for another machine than AMDGPU.
    #[error("ELF machine {0} is not AMDGPU (224)")]
    WrongMachine(u16),
    /// `EF_AMDGPU_MACH` names no gfx6..gfx9 processor.
    #[error("e_flags 0x{0:x}: EF_AMDGPU_MACH 0x{m:02x} is not a gfx6-gfx9 processor (gfx600..gfx90c)", m = .0 & 0xff)]
    UnknownProcessor(u32),
    /// `--arch` names another generation than the file.
    #[error("--arch {given} disagrees with the file's target {processor} ({file_arch})")]
    ArchMismatch {
        /// The generation the caller asked for.
        given: Arch,
        /// The processor the file's `e_flags` name.
        processor: &'static str,
        /// The generation of that processor.
        file_arch: Arch,
    },
    /// Two allocatable sections share addresses.
    #[error("sections {0} and {1} overlap")]
    Overlap(String, String),
    /// A section gcnjit cannot place or read.
    #[error("section {0}: {1}")]
    Section(String, String),
    /// A relocation that cannot be resolved inside the file.
    #[error("relocation at {section}+0x{offset:x} against `{symbol}`: {why}")]
    Relocation {
        /// The section the relocation patches.
        section: String,
        /// Offset of the patched bytes in that section.
        offset: u64,
        /// The symbol the relocation refers to.
        symbol: String,
        /// Why it cannot be resolved.
        why: String,
    },
    /// A kernel descriptor that cannot be read or points outside the code.
    #[error("kernel descriptor {kd}: {why}")]
    Descriptor {
        /// The descriptor's symbol name (`NAME.kd`).
        kd: String,
        /// What is wrong with it.
        why: String,
    },
    /// The `NT_AMDGPU_METADATA` note is not well formed.
    #[error("{0}")]
    Metadata(meta::MetaError),
    /// A fat binary that cannot be read, or that holds no code object for
    /// the target asked for (`bundle.rs`).
    #[error("{0}")]
    Bundle(#[from] bundle::BundleError),
    /// `--target` names a target that is not a processor or generation gcnjit knows.
    #[error("--target {0}: not a gfx6-gfx9 processor or generation")]
    BadTarget(String),
    /// A kernel name that the file does not define.
    #[error("no kernel `{name}` (kernels: {available})")]
    UnknownKernel {
        /// The name asked for.
        name: String,
        /// The kernels the file does define, for the message.
        available: String,
    },
}

/// An allocatable section at its address, its bytes with relocations applied
/// (zeros for `SHT_NOBITS`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Section {
    /// The section's name (`.text`, `.rodata`, ...).
    pub name: String,
    /// Index in the section header table.
    pub index: usize,
    /// Guest address of the first byte after layout.
    pub address: u64,
    /// Size in bytes (also for `SHT_NOBITS`, which has no bytes in the file).
    pub size: u64,
    /// Alignment from the section header.
    pub align: u64,
    /// `SHF_EXECINSTR`: holds code the program may run.
    pub executable: bool,
    /// `SHF_WRITE`: holds data a kernel may store to.
    pub writable: bool,
    /// `SHT_NOBITS` (`.bss`): no bytes in the file.
    pub nobits: bool,
    /// The bytes, relocations applied; zeros for `SHT_NOBITS`.
    pub data: Vec<u8>,
}

impl Section {
    /// One past the last address, for overlap and containment checks.
    pub fn end(&self) -> u64 {
        self.address + self.size
    }
}

/// The ELF symbol types the loader distinguishes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SymbolKind {
    /// `STT_FUNC`: a function or kernel entry.
    Func,
    /// `STT_OBJECT`: data, such as a kernel descriptor.
    Object,
    /// `STT_NOTYPE`: a plain label.
    NoType,
    /// `STT_SECTION`, `STT_FILE` and others.
    Other(u8),
}

impl SymbolKind {
    /// The lower-case name `gcnjit info` prints.
    pub fn name(self) -> &'static str {
        match self {
            SymbolKind::Func => "func",
            SymbolKind::Object => "object",
            SymbolKind::NoType => "notype",
            SymbolKind::Other(_) => "other",
        }
    }
}

/// A named symbol of the file with its address after layout.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Symbol {
    /// The symbol's name as written in the string table.
    pub name: String,
    /// `None` when the symbol is undefined in the file.
    pub address: Option<u64>,
    /// `st_size`: bytes the symbol covers (a descriptor's is 64).
    pub size: u64,
    /// The ELF symbol type.
    pub kind: SymbolKind,
    /// `STB_GLOBAL` or `STB_WEAK`.
    pub global: bool,
    /// Name of the section it is defined in (`None` for absolute and undefined).
    pub section: Option<String>,
}

/// A kernel: the `NAME.kd` descriptor and the entry point it gives.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Kernel {
    /// The kernel's name (the descriptor's symbol without `.kd`).
    pub name: String,
    /// The decoded 64-byte kernel descriptor.
    pub descriptor: KernelDescriptor,
    /// Address of the descriptor.
    pub kd_address: u64,
    /// `kd_address + kernel_code_entry_byte_offset`, inside executable code.
    pub entry: u64,
}

/// A loaded AMDGPU code object.
#[derive(Clone, Debug)]
pub struct CodeObject {
    /// The name errors use (usually the path).
    pub file: String,
    /// The generation the code runs on, from `EF_AMDGPU_MACH`.
    pub arch: Arch,
    /// The processor `EF_AMDGPU_MACH` names.
    pub processor: Processor,
    /// The raw `e_flags`, kept for `gcnjit info` (xnack, sramecc bits).
    pub e_flags: u32,
    /// `EI_ABIVERSION`: code object version minus 2 for HSA (v3 = 1, v4 = 2, v5 = 3).
    pub abi_version: u8,
    /// `ET_DYN`/`ET_EXEC` (addresses from the file) rather than `ET_REL` (laid out here).
    pub linked: bool,
    sections: Vec<Section>,
    symbols: Vec<Symbol>,
    kernels: Vec<Kernel>,
    metadata: Option<Metadata>,
}

impl CodeObject {
    /// Reads a code object from its bytes; `name_for_errors` names it in messages.
    pub fn parse(bytes: &[u8], name_for_errors: &str) -> Result<CodeObject, CodeObjectError> {
        load::parse(bytes, name_for_errors)
    }

    /// Reads the code object `target` chooses from a file's bytes
    /// (`docs/code-objects.md`, "Fat binaries"): a plain AMDGPU ELF file is
    /// itself, and `target` then names its generation or processor (only the
    /// generation is checked, as for `--arch`); from a fat binary (an offload
    /// bundle, compressed or not, or a host ELF file with `.hip_fatbin`) the
    /// entry `target` selects, which messages then name as
    /// `FILE[TARGET-ID]`.
    pub fn open(
        bytes: &[u8],
        name_for_errors: &str,
        target: Option<&str>,
    ) -> Result<CodeObject, CodeObjectError> {
        let err = |fault| CodeObjectError {
            file: name_for_errors.to_string(),
            fault,
        };
        if !bundle::is_fat_binary(bytes) {
            let co = Self::parse(bytes, name_for_errors)?;
            if let Some(t) = target {
                co.check_arch(target_arch(t).ok_or_else(|| err(Fault::BadTarget(t.into())))?)?;
            }
            return Ok(co);
        }
        let fat = bundle::FatBinary::parse(bytes).map_err(|e| err(e.into()))?;
        let entry = fat.select(target).map_err(|e| err(e.into()))?;
        let name = format!("{name_for_errors}[{}]", fat.label(entry));
        let co = Self::parse(fat.bytes(entry), &name)?;
        if let Some(a) = target.and_then(target_arch) {
            co.check_arch(a)?;
        }
        Ok(co)
    }

    fn err(&self, fault: Fault) -> CodeObjectError {
        CodeObjectError {
            file: self.file.clone(),
            fault,
        }
    }

    /// The xnack and sramecc settings `e_flags` records, as `any`, `off`, `on`
    /// or `unsupported` (code object v4 and later: two bits each at 8 and 10;
    /// v3: one bit each at 8 and 9 meaning on).
    pub fn target_features(&self) -> [(&'static str, &'static str); 2] {
        let f = self.e_flags;
        if self.abi_version <= 1 {
            let on = |b: u32| if f & b != 0 { "on" } else { "off" };
            return [("xnack", on(0x100)), ("sramecc", on(0x200))];
        }
        let v4 = |bits: u32| match bits {
            0 => "unsupported",
            1 => "any",
            2 => "off",
            _ => "on",
        };
        [("xnack", v4((f >> 8) & 3)), ("sramecc", v4((f >> 10) & 3))]
    }

    /// Errors when `arch` (from `--arch`) is not the file's generation.
    pub fn check_arch(&self, arch: Arch) -> Result<(), CodeObjectError> {
        if arch == self.arch {
            Ok(())
        } else {
            Err(self.err(Fault::ArchMismatch {
                given: arch,
                processor: self.processor.name,
                file_arch: self.arch,
            }))
        }
    }

    /// Allocatable sections in address order.
    pub fn sections(&self) -> &[Section] {
        &self.sections
    }

    /// Named symbols in symbol table order.
    pub fn symbols(&self) -> &[Symbol] {
        &self.symbols
    }

    /// Kernels in descriptor address order.
    pub fn kernels(&self) -> &[Kernel] {
        &self.kernels
    }

    /// The kernel metadata of the `NT_AMDGPU_METADATA` note, if the file
    /// has one (code object v3 and later; `docs/code-objects.md`).
    pub fn metadata(&self) -> Option<&Metadata> {
        self.metadata.as_ref()
    }

    /// The metadata entry of kernel `name` (matched by its `.symbol`
    /// `NAME.kd`, else by `.name`).
    pub fn kernel_metadata(&self, name: &str) -> Option<&KernelMeta> {
        self.metadata.as_ref()?.kernel(name)
    }

    /// The kernel called `name`.
    pub fn kernel(&self, name: &str) -> Result<&Kernel, CodeObjectError> {
        self.kernels.iter().find(|k| k.name == name).ok_or_else(|| {
            let names: Vec<&str> = self.kernels.iter().map(|k| k.name.as_str()).collect();
            self.err(Fault::UnknownKernel {
                name: name.to_string(),
                available: if names.is_empty() {
                    "none".to_string()
                } else {
                    names.join(", ")
                },
            })
        })
    }

    /// The symbol called `name` with an address.
    pub fn symbol_address(&self, name: &str) -> Option<u64> {
        self.symbols
            .iter()
            .find(|s| s.name == name)
            .and_then(|s| s.address)
    }

    /// The executable sections as one program: code at its addresses, the
    /// symbols inside it as labels (a function or kernel name wins over a
    /// plain label at the same address), and the entry of the first kernel
    /// (else the first function, else the start of the code) as its entry.
    pub fn program(&self) -> Program {
        let ranges: Vec<(u64, Vec<u32>)> = self
            .sections
            .iter()
            .filter(|s| s.executable && s.size > 0)
            .map(|s| {
                let words = s
                    .data
                    .chunks_exact(4)
                    .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
                    .collect();
                (s.address, words)
            })
            .collect();
        let target = self.processor.target();
        let mut p = Program::from_ranges_for(target, &ranges)
            .unwrap_or_else(|| Program::new_for(target, 0, Vec::new()));
        let in_code = |a: u64| {
            self.sections
                .iter()
                .any(|s| s.executable && a >= s.address && a < s.end())
        };
        for s in &self.symbols {
            let Some(a) = s.address else { continue };
            if !in_code(a) || s.name.is_empty() {
                continue;
            }
            match s.kind {
                SymbolKind::Func => {
                    p.labels.insert(a, s.name.clone());
                }
                SymbolKind::NoType | SymbolKind::Object => {
                    p.labels.entry(a).or_insert_with(|| s.name.clone());
                }
                SymbolKind::Other(_) => {}
            }
        }
        p.entry = self
            .kernels
            .first()
            .map(|k| k.entry)
            .or_else(|| {
                self.symbols
                    .iter()
                    .filter(|s| s.kind == SymbolKind::Func)
                    .find_map(|s| s.address.filter(|&a| in_code(a)))
            })
            .unwrap_or(p.base);
        p
    }

    /// Guest memory holding every allocatable section (code included, as on
    /// the GPU, so code can read constants next to it); sections that touch
    /// are one region, so a load may cross from one into the next.
    pub fn memory(&self) -> Memory {
        let mut regions: Vec<(u64, Vec<u8>)> = Vec::new();
        for s in self.sections.iter().filter(|s| s.size > 0) {
            match regions.last_mut() {
                Some((a, bytes)) if *a + bytes.len() as u64 == s.address => {
                    bytes.extend_from_slice(&s.data)
                }
                _ => regions.push((s.address, s.data.clone())),
            }
        }
        let mut m = Memory::new();
        for (a, bytes) in regions {
            // Sections were checked not to overlap or wrap when loaded.
            let _ = m.map(a, bytes);
        }
        m
    }
}

/// The generation a target names: a generation or processor name
/// (`gfx9`, `fiji`, `gfx900`), with or without features (`gfx900:xnack-`)
/// and a bundle number (`@1`).
pub fn target_arch(target: &str) -> Option<Arch> {
    let head = target.split(['@', ':']).next()?.trim();
    head.parse::<Arch>().ok()
}

/// The processor target `--arch`/`--target` names for a plain input: a
/// processor's features (`gfx906`), or a generation's default processor
/// (docs/isa.md, "Processor features (gfx906)").
pub fn target_of(target: &str) -> Option<crate::isa::Target> {
    crate::isa::Target::parse(target.split('@').next()?)
}

/// The `gfxNNN` processor `--arch`/`--target` names, if it names one (not
/// a generation): what the assembler writes in the ELF header and
/// assembles for.
pub fn processor_name(target: &str) -> Option<String> {
    let head = target.split(['@', ':']).next()?.trim().to_ascii_lowercase();
    let name = crate::isa::arch::processor_alias(&head).unwrap_or(&head);
    crate::isa::arch::Processor::from_name(name).map(|p| p.name.to_string())
}
