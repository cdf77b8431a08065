//! A program: words at a base address, decoded once ahead of execution, and
//! loading from the file formats CLI.md lists.

use crate::isa::decode::{decode_for_execution, DecodeError};
use crate::isa::{Arch, AsmError, Instruction};
use std::path::Path;

/// Code loaded at a byte address. Every word offset is decoded when the program
/// is built, so engines never decode while running; a word that does not decode
/// only faults if execution reaches it.
#[derive(Clone, Debug)]
pub struct Program {
    pub arch: Arch,
    pub base: u64,
    pub words: Vec<u32>,
    decoded: Vec<Result<Instruction, DecodeError>>,
}

/// Why a program could not be loaded.
#[derive(Debug, thiserror::Error)]
pub enum LoadError {
    #[error("{path}: {error}")]
    Io { path: String, error: std::io::Error },
    #[error("{path}:{error}")]
    Asm { path: String, error: AsmError },
    #[error("{path}: {message}")]
    Format { path: String, message: String },
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
    /// Builds a program from words and decodes every word offset.
    pub fn new(arch: Arch, base: u64, words: Vec<u32>) -> Self {
        let decoded = (0..words.len())
            .map(|i| decode_for_execution(arch, &words[i..], base + 4 * i as u64))
            .collect();
        Program {
            arch,
            base,
            words,
            decoded,
        }
    }

    /// Assembles `text` and builds the program.
    pub fn from_asm(arch: Arch, text: &str, base: u64) -> Result<Self, AsmError> {
        let words = crate::isa::asm::assemble_words(arch, text, base)?;
        Ok(Self::new(arch, base, words))
    }

    /// Byte address one past the last word.
    pub fn end(&self) -> u64 {
        self.base + 4 * self.words.len() as u64
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

    /// The instruction at `pc`.
    #[inline]
    pub fn fetch(&self, pc: u64) -> Result<&Instruction, FetchError> {
        let i = self.index_of(pc).ok_or(FetchError::OutOfRange)?;
        self.decoded[i].as_ref().map_err(|e| FetchError::Decode(*e))
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
            let pc = self.base + 4 * i as u64;
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

    /// Loads a file by content or extension (CLI.md): `.s`/`.asm` assembly, `.bin`
    /// raw little-endian words, `.hex` hex words, an ELF code object (its `.text`),
    /// or `-` for assembly on standard input.
    pub fn load(path: &str, arch: Arch, base: u64) -> Result<Self, LoadError> {
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
        if bytes.starts_with(b"\x7fELF") {
            let words = elf_text(&bytes).map_err(fmt_err)?;
            return Ok(Self::new(arch, base, words));
        }
        match ext.as_str() {
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
                Ok(Self::new(arch, base, words))
            }
            "hex" => {
                let text =
                    String::from_utf8(bytes).map_err(|_| fmt_err("not UTF-8 text".into()))?;
                let words = parse_hex_words(&text).map_err(fmt_err)?;
                Ok(Self::new(arch, base, words))
            }
            _ => {
                let text = String::from_utf8(bytes).map_err(|_| {
                    fmt_err("not UTF-8 text (use .bin for raw words, .hex for hex words)".into())
                })?;
                let opts = crate::asm::Options {
                    arch,
                    path: (path != "-").then(|| path.into()),
                    ..Default::default()
                };
                crate::isa::asm::assemble_words_with(&text, &opts, base)
                    .map(|words| Self::new(arch, base, words))
                    .map_err(|error| LoadError::Asm {
                        path: path.to_string(),
                        error,
                    })
            }
        }
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

/// The `.text` section of an ELF object as little-endian words.
fn elf_text(bytes: &[u8]) -> Result<Vec<u32>, String> {
    use object::{Object, ObjectSection};
    let file = object::File::parse(bytes).map_err(|e| format!("not a readable ELF file: {e}"))?;
    let text = file
        .section_by_name(".text")
        .ok_or("ELF file has no .text section")?;
    let data = text.data().map_err(|e| format!("cannot read .text: {e}"))?;
    if data.len() % 4 != 0 {
        return Err(format!(".text is {} bytes, not whole words", data.len()));
    }
    Ok(data
        .chunks_exact(4)
        .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
        .collect())
}
