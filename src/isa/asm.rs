//! Assembly text -> instructions: the entry point the rest of the crate uses.
//! The assembler itself (expressions, symbols, directives, sections, ELF
//! output) lives in [`crate::asm`]; this wraps it for code that only wants the
//! `.text` instructions of a snippet.

use super::arch::Arch;
use super::inst::Instruction;
use super::target::Target;
pub use crate::asm::AsmError;

/// Assembles `text` for `arch` as if `.text` were loaded at byte address `base`,
/// and returns its instructions. Relocations inside the file are resolved as a
/// linker would; data in `.text` must decode as instructions.
///
/// ```
/// use gcnjit::isa::{assemble, Arch, Opcode};
///
/// let insts = assemble(Arch::Gfx9, "s_add_u32 s0, s1, 0x12345\ns_endpgm", 0).unwrap();
/// assert_eq!(insts[0].op, Opcode::S_ADD_U32);
/// assert_eq!(insts[0].len_words(), 2); // the literal follows
/// assert_eq!(insts[0].to_string(), "s_add_u32 s0, s1, 0x12345");
/// ```
pub fn assemble(arch: Arch, text: &str, base: u64) -> Result<Vec<Instruction>, AsmError> {
    assemble_for(Target::base(arch), text, base)
}

/// [`assemble`] for a processor: the instructions its features bring are
/// accepted (`v_dot2_f32_f16` on gfx906), those it lacks refused
/// (docs/assembler.md, "Processor features").
///
/// ```
/// use gcnjit::isa::{asm::assemble_for, Target};
///
/// let gfx906 = Target::parse("gfx906").unwrap();
/// let insts = assemble_for(gfx906, "v_fmac_f32 v1, v2, v3", 0).unwrap();
/// assert_eq!(insts[0].word, 0x7602_0702);
/// assert!(assemble_for(Target::parse("gfx900").unwrap(), "v_fmac_f32 v1, v2, v3", 0).is_err());
/// ```
pub fn assemble_for(target: Target, text: &str, base: u64) -> Result<Vec<Instruction>, AsmError> {
    let opts = crate::asm::Options {
        arch: target.arch,
        // The generation's default processor unless the features differ.
        cpu: (target != Target::base(target.arch))
            .then(|| target.processor().map(|p| p.name.to_string()))
            .flatten(),
        ..Default::default()
    };
    let words = assemble_words_with(text, &opts, base)?;
    let mut out = Vec::new();
    let mut i = 0;
    while i < words.len() {
        let inst = super::decode::decode_code_for(target, &words[i..], base + 4 * i as u64)
            .map_err(|e| AsmError {
                line: 1,
                col: 1,
                message: format!("the assembled .text does not decode: {e}"),
            })?;
        i += inst.len_words();
        out.push(inst);
    }
    Ok(out)
}

/// Assembles `text` and returns the linked `.text` as words, the form
/// [`crate::Program::new`] and the C and Python bindings take.
///
/// ```
/// use gcnjit::isa::{asm::assemble_words, Arch};
///
/// // Branch offsets count dwords from the next instruction.
/// let w = assemble_words(Arch::Gfx8, "l: s_nop 0\ns_branch l", 0).unwrap();
/// assert_eq!(w, [0xBF80_0000, 0xBF82_FFFE]);
/// ```
pub fn assemble_words(arch: Arch, text: &str, base: u64) -> Result<Vec<u32>, AsmError> {
    let opts = crate::asm::Options {
        arch,
        ..Default::default()
    };
    assemble_words_with(text, &opts, base)
}

/// Like [`assemble_words`], with the file's path and `.include` directories.
pub fn assemble_words_with(
    text: &str,
    opts: &crate::asm::Options,
    base: u64,
) -> Result<Vec<u32>, AsmError> {
    let obj = crate::asm::assemble_object(text, opts)?;
    text_words(&obj, base)
}

/// The `.text` words of an assembled object placed at `base`.
pub fn text_words(obj: &crate::asm::Object, base: u64) -> Result<Vec<u32>, AsmError> {
    // A relocation naming a symbol the file does not define cannot be resolved.
    for s in &obj.sections {
        for r in &s.relocs {
            if let crate::asm::RelocTarget::Symbol(k) = r.target {
                let sym = &obj.symbols[k];
                if sym.value == crate::asm::SymValue::Undefined {
                    let (line, col) = obj
                        .undefined
                        .iter()
                        .find(|u| u.0 == sym.name)
                        .map_or((1, 1), |u| (u.1, u.2));
                    return Err(AsmError {
                        line,
                        col,
                        message: format!(
                            "undefined symbol `{}`: it is not defined in this file",
                            sym.name
                        ),
                    });
                }
            }
        }
    }
    let linked = crate::asm::link::link(obj, base).map_err(|message| AsmError {
        line: 1,
        col: 1,
        message,
    })?;
    let bytes = linked.text();
    if bytes.len() % 4 != 0 {
        return Err(AsmError {
            line: 1,
            col: 1,
            message: format!(
                ".text is {} bytes, not a whole number of 32-bit words",
                bytes.len()
            ),
        });
    }
    Ok(bytes
        .chunks_exact(4)
        .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
        .collect())
}
