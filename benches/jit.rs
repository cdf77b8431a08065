//! JIT vs interpreter vs plain Rust on tight scalar ALU loops, and the compile
//! cost per guest instruction at both Cranelift optimization levels.

use criterion::{criterion_group, criterion_main, Criterion};
use gcnjit::jit::{Jit, JitOptions, OptLevel};
use gcnjit::{interp, Arch, Limits, Program, Status, Wave};
use std::hint::black_box;
use std::time::Duration;

const N: u32 = 20_000;

/// 64-bit accumulator: s[0:1] += s2 with add/addc; s2 advances by a constant.
const ADDC: &str = "
    s_mov_b32 s0, 0
    s_mov_b32 s1, 0
    s_mov_b32 s2, 1
loop:
    s_add_u32 s0, s0, s2
    s_addc_u32 s1, s1, 0
    s_add_u32 s2, s2, 0x9e3779b9
    s_sub_u32 s3, s3, 1
    s_cmp_lg_u32 s3, 0
    s_cbranch_scc1 loop
    s_endpgm
";

fn addc_native(n: u32) -> u64 {
    let (mut acc, mut x) = (0u64, 1u32);
    for _ in 0..n {
        acc = acc.wrapping_add(x as u64);
        x = x.wrapping_add(0x9e37_79b9);
    }
    acc
}

/// shift / xor / popcount / bit-reverse / bfe mix.
const BITS: &str = "
    s_mov_b32 s0, 0x12345678
    s_mov_b32 s1, 0
loop:
    s_lshl_b32 s4, s0, 13
    s_xor_b32 s0, s0, s4
    s_lshr_b32 s4, s0, 17
    s_xor_b32 s0, s0, s4
    s_bcnt1_i32_b32 s5, s0
    s_brev_b32 s6, s0
    s_bfe_u32 s7, s6, 0x50004
    s_add_u32 s1, s1, s5
    s_add_u32 s1, s1, s7
    s_sub_u32 s3, s3, 1
    s_cmp_lg_u32 s3, 0
    s_cbranch_scc1 loop
    s_endpgm
";

fn bits_native(n: u32) -> u32 {
    let (mut x, mut acc) = (0x1234_5678u32, 0u32);
    for _ in 0..n {
        x ^= x << 13;
        x ^= x >> 17;
        let c = x.count_ones();
        let r = x.reverse_bits();
        acc = acc.wrapping_add(c).wrapping_add((r >> 4) & 31);
    }
    acc
}

/// Total Collatz steps of 1..=s3 in 64-bit arithmetic.
const COLLATZ: &str = "
    s_mov_b32 s2, 0
outer:
    s_mov_b32 s0, s3
    s_mov_b32 s1, 0
loop:
    s_cmp_eq_u64 s[0:1], 1
    s_cbranch_scc1 done
    s_bitcmp1_b32 s0, 0
    s_cbranch_scc1 odd
    s_lshr_b64 s[0:1], s[0:1], 1
    s_branch next
odd:
    s_lshl_b64 s[4:5], s[0:1], 1
    s_add_u32 s0, s0, s4
    s_addc_u32 s1, s1, s5
    s_add_u32 s0, s0, 1
    s_addc_u32 s1, s1, 0
next:
    s_add_u32 s2, s2, 1
    s_branch loop
done:
    s_sub_u32 s3, s3, 1
    s_cmp_lg_u32 s3, 0
    s_cbranch_scc1 outer
    s_endpgm
";

fn collatz_native(n: u32) -> u32 {
    let mut total = 0u32;
    for start in 1..=n as u64 {
        let mut x = start;
        while x != 1 {
            x = if x & 1 == 0 { x >> 1 } else { 3 * x + 1 };
            total = total.wrapping_add(1);
        }
    }
    total
}

fn wave(n: u32) -> Wave {
    let mut w = Wave::new(Arch::Gfx9);
    w.state.sgpr[3] = n;
    w
}

/// (name, guest program, loop count, the same kernel in Rust)
type Kernel = (&'static str, &'static str, u32, fn(u32) -> u64);

fn kernels() -> Vec<Kernel> {
    vec![
        ("addc", ADDC, N, |n| addc_native(n)),
        ("bits", BITS, N, |n| bits_native(n) as u64),
        ("collatz", COLLATZ, 300, |n| collatz_native(n) as u64),
    ]
}

fn bench(c: &mut Criterion) {
    for (name, text, n, native) in kernels() {
        let p = Program::from_asm(Arch::Gfx9, text, 0).expect("kernel assembles");
        let mut w = wave(n);
        let out = interp::run(&p, &mut w, &Limits::default());
        assert_eq!(out.status, Status::Endpgm);
        let guest = out.steps;
        for opt in [OptLevel::None, OptLevel::Speed] {
            let opts = JitOptions {
                threshold: 0,
                opt_level: opt,
                ..JitOptions::default()
            };
            let jit = Jit::new(&p, opts).expect("jit");
            let mut wj = wave(n);
            jit.run(&mut wj, &Limits::default());
            assert_eq!(wj.state.sgpr[..8], w.state.sgpr[..8]);
            let s = jit.stats();
            eprintln!(
                "{name}: {guest} guest instructions; compile at {opt:?}: {} regions, {} insts, {:.2} us/inst",
                s.compiles,
                s.compiled_insts,
                s.compile_nanos as f64 / 1000.0 / s.compiled_insts.max(1) as f64
            );
        }
        let jit = Jit::new(
            &p,
            JitOptions {
                threshold: 0,
                opt_level: OptLevel::Speed,
                ..JitOptions::default()
            },
        )
        .expect("jit");
        let mut g = c.benchmark_group(name);
        g.throughput(criterion::Throughput::Elements(guest));
        g.bench_function("interp", |b| {
            b.iter(|| {
                let mut w = wave(n);
                black_box(interp::run(&p, &mut w, &Limits::default()))
            })
        });
        g.bench_function("jit", |b| {
            b.iter(|| {
                let mut w = wave(n);
                black_box(jit.run(&mut w, &Limits::default()))
            })
        });
        g.bench_function("native", |b| b.iter(|| black_box(native(black_box(n)))));
        g.finish();
    }
}

criterion_group! {
    name = benches;
    config = Criterion::default()
        .sample_size(10)
        .warm_up_time(Duration::from_millis(300))
        .measurement_time(Duration::from_secs(1));
    targets = bench
}
criterion_main!(benches);
