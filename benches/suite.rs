//! The kernel suite under criterion: decoding and assembling the kernels, and
//! running them in the interpreter, the JIT with a populated cache, the JIT from
//! a cold cache (compilation included) and native Rust. Runs are kept short
//! (1% of each kernel's `default_n`, ten samples of two seconds) so the whole
//! suite finishes in a few minutes; `gcnjit bench` gives the full-size figures.

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use gcnjit::bench::harness::{self, Options};
use gcnjit::bench::{Kernel, KERNELS};
use gcnjit::isa::{assemble, decode_all, encode_all};
use gcnjit::{interp, Limits, Status};
use std::hint::black_box;
use std::time::Duration;

const SCALE: f64 = 0.01;
const LIMITS: Limits = Limits {
    max_steps: u64::MAX,
};

fn isa(c: &mut Criterion) {
    let mut g = c.benchmark_group("isa");
    for k in KERNELS {
        let insts = assemble(Kernel::ARCH, k.source, 0).expect("kernel assembles");
        let words = encode_all(&insts).expect("kernel encodes");
        g.throughput(Throughput::Elements(insts.len() as u64));
        g.bench_with_input(BenchmarkId::new("assemble", k.name), k.source, |b, s| {
            b.iter(|| assemble(Kernel::ARCH, black_box(s), 0))
        });
        g.bench_with_input(BenchmarkId::new("decode", k.name), &words, |b, w| {
            b.iter(|| decode_all(Kernel::ARCH, black_box(w), 0))
        });
    }
    g.finish();
}

fn engines(c: &mut Criterion) {
    let opts = Options::default();
    for k in KERNELS {
        let n = harness::iterations(k, SCALE);
        let prog = harness::program(k).expect("kernel assembles");
        let template = harness::wave(k, n);
        let want = harness::native_result(k, n);
        let mut probe = template.clone();
        let steps = interp::run(&prog, &mut probe, &LIMITS).steps;

        let mut g = c.benchmark_group(k.name);
        g.throughput(Throughput::Elements(steps));
        g.bench_function("interp", |b| {
            b.iter_batched_ref(
                || template.clone(),
                |w| interp::run(&prog, w, &LIMITS),
                criterion::BatchSize::LargeInput,
            )
        });
        let warm = harness::jit(&prog, &opts).expect("JIT available");
        let mut w = template.clone();
        assert_eq!(warm.run(&mut w, &LIMITS).status, Status::Endpgm);
        assert_eq!((k.result)(&w), want, "{}: JIT result", k.name);
        g.bench_function("jit_warm", |b| {
            b.iter_batched_ref(
                || template.clone(),
                |w| warm.run(w, &LIMITS),
                criterion::BatchSize::LargeInput,
            )
        });
        g.bench_function("jit_cold", |b| {
            b.iter_batched_ref(
                || template.clone(),
                |w| {
                    let jit = harness::jit(&prog, &opts).expect("JIT available");
                    jit.run(w, &LIMITS)
                },
                criterion::BatchSize::LargeInput,
            )
        });
        match k.native_data {
            Some(d) => {
                let data = (d.input)(n);
                g.bench_function("native", |b| b.iter(|| (d.compute)(black_box(&data))));
            }
            None => {
                g.bench_function("native", |b| b.iter(|| (k.native)(black_box(n))));
            }
        }
        g.finish();
    }
}

fn config() -> Criterion {
    Criterion::default()
        .sample_size(10)
        .warm_up_time(Duration::from_millis(500))
        .measurement_time(Duration::from_secs(2))
}

criterion_group! {
    name = benches;
    config = config();
    targets = isa, engines
}
criterion_main!(benches);
