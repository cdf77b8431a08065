//! `gcnjit run`.

use super::ProgramArgs;
use clap::Args;
use std::process::ExitCode;

#[derive(Args, Debug)]
pub struct RunArgs {
    #[command(flatten)]
    pub prog: ProgramArgs,
}

pub fn run(a: RunArgs) -> anyhow::Result<ExitCode> {
    let _ = a;
    anyhow::bail!("run not built yet")
}
