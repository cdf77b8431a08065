//! The fidelity matrix: for every opcode of every generation, its format and
//! encoding, how each engine executes it, whether its semantics is exact or a
//! documented choice, and its table flags. Derived from the opcode table
//! (`opcodes.rs`); `gcnjit ops` prints it and docs/ops.md is its Markdown form
//! (a test keeps that file current).

use super::arch::Arch;
use super::encode::encode;
use super::inst::Instruction;
use super::opcodes::Opcode;
use super::table::{flag, Format, Imm, Mem, Tier};
use serde::Serialize;
use std::fmt::Write as _;

/// One opcode on one generation.
#[derive(Clone, Debug, Serialize)]
pub struct OpRow {
    pub arch: &'static str,
    pub mnemonic: &'static str,
    /// The encoding family as the manuals name it on this generation (SMRD on
    /// gfx6/7, SMEM on gfx8/9).
    pub format: &'static str,
    /// The opcode field.
    pub opcode: u16,
    /// The first dword with every operand field 0, in hex (`0x80000000`).
    pub encoding: String,
    /// How the interpreter executes it: `exact` (it implements docs/semantics.md).
    pub interpreter: &'static str,
    /// Where the JIT runs it (`Tier::name`).
    pub jit: &'static str,
    /// The operand rule that can turn a compiled instruction into a region exit
    /// (`Instruction::tier`), if one applies.
    pub jit_rule: Option<&'static str>,
    /// `exact`, `choice` when docs/semantics.md §9 records a decision,
    /// `approximate` for a vector row whose hardware result is an
    /// approximation (gcnjit returns one value inside its bound), or
    /// `not-executed`.
    pub semantics: &'static str,
    /// The hardware's error bound of an `approximate` row (`1 ulp`, ...).
    pub bound: Option<&'static str>,
    /// The sections of docs/semantics.md that state the choices.
    pub choices: Vec<&'static str>,
    /// Table flags: RS, WS, RD, CLRX, REL.
    pub flags: Vec<&'static str>,
    /// The processor feature the row needs and the processors of the
    /// generation that have it (`dl-insts: gfx906, gfx908, gfx90a`), for a
    /// row only some processors have (docs/isa.md, "Processor features
    /// (gfx906)").
    pub feature: Option<String>,
}

/// `feature: processors` of a row that needs a processor feature on `arch`.
fn feature(arch: Arch, op: Opcode) -> Option<String> {
    let need = op.info().feature();
    if need.is_empty() {
        return None;
    }
    Some(format!("{need}: {}", need.processors(arch).join(", ")))
}

/// The decisions of docs/semantics.md §9 and the opcodes each one concerns;
/// `None` as the generation means every generation.
const CHOICES: &[(&str, Option<Arch>, &[Opcode])] = {
    use Opcode::*;
    &[
        ("§9.1", None, &[S_MAX_I32, S_MAX_U32]),
        ("§9.2", None, &[S_BFE_U32, S_BFE_I32, S_BFE_U64, S_BFE_I64]),
        ("§9.3", None, &[S_ASHR_I64, S_BFE_I64, S_FLBIT_I32_I64]),
        (
            "§9.4",
            Some(Arch::Gfx7),
            &[
                S_LOAD_DWORD,
                S_LOAD_DWORDX2,
                S_LOAD_DWORDX4,
                S_LOAD_DWORDX8,
                S_LOAD_DWORDX16,
                S_BUFFER_LOAD_DWORD,
                S_BUFFER_LOAD_DWORDX2,
                S_BUFFER_LOAD_DWORDX4,
                S_BUFFER_LOAD_DWORDX8,
                S_BUFFER_LOAD_DWORDX16,
            ],
        ),
        (
            "§9.5",
            None,
            &[
                S_BUFFER_LOAD_DWORD,
                S_BUFFER_LOAD_DWORDX2,
                S_BUFFER_LOAD_DWORDX4,
                S_BUFFER_LOAD_DWORDX8,
                S_BUFFER_LOAD_DWORDX16,
            ],
        ),
        (
            "§9.6",
            Some(Arch::Gfx6),
            &[
                S_SETKILL,
                S_CBRANCH_CDBGSYS,
                S_CBRANCH_CDBGUSER,
                S_CBRANCH_CDBGSYS_OR_USER,
                S_CBRANCH_CDBGSYS_AND_USER,
            ],
        ),
        (
            "§9.7",
            None,
            &[S_MOV_REGRD_B32, S_MOV_FED_B32, S_GETREG_REGRD_B32],
        ),
        ("§9.8", None, &[S_CBRANCH_VCCZ, S_CBRANCH_VCCNZ]),
        (
            "§9.9",
            None,
            &[
                S_AND_SAVEEXEC_B64,
                S_OR_SAVEEXEC_B64,
                S_XOR_SAVEEXEC_B64,
                S_ANDN2_SAVEEXEC_B64,
                S_ORN2_SAVEEXEC_B64,
                S_NAND_SAVEEXEC_B64,
                S_NOR_SAVEEXEC_B64,
                S_XNOR_SAVEEXEC_B64,
                S_ANDN1_SAVEEXEC_B64,
                S_ORN1_SAVEEXEC_B64,
            ],
        ),
        ("§9.10", None, &[S_MULK_I32]),
        (
            "§9.11",
            None,
            &[S_MOVRELS_B32, S_MOVRELS_B64, S_MOVRELD_B32, S_MOVRELD_B64],
        ),
        (
            "§9.13",
            None,
            &[
                S_GETREG_B32,
                S_SETREG_B32,
                S_GETREG_REGRD_B32,
                S_SETREG_IMM32_B32,
            ],
        ),
        ("§9.14", None, &[S_SETKILL]),
        ("§9.15", None, &[S_GETPC_B64, S_SWAPPC_B64, S_CALL_B64]),
    ]
};

fn choices(arch: Arch, op: Opcode) -> Vec<&'static str> {
    CHOICES
        .iter()
        .filter(|(_, a, ops)| a.is_none_or(|a| a == arch) && ops.contains(&op))
        .map(|(s, _, _)| *s)
        .collect()
}

fn flags(bits: u16) -> Vec<&'static str> {
    [
        (flag::RS, "RS"),
        (flag::WS, "WS"),
        (flag::RD, "RD"),
        (flag::CLRX, "CLRX"),
        (flag::REL, "REL"),
        (flag::NO_E64, "NO_E64"),
    ]
    .into_iter()
    .filter(|(b, _)| bits & b != 0)
    .map(|(_, n)| n)
    .collect()
}

/// The operand rule of `Instruction::tier` that applies to a compiled row.
fn jit_rule(arch: Arch, op: Opcode) -> Option<&'static str> {
    let info = op.info();
    if info.tier != Tier::Compiled {
        return None;
    }
    if info.format == Format::Smem {
        return Some("privileged-destination");
    }
    let reads = info.sig.src0 > 0 || (info.sig.src1 > 0 && info.sig.imm != Imm::GprIdxOn);
    (arch == Arch::Gfx9 && reads).then_some("aperture-source")
}

/// The first dword of `op` on `arch` with every operand field 0.
fn encoding(arch: Arch, op: Opcode) -> String {
    if op.format().is_vector() {
        let word = op
            .number(arch)
            .and_then(|n| super::vector::opcode_word(arch, op.format(), n));
        return match word {
            Some(w) => format!("0x{w:08x}"),
            None => "-".to_string(),
        };
    }
    let mut inst = Instruction::new(arch, op);
    if let Imm::Mem(Mem::Load | Mem::BufferLoad) = op.sig().imm {
        inst.sdst = 0;
    }
    match encode(&inst) {
        Ok(words) => format!("0x{:08x}", words[0]),
        Err(e) => format!("({e})"),
    }
}

/// The interpreter column, the semantics column and the bound of `op`.
/// Scalar rows follow their tier; vector rows (whose tier stays
/// `NotExecuted`: the JIT leaves its region before them) follow the
/// interpreter's tables (`interp::executes`, `valu::approximation`).
fn fidelity(
    op: Opcode,
    tier: Tier,
    ch: &[&'static str],
) -> (&'static str, &'static str, Option<&'static str>) {
    let runs = if op.format().is_vector() {
        crate::interp::executes(op)
    } else {
        tier != Tier::NotExecuted
    };
    if !runs {
        return ("not-executed", "not-executed", None);
    }
    if let Some(b) = crate::interp::valu::approximation(op) {
        return ("approximate", "approximate", Some(b));
    }
    (
        "exact",
        if ch.is_empty() { "exact" } else { "choice" },
        None,
    )
}

/// Every opcode of `arch` (all generations when `None`), in table order per generation.
pub fn rows(arch: Option<Arch>) -> Vec<OpRow> {
    let arches: Vec<Arch> = match arch {
        Some(a) => vec![a],
        None => Arch::ALL.to_vec(),
    };
    let mut out = Vec::new();
    for a in arches {
        for &op in Opcode::ALL {
            let Some(num) = op.number(a) else {
                continue;
            };
            let info = op.info();
            let format = match info.format {
                Format::Smem if !a.has_smem() => "SMRD",
                f => f.name(),
            };
            let ch = choices(a, op);
            let (interp, sem, bound) = fidelity(op, info.tier, &ch);
            out.push(OpRow {
                arch: a.name(),
                mnemonic: op.mnemonic(),
                format,
                opcode: num,
                encoding: encoding(a, op),
                interpreter: interp,
                // An executed vector row is a region exit for the JIT
                // (`Instruction::tier`).
                jit: if op.format().is_vector() && interp != "not-executed" {
                    Tier::Exit.name()
                } else {
                    info.tier.name()
                },
                jit_rule: jit_rule(a, op),
                semantics: sem,
                bound,
                choices: ch,
                flags: flags(info.flags),
                feature: feature(a, op),
            });
        }
    }
    out
}

/// The matrix as plain text, one line per opcode.
pub fn text(rows: &[OpRow]) -> String {
    let mut s = String::new();
    let _ = writeln!(
        s,
        "{:<5} {:<28} {:<5} {:>3} {:<10} {:<12} {:<23} {:<17} FLAGS",
        "ARCH", "MNEMONIC", "FMT", "OP", "ENCODING", "JIT", "JIT RULE", "docs/semantics.md"
    );
    for r in rows {
        let sem = match r.bound {
            Some(b) => format!("approx ({b})"),
            None if r.choices.is_empty() => r.semantics.to_string(),
            None => r.choices.join(","),
        };
        let _ = writeln!(
            s,
            "{:<5} {:<28} {:<5} {:>3} {:<10} {:<12} {:<23} {:<17} {}",
            r.arch,
            r.mnemonic,
            r.format,
            r.opcode,
            r.encoding,
            r.jit,
            r.jit_rule.unwrap_or("-"),
            sem,
            flags_text(r)
        );
    }
    s
}

/// The flags column: the table flags, then the processor feature a row
/// needs (`needs dl-insts: gfx906, gfx908, gfx90a`).
fn flags_text(r: &OpRow) -> String {
    let mut parts: Vec<String> = r.flags.iter().map(|f| f.to_string()).collect();
    if let Some(f) = &r.feature {
        parts.push(format!("needs {f}"));
    }
    parts.join(" ")
}

/// docs/ops.md: the matrix of every generation in Markdown, regenerated by
/// `gcnjit ops --markdown > docs/ops.md`.
pub fn markdown() -> String {
    let mut s = String::from(MARKDOWN_HEAD);
    for arch in Arch::ALL {
        let rs = rows(Some(arch));
        let _ = writeln!(s, "\n## {} ({} opcodes)\n", arch.name(), rs.len());
        s.push_str("| mnemonic | format | op | encoding | interpreter | JIT | JIT operand rule | semantics | flags |\n");
        s.push_str("|---|---|---:|---|---|---|---|---|---|\n");
        for r in &rs {
            let sem = if let Some(b) = r.bound {
                format!("approximate ({b})")
            } else if r.choices.is_empty() {
                r.semantics.to_string()
            } else {
                let links: Vec<String> = r
                    .choices
                    .iter()
                    .map(|c| format!("[{c}](semantics.md)"))
                    .collect();
                format!("choice: {}", links.join(", "))
            };
            let _ = writeln!(
                s,
                "| {} | {} | {} | `{}` | {} | {} | {} | {} | {} |",
                r.mnemonic,
                r.format,
                r.opcode,
                r.encoding,
                r.interpreter,
                r.jit,
                r.jit_rule.unwrap_or("-"),
                sem,
                flags_text(r)
            );
        }
    }
    s
}

const MARKDOWN_HEAD: &str = "# Opcodes and how gcnjit runs them

<!-- Generated by `gcnjit ops --markdown > docs/ops.md`; a test fails when this file is stale. -->

Every scalar opcode of every generation, from the opcode table (`src/isa/opcodes.rs`).
`gcnjit ops [--arch A] [--json]` prints the same facts.

Columns:
- **format**, **op**: the encoding family (SMRD on gfx6/7, SMEM on gfx8/9) and the
  opcode field. **encoding**: the first dword with every operand field 0.
- **interpreter**: `exact`, the reference semantics of [semantics.md](semantics.md);
  `approximate` for a vector row whose hardware result is an approximation (the
  interpreter returns a value inside the hardware's bound, semantics.md §11);
  `not-executed` for a row no engine runs yet (vector rows: the interpreter's tables
  decide, the JIT leaves its region before a vector instruction).
- **JIT**: where the JIT runs it. `compiled`: lowered to host code. `in-place`: the
  compiled code stores the registers, calls the interpreter's operation and reloads
  them, without leaving the region. `region-exit`: the JIT ends a region before it and
  the interpreter runs it. `not-executed`: no engine runs it. Every tier gives the
  interpreter's result; tests run both engines on every opcode.
- **JIT operand rule**: operands that turn a compiled instruction into a region exit.
  `privileged-destination`: a scalar memory load whose destination reaches TTMP, TBA
  or TMA (codes 108 to 123) or wraps past code 127. `aperture-source`: a gfx9
  aperture register (`src_shared_base` ...) as a source.
- **semantics**: `exact` where the sources agree; `choice` where
  [semantics.md §9](semantics.md) records a decision, linked to its section. Where
  the original instruction documents are wrong or silent (semantics.md §10), gcnjit
  follows the corrected reading stated there, which counts as exact.
  `approximate (BOUND)` gives the hardware's error bound as AMD's manuals or LLVM's
  AMDGPU documentation state it (`not documented` where neither does).
- **flags**: `RS`/`WS` the instruction may read/write SCC (checked against both
  engines by `tests/ops_table.rs`), `RD` reads the register SDST names, `CLRX` unknown
  to llvm-mc 14 ([§9.7](semantics.md)), `REL` names a register through M0.
  `needs FEATURE: PROCESSORS`: only the processors listed have the row (a processor
  feature, [isa.md](isa.md) \"Processor features (gfx906)\"); `v_mad_mix*` and
  `v_fma_mix*` share their numbers, one or the other per processor.
";
