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
pub struct AsmArgs {
    #[command(flatten)]
    pub prog: ProgramArgs,
    /// Write the words as raw little-endian bytes to this file (`-`: to
    /// standard output).
    #[arg(short, long)]
    pub output: Option<String>,
}

#[derive(Args, Debug)]
pub struct DisasmArgs {
    #[command(flatten)]
    pub prog: ProgramArgs,
    /// Print branch operands as raw SIMM16 offsets and no label lines.
    #[arg(long)]
    pub no_labels: bool,
}

pub fn asm(a: AsmArgs) -> anyhow::Result<ExitCode> {
    let p = a.prog.load()?;
    if let Some(out) = a.output {
        let bytes: Vec<u8> = p.words.iter().flat_map(|w| w.to_le_bytes()).collect();
        if out == "-" {
            std::io::stdout().write_all(&bytes)?;
        } else {
            std::fs::write(&out, bytes).map_err(|e| anyhow::anyhow!("{out}: {e}"))?;
        }
    } else {
        let mut s = String::with_capacity(p.words.len() * 9);
        for w in &p.words {
            let _ = writeln!(s, "{w:08x}");
        }
        std::io::stdout().write_all(s.as_bytes())?;
    }
    Ok(ExitCode::SUCCESS)
}

/// Disassembles linearly from the base. Branch targets inside the code get
/// labels (`L_<offset>`) unless `--no-labels`; a target outside the code, or
/// in the middle of an instruction, keeps its raw offset so the text still
/// assembles to the same words. A word that does not decode is an error naming
/// its offset.
pub fn disasm(a: DisasmArgs) -> anyhow::Result<ExitCode> {
    let loaded = a.prog.load_full()?;
    if let Some(co) = &loaded.code_object {
        let out = disasm_code_object(co, &loaded.program, a.no_labels);
        std::io::stdout().write_all(out.as_bytes())?;
        return Ok(ExitCode::SUCCESS);
    }
    let p = loaded.program;
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
        for (pc, i) in &insts {
            if let Some(t) = i.branch_target(*pc) {
                if starts.contains(&t) {
                    labels.insert(t, format!("L_{:06x}", t));
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

/// One item of a code object's disassembly.
enum Item {
    Scalar(Instruction),
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
    use gcnjit::isa::vector;
    let mut items: Vec<(u64, usize, Item)> = Vec::new();
    for sec in co.sections().iter().filter(|s| s.executable && s.size > 0) {
        let words = &p.words[((sec.address - p.base) / 4) as usize..][..(sec.size / 4) as usize];
        let mut i = 0;
        while i < words.len() {
            let pc = sec.address + 4 * i as u64;
            let (len, item) = match p.fetch(pc) {
                Ok(inst) if i + inst.len_words() <= words.len() => {
                    (inst.len_words(), Item::Scalar(*inst))
                }
                _ => match vector::decode(p.arch, &words[i..]) {
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
    }
    let starts: std::collections::HashSet<u64> = items.iter().map(|(pc, _, _)| *pc).collect();
    let mut labels: BTreeMap<u64, String> = if no_labels {
        BTreeMap::new()
    } else {
        p.labels.clone()
    };
    if !no_labels {
        for (pc, _, item) in &items {
            if let Item::Scalar(inst) = item {
                if let Some(t) = inst.branch_target(*pc) {
                    if starts.contains(&t) {
                        labels.entry(t).or_insert_with(|| format!("L_{t:06x}"));
                    }
                }
            }
        }
    }
    let mut out = String::new();
    let _ = writeln!(
        out,
        "// {}: {} ({}), {} kernel(s)",
        co.file,
        co.processor.name,
        co.arch,
        co.kernels().len()
    );
    let mut counts: BTreeMap<vector::VectorFamily, usize> = BTreeMap::new();
    let mut section_at: BTreeMap<u64, &str> = BTreeMap::new();
    for s in co.sections().iter().filter(|s| s.executable && s.size > 0) {
        section_at.insert(s.address, &s.name);
    }
    for (pc, len, item) in &items {
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
            Item::Scalar(inst) => {
                let mut text = String::new();
                let target = inst.branch_target(*pc);
                let _ = write_inst(&mut text, inst, &|w, v| match target
                    .and_then(|t| labels.get(&t))
                {
                    Some(l) => w.write_str(l),
                    None => write!(w, "{v}"),
                });
                if gcnjit::isa::decode(p.arch, words, *pc).is_ok() {
                    let _ = writeln!(out, "  {text}  // {pc:06x}: {}", hex.join(" "));
                } else {
                    // A literal an inline constant could express (what a
                    // relocation often leaves): no text assembles to these
                    // words, so they stay words.
                    let _ = writeln!(
                        out,
                        "  .long {}  // {pc:06x}: {text} (literal with an inline constant's value)",
                        longs.join(", ")
                    );
                }
            }
            Item::Vector(v) => {
                *counts.entry(v.family).or_insert(0) += 1;
                let _ = writeln!(
                    out,
                    "  .long {}  // {pc:06x}: vector {} (not executed)",
                    longs.join(", "),
                    v.family
                );
            }
            Item::Word(why) => {
                let _ = writeln!(out, "  .long {}  // {pc:06x}: {why}", longs.join(", "));
            }
        }
    }
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
