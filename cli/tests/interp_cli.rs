//! `gcnjit run` on bad input and on every error kind of docs/cli.md: kind, pc, steps
//! and exit status; malformed state and --set name the field at fault.

use serde_json::Value;
use std::path::PathBuf;
use std::process::{Command, Output};

/// Writes a scratch file; every test uses its own names, as tests run in parallel.
fn tmp(name: &str, text: &str) -> PathBuf {
    let p = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(name);
    std::fs::write(&p, text).unwrap();
    p
}

fn gcnjit(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_gcnjit"))
        .args(args)
        .output()
        .unwrap()
}

/// Runs a gfx9 hex program with `--json` and extra arguments.
fn run_hex(name: &str, words: &str, extra: &[&str]) -> (Option<i32>, Value, String) {
    let p = tmp(name, words);
    let mut args = vec!["run", p.to_str().unwrap(), "--json"];
    args.extend_from_slice(extra);
    let out = gcnjit(&args);
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    let v = serde_json::from_slice(&out.stdout).unwrap_or(Value::Null);
    (out.status.code(), v, stderr)
}

fn assert_fault(v: &Value, kind: &str, pc: u64, steps: u64) {
    assert_eq!(v["status"], "error", "{v}");
    assert_eq!(v["error"]["kind"], kind, "{v}");
    assert_eq!(v["error"]["pc"], pc, "{v}");
    assert_eq!(v["state"]["pc"], pc, "{v}");
    assert_eq!(v["steps"], steps, "{v}");
    assert!(v["error"]["message"].as_str().unwrap().len() > 5);
}

const ENDPGM: &str = "bf810000";
const NOP: &str = "bf800000";

#[test]
fn ok_run_exits_0_with_full_state() {
    // s_mov_b32 s0, 5; s_endpgm
    let (code, v, _) = run_hex("ok.hex", "be800085 bf810000", &[]);
    assert_eq!(code, Some(0));
    assert_eq!(v["status"], "endpgm");
    assert_eq!(v["steps"], 2);
    assert_eq!(v["state"]["pc"], 4);
    assert_eq!(v["state"]["sgpr"].as_array().unwrap().len(), 102);
    assert_eq!(v["state"]["sgpr"][0], 5);
    assert_eq!(v["state"]["ttmp"].as_array().unwrap().len(), 16);
    for k in [
        "vcc",
        "exec",
        "m0",
        "scc",
        "tba",
        "tma",
        "flat_scratch",
        "xnack_mask",
    ] {
        assert!(v["state"][k].is_u64(), "{k}");
    }
    assert!(v["state"]["hwreg"]["mode"].is_u64());
    assert!(v.get("error").is_none());
    assert_eq!(v["messages"], serde_json::json!([]));
}

#[test]
fn gfx6_state_has_104_sgprs_and_12_ttmps() {
    // s_endpgm is the same word on every generation.
    let (code, v, _) = run_hex("ok6.hex", ENDPGM, &["--arch", "tahiti"]);
    assert_eq!(code, Some(0));
    assert_eq!(v["state"]["sgpr"].as_array().unwrap().len(), 104);
    assert_eq!(v["state"]["ttmp"].as_array().unwrap().len(), 12);
}

#[test]
fn decode_error() {
    // s_nop; a word that starts no encoding (top bits 111111)
    let (code, v, _) = run_hex("dec.hex", &format!("{NOP} fc000000"), &[]);
    assert_eq!(code, Some(1));
    assert_fault(&v, "decode", 4, 1);
}

#[test]
fn unsupported_error() {
    // s_nop; v_interp_mov_f32_e32 v0, p10, attr0.x (graphics-only VINTRP:
    // not executed), on every engine
    for engine in ["interp", "jit", "both"] {
        let (code, v, _) = run_hex("vec.hex", &format!("{NOP} d4020000"), &["--engine", engine]);
        assert_eq!(code, Some(1), "{engine}");
        assert_fault(&v, "unsupported", 4, 1);
        let m = v["error"]["message"].as_str().unwrap();
        assert!(m.contains("VINTRP") && m.contains("0xd4020000"), "{m}");
    }
}

#[test]
fn pc_out_of_range_falling_off_the_end() {
    let (code, v, _) = run_hex("oor.hex", &format!("{NOP} {NOP}"), &[]);
    assert_eq!(code, Some(1));
    assert_fault(&v, "pc_out_of_range", 8, 2);
}

#[test]
fn pc_out_of_range_misaligned_jump() {
    // s_setpc_b64 s[0:1] with s[0:1] = 0x6
    let (code, v, _) = run_hex(
        "oor2.hex",
        &format!("be801d00 {ENDPGM}"),
        &["--set", "s[0:1]=6"],
    );
    assert_eq!(code, Some(1));
    assert_fault(&v, "pc_out_of_range", 6, 1);
}

#[test]
fn step_limit_is_exact() {
    // s_branch -1: an endless loop.
    let (code, v, _) = run_hex("loop.hex", "bf82ffff", &["--max-steps", "10"]);
    assert_eq!(code, Some(1));
    assert_fault(&v, "step_limit", 0, 10);
    // s_nop x3; s_endpgm: 4 steps. A limit of 3 stops before the s_endpgm at 0xc.
    let prog = format!("{NOP} {NOP} {NOP} {ENDPGM}");
    let (code, v, _) = run_hex("lim.hex", &prog, &["--max-steps", "3"]);
    assert_eq!(code, Some(1));
    assert_fault(&v, "step_limit", 0xc, 3);
    let (code, v, _) = run_hex("lim.hex", &prog, &["--max-steps", "4"]);
    assert_eq!(code, Some(0));
    assert_eq!(v["steps"], 4);
    // --max-steps 0 stops before the first instruction.
    let (code, v, _) = run_hex("lim.hex", &prog, &["--max-steps", "0"]);
    assert_eq!(code, Some(1));
    assert_fault(&v, "step_limit", 0, 0);
}

#[test]
fn memory_fault() {
    // s_nop; s_load_dword s8, s[2:3], 0x10 with s[2:3] = 0x1000 and nothing mapped there
    let prog = format!("{NOP} c0020201 00000010 {ENDPGM}");
    let (code, v, _) = run_hex("mem.hex", &prog, &["--set", "s[2:3]=0x1000"]);
    assert_eq!(code, Some(1));
    assert_fault(&v, "memory", 4, 1);
    assert!(v["error"]["message"].as_str().unwrap().contains("0x1010"));
    // Mapped: the same program loads 0.
    let (code, v, _) = run_hex(
        "mem.hex",
        &prog,
        &[
            "--set",
            "s[2:3]=0x1000",
            "--set",
            "s8=7",
            "--mem",
            "0x1000:0x20",
        ],
    );
    assert_eq!(code, Some(0));
    assert_eq!(v["state"]["sgpr"][8], 0);
    assert_eq!(v["state"]["memory"][0]["addr"], 0x1000);
    assert_eq!(v["state"]["memory"][0]["hex"].as_str().unwrap().len(), 64);
}

#[test]
fn mem_from_file() {
    let data = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("data.bin");
    std::fs::write(&data, [0x78, 0x56, 0x34, 0x12]).unwrap();
    // s_load_dword s8, s[2:3], 0x0
    let spec = format!("0x2000={}", data.display());
    let (code, v, _) = run_hex(
        "memf.hex",
        &format!("c0020201 00000000 {ENDPGM}"),
        &["--set", "s[2:3]=0x2000", "--mem", &spec],
    );
    assert_eq!(code, Some(0));
    assert_eq!(v["state"]["sgpr"][8], 0x1234_5678);
}

#[test]
fn illegal_operand() {
    // s_movrels_b64 s[0:1], s[2:3] with M0 = 1: odd 64-bit index
    let (code, v, _) = run_hex("ill.hex", &format!("be802b02 {ENDPGM}"), &["--set", "m0=1"]);
    assert_eq!(code, Some(1));
    assert_fault(&v, "illegal_operand", 0, 0);
}

#[test]
fn trap_without_handler() {
    // s_nop; s_trap 2 with STATUS.TRAP_EN and TBA = 0
    let (code, v, _) = run_hex(
        "trap.hex",
        &format!("{NOP} bf920002 {ENDPGM}"),
        &["--set", "status=0x40"],
    );
    assert_eq!(code, Some(1));
    assert_fault(&v, "trap", 4, 1);
}

#[test]
fn halted_exits_0() {
    // s_sethalt 1
    let (code, v, _) = run_hex("halt.hex", &format!("bf8d0001 {ENDPGM}"), &[]);
    assert_eq!(code, Some(0));
    assert_eq!(v["status"], "halted");
    assert_eq!(v["state"]["pc"], 0);
}

#[test]
fn state_file_is_applied_and_round_trips() {
    // s_add_u32 s0, s1, s2; s_endpgm
    let st = tmp(
        "st.json",
        r#"{"sgpr": {"s1": "0xffffffff", "s2": 2}, "exec": 3, "hwreg": {"mode": 5}}"#,
    );
    let (code, v, _) = run_hex(
        "add.hex",
        &format!("80000201 {ENDPGM}"),
        &["--state", st.to_str().unwrap()],
    );
    assert_eq!(code, Some(0));
    assert_eq!(v["state"]["sgpr"][0], 1);
    assert_eq!(v["state"]["scc"], 1);
    assert_eq!(v["state"]["exec"], 3);
    assert_eq!(v["state"]["hwreg"]["mode"], 5);
    // The output is accepted as a state file; --set overrides it.
    let again = tmp("again.json", &v.to_string());
    let (code, v2, _) = run_hex(
        "add.hex",
        &format!("80000201 {ENDPGM}"),
        &[
            "--state",
            again.to_str().unwrap(),
            "--set",
            "pc=0",
            "--set",
            "s2=3",
        ],
    );
    assert_eq!(code, Some(0));
    assert_eq!(v2["state"]["sgpr"][0], 2);
}

fn bad_state(name: &str, json: &str, field: &str) {
    let st = tmp(name, json);
    let (code, v, err) = run_hex(
        &format!("{name}.hex"),
        ENDPGM,
        &["--state", st.to_str().unwrap()],
    );
    assert_eq!(code, Some(2), "{err}");
    assert_eq!(v, Value::Null);
    assert!(err.contains(field), "`{field}` not in: {err}");
    assert!(err.contains(name), "file name not in: {err}");
}

#[test]
fn malformed_state_json_names_the_field() {
    bad_state("b1.json", r#"{"sgpr": [1, "zz"]}"#, "sgpr[1]");
    bad_state("b2.json", r#"{"m0": 4294967296}"#, "m0");
    bad_state("b3.json", r#"{"scc": 2}"#, "scc");
    bad_state("b4.json", r#"{"hwreg": {"moed": 1}}"#, "hwreg.moed");
    bad_state("b5.json", r#"{"sgpr": {"s999": 1}}"#, "sgpr.s999");
    bad_state(
        "b6.json",
        r#"{"memory": [{"addr": 0, "hex": "xyz"}]}"#,
        "memory[0].hex",
    );
    bad_state("b7.json", r#"{"bogus": 1}"#, "bogus");
    bad_state("b8.json", r#"{"exec": 1,"#, "line 1");
    bad_state(
        "b9.json",
        r#"{"memory": [{"addr": 0, "size": 8}, {"addr": 4, "size": 8}]}"#,
        "memory[1]",
    );
}

#[test]
fn malformed_set_names_the_field() {
    for (set, what) in [
        ("s500=1", "s500"),
        ("s5=zz", "zz"),
        ("s5=0x100000000", "s5"),
        ("s[3:4]=1", "s[3:4]"),
        ("vcc", "vcc"),
        ("scc=2", "scc"),
        ("nosuchreg=1", "nosuchreg"),
    ] {
        let (code, _, err) = run_hex("set-endpgm.hex", ENDPGM, &["--set", set]);
        assert_eq!(code, Some(2), "{set}: {err}");
        assert!(err.contains(what), "{set}: `{what}` not in: {err}");
    }
}

#[test]
fn bad_command_lines_exit_2() {
    let p = tmp("ok2.hex", ENDPGM);
    let p = p.to_str().unwrap();
    for args in [
        vec!["run", "/nonexistent/x.hex"],
        vec!["run", p, "--mem", "0x10"],
        vec!["run", p, "--mem", "0x10=/nonexistent/file"],
        vec!["run", p, "--engine", "warp"],
        vec!["run", p, "--arch", "gfx10"],
        vec!["run", p, "--max-steps", "many"],
    ] {
        let out = gcnjit(&args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(!out.stderr.is_empty());
    }
    let bad = tmp("bad.hex", "zz");
    let out = gcnjit(&["run", bad.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("bad.hex"));
}

#[test]
fn trace_prints_each_instruction_and_its_changes() {
    // s_mov_b32 s0, 5; s_add_u32 s0, s0, 1; s_endpgm
    let (code, v, err) = run_hex(
        "tr.hex",
        &format!("be800085 80008100 {ENDPGM}"),
        &["--trace"],
    );
    assert_eq!(code, Some(0));
    assert_eq!(v["steps"], 3);
    let lines: Vec<&str> = err.lines().collect();
    assert_eq!(lines.len(), 3, "{err}");
    assert!(
        lines[0].contains("s_mov_b32") && lines[0].contains("s0=0x5"),
        "{err}"
    );
    assert!(
        lines[1].contains("s_add_u32") && lines[1].contains("s0=0x6"),
        "{err}"
    );
    assert!(lines[2].contains("s_endpgm"), "{err}");
}

#[test]
fn text_output_without_json() {
    let p = tmp("txt.hex", &format!("be800085 {ENDPGM}"));
    let out = gcnjit(&["run", p.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(0));
    let s = String::from_utf8_lossy(&out.stdout);
    assert!(s.contains("status: endpgm") && s.contains("s0=0x5"), "{s}");
}

/// VGPRs through `--set` (a whole register, one lane) and `run --json`
/// (non-zero registers only, 64 lanes each), on every engine; the values
/// by hand: v1 = 7 in the four EXEC lanes, v2 = v1 + v0 there.
#[test]
fn vgprs_set_and_printed() {
    let p = tmp(
        "vgprs.s",
        "v_mov_b32 v1, 7\nv_add_u32 v2, v1, v0\ns_endpgm\n",
    );
    for engine in ["interp", "jit", "both"] {
        let out = gcnjit(&[
            "run",
            p.to_str().unwrap(),
            "--json",
            "--engine",
            engine,
            "--set",
            "exec=0xf",
            "--set",
            "v0=5",
            "--set",
            "v0[1]=100",
            "--set",
            "v3[63]=9",
        ]);
        assert_eq!(out.status.code(), Some(0), "{out:?}");
        let v: Value = serde_json::from_slice(&out.stdout).unwrap();
        let lanes = |r: &str| -> Vec<u64> {
            v["state"]["vgpr"][r]
                .as_array()
                .unwrap_or_else(|| panic!("{r}: {v}"))
                .iter()
                .map(|x| x.as_u64().unwrap())
                .collect()
        };
        let mut v0 = vec![5u64; 64];
        v0[1] = 100;
        let mut v1 = vec![0u64; 64];
        v1[..4].fill(7);
        let mut v2 = vec![0u64; 64];
        v2[..4].copy_from_slice(&[12, 107, 12, 12]);
        let mut v3 = vec![0u64; 64];
        v3[63] = 9;
        assert_eq!(lanes("v0"), v0, "{engine}");
        assert_eq!(lanes("v1"), v1, "{engine}");
        assert_eq!(lanes("v2"), v2, "{engine}");
        assert_eq!(lanes("v3"), v3, "{engine}");
        assert!(
            v["state"]["vgpr"]["v4"].is_null(),
            "{engine}: zero registers are left out"
        );
    }
    // Bad names and lanes are errors naming the field.
    for bad in ["v256=1", "v1[64]=1", "v1[x]=2"] {
        let out = gcnjit(&["run", p.to_str().unwrap(), "--set", bad]);
        assert_eq!(out.status.code(), Some(2), "{bad}: {out:?}");
        let e = String::from_utf8_lossy(&out.stderr);
        assert!(e.contains(bad.split('=').next().unwrap()), "{bad}: {e}");
    }
}
