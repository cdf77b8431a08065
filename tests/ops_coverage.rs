//! The audit of the vector unit's per-instruction tests (issue 23, acceptance
//! item 1): every vector opcode the interpreter executes on a generation
//! (`gcnjit ops`: interpreter `exact` or `approximate`, from
//! `isa::matrix::rows`) must appear as an instruction in a hand-checked test
//! source for that generation. The test fails listing every uncovered
//! (generation, mnemonic) pair.
//!
//! What counts as covered:
//! - **Sources.** `tests/programs/*.s` (run by tests/interp_programs.rs against
//!   their `// expect:` lines) and the Rust files of [`RUST_SOURCES`], whose
//!   expected values are derived by hand or from the AMD manuals and LLVM.
//!   The compiled kernel corpus (`tests/kernels/`), LLVM's MC suite data and
//!   the differential tests are not sources: they do not check one
//!   instruction's values.
//! - **Instruction position.** In a `.s` file, the first word of a statement
//!   (after a `label:`; `//` and `;` start comments). In a Rust file, the
//!   first word of a line of a string literal (after leading blanks and a
//!   `label:`; escapes such as `\n` end a line): `"v_add_f32 v0, v1, v2"`,
//!   `"v_rcp_f64"` (a row name handed to a helper that runs it) and
//!   `"s_nop 0\nv_mov_b32 v0, 1"` count; a mnemonic inside a message or
//!   assembled from pieces (`format!("v_cmp_{c}_f32")`) does not.
//! - **Matching.** A word matches the mnemonic itself or the mnemonic followed
//!   by one encoding suffix, `_e32`, `_e64`, `_dpp` or `_sdwa` (the same
//!   opcode in another encoding); nothing else (`v_add_u32` does not cover
//!   `v_add_u32_u24`, nor `ds_add_u32` `ds_add_rtn_u32`).
//! - **Generation.** A `.s` file covers the generations of its `// arch:`
//!   line. A Rust `#[test]` function (not `#[ignore]`d) covers the
//!   generations it names: `Arch::GfxN`, `Arch::ALL` (all four), a string
//!   literal that parses as an `Arch` (`"gfx906"`, `"fiji"`), a file-level
//!   constant whose value names them (`const G9: Arch = Arch::Gfx9;`), or
//!   `arches_of` (tests/vector_run: it runs a row on every generation that
//!   has it). The mnemonics it covers are those of its own string literals
//!   and of the file-level functions and constants it names, transitively
//!   (a table of rows run by a loop, a helper that runs a fixed program).
//!   The unit is the function: one that names gfx6 and gfx9 but runs a row
//!   on gfx9 only still counts it for both, so tests that cover many
//!   generations run each row through `arches_of`.
//!
//! Every executed row is covered today (no exceptions list): a row the
//! interpreter starts to execute needs its test in the same change.

use gcnjit::isa::matrix;
use gcnjit::{Arch, Opcode};
use std::collections::{BTreeMap, BTreeSet, HashMap, HashSet};
use std::path::Path;

/// The Rust test files whose expectations are derived by hand (each file's
/// doc comment says how), relative to `tests/`.
const RUST_SOURCES: &[&str] = &[
    "interp_lds.rs",
    "interp_vgpr_index.rs",
    "interp_vmem_ds.rs",
    "interp_vmem_flat.rs",
    "interp_vmem_format.rs",
    "valu_compare.rs",
    "valu_dpp_sdwa.rs",
    "valu_float.rs",
    "valu_legacy.rs",
    "valu_packed.rs",
    "valu_rows.rs",
    "vmem_access.rs",
    "vmem_atomics.rs",
];

const SUFFIXES: &[&str] = &["_e32", "_e64", "_dpp", "_sdwa"];

/// The mnemonic a word names: the word without one encoding suffix.
fn base(word: &str) -> &str {
    SUFFIXES
        .iter()
        .find_map(|s| word.strip_suffix(s))
        .unwrap_or(word)
}

/// The first word of a statement: leading blanks and a `label:` skipped.
fn statement_word(line: &str) -> Option<&str> {
    let mut rest = line.trim_start();
    let word_end = |s: &str| {
        s.find(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == '.'))
            .unwrap_or(s.len())
    };
    let end = word_end(rest);
    if rest[end..].starts_with(':') && end > 0 {
        rest = rest[end + 1..].trim_start();
    }
    let end = word_end(rest);
    (end > 0).then(|| &rest[..end])
}

/// Which generations have covered which mnemonics.
type Coverage = HashMap<Arch, HashSet<String>>;

fn add(cov: &mut Coverage, arches: &BTreeSet<Arch>, word: &str) {
    for a in arches {
        cov.entry(*a).or_default().insert(base(word).to_string());
    }
}

/// The statements of a tests/programs file under its `// arch:` line.
fn program(text: &str, cov: &mut Coverage) {
    let arches: BTreeSet<Arch> = text
        .lines()
        .filter_map(|l| l.strip_prefix("// arch:"))
        .flat_map(|l| l.split_whitespace().map(|a| a.parse::<Arch>().unwrap()))
        .collect();
    assert!(!arches.is_empty(), "a program without an arch line");
    for line in text.lines() {
        let code = line.split("//").next().unwrap().split(';').next().unwrap();
        if let Some(w) = statement_word(code) {
            add(cov, &arches, w);
        }
    }
}

/// The string literals of Rust source `text` (comments skipped), unescaped
/// enough for statement positions: `\n`, `\t` and a line continuation end a
/// line.
fn string_literals(text: &str) -> Vec<String> {
    let b = text.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < b.len() {
        match b[i] {
            b'/' if b.get(i + 1) == Some(&b'/') => {
                while i < b.len() && b[i] != b'\n' {
                    i += 1;
                }
            }
            b'\'' => {
                // A char literal ('x', '\n', '"') or a lifetime.
                if b.get(i + 1) == Some(&b'\\') {
                    i += 2;
                    while i < b.len() && b[i] != b'\'' {
                        i += 1;
                    }
                    i += 1;
                } else if b.get(i + 2) == Some(&b'\'') {
                    i += 3;
                } else {
                    i += 1;
                }
            }
            b'r' if matches!(b.get(i + 1), Some(b'"' | b'#'))
                && (i == 0 || !(b[i - 1].is_ascii_alphanumeric() || b[i - 1] == b'_')) =>
            {
                let hashes = b[i + 1..].iter().take_while(|&&c| c == b'#').count();
                let start = i + 1 + hashes + 1;
                let close = format!("\"{}", "#".repeat(hashes));
                let end = text[start..].find(&close).map_or(b.len(), |e| start + e);
                out.push(text[start..end].to_string());
                i = end + close.len();
            }
            b'"' => {
                let mut s = String::new();
                i += 1;
                while i < b.len() && b[i] != b'"' {
                    if b[i] == b'\\' && i + 1 < b.len() {
                        let c = b[i + 1];
                        s.push(if matches!(c, b'n' | b't' | b'\n') {
                            '\n'
                        } else {
                            c as char
                        });
                        i += 2;
                    } else {
                        s.push(b[i] as char);
                        i += 1;
                    }
                }
                out.push(s);
                i += 1;
            }
            _ => i += 1,
        }
    }
    out
}

/// Top-level items of a Rust file: (first line, text), split at lines that
/// start an item in column 0.
fn items(text: &str) -> Vec<String> {
    const STARTS: &[&str] = &[
        "fn ",
        "pub fn ",
        "#[",
        "const ",
        "static ",
        "mod ",
        "use ",
        "struct ",
        "impl ",
        "enum ",
        "macro_rules!",
        "type ",
    ];
    let mut out: Vec<String> = vec![String::new()];
    for line in text.lines() {
        if STARTS.iter().any(|s| line.starts_with(s)) {
            out.push(String::new());
        }
        let cur = out.last_mut().unwrap();
        cur.push_str(line);
        cur.push('\n');
    }
    out
}

/// The identifiers of `text` (string contents included: harmless here).
fn idents(text: &str) -> HashSet<&str> {
    text.split(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
        .filter(|w| !w.is_empty())
        .collect()
}

/// The generations an item names directly.
fn named_arches(item: &str) -> BTreeSet<Arch> {
    let mut set = BTreeSet::new();
    for (name, arch) in [
        ("Arch::Gfx6", Arch::Gfx6),
        ("Arch::Gfx7", Arch::Gfx7),
        ("Arch::Gfx8", Arch::Gfx8),
        ("Arch::Gfx9", Arch::Gfx9),
    ] {
        if item.contains(name) {
            set.insert(arch);
        }
    }
    if item.contains("Arch::ALL") {
        set.extend(Arch::ALL);
    }
    for s in string_literals(item) {
        if let Ok(a) = s.parse::<Arch>() {
            set.insert(a);
        }
    }
    set
}

/// The statement words of the string literals of `item`.
fn statement_words(item: &str) -> Vec<String> {
    string_literals(item)
        .iter()
        .flat_map(|s| {
            s.lines()
                .filter_map(statement_word)
                .map(String::from)
                .collect::<Vec<_>>()
        })
        .collect()
}

/// The name a top-level item defines (`fn NAME`, `const NAME`, ...).
fn item_name(item: &str) -> Option<String> {
    let head = item.strip_prefix("pub ").unwrap_or(item);
    let rest = ["fn ", "const ", "static "]
        .iter()
        .find_map(|k| head.strip_prefix(k))?;
    Some(
        rest.chars()
            .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
            .collect(),
    )
}

/// A Rust test file: each `#[test]` function (not `#[ignore]`d) covers the
/// words of its string literals on the generations it names, together with
/// those of the file-level functions and constants it names, transitively.
/// Naming `arches_of` (tests/vector_run: the generations that have a
/// mnemonic, each of which the caller runs) stands for every generation.
fn rust_file(text: &str, cov: &mut Coverage) {
    let items = items(text);
    let mut defs: HashMap<String, &str> = HashMap::new();
    for it in &items {
        if let Some(name) = item_name(it) {
            defs.insert(name, it);
        }
    }
    for (i, it) in items.iter().enumerate() {
        let is_test = i > 0 && items[i - 1].starts_with("#[test]");
        let ignored = i > 1 && items[i - 2].starts_with("#[ignore") || it.contains("#[ignore");
        if !is_test || ignored || item_name(it).is_none() {
            continue;
        }
        let (mut arches, mut words) = (BTreeSet::new(), Vec::new());
        let mut seen: HashSet<&str> = HashSet::new();
        let mut todo: Vec<&str> = vec![it];
        while let Some(item) = todo.pop() {
            arches.extend(named_arches(item));
            words.extend(statement_words(item));
            for id in idents(item) {
                if id == "arches_of" {
                    arches.extend(Arch::ALL);
                }
                if let Some(&def) = defs.get(id) {
                    if seen.insert(id) {
                        todo.push(def);
                    }
                }
            }
        }
        for w in &words {
            add(cov, &arches, w);
        }
    }
}

fn coverage() -> Coverage {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests");
    let mut cov = Coverage::new();
    let mut programs: Vec<_> = std::fs::read_dir(dir.join("programs"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "s"))
        .collect();
    programs.sort();
    assert!(!programs.is_empty());
    for p in programs {
        program(&std::fs::read_to_string(p).unwrap(), &mut cov);
    }
    for f in RUST_SOURCES {
        let text = std::fs::read_to_string(dir.join(f)).unwrap_or_else(|e| panic!("{f}: {e}"));
        rust_file(&text, &mut cov);
    }
    cov
}

/// The executed vector rows of each generation, from the fidelity matrix.
fn executed() -> BTreeMap<Arch, Vec<&'static str>> {
    let mut out = BTreeMap::new();
    for arch in Arch::ALL {
        let rows: Vec<&'static str> = matrix::rows(Some(arch))
            .into_iter()
            .filter(|r| r.interpreter != "not-executed")
            .filter(|r| {
                Opcode::from_mnemonic_on(arch, r.mnemonic).is_some_and(|o| o.format().is_vector())
            })
            .map(|r| r.mnemonic)
            .collect();
        out.insert(arch, rows);
    }
    out
}

#[test]
fn every_executed_vector_opcode_has_a_hand_checked_test() {
    let cov = coverage();
    let mut uncovered = Vec::new();
    for (arch, rows) in executed() {
        let have = cov.get(&arch).cloned().unwrap_or_default();
        let missing: Vec<_> = rows.iter().filter(|m| !have.contains(**m)).collect();
        eprintln!(
            "{arch}: {} executed vector opcodes, {} covered",
            rows.len(),
            rows.len() - missing.len()
        );
        uncovered.extend(missing.iter().map(|m| format!("{arch} {m}")));
    }
    assert!(
        uncovered.is_empty(),
        "executed vector opcodes without a hand-checked test ({}):\n{}",
        uncovered.len(),
        uncovered.join("\n")
    );
}

#[test]
fn matching_rules() {
    assert_eq!(base("v_add_f32_e64"), "v_add_f32");
    assert_eq!(base("v_mov_b32_sdwa"), "v_mov_b32");
    assert_eq!(base("v_add_u32_u24"), "v_add_u32_u24");
    assert_eq!(statement_word("  loop: v_mov_b32 v0, 1"), Some("v_mov_b32"));
    let lits =
        string_literals("let c = '\"'; f(\"v_nop\\nv_mov_b32 v0, 1\", r#\"ds_nop\"#); // \"x\"");
    assert_eq!(lits, ["v_nop\nv_mov_b32 v0, 1", "ds_nop"]);
    // A test names G8 and table T; its helper `h` runs a fixed program; an
    // ignored test and a non-test function cover nothing; arches_of stands
    // for every generation.
    let file = r#"const G8: Arch = Arch::Gfx8;
const T: &[&str] = &["v_nop"];
fn h(a: Arch) { run(a, "v_rcp_f32 v0, v1") }
#[test]
fn t() {
    for m in T { run(G8, m) }
    h(G8);
    f("v_exp_f32 v0, v1", format!("v_cmp_{c}_f32"), "lane v_log_f32");
}
#[test]
#[ignore]
fn i() { run(Arch::Gfx8, "v_sin_f32 v0, v1") }
fn helper() { run(Arch::Gfx8, "v_cos_f32 v0, v1") }
#[test]
fn all() { for a in arches_of("v_ceil_f32") { run(a, "v_ceil_f32 v0, v1") } }
"#;
    let mut cov = Coverage::new();
    rust_file(file, &mut cov);
    let got = &cov[&Arch::Gfx8];
    for m in ["v_exp_f32", "v_nop", "v_rcp_f32", "v_ceil_f32"] {
        assert!(got.contains(m), "{m}");
    }
    for m in ["v_log_f32", "v_cmp_lt_f32", "v_sin_f32", "v_cos_f32"] {
        assert!(!got.contains(m), "{m}");
    }
    assert!(Arch::ALL.iter().all(|a| cov[a].contains("v_ceil_f32")));
    assert!(!cov[&Arch::Gfx9].contains("v_nop"));
}
