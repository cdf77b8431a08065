//! The kernel suite at small sizes: every engine gives the native result, and
//! the harness turns a wrong result or a fault into an error, never a figure.

use gcnjit::bench::harness::{self, BenchError, EngineKind, Options, Stage, LEVELS};
use gcnjit::bench::{Kernel, KERNELS, VECTOR_KERNELS};
use gcnjit::engine::{run, Engine};
use gcnjit::jit::{JitOptions, OptLevel};
use gcnjit::Opcode;
use gcnjit::{Limits, Status};
use std::time::Duration;

const SIZES: [u32; 5] = [1, 2, 3, 17, 100];

fn check_engine(engine: Engine) {
    for k in KERNELS {
        let prog = harness::program(k).unwrap();
        for n in SIZES {
            let mut w = harness::wave(k, n);
            let o = run(engine, &prog, &mut w, &Limits::default());
            assert_eq!(o.status, Status::Endpgm, "{} n={n} {engine:?}", k.name);
            assert_eq!((k.result)(&w), (k.native)(n), "{} n={n} {engine:?}", k.name);
        }
    }
}

#[test]
fn interpreter_matches_native() {
    check_engine(Engine::Interp);
}

#[test]
fn jit_matches_native() {
    check_engine(Engine::Jit { threshold: 0 });
    check_engine(Engine::JIT);
}

#[test]
fn lockstep_engines_agree() {
    check_engine(Engine::Both);
}

#[test]
fn vector_kernels_match_native_on_every_engine() {
    // `reduce` is a workgroup of four waves: run as a launch runs one.
    for k in VECTOR_KERNELS {
        let prog = harness::program(k).unwrap();
        for n in [1, 3] {
            for engine in [Engine::Interp, Engine::Jit { threshold: 0 }, Engine::Both] {
                let mut waves = harness::group(k, n);
                let o =
                    harness::run_group(&mut waves, |w| run(engine, &prog, w, &Limits::default()));
                assert_eq!(o.status, Status::Endpgm, "{} n={n} {engine:?}", k.name);
                let got = (k.result)(&waves[0]);
                assert_eq!(got, (k.native)(n), "{} n={n} {engine:?}", k.name);
            }
        }
    }
}

#[test]
fn saxpy_lane_operations_by_hand() {
    // saxpy.s at n = 1: three vector instructions of set-up, the loop's
    // five vector and four scalar instructions once, s_endpgm; EXEC full.
    let k = gcnjit::bench::kernel("saxpy").unwrap();
    let f = harness::measure(k, &quick(), &mut |_, _| {}).unwrap();
    assert_eq!(f.n, 1);
    assert_eq!(f.guest_instructions, 3 + 9 + 1);
    assert_eq!(f.lane_ops, 64 * 3 + (5 * 64 + 4) + 1);
}

#[test]
fn native_data_split_matches_native() {
    for k in KERNELS.iter().chain(VECTOR_KERNELS) {
        if let Some(d) = k.native_data {
            for n in SIZES {
                assert_eq!((d.compute)(&(d.input)(n)), (k.native)(n), "{}", k.name);
            }
        }
    }
}

#[test]
fn bufsum_native_is_the_dword_sum() {
    // Four dwords 1, 2, 0xffffffff, 0x80000000: a 64-bit sum that carries.
    let mut b = Vec::new();
    for d in [1u32, 2, 0xffff_ffff, 0x8000_0000] {
        b.extend_from_slice(&d.to_le_bytes());
    }
    assert_eq!(gcnjit::bench::sum_dwords(&b), vec![0x1_8000_0002]);
}

#[test]
fn iterations_scale_and_stay_positive() {
    let k = gcnjit::bench::kernel("lcg").unwrap();
    assert_eq!(harness::iterations(k, 1.0), k.default_n);
    assert_eq!(harness::iterations(k, 0.5), k.default_n / 2);
    assert_eq!(harness::iterations(k, 1e-12), 1);
    assert_eq!(harness::iterations(k, f64::NAN), k.default_n);
}

fn quick() -> Options {
    Options {
        scale: 1e-4,
        samples: 1,
        min_sample: Duration::from_millis(1),
        ..Options::default()
    }
}

fn lcg_wrong(n: u32) -> Vec<u64> {
    let mut r = gcnjit::bench::native_lcg(n);
    r[0] ^= 1;
    r
}

static WRONG: Kernel = Kernel {
    name: "wrong",
    about: "lcg with a native result off by one bit",
    source: include_str!("../src/bench/kernels/lcg.s"),
    waves: 1,
    default_n: 1000,
    setup: |w, n| {
        w.state.sgpr[0] = n;
    },
    result: |w| vec![w.state.read64(4), w.state.sgpr[2] as u64],
    native: lcg_wrong,
    native_data: None,
};

#[test]
fn a_wrong_result_is_an_error() {
    let mut heard = Vec::new();
    let r = harness::measure(&WRONG, &quick(), &mut |k, e| heard.push((k, e)));
    match r {
        Err(BenchError::Mismatch { kernel, engine, .. }) => {
            assert_eq!((kernel, engine), ("wrong", "interp"));
        }
        other => panic!("expected a mismatch, got {other:?}"),
    }
    assert_eq!(heard, vec![("wrong", Stage::Engine(EngineKind::Interp))]);
}

static FAULTS: Kernel = Kernel {
    name: "faults",
    about: "runs off the end of the program",
    source: "s_mov_b32 s1, 0\n",
    waves: 1,
    default_n: 1,
    setup: |_, _| {},
    result: |_| vec![],
    native: |_| vec![],
    native_data: None,
};

#[test]
fn a_fault_is_an_error() {
    match harness::measure(&FAULTS, &quick(), &mut |_, _| {}) {
        Err(BenchError::Fault { kernel, status, .. }) => {
            assert_eq!(kernel, "faults");
            assert!(status.starts_with("pc_out_of_range"), "{status}");
        }
        other => panic!("expected a fault, got {other:?}"),
    }
}

/// The levels the host compiles: a JIT asked for the baseline tier on a
/// host without it (not x86-64, or no executable memory) runs `none`.
fn host_levels() -> Vec<OptLevel> {
    let p = harness::program(gcnjit::bench::kernel("lcg").unwrap()).unwrap();
    let baseline = JitOptions {
        opt_level: OptLevel::Baseline,
        ..JitOptions::default()
    };
    let has_baseline = gcnjit::jit::Jit::new(&p, baseline)
        .unwrap()
        .options()
        .opt_level
        == OptLevel::Baseline;
    LEVELS
        .into_iter()
        .filter(|&l| l != OptLevel::Baseline || has_baseline)
        .collect()
}

#[test]
fn measure_reports_consistent_figures() {
    let k = gcnjit::bench::kernel("bits").unwrap();
    let mut heard = Vec::new();
    let f = harness::measure(k, &quick(), &mut |k, s| heard.push((k, s))).unwrap();
    // bits.s at n = 100 (1e-4 of 1_000_000).
    assert_eq!(f.n, 100);
    // bits.s: two set-up instructions, fourteen per iteration, s_endpgm.
    assert_eq!(f.guest_instructions, 2 + 14 * 100 + 1);
    for e in EngineKind::ALL {
        assert!(f.timing(e).seconds > 0.0);
        assert!(f.timing(e).runs >= 1);
    }
    // The JIT column is the library default: its first level, tiering up.
    assert_eq!(f.opt_level, OptLevel::default());
    assert_eq!(f.tier_up, JitOptions::default().tier_up);
    assert!(f.compile.regions >= 1);
    assert!(f.compile.code_bytes > 0);

    // Every level alone, each checked against native by the harness.
    let levels: Vec<OptLevel> = f.levels.iter().map(|l| l.level).collect();
    assert_eq!(levels, host_levels());
    for l in &f.levels {
        let c = &l.compile;
        assert!(l.jit.seconds > 0.0 && l.jit.runs >= 1, "{:?}", l.level);
        // One loop region and the set-up, at most: every instruction compiled.
        assert!(c.regions >= 1, "{:?}", l.level);
        assert!(c.compiled_insts >= 14, "{:?}: {c:?}", l.level);
        assert!(c.compile_nanos > 0 && c.code_bytes > 0, "{:?}", l.level);
        assert_eq!(
            (c.tier_ups, c.tier_up_insts),
            (0, 0),
            "{:?}: no tier-up",
            l.level
        );
        match l.level {
            // bits is all ALU: the Cranelift levels compute every instruction.
            OptLevel::None | OptLevel::Speed => {
                assert_eq!(c.interpreted_insts, 0, "{:?}", l.level)
            }
            // The baseline may leave s_bcnt1, s_brev and s_bfe (three per
            // iteration) to the interpreter, nothing else.
            OptLevel::Baseline => assert!(c.interpreted_insts <= 3 * 100, "{c:?}"),
        }
    }
    let want_stages: Vec<Stage> = [
        Stage::Engine(EngineKind::Interp),
        Stage::Engine(EngineKind::Jit),
    ]
    .into_iter()
    .chain(LEVELS.into_iter().map(Stage::Level))
    .chain([Stage::Engine(EngineKind::Native)])
    .collect();
    assert_eq!(
        heard,
        want_stages.iter().map(|&s| ("bits", s)).collect::<Vec<_>>()
    );

    let recs = f.records();
    assert_eq!(recs.len(), 3);
    assert!(recs
        .iter()
        .all(|r| r.guest_instructions == f.guest_instructions));
    let jit = &recs[1];
    assert_eq!(jit.engine, EngineKind::Jit);
    let lr = jit.levels.as_ref().expect("the JIT record has levels");
    let names: Vec<&str> = lr.iter().map(|r| r.opt_level).collect();
    let want: Vec<&str> = host_levels().iter().map(|l| l.name()).collect();
    assert_eq!(names, want);
    for (r, l) in lr.iter().zip(&f.levels) {
        assert_eq!(r.seconds, l.jit.seconds);
        assert_eq!(r.interpreted_insts, l.compile.interpreted_insts);
        assert_eq!(r.time_over_native, l.jit.seconds / f.native.seconds);
        let us = l.compile.compile_nanos as f64 / 1e3 / l.compile.compiled_insts as f64;
        assert_eq!(r.compile_us_per_inst, us);
    }
    assert!(recs[0].levels.is_none() && recs[2].levels.is_none());
}

#[test]
fn a_single_level_column_is_measured_once() {
    let k = gcnjit::bench::kernel("lcg").unwrap();
    let opts = Options {
        jit: JitOptions {
            opt_level: OptLevel::None,
            tier_up: 0,
            ..JitOptions::default()
        },
        ..quick()
    };
    let mut heard = Vec::new();
    let f = harness::measure(k, &opts, &mut |_, s| heard.push(s)).unwrap();
    assert_eq!((f.opt_level, f.tier_up), (OptLevel::None, 0));
    assert!(!heard.contains(&Stage::Level(OptLevel::None)), "{heard:?}");
    assert_eq!(heard.len(), harness::stages(&opts));
    let none = f.level(OptLevel::None).expect("none is measured");
    assert_eq!((none.compile, none.jit), (f.compile, f.jit));
}

#[test]
fn a_wrong_jit_result_is_an_error() {
    // lcg's s_add_u32 lowered with bit 0 of its result flipped: the JIT
    // column's result differs from native.
    let opts = Options {
        jit: JitOptions {
            sabotage: Some(Opcode::S_ADD_U32),
            ..JitOptions::default()
        },
        ..quick()
    };
    let k = gcnjit::bench::kernel("lcg").unwrap();
    match harness::measure(k, &opts, &mut |_, _| {}) {
        Err(BenchError::Mismatch { kernel, engine, .. }) => {
            assert_eq!((kernel, engine), ("lcg", "jit"));
        }
        other => panic!("expected a mismatch, got {other:?}"),
    }
}
