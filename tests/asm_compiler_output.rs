//! Compiler output assembles to the object llvm-mc writes for it.
//!
//! Every `-S` file of tests/kernels/obj (clang-14, clang-15 with the device
//! libraries and hipcc output for tahiti, hawaii, gfx803, gfx900 and gfx906:
//! `.amdhsa_kernel` blocks, `.amdgpu_metadata`, vector and scalar code) is
//! assembled by `gcnjit asm -o` and by llvm-mc (llvm-mc 14 for clang-14's
//! files, llvm-mc-15 for clang-15's and hipcc's, whose dialect is LLVM 15's);
//! the objects must agree in everything tests/common/objects.rs compares:
//! header, section bytes, symbols, relocations, notes and the `.llvm_addrsig`
//! section. docs/assembler.md, "Compiler output". LLVM 14 and 15 are
//! required: no skip without them.
//!
//! The gfx906 files of [`GFX906_PENDING`] use `v_fmac_f32`, which gcnjit's
//! assembler does not have yet: each must be refused for that instruction
//! only, and the rest of the file must match: its gfx906-only instructions
//! are replaced by the bytes llvm-mc-15 encodes them to, and the result is
//! compared with llvm-mc-15's object of the file as it is.

#[path = "common/objects.rs"]
mod objects;

use gcnjit::asm::{assemble_object, elf, Options};
use std::path::{Path, PathBuf};
use std::process::Command;

/// gfx906 files that use gfx906-only instructions (`v_fmac_f32`,
/// `v_fma_mix*`, `v_dot*`) the assembler does not have yet; once it has them
/// the test asks for the file to leave this list.
const GFX906_PENDING: &[&str] = &[
    "f32_math.gfx906.s",
    "matmul2d.gfx906.s",
    "saxpy.gfx906.s",
    "sgemm.gfx906.s",
    "struct_arg.gfx906.s",
    "vec4.gfx906.s",
];

/// The gfx906-only mnemonics [`GFX906_PENDING`] is about.
fn gfx906_only(mnemonic: &str) -> bool {
    ["v_fmac_f32", "v_fma_mix", "v_dot"]
        .iter()
        .any(|p| mnemonic.starts_with(p))
}

fn kernels() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/kernels/obj")
}

/// The processor the file was compiled for, from its name (`NAME.CPU.s`).
fn cpu_of(path: &Path) -> String {
    let stem = path.file_stem().unwrap().to_string_lossy().to_string();
    stem.rsplit('.').next().unwrap().to_string()
}

/// clang-14's files are the `cl14/` kernels; the rest came from LLVM 15.
fn llvm_mc_for(path: &Path) -> &'static str {
    let name = path.file_name().unwrap().to_string_lossy().to_string();
    if name.starts_with("builtin_") {
        "llvm-mc"
    } else {
        "llvm-mc-15"
    }
}

fn llvm_mc(tool: &str, path: &Path, cpu: &str) -> Result<Vec<u8>, String> {
    let out = std::env::temp_dir().join(format!(
        "gcnjit-cc-{}-{}.o",
        std::process::id(),
        path.file_name().unwrap().to_string_lossy()
    ));
    let r = Command::new(tool)
        .args([
            "-triple=amdgcn-amd-amdhsa",
            &format!("-mcpu={cpu}"),
            "-filetype=obj",
        ])
        .arg(path)
        .arg("-o")
        .arg(&out)
        .output()
        .unwrap_or_else(|_| panic!("{tool} must be installed (llvm-14, llvm-15)"));
    if !r.status.success() {
        return Err(String::from_utf8_lossy(&r.stderr).into_owned());
    }
    let b = std::fs::read(&out).unwrap();
    let _ = std::fs::remove_file(&out);
    Ok(b)
}

fn gcnjit(path: &Path, text: &str, cpu: &str) -> Result<Vec<u8>, String> {
    let opts = Options {
        arch: cpu.parse().map_err(|e| format!("{e:?}"))?,
        cpu: Some(cpu.to_string()),
        path: Some(path.to_path_buf()),
        ..Default::default()
    };
    let obj = assemble_object(text, &opts).map_err(|e| e.to_string())?;
    elf::write(&obj).map_err(|e| e.to_string())
}

/// `text` with each line holding a gfx906-only instruction replaced by a
/// `.byte` line of the encoding llvm-mc-15 gives it (`GFX906_PENDING`).
fn with_gfx906_bytes(path: &Path, text: &str) -> String {
    let lines: Vec<&str> = text.lines().collect();
    let picked: Vec<usize> = (0..lines.len())
        .filter(|&i| {
            let m = lines[i].split_whitespace().next().unwrap_or("");
            gfx906_only(m)
        })
        .collect();
    assert!(
        !picked.is_empty(),
        "{}: no gfx906-only instruction",
        path.display()
    );
    let src: String = picked.iter().map(|&i| format!("{}\n", lines[i])).collect();
    let tmp = std::env::temp_dir().join(format!(
        "gcnjit-cc-{}-enc-{}",
        std::process::id(),
        path.file_name().unwrap().to_string_lossy()
    ));
    std::fs::write(&tmp, src).unwrap();
    let r = Command::new("llvm-mc-15")
        .args([
            "-triple=amdgcn-amd-amdhsa",
            "-mcpu=gfx906",
            "-show-encoding",
        ])
        .arg(&tmp)
        .output()
        .expect("llvm-mc-15 must be installed (llvm-15)");
    let _ = std::fs::remove_file(&tmp);
    assert!(r.status.success(), "{}", String::from_utf8_lossy(&r.stderr));
    let enc: Vec<String> = String::from_utf8_lossy(&r.stdout)
        .lines()
        .filter_map(|l| {
            l.split_once("encoding: [")
                .map(|(_, b)| b.trim_end_matches(']').to_string())
        })
        .collect();
    assert_eq!(
        enc.len(),
        picked.len(),
        "{}: llvm-mc-15 encodings",
        path.display()
    );
    let mut out: Vec<String> = lines.iter().map(|l| l.to_string()).collect();
    for (&i, bytes) in picked.iter().zip(&enc) {
        out[i] = format!("\t.byte {bytes}");
    }
    out.join("\n") + "\n"
}

/// Compares one file; `None` when both objects agree.
fn check(path: &Path) -> Option<String> {
    let name = path.file_name().unwrap().to_string_lossy().to_string();
    let cpu = cpu_of(path);
    let theirs = match llvm_mc(llvm_mc_for(path), path, &cpu) {
        Ok(b) => objects::describe(&b),
        Err(e) => return Some(format!("{}: llvm-mc rejects it: {e}", path.display())),
    };
    let text = std::fs::read_to_string(path).unwrap();
    let pending = GFX906_PENDING.contains(&name.as_str());
    let ours = match gcnjit(path, &text, &cpu) {
        Ok(_) if pending => {
            return Some(format!(
                "{name}: gcnjit assembles it now: remove it from GFX906_PENDING"
            ))
        }
        Ok(b) => objects::describe(&b),
        Err(e) if pending => {
            let at = e.split(':').next().and_then(|l| l.parse::<usize>().ok());
            let line = at
                .and_then(|l| text.lines().nth(l.checked_sub(1)?))
                .unwrap_or("");
            if !gfx906_only(line.split_whitespace().next().unwrap_or("")) {
                return Some(format!("{name}: refused for another reason: {e}"));
            }
            match gcnjit(path, &with_gfx906_bytes(path, &text), &cpu) {
                Ok(b) => objects::describe(&b),
                Err(e) => return Some(format!("{name}: gcnjit rejects it: {e}")),
            }
        }
        Err(e) => return Some(format!("{}: gcnjit rejects it: {e}", path.display())),
    };
    if theirs == ours {
        return None;
    }
    Some(objects::difference(path, &theirs, &ours))
}

#[test]
fn compiler_output_assembles_as_llvm_mc_does() {
    let mut list: Vec<PathBuf> = std::fs::read_dir(kernels())
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "s"))
        .collect();
    list.sort();
    assert!(list.len() >= 130, "the kernel corpus is missing");
    for name in GFX906_PENDING {
        assert!(
            list.iter().any(|p| p.ends_with(name)),
            "{name} (GFX906_PENDING) is not in the corpus"
        );
    }
    // Two workers: llvm-mc's start-up is most of the time.
    let (even, odd): (Vec<_>, Vec<_>) = list.iter().enumerate().partition(|(i, _)| i % 2 == 0);
    let run = |part: Vec<(usize, &PathBuf)>| -> Vec<String> {
        part.into_iter().filter_map(|(_, p)| check(p)).collect()
    };
    let mut failures = std::thread::scope(|s| {
        let h = s.spawn(|| run(odd));
        let mut v = run(even);
        v.extend(h.join().unwrap());
        v
    });
    failures.sort();
    objects::assert_all_agree(&failures, list.len());
}
