//! `run_both` with vector programs: the generator's choices come from the
//! input bytes as there, but the programs mix the vector instructions the
//! interpreter executes (and the forms it refuses) into the scalar code, on
//! waves whose VGPRs hold addresses and edge values (`GenConfig::vector`).
//! Every engine must agree on status, steps, SGPRs, VGPRs, LDS, memory and
//! messages.
#![no_main]

use gcnjit::difftest::{check, FuzzConfig, GenConfig, Generator};
use gcnjit::isa::Arch;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Some((&a, rest)) = data.split_first() else {
        return;
    };
    let arch = Arch::ALL[(a % 4) as usize];
    let case = Generator::new(arch, GenConfig::vector()).case_from_bytes(rest);
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
