//! `gcnjit bench` through the command line: the JSON records, the SVG chart, the
//! tables and bad arguments.

use serde_json::Value;
use std::path::PathBuf;
use std::process::{Command, Output};

fn gcnjit(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_gcnjit"))
        .args(args)
        .output()
        .unwrap()
}

const FIELDS: &[&str] = &[
    "kernel",
    "engine",
    "n",
    "guest_instructions",
    "seconds",
    "guest_ips",
    "runs",
    "speedup_over_interp",
    "time_over_native",
    "compile_us_per_inst",
    "cold_compile_us_per_inst",
    "code_bytes_per_inst",
    "regions",
    "compiled_insts",
    "compile_seconds",
    "code_bytes",
    "interpreted_insts",
    "first_compile_us_per_inst",
    "tier_up_compile_us_per_inst",
    "tier_ups",
    "opt_level",
    "tier_up",
    "levels",
];

/// Fields of each entry of the JIT record's `levels`.
const LEVEL_FIELDS: &[&str] = &[
    "opt_level",
    "seconds",
    "guest_ips",
    "runs",
    "speedup_over_interp",
    "time_over_native",
    "compile_us_per_inst",
    "cold_compile_us_per_inst",
    "code_bytes_per_inst",
    "regions",
    "compiled_insts",
    "compile_seconds",
    "code_bytes",
    "interpreted_insts",
];

/// Fields that only the JIT's record fills in.
const JIT_ONLY: &[&str] = &[
    "compile_us_per_inst",
    "cold_compile_us_per_inst",
    "code_bytes_per_inst",
    "regions",
    "compiled_insts",
    "compile_seconds",
    "code_bytes",
    "interpreted_insts",
    "first_compile_us_per_inst",
    "tier_ups",
    "opt_level",
    "tier_up",
    "levels",
];

#[test]
fn json_has_one_record_per_kernel_and_engine_and_the_svg_parses() {
    let svg = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("bench_cli.svg");
    let _ = std::fs::remove_file(&svg);
    let out = gcnjit(&[
        "bench",
        "--kernel",
        "lcg",
        "--kernel",
        "hwreg",
        "--scale",
        "0.001",
        "--samples",
        "1",
        "--json",
        "--svg",
        svg.to_str().unwrap(),
    ]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(0), "{stderr}");
    let v: Value = serde_json::from_slice(&out.stdout).expect("stdout is JSON");
    let records = v.as_array().expect("a JSON array");
    assert_eq!(records.len(), 6);
    let mut seen = Vec::new();
    for r in records {
        let o = r.as_object().expect("records are objects");
        for f in FIELDS {
            assert!(o.contains_key(*f), "missing {f} in {r}");
        }
        let engine = r["engine"].as_str().unwrap();
        seen.push((
            r["kernel"].as_str().unwrap().to_string(),
            engine.to_string(),
        ));
        let secs = r["seconds"].as_f64().unwrap();
        let insts = r["guest_instructions"].as_u64().unwrap();
        let ips = r["guest_ips"].as_f64().unwrap();
        assert!(secs > 0.0, "{r}");
        assert!(((insts as f64 / secs) - ips).abs() <= ips * 1e-9, "{r}");
        assert!(r["runs"].as_u64().unwrap() >= 1);
        assert!(r["speedup_over_interp"].as_f64().unwrap() > 0.0);
        assert!(r["time_over_native"].as_f64().unwrap() > 0.0);
        for f in JIT_ONLY {
            assert_eq!(r[*f].is_null(), engine != "jit", "{f} in {r}");
        }
        if engine == "jit" {
            assert!(r["regions"].as_u64().unwrap() >= 1);
            assert!(r["code_bytes"].as_u64().unwrap() > 0);
            assert!(r["compiled_insts"].as_u64().unwrap() >= 1);
            // The library default: tier-up after 300,000 steps (docs/cli.md).
            assert_eq!(r["tier_up"], 300_000, "{r}");
            assert!(["baseline", "none"].contains(&r["opt_level"].as_str().unwrap()));
            check_levels(r);
        }
        if engine == "interp" {
            assert_eq!(r["speedup_over_interp"].as_f64(), Some(1.0));
        }
        if engine == "native" {
            assert_eq!(r["time_over_native"].as_f64(), Some(1.0));
        }
    }
    let want: Vec<(String, String)> = ["lcg", "hwreg"]
        .iter()
        .flat_map(|k| ["interp", "jit", "native"].map(|e| (k.to_string(), e.to_string())))
        .collect();
    assert_eq!(seen, want);
    // lcg.s: two set-up instructions, seven per iteration, s_endpgm; n = 2000.
    for r in &records[..3] {
        assert_eq!(r["n"], 2000);
        assert_eq!(r["guest_instructions"], 2 + 7 * 2000 + 1);
    }
    // hwreg.s: two set-up instructions, twelve per iteration, s_endpgm; n = 200.
    // Its s_setreg/s_getreg (four per iteration) run in the interpreter under the JIT.
    assert_eq!(records[3]["n"], 200);
    assert_eq!(records[3]["guest_instructions"], 2 + 12 * 200 + 1);
    assert!(records[4]["interpreted_insts"].as_u64().unwrap() >= 4 * 200);

    let text = std::fs::read_to_string(&svg).expect("the SVG was written");
    let doc = roxmltree::Document::parse(&text).expect("well-formed XML");
    let root = doc.root_element();
    assert_eq!(root.tag_name().name(), "svg");
    let rects = doc.descendants().filter(|n| n.has_tag_name("rect")).count();
    // Background, 2 kernels x 3 engines, 3 legend keys.
    assert!(rects >= 1 + 6 + 3, "{rects} rects");
    let texts: Vec<String> = doc
        .descendants()
        .filter(|n| n.has_tag_name("text"))
        .map(|n| n.text().unwrap_or("").trim().to_string())
        .collect();
    for name in ["lcg", "hwreg", "interpreter", "native Rust"] {
        assert!(texts.iter().any(|t| t == name), "no text {name}: {texts:?}");
    }
}

/// The JIT record's `levels`: baseline (on hosts that have it), none and
/// speed, each with its own figures.
fn check_levels(r: &Value) {
    let levels = r["levels"].as_array().expect("levels is an array");
    let names: Vec<&str> = levels
        .iter()
        .map(|l| l["opt_level"].as_str().unwrap())
        .collect();
    if cfg!(target_arch = "x86_64") {
        assert_eq!(names, ["baseline", "none", "speed"], "{r}");
    } else {
        assert_eq!(names, ["none", "speed"], "{r}");
    }
    let native = r["seconds"].as_f64().unwrap() / r["time_over_native"].as_f64().unwrap();
    let insts = r["guest_instructions"].as_f64().unwrap();
    for l in levels {
        let o = l.as_object().expect("a level is an object");
        for f in LEVEL_FIELDS {
            assert!(o.contains_key(*f), "missing {f} in {l}");
        }
        let secs = l["seconds"].as_f64().unwrap();
        assert!(secs > 0.0 && l["runs"].as_u64().unwrap() >= 1, "{l}");
        assert!((l["guest_ips"].as_f64().unwrap() - insts / secs).abs() <= insts / secs * 1e-9);
        let ratio = l["time_over_native"].as_f64().unwrap();
        assert!((ratio - secs / native).abs() <= ratio * 1e-9, "{l}");
        let compiled = l["compiled_insts"].as_f64().unwrap();
        let us = l["compile_seconds"].as_f64().unwrap() * 1e6 / compiled;
        let got = l["compile_us_per_inst"].as_f64().unwrap();
        assert!(compiled >= 1.0 && (got - us).abs() <= us * 1e-6, "{l}");
        assert!(l["code_bytes"].as_u64().unwrap() > 0, "{l}");
    }
}

#[test]
fn opt_level_picks_the_jit_column() {
    let out = gcnjit(&[
        "bench",
        "--kernel",
        "lcg",
        "--scale",
        "0.001",
        "--samples",
        "1",
        "--json",
        "--opt-level",
        "speed",
    ]);
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let v: Value = serde_json::from_slice(&out.stdout).expect("stdout is JSON");
    let jit = &v[1];
    assert_eq!(jit["engine"], "jit");
    assert_eq!(
        (&jit["opt_level"], &jit["tier_up"]),
        (&"speed".into(), &0.into())
    );
    assert_eq!(jit["tier_ups"], 0);
    check_levels(jit);
}

#[test]
fn tier_up_needs_the_tiers_column() {
    let out = gcnjit(&["bench", "--opt-level", "none", "--tier-up", "5"]);
    assert_eq!(out.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("--tier-up") && stderr.contains("tiers"),
        "{stderr}"
    );
    assert!(out.stdout.is_empty());
    let out = gcnjit(&["bench", "--opt-level", "fast"]);
    assert_eq!(out.status.code(), Some(2));
}

#[test]
fn tables_name_every_figure() {
    let out = gcnjit(&[
        "bench",
        "--kernel",
        "gcd",
        "--scale",
        "0.001",
        "--samples",
        "1",
    ]);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(stdout.starts_with("gcd ("), "{stdout}");
    for engine in ["interp", "jit", "native"] {
        assert!(
            stdout.lines().any(|l| l.trim_start().starts_with(engine)),
            "{stdout}"
        );
    }
    assert!(stdout.contains("x the interpreter"), "{stdout}");
    assert!(stdout.contains("per guest instruction"), "{stdout}");
    assert!(stdout.contains("| gcd |"), "{stdout}");
    assert!(
        stdout.contains("compile us / inst (baseline / none / speed)"),
        "{stdout}"
    );
    assert!(
        stdout.contains("time / native (baseline / none / speed)"),
        "{stdout}"
    );
    for level in ["none", "speed"] {
        assert!(
            stdout.lines().any(|l| l.trim_start().starts_with(level)),
            "{stdout}"
        );
    }
}

#[test]
fn unknown_kernel_is_bad_input() {
    let out = gcnjit(&["bench", "--kernel", "nosuch"]);
    assert_eq!(out.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("nosuch") && stderr.contains("lcg"),
        "{stderr}"
    );
    assert!(out.stdout.is_empty());
}

#[test]
fn bad_scale_is_bad_input() {
    for scale in ["0", "-1", "nan", "x"] {
        let out = gcnjit(&["bench", "--scale", scale]);
        assert_eq!(out.status.code(), Some(2), "--scale {scale}");
        assert!(out.stdout.is_empty());
    }
}
