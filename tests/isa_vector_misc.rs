//! VINTRP and EXP against llvm-mc 14 (docs/isa.md "Vector: VINTRP, EXP,
//! MIMG"):
//! - gfx8/gfx9: seeded random words of both families, one llvm-mc
//!   `--disassemble` run per generation (`llvm_mc::check_words`);
//! - every generation (gfx6/gfx7 cannot be disassembled by LLVM 14): texts
//!   generated over every row, target and modifier, and texts llvm-mc
//!   rejects, through `llvm-mc --show-encoding` (`llvm_mc::check_texts`).

mod llvm_mc;

use gcnjit::difftest::Rng;
use gcnjit::isa::{Arch, DecodeErrorKind};
use llvm_mc::{check_texts, check_words};

/// Random VINTRP and EXP words: VINTRP's 26 field bits at random; EXP with
/// mostly named targets and few stray bits.
fn words(arch: Arch, rng: &mut Rng, count: usize) -> Vec<Vec<u32>> {
    (0..count)
        .map(|_| {
            let r = rng.next_u32();
            if rng.below(2) == 0 {
                return vec![0b110101 << 26 | r & 0x03FF_FFFF];
            }
            const TGTS: [u32; 8] = [0, 7, 8, 9, 12, 15, 32, 63];
            let tgt = match rng.below(3) {
                0 => rng.below(64) as u32,
                _ => TGTS[rng.below(8) as usize],
            };
            let mut w = 0b110001 << 26 | r & 0x1C0F | tgt << 4;
            if rng.below(8) == 0 {
                w |= r & 0x03FF_E000;
            }
            let mut v = rng.next_u32();
            if rng.below(2) == 0 {
                // Zero bytes where no source reads them.
                let compr = w & (1 << 10) != 0;
                for k in 0..4 {
                    let read =
                        (0..4).any(|s| w >> s & 1 != 0 && if compr { s / 2 } else { s } == k);
                    if !read {
                        v &= !(0xFF << (8 * k));
                    }
                }
            }
            let _ = arch;
            vec![w, v]
        })
        .collect()
}

/// Words llvm-mc prints that we reject on purpose (docs/isa.md): an
/// `invalid_param_N` of v_interp_mov_f32 or an `invalid_target_N` export
/// (`decode` only), fields llvm-mc ignores.
fn rejected_ok(k: &DecodeErrorKind) -> bool {
    matches!(
        k,
        DecodeErrorKind::NonZeroUnused(_)
            | DecodeErrorKind::Unsupported(_)
            | DecodeErrorKind::IllegalOperand { .. }
    )
}

fn live(arch: Arch, seed: u64) {
    let mut rng = Rng::new(seed);
    let groups = words(arch, &mut rng, 3000);
    let (bad, n) = check_words(arch, &groups, &|_| false, &rejected_ok);
    eprintln!("{arch}: {n:?}");
    assert!(n.same > 1000, "too few words decode on {arch}: {n:?}");
    assert!(
        bad.is_empty(),
        "{} mismatches on {arch}:\n{}",
        bad.len(),
        bad[..bad.len().min(40)].join("\n")
    );
}

#[test]
fn live_gfx8() {
    live(Arch::Gfx8, 0x5649_4e38);
}

#[test]
fn live_gfx9() {
    live(Arch::Gfx9, 0x5649_4e39);
}

/// Texts over every VINTRP row, attribute and channel, and every export
/// target, source pattern and modifier, plus rejected forms.
fn texts() -> Vec<String> {
    let mut t = Vec::new();
    for (k, chan) in ["x", "y", "z", "w"].iter().enumerate() {
        let a = [0, 1, 31, 63][k];
        t.push(format!(
            "v_interp_p1_f32 v{}, v{}, attr{a}.{chan}",
            k * 60,
            255 - k
        ));
        t.push(format!("v_interp_p2_f32 v255, v{k}, attr{}.{chan}", 63 - a));
        for p in ["p10", "p20", "p0"] {
            t.push(format!("v_interp_mov_f32 v{}, {p}, attr{a}.{chan}", k + 7));
        }
    }
    for bad in [
        "v_interp_p1_f32 v0, v1, attr64.x",
        "v_interp_p1_f32 v0, v1, attr0.q",
        "v_interp_p1_f32 v0, v1, attr0",
        "v_interp_p1_f32 v0, s1, attr0.x",
        "v_interp_mov_f32 v0, p1, attr1.z",
        "v_interp_mov_f32 v0, v1, attr1.z",
        "v_interp_p1_f32 v0, v1, attr0.x, v2",
        "v_interp_p1_f32_e32 v0, v1, attr0.x",
    ] {
        t.push(bad.to_string());
    }
    let targets = [
        "mrt0", "mrt7", "mrtz", "null", "pos0", "pos3", "param0", "param31",
    ];
    for (k, tgt) in targets.iter().enumerate() {
        let s = |i: usize| {
            if (k + 3) >> i & 1 == 1 {
                format!("v{}", k * 30 + i)
            } else {
                "off".into()
            }
        };
        t.push(format!("exp {tgt} {}, {}, {}, {}", s(0), s(1), s(2), s(3)));
        t.push(format!("exp {tgt} v1, v2, v3, v4 done"));
        t.push(format!(
            "exp {tgt} {}, {}, {}, {} vm",
            s(0),
            s(1),
            s(2),
            s(3)
        ));
        t.push(format!("exp {tgt} v{k}, v{k}, v9, v9 done compr vm"));
    }
    for x in [
        "exp mrt0 v1, v2, off, off compr",
        "exp mrt0 off, off, v3, v4 compr",
        "exp mrt0 v1, off, v3, off compr",
        "exp mrt0 off, v2, off, v4 compr",
        "exp mrt0 off, off, off, off",
        "exp mrt0 v1, v2, v3, v4 compr vm",
        "exp mrt0, v1, v2, v3, v4",
        "exp mrt0 v1, v2, v3, v4 compr done",
        "exp mrt0 v1, v2, v3, v4 vm vm",
        "exp mrt0 v1, v2, v3",
        "exp pos4 v1, v2, v3, v4",
        "exp mrt8 v1, v2, v3, v4",
        "exp param32 v1, v2, v3, v4",
        "exp param0 s1, v2, v3, v4",
        "exp MRT0 v1, v2, v3, v4",
        "exp mrt0 v1, v2, v3, v4 off",
        "exp mrt0 v[1:2], v2, v3, v4",
        "exp invalid_target_10 v0, v1, v2, v3",
    ] {
        t.push(x.to_string());
    }
    t
}

fn texts_on(arch: Arch) {
    let mut lines = texts();
    lines.push("v_interp_p2_f32_e32 v3, v4, attr5.y".into());
    // The VOP3 forms are gfx8/gfx9 rows: both assemblers refuse them before.
    lines.extend(vop3_texts());
    let bad = check_texts(arch, arch.llvm_cpu(), &lines);
    assert!(bad.is_empty(), "{arch}:\n{}", bad.join("\n"));
}

/// The VOP3 forms of the interpolations: every row with its modifiers, and
/// forms llvm-mc rejects.
fn vop3_texts() -> Vec<String> {
    let mut t = Vec::new();
    for (k, m) in ["", " clamp", " mul:2", " clamp mul:4", " div:2"]
        .iter()
        .enumerate()
    {
        let a = [0, 9, 31, 63, 17][k];
        let c = ["x", "y", "z", "w", "x"][k];
        let s = ["v2", "-v2", "|v200|", "-|v255|", "v7"][k];
        t.push(format!("v_interp_p1_f32_e64 v{k}, {s}, attr{a}.{c}{m}"));
        t.push(format!(
            "v_interp_p2_f32_e64 v{}, {s}, attr{a}.{c}{m}",
            250 + k
        ));
        let p = ["p10", "p20", "p0", "p10", "p0"][k];
        t.push(format!("v_interp_mov_f32_e64 v{k}, {p}, attr{a}.{c}{m}"));
        let h = if k % 2 == 1 { " high" } else { "" };
        let s2 = ["v3", "-s3", "|v9|", "-|ttmp1|", "m0"][k];
        t.push(format!("v_interp_p1ll_f16 v{k}, {s}, attr{a}.{c}{h}{m}"));
        t.push(format!(
            "v_interp_p1lv_f16 v{k}, {s}, attr{a}.{c}, {s2}{h}{m}"
        ));
        let m2 = if m.contains("clamp") { " clamp" } else { "" };
        t.push(format!(
            "v_interp_p2_f16 v{k}, {s}, attr{a}.{c}, {s2}{h}{m2}"
        ));
        t.push(format!(
            "v_interp_p2_legacy_f16 v{k}, {s}, attr{a}.{c}, {s2}{h}{m2}"
        ));
    }
    for x in [
        "v_interp_p1ll_f16_e64 v5, v2, attr0.x",
        "v_interp_p1lv_f16 v5, v2, attr0.x, vcc_lo",
        "v_interp_p1lv_f16 v5, abs(v2), attr0.x, neg(v3)",
        "v_interp_p1lv_f16 v5, v2, attr0.x, s3, high",
        // Rejected by llvm-mc.
        "v_interp_p1_f32_e64 v5, s2, attr0.x",
        "v_interp_p1_f32_e64 v5, 1.0, attr0.x",
        "v_interp_p1_f32_e64 v5, v2, attr0.x high",
        "v_interp_p1_f32_e64 v5, v2, attr0.x mul:2 clamp",
        "v_interp_p1ll_f16 v5, v2, attr0.x mul:2 high",
        "v_interp_p1lv_f16 v5, v2, attr0.x, v3 clamp high",
        "v_interp_p1lv_f16 v5, v2, attr0.x, v3 op_sel:[1,0,0,0]",
        "v_interp_p1lv_f16 v5, v2, attr0.x",
        "v_interp_p1ll_f16 v5, v2, attr0.x, v3",
        "v_interp_p1ll_f16 v5, s2, attr0.x",
        "v_interp_p2_f16 v5, v2, attr0.x, v3 mul:2",
        "v_interp_mov_f32_e64 v5, -p0, attr1.y",
        "v_interp_mov_f32_e64 v5, v0, attr1.y",
        "v_interp_p1ll_f16_e32 v5, v2, attr0.x",
        "v_interp_p1_f32_e64 v5, v2, attr64.x",
    ] {
        t.push(x.to_string());
    }
    t
}

/// VOP3 interpolation words: the rows' opcodes with random fields, most
/// bits clear.
fn vop3_words(rng: &mut Rng, count: usize) -> Vec<Vec<u32>> {
    (0..count)
        .map(|_| {
            let op = 0x270 + rng.below(8) as u32;
            let r = rng.next_u32();
            let sparse = r & rng.next_u32() & rng.next_u32();
            let w = 0xD000_0000 | op << 16 | rng.below(256) as u32 | (sparse & 0xFF00);
            let src = |rng: &mut Rng| match rng.below(4) {
                0 => rng.below(256) as u32,
                1 => 0,
                _ => 256 + rng.below(256) as u32,
            };
            let src2 = if rng.below(2) == 0 { 0 } else { src(rng) };
            let high = if rng.below(4) == 0 { 256 } else { 0 };
            let mut s = rng.below(256) as u32 | high | src(rng) << 9 | src2 << 18;
            s |= (rng.next_u32() & rng.next_u32() & rng.next_u32()) & 0xF800_0000;
            // A second word with the VOP3 prefix would be read as an
            // instruction of its own after a refused first word, out of
            // step with the harness (tests/llvm_mc/mod.rs).
            if s >> 26 == 0b110100 {
                s ^= 1 << 26;
            }
            vec![w, s]
        })
        .collect()
}

#[test]
fn vop3_live_gfx8() {
    vop3_live(Arch::Gfx8, 0x4950_3308);
}

#[test]
fn vop3_live_gfx9() {
    vop3_live(Arch::Gfx9, 0x4950_3309);
}

/// Words llvm-mc prints that we refuse (docs/isa.md): a VSRC that is not a
/// VGPR, a constant SRC2 (llvm-mc assembles neither back).
fn vop3_rejected_ok(k: &DecodeErrorKind) -> bool {
    matches!(k, DecodeErrorKind::IllegalOperand { field, why, .. }
        if (*field == "VSRC" && why.contains("not a VGPR")) || (*field == "SRC2" && why.contains("not a register")))
}

fn vop3_live(arch: Arch, seed: u64) {
    let mut rng = Rng::new(seed);
    let groups = vop3_words(&mut rng, 3000);
    let (bad, n) = check_words(arch, &groups, &|_| false, &vop3_rejected_ok);
    eprintln!("{arch}: {n:?}");
    assert!(
        n.same > 400 && n.canonical > 200,
        "too few words decode on {arch}: {n:?}"
    );
    assert!(
        bad.is_empty(),
        "{} mismatches on {arch}:\n{}",
        bad.len(),
        bad[..bad.len().min(40)].join("\n")
    );
}

#[test]
fn texts_gfx6() {
    texts_on(Arch::Gfx6);
}

#[test]
fn texts_gfx7() {
    texts_on(Arch::Gfx7);
}

#[test]
fn texts_gfx8() {
    texts_on(Arch::Gfx8);
}

#[test]
fn texts_gfx9() {
    texts_on(Arch::Gfx9);
}
