//! Any text as a state JSON (`run --state`) on every generation: it is
//! applied or refused with an error naming a field, never a panic; a state
//! that applies prints as `run --json` state, and that output applies again
//! to the same wave (regions up to the size printed as bytes).
#![no_main]

use gcnjit::isa::Arch;
use gcnjit::state_json::{apply_json, state_to_json, JSON_HEX_MAX};
use gcnjit::Wave;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    for arch in Arch::ALL {
        let mut w = Wave::new(arch);
        if apply_json(&mut w, text).is_err() {
            continue;
        }
        if w.mem.regions.iter().any(|r| r.data.len() > JSON_HEX_MAX) {
            continue;
        }
        let out = state_to_json(&w).to_string();
        let mut back = Wave::new(arch);
        apply_json(&mut back, &out).expect("printed state applies");
        assert_eq!(back, w, "{out}");
    }
});
