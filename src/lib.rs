//! gcnjit runs AMD GCN scalar code (gfx6..gfx9) on the CPU: it decodes machine
//! words or assembles LLVM-syntax text ([`isa`]), runs the result in a reference
//! interpreter ([`interp`]) or compiles regions of it to native code with
//! Cranelift ([`jit`]), and checks the two against each other ([`difftest`]).
//!
//! One program, one wave, both engines:
//!
//! ```
//! use gcnjit::engine::{self, Engine};
//! use gcnjit::{Arch, Limits, Program, Status, Wave};
//!
//! // The sum 1 + 2 + ... + s0 as a 64-bit value in s[2:3].
//! let program = Program::from_asm(
//!     Arch::Gfx9,
//!     "
//!         s_mov_b64 s[2:3], 0
//!     loop:
//!         s_add_u32 s2, s2, s0
//!         s_addc_u32 s3, s3, 0
//!         s_add_i32 s0, s0, -1
//!         s_cmp_lg_u32 s0, 0
//!         s_cbranch_scc1 loop
//!         s_endpgm
//!     ",
//!     0,
//! )
//! .unwrap();
//! let mut start = Wave::new(Arch::Gfx9);
//! start.state.sgpr[0] = 100_000;
//!
//! let mut by_interp = start.clone();
//! let a = engine::run(Engine::Interp, &program, &mut by_interp, &Limits::default());
//! let mut by_jit = start.clone();
//! let b = engine::run(Engine::Jit { threshold: 0 }, &program, &mut by_jit, &Limits::default());
//!
//! assert_eq!(a.status, Status::Endpgm);
//! assert_eq!(by_interp.state.read64(2), 100_000 * 100_001 / 2);
//! assert_eq!((a, by_interp), (b, by_jit)); // same steps, registers, memory
//! ```
//!
//! `Engine::Both` runs the two side by side and names the first instruction
//! after which they differ; [`waves`] runs many waves over one shared code cache.
//!
//! To embed gcnjit, start from [`Machine`] (a program, its code cache and the
//! run settings) and [`hooks`] (what to do with the instructions gcnjit does
//! not execute); the Python module (`python/`) and the C library (`capi/`)
//! are built on the same two.

// Every public item that is not `#[doc(hidden)]` carries a doc comment.
#![deny(missing_docs)]

pub mod api;
// Not a stable API: used by the CLI, benches, fuzz crate and tests.
#[doc(hidden)]
pub mod asm;
// Not a stable API: used by the CLI, benches, fuzz crate and tests.
#[doc(hidden)]
pub mod bench;
pub mod code_object;
// Not a stable API: used by the CLI, benches, fuzz crate and tests.
#[doc(hidden)]
pub mod difftest;
pub mod engine;
pub mod hooks;
// Not a stable API: used by the CLI, benches, fuzz crate and tests.
#[doc(hidden)]
pub mod interp;
pub mod isa;
// Not a stable API: used by the CLI, benches, fuzz crate and tests.
#[doc(hidden)]
pub mod jit;
pub mod launch;
// Not a stable API: used by the CLI, benches, fuzz crate and tests.
#[doc(hidden)]
pub mod prescan;
pub mod program;
pub mod run;
pub mod state;
// Not a stable API: used by the CLI, benches, fuzz crate and tests.
#[doc(hidden)]
pub mod state_json;
pub mod waves;

pub use api::Machine;
pub use code_object::CodeObject;
pub use engine::Engine;
pub use hooks::{Action, Hooks, MemKind, MemReply, WaveView};
pub use isa::{Arch, Instruction, Opcode};
pub use program::Program;
pub use run::{ErrorKind, GuestError, Limits, Outcome, Status};
pub use state::{Lds, Memory, Message, Wave, WaveState};
