//! llvm-mc 14 as the oracle of the vector family tests: one process per
//! batch, its `; encoding:` lines parsed back into words. llvm-mc is
//! required (CI installs llvm-14); without it the tests fail, they do not skip.
#![allow(dead_code)] // Each test file uses part of it.

use std::collections::HashMap;
use std::io::Write;
use std::process::{Command, Stdio};

/// The llvm-mc binary: $LLVM_MC, else llvm-mc-14, else llvm-mc.
pub fn llvm_mc() -> String {
    if let Ok(p) = std::env::var("LLVM_MC") {
        return p;
    }
    for c in ["llvm-mc-14", "llvm-mc"] {
        if Command::new(c).arg("--version").output().is_ok() {
            return c.to_string();
        }
    }
    panic!("llvm-mc not found: install llvm-14 (`apt-get install llvm-14`) or set LLVM_MC");
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
    assert!(
        out.status.success() || !out.stdout.is_empty(),
        "llvm-mc failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
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

/// The words as llvm-mc's `--disassemble` input bytes.
pub fn bytes_line(words: &[u32]) -> String {
    words
        .iter()
        .flat_map(|w| w.to_le_bytes())
        .map(|b| format!("0x{b:02x}"))
        .collect::<Vec<_>>()
        .join(",")
}

/// Whitespace-insensitive text.
pub fn squash(s: &str) -> String {
    s.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// Disassembles each word group with llvm-mc (`cpu`): for each group, the
/// text llvm-mc prints for it, or `None` when it rejects the group's first
/// word. llvm-mc's encodings cannot key the answer (it prints the bits it
/// keeps, not the input), so each group is followed by two `s_nop K`
/// (K = group index mod 16) that keep the output in step: after a word it
/// rejects, llvm-mc skips 4 bytes and decodes on from there.
pub fn disassemble(cpu: &str, groups: &[Vec<u32>]) -> Vec<Option<String>> {
    let mut input = String::new();
    for (k, g) in groups.iter().enumerate() {
        let nop = 0xbf80_0000 | (k as u32 & 15);
        let mut w = g.clone();
        w.extend([nop, nop]);
        input += &bytes_line(&w);
        input.push('\n');
    }
    let mcpu = format!("-mcpu={cpu}");
    let (out, _) = run(
        &["-arch=amdgcn", &mcpu, "--disassemble", "--show-encoding"],
        &input,
    );
    let mut segs: Vec<Vec<(Vec<u32>, String)>> = vec![Vec::new()];
    let mut closed = false;
    for (words, text) in parse_encoded(&out) {
        let nop = text
            .strip_prefix("s_nop ")
            .and_then(|n| n.trim().parse::<usize>().ok());
        let k = segs.len() - 1;
        match nop {
            Some(m) if words.len() == 1 => {
                if m != k % 16 {
                    // Groups that printed nothing before this one.
                    while (segs.len() - 1) % 16 != m {
                        segs.push(Vec::new());
                    }
                }
                closed = true;
            }
            _ => {
                if closed {
                    segs.push(Vec::new());
                    closed = false;
                }
                segs.last_mut().unwrap().push((words, text));
            }
        }
    }
    groups
        .iter()
        .enumerate()
        .map(|(k, g)| {
            let seg = segs.get(k)?;
            let (w, t) = seg.first()?;
            (w.len() == g.len() && w[0] == g[0]).then(|| t.clone())
        })
        .collect()
}

/// Assembles each line with llvm-mc (`cpu`): for line k (0-based), its words
/// or `Err(message)`.
pub fn assemble_lines(cpu: &str, lines: &[String]) -> Vec<Result<Vec<u32>, String>> {
    let mcpu = format!("-mcpu={cpu}");
    let text: String = lines.iter().map(|l| format!("{l}\n")).collect();
    let (out, err) = run(&["-arch=amdgcn", &mcpu, "--show-encoding"], &text);
    let mut errors: HashMap<usize, String> = HashMap::new();
    for l in err.lines() {
        if let Some(rest) = l.strip_prefix("<stdin>:") {
            let mut parts = rest.splitn(3, ':');
            if let (Some(n), Some(_), Some(msg)) = (parts.next(), parts.next(), parts.next()) {
                let is_error = msg.trim().starts_with("error");
                if let (true, Ok(n)) = (is_error, n.parse::<usize>()) {
                    errors
                        .entry(n - 1)
                        .or_insert_with(|| msg.trim().to_string());
                }
            }
        }
    }
    let mut enc = parse_encoded(&out).into_iter();
    (0..lines.len())
        .map(|k| match errors.get(&k) {
            Some(e) => Err(e.clone()),
            None => Ok(enc.next().expect("llvm-mc printed fewer encodings").0),
        })
        .collect()
}
