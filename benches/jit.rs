//! JIT vs interpreter vs plain Rust on the kernel suite (`gcnjit::bench::KERNELS`,
//! whose `native` functions are the same per-iteration computation), and the
//! compile cost per guest instruction at each first level (`baseline`, `none`,
//! `speed`; `gcnjit::bench::harness::LEVELS`).
//!
//! Before criterion runs, a summary table is printed with every figure measured
//! in this one process: time per run of each engine, the ratios, and compile
//! cost. `JIT_BENCH_KERNELS=lcg,bits` selects kernels.
//!
//! Criterion groups (`cargo bench --bench jit -- GROUP` runs one):
//! - `KERNEL/interp`, `KERNEL/jit_LEVEL`, `KERNEL/native`: one run, warm JIT.
//! - `compile_by_size/LEVEL/N`: compiling one straight region of N ALU
//!   instructions (a repeated add/xor/shift/compare/select mix ending in
//!   `s_endpgm`) in a fresh JIT; the throughput is guest instructions per
//!   second, so microseconds per instruction are 10^6 over it.
//! - `compile_kernel/LEVEL/KERNEL`: the same for the region at each suite
//!   kernel's entry.
//! - `fuzz_200_programs_2_threads/ENGINES`: `gcnjit fuzz --arch all` of a fixed
//!   seed; the throughput is programs per second.
//!
//! `JIT_BENCH_COMPILE=1` prints compile cost per guest instruction against
//! region size instead: a compile has a fixed part (for Cranelift one function,
//! its prologue and exits, making the code executable) that small regions do
//! not amortize.

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use gcnjit::bench::harness::LEVELS;
use gcnjit::bench::{Kernel, KERNELS};
use gcnjit::engine::{Engine, Runner};
use gcnjit::isa::{encode_all, Instruction, Opcode};
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

/// `opt` alone: every region compiled on first entry, no tier-up.
fn jit_opts(opt: OptLevel) -> JitOptions {
    JitOptions {
        threshold: 0,
        opt_level: opt,
        tier_up: 0,
        ..JitOptions::default()
    }
}

/// A fresh JIT at `opt`, or `None` when the host runs another level instead
/// (no baseline tier off x86-64).
fn level_jit(p: &Program, opt: OptLevel) -> Option<Jit> {
    let jit = Jit::new(p, jit_opts(opt)).expect("jit");
    (jit.options().opt_level == opt).then_some(jit)
}

/// The levels this host compiles.
fn host_levels() -> Vec<OptLevel> {
    let p = Program::from_asm(Kernel::ARCH, "s_endpgm\n", 0).expect("assembles");
    LEVELS
        .into_iter()
        .filter(|&l| level_jit(&p, l).is_some())
        .collect()
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
    // Per level alone: warm run time, its ratio to native, compile cost.
    let levels = host_levels();
    eprint!(
        "{:<8} {:>9} {:>9} {:>9}",
        "kernel", "steps", "interp ms", "native ms"
    );
    for l in &levels {
        let n = match l {
            OptLevel::Baseline => "base",
            OptLevel::None => "none",
            OptLevel::Speed => "spd",
        };
        eprint!(
            " {:>9} {:>7} {:>8}",
            format!("{n} ms"),
            format!("{n}/nat"),
            format!("{n} us/i")
        );
    }
    eprintln!();
    for k in selected() {
        let p = Program::from_asm(Kernel::ARCH, k.source, 0).expect("kernel assembles");
        let n = iterations(k);
        let want = (k.native)(n);
        let mut w = wave(k, n);
        let out = interp::run(&p, &mut w, &Limits::default());
        assert_eq!(out.status, Status::Endpgm, "{}", k.name);
        assert_eq!((k.result)(&w), want, "{}: interpreter", k.name);
        let ti = best(3, || {
            let mut w = wave(k, n);
            black_box(interp::run(&p, &mut w, &Limits::default()));
        });
        let tn = best(5, || {
            black_box((k.native)(black_box(n)));
        });
        eprint!(
            "{:<8} {:>9} {:>9.3} {:>9.3}",
            k.name,
            out.steps,
            ti / 1e6,
            tn / 1e6
        );
        for &opt in &levels {
            let jit = level_jit(&p, opt).expect("a host level");
            let mut wj = wave(k, n);
            let o = jit.run(&mut wj, &Limits::default());
            assert_eq!(o, out, "{}", k.name);
            assert_eq!(wj, w, "{}: JIT at {opt:?}", k.name);
            let s = jit.stats();
            let us = s.compile_nanos as f64 / 1000.0 / s.compiled_insts.max(1) as f64;
            let tj = best(5, || {
                let mut w = wave(k, n);
                black_box(jit.run(&mut w, &Limits::default()));
            });
            eprint!(" {:>9.3} {:>7.2} {:>8.2}", tj / 1e6, tj / tn, us);
        }
        eprintln!();
    }
}

/// Tiering sweep (`JIT_BENCH_THRESHOLDS=1`): the whole JIT run (a fresh
/// runner with a fresh `Jit`, as `gcnjit run` does) over the interpreter
/// run (a fresh runner too), per program and
/// (threshold, interpreter steps before the JIT) pair, for short runs (each
/// kernel with 2, 20 and 200 iterations) and long ones (the summary's
/// iteration counts). `t0` compiles everything at once; `tN/pM` counts N
/// entries after M steps in the interpreter's fast path.
fn thresholds() {
    const CONFIGS: &[(u32, u64)] = &[
        (0, 0),
        (10, 0),
        (100, 0),
        (100, 2_000),
        (100, 20_000),
        (100, 100_000),
        (10, 20_000),
        (1000, 20_000),
    ];
    eprint!("{:<14} {:>8} {:>9}", "program", "steps", "interp us");
    for &(t, p) in CONFIGS {
        let name = if t == 0 {
            "t0".to_string()
        } else {
            format!("t{t}/p{}k", p / 1000)
        };
        eprint!(" {name:>9}");
    }
    eprintln!();
    let mut geo = vec![[0f64; 2]; CONFIGS.len()];
    let mut count = [0u32; 2];
    for k in KERNELS.iter().filter(|k| k.name != "hwreg") {
        let p = Program::from_asm(Kernel::ARCH, k.source, 0).expect("kernel assembles");
        for (long, n) in [(0, 2), (0, 20), (0, 200), (1, iterations(k))] {
            let reps = if long == 1 { 3 } else { 30 };
            let mut w = wave(k, n);
            let steps = interp::run(&p, &mut w, &Limits::default()).steps;
            // Both sides set up their engine for each run, as `gcnjit run`
            // does (a runner: the program copied once, and the
            // interpreter's ops or a JIT).
            let ti = best(reps, || {
                let r = Runner::new(Engine::Interp, &p, &JitOptions::default());
                let mut w = wave(k, n);
                black_box(r.run(&mut w, &Limits::default()));
            });
            eprint!(
                "{:<14} {:>8} {:>9.1}",
                format!("{}/{n}", k.name),
                steps,
                ti / 1e3
            );
            for (i, &(t, prefix)) in CONFIGS.iter().enumerate() {
                let opts = JitOptions {
                    threshold: t,
                    interp_steps: prefix,
                    ..JitOptions::default()
                };
                let tj = best(reps, || {
                    let r = Runner::new(Engine::Jit { threshold: t }, &p, &opts);
                    let mut w = wave(k, n);
                    black_box(r.run(&mut w, &Limits::default()));
                });
                eprint!(" {:>9.2}", tj / ti);
                geo[i][long] += (tj / ti).ln();
            }
            count[long] += 1;
            eprintln!();
        }
    }
    for (long, name) in [(0, "short (geo)"), (1, "long (geo)")] {
        eprint!("{:<14} {:>8} {:>9}", name, "", "");
        for g in &geo {
            eprint!(" {:>9.2}", (g[long] / count[long] as f64).exp());
        }
        eprintln!();
    }
}

/// Region sizes of the compile-cost measurements, in guest instructions
/// (the last one `s_endpgm`); 256 is the largest region
/// (`jit::region::MAX_REGION_INSTS`).
const SIZES: [usize; 5] = [1, 8, 32, 128, 256];

/// A straight region of `n` instructions: a repeated mix of `s_add_u32`,
/// `s_xor_b32`, `s_lshl_b32`, `s_cmp_lt_u32` and `s_cselect_b32` over s0-s15
/// (each reading the results of the ones before), then `s_endpgm`.
fn alu_mix(n: usize) -> Program {
    let arch = Kernel::ARCH;
    let mut insts: Vec<Instruction> = (0..n - 1)
        .map(|i| {
            let r = |k: usize| ((i + k) % 16) as u8;
            let (op, d, a, b) = match i % 5 {
                0 => (Opcode::S_ADD_U32, r(3), r(1), r(2)),
                1 => (Opcode::S_XOR_B32, r(3), r(0), r(2)),
                // s_lshl_b32 sD, sA, 3: an inline constant (128 + 3).
                2 => (Opcode::S_LSHL_B32, r(3), r(1), 131),
                3 => (Opcode::S_CMP_LT_U32, 0, r(1), r(2)),
                _ => (Opcode::S_CSELECT_B32, r(3), r(1), r(2)),
            };
            let mut inst = Instruction::new(arch, op);
            (inst.sdst, inst.ssrc0, inst.ssrc1) = (d, a, b);
            inst
        })
        .collect();
    insts.push(Instruction::new(arch, Opcode::S_ENDPGM));
    Program::new(arch, 0, encode_all(&insts).expect("encodable"))
}

/// A straight region of `n` random ALU instructions (the differential
/// tester's generator, seed `n`; no M0-relative moves, which keep every SGPR
/// of the region in a variable, and none the JIT leaves to the interpreter),
/// then `s_endpgm`.
fn random_alu(n: usize) -> Program {
    use gcnjit::difftest::rng::Choices;
    use gcnjit::difftest::{GenConfig, Generator};
    use gcnjit::isa::Format;
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
    let mut r = Choices::seeded(n as u64);
    let mut insts: Vec<Instruction> = Vec::new();
    while insts.len() < n - 1 {
        let i = g.random_inst(&mut r);
        if !gcnjit::jit::region::is_fallback(&i) {
            insts.push(i);
        }
    }
    insts.push(Instruction::new(arch, Opcode::S_ENDPGM));
    Program::new(arch, 0, encode_all(&insts).expect("encodable"))
}

/// Compiles the region at `p`'s entry in a fresh JIT at `opt`: the wall
/// time of the compile (creating the JIT not included) and the guest
/// instructions compiled.
fn compile_once(p: &Program, opt: OptLevel) -> (Duration, u64) {
    let jit = level_jit(p, opt).expect("a host level");
    let t = Instant::now();
    black_box(jit.compile(0));
    let d = t.elapsed();
    (d, jit.stats().compiled_insts)
}

/// Compile cost against region size (`JIT_BENCH_COMPILE=1`): each straight
/// region (`alu_mix`, `random_alu`) compiled as one region by a fresh JIT, as
/// tiering does; the median of 9 compiles, in microseconds per guest
/// instruction, at each level.
fn compile_sizes() {
    let levels = host_levels();
    eprint!("{:>6} {:<7}", "insts", "kind");
    for l in &levels {
        eprint!(" {:>16}", format!("us/inst {}", l.name()));
    }
    eprintln!();
    for n in SIZES {
        for (kind, p) in [("mix", alu_mix(n)), ("random", random_alu(n))] {
            eprint!("{n:>6} {kind:<7}");
            for &opt in &levels {
                let mut t: Vec<f64> = (0..9)
                    .map(|_| {
                        let (d, insts) = compile_once(&p, opt);
                        assert_eq!(insts as usize, n, "one region of {n}");
                        d.as_nanos() as f64 / 1e3 / n as f64
                    })
                    .collect();
                t.sort_by(f64::total_cmp);
                eprint!(" {:>16.2}", t[t.len() / 2]);
            }
            eprintln!();
        }
    }
}

/// `compile_by_size` and `compile_kernel`: criterion's time per compile of a
/// fresh JIT's first region, with guest instructions as the throughput.
fn compile_benches(c: &mut Criterion) {
    let levels = host_levels();
    let mut g = c.benchmark_group("compile_by_size");
    for &n in &SIZES[1..] {
        let p = alu_mix(n);
        g.throughput(Throughput::Elements(n as u64));
        for &opt in &levels {
            assert_eq!(compile_once(&p, opt).1 as usize, n, "one region of {n}");
            g.bench_with_input(BenchmarkId::new(opt.name(), n), &p, |b, p| {
                b.iter_custom(|iters| (0..iters).map(|_| compile_once(p, opt).0).sum())
            });
        }
    }
    g.finish();
    // The region at each kernel's entry (the set-up and, for most, the loop).
    let mut g = c.benchmark_group("compile_kernel");
    for k in KERNELS {
        let p = Program::from_asm(Kernel::ARCH, k.source, 0).expect("kernel assembles");
        for &opt in &levels {
            let insts = compile_once(&p, opt).1;
            g.throughput(Throughput::Elements(insts));
            g.bench_with_input(BenchmarkId::new(opt.name(), k.name), &p, |b, p| {
                b.iter_custom(|iters| (0..iters).map(|_| compile_once(p, opt).0).sum())
            });
        }
    }
    g.finish();
}

/// `JIT_BENCH_TIERS=1`: a fresh JIT per run (default threshold) of each
/// kernel at 2, 20, 1/10 and all of `iterations` loop iterations, in one tier
/// or tiering up from the baseline (`b+`) or `none` (`n+`) after 10^4, 10^5 or
/// 10^6 steps; time over the interpreter's. (Off x86-64, `base` and `b+` run
/// `none`.)
fn tiers() {
    let configs: &[(&str, OptLevel, u64)] = &[
        ("speed", OptLevel::Speed, 0),
        ("none", OptLevel::None, 0),
        ("base", OptLevel::Baseline, 0),
        ("b+1e4", OptLevel::Baseline, 10_000),
        ("b+1e5", OptLevel::Baseline, 100_000),
        ("b+3e5", OptLevel::Baseline, 300_000),
        ("b+1e6", OptLevel::Baseline, 1_000_000),
        ("n+1e6", OptLevel::None, 1_000_000),
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
            // Both sides set up their engine for each run, as `gcnjit run`
            // does (a runner: the program copied once, and the
            // interpreter's ops or a JIT).
            let ti = best(reps, || {
                let r = Runner::new(Engine::Interp, &p, &JitOptions::default());
                let mut w = wave(k, n);
                black_box(r.run(&mut w, &Limits::default()));
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
                    let r = Runner::new(
                        Engine::Jit {
                            threshold: opts.threshold,
                        },
                        &p,
                        &opts,
                    );
                    let mut w = wave(k, n);
                    black_box(r.run(&mut w, &Limits::default()));
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
/// default (`FuzzConfig::default_engines`, what `gcnjit fuzz` compares), and
/// the interpreter with the JIT in one tier at both thresholds (0 and the
/// default); `speed_only` is the set before the first tiers existed.
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
            "baseline_only",
            vec![
                Engine::Interp,
                one_tier(OptLevel::Baseline, 0),
                one_tier(OptLevel::Baseline, t),
            ],
        ),
        (
            "none_only",
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

/// Runs `count` fuzz programs on `threads` threads; the wall time of the
/// run (building the thread pool not included).
fn fuzz_time(engines: &[Engine], count: u64, threads: usize) -> Duration {
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
    t.elapsed()
}

/// Programs per second of `fuzz_time`.
fn fuzz_rate(engines: &[Engine], count: u64, threads: usize) -> f64 {
    count as f64 / fuzz_time(engines, count, threads).as_secs_f64()
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
    let levels = host_levels();
    for k in selected() {
        let p = Program::from_asm(Kernel::ARCH, k.source, 0).expect("kernel assembles");
        let n = iterations(k);
        let mut g = c.benchmark_group(k.name);
        g.bench_function("interp", |b| {
            b.iter(|| {
                let mut w = wave(k, n);
                black_box(interp::run(&p, &mut w, &Limits::default()))
            })
        });
        for &opt in &levels {
            let jit = level_jit(&p, opt).expect("a host level");
            g.bench_function(format!("jit_{}", opt.name()), |b| {
                b.iter(|| {
                    let mut w = wave(k, n);
                    black_box(jit.run(&mut w, &Limits::default()))
                })
            });
        }
        g.bench_function("native", |b| b.iter(|| black_box((k.native)(black_box(n)))));
        g.finish();
    }
    compile_benches(c);
    // Fuzz throughput: 200 programs of a fixed seed on 2 threads per iteration.
    const PROGRAMS: u64 = 200;
    let mut g = c.benchmark_group("fuzz_200_programs_2_threads");
    g.throughput(Throughput::Elements(PROGRAMS));
    for (name, engines) in fuzz_engines() {
        g.bench_function(name, |b| {
            b.iter_custom(|iters| {
                (0..iters)
                    .map(|_| {
                        Duration::from_secs_f64(PROGRAMS as f64 / fuzz_rate(&engines, PROGRAMS, 2))
                    })
                    .sum()
            })
        });
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
