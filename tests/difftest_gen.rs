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
            // Vector rows are not executed, so the generator never makes them.
            .filter(|o| o.number(arch).is_some() && !o.format().is_vector() && !seen.contains(o))
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
            let r = run_case(Engine::Interp, &g.case(seed), &Default::default());
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

#[test]
fn computed_calls_return_to_the_instruction_after_the_swappc() {
    use gcnjit::interp;
    // Cases whose computed call (s_getpc, s_add, s_addc, s_swappc) runs: step
    // the interpreter through it and check that control reaches a subroutine
    // after the end of the main body and comes back right after the s_swappc.
    let (mut called, mut returned) = (0, 0);
    for arch in [Arch::Gfx6, Arch::Gfx8] {
        let g = Generator::new(arch, GenConfig::default());
        for seed in 0..3000u64 {
            let case = g.case(seed);
            let (insts, mut wave) = case.layout();
            let Some(k) = insts.iter().position(|i| i.op == Opcode::S_SWAPPC_B64) else {
                continue;
            };
            if k < 3 || insts[k - 3].op != Opcode::S_GETPC_B64 {
                continue;
            }
            let at = |n: usize| -> u64 { insts[..n].iter().map(|i| i.len_bytes()).sum() };
            let (swappc, after) = (at(k), at(k + 1));
            let end = insts.iter().position(|i| i.op == Opcode::S_ENDPGM).unwrap();
            let body_end = at(end + 1);
            let program = case.program();
            let mut steps = 0;
            let mut in_sub = false;
            // Forward branches may land inside the sequence; only a run through
            // all four instructions from the s_getpc is a call.
            let mut seq = 0;
            while steps < 500 {
                let pc = wave.state.pc;
                if interp::step(&program, &mut wave, steps).is_some() {
                    break;
                }
                steps += 1;
                seq = if pc == at(k - 3) {
                    1
                } else if seq > 0 && pc == at(k - 3 + seq) {
                    seq + 1
                } else {
                    0
                };
                if pc == swappc && seq == 4 {
                    assert!(
                        wave.state.pc >= body_end,
                        "{arch} seed {seed}: call into the body"
                    );
                    in_sub = true;
                    called += 1;
                } else if in_sub && wave.state.pc == after {
                    returned += 1;
                    break;
                }
            }
        }
    }
    assert!(called > 100, "only {called} computed calls ran");
    // Random subroutine bodies may clobber the link pair or fault; most return.
    assert!(
        returned * 2 > called,
        "{returned} of {called} calls returned"
    );
}

/// The generator's choices from a fuzzer's bytes: the same bytes give the
/// same case, any bytes (none, all zero, all 0xff) give a case, and changing
/// a byte late in the input leaves everything chosen before it alone.
#[test]
fn cases_from_bytes_are_stable_and_local() {
    let g = Generator::new(Arch::Gfx9, GenConfig::default());
    for data in [vec![], vec![0u8; 64], vec![0xFF; 64], vec![0x5A; 10_000]] {
        let a = g.case_from_bytes(&data);
        let b = g.case_from_bytes(&data);
        assert_eq!(a.layout().0, b.layout().0);
        assert!(!a.is_empty());
    }
    // Bytes from a fixed generator, then one byte changed near the end.
    let mut x = 0x1234_5678_9abc_def0u64;
    let data: Vec<u8> = (0..4000)
        .map(|_| {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x as u8
        })
        .collect();
    let a = g.case_from_bytes(&data);
    // The last byte the case used: the last one whose change changes it.
    let b = (0..data.len())
        .rev()
        .step_by(7)
        .find_map(|k| {
            let mut changed = data.clone();
            changed[k] ^= 0x55;
            let b = g.case_from_bytes(&changed);
            (b.layout().0 != a.layout().0).then_some(b)
        })
        .expect("the case uses its bytes");
    assert_eq!(a.wave, b.wave, "the initial state comes first");
    let common = a
        .items
        .iter()
        .zip(&b.items)
        .take_while(|(p, q)| p.0 == q.0)
        .count();
    assert!(common >= 10, "only {common} items in common");
}
