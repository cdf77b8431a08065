//! Interpreter throughput on ALU loops, in guest instructions per second
//! (criterion's "elements" are guest instructions): synthetic loops
//! (`interp/...`) and the kernels of the suite that do not read memory
//! (`interp_suite/KERNEL`, at 5% of `gcnjit bench`'s iteration counts, so that
//! a run is its loop; `cargo bench --bench suite` has the same kernels at 1%
//! beside the other engines).

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use gcnjit::isa::{encode_all, Arch, Instruction, Opcode};
use gcnjit::{interp, Limits, Program, Status, Wave};

const ARCH: Arch = Arch::Gfx9;

fn inst(op: Opcode, d: u8, a: u8, b: u8) -> Instruction {
    let mut i = Instruction::new(ARCH, op);
    (i.sdst, i.ssrc0, i.ssrc1) = (d, a, b);
    i
}

fn sopp(op: Opcode, simm16: i16) -> Instruction {
    let mut i = Instruction::new(ARCH, op);
    i.simm16 = simm16 as u16;
    i
}

/// `s0` counts up to `s1`; the body is `body` plus the add/compare/branch.
fn counted_loop(body: &[Instruction]) -> Program {
    let mut v = Vec::new();
    v.extend_from_slice(body);
    v.push(inst(Opcode::S_ADD_U32, 0, 0, 129)); // s_add_u32 s0, s0, 1
    v.push(inst(Opcode::S_CMP_LG_U32, 0, 0, 1)); // s_cmp_lg_u32 s0, s1
    let back = -(v.len() as i16) - 1;
    v.push(sopp(Opcode::S_CBRANCH_SCC1, back));
    v.push(sopp(Opcode::S_ENDPGM, 0));
    Program::new(ARCH, 0, encode_all(&v).unwrap())
}

fn bench_loop(c: &mut Criterion, name: &str, body: &[Instruction]) {
    let program = counted_loop(body);
    let iters: u32 = 1_000_000;
    let per_iter = body.len() as u64 + 3;
    let total = per_iter * iters as u64 + 1;
    let mut g = c.benchmark_group("interp");
    g.throughput(Throughput::Elements(total));
    g.sample_size(20);
    g.bench_function(name, |b| {
        b.iter(|| {
            let mut wave = Wave::new(ARCH);
            wave.state.sgpr[1] = iters;
            let out = interp::run(&program, &mut wave, &Limits::default());
            assert_eq!(out.status, Status::Endpgm);
            assert_eq!(out.steps, total);
            out.steps
        })
    });
    g.finish();
}

fn alu_loops(c: &mut Criterion) {
    use Opcode::*;
    bench_loop(c, "tight_add_cmp_branch", &[]);
    bench_loop(
        c,
        "alu_mix",
        &[
            inst(S_XOR_B32, 2, 2, 0),
            inst(S_LSHL_B32, 3, 2, 131),
            inst(S_ADD_U32, 4, 4, 3),
            inst(S_ADDC_U32, 5, 5, 128),
            inst(S_AND_B64, 6, 4, 193),
        ],
    );
}

/// The suite's kernels without memory reads, each result checked against
/// native Rust.
fn suite_kernels(c: &mut Criterion) {
    use gcnjit::bench::harness;
    let limits = Limits {
        max_steps: u64::MAX,
    };
    let mut g = c.benchmark_group("interp_suite");
    g.sample_size(20);
    for k in gcnjit::bench::KERNELS
        .iter()
        .filter(|k| k.native_data.is_none())
    {
        let n = harness::iterations(k, 0.05);
        let program = harness::program(k).expect("kernel assembles");
        let template = harness::wave(k, n);
        let mut w = template.clone();
        let out = interp::run(&program, &mut w, &limits);
        assert_eq!(out.status, Status::Endpgm, "{}", k.name);
        assert_eq!((k.result)(&w), (k.native)(n), "{}", k.name);
        g.throughput(Throughput::Elements(out.steps));
        g.bench_function(k.name, |b| {
            b.iter_batched_ref(
                || template.clone(),
                |w| interp::run(&program, w, &limits),
                criterion::BatchSize::LargeInput,
            )
        });
    }
    g.finish();
}

criterion_group!(benches, alu_loops, suite_kernels);
criterion_main!(benches);
