//! DS, MUBUF, MTBUF and FLAT/GLOBAL/SCRATCH against llvm-mc 14 (the oracle;
//! the test fails, it does not skip, without it):
//!
//! - gfx8/gfx9, disassembler: seeded random words with each family's prefix
//!   (mostly plausible fields, some fully random) go through ONE
//!   `llvm-mc --disassemble --show-encoding` run per generation. Every word
//!   llvm-mc prints as an instruction must decode (`decode_code`) to the same
//!   text; every word it rejects must be rejected, except the decoder choices
//!   listed in `DOCUMENTED` (docs/isa.md).
//! - every generation, assembler and canonical decoder: for every row of the
//!   four families, random canonical words (`decode` accepts them) are printed
//!   by us, assembled by `llvm-mc --show-encoding` (gfx6/gfx7 cannot be
//!   disassembled by LLVM 14, so this is their check): llvm-mc must give the
//!   same words and print the same text, and our assembler must give the same
//!   words from the text.
//! - syntax variants (swizzle macros, the MTBUF format spellings, modifier
//!   orders, expressions) assemble to llvm-mc's bytes.
//! - texts llvm-mc rejects are rejected by us too (checked against llvm-mc here).

use gcnjit::difftest::Rng;
use gcnjit::isa::decode::decode_code;
use gcnjit::isa::{assemble, decode, encode_all, Arch, Format, Opcode};
use std::collections::HashMap;

mod llvm_mc;
use llvm_mc::{bytes_line, parse_encoded, run, squash};

fn cpu(arch: Arch) -> &'static str {
    match arch {
        Arch::Gfx6 => "tahiti",
        Arch::Gfx7 => "hawaii",
        // fiji has no XNACK_MASK; carrizo is the same gfx8 ISA with it.
        Arch::Gfx8 => "carrizo",
        Arch::Gfx9 => "gfx900",
    }
}

/// Line numbers (1-based) llvm-mc reported an error for.
fn error_lines(stderr: &str) -> Vec<usize> {
    stderr
        .lines()
        .filter(|l| l.contains(": error:"))
        .filter_map(|l| l.strip_prefix("<stdin>:")?.split(':').next()?.parse().ok())
        .collect()
}

const MEM_FORMATS: [Format; 6] = [
    Format::Ds,
    Format::Mubuf,
    Format::Mtbuf,
    Format::Flat,
    Format::Global,
    Format::Scratch,
];

/// The rows of the four families on `arch`.
fn rows(arch: Arch) -> Vec<Opcode> {
    Opcode::ALL
        .iter()
        .copied()
        .filter(|op| MEM_FORMATS.contains(&op.format()) && op.number(arch).is_some())
        .collect()
}

/// The first word's prefix and opcode bits of `op` on `arch` (hand-derived
/// from the manuals' layouts, docs/isa.md).
fn prefix(arch: Arch, op: Opcode) -> u32 {
    let n = op.number(arch).unwrap() as u32;
    let old = arch < Arch::Gfx8;
    match op.format() {
        Format::Ds if old => 0b110110 << 26 | n << 18,
        Format::Ds => 0b110110 << 26 | n << 17,
        Format::Mubuf => 0b111000 << 26 | n << 18,
        Format::Mtbuf if old => 0b111010 << 26 | n << 16,
        Format::Mtbuf => 0b111010 << 26 | n << 15,
        Format::Flat => 0b110111 << 26 | n << 18,
        Format::Global => 0b110111 << 26 | n << 18 | 2 << 14,
        _ => 0b110111 << 26 | n << 18 | 1 << 14,
    }
}

/// Field bits of the first word outside the prefix and opcode, per format
/// (reserved bits are left to the fully random words).
fn free_bits(arch: Arch, f: Format) -> u32 {
    let old = arch < Arch::Gfx8;
    match f {
        Format::Ds if old => 0x0002_FFFF,
        Format::Ds => 0x0001_FFFF,
        Format::Mubuf if old => 0x0001_FFFF,
        Format::Mubuf => 0x0003_7FFF,
        Format::Mtbuf if old => 0x03F8_FFFF,
        Format::Mtbuf => 0x03F8_7FFF,
        _ if arch == Arch::Gfx9 => 0x0003_1FFF,
        _ => 0x0003_0000,
    }
}

/// A register-ish byte: zero (an unused field), small, aligned, or anything.
fn reg(rng: &mut Rng) -> u32 {
    match rng.below(8) {
        4..=7 => 0,
        0 => rng.below(16) as u32,
        1 => rng.below(64) as u32 & !3,
        2 => 250 + rng.below(6) as u32,
        _ => rng.below(256) as u32,
    }
}

/// A plausible second word: register fields small, SGPR fields in range.
fn second_word(rng: &mut Rng, f: Format) -> u32 {
    let r = rng.next_u32();
    match f {
        Format::Mubuf | Format::Mtbuf => {
            let soff = match rng.below(4) {
                0 => rng.below(104) as u32,
                1 => 128 + rng.below(81) as u32,
                2 => [0x7C, 0x6A, 0x7E, 0x66, 0x7D, 0xF0, 0xFD, 0xFF][rng.below(8) as usize],
                _ => r >> 24,
            };
            let sel = rng.below(16) as u32;
            let tfe = if rng.below(4) == 0 {
                r & 0x00E0_0000
            } else {
                0
            };
            reg(rng) | reg(rng) << 8 | sel.min(25) << 16 | tfe | soff << 24
        }
        Format::Ds => reg(rng) | reg(rng) << 8 | reg(rng) << 16 | reg(rng) << 24,
        _ => {
            let saddr = match rng.below(4) {
                0 => 0x7F,
                1 => rng.below(104) as u32,
                2 => 0,
                _ => (r >> 16) & 0x7F,
            };
            let nv = if rng.below(8) == 0 {
                r & 0x0080_0000
            } else {
                0
            };
            reg(rng) | reg(rng) << 8 | saddr << 16 | nv | reg(rng) << 24
        }
    }
}

/// A random word pair for row `op`: free bits mostly sparse.
fn words_for(rng: &mut Rng, arch: Arch, op: Opcode) -> [u32; 2] {
    let free = free_bits(arch, op.format());
    let r = rng.next_u32();
    let bits = match rng.below(4) {
        0 => 0,
        1 => r & rng.next_u32() & rng.next_u32(),
        2 => r & rng.next_u32(),
        _ => r,
    };
    let mut w0 = prefix(arch, op) | (bits & free);
    if op.format() == Format::Flat && arch == Arch::Gfx9 {
        w0 &= !(3 << 14);
    }
    let mut w1 = second_word(rng, op.format());
    if rng.below(8) == 0 {
        w1 = rng.next_u32();
    }
    [w0, w1]
}

/// Decoder choices where we knowingly differ from llvm-objdump-14
/// (docs/isa.md). Each returns true when the difference is the documented one.
///
/// All are "we reject, llvm-objdump prints a text that llvm-mc does not
/// assemble back to the same words": non-zero bits in fields the instruction
/// does not use (VADDR with `off`, TFE of atomics and LDS forms, data or VDST
/// fields FLAT ignores, reserved bits), SOFFSET = 125 (`null`, a gfx10
/// register), 254 (`src_lds_direct`) or 235..239 on gfx8 (gfx9's aperture
/// registers), the LDS bit on loads llvm-mc gives no `lds` form, and SRSRC
/// codes that are not an SGPR/TTMP quad.
fn documented(ours: &Result<String, String>, llvm: Option<&String>) -> bool {
    const CHOICES: [&str; 11] = [
        "is not zero",
        "code 125 in SOFFSET",
        "code 235 in SOFFSET",
        "code 236 in SOFFSET",
        "code 237 in SOFFSET",
        "code 238 in SOFFSET",
        "code 239 in SOFFSET",
        "code 254 in SOFFSET",
        "LDS bit on an instruction without an LDS form",
        "in SRSRC: not a register quad",
        "in SADDR: not an SGPR",
    ];
    match (ours, llvm) {
        (Err(e), Some(_)) => CHOICES.iter().any(|c| e.contains(c)),
        _ => false,
    }
}

fn live(arch: Arch, seed: u64, per_row: usize, random: usize) {
    let extra: u64 = std::env::var("GCNJIT_LIVE_SEED")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(0);
    let mut rng = Rng::new(seed ^ extra.wrapping_mul(0x9E37_79B9_7F4A_7C15));
    let mut words: Vec<[u32; 2]> = Vec::new();
    let all = rows(arch);
    for &op in &all {
        // The bare row, with GDS (DS) and with LDS (MUBUF) set: every field zero.
        let p = prefix(arch, op);
        let gds = match (op.format(), arch < Arch::Gfx8) {
            (Format::Ds, true) => 1 << 17,
            _ => 1 << 16,
        };
        words.push([p, 0]);
        if matches!(op.format(), Format::Ds | Format::Mubuf) {
            words.push([p | gds, 0]);
        }
        for _ in 0..per_row {
            words.push(words_for(&mut rng, arch, op));
        }
    }
    for _ in 0..random {
        let op = all[rng.below(all.len() as u64) as usize];
        let w0 = prefix(arch, op) & 0xFC00_0000 | rng.next_u32() & 0x03FF_FFFF;
        words.push([w0, rng.next_u32()]);
    }
    let mut bad = Vec::new();
    let mut decoded = 0;
    if arch >= Arch::Gfx8 {
        let mut input = String::new();
        for w in &words {
            input += &bytes_line(&[0xBF80_0000, w[0], w[1]]);
            input.push('\n');
        }
        let (out, _) = run(
            &[
                "-arch=amdgcn",
                &format!("-mcpu={}", cpu(arch)),
                "--disassemble",
                "--show-encoding",
            ],
            &input,
        );
        let llvm: HashMap<Vec<u32>, String> = parse_encoded(&out)
            .into_iter()
            .map(|(w, t)| (w, squash(&t)))
            .collect();
        for w in &words {
            let ours = decode_code(arch, w, 0)
                .map(|i| squash(&i.to_string()))
                .map_err(|e| e.to_string());
            let l = llvm.get(w.as_slice());
            if ours.is_ok() {
                decoded += 1;
            }
            let same = match (&ours, l) {
                (Ok(t), Some(l)) => t == l,
                (Err(_), None) => true,
                _ => false,
            };
            if !same && !documented(&ours, l) {
                bad.push(format!(
                    "{arch}: {:08x} {:08x}: ours {ours:?}, llvm-mc {l:?}",
                    w[0], w[1]
                ));
            }
        }
    }
    // Canonical words: encode back, llvm-mc assembles our text to them, and so do we.
    let mut canon = Vec::new();
    for w in &words {
        if let Ok(i) = decode(arch, w, 0) {
            let enc = encode_all(&[i]).unwrap();
            if enc != w.to_vec() {
                bad.push(format!("{arch}: {w:08x?} encodes back to {enc:08x?}"));
            }
            canon.push((w.to_vec(), squash(&i.to_string())));
        }
    }
    let text: String = canon.iter().map(|(_, t)| format!("{t}\n")).collect();
    let (out, err) = run(
        &[
            "-arch=amdgcn",
            &format!("-mcpu={}", cpu(arch)),
            "--show-encoding",
        ],
        &text,
    );
    let failed = error_lines(&err);
    for &n in &failed {
        bad.push(format!(
            "{arch}: llvm-mc rejects our `{}` ({:08x?})",
            canon[n - 1].1,
            canon[n - 1].0
        ));
    }
    let assembled: Vec<(Vec<u32>, String)> = parse_encoded(&out)
        .into_iter()
        .map(|(w, t)| (w, squash(&t)))
        .collect();
    if failed.is_empty() {
        assert_eq!(assembled.len(), canon.len());
        for ((w, t), (lw, lt)) in canon.iter().zip(&assembled) {
            if w != lw || t != lt {
                bad.push(format!(
                    "{arch}: ours `{t}` {w:08x?}; llvm-mc `{lt}` {lw:08x?}"
                ));
            }
        }
    }
    let mut asm_bad = 0;
    for (w, t) in &canon {
        match assemble(arch, t, 0).map(|i| encode_all(&i).unwrap()) {
            Ok(aw) if &aw == w => {}
            other => {
                asm_bad += 1;
                if asm_bad < 20 {
                    bad.push(format!(
                        "{arch}: our assembler on `{t}`: {other:08x?}, want {w:08x?}"
                    ));
                }
            }
        }
    }
    let covered: std::collections::HashSet<&str> = canon
        .iter()
        .map(|(_, t)| t.split(' ').next().unwrap())
        .collect();
    for op in all {
        if !covered.contains(op.mnemonic()) {
            bad.push(format!(
                "{arch}: no canonical word generated for {}",
                op.mnemonic()
            ));
        }
    }
    eprintln!(
        "{arch}: {} words, {decoded} decoded (code), {} canonical, {} mismatches",
        words.len(),
        canon.len(),
        bad.len()
    );
    assert!(
        bad.is_empty(),
        "{} mismatches on {arch}:\n{}",
        bad.len(),
        bad.iter().take(300).cloned().collect::<Vec<_>>().join("\n")
    );
}

#[test]
fn live_gfx6() {
    live(Arch::Gfx6, 0x766D_656D_2D36, 24, 0);
}

#[test]
fn live_gfx7() {
    live(Arch::Gfx7, 0x766D_656D_2D37, 24, 0);
}

#[test]
fn live_gfx8() {
    live(Arch::Gfx8, 0x766D_656D_2D38, 24, 1500);
}

#[test]
fn live_gfx9() {
    live(Arch::Gfx9, 0x766D_656D_2D39, 24, 1500);
}

/// Texts llvm-mc 14 rejects (checked here) with the column it names; we must
/// reject them at the same column.
const REJECTED: &[(Arch, &str)] = &[
    (Arch::Gfx9, "ds_add_u32 v1, v2 offset:4 offset:8"),
    (Arch::Gfx9, "ds_add_u32 v1, v2 gds offset:4"),
    (Arch::Gfx9, "ds_add_u32 v1, v2 offset:65536"),
    (Arch::Gfx9, "ds_add_u32 v1, v2 offset:-1"),
    (Arch::Gfx9, "ds_write2_b32 v1, v2, v3 offset0:256"),
    (Arch::Gfx9, "ds_write2_b32 v1, v2, v3 offset1:3 offset0:2"),
    (Arch::Gfx9, "ds_nop offset:0"),
    (Arch::Gfx9, "ds_read_b64 v1, v2"),
    (Arch::Gfx9, "ds_add_u32 v1"),
    (Arch::Gfx9, "ds_add_u32 v1, v2, v3"),
    (Arch::Gfx9, "ds_permute_b32 v1, v2, v3 gds"),
    (Arch::Gfx9, "ds_write2_b32 v1, v2, v3 offset:4"),
    (Arch::Gfx9, "ds_swizzle_b32 v1, v2 offset:swizzle(SWAP,3)"),
    (
        Arch::Gfx9,
        "ds_swizzle_b32 v1, v2 offset:swizzle(QUAD_PERM,1,2,3,4)",
    ),
    (Arch::Gfx9, "ds_add_u32 s1, v2"),
    (Arch::Gfx9, "ds_add_u32 v1, v2 offset:4 gds gds"),
    (Arch::Gfx6, "ds_read_b96 v[0:2], v1"),
    (Arch::Gfx8, "ds_read_addtid_b32 v1"),
    (
        Arch::Gfx9,
        "buffer_load_dword v1, off, s[4:7], s1 glc offset:4 slc",
    ),
    (Arch::Gfx9, "buffer_load_dword v1, off, s[4:7], s1 glc glc"),
    (Arch::Gfx9, "buffer_load_dword v1, v2, s[4:7], s1"),
    (Arch::Gfx9, "buffer_load_dword v1, off, s[4:7], m0 offen"),
    (
        Arch::Gfx9,
        "buffer_load_dword v1, v[2:3], s[4:7], s1 offen idxen",
    ),
    (
        Arch::Gfx9,
        "buffer_load_dword v1, v2, s[4:7], s1 idxen offen",
    ),
    (Arch::Gfx9, "buffer_load_dword v1, off, s[5:8], s1"),
    (Arch::Gfx9, "buffer_load_dword v1, off, s[4:7], 0x1234"),
    (Arch::Gfx9, "buffer_atomic_add v1, off, s[4:7], s1 tfe"),
    (Arch::Gfx9, "buffer_load_dword v1, off, s[4:7], s1 lds tfe"),
    (Arch::Gfx9, "buffer_load_dword v1, off, s[4:7], s1 lds glc"),
    (
        Arch::Gfx9,
        "buffer_load_dword v1, v[2:3], s[4:7], s1 addr64",
    ),
    (Arch::Gfx9, "buffer_wbinvl1 glc"),
    (Arch::Gfx9, "buffer_store_dword v1, off, s[4:7]"),
    (
        Arch::Gfx9,
        "buffer_load_format_xy v[1:2], off, s[4:7], s1 lds",
    ),
    (
        Arch::Gfx9,
        "buffer_load_dword v1, off, s[4:7], s1 offset:0x10000",
    ),
    (
        Arch::Gfx9,
        "buffer_load_format_d16_xy v[1:2], off, s[4:7], s1",
    ),
    (
        Arch::Gfx6,
        "buffer_load_dwordx2 v[1:2], off, s[4:7], s1 lds",
    ),
    (Arch::Gfx7, "buffer_wbinvl1_sc"),
    (
        Arch::Gfx6,
        "buffer_load_dword v1, v[2:3], s[4:7], s1 addr64 offen",
    ),
    (
        Arch::Gfx9,
        "tbuffer_load_format_x v1, off, s[4:7], s1 offen format:[BUF_DATA_FORMAT_32]",
    ),
    (
        Arch::Gfx9,
        "tbuffer_load_format_x v1, off, s[4:7], s1 format:[BUF_DATA_FORMAT_32,BUF_DATA_FORMAT_16]",
    ),
    (
        Arch::Gfx9,
        "tbuffer_load_format_x v1, off, s[4:7], s1 format:[BUF_NUM_FORMAT_SNORM_OGL]",
    ),
    (
        Arch::Gfx9,
        "tbuffer_load_format_x v1, off, s[4:7], s1 format:128",
    ),
    (Arch::Gfx9, "global_load_dword v1, v[2:3], off offset:4096"),
    (Arch::Gfx9, "global_load_dword v1, v[2:3], s[4:5]"),
    (Arch::Gfx9, "global_load_dword v1, v2, off"),
    (Arch::Gfx9, "flat_load_dword v1, v[2:3] offset:4096"),
    (Arch::Gfx9, "flat_load_dword v1, v[2:3] offset:-1"),
    (Arch::Gfx9, "flat_atomic_add v1, v[2:3], v4"),
    (Arch::Gfx9, "flat_atomic_add v[2:3], v4 glc"),
    (Arch::Gfx9, "scratch_load_dword v1, off, off"),
    (Arch::Gfx9, "scratch_load_dword v1, v2, s4"),
    (
        Arch::Gfx9,
        "global_store_dword v[2:3], v1, off glc offset:4",
    ),
    (Arch::Gfx9, "flat_load_dword v1, v[2:3] glc glc"),
    (Arch::Gfx8, "flat_load_dword v1, v[2:3] offset:4"),
    (Arch::Gfx8, "global_load_dword v1, v[2:3], off"),
    (Arch::Gfx6, "flat_load_dword v1, v[2:3]"),
    (Arch::Gfx9, "ds_gws_init v1 offset:4"),
    (Arch::Gfx9, "ds_ordered_count v1, v2 offset:4"),
];

/// Texts in the syntax variants llvm-mc 14 takes (expressions, swizzle macros,
/// the three MTBUF format spellings, modifiers in the orders it allows): our
/// words must be llvm-mc's.
const ACCEPTED: &[&str] = &[
    "ds_swizzle_b32 v1, v2 offset:swizzle(QUAD_PERM,3,2,1,0)",
    "ds_swizzle_b32 v1, v2 offset:swizzle(BITMASK_PERM,\"pip01\")",
    "ds_swizzle_b32 v1, v2 offset:swizzle(BROADCAST,8,5)",
    "ds_swizzle_b32 v1, v2 offset:swizzle(SWAP,4)",
    "ds_swizzle_b32 v1, v2 offset:swizzle(REVERSE,16)",
    "ds_swizzle_b32 v1, v2 offset:0x8000",
    "ds_add_u32 v1, v2 offset:2*3+1 gds",
    "ds_write2_b32 v1, v2, v3 offset1:7",
    "ds_gws_init v1",
    "ds_gws_init v1 offset:4 gds",
    "ds_read2_b64 v[4:7], v1 offset0:1 offset1:255",
    "tbuffer_load_format_x v1, off, s[4:7], dfmt:15, nfmt:7, s1",
    "tbuffer_load_format_xy v[1:2], v3, s[4:7], s1 format:22 idxen",
    "tbuffer_store_format_x v1, off, s[4:7], s1 format:[BUF_NUM_FORMAT_FLOAT,BUF_DATA_FORMAT_32] offset:12 slc glc",
    "buffer_load_dword v1, v[2:3], s[4:7], -1 idxen offen offset:4095 slc glc tfe",
    "buffer_store_lds_dword s[4:7], s1 offset:8 lds",
    "buffer_load_ubyte v1, off, s[4:7], m0 glc lds",
    "buffer_load_dwordx4 v[4:7], off, s[4:7], 0x40 lds",
    "buffer_atomic_cmpswap_x2 v[2:5], v1, s[8:11], 0.5 offen glc",
    "buffer_wbinvl1_vol",
    "global_atomic_add v1, v[2:3], v4, off offset:-8 slc glc",
    "global_store_dwordx4 v1, v[4:7], s[2:3] offset:100",
    "scratch_store_short_d16_hi off, v1, s3 offset:-1",
    "scratch_load_ubyte_d16_hi v1, v2, off",
    "flat_atomic_cmpswap_x2 v[1:2], v[3:4], v[5:8] glc",
    "flat_load_sbyte_d16 v3, v[4:5] offset:4095",
];

#[test]
fn accepted_texts() {
    let input: String = ACCEPTED.iter().map(|t| format!("{t}\n")).collect();
    let (out, err) = run(&["-arch=amdgcn", "-mcpu=gfx900", "--show-encoding"], &input);
    assert!(err.is_empty(), "llvm-mc rejects a text: {err}");
    let llvm = parse_encoded(&out);
    assert_eq!(llvm.len(), ACCEPTED.len());
    for (t, (w, _)) in ACCEPTED.iter().zip(&llvm) {
        let ours = assemble(Arch::Gfx9, t, 0).map(|i| encode_all(&i).unwrap());
        assert_eq!(ours.as_ref().ok(), Some(w), "`{t}`: ours {ours:08x?}");
    }
}

#[test]
fn rejected_texts() {
    let mut bad = Vec::new();
    for arch in Arch::ALL {
        let texts: Vec<&str> = REJECTED
            .iter()
            .filter(|(a, _)| *a == arch)
            .map(|(_, t)| *t)
            .collect();
        if texts.is_empty() {
            continue;
        }
        let input: String = texts.iter().map(|t| format!("{t}\n")).collect();
        let (_, err) = run(&["-arch=amdgcn", &format!("-mcpu={}", cpu(arch))], &input);
        // line -> column of llvm-mc's first error on it
        let mut cols: HashMap<usize, usize> = HashMap::new();
        for l in err.lines().filter(|l| l.contains(": error:")) {
            let mut it = l.strip_prefix("<stdin>:").unwrap_or("").split(':');
            if let (Some(Ok(line)), Some(Ok(col))) =
                (it.next().map(str::parse), it.next().map(str::parse))
            {
                cols.entry(line).or_insert(col);
            }
        }
        for (i, t) in texts.iter().enumerate() {
            let Some(&lcol) = cols.get(&(i + 1)) else {
                bad.push(format!(
                    "{arch}: llvm-mc accepts `{t}`: not a rejection test"
                ));
                continue;
            };
            match assemble(arch, t, 0) {
                Ok(i) => bad.push(format!("{arch}: we accept `{t}`: {i:?}")),
                // llvm-mc names the mnemonic's column 1 for "operands are not
                // valid"/"too few operands"; so do we.
                Err(e) if e.col == lcol => {}
                Err(e) => bad.push(format!(
                    "{arch}: `{t}`: we say column {} ({}), llvm-mc column {lcol}",
                    e.col, e.message
                )),
            }
        }
    }
    assert!(bad.is_empty(), "{}", bad.join("\n"));
}
