//! `gcnjit`: the command-line front end (docs/cli.md is the contract).

mod cli;

use clap::{Parser, Subcommand};
use std::process::ExitCode;

#[derive(Parser)]
#[command(
    name = "gcnjit",
    version,
    about = "Run AMD GCN scalar code (gfx6..gfx9) on the CPU: assemble, disassemble, interpret, JIT-compile",
    long_about = "Run AMD GCN scalar code (gfx6/GCN1.0, gfx7/GCN1.1, gfx8/GCN1.2, gfx9/GCN1.4) on the CPU.\n\n\
A PROGRAM is assembly text (.s/.asm, LLVM AMDGPU syntax), raw little-endian words (.bin), \
hex words (.hex), an ELF code object (sections at their addresses, generation from the file; see docs/code-objects.md), \
a fat binary (clang offload bundle, compressed CCOB bundle, or host ELF file with a .hip_fatbin section; \
--target chooses its code object, docs/code-objects.md \"Fat binaries\"), or - for assembly on standard input.\n\n\
Examples:\n  gcnjit run examples/collatz.s --json\n  gcnjit asm examples/collatz.s --arch gfx8\n  gcnjit disasm prog.bin --arch tahiti\n  \
gcnjit disasm /usr/lib/x86_64-linux-gnu/librocrand.so.1 --target gfx900"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Assemble a program; prints the words in hex unless -o is given.
    Asm(cli::isa::AsmArgs),
    /// Disassemble a program: one instruction a line, LLVM syntax, `TEXT  // OFFSET: WORDS`;
    /// a code object section by section with its symbols, vector instructions as `.long` words
    /// (docs/code-objects.md).
    Disasm(cli::isa::DisasmArgs),
    /// Run a program until s_endpgm and print the final state.
    #[command(after_help = "Examples:\n  \
        gcnjit run examples/collatz.s --set 's[0:1]=0x200000001' --json\n  \
        gcnjit run k.hipfb --target gfx900 --check     # a fat binary's gfx900 code object\n\n\
        docs/cli.md describes every option and the output.")]
    Run(cli::run::RunArgs),
    /// Differential testing: random programs, interpreter vs JIT, shrunk failures.
    Fuzz(cli::fuzz::FuzzArgs),
    /// Measure the kernel suite: interpreter, JIT and native Rust, each result checked.
    Bench(cli::bench::BenchArgs),
    /// Describe an AMDGPU code object: target, sections, functions, kernels and their
    /// descriptors; or list the targets of a fat binary (docs/code-objects.md).
    Info(cli::info::InfoArgs),
    /// Launch a kernel of a code object over a grid: one HSA dispatch, every wave's
    /// initial state per AMDGPUUsage, buffers shared by all waves (docs/launch.md).
    Launch(cli::launch::LaunchArgs),
    /// List every opcode per generation: format, encoding, how each engine runs it,
    /// exact semantics or a documented choice, flags (docs/ops.md).
    Ops(cli::ops::OpsArgs),
}

/// Output piped into a command that stops reading (`gcnjit disasm x | head`)
/// should end the process quietly, as it does for other Unix tools, instead of
/// failing on the broken pipe.
fn restore_sigpipe() {
    #[cfg(unix)]
    // SAFETY: setting a signal disposition to its default before any thread is
    // started has no memory-safety preconditions.
    unsafe {
        libc::signal(libc::SIGPIPE, libc::SIG_DFL);
    }
}

fn main() -> ExitCode {
    restore_sigpipe();
    let cli = Cli::parse();
    let result = match cli.command {
        Command::Asm(a) => cli::isa::asm(a),
        Command::Disasm(a) => cli::isa::disasm(a),
        Command::Run(a) => cli::run::run(a),
        Command::Fuzz(a) => cli::fuzz::fuzz_cmd(a),
        Command::Bench(a) => cli::bench::bench(a),
        Command::Info(a) => cli::info::info(a),
        Command::Launch(a) => cli::launch::launch(a),
        Command::Ops(a) => cli::ops::ops(a),
    };
    match result {
        Ok(code) => code,
        Err(e) => {
            eprintln!("gcnjit: {e:#}");
            ExitCode::from(2)
        }
    }
}
