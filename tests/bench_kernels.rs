//! The kernel suite at small sizes: every engine gives the native result, and
//! the harness turns a wrong result or a fault into an error, never a figure.

use gcnjit::bench::harness::{self, BenchError, EngineKind, Options};
use gcnjit::bench::{Kernel, KERNELS};
use gcnjit::engine::{run, Engine};
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
fn native_data_split_matches_native() {
    for k in KERNELS {
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
    assert_eq!(heard, vec![("wrong", EngineKind::Interp)]);
}

static FAULTS: Kernel = Kernel {
    name: "faults",
    about: "runs off the end of the program",
    source: "s_mov_b32 s1, 0\n",
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

#[test]
fn measure_reports_consistent_figures() {
    let k = gcnjit::bench::kernel("bits").unwrap();
    let f = harness::measure(k, &quick(), &mut |_, _| {}).unwrap();
    // bits.s at n = 100 (1e-4 of 1_000_000).
    assert_eq!(f.n, 100);
    for e in EngineKind::ALL {
        assert!(f.timing(e).seconds > 0.0);
        assert!(f.timing(e).runs >= 1);
    }
    assert!(f.compile.regions >= 1);
    assert!(f.compile.code_bytes > 0);
    assert_eq!(f.compile.interpreted_insts, 0, "bits is all ALU");
    let recs = f.records();
    assert_eq!(recs.len(), 3);
    assert!(recs
        .iter()
        .all(|r| r.guest_instructions == f.guest_instructions));
}
