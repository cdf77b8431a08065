//! Structured programs: the input bytes are the random program generator's
//! choices, one after another (`Generator::case_from_bytes`), so a mutation
//! of the input changes one choice and the program stays close to the one
//! before; the first byte picks the generation. The interpreter as it runs by
//! default, its reference path and the JIT in every tier (the first tier
//! compiling at once, tiering up to opt_level=speed, Cranelift's
//! opt_level=none, and the default tiering) must agree on status, steps, registers, memory and messages.
#![no_main]

use gcnjit::difftest::{check, FuzzConfig, GenConfig, Generator};
use gcnjit::isa::Arch;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Some((&a, rest)) = data.split_first() else {
        return;
    };
    let arch = Arch::ALL[(a % 4) as usize];
    let case = Generator::new(arch, GenConfig::default()).case_from_bytes(rest);
    if let Err(m) = check(
        &case,
        &FuzzConfig::all_engines(),
        &FuzzConfig::default_jit(),
    ) {
        panic!(
            "{arch}: {m:?}\n{}",
            gcnjit::difftest::repro::case_asm(&case)
        );
    }
});
