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
    after_help = "Examples:\n  gcnjit asm kernel.s                 print the .text words (relocations inside the file resolved)\n  gcnjit asm kernel.s -o kernel.o     ELF relocatable object, as llvm-mc -filetype=obj writes it\n  gcnjit asm kernel.s -o kernel.bin   raw .text bytes\n  gcnjit asm main.s -I inc --arch gfx8\n\nThe assembler accepts llvm-mc's language for scalar code (docs/assembler.md): symbols and\nexpressions, sections and data, alignment, .if/.rept/.irp/.macro, .include/.incbin,\nsym@rel32@lo/hi and @abs32@lo/hi. `.amdgpu_metadata` blocks are accepted and skipped with a\nwarning (no metadata note is written)."
)]
pub struct AsmArgs {
    #[command(flatten)]
    pub prog: ProgramArgs,
    /// Output file: `.o` writes an ELF relocatable object, anything else the raw
    /// little-endian `.text` bytes.
    #[arg(short, long)]
    pub output: Option<String>,
    /// Directory searched by `.include` and `.incbin` (after the path as written;
    /// the including file's directory is searched last). Repeatable.
    #[arg(short = 'I', long = "include-dir")]
    pub include: Vec<std::path::PathBuf>,
}

#[derive(Args, Debug)]
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
        arch: a.prog.arch,
        cpu: None,
        include_dirs: a.include.clone(),
        path: (path != "-").then(|| path.into()),
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

fn emit_words(words: &[u32], out: Option<&str>) -> anyhow::Result<()> {
    if let Some(out) = out {
        let bytes: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
        std::fs::write(out, bytes).map_err(|e| anyhow::anyhow!("{out}: {e}"))?;
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
    if let Some(out) = a.output {
        let bytes: Vec<u8> = p.words.iter().flat_map(|w| w.to_le_bytes()).collect();
        std::fs::write(&out, bytes).map_err(|e| anyhow::anyhow!("{out}: {e}"))?;
    } else {
        let mut s = String::with_capacity(p.words.len() * 9);
        for w in &p.words {
            let _ = writeln!(s, "{w:08x}");
        }
        std::io::stdout().write_all(s.as_bytes())?;
    }
    Ok(ExitCode::SUCCESS)
}

/// Named symbols (functions, labels; not sections or files) of an ELF file's
/// `.text`, as (offset, name); empty for other inputs.
fn elf_text_symbols(path: &str) -> Vec<(u64, String)> {
    use object::{Object, ObjectSection, ObjectSymbol};
    let Ok(bytes) = std::fs::read(path) else {
        return Vec::new();
    };
    let Ok(f) = object::File::parse(&*bytes) else {
        return Vec::new();
    };
    let Some(text) = f.section_by_name(".text") else {
        return Vec::new();
    };
    let mut out: Vec<(u64, String)> = f
        .symbols()
        .filter(|s| s.section_index() == Some(text.index()))
        .filter(|s| {
            matches!(
                s.kind(),
                object::SymbolKind::Text | object::SymbolKind::Unknown | object::SymbolKind::Data
            )
        })
        .filter_map(|s| Some((s.address() - text.address(), s.name().ok()?.to_string())))
        .filter(|(_, n)| !n.is_empty())
        .collect();
    out.sort();
    out.dedup_by_key(|(o, _)| *o);
    out
}

/// Disassembles linearly from the base. Branch targets inside the code get
/// labels (`L_<offset>`) unless `--no-labels`; a target outside the code, or
/// in the middle of an instruction, keeps its raw offset so the text still
/// assembles to the same words. A word that does not decode is an error naming
/// its offset.
pub fn disasm(a: DisasmArgs) -> anyhow::Result<ExitCode> {
    let p = a.prog.load()?;
    let mut insts: Vec<(u64, Instruction)> = Vec::new();
    for (pc, r) in p.linear() {
        match r {
            Ok(i) => insts.push((pc, *i)),
            Err(e) => anyhow::bail!("{}: {e}", a.prog.program),
        }
    }
    let starts: std::collections::HashSet<u64> = insts.iter().map(|(pc, _)| *pc).collect();
    let mut labels: BTreeMap<u64, String> = BTreeMap::new();
    if !a.no_labels {
        // An ELF file's own symbols in .text name their addresses.
        for (off, name) in elf_text_symbols(&a.prog.program) {
            labels.insert(p.base + off, name);
        }
        for (pc, i) in &insts {
            if let Some(t) = i.branch_target(*pc) {
                if starts.contains(&t) {
                    labels.entry(t).or_insert_with(|| format!("L_{:06x}", t));
                }
            }
        }
    }
    let mut out = String::new();
    for (pc, inst) in &insts {
        if let Some(l) = labels.get(pc) {
            let _ = writeln!(out, "{l}:");
        }
        let mut text = String::new();
        let target = inst.branch_target(*pc);
        let _ = write_inst(
            &mut text,
            inst,
            &|w, v| match target.and_then(|t| labels.get(&t)) {
                Some(l) => w.write_str(l),
                None => write!(w, "{v}"),
            },
        );
        let words: Vec<String> = p.words[((pc - p.base) / 4) as usize..][..inst.len_words()]
            .iter()
            .map(|w| format!("{w:08x}"))
            .collect();
        let _ = writeln!(out, "{text}  // {:06x}: {}", pc, words.join(" "));
    }
    std::io::stdout().write_all(out.as_bytes())?;
    Ok(ExitCode::SUCCESS)
}
