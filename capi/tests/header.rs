//! include/gcnjit.h is what cbindgen makes of capi/src/lib.rs today.
//! `GCNJIT_BLESS=1 cargo test -p gcnjit-capi --test header` rewrites it.

use std::path::Path;

#[test]
fn header_is_current() {
    let crate_dir = Path::new(env!("CARGO_MANIFEST_DIR"));
    let config = cbindgen::Config::from_file(crate_dir.join("cbindgen.toml")).unwrap();
    let mut fresh = Vec::new();
    cbindgen::Builder::new()
        .with_crate(crate_dir)
        .with_config(config)
        .generate()
        .expect("cbindgen")
        .write(&mut fresh);
    let path = crate_dir.join("../include/gcnjit.h");
    if std::env::var_os("GCNJIT_BLESS").is_some() {
        std::fs::write(&path, &fresh).unwrap();
    }
    let checked_in = std::fs::read(&path).unwrap_or_default();
    assert!(
        checked_in == fresh,
        "include/gcnjit.h is stale: regenerate it with \
         `GCNJIT_BLESS=1 cargo test -p gcnjit-capi --test header`"
    );
}
