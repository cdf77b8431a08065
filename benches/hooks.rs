//! What a hook costs: a loop of `ITERS` iterations whose body is one
//! instruction, eight scalar ALU instructions and the loop control, run with
//! the one instruction a vector word handed to a hook (`hooked`) and with it
//! an `s_nop 0` (`plain`), on the interpreter and on the JIT (threshold 0,
//! code cache warm: one `Machine` per case).
//!
//! The time of a hook call on an engine is (hooked - plain) / ITERS; the
//! JIT's speed on a loop with a hooked instruction is interp/hooked over
//! jit/hooked. README.md quotes both.

use criterion::{criterion_group, BenchmarkId, Criterion};
use gcnjit::hooks::{Action, Hooks, WaveView};
use gcnjit::{Arch, Engine, Machine, Program, Status};
use std::hint::black_box;
use std::time::Duration;

const ITERS: u32 = 10_000;

/// `v_mov_b32_e32 v0, 0` as llvm-mc encodes it for gfx900.
const VECTOR_WORD: u32 = 0x7E00_0280;

struct AddOne;
impl Hooks for AddOne {
    fn on_unsupported(&self, w: &mut WaveView<'_>, pc: u64, _: &[u32]) -> Action {
        w.state.sgpr[7] = w.state.sgpr[7].wrapping_add(1);
        Action::Continue(pc + 4)
    }
}

/// The loop with `first` as the first instruction of its body.
fn program(first: u32) -> Program {
    let head = Program::from_asm(Arch::Gfx9, &format!("s_mov_b32 s0, {ITERS}"), 0).unwrap();
    let body = Program::from_asm(
        Arch::Gfx9,
        "
        s_add_u32 s1, s1, s0
        s_xor_b32 s2, s2, s1
        s_lshl_b32 s3, s2, 3
        s_add_u32 s4, s4, s3
        s_and_b32 s5, s4, 0xff
        s_or_b32 s6, s6, s5
        s_sub_u32 s8, s8, s6
        s_mul_i32 s9, s8, s1
        s_sub_u32 s0, s0, 1
        s_cmp_lg_u32 s0, 0
        ",
        0,
    )
    .unwrap();
    let mut words = head.words.clone();
    let top = words.len();
    words.push(first);
    words.extend(&body.words);
    // s_cbranch_scc1 back to the body's first word: offset in words from
    // the branch's next PC.
    let back = top as i32 - (words.len() as i32 + 1);
    words.push(0xBF85_0000 | (back as u16 as u32));
    words.push(0xBF81_0000); // s_endpgm
    Program::new(Arch::Gfx9, 0, words)
}

fn hooks(c: &mut Criterion) {
    let s_nop = Program::from_asm(Arch::Gfx9, "s_nop 0", 0).unwrap().words[0];
    let mut g = c.benchmark_group("hooks");
    g.sample_size(20);
    g.measurement_time(Duration::from_secs(3));
    for (engine, name) in [
        (Engine::Interp, "interp"),
        (Engine::Jit { threshold: 0 }, "jit"),
    ] {
        for (first, case) in [(VECTOR_WORD, "hooked"), (s_nop, "plain")] {
            let m = Machine::new(program(first))
                .engine(engine)
                .with_hooks(AddOne);
            let out = m.run(&mut m.wave());
            assert_eq!(out.status, Status::Endpgm);
            assert_eq!(out.steps, 1 + 12 * ITERS as u64 + 1);
            g.bench_with_input(BenchmarkId::new(name, case), &m, |b, m| {
                b.iter(|| {
                    let mut w = m.wave();
                    black_box(m.run(&mut w))
                })
            });
        }
    }
    g.finish();
}

criterion_group!(benches, hooks);

fn main() {
    benches();
    criterion::Criterion::default()
        .configure_from_args()
        .final_summary();
}
