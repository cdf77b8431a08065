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
//! required: no skip without them. The gfx906 files (`v_fmac_f32`) are
//! assembled for gfx906's processor features (docs/isa.md, "Processor
//! features (gfx906)").

#[path = "common/objects.rs"]
mod objects;

use gcnjit::asm::{assemble_object, elf, Options};
use std::path::{Path, PathBuf};
use std::process::Command;

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

/// Compares one file; `None` when both objects agree.
fn check(path: &Path) -> Option<String> {
    let cpu = cpu_of(path);
    let theirs = match llvm_mc(llvm_mc_for(path), path, &cpu) {
        Ok(b) => objects::describe(&b),
        Err(e) => return Some(format!("{}: llvm-mc rejects it: {e}", path.display())),
    };
    let text = std::fs::read_to_string(path).unwrap();
    let ours = match gcnjit(path, &text, &cpu) {
        Ok(b) => objects::describe(&b),
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
