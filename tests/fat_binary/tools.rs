//! The reference tools of the fat-binary tests (tests/fat_binary.rs,
//! cli/tests/fat_binary_cli.rs): clang-offload-bundler-15 lists and
//! unbundles, llvm-objcopy-14 dumps a host ELF file's `.hip_fatbin`.
//! .ci/run installs both.

use std::path::Path;
use std::process::Command;

/// Runs a tool (paths given absolute) and gives its standard output; a
/// failure stops the test.
pub fn tool(name: &str, args: &[&str]) -> Vec<u8> {
    let out = Command::new(name)
        .args(args)
        .output()
        .unwrap_or_else(|e| panic!("{name}: {e} (.ci/run installs it)"));
    assert!(
        out.status.success(),
        "{name} {args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    out.stdout
}

/// The entry ids clang-offload-bundler-15 lists for a bundle file, sorted.
pub fn clang_list(bundle: &Path) -> Vec<String> {
    let input = format!("--input={}", bundle.display());
    let out = tool("clang-offload-bundler-15", &["--list", "--type=o", &input]);
    let mut v: Vec<String> = String::from_utf8(out)
        .unwrap()
        .lines()
        .map(str::to_string)
        .collect();
    v.sort();
    v
}

/// Writes to `out` the code object clang-offload-bundler-15 unbundles for entry `id`.
pub fn clang_unbundle(bundle: &Path, id: &str, out: &Path) {
    tool(
        "clang-offload-bundler-15",
        &[
            "--unbundle",
            "--type=o",
            &format!("--targets={id}"),
            &format!("--input={}", bundle.display()),
            &format!("--output={}", out.display()),
        ],
    );
}

/// Writes to `out` the `.hip_fatbin` section of the host ELF file `elf`
/// (`scratch` receives llvm-objcopy's copy of the file, unused).
pub fn dump_fatbin(elf: &Path, out: &Path, scratch: &Path) {
    tool(
        "llvm-objcopy-14",
        &[
            &format!("--dump-section=.hip_fatbin={}", out.display()),
            elf.to_str().unwrap(),
            scratch.to_str().unwrap(),
        ],
    );
}
