//! Generated cases with vector words that the case's hooks emulate: the
//! interpreter and every JIT setting agree on them, the hooks are reached,
//! and the cases without such words are the programs the generator always
//! made.

use gcnjit::difftest::hooks::{vector_word, vector_words_in};
use gcnjit::difftest::{compare, run_case, GenConfig, Generator};
use gcnjit::isa::encode_all;
use gcnjit::isa::vector::{self, VectorFamily};
use gcnjit::jit::JitOptions;
use gcnjit::{Arch, Engine, ErrorKind, Status};

#[test]
fn vector_words_are_one_word_vintrp_of_every_generation() {
    for arch in Arch::ALL {
        let mut found = 0;
        for k in 0..600 {
            if let Some(w) = vector_word(arch, 4 | (k as u32) << 3, k) {
                found += 1;
                // VINTRP is 0b110010 in bits 31:26 on gfx6/gfx7, 0b110101 on gfx8/gfx9.
                let prefix = if arch >= Arch::Gfx8 { 0x35 } else { 0x32 };
                assert_eq!(w >> 26, prefix, "{arch}: {w:#010x}");
                let v = vector::decode(arch, &[w]).expect("a vector word");
                assert_eq!(v.len_words, 1, "{arch}: {w:#010x}");
                assert_eq!(v.family, VectorFamily::Vintrp);
            }
        }
        // About one item in six.
        assert!((50..=160).contains(&found), "{arch}: {found}");
    }
}

#[test]
fn cases_with_vector_words_agree_on_every_engine() {
    let jit = JitOptions::default();
    for arch in Arch::ALL {
        let g = Generator::new(arch, GenConfig::default());
        let (mut cases, mut words, mut stopped, mut changed) = (0, 0, 0, 0);
        for seed in 0..400 {
            let case = g.case(seed);
            let vw = case.vector_words();
            if !vector_words_in(&case.wave) {
                assert!(vw.is_empty());
                // The words are the encoded instructions, unchanged.
                assert_eq!(case.words(), encode_all(&case.layout().0).unwrap());
                continue;
            }
            cases += 1;
            words += vw.len();
            let program = case.program();
            let insts = case.layout().0;
            let mut addr = 0u64;
            for (k, i) in insts.iter().enumerate() {
                let is_vector = vw.iter().any(|&(j, _)| j == k);
                assert_eq!(
                    program.unsupported_at(addr).is_some(),
                    is_vector,
                    "seed {seed}"
                );
                addr += i.len_bytes();
            }
            let interp = run_case(Engine::Interp, &case, &jit);
            for e in [
                Engine::Jit { threshold: 0 },
                Engine::Jit { threshold: 2 },
                Engine::JIT,
                Engine::Both,
            ] {
                let r = run_case(e, &case, &jit);
                if let Some(d) = compare(&interp, &r) {
                    panic!("{arch} seed {seed} {e:?}: {d}");
                }
            }
            if let Status::Error(err) = &interp.outcome.status {
                if err.kind == ErrorKind::Unsupported {
                    stopped += 1;
                }
            }
            let mut plain = case.clone();
            plain.wave.hooks = Default::default();
            let without = run_case(Engine::Interp, &plain, &jit);
            if !vw.is_empty() && compare(&interp, &without).is_some() {
                changed += 1;
            }
        }
        // HW_ID bits 2:0 are random: about one case in eight.
        assert!(cases >= 20, "{arch}: {cases} cases");
        assert!(words >= cases, "{arch}: {words} words in {cases} cases");
        // Some hooks stop the wave, and the hooks make a difference.
        assert!(stopped > 0, "{arch}");
        assert!(changed > 0, "{arch}");
    }
}
