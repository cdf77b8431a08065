//! The cases of LLVM's MC tests where gcnjit differs from llvm-mc 14 on
//! purpose (docs/isa.md, "LLVM's MC tests"), each with its reason; and the
//! differences not fixed yet, counted per kind.

use super::Diff;

/// A deliberate difference: the file, the case (assembly text, or the
/// bytes of a disassembler line as `bytes_line` writes them), the reason.
pub struct Allowed {
    pub file: &'static str,
    pub case: &'static str,
    pub reason: &'static str,
}

/// Deliberate differences (decoder policy, or llvm-mc 14 wrong).
pub const ALLOWED: &[Allowed] = &[];

/// Differences not fixed yet: a kind (a test on the difference), the
/// number of cases of that kind, what differs.
pub struct NotYetFixed {
    pub kind: &'static str,
    pub matches: fn(&Diff) -> bool,
    pub count: usize,
}

const fn nyf(kind: &'static str, count: usize, matches: fn(&Diff) -> bool) -> NotYetFixed {
    NotYetFixed {
        kind,
        matches,
        count,
    }
}

/// Not fixed yet, one line per kind (counted: a fix shows as a count that
/// no longer matches).
pub const NOT_YET_FIXED: &[NotYetFixed] = &[
    nyf("`[reg]` register syntax (`[ttmp5]`, `[s0,s1]`)", 79, |d| {
        d.what.contains("unknown token in expression: `[`")
    }),
    nyf("other assembler differences", 92, |d| {
        !d.case.starts_with("0x")
    }),
    nyf("other disassembler differences", 20, |d| {
        d.case.starts_with("0x")
    }),
];

fn allowed(d: &Diff) -> bool {
    ALLOWED.iter().any(|a| a.file == d.file && a.case == d.case) || kind_of(d).is_some()
}

/// The first not-yet-fixed kind that a difference is of.
fn kind_of(d: &Diff) -> Option<usize> {
    NOT_YET_FIXED.iter().position(|n| (n.matches)(d))
}

/// The differences the lists cover, and the others.
pub fn split(diffs: Vec<Diff>) -> (Vec<Diff>, Vec<Diff>) {
    diffs.into_iter().partition(allowed)
}

/// Every entry still matches a difference, and each not-yet-fixed kind
/// matches as many cases as it says (so a fix shows up as a stale entry).
pub fn check_counts(covered: &[Diff]) {
    let mut stale = Vec::new();
    for a in ALLOWED {
        if !covered.iter().any(|d| d.file == a.file && d.case == a.case) {
            stale.push(format!(
                "allowed `{}` in {}: no such difference",
                a.case, a.file
            ));
        }
    }
    for (k, n) in NOT_YET_FIXED.iter().enumerate() {
        let got = covered.iter().filter(|d| kind_of(d) == Some(k)).count();
        if got != n.count {
            stale.push(format!(
                "not yet fixed `{}`: {got} cases, the list says {}",
                n.kind, n.count
            ));
        }
    }
    assert!(
        stale.is_empty(),
        "stale allow-list entries:\n{}",
        stale.join("\n")
    );
}

/// The differences the lists cover, per entry, for the summary; the
/// cases of the catch-all kinds one per line.
pub fn report(covered: &[Diff]) -> String {
    let deliberate = covered.iter().filter(|d| kind_of(d).is_none()).count();
    let mut s = format!("differences: {deliberate} deliberate (ALLOWED, docs/isa.md)\n");
    for a in ALLOWED {
        s += &format!("          {} `{}`: {}\n", a.file, a.case, a.reason);
    }
    s += "not yet fixed:\n";
    for (k, n) in NOT_YET_FIXED.iter().enumerate() {
        let got: Vec<&Diff> = covered.iter().filter(|d| kind_of(d) == Some(k)).collect();
        s += &format!("  {:6}  {}\n", got.len(), n.kind);
        if n.kind.starts_with("other") || got.len() <= 12 {
            for d in got {
                s += &format!(
                    "          {}:{} [{}] `{}`: {}\n",
                    d.file, d.line, d.cpu, d.case, d.what
                );
            }
        }
    }
    s
}
