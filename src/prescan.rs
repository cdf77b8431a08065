//! The prescan: which instructions reachable from an entry gcnjit cannot run,
//! found before running (`run --check`, `launch --check`).
//!
//! A vector instruction whose row executes is also run once on a scratch
//! wave with EXEC off (`interp::refused_form`): a form its operation refuses
//! (a reserved DPP control, clamp on an integer row ...) is a finding too.
//!
//! The walk follows every direct edge (fall-through, both sides of a
//! conditional branch, branch and call targets, the instruction after a call)
//! from the entry, and steps over vector instructions by their length
//! (they fall through on the GPU). Indirect jumps (`s_setpc_b64`,
//! `s_swappc_b64`, `s_rfe_b64`) and fork/join end a path: their targets are
//! only known at run time, and the report says so.

use crate::isa::vector::VectorFamily;
use crate::isa::Flow;
use crate::program::{FetchError, Program};
use crate::run::ErrorKind;
use std::collections::{BTreeMap, BTreeSet};

/// One reachable instruction gcnjit does not execute.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Finding {
    pub pc: u64,
    /// `Unsupported` (a vector instruction), `Decode` (no instruction) or
    /// `PcOutOfRange` (a path leaves the code).
    pub kind: ErrorKind,
    /// The vector family, for `Unsupported`.
    pub family: Option<VectorFamily>,
    /// The words of the instruction (one for a word that does not decode;
    /// none when the address is outside the code).
    pub words: Vec<u32>,
    /// What the finding is, in words.
    pub message: String,
}

/// The prescan's result for one entry.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Report {
    pub entry: u64,
    /// Instructions reached that decode (scalar and vector).
    pub reachable: usize,
    /// Findings in address order.
    pub findings: Vec<Finding>,
    /// Addresses of reached indirect jumps and fork/join ops whose targets
    /// the walk cannot follow.
    pub indirect: Vec<u64>,
}

impl Report {
    /// Everything reachable is executable.
    pub fn ok(&self) -> bool {
        self.findings.is_empty()
    }

    /// How many reachable vector instructions of each family.
    pub fn counts(&self) -> BTreeMap<VectorFamily, usize> {
        let mut m = BTreeMap::new();
        for f in &self.findings {
            if let Some(fam) = f.family {
                *m.entry(fam).or_insert(0) += 1;
            }
        }
        m
    }

    /// The report as text, one finding a line, then a summary line.
    pub fn to_text(&self, program: &Program) -> String {
        use std::fmt::Write;
        let mut s = String::new();
        for f in &self.findings {
            let at = match program.labels.range(..=f.pc).next_back() {
                Some((a, name)) if *a == f.pc => format!(" <{name}>"),
                Some((a, name)) => format!(" <{name}+0x{:x}>", f.pc - a),
                None => String::new(),
            };
            let _ = writeln!(s, "0x{:06x}{at}: {} ({})", f.pc, f.message, f.kind.name());
        }
        for pc in &self.indirect {
            let _ = writeln!(
                s,
                "0x{pc:06x}: indirect jump or fork/join: its targets are not followed"
            );
        }
        let _ = write!(
            s,
            "entry 0x{:x}: {} instructions reachable, {} not executable",
            self.entry,
            self.reachable,
            self.findings.len()
        );
        if !self.findings.is_empty() {
            let c: Vec<String> = self
                .counts()
                .iter()
                .map(|(f, n)| format!("{f} {n}"))
                .collect();
            if !c.is_empty() {
                let _ = write!(s, " ({})", c.join(", "));
            }
        }
        s.push('\n');
        s
    }
}

/// Walks the code reachable from `entry` and lists what gcnjit cannot run.
pub fn prescan(program: &Program, entry: u64) -> Report {
    let mut seen = BTreeSet::new();
    let mut todo = vec![entry];
    let mut report = Report {
        entry,
        ..Report::default()
    };
    let mut findings = BTreeMap::new();
    let mut indirect = BTreeSet::new();
    let mut scratch = crate::Wave::new(program.arch);
    while let Some(pc) = todo.pop() {
        if !seen.insert(pc) {
            continue;
        }
        match program.fetch(pc) {
            Ok(inst) => {
                report.reachable += 1;
                if let Some(message) = crate::interp::refused_form(program, &inst, pc, &mut scratch)
                {
                    let words = program
                        .index_of(pc)
                        .map(|i| program.words[i..i + inst.len_words()].to_vec())
                        .unwrap_or_default();
                    findings.insert(
                        pc,
                        Finding {
                            pc,
                            kind: ErrorKind::Unsupported,
                            family: crate::isa::vector::family_of(&inst),
                            words,
                            message,
                        },
                    );
                }
                let next = pc.wrapping_add(inst.len_bytes());
                let target = inst.branch_target(pc);
                match inst.op.flow() {
                    Flow::Next | Flow::MaybeEnd | Flow::Trap => todo.push(next),
                    Flow::CondBranch => todo.extend(target.into_iter().chain([next])),
                    Flow::Branch => todo.extend(target),
                    Flow::Call => todo.extend(target.into_iter().chain([next])),
                    Flow::Indirect | Flow::Fork => {
                        indirect.insert(pc);
                    }
                    Flow::End => {}
                }
            }
            Err(e) => {
                let kind = program.fetch_fault(pc);
                let i = program.index_of(pc);
                let finding = match (kind, program.unsupported_at(pc), i) {
                    (ErrorKind::Unsupported, Some(v), Some(i)) => {
                        todo.push(pc.wrapping_add(4 * v.len_words as u64));
                        let words = program.words[i..i + v.len_words].to_vec();
                        let hex: Vec<String> = words.iter().map(|w| format!("0x{w:08x}")).collect();
                        Finding {
                            pc,
                            kind,
                            family: Some(v.family),
                            message: format!("vector {} {}", v.family, hex.join(" ")),
                            words,
                        }
                    }
                    _ => Finding {
                        pc,
                        kind,
                        family: None,
                        words: i.map(|i| vec![program.words[i]]).unwrap_or_default(),
                        message: match e {
                            FetchError::Decode(d) => d.kind.to_string(),
                            FetchError::OutOfRange => {
                                "a path leaves the code (or is not 4-aligned)".to_string()
                            }
                        },
                    },
                };
                findings.insert(pc, finding);
            }
        }
    }
    report.findings = findings.into_values().collect();
    report.indirect = indirect.into_iter().collect();
    report
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Arch;

    #[test]
    fn reachable_vector_instructions_only() {
        // s_cbranch_scc1 to 8; v_interp_mov_f32 v0, p10, attr0.x (VINTRP,
        // graphics-only: not executed); s_endpgm; v_add_f32_e64 v0, v1, v2
        // (VOP3, after the end: unreachable). Then the same with
        // v_mov_b32 v0, 2 (VOP1), which runs: no finding.
        for arch in [Arch::Gfx6, Arch::Gfx9] {
            let vintrp = if arch >= Arch::Gfx8 {
                0xd402_0000
            } else {
                0xc802_0000
            };
            let words = vec![0xbf85_0001, vintrp, 0xbf81_0000, 0xd206_0000, 0x0002_0501];
            let p = Program::new(arch, 0, words.clone());
            let r = prescan(&p, 0);
            assert_eq!(r.reachable, 2, "{arch}");
            assert_eq!(r.findings.len(), 1, "{arch}");
            let f = &r.findings[0];
            assert_eq!(
                (f.pc, f.kind, f.family, f.words.as_slice()),
                (
                    4,
                    ErrorKind::Unsupported,
                    Some(VectorFamily::Vintrp),
                    &[vintrp][..]
                )
            );
            assert!(!r.ok());
            // From the end, nothing is missing.
            assert!(prescan(&p, 8).ok());
            let mut runs = words;
            runs[1] = 0x7e00_0280;
            assert!(prescan(&Program::new(arch, 0, runs), 0).ok(), "{arch}");
        }
    }

    #[test]
    fn a_form_the_row_refuses_is_a_finding() {
        // llvm-mc -mcpu=gfx900: v_addc_co_u32_e64 v0, vcc, v1, v2, vcc clamp
        // = [0x00,0xea,0x1c,0xd1,0x01,0x05,0xaa,0x01] (clamp on a carry-in
        // row: not executed); v_addc_co_u32_e64 v0, vcc, v1, v2, vcc (runs)
        // = [0x00,0x6a,0x1c,0xd1,0x01,0x05,0xaa,0x01]; s_endpgm.
        let words = vec![
            0xd11c_ea00,
            0x01aa_0501,
            0xd11c_6a00,
            0x01aa_0501,
            0xbf81_0000,
        ];
        let p = Program::new(Arch::Gfx9, 0, words);
        let r = prescan(&p, 0);
        assert_eq!(r.reachable, 3);
        assert_eq!(r.findings.len(), 1);
        let f = &r.findings[0];
        assert_eq!(
            (f.pc, f.kind, f.family),
            (0, ErrorKind::Unsupported, Some(VectorFamily::Vop3))
        );
        assert_eq!(f.words, [0xd11c_ea00, 0x01aa_0501]);
        assert!(f.message.contains("v_addc_co_u32"), "{}", f.message);
        assert!(f.message.contains("clamp"), "{}", f.message);
    }

    #[test]
    fn a_path_off_the_end_is_a_finding() {
        // s_nop 0, then nothing.
        let p = Program::new(Arch::Gfx9, 0, vec![0xbf80_0000]);
        let r = prescan(&p, 0);
        assert_eq!(r.findings.len(), 1);
        assert_eq!(
            (r.findings[0].pc, r.findings[0].kind),
            (4, ErrorKind::PcOutOfRange)
        );
    }
}
