//! gcnjit's ISA tools against LLVM's, end to end as a user runs them (one
//! process each, output read through a pipe), side by side in one run
//! (README, "Speed of the ISA tools"):
//! `gcnjit disasm --target gfx900 librocrand.so.1` (and the same on the
//! code object alone) against `llvm-objdump-14 -d` of that code object
//! (unbundled once, up front, by gcnjit's fat-binary reader). Assembling
//! compiler output joins it once `gcnjit asm` takes every file of
//! tests/kernels.
//!
//! Needs llvm-14 and librocrand1 (what `.ci/run` installs).

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

criterion_group!(benches, disasm);
criterion_main!(benches);
