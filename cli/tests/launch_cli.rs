//! `gcnjit launch`: the reduce example kernel (examples/kernels/reduce.s)
//! assembled by llvm-mc and linked by ld.lld-14, launched from the command
//! line; buffers written with --out checked against a Rust reference, the
//! --json lines, --shard concatenation and the errors for bad input.

use serde_json::Value;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn dir() -> PathBuf {
    PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("launch_cli")
}

fn path(name: &str) -> String {
    std::fs::create_dir_all(dir()).unwrap();
    dir().join(name).to_str().unwrap().to_string()
}

fn gcnjit(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_gcnjit"))
        .args(args)
        .output()
        .unwrap()
}

fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

/// The example assembled for gfx900: a relocatable object, or linked.
fn reduce_object(link: bool, tag: &str) -> String {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("../examples/kernels/reduce.s");
    let obj = path(&format!("reduce-{tag}.o"));
    let st = Command::new("llvm-mc")
        .args(["-triple=amdgcn-amd-amdhsa", "-mcpu=gfx900", "-filetype=obj"])
        .arg(&src)
        .arg("-o")
        .arg(&obj)
        .status()
        .expect("llvm-mc (LLVM 14) must be installed");
    assert!(st.success());
    if !link {
        return obj;
    }
    let so = path(&format!("reduce-{tag}.so"));
    let st = Command::new("ld.lld-14")
        .args(["-shared", &obj, "-o", &so])
        .status()
        .expect("ld.lld-14 must be installed");
    assert!(st.success());
    so
}

const M: usize = 16;

fn input(waves: usize) -> Vec<u32> {
    (0..waves * M)
        .map(|i| (i as u32).wrapping_mul(2_654_435_761).rotate_left(7))
        .collect()
}

fn le(words: &[u32]) -> Vec<u8> {
    words.iter().flat_map(|w| w.to_le_bytes()).collect()
}

fn launch_args(obj: &str, input: &str, waves: usize) -> Vec<String> {
    [
        "launch",
        obj,
        "--grid",
        &(64 * waves).to_string(),
        "--block",
        "64",
        "--arg",
        &format!("buf:{input}"),
        "--arg",
        &format!("u32:{M}"),
        "--arg",
        &format!("buf:zero:{}", 8 * waves),
        "--arg",
        "buf:zero:4",
        "--threads",
        "2",
    ]
    .iter()
    .map(|s| s.to_string())
    .collect()
}

fn run(args: &[String]) -> Output {
    let a: Vec<&str> = args.iter().map(String::as_str).collect();
    gcnjit(&a)
}

#[test]
fn reduce_writes_its_buffers() {
    for link in [false, true] {
        let waves = 1000;
        let obj = reduce_object(link, &format!("buffers{link}"));
        let data = input(waves);
        let inp = path("in.bin");
        std::fs::write(&inp, le(&data)).unwrap();
        let (sums, total) = (path("sums.bin"), path("total.bin"));
        let mut args = launch_args(&obj, &inp, waves);
        args.extend([
            "--out".into(),
            format!("buf1={sums}"),
            "--out".into(),
            format!("buf2={total}"),
        ]);
        let out = run(&args);
        assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
        assert!(
            stderr(&out).contains("1000 waves in 1000 workgroups (1000 ended, 0 faulted)"),
            "{}",
            stderr(&out)
        );
        let mut want = Vec::new();
        let mut all = 0u32;
        for c in data.chunks(M) {
            let s = c.iter().fold(0u32, |a, &v| a.wrapping_add(v));
            want.push(s);
            want.push(c.iter().fold(0, |a, &v| a ^ v));
            all = all.wrapping_add(s);
        }
        assert_eq!(std::fs::read(&sums).unwrap(), le(&want));
        assert_eq!(std::fs::read(&total).unwrap(), le(&[all]));
    }
}

#[test]
fn json_lines_and_shards() {
    let waves = 37;
    let obj = reduce_object(true, "json");
    let inp = path("in37.bin");
    std::fs::write(&inp, le(&input(waves))).unwrap();
    let mut args = launch_args(&obj, &inp, waves);
    args.push("--json".into());
    let whole = run(&args);
    assert_eq!(whole.status.code(), Some(0), "{}", stderr(&whole));
    let text = String::from_utf8(whole.stdout.clone()).unwrap();
    let lines: Vec<Value> = text
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines.len(), waves);
    for (i, v) in lines.iter().enumerate() {
        assert_eq!(v["status"], "endpgm");
        assert_eq!(v["wave"], i as u64);
        assert_eq!(v["workgroup"], serde_json::json!([i, 0, 0]));
        assert_eq!(v["wave_in_workgroup"], 0);
        assert_eq!(v["state"]["exec"], u64::MAX);
        assert!(v["state"].get("memory").is_none(), "no memory dump");
        // s2 is the workgroup id X.
        assert_eq!(v["state"]["sgpr"][2], i as u64);
    }
    for n in 1..=4 {
        let mut cat = Vec::new();
        for i in 0..n {
            let mut a = args.clone();
            a.extend(["--shard".into(), format!("{i}/{n}")]);
            let out = run(&a);
            assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
            cat.extend(out.stdout);
        }
        assert_eq!(String::from_utf8(cat).unwrap(), text, "{n} shards");
    }
}

#[test]
fn bad_launches_exit_2_naming_the_fault() {
    let obj = reduce_object(true, "bad");
    let inp = path("in1.bin");
    std::fs::write(&inp, le(&input(1))).unwrap();
    let base = launch_args(&obj, &inp, 1);
    let cases: Vec<(Vec<&str>, &str)> = vec![
        (vec!["--out", "buf3=x.bin"], "buf3"),
        (vec!["--kernel", "nope"], "nope"),
        (vec!["--arch", "gfx8"], "gfx8"),
        (vec!["--engine", "both", "--threads", "2"], "one at a time"),
        (vec!["--arg", "u32:1"], "kernarg segment is 32 bytes"),
        (vec!["--arg", "q:1"], "unknown kind"),
        (vec!["--shard", "2/2"], "--shard"),
    ];
    for (extra, needle) in cases {
        let mut a = base.clone();
        // --threads is in the base arguments; drop it where the case sets it.
        if extra.contains(&"--threads") {
            let i = a.iter().position(|s| s == "--threads").unwrap();
            a.drain(i..i + 2);
        }
        a.extend(extra.iter().map(|s| s.to_string()));
        let out = run(&a);
        assert_eq!(out.status.code(), Some(2), "{extra:?}: {}", stderr(&out));
        assert!(stderr(&out).contains(needle), "{extra:?}: {}", stderr(&out));
    }
    let mut a = base.clone();
    a[3] = "64,2".into();
    let out = run(&a);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("dimensions"), "{}", stderr(&out));
}

#[test]
fn lockstep_engine_runs_the_launch() {
    let waves = 20;
    let obj = reduce_object(true, "both");
    let inp = path("in20.bin");
    std::fs::write(&inp, le(&input(waves))).unwrap();
    let mut args = launch_args(&obj, &inp, waves);
    let i = args.iter().position(|s| s == "--threads").unwrap();
    args.drain(i..i + 2);
    args.extend(["--engine".into(), "both".into()]);
    let out = run(&args);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert!(
        stderr(&out).contains("20 waves in 20 workgroups (20 ended, 0 faulted)"),
        "{}",
        stderr(&out)
    );
}

/// `--check` lists what the kernel reaches that gcnjit does not execute;
/// the launch itself stops every wave there with kind `unsupported`.
#[test]
fn check_and_unsupported_instructions() {
    let obj = reduce_object(false, "check");
    let out = gcnjit(&["launch", &obj, "--check"]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert!(String::from_utf8_lossy(&out.stdout).contains("0 not executable"));

    let src = path("vector.s");
    std::fs::write(
        &src,
        ".text\n.p2align 8\n.type k,@function\nk:\n  s_mov_b32 s4, 1\n  v_interp_mov_f32 v0, p10, attr0.x\n  s_endpgm\n\
         .rodata\n.p2align 6\n.amdhsa_kernel k\n  .amdhsa_next_free_vgpr 1\n  .amdhsa_next_free_sgpr 8\n\
         .end_amdhsa_kernel\n",
    )
    .unwrap();
    let obj = path("vector.o");
    let st = Command::new("llvm-mc")
        .args([
            "-triple=amdgcn-amd-amdhsa",
            "-mcpu=gfx900",
            "-filetype=obj",
            &src,
            "-o",
            &obj,
        ])
        .status()
        .expect("llvm-mc (LLVM 14) must be installed");
    assert!(st.success());
    let out = gcnjit(&["launch", &obj, "--check", "--grid", "128", "--block", "64"]);
    assert_eq!(out.status.code(), Some(1));
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("0x4") || text.contains("000004"), "{text}");
    for engine in ["interp", "jit"] {
        let out = gcnjit(&[
            "launch", &obj, "--grid", "128", "--block", "64", "--json", "--engine", engine,
        ]);
        assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
        for line in String::from_utf8_lossy(&out.stdout).lines() {
            let v: Value = serde_json::from_str(line).unwrap();
            assert_eq!(v["error"]["kind"], "unsupported", "{v}");
            assert_eq!(v["error"]["pc"], 4, "{v}");
            assert_eq!(v["state"]["sgpr"][4], 1);
        }
    }
}

/// With metadata, `--arg` values are checked against the kernel's
/// arguments: their number, pointer or value, and size; errors name the
/// argument (exit 2).
#[test]
fn arguments_are_checked_against_the_metadata() {
    let co = format!(
        "{}/../tests/kernels/obj/saxpy.gfx900.co",
        env!("CARGO_MANIFEST_DIR")
    );
    let base = ["launch", co.as_str(), "--grid", "64", "--block", "64"];
    let cases: [(&[&str], &str); 4] = [
        (&["u32:1"], "takes 4 arguments"),
        (
            &["buf:zero:4", "buf:zero:4", "buf:zero:4", "u32:1"],
            "argument 2 (float, by_value, 4 bytes) is passed by value",
        ),
        (
            &["u32:1", "buf:zero:4", "f32:1", "u32:1"],
            "argument 0 (float*, global_buffer, 8 bytes) is a pointer",
        ),
        (
            &["buf:zero:4", "buf:zero:4", "f64:1", "u32:1"],
            "argument 2 (float, by_value, 4 bytes): the value given takes 8 bytes",
        ),
    ];
    for (args, want) in cases {
        let mut a: Vec<&str> = base.to_vec();
        for x in args {
            a.extend(["--arg", x]);
        }
        let out = gcnjit(&a);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {out:?}");
        let e = stderr(&out);
        assert!(e.contains(want), "{args:?}: {e}");
    }
}
