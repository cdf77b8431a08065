//! LLVM 14's own AMDGPU MC tests as data (docs/isa.md, "LLVM's MC tests"):
//! the assembler, error and disassembler tests of `llvm/test/MC/AMDGPU` and
//! `llvm/test/MC/Disassembler/AMDGPU`, fetched by `scripts/llvm-mc-tests`
//! (not part of this repository; without them the test fails).
//!
//! For every RUN line that runs llvm-mc `-arch=amdgcn` on a gfx6-gfx9
//! processor, llvm-mc 14 itself is the oracle, run live (one process per file
//! and processor): every line it assembles, gcnjit assembles to the same
//! words; every line it rejects, gcnjit rejects; every byte line of a
//! disassembler test, gcnjit's `decode_code` prints as llvm-mc prints it (or
//! rejects, as llvm-mc does). The test files' CHECK lines are not read.
//!
//! gcnjit models a generation, not a processor: a case that another
//! processor of the generation treats differently from the reference one
//! (`files::reference_cpu`) is processor-specific and counted, not checked.
//! Cases where gcnjit deliberately differs are in `allow::ALLOWED`, each
//! with its reason.

#[path = "llvm_mc_suite/allow.rs"]
mod allow;
#[path = "llvm_mc_suite/files.rs"]
mod files;
mod llvm_mc;

use files::{Case, Run};
use gcnjit::isa::asm::assemble_words;
use gcnjit::isa::decode::decode_code;
use llvm_mc::{assemble_each, disassemble_with, squash, McLine};
use std::collections::{BTreeMap, HashMap};
use std::path::Path;

/// One difference between gcnjit and llvm-mc 14.
#[derive(Debug)]
pub struct Diff {
    /// File name (`vop1.s`).
    pub file: String,
    /// `-mcpu` of the run.
    pub cpu: String,
    /// The case's line in the file.
    pub line: usize,
    /// The case: assembly text, or the bytes of a disassembler line.
    pub case: String,
    /// What differs.
    pub what: String,
}

/// Counts for the summary.
#[derive(Default)]
struct Tally {
    files: usize,
    runs: usize,
    /// family -> [accepted, rejected, disassembled, disassembler-rejected].
    families: BTreeMap<&'static str, [usize; 4]>,
    /// Why a case was not checked -> count.
    excluded: BTreeMap<String, usize>,
    /// Skipped RUN lines -> count.
    skipped_runs: BTreeMap<String, usize>,
    diffs: Vec<Diff>,
}

impl Tally {
    fn exclude(&mut self, why: String) {
        *self.excluded.entry(why).or_default() += 1;
    }

    fn merge(&mut self, o: Tally) {
        self.files += o.files;
        self.runs += o.runs;
        for (f, c) in o.families {
            let e = self.families.entry(f).or_default();
            for k in 0..4 {
                e[k] += c[k];
            }
        }
        for (w, n) in o.excluded {
            *self.excluded.entry(w).or_default() += n;
        }
        for (w, n) in o.skipped_runs {
            *self.skipped_runs.entry(w).or_default() += n;
        }
        self.diffs.extend(o.diffs);
    }
}

/// llvm-mc's target arguments for a run.
fn target_args(cpu: &str, mattr: &str) -> Vec<String> {
    let mut a = vec!["-arch=amdgcn".to_string()];
    if !cpu.is_empty() {
        a.push(format!("-mcpu={cpu}"));
    }
    if !mattr.is_empty() {
        a.push(format!("-mattr={mattr}"));
    }
    a
}

fn strs(v: &[String]) -> Vec<&str> {
    v.iter().map(|s| s.as_str()).collect()
}

/// Why the run's processor is not the reference: the exclusion's reason.
fn variant_reason(run: &Run) -> String {
    let reference = files::reference_cpu(run.arch);
    if run.cpu == "gfx906" {
        "gfx906-only (its features are added on branch gfx906)".to_string()
    } else if !run.mattr.is_empty() {
        format!(
            "-mattr={} changes it ({}) from {reference}",
            run.mattr, run.cpu
        )
    } else {
        let cpu = if run.cpu.is_empty() {
            "default cpu"
        } else {
            &run.cpu
        };
        format!("processor-specific: {cpu} differs from {reference}")
    }
}

/// Whether the run is the reference processor with no attributes.
fn is_reference(run: &Run) -> bool {
    run.cpu == files::reference_cpu(run.arch) && run.mattr.is_empty()
}

/// llvm-mc's answers for one file, by (cpu, mattr): a file's reference
/// processor is asked once for all its runs.
type Cache<T> = HashMap<(String, String), Vec<T>>;

/// llvm-mc's answers for `lines` under (cpu, mattr), from `cache` or run.
fn answers<'a, T>(
    cache: &'a mut Cache<T>,
    cpu: &str,
    mattr: &str,
    ask: impl FnOnce(&[&str]) -> Vec<T>,
) -> &'a [T] {
    cache
        .entry((cpu.to_string(), mattr.to_string()))
        .or_insert_with(|| ask(&strs(&target_args(cpu, mattr))))
}

/// The assembler cases of one file under one run.
fn check_asm(name: &str, cases: &[Case], run: &Run, cache: &mut Cache<McLine>, t: &mut Tally) {
    let lines: Vec<String> = cases.iter().map(|c| c.text.clone()).collect();
    let reference = (!is_reference(run)).then(|| {
        answers(cache, files::reference_cpu(run.arch), "", |a| {
            assemble_each(a, &lines)
        })
        .to_vec()
    });
    let theirs = answers(cache, &run.cpu, &run.mattr, |a| assemble_each(a, &lines)).to_vec();
    for (k, (c, mc)) in cases.iter().zip(&theirs).enumerate() {
        let fam = files::family(&c.text);
        if let Some(r) = &reference {
            if !same_outcome(&r[k], mc) {
                t.exclude(variant_reason(run));
                continue;
            }
        }
        let ours = assemble_words(run.arch, &c.text, 0);
        let diff = |what: String| Diff {
            file: name.to_string(),
            cpu: run.cpu.clone(),
            line: c.line,
            case: c.text.clone(),
            what,
        };
        let counts = t.families.entry(fam).or_default();
        match (mc, &ours) {
            (McLine::Fixup(_), _) => {
                t.exclude("needs the file's symbols (llvm-mc left a fixup)".into())
            }
            (McLine::Words(w, _), Ok(o)) if w == o => counts[0] += 1,
            (McLine::Words(w, text), Ok(o)) => {
                counts[0] += 1;
                t.diffs
                    .push(diff(format!("ours {o:08x?}, llvm-mc {w:08x?} `{text}`")));
            }
            (McLine::Words(w, _), Err(e)) => {
                counts[0] += 1;
                t.diffs
                    .push(diff(format!("we reject ({e}), llvm-mc gives {w:08x?}")));
            }
            (McLine::Error(_), Err(_)) => counts[1] += 1,
            (McLine::Error(e), Ok(o)) => {
                counts[1] += 1;
                t.diffs
                    .push(diff(format!("we accept {o:08x?}, llvm-mc: {e}")));
            }
        }
    }
}

/// Two llvm-mc answers agree: the same words, or both errors.
fn same_outcome(a: &McLine, b: &McLine) -> bool {
    match (a, b) {
        (McLine::Words(x, _), McLine::Words(y, _)) => x == y,
        (McLine::Error(_), McLine::Error(_)) | (McLine::Fixup(_), McLine::Fixup(_)) => true,
        _ => false,
    }
}

/// The disassembler cases of one file under one run.
fn check_disasm(
    name: &str,
    cases: &[(usize, Vec<u32>)],
    run: &Run,
    cache: &mut Cache<Option<(usize, String)>>,
    t: &mut Tally,
) {
    let groups: Vec<Vec<u32>> = cases.iter().map(|(_, w)| w.clone()).collect();
    let reference = (!is_reference(run)).then(|| {
        answers(cache, files::reference_cpu(run.arch), "", |a| {
            disassemble_with(a, &groups)
        })
        .to_vec()
    });
    let theirs = answers(cache, &run.cpu, &run.mattr, |a| {
        disassemble_with(a, &groups)
    })
    .to_vec();
    for (k, ((line, words), mc)) in cases.iter().zip(&theirs).enumerate() {
        if let Some(r) = &reference {
            if r[k] != *mc {
                t.exclude(variant_reason(run));
                continue;
            }
        }
        let ours = decode_code(run.arch, words, 0);
        let diff = |what: String| Diff {
            file: name.to_string(),
            cpu: run.cpu.clone(),
            line: *line,
            case: llvm_mc::bytes_line(words),
            what,
        };
        match (mc, &ours) {
            // llvm-mc prints the encoding of its text, not the input's
            // length: only the text is compared.
            (Some((_, text)), Ok(i)) => {
                let fam = files::family(text);
                t.families.entry(fam).or_default()[2] += 1;
                let s = i.to_string();
                if squash(&s) != squash(text) {
                    t.diffs.push(diff(format!("ours `{s}`, llvm-mc `{text}`")));
                }
            }
            (Some((_, text)), Err(e)) => {
                t.families.entry(files::family(text)).or_default()[2] += 1;
                t.diffs
                    .push(diff(format!("we reject ({}), llvm-mc `{text}`", e.kind)));
            }
            (None, Ok(i)) => {
                t.families.entry(files::family(&i.to_string())).or_default()[3] += 1;
                t.diffs
                    .push(diff(format!("we decode `{i}`, llvm-mc rejects")));
            }
            (None, Err(_)) => t.families.entry("other").or_default()[3] += 1,
        }
    }
}

/// One file: its in-scope runs.
fn check_file(path: &Path, t: &mut Tally) {
    let text = std::fs::read_to_string(path).unwrap();
    let name = path.file_name().unwrap().to_string_lossy().into_owned();
    let (runs, skipped) = files::runs(&text);
    for s in skipped {
        *t.skipped_runs.entry(s).or_default() += 1;
    }
    if runs.is_empty() {
        return;
    }
    t.files += 1;
    let is_txt = name.ends_with(".txt");
    let (mut asm_cache, mut dis_cache) = (Cache::new(), Cache::new());
    for run in &runs {
        t.runs += 1;
        if is_txt && run.disasm {
            check_disasm(&name, &files::disasm_cases(&text), run, &mut dis_cache, t);
        } else if !is_txt && !run.disasm {
            check_asm(&name, &files::asm_cases(&text), run, &mut asm_cache, t);
        }
    }
}

fn summary(t: &Tally) -> String {
    let mut s = format!(
        "LLVM MC tests: {} files, {} llvm-mc runs checked\n",
        t.files, t.runs
    );
    s += "family: assembled / rejected / disassembled / disassembler-rejected\n";
    for (f, c) in &t.families {
        s += &format!("  {f:8} {:6} {:6} {:6} {:6}\n", c[0], c[1], c[2], c[3]);
    }
    s += "cases not checked:\n";
    for (why, n) in &t.excluded {
        s += &format!("  {n:6}  {why}\n");
    }
    s += "RUN lines skipped:\n";
    for (why, n) in &t.skipped_runs {
        s += &format!("  {n:6}  {why}\n");
    }
    s
}

#[test]
fn llvm_mc_tests() {
    let dir = files::suite_dir();
    let paths: Vec<_> = ["AMDGPU", "Disassembler/AMDGPU"]
        .iter()
        .flat_map(|sub| files::test_files(&dir.join(sub)))
        .collect();
    // Two workers (llvm-mc runs dominate the time), files dealt in turn.
    let parts: Vec<Tally> = std::thread::scope(|sc| {
        let workers: Vec<_> = (0..2)
            .map(|w| {
                let paths = &paths;
                sc.spawn(move || {
                    let mut t = Tally::default();
                    for p in paths.iter().skip(w).step_by(2) {
                        check_file(p, &mut t);
                    }
                    t
                })
            })
            .collect();
        workers.into_iter().map(|h| h.join().unwrap()).collect()
    });
    let mut t = Tally::default();
    for p in parts {
        t.merge(p);
    }
    let (allowed, unexplained) = allow::split(std::mem::take(&mut t.diffs));
    println!("{}", summary(&t));
    println!("{}", allow::report(&allowed));
    let mut msgs: Vec<String> = unexplained
        .iter()
        .map(|d| format!("{}:{} [{}] `{}`: {}", d.file, d.line, d.cpu, d.case, d.what))
        .collect();
    msgs.sort();
    msgs.dedup();
    assert!(
        unexplained.is_empty(),
        "{} differences from llvm-mc 14:\n{}",
        unexplained.len(),
        msgs.join("\n")
    );
    allow::check_counts(&allowed);
}
