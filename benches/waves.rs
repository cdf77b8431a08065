//! Waves per second over one shared code cache with 1 and 2 worker threads, on
//! the kernel suite with a small iteration count per wave, and the per-wave
//! overhead (state setup and dispatch) of a program that is only `s_endpgm`.
//!
//! Criterion's throughput is in waves ("elements") per second; the time per
//! iteration of the `overhead` group divided by its wave count is the
//! overhead per wave.

use criterion::{criterion_group, BenchmarkId, Criterion, Throughput};
use gcnjit::bench::{Kernel, KERNELS};
use gcnjit::engine::Engine;
use gcnjit::waves::{Batch, BatchOptions};
use gcnjit::{Program, Status, Wave};
use std::hint::black_box;
use std::time::{Duration, Instant};

/// Waves per measured batch.
const WAVES: usize = 256;

/// Iterations per wave: small, so that a batch is many short waves (a few
/// thousand guest instructions each) as a kernel launch would be.
fn per_wave_n(k: &Kernel) -> u32 {
    (k.default_n / 1000).max(4)
}

fn batch(program: &Program, threads: usize, engine: Engine) -> Batch {
    let opts = BatchOptions {
        threads,
        engine,
        ..BatchOptions::default()
    };
    Batch::new(program, &opts).expect("worker pool starts")
}

fn kernels(c: &mut Criterion) {
    let mut g = c.benchmark_group("waves");
    g.throughput(Throughput::Elements(WAVES as u64));
    for k in KERNELS {
        let program = Program::from_asm(Kernel::ARCH, k.source, 0).expect("kernel assembles");
        let n = per_wave_n(k);
        let mut base = Wave::new(Kernel::ARCH);
        (k.setup)(&mut base, n);
        let want = (k.native)(n);
        for threads in [1, 2] {
            let b = batch(&program, threads, Engine::JIT);
            // Warm the shared cache, and check every wave once.
            for r in b.run_indexed(0..WAVES, |_| base.clone()) {
                assert_eq!(r.outcome.status, Status::Endpgm, "{}", k.name);
                assert_eq!((k.result)(&r.wave), want, "{}", k.name);
            }
            g.bench_with_input(BenchmarkId::new(k.name, threads), &b, |bch, b| {
                bch.iter(|| black_box(b.run_indexed(0..WAVES, |_| base.clone())))
            });
        }
    }
    g.finish();
}

/// A program that ends at once: what remains is building the wave, looking up
/// and entering the code, and collecting the result.
fn overhead(c: &mut Criterion) {
    const N: usize = 16_384;
    let program = Program::from_asm(Kernel::ARCH, "s_endpgm", 0).expect("assembles");
    let mut g = c.benchmark_group("overhead");
    g.throughput(Throughput::Elements(N as u64));
    let engines = [
        ("jit", Engine::Jit { threshold: 0 }),
        ("interp", Engine::Interp),
    ];
    for (name, engine) in engines {
        for threads in [1, 2] {
            let b = batch(&program, threads, engine);
            let base = Wave::new(Kernel::ARCH);
            b.run_indexed(0..N, |_| base.clone());
            g.bench_with_input(BenchmarkId::new(name, threads), &b, |bch, b| {
                bch.iter(|| {
                    black_box(b.map(
                        0..N,
                        |i| {
                            let mut w = base.clone();
                            w.state.sgpr[0] = i as u32;
                            w
                        },
                        |_, o, w| o.steps + w.state.sgpr[0] as u64,
                    ))
                })
            });
        }
    }
    g.finish();
}

/// Process CPU time (user + system) from /proc/self/stat, in seconds; `None`
/// where that file does not exist.
fn cpu_seconds() -> Option<f64> {
    let stat = std::fs::read_to_string("/proc/self/stat").ok()?;
    // Fields after the command name (which may hold spaces) start at `state`.
    let rest = &stat[stat.rfind(')')? + 2..];
    let f: Vec<&str> = rest.split_whitespace().collect();
    let (utime, stime): (f64, f64) = (f.get(11)?.parse().ok()?, f.get(12)?.parse().ok()?);
    // The kernel reports clock ticks; USER_HZ is 100 on every Linux target.
    Some((utime + stime) / 100.0)
}

/// One timed stretch of batches of `b`: (waves, wall seconds, CPU seconds).
fn stretch(b: &Batch, base: &Wave, secs: f64) -> (usize, f64, Option<f64>) {
    let (t0, c0) = (Instant::now(), cpu_seconds());
    let mut waves = 0usize;
    while t0.elapsed().as_secs_f64() < secs {
        black_box(b.run_indexed(0..WAVES, |_| base.clone()));
        waves += WAVES;
    }
    let cpu = c0.and_then(|c0| Some(cpu_seconds()? - c0));
    (waves, t0.elapsed().as_secs_f64(), cpu)
}

/// Prints the per-wave overhead of `s_endpgm` alone, per wall and per CPU
/// nanosecond, with one thread.
fn overhead_note() {
    const N: usize = 65_536;
    let program = Program::from_asm(Kernel::ARCH, "s_endpgm", 0).expect("assembles");
    let base = Wave::new(Kernel::ARCH);
    eprintln!("\nper-wave overhead (s_endpgm only, 1 thread, {N} waves a batch):");
    /// Nanoseconds of wall and CPU time per wave of `f`, which handles N waves.
    fn per_wave(f: &dyn Fn()) -> (f64, Option<f64>) {
        f();
        let (t0, c0) = (Instant::now(), cpu_seconds());
        let mut waves = 0;
        while t0.elapsed().as_secs_f64() < 1.0 {
            f();
            waves += N;
        }
        let wall = t0.elapsed().as_secs_f64() * 1e9 / waves as f64;
        let cpu = c0.and_then(|c0| Some((cpu_seconds()? - c0) * 1e9 / waves as f64));
        (wall, cpu)
    }
    let show = |name: &str, (wall, cpu): (f64, Option<f64>)| {
        let cpu = cpu.map_or("-".into(), |c| format!("{c:.0}"));
        eprintln!("{name:<22} {wall:>6.0} ns wall, {cpu:>6} ns cpu per wave");
    };
    // State setup alone: building each wave from the base.
    show(
        "setup (clone)",
        per_wave(&|| {
            for _ in 0..N {
                black_box(base.clone());
            }
        }),
    );
    for (name, engine) in [
        ("jit", Engine::Jit { threshold: 0 }),
        ("interp", Engine::Interp),
    ] {
        let b = batch(&program, 1, engine);
        // The outcome is reduced on the worker, as the CLI does with its output.
        show(
            &format!("setup + {name} dispatch"),
            per_wave(&|| {
                black_box(b.map(0..N, |_| base.clone(), |_, o, _| o.steps));
            }),
        );
    }
    // Keeping every final wave costs a copy of the register file per wave and,
    // for large batches, the memory traffic of holding them all.
    let b = batch(&program, 1, Engine::Jit { threshold: 0 });
    show(
        "jit, final waves kept",
        per_wave(&|| {
            for i in 0..N / 4096 {
                black_box(b.run_indexed(i * 4096..(i + 1) * 4096, |_| base.clone()));
            }
        }),
    );
}

/// Stretches per thread count, alternating 1 and 2 threads so that both see
/// the same neighbours on a shared machine.
const ROUNDS: usize = 8;

/// Prints, per kernel, the 2-thread over 1-thread ratio of the best waves per
/// wall second over the rounds (the scaling a user sees; the best round is the
/// one least disturbed by other processes, and 2x needs two idle cores) and
/// of waves per CPU second over all rounds (the parallel efficiency: 1.0
/// means the second thread loses nothing to sharing caches or counters), and
/// how many cores the 2-thread runs were given (their CPU over wall time).
fn scaling_note() {
    eprintln!("\nscaling, 2 threads vs 1 ({WAVES} waves a batch, best of {ROUNDS} rounds):");
    eprintln!(
        "{:<8} {:>12} {:>12} {:>8} {:>8} {:>9}",
        "kernel", "1t waves/s", "2t waves/s", "wall x", "cpu eff", "2t cores"
    );
    for k in KERNELS {
        let program = Program::from_asm(Kernel::ARCH, k.source, 0).expect("kernel assembles");
        let mut base = Wave::new(Kernel::ARCH);
        (k.setup)(&mut base, per_wave_n(k));
        let batches = [
            batch(&program, 1, Engine::JIT),
            batch(&program, 2, Engine::JIT),
        ];
        let mut best = [0f64; 2];
        let mut total = [(0usize, Some(0f64)); 2];
        let mut wall2 = 0f64;
        for b in &batches {
            stretch(b, &base, 0.05);
        }
        for _ in 0..ROUNDS {
            for (t, b) in batches.iter().enumerate() {
                let (waves, wall, cpu) = stretch(b, &base, 0.15);
                best[t] = best[t].max(waves as f64 / wall);
                total[t].0 += waves;
                total[t].1 = total[t].1.zip(cpu).map(|(a, c)| a + c);
                if t == 1 {
                    wall2 += wall;
                }
            }
        }
        let per_cpu = |t: usize| total[t].1.map(|c| total[t].0 as f64 / c.max(1e-9));
        let eff = match (per_cpu(0), per_cpu(1)) {
            (Some(c1), Some(c2)) => format!("{:.2}", c2 / c1),
            _ => "-".into(),
        };
        // Cores the 2-thread runs actually got: below 2 on a busy machine.
        let cores = total[1]
            .1
            .map_or("-".into(), |c| format!("{:.2}", c / wall2.max(1e-9)));
        eprintln!(
            "{:<8} {:>12.0} {:>12.0} {:>8.2} {:>8} {:>9}",
            k.name,
            best[0],
            best[1],
            best[1] / best[0],
            eff,
            cores
        );
    }
}

criterion_group! {
    name = benches;
    config = Criterion::default()
        .sample_size(10)
        .warm_up_time(Duration::from_millis(300))
        .measurement_time(Duration::from_secs(1));
    targets = kernels, overhead
}

fn main() {
    benches();
    Criterion::default().configure_from_args().final_summary();
    // Only in a real run (`cargo bench` passes --bench; `cargo test --benches`
    // does not), and not when listing.
    let args: Vec<String> = std::env::args().collect();
    if args.iter().any(|a| a == "--bench") && !args.iter().any(|a| a == "--list") {
        overhead_note();
        scaling_note();
    }
}
