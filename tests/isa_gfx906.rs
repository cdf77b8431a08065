//! gfx906's processor-feature rows against llvm-mc 14 (docs/isa.md,
//! "Processor features (gfx906)"): `v_fmac_f32` and `v_xnor_b32` (VOP2, with
//! their VOP3, DPP and SDWA forms), `v_fma_mix*` (at the VOP3P numbers of
//! gfx900's `v_mad_mix*`) and the `v_dot*` rows. llvm-mc is required (CI
//! installs llvm-14); without it the test fails, it does not skip.
//!
//! - Words: seeded random words of every form of those rows go through one
//!   `llvm-mc --disassemble` run for gfx906 and one for gfx900. What llvm-mc
//!   prints, we decode (`decode_code_for` the processor) to the same text;
//!   what it refuses, we refuse (unless llvm-mc's text does not assemble
//!   back to the words: the decoder choices of docs/isa.md). What `decode_for`
//!   (canonical) takes prints a text that we and llvm-mc assemble back to the
//!   same words.
//! - Texts: both assemblers take the same texts on gfx906 to the same words,
//!   and gfx900 (the generation's default processor) refuses the rows it
//!   lacks, as llvm-mc does.

use gcnjit::difftest::Rng;
use gcnjit::isa::asm::assemble_for;
use gcnjit::isa::decode::{decode_code_for, decode_for};
use gcnjit::isa::shape::Ty;
use gcnjit::isa::{encode_all, Arch, Features, Imm, Opcode, Target};

mod llvm_mc;
use llvm_mc::{assemble_lines, disassemble, squash};

fn gfx906() -> Target {
    Target::parse("gfx906").unwrap()
}

/// The rows gfx906 has and gfx900 has not, and gfx900's rows gfx906 lacks.
fn feature_rows() -> Vec<Opcode> {
    Opcode::ALL
        .iter()
        .copied()
        .filter(|op| !op.info().feature().is_empty())
        .collect()
}

/// Encodings the random words use.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Form {
    E32,
    E64,
    Dpp,
    Sdwa,
    Vop3p,
}

fn src_code(rng: &mut Rng, t: Ty) -> u32 {
    match rng.below(10) {
        0..=4 => 256 + rng.below(256) as u32,
        5 => rng.below(106) as u32,
        6..=7 => [128, 129, 136, 192, 193, 208, 240, 241, 242, 247, 248][rng.below(11) as usize],
        8 if t != Ty::None => 255,
        _ => rng.below(256) as u32,
    }
}

fn sparse(rng: &mut Rng, bits: u32) -> u32 {
    if rng.below(3) == 0 {
        rng.below(1 << bits) as u32
    } else {
        0
    }
}

/// The DPP controls llvm-mc prints by name, and a few it does not.
const DPP_CTRL: [u32; 12] = [
    0xE4, 0x1B, 0x101, 0x10F, 0x111, 0x121, 0x130, 0x134, 0x138, 0x13C, 0x142, 0x150,
];

/// Random words of `op` in `form` (with a literal after the e32 words).
fn gen(rng: &mut Rng, op: Opcode, form: Form) -> Vec<u32> {
    let Imm::Vop(s) = op.sig().imm else {
        unreachable!()
    };
    let num = op.number(Arch::Gfx9).unwrap() as u32;
    let src: Vec<u32> = s.src.iter().map(|&t| src_code(rng, t)).collect();
    let vdst = rng.below(256) as u32;
    match form {
        Form::E32 => vec![
            num << 25 | vdst << 17 | (src[1] & 0xFF) << 9 | src[0],
            rng.next_u32(),
        ],
        Form::E64 => {
            let w0 = 0xD000_0000 | (0x100 + num) << 16 | vdst | sparse(rng, 8) << 8;
            let s2 = if rng.below(8) == 0 { src[2] } else { 0 };
            vec![w0, src[0] | src[1] << 9 | s2 << 18 | sparse(rng, 5) << 27]
        }
        Form::Dpp => {
            let ctrl = DPP_CTRL[rng.below(DPP_CTRL.len() as u64) as usize];
            let ext = rng.below(256) as u32
                | ctrl << 8
                | sparse(rng, 4) << 20
                | (rng.below(2) as u32) << 19
                | (rng.below(256) as u32) << 24;
            vec![num << 25 | vdst << 17 | (src[1] & 0xFF) << 9 | 0xFA, ext]
        }
        Form::Sdwa => {
            let ext = rng.below(256) as u32
                | (rng.below(7) as u32) << 8
                | (rng.below(3) as u32) << 11
                | sparse(rng, 3) << 13
                | (rng.below(7) as u32) << 16
                | sparse(rng, 3) << 19
                | sparse(rng, 1) << 23
                | (rng.below(7) as u32) << 24
                | sparse(rng, 3) << 27
                | sparse(rng, 1) << 31;
            vec![num << 25 | vdst << 17 | (src[1] & 0xFF) << 9 | 0xF9, ext]
        }
        Form::Vop3p => {
            let w0 = 0xD380_0000 | num << 16 | vdst | sparse(rng, 7) << 8 | 0x4000;
            let hi = if rng.below(3) == 0 {
                rng.below(4) as u32
            } else {
                3
            };
            let w1 = src[0] | src[1] << 9 | src[2] << 18 | hi << 27 | sparse(rng, 3) << 29;
            vec![w0, w1]
        }
    }
}

fn forms(op: Opcode) -> &'static [Form] {
    if op.format() == gcnjit::isa::Format::Vop2 {
        &[Form::E32, Form::E64, Form::Dpp, Form::Sdwa]
    } else {
        &[Form::Vop3p]
    }
}

/// Random word groups of every form of every feature row, each cut to the
/// length the instruction takes.
fn cases(seed: u64, per_form: usize) -> Vec<Vec<u32>> {
    let mut rng = Rng::new(seed);
    let mut v = Vec::new();
    for op in feature_rows() {
        for &form in forms(op) {
            for _ in 0..per_form {
                let mut ws = gen(&mut rng, op, form);
                let Some(len) = gcnjit::isa::vector::decode(Arch::Gfx9, &ws).map(|v| v.len_words)
                else {
                    continue;
                };
                ws.truncate(len);
                v.push(ws);
            }
        }
    }
    v
}

/// For each group: llvm-mc assembles `text` (for `cpu`) back to the words.
fn round_trips(cpu: &str, cases: &[(Vec<u32>, String)]) -> Vec<bool> {
    let texts: Vec<String> = cases.iter().map(|(_, t)| t.clone()).collect();
    assemble_lines(cpu, &texts)
        .into_iter()
        .zip(cases)
        .map(|(r, (ws, _))| matches!(r, Ok((w, _)) if &w == ws))
        .collect()
}

/// The words of `cases` against llvm-mc for processor `cpu`.
fn check(cpu: &str, cases: &[Vec<u32>]) -> (usize, Vec<String>) {
    let target = Target::parse(cpu).unwrap();
    let theirs = disassemble(cpu, cases);
    let mut bad = Vec::new();
    let mut refused = Vec::new();
    let mut printed = 0;
    for (ws, t) in cases.iter().zip(&theirs) {
        let ours = decode_code_for(target, ws, 0).map(|i| i.to_string());
        match (&ours, t) {
            (Err(_), None) => {}
            (Ok(a), Some(b)) if squash(a) == squash(b) => printed += 1,
            (Err(_), Some(b)) => refused.push((ws.clone(), b.clone())),
            _ => bad.push(format!("{cpu} {ws:08x?}: ours {ours:?}, llvm-mc {t:?}")),
        }
    }
    // We refuse what llvm-mc prints only where its text is not the words'.
    for ((ws, b), back) in refused.iter().zip(round_trips(cpu, &refused)) {
        if back {
            bad.push(format!(
                "{cpu} {ws:08x?}: we refuse, llvm-mc `{b}` round-trips"
            ));
        }
    }
    let mut canon = Vec::new();
    for ws in cases {
        let Ok(inst) = decode_for(target, ws, 0) else {
            continue;
        };
        let text = inst.to_string();
        let back = assemble_for(target, &text, 0)
            .map_err(|e| e.to_string())
            .and_then(|v| encode_all(&v).map_err(|e| e.to_string()));
        if back.as_ref() != Ok(ws) {
            bad.push(format!(
                "{cpu} {ws:08x?}: `{text}` assembles to {back:08x?}"
            ));
        }
        canon.push((ws.clone(), text));
    }
    for ((ws, text), back) in canon.iter().zip(round_trips(cpu, &canon)) {
        if !back {
            bad.push(format!(
                "{cpu} {ws:08x?}: llvm-mc does not assemble `{text}` back"
            ));
        }
    }
    eprintln!(
        "{cpu}: {} groups, {printed} printed alike, {} canonical round trips",
        cases.len(),
        canon.len()
    );
    (printed, bad)
}

#[test]
fn random_words_match_llvm_gfx906_and_gfx900() {
    let cases = cases(906, 150);
    let (printed906, mut bad) = check("gfx906", &cases);
    let (printed900, bad900) = check("gfx900", &cases);
    bad.extend(bad900);
    for b in bad.iter().take(60) {
        eprintln!("{b}");
    }
    assert!(bad.is_empty(), "{} differences", bad.len());
    // The words are mostly instructions on gfx906; on gfx900 only the mix rows'.
    assert!(
        printed906 > cases.len() / 3,
        "{printed906} of {}",
        cases.len()
    );
    assert!(printed900 < printed906 / 2, "{printed900} on gfx900");
}

/// Our words for `text` on processor `cpu` (the assembler alone: no decode).
fn our_words(cpu: &str, text: &str) -> Result<Vec<u32>, String> {
    let opts = gcnjit::asm::Options {
        arch: Arch::Gfx9,
        cpu: Some(cpu.to_string()),
        ..Default::default()
    };
    gcnjit::isa::asm::assemble_words_with(text, &opts, 0).map_err(|e| e.to_string())
}

/// Texts of every feature row, assembled by llvm-mc and by us for gfx906 and
/// gfx900: the same words or both refuse, and the words decode to the text
/// llvm-mc prints (or, as llvm-mc's disassembler, not at all: llvm-mc
/// assembles NEG bits of a packed 16-bit integer src1 that its
/// disassembler refuses).
#[test]
fn texts_match_llvm_gfx906_and_gfx900() {
    let mut lines: Vec<String> = Vec::new();
    for op in feature_rows() {
        let m = op.mnemonic();
        let ops = if op.format() == gcnjit::isa::Format::Vop2 {
            vec![
                format!("{m} v1, v2, v3"),
                format!("{m}_e64 v1, s2, v3"),
                format!("{m}_e64 v1, -v2, |v3| clamp mul:2"),
                format!("{m} v255, 0x12345, v3"),
                format!("{m} v1, 1.0, v3"),
                format!("{m}_dpp v1, v2, v3 quad_perm:[1,0,3,2] row_mask:0x3 bank_mask:0xc"),
                format!("{m}_dpp v1, -v2, |v3| row_shr:1 bound_ctrl:0"),
                format!("{m}_sdwa v1, v2, v3 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:BYTE_2 src1_sel:DWORD"),
                format!("{m}_sdwa v1, s2, v3 dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:WORD_1 src1_sel:WORD_0"),
            ]
        } else {
            vec![
                format!("{m} v1, v2, v3, v4"),
                format!("{m} v255, s2, 1, v4 clamp"),
                format!("{m} v1, v2, v3, v4 op_sel:[1,0,1] op_sel_hi:[0,1,0]"),
                format!("{m} v1, -v2, v3, v4 neg_lo:[0,1,0] neg_hi:[1,0,0]"),
                format!("{m} v1, |v2|, v3, -v4"),
                format!("{m} v1, 0x4000, v3, 1.0"),
                format!("{m} v1, v2, 0x12345678, v4"),
                format!("{m} v1, v2, v3, v4 neg_lo:[1,1,1]"),
            ]
        };
        lines.extend(ops);
    }
    let mut bad = Vec::new();
    for (cpu, target) in [("gfx906", gfx906()), ("gfx900", Target::base(Arch::Gfx9))] {
        let mut took = 0;
        let mut undecoded = Vec::new();
        let mut lost = Vec::new();
        for (t, theirs) in lines.iter().zip(assemble_lines(cpu, &lines)) {
            let ours = our_words(cpu, t);
            match (&ours, &theirs) {
                (Err(_), Err(_)) => {}
                (Ok(a), Ok((b, want))) if a == b => {
                    took += 1;
                    match decode_for(target, a, 0) {
                        Ok(i) if squash(&i.to_string()) == squash(want) => {}
                        Err(_) => undecoded.push(a.clone()),
                        other => bad.push(format!(
                            "{cpu} `{t}`: llvm-mc prints `{want}`, we decode {other:?}"
                        )),
                    }
                }
                // We refuse what llvm-mc takes only where its words lose
                // part of the text (the NEG bits it drops).
                (Err(_), Ok((b, want))) => lost.push((t.clone(), b.clone(), want.clone())),
                _ => bad.push(format!("{cpu} `{t}`: ours {ours:x?}, llvm-mc {theirs:x?}")),
            }
        }
        let lost_words: Vec<Vec<u32>> = lost.iter().map(|(_, w, _)| w.clone()).collect();
        for ((t, ws, want), back) in lost.iter().zip(disassemble(cpu, &lost_words)) {
            if back.as_deref().map(squash) == Some(squash(want)) {
                bad.push(format!(
                    "{cpu} `{t}`: we refuse, llvm-mc {ws:08x?} keeps it"
                ));
            }
        }
        for (ws, l) in undecoded.iter().zip(disassemble(cpu, &undecoded)) {
            if let Some(l) = l {
                bad.push(format!("{cpu} {ws:08x?}: llvm-mc prints `{l}`, we refuse"));
            }
        }
        eprintln!("{cpu}: {took} of {} texts assemble", lines.len());
    }
    for b in bad.iter().take(60) {
        eprintln!("{b}");
    }
    assert!(bad.is_empty(), "{} differences", bad.len());
}

/// Each feature row is refused where its processor lacks it, and only there:
/// the error names the feature; llvm-mc says "not supported on this GPU".
#[test]
fn rows_need_their_processor() {
    let text = |op: Opcode| {
        if op.format() == gcnjit::isa::Format::Vop2 {
            format!("{} v1, v2, v3", op.mnemonic())
        } else {
            format!("{} v1, v2, v3, v4", op.mnemonic())
        }
    };
    for op in feature_rows() {
        let need = op.info().feature();
        for cpu in ["gfx900", "gfx904", "gfx906"] {
            let target = Target::parse(cpu).unwrap();
            let (_, err) = llvm_mc::run(
                &["-arch=amdgcn", &format!("-mcpu={cpu}"), "--show-encoding"],
                &text(op),
            );
            let llvm_takes = !err.contains("error");
            let ours = assemble_for(target, &text(op), 0);
            assert_eq!(ours.is_ok(), llvm_takes, "{cpu} `{}`: {ours:?}", text(op));
            assert_eq!(target.has(need), llvm_takes, "{cpu} {op:?}");
            if let Err(e) = ours {
                assert!(e.message.contains(&need.to_string()), "{e}");
            }
        }
    }
    // A generation means its default processor: gfx900 for gfx9.
    assert!(Target::base(Arch::Gfx9).has(Features::MAD_MIX));
    assert!(gcnjit::isa::assemble(Arch::Gfx9, "v_dot2_f32_f16 v1, v2, v3, v4", 0).is_err());
    assert!(gcnjit::isa::assemble(Arch::Gfx9, "v_mad_mix_f32 v1, v2, v3, v4", 0).is_ok());
}

/// `.amdgcn_target` chooses the processor when it comes first; after
/// instructions assembled for other features it is an error (docs/assembler.md,
/// "Processor features").
#[test]
fn amdgcn_target_names_the_processor() {
    let opts = |from_target| gcnjit::asm::Options {
        arch: Arch::Gfx9,
        arch_from_target: from_target,
        ..Default::default()
    };
    let first = ".amdgcn_target \"amdgcn-amd-amdhsa--gfx906\"\nv_fmac_f32 v1, v2, v3\n";
    for from_target in [false, true] {
        let w = gcnjit::isa::asm::assemble_words_with(first, &opts(from_target), 0).unwrap();
        // llvm-mc -mcpu=gfx906: v_fmac_f32_e32 v1, v2, v3 ; [0x02,0x07,0x02,0x76]
        assert_eq!(w, [0x7602_0702]);
    }
    let late = "v_add_f32 v0, v1, v2\n.amdgcn_target \"amdgcn-amd-amdhsa--gfx906\"\n";
    let e = gcnjit::isa::asm::assemble_words_with(late, &opts(false), 0).unwrap_err();
    assert_eq!((e.line, e.col), (2, 16), "{e}");
    // Same features as the instructions had (gfx902 is gfx900's): accepted.
    let same = "v_add_f32 v0, v1, v2\n.amdgcn_target \"amdgcn-amd-amdhsa--gfx902\"\n";
    assert!(gcnjit::isa::asm::assemble_words_with(same, &opts(false), 0).is_ok());
}
