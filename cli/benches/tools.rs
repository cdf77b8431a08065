//! gcnjit's ISA tools against LLVM's, end to end as a user runs them (one
//! process each, output read through a pipe), side by side in one run
//! (README, "The ISA tools"):
//! `gcnjit disasm --target gfx900 librocrand.so.1` (and the same on the
//! code object alone) against `llvm-objdump-14 -d` of that code object
//! (unbundled once, up front, by gcnjit's fat-binary reader); and
//! `gcnjit asm -o` against `llvm-mc-15 -filetype=obj` on hipcc's `-S` output
//! (docs/assembler.md, "Compiler output"): the largest file of
//! tests/kernels/obj, and, since that is only 8 KB, a 370 KB file made here
//! of every hipcc gfx900 file eight times over.
//!
//! Needs llvm-14, llvm-15 and librocrand1 (what `.ci/run` installs).

use criterion::{criterion_group, criterion_main, Criterion};
use std::path::PathBuf;
use std::process::{Command, Stdio};

const ROCRAND: &str = "/usr/lib/x86_64-linux-gnu/librocrand.so.1";

fn gcnjit() -> &'static str {
    env!("CARGO_BIN_EXE_gcnjit")
}

/// Runs `cmd` to completion, its output drained; panics if it fails.
fn run(cmd: &mut Command) {
    let out = cmd
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .output()
        .expect("spawn");
    assert!(
        out.status.success(),
        "{cmd:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    std::hint::black_box(out.stdout.len());
}

/// The gfx900 code object of librocrand, written out for llvm-objdump.
fn rocrand_gfx900() -> PathBuf {
    let bytes = std::fs::read(ROCRAND).expect("librocrand1 is installed");
    let fat = gcnjit::code_object::bundle::FatBinary::parse(&bytes).expect("a fat binary");
    let entry = fat.select(Some("gfx900")).expect("gfx900 in librocrand");
    let path = std::env::temp_dir().join("gcnjit-bench-rocrand-gfx900.co");
    std::fs::write(&path, fat.bytes(entry)).unwrap();
    path
}

fn disasm(c: &mut Criterion) {
    let co = rocrand_gfx900();
    let mut g = c.benchmark_group("disasm_rocrand_gfx900");
    g.sample_size(10);
    g.bench_function("gcnjit", |b| {
        b.iter(|| run(Command::new(gcnjit()).args(["disasm", "--target", "gfx900", ROCRAND])))
    });
    g.bench_function("gcnjit_code_object", |b| {
        b.iter(|| run(Command::new(gcnjit()).arg("disasm").arg(&co)))
    });
    g.bench_function("llvm_objdump_14", |b| {
        b.iter(|| run(Command::new("llvm-objdump-14").arg("-d").arg(&co)))
    });
    g.finish();
}

/// hipcc's `-S` files of tests/kernels/obj (from tests/kernels/hip) for gfx900.
fn hipcc_gfx900() -> Vec<PathBuf> {
    let hip = concat!(env!("CARGO_MANIFEST_DIR"), "/../tests/kernels/hip");
    let obj = PathBuf::from(concat!(env!("CARGO_MANIFEST_DIR"), "/../tests/kernels/obj"));
    let mut v: Vec<PathBuf> = std::fs::read_dir(hip)
        .expect("tests/kernels/hip")
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "hip"))
        .map(|p| {
            obj.join(format!(
                "{}.gfx900.s",
                p.file_stem().unwrap().to_string_lossy()
            ))
        })
        .collect();
    v.sort();
    v
}

/// `text` with every name defined by a label renamed `NAME_cN`, so that
/// copies of one file can follow each other in one source.
fn renamed(text: &str, copy: usize) -> String {
    let is_start = |c: char| c.is_ascii_alphabetic() || "_.$".contains(c);
    let is_char = |c: char| c.is_ascii_alphanumeric() || "_.$".contains(c);
    let names: std::collections::HashSet<&str> = text
        .lines()
        .filter_map(|l| l.split_once(':').map(|(n, _)| n))
        .filter(|n| n.starts_with(is_start) && n.chars().all(is_char))
        .collect();
    let mut out = String::with_capacity(text.len() + text.len() / 8);
    let mut rest = text;
    while let Some(c) = rest.chars().next() {
        let len = if is_start(c) {
            rest.find(|c: char| !is_char(c)).unwrap_or(rest.len())
        } else {
            c.len_utf8()
        };
        let word = &rest[..len];
        out.push_str(word);
        if is_start(c) && names.contains(word) {
            out.push_str(&format!("_c{copy}"));
        }
        rest = &rest[len..];
    }
    out
}

/// One source of `rounds` copies of every hipcc gfx900 file: the first copy
/// as it is, the others renamed (`renamed`) and without what a file may hold
/// once (`.amdgcn_target`, `.amdgpu_metadata`, `.addrsig`).
fn hipcc_concatenated(rounds: usize) -> PathBuf {
    let mut src = String::new();
    for copy in 0..rounds * hipcc_gfx900().len() {
        let files = hipcc_gfx900();
        let text = std::fs::read_to_string(&files[copy % files.len()]).unwrap();
        if copy == 0 {
            src.push_str(&text);
            continue;
        }
        let mut kept = String::new();
        let mut in_metadata = false;
        for l in text.lines() {
            let t = l.trim();
            in_metadata |= t.starts_with(".amdgpu_metadata");
            let once = t.starts_with(".amdgcn_target") || t == ".addrsig";
            if !in_metadata && !once {
                kept.push_str(l);
                kept.push('\n');
            }
            in_metadata &= !t.starts_with(".end_amdgpu_metadata");
        }
        src.push_str(&renamed(&kept, copy));
    }
    let path = std::env::temp_dir().join("gcnjit-bench-hipcc-gfx900.s");
    std::fs::write(&path, src).unwrap();
    path
}

fn asm(c: &mut Criterion) {
    let largest = hipcc_gfx900()
        .into_iter()
        .max_by_key(|p| std::fs::metadata(p).unwrap().len())
        .unwrap();
    let out = std::env::temp_dir().join("gcnjit-bench-asm.o");
    for (group, input) in [
        ("asm_hipcc_largest", largest),
        ("asm_hipcc_concatenated", hipcc_concatenated(8)),
    ] {
        let mut g = c.benchmark_group(group);
        g.sample_size(10);
        g.bench_function("gcnjit", |b| {
            b.iter(|| {
                run(Command::new(gcnjit())
                    .args(["asm", "--arch", "gfx900", "-o"])
                    .arg(&out)
                    .arg(&input))
            })
        });
        g.bench_function("llvm_mc_15", |b| {
            b.iter(|| {
                run(Command::new("llvm-mc-15")
                    .args([
                        "-triple=amdgcn-amd-amdhsa",
                        "-mcpu=gfx900",
                        "-filetype=obj",
                        "-o",
                    ])
                    .arg(&out)
                    .arg(&input))
            })
        });
        g.finish();
    }
}

criterion_group!(benches, disasm, asm);
criterion_main!(benches);
