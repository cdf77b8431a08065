//! DPP and SDWA forms (gfx8/gfx9) and VOP3's integer clamp, one instruction
//! a case, on the interpreter and the JIT (which leaves its region before a
//! vector instruction, so both must agree bit for bit). Expected lanes come
//! from a straightforward reference of the rules written here from AMD's
//! GCN3/Vega manuals (docs/semantics.md §11.10 "DPP", §11.11 "SDWA", §11.14 "Integer
//! clamp"), from hand derivation, or, for "every opcode", from the plain
//! encoding run on a source the test permutes itself.

use gcnjit::isa::{Format, Opcode};
use gcnjit::{engine, Arch, Engine, Limits, Program, Status, Wave};

const ENDPGM: u32 = 0xBF81_0000;

/// The initial state of a case: EXEC, VCC and VGPR lanes.
struct Init<'a> {
    exec: u64,
    vcc: u64,
    sgpr: &'a [(usize, u32)],
    vgpr: Vec<(usize, Vec<u32>)>,
}

impl<'a> Init<'a> {
    /// EXEC and VGPRs; VCC and the SGPRs 0.
    fn lanes(exec: u64, vgpr: &[(usize, Vec<u32>)]) -> Self {
        Init {
            exec,
            vcc: 0,
            sgpr: &[],
            vgpr: vgpr.to_vec(),
        }
    }
}

/// Runs `p` on the interpreter and the JIT from `init`; checks both end
/// normally and agree on v0..v7, VCC and s[0:7]; returns the interpreter's
/// wave, or `None` when the instruction faulted (on both).
fn run_prog(arch: Arch, p: &Program, init: &Init, what: &str) -> Option<Wave> {
    let mut waves = Vec::new();
    let mut ended = Vec::new();
    for e in [Engine::Interp, Engine::JIT] {
        let mut w = Wave::new(arch);
        w.state.set_exec(init.exec);
        w.state.set_vcc(init.vcc);
        for &(r, v) in init.sgpr {
            w.state.sgpr[r] = v;
        }
        for (r, vals) in &init.vgpr {
            for (l, &v) in vals.iter().enumerate() {
                w.vgpr.set(*r, l, v);
            }
        }
        let out = engine::run(e, p, &mut w, &Limits::default());
        ended.push(out.status == Status::Endpgm);
        waves.push(w);
    }
    assert_eq!(
        ended[0], ended[1],
        "{arch} {what}: engines disagree on ending"
    );
    if !ended[0] {
        return None;
    }
    for r in 0..8 {
        for l in 0..64 {
            let (a, b) = (waves[0].vgpr.get(r, l), waves[1].vgpr.get(r, l));
            assert_eq!(a, b, "{arch} {what}: v{r} lane {l} interp/jit");
        }
    }
    assert_eq!(waves[0].state.vcc(), waves[1].state.vcc(), "{what}: vcc");
    assert_eq!(waves[0].state.sgpr[..8], waves[1].state.sgpr[..8], "{what}");
    Some(waves.swap_remove(0))
}

fn run(arch: Arch, text: &str, init: &Init) -> Wave {
    let p = Program::from_asm(arch, &format!("{text}\ns_endpgm"), 0)
        .unwrap_or_else(|e| panic!("{arch} {text}: {e}"));
    run_prog(arch, &p, init, text).unwrap_or_else(|| panic!("{arch} {text}: faulted"))
}

fn lanes(w: &Wave, r: usize) -> Vec<u32> {
    (0..64).map(|l| w.vgpr.get(r, l)).collect()
}

// ---------------------------------------------------------------- DPP ----

/// The lane that lane `l` reads under dpp_ctrl `c`, as the manuals describe
/// each control (rows of 16 lanes; `row_shl:n` reads n lanes up, `row_shr:n`
/// n lanes down, both within the row; `row_ror:n` rotates the row right;
/// the wave shifts and rotates move by one lane across the wave;
/// `row_bcast:15` gives each row the last lane of the row before,
/// `row_bcast:31` gives rows 2 and 3 lane 31). `None`: no lane.
fn dpp_source(c: u32, l: usize) -> Option<usize> {
    let (row, i) = (l / 16, l % 16);
    let n = (c & 0xF) as usize;
    match c {
        0..=0xFF => {
            let pick = [c & 3, (c >> 2) & 3, (c >> 4) & 3, (c >> 6) & 3];
            Some(l / 4 * 4 + pick[l % 4] as usize)
        }
        0x101..=0x10F => (i + n <= 15).then(|| row * 16 + i + n),
        0x111..=0x11F => (i >= n).then(|| row * 16 + i - n),
        0x121..=0x12F => Some(row * 16 + (i + 16 - n) % 16),
        0x130 => (l < 63).then(|| l + 1),
        0x134 => Some((l + 1) % 64),
        0x138 => (l > 0).then(|| l - 1),
        0x13C => Some((l + 63) % 64),
        0x140 => Some(row * 16 + 15 - i),
        0x141 => Some(l / 8 * 8 + 7 - l % 8),
        0x142 => (row >= 1).then(|| row * 16 - 1),
        0x143 => (row >= 2).then_some(31),
        _ => unreachable!(),
    }
}

/// llvm-mc's text of a control.
fn dpp_text(c: u32) -> String {
    match c {
        0..=0xFF => format!(
            "quad_perm:[{},{},{},{}]",
            c & 3,
            (c >> 2) & 3,
            (c >> 4) & 3,
            (c >> 6) & 3
        ),
        0x101..=0x10F => format!("row_shl:{}", c & 15),
        0x111..=0x11F => format!("row_shr:{}", c & 15),
        0x121..=0x12F => format!("row_ror:{}", c & 15),
        0x130 => "wave_shl:1".into(),
        0x134 => "wave_rol:1".into(),
        0x138 => "wave_shr:1".into(),
        0x13C => "wave_ror:1".into(),
        0x140 => "row_mirror".into(),
        0x141 => "row_half_mirror".into(),
        0x142 => "row_bcast:15".into(),
        _ => "row_bcast:31".into(),
    }
}

fn all_controls() -> Vec<u32> {
    let mut v: Vec<u32> = (0..=0xFF).collect();
    v.extend((0x101..=0x10F).chain(0x111..=0x11F).chain(0x121..=0x12F));
    v.extend([0x130, 0x134, 0x138, 0x13C, 0x140, 0x141, 0x142, 0x143]);
    v
}

/// The lanes a DPP instruction writes: EXEC, the rows of row_mask, the banks
/// of bank_mask, and (without bound_ctrl) a valid source lane.
fn dpp_written(c: u32, exec: u64, rows: u32, banks: u32, bc: bool, l: usize) -> bool {
    let on = exec >> l & 1 != 0 && rows >> (l / 16) & 1 != 0 && banks >> (l % 16 / 4) & 1 != 0;
    on && (bc || dpp_valid(c, exec, l))
}

fn dpp_valid(c: u32, exec: u64, l: usize) -> bool {
    dpp_source(c, l).is_some_and(|s| exec >> s & 1 != 0)
}

/// src0 as lane `l` reads it: the source lane's value, 0 when invalid.
fn dpp_read(c: u32, exec: u64, src: &[u32], l: usize) -> u32 {
    match dpp_source(c, l) {
        Some(s) if exec >> s & 1 != 0 => src[s],
        _ => 0,
    }
}

const EXECS: [u64; 3] = [!0, 0x5A5A_F00F_FFFF_0F0F, 0];
const MASKS: [(u32, u32); 3] = [(0xF, 0xF), (0x5, 0xF), (0xF, 0x6)];

/// `v_mov_b32_dpp` under every control, with EXEC all, partial and none,
/// row and bank masks, and bound_ctrl set and clear.
#[test]
fn dpp_mov_every_control() {
    let src: Vec<u32> = (0..64).map(|l| 0x100 + l).collect();
    let old: Vec<u32> = (0..64).map(|l| 0xDEAD_0000 + l).collect();
    for arch in [Arch::Gfx8, Arch::Gfx9] {
        for c in all_controls() {
            for (k, &exec) in EXECS.iter().enumerate() {
                // Every control with every EXEC; the masks rotate with it.
                let (rows, banks) = MASKS[(k + c as usize) % 3];
                for bc in [false, true] {
                    let text = format!(
                        "v_mov_b32_dpp v2, v1 {} row_mask:0x{rows:x} bank_mask:0x{banks:x}{}",
                        dpp_text(c),
                        if bc { " bound_ctrl:0" } else { "" }
                    );
                    let init = Init::lanes(exec, &[(1, src.clone()), (2, old.clone())]);
                    let w = run(arch, &text, &init);
                    for (l, &o) in old.iter().enumerate() {
                        let want = if dpp_written(c, exec, rows, banks, bc, l) {
                            dpp_read(c, exec, &src, l)
                        } else {
                            o
                        };
                        assert_eq!(
                            w.vgpr.get(2, l),
                            want,
                            "{arch} {text} exec {exec:x} lane {l}"
                        );
                    }
                }
            }
        }
    }
}

/// Hand-derived lanes: which lane a few lanes read under each kind of
/// control (v1 holds 100 + lane, all lanes enabled, bound_ctrl set so an
/// invalid source reads 0).
#[test]
fn dpp_hand_lanes() {
    let src: Vec<u32> = (0..64).map(|l| 100 + l).collect();
    let cases: &[(&str, &[(usize, u32)])] = &[
        (
            "quad_perm:[3,2,1,0]",
            &[(0, 103), (1, 102), (6, 105), (63, 160)],
        ),
        ("quad_perm:[1,1,1,1]", &[(0, 101), (3, 101), (62, 161)]),
        (
            "row_shl:1",
            &[(0, 101), (14, 115), (15, 0), (16, 117), (31, 0)],
        ),
        ("row_shl:15", &[(0, 115), (1, 0), (48, 163)]),
        (
            "row_shr:1",
            &[(0, 0), (1, 100), (16, 0), (17, 116), (63, 162)],
        ),
        ("row_shr:4", &[(3, 0), (4, 100), (35, 0), (36, 132)]),
        ("row_ror:1", &[(0, 115), (1, 100), (16, 131), (17, 116)]),
        ("row_ror:15", &[(0, 101), (15, 100), (47, 132)]),
        ("wave_shl:1", &[(0, 101), (15, 116), (62, 163), (63, 0)]),
        ("wave_rol:1", &[(0, 101), (63, 100)]),
        ("wave_shr:1", &[(0, 0), (1, 100), (16, 115), (63, 162)]),
        ("wave_ror:1", &[(0, 163), (1, 100), (16, 115)]),
        ("row_mirror", &[(0, 115), (15, 100), (16, 131), (21, 126)]),
        (
            "row_half_mirror",
            &[(0, 107), (7, 100), (8, 115), (9, 114), (60, 159)],
        ),
        (
            "row_bcast:15",
            &[(0, 0), (15, 0), (16, 115), (31, 115), (32, 131), (63, 147)],
        ),
        ("row_bcast:31", &[(0, 0), (31, 0), (32, 131), (63, 131)]),
    ];
    for arch in [Arch::Gfx8, Arch::Gfx9] {
        for (ctrl, want) in cases {
            let text = format!("v_mov_b32_dpp v2, v1 {ctrl} bound_ctrl:0");
            let init = Init::lanes(!0, &[(1, src.clone())]);
            let w = run(arch, &text, &init);
            for &(l, v) in *want {
                assert_eq!(w.vgpr.get(2, l), v, "{arch} {text} lane {l}");
            }
        }
    }
}

/// The wave reduction compilers emit (LLVM's atomic optimizer, MIOpen):
/// row_shr:1/2 with bound_ctrl, row_shr:4/8 under bank masks, then
/// row_bcast:15 into rows 1 and 3 and row_bcast:31 into rows 2 and 3. Lane
/// 63 ends with the sum of all 64 lanes: a check of the controls'
/// directions and masks that does not depend on reading the manual's words.
#[test]
fn dpp_wave_reduction() {
    let text = "v_add_f32_dpp v1, v1, v1 row_shr:1 bound_ctrl:0
        v_add_f32_dpp v1, v1, v1 row_shr:2 bound_ctrl:0
        v_add_f32_dpp v1, v1, v1 row_shr:4 bank_mask:0xe
        v_add_f32_dpp v1, v1, v1 row_shr:8 bank_mask:0xc
        v_add_f32_dpp v1, v1, v1 row_bcast:15 row_mask:0xa
        v_add_f32_dpp v1, v1, v1 row_bcast:31 row_mask:0xc";
    let src: Vec<u32> = (0..64).map(|l| (l as f32 + 1.0).to_bits()).collect();
    for arch in [Arch::Gfx8, Arch::Gfx9] {
        let init = Init::lanes(!0, &[(1, src.clone())]);
        let w = run(arch, text, &init);
        assert_eq!(f32::from_bits(w.vgpr.get(1, 63)), 2080.0, "{arch}");
        // Lane 15 holds its row's sum, lane 31 the first two rows'.
        assert_eq!(f32::from_bits(w.vgpr.get(1, 15)), 136.0, "{arch}");
        assert_eq!(f32::from_bits(w.vgpr.get(1, 31)), 528.0, "{arch}");
    }
}

/// src0's abs and neg apply to the permuted value (and to the 0 an invalid
/// source reads with bound_ctrl: -0 + 2 = 2).
#[test]
fn dpp_float_modifiers() {
    let a: Vec<u32> = (0..64).map(|l| (l as f32 - 20.0).to_bits()).collect();
    let b: Vec<u32> = vec![2f32.to_bits(); 64];
    for arch in [Arch::Gfx8, Arch::Gfx9] {
        for (text, f) in [
            (
                "v_add_f32_dpp v3, -v1, v2 row_shr:1 bound_ctrl:0",
                (|x: f32| -x) as fn(f32) -> f32,
            ),
            (
                "v_add_f32_dpp v3, |v1|, v2 row_shr:1 bound_ctrl:0",
                |x: f32| x.abs(),
            ),
            (
                "v_add_f32_dpp v3, -|v1|, v2 row_shr:1 bound_ctrl:0",
                |x: f32| -x.abs(),
            ),
        ] {
            let init = Init::lanes(!0, &[(1, a.clone()), (2, b.clone())]);
            let w = run(arch, text, &init);
            for l in 0..64 {
                let x = if l % 16 == 0 {
                    0.0
                } else {
                    f32::from_bits(a[l - 1])
                };
                let want = (f(x) + 2.0).to_bits();
                assert_eq!(w.vgpr.get(3, l), want, "{arch} {text} lane {l}");
            }
        }
    }
}

/// A VOP1/VOP2 word with src0 = `src0` (0xFA selects DPP).
fn base_word(arch: Arch, op: Opcode, src0: u32) -> u32 {
    let n = op.number(arch).unwrap() as u32;
    match op.format() {
        Format::Vop1 => 0x3F << 25 | 3 << 17 | n << 9 | src0,
        _ => n << 25 | 3 << 17 | 2 << 9 | src0,
    }
}

/// Every VOP1/VOP2 row with a DPP form on gfx8 and gfx9, under a few
/// controls, EXEC and masks: its DPP form must equal its plain form run on
/// v5 = src0 permuted by the test's reference (invalid lanes 0), in the
/// lanes the reference says are written, and leave the others alone
/// (VCC results of the carry rows only in the written lanes).
#[test]
fn dpp_every_opcode() {
    let a: Vec<u32> = (0..64)
        .map(|l| (l as f32 * 0.75 - 9.5).to_bits() ^ l)
        .collect();
    let b: Vec<u32> = (0..64)
        .map(|l| (3.0 + l as f32 * 0.5).to_bits() + 3 * l)
        .collect();
    let old: Vec<u32> = (0..64).map(|l| (l as f32 * 1.25 - 2.0).to_bits()).collect();
    let controls = [
        0x1B, 0x101, 0x11F, 0x127, 0x130, 0x134, 0x138, 0x13C, 0x140, 0x141, 0x142, 0x143,
    ];
    for arch in [Arch::Gfx8, Arch::Gfx9] {
        let mut ran = 0;
        for &op in Opcode::ALL {
            if !matches!(op.format(), Format::Vop1 | Format::Vop2) || op.number(arch).is_none() {
                continue;
            }
            for (k, &c) in controls.iter().enumerate() {
                let exec = [!0u64, 0xF0F0_7777_FFFF_1234][k % 2];
                let (rows, banks) = MASKS[k % 3];
                let bc = k % 2 == 1;
                // src0 = v1 in the low byte.
                let ext = 1 | c << 8 | (bc as u32) << 19 | banks << 24 | rows << 28;
                let words = vec![base_word(arch, op, 0xFA), ext, ENDPGM];
                if gcnjit::isa::vector::decode(arch, &words)
                    .is_none_or(|v| v.family.name() != "DPP")
                {
                    break; // no DPP form
                }
                let dpp = Program::new(arch, 0, words);
                if dpp.fetch(0).is_err() {
                    break;
                }
                let plain = Program::new(arch, 0, vec![base_word(arch, op, 0x105), ENDPGM]);
                let permuted: Vec<u32> = (0..64).map(|l| dpp_read(c, exec, &a, l)).collect();
                let vcc = 0x0123_4567_89AB_CDEF;
                let vgpr = [
                    (1, a.clone()),
                    (2, b.clone()),
                    (3, old.clone()),
                    (5, permuted),
                ];
                let init = Init {
                    exec,
                    vcc,
                    sgpr: &[],
                    vgpr: vgpr.to_vec(),
                };
                let what = format!("{} {}", op.mnemonic(), dpp_text(c));
                let Some(want) = run_prog(arch, &plain, &init, &what) else {
                    break; // a row the interpreter refuses in any form
                };
                let got = run_prog(arch, &dpp, &init, &what).expect(&what);
                let mut written = 0u64;
                for (l, &o) in old.iter().enumerate() {
                    let w = dpp_written(c, exec, rows, banks, bc, l);
                    written |= (w as u64) << l;
                    let v = if w { want.vgpr.get(3, l) } else { o };
                    assert_eq!(
                        got.vgpr.get(3, l),
                        v,
                        "{arch} {what} exec {exec:x} lane {l}"
                    );
                }
                if want.state.vcc() != vcc {
                    // A carry-out row: VCC's written lanes, 0 elsewhere.
                    assert_eq!(got.state.vcc(), want.state.vcc() & written, "{arch} {what}");
                }
                ran += 1;
            }
        }
        assert!(ran > 12 * 40, "{arch}: only {ran} DPP cases ran");
    }
}

// --------------------------------------------------------------- SDWA ----

const SELS: [&str; 7] = [
    "BYTE_0", "BYTE_1", "BYTE_2", "BYTE_3", "WORD_0", "WORD_1", "DWORD",
];
const UNUSED: [&str; 3] = ["UNUSED_PAD", "UNUSED_SEXT", "UNUSED_PRESERVE"];

/// (bit offset, width) of a select.
fn sel_field(sel: usize) -> (u32, u32) {
    match sel {
        0..=3 => (8 * sel as u32, 8),
        4 | 5 => (16 * (sel as u32 - 4), 16),
        _ => (0, 32),
    }
}

/// An operand select: the field moved down, zero- or sign-extended.
fn sdwa_src(v: u32, sel: usize, sext: bool) -> u32 {
    let (off, w) = sel_field(sel);
    if w == 32 {
        return v;
    }
    let x = (v >> off) & ((1u32 << w) - 1);
    let sign = x >> (w - 1) & 1 != 0;
    if sext && sign {
        x | (u32::MAX << w)
    } else {
        x
    }
}

/// The destination select: the result's low bits in the field; the other
/// bits 0 (PAD), the field's sign above it and 0 below (SEXT), or the old
/// register's (PRESERVE).
fn sdwa_dst(v: u32, old: u32, sel: usize, unused: usize) -> u32 {
    let (off, w) = sel_field(sel);
    if w == 32 {
        return v;
    }
    let low = v & ((1u32 << w) - 1);
    let mut out = low << off;
    match unused {
        0 => {}
        1 => {
            if low >> (w - 1) & 1 != 0 && off + w < 32 {
                out |= u32::MAX << (off + w);
            }
        }
        _ => {
            let field = ((1u32 << w) - 1) << off;
            out |= old & !field;
        }
    }
    out
}

/// `v_mov_b32_sdwa` with every dst_sel, dst_unused, src0_sel and sext,
/// EXEC partial.
#[test]
fn sdwa_mov_every_select() {
    let src: Vec<u32> = (0..64u32)
        .map(|l| 0x8F7E_C1B2u32.rotate_left(l) ^ (l * 0x0101_0101))
        .collect();
    let old: Vec<u32> = (0..64).map(|l| 0x5A5A_0000 | l).collect();
    let exec = 0xFFFF_0000_F0F0_FFFFu64;
    for arch in [Arch::Gfx8, Arch::Gfx9] {
        for (ds, dsn) in SELS.iter().enumerate() {
            for (du, dun) in UNUSED.iter().enumerate() {
                for (ss, ssn) in SELS.iter().enumerate() {
                    for sext in [false, true] {
                        let s0 = if sext { "sext(v1)" } else { "v1" };
                        let text = format!(
                            "v_mov_b32_sdwa v2, {s0} dst_sel:{} dst_unused:{} src0_sel:{}",
                            dsn, dun, ssn
                        );
                        let init = Init::lanes(exec, &[(1, src.clone()), (2, old.clone())]);
                        let w = run(arch, &text, &init);
                        for (l, (&s, &o)) in src.iter().zip(&old).enumerate() {
                            let want = if exec >> l & 1 != 0 {
                                sdwa_dst(sdwa_src(s, ss, sext), o, ds, du)
                            } else {
                                o
                            };
                            assert_eq!(w.vgpr.get(2, l), want, "{arch} {text} lane {l}");
                        }
                    }
                }
            }
        }
    }
}

fn h(v: f32) -> u32 {
    half::f16::from_f32(v).to_bits() as u32
}

/// The gfx8 packed-half pattern: `v_add_f16_sdwa` on the high words into
/// the high word, the low word kept. 1.5 + 2.25 = 3.75, -1 + 0.5 = -0.5.
#[test]
fn sdwa_f16_high_words() {
    let a = vec![h(1.5) << 16 | h(7.0); 64];
    let b = vec![h(2.25) << 16 | h(-3.0); 64];
    let old = vec![0x1234_5678; 64];
    for arch in [Arch::Gfx8, Arch::Gfx9] {
        let init = Init::lanes(!0, &[(1, a.clone()), (2, b.clone()), (3, old.clone())]);
        let text = "v_add_f16_sdwa v3, v1, v2 dst_sel:WORD_1 dst_unused:UNUSED_PRESERVE src0_sel:WORD_1 src1_sel:WORD_1";
        let w = run(arch, text, &init);
        assert_eq!(
            lanes(&w, 3),
            vec![h(3.75) << 16 | 0x5678; 64],
            "{arch} {text}"
        );
        // The low words (7 + -3 = 4) with the high word padded.
        let text = "v_add_f16_sdwa v3, v1, v2 dst_sel:WORD_0 dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:WORD_0";
        let w = run(arch, text, &init);
        assert_eq!(lanes(&w, 3), vec![h(4.0); 64], "{arch} {text}");
        // neg and abs on the selected halves: -|1.5| + -(2.25) = -3.75.
        let text = "v_add_f16_sdwa v3, -|v1|, -v2 dst_sel:WORD_0 dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:WORD_1";
        let w = run(arch, text, &init);
        assert_eq!(lanes(&w, 3), vec![h(-3.75); 64], "{arch} {text}");
        // v_cvt_f32_f16 of the high word (the kernels' conversion).
        let text = "v_cvt_f32_f16_sdwa v3, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1";
        let w = run(arch, text, &init);
        assert_eq!(lanes(&w, 3), vec![1.5f32.to_bits(); 64], "{arch} {text}");
    }
}

/// Integer selects with sext, a carry-out row and a 16-bit row.
#[test]
fn sdwa_integer_selects() {
    let a = vec![0x80FF_7F01u32; 64];
    let b = vec![0x0000_0010u32; 64];
    let init = Init::lanes(!0, &[(1, a.clone()), (2, b.clone())]);
    // BYTE_1 = 0x7F, BYTE_2 = 0xFF sign-extended = -1, BYTE_3 = 0x80 -> -128.
    let w = run(
        Arch::Gfx9,
        "v_add_u32_sdwa v3, sext(v1), v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_2 src1_sel:DWORD",
        &init,
    );
    assert_eq!(lanes(&w, 3), vec![0xF; 64]);
    let w = run(
        Arch::Gfx9,
        "v_sub_u32_sdwa v3, sext(v1), v2 dst_sel:WORD_1 dst_unused:UNUSED_SEXT src0_sel:BYTE_3 src1_sel:BYTE_0",
        &init,
    );
    // -128 - 16 = -144 = 0xFF70 in the high word, its sign above (none).
    assert_eq!(lanes(&w, 3), vec![0xFF70_0000; 64]);
    // gfx8's carry-out add: 0x7F + 0xFFFFFFFF (sext 0xFF) carries.
    let init8 = Init::lanes(0xFF, &[(1, a.clone()), (2, vec![0x0000_FF00; 64])]);
    let w = run(
        Arch::Gfx8,
        "v_add_u32_sdwa v3, vcc, v1, sext(v2) dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_1 src1_sel:BYTE_1",
        &init8,
    );
    assert_eq!(w.vgpr.get(3, 0), 0x7E);
    assert_eq!(w.state.vcc(), 0xFF);
    // 16-bit row: 0x7F01 + 0x10 in the low word, the result's high byte
    // placed as BYTE_1 over a preserved register.
    let w = run(
        Arch::Gfx8,
        "v_add_u16_sdwa v2, v1, v2 dst_sel:BYTE_1 dst_unused:UNUSED_PRESERVE src0_sel:WORD_0 src1_sel:DWORD",
        &init,
    );
    assert_eq!(w.vgpr.get(2, 0), 0x0000_1110);
}

/// clamp and (gfx9) the output modifier on a float SDWA result.
#[test]
fn sdwa_clamp_omod() {
    let a = vec![0.75f32.to_bits(); 64];
    let b = vec![0.5f32.to_bits(); 64];
    let init = Init::lanes(!0, &[(1, a), (2, b)]);
    for arch in [Arch::Gfx8, Arch::Gfx9] {
        let w = run(
            arch,
            "v_add_f32_sdwa v3, v1, v2 clamp dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD",
            &init,
        );
        assert_eq!(w.vgpr.get(3, 5), 1f32.to_bits(), "{arch}");
    }
    let w = run(
        Arch::Gfx9,
        "v_add_f32_sdwa v3, v1, v2 mul:4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD",
        &init,
    );
    assert_eq!(w.vgpr.get(3, 5), 5f32.to_bits());
    let w = run(
        Arch::Gfx9,
        "v_sub_f32_sdwa v3, v2, v1 div:2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD",
        &init,
    );
    assert_eq!(w.vgpr.get(3, 5), (-0.125f32).to_bits());
}

/// SDWA compares: VCC on gfx8; on gfx9 VCC or an SGPR pair (SD), and a
/// scalar source (lanes outside EXEC give 0).
#[test]
fn sdwa_compares() {
    let a: Vec<u32> = (0..64).map(|l| l << 8 | 0xEE).collect();
    let b: Vec<u32> = (0..64).map(|l| (l % 4) << 16).collect();
    let exec = 0x0000_FFFF_FFFF_FFF0u64;
    // BYTE_1 of a is the lane; WORD_1 of b is lane % 4: equal for lanes 0-3.
    let want = 0xFu64 & exec;
    for arch in [Arch::Gfx8, Arch::Gfx9] {
        let init = Init {
            exec,
            vcc: !0,
            sgpr: &[],
            vgpr: vec![(1, a.clone()), (2, b.clone())],
        };
        let w = run(
            arch,
            "v_cmp_eq_u32_sdwa vcc, v1, v2 src0_sel:BYTE_1 src1_sel:WORD_1",
            &init,
        );
        assert_eq!(w.state.vcc(), want, "{arch}");
        let w = run(
            arch,
            "v_cmp_lt_u32_sdwa vcc, v1, v2 src0_sel:BYTE_1 src1_sel:WORD_1",
            &init,
        );
        // lane < lane % 4 never holds.
        assert_eq!(w.state.vcc(), 0, "{arch}");
    }
    let init = Init {
        exec: !0,
        vcc: 0,
        sgpr: &[(7, 0x0000_0500)],
        vgpr: vec![(1, a.clone()), (2, b.clone())],
    };
    // s7's BYTE_1 is 5; lanes whose BYTE_1 (the lane) is above 5.
    let w = run(
        Arch::Gfx9,
        "v_cmp_lt_u32_sdwa s[2:3], s7, v1 src0_sel:BYTE_1 src1_sel:BYTE_1",
        &init,
    );
    let bits = w.state.sgpr[2] as u64 | (w.state.sgpr[3] as u64) << 32;
    assert_eq!(bits, !0u64 << 6);
    assert_eq!(w.state.vcc(), 0);
    // A scalar source of a VOP2 row (gfx9): s7's WORD_0 (0x500) + BYTE_0 of v1.
    let w = run(
        Arch::Gfx9,
        "v_add_u32_sdwa v3, s7, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:BYTE_0",
        &init,
    );
    assert_eq!(w.vgpr.get(3, 9), 0x500 + 0xEE);
}

// ------------------------------------------------------ integer clamp ----

/// VOP3 clamp on the integer add/sub rows saturates (gfx8: the carry rows
/// and the 16-bit rows; gfx9 also the carry-less 32-bit rows).
#[test]
fn integer_clamp() {
    let a = vec![
        0xFFFF_FFF0u32,
        5,
        0x7FFF_FFFF,
        0x8000_0000,
        0xFFF0,
        0x7FF0,
        0x8010,
    ];
    let b = vec![0x20u32, 9, 1, 1, 0x20, 0x20, 0x20];
    let n = a.len();
    let run_ab = |arch: Arch, text: &str| {
        let init = Init::lanes(!0, &[(1, a.clone()), (2, b.clone())]);
        lanes(&run(arch, text, &init), 3)[..n].to_vec()
    };
    let u32_sat = vec![
        u32::MAX,
        14,
        0x8000_0000,
        0x8000_0001,
        0x1_0010,
        0x8010,
        0x8030,
    ];
    let u32_sub = vec![
        0xFFFF_FFD0,
        0,
        0x7FFF_FFFE,
        0x7FFF_FFFF,
        0xFFD0,
        0x7FD0,
        0x7FF0,
    ];
    let i32_sat = vec![0x10, 14, 0x7FFF_FFFF, 0x8000_0001, 0x1_0010, 0x8010, 0x8030];
    let i32_sub = vec![
        0xFFFF_FFD0,
        0xFFFF_FFFC,
        0x7FFF_FFFE,
        0x8000_0000,
        0xFFD0,
        0x7FD0,
        0x7FF0,
    ];
    for (arch, text, want) in [
        (Arch::Gfx9, "v_add_u32_e64 v3, v1, v2 clamp", &u32_sat),
        (Arch::Gfx9, "v_sub_u32_e64 v3, v1, v2 clamp", &u32_sub),
        (Arch::Gfx9, "v_add_i32 v3, v1, v2 clamp", &i32_sat),
        (Arch::Gfx9, "v_sub_i32 v3, v1, v2 clamp", &i32_sub),
        (
            Arch::Gfx9,
            "v_add_co_u32_e64 v3, s[0:1], v1, v2 clamp",
            &u32_sat,
        ),
        (
            Arch::Gfx8,
            "v_add_u32_e64 v3, s[0:1], v1, v2 clamp",
            &u32_sat,
        ),
        (
            Arch::Gfx8,
            "v_sub_u32_e64 v3, s[0:1], v1, v2 clamp",
            &u32_sub,
        ),
    ] {
        assert_eq!(&run_ab(arch, text), want, "{arch} {text}");
    }
    assert_eq!(
        run_ab(Arch::Gfx9, "v_subrev_u32_e64 v3, v1, v2 clamp")[..2],
        [0, 4]
    );
    // 16 bits: 0xFFF0 + 0x20 saturates to 0xFFFF (unsigned); signed
    // 0x7FF0 + 0x20 to 0x7FFF and 0x8010 + 0x20 = -32720 stays.
    for arch in [Arch::Gfx8, Arch::Gfx9] {
        assert_eq!(
            run_ab(arch, "v_add_u16_e64 v3, v1, v2 clamp")[4..],
            [0xFFFF, 0x8010, 0x8030]
        );
        assert_eq!(run_ab(arch, "v_sub_u16_e64 v3, v1, v2 clamp")[1], 0);
    }
    assert_eq!(
        run_ab(Arch::Gfx9, "v_add_i16 v3, v1, v2 clamp")[4..],
        [0x0010, 0x7FFF, 0x8030]
    );
    assert_eq!(
        run_ab(Arch::Gfx9, "v_sub_i16 v3, v2, v1 clamp")[5..],
        [0x8030, 0x7FFF]
    );
    // Without clamp the same rows wrap.
    assert_eq!(run_ab(Arch::Gfx9, "v_add_u32_e64 v3, v1, v2")[0], 0x10);
    assert_eq!(run_ab(Arch::Gfx9, "v_add_i16 v3, v1, v2")[5], 0x8010);
}

/// A VOP1/VOP2/VOPC word: src0 field `src0`, VSRC1 `v{vsrc1}`, VDST v3.
fn sdwa_base(arch: Arch, op: Opcode, src0: u32, vsrc1: u32) -> u32 {
    let n = op.number(arch).unwrap() as u32;
    match op.format() {
        Format::Vop1 => 0x3F << 25 | 3 << 17 | n << 9 | src0,
        Format::Vopc => 0x3E << 25 | n << 17 | vsrc1 << 9 | src0,
        _ => n << 25 | 3 << 17 | vsrc1 << 9 | src0,
    }
}

/// Every VOP1/VOP2/VOPC row with an SDWA form on gfx8 and gfx9: its SDWA
/// form (src0_sel WORD_1, src1_sel BYTE_2, dst_sel BYTE_1/WORD_1 with each
/// dst_unused) must equal its plain form run on v5/v6 = the selected source
/// fields (the test's reference select), with the result placed by the
/// test's reference of dst_sel/dst_unused; compares and carries write the
/// same VCC.
#[test]
fn sdwa_every_opcode() {
    let a: Vec<u32> = (0..64u32)
        .map(|l| (l as f32 * 0.75 - 9.5).to_bits().rotate_left(l) ^ 0x3C00_4400)
        .collect();
    let b: Vec<u32> = (0..64u32)
        .map(|l| (3.0 + l as f32 * 0.5).to_bits().rotate_right(l / 2) ^ l)
        .collect();
    let old: Vec<u32> = (0..64u32).map(|l| 0x1357_9BDF ^ l << 12).collect();
    let (s0, s1) = (5usize, 2usize); // WORD_1, BYTE_2
    let sel_a: Vec<u32> = a.iter().map(|&v| sdwa_src(v, s0, false)).collect();
    let sel_b: Vec<u32> = b.iter().map(|&v| sdwa_src(v, s1, false)).collect();
    let exec = 0xFFFF_FFFF_0F0F_7FFFu64;
    let vcc = 0x0123_4567_89AB_CDEF;
    for arch in [Arch::Gfx8, Arch::Gfx9] {
        let mut ran = 0;
        for &op in Opcode::ALL {
            let f = op.format();
            if !matches!(f, Format::Vop1 | Format::Vop2 | Format::Vopc) || op.number(arch).is_none()
            {
                continue;
            }
            for (k, (ds, du)) in [(1usize, 0usize), (5, 1), (1, 2)].into_iter().enumerate() {
                let src1 = if f == Format::Vop1 {
                    0
                } else {
                    (s1 as u32) << 24
                };
                let dst = if f == Format::Vopc {
                    0
                } else {
                    (ds as u32) << 8 | (du as u32) << 11
                };
                let ext = 1 | dst | (s0 as u32) << 16 | src1;
                let words = vec![sdwa_base(arch, op, 0xF9, 2), ext, ENDPGM];
                let is_sdwa = gcnjit::isa::vector::decode(arch, &words)
                    .is_some_and(|v| v.family.name() == "SDWA");
                let sdwa = Program::new(arch, 0, words);
                if !is_sdwa || sdwa.fetch(0).is_err() {
                    break;
                }
                let plain = Program::new(arch, 0, vec![sdwa_base(arch, op, 0x105, 6), ENDPGM]);
                let init = Init {
                    exec,
                    vcc,
                    sgpr: &[],
                    vgpr: vec![
                        (1, a.clone()),
                        (2, b.clone()),
                        (3, old.clone()),
                        (5, sel_a.clone()),
                        (6, sel_b.clone()),
                    ],
                };
                let what = format!("{} sdwa case {k}", op.mnemonic());
                let Some(want) = run_prog(arch, &plain, &init, &what) else {
                    break; // a row the interpreter refuses in any form
                };
                let got = run_prog(arch, &sdwa, &init, &what).expect(&what);
                assert_eq!(got.state.vcc(), want.state.vcc(), "{arch} {what}: vcc");
                if f != Format::Vopc {
                    for (l, &o) in old.iter().enumerate() {
                        let v = if exec >> l & 1 != 0 {
                            sdwa_dst(want.vgpr.get(3, l), o, ds, du)
                        } else {
                            o
                        };
                        assert_eq!(got.vgpr.get(3, l), v, "{arch} {what} lane {l}");
                    }
                }
                ran += 1;
            }
        }
        assert!(ran > 3 * 150, "{arch}: only {ran} SDWA cases ran");
    }
}
