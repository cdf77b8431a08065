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
    "code_bytes_per_inst",
    "regions",
    "compiled_insts",
    "compile_seconds",
    "code_bytes",
    "interpreted_insts",
    "first_compile_us_per_inst",
    "tier_up_compile_us_per_inst",
    "tier_ups",
];

/// Fields that only the JIT's record fills in.
const JIT_ONLY: &[&str] = &[
    "compile_us_per_inst",
    "code_bytes_per_inst",
    "regions",
    "compiled_insts",
    "compile_seconds",
    "code_bytes",
    "interpreted_insts",
    "first_compile_us_per_inst",
    "tier_ups",
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
