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
pub const ALLOWED: &[Allowed] = &[
    Allowed {
        file: "gfx8_dasm_all.txt",
        case: "0x41,0x31,0x8c,0xbf",
        reason: WAITCNT,
    },
    Allowed {
        file: "gfx8_dasm_all.txt",
        case: "0xd1,0xc1,0x8c,0xbf",
        reason: WAITCNT,
    },
    Allowed {
        file: "gfx9_dasm_all.txt",
        case: "0x41,0x31,0x8c,0xbf",
        reason: WAITCNT,
    },
    Allowed {
        file: "gfx9_dasm_all.txt",
        case: "0xd1,0xc1,0x8c,0xbf",
        reason: WAITCNT,
    },
];

/// Why gcnjit prints `s_waitcnt N` for these words.
const WAITCNT: &str = "s_waitcnt with bits outside its counters set (12-13, or 7 on gfx8): \
    llvm-mc prints only the counters, and its text assembles to another word \
    (0xbf8c0f41 for 0xbf8c3141), so gcnjit prints the raw value, which assembles \
    back to the word (docs/isa.md \u{a7}11: decoded text must re-assemble to the bits)";

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
    nyf(
        "MTBUF: dfmt:/nfmt: before soffset, format:[BUF_DATA_FORMAT_*,BUF_NUM_FORMAT_*]",
        20,
        |d| d.file == "mtbuf.s",
    ),
    nyf(
        "gfx6/gfx7: `clamp` on the v_add_co_u32 aliases (llvm-mc refuses it)",
        7,
        |d| d.case.contains("_co_u32") && d.case.ends_with("clamp"),
    ),
    nyf("s_cbranch_g_fork takes no literal in llvm-mc 14", 2, |d| {
        d.case.starts_with("s_cbranch_g_fork")
    }),
    nyf(
        "v_nop in DPP/SDWA (`v_nop_sdwa`, `v_nop row_shl:1 ...`)",
        6,
        |d| d.case.starts_with("v_nop") || d.case == "0xf9,0x00,0x00,0x7e,0x00,0x00,0x00,0x00",
    ),
    nyf(
        "a trailing `,` after a FLAT instruction's operands",
        2,
        |d| d.case.starts_with("flat_") && d.case.ends_with(','),
    ),
    nyf(
        "s_set_gpr_idx_on with mode bits above 3 (llvm-mc prints 0xff)",
        1,
        |d| d.case == "0x00,0xff,0x11,0xbf",
    ),
    nyf(
        "s_atc_probe_buffer's offset printed signed (-0x1) by llvm-mc",
        1,
        |d| d.file == "smem_gfx9.txt",
    ),
    nyf("other assembler differences", 0, |d| {
        !d.case.starts_with("0x")
    }),
    nyf("other disassembler differences", 0, |d| {
        d.case.starts_with("0x")
    }),
];

fn allowed(d: &Diff) -> bool {
    is_allowed(d) || kind_of(d).is_some()
}

/// The first not-yet-fixed kind that a difference is of.
fn kind_of(d: &Diff) -> Option<usize> {
    if is_allowed(d) {
        return None;
    }
    NOT_YET_FIXED.iter().position(|n| (n.matches)(d))
}

/// The difference is a deliberate one.
fn is_allowed(d: &Diff) -> bool {
    ALLOWED.iter().any(|a| a.file == d.file && a.case == d.case)
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
