//! Runs one case under several engines and reports the first difference in
//! status, error kind and pc, steps, registers, memory or the message log.

use super::gen::Case;
use crate::engine::{Engine, Runner};
use crate::interp::InterpOptions;
use crate::jit::JitOptions;
use crate::run::{Limits, Outcome, Status};
use crate::state::{diff_waves, Sides, Wave};

/// Step budget for most generated programs (`Case::max_steps`): loops are
/// short, runaway ones end here.
pub const CASE_MAX_STEPS: u64 = 2_000;

/// What one engine did with a case.
#[derive(Clone, Debug)]
pub struct RunResult {
    pub outcome: Outcome,
    pub wave: Wave,
}

/// Runs `case` on `engine`. For the JIT engines, `jit` gives the settings
/// other than the threshold (the verifier, the test hook that plants a wrong
/// lowering).
pub fn run_case(engine: Engine, case: &Case, jit: &JitOptions) -> RunResult {
    run_case_with(engine, case, jit, &InterpOptions::default())
}

/// [`run_case`], with `interp` the settings of `Engine::Interp` (the test
/// hook that plants a fast-path bug).
pub fn run_case_with(
    engine: Engine,
    case: &Case,
    jit: &JitOptions,
    interp: &InterpOptions,
) -> RunResult {
    let program = case.program();
    let (_, mut wave) = case.layout();
    let limits = Limits {
        max_steps: case.max_steps,
    };
    let outcome = Runner::with_interp(engine, &program, jit, interp).run(&mut wave, &limits);
    RunResult { outcome, wave }
}

/// Describes every way `b` differs from `a`, or `None` when they agree.
pub fn compare(a: &RunResult, b: &RunResult) -> Option<String> {
    let mut d = Vec::new();
    let (oa, ob) = (&a.outcome, &b.outcome);
    if oa.status != ob.status {
        d.push(format!(
            "status: {} vs {}",
            describe(&oa.status),
            describe(&ob.status)
        ));
    }
    if oa.steps != ob.steps {
        d.push(format!("steps: {} vs {}", oa.steps, ob.steps));
    }
    d.extend(diff_waves(&a.wave, &b.wave, Sides::Versus));
    (!d.is_empty()).then(|| d.join("; "))
}

fn describe(s: &Status) -> String {
    match s {
        Status::Error(e) => format!("error {} at 0x{:x} ({})", e.kind.name(), e.pc, e.message),
        other => other.name().to_string(),
    }
}

/// A disagreement between two engines on a case: their whole runs ended
/// with different outcomes or states (`detail` lists every difference).
/// Unlike [`crate::engine::Divergence`], which names the first instruction
/// after which a lockstep run's two engines differ.
#[derive(Clone, Debug)]
pub struct Mismatch {
    /// The engine every other one is compared with (the first of the list).
    pub reference: Engine,
    /// The engine whose run differs from the reference's.
    pub other: Engine,
    /// Every difference, `; `-separated, reference side first.
    pub detail: String,
}

/// Runs `case` on every engine and compares each with the first.
pub fn check(case: &Case, engines: &[Engine], jit: &JitOptions) -> Result<(), Mismatch> {
    check_with(case, engines, jit, &InterpOptions::default())
}

/// [`check`] with the interpreter's settings (see [`run_case_with`]).
pub fn check_with(
    case: &Case,
    engines: &[Engine],
    jit: &JitOptions,
    interp: &InterpOptions,
) -> Result<(), Mismatch> {
    let Some((&first, rest)) = engines.split_first() else {
        return Ok(());
    };
    let reference = run_case_with(first, case, jit, interp);
    for &e in rest {
        let r = run_case_with(e, case, jit, interp);
        if let Some(detail) = compare(&reference, &r) {
            return Err(Mismatch {
                reference: first,
                other: e,
                detail,
            });
        }
    }
    Ok(())
}
