//! The assembler against llvm-mc 14 on whole files (`tests/asm_files/`).
//!
//! - Every `*.s` in `tests/asm_files/` is assembled by `llvm-mc -filetype=obj`
//!   and by gcnjit; both objects are read with the `object` crate and compared:
//!   ELF header fields, every content section (name, type, flags, alignment,
//!   entry size, bytes), every symbol (name, section, value, size, type,
//!   binding, visibility) and every relocation (section, offset, type, target,
//!   addend). The first line names the processor: `; mcpu: gfx900`.
//!   A file marked `; gcnjit: abs32-lo-hi` uses `sym@abs32@lo/hi`: llvm-mc 14
//!   types those relocations R_AMDGPU_ABS32, gcnjit R_AMDGPU_ABS32_LO/_HI as
//!   LLVM intends (docs/assembler.md); only that difference is allowed.
//! - Every `*.s` in `tests/asm_files/fail/` must be rejected: its first lines
//!   give the processor and `; error: LINE:COL: TEXT` (the position llvm-mc
//!   reports and a word gcnjit's message must contain); llvm-mc's own message
//!   is recorded in a `; llvm-mc:` comment and checked to fail too.
//!
//! llvm-mc must be installed: these tests fail (never skip) without it.

#[path = "common/objects.rs"]
mod objects;

use gcnjit::asm::{assemble_object, elf, Options};
use object::{Object, ObjectSection};
use objects::describe;
use std::path::{Path, PathBuf};
use std::process::Command;

fn dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/asm_files")
}

fn header(text: &str, key: &str) -> Option<String> {
    text.lines().take(8).find_map(|l| {
        l.trim()
            .strip_prefix(&format!("; {key}:"))
            .map(|v| v.trim().to_string())
    })
}

fn llvm_mc(path: &Path, cpu: &str) -> Result<Vec<u8>, String> {
    let out = std::env::temp_dir().join(format!(
        "gcnjit-asmfile-{}-{}.o",
        std::process::id(),
        path.file_stem().unwrap().to_string_lossy()
    ));
    let r = Command::new("llvm-mc")
        .args([
            "-triple=amdgcn-amd-amdhsa",
            &format!("-mcpu={cpu}"),
            "-filetype=obj",
        ])
        .arg("-I")
        .arg(dir().join("inc"))
        .arg(path)
        .arg("-o")
        .arg(&out)
        .output()
        .expect("llvm-mc must be installed (apt-get install llvm-14)");
    if !r.status.success() {
        return Err(String::from_utf8_lossy(&r.stderr).into_owned());
    }
    let b = std::fs::read(&out).unwrap();
    let _ = std::fs::remove_file(&out);
    Ok(b)
}

fn gcnjit(path: &Path, cpu: &str) -> Result<Vec<u8>, gcnjit::asm::AsmError> {
    let text = std::fs::read_to_string(path).unwrap();
    let opts = Options {
        arch: cpu.parse().unwrap(),
        cpu: Some(cpu.to_string()),
        include_dirs: vec![dir().join("inc")],
        path: Some(path.to_path_buf()),
        ..Default::default()
    };
    let obj = assemble_object(&text, &opts)?;
    Ok(elf::write(&obj).unwrap())
}

fn files(d: &Path) -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = std::fs::read_dir(d)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "s"))
        .collect();
    v.sort();
    v
}

#[test]
fn every_file_matches_llvm_mc() {
    let list = files(&dir());
    assert!(
        list.len() >= 60,
        "only {} files in tests/asm_files",
        list.len()
    );
    let mut failures = Vec::new();
    for path in &list {
        let text = std::fs::read_to_string(path).unwrap();
        let cpu = header(&text, "mcpu")
            .unwrap_or_else(|| panic!("{}: no `; mcpu:` line", path.display()));
        let theirs = match llvm_mc(path, &cpu) {
            Ok(b) => describe(&b),
            Err(e) => {
                failures.push(format!("{}: llvm-mc rejects it: {e}", path.display()));
                continue;
            }
        };
        let ours = match gcnjit(path, &cpu) {
            Ok(b) => describe(&b),
            Err(e) => {
                failures.push(format!("{}: gcnjit rejects it: {e}", path.display()));
                continue;
            }
        };
        let lohi = text.contains("; gcnjit: abs32-lo-hi");
        let theirs: Vec<String> = theirs
            .into_iter()
            .map(|l| {
                if !lohi || !l.contains(" type=6 ") {
                    return l;
                }
                // Take our LO/HI type at the same place, if that is all that differs.
                let lo = l.replace(" type=6 ", " type=1 ");
                let hi = l.replace(" type=6 ", " type=2 ");
                if ours.contains(&lo) {
                    lo
                } else if ours.contains(&hi) {
                    hi
                } else {
                    l
                }
            })
            .collect();
        let mut theirs = theirs;
        theirs.sort();
        if theirs != ours {
            failures.push(objects::difference(path, &theirs, &ours));
        }
    }
    objects::assert_all_agree(&failures, list.len());
}

#[test]
fn every_bad_file_is_rejected_where_llvm_mc_rejects_it() {
    let list = files(&dir().join("fail"));
    assert!(
        list.len() >= 40,
        "only {} files in tests/asm_files/fail",
        list.len()
    );
    let mut failures = Vec::new();
    for path in &list {
        let text = std::fs::read_to_string(path).unwrap();
        let cpu = header(&text, "mcpu")
            .unwrap_or_else(|| panic!("{}: no `; mcpu:` line", path.display()));
        let want = header(&text, "error")
            .unwrap_or_else(|| panic!("{}: no `; error:` line", path.display()));
        assert!(
            header(&text, "llvm-mc").is_some(),
            "{}: no `; llvm-mc:` line",
            path.display()
        );
        let (pos, word) = want.split_once(' ').unwrap_or((&want, ""));
        let (line, col) = pos.trim_end_matches(':').split_once(':').unwrap();
        let (line, col): (usize, usize) = (line.parse().unwrap(), col.parse().unwrap());
        if llvm_mc(path, &cpu).is_ok() && !text.contains("; llvm-mc: accepts") {
            failures.push(format!("{}: llvm-mc accepts it", path.display()));
        }
        match gcnjit(path, &cpu) {
            Ok(_) => failures.push(format!("{}: gcnjit accepts it", path.display())),
            Err(e) => {
                if e.line != line || e.col != col || !e.message.contains(word.trim()) {
                    failures.push(format!(
                        "{}: gcnjit says {}:{}: {}, expected {line}:{col} naming `{}`",
                        path.display(),
                        e.line,
                        e.col,
                        e.message,
                        word.trim()
                    ));
                }
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} files:\n{}",
        failures.len(),
        list.len(),
        failures.join("\n")
    );
}

fn assemble_gfx9(src: &str) -> Result<gcnjit::asm::Object, gcnjit::asm::AsmError> {
    assemble_object(
        src,
        &Options {
            arch: gcnjit::Arch::Gfx9,
            ..Default::default()
        },
    )
}

/// Where llvm-mc 14 crashes or hangs, gcnjit gives a clear error (these cases
/// are not run through llvm-mc: `.set X, 1/0` aborts it, and `.p2align` in
/// code after a data byte never returns).
#[test]
fn llvm_mc_crashes_are_errors_here() {
    let e = assemble_gfx9(".set X, 1/0\n").unwrap_err();
    assert_eq!((e.line, e.col), (1, 10), "{e}");
    assert!(e.message.contains("division by zero"), "{e}");
    let e = assemble_gfx9("s_nop 0\n.byte 1\n.p2align 3\n").unwrap_err();
    assert_eq!((e.line, e.col), (3, 1), "{e}");
    assert!(e.message.contains("whole number of dwords"), "{e}");
}

/// llvm-mc 14 turns an operand naming a `.set` symbol defined further down into
/// a PC-relative relocation against nothing; LLVM means the symbol's value.
/// gcnjit stores the value: `s_mov_b32 s0, LATER` is the literal form
/// 0xbe8000ff followed by 0x1234 (the literal form llvm-mc chose as well).
#[test]
fn later_set_symbol_operand_is_its_value() {
    let o = assemble_gfx9("s_mov_b32 s0, LATER\nLATER = 0x1234\n").unwrap();
    let t = &o.sections[o.section(".text").unwrap()];
    assert_eq!(t.data, [0xff, 0x00, 0x80, 0xbe, 0x34, 0x12, 0x00, 0x00]);
    assert!(t.relocs.is_empty());
}

/// Printing words resolves in-file relocations as ld.lld does: for a call
/// sequence within .text, ld.lld -shared of llvm-mc's object gives the same
/// PC-relative literals (S + A - P) whatever the load address, because caller
/// and callee move together.
#[test]
fn printed_words_match_ld_lld_for_a_call_in_text() {
    let src = "s_getpc_b64 s[4:5]\ns_add_u32 s4, s4, f@rel32@lo+4\ns_addc_u32 s5, s5, f@rel32@hi+12\ns_swappc_b64 s[30:31], s[4:5]\ns_endpgm\n.p2align 6\nf: s_setpc_b64 s[30:31]\n";
    let dir = std::env::temp_dir();
    let s = dir.join(format!("gcnjit-lld-{}.s", std::process::id()));
    let o = dir.join(format!("gcnjit-lld-{}.o", std::process::id()));
    let so = dir.join(format!("gcnjit-lld-{}.so", std::process::id()));
    std::fs::write(&s, src).unwrap();
    let ok = Command::new("llvm-mc")
        .args(["-triple=amdgcn-amd-amdhsa", "-mcpu=gfx900", "-filetype=obj"])
        .arg(&s)
        .arg("-o")
        .arg(&o)
        .status()
        .expect("llvm-mc must be installed");
    assert!(ok.success());
    let ok = Command::new("ld.lld-14")
        .arg("-shared")
        .arg(&o)
        .arg("-o")
        .arg(&so)
        .status()
        .expect("ld.lld-14 must be installed");
    assert!(ok.success());
    let linked = std::fs::read(&so).unwrap();
    let f = object::File::parse(&*linked).unwrap();
    let theirs = f.section_by_name(".text").unwrap().data().unwrap().to_vec();
    let words = gcnjit::isa::asm::assemble_words(gcnjit::Arch::Gfx9, src, 0).unwrap();
    let ours: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
    assert_eq!(ours, theirs);
}

/// A symbol the file does not define cannot be resolved when printing words.
#[test]
fn undefined_symbol_in_words_names_it() {
    let e = gcnjit::isa::asm::assemble_words(
        gcnjit::Arch::Gfx9,
        "s_nop 0\ns_add_u32 s0, s0, ext@rel32@lo\n",
        0,
    )
    .unwrap_err();
    assert_eq!((e.line, e.col), (2, 19), "{e}");
    assert!(e.message.contains("`ext`"), "{e}");
}

/// Why `.file N`, `.loc` and `.cfi_*` are refused (tests/asm_files/fail/): for
/// them llvm-mc writes DWARF sections gcnjit does not produce, so accepting
/// them would give an object that differs from llvm-mc's.
#[test]
fn debug_directives_make_llvm_mc_write_sections_gcnjit_refuses() {
    let cases = [
        (".file 1 \"a.c\"\n.loc 1 3 0\ns_endpgm\n", ".debug_line"),
        ("f:\n.cfi_startproc\ns_endpgm\n.cfi_endproc\n", ".eh_frame"),
        (
            ".cfi_sections .debug_frame\nf:\n.cfi_startproc\ns_endpgm\n.cfi_endproc\n",
            ".debug_frame",
        ),
    ];
    let dir = std::env::temp_dir();
    for (i, (src, section)) in cases.iter().enumerate() {
        let s = dir.join(format!("gcnjit-dbg-{}-{i}.s", std::process::id()));
        std::fs::write(&s, src).unwrap();
        let bytes = llvm_mc(&s, "gfx900").expect("llvm-mc accepts it");
        let _ = std::fs::remove_file(&s);
        let f = object::File::parse(&*bytes).unwrap();
        assert!(
            f.section_by_name(section).is_some(),
            "llvm-mc wrote no {section} for {src:?}"
        );
        let e = assemble_gfx9(src).expect_err("gcnjit must refuse it");
        assert!(
            e.message.contains("not supported") && e.line <= 2,
            "{src:?}: {e}"
        );
    }
}
