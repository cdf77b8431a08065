//! llvm-mc 14 as the oracle of the ISA tests: finding it, running it on a
//! batch, reading its `--show-encoding` output. Included by the test files
//! that need it (`#[path = "common/llvm.rs"] mod llvm;`).
#![allow(dead_code)] // Each test file uses a part.

use std::io::Write;
use std::process::{Command, Stdio};

pub fn llvm_mc() -> String {
    if let Ok(p) = std::env::var("LLVM_MC") {
        return p;
    }
    for c in ["llvm-mc-14", "llvm-mc"] {
        if Command::new(c).arg("--version").output().is_ok() {
            return c.to_string();
        }
    }
    panic!(
        "llvm-mc not found: the live cross-check needs llvm-mc 14 (install llvm-14, \
         e.g. `apt-get install llvm-14`, or set LLVM_MC to its path)"
    );
}

/// Runs llvm-mc with `args` on `input`; returns (stdout, stderr).
pub fn run(args: &[&str], input: &str) -> (String, String) {
    let mut child = Command::new(llvm_mc())
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("spawn llvm-mc");
    let mut stdin = child.stdin.take().unwrap();
    let input = input.to_string();
    let writer = std::thread::spawn(move || stdin.write_all(input.as_bytes()));
    let out = child.wait_with_output().expect("llvm-mc output");
    writer.join().unwrap().unwrap();
    (
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// `text ; encoding: [0x.., ...]` lines → (words, text).
pub fn parse_encoded(stdout: &str) -> Vec<(Vec<u32>, String)> {
    stdout
        .lines()
        .filter_map(|l| {
            let (text, enc) = l.split_once("; encoding: [")?;
            let bytes: Vec<u8> = enc
                .trim_end_matches(']')
                .split(',')
                .map(|b| u8::from_str_radix(b.trim().trim_start_matches("0x"), 16).unwrap())
                .collect();
            let words = bytes
                .chunks(4)
                .map(|c| c.iter().rev().fold(0u32, |a, &b| a << 8 | b as u32))
                .collect();
            Some((words, text.trim().to_string()))
        })
        .collect()
}

pub fn bytes_line(words: &[u32]) -> String {
    words
        .iter()
        .flat_map(|w| w.to_le_bytes())
        .map(|b| format!("0x{b:02x}"))
        .collect::<Vec<_>>()
        .join(",")
}

pub fn squash(s: &str) -> String {
    s.split_whitespace().collect::<Vec<_>>().join(" ")
}
