//! The unstructured form of `run_both`, kept to compare the two: the input
//! bytes only choose a generation and a seed for the random generator, so a
//! mutation of the input gives an unrelated program.
#![no_main]

use gcnjit::difftest::{check, FuzzConfig, GenConfig, Generator};
use gcnjit::isa::Arch;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if data.len() < 9 {
        return;
    }
    let arch = Arch::ALL[(data[0] % 4) as usize];
    let seed = u64::from_le_bytes(data[1..9].try_into().unwrap());
    let case = Generator::new(arch, GenConfig::default()).case(seed);
    if let Err(m) = check(
        &case,
        &FuzzConfig::all_engines(),
        &FuzzConfig::default_jit(),
    ) {
        panic!("{arch} seed {seed:#x}: {m:?}");
    }
});
