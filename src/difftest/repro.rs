//! A failing case as files a person can read and rerun: the program as assembly,
//! the initial state as JSON, and the command that reproduces the run.

use super::gen::Case;
use crate::state_json::state_to_json;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};

/// The assembly text of a case, one instruction a line (branch offsets raw, as
/// `gcnjit disasm --no-labels` prints them); a vector word the case's hooks
/// emulate is a `.long`.
pub fn case_asm(case: &Case) -> String {
    let (insts, _) = case.layout();
    let vector: std::collections::HashMap<usize, u32> = case.vector_words().into_iter().collect();
    let mut s = String::new();
    for (k, i) in insts.iter().enumerate() {
        match vector.get(&k) {
            Some(w) => {
                let _ = writeln!(s, "    .long 0x{w:08x} // vector word, emulated by a hook");
            }
            None => {
                let _ = writeln!(s, "    {i}");
            }
        }
    }
    s
}

/// The initial state of a case as state JSON (docs/cli.md), TBA included.
pub fn case_state_json(case: &Case) -> String {
    let (_, wave) = case.layout();
    serde_json::to_string_pretty(&state_to_json(&wave)).unwrap_or_default()
}

/// Writes `<stem>.s`, `<stem>.json` and `<stem>.cmd` into `dir`; `header` lines
/// go at the top of the assembly as comments. Returns the three paths.
pub fn write_case(
    dir: &Path,
    stem: &str,
    case: &Case,
    header: &[String],
) -> std::io::Result<[PathBuf; 3]> {
    std::fs::create_dir_all(dir)?;
    let asm = dir.join(format!("{stem}.s"));
    let json = dir.join(format!("{stem}.json"));
    let cmd = dir.join(format!("{stem}.cmd"));
    let command = format!(
        "gcnjit run {stem}.s --arch {} --state {stem}.json --max-steps {} --engine both --json",
        case.arch, case.max_steps
    );
    let mut text = String::new();
    for h in header {
        for line in h.lines() {
            let _ = writeln!(text, "// {line}");
        }
    }
    let _ = writeln!(text, "// reproduce: {command}");
    text.push_str(&case_asm(case));
    std::fs::write(&asm, text)?;
    std::fs::write(&json, case_state_json(case))?;
    std::fs::write(&cmd, format!("{command}\n"))?;
    Ok([asm, json, cmd])
}
