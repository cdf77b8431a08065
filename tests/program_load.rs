//! Program loading from every format docs/cli.md lists: assembly, raw words, hex
//! words, and an ELF code object made by llvm-mc (the oracle for the words).

use gcnjit::{Arch, Program};
use std::process::Command;

const TEXT: &str = "s_mov_b32 s0, 0x12345\ns_add_u32 s1, s0, 7\ns_endpgm\n";
/// llvm-mc -arch=amdgcn -mcpu=gfx900 --show-encoding of TEXT.
const WORDS: [u32; 4] = [0xbe8000ff, 0x00012345, 0x80018700, 0xbf810000];

fn tmp(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("gcnjit-load-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir.join(name)
}

#[test]
fn loads_assembly_bin_and_hex() {
    let s = tmp("p.s");
    std::fs::write(&s, TEXT).unwrap();
    assert_eq!(
        Program::load(s.to_str().unwrap(), Arch::Gfx9, 0)
            .unwrap()
            .words,
        WORDS
    );

    let bin = tmp("p.bin");
    let bytes: Vec<u8> = WORDS.iter().flat_map(|w| w.to_le_bytes()).collect();
    std::fs::write(&bin, bytes).unwrap();
    assert_eq!(
        Program::load(bin.to_str().unwrap(), Arch::Gfx9, 0)
            .unwrap()
            .words,
        WORDS
    );

    let hex = tmp("p.hex");
    std::fs::write(
        &hex,
        "0xbe8000ff 00012345 // comment\n80018700\n  bf810000\n",
    )
    .unwrap();
    let p = Program::load(hex.to_str().unwrap(), Arch::Gfx9, 0x100).unwrap();
    assert_eq!((p.words.as_slice(), p.base), (&WORDS[..], 0x100));
}

#[test]
fn bad_files_name_the_problem() {
    let bin = tmp("odd.bin");
    std::fs::write(&bin, [1u8, 2, 3]).unwrap();
    let e = Program::load(bin.to_str().unwrap(), Arch::Gfx9, 0)
        .unwrap_err()
        .to_string();
    assert!(e.contains("odd.bin") && e.contains("3 bytes"), "{e}");
    let hex = tmp("bad.hex");
    std::fs::write(&hex, "be800000 xyz\n").unwrap();
    let e = Program::load(hex.to_str().unwrap(), Arch::Gfx9, 0)
        .unwrap_err()
        .to_string();
    assert!(e.contains("line 1") && e.contains("xyz"), "{e}");
    let e = Program::load("/nonexistent/x.s", Arch::Gfx9, 0)
        .unwrap_err()
        .to_string();
    assert!(e.contains("/nonexistent/x.s"), "{e}");
}

#[test]
fn loads_the_text_of_an_llvm_mc_elf_object() {
    let s = tmp("e.s");
    let o = tmp("e.o");
    std::fs::write(&s, TEXT).unwrap();
    let status = Command::new("llvm-mc")
        .args(["-arch=amdgcn", "-mcpu=gfx900", "-filetype=obj", "-o"])
        .arg(&o)
        .arg(&s)
        .status()
        .expect("llvm-mc must be installed (apt-get install llvm-14); .ci/run installs it");
    assert!(status.success());
    // The file name says nothing: the ELF magic decides.
    let p = Program::load(o.to_str().unwrap(), Arch::Gfx9, 0).unwrap();
    assert_eq!(p.words, WORDS);
}
