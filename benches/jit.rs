//! JIT vs interpreter vs plain Rust on the kernel suite (`gcnjit::bench::KERNELS`,
//! whose `native` functions are the same per-iteration computation), and the
//! compile cost per guest instruction at both Cranelift optimization levels.
//!
//! Before criterion runs, a summary table is printed with every figure measured
//! in this one process: time per run of each engine, the ratios, and compile
//! cost. `JIT_BENCH_KERNELS=lcg,bits` selects kernels.
//!
//! `JIT_BENCH_COMPILE=1` prints compile cost per guest instruction against
//! region size instead: a compile has a fixed part (one Cranelift function,
//! its prologue and exits, making the code executable) that small regions do
//! not amortize.

use criterion::{criterion_group, criterion_main, Criterion};
use gcnjit::bench::{Kernel, KERNELS};
use gcnjit::engine::Engine;
use gcnjit::jit::{Jit, JitOptions, OptLevel};
use gcnjit::{interp, Limits, Program, Status, Wave};
use std::hint::black_box;
use std::time::{Duration, Instant};

/// Kernels measured by default: the tight ALU loops plus the memory kernel.
const DEFAULT: &[&str] = &["lcg", "bits", "collatz", "bufsum"];

/// Iterations per run: small enough for criterion, large enough that one run
/// is dominated by the loop.
fn iterations(k: &Kernel) -> u32 {
    (k.default_n / 20).max(1)
}

fn selected() -> Vec<&'static Kernel> {
    let names = std::env::var("JIT_BENCH_KERNELS").unwrap_or_default();
    let want: Vec<&str> = if names.is_empty() {
        DEFAULT.to_vec()
    } else {
        names.split(',').collect()
    };
    KERNELS.iter().filter(|k| want.contains(&k.name)).collect()
}

fn wave(k: &Kernel, n: u32) -> Wave {
    let mut w = Wave::new(Kernel::ARCH);
    (k.setup)(&mut w, n);
    w
}

fn jit_opts(opt: OptLevel) -> JitOptions {
    JitOptions {
        threshold: 0,
        opt_level: opt,
        ..JitOptions::default()
    }
}

/// Best of `reps` wall-clock times of `f`, in nanoseconds.
fn best(reps: u32, mut f: impl FnMut()) -> f64 {
    (0..reps)
        .map(|_| {
            let t = Instant::now();
            f();
            t.elapsed().as_nanos() as f64
        })
        .fold(f64::INFINITY, f64::min)
}

fn summary() {
    // JIT columns: 0 = opt level none (the default), S = speed.
    eprintln!(
        "{:<8} {:>9} {:>9} {:>9} {:>9} {:>9} {:>7} {:>7} {:>7} {:>7} {:>8} {:>8}",
        "kernel",
        "interp ms",
        "jit0 ms",
        "jitS ms",
        "native ms",
        "steps",
        "int/j0",
        "int/jS",
        "j0/nat",
        "jS/nat",
        "us/ins0",
        "us/insS"
    );
    for k in selected() {
        let p = Program::from_asm(Kernel::ARCH, k.source, 0).expect("kernel assembles");
        let n = iterations(k);
        let want = (k.native)(n);
        let mut w = wave(k, n);
        let out = interp::run(&p, &mut w, &Limits::default());
        assert_eq!(out.status, Status::Endpgm, "{}", k.name);
        assert_eq!((k.result)(&w), want, "{}: interpreter", k.name);
        let mut per_inst = Vec::new();
        for opt in [OptLevel::None, OptLevel::Speed] {
            let jit = Jit::new(&p, jit_opts(opt)).expect("jit");
            let mut wj = wave(k, n);
            let o = jit.run(&mut wj, &Limits::default());
            assert_eq!(o, out, "{}", k.name);
            assert_eq!(wj, w, "{}: JIT at {opt:?}", k.name);
            let s = jit.stats();
            per_inst.push(s.compile_nanos as f64 / 1000.0 / s.compiled_insts.max(1) as f64);
        }
        let ti = best(3, || {
            let mut w = wave(k, n);
            black_box(interp::run(&p, &mut w, &Limits::default()));
        });
        let mut tj = Vec::new();
        for opt in [OptLevel::None, OptLevel::Speed] {
            let jit = Jit::new(&p, jit_opts(opt)).expect("jit");
            tj.push(best(5, || {
                let mut w = wave(k, n);
                black_box(jit.run(&mut w, &Limits::default()));
            }));
        }
        let tn = best(5, || {
            black_box((k.native)(black_box(n)));
        });
        eprintln!(
            "{:<8} {:>9.3} {:>9.3} {:>9.3} {:>9.3} {:>9} {:>7.1} {:>7.1} {:>7.2} {:>7.2} {:>8.1} {:>8.1}",
            k.name,
            ti / 1e6,
            tj[0] / 1e6,
            tj[1] / 1e6,
            tn / 1e6,
            out.steps,
            ti / tj[0],
            ti / tj[1],
            tj[0] / tn,
            tj[1] / tn,
            per_inst[0],
            per_inst[1]
        );
    }
}

/// Tiering threshold sweep (`JIT_BENCH_THRESHOLDS=1`): the whole JIT run (a
/// fresh `Jit`, as `gcnjit run` does) over the interpreter run, per program
/// and threshold, for short runs (each kernel with 2 and 20 iterations) and
/// long ones (the summary's iteration counts).
fn thresholds() {
    const TS: &[u32] = &[0, 1, 2, 5, 10, 20, 50, 100, 200, 500, 1000];
    eprint!("{:<14} {:>8} {:>9}", "program", "steps", "interp us");
    for t in TS {
        eprint!(" {:>6}", format!("t={t}"));
    }
    eprintln!();
    let mut geo = vec![[0f64; 2]; TS.len()];
    let mut count = [0u32; 2];
    for k in KERNELS.iter().filter(|k| k.name != "hwreg") {
        let p = Program::from_asm(Kernel::ARCH, k.source, 0).expect("kernel assembles");
        for (long, n) in [(0, 2), (0, 20), (1, iterations(k))] {
            let reps = if long == 1 { 3 } else { 30 };
            let mut w = wave(k, n);
            let steps = interp::run(&p, &mut w, &Limits::default()).steps;
            let ti = best(reps, || {
                let mut w = wave(k, n);
                black_box(interp::run(&p, &mut w, &Limits::default()));
            });
            eprint!(
                "{:<14} {:>8} {:>9.1}",
                format!("{}/{n}", k.name),
                steps,
                ti / 1e3
            );
            for (i, &t) in TS.iter().enumerate() {
                let opts = JitOptions {
                    threshold: t,
                    ..JitOptions::default()
                };
                let tj = best(reps, || {
                    let jit = Jit::new(&p, opts.clone()).expect("jit");
                    let mut w = wave(k, n);
                    black_box(jit.run(&mut w, &Limits::default()));
                });
                eprint!(" {:>6.2}", tj / ti);
                geo[i][long] += (tj / ti).ln();
            }
            count[long] += 1;
            eprintln!();
        }
    }
    for (long, name) in [(0, "short (geo)"), (1, "long (geo)")] {
        eprint!("{:<14} {:>8} {:>9}", name, "", "");
        for g in &geo {
            eprint!(" {:>6.2}", (g[long] / count[long] as f64).exp());
        }
        eprintln!();
    }
}

/// Compile cost against region size (`JIT_BENCH_COMPILE=1`): straight runs
/// of N random ALU instructions (the differential tester's generator, fixed
/// seeds; no M0-relative moves, which keep every SGPR of the region in a
/// variable) ending in `s_endpgm`, each compiled as one region by a fresh JIT,
/// as tiering does; the median of 9 compiles, in microseconds per guest
/// instruction, at both levels.
fn compile_sizes() {
    use gcnjit::difftest::rng::Choices;
    use gcnjit::difftest::{GenConfig, Generator};
    use gcnjit::isa::{encode_all, Format, Instruction, Opcode};
    let arch = Kernel::ARCH;
    let mut config = GenConfig::default();
    for op in Opcode::ALL {
        let alu = matches!(
            op.format(),
            Format::Sop1 | Format::Sop2 | Format::Sopc | Format::Sopk
        ) && op.flow() == gcnjit::isa::Flow::Next
            && !op.info().interpreter_only()
            && !op.mnemonic().starts_with("s_movrel");
        if !alu {
            config.weights[*op as usize] = 0;
        }
    }
    let g = Generator::new(arch, config);
    eprintln!("{:>6} {:>10} {:>10}", "insts", "us/ins0", "us/insS");
    for n in [1usize, 8, 32, 128, 256] {
        let mut r = Choices::seeded(n as u64);
        let mut insts: Vec<Instruction> = Vec::new();
        while insts.len() < n - 1 {
            let i = g.random_inst(&mut r);
            if !gcnjit::jit::region::is_fallback(&i) {
                insts.push(i);
            }
        }
        insts.push(Instruction::new(arch, Opcode::S_ENDPGM));
        let p = Program::new(arch, 0, encode_all(&insts).expect("encodable"));
        let mut per = Vec::new();
        for opt in [OptLevel::None, OptLevel::Speed] {
            let mut t: Vec<f64> = (0..9)
                .map(|_| {
                    let jit = Jit::new(&p, jit_opts(opt)).expect("jit");
                    black_box(jit.compile(0));
                    let s = jit.stats();
                    assert_eq!(s.compiled_insts as usize, n, "one region of {n}");
                    s.compile_nanos as f64 / 1e3 / n as f64
                })
                .collect();
            t.sort_by(f64::total_cmp);
            per.push(t[t.len() / 2]);
        }
        eprintln!("{:>6} {:>10.2} {:>10.2}", n, per[0], per[1]);
    }
}

/// `JIT_BENCH_TIERS=1`: a fresh JIT per run (default threshold) of each
/// kernel at 2, 20, 1/10 and all of `iterations` loop iterations, in one tier
/// or tiering up after 10^4, 10^5 or 10^6 steps; time over the interpreter's.
fn tiers() {
    let configs: &[(&str, OptLevel, u64)] = &[
        ("speed", OptLevel::Speed, 0),
        ("none", OptLevel::None, 0),
        ("up=1e4", OptLevel::None, 10_000),
        ("up=1e5", OptLevel::None, 100_000),
        ("up=1e6", OptLevel::None, 1_000_000),
    ];
    eprint!("{:<16} {:>9} {:>10}", "program", "steps", "interp us");
    for (name, _, _) in configs {
        eprint!(" {name:>7}");
    }
    eprintln!();
    let mut geo = vec![[0f64; 4]; configs.len()];
    let mut count = [0u32; 4];
    for k in KERNELS.iter().filter(|k| k.name != "hwreg") {
        let p = Program::from_asm(Kernel::ARCH, k.source, 0).expect("kernel assembles");
        let long = iterations(k) * 4;
        for (size, n) in [(0, 2), (1, 20), (2, long / 10), (3, long)] {
            let reps = if size >= 2 { 3 } else { 20 };
            let mut w = wave(k, n);
            let steps = interp::run(&p, &mut w, &Limits::default()).steps;
            let ti = best(reps, || {
                let mut w = wave(k, n);
                black_box(interp::run(&p, &mut w, &Limits::default()));
            });
            let name = format!("{}/{n}", k.name);
            eprint!("{name:<16} {steps:>9} {:>10.1}", ti / 1e3);
            for (i, &(_, opt_level, tier_up)) in configs.iter().enumerate() {
                let opts = JitOptions {
                    opt_level,
                    tier_up,
                    ..JitOptions::default()
                };
                let tj = best(reps, || {
                    let jit = Jit::new(&p, opts.clone()).expect("jit");
                    let mut w = wave(k, n);
                    black_box(jit.run(&mut w, &Limits::default()));
                });
                eprint!(" {:>7.2}", tj / ti);
                geo[i][size] += (tj / ti).ln();
            }
            count[size] += 1;
            eprintln!();
        }
    }
    for (size, name) in ["n=2 (geo)", "n=20 (geo)", "long/10 (geo)", "long (geo)"]
        .iter()
        .enumerate()
    {
        eprint!("{name:<16} {:>9} {:>10}", "", "");
        for g in &geo {
            eprint!(" {:>7.2}", (g[size] / count[size] as f64).exp());
        }
        eprintln!();
    }
}

/// The differential tester's engines for a fuzz throughput figure: the
/// default (interpreter, JIT with tier-ups after `BOTH_TIER_UP` steps, JIT
/// with default tiering), and the same three with the JIT in one tier
/// (`speed_only` is the set before the first tier existed).
fn fuzz_engines() -> Vec<(&'static str, Vec<Engine>)> {
    use gcnjit::difftest::fuzz::FuzzConfig;
    let one_tier = |opt_level, threshold| Engine::JitTiers {
        threshold,
        opt_level,
        tier_up: 0,
    };
    let t = gcnjit::jit::DEFAULT_THRESHOLD;
    vec![
        ("default", FuzzConfig::default_engines()),
        (
            "first_tier",
            vec![
                Engine::Interp,
                one_tier(OptLevel::None, 0),
                one_tier(OptLevel::None, t),
            ],
        ),
        (
            "speed_only",
            vec![
                Engine::Interp,
                one_tier(OptLevel::Speed, 0),
                one_tier(OptLevel::Speed, t),
            ],
        ),
    ]
}

/// Runs `count` fuzz programs on `threads` threads; programs per second.
fn fuzz_rate(engines: &[Engine], count: u64, threads: usize) -> f64 {
    use gcnjit::difftest::fuzz::{fuzz, FuzzConfig};
    let cfg = FuzzConfig {
        arches: gcnjit::Arch::ALL.to_vec(),
        seed: 1,
        count,
        time: None,
        engines: engines.to_vec(),
        max_failures: 1,
        ..FuzzConfig::default()
    };
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .build()
        .expect("thread pool");
    let t = Instant::now();
    let report = pool.install(|| fuzz(&cfg, &|_| {}));
    assert!(report.failures.is_empty(), "fuzz mismatch in the bench");
    count as f64 / t.elapsed().as_secs_f64()
}

/// `JIT_BENCH_FUZZ=1`: `gcnjit fuzz --arch all` throughput on 1 and 2
/// threads for each engine set, best of 3 runs of 4,000 programs.
fn fuzz_throughput() {
    eprintln!(
        "{:<12} {:>14} {:>14}",
        "engines", "1 thread /s", "2 threads /s"
    );
    for (name, engines) in fuzz_engines() {
        let best = |threads| {
            (0..3)
                .map(|_| fuzz_rate(&engines, 4_000, threads))
                .fold(0.0, f64::max)
        };
        eprintln!("{:<12} {:>14.0} {:>14.0}", name, best(1), best(2));
    }
}

fn bench(c: &mut Criterion) {
    if std::env::var_os("JIT_BENCH_TIERS").is_some() {
        tiers();
        return;
    }
    if std::env::var_os("JIT_BENCH_FUZZ").is_some() {
        fuzz_throughput();
        return;
    }
    if std::env::var_os("JIT_BENCH_THRESHOLDS").is_some() {
        thresholds();
        return;
    }
    if std::env::var_os("JIT_BENCH_COMPILE").is_some() {
        compile_sizes();
        return;
    }
    summary();
    for k in selected() {
        let p = Program::from_asm(Kernel::ARCH, k.source, 0).expect("kernel assembles");
        let n = iterations(k);
        let jit = Jit::new(&p, jit_opts(OptLevel::Speed)).expect("jit");
        let mut g = c.benchmark_group(k.name);
        g.bench_function("interp", |b| {
            b.iter(|| {
                let mut w = wave(k, n);
                black_box(interp::run(&p, &mut w, &Limits::default()))
            })
        });
        g.bench_function("jit", |b| {
            b.iter(|| {
                let mut w = wave(k, n);
                black_box(jit.run(&mut w, &Limits::default()))
            })
        });
        g.bench_function("native", |b| b.iter(|| black_box((k.native)(black_box(n)))));
        g.finish();
    }
    // Compile cost per kernel and tier: a fresh JIT compiling the region at
    // the kernel's entry (the first tier, or opt_level=speed alone).
    for k in selected() {
        let p = Program::from_asm(Kernel::ARCH, k.source, 0).expect("kernel assembles");
        for opt in [OptLevel::None, OptLevel::Speed] {
            c.bench_function(&format!("compile_{}_{opt:?}", k.name), |b| {
                b.iter(|| {
                    let jit = Jit::new(&p, jit_opts(opt)).expect("jit");
                    black_box(jit.compile(0))
                })
            });
        }
    }
    // Fuzz throughput: 64 programs on 2 threads per iteration.
    let mut g = c.benchmark_group("fuzz_64_programs_2_threads");
    for (name, engines) in fuzz_engines() {
        g.bench_function(name, |b| b.iter(|| black_box(fuzz_rate(&engines, 64, 2))));
    }
    g.finish();
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
