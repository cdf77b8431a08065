//! Every shrunk mismatch the differential tester ever found, kept as
//! `tests/regressions/NAME.s` + `NAME.json` (written by `gcnjit fuzz`): each must
//! now give the same outcome, state, memory and messages under every engine.

use gcnjit::difftest::runner::{compare, RunResult, CASE_MAX_STEPS};
use gcnjit::engine::{self, Engine};
use gcnjit::state_json::apply_json;
use gcnjit::{Arch, Limits, Program, Wave};
use std::path::Path;

/// The `--arch` named on the case's `// reproduce:` line.
fn arch_of(text: &str) -> Arch {
    let line = text
        .lines()
        .find(|l| l.contains("reproduce:"))
        .expect("a `// reproduce:` line");
    let arch = line
        .split_whitespace()
        .skip_while(|w| *w != "--arch")
        .nth(1)
        .expect("--arch on the reproduce line");
    arch.parse().expect("a known arch")
}

fn run(engine: Engine, program: &Program, initial: &Wave) -> RunResult {
    let mut wave = initial.clone();
    let limits = Limits {
        max_steps: CASE_MAX_STEPS,
    };
    let outcome = engine::run(engine, program, &mut wave, &limits);
    RunResult { outcome, wave }
}

#[test]
fn every_regression_agrees_on_every_engine() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/regressions");
    let mut cases: Vec<_> = std::fs::read_dir(&dir)
        .expect("tests/regressions")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "s"))
        .collect();
    cases.sort();
    assert!(!cases.is_empty());
    for path in cases {
        let text = std::fs::read_to_string(&path).unwrap();
        let arch = arch_of(&text);
        let program =
            Program::from_asm(arch, &text, 0).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        let mut initial = Wave::new(arch);
        let json = std::fs::read_to_string(path.with_extension("json")).unwrap();
        apply_json(&mut initial, &json).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        let reference = run(Engine::Interp, &program, &initial);
        for e in [
            Engine::Reference,
            Engine::Both,
            Engine::Jit { threshold: 0 },
            Engine::JIT,
            Engine::Jit { threshold: 1 },
        ] {
            let r = run(e, &program, &initial);
            if let Some(d) = compare(&reference, &r) {
                panic!("{}: interp vs {e:?}: {d}", path.display());
            }
        }
    }
}
