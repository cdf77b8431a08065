//! Any bytes, read as words for every generation: decoding never panics, and
//! every decodable instruction formats, re-assembles and re-encodes to itself.
#![no_main]

use gcnjit::isa::{assemble, decode, encode, Arch};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let words: Vec<u32> = data
        .chunks_exact(4)
        .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
        .collect();
    for arch in Arch::ALL {
        let mut i = 0;
        while i < words.len() {
            match decode(arch, &words[i..], 4 * i as u64) {
                Ok(inst) => {
                    let text = inst.to_string();
                    let back = assemble(arch, &text, 0).expect("formatted text assembles");
                    assert_eq!(back, vec![inst], "{text}");
                    assert_eq!(encode(&inst).unwrap(), words[i..i + inst.len_words()]);
                    i += inst.len_words();
                }
                Err(_) => i += 1,
            }
        }
    }
});
