//! JIT runtime behaviour: loops as one region, interpreter fallback inside a
//! compiled run, exact step limits, the lockstep checker, CLIF dumps.

use gcnjit::engine::{self, Engine};
use gcnjit::jit::{Jit, JitOptions, OptLevel};
use gcnjit::{Arch, Limits, Opcode, Program, Status, Wave};

fn opts0() -> JitOptions {
    JitOptions {
        threshold: 0,
        verify: true,
        ..JitOptions::default()
    }
}

fn prog(arch: Arch, text: &str) -> Program {
    Program::from_asm(arch, text, 0).expect("test program assembles")
}

/// s0 = 1 + 2 + ... + 1000 with an add/compare/branch loop.
const SUM: &str = "
    s_mov_b32 s0, 0
    s_mov_b32 s1, 1
loop:
    s_add_u32 s0, s0, s1
    s_add_u32 s1, s1, 1
    s_cmp_le_u32 s1, 1000
    s_cbranch_scc1 loop
    s_endpgm
";

#[test]
fn loop_runs_as_one_compiled_region() {
    let p = prog(Arch::Gfx9, SUM);
    let jit = Jit::new(&p, opts0()).unwrap();
    let mut w = Wave::new(Arch::Gfx9);
    let out = jit.run(&mut w, &Limits::default());
    assert_eq!(out.status, Status::Endpgm);
    assert_eq!(w.state.sgpr[0], 500_500);
    // 2 setup + 1000 * 4 loop + s_endpgm
    assert_eq!(out.steps, 2 + 4000 + 1);
    let s = jit.stats();
    assert_eq!(s.compiles, 1, "{s:?}");
    assert_eq!(s.region_entries, 1, "{s:?}");
    assert_eq!(s.dispatcher_round_trips, 0, "{s:?}");
    assert_eq!(s.interp_steps, 0, "{s:?}");
}

#[test]
fn tiering_interprets_first_then_compiles() {
    let p = prog(Arch::Gfx9, SUM);
    let jit = Jit::new(
        &p,
        JitOptions {
            threshold: 3,
            verify: true,
            interp_steps: 0,
            ..JitOptions::default()
        },
    )
    .unwrap();
    let mut w = Wave::new(Arch::Gfx9);
    let out = jit.run(&mut w, &Limits::default());
    assert_eq!(out.status, Status::Endpgm);
    assert_eq!(w.state.sgpr[0], 500_500);
    let s = jit.stats();
    assert!(s.interp_steps > 0 && s.compiles >= 1, "{s:?}");
    // A second run over the same cache compiles nothing new.
    let before = jit.stats().compiles;
    let mut w2 = Wave::new(Arch::Gfx9);
    jit.run(&mut w2, &Limits::default());
    assert_eq!(jit.stats().compiles, before);
    assert_eq!(w2.state.sgpr[0], 500_500);
}

/// Each fallback op runs in the interpreter inside the loop, and the loop body
/// after it runs compiled again: the hardware-register ops from inside the
/// compiled loop (one region entry for the whole run), the others by leaving
/// the region and entering the next one after them.
#[test]
fn fallback_ops_run_in_the_interpreter_and_compiled_code_continues() {
    let cases = [
        "s_getreg_b32 s5, hwreg(HW_REG_MODE)",
        "s_setreg_b32 hwreg(HW_REG_MODE, 0, 4), s1",
        "s_setreg_imm32_b32 hwreg(HW_REG_TRAPSTS, 0, 8), 0x5",
        "s_trap 2",
        "s_sendmsg sendmsg(MSG_INTERRUPT)",
        "s_setprio 1",
    ];
    for case in cases {
        let text = format!(
            "
    s_mov_b32 s0, 0
    s_mov_b32 s1, 0
loop:
    s_add_u32 s0, s0, 3
    {case}
    s_add_u32 s1, s1, 1
    s_cmp_lt_u32 s1, 10
    s_cbranch_scc1 loop
    s_endpgm
"
        );
        let p = prog(Arch::Gfx9, &text);
        let jit = Jit::new(&p, opts0()).unwrap();
        let mut w = Wave::new(Arch::Gfx9);
        let out = jit.run(&mut w, &Limits::default());
        let mut wi = Wave::new(Arch::Gfx9);
        let oi = gcnjit::interp::run(&p, &mut wi, &Limits::default());
        assert_eq!(out, oi, "{case}");
        assert_eq!(w, wi, "{case}");
        assert_eq!(w.state.sgpr[0], 30, "{case}");
        assert_eq!(w.state.sgpr[1], 10, "{case}");
        let s = jit.stats();
        assert_eq!(s.fallbacks, 10, "{case}: {s:?}");
        assert_eq!(s.interp_steps, 10, "{case}: {s:?}");
        let in_place = case.starts_with("s_getreg") || case.starts_with("s_setreg");
        // Entered once, or at the start and after each fallback instruction.
        let entries = if in_place { 1 } else { 11 };
        assert_eq!(s.region_entries, entries, "{case}: {s:?}");
    }
}

#[test]
fn step_limit_is_exact_at_every_budget() {
    let p = prog(Arch::Gfx8, SUM);
    for max in [0u64, 1, 2, 3, 5, 6, 7, 100, 4001, 4002, 4003, 4004] {
        let limits = Limits { max_steps: max };
        let mut wj = Wave::new(Arch::Gfx8);
        let oj = engine::run(Engine::Jit { threshold: 0 }, &p, &mut wj, &limits);
        let mut wi = Wave::new(Arch::Gfx8);
        let oi = engine::run(Engine::Interp, &p, &mut wi, &limits);
        assert_eq!(oj, oi, "max_steps {max}");
        assert_eq!(wj, wi, "max_steps {max}");
        let expect = max.min(4003);
        assert_eq!(oj.steps, expect, "max_steps {max}");
    }
}

/// Budgets are checked only at region entries and loop headers; every budget
/// on a kernel with nested loops and short blocks must still stop exactly
/// where the interpreter stops.
#[test]
fn step_limit_is_exact_on_nested_loops() {
    let k = gcnjit::bench::kernel("collatz").expect("collatz kernel");
    let p = Program::from_asm(gcnjit::bench::Kernel::ARCH, k.source, 0).expect("assembles");
    let fresh = || {
        let mut w = Wave::new(gcnjit::bench::Kernel::ARCH);
        (k.setup)(&mut w, 6);
        w
    };
    let mut w = fresh();
    let full = engine::run(Engine::Interp, &p, &mut w, &Limits::default());
    assert_eq!(full.status, Status::Endpgm);
    let jit = Jit::new(&p, opts0()).expect("jit");
    for max in 0..=full.steps + 1 {
        let limits = Limits { max_steps: max };
        let mut wj = fresh();
        let oj = jit.run(&mut wj, &limits);
        let mut wi = fresh();
        let oi = engine::run(Engine::Interp, &p, &mut wi, &limits);
        assert_eq!(oj, oi, "max_steps {max}");
        assert_eq!(wj, wi, "max_steps {max}");
    }
    assert!(jit.stats().region_entries > 0);
}

#[test]
fn both_agrees_on_a_loop() {
    let p = prog(Arch::Gfx7, SUM);
    let mut w = Wave::new(Arch::Gfx7);
    let out = engine::run(Engine::Both, &p, &mut w, &Limits::default());
    assert_eq!(out.status, Status::Endpgm);
    assert_eq!(w.state.sgpr[0], 500_500);
}

#[test]
fn both_catches_a_wrong_lowering_with_a_precise_message() {
    let p = prog(
        Arch::Gfx9,
        "
    s_mov_b32 s2, 7
    s_mov_b32 s3, 5
    s_xor_b32 s4, s2, s3
    s_endpgm
",
    );
    let mut w = Wave::new(Arch::Gfx9);
    let opts = JitOptions {
        sabotage: Some(Opcode::S_XOR_B32),
        ..opts0()
    };
    let (m, _) = engine::run_both(&p, &mut w, &Limits::default(), opts).unwrap_err();
    assert_eq!(m.pc, 8);
    assert!(m.message.contains("s_xor_b32 s4, s2, s3"), "{}", m.message);
    assert!(
        m.message.contains("s4: interp 0x00000002, jit 0x00000003"),
        "{}",
        m.message
    );
    assert!(!m.message.contains("s2:"), "{}", m.message);
}

/// `keep_clif` keeps each region's code as text with the guest instructions
/// as comments: CLIF and host code in the Cranelift tiers, the host bytes of
/// each instruction in the baseline tier.
#[test]
fn clif_dump_has_guest_comments() {
    let p = prog(Arch::Gfx9, SUM);
    for level in [OptLevel::None, OptLevel::Baseline] {
        let jit = Jit::new(
            &p,
            JitOptions {
                keep_clif: true,
                opt_level: level,
                ..opts0()
            },
        )
        .unwrap();
        jit.run(&mut Wave::new(Arch::Gfx9), &Limits::default());
        let clif = jit.clif();
        assert_eq!(clif.len(), 1);
        let text = &clif[0].1;
        assert!(text.contains("; 0x8: s_add_u32 s0, s0, s1"), "{text}");
        let tier = jit.options().opt_level.first_tier();
        assert!(text.starts_with(&format!("; {}", tier.name())), "{text}");
        if level == OptLevel::None {
            assert!(text.contains("function"), "{text}");
        }
    }
}

#[test]
fn one_cache_many_threads() {
    let p = prog(Arch::Gfx9, SUM);
    let jit = Jit::new(&p, opts0()).unwrap();
    std::thread::scope(|s| {
        for _ in 0..4 {
            s.spawn(|| {
                let mut w = Wave::new(Arch::Gfx9);
                let out = jit.run(&mut w, &Limits::default());
                assert_eq!(out.status, Status::Endpgm);
                assert_eq!(w.state.sgpr[0], 500_500);
            });
        }
    });
    assert_eq!(jit.stats().compiles, 1);
}

/// Fresh JITs one after another on several threads, each on its own
/// program, reuse the code memory of JITs dropped before them (the baseline
/// tier's chunk pool): every run computes its own program's sum
/// (1 + 2 + ... + n = n(n+1)/2, counted by hand), never code left behind in
/// a reused chunk by another program.
#[test]
fn fresh_jits_on_many_threads_run_their_own_code() {
    std::thread::scope(|s| {
        for t in 0..3u32 {
            s.spawn(move || {
                for k in 0..40u32 {
                    let n = 10 + 7 * k + t;
                    let p = prog(Arch::Gfx9, &SUM.replace("1000", &n.to_string()));
                    for level in [OptLevel::Baseline, OptLevel::None] {
                        let jit = Jit::new(
                            &p,
                            JitOptions {
                                opt_level: level,
                                ..opts0()
                            },
                        )
                        .unwrap();
                        let mut w = Wave::new(Arch::Gfx9);
                        let out = jit.run(&mut w, &Limits::default());
                        assert_eq!(out.status, Status::Endpgm);
                        assert_eq!(w.state.sgpr[0], n * (n + 1) / 2, "{level:?} n={n}");
                        assert_eq!(out.steps, 2 + 4 * n as u64 + 1);
                        assert_eq!(jit.stats().compiles, 1);
                    }
                }
            });
        }
    });
}

/// Scalar loads run compiled: summing a buffer needs no interpreter step,
/// and a load past the mapped bytes leaves the region so that the interpreter
/// reports the `memory` fault at the same PC, step and message.
#[test]
fn scalar_loads_run_compiled_and_fault_like_the_interpreter() {
    use gcnjit::bench::{buffer, kernel, Kernel, BUFFER_ADDR};
    let k = kernel("bufsum").expect("bufsum kernel");
    let p = Program::from_asm(Kernel::ARCH, k.source, 0).expect("assembles");
    // Cranelift's lowering of the loads (the baseline tier has the
    // interpreter run them).
    let none = JitOptions {
        opt_level: OptLevel::None,
        ..opts0()
    };
    let jit = Jit::new(&p, none.clone()).expect("jit");
    let mut w = Wave::new(Kernel::ARCH);
    (k.setup)(&mut w, 8);
    let out = jit.run(&mut w, &Limits::default());
    assert_eq!(out.status, Status::Endpgm);
    assert_eq!((k.result)(&w), (k.native)(8));
    assert_eq!(jit.stats().interp_steps, 0, "{:?}", jit.stats());
    assert_eq!(jit.stats().region_entries, 1, "{:?}", jit.stats());

    // 8 blocks to read, 5 mapped: the sixth load faults.
    let fresh = || {
        let mut w = Wave::new(Kernel::ARCH);
        w.state.sgpr[0] = 8;
        w.state.set_exec(u64::MAX);
        w.state.write64(2, BUFFER_ADDR);
        w.mem.map(BUFFER_ADDR, buffer(5)).expect("maps");
        w
    };
    let mut wi = fresh();
    let oi = engine::run(Engine::Interp, &p, &mut wi, &Limits::default());
    match &oi.status {
        Status::Error(e) => assert_eq!(e.kind, gcnjit::ErrorKind::Memory),
        s => panic!("expected a memory fault, got {s:?}"),
    }
    for level in [OptLevel::None, OptLevel::Baseline] {
        let jit = Jit::new(
            &p,
            JitOptions {
                opt_level: level,
                ..none.clone()
            },
        )
        .expect("jit");
        let mut wj = fresh();
        let oj = jit.run(&mut wj, &Limits::default());
        assert_eq!(oj, oi, "{level:?}");
        assert_eq!(wj, wi, "{level:?}");
        if level == OptLevel::None {
            // Only the faulting load ran in the interpreter.
            assert_eq!(jit.stats().interp_steps, 1, "{:?}", jit.stats());
        }
    }
}

/// A region whose first-tier code runs `tier_up` steps is compiled again at
/// `opt_level=speed`; the run goes on in the new code from the loop header
/// with the same registers and an exact step count, also when the step limit
/// falls just before, at or after the switch.
#[test]
fn tier_up_switches_code_mid_loop_with_exact_steps() {
    let p = prog(Arch::Gfx9, SUM);
    let tiered = |tier_up| JitOptions { tier_up, ..opts0() };
    // 2 setup + 1000 * 4 loop + s_endpgm, counted by hand.
    let total = 2 + 4000 + 1;
    for tier_up in [1, 2, 5, 37, 1000, 4002, 10_000] {
        let jit = Jit::new(&p, tiered(tier_up)).unwrap();
        let mut w = Wave::new(Arch::Gfx9);
        let out = jit.run(&mut w, &Limits::default());
        assert_eq!(out.status, Status::Endpgm, "tier_up {tier_up}");
        assert_eq!(w.state.sgpr[0], 500_500, "tier_up {tier_up}");
        assert_eq!(out.steps, total, "tier_up {tier_up}");
        let s = jit.stats();
        assert_eq!(s.interp_steps, 0, "tier_up {tier_up}: {s:?}");
        if tier_up < total {
            // The entry and the loop header get optimized code.
            assert!(s.tier_ups >= 1, "tier_up {tier_up}: {s:?}");
            assert!(s.compiles <= 3, "tier_up {tier_up}: {s:?}");
        } else {
            assert_eq!((s.compiles, s.tier_ups), (1, 0), "tier_up {tier_up}");
        }
    }
    // Step limits around the switch (tier-up after 37 steps).
    for max_steps in [30, 36, 37, 38, 39, 40, 41, 45, 100] {
        let limits = Limits { max_steps };
        let mut wi = Wave::new(Arch::Gfx9);
        let oi = engine::run(Engine::Interp, &p, &mut wi, &limits);
        let jit = Jit::new(&p, tiered(37)).unwrap();
        let mut wj = Wave::new(Arch::Gfx9);
        let oj = jit.run(&mut wj, &limits);
        assert_eq!(oj, oi, "max_steps {max_steps}");
        assert_eq!(wj, wi, "max_steps {max_steps}");
        // 1 + 2 + ... over the loop iterations completed within the limit:
        // every 4 steps after the 2 set-up ones add one term.
        let iterations = (max_steps - 2) / 4;
        let partial = iterations * (iterations + 1) / 2;
        let counted = if (max_steps - 2) % 4 >= 1 {
            partial + iterations + 1
        } else {
            partial
        };
        assert_eq!(wj.state.sgpr[0] as u64, counted, "max_steps {max_steps}");
    }
}

/// The lockstep checker runs regions in both tiers (`BOTH_TIER_UP`) and
/// names the tier of a wrong lowering it finds.
#[test]
fn lockstep_names_the_tier_of_a_wrong_lowering() {
    let p = prog(Arch::Gfx9, SUM);
    let opts = |opt_level| JitOptions {
        opt_level,
        sabotage: Some(Opcode::S_ADD_U32),
        ..opts0()
    };
    // The baseline tier exists on x86-64 hosts only.
    let baseline = cfg!(target_arch = "x86_64").then_some((
        gcnjit::jit::OptLevel::Baseline,
        "baseline tier (direct x86-64)",
    ));
    for (level, name) in baseline.into_iter().chain([
        (gcnjit::jit::OptLevel::None, "first tier (opt_level=none)"),
        (
            gcnjit::jit::OptLevel::Speed,
            "optimized tier (opt_level=speed)",
        ),
    ]) {
        let mut w = Wave::new(Arch::Gfx9);
        let (m, _) = engine::run_both(&p, &mut w, &Limits::default(), opts(level))
            .expect_err("the wrong s_add_u32 is caught");
        assert!(m.message.contains("s_add_u32"), "{}", m.message);
        assert!(m.message.contains(name), "{}", m.message);
    }
}

/// A JIT run spends its first `interp_steps` steps in the interpreter's fast
/// path: a run that ends sooner compiles nothing; a longer one hands over
/// to the dispatcher at exactly that step, mid-loop, and ends as the
/// interpreter does; a step limit at, before or after the hand-over stops
/// every engine at the same step and PC.
#[test]
fn interpreter_prefix_hands_over_at_the_exact_step() {
    let p = prog(Arch::Gfx9, SUM);
    // 2 setup + 1000 * 4 loop + s_endpgm = 4003 steps.
    let opts = |interp_steps| JitOptions {
        threshold: 2,
        interp_steps,
        verify: true,
        ..JitOptions::default()
    };
    let short = Jit::new(&p, opts(5000)).unwrap();
    let mut w = Wave::new(Arch::Gfx9);
    let out = short.run(&mut w, &Limits::default());
    assert_eq!((out.status, out.steps), (Status::Endpgm, 4003));
    assert_eq!(w.state.sgpr[0], 500_500);
    let s = short.stats();
    assert_eq!((s.compiles, s.interp_steps), (0, 4003), "{s:?}");

    for prefix in [1, 2, 3, 1001, 1002, 4002, 4003] {
        let jit = Jit::new(&p, opts(prefix)).unwrap();
        let mut w = Wave::new(Arch::Gfx9);
        let out = jit.run(&mut w, &Limits::default());
        assert_eq!((out.status, out.steps), (Status::Endpgm, 4003), "{prefix}");
        assert_eq!(w.state.sgpr[0], 500_500, "{prefix}");
        let s = jit.stats();
        // Hand-overs before the last iterations leave loops to compile.
        assert_eq!(s.compiles >= 1, prefix <= 1002, "{prefix}: {s:?}");
        for max in [prefix - 1, prefix, prefix + 1, prefix + 7] {
            if max == 0 {
                continue;
            }
            let limits = Limits { max_steps: max };
            let mut wi = Wave::new(Arch::Gfx9);
            let oi = engine::run(Engine::Interp, &p, &mut wi, &limits);
            let mut wj = Wave::new(Arch::Gfx9);
            let oj = jit.run(&mut wj, &limits);
            assert_eq!(oj, oi, "prefix {prefix}, max {max}");
            assert_eq!(wj, wi, "prefix {prefix}, max {max}");
        }
    }
}

/// The prefix belongs to the program: runs of one JIT use it up together,
/// so in a batch of short waves the first run in the interpreter and the
/// later ones compile; every run ends as the interpreter's does.
#[test]
fn interpreter_prefix_is_shared_by_the_runs_of_a_jit() {
    let p = prog(Arch::Gfx9, SUM);
    let jit = Jit::new(
        &p,
        JitOptions {
            threshold: 2,
            interp_steps: 10_000,
            verify: true,
            ..JitOptions::default()
        },
    )
    .unwrap();
    let mut compiles = Vec::new();
    for _ in 0..6 {
        let mut w = Wave::new(Arch::Gfx9);
        let out = jit.run(&mut w, &Limits::default());
        // 2 setup + 1000 * 4 loop + s_endpgm.
        assert_eq!((out.status, out.steps), (Status::Endpgm, 4003));
        assert_eq!(w.state.sgpr[0], 500_500);
        compiles.push(jit.stats().compiles);
    }
    // Runs 1 and 2 (8,006 steps) stay in the prefix; run 3 hands over after
    // 1,994 steps and compiles the loop; later runs reuse it, and compile
    // at most the entry region once the dispatcher has reached it three
    // times (threshold 2).
    assert_eq!(&compiles[..2], &[0, 0], "{compiles:?}");
    assert_eq!(compiles[2], 1, "{compiles:?}");
    assert!(compiles[5] <= 2, "{compiles:?}");
}
