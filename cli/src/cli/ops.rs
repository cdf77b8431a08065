//! `gcnjit ops`: the fidelity matrix, every opcode with how each engine runs it
//! (docs/ops.md; the library's `isa::matrix` builds it).

use clap::Args;
use gcnjit::isa::matrix;
use gcnjit::Arch;
use std::process::ExitCode;

#[derive(Args, Debug)]
#[command(after_help = "Examples:\n  \
    gcnjit ops\n  \
    gcnjit ops --arch gfx9\n  \
    gcnjit ops --json | jq '.[] | select(.jit == \"region-exit\") | .mnemonic'\n  \
    gcnjit ops --markdown > docs/ops.md\n\n\
One line per opcode and generation: format (SMRD/SMEM by generation), opcode number, the \
first dword with zero operands, where the JIT runs it (compiled, in-place, region-exit, \
not-executed; the interpreter runs every opcode exactly), the operand rule that can make a \
compiled instruction a region exit, whether its semantics is exact or a choice recorded in \
docs/semantics.md §9, and the table flags (RS/WS: may read/write SCC, RD, CLRX, REL). \
docs/ops.md describes every column.")]
pub struct OpsArgs {
    /// Only this generation: gfx6, gfx7, gfx8, gfx9 or a processor name (default: all four).
    #[arg(long, value_parser = super::parse_arch)]
    pub arch: Option<Arch>,
    /// Print a JSON array of objects, one per opcode and generation.
    #[arg(long, conflicts_with = "markdown")]
    pub json: bool,
    /// Print docs/ops.md (every generation; refuses --arch).
    #[arg(long, conflicts_with = "arch")]
    pub markdown: bool,
}

pub fn ops(a: OpsArgs) -> anyhow::Result<ExitCode> {
    if a.markdown {
        print!("{}", matrix::markdown());
        return Ok(ExitCode::SUCCESS);
    }
    let rows = matrix::rows(a.arch);
    if a.json {
        println!("{}", serde_json::to_string_pretty(&rows)?);
    } else {
        print!("{}", matrix::text(&rows));
    }
    Ok(ExitCode::SUCCESS)
}
