//! `gcnjit asm` and `gcnjit run` on assembly files (docs/assembler.md): the
//! realistic example runs to the hand-computed result on both engines, its
//! object matches llvm-mc's bytes, bad files exit 2 with file:line:col, and
//! deep nesting is an error, not a crash. llvm-mc must be installed.

use serde_json::Value;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

fn tmp(name: &str, text: &str) -> PathBuf {
    let p = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(name);
    std::fs::write(&p, text).unwrap();
    p
}

fn gcnjit(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_gcnjit"))
        .args(args)
        .current_dir(root())
        .output()
        .unwrap()
}

/// table[2] = 30 in .rodata, reached through @rel32; the callee computes
/// 3 * 30 + 7 = 97 into s2 (worked out by hand in the file's header).
#[test]
fn example_runs_to_the_hand_computed_result() {
    for engine in ["interp", "jit", "both"] {
        let out = gcnjit(&[
            "run",
            "examples/asm/call_table.s",
            "--arch",
            "gfx9",
            "--set",
            "s0=2",
            "--engine",
            engine,
            "--json",
        ]);
        let v: Value = serde_json::from_slice(&out.stdout)
            .unwrap_or_else(|e| panic!("{e}: {}", String::from_utf8_lossy(&out.stderr)));
        assert_eq!(v["status"], "endpgm", "{engine}: {v}");
        assert_eq!(v["state"]["sgpr"][1], 30, "{engine}");
        assert_eq!(v["state"]["sgpr"][2], 97, "{engine}");
    }
}

/// The example's object has the same .text, .rodata and relocations as llvm-mc's.
#[test]
fn example_object_matches_llvm_mc() {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR"));
    let ours = dir.join("call_table.gcnjit.o");
    let theirs = dir.join("call_table.llvm.o");
    let out = gcnjit(&[
        "asm",
        "examples/asm/call_table.s",
        "-o",
        ours.to_str().unwrap(),
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let r = Command::new("llvm-mc")
        .args([
            "-triple=amdgcn-amd-amdhsa",
            "-mcpu=gfx900",
            "-filetype=obj",
            "examples/asm/call_table.s",
            "-o",
        ])
        .arg(&theirs)
        .current_dir(root())
        .status()
        .expect("llvm-mc must be installed");
    assert!(r.success());
    let dump = |p: &Path| {
        let o = Command::new("llvm-readelf-14")
            .args(["-r", "-x", ".text", "-x", ".rodata"])
            .arg(p)
            .output()
            .expect("llvm-readelf-14 must be installed");
        String::from_utf8_lossy(&o.stdout)
            .lines()
            .filter(|l| l.starts_with("  0x") || l.contains("R_AMDGPU"))
            .map(|l| {
                // Relocation lines name the symbol index; keep offset, type, symbol, addend.
                let f: Vec<&str> = l.split_whitespace().collect();
                if l.contains("R_AMDGPU") {
                    format!("{} {} {}", f[0], f[2], f[4..].join(" "))
                } else {
                    l.to_string()
                }
            })
            .collect::<Vec<_>>()
    };
    assert_eq!(dump(&ours), dump(&theirs));
}

#[test]
fn bad_file_exits_2_with_its_position() {
    let p = tmp("asm_cli_bad.s", "s_nop 0\n  s_mov_b32 s0, (1 +\n");
    let out = gcnjit(&["asm", p.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("asm_cli_bad.s:2:21:"), "{err}");
    assert!(out.stdout.is_empty());
}

/// 30,000 parentheses and 100,000 unary minus signs: a clear error, exit 2.
#[test]
fn deep_nesting_is_an_error_not_a_crash() {
    let parens = format!(".set X, {}1{}\n", "(".repeat(30000), ")".repeat(30000));
    let minus = format!("s_mov_b32 s0, {}1\n", "-".repeat(100000));
    for (name, text) in [("asm_cli_parens.s", parens), ("asm_cli_minus.s", minus)] {
        let p = tmp(name, &text);
        let out = gcnjit(&["asm", p.to_str().unwrap()]);
        assert_eq!(out.status.code(), Some(2), "{name}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains("nests too deeply"), "{name}: {err}");
        assert!(err.contains(&format!("{name}:1:")), "{name}: {err}");
    }
}

/// `.include` finds files through `-I`.
#[test]
fn include_dir_option() {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("asm_cli_inc");
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("v.inc"), ".set V, 5\n").unwrap();
    let p = tmp("asm_cli_include.s", ".include \"v.inc\"\ns_mov_b32 s0, V\n");
    let out = gcnjit(&["asm", p.to_str().unwrap(), "-I", dir.to_str().unwrap()]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    // s_mov_b32 s0, 5: inline constant 133 (llvm-mc: [0x85,0x00,0x80,0xbe]).
    assert_eq!(String::from_utf8_lossy(&out.stdout), "be800085\n");
    let out = gcnjit(&["asm", p.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(2));
}

/// `disasm` of an object written by `asm -o` prints labels from its symbols.
#[test]
fn disasm_of_an_object_prints_its_symbols() {
    let o = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("call_table.labels.o");
    let out = gcnjit(&[
        "asm",
        "examples/asm/call_table.s",
        "-o",
        o.to_str().unwrap(),
    ]);
    assert!(out.status.success());
    let out = gcnjit(&["disasm", o.to_str().unwrap(), "--arch", "gfx9"]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let lines: Vec<&str> = text.lines().collect();
    // A header line, the section line, then main's label first in .text.
    let m = lines.iter().position(|l| *l == "main:").expect("label");
    assert_eq!(lines[m - 1], "// section .text at 0x0", "{text}");
    assert!(lines[m + 1].contains("// 000000:"), "{text}");
    // triple_plus is at 0x80 (.p2align 6 after the 0x48 bytes of main).
    let i = lines
        .iter()
        .position(|l| *l == "triple_plus:")
        .expect("label");
    assert!(lines[i + 1].contains("// 000080:"), "{text}");
}

/// `disasm` of plain words with vector instructions in the middle prints them
/// as `.long` words (with their family) and goes on, and its text assembles
/// back to the same bytes. The words come from llvm-mc and llvm-objcopy.
#[test]
fn disasm_of_words_with_vector_instructions_round_trips() {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR"));
    let s = tmp(
        "mixed_vector.s",
        "s_mov_b32 s0, 0x12345\nv_mov_b32 v0, s0\ns_cbranch_scc0 end\n\
         global_load_dword v1, v[2:3], off\nv_add_u32 v1, v1, v0\n\
         s_add_u32 s1, s0, 1\nend:\ns_endpgm\n",
    );
    let o = dir.join("mixed_vector.o");
    let bin = dir.join("mixed_vector.bin");
    let ok = Command::new("llvm-mc")
        .args(["-arch=amdgcn", "-mcpu=gfx900", "-filetype=obj"])
        .arg(&s)
        .arg("-o")
        .arg(&o)
        .status()
        .expect("llvm-mc must be installed");
    assert!(ok.success());
    let ok = Command::new("llvm-objcopy")
        .args(["-O", "binary", "--only-section=.text"])
        .arg(&o)
        .arg(&bin)
        .status()
        .expect("llvm-objcopy must be installed");
    assert!(ok.success());
    let out = gcnjit(&["disasm", bin.to_str().unwrap(), "--arch", "gfx9"]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8(out.stdout).unwrap();
    // Hand-checked against llvm-mc's encodings: VOP1 v_mov_b32 is one word,
    // GLOBAL two, VOP2 one; the scalar code around them stays text.
    assert!(
        text.contains("v_mov_b32_e32 v0, s0  // 000008: 7e000200"),
        "{text}"
    );
    assert!(
        text.contains(".long 0xdc508000, 0x017f0002  // 000010: vector GLOBAL"),
        "{text}"
    );
    assert!(
        text.contains("v_add_u32_e32 v1, v1, v0  // 000018: 68020101"),
        "{text}"
    );
    assert!(
        text.contains("s_add_u32 s1, s0, 1  // 00001c: 80018100"),
        "{text}"
    );
    assert!(text.contains("s_cbranch_scc0 L_000020"), "{text}");
    let back = tmp("mixed_vector.dis.s", &text);
    let re = dir.join("mixed_vector.re.bin");
    let out = gcnjit(&[
        "asm",
        back.to_str().unwrap(),
        "--arch",
        "gfx9",
        "-o",
        re.to_str().unwrap(),
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(std::fs::read(&re).unwrap(), std::fs::read(&bin).unwrap());
}

/// A word with bits the hardware ignores (docs/isa.md §11) disassembles to
/// llvm-mc's text for it (`llvm-mc --disassemble -mcpu=fiji` prints
/// `s_getpc_b64 s[4:5]` for be841c05) with a comment saying so.
#[test]
fn disasm_marks_ignored_bits() {
    let bin = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("ignored_bits.bin");
    let words: Vec<u8> = [0xbe841c05u32, 0xbf810000]
        .iter()
        .flat_map(|w| w.to_le_bytes())
        .collect();
    std::fs::write(&bin, words).unwrap();
    let out = gcnjit(&["disasm", bin.to_str().unwrap(), "--arch", "gfx8"]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(
        text.starts_with("s_getpc_b64 s[4:5]  // 000000: be841c05  // ignored bits set (SSRC0)\n"),
        "{text}"
    );
}
