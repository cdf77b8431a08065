//! Embedding gcnjit in a Rust program: a `Machine` runs a loop whose one
//! vector instruction a hook emulates, on the JIT, and reports how often the
//! hook ran and how the JIT spent the run.
//!
//!     cargo run --release --example embed

use gcnjit::hooks::{Action, Hooks, WaveView};
use gcnjit::{Arch, Engine, Machine, Program, Status};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;

/// Emulates `v_interp_mov_f32_e32 v0, p10, attr0.x` (0xd4020000) as "s7 += 1" and skips it.
#[derive(Default)]
struct Vector {
    calls: AtomicU64,
}

impl Hooks for Vector {
    fn on_unsupported(&self, w: &mut WaveView<'_>, pc: u64, words: &[u32]) -> Action {
        if words[0] != 0xd402_0000 {
            return Action::Stop; // anything else ends the wave with an error
        }
        self.calls.fetch_add(1, Ordering::Relaxed);
        w.state.sgpr[7] += 1;
        Action::Continue(pc + 4)
    }
}

fn main() {
    // s_mov_b32 s0, 1000 (two words: a literal); loop (0x8): <vector word>;
    // s_add_u32 s8, s8, s7;
    // s_sub_u32 s0, s0, 1; s_cmp_lg_u32 s0, 0; s_cbranch_scc1 loop (at 0x18:
    // (0x8 - 0x1c) / 4 = -5); s_endpgm
    let head = Program::from_asm(Arch::Gfx9, "s_mov_b32 s0, 1000", 0).unwrap();
    let body = Program::from_asm(
        Arch::Gfx9,
        "s_add_u32 s8, s8, s7\ns_sub_u32 s0, s0, 1\ns_cmp_lg_u32 s0, 0\ns_cbranch_scc1 -5\ns_endpgm",
        0,
    )
    .unwrap();
    let mut words = head.words;
    words.push(0xd402_0000);
    words.extend(body.words);

    let hooks = Arc::new(Vector::default());
    let m = Machine::from_words(Arch::Gfx9, words)
        .engine(Engine::Jit { threshold: 0 })
        .with_shared_hooks(hooks.clone());
    let mut w = m.wave();
    let out = m.run(&mut w);
    assert_eq!(out.status, Status::Endpgm);
    // s7 = k in iteration k, so s8 = 1 + 2 + ... + 1000.
    assert_eq!(w.state.sgpr[8], 500_500);
    let s = m.jit_stats().unwrap();
    println!(
        "{} steps, s8 = {}, {} hook calls; JIT: {} region entries, {} instructions interpreted",
        out.steps,
        w.state.sgpr[8],
        hooks.calls.load(Ordering::Relaxed),
        s.region_entries,
        s.interp_steps
    );
}
