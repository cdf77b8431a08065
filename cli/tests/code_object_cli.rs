//! `info`, `disasm`, `run --check` and `run` on code objects: a kernel compiled
//! by clang-14 from OpenCL C and objects assembled by llvm-mc-14. Expected
//! offsets and mnemonics come from llvm-objdump-14; register values are
//! worked out by hand from the kernel's source.

use serde_json::Value;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn tmp(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(name)
}

fn gcnjit(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_gcnjit"))
        .args(args)
        .output()
        .unwrap()
}

fn tool(name: &str, args: &[&str]) -> String {
    let out = Command::new(name)
        .args(args)
        .output()
        .unwrap_or_else(|e| panic!("{name} must be installed (.ci/run installs LLVM 14): {e}"));
    assert!(
        out.status.success(),
        "{name} {args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

/// A kernel that sums `in[0..n] * a` with scalar loads in a loop, then stores
/// the sum with vector instructions.
const SCALE_CL: &str = "
kernel void scale(global int *out, global const int *in, int a, int n) {
    int s = 0;
    for (int i = 0; i < n; i++)
        s += in[i] * a;
    out[__builtin_amdgcn_workitem_id_x()] = s;
}
";

/// Compiles the kernel into `NAME.o` (each test its own file: tests run in parallel).
fn scale_object(name: &str) -> PathBuf {
    let cl = tmp(&format!("{name}.cl"));
    let o = tmp(&format!("{name}.o"));
    std::fs::write(&cl, SCALE_CL).unwrap();
    tool(
        "clang-14",
        &[
            "-x",
            "cl",
            "-target",
            "amdgcn-amd-amdhsa",
            "-mcpu=gfx900",
            "-nogpulib",
            "-O2",
            "-c",
            cl.to_str().unwrap(),
            "-o",
            o.to_str().unwrap(),
        ],
    );
    o
}

/// (offset, mnemonic) of every instruction llvm-objdump-14 prints.
fn objdump(o: &Path) -> Vec<(u64, String)> {
    let text = tool("llvm-objdump-14", &["-d", o.to_str().unwrap()]);
    text.lines()
        .filter_map(|l| {
            let (inst, comment) = l.trim().split_once("//")?;
            let off = comment.trim().split(':').next()?;
            let off = u64::from_str_radix(off, 16).ok()?;
            Some((off, inst.split_whitespace().next()?.to_string()))
        })
        .collect()
}

/// The first vector instruction in llvm-objdump's listing (the kernel runs
/// straight into it: its only branch is the loop before it).
fn first_vector(o: &Path) -> (u64, String) {
    objdump(o)
        .into_iter()
        .find(|(_, m)| !m.starts_with("s_"))
        .unwrap()
}

#[test]
fn info_lists_the_clang_kernel_and_its_descriptor() {
    let o = scale_object("scale-info");
    let out = gcnjit(&["info", o.to_str().unwrap(), "--json"]);
    assert_eq!(out.status.code(), Some(0));
    let v: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["target"]["processor"], "gfx900");
    assert_eq!(v["target"]["arch"], "gfx9");
    // gfx900 has v_mad_mix* (llvm-mc -mcpu=gfx900 takes them).
    assert_eq!(
        v["target"]["features"],
        serde_json::json!(["mad-mix-insts"])
    );
    let k = &v["kernels"][0];
    assert_eq!(k["name"], "scale");
    assert_eq!(k["entry"], 0);
    assert!(v["functions"]
        .as_array()
        .unwrap()
        .iter()
        .any(|f| f["name"] == "scale"));
    // The code reads its arguments through s[4:5]: the kernarg segment
    // pointer follows the 4-SGPR private segment buffer.
    let layout = k["user_sgprs"].as_array().unwrap();
    assert!(
        layout
            .iter()
            .any(|u| u["name"] == "kernarg_segment_ptr" && u["sgpr"] == 4),
        "{layout:?}"
    );
    let d = &k["descriptor"];
    let rsrc2 = d["compute_pgm_rsrc2"].as_u64().unwrap();
    assert_eq!(
        d["compute_pgm_rsrc2_fields"]["user_sgpr_count"]
            .as_u64()
            .unwrap(),
        (rsrc2 >> 1) & 31
    );
    let text = gcnjit(&["info", o.to_str().unwrap()]);
    let t = String::from_utf8(text.stdout).unwrap();
    assert!(
        t.contains("scale: descriptor") && t.contains("kernarg_size"),
        "{t}"
    );
}

#[test]
fn disasm_shows_scalar_code_and_vector_words() {
    let o = scale_object("scale-disasm");
    let out = gcnjit(&["disasm", o.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(0));
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.contains("\nscale:\n"), "{text}");
    let ours: Vec<(u64, String)> = text
        .lines()
        .filter_map(|l| {
            let (inst, comment) = l.trim().split_once("//")?;
            let off = comment.trim().split(':').next()?;
            let off = u64::from_str_radix(off, 16).ok()?;
            Some((off, inst.trim().to_string()))
        })
        .collect();
    let theirs = objdump(&o);
    assert_eq!(ours.len(), theirs.len(), "{text}");
    for ((a, ours), (b, m)) in ours.iter().zip(&theirs) {
        assert_eq!(a, b);
        if m.starts_with("s_") {
            assert_eq!(ours.split_whitespace().next(), Some(m.as_str()), "{a:x}");
        } else {
            // A vector word is decoded text (VALU) or `.long` (families
            // whose decoder is not written yet).
            assert!(
                ours.starts_with(".long 0x") || ours.split_whitespace().next() == Some(m.as_str()),
                "{a:x}: {ours}"
            );
        }
    }
    // Its three vector instructions (v_lshlrev_b32_e32, v_mov_b32_e32,
    // global_store_dword) are decoded to text and executed: none is counted.
    assert!(
        text.contains("// vector instructions (not executed): 0\n"),
        "{text}"
    );
}

/// Kernel arguments at 0x10000 (out, in, a = 10, n = 3) and in = [1, 2, 3] at
/// 0x20000; s[4:5] holds the kernarg pointer.
fn scale_args() -> Vec<String> {
    let mut kernarg = Vec::new();
    kernarg.extend_from_slice(&0x30000u64.to_le_bytes());
    kernarg.extend_from_slice(&0x20000u64.to_le_bytes());
    kernarg.extend_from_slice(&10u32.to_le_bytes());
    kernarg.extend_from_slice(&3u32.to_le_bytes());
    let ka = tmp("scale-kernarg.bin");
    std::fs::write(&ka, kernarg).unwrap();
    let input: Vec<u8> = [1u32, 2, 3].iter().flat_map(|v| v.to_le_bytes()).collect();
    let inp = tmp("scale-in.bin");
    std::fs::write(&inp, input).unwrap();
    vec![
        "--mem".into(),
        format!("0x10000={}", ka.display()),
        "--mem".into(),
        format!("0x20000={}", inp.display()),
        "--set".into(),
        "s[4:5]=0x10000".into(),
    ]
}

#[test]
fn run_check_passes_the_kernel_and_names_a_graphics_instruction() {
    let o = scale_object("scale-check");
    let out = gcnjit(&["run", o.to_str().unwrap(), "--check"]);
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.contains("0 not executable"), "{text}");
    // A graphics-only instruction (VINTRP) is named.
    let s = tmp("vintrp.s");
    std::fs::write(
        &s,
        "s_mov_b32 s0, 1\nv_interp_mov_f32 v0, p10, attr0.x\ns_endpgm\n",
    )
    .unwrap();
    let out = gcnjit(&["run", s.to_str().unwrap(), "--check"]);
    assert_eq!(out.status.code(), Some(1), "{out:?}");
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.contains("vector VINTRP"), "{text}");
    assert!(text.contains("1 not executable (VINTRP 1)"), "{text}");
}

/// The kernel runs to its end on every engine: the scalar loop, then the
/// vector store of lane 0 (EXEC = 1), which writes s = (1 + 2 + 3) * 10 to
/// out[0] (v0, the work-item id, is 0).
#[test]
fn run_executes_the_kernel_on_every_engine() {
    let o = scale_object("scale-run");
    let (pc, _) = first_vector(&o);
    // The instructions from the first vector one to s_endpgm.
    let listing = objdump(&o);
    let from = listing.iter().position(|(a, _)| *a == pc).unwrap();
    let tail = listing[from..]
        .iter()
        .position(|(_, m)| m == "s_endpgm")
        .unwrap()
        + 1;
    let mut args = scale_args();
    args.extend([
        "--mem".into(),
        "0x30000:16".into(),
        "--set".into(),
        "exec=1".into(),
    ]);
    for engine in [
        vec!["--engine", "interp"],
        vec!["--engine", "jit"],
        vec!["--engine", "jit", "--jit-threshold", "0"],
        vec!["--engine", "both"],
    ] {
        let dir = tmp(&format!("scale-run-{}", engine.join("-")));
        let _ = std::fs::remove_dir_all(&dir);
        let mut a = vec!["run", o.to_str().unwrap(), "--json"];
        a.extend(engine.iter().copied());
        a.extend(args.iter().map(String::as_str));
        a.extend(["--mem-out", dir.to_str().unwrap()]);
        let out = gcnjit(&a);
        assert_eq!(out.status.code(), Some(0), "{engine:?}: {out:?}");
        let v: Value = serde_json::from_slice(&out.stdout).unwrap();
        assert_eq!(v["status"], "endpgm", "{engine:?}: {v}");
        assert_eq!(v["state"]["sgpr"][4], 60, "{engine:?}");
        // Six instructions up to the loop, three trips of nine, then the rest.
        assert_eq!(v["steps"], 6 + 3 * 9 + tail as u64, "{engine:?}");
        let mem = std::fs::read(dir.join("mem-0x30000.bin")).unwrap();
        assert_eq!(mem[..8], [60, 0, 0, 0, 0, 0, 0, 0], "{engine:?}");
    }
}

const TINY: &str = "
.text
.globl k
.p2align 8
.type k,@function
k:
  s_mov_b32 s0, 41
  s_add_u32 s0, s0, 1
  s_endpgm
.rodata
.p2align 6
.amdhsa_kernel k
  .amdhsa_next_free_vgpr 1
  .amdhsa_next_free_sgpr 1
.end_amdhsa_kernel
";

fn tiny(cpu: &str) -> PathBuf {
    let s = tmp(&format!("tiny-{cpu}.s"));
    let o = tmp(&format!("tiny-{cpu}.o"));
    std::fs::write(&s, TINY).unwrap();
    tool(
        "llvm-mc-14",
        &[
            "-triple=amdgcn-amd-amdhsa",
            &format!("-mcpu={cpu}"),
            "-filetype=obj",
            s.to_str().unwrap(),
            "-o",
            o.to_str().unwrap(),
        ],
    );
    o
}

#[test]
fn the_file_names_the_generation_and_a_wrong_arch_is_an_error() {
    for (cpu, arch, sgprs) in [
        ("gfx600", "gfx6", 104),
        ("gfx700", "gfx7", 104),
        ("gfx803", "gfx8", 102),
        ("gfx900", "gfx9", 102),
    ] {
        let o = tiny(cpu);
        let out = gcnjit(&["run", o.to_str().unwrap(), "--json", "--entry", "k"]);
        assert_eq!(out.status.code(), Some(0), "{out:?}");
        let v: Value = serde_json::from_slice(&out.stdout).unwrap();
        assert_eq!(v["state"]["sgpr"][0], 42);
        assert_eq!(v["state"]["sgpr"].as_array().unwrap().len(), sgprs, "{cpu}");
        let out = gcnjit(&["run", o.to_str().unwrap(), "--arch", arch]);
        assert_eq!(out.status.code(), Some(0), "{cpu}");
        let wrong = if arch == "gfx9" { "gfx8" } else { "gfx9" };
        let out = gcnjit(&["run", o.to_str().unwrap(), "--arch", wrong]);
        assert_eq!(out.status.code(), Some(2), "{cpu}");
        let e = String::from_utf8(out.stderr).unwrap();
        assert!(
            e.contains(wrong) && e.contains(cpu) && e.contains(o.to_str().unwrap()),
            "{e}"
        );
    }
}

#[test]
fn bad_objects_and_names_exit_2_naming_the_file() {
    let o = tiny("gfx900");
    let out = gcnjit(&["run", o.to_str().unwrap(), "--entry", "nope"]);
    assert_eq!(out.status.code(), Some(2));
    let e = String::from_utf8(out.stderr).unwrap();
    assert!(e.contains("nope") && e.contains(o.to_str().unwrap()), "{e}");

    let bytes = std::fs::read(&o).unwrap();
    let cut = tmp("cut.o");
    std::fs::write(&cut, &bytes[..100]).unwrap();
    for verb in ["run", "info", "disasm"] {
        let out = gcnjit(&[verb, cut.to_str().unwrap()]);
        assert_eq!(out.status.code(), Some(2), "{verb}");
        let e = String::from_utf8(out.stderr).unwrap();
        assert!(e.contains(cut.to_str().unwrap()), "{verb}: {e}");
    }
}

/// A kernel with LDS, a barrier, float and double arithmetic and a loop: vector
/// instructions of many families around scalar code.
const MIX_CL: &str = "
kernel void mix(global float *out, global const float *in, global const double *d, float a, int n) {
    local float tmp[64];
    int l = __builtin_amdgcn_workitem_id_x();
    int g = __builtin_amdgcn_workgroup_id_x() * 64 + l;
    float x = in[g] * a + 1.0f;
    tmp[l] = x;
    __builtin_amdgcn_s_barrier();
    float s = 0.0f;
    for (int i = 0; i < n; i++)
        s += tmp[(l + i) & 63] * 0.5f;
    double y = d[g] * 3.0;
    out[g] = s + (float)y + __builtin_fmaf(x, a, s);
}
";

/// The family an LLVM mnemonic belongs to, where the mnemonic alone says so.
fn family_of(m: &str) -> Option<&'static [&'static str]> {
    const E32: &[&str] = &["VOP1", "VOP2", "VOPC"];
    let f: &[&str] = if m.starts_with("ds_") {
        &["DS"]
    } else if m.starts_with("buffer_") {
        &["MUBUF"]
    } else if m.starts_with("tbuffer_") {
        &["MTBUF"]
    } else if m.starts_with("flat_") {
        &["FLAT"]
    } else if m.starts_with("global_") {
        &["GLOBAL"]
    } else if m.starts_with("scratch_") {
        &["SCRATCH"]
    } else if m.starts_with("image_") {
        &["MIMG"]
    } else if m.starts_with("exp") {
        &["EXP"]
    } else if m.starts_with("v_interp") {
        &["VINTRP"]
    } else if m.ends_with("_e64") {
        &["VOP3"]
    } else if m.ends_with("_sdwa") {
        &["SDWA"]
    } else if m.ends_with("_dpp") {
        &["DPP"]
    } else if m.ends_with("_e32") {
        E32
    } else {
        return None;
    };
    Some(f)
}

#[test]
fn clang_kernels_of_every_generation_split_where_llvm_mc_does() {
    for cpu in ["gfx600", "gfx700", "gfx803", "gfx900"] {
        let cl = tmp(&format!("mix-{cpu}.cl"));
        std::fs::write(&cl, MIX_CL).unwrap();
        let o = tmp(&format!("mix-{cpu}.o"));
        let s = tmp(&format!("mix-{cpu}.s"));
        let clang = |mode: &str, out: &Path| {
            tool(
                "clang-14",
                &[
                    "-x",
                    "cl",
                    "-target",
                    "amdgcn-amd-amdhsa",
                    &format!("-mcpu={cpu}"),
                    "-nogpulib",
                    "-O2",
                    mode,
                    cl.to_str().unwrap(),
                    "-o",
                    out.to_str().unwrap(),
                ],
            )
        };
        clang("-c", &o);
        clang("-S", &s);
        // llvm-mc's encoding of clang's assembly: each instruction's mnemonic
        // and length, in order (llvm-objdump-14 cannot disassemble gfx6/gfx7).
        let listing = tool(
            "llvm-mc-14",
            &[
                "-triple=amdgcn-amd-amdhsa",
                &format!("-mcpu={cpu}"),
                "--show-encoding",
                s.to_str().unwrap(),
            ],
        );
        let theirs: Vec<(String, u64)> = listing
            .lines()
            .filter_map(|l| {
                let (inst, enc) = l.split_once("; encoding: [")?;
                let bytes = enc.trim_end_matches(']').split(',').count() as u64;
                Some((inst.split_whitespace().next()?.to_string(), bytes))
            })
            .collect();
        let out = gcnjit(&["disasm", o.to_str().unwrap()]);
        assert_eq!(out.status.code(), Some(0), "{cpu}");
        let text = String::from_utf8(out.stdout).unwrap();
        // (offset, text before the comment, comment) of each instruction line.
        let ours: Vec<(u64, String, String)> = text
            .lines()
            .filter(|l| l.starts_with("  "))
            .map(|l| {
                let (inst, comment) = l.trim().split_once("  // ").unwrap();
                let (off, rest) = comment.split_once(": ").unwrap();
                (
                    u64::from_str_radix(off, 16).unwrap(),
                    inst.to_string(),
                    rest.to_string(),
                )
            })
            .collect();
        assert_eq!(ours.len(), theirs.len(), "{cpu}: {text}");
        let mut at = 0;
        let mut vectors = 0;
        for ((off, inst, comment), (m, len)) in ours.iter().zip(&theirs) {
            assert_eq!(*off, at, "{cpu}: {m}");
            at += len;
            if m.starts_with("s_") {
                let shown = inst.split_whitespace().next().unwrap();
                assert!(
                    shown == m || comment.starts_with(m.as_str()),
                    "{cpu} {off:x}: {m} vs {inst} // {comment}"
                );
            } else {
                vectors += 1;
                // A decoded VALU instruction, as llvm-objdump prints it (in
                // the comment when its words are not canonical).
                if inst.split_whitespace().next() == Some(m.as_str())
                    || comment.split_whitespace().next() == Some(m.as_str())
                {
                    continue;
                }
                assert!(inst.starts_with(".long 0x"), "{cpu} {off:x}: {m} vs {inst}");
                let fam = comment
                    .strip_prefix("vector ")
                    .and_then(|c| c.strip_suffix(" (not executed)"))
                    .unwrap_or_else(|| panic!("{cpu} {off:x}: {m}: {comment}"));
                if let Some(allowed) = family_of(m) {
                    assert!(allowed.contains(&fam), "{cpu} {off:x}: {m} is not {fam}");
                }
            }
        }
        assert!(vectors > 30, "{cpu}: {vectors}");
    }
}

/// The clang kernel through `launch`: `--check` finds nothing missing, and a
/// launch of one workgroup runs every lane to the end on every engine: each
/// work-item stores (1 + 2 + 3) * 10 at out[its id] (the arguments out, in =
/// [1, 2, 3], a = 10, n = 3 through the kernarg segment the launch lays out).
#[test]
fn launch_check_and_launch_run_the_kernel() {
    let o = scale_object("scale-launch");
    let obj = o.to_str().unwrap();
    let out = gcnjit(&["launch", obj, "--check"]);
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    let input: Vec<u8> = [1u32, 2, 3].iter().flat_map(|v| v.to_le_bytes()).collect();
    let inp = tmp("scale-launch-in.bin");
    std::fs::write(&inp, input).unwrap();
    let buf_in = format!("buf:{}", inp.display());
    for engine in [
        vec!["--engine", "interp"],
        vec!["--engine", "jit"],
        vec!["--engine", "jit", "--jit-threshold", "0"],
        vec!["--engine", "both"],
    ] {
        let res = tmp(&format!("scale-launch-out-{}.bin", engine.join("-")));
        let out_arg = format!("buf0={}", res.display());
        let mut a = vec![
            "launch",
            obj,
            "--grid",
            "64",
            "--block",
            "64",
            "--json",
            "--arg",
            "buf:zero:256",
            "--arg",
            &buf_in,
            "--arg",
            "i32:10",
            "--arg",
            "i32:3",
            "--out",
            &out_arg,
        ];
        a.extend(engine.iter().copied());
        let out = gcnjit(&a);
        assert_eq!(out.status.code(), Some(0), "{engine:?}: {out:?}");
        let lines: Vec<&str> = std::str::from_utf8(&out.stdout).unwrap().lines().collect();
        assert_eq!(lines.len(), 1, "{engine:?}: one wave");
        let v: Value = serde_json::from_str(lines[0]).unwrap();
        assert_eq!(v["status"], "endpgm", "{engine:?}: {v}");
        assert_eq!(v["state"]["sgpr"][4], 60, "{engine:?}: {v}");
        let want: Vec<u8> = [60u32; 64].iter().flat_map(|v| v.to_le_bytes()).collect();
        assert_eq!(std::fs::read(&res).unwrap(), want, "{engine:?}");
    }
}

/// `info` prints the kernel metadata (values as llvm-readelf-14 --notes
/// prints them for this fixture, built by scripts/gen-metadata-fixtures).
#[test]
fn info_prints_kernel_metadata() {
    let co = Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/metadata/devlib-clang15-v5.co");
    let co = co.to_str().unwrap();
    let out = gcnjit(&["info", co, "--json"]);
    assert!(out.status.success());
    let v: Value = serde_json::from_slice(&out.stdout).unwrap();
    // The fields that were there before stay.
    for key in [
        "file",
        "target",
        "sections",
        "functions",
        "symbols",
        "kernels",
    ] {
        assert!(v.get(key).is_some(), "{key}");
    }
    let m = &v["metadata"];
    assert_eq!(m["version"], serde_json::json!([1, 2]));
    assert_eq!(m["target"], "amdgcn-amd-amdhsa--gfx900");
    let saxpy = &m["kernels"][0];
    assert_eq!(saxpy["name"], "saxpy");
    assert_eq!(saxpy["kernarg_segment_size"], 280);
    assert_eq!(saxpy["sgpr_count"], 13);
    assert_eq!(saxpy["vgpr_count"], 4);
    assert_eq!(saxpy["max_flat_workgroup_size"], 256);
    let a = &saxpy["args"];
    assert_eq!(a[1]["address_space"], "global");
    assert_eq!(a[1]["is_const"], true);
    assert_eq!(a[3]["value_kind"], "hidden_block_count_x");
    assert_eq!(a[3]["hidden"], true);
    assert_eq!(a[15]["offset"], 88);
    let out = gcnjit(&["info", co]);
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.contains("metadata: amdhsa.version 1.2, amdhsa.target amdgcn-amd-amdhsa--gfx900"));
    assert!(text.contains("registers: 13 SGPRs, 4 VGPRs"), "{text}");
    assert!(text.contains("arguments (16):"), "{text}");
    assert!(
        text.lines().any(|l| l.contains("offset 88")
            && l.contains("hidden_grid_dims")
            && l.contains("(hidden)")),
        "{text}"
    );
}
