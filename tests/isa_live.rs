//! Live cross-check against llvm-mc 14 on seeded random scalar words: one
//! llvm-mc run per generation and direction, so it is fast. llvm-mc is
//! required (CI installs llvm-14); without it this test fails, it does not skip.
//!
//! For every random word sequence our decoder accepts:
//! - gfx8/gfx9: llvm-mc disassembles the same words to the same text (modulo
//!   whitespace), unless llvm-mc's text is lossy (its text does not assemble back
//!   to the words: bits outside the s_waitcnt/s_sendmsg fields);
//! - every generation: llvm-mc assembles our text to the same words.
//!
//! Where the two decoders disagree, the spec decides (documented rules):
//! - we reject, llvm-mc accepts: misaligned register pairs/tuples (llvm-mc clears
//!   the low bits), reserved operand codes (llvm-mc prints e.g. `null`, a gfx10
//!   register), non-zero unused fields, SMEM SOE/NV and bits above the offset
//!   (llvm-mc ignores them), literals holding an inline-constant value, and
//!   vector words (out of scope). In each case llvm-mc's text does not assemble
//!   back to the words, so no text form of them exists.
//! - we accept, llvm-mc rejects: only the CLRX-only opcodes (†).

use gcnjit::difftest::Rng;
use gcnjit::isa::{assemble, decode, encode_all, Arch, DecodeErrorKind};
use std::collections::HashMap;

#[path = "common/llvm.rs"]
mod llvm;
use llvm::{bytes_line, parse_encoded, run, squash};

/// A first word in a scalar format (chosen at random), and a random second word.
fn random_pair(rng: &mut Rng, arch: Arch) -> [u32; 2] {
    let r = rng.next_u32();
    let w0 = match rng.below(8) {
        0 => 0b10 << 30 | r & 0x3FFF_FFFF,
        1 => 0b1011 << 28 | r & 0x0FFF_FFFF,
        2 => 0x17D << 23 | r & 0x7F_FFFF,
        3 => 0x17E << 23 | r & 0x7F_FFFF,
        4 => 0x17F << 23 | r & 0x7F_FFFF,
        5 if arch.has_smem() => 0b110000 << 26 | r & 0x03FF_3FFF,
        5 => 0b11000 << 27 | r & 0x07FF_FFFF,
        // Mostly-valid operand fields: small register codes and inline constants.
        6 => {
            0b10 << 30
                | r & 0x3F80_0000
                | (rng.below(104) as u32) << 16
                | (rng.below(256) as u32) << 8
                | (128 + rng.below(81) as u32)
        }
        _ => {
            0x17D << 23 | (rng.below(102) as u32) << 16 | (r & 0x3F) << 8 | (rng.below(256) as u32)
        }
    };
    let w1 = match rng.below(3) {
        0 => rng.next_u32() & 0xFFFFF,
        1 => rng.below(128) as u32,
        _ => rng.next_u32(),
    };
    [w0, w1]
}

fn live(arch: Arch, seed: u64, count: usize) {
    // gfx8 has XNACK_MASK only on APUs: llvm-mc's fiji rejects `xnack_mask`, so
    // the gfx8 words are checked against carrizo (gfx801, the same scalar ISA).
    let cpu = if arch == Arch::Gfx8 {
        "carrizo"
    } else {
        arch.llvm_cpu()
    };
    let mcpu = format!("-mcpu={cpu}");
    // GCNJIT_LIVE_SEED varies the words for longer local runs; the default is fixed.
    let extra: u64 = std::env::var("GCNJIT_LIVE_SEED")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(0);
    // A fixed seed gives the same words on every run.
    let mut rng = Rng::new(seed ^ extra.wrapping_mul(0x9E37_79B9_7F4A_7C15));
    let mut ours = Vec::new(); // (words, text)
    let mut rejected = Vec::new(); // (w0, kind)
    for _ in 0..count {
        let pair = random_pair(&mut rng, arch);
        match decode(arch, &pair, 0) {
            Ok(i) => ours.push((pair[..i.len_words()].to_vec(), i.to_string(), i)),
            Err(e) => rejected.push((pair[0], e.kind)),
        }
    }
    assert!(
        ours.len() > count / 4,
        "too few random words decode on {arch}"
    );
    let mut bad = Vec::new();

    // Our text → llvm-mc's assembler → the same words, every generation.
    let text: String = ours.iter().map(|(_, t, _)| format!("{t}\n")).collect();
    let (out, err) = run(&["-arch=amdgcn", &mcpu, "--show-encoding"], &text);
    let assembled = parse_encoded(&out);
    let known: Vec<_> = ours
        .iter()
        .filter(|(_, _, i)| i.op.info().llvm_knows())
        .collect();
    // Lines llvm-mc rejected, by line number (1-based, in `text`).
    let failed: Vec<usize> = err
        .lines()
        .filter_map(|l| l.strip_prefix("<stdin>:")?.split(':').next()?.parse().ok())
        .collect();
    for &n in &failed {
        let (w, t, i) = &ours[n - 1];
        if i.op.info().llvm_knows() {
            bad.push(format!("{arch}: llvm-mc rejects our `{t}` ({w:08x?})"));
        }
    }
    let accepted: Vec<_> = known
        .iter()
        .enumerate()
        .filter(|(k, _)| !failed.contains(&(k + 1)))
        .map(|(_, x)| x)
        .collect();
    if failed.is_empty() && assembled.len() == known.len() {
        for ((words, t, _), (w, _)) in accepted.iter().zip(&assembled) {
            if words != w {
                bad.push(format!(
                    "{arch}: our `{t}` ({words:08x?}): llvm-mc assembles it to {w:08x?}"
                ));
            }
        }
    }

    // Our words → llvm-mc's disassembler (gfx8/gfx9 only: LLVM 14 cannot disassemble gfx6/7).
    if arch.has_smem() {
        let mut input = String::new();
        for (w, _, _) in &ours {
            input += &bytes_line(w);
            input.push('\n');
        }
        for (w0, _) in &rejected {
            input += &bytes_line(&[*w0]);
            input.push('\n');
        }
        let (out, _) = run(
            &["-arch=amdgcn", &mcpu, "--disassemble", "--show-encoding"],
            &input,
        );
        let llvm: HashMap<Vec<u32>, String> = parse_encoded(&out).into_iter().collect();
        for (words, t, i) in &ours {
            match llvm.get(words) {
                None if !i.op.info().llvm_knows() => {}
                None => bad.push(format!(
                    "{arch}: we decode {words:08x?} as `{t}`, llvm-mc does not"
                )),
                Some(l) if squash(l) == squash(t) => {}
                Some(l) => {
                    let lossy = assemble(arch, l, 0)
                        .ok()
                        .and_then(|i| encode_all(&i).ok())
                        .is_none_or(|w| &w != words);
                    if !lossy {
                        bad.push(format!("{arch}: {words:08x?}: ours `{t}`, llvm-mc `{l}`"));
                    }
                }
            }
        }
        for (w0, kind) in &rejected {
            if let Some(l) = llvm.get(&vec![*w0]) {
                if matches!(
                    kind,
                    DecodeErrorKind::UnknownOpcode(..) | DecodeErrorKind::NotOnArch(..)
                ) {
                    bad.push(format!(
                        "{arch}: {w0:08x}: llvm-mc decodes `{l}`, we say {kind}"
                    ));
                }
            }
        }
    }
    assert!(
        bad.is_empty(),
        "{} mismatches on {arch} ({} decoded words):\n{}",
        bad.len(),
        ours.len(),
        bad.iter().take(40).cloned().collect::<Vec<_>>().join("\n")
    );
}

#[test]
fn live_gfx6() {
    live(Arch::Gfx6, 0x6C6C_766D_2D36, 4000);
}

#[test]
fn live_gfx7() {
    live(Arch::Gfx7, 0x6C6C_766D_2D37, 4000);
}

#[test]
fn live_gfx8() {
    live(Arch::Gfx8, 0x6C6C_766D_2D38, 4000);
}

#[test]
fn live_gfx9() {
    live(Arch::Gfx9, 0x6C6C_766D_2D39, 4000);
}
