//! `gcnjit asm` and `gcnjit disasm`.

use super::ProgramArgs;
use clap::Args;
use std::process::ExitCode;

#[derive(Args, Debug)]
pub struct AsmArgs {
    #[command(flatten)]
    pub prog: ProgramArgs,
    /// Write the words as raw little-endian bytes to this file.
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
        std::fs::write(&out, bytes).map_err(|e| anyhow::anyhow!("{out}: {e}"))?;
    } else {
        for w in &p.words {
            println!("{w:08x}");
        }
    }
    Ok(ExitCode::SUCCESS)
}

pub fn disasm(a: DisasmArgs) -> anyhow::Result<ExitCode> {
    let _ = a;
    anyhow::bail!("disassembler not built yet")
}
