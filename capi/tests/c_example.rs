//! examples/c/hooks.c, compiled with the system C compiler against
//! include/gcnjit.h and the shared library, runs a program with a hook on
//! every engine, memory and a device region, and checks its results (the
//! expected values are derived in its comments).

use std::path::{Path, PathBuf};
use std::process::Command;

/// The directory holding libgcnjit_capi.so for this test's profile.
fn lib_dir() -> PathBuf {
    let exe = std::env::current_exe().unwrap();
    let deps = exe.parent().unwrap();
    for d in [deps, deps.parent().unwrap()] {
        if d.join("libgcnjit_capi.so").exists() {
            return d.to_path_buf();
        }
    }
    panic!("libgcnjit_capi.so not found next to {}", exe.display());
}

#[test]
fn c_example_runs_a_program_and_hooks_through_the_header() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let out = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("gcnjit-c-hooks");
    let lib = lib_dir();
    let cc = Command::new("cc")
        .args(["-std=c99", "-Wall", "-Wextra", "-Werror", "-o"])
        .arg(&out)
        .arg(root.join("examples/c/hooks.c"))
        .arg("-I")
        .arg(root.join("include"))
        .arg("-L")
        .arg(&lib)
        .arg("-lgcnjit_capi")
        .arg(format!("-Wl,-rpath,{}", lib.display()))
        .status()
        .expect("a C compiler (cc) is needed");
    assert!(cc.success(), "cc failed");
    let run = Command::new(&out).output().unwrap();
    let stdout = String::from_utf8_lossy(&run.stdout);
    assert!(
        run.status.success(),
        "{stdout}{}",
        String::from_utf8_lossy(&run.stderr)
    );
    for want in [
        "interp: status 0, 52 steps, 10 hook calls, s7 = 10, s8 = 55",
        "jit: status 0, 52 steps, 10 hook calls, s7 = 10, s8 = 55",
        "both: status 0, 52 steps, 20 hook calls, s7 = 10, s8 = 55",
        "vgpr: status 0, v1[0] = 1000, v1[63] = 1252",
        "memory: status 0, s5 = 0x10009, stored 0x0001000a",
        "fault: status 2, kind memory, pc 0x0",
        "asm error: 2:1:",
    ] {
        assert!(stdout.contains(want), "missing {want:?} in:\n{stdout}");
    }
}
