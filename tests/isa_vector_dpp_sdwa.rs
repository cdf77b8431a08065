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
use gcnjit::isa::{assemble, Arch, DecodeErrorKind, Format, OPCODES};
use llvm_mc::{assemble_lines, check_texts, check_words};

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
    let vopc = w[0] >> 25 == 0x3E;
    let fields: &[u32] = if vopc { &[16, 24] } else { &[8, 16, 24] };
    w[0] & 0x1FF == 0xF9 && fields.iter().any(|&s| (w[1] >> s) & 7 == 7)
}

/// Words llvm-mc prints that we reject on purpose (docs/isa.md): fields
/// llvm-mc ignores or prints lossily, `v_nop` with an extension word.
fn rejected_ok(kind: &DecodeErrorKind) -> bool {
    matches!(
        kind,
        DecodeErrorKind::NonZeroUnused(_)
            | DecodeErrorKind::Unsupported(_)
            | DecodeErrorKind::IllegalOperand { .. }
    )
}

fn live(arch: Arch, seed: u64, count: usize) {
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
    let groups: Vec<Vec<u32>> = groups.iter().map(|g| g.to_vec()).collect();
    let unsent = |w: &[u32]| crashes_llvm([w[0], w[1]]);
    let (bad, n) = check_words(arch, &groups, &unsent, &rejected_ok);
    let (same, canon, ours_rejected) = (n.same, n.canonical, n.rejected);
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

/// Statements in llvm-mc's DPP/SDWA syntax, accepted or rejected: defaults
/// omitted, modifier order, both bound_ctrl spellings, no suffix, operand
/// kinds, modifiers on the wrong rows.
const TEXTS: &[&str] = &[
    "v_mov_b32_dpp v0, v1 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf",
    "v_mov_b32 v0, v1 row_shl:1 bound_ctrl:0",
    "v_mov_b32_dpp v0, v1 row_shl:1 bound_ctrl:1",
    "v_mov_b32_dpp v0, v1 row_mirror bound_ctrl:2",
    "v_mov_b32_dpp v0, v1 row_mirror bank_mask:1 row_mask:2",
    "v_mov_b32_dpp v0, v1 row_mirror row_mask:0 bank_mask:0",
    "v_mov_b32 v0, v1 row_mirror",
    "v_mov_b32_dpp v0, v1 quad_perm:[0,1,2,3] row_shl:1",
    "v_mov_b32_dpp v0, v1 row_shl:1 clamp",
    "v_mov_b32_dpp v0, v1 quad_perm : [0,1,2,3]",
    "v_mov_b32_dpp v0, v1 row_shl:1+1",
    "v_mov_b32_dpp v0, v1 quad_perm:[0, 1 ,2,3]",
    "v_mov_b32_dpp v0, v1 row_mask:0xf row_shl:1",
    "v_mov_b32_dpp v0, v1 row_mask:0x1 quad_perm:[3,2,1,0]",
    "v_mov_b32_dpp v0, v1",
    "v_mov_b32_dpp v0, v1 row_shl:0",
    "v_mov_b32_dpp v0, v1 row_shl:16",
    "v_mov_b32_dpp v0, v1 row_shr:15",
    "v_mov_b32_dpp v0, v1 row_ror:7",
    "v_mov_b32_dpp v0, v1 wave_shl:1",
    "v_mov_b32_dpp v0, v1 wave_shl:2",
    "v_mov_b32_dpp v0, v1 wave_rol:1",
    "v_mov_b32_dpp v0, v1 wave_shr:1",
    "v_mov_b32_dpp v0, v1 wave_ror:1 bank_mask:0x3",
    "v_mov_b32_dpp v0, v1 row_half_mirror row_mask:5 bank_mask:0xa",
    "v_mov_b32_dpp v0, v1 row_bcast:15",
    "v_mov_b32_dpp v0, v1 row_bcast:31 row_mask:0x3",
    "v_mov_b32_dpp v0, v1 row_bcast:14",
    "v_mov_b32_dpp v0, v1 row_mask:16",
    "v_mov_b32_dpp v0, v1 quad_perm:[4,0,0,0]",
    "v_mov_b32_dpp v0, s1 row_shr:1",
    "v_mov_b32_dpp v0, -v1 row_shr:1",
    "v_mov_b32_dpp v[0:1], v1 row_shr:1",
    "v_mov_b32_e32 v0, v1 quad_perm:[3,2,1,0]",
    "v_mov_b32_sdwa v0, v1",
    "v_mov_b32_sdwa v0, v1 dst_sel:WORD_1 src0_sel:BYTE_2",
    "v_mov_b32_sdwa v0, v1 clamp",
    "v_mov_b32_sdwa v0, sext(v1)",
    "v_mov_b32_sdwa v0, sext(1)",
    "v_mov_b32_sdwa v0, -v1",
    "v_mov_b32_sdwa v0, s1",
    "v_mov_b32_sdwa v0, 0x1234",
    "v_mov_b32_sdwa v0, -1",
    "v_mov_b32_sdwa v0, 0.5",
    "v_mov_b32_sdwa v0, m0",
    "v_mov_b32_sdwa v0, src_scc",
    "v_mov_b32_sdwa v0, s[0:1]",
    "v_mov_b32 v0, v1 dst_sel:WORD_0",
    "v_mov_b32 v0, v1 dst_unused:UNUSED_PAD",
    "v_mov_b32_sdwa v0, v1 dst_sel:WORD_0 dst_sel:WORD_1",
    "v_mov_b32_sdwa v0, v1 src0_sel:WORD_0 dst_sel:WORD_1",
    "v_mov_b32_sdwa v0, v1 dst_unused:UNUSED_PAD dst_sel:WORD_1",
    "v_mov_b32_sdwa v0, v1 src0_sel:WORD_1 row_shl:1",
    "v_mov_b32_sdwa v0, v1 src1_sel:DWORD",
    "v_mov_b32_sdwa v0, v1 dst_sel:dword",
    "v_mov_b32_sdwa v0, v1 dst_sel : WORD_1",
    "v_mov_b32_sdwa v0, v1 dst_sel:BYTE_3 dst_unused:UNUSED_SEXT src0_sel:WORD_0",
    "v_mov_b32_sdwa v1, v2 dst_sel:BYTE_1 dst_unused:UNUSED_PAD src0_sel:BYTE_3 clamp",
    "v_mov_b32_sdwa v1, v2 mul:2",
    "v_mov_b32_sdwa v1, v2 clamp dst_sel:BYTE_0 dst_unused:UNUSED_SEXT src0_sel:BYTE_1",
    // Rows of the VALU sections (checked when the table has them).
    "v_add_f32_dpp v0, -v1, |v2| row_bcast:15 row_mask:0x3",
    "v_add_f32_dpp v0, abs(v1), neg(v2) row_shl:1",
    "v_add_f32_dpp v0, v1, v2 quad_perm:[3,2,1,0] bound_ctrl:0 row_mask:0x1 bank_mask:0x2",
    "v_add_f32_sdwa v0, -v1, |v2| clamp dst_sel:BYTE_0 dst_unused:UNUSED_SEXT",
    "v_add_f32_sdwa v0, |v1|, -|v2|",
    "v_add_f32_sdwa v0, s1, v2",
    "v_add_f32_sdwa v0, 1.0, v2 mul:2",
    "v_add_f32_sdwa v0, v1, s2",
    "v_add_f32_sdwa v0, v1, 1.0",
    "v_add_f32_sdwa v0, 0.15915494, 0.5",
    "v_add_f32_sdwa v0, sext(v1), v2",
    "v_add_f32_sdwa v0, s1, s2",
    "v_add_f32_sdwa v0, s1, s1",
    "v_add_f32_sdwa v0, -|0|, v2",
    "v_add_f16_sdwa v0, v1, 1.0 mul:4 clamp",
    "v_add_f16_sdwa v0, v1, 1.0 clamp mul:4",
    "v_add_f16_sdwa v0, v1, 0x1234",
    "v_add_f16_sdwa v0, src_vccz, v1",
    "v_add_f16_sdwa v0, m0, exec_lo",
    "v_add_u32_sdwa v0, v1, sext(v2)",
    "v_add_u32_sdwa v0, v1, v2 clamp",
    "v_add_u32_dpp v0, v1, v2 wave_ror:1",
    "v_add_u32_sdwa v0, vcc, v1, v2",
    "v_add_co_u32_sdwa v0, vcc, v1, v2 clamp",
    "v_add_co_u32_dpp v0, vcc, v1, v2 row_shl:1",
    "v_addc_co_u32_sdwa v0, vcc, v1, v2, vcc",
    "v_addc_co_u32_dpp v0, vcc, v1, v2, vcc row_shl:1",
    "v_cndmask_b32_sdwa v0, v1, v2, vcc",
    "v_cndmask_b32_sdwa v0, s1, v2, vcc",
    "v_cndmask_b32_dpp v0, v1, v2, vcc row_shl:1",
    "v_cndmask_b32_sdwa v0, sext(v1), v2, vcc",
    "v_mac_f32_sdwa v0, v1, v2",
    "v_mac_f32_sdwa v0, v1, v2 dst_sel:WORD_1",
    "v_mac_f32_sdwa v0, v1, v2 dst_unused:UNUSED_PAD src0_sel:WORD_1",
    "v_mac_f32_dpp v0, v1, v2 row_shl:1",
    "v_madmk_f32_sdwa v0, v1, 0x1234, v2",
    "v_cvt_f32_i32_sdwa v0, sext(v1) src0_sel:WORD_1",
    "v_cvt_f32_i32_sdwa v0, v1 mul:2",
    "v_cvt_i32_f32_sdwa v0, -v1 mul:2",
    "v_cvt_f16_f32_sdwa v0, v1 mul:2",
    "v_cvt_f16_f32_dpp v0, -|v1| quad_perm:[1,1,1,1] row_mask:0x1 bank_mask:0x1",
    "v_cvt_f64_f32_sdwa v[0:1], v1",
    "v_readfirstlane_b32_sdwa s0, v1",
    "v_cmp_eq_f32_sdwa vcc, v1, v2 src0_sel:WORD_1",
    "v_cmp_eq_f32 vcc, v1, v2 src0_sel:WORD_1",
    "v_cmp_eq_f32_sdwa s[2:3], v1, v2 src0_sel:WORD_1",
    "v_cmp_eq_f32_sdwa s[2:3], -v1, |s2| src0_sel:BYTE_0",
    "v_cmp_eq_f32_sdwa vcc, v1, v2 clamp",
    "v_cmp_eq_f32_sdwa vcc, v1, v2 dst_sel:WORD_1",
    "v_cmp_eq_f32_dpp vcc, v1, v2 row_shl:1",
    "v_cmp_eq_u32_sdwa s[2:3], sext(v1), v2",
    "v_cmpx_eq_u32_sdwa s[2:3], sext(v1), v2",
    "v_cmp_eq_u32_sdwa ttmp[2:3], v1, v2",
    "v_cmp_eq_u32_sdwa exec, v1, v2",
    "v_cmp_eq_u32_sdwa s[3:4], v1, v2",
    "v_cmp_class_f32_sdwa vcc, -v1, v2",
    "v_cmp_eq_f64_sdwa vcc, v[0:1], v[2:3]",
];

/// Each text: llvm-mc and we both reject it, or both assemble it to the same
/// words, which we decode to llvm-mc's text.
fn texts(arch: Arch) {
    let known = |t: &str| {
        let m = t.split_whitespace().next().unwrap();
        let base = ["_dpp", "_sdwa", "_e32"]
            .iter()
            .find_map(|s| m.strip_suffix(s))
            .unwrap_or(m);
        gcnjit::isa::Opcode::from_mnemonic(base).is_some_and(|o| o.number(arch).is_some())
    };
    let lines: Vec<String> = TEXTS
        .iter()
        .filter(|t| known(t))
        .map(|t| t.to_string())
        .collect();
    let bad = check_texts(arch, arch.llvm_cpu(), &lines);
    eprintln!(
        "{arch}: {} of {} texts have their rows",
        lines.len(),
        TEXTS.len()
    );
    assert!(bad.is_empty(), "{arch}:\n{}", bad.join("\n"));
}

#[test]
fn texts_gfx8() {
    texts(Arch::Gfx8);
}

#[test]
fn texts_gfx9() {
    texts(Arch::Gfx9);
}

/// A documented choice (docs/isa.md): llvm-mc takes `v_nop_sdwa` and
/// `v_nop_dpp` but prints their words as `v_nop`, the text of the 32-bit
/// word; we have no extension form of `v_nop`.
#[test]
fn v_nop_has_no_ext_form() {
    for t in ["v_nop_sdwa", "v_nop_dpp quad_perm:[0,1,2,3]"] {
        assert!(assemble_lines("gfx900", &[t.to_string()])[0].is_ok());
        assert!(assemble(Arch::Gfx9, t, 0).is_err(), "we take `{t}`");
    }
}

/// gfx6/gfx7 have neither encoding: the suffixes are errors (as in llvm-mc).
#[test]
fn no_ext_before_gfx8() {
    for arch in [Arch::Gfx6, Arch::Gfx7] {
        for t in [
            "v_mov_b32_dpp v0, v1 row_shl:1",
            "v_mov_b32_sdwa v0, v1",
            "v_mov_b32 v0, v1 row_shl:1",
        ] {
            let cpu = arch.llvm_cpu();
            assert!(
                assemble_lines(cpu, &[t.to_string()])[0].is_err(),
                "llvm-mc takes `{t}` on {cpu}"
            );
            assert!(assemble(arch, t, 0).is_err(), "we take `{t}` on {arch}");
        }
    }
}
