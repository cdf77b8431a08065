//! DPP and SDWA (gfx8/gfx9) against llvm-mc 14 (docs/isa.md "Vector: DPP and
//! SDWA"):
//! - seeded random VOP1/VOP2/VOPC words with a DPP or SDWA extension word, one
//!   llvm-mc `--disassemble` run per generation: every word we decode
//!   (`decode_code`) llvm-mc prints with the same text; every word we decode
//!   canonically (`decode`) encodes back to itself, its text assembles (ours
//!   and llvm-mc's) to the same words; every word llvm-mc prints and we
//!   reject is a documented decoder choice (listed in `rejected_ok`);
//! - hand-written texts from llvm-mc's syntax (defaults omitted, modifiers,
//!   both spellings of bound_ctrl, no suffix) assemble to llvm-mc's words;
//! - texts llvm-mc rejects are rejected.

mod llvm_mc;

use gcnjit::difftest::Rng;
use gcnjit::isa::decode::decode_code;
use gcnjit::isa::{assemble, decode, encode_all, Arch, DecodeErrorKind, Format, OPCODES};
use llvm_mc::{assemble_lines, disassemble, squash};

/// (format, number) of every VOP1/VOP2/VOPC row of the table on `arch`.
fn rows(arch: Arch) -> Vec<(Format, u32)> {
    OPCODES
        .iter()
        .filter(|i| matches!(i.format, Format::Vop1 | Format::Vop2 | Format::Vopc))
        .filter_map(|i| Some((i.format, i.on(arch)? as u32)))
        .collect()
}

/// A random first word: a row of the table (mostly) or any opcode, with
/// the DPP or SDWA selector in src0.
fn first_word(rng: &mut Rng, rows: &[(Format, u32)], dpp: bool) -> u32 {
    let (format, n) = if rows.is_empty() || rng.below(5) == 0 {
        match rng.below(3) {
            0 => (Format::Vop1, rng.below(256) as u32),
            1 => (Format::Vop2, rng.below(62) as u32),
            _ => (Format::Vopc, rng.below(256) as u32),
        }
    } else {
        rows[rng.below(rows.len() as u64) as usize]
    };
    let r = rng.next_u32();
    let sel = if dpp { 0xFA } else { 0xF9 };
    let small = |v: u32, rng: &mut Rng| if rng.below(2) == 0 { v & 7 } else { v & 0xFF };
    let vdst = small(r >> 8, rng);
    let vsrc1 = small(r >> 16, rng);
    match format {
        Format::Vop1 => 0x3F << 25 | vdst << 17 | n << 9 | sel,
        Format::Vopc => 0x3E << 25 | n << 17 | vsrc1 << 9 | sel,
        _ => n << 25 | vdst << 17 | vsrc1 << 9 | sel,
    }
}

/// Bits that are set with probability 1/k.
fn rare(rng: &mut Rng, mask: u32, k: u64) -> u32 {
    if rng.below(k) == 0 {
        rng.next_u32() & mask
    } else {
        0
    }
}

/// A random DPP word, mostly with legal controls and no stray bits.
fn dpp_word(rng: &mut Rng) -> u32 {
    const CTRLS: [u32; 8] = [0x130, 0x134, 0x138, 0x13C, 0x140, 0x141, 0x142, 0x143];
    let ctrl = match rng.below(8) {
        0..=2 => rng.below(256) as u32,
        3 => 0x100 + rng.below(0x30) as u32,
        4 | 5 => CTRLS[rng.below(8) as usize],
        _ => rng.below(512) as u32,
    };
    let src0 = if rng.below(2) == 0 {
        rng.below(8)
    } else {
        rng.below(256)
    } as u32;
    src0 | ctrl << 8
        | rare(rng, 1 << 19, 2)
        | rare(rng, 0xF << 20, 3)
        | rare(rng, 3 << 17, 8)
        | rng.next_u32() & 0xFF00_0000
}

/// A random SDWA word, mostly with legal selects and few modifiers.
fn sdwa_word(rng: &mut Rng, gfx9: bool) -> u32 {
    let sel = |rng: &mut Rng| rng.below(7) as u32;
    let mut w = if rng.below(2) == 0 {
        rng.below(8)
    } else {
        rng.below(256)
    } as u32;
    w |= sel(rng) << 8 | (rng.below(3) as u32) << 11;
    w |= rare(rng, 1 << 13, 3) | rare(rng, 3 << 14, 5);
    for i in 0..2 {
        let s = 16 + 8 * i;
        w |= sel(rng) << s | rare(rng, 7 << (s + 3), 4) | rare(rng, 1 << (s + 6), 10);
        if gfx9 && rng.below(3) == 0 {
            w |= 1 << (s + 7);
            if i == 0 && rng.below(2) == 0 {
                // A register or constant in src0: small SGPRs, named registers, constants.
                const CODES: [u32; 10] = [0, 1, 5, 101, 106, 107, 124, 126, 128, 242];
                w = w & !0xFF | CODES[rng.below(10) as usize];
            }
        }
    }
    // VOPC on gfx9: an SDST (SD) half the time.
    if gfx9 && rng.below(4) == 0 {
        w = w & !0xFF00 | 1 << 15 | (rng.below(64) as u32 & !1) << 8;
    }
    w | rare(rng, 0xFFFF_FF00, 12)
}

/// The extension word has a select of 7 (llvm-mc 14 crashes on it: not
/// sent, and we must reject it).
fn crashes_llvm(w: [u32; 2]) -> bool {
    w[0] & 0x1FF == 0xF9 && [8, 16, 24].iter().any(|&s| (w[1] >> s) & 7 == 7)
}

/// Words llvm-mc prints that we reject on purpose (docs/isa.md): fields
/// llvm-mc ignores or prints lossily, `v_nop` with an extension word, and
/// rows not in the table yet (the VALU rows are added by their own work).
fn rejected_ok(kind: &DecodeErrorKind) -> bool {
    matches!(
        kind,
        DecodeErrorKind::NonZeroUnused(_)
            | DecodeErrorKind::Unsupported(_)
            | DecodeErrorKind::IllegalOperand { .. }
            | DecodeErrorKind::UnknownOpcode(..)
    )
}

fn live(arch: Arch, seed: u64, count: usize) {
    let cpu = arch.llvm_cpu();
    let rows = rows(arch);
    let mut rng = Rng::new(seed);
    let mut groups = Vec::new();
    for _ in 0..count {
        let dpp = rng.below(2) == 0;
        let w0 = first_word(&mut rng, &rows, dpp);
        let w1 = if dpp {
            dpp_word(&mut rng)
        } else {
            sdwa_word(&mut rng, arch == Arch::Gfx9)
        };
        groups.push([w0, w1]);
    }
    let mut bad = Vec::new();
    let sent: Vec<Vec<u32>> = groups
        .iter()
        .filter(|g| !crashes_llvm(**g))
        .map(|g| g.to_vec())
        .collect();
    let llvm = disassemble(cpu, &sent);
    let (mut same, mut canon, mut ours_rejected) = (0, 0, 0);
    let mut canonical = Vec::new();
    let mut answers = llvm.into_iter();
    for g in &groups {
        let words = g.to_vec();
        let theirs = if crashes_llvm(*g) {
            None
        } else {
            answers.next().flatten()
        };
        let theirs = theirs.as_ref();
        match decode_code(arch, g, 0) {
            Ok(i) => {
                let t = i.to_string();
                match theirs {
                    Some(l) if squash(l) == squash(&t) => same += 1,
                    Some(l) => bad.push(format!("{words:08x?}: ours `{t}`, llvm-mc `{l}`")),
                    None => bad.push(format!("{words:08x?}: we decode `{t}`, llvm-mc does not")),
                }
                if crashes_llvm(*g) {
                    bad.push(format!("{words:08x?}: select 7 decoded as `{t}`"));
                }
            }
            Err(e) => {
                ours_rejected += 1;
                if let Some(l) = theirs {
                    if !rejected_ok(&e.kind) {
                        bad.push(format!("{words:08x?}: llvm-mc `{l}`, we say {}", e.kind));
                    }
                }
            }
        }
        if let Ok(i) = decode(arch, g, 0) {
            canon += 1;
            let t = i.to_string();
            if encode_all(&[i]).ok().as_deref() != Some(&words[..]) {
                bad.push(format!("{words:08x?}: `{t}` does not encode back"));
            }
            match assemble(arch, &t, 0).map(|i| encode_all(&i)) {
                Ok(Ok(w)) if w == words => {}
                other => bad.push(format!("{words:08x?}: our `{t}` assembles to {other:?}")),
            }
            canonical.push((words, t));
        }
    }
    // llvm-mc assembles our canonical texts to the same words.
    let texts: Vec<String> = canonical.iter().map(|(_, t)| t.clone()).collect();
    for ((words, t), r) in canonical.iter().zip(assemble_lines(cpu, &texts)) {
        match r {
            Ok(w) if &w == words => {}
            other => bad.push(format!(
                "{words:08x?}: llvm-mc assembles `{t}` to {other:x?}"
            )),
        }
    }
    eprintln!(
        "{arch}: {count} words, {same} decoded as llvm-mc prints them, {canon} canonical, \
         {ours_rejected} rejected"
    );
    assert!(same > count / 20, "too few words decode on {arch}: {same}");
    assert!(
        bad.is_empty(),
        "{} mismatches on {arch}:\n{}",
        bad.len(),
        bad.iter().take(40).cloned().collect::<Vec<_>>().join("\n")
    );
}

#[test]
fn live_gfx8() {
    live(Arch::Gfx8, 0x4450_5038, 3000);
}

#[test]
fn live_gfx9() {
    live(Arch::Gfx9, 0x4450_5039, 3000);
}
