//! `gcnjit run --waves`: JSON lines in wave order, --wave-id-sgpr, --states,
//! the summary on standard error, and the exit status.

use serde_json::Value;
use std::path::PathBuf;
use std::process::{Command, Output};

fn tmp(name: &str, text: &str) -> String {
    let p = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(name);
    std::fs::write(&p, text).unwrap();
    p.to_str().unwrap().to_string()
}

fn gcnjit(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_gcnjit"))
        .args(args)
        .output()
        .unwrap()
}

fn lines(out: &Output) -> Vec<Value> {
    String::from_utf8_lossy(&out.stdout)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("{e}: {l}")))
        .collect()
}

fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

/// s2 = s0 * 3 + s1; wave-dependent through s0 (the wave id) and s1 (--states).
const AXPY: &str = "
    s_mul_i32 s2, s0, 3
    s_add_u32 s2, s2, s1
    s_endpgm
";

#[test]
fn wave_id_sgpr_feeds_each_wave() {
    let p = tmp("waves_axpy.s", AXPY);
    for threads in ["1", "2"] {
        let out = gcnjit(&[
            "run",
            &p,
            "--waves",
            "200",
            "--threads",
            threads,
            "--wave-id-sgpr",
            "s0",
            "--set",
            "s1=1000",
        ]);
        assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
        let v = lines(&out);
        assert_eq!(v.len(), 200);
        for (i, w) in v.iter().enumerate() {
            assert_eq!(w["wave"], i as u64, "{w}");
            assert_eq!(w["status"], "endpgm", "{w}");
            assert_eq!(w["steps"], 3, "{w}");
            assert_eq!(w["state"]["pc"], 8, "{w}");
            assert_eq!(w["state"]["sgpr"][0], i as u64, "{w}");
            assert_eq!(w["state"]["sgpr"][1], 1000, "{w}");
            assert_eq!(w["state"]["sgpr"][2], 3 * i as u64 + 1000, "{w}");
            assert_eq!(w["state"]["sgpr"].as_array().unwrap().len(), 102);
            assert!(w["messages"].as_array().unwrap().is_empty());
        }
        let e = stderr(&out);
        assert!(e.contains("200 waves"), "{e}");
        assert!(e.contains("600 guest instructions"), "{e}");
        assert!(e.contains("waves/s"), "{e}");
        assert!(e.contains(&format!("{threads} threads")), "{e}");
    }
}

#[test]
fn states_file_gives_one_wave_per_line() {
    let p = tmp("waves_axpy2.s", AXPY);
    let states = tmp(
        "waves_states.jsonl",
        "{\"sgpr\": {\"s1\": 5}}\n\n{\"sgpr\": {\"s1\": \"0x10\"}, \"m0\": 9}\n{\"sgpr\": [7, 1]}\n",
    );
    // No --waves: three non-blank lines, three waves. The id is written before
    // each line, so the last line's s0 = 7 wins over its id 2.
    let out = gcnjit(&["run", &p, "--states", &states, "--wave-id-sgpr", "s0"]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let v = lines(&out);
    assert_eq!(v.len(), 3);
    let want = [(0, 5, 5), (1, 16, 19), (7, 1, 22)];
    for (i, (s0, s1, s2)) in want.iter().enumerate() {
        let w = &v[i];
        assert_eq!(w["wave"], i as u64, "{w}");
        assert_eq!(w["state"]["sgpr"][0], *s0, "{w}");
        assert_eq!(w["state"]["sgpr"][1], *s1, "{w}");
        assert_eq!(w["state"]["sgpr"][2], *s2, "{w}");
    }
    assert_eq!(v[1]["state"]["m0"], 9);
    assert_eq!(v[0]["state"]["m0"], 0);

    // --waves must agree with the number of lines.
    let out = gcnjit(&["run", &p, "--states", &states, "--waves", "4"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("3 states"), "{}", stderr(&out));
    assert!(out.stdout.is_empty());

    // A bad line is named by its line number.
    let bad = tmp("waves_bad.jsonl", "{}\n{\"sgpr\": {\"s200\": 1}}\n");
    let out = gcnjit(&["run", &p, "--states", &bad]);
    assert_eq!(out.status.code(), Some(2));
    let e = stderr(&out);
    assert!(e.contains("waves_bad.jsonl:2"), "{e}");
    assert!(e.contains("sgpr.s200"), "{e}");
}

#[test]
fn faulting_waves_are_reported_and_exit_one() {
    // Even waves read the mapped dword at 0x100; odd ones read 0x200, unmapped.
    let p = tmp(
        "waves_fault.s",
        "
        s_and_b32 s4, s0, 1
        s_lshl_b32 s4, s4, 8
        s_add_u32 s2, s4, 0x100
        s_mov_b32 s3, 0
        s_load_dword s5, s[2:3], 0x0
        s_waitcnt lgkmcnt(0)
        s_endpgm
        ",
    );
    for engine in ["jit", "interp"] {
        let out = gcnjit(&[
            "run",
            &p,
            "--waves",
            "6",
            "--wave-id-sgpr",
            "s0",
            "--mem",
            "0x100:4",
            "--set",
            "s9=3",
            "--engine",
            engine,
        ]);
        assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
        let v = lines(&out);
        assert_eq!(v.len(), 6);
        for (i, w) in v.iter().enumerate() {
            assert_eq!(w["wave"], i as u64);
            assert_eq!(w["state"]["sgpr"][9], 3, "{w}");
            if i % 2 == 1 {
                // s_add_u32 has a literal: the load is at 4 + 4 + 8 + 4 = 0x14.
                assert_eq!(w["status"], "error", "{w}");
                assert_eq!(w["error"]["kind"], "memory", "{w}");
                assert_eq!(w["error"]["pc"], 0x14, "{w}");
                assert_eq!(w["steps"], 4, "{w}");
            } else {
                assert_eq!(w["status"], "endpgm", "{w}");
                assert_eq!(w["steps"], 7, "{w}");
                assert_eq!(w["state"]["memory"][0]["addr"], 0x100, "{w}");
            }
        }
        assert!(stderr(&out).contains("3 faulted"), "{}", stderr(&out));
    }
}

#[test]
fn bad_batch_arguments_exit_two() {
    let p = tmp("waves_axpy3.s", AXPY);
    for args in [
        vec!["--waves", "3", "--wave-id-sgpr", "s[0:1]"],
        vec!["--waves", "3", "--wave-id-sgpr", "x7"],
        vec!["--waves", "3", "--threads", "0"],
        vec!["--waves", "3", "--trace"],
        vec!["--waves", "many"],
        vec!["--states", "/nonexistent/states.jsonl"],
        vec!["--threads", "2"],
        vec!["--wave-id-sgpr", "s0"],
    ] {
        let mut a = vec!["run", p.as_str()];
        a.extend_from_slice(&args);
        let out = gcnjit(&a);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(out.stdout.is_empty(), "{args:?}");
        assert!(!stderr(&out).is_empty(), "{args:?}");
    }
    // Zero waves is nothing to run: refused, like any other empty input.
    let out = gcnjit(&["run", &p, "--waves", "0"]);
    assert_eq!(out.status.code(), Some(2), "{}", stderr(&out));
    assert!(stderr(&out).contains("--waves"));
    assert!(out.stdout.is_empty());
}
