//! `gcnjit asm` and `gcnjit disasm`.

use super::ProgramArgs;
use clap::Args;
use gcnjit::isa::fmt::write_inst;
use gcnjit::isa::Instruction;
use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::io::Write as _;
use std::process::ExitCode;

#[derive(Args, Debug)]
#[command(
    after_help = "Examples:\n  gcnjit asm kernel.s                 print the .text words (relocations inside the file resolved)\n  gcnjit asm kernel.s -o kernel.o     ELF relocatable object, as llvm-mc -filetype=obj writes it\n  gcnjit asm kernel.s -o kernel.bin   raw .text bytes\n  gcnjit asm main.s -I inc --arch gfx8\n\nThe assembler accepts llvm-mc's language for scalar code (docs/assembler.md): symbols and\nexpressions, sections and data, alignment, .if/.rept/.irp/.macro, .include/.incbin,\nsym@rel32@lo/hi and @abs32@lo/hi, .amdhsa_kernel descriptors, and .amdgpu_metadata\ndocuments (written as the metadata note llvm-mc writes; docs/assembler.md, \"Kernel metadata\")."
)]
pub struct AsmArgs {
    #[command(flatten)]
    pub prog: ProgramArgs,
    /// Output file: `.o` writes an ELF relocatable object, `-` the raw words to
    /// standard output, anything else the raw little-endian `.text` bytes.
    #[arg(short, long)]
    pub output: Option<String>,
    /// Directory searched by `.include` and `.incbin` (after the path as written;
    /// the including file's directory is searched last). Repeatable.
    #[arg(short = 'I', long = "include-dir")]
    pub include: Vec<std::path::PathBuf>,
}

#[derive(Args, Debug)]
#[command(after_help = "Examples:\n  \
    gcnjit disasm prog.bin --arch tahiti\n  \
    gcnjit disasm kernel.hsaco\n  \
    gcnjit disasm k.hipfb --target gfx906                  # one code object of a bundle\n  \
    gcnjit disasm /usr/lib/x86_64-linux-gnu/librocrand.so.1 --target gfx900:xnack-\n\n\
A fat binary needs --target (or --arch) unless it holds one code object; `gcnjit info FILE` \
lists its targets (docs/code-objects.md, \"Fat binaries\").")]
pub struct DisasmArgs {
    #[command(flatten)]
    pub prog: ProgramArgs,
    /// Print branch operands as raw SIMM16 offsets and no label lines.
    #[arg(long)]
    pub no_labels: bool,
}

/// Whether `path` names assembly text (not .bin/.hex words, not an ELF file).
pub(crate) fn is_assembly(path: &str) -> bool {
    let lower = path.to_ascii_lowercase();
    if lower.ends_with(".bin") || lower.ends_with(".hex") {
        return false;
    }
    if path == "-" {
        return true;
    }
    std::fs::read(path).is_ok_and(|b| !b.starts_with(b"\x7fELF"))
}

/// Assembles a source file with the full assembler (objects, includes).
fn asm_source(a: &AsmArgs) -> anyhow::Result<ExitCode> {
    let path = &a.prog.program;
    let text = if path == "-" {
        let mut s = String::new();
        std::io::Read::read_to_string(&mut std::io::stdin(), &mut s)?;
        s
    } else {
        std::fs::read_to_string(path).map_err(|e| anyhow::anyhow!("{path}: {e}"))?
    };
    let opts = gcnjit::asm::Options {
        arch: a.prog.arch(),
        // Without --arch, `.amdgcn_target` may choose the generation.
        arch_from_target: a.prog.arch.is_none(),
        // A processor given by --arch is the one assembled for (its
        // features: docs/isa.md, "Processor features (gfx906)").
        cpu: a
            .prog
            .arch
            .as_ref()
            .and_then(|t| gcnjit::code_object::processor_name(&t.spelled)),
        include_dirs: a.include.clone(),
        path: (path != "-").then(|| path.into()),
        ..Default::default()
    };
    let obj =
        gcnjit::asm::assemble_object(&text, &opts).map_err(|e| anyhow::anyhow!("{path}:{e}"))?;
    for w in &obj.warnings {
        eprintln!("{path}:{w}");
    }
    match &a.output {
        Some(out) if out.to_ascii_lowercase().ends_with(".o") => {
            let bytes = gcnjit::asm::elf::write(&obj).map_err(|e| anyhow::anyhow!("{out}: {e}"))?;
            std::fs::write(out, bytes).map_err(|e| anyhow::anyhow!("{out}: {e}"))?;
        }
        out => {
            let words = gcnjit::isa::asm::text_words(&obj, a.prog.base)
                .map_err(|e| anyhow::anyhow!("{path}:{e}"))?;
            emit_words(&words, out.as_deref())?;
        }
    }
    Ok(ExitCode::SUCCESS)
}

/// Writes words as raw little-endian bytes to `out` (`-`: standard output),
/// or prints them one hex word a line when there is no `-o`.
fn emit_words(words: &[u32], out: Option<&str>) -> anyhow::Result<()> {
    if let Some(out) = out {
        let bytes: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
        if out == "-" {
            std::io::stdout().write_all(&bytes)?;
        } else {
            std::fs::write(out, bytes).map_err(|e| anyhow::anyhow!("{out}: {e}"))?;
        }
    } else {
        let mut s = String::with_capacity(words.len() * 9);
        for w in words {
            let _ = writeln!(s, "{w:08x}");
        }
        std::io::stdout().write_all(s.as_bytes())?;
    }
    Ok(())
}

pub fn asm(a: AsmArgs) -> anyhow::Result<ExitCode> {
    if is_assembly(&a.prog.program) {
        return asm_source(&a);
    }
    let p = a.prog.load()?;
    emit_words(&p.words, a.output.as_deref())?;
    Ok(ExitCode::SUCCESS)
}

/// Disassembles linearly from the base. Branch targets inside the code get
/// labels (`L_<offset>`) unless `--no-labels`; a target outside the code, or
/// in the middle of an instruction, keeps its raw offset so the text still
/// assembles to the same words. Vector instructions print as `.long` words
/// with their family (as in a code object), so the text assembles back to the
/// same words. A word that starts neither a scalar nor a vector instruction is
/// an error naming its offset.
pub fn disasm(a: DisasmArgs) -> anyhow::Result<ExitCode> {
    let loaded = a.prog.load_full()?;
    if let Some(co) = &loaded.code_object {
        let out = disasm_code_object(co, &loaded.program, a.no_labels);
        std::io::stdout().write_all(out.as_bytes())?;
        return Ok(ExitCode::SUCCESS);
    }
    let p = loaded.program;
    let items = decode_items(&p, p.base, p.words.len());
    if let Some((pc, _, _)) = items.iter().find(|(_, _, it)| matches!(it, Item::Word(_))) {
        match p.fetch(*pc) {
            Err(gcnjit::program::FetchError::Decode(e)) => {
                anyhow::bail!("{}: {e}", a.prog.program)
            }
            _ => anyhow::bail!(
                "{}: offset 0x{:x}: the instruction runs past the end of the code",
                a.prog.program,
                pc - p.base
            ),
        }
    }
    let labels = item_labels(&items, BTreeMap::new(), a.no_labels);
    let mut out = String::new();
    write_items(&mut out, &p, &items, &labels, &BTreeMap::new(), "");
    std::io::stdout().write_all(out.as_bytes())?;
    Ok(ExitCode::SUCCESS)
}

/// One item of a code object's disassembly.
enum Item {
    Inst(Instruction),
    Vector(gcnjit::isa::vector::VectorInst),
    /// A word that starts no instruction (padding, data, a bad word).
    Word(String),
}

/// Disassembles every executable section of a code object, never stopping:
/// scalar instructions as text, vector instructions length-decoded and
/// printed as `.long` words with their family, any other word as `.long`
/// with the reason. Symbols label their addresses; branch targets without a
/// symbol get `L_<offset>` labels. A count per vector family ends the text.
fn disasm_code_object(
    co: &gcnjit::code_object::CodeObject,
    p: &gcnjit::Program,
    no_labels: bool,
) -> String {
    let mut items: Vec<(u64, usize, Item)> = Vec::new();
    for sec in co.sections().iter().filter(|s| s.executable && s.size > 0) {
        items.extend(decode_items(p, sec.address, (sec.size / 4) as usize));
    }
    let labels = item_labels(&items, p.labels.clone(), no_labels);
    let mut out = String::new();
    let _ = writeln!(
        out,
        "// {}: {} ({}), {} kernel(s)",
        co.file,
        co.processor.name,
        co.arch,
        co.kernels().len()
    );
    let mut section_at: BTreeMap<u64, &str> = BTreeMap::new();
    for s in co.sections().iter().filter(|s| s.executable && s.size > 0) {
        section_at.insert(s.address, &s.name);
    }
    let counts = write_items(&mut out, p, &items, &labels, &section_at, "  ");
    let total: usize = counts.values().sum();
    let list: Vec<String> = counts.iter().map(|(f, n)| format!("{f} {n}")).collect();
    let _ = writeln!(
        out,
        "\n// vector instructions (not executed): {total}{}",
        if list.is_empty() {
            String::new()
        } else {
            format!(" ({})", list.join(", "))
        }
    );
    out
}

/// Decodes `count` words from `start` into items, never stopping: a scalar
/// instruction, else a vector instruction (length-decoded), else one word.
fn decode_items(p: &gcnjit::Program, start: u64, count: usize) -> Vec<(u64, usize, Item)> {
    let words = &p.words[((start - p.base) / 4) as usize..][..count];
    let mut items = Vec::new();
    let mut i = 0;
    while i < words.len() {
        let pc = start + 4 * i as u64;
        // Decoded vector instructions print as text too; only the engines
        // refuse them (`Program::fetch`).
        let decoded = p.decoded_at(((pc - p.base) / 4) as usize);
        let (len, item) = match decoded {
            Some(Ok(inst)) if i + inst.len_words() <= words.len() => {
                (inst.len_words(), Item::Inst(*inst))
            }
            _ => match gcnjit::isa::vector::decode(p.arch, &words[i..]) {
                Some(v) => (v.len_words, Item::Vector(v)),
                None => {
                    let why = match p.fetch(pc) {
                        Err(gcnjit::program::FetchError::Decode(e)) => e.kind.to_string(),
                        _ => "not an instruction".to_string(),
                    };
                    (1, Item::Word(why))
                }
            },
        };
        items.push((pc, len, item));
        i += len;
    }
    items
}

/// `names` (symbols) plus an `L_<offset>` label for every branch target that
/// starts an item; none at all with `--no-labels`.
fn item_labels(
    items: &[(u64, usize, Item)],
    names: BTreeMap<u64, String>,
    no_labels: bool,
) -> BTreeMap<u64, String> {
    if no_labels {
        return BTreeMap::new();
    }
    let starts: std::collections::HashSet<u64> = items.iter().map(|(pc, _, _)| *pc).collect();
    let mut labels = names;
    for (pc, _, item) in items {
        if let Item::Inst(inst) = item {
            if let Some(t) = inst.branch_target(*pc) {
                if starts.contains(&t) {
                    labels.entry(t).or_insert_with(|| format!("L_{t:06x}"));
                }
            }
        }
    }
    labels
}

/// Prints items one a line (`TEXT  // OFFSET: WORDS`), each line after
/// `indent`, with label lines and section headers; vector instructions and
/// other words as `.long` so the text assembles back to the same words.
/// Returns the count of vector instructions per family.
fn write_items(
    out: &mut String,
    p: &gcnjit::Program,
    items: &[(u64, usize, Item)],
    labels: &BTreeMap<u64, String>,
    section_at: &BTreeMap<u64, &str>,
    indent: &str,
) -> BTreeMap<gcnjit::isa::vector::VectorFamily, usize> {
    let mut counts = BTreeMap::new();
    for (pc, len, item) in items {
        if let Some(name) = section_at.get(pc) {
            let _ = writeln!(out, "\n// section {name} at 0x{pc:x}");
        }
        if let Some(l) = labels.get(pc) {
            let _ = writeln!(out, "{l}:");
        }
        let i = ((pc - p.base) / 4) as usize;
        let words = &p.words[i..i + len];
        let hex: Vec<String> = words.iter().map(|w| format!("{w:08x}")).collect();
        let longs: Vec<String> = words.iter().map(|w| format!("0x{w:08x}")).collect();
        match item {
            Item::Inst(inst) => {
                // Decoded vector instructions the engines do not execute
                // are counted too.
                if inst.tier() == gcnjit::isa::Tier::NotExecuted {
                    if let Some(f) = gcnjit::isa::vector::family_of(inst) {
                        *counts.entry(f).or_insert(0) += 1;
                    }
                }
                let mut text = String::new();
                let target = inst.branch_target(*pc);
                let _ = write_inst(&mut text, inst, &|w, v| match target
                    .and_then(|t| labels.get(&t))
                {
                    Some(l) => w.write_str(l),
                    None => write!(w, "{v}"),
                });
                let strict =
                    gcnjit::isa::decode::decode_for(p.target(), words, *pc).map_err(|e| e.kind);
                if strict.is_ok() {
                    let _ = writeln!(out, "{indent}{text}  // {pc:06x}: {}", hex.join(" "));
                } else if let Err(gcnjit::isa::decode::DecodeErrorKind::NonZeroUnused(f)) = strict {
                    // Bits the hardware ignores (docs/isa.md §11): the text is
                    // what runs and what llvm-mc prints; it assembles to the
                    // words without those bits.
                    let _ = writeln!(
                        out,
                        "{indent}{text}  // {pc:06x}: {}  // ignored bits set ({f})",
                        hex.join(" ")
                    );
                } else if let Err(e) = strict {
                    // Words no text assembles to (a literal an inline
                    // constant could express, as a relocation often leaves;
                    // the VOP3 form of `v_nop`): they stay words, with what
                    // runs and why (docs/isa.md §11).
                    let _ = writeln!(
                        out,
                        "{indent}.long {}  // {pc:06x}: {text} ({})",
                        longs.join(", "),
                        strict_reason(&e)
                    );
                }
            }
            Item::Vector(v) => {
                *counts.entry(v.family).or_insert(0) += 1;
                let _ = writeln!(
                    out,
                    "{indent}.long {}  // {pc:06x}: vector {} (not executed)",
                    longs.join(", "),
                    v.family
                );
            }
            Item::Word(why) => {
                let _ = writeln!(
                    out,
                    "{indent}.long {}  // {pc:06x}: {why}",
                    longs.join(", ")
                );
            }
        }
    }
    counts
}

/// Why the strict decoder refuses words the decoder for code reads, in the
/// words `disasm` prints beside them.
fn strict_reason(e: &gcnjit::isa::decode::DecodeErrorKind) -> String {
    use gcnjit::isa::decode::DecodeErrorKind as K;
    match e {
        K::Unsupported(why) => why.to_string(),
        other => other.to_string(),
    }
}
