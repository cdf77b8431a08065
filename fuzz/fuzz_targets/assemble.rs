//! Any text: the assembler returns instructions or an error with a position,
//! never panics; what it accepts encodes and decodes back to itself.
#![no_main]

use gcnjit::isa::{assemble, decode, encode, Arch};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    for arch in Arch::ALL {
        if let Ok(insts) = assemble(arch, text, 0) {
            for inst in insts {
                let words = encode(&inst).expect("assembled instructions encode");
                assert_eq!(decode(arch, &words, 0).expect("and decode"), inst);
            }
        }
    }
});
