//! Real code objects, disassembled instruction by instruction against LLVM 14.
//!
//! The kernels of tests/kernels (OpenCL C and HIP, built by
//! scripts/build-kernels with clang-14, clang-15 and hipcc; committed, so CI
//! compiles nothing) and rocRAND's prebuilt code objects:
//! - gfx8 and gfx9 (gfx803, gfx900, gfx906): every instruction
//!   `llvm-objdump-14 -d` prints inside a function symbol decodes
//!   (`decode_code_for` the object's processor, as the hardware reads code)
//!   from the same words to the same text; gfx906's own instructions
//!   (`v_fmac_f32`, `v_fma_mix*` in place of `v_mad_mix*`, `v_dot*`,
//!   `v_xnor_b32`) through its processor features (docs/isa.md, "Processor
//!   features (gfx906)");
//! - gfx6 and gfx7, which LLVM cannot disassemble: the compiler's own `-S`
//!   text, assembled by `llvm-mc --show-encoding`, decodes from its bytes to
//!   the same text.
//!
//! docs/isa.md, "Real code". LLVM 14 is required (CI installs it); without it
//! the test fails, it does not skip.

use gcnjit::isa::decode::{decode_code, decode_code_for};
use gcnjit::isa::Arch;
use gcnjit::Program;

mod llvm_mc;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;

fn kernels() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/kernels/obj")
}

/// Whitespace folded to single spaces, so column padding does not count.
fn norm(s: &str) -> String {
    s.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// `(address, text)` of every instruction llvm-objdump-14 prints.
fn objdump(path: &Path) -> Vec<(u64, String)> {
    let out = Command::new("llvm-objdump-14")
        .arg("-d")
        .arg(path)
        .output()
        .expect("llvm-objdump-14 is needed (apt-get install llvm-14)");
    assert!(out.status.success(), "llvm-objdump-14 failed on {path:?}");
    String::from_utf8_lossy(&out.stdout)
        .lines()
        .filter_map(|l| {
            let l = l.strip_prefix('\t')?;
            let (text, rest) = l.split_once("// ")?;
            let addr = u64::from_str_radix(rest.split(':').next()?.trim(), 16).ok()?;
            Some((addr, norm(text)))
        })
        .collect()
}

/// Mismatches of one gfx8/gfx9 object: `(address, llvm's text, ours)`.
fn compare_object(path: &Path) -> (usize, Vec<(u64, String, String)>) {
    let loaded = Program::load_file(path.to_str().unwrap(), None, 0).expect("load");
    let p = &loaded.program;
    let listing = objdump(path);
    let mut bad = Vec::new();
    for (addr, want) in &listing {
        let i = ((addr - p.base) / 4) as usize;
        let got = match decode_code_for(p.target(), &p.words[i..], *addr) {
            Ok(inst) => norm(&inst.to_string()),
            Err(e) => format!("<{e}>"),
        };
        if &got != want {
            bad.push((*addr, want.clone(), got));
        }
    }
    (listing.len(), bad)
}

/// Every `.co` of a gfx8/gfx9 target (gfx803, gfx900, gfx906) in tests/kernels/obj.
fn gfx89_objects() -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = std::fs::read_dir(kernels())
        .expect("tests/kernels/obj")
        .map(|e| e.unwrap().path())
        .filter(|p| {
            let n = p.file_name().unwrap().to_string_lossy().to_string();
            n.ends_with(".co")
                && [".gfx803.", ".gfx900.", ".gfx906."]
                    .iter()
                    .any(|t| n.contains(t))
        })
        .collect();
    v.sort();
    v
}

fn report(what: &str, total: usize, bad: &[(String, u64, String, String)]) {
    let mut by_mnemonic: BTreeMap<String, usize> = BTreeMap::new();
    for (_, _, want, _) in bad {
        let m = want.split(' ').next().unwrap_or("").to_string();
        *by_mnemonic.entry(m).or_default() += 1;
    }
    let examples: Vec<String> = bad
        .iter()
        .take(40)
        .map(|(f, a, w, g)| format!("{f} 0x{a:x}: llvm `{w}` / gcnjit `{g}`"))
        .collect();
    assert!(
        bad.is_empty(),
        "{what}: {} of {total} instructions differ; by mnemonic: {by_mnemonic:?}\n{}",
        bad.len(),
        examples.join("\n")
    );
}

/// rocRAND's prebuilt code objects, read straight from Debian's
/// `librocrand1` by gcnjit's fat-binary reader (docs/code-objects.md, "Fat
/// binaries"), each written out for llvm-objdump-14.
#[test]
fn rocrand_disassembles_as_llvm_objdump_does() {
    let lib = "/usr/lib/x86_64-linux-gnu/librocrand.so.1";
    let bytes = std::fs::read(lib)
        .unwrap_or_else(|e| panic!("{lib}: {e} (apt-get install librocrand1; .ci/run does)"));
    let fat = gcnjit::code_object::bundle::FatBinary::parse(&bytes).expect("a fat binary");
    let mut total = 0;
    let mut bad = Vec::new();
    for target in ["gfx803", "gfx900", "gfx906"] {
        let entry = fat.select(Some(target)).expect("rocRAND ships it");
        let path =
            std::env::temp_dir().join(format!("gcnjit-rocrand-{}-{target}.co", std::process::id()));
        std::fs::write(&path, fat.bytes(entry)).unwrap();
        let (n, b) = compare_object(&path);
        let _ = std::fs::remove_file(&path);
        eprintln!("rocRAND {target}: {n} instructions, {} differ", b.len());
        total += n;
        bad.extend(
            b.into_iter()
                .map(|(a, w, g)| (format!("rocrand {target}"), a, w, g)),
        );
    }
    assert!(total > 90_000, "only {total} instructions");
    report("rocRAND (gfx803, gfx900, gfx906)", total, &bad);
}

#[test]
fn compiled_kernels_disassemble_as_llvm_objdump_does() {
    let mut total = 0;
    let mut bad = Vec::new();
    let objects = gfx89_objects();
    assert!(objects.len() >= 50, "the kernel corpus is missing");
    for path in &objects {
        let (n, b) = compare_object(path);
        total += n;
        eprintln!("{path:?}: {n} instructions, {} differ", b.len());
        let name = path.file_name().unwrap().to_string_lossy().to_string();
        bad.extend(b.into_iter().map(|(a, w, g)| (name.clone(), a, w, g)));
    }
    report("compiled kernels (gfx8, gfx9)", total, &bad);
}

/// The instruction lines and labels of a compiler `-S` file: what llvm-mc
/// assembles to the kernel's code (directives and metadata dropped).
fn code_lines(s: &str) -> String {
    let mut out = String::new();
    let mut in_text = false;
    for l in s.lines() {
        let t = l.trim();
        if t.starts_with(".text") || t.starts_with(".section\t.text") {
            in_text = true;
        } else if t.starts_with(".section") || t.starts_with(".rodata") {
            in_text = false;
        }
        if !in_text || t.is_empty() || t.starts_with(';') {
            continue;
        }
        let is_label = t.ends_with(':') && !t.contains(' ');
        let is_inst = !t.starts_with('.') && !is_label;
        if is_label || is_inst {
            out.push_str(t);
            out.push('\n');
        }
    }
    out
}

fn show_encoding(cpu: &str, text: &str) -> Vec<(Vec<u32>, String)> {
    use std::io::Write;
    let mut child = Command::new("llvm-mc")
        .args(["-arch=amdgcn", &format!("-mcpu={cpu}"), "--show-encoding"])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("llvm-mc is needed (apt-get install llvm-14)");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(text.as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    assert!(
        out.status.success(),
        "llvm-mc rejected compiler output: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    llvm_mc::parse_encoded(&String::from_utf8_lossy(&out.stdout))
        .into_iter()
        .map(|(words, text)| (words, norm(&text)))
        .collect()
}

#[test]
fn compiled_gfx6_gfx7_kernels_decode_to_the_compiler_text() {
    let mut total = 0;
    let mut bad = Vec::new();
    let mut files: Vec<PathBuf> = std::fs::read_dir(kernels())
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| {
            let n = p.file_name().unwrap().to_string_lossy().to_string();
            n.ends_with(".s") && (n.contains(".tahiti.") || n.contains(".hawaii."))
        })
        .collect();
    files.sort();
    assert!(files.len() >= 40, "the kernel corpus is missing");
    for path in &files {
        let name = path.file_name().unwrap().to_string_lossy().to_string();
        let (cpu, arch) = if name.contains(".tahiti.") {
            ("tahiti", Arch::Gfx6)
        } else {
            ("hawaii", Arch::Gfx7)
        };
        let text = code_lines(&std::fs::read_to_string(path).unwrap());
        for (words, want) in show_encoding(cpu, &text) {
            // A relocated operand (`sym@rel32@lo+4`) is a fixup in llvm-mc's
            // listing, its bytes placeholders: nothing to decode.
            if want.contains('@') {
                continue;
            }
            total += 1;
            // A branch's label is printed by llvm-mc as the label's name.
            let label_branch = want.starts_with("s_cbranch") || want.starts_with("s_branch");
            let got = match decode_code(arch, &words, 0) {
                Ok(inst) if label_branch => {
                    let w = gcnjit::isa::encode(&inst).unwrap();
                    if w == words {
                        continue;
                    }
                    format!("{inst} (re-encodes to {w:x?})")
                }
                Ok(inst) => norm(&inst.to_string()),
                Err(e) => format!("<{e}>"),
            };
            if got != want {
                bad.push((name.clone(), 0, want, got));
            }
        }
    }
    report("compiled kernels (gfx6, gfx7, compiler text)", total, &bad);
}

/// gfx906's compiler `-S` text (which holds `v_fmac_f32`), instruction by
/// instruction: our assembler for the processor (`assemble_for` gfx906)
/// writes the words `llvm-mc -mcpu=gfx906 --show-encoding` writes, and they
/// decode back to llvm-mc's text (docs/isa.md, "Processor features (gfx906)").
#[test]
fn compiled_gfx906_kernel_text_assembles_as_llvm_mc_does() {
    let target = gcnjit::isa::Target::parse("gfx906").unwrap();
    let mut total = 0;
    let mut bad = Vec::new();
    let mut files: Vec<PathBuf> = std::fs::read_dir(kernels())
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.to_string_lossy().ends_with(".gfx906.s"))
        .collect();
    files.sort();
    assert!(files.len() >= 25, "the kernel corpus is missing");
    for path in &files {
        let name = path.file_name().unwrap().to_string_lossy().to_string();
        let text = code_lines(&std::fs::read_to_string(path).unwrap());
        for (words, want) in show_encoding("gfx906", &text) {
            // Relocated operands and branches to labels need the whole file.
            if want.contains('@') || want.starts_with("s_cbranch") || want.starts_with("s_branch") {
                continue;
            }
            total += 1;
            let got = match gcnjit::isa::asm::assemble_for(target, &want, 0) {
                Ok(insts) => match gcnjit::isa::encode_all(&insts) {
                    Ok(w) if w == words => norm(&insts[0].to_string()),
                    other => format!("words {other:x?}"),
                },
                Err(e) => format!("<{e}>"),
            };
            if got != want {
                bad.push((name.clone(), 0, want, got));
            }
        }
    }
    assert!(total > 2000, "only {total} instructions");
    report("compiled kernels (gfx906, compiler text)", total, &bad);
}
