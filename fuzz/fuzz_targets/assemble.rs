//! Any text, as a whole assembly file (directives, expressions, sections,
//! kernels), for every generation: the assembler returns an object or an
//! error with a position, never panics. What assembles is written as an ELF
//! object the code-object loader reads without panicking, and every
//! instruction of its `.text` decodes (for running) and re-encodes: to the
//! same words, and the same instruction as the strict decoder's, where the
//! strict decoder accepts it; else to words that decode to it again. (A
//! literal whose value an inline constant has, as `s_mov_b32 s0, . - 4`
//! gives, is correct output that the strict decoder refuses by design:
//! docs/isa.md.)
#![no_main]

use gcnjit::asm::{assemble_object, elf, Options};
use gcnjit::code_object::CodeObject;
use gcnjit::isa::asm::text_words;
use gcnjit::isa::decode::decode_code;
use gcnjit::isa::{decode, encode, Arch};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    for arch in Arch::ALL {
        // A smaller statement bound than the default: an instrumented build
        // assembles each input four times, and the default's worst case
        // (millions of statements from nested repetitions) takes it past
        // the timeout although a release build does it in half a second.
        let opts = Options {
            arch,
            max_statements: Some(100_000),
            ..Default::default()
        };
        let Ok(obj) = assemble_object(text, &opts) else {
            continue;
        };
        if let Ok(bytes) = elf::write(&obj) {
            let _ = CodeObject::parse(&bytes, "fuzz.o");
        }
        let Ok(words) = text_words(&obj, 0) else {
            continue;
        };
        // The first 64 Ki words: a ten-byte `.=46411612` makes 11 million
        // words of padding, which the assembler writes in 0.2 s but which
        // would take this check past the timeout in an instrumented build
        // (padding is the same word again; what precedes it is checked).
        let words = &words[..words.len().min(1 << 16)];
        let mut i = 0;
        while i < words.len() {
            let at = 4 * i as u64;
            match decode_code(arch, &words[i..], at) {
                Ok(inst) => {
                    let n = inst.len_words();
                    let again = encode(&inst).expect("a decoded instruction encodes");
                    if let Ok(strict) = decode(arch, &words[i..], at) {
                        assert_eq!(strict, inst, "strict and running decode at 0x{at:x}");
                        assert_eq!(again, words[i..i + n], "{inst} at 0x{at:x}");
                    } else {
                        // Bits the hardware ignores (in `.long` data) are
                        // dropped; what is left decodes to the same thing.
                        let back = decode_code(arch, &again, at).expect("re-encoded decodes");
                        assert_eq!(back, inst, "{inst} at 0x{at:x}");
                    }
                    i += n;
                }
                // Data placed in `.text` (`.long`) need not be an instruction.
                Err(_) => i += 1,
            }
        }
    }
});
