//! Choosing an engine for a run: the interpreter, the JIT, or both in lockstep.

use crate::program::Program;
use crate::run::{Limits, Outcome};
use crate::state::Wave;

/// Which engine runs the wave.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Engine {
    #[default]
    Interp,
}

/// Runs one wave with `engine`.
pub fn run(engine: Engine, program: &Program, wave: &mut Wave, limits: &Limits) -> Outcome {
    match engine {
        Engine::Interp => crate::interp::run(program, wave, limits),
    }
}
