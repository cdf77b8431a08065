//! The random program generator: its programs decode to what it built, and a
//! 10,000-program sample covers every opcode of each generation, faults, loops
//! and the interpreter-only instructions.

use gcnjit::difftest::{GenConfig, Generator};
use gcnjit::isa::decode::decode;
use gcnjit::isa::{encode, Arch, Flow, Opcode};
use std::collections::HashSet;

#[test]
fn generated_instructions_decode_to_themselves() {
    for arch in Arch::ALL {
        let g = Generator::new(arch, GenConfig::default());
        for seed in 0..1500 {
            let case = g.case(seed);
            let (insts, _) = case.layout();
            for inst in insts {
                let words = encode(&inst).expect("generated opcode exists on the arch");
                let back = decode(arch, &words, 0).unwrap_or_else(|e| {
                    panic!("{arch} seed {seed}: {inst:?} does not decode: {e}")
                });
                assert_eq!(back, inst, "{arch} seed {seed}");
            }
        }
    }
}

#[test]
fn sample_covers_every_opcode_and_structure() {
    for arch in Arch::ALL {
        let g = Generator::new(arch, GenConfig::default());
        let mut seen = HashSet::new();
        let (mut backward, mut slow) = (0, 0);
        for seed in 0..10_000 {
            let case = g.case(seed);
            let (insts, _) = case.layout();
            for inst in insts.iter() {
                seen.insert(inst.op);
                if inst.op.info().interpreter_only() {
                    slow += 1;
                }
                if inst.op.flow() == Flow::CondBranch && (inst.simm16 as i16) < 0 {
                    backward += 1;
                }
            }
        }
        let missing: Vec<_> = Opcode::ALL
            .iter()
            .filter(|o| o.number(arch).is_some() && !seen.contains(o))
            .map(|o| o.mnemonic())
            .collect();
        assert!(missing.is_empty(), "{arch}: never generated: {missing:?}");
        assert!(backward > 1000, "{arch}: {backward} loops");
        assert!(slow > 1000, "{arch}: {slow} interpreter-only instructions");
    }
}

#[test]
fn sample_reaches_the_end_and_every_common_fault() {
    use gcnjit::difftest::run_case;
    use gcnjit::engine::Engine;
    use gcnjit::{ErrorKind, Status};
    use std::collections::HashMap;
    for arch in Arch::ALL {
        let g = Generator::new(arch, GenConfig::default());
        let mut seen: HashMap<&'static str, u32> = HashMap::new();
        for seed in 0..1500 {
            let r = run_case(Engine::Interp, &g.case(seed), None);
            let key = match &r.outcome.status {
                Status::Error(e) => e.kind.name(),
                s => s.name(),
            };
            *seen.entry(key).or_default() += 1;
        }
        for want in [
            "endpgm",
            ErrorKind::Memory.name(),
            ErrorKind::StepLimit.name(),
            ErrorKind::PcOutOfRange.name(),
        ] {
            assert!(seen.contains_key(want), "{arch}: no `{want}` in {seen:?}");
        }
    }
}
