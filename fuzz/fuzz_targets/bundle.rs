//! Any bytes as a fat binary (docs/code-objects.md, "Fat binaries"): reading
//! bundles never panics nor allocates beyond the bounds the reader sets, and
//! every entry it reports has bytes inside the input it came from. Seed the
//! corpus with tests/fat_binary/k.hipfb and a compressed bundle.
#![no_main]

use gcnjit::code_object::bundle::FatBinary;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Ok(fat) = FatBinary::parse(data) {
        for e in &fat.entries {
            assert_eq!(fat.bytes(e).len() as u64, e.size);
        }
        let _ = fat.select(Some("gfx900"));
        let _ = fat.select(None);
        let _ = fat.describe();
    }
});
