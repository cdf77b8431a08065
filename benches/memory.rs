//! The cost of large guest memory, measured (the tests only bound sizes):
//! mapping a million regions in ascending and descending order, loading a
//! state JSON with a million regions, and `run --json`'s memory part for one
//! 4 GiB zero-filled region (its size and CRC-32).

use criterion::{criterion_group, criterion_main, Criterion};
use gcnjit::{state_json, Arch, Memory, Wave};
use std::fmt::Write as _;
use std::time::Duration;

const N: u64 = 1_000_000;

fn map_million(c: &mut Criterion) {
    let mut g = c.benchmark_group("memory");
    g.sample_size(10).measurement_time(Duration::from_secs(10));
    for (name, descending) in [
        ("map 1e6 regions ascending", false),
        ("map 1e6 regions descending", true),
    ] {
        g.bench_function(name, |b| {
            b.iter(|| {
                let mut m = Memory::new();
                for k in 0..N {
                    let k = if descending { N - 1 - k } else { k };
                    m.map(0x10000 + 16 * k, vec![0; 4]).unwrap();
                }
                m
            })
        });
    }
    let mut text = String::from("{\"memory\": [");
    for k in 0..N {
        if k > 0 {
            text.push(',');
        }
        let _ = write!(
            text,
            "{{\"addr\": {}, \"hex\": \"{:08x}\"}}",
            0x10000 + 16 * k,
            k
        );
    }
    text.push_str("]}");
    g.bench_function("state JSON with 1e6 regions", |b| {
        b.iter(|| {
            let mut w = Wave::new(Arch::Gfx9);
            state_json::apply_json(&mut w, &text).unwrap();
            w
        })
    });
    let mut w = Wave::new(Arch::Gfx9);
    w.mem.map(0x1000, vec![0; 1 << 32]).unwrap();
    g.bench_function("run --json state of a 4 GiB region", |b| {
        b.iter(|| state_json::state_to_json(&w).to_string().len())
    });
    g.finish();
}

criterion_group!(benches, map_million);
criterion_main!(benches);
