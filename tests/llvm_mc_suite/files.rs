//! Reading LLVM 14's MC test files: their RUN lines (which llvm-mc
//! invocations are in scope) and their cases (one instruction a line).

use gcnjit::isa::Arch;
use std::path::{Path, PathBuf};

/// The extracted tests: `target/llvm-mc-tests/llvm/test/MC`, filled by
/// `scripts/llvm-mc-tests` (`.ci/run` calls it). Missing is a failure.
pub fn suite_dir() -> PathBuf {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("target/llvm-mc-tests");
    let mc = root.join("llvm/test/MC");
    assert!(
        root.join(".complete").exists() && mc.join("AMDGPU").is_dir(),
        "LLVM 14's MC tests are missing from {}: run scripts/llvm-mc-tests \
         (it fetches Debian's llvm-toolchain-14 source package and extracts them)",
        root.display()
    );
    mc
}

/// Every `.s` and `.txt` file under `dir`, sorted, recursively.
pub fn test_files(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut todo = vec![dir.to_path_buf()];
    while let Some(d) = todo.pop() {
        for e in std::fs::read_dir(&d).unwrap() {
            let p = e.unwrap().path();
            if p.is_dir() {
                todo.push(p);
            } else if matches!(p.extension().and_then(|e| e.to_str()), Some("s" | "txt")) {
                out.push(p);
            }
        }
    }
    out.sort();
    out
}

/// One in-scope llvm-mc invocation of a test file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Run {
    /// `-mcpu`, or "" for llvm-mc's default processor.
    pub cpu: String,
    /// `-mattr`, or "".
    pub mattr: String,
    /// `-disassemble`.
    pub disasm: bool,
    /// The generation gcnjit assembles it for.
    pub arch: Arch,
}

/// The `-mattr` values whose effect gcnjit models: the generation's own
/// defaults (wave64, XNACK present) and a code-generation-only option.
const MODELLED_MATTRS: [&str; 4] = [
    "+xnack",
    "-xnack",
    "-fast-fmaf",
    "-wavefrontsize32,+wavefrontsize64",
];

/// The generation of an llvm-mc `-mcpu` in scope (gfx6-gfx9 except gfx908
/// and gfx90a), or why it is out of scope.
pub fn cpu_arch(cpu: &str) -> Result<Arch, String> {
    let arch = match cpu {
        "" | "tahiti" | "pitcairn" | "verde" | "oland" | "hainan" | "gfx600" | "gfx601"
        | "gfx602" => Arch::Gfx6,
        "bonaire" | "kaveri" | "hawaii" | "kabini" | "mullins" | "gfx700" | "gfx701" | "gfx702"
        | "gfx703" | "gfx704" | "gfx705" => Arch::Gfx7,
        "tonga" | "iceland" | "carrizo" | "fiji" | "stoney" | "polaris10" | "polaris11"
        | "gfx801" | "gfx802" | "gfx803" | "gfx805" | "gfx810" => Arch::Gfx8,
        "gfx900" | "gfx902" | "gfx904" | "gfx906" | "gfx909" | "gfx90c" => Arch::Gfx9,
        "gfx908" | "gfx90a" => {
            return Err(format!("-mcpu={cpu} (gfx908/gfx90a: MAI, not modelled)"))
        }
        c if c.starts_with("gfx1") => return Err(format!("-mcpu={c} (gfx10+)")),
        c => return Err(format!("-mcpu={c} (not a processor LLVM 14 knows)")),
    };
    Ok(arch)
}

/// The processor whose llvm-mc answers gcnjit's generation follows: a case
/// that another processor of the generation treats differently is
/// processor-specific (docs/isa.md, "LLVM's MC tests").
pub fn reference_cpu(arch: Arch) -> &'static str {
    match arch {
        Arch::Gfx6 => "tahiti",
        Arch::Gfx7 => "bonaire",
        // gcnjit's gfx8 has XNACK_MASK (an APU's register), as carrizo does.
        Arch::Gfx8 => "carrizo",
        Arch::Gfx9 => "gfx900",
    }
}

/// The RUN lines of `text` (continuations joined): in-scope runs, and a
/// description of each skipped llvm-mc run.
pub fn runs(text: &str) -> (Vec<Run>, Vec<String>) {
    let mut joined = Vec::new();
    let mut cur = String::new();
    for l in text.lines() {
        let Some((_, r)) = l.split_once("RUN:") else {
            continue;
        };
        let r = r.trim();
        if let Some(head) = r.strip_suffix('\\') {
            cur += head;
            cur.push(' ');
        } else {
            cur += r;
            joined.push(std::mem::take(&mut cur));
        }
    }
    let (mut keep, mut skip) = (Vec::new(), Vec::new());
    for r in joined {
        let cmd = r.split('|').next().unwrap_or("");
        let words: Vec<&str> = cmd.split_whitespace().collect();
        if !words.contains(&"llvm-mc") {
            continue;
        }
        if !words.contains(&"-arch=amdgcn") {
            skip.push("not -arch=amdgcn".to_string());
            continue;
        }
        let opt = |name: &str| {
            words
                .iter()
                .find_map(|w| w.strip_prefix(name))
                .unwrap_or("")
                .to_string()
        };
        let (cpu, mattr) = (opt("-mcpu="), opt("-mattr="));
        let disasm = words
            .iter()
            .any(|w| w.trim_start_matches('-') == "disassemble");
        let arch = match cpu_arch(&cpu) {
            Ok(a) => a,
            Err(why) => {
                skip.push(why);
                continue;
            }
        };
        if !mattr.is_empty() && !MODELLED_MATTRS.contains(&mattr.as_str()) {
            skip.push(format!("-mattr={mattr} (not modelled)"));
            continue;
        }
        if disasm && arch < Arch::Gfx8 {
            skip.push(format!(
                "-disassemble -mcpu={cpu} (llvm-mc 14 cannot disassemble gfx6/gfx7)"
            ));
            continue;
        }
        let run = Run {
            cpu,
            mattr,
            disasm,
            arch,
        };
        if !keep.contains(&run) {
            keep.push(run);
        }
    }
    (keep, skip)
}

/// One case: its 1-based line in the file and its text (comment removed).
#[derive(Clone, Debug)]
pub struct Case {
    pub line: usize,
    pub text: String,
}

/// The statement of an assembler test line: comments (`//`, `;`) removed;
/// `None` for blank lines, directives, labels and symbol assignments.
pub fn asm_statement(l: &str) -> Option<String> {
    let mut s = l;
    if let Some(k) = s.find("//") {
        s = &s[..k];
    }
    if let Some(k) = s.find(';') {
        s = &s[..k];
    }
    let s = s.trim();
    let first = s.split_whitespace().next()?;
    let is_label = first.ends_with(':') && s == first;
    let is_assign = first.contains('=') || s.split_whitespace().nth(1) == Some("=");
    if s.starts_with('.') || s.starts_with('#') || is_label || is_assign {
        return None;
    }
    Some(s.to_string())
}

/// The assembler cases of a `.s` file.
pub fn asm_cases(text: &str) -> Vec<Case> {
    text.lines()
        .enumerate()
        .filter_map(|(k, l)| {
            asm_statement(l).map(|t| Case {
                line: k + 1,
                text: t,
            })
        })
        .collect()
}

/// The disassembler cases of a `.txt` file: each line of bytes as words
/// (a trailing partial word is kept as the line's last, zero-padded).
pub fn disasm_cases(text: &str) -> Vec<(usize, Vec<u32>)> {
    let mut out = Vec::new();
    for (k, l) in text.lines().enumerate() {
        let s = l.split('#').next().unwrap_or("");
        let s = s.split("//").next().unwrap_or("").trim();
        if s.is_empty() {
            continue;
        }
        let bytes: Vec<u8> = s
            .split([',', ' ', '\t'])
            .filter(|b| !b.is_empty())
            .filter_map(|b| u8::from_str_radix(b.trim_start_matches("0x"), 16).ok())
            .collect();
        if bytes.is_empty() {
            continue;
        }
        let words = bytes
            .chunks(4)
            .map(|c| c.iter().rev().fold(0u32, |a, &b| a << 8 | b as u32))
            .collect();
        out.push((k + 1, words));
    }
    out
}

/// The family of a mnemonic, for the summary and the exclusions.
pub fn family(text: &str) -> &'static str {
    let m = text.split_whitespace().next().unwrap_or("");
    let pre = |p: &str| m.starts_with(p);
    if pre("image_") {
        "MIMG"
    } else if pre("s_load")
        || pre("s_buffer_")
        || pre("s_store")
        || pre("s_scratch")
        || pre("s_atomic")
        || pre("s_dcache")
        || pre("s_memtime")
        || pre("s_memrealtime")
        || pre("s_atc_probe")
    {
        "SMEM"
    } else if pre("s_") {
        "SOP"
    } else if pre("v_interp") {
        "VINTRP"
    } else if m.ends_with("_dpp") {
        "DPP"
    } else if m.ends_with("_sdwa") {
        "SDWA"
    } else if pre("v_") {
        "VOP"
    } else if pre("ds_") {
        "DS"
    } else if pre("buffer_") {
        "MUBUF"
    } else if pre("tbuffer_") {
        "MTBUF"
    } else if pre("flat_") || pre("global_") || pre("scratch_") {
        "FLAT"
    } else if pre("exp") {
        "EXP"
    } else {
        "other"
    }
}
