//! The VALU's floating-point, conversion and 16-bit rows, one instruction a
//! case, on the interpreter and the JIT (which leaves its region before a
//! vector instruction, so both must agree bit for bit). Expected values are
//! derived by hand from IEEE 754 arithmetic and the rules of AMD's GCN3 and
//! Vega manuals and LLVM's AMDGPU documentation (docs/semantics.md §11);
//! the comment of each case gives the derivation where it is not plain.

use gcnjit::state::hwreg;
use gcnjit::{engine, Arch, Engine, Limits, Program, Status, Wave};

/// MODE with f32 denormals kept (bits 5:4).
const DEN32: u32 = 0x30;
/// MODE with f64/f16 denormals kept (bits 7:6).
const DEN64: u32 = 0xC0;

/// Runs `text` and `s_endpgm` with MODE, EXEC and the VGPR lanes given on the
/// interpreter and the JIT; checks both agree on v0..v15 of every lane and
/// on VCC, and returns the interpreter's wave.
fn run(arch: Arch, mode: u32, exec: u64, text: &str, init: &[(usize, Vec<u32>)]) -> Wave {
    let p = Program::from_asm(arch, &format!("{text}\ns_endpgm"), 0)
        .unwrap_or_else(|e| panic!("{text}: {e}"));
    let mut waves = Vec::new();
    for e in [Engine::Interp, Engine::JIT] {
        let mut w = Wave::new(arch);
        w.state.hwreg[hwreg::MODE] = mode;
        w.state.set_exec(exec);
        for (r, vals) in init {
            for (l, &v) in vals.iter().enumerate() {
                w.vgpr.set(*r, l, v);
            }
        }
        let out = engine::run(e, &p, &mut w, &Limits::default());
        assert_eq!(out.status, Status::Endpgm, "{arch} {text} {e:?}");
        waves.push(w);
    }
    for r in 0..16 {
        for l in 0..64 {
            assert_eq!(
                waves[0].vgpr.get(r, l),
                waves[1].vgpr.get(r, l),
                "{arch} {text}: v{r} lane {l}"
            );
        }
    }
    assert_eq!(waves[0].state.vcc(), waves[1].state.vcc(), "{text}");
    waves.swap_remove(0)
}

fn lanes(w: &Wave, r: usize, n: usize) -> Vec<u32> {
    (0..n).map(|l| w.vgpr.get(r, l)).collect()
}

fn lanes64(w: &Wave, r: usize, n: usize) -> Vec<u64> {
    (0..n)
        .map(|l| w.vgpr.get(r, l) as u64 | (w.vgpr.get(r + 1, l) as u64) << 32)
        .collect()
}

fn split(v: &[u64]) -> (Vec<u32>, Vec<u32>) {
    (
        v.iter().map(|&x| x as u32).collect(),
        v.iter().map(|&x| (x >> 32) as u32).collect(),
    )
}

/// `OP v2, v1` over the lanes of `a` (32-bit in and out).
fn un32(arch: Arch, mode: u32, op: &str, a: &[u32]) -> Vec<u32> {
    let w = run(arch, mode, !0, &format!("{op} v2, v1"), &[(1, a.to_vec())]);
    lanes(&w, 2, a.len())
}

/// `OP v[4:5], v[2:3]` (64-bit in and out).
fn un64(arch: Arch, mode: u32, op: &str, a: &[u64]) -> Vec<u64> {
    let (lo, hi) = split(a);
    let w = run(
        arch,
        mode,
        !0,
        &format!("{op} v[4:5], v[2:3]"),
        &[(2, lo), (3, hi)],
    );
    lanes64(&w, 4, a.len())
}

/// `OP v4, v[2:3]` (64-bit in, 32-bit out).
fn d_to_32(arch: Arch, op: &str, a: &[u64]) -> Vec<u32> {
    let (lo, hi) = split(a);
    let w = run(
        arch,
        0,
        !0,
        &format!("{op} v4, v[2:3]"),
        &[(2, lo), (3, hi)],
    );
    lanes(&w, 4, a.len())
}

/// `OP v[4:5], v1` (32-bit in, 64-bit out).
fn to_64(arch: Arch, mode: u32, op: &str, a: &[u32]) -> Vec<u64> {
    let w = run(
        arch,
        mode,
        !0,
        &format!("{op} v[4:5], v1"),
        &[(1, a.to_vec())],
    );
    lanes64(&w, 4, a.len())
}

/// `OP v3, v1, v2` (32-bit).
fn bin32(arch: Arch, mode: u32, op: &str, a: &[u32], b: &[u32]) -> Vec<u32> {
    let w = run(
        arch,
        mode,
        !0,
        &format!("{op} v3, v1, v2"),
        &[(1, a.to_vec()), (2, b.to_vec())],
    );
    lanes(&w, 3, a.len())
}

fn f(v: f32) -> u32 {
    v.to_bits()
}
fn d(v: f64) -> u64 {
    v.to_bits()
}
fn is_nan32(v: u32) -> bool {
    f32::from_bits(v).is_nan()
}
fn is_nan64(v: u64) -> bool {
    f64::from_bits(v).is_nan()
}

const G9: Arch = Arch::Gfx9;
const G8: Arch = Arch::Gfx8;
const G7: Arch = Arch::Gfx7;
const G6: Arch = Arch::Gfx6;
const INF: f64 = f64::INFINITY;

// ---- f64 ----

#[test]
fn rcp_rsq_sqrt_f64() {
    let a = [d(2.0), d(0.0), d(-0.0), d(INF), d(3.0), d(f64::NAN)];
    let r = un64(G9, 0, "v_rcp_f64", &a);
    // 1/3 correctly rounded: 0x3FD5555555555555.
    assert_eq!(
        &r[..5],
        &[d(0.5), d(INF), d(-INF), d(0.0), 0x3FD5_5555_5555_5555]
    );
    assert!(is_nan64(r[5]));
    let r = un64(G9, 0, "v_rsq_f64", &[d(4.0), d(0.0), d(INF), d(-1.0)]);
    assert_eq!(&r[..3], &[d(0.5), d(INF), d(0.0)]);
    assert!(is_nan64(r[3]));
    // sqrt(2) = 0x3FF6A09E667F3BCD; sqrt(-0) = -0.
    let r = un64(G6, 0, "v_sqrt_f64", &[d(2.0), d(-0.0), d(INF), d(-1.0)]);
    assert_eq!(&r[..3], &[0x3FF6_A09E_667F_3BCD, d(-0.0), d(INF)]);
    assert!(is_nan64(r[3]));
    // gfx6/gfx7's clamped forms: 1/0 is the largest finite value.
    let r = un64(G7, 0, "v_rcp_clamp_f64", &[d(0.0), d(-0.0), d(4.0)]);
    assert_eq!(r, [d(f64::MAX), d(-f64::MAX), d(0.25)]);
    let r = un64(G6, 0, "v_rsq_clamp_f64", &[d(0.0), d(4.0)]);
    assert_eq!(r, [d(f64::MAX), d(0.5)]);
}

#[test]
fn ldexp_f64_rounds_once() {
    let a = [d(1.0), d(1.0), d(1.5), d(1.0), d(3.0), d(-0.0)];
    let e = [
        1024u32,
        (-1074i32) as u32,
        (-1075i32) as u32,
        (-1075i32) as u32,
        2,
        5,
    ];
    let (lo, hi) = split(&a);
    let text = "v_ldexp_f64 v[4:5], v[2:3], v6";
    for (mode, tiny) in [(DEN64, 1u64), (0, 0)] {
        let w = run(
            G9,
            mode,
            !0,
            text,
            &[(2, lo.clone()), (3, hi.clone()), (6, e.to_vec())],
        );
        // 1.5 * 2^-1075 = 0.75 ulp of the least denormal: rounds up to it;
        // 1.0 * 2^-1075 is the tie between 0 and 2^-1074: even, 0.
        assert_eq!(
            lanes64(&w, 4, 6),
            [d(INF), tiny, tiny, 0, d(12.0), d(-0.0)],
            "MODE {mode:#x}"
        );
    }
}

#[test]
fn frexp_and_fract() {
    let a = [d(8.0), d(-3.0), d(0.0), d(INF), d(0.5), 1];
    let r = un64(G9, DEN64, "v_frexp_mant_f64", &a);
    assert_eq!(&r[..5], &[d(0.5), d(-0.75), d(0.0), d(INF), d(0.5)]);
    assert_eq!(r[5], d(0.5)); // 2^-1074 = 0.5 * 2^-1073
    let r = d_to_32(G9, "v_frexp_exp_i32_f64", &a[..5]);
    assert_eq!(r, [4, 2, 0, 0, 0]);
    let r = un32(G8, DEN32, "v_frexp_exp_i32_f32", &[f(8.0), 1, f(f32::NAN)]);
    assert_eq!(r, [4, (-148i32) as u32, 0]); // 2^-149 = 0.5 * 2^-148
    let r = un32(G8, 0, "v_frexp_mant_f32", &[f(-10.0), 1]);
    assert_eq!(r, [f(-0.625), 0]); // the denormal is flushed first
    let r = un64(
        G9,
        0,
        "v_fract_f64",
        &[d(1.25), d(-0.25), d(-1e-20), d(INF)],
    );
    // -1e-20 - floor = 1 - 1e-20, rounded to 1.0, then the largest below 1.
    assert_eq!(&r[..3], &[d(0.25), d(0.75), 0x3FEF_FFFF_FFFF_FFFF]);
    assert!(is_nan64(r[3]));
    let r = un32(
        G9,
        0,
        "v_fract_f32",
        &[f(-1e-10), f(2.75), f(f32::NEG_INFINITY)],
    );
    assert_eq!(&r[..2], &[0x3F7F_FFFF, f(0.75)]);
    assert!(is_nan32(r[2]));
}

#[test]
fn rounding_f64() {
    let a = [d(2.5), d(-2.5), d(3.5), d(-0.5), d(1e300)];
    assert_eq!(
        un64(G7, 0, "v_trunc_f64", &a),
        [d(2.0), d(-2.0), d(3.0), d(-0.0), d(1e300)]
    );
    assert_eq!(
        un64(G7, 0, "v_ceil_f64", &a),
        [d(3.0), d(-2.0), d(4.0), d(-0.0), d(1e300)]
    );
    assert_eq!(
        un64(G8, 0, "v_floor_f64", &a),
        [d(2.0), d(-3.0), d(3.0), d(-1.0), d(1e300)]
    );
    assert_eq!(
        un64(G9, 0, "v_rndne_f64", &a),
        [d(2.0), d(-2.0), d(4.0), d(-0.0), d(1e300)]
    );
}

#[test]
fn conversions_f64() {
    // 2^-149 (an f32 denormal) is 0x36A0000000000000 as f64.
    let a = [f(1.5), 1, f(f32::NEG_INFINITY)];
    assert_eq!(
        to_64(G9, DEN32, "v_cvt_f64_f32", &a),
        [d(1.5), 0x36A0_0000_0000_0000, d(-INF)]
    );
    assert_eq!(to_64(G9, 0, "v_cvt_f64_f32", &a), [d(1.5), 0, d(-INF)]);
    // 1/3 rounds to 0x3EAAAAAB; 1e300 overflows f32.
    let r = d_to_32(G9, "v_cvt_f32_f64", &[d(1.0 / 3.0), d(1e300), d(-1e-300)]);
    assert_eq!(r, [0x3EAA_AAAB, f(f32::INFINITY), f(-0.0)]);
    let r = to_64(G6, 0, "v_cvt_f64_i32", &[(-5i32) as u32, 0x8000_0000]);
    assert_eq!(r, [d(-5.0), d(-2147483648.0)]);
    let r = to_64(G6, 0, "v_cvt_f64_u32", &[0xFFFF_FFFF]);
    assert_eq!(r, [0x41EF_FFFF_FFE0_0000]);
    let a = [d(-2.7), d(1e10), d(f64::NAN), d(-1e10)];
    assert_eq!(
        d_to_32(G9, "v_cvt_i32_f64", &a),
        [(-2i32) as u32, 0x7FFF_FFFF, 0, 0x8000_0000]
    );
    assert_eq!(d_to_32(G9, "v_cvt_u32_f64", &a), [0, 0xFFFF_FFFF, 0, 0]);
}

#[test]
fn f64_modifiers_and_exec() {
    // neg on the source, omod mul:2 on the result.
    let a = [d(2.0), d(4.0), d(8.0), d(0.5)];
    let (lo, hi) = split(&a);
    let w = run(
        G9,
        0,
        0b0101,
        "v_rcp_f64 v[4:5], -v[2:3] mul:2",
        &[
            (2, lo.clone()),
            (3, hi.clone()),
            (4, vec![7; 4]),
            (5, vec![7; 4]),
        ],
    );
    assert_eq!(
        lanes64(&w, 4, 4),
        [d(-1.0), 0x7_0000_0007, d(-0.25), 0x7_0000_0007]
    );
    let w = run(G9, 0, 0, "v_sqrt_f64 v[4:5], v[2:3]", &[(2, lo), (3, hi)]);
    assert_eq!(lanes64(&w, 4, 2), [0, 0]);
    // clamp: |x| of 4 is clamped to 1; 0.5 stays.
    let (lo, hi) = split(&[d(-4.0), d(0.25)]);
    let w = run(
        G9,
        0,
        !0,
        "v_floor_f64 v[4:5], |v[2:3]| clamp",
        &[(2, lo), (3, hi)],
    );
    assert_eq!(lanes64(&w, 4, 2), [d(1.0), d(0.0)]);
}

/// LLVM's correctly rounded f32 division (as in tests/kernels/obj/f32_math).
const DIV32: &str = "v_div_scale_f32 v3, s[0:1], v2, v2, v1
v_div_scale_f32 v4, vcc, v1, v2, v1
v_rcp_f32 v5, v3
v_fma_f32 v6, -v3, v5, 1.0
v_fma_f32 v5, v6, v5, v5
v_mul_f32 v6, v4, v5
v_fma_f32 v7, -v3, v6, v4
v_fma_f32 v6, v7, v5, v6
v_fma_f32 v3, -v3, v6, v4
v_div_fmas_f32 v3, v3, v5, v6
v_div_fixup_f32 v8, v3, v2, v1";

/// The same for f64 (numerator v[0:1], denominator v[2:3], result v[14:15]).
const DIV64: &str = "v_div_scale_f64 v[4:5], s[0:1], v[2:3], v[2:3], v[0:1]
v_rcp_f64 v[6:7], v[4:5]
v_fma_f64 v[8:9], -v[4:5], v[6:7], 1.0
v_fma_f64 v[6:7], v[6:7], v[8:9], v[6:7]
v_fma_f64 v[8:9], -v[4:5], v[6:7], 1.0
v_fma_f64 v[6:7], v[6:7], v[8:9], v[6:7]
v_div_scale_f64 v[8:9], vcc, v[0:1], v[2:3], v[0:1]
v_mul_f64 v[10:11], v[8:9], v[6:7]
v_fma_f64 v[4:5], -v[4:5], v[10:11], v[8:9]
v_div_fmas_f64 v[4:5], v[4:5], v[6:7], v[10:11]
v_div_fixup_f64 v[14:15], v[4:5], v[2:3], v[0:1]";

#[test]
fn division_sequences() {
    let n = [1.0f32, 10.0, -7.0, 0.0, 1.0, 0.0, 3.0e38, 1.0e-30];
    let q = [3.0f32, 4.0, 0.1, 5.0, 0.0, 0.0, 0.5, 3.0e10];
    for arch in [G6, G8, G9] {
        let w = run(
            arch,
            0,
            !0,
            DIV32,
            &[
                (1, n.iter().map(|&v| f(v)).collect()),
                (2, q.iter().map(|&v| f(v)).collect()),
            ],
        );
        let got = lanes(&w, 8, n.len());
        for l in 0..n.len() {
            let mut want = n[l] / q[l];
            if want != 0.0 && want.abs() < f32::MIN_POSITIVE {
                // MODE 0 flushes the denormal quotient.
                want = 0.0f32.copysign(want);
            }
            if want.is_nan() {
                assert!(is_nan32(got[l]), "{arch} lane {l}");
            } else {
                assert_eq!(got[l], f(want), "{arch} {} / {}", n[l], q[l]);
            }
        }
    }
    let n = [1.0f64, 10.0, -7.0, 0.0, 1.0, 2.0, 1e300, 1e-300];
    let q = [3.0f64, 4.0, 0.1, 5.0, -0.0, INF, 1e-10, 7.0];
    let (nl, nh) = split(&n.map(d));
    let (ql, qh) = split(&q.map(d));
    for mode in [0, DEN64] {
        let w = run(
            G9,
            mode,
            !0,
            DIV64,
            &[
                (0, nl.clone()),
                (1, nh.clone()),
                (2, ql.clone()),
                (3, qh.clone()),
            ],
        );
        let got = lanes64(&w, 14, n.len());
        for l in 0..n.len() {
            assert_eq!(got[l], d(n[l] / q[l]), "{} / {}", n[l], q[l]);
        }
    }
}

#[test]
fn div_fixup_special_cases() {
    // (quotient, denominator, numerator) -> result.
    let text = "v_div_fixup_f32 v4, v1, v2, v3";
    let qv = [f(5.0), f(5.0), f(5.0), f(5.0), f(5.0), f(-2.0)];
    let dv = [
        f(0.0),
        f(0.0),
        f(f32::INFINITY),
        f(-2.0),
        f(f32::NAN),
        f(-1.0),
    ];
    let nv = [f(0.0), f(-3.0), f(1.0), f(f32::INFINITY), f(1.0), f(2.0)];
    let w = run(
        G9,
        0,
        !0,
        text,
        &[(1, qv.to_vec()), (2, dv.to_vec()), (3, nv.to_vec())],
    );
    let r = lanes(&w, 4, 6);
    assert!(is_nan32(r[0]) && is_nan32(r[4]));
    assert_eq!(r[1], f(f32::NEG_INFINITY));
    assert_eq!(r[2], f(0.0));
    assert_eq!(r[3], f(f32::NEG_INFINITY));
    assert_eq!(r[5], f(-2.0)); // sign of n/d, magnitude of the quotient
}

#[test]
fn div_scale_sets_vcc_for_a_huge_quotient() {
    // n / d with exponent(n) - exponent(d) >= 96: VCC set, the denominator
    // (S0 == S1) scaled by 2^64, the numerator (S0 == S2) left.
    let text = "v_div_scale_f32 v3, vcc, v2, v2, v1\nv_div_scale_f32 v4, s[2:3], v1, v2, v1";
    let w = run(
        G9,
        0,
        0b11,
        text,
        &[(1, vec![f(1.0e30), f(6.0)]), (2, vec![f(1.0e-8), f(3.0)])],
    );
    assert_eq!(w.state.vcc(), 0b01);
    assert_eq!(
        lanes(&w, 3, 2),
        [f(1.0e-8 * 18446744073709551616.0), f(3.0)]
    );
    assert_eq!(lanes(&w, 4, 2), [f(1.0e30), f(6.0)]);
    assert_eq!(w.state.read64(2), 0b01);
}

// ---- the other f32 rows ----

#[test]
fn f32_conversions() {
    let a = [f(2.5), f(-2.5), f(-2.6), f(f32::NAN), f(3e9)];
    assert_eq!(
        un32(G9, 0, "v_cvt_rpi_i32_f32", &a),
        [3, (-2i32) as u32, (-3i32) as u32, 0, 0x7FFF_FFFF]
    );
    assert_eq!(
        un32(G9, 0, "v_cvt_flr_i32_f32", &a),
        [2, (-3i32) as u32, (-3i32) as u32, 0, 0x7FFF_FFFF]
    );
    // S0[3:0] as a signed 4-bit count of sixteenths.
    let r = un32(G7, 0, "v_cvt_off_f32_i4", &[0xF, 7, 8, 0x10]);
    assert_eq!(r, [f(-0.0625), f(0.4375), f(-0.5), f(0.0)]);
    // Round toward zero to f16: 1 + 0.75 * 2^-10 is 0x3C00 (nearest would
    // give 0x3C01); 65520 is 0x7BFF; S0 in the low half.
    let r = bin32(
        G6,
        0,
        "v_cvt_pkrtz_f16_f32",
        &[f(1.0), f(1.000_732_4), f(65520.0)],
        &[f(2.0), f(-1.0), f(-1e9)],
    );
    assert_eq!(r, [0x4000_3C00, 0xBC00_3C00, 0xFBFF_7BFF]);
    let r = bin32(G9, 0, "v_cvt_pkrtz_f16_f32", &[f(1.0)], &[f(2.0)]);
    assert_eq!(r, [0x4000_3C00]);
    // snorm: 1 -> 32767, -1 -> -32767, 0.5 -> 16383.5 -> even 16384.
    let r = bin32(
        G9,
        0,
        "v_cvt_pknorm_i16_f32",
        &[f(1.0), f(0.5), f(f32::NAN)],
        &[f(-1.0), f(-7.0), f(2.0)],
    );
    assert_eq!(r, [0x8001_7FFF, 0x8001_4000, 0x7FFF_0000]);
    let r = bin32(G6, 0, "v_cvt_pknorm_u16_f32", &[f(1.0)], &[f(0.5)]);
    assert_eq!(r, [0x8000_FFFF]);
    let r = bin32(G6, 0, "v_cvt_pk_u16_u32", &[0x12345], &[7]);
    assert_eq!(r, [0x0007_FFFF]);
    let r = bin32(G9, 0, "v_cvt_pk_i16_i32", &[(-40000i32) as u32], &[5]);
    assert_eq!(r, [0x0005_8000]);
    let w = run(
        G9,
        0,
        !0,
        "v_cvt_pk_u8_f32 v4, v1, v2, v3",
        &[
            (1, vec![f(255.7), f(2.5), f(-3.0)]),
            (2, vec![1, 4, 3]),
            (3, vec![0x1122_3344; 3]),
        ],
    );
    assert_eq!(lanes(&w, 4, 3), [0x1122_FF44, 0x1122_3302, 0x0022_3344]);
}

#[test]
fn f32_legacy_rows() {
    // v_mad_legacy_f32: 0 * inf is 0, then + 2.
    let w = run(
        G9,
        0,
        !0,
        "v_mad_legacy_f32 v4, v1, v2, v3",
        &[
            (1, vec![0, f(2.0)]),
            (2, vec![f(f32::INFINITY), f(3.0)]),
            (3, vec![f(2.0), f(1.0)]),
        ],
    );
    assert_eq!(lanes(&w, 4, 2), [f(2.0), f(7.0)]);
    let r = bin32(
        G7,
        0,
        "v_min_legacy_f32",
        &[f(f32::NAN), f(1.0), f(-0.0)],
        &[f(1.0), f(f32::NAN), f(0.0)],
    );
    assert_eq!(&r[..1], &[f(1.0)]);
    assert!(is_nan32(r[1]));
    assert_eq!(r[2], f(0.0)); // -0 < 0 is false: S1
    let r = bin32(G6, 0, "v_max_legacy_f32", &[f(3.0)], &[f(2.0)]);
    assert_eq!(r, [f(3.0)]);
    let w = run(
        G6,
        0,
        !0,
        "v_mac_legacy_f32 v3, v1, v2",
        &[(1, vec![0]), (2, vec![f(f32::INFINITY)]), (3, vec![f(5.0)])],
    );
    assert_eq!(lanes(&w, 3, 1), [f(5.0)]);
    assert_eq!(
        un32(G6, 0, "v_rcp_clamp_f32", &[0, f(4.0)]),
        [f(f32::MAX), f(0.25)]
    );
    assert_eq!(
        un32(G7, 0, "v_log_clamp_f32", &[0, f(8.0)]),
        [f(-f32::MAX), f(3.0)]
    );
}

#[test]
fn exp_log_sin_cos_f32() {
    let r = un32(
        G9,
        DEN32,
        "v_exp_f32",
        &[
            f(3.0),
            f(-1.0),
            f(f32::NEG_INFINITY),
            f(0.5),
            f(-130.0),
            f(f32::NAN),
        ],
    );
    // 2^0.5 = 1.41421356... rounds to 0x3FB504F3; 2^-130 is a denormal,
    // which this instruction does not produce.
    assert_eq!(&r[..5], &[f(8.0), f(0.5), 0, 0x3FB5_04F3, 0]);
    assert!(is_nan32(r[5]));
    let r = un32(G9, DEN32, "v_log_f32", &[f(8.0), 0, f(1.0), 1, f(-1.0)]);
    assert_eq!(
        &r[..4],
        &[f(3.0), f(f32::NEG_INFINITY), 0, f(f32::NEG_INFINITY)]
    );
    assert!(is_nan32(r[4]));
    // The argument is in revolutions; outside [-256, 256] the result is 0.
    let a = [
        f(0.25),
        f(0.5),
        f(-0.25),
        f(300.0),
        f(0.083_333_336),
        f(1.0),
    ];
    let r = un32(G8, 0, "v_sin_f32", &a);
    assert_eq!(r, [f(1.0), 0, f(-1.0), 0, f(0.5), 0]);
    let r = un32(G6, 0, "v_cos_f32", &[0, f(0.5), f(0.25), f(f32::INFINITY)]);
    assert_eq!(&r[..3], &[f(1.0), f(-1.0), 0]);
    assert!(is_nan32(r[3]));
}

#[test]
fn cube_map_rows() {
    let x = vec![f(1.0), f(-5.0), f(0.5)];
    let y = vec![f(2.0), f(1.0), f(-4.0)];
    let z = vec![f(3.0), f(2.0), f(1.0)];
    let init = [(1, x), (2, y), (3, z)];
    let get = |op: &str| {
        lanes(
            &run(G9, 0, !0, &format!("{op} v4, v1, v2, v3"), &init),
            4,
            3,
        )
    };
    // z major (+z face 4), x major (-x face 1), y major (-y face 3).
    assert_eq!(get("v_cubeid_f32"), [f(4.0), f(1.0), f(3.0)]);
    assert_eq!(get("v_cubesc_f32"), [f(1.0), f(2.0), f(0.5)]);
    assert_eq!(get("v_cubetc_f32"), [f(-2.0), f(-1.0), f(-1.0)]);
    assert_eq!(get("v_cubema_f32"), [f(6.0), f(-10.0), f(-8.0)]);
}

#[test]
fn existing_f32_rows_edges() {
    // Denormal inputs and results under both MODE settings.
    let tiny = [1u32, 0x8000_0001];
    assert_eq!(bin32(G9, 0, "v_add_f32", &tiny, &tiny), [0, 0x8000_0000]);
    assert_eq!(
        bin32(G9, DEN32, "v_add_f32", &tiny, &tiny),
        [2, 0x8000_0002]
    );
    assert_eq!(bin32(G9, DEN32, "v_mul_f32", &[f(0.5)], &[1]), [0]); // tie -> even 0
    assert_eq!(bin32(G9, DEN32, "v_mul_f32", &[f(1.5)], &[1]), [2]); // 1.5 -> 2
                                                                     // min/max: a NaN operand gives the other; -0 is below +0.
    let r = bin32(
        G9,
        0,
        "v_min_f32",
        &[f(f32::NAN), f(-0.0), f(1.0)],
        &[f(2.0), f(0.0), f(f32::NEG_INFINITY)],
    );
    assert_eq!(r, [f(2.0), f(-0.0), f(f32::NEG_INFINITY)]);
    let r = bin32(
        G9,
        0,
        "v_max_f32",
        &[f(f32::NAN), f(-0.0)],
        &[f(2.0), f(0.0)],
    );
    assert_eq!(r, [f(2.0), f(0.0)]);
    assert_eq!(
        bin32(G6, 0, "v_mul_legacy_f32", &[0], &[f(f32::INFINITY)]),
        [0]
    );
    let r = un32(G9, 0, "v_rcp_f32", &[0, f(-0.0), f(f32::INFINITY), f(4.0)]);
    assert_eq!(r, [f(f32::INFINITY), f(f32::NEG_INFINITY), 0, f(0.25)]);
    let r = un32(G9, 0, "v_cvt_i32_f32", &[f(f32::NAN), f(-3.9), f(3e9)]);
    assert_eq!(r, [0, (-3i32) as u32, 0x7FFF_FFFF]);
    let r = un32(G9, 0, "v_rndne_f32", &[f(2.5), f(-3.5), f(0.5)]);
    assert_eq!(r, [f(2.0), f(-4.0), 0]);
    // v_mad_f32 flushes its denormal product whatever MODE says.
    let w = run(
        G9,
        DEN32,
        !0,
        "v_mad_f32 v4, v1, v2, v3",
        &[
            (1, vec![f(1e-20)]),
            (2, vec![f(1e-20)]),
            (3, vec![0x8000_0000]),
        ],
    );
    assert_eq!(lanes(&w, 4, 1), [0]);
    // clamp and omod on f32; EXEC partial.
    let w = run(
        G9,
        0,
        0b10,
        "v_add_f32_e64 v3, v1, v2 clamp",
        &[
            (1, vec![f(0.75); 2]),
            (2, vec![f(0.75); 2]),
            (3, vec![9; 2]),
        ],
    );
    assert_eq!(lanes(&w, 3, 2), [9, f(1.0)]);
    let w = run(
        G9,
        0,
        !0,
        "v_add_f32_e64 v3, v1, v2 div:2",
        &[(1, vec![f(3.0)]), (2, vec![f(1.0)])],
    );
    assert_eq!(lanes(&w, 3, 1), [f(2.0)]);
}

// ---- f16 and 16-bit integers ----

fn h(v: f32) -> u32 {
    half::f16::from_f32(v).to_bits() as u32
}

#[test]
fn f16_arithmetic_and_high_half() {
    for arch in [G8, G9] {
        // gfx8 and gfx9 zero the high half of a 16-bit result.
        let w = run(
            arch,
            0,
            !0,
            "v_add_f16 v3, v1, v2",
            &[
                (1, vec![0xABCD_3C00, 1]),
                (2, vec![0x3C00, 1]),
                (3, vec![0xDEAD_0000; 2]),
            ],
        );
        // 2^-24 + 2^-24 flushed (MODE 0: f16 denormals off).
        assert_eq!(lanes(&w, 3, 2), [0x4000, 0], "{arch}");
        let w = run(
            arch,
            DEN64,
            !0,
            "v_add_f16 v3, v1, v2",
            &[(1, vec![1]), (2, vec![1])],
        );
        assert_eq!(lanes(&w, 3, 1), [2], "{arch}");
        // v_mac_f16 keeps the high half on gfx9 only.
        let w = run(
            arch,
            0,
            !0,
            "v_mac_f16 v3, v1, v2",
            &[
                (1, vec![h(2.0)]),
                (2, vec![h(3.0)]),
                (3, vec![0xDEAD_0000 | h(1.0)]),
            ],
        );
        let hi = if arch == G9 { 0xDEAD_0000 } else { 0 };
        assert_eq!(lanes(&w, 3, 1), [hi | h(7.0)], "{arch}");
    }
    let r = bin32(G9, 0, "v_sub_f16", &[h(1.0)], &[h(0.25)]);
    assert_eq!(r, [h(0.75)]);
    let r = bin32(G9, 0, "v_mul_f16", &[h(300.0)], &[h(300.0)]);
    assert_eq!(r, [0x7C00]); // 90000 overflows f16
    let r = bin32(G8, 0, "v_max_f16", &[0x7E00, h(-0.0)], &[h(2.0), h(0.0)]);
    assert_eq!(r, [h(2.0), h(0.0)]);
    let r = bin32(G8, 0, "v_min_f16", &[h(-0.0)], &[h(0.0)]);
    assert_eq!(r, [0x8000]);
    // fma: (1 + 2^-10)^2 - 1 = 2^-9 + 2^-20, a tie between 2^-9 and the next
    // f16: even, 2^-9 (0x1800).
    let w = run(
        G9,
        0,
        !0,
        "v_fma_f16 v4, v1, v2, v3",
        &[(1, vec![0x3C01]), (2, vec![0x3C01]), (3, vec![0xBC00])],
    );
    assert_eq!(lanes(&w, 4, 1), [0x1800]);
    let w = run(
        G8,
        0,
        !0,
        "v_add_f16_e64 v3, v1, v2 clamp",
        &[(1, vec![h(0.75)]), (2, vec![h(0.75)])],
    );
    assert_eq!(lanes(&w, 3, 1), [h(1.0)]);
    let w = run(
        G9,
        0,
        !0,
        "v_ldexp_f16 v3, v1, v2",
        &[
            (1, vec![h(1.0), h(1.0), h(3.0)]),
            (2, vec![15, 16, (-2i32) as u32]),
        ],
    );
    assert_eq!(lanes(&w, 3, 3), [0x7800, 0x7C00, h(0.75)]);
}

#[test]
fn f16_unary_rows() {
    let a = [h(2.5), h(-2.5), h(-0.5)];
    assert_eq!(un32(G9, 0, "v_floor_f16", &a), [h(2.0), h(-3.0), h(-1.0)]);
    assert_eq!(un32(G9, 0, "v_ceil_f16", &a), [h(3.0), h(-2.0), 0x8000]);
    assert_eq!(un32(G9, 0, "v_trunc_f16", &a), [h(2.0), h(-2.0), 0x8000]);
    assert_eq!(un32(G9, 0, "v_rndne_f16", &a), [h(2.0), h(-2.0), 0x8000]);
    // fract(-0.0001) = 0.9999 rounds to 1.0 in f16, then 1 - 2^-11 (0x3BFF).
    assert_eq!(
        un32(G8, 0, "v_fract_f16", &[h(-0.0001), h(1.75)]),
        [0x3BFF, h(0.75)]
    );
    assert_eq!(
        un32(G8, 0, "v_sqrt_f16", &[h(4.0), 0x8000]),
        [h(2.0), 0x8000]
    );
    assert_eq!(un32(G8, 0, "v_rcp_f16", &[h(2.0), 0]), [h(0.5), 0x7C00]);
    assert_eq!(un32(G8, 0, "v_rsq_f16", &[h(4.0)]), [h(0.5)]);
    assert_eq!(
        un32(G9, 0, "v_exp_f16", &[h(2.0), h(-1.0)]),
        [h(4.0), h(0.5)]
    );
    assert_eq!(un32(G9, 0, "v_log_f16", &[h(8.0), 0]), [h(3.0), 0xFC00]);
    assert_eq!(un32(G9, 0, "v_sin_f16", &[h(0.25), h(0.5)]), [h(1.0), 0]);
    assert_eq!(un32(G9, 0, "v_cos_f16", &[0, h(0.5)]), [h(1.0), h(-1.0)]);
    assert_eq!(un32(G9, 0, "v_frexp_mant_f16", &[h(-12.0)]), [h(-0.75)]);
    assert_eq!(
        un32(G9, 0, "v_frexp_exp_i16_f16", &[h(-12.0), h(0.25)]),
        [4, 0xFFFF]
    );
}

#[test]
fn f16_conversions() {
    // 65520 is the tie between 65504 and 65536 (past the largest): infinity.
    let a = [f(65520.0), f(65519.0), f(1.0 / 3.0), f(f32::NAN)];
    let r = un32(G9, 0, "v_cvt_f16_f32", &a);
    assert_eq!(&r[..3], &[0x7C00, 0x7BFF, 0x3555]);
    assert_eq!(r[3] & 0x7E00, 0x7E00);
    // An f16 denormal: 2^-24 is 0x33800000 when kept.
    assert_eq!(
        un32(G9, DEN64, "v_cvt_f32_f16", &[1, h(-1.5)]),
        [0x3380_0000, f(-1.5)]
    );
    assert_eq!(un32(G9, 0, "v_cvt_f32_f16", &[1]), [0]);
    assert_eq!(
        un32(G8, 0, "v_cvt_i16_f16", &[h(-2.5), 0x7C00]),
        [0xFFFE, 0x7FFF]
    );
    assert_eq!(
        un32(G8, 0, "v_cvt_u16_f16", &[h(-2.5), 0x7C00]),
        [0, 0xFFFF]
    );
    assert_eq!(
        un32(G8, 0, "v_cvt_f16_i16", &[0xFFFF, 0x1234_0002]),
        [h(-1.0), h(2.0)]
    );
    assert_eq!(
        un32(G8, 0, "v_cvt_f16_u16", &[0xFFFF, 2049]),
        [0x7C00, h(2048.0)]
    );
}

#[test]
fn f16_and_i16_compares() {
    let w = run(
        G9,
        0,
        0b111,
        "v_cmp_lt_f16 vcc, v1, v2",
        &[
            (1, vec![h(1.0), 0x7E00, h(-0.0)]),
            (2, vec![h(2.0), h(2.0), h(0.0)]),
        ],
    );
    assert_eq!(w.state.vcc(), 0b001);
    let w = run(
        G8,
        0,
        0b11,
        "v_cmp_class_f16 vcc, v1, v2",
        &[(1, vec![0x7C00, 0x0001]), (2, vec![1 << 9, 1 << 7])],
    );
    assert_eq!(w.state.vcc(), 0b11); // +inf, +denormal
    let w = run(
        G9,
        0,
        !0,
        "v_cmp_lt_i16 vcc, v1, v2",
        &[(1, vec![0xFFFF, 5]), (2, vec![1, 0x1_0004])],
    );
    assert_eq!(w.state.vcc() & 3, 0b01);
    let w = run(
        G9,
        0,
        !0,
        "v_cmp_lt_u16 vcc, v1, v2",
        &[(1, vec![0xFFFF, 3]), (2, vec![1, 0xFFFF_0004])],
    );
    assert_eq!(w.state.vcc() & 3, 0b10);
}

#[test]
fn integer_16_bit_rows() {
    assert_eq!(bin32(G9, 0, "v_add_u16", &[0xABCD_FFFF], &[2]), [1]);
    assert_eq!(bin32(G8, 0, "v_sub_u16", &[1], &[2]), [0xFFFF]);
    assert_eq!(bin32(G8, 0, "v_subrev_u16", &[1], &[5]), [4]);
    assert_eq!(bin32(G9, 0, "v_mul_lo_u16", &[0x101], &[0x101]), [0x201]);
    assert_eq!(bin32(G9, 0, "v_lshlrev_b16", &[17], &[0x8001]), [2]);
    assert_eq!(bin32(G9, 0, "v_lshrrev_b16", &[1], &[0x8000]), [0x4000]);
    assert_eq!(bin32(G9, 0, "v_ashrrev_i16", &[1], &[0x8000]), [0xC000]);
    assert_eq!(bin32(G8, 0, "v_min_i16", &[0xFFFF], &[1]), [0xFFFF]);
    assert_eq!(bin32(G8, 0, "v_max_u16", &[0xFFFF], &[1]), [0xFFFF]);
    let w = run(
        G9,
        0,
        !0,
        "v_mad_u16 v4, v1, v2, v3",
        &[(1, vec![300]), (2, vec![300]), (3, vec![7])],
    );
    assert_eq!(lanes(&w, 4, 1), [(90000 + 7) & 0xFFFF]);
    let w = run(
        G9,
        0,
        !0,
        "v_mad_i32_i16 v4, v1, v2, v3",
        &[(1, vec![0xFFFF]), (2, vec![3]), (3, vec![10])],
    );
    assert_eq!(lanes(&w, 4, 1), [7]);
    assert_eq!(un32(G9, 0, "v_sat_pk_u8_i16", &[0xFFFF_0123]), [0xFF]);
}

#[test]
fn trig_preop_f64() {
    // 2/pi = 0.A2F9836E4E441529FC2757D1F534DDC0... (hex): the first 53
    // fraction bits truncated (0x145F306DC9C882 * 2^-53), the next 53
    // (0x14A7F09D5F47D4 * 2^-106), and so on; for x = 2^100 (exponent
    // 1123 > 1077) the start moves 46 bits further.
    let (lo, hi) = split(&[d(1.0), d(1.0), d(-3.0), d(2f64.powi(100))]);
    let w = run(
        G9,
        0,
        !0,
        "v_trig_preop_f64 v[4:5], v[2:3], v6",
        &[(2, lo), (3, hi), (6, vec![0, 1, 2, 0])],
    );
    assert_eq!(
        lanes64(&w, 4, 4),
        [
            0x3FE4_5F30_6DC9_C882,
            0x3C94_A7F0_9D5F_47D4,
            0x394A_6EE0_6DB1_4ACC,
            0x3CB5_29FC_2757_D1E0
        ]
    );
}
