//! Differential testing: random programs run by the interpreter and the JIT,
//! compared register for register, with failures shrunk to a readable case.

pub mod fuzz;
pub mod gen;
pub mod hooks;
pub mod repro;
pub mod rng;
pub mod runner;
pub(crate) mod shrink;
pub mod vector;

pub use fuzz::FuzzConfig;
pub use gen::{Case, GenConfig, Generator};
pub use rng::{Choices, Rng};
pub use runner::{check, check_with, compare, run_case, run_case_with, Mismatch, RunResult};
pub use shrink::shrink;
