//! Any bytes as a code object: loading never panics, and what loads gives a
//! program, guest memory and a prescan of every kernel without panicking.
//! Seed the corpus with real objects (`llvm-mc-14 -filetype=obj`, `ld.lld-14
//! -shared` outputs) to reach past the ELF header checks.
#![no_main]

use gcnjit::code_object::CodeObject;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Ok(co) = CodeObject::parse(data, "fuzz.o") {
        let program = co.program();
        let _ = co.memory();
        for k in co.kernels() {
            let _ = gcnjit::prescan::prescan(&program, k.entry);
        }
    }
});
