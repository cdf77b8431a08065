//! Input at the edges of what gcnjit accepts: a base address near 2^64,
//! out-of-range register values, empty batches and regions, huge thread
//! counts, `asm -o -`. Each is either refused with exit 2 and a message that
//! names it, or accepted and then run the same way by every engine.

use serde_json::Value;
use std::path::PathBuf;
use std::process::{Command, Output};

fn tmp(name: &str, bytes: &[u8]) -> PathBuf {
    let p = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(name);
    std::fs::write(&p, bytes).unwrap();
    p
}

fn gcnjit(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_gcnjit"))
        .args(args)
        .output()
        .unwrap()
}

fn refused(args: &[&str], names: &str) {
    let out = gcnjit(args);
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{args:?}: {err}");
    assert!(
        err.contains(names),
        "{args:?}: message {err:?} does not name {names:?}"
    );
    assert!(out.stdout.is_empty(), "{args:?}: printed {:?}", out.stdout);
}

/// `s_add_u32 s0, s0, 1` (0x80008100) and `s_endpgm` (0xbf810000), as words
/// written by hand from the SOP2/SOPP encodings.
const ADD_END: &str = "80008100 bf810000\n";

#[test]
fn a_base_that_would_wrap_past_2_64_is_refused() {
    let p = tmp("base_wrap.hex", ADD_END.as_bytes());
    let p = p.to_str().unwrap();
    for base in [
        "0xfffffffffffffffc",
        "0xfffffffffffffffa",
        "0xfffffffffffffff9",
    ] {
        refused(&["run", p, "--base", base], "2^64");
        refused(&["disasm", p, "--base", base], "2^64");
    }
}

#[test]
fn the_highest_base_runs_the_same_on_every_engine() {
    // Two words end exactly at 2^64 - 4: the last address that leaves room
    // for the address after the program.
    let base = u64::MAX - 3 - 8;
    let p = tmp("base_top.hex", ADD_END.as_bytes());
    let p = p.to_str().unwrap();
    let b = format!("{base:#x}");
    let mut seen = Vec::new();
    for engine in ["interp", "jit", "both"] {
        let out = gcnjit(&[
            "run", p, "--base", &b, "--engine", engine, "--json", "--set", "s0=41",
        ]);
        assert_eq!(
            out.status.code(),
            Some(0),
            "{engine}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        let v: Value = serde_json::from_slice(&out.stdout).unwrap();
        assert_eq!(v["status"], "endpgm", "{engine}: {v}");
        assert_eq!(v["steps"], 2, "{engine}");
        assert_eq!(v["state"]["pc"], base + 4, "{engine}");
        assert_eq!(v["state"]["sgpr"][0], 42, "{engine}");
        seen.push(v);
    }
    // Falling off the end at the top of the address space: the same fault.
    let nop = tmp("base_top_nop.hex", b"bf800000\n");
    let nb = format!("{:#x}", u64::MAX - 3 - 4);
    for engine in ["interp", "jit", "both"] {
        let out = gcnjit(&[
            "run",
            nop.to_str().unwrap(),
            "--base",
            &nb,
            "--engine",
            engine,
            "--json",
        ]);
        assert_eq!(out.status.code(), Some(1), "{engine}");
        let v: Value = serde_json::from_slice(&out.stdout).unwrap();
        assert_eq!(v["error"]["kind"], "pc_out_of_range", "{engine}: {v}");
        assert_eq!(v["error"]["pc"], u64::MAX - 3, "{engine}: {v}");
        assert_eq!(v["steps"], 1, "{engine}");
    }
}

#[test]
fn register_values_out_of_range_are_refused() {
    let p = tmp("set_range.hex", ADD_END.as_bytes());
    let p = p.to_str().unwrap();
    refused(&["run", p, "--set", "s5=-2147483649"], "s5=-2147483649");
    refused(&["run", p, "--set", "s5=4294967296"], "s5=4294967296");
    refused(
        &["run", p, "--set", "s[4:5]=-9223372036854775809"],
        "s[4:5]",
    );
    // The extremes that fit are taken.
    for (set, want) in [
        ("s5=-2147483648", 0x8000_0000u64),
        ("s5=4294967295", 0xffff_ffff),
    ] {
        let out = gcnjit(&["run", p, "--json", "--set", set]);
        assert_eq!(out.status.code(), Some(0), "{set}");
        let v: Value = serde_json::from_slice(&out.stdout).unwrap();
        assert_eq!(v["state"]["sgpr"][5], want, "{set}");
    }
    // The same rule in a state JSON: a string below -2^31 does not fit.
    let s = tmp("set_range.json", br#"{"sgpr": ["0", "-2147483649"]}"#);
    refused(&["run", p, "--state", s.to_str().unwrap()], "sgpr");
}

#[test]
fn empty_batches_and_regions_are_refused() {
    let p = tmp("empty_batch.hex", ADD_END.as_bytes());
    let p = p.to_str().unwrap();
    refused(&["run", p, "--waves", "0"], "--waves");
    refused(&["run", p, "--mem", "0x1000:0"], "--mem 0x1000:0");
    let empty = tmp("empty_region.bin", b"");
    let spec = format!("0x1000={}", empty.display());
    refused(&["run", p, "--mem", &spec], "empty");
    let states = tmp("empty_states.jsonl", b"\n\n");
    refused(
        &["run", p, "--states", states.to_str().unwrap()],
        "no states",
    );
}

#[test]
fn thread_counts_are_capped() {
    let p = tmp("threads_cap.hex", ADD_END.as_bytes());
    let p = p.to_str().unwrap();
    refused(
        &["run", p, "--waves", "3", "--threads", "10000"],
        "--threads 10000",
    );
    let out = gcnjit(&["run", p, "--waves", "3", "--threads", "256"]);
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(String::from_utf8_lossy(&out.stdout).lines().count(), 3);
}

#[test]
fn asm_to_standard_output() {
    let p = tmp("asm_stdout.s", b"s_add_u32 s0, s0, 1\ns_endpgm\n");
    let out = gcnjit(&["asm", p.to_str().unwrap(), "-o", "-"]);
    assert_eq!(out.status.code(), Some(0));
    // The little-endian bytes of the two words above.
    assert_eq!(out.stdout, [0x00, 0x81, 0x00, 0x80, 0x00, 0x00, 0x81, 0xbf]);
    assert!(!PathBuf::from("-").exists(), "a file named - was written");
}
