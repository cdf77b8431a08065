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
