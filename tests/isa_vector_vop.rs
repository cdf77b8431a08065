//! VOP1, VOP2, VOPC, VOP3 and VOP3P against llvm-mc 14 (docs/isa.md, "Vector:
//! VOP1, VOP2, VOPC, VOP3, VOP3P"). llvm-mc is required (CI installs llvm-14).
//!
//! gfx8 and gfx9: seeded random words per row of the table (every VALU row
//! of the generation, in its own encoding and in VOP3, with random operands
//! and modifier bits) go through one `llvm-mc --disassemble --show-encoding`
//! run per generation. Every word llvm-mc prints as an instruction (with the
//! same bytes) must decode (`decode_code`) to the same text, and every word
//! llvm-mc refuses must be refused, except the documented decoder choices
//! (`choice` below).

use gcnjit::difftest::Rng;
use gcnjit::isa::decode::decode_code;
use gcnjit::isa::shape::{Ty, VopShape};
use gcnjit::isa::table::vop3_number;
use gcnjit::isa::{Arch, Format, Imm, Opcode};

mod llvm_mc;
use llvm_mc::run;

fn shape(op: Opcode) -> Option<VopShape> {
    match op.sig().imm {
        Imm::Vop(s) => Some(s),
        _ => None,
    }
}

fn chance(rng: &mut Rng, num: u64, den: u64) -> bool {
    rng.below(den) < num
}

fn pick<'a, T>(rng: &mut Rng, xs: &'a [T]) -> &'a T {
    &xs[rng.below(xs.len() as u64) as usize]
}

/// A random 9-bit source code for type `t`, biased to legal operands.
fn src_code(rng: &mut Rng, t: Ty) -> u32 {
    match rng.below(10) {
        0..=3 => 256 + rng.below(256) as u32,
        4..=5 => rng.below(106) as u32 & if t.dwords() > 1 { !1 } else { !0 },
        6..=7 => *pick(
            rng,
            &[128, 129, 136, 192, 193, 208, 240, 241, 242, 243, 247, 248],
        ),
        _ => rng.below(256) as u32,
    }
}

/// A random literal, biased to values whose printing depends on the type.
fn literal(rng: &mut Rng) -> u32 {
    match rng.below(6) {
        0 => rng.below(80) as u32,
        1 => *pick(
            rng,
            &[
                0x3f800000, 0x3e22f983, 0x3c00, 0x3118, 0xbf000000, 0xfffffff0,
            ],
        ),
        2 => rng.below(0x10000) as u32,
        3 => 0x3ff00000,
        _ => rng.next_u32(),
    }
}

/// Bits that are mostly zero.
fn sparse(rng: &mut Rng, bits: u32) -> u32 {
    if chance(rng, 1, 3) {
        rng.below(1 << bits) as u32
    } else {
        0
    }
}

/// Random words of `op` in encoding `fam` on `arch`.
fn gen(rng: &mut Rng, arch: Arch, op: Opcode, fam: Format) -> Vec<u32> {
    let s = shape(op).unwrap();
    let num = op.number(arch).unwrap() as u32;
    let mut src = [0u32; 3];
    for (code, &t) in src.iter_mut().zip(&s.src) {
        *code = if t == Ty::None && chance(rng, 7, 8) {
            0
        } else {
            src_code(rng, t)
        };
    }
    let vdst = if chance(rng, 1, 2) {
        rng.below(256) as u32
    } else {
        rng.below(106) as u32 & !1
    };
    let lit = literal(rng);
    match fam {
        Format::Vop1 | Format::Vop2 | Format::Vopc => {
            let s0 = if chance(rng, 1, 5) { 255 } else { src[0] };
            let v1 = src[1] & 0xFF;
            let w = match fam {
                Format::Vop1 => 0x7E00_0000 | vdst << 17 | num << 9 | s0,
                Format::Vop2 => num << 25 | vdst << 17 | v1 << 9 | s0,
                _ => 0x7C00_0000 | num << 17 | v1 << 9 | s0,
            };
            vec![w, lit]
        }
        Format::Vop3 => {
            let n3 = vop3_number(arch, op.format(), num as u16).unwrap_or(num as u16) as u32;
            let w0 = if arch >= Arch::Gfx8 {
                0xD000_0000 | n3 << 16 | vdst | sparse(rng, 8) << 8
            } else {
                0xD000_0000 | n3 << 17 | vdst | sparse(rng, 4) << 8
            };
            let w1 = src[0] | src[1] << 9 | src[2] << 18 | sparse(rng, 5) << 27;
            vec![w0, w1]
        }
        _ => {
            let w0 = 0xD380_0000 | num << 16 | vdst | sparse(rng, 8) << 8;
            let w1 = src[0] | src[1] << 9 | src[2] << 18 | (rng.below(32) as u32) << 27;
            vec![w0, w1]
        }
    }
}

fn bytes_of(words: &[u32]) -> Vec<String> {
    words
        .iter()
        .flat_map(|w| w.to_le_bytes())
        .map(|b| format!("0x{b:02x}"))
        .collect()
}

/// Disassembles each case with llvm-mc: its text when llvm-mc decodes the
/// case's first word as an instruction, and whether other lines followed
/// before the next case (llvm-mc took fewer words than we did). Cases are
/// separated by `s_movk_i32 s0, INDEX` markers, as llvm-mc goes on after an
/// invalid word; a word it refuses is a warning at the case's first byte
/// (column 21 of its line). `--show-encoding` is not used: llvm-mc re-encodes
/// what it decoded, so its bytes need not be the input's.
fn llvm_texts(arch: Arch, cases: &[Vec<u32>]) -> Vec<Option<(String, bool)>> {
    let cpu = cpu(arch);
    let mut input = String::new();
    for (i, ws) in cases.iter().enumerate() {
        let mut b = bytes_of(&[0xB000_0000 | i as u32]);
        b.extend(bytes_of(ws));
        // `s_nop 0` after the case: what a refused case's leftover words
        // decode to can take one more word, and must not take the next marker.
        b.extend(bytes_of(&[0xBF80_0000]));
        input += &b.join(" ");
        input.push('\n');
    }
    let (out, err) = run(
        &["-arch=amdgcn", &format!("-mcpu={cpu}"), "--disassemble"],
        &input,
    );
    let mut refused = vec![false; cases.len()];
    for l in err.lines() {
        let Some(rest) = l.strip_prefix("<stdin>:") else {
            continue;
        };
        let mut it = rest.split(':');
        let (Some(line), Some(col)) = (it.next(), it.next()) else {
            continue;
        };
        if let (Ok(line), "21") = (line.parse::<usize>(), col) {
            refused[line - 1] = true;
        }
    }
    let mut res: Vec<Option<(String, bool)>> = vec![None; cases.len()];
    let mut cur: Option<usize> = None;
    for l in out.lines() {
        let text = l.trim();
        if text.is_empty() || text.starts_with('.') || text == "s_nop 0" {
            continue;
        }
        if let Some(ix) = text.strip_prefix("s_movk_i32 s0, 0x") {
            cur = usize::from_str_radix(ix, 16).ok();
            continue;
        }
        let Some(i) = cur else { continue };
        match &mut res[i] {
            None if !refused[i] => {
                res[i] = Some((text.split_whitespace().collect::<Vec<_>>().join(" "), false))
            }
            Some(r) => r.1 = true,
            None => {}
        }
    }
    res
}

/// Every (row, encoding) pair of `arch` the random words exercise.
fn forms(arch: Arch) -> Vec<(Opcode, Format)> {
    let mut v = Vec::new();
    for &op in Opcode::ALL {
        if shape(op).is_none() || op.number(arch).is_none() {
            continue;
        }
        let f = op.format();
        match f {
            Format::Vop1 | Format::Vop2 | Format::Vopc => {
                v.push((op, f));
                if op.info().flags & gcnjit::isa::table::flag::NO_E64 == 0 {
                    v.push((op, Format::Vop3));
                }
            }
            Format::Vop3 | Format::Vop3p => v.push((op, f)),
            _ => {}
        }
    }
    v
}

fn live(arch: Arch, seed: u64, per_form: usize) -> (usize, usize, Vec<String>) {
    let mut rng = Rng::new(seed);
    let mut cases = Vec::new();
    for (op, fam) in forms(arch) {
        for _ in 0..per_form {
            let mut ws = gen(&mut rng, arch, op, fam);
            // Only the words the instruction takes: a stray word after it
            // could swallow the next case's marker.
            let Some(v) = gcnjit::isa::vector::decode(arch, &ws) else {
                continue;
            };
            if v.family.name() != fam.name() {
                continue; // a DPP or SDWA word: tests/isa_vector_dpp_sdwa.rs
            }
            ws.truncate(v.len_words);
            cases.push(ws);
        }
    }
    let theirs = llvm_texts(arch, &cases);
    let mut bad = Vec::new();
    let mut agreed = 0;
    let mut refused = Vec::new();
    for (ws, t) in cases.iter().zip(&theirs) {
        let ours = decode_code(arch, ws, 0).map(|i| i.to_string());
        match (&ours, t) {
            (Err(_), None) => agreed += 1,
            (Ok(a), Some((b, false))) if a == b => agreed += 1,
            (Err(_), Some((b, _))) => refused.push((ws.clone(), b.clone())),
            _ => bad.push(format!("{arch} {ws:08x?}: ours {:?} llvm {t:?}", ours.ok())),
        }
    }
    // We refuse, llvm-mc prints a text: a decoder choice when that text does
    // not assemble back to the words (ignored bits, misaligned registers ...).
    let lossy_refused = lossy(arch, &refused);
    let mut choices = 0;
    for ((ws, b), l) in refused.iter().zip(lossy_refused) {
        if l || choice(b) {
            choices += 1;
        } else {
            bad.push(format!(
                "{arch} {ws:08x?}: we refuse, llvm `{b}` round-trips"
            ));
        }
    }
    // Round trip: what `decode` (canonical) accepts prints a text that our
    // assembler turns back into the same words.
    let mut trips = 0;
    let mut canon = Vec::new();
    for ws in &cases {
        let Ok(inst) = gcnjit::isa::decode(arch, ws, 0) else {
            continue;
        };
        let text = inst.to_string();
        canon.push((ws.clone(), text.clone()));
        let back = gcnjit::isa::assemble(arch, &text, 0)
            .map_err(|e| e.to_string())
            .and_then(|v| gcnjit::isa::encode_all(&v).map_err(|e| e.to_string()));
        match back {
            Ok(w) if w == *ws => trips += 1,
            other => bad.push(format!(
                "{arch} {ws:08x?}: `{text}` assembles to {other:08x?}"
            )),
        }
    }
    eprintln!("{arch}: {trips} canonical round trips");
    // ... and llvm-mc assembles each of those texts to the same words.
    for ((ws, text), l) in canon.iter().zip(lossy(arch, &canon)) {
        if l {
            bad.push(format!(
                "{arch} {ws:08x?}: llvm-mc does not assemble `{text}` back"
            ));
        }
    }
    (cases.len(), agreed + choices, bad)
}

/// Decoder choices where llvm-mc's text does assemble back (docs/isa.md,
/// "Vector: VOP1, VOP2, VOPC, VOP3, VOP3P", decoder choices): a VOPC/VOP3
/// destination that is a constant source (`src_scc`, `src_shared_base` ...),
/// which llvm-mc 14 takes and prints but which names no register.
fn choice(llvm: &str) -> bool {
    llvm.split_once(' ')
        .is_some_and(|(_, ops)| ops.starts_with("src_"))
}

/// For each (words, llvm text): the text does not assemble back to the words.
fn lossy(arch: Arch, cases: &[(Vec<u32>, String)]) -> Vec<bool> {
    let texts: Vec<&str> = cases.iter().map(|(_, t)| t.as_str()).collect();
    llvm_assemble(arch, &texts)
        .into_iter()
        .zip(cases)
        .map(|(enc, (ws, _))| enc.as_ref() != Some(ws))
        .collect()
}

/// The llvm-mc CPU checked for `arch`. gfx8 has XNACK_MASK only on APUs:
/// llvm-mc's fiji rejects `xnack_mask`, so gfx8 is carrizo (gfx801, the same
/// VALU ISA).
fn cpu(arch: Arch) -> &'static str {
    match arch {
        Arch::Gfx6 => "tahiti",
        Arch::Gfx7 => "hawaii",
        Arch::Gfx8 => "carrizo",
        Arch::Gfx9 => "gfx900",
    }
}

/// llvm-mc's words for each text (`None` where it reports an error).
fn llvm_assemble(arch: Arch, texts: &[&str]) -> Vec<Option<Vec<u32>>> {
    let input: String = texts.iter().map(|t| format!("{t}\n")).collect();
    let (out, err) = run(
        &[
            "-arch=amdgcn",
            &format!("-mcpu={}", cpu(arch)),
            "--show-encoding",
        ],
        &input,
    );
    let failed: std::collections::HashSet<usize> = err
        .lines()
        .filter_map(|l| l.strip_prefix("<stdin>:")?.split(':').next()?.parse().ok())
        .collect();
    let mut encs = out
        .lines()
        .filter_map(|l| l.split_once("; encoding: ["))
        .map(|(_, e)| {
            let bytes: Vec<u32> = e
                .trim_end_matches(']')
                .split(',')
                .map(|b| u32::from_str_radix(b.trim().trim_start_matches("0x"), 16).unwrap())
                .collect();
            bytes
                .chunks(4)
                .map(|c| c.iter().rev().fold(0u32, |a, &b| a << 8 | b))
                .collect::<Vec<u32>>()
        });
    (1..=texts.len())
        .map(|i| {
            if failed.contains(&i) {
                None
            } else {
                encs.next()
            }
        })
        .collect()
}

/// gfx6/gfx7 (llvm-mc cannot disassemble them): random words that `decode`
/// (canonical) accepts print a text; llvm-mc must assemble that text to the
/// same words, and so must our assembler.
fn texts_old(arch: Arch, seed: u64, per_form: usize) -> (usize, Vec<String>) {
    let mut rng = Rng::new(seed);
    let mut cases: Vec<(Vec<u32>, String)> = Vec::new();
    for (op, fam) in forms(arch) {
        for _ in 0..per_form {
            let mut ws = gen(&mut rng, arch, op, fam);
            let Some(v) = gcnjit::isa::vector::decode(arch, &ws) else {
                continue;
            };
            ws.truncate(v.len_words);
            if let Ok(i) = gcnjit::isa::decode(arch, &ws, 0) {
                cases.push((ws, i.to_string()));
            }
        }
    }
    let texts: Vec<&str> = cases.iter().map(|(_, t)| t.as_str()).collect();
    let theirs_all = llvm_assemble(arch, &texts);
    let mut bad = Vec::new();
    for ((ws, text), theirs) in cases.iter().zip(theirs_all) {
        if theirs.is_none() {
            bad.push(format!("{arch}: llvm-mc rejects our `{text}` ({ws:08x?})"));
            continue;
        }
        if theirs.as_ref() != Some(ws) {
            bad.push(format!(
                "{arch}: `{text}`: llvm-mc {theirs:08x?}, words {ws:08x?}"
            ));
        }
        let ours = gcnjit::isa::assemble(arch, text, 0)
            .map_err(|e| e.to_string())
            .and_then(|v| gcnjit::isa::encode_all(&v).map_err(|e| e.to_string()));
        if ours.as_ref() != Ok(ws) {
            bad.push(format!(
                "{arch}: `{text}`: we assemble {ours:08x?}, words {ws:08x?}"
            ));
        }
    }
    (cases.len(), bad)
}

#[test]
fn texts_match_llvm_gfx6_gfx7() {
    let mut all = Vec::new();
    for (arch, seed) in [(Arch::Gfx6, 6), (Arch::Gfx7, 7)] {
        let (n, bad) = texts_old(arch, seed, 12);
        eprintln!("{arch}: {n} texts, {} differences", bad.len());
        all.extend(bad);
    }
    for b in all.iter().take(80) {
        eprintln!("{b}");
    }
    assert!(all.is_empty(), "{} differences", all.len());
}

#[test]
fn random_words_match_llvm_gfx8() {
    let (n, ok, bad) = live(Arch::Gfx8, 8, 12);
    for b in bad.iter().take(80) {
        eprintln!("{b}");
    }
    eprintln!("gfx8: {ok}/{n} agree");
    assert!(bad.is_empty(), "{} differences", bad.len());
}

#[test]
fn random_words_match_llvm_gfx9() {
    let (n, ok, bad) = live(Arch::Gfx9, 9, 12);
    for b in bad.iter().take(80) {
        eprintln!("{b}");
    }
    eprintln!("gfx9: {ok}/{n} agree");
    assert!(bad.is_empty(), "{} differences", bad.len());
}

/// Texts llvm-mc 14 rejects: we reject them too, with the column of the
/// offending token (checked against llvm-mc's own column where it names one).
#[test]
fn rejected_texts() {
    let cases: [(Arch, &str); 17] = [
        (Arch::Gfx9, "v_add_f32_e64 v0, s1, s2"),
        (Arch::Gfx9, "v_add_f32_e64 v0, 0x12345, v2"),
        (Arch::Gfx9, "v_cndmask_b32_e32 v0, s1, v2, vcc"),
        (Arch::Gfx9, "v_add_u32_e64 v0, -v1, v2"),
        (Arch::Gfx9, "v_and_b32_e64 v0, v1, v2 clamp"),
        (Arch::Gfx9, "v_mov_b32 v[0:1], v2"),
        (Arch::Gfx9, "v_add_f64 v[0:1], v[1:3], v[4:5]"),
        (Arch::Gfx8, "v_mad_u16 v0, v1, v2, v3 op_sel:[0,0,0,1]"),
        (Arch::Gfx9, "v_madmk_f32 v0, s1, 0x41200000, v2"),
        (Arch::Gfx9, "v_readfirstlane_b32 s0, s1"),
        (Arch::Gfx9, "v_qsad_pk_u16_u8 v[0:1], v[0:1], v2, v[4:5]"),
        (Arch::Gfx8, "v_movreld_b32 v0, s1"),
        (Arch::Gfx6, "v_cvt_f32_f16_e64 v0, 7"),
        (Arch::Gfx9, "v_add_f32_e32 v0, v1, s2"),
        (Arch::Gfx9, "v_div_fmas_f32 v0, s1, v2, v3"),
        (Arch::Gfx9, "v_madak_f16 v0, v1, v2, 0x12345"),
        (Arch::Gfx9, "v_mad_i32_i16 v65, v30, s78, src_lds_direct"),
    ];
    let mut bad = Vec::new();
    for (arch, text) in cases {
        let (_, err) = run(
            &[
                "-arch=amdgcn",
                &format!("-mcpu={}", cpu(arch)),
                "--show-encoding",
            ],
            text,
        );
        assert!(err.contains("error"), "llvm-mc takes `{text}` on {arch}");
        if gcnjit::isa::assemble(arch, text, 0).is_ok() {
            bad.push(format!("{arch}: we take `{text}`, llvm-mc says {err}"));
        }
    }
    assert!(bad.is_empty(), "{bad:#?}");
}

/// The VOP3 words of the rows without operands: llvm-mc prints `v_nop`
/// (and `v_clrexcp`) for them as for the VOP1 words (tahiti:
/// `v_nop_e64` = [0x00,0x00,0x00,0xd3,0,0,0,0]; fiji: [0x00,0x00,0x40,0xd1,0,0,0,0],
/// `--disassemble` prints `v_nop`), text that assembles to the VOP1 word. So
/// the decoder for code reads them as llvm-objdump does and the strict
/// decoder refuses them (the round trip would change the code's length).
#[test]
fn vop3_nop_is_read_for_code_and_refused_by_the_strict_decoder() {
    for (arch, w) in [
        (Arch::Gfx6, 0xd300_0000u32),
        (Arch::Gfx7, 0xd300_0000),
        (Arch::Gfx8, 0xd140_0000),
        (Arch::Gfx9, 0xd140_0000),
    ] {
        let words = [w, 0];
        let i = decode_code(arch, &words, 0).expect("code decoder");
        assert_eq!(i.to_string(), "v_nop", "{arch}");
        assert_eq!(i.len_words(), 2);
        assert!(gcnjit::isa::decode(arch, &words, 0).is_err(), "{arch}");
        // The VOP1 word: both decoders, and its text assembles to it.
        let one = [0x7e00_0000u32];
        let i = gcnjit::isa::decode(arch, &one, 0).unwrap();
        assert_eq!(
            gcnjit::isa::assemble(arch, &i.to_string(), 0).unwrap(),
            vec![i]
        );
    }
}
