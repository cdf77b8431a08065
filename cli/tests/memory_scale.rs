//! Bounded cost on large memory: a 4 GiB region prints as its size and
//! CRC-32 (the output stays small), regions up to 64 KiB print their bytes,
//! `--mem-out` writes the final bytes to files, and a state JSON with a
//! million regions loads and runs. The CRC-32 values were computed with
//! Python's `zlib.crc32` over the same bytes; sizes are asserted, times are
//! measured in `benches/memory.rs`.

use serde_json::Value;
use std::fmt::Write as _;
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

fn json_of(out: &Output) -> Value {
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).unwrap()
}

/// zlib.crc32(bytes(2**32))
const CRC_4G_ZERO: u64 = 0xd202_ef8d;
/// zlib.crc32 of 2**32 zero bytes with ef be ad de at offset 0x10.
const CRC_4G_STORED: u64 = 0xd223_bcf3;
/// zlib.crc32(bytes(65537))
const CRC_64K_PLUS_1: u64 = 0xe50d_43f3;

#[test]
fn a_4_gib_region_prints_its_size_and_crc32() {
    let store = tmp(
        "mem4g_store.s",
        b"s_store_dword s0, s[2:3], 0x10\ns_endpgm\n",
    );
    let load = tmp("mem4g_load.s", b"s_load_dword s0, s[2:3], 0xfc\ns_endpgm\n");
    let regs = ["--set", "s[2:3]=0x1000", "--set", "s0=0xdeadbeef"];
    for (prog, engine, crc) in [
        (&store, "interp", CRC_4G_STORED),
        (&store, "jit", CRC_4G_STORED),
        (&load, "both", CRC_4G_ZERO),
    ] {
        let mut args = vec![
            "run",
            prog.to_str().unwrap(),
            "--mem",
            "0x1000:0x100000000",
            "--json",
            "--engine",
            engine,
        ];
        args.extend(regs);
        let out = gcnjit(&args);
        assert!(
            out.stdout.len() < 4096,
            "{engine}: {} bytes",
            out.stdout.len()
        );
        let v = json_of(&out);
        assert_eq!(v["status"], "endpgm", "{engine}");
        let m = &v["state"]["memory"];
        assert_eq!(m.as_array().map(Vec::len), Some(1), "{engine}: {m}");
        assert_eq!(m[0]["addr"], 0x1000, "{engine}");
        assert_eq!(m[0]["size"], 1u64 << 32, "{engine}");
        assert_eq!(m[0]["crc32"], crc, "{engine}");
        assert!(m[0].get("hex").is_none());
    }
}

#[test]
fn regions_up_to_64_kib_print_their_bytes_and_mem_out_writes_all() {
    let prog = tmp("mem64k.s", b"s_store_dword s0, s[2:3], 0x4\ns_endpgm\n");
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("mem64k_out");
    let _ = std::fs::remove_dir_all(&dir);
    let out = gcnjit(&[
        "run",
        prog.to_str().unwrap(),
        "--mem",
        "0x1000:65536",
        "--mem",
        "0x100000:65537",
        "--set",
        "s[2:3]=0x1000",
        "--set",
        "s0=0x04030201",
        "--json",
        "--mem-out",
        dir.to_str().unwrap(),
    ]);
    let v = json_of(&out);
    let m = &v["state"]["memory"];
    let hex = m[0]["hex"].as_str().unwrap();
    assert_eq!(hex.len(), 2 * 65536);
    assert_eq!(&hex[..16], "0000000001020304");
    assert!(hex[16..].bytes().all(|b| b == b'0'));
    assert_eq!(m[1]["addr"], 0x100000);
    assert_eq!(m[1]["size"], 65537);
    assert_eq!(m[1]["crc32"], CRC_64K_PLUS_1);
    // The files hold the final bytes.
    let a = std::fs::read(dir.join("mem-0x1000.bin")).unwrap();
    assert_eq!(a.len(), 65536);
    assert_eq!(a[..8], [0, 0, 0, 0, 1, 2, 3, 4]);
    assert!(a[8..].iter().all(|&b| b == 0));
    let b = std::fs::read(dir.join("mem-0x100000.bin")).unwrap();
    assert_eq!(b.len(), 65537);
    // A region printed by its CRC cannot be loaded back: exit 2, named.
    let state = tmp("mem64k_state.json", &out.stdout);
    let back = gcnjit(&[
        "run",
        prog.to_str().unwrap(),
        "--state",
        state.to_str().unwrap(),
    ]);
    assert_eq!(back.status.code(), Some(2));
    let err = String::from_utf8_lossy(&back.stderr);
    assert!(err.contains("memory[1].crc32"), "{err}");
    // --mem-out describes one wave; a batch refuses it.
    let batch = gcnjit(&[
        "run",
        prog.to_str().unwrap(),
        "--waves",
        "2",
        "--mem-out",
        "x",
    ]);
    assert_eq!(batch.status.code(), Some(2));
}

#[test]
fn a_state_with_a_million_regions_loads_and_runs() {
    // Regions of 4 bytes, 16 apart from 0x10000; region k holds k.
    let n = 1_000_000u64;
    let mut text = String::with_capacity(40 * n as usize);
    text.push_str("{\"memory\": [");
    for k in 0..n {
        if k > 0 {
            text.push(',');
        }
        let b = (k as u32).to_le_bytes();
        let _ = write!(
            text,
            "{{\"addr\": {}, \"hex\": \"{:02x}{:02x}{:02x}{:02x}\"}}",
            0x10000 + 16 * k,
            b[0],
            b[1],
            b[2],
            b[3]
        );
    }
    text.push_str("]}");
    let state = tmp("million_regions.json", text.as_bytes());
    let prog = tmp(
        "million_regions.s",
        b"s_load_dword s0, s[2:3], 0x0\ns_load_dword s1, s[4:5], 0x0\ns_endpgm\n",
    );
    // The last region and one in the middle.
    let last = format!("s[2:3]={:#x}", 0x10000 + 16 * (n - 1));
    let mid = format!("s[4:5]={:#x}", 0x10000 + 16 * 123_456);
    for engine in ["interp", "jit"] {
        let out = gcnjit(&[
            "run",
            prog.to_str().unwrap(),
            "--state",
            state.to_str().unwrap(),
            "--set",
            &last,
            "--set",
            &mid,
            "--engine",
            engine,
        ]);
        let text = String::from_utf8_lossy(&out.stdout);
        assert_eq!(
            out.status.code(),
            Some(0),
            "{engine}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        assert!(text.len() < 1024, "{engine}: {} bytes", text.len());
        assert!(
            text.contains(&format!("s0={:#x} s1={:#x}", n - 1, 123_456)),
            "{engine}: {text}"
        );
    }
}
