//! Generated programs with vector instructions (`GenConfig::vector`): every
//! executed family is drawn on every generation that has it, the VGPRs are
//! filled, the instructions decode from their words, and the engines agree.

use gcnjit::difftest::{compare, run_case, GenConfig, Generator};
use gcnjit::isa::table::{Format, Tier};
use gcnjit::isa::vector::{family_of, VectorFamily};
use gcnjit::isa::{Instruction, Opcode};
use gcnjit::jit::JitOptions;
use gcnjit::{Arch, Engine};
use std::collections::BTreeMap;

#[test]
fn vector_programs_draw_every_executed_family() {
    for arch in Arch::ALL {
        let g = Generator::new(arch, GenConfig::vector());
        let (mut vector, mut all) = (0usize, 0usize);
        let mut families: BTreeMap<VectorFamily, usize> = BTreeMap::new();
        for seed in 0..300 {
            let case = g.case(seed);
            assert!(case.wave.vgpr.stored() >= 16, "{arch} seed {seed}");
            for (i, _) in &case.items {
                all += 1;
                if let Some(f) = family_of(i) {
                    vector += 1;
                    *families.entry(f).or_default() += 1;
                    // The words decode to the instruction again.
                    let w = gcnjit::isa::encode(i).unwrap();
                    assert_eq!(gcnjit::isa::decode(arch, &w, 0).unwrap(), *i);
                }
            }
        }
        eprintln!("{arch}: {vector} of {all} vector: {families:?}");
        assert!(vector * 5 > all, "{arch}: {vector} of {all}");
        let mut want = vec![
            VectorFamily::Vop1,
            VectorFamily::Vop2,
            VectorFamily::Vopc,
            VectorFamily::Vop3,
            VectorFamily::Ds,
            VectorFamily::Mubuf,
        ];
        if arch >= Arch::Gfx7 {
            want.push(VectorFamily::Flat);
        }
        if arch >= Arch::Gfx8 {
            want.extend([VectorFamily::Dpp, VectorFamily::Sdwa]);
        }
        if arch == Arch::Gfx9 {
            want.push(VectorFamily::Global);
            // Packed math, once the interpreter has a row of it.
            let packed = Opcode::ALL.iter().any(|&op| {
                op.format() == Format::Vop3p
                    && op.number(arch).is_some()
                    && Instruction::new(arch, op).tier() != Tier::NotExecuted
            });
            if packed {
                want.push(VectorFamily::Vop3p);
            }
        }
        for f in want {
            assert!(
                families.get(&f).copied().unwrap_or(0) > 10,
                "{arch}: {f:?} {families:?}"
            );
        }
    }
}

#[test]
fn vector_programs_agree_on_every_engine() {
    let jit = JitOptions::default();
    for arch in Arch::ALL {
        let g = Generator::new(arch, GenConfig::vector());
        let mut outcomes: BTreeMap<String, usize> = BTreeMap::new();
        for seed in 0..150 {
            let case = g.case(seed);
            let interp = run_case(Engine::Interp, &case, &jit);
            let key = match &interp.outcome.status {
                gcnjit::Status::Error(e) => format!("{:?}", e.kind),
                s => format!("{s:?}"),
            };
            *outcomes.entry(key).or_default() += 1;
            for e in [Engine::Jit { threshold: 0 }, Engine::JIT, Engine::Both] {
                let r = run_case(e, &case, &jit);
                if let Some(d) = compare(&interp, &r) {
                    panic!("{arch} seed {seed} {e:?}: {d}");
                }
            }
        }
        eprintln!("{arch}: {outcomes:?}");
    }
}
