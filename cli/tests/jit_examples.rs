//! `--engine both` on every bundled program: the examples (through the CLI, on
//! every generation their header names, with their `set:`/`mem:` lines) and
//! every benchmark kernel (through the library, with its setup). No run may
//! report a difference between the interpreter and the JIT.

use gcnjit::bench::{Kernel, KERNELS};
use gcnjit::engine;
use gcnjit::jit::{Jit, JitOptions};
use gcnjit::{Limits, Program, Status, Wave};
use std::path::{Path, PathBuf};
use std::process::Command;

fn header<'a>(text: &'a str, key: &str) -> Vec<&'a str> {
    let prefix = format!("// {key}:");
    text.lines()
        .filter_map(|l| l.strip_prefix(prefix.as_str()))
        .flat_map(|r| r.split_whitespace())
        .collect()
}

#[test]
fn both_on_every_example() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let root = root.as_path();
    let tmp = PathBuf::from(env!("CARGO_TARGET_TMPDIR"));
    let mut runs = 0;
    let mut paths: Vec<PathBuf> = std::fs::read_dir(root.join("examples"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "s"))
        .collect();
    paths.sort();
    for path in &paths {
        let text = std::fs::read_to_string(path).unwrap();
        let stem = path.file_stem().unwrap().to_string_lossy().to_string();
        for arch in header(&text, "arch") {
            let mut cmd = Command::new(env!("CARGO_BIN_EXE_gcnjit"));
            cmd.arg("run")
                .arg(path)
                .args(["--arch", arch, "--engine", "both", "--json"]);
            for set in header(&text, "set") {
                cmd.args(["--set", set]);
            }
            for (i, m) in header(&text, "mem").iter().enumerate() {
                let (addr, hex) = m.split_once('=').expect("mem: ADDR=HEX");
                let bytes: Vec<u8> = (0..hex.len() / 2)
                    .map(|k| u8::from_str_radix(&hex[2 * k..2 * k + 2], 16).unwrap())
                    .collect();
                let f = tmp.join(format!("both-{stem}-{arch}-{i}.bin"));
                std::fs::write(&f, bytes).unwrap();
                cmd.arg("--mem").arg(format!("{addr}={}", f.display()));
            }
            let out = cmd.output().unwrap();
            let stderr = String::from_utf8_lossy(&out.stderr);
            let v: serde_json::Value = serde_json::from_slice(&out.stdout)
                .unwrap_or_else(|e| panic!("{stem} on {arch}: {e}: {stderr}"));
            assert_eq!(v["status"], "endpgm", "{stem} on {arch}: {v}");
            assert_eq!(out.status.code(), Some(0), "{stem} on {arch}");
            runs += 1;
        }
    }
    assert!(runs >= 16, "only {runs} example runs");
}

#[test]
fn both_on_every_kernel() {
    for k in KERNELS {
        let p = Program::from_asm(Kernel::ARCH, k.source, 0).expect("kernel assembles");
        let n = 40;
        let mut w = Wave::new(Kernel::ARCH);
        (k.setup)(&mut w, n);
        let jit = Jit::new(
            &p,
            JitOptions {
                threshold: 0,
                verify: true,
                ..JitOptions::default()
            },
        )
        .expect("jit");
        let out = engine::run_both_with(&jit, &mut w, &Limits::default())
            .unwrap_or_else(|(m, _)| panic!("{}: {m}", k.name));
        assert_eq!(out.status, Status::Endpgm, "{}", k.name);
        assert_eq!((k.result)(&w), (k.native)(n), "{}", k.name);
    }
}

/// `gcnjit run --engine jit --jit-threshold 0 --dump-clif` prints the regions
/// with guest comments to stderr and leaves the JSON on stdout intact, in
/// each first tier (`--opt-level`).
#[test]
fn cli_dump_clif_and_threshold() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let root = root.as_path();
    for level in ["baseline", "none", "speed"] {
        let out = Command::new(env!("CARGO_BIN_EXE_gcnjit"))
            .arg("run")
            .arg(root.join("examples/fib.s"))
            .args([
                "--engine",
                "jit",
                "--jit-threshold",
                "0",
                "--opt-level",
                level,
                "--dump-clif",
                "--json",
            ])
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(0));
        let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
        assert_eq!(v["status"], "endpgm");
        assert_eq!(v["steps"], 635);
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains("; region at 0x0"), "{err}");
        let tier = match level {
            "baseline" => "; baseline tier",
            "none" => "; first tier (opt_level=none)",
            _ => "; optimized tier (opt_level=speed)",
        };
        assert!(err.contains(tier), "{level}: {err}");
        assert_eq!(err.contains("function "), level != "baseline", "{err}");
        assert!(err.contains("    ; 0x0: s_cmp_eq_u32 s20, 0"), "{err}");
    }
    // A threshold higher than any entry count compiles nothing.
    let out = Command::new(env!("CARGO_BIN_EXE_gcnjit"))
        .arg("run")
        .arg(root.join("examples/fib.s"))
        .args([
            "--engine",
            "jit",
            "--jit-threshold",
            "1000000",
            "--dump-clif",
        ])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0));
    assert!(!String::from_utf8_lossy(&out.stderr).contains("; region at"));
}
