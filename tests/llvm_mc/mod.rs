//! llvm-mc 14 as the oracle of the vector family tests: one process per
//! batch, its `; encoding:` lines parsed back into words. llvm-mc is
//! required (CI installs llvm-14); without it the tests fail, they do not skip.
#![allow(dead_code)] // Each test file uses part of it.

use gcnjit::isa::decode::decode_code;
use gcnjit::isa::{assemble, decode, encode_all, Arch, DecodeErrorKind};
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
/// word (or prints an instruction of another length).
pub fn disassemble(cpu: &str, groups: &[Vec<u32>]) -> Vec<Option<String>> {
    let mcpu = format!("-mcpu={cpu}");
    disassemble_with(&["-arch=amdgcn", &mcpu], groups)
        .into_iter()
        .zip(groups)
        .map(|(a, g)| a.filter(|(n, _)| *n == g.len()).map(|(_, t)| t))
        .collect()
}

/// Disassembles each word group with llvm-mc (`args` name the target): for
/// each group, the length in words and the text of the first instruction
/// llvm-mc prints for it, or `None` when it rejects the group's first word.
/// llvm-mc's encodings cannot key the answer (it prints the bits it keeps,
/// not the input), so each group is followed by two `s_nop 0x3a5K` (K =
/// group index mod 16, an immediate no test writes) that keep the output in
/// step: after a word it rejects, llvm-mc skips 4 bytes and decodes on from
/// there.
pub fn disassemble_with(args: &[&str], groups: &[Vec<u32>]) -> Vec<Option<(usize, String)>> {
    const MARK: usize = 0x3a50;
    let mut input = String::new();
    for (k, g) in groups.iter().enumerate() {
        let nop = 0xbf80_0000 | (MARK as u32 + (k as u32 & 15));
        let mut w = g.clone();
        w.extend([nop, nop]);
        input += &bytes_line(&w);
        input.push('\n');
    }
    let mut all = args.to_vec();
    all.extend(["--disassemble", "--show-encoding"]);
    let (out, _) = run(&all, &input);
    let mut segs: Vec<Vec<(Vec<u32>, String)>> = vec![Vec::new()];
    let mut closed = false;
    for (words, text) in parse_encoded(&out) {
        let nop = text
            .strip_prefix("s_nop 0x")
            .and_then(|n| usize::from_str_radix(n.trim(), 16).ok())
            .and_then(|n| n.checked_sub(MARK))
            .filter(|&m| m < 16);
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
            // llvm-mc prints the bits it keeps, so only the encoding's prefix
            // tells the group's own line from a line for its second word
            // (after llvm-mc rejected the first).
            (w[0] >> 26 == g[0] >> 26).then(|| (w.len(), t.clone()))
        })
        .collect()
}

/// What llvm-mc made of one assembly line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum McLine {
    /// Its words and the text llvm-mc prints.
    Words(Vec<u32>, String),
    /// An encoding with fixups (a symbol's value is not known yet).
    Fixup(String),
    /// The error llvm-mc reports at the line.
    Error(String),
}

/// Assembles each line with llvm-mc (`args` name the target), in one
/// process: llvm-mc reports errors by line number and prints the other
/// lines' encodings in order.
pub fn assemble_each(args: &[&str], lines: &[String]) -> Vec<McLine> {
    let text: String = lines.iter().map(|l| format!("{l}\n")).collect();
    let mut all = args.to_vec();
    all.push("--show-encoding");
    let (out, err) = run(&all, &text);
    let errors = error_lines(&err);
    let mut enc = out.lines().filter_map(|l| {
        let (text, enc) = l.split_once("; encoding: [")?;
        // A fixup's bytes are written `A` (not `0x..`).
        let bytes: Option<Vec<u8>> = enc
            .trim_end_matches(']')
            .split(',')
            .map(|b| u8::from_str_radix(b.trim().strip_prefix("0x")?, 16).ok())
            .collect();
        let text = text.trim().to_string();
        Some(match bytes {
            Some(b) => McLine::Words(
                b.chunks(4)
                    .map(|c| c.iter().rev().fold(0u32, |a, &b| a << 8 | b as u32))
                    .collect(),
                text,
            ),
            None => McLine::Fixup(text),
        })
    });
    let got: Vec<McLine> = (0..lines.len())
        .map(|k| match errors.get(&k) {
            Some(e) => McLine::Error(e.clone()),
            None => enc
                .next()
                .expect("llvm-mc printed fewer encodings than lines"),
        })
        .collect();
    assert!(
        enc.next().is_none(),
        "llvm-mc printed more encodings than lines"
    );
    got
}

/// llvm-mc's `<stdin>:LINE:COL: error: ...` lines: the first error of each
/// line, by 0-based line.
fn error_lines(stderr: &str) -> HashMap<usize, String> {
    let mut errors: HashMap<usize, String> = HashMap::new();
    for l in stderr.lines() {
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
    errors
}

/// Assembles each line with llvm-mc (`cpu`): for line k (0-based), its words
/// and the text llvm-mc prints, or `Err(message)`.
pub fn assemble_lines(cpu: &str, lines: &[String]) -> Vec<Result<(Vec<u32>, String), String>> {
    let mcpu = format!("-mcpu={cpu}");
    let text: String = lines.iter().map(|l| format!("{l}\n")).collect();
    let (out, err) = run(&["-arch=amdgcn", &mcpu, "--show-encoding"], &text);
    let errors = error_lines(&err);
    let mut enc = parse_encoded(&out).into_iter();
    (0..lines.len())
        .map(|k| match errors.get(&k) {
            Some(e) => Err(e.clone()),
            None => Ok(enc.next().expect("llvm-mc printed fewer encodings")),
        })
        .collect()
}

/// What [`check_words`] saw.
#[derive(Debug, Default)]
pub struct Counts {
    /// Decoded (`decode_code`) to llvm-mc's text.
    pub same: usize,
    /// Decoded canonically (`decode`).
    pub canonical: usize,
    /// Rejected by `decode_code`.
    pub rejected: usize,
}

/// The words of each group against llvm-mc's disassembler (`arch` gfx8 or
/// gfx9): what `decode_code` takes, llvm-mc prints with the same text; what
/// it rejects and llvm-mc prints must be `rejected_ok`; what `decode` takes
/// encodes back, and its text assembles (ours and llvm-mc's) to the words.
/// Groups for which `unsent` holds are not given to llvm-mc (it crashes on
/// them) and must be rejected. Returns the mismatches.
pub fn check_words(
    arch: Arch,
    groups: &[Vec<u32>],
    unsent: &dyn Fn(&[u32]) -> bool,
    rejected_ok: &dyn Fn(&DecodeErrorKind) -> bool,
) -> (Vec<String>, Counts) {
    let cpu = arch.llvm_cpu();
    let sent: Vec<Vec<u32>> = groups.iter().filter(|g| !unsent(g)).cloned().collect();
    let mut answers = disassemble(cpu, &sent).into_iter();
    let mut bad = Vec::new();
    let mut n = Counts::default();
    let mut canonical = Vec::new();
    for words in groups {
        let theirs = if unsent(words) {
            None
        } else {
            answers.next().flatten()
        };
        match decode_code(arch, words, 0) {
            Ok(i) => {
                let t = i.to_string();
                match &theirs {
                    Some(l) if squash(l) == squash(&t) => n.same += 1,
                    Some(l) => bad.push(format!("{words:08x?}: ours `{t}`, llvm-mc `{l}`")),
                    None if unsent(words) => bad.push(format!("{words:08x?}: decoded as `{t}`")),
                    None => bad.push(format!("{words:08x?}: we decode `{t}`, llvm-mc does not")),
                }
            }
            Err(e) => {
                n.rejected += 1;
                if let Some(l) = theirs.filter(|_| !rejected_ok(&e.kind)) {
                    bad.push(format!("{words:08x?}: llvm-mc `{l}`, we say {}", e.kind));
                }
            }
        }
        if let Ok(i) = decode(arch, words, 0) {
            n.canonical += 1;
            let t = i.to_string();
            if encode_all(&[i]).ok().as_ref() != Some(words) {
                bad.push(format!("{words:08x?}: `{t}` does not encode back"));
            }
            match assemble(arch, &t, 0).map(|i| encode_all(&i)) {
                Ok(Ok(w)) if &w == words => {}
                other => bad.push(format!("{words:08x?}: our `{t}` assembles to {other:?}")),
            }
            canonical.push((words, t));
        }
    }
    let texts: Vec<String> = canonical.iter().map(|(_, t)| t.clone()).collect();
    for ((words, t), r) in canonical.iter().zip(assemble_lines(cpu, &texts)) {
        match r {
            Ok((w, _)) if &&w == words => {}
            other => bad.push(format!(
                "{words:08x?}: llvm-mc assembles `{t}` to {other:x?}"
            )),
        }
    }
    (bad, n)
}

/// Each line: llvm-mc (`cpu`) and we both reject it, or both assemble it
/// to the same words, which we decode to the text llvm-mc prints. Returns
/// the mismatches.
pub fn check_texts(arch: Arch, cpu: &str, lines: &[String]) -> Vec<String> {
    let mut bad = Vec::new();
    for (t, theirs) in lines.iter().zip(assemble_lines(cpu, lines)) {
        let ours = assemble(arch, t, 0).map(|i| encode_all(&i).unwrap());
        match (&ours, &theirs) {
            (Err(_), Err(_)) => {}
            (Ok(a), Ok((b, want))) if a == b => match decode(arch, a, 0) {
                Ok(i) if squash(&i.to_string()) == squash(want) => {}
                other => bad.push(format!(
                    "`{t}`: llvm-mc prints `{want}`, we decode {other:?}"
                )),
            },
            _ => bad.push(format!("`{t}`: ours {ours:x?}, llvm-mc {theirs:x?}")),
        }
    }
    bad
}
