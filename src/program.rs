//! A program: words at a base address, decoded once ahead of execution, and
//! loading from the file formats docs/cli.md lists.

use crate::code_object::{CodeObject, CodeObjectError};
use crate::isa::decode::{decode_code_for, DecodeError, DecodeErrorKind};
use crate::isa::vector::{self, VectorInst};
use crate::isa::{Arch, AsmError, Features, Instruction, Target};
use crate::run::ErrorKind;
use crate::state::Memory;
use std::collections::BTreeMap;
use std::path::Path;

/// Code loaded at a byte address. Every word offset is decoded when the program
/// is built, so engines never decode while running; a word that does not decode
/// only faults if execution reaches it.
///
/// A program is one span of words from `base`; a code object with several
/// executable sections spans them all, and the words between its sections are
/// not code (`FetchError::OutOfRange`, so running into them is
/// `pc_out_of_range`).
#[derive(Clone, Debug)]
pub struct Program {
    /// The generation the words are encoded for.
    pub arch: Arch,
    /// The processor features the words were decoded with (a code object's
    /// processor's; the generation's default processor's otherwise:
    /// docs/isa.md, "Processor features (gfx906)").
    pub features: Features,
    /// Byte address of the first word: branch targets and the pc count from it.
    pub base: u64,
    /// The machine words, instructions and any data between them.
    pub words: Vec<u32>,
    /// Names of addresses inside the code (a code object's function, kernel
    /// and local symbols), for disassembly and reports; empty for plain words.
    pub labels: BTreeMap<u64, String>,
    /// Where a run starts by default: `base`, or a code object's first kernel.
    pub entry: u64,
    /// Shared between clones: every engine keeps a copy of the program, and
    /// decode errors carry their messages, so a deep copy cost more than a
    /// short run (450 ns for a ten-word kernel).
    decoded: std::sync::Arc<[Result<Instruction, DecodeError>]>,
}

/// A loaded input: the program, the guest memory it brings (a code object's
/// allocatable sections; empty otherwise) and the code object it came from.
#[derive(Clone, Debug)]
pub struct Loaded {
    /// The code and the architecture it runs on.
    pub program: Program,
    /// The data the file maps besides code (sections of a code object).
    pub memory: Memory,
    /// The code object itself when the file was one, for its kernels.
    pub code_object: Option<CodeObject>,
}

/// Why a program could not be loaded.
#[derive(Debug, thiserror::Error)]
pub enum LoadError {
    #[error("{path}: {error}")]
    /// The file could not be read.
    Io {
        /// The path as given.
        path: String,
        /// What the system reported.
        error: std::io::Error,
    },
    #[error("{path}:{error}")]
    /// The assembly text did not assemble.
    Asm {
        /// The path as given.
        path: String,
        /// The first error, with its line and column.
        error: AsmError,
    },
    #[error("{path}: {message}")]
    /// The file is not in a format gcnjit reads.
    Format {
        /// The path as given.
        path: String,
        /// What is wrong with it.
        message: String,
    },
    #[error(transparent)]
    /// The file is an ELF code object gcnjit cannot load.
    CodeObject(#[from] CodeObjectError),
}

/// Why the instruction at a PC cannot run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FetchError {
    /// The PC is outside the program or not 4-aligned.
    OutOfRange,
    /// The words at the PC are not a valid instruction.
    Decode(DecodeError),
}

impl Program {
    /// Builds a program from words and decodes every word offset, so a branch
    /// into the middle of a two-word instruction still finds what the
    /// hardware would decode there.
    ///
    /// ```
    /// use gcnjit::{Arch, Program};
    ///
    /// // s_mov_b32 s0, 7 (SOP1 with an inline constant); s_endpgm.
    /// let p = Program::new(Arch::Gfx9, 0x100, vec![0xBE80_0087, 0xBF81_0000]);
    /// assert_eq!(p.end(), 0x108);
    /// assert_eq!(p.fetch(0x104).unwrap().to_string(), "s_endpgm");
    /// ```
    pub fn new(arch: Arch, base: u64, words: Vec<u32>) -> Self {
        Self::new_for(Target::base(arch), base, words)
    }

    /// [`Program::new`] for a processor: the words decode with its features
    /// (`v_dot*` on gfx906).
    pub fn new_for(target: Target, base: u64, words: Vec<u32>) -> Self {
        let decoded = (0..words.len())
            .map(|i| decode_code_for(target, &words[i..], base.wrapping_add(4 * i as u64)))
            .collect();
        Self::with_decoded(target, base, words, decoded)
    }

    /// The processor the words were decoded for.
    pub fn target(&self) -> Target {
        Target {
            arch: self.arch,
            features: self.features,
        }
    }

    /// A program of `words` at `base` and their decoding, without labels,
    /// entered at `base`.
    fn with_decoded(
        target: Target,
        base: u64,
        words: Vec<u32>,
        decoded: Vec<Result<Instruction, DecodeError>>,
    ) -> Self {
        Program {
            arch: target.arch,
            features: target.features,
            base,
            words,
            labels: BTreeMap::new(),
            entry: base,
            decoded: decoded.into(),
        }
    }

    /// Builds a program from code ranges `(address, words)`: 4-aligned,
    /// sorted, not overlapping (the code object loader checks this). The
    /// program spans from the first to the end of the last; an instruction
    /// never reads a literal across the end of its range, and the words
    /// between ranges are not code. Words decode as the hardware reads them
    /// ([`decode_code`]). `None` when `ranges` is empty.
    pub fn from_ranges(arch: Arch, ranges: &[(u64, Vec<u32>)]) -> Option<Self> {
        Self::from_ranges_for(Target::base(arch), ranges)
    }

    /// [`Program::from_ranges`] for a processor (a code object's).
    pub fn from_ranges_for(target: Target, ranges: &[(u64, Vec<u32>)]) -> Option<Self> {
        let base = ranges.first()?.0;
        let mut words = Vec::new();
        let mut decoded = Vec::new();
        for (addr, ws) in ranges {
            let at = base + 4 * words.len() as u64;
            let gap = ((addr - at) / 4) as usize;
            for g in 0..gap {
                words.push(0);
                decoded.push(Err(DecodeError {
                    offset: at + 4 * g as u64,
                    word: 0,
                    kind: DecodeErrorKind::OutOfCode,
                }));
            }
            for i in 0..ws.len() {
                words.push(ws[i]);
                decoded.push(decode_code_for(target, &ws[i..], addr + 4 * i as u64));
            }
        }
        Some(Self::with_decoded(target, base, words, decoded))
    }

    /// Assembles `text` (LLVM syntax, labels and directives allowed) with
    /// `.text` at `base` and builds the program: the usual way in for code
    /// written by hand.
    ///
    /// ```
    /// use gcnjit::{Arch, Program};
    ///
    /// let p = Program::from_asm(Arch::Gfx9, "s_mov_b32 s0, 7\ns_endpgm", 0).unwrap();
    /// assert_eq!(p.words, [0xBE80_0087, 0xBF81_0000]);
    ///
    /// let e = Program::from_asm(Arch::Gfx9, "s_mov_b32 s0, v1", 0).unwrap_err();
    /// assert_eq!(e.line, 1);
    /// ```
    pub fn from_asm(arch: Arch, text: &str, base: u64) -> Result<Self, AsmError> {
        let words = crate::isa::asm::assemble_words(arch, text, base)?;
        Ok(Self::new(arch, base, words))
    }

    /// Byte address one past the last word (0 if the program ends at the top
    /// of the address space and the span wrapped, which [`Program::load`]
    /// rejects: see [`check_span`]).
    pub fn end(&self) -> u64 {
        self.base.wrapping_add(4 * self.words.len() as u64)
    }

    /// Word index of `pc`, if it is inside the program and 4-aligned.
    #[inline]
    pub fn index_of(&self, pc: u64) -> Option<usize> {
        let off = pc.checked_sub(self.base)?;
        if off % 4 != 0 {
            return None;
        }
        let i = (off / 4) as usize;
        (i < self.words.len()).then_some(i)
    }

    /// The instruction at `pc`, when the engines run it. A decoded vector
    /// instruction is refused as [`DecodeErrorKind::Vector`]: the engines do
    /// not execute vector rows yet (their tier is `NotExecuted`).
    #[inline]
    pub fn fetch(&self, pc: u64) -> Result<&Instruction, FetchError> {
        let i = self.index_of(pc).ok_or(FetchError::OutOfRange)?;
        match &self.decoded[i] {
            Ok(inst) if !crate::interp::executes(inst.op) => Err(FetchError::Decode(DecodeError {
                offset: pc,
                word: inst.word,
                kind: DecodeErrorKind::Vector,
            })),
            Ok(inst) => Ok(inst),
            Err(e) if e.kind == DecodeErrorKind::OutOfCode => Err(FetchError::OutOfRange),
            Err(e) => Err(FetchError::Decode(*e)),
        }
    }

    /// The vector instruction at `pc`: words that decode to a vector row, or
    /// any word with a vector family's prefix that no decoder takes (an
    /// opcode no row has, a family not decoded yet). gcnjit does not execute
    /// them: error kind `unsupported`. Its length is bounded by the code
    /// range it sits in.
    pub fn unsupported_at(&self, pc: u64) -> Option<VectorInst> {
        let i = self.index_of(pc)?;
        match &self.decoded[i] {
            Ok(inst) if !crate::interp::executes(inst.op) => vector::decode(
                self.arch,
                &self.words[i..(i + inst.len_words()).min(self.words.len())],
            ),
            // A vector word that no family decoder takes (not written yet, or
            // a word the VALU decoder refuses) is still a vector instruction.
            Err(e)
                if e.kind == DecodeErrorKind::Vector
                    || vector::decode(self.arch, &self.words[i..(i + 2).min(self.words.len())])
                        .is_some() =>
            {
                // A vector instruction is at most 2 words.
                let end = (i..self.words.len().min(i + 2))
                    .find(|&j| {
                        matches!(&self.decoded[j], Err(e) if e.kind == DecodeErrorKind::OutOfCode)
                    })
                    .unwrap_or(self.words.len());
                vector::decode(self.arch, &self.words[i..end])
            }
            _ => None,
        }
    }

    /// The error kind of running the instruction at `pc` when it cannot be
    /// fetched: every engine asks this one place.
    pub fn fetch_fault(&self, pc: u64) -> ErrorKind {
        match self.fetch(pc) {
            Err(FetchError::OutOfRange) => ErrorKind::PcOutOfRange,
            _ if self.unsupported_at(pc).is_some() => ErrorKind::Unsupported,
            _ => ErrorKind::Decode,
        }
    }

    /// The decoded result at word index `i` (for tools that walk the code).
    pub fn decoded_at(&self, i: usize) -> Option<&Result<Instruction, DecodeError>> {
        self.decoded.get(i)
    }

    /// Instructions in address order from the base, with their addresses, as a
    /// linear disassembler sees them; stops at the first word that does not decode.
    pub fn linear(&self) -> impl Iterator<Item = (u64, Result<&Instruction, &DecodeError>)> {
        let mut i = 0usize;
        let mut done = false;
        std::iter::from_fn(move || {
            if done || i >= self.decoded.len() {
                return None;
            }
            let pc = self.base.wrapping_add(4 * i as u64);
            match &self.decoded[i] {
                Ok(inst) => {
                    i += inst.len_words();
                    Some((pc, Ok(inst)))
                }
                Err(e) => {
                    done = true;
                    Some((pc, Err(e)))
                }
            }
        })
    }

    /// Loads a file by content or extension (docs/cli.md): `.s`/`.asm` assembly, `.bin`
    /// raw little-endian words, `.hex` hex words, an ELF code object (through
    /// [`CodeObject`]: its generation must be `arch`), or `-` for assembly on
    /// standard input.
    pub fn load(path: &str, arch: Arch, base: u64) -> Result<Self, LoadError> {
        Ok(Self::load_file(path, Some(arch), base)?.program)
    }

    /// [`Program::load`] with the generation optional (an ELF code object
    /// names its own; other inputs default to gfx9), also giving the guest
    /// memory and the code object an ELF file brings.
    pub fn load_file(path: &str, arch: Option<Arch>, base: u64) -> Result<Loaded, LoadError> {
        Self::load_target(path, arch.map(Arch::name), base)
    }

    /// [`Program::load_file`] with a target in place of the generation
    /// (`docs/code-objects.md`, "Fat binaries"): from a fat binary (an
    /// offload bundle, compressed or not, or a host ELF file with a
    /// `.hip_fatbin` section) it chooses the code object (`gfx900`,
    /// `gfx906:xnack-`, `fiji`, `gfx9`); for any other input it names the
    /// generation, as `--arch` does.
    pub fn load_target(path: &str, target: Option<&str>, base: u64) -> Result<Loaded, LoadError> {
        let io = |error| LoadError::Io {
            path: path.to_string(),
            error,
        };
        let bytes = if path == "-" {
            let mut v = Vec::new();
            std::io::Read::read_to_end(&mut std::io::stdin(), &mut v).map_err(io)?;
            v
        } else {
            std::fs::read(path).map_err(io)?
        };
        let ext = Path::new(path)
            .extension()
            .and_then(|e| e.to_str())
            .unwrap_or("")
            .to_ascii_lowercase();
        let fmt_err = |message: String| LoadError::Format {
            path: path.to_string(),
            message,
        };
        if bytes.starts_with(b"\x7fELF") || crate::code_object::bundle::is_fat_binary(&bytes) {
            if base != 0 {
                return Err(fmt_err(format!(
                    "--base 0x{base:x} does not apply to an ELF code object: it loads at its own addresses"
                )));
            }
            let co = CodeObject::open(&bytes, path, target)?;
            return Ok(Loaded {
                program: co.program(),
                memory: co.memory(),
                code_object: Some(co),
            });
        }
        let arch_given = target.is_some();
        let proc_target = match target {
            None => Target::base(Arch::default()),
            Some(t) => crate::code_object::target_of(t).ok_or_else(|| {
                fmt_err(format!(
                    "--arch {t}: not a GCN generation or processor (gfx6..gfx9, gfx600..gfx90c)"
                ))
            })?,
        };
        let arch = proc_target.arch;
        let plain = |program| Loaded {
            program,
            memory: Memory::new(),
            code_object: None,
        };
        let program = match ext.as_str() {
            "bin" => {
                if bytes.len() % 4 != 0 {
                    return Err(fmt_err(format!(
                        "{} bytes is not a whole number of 32-bit words",
                        bytes.len()
                    )));
                }
                let words = bytes
                    .chunks_exact(4)
                    .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
                    .collect();
                Ok(Self::new_for(proc_target, base, words))
            }
            "hex" => {
                let text =
                    String::from_utf8(bytes).map_err(|_| fmt_err("not UTF-8 text".into()))?;
                let words = parse_hex_words(&text).map_err(fmt_err)?;
                Ok(Self::new_for(proc_target, base, words))
            }
            _ => {
                let text = String::from_utf8(bytes).map_err(|_| {
                    fmt_err("not UTF-8 text (use .bin for raw words, .hex for hex words)".into())
                })?;
                let opts = crate::asm::Options {
                    arch,
                    // Without a generation given, `.amdgcn_target` chooses it.
                    arch_from_target: !arch_given,
                    // A processor named by `--arch` is the one assembled for.
                    cpu: target.and_then(crate::code_object::processor_name),
                    path: (path != "-").then(|| path.into()),
                    ..Default::default()
                };
                let asm_err = |error| LoadError::Asm {
                    path: path.to_string(),
                    error,
                };
                let obj = crate::asm::assemble_object(&text, &opts).map_err(asm_err)?;
                if brings_more_than_text(&obj) {
                    // Data sections, kernels or several code sections: the
                    // file loads as the code object `asm -o` would write, so
                    // its data, symbols and kernels are where the loader puts
                    // them (docs/code-objects.md).
                    if base != 0 {
                        return Err(fmt_err(format!(
                            "--base 0x{base:x} does not apply: a file with data sections or kernels loads as a code object, at its own addresses"
                        )));
                    }
                    let elf = crate::asm::elf::write(&obj).map_err(fmt_err)?;
                    let co = CodeObject::parse(&elf, path)?;
                    return Ok(Loaded {
                        program: co.program(),
                        memory: co.memory(),
                        code_object: Some(co),
                    });
                }
                crate::isa::asm::text_words(&obj, base)
                    .map(|words| Self::new_for(object_target(&obj), base, words))
                    .map_err(asm_err)
            }
        }?;
        check_span(program.base, program.words.len()).map_err(fmt_err)?;
        Ok(plain(program))
    }
}

/// The processor an assembled file was assembled for (its `.amdgcn_target`
/// or `--arch` processor, else its generation's default).
fn object_target(obj: &crate::asm::Object) -> Target {
    Target::parse(&obj.cpu)
        .filter(|t| t.arch == obj.arch)
        .unwrap_or(Target::base(obj.arch))
}

/// Whether an assembled file holds more than one `.text` of instructions: an
/// allocatable section besides `.text` with bytes in it (data, a kernel
/// descriptor) or a second code section.
fn brings_more_than_text(obj: &crate::asm::Object) -> bool {
    obj.sections
        .iter()
        .any(|s| s.flags & crate::asm::SHF_ALLOC != 0 && s.name != ".text" && !s.data.is_empty())
}

/// Whether `words` words fit at byte address `base`: every address of the
/// program, and the one after its last word (where a fall-through goes),
/// must be below 2^64, so that no engine's address arithmetic wraps.
pub fn check_span(base: u64, words: usize) -> Result<(), String> {
    let bytes = (words as u64).checked_mul(4);
    match bytes.and_then(|b| base.checked_add(b)) {
        Some(_) => Ok(()),
        None => Err(format!(
            "the program ({words} words) does not fit below 2^64 at base 0x{base:x}: \
             the highest base for it is 0x{:x}",
            u64::MAX - bytes.unwrap_or(u64::MAX)
        )),
    }
}

/// Parses whitespace-separated 32-bit hex words (`0xbe800380` or `be800380`);
/// `#`, `;` and `//` start comments.
pub fn parse_hex_words(text: &str) -> Result<Vec<u32>, String> {
    let mut out = Vec::new();
    for (ln, line) in text.lines().enumerate() {
        let line = line.split(['#', ';']).next().unwrap_or("");
        let line = line.split("//").next().unwrap_or("");
        for tok in line.split(|c: char| c.is_whitespace() || c == ',') {
            if tok.is_empty() {
                continue;
            }
            let t = tok
                .strip_prefix("0x")
                .or_else(|| tok.strip_prefix("0X"))
                .unwrap_or(tok);
            if t.is_empty() || t.len() > 8 {
                return Err(format!("line {}: `{tok}` is not a 32-bit hex word", ln + 1));
            }
            let w = u32::from_str_radix(t, 16)
                .map_err(|_| format!("line {}: `{tok}` is not a 32-bit hex word", ln + 1))?;
            out.push(w);
        }
    }
    Ok(out)
}
