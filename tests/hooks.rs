//! Hooks on every engine and generation: vector words emulated by a hook in a
//! loop, a device region served by the memory hook, messages, traps, and a
//! hook that stops the wave. Programs are assembled by llvm-mc (the vector
//! words included); expected values are derived by hand in the comments.

use gcnjit::engine::{self, Engine};
use gcnjit::hooks::{Action, Hooks, MemKind, MemReply, WaveView};
use gcnjit::jit::{Jit, JitOptions};
use gcnjit::state::hwreg;
use gcnjit::{Arch, Limits, Outcome, Program, Status, Wave};
use std::io::Write;
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};

/// `text` assembled by llvm-mc for `arch`: the `.text` words.
fn llvm_mc(arch: Arch, text: &str) -> Vec<u32> {
    let tmp = std::path::PathBuf::from(env!("CARGO_TARGET_TMPDIR"));
    static SEQ: AtomicU64 = AtomicU64::new(0);
    let n = SEQ.fetch_add(1, Ordering::Relaxed);
    let tag = format!("hooks-{}-{}-{n}", arch.name(), std::process::id());
    let obj = tmp.join(format!("{tag}.o"));
    let bin = tmp.join(format!("{tag}.bin"));
    let mut child = Command::new("llvm-mc")
        .args([
            "-arch=amdgcn",
            &format!("-mcpu={}", arch.llvm_cpu()),
            "-filetype=obj",
            "-o",
        ])
        .arg(&obj)
        .stdin(Stdio::piped())
        .spawn()
        .expect("llvm-mc (LLVM 14) is needed to assemble the hook programs");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(text.as_bytes())
        .unwrap();
    assert!(child.wait().unwrap().success(), "llvm-mc failed:\n{text}");
    let ok = Command::new("llvm-objcopy")
        .args(["-O", "binary", "--only-section=.text"])
        .arg(&obj)
        .arg(&bin)
        .status()
        .expect("llvm-objcopy is needed")
        .success();
    assert!(ok);
    std::fs::read(&bin)
        .unwrap()
        .chunks_exact(4)
        .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
        .collect()
}

fn engines() -> [Engine; 4] {
    [
        Engine::Interp,
        Engine::Jit { threshold: 0 },
        Engine::JIT,
        Engine::Both,
    ]
}

/// Emulates two vector words (graphics-only VINTRP, which no engine runs):
/// `v_interp_mov_f32 v0, p10, attr0.x` adds 1 to s7;
/// `v_interp_mov_f32 v1, p10, attr0.x` sets VCC = s7, EXEC = s7:1 and SCC = s7 & 1.
struct Emulate {
    add: u32,
    flags: u32,
    calls: AtomicU64,
    /// Stop the wave at the first word when s7 has this value. (A decision
    /// on the state, not on a call count: `Engine::Both` calls hooks once
    /// per engine.)
    stop_at: Option<u32>,
}

impl Hooks for Emulate {
    fn on_unsupported(&self, w: &mut WaveView<'_>, pc: u64, words: &[u32]) -> Action {
        self.calls.fetch_add(1, Ordering::Relaxed);
        // The instruction's own words: VINTRP is one.
        assert_eq!(words.len(), 1);
        let s7 = w.s(7);
        if words[0] == self.add && Some(s7) == self.stop_at {
            return Action::Stop;
        }
        if words[0] == self.add {
            w.set_s(7, s7 + 1);
        } else if words[0] == self.flags {
            w.state.set_vcc(s7 as u64);
            w.state.set_exec((s7 as u64) << 32 | 1);
            w.state.scc = s7 & 1;
        } else {
            return Action::Stop;
        }
        Action::Continue(pc + 4)
    }
}

const LOOP: &str = "
    s_mov_b32 s7, 0
    s_mov_b32 s0, 10
loop:
    v_interp_mov_f32 v0, p10, attr0.x
    v_interp_mov_f32 v1, p10, attr0.x
    s_cselect_b32 s9, 1, 0
    s_add_u32 s10, s10, s9
    s_add_u32 s11, s11, vcc_lo
    s_add_u32 s12, s12, exec_hi
    s_add_u32 s13, s13, exec_lo
    s_sub_u32 s0, s0, 1
    s_cmp_lg_u32 s0, 0
    s_cbranch_scc1 loop
    s_endpgm
";

fn emulate(arch: Arch, stop_at: Option<u32>) -> Emulate {
    let w = llvm_mc(
        arch,
        "v_interp_mov_f32 v0, p10, attr0.x\nv_interp_mov_f32 v1, p10, attr0.x\n",
    );
    Emulate {
        add: w[0],
        flags: w[1],
        calls: AtomicU64::new(0),
        stop_at,
    }
}

fn run_with(engine: Engine, p: &Program, hooks: Arc<dyn Hooks>) -> (Outcome, Wave) {
    let mut w = Wave::new(p.arch);
    w.hooks.set(hooks);
    let out = engine::run(engine, p, &mut w, &Limits::default());
    (out, w)
}

#[test]
fn vector_words_emulated_in_a_loop_on_every_engine_and_generation() {
    for arch in Arch::ALL {
        let p = Program::new(arch, 0, llvm_mc(arch, LOOP));
        let mut first: Option<(Outcome, Wave)> = None;
        for e in engines() {
            let h = Arc::new(emulate(arch, None));
            let (out, w) = run_with(e, &p, h.clone());
            assert_eq!(out.status, Status::Endpgm, "{arch} {e:?}");
            // 2 + 10 iterations of 10 + s_endpgm.
            assert_eq!(out.steps, 2 + 10 * 10 + 1, "{arch} {e:?}");
            // Iteration k (1..=10) sees s7 = k after the first word.
            assert_eq!(w.state.sgpr[7], 10);
            assert_eq!(w.state.sgpr[10], 5, "odd k: SCC set by the hook");
            assert_eq!(w.state.sgpr[11], 55, "sum of VCC = k");
            assert_eq!(w.state.sgpr[12], 55, "sum of EXEC_HI = k");
            assert_eq!(w.state.sgpr[13], 10, "EXEC_LO = 1 each time");
            let calls = h.calls.load(Ordering::Relaxed);
            let per_run = if e == Engine::Both { 2 } else { 1 };
            assert_eq!(calls, 20 * per_run, "{arch} {e:?}");
            match &first {
                None => first = Some((out, w)),
                Some(f) => assert_eq!(f, &(out, w), "{arch} {e:?}"),
            }
        }
    }
}

#[test]
fn jit_runs_compiled_code_between_hook_calls() {
    for arch in Arch::ALL {
        let p = Program::new(arch, 0, llvm_mc(arch, LOOP));
        let opts = JitOptions {
            threshold: 0,
            ..JitOptions::default()
        };
        let jit = Jit::new(&p, opts).unwrap();
        let h = Arc::new(emulate(arch, None));
        let mut w = Wave::new(arch);
        w.hooks.set(h.clone());
        let out = jit.run(&mut w, &Limits::default());
        assert_eq!(out.status, Status::Endpgm);
        let s = jit.stats();
        // The interpreter ran exactly the 20 hooked words; every other
        // instruction ran in compiled code, entered again after each call.
        assert_eq!(s.interp_steps, 20, "{arch}: {s:?}");
        assert_eq!(h.calls.load(Ordering::Relaxed), 20);
        // One entry at 0 (runs to the first vector word), then one per
        // iteration after the two words (the loop tail, the branch back and
        // the exit before the next vector word): 1 + 10; each of these exits
        // was a fallback except the last, which ends at s_endpgm.
        assert_eq!(s.region_entries, 11, "{arch}: {s:?}");
        assert_eq!(s.fallbacks, 10, "{arch}: {s:?}");
    }
}

#[test]
fn a_hook_that_stops_gives_the_same_error_pc_and_steps_on_every_engine() {
    for arch in Arch::ALL {
        let p = Program::new(arch, 0, llvm_mc(arch, LOOP));
        let mut first: Option<(Outcome, Wave)> = None;
        for e in engines() {
            // s7 is 3 at the first word of iteration 4, at 0x8 (the loop
            // head; s_mov_b32 with an inline constant is one word).
            let (out, w) = run_with(e, &p, Arc::new(emulate(arch, Some(3))));
            let Status::Error(err) = &out.status else {
                panic!("{arch} {e:?}: {:?}", out.status)
            };
            assert_eq!(err.kind.name(), "unsupported", "{arch} {e:?}");
            assert_eq!(err.pc, 8);
            // 2 + 3 iterations of 10; the stopped word is not counted.
            assert_eq!(out.steps, 32, "{arch} {e:?}");
            assert_eq!(w.state.sgpr[7], 3);
            match &first {
                None => first = Some((out, w)),
                Some(f) => assert_eq!(f, &(out, w), "{arch} {e:?}"),
            }
        }
    }
}

/// A device: loads read the address as the value (plus 1), stores and
/// atomics are logged; an atomic's old value is 100.
#[derive(Default)]
struct Device {
    log: Mutex<Vec<(u64, MemKind, u32)>>,
}

const DEVICE: u64 = 0x10000;
const DEVICE_END: u64 = 0x20000;

impl Hooks for Device {
    fn on_memory(&self, addr: u64, kind: MemKind, data: &mut [u32]) -> MemReply {
        if !(DEVICE..DEVICE_END).contains(&addr) {
            return MemReply::Fault;
        }
        match kind {
            MemKind::Load => data[0] = addr as u32 + 1,
            MemKind::AtomicLoad => data.fill(100),
            MemKind::Store | MemKind::AtomicStore => {
                self.log.lock().unwrap().push((addr, kind, data[0]));
            }
        }
        MemReply::Served
    }
}

#[test]
fn memory_hook_serves_a_device_region() {
    for arch in Arch::ALL {
        // Five loads at 0x10000, 0x10004, ... 0x10010 summed in s21; gfx8/9
        // also store the sum at 0x10100 and add 7 atomically at 0x10200.
        let smem = arch.has_smem();
        let store = if smem {
            "s_store_dword s21, s[4:5], 0x0\n"
        } else {
            ""
        };
        let atomic = if arch == Arch::Gfx9 {
            "s_atomic_add s22, s[4:5], 0x100 glc\n"
        } else {
            ""
        };
        let text = format!(
            "
            s_mov_b32 s2, 0x10000
            s_mov_b32 s3, 0
            s_mov_b32 s4, 0x10100
            s_mov_b32 s5, 0
            s_mov_b32 s22, 7
            s_mov_b32 s0, 5
        loop:
            s_load_dword s20, s[2:3], 0x0
            s_waitcnt lgkmcnt(0)
            s_add_u32 s21, s21, s20
            s_add_u32 s2, s2, 4
            s_sub_u32 s0, s0, 1
            s_cmp_lg_u32 s0, 0
            s_cbranch_scc1 loop
            {store}{atomic}s_endpgm
        "
        );
        let p = Program::new(arch, 0, llvm_mc(arch, &text));
        let mut first: Option<(Outcome, Wave)> = None;
        for e in engines() {
            let dev = Arc::new(Device::default());
            let (out, w) = run_with(e, &p, dev.clone());
            assert_eq!(out.status, Status::Endpgm, "{arch} {e:?}");
            // (0x10001 + 0x10005 + ... + 0x10011) = 5 * 0x10001 + 40.
            let sum = 5 * 0x10001 + 40;
            assert_eq!(w.state.sgpr[21], sum, "{arch} {e:?}");
            let mut want = Vec::new();
            if smem {
                want.push((0x10100, MemKind::Store, sum));
            }
            if arch == Arch::Gfx9 {
                want.push((0x10200, MemKind::AtomicStore, 107));
                assert_eq!(w.state.sgpr[22], 100, "glc returns the old value");
            }
            // `Both` runs the engines in lockstep: each access twice in a row.
            let runs = if e == Engine::Both { 2 } else { 1 };
            let want: Vec<_> = want
                .iter()
                .flat_map(|x| std::iter::repeat_n(*x, runs))
                .collect();
            let log = dev.log.lock().unwrap().clone();
            assert_eq!(log, want, "{arch} {e:?}");
            match &first {
                None => first = Some((out, w)),
                Some(f) => assert_eq!(f, &(out, w), "{arch} {e:?}"),
            }
        }
        // Outside the device the hook faults: the `memory` error as without hooks.
        let p = Program::new(arch, 0, llvm_mc(arch, "s_load_dword s20, s[2:3], 0x0\n"));
        for e in engines() {
            let (out, _) = run_with(e, &p, Arc::new(Device::default()));
            let Status::Error(err) = out.status else {
                panic!()
            };
            assert_eq!((err.kind.name(), err.pc, out.steps), ("memory", 0, 0));
        }
    }
}

/// Logs messages; a trap sets s30 to its id + 1 and continues after it.
#[derive(Default)]
struct Host {
    messages: Mutex<Vec<(u64, u16, u32)>>,
}

impl Hooks for Host {
    fn on_message(&self, _: &mut WaveView<'_>, pc: u64, simm16: u16, m0: u32) {
        self.messages.lock().unwrap().push((pc, simm16, m0));
    }
    fn on_trap(&self, w: &mut WaveView<'_>, pc: u64, id: u8) -> Action {
        w.set_s(30, id as u32 + 1);
        Action::Continue(pc + 4)
    }
}

#[test]
fn message_and_trap_hooks() {
    for arch in Arch::ALL {
        // s_sendmsg 1 (MSG_INTERRUPT) at 0x4 with M0 = 5; s_trap 3 at 0x8.
        let text = "
            s_mov_b32 m0, 5
            s_sendmsg 1
            s_trap 3
            s_add_u32 s31, s30, 1
            s_endpgm
        ";
        let p = Program::new(arch, 0, llvm_mc(arch, text));
        for e in engines() {
            let host = Arc::new(Host::default());
            let mut w = Wave::new(arch);
            w.state.hwreg[hwreg::STATUS] |= hwreg::STATUS_TRAP_EN;
            w.hooks.set(host.clone());
            let out = engine::run(e, &p, &mut w, &Limits::default());
            assert_eq!(out.status, Status::Endpgm, "{arch} {e:?}");
            assert_eq!(out.steps, 5);
            assert_eq!((w.state.sgpr[30], w.state.sgpr[31]), (4, 5));
            let runs = if e == Engine::Both { 2 } else { 1 };
            let msgs = host.messages.lock().unwrap().clone();
            assert_eq!(msgs, [(4, 1, 5)].repeat(runs), "{arch} {e:?}");
            assert_eq!(w.messages.len(), 1, "still logged");
        }
    }
}

/// A quarter of the generated cases carry the fuzzer's hooks, and in some of
/// them a hook changes the outcome (a trap or an unmapped access that
/// would have faulted goes on); the engines agree on all of them (the
/// fixed-seed fuzz run in difftest_run.rs covers more seeds).
#[test]
fn fuzzer_cases_call_hooks_and_engines_agree() {
    use gcnjit::difftest::{compare, run_case, Generator};
    let mut hooked = 0;
    let mut changed = 0;
    for arch in Arch::ALL {
        let g = Generator::new(arch, Default::default());
        for seed in 0..300 {
            let case = g.case(seed);
            if case.wave.hooks.get().is_none() {
                continue;
            }
            hooked += 1;
            let opts = JitOptions::default();
            let a = run_case(Engine::Interp, &case, &opts);
            let b = run_case(Engine::Jit { threshold: 0 }, &case, &opts);
            assert!(compare(&a, &b).is_none(), "{arch} seed {seed}");
            let mut bare = case.clone();
            bare.wave.hooks.clear();
            let c = run_case(Engine::Interp, &bare, &opts);
            changed += (c.outcome != a.outcome) as u32;
        }
    }
    assert!(hooked > 200, "{hooked} hooked cases of 1200");
    assert!(changed > 10, "hooks changed only {changed} outcomes");
}

/// Emulates `v_interp_mov_f32 v0, p10, attr0.x` as `v0 = v3 * 2` in the
/// lanes EXEC enables, through the view's VGPRs.
struct DoubleV3;

impl Hooks for DoubleV3 {
    fn on_unsupported(&self, w: &mut WaveView<'_>, pc: u64, _: &[u32]) -> Action {
        let exec = w.state.exec();
        for l in 0..64 {
            if exec >> l & 1 != 0 {
                let v = w.vgpr.get(3, l).wrapping_mul(2);
                w.vgpr.set(0, l, v);
            }
        }
        Action::Continue(pc + 4)
    }
}

#[test]
fn a_hook_reads_and_writes_vgprs_on_every_engine() {
    // gfx9: the interpolation (not executed) then v_add_u32 (executed).
    let words = llvm_mc(
        Arch::Gfx9,
        "s_mov_b32 exec_lo, 0xffff00ff\ns_mov_b32 exec_hi, -1\n\
         v_interp_mov_f32 v0, p10, attr0.x\nv_add_u32_e32 v1, v0, v3\ns_endpgm\n",
    );
    let p = Program::new(Arch::Gfx9, 0, words);
    for e in engines() {
        let mut w = Wave::new(Arch::Gfx9);
        for l in 0..64 {
            w.vgpr.set(3, l, 10 + l as u32);
        }
        w.hooks.set(Arc::new(DoubleV3));
        let out = engine::run(e, &p, &mut w, &Limits::default());
        assert_eq!(out.status, Status::Endpgm, "{e:?}");
        for l in 0..64 {
            // Lanes 8..15 are off: v0 and v1 stay 0 there; elsewhere
            // v1 = 2 * v3 + v3 = 3 * (10 + l).
            let on = !(8..16).contains(&l);
            let want = if on { 3 * (10 + l as u32) } else { 0 };
            assert_eq!(w.vgpr.get(1, l), want, "{e:?} lane {l}");
        }
    }
}
