//! Every VOPC compare the interpreter executes (`v_cmp*`, `v_cmpx*`, gfx6/7's
//! `v_cmps*` and `v_cmpsx*`, the class tests), on every generation that has
//! it, in the 32-bit encoding (result in VCC) and in VOP3 (result in an SGPR
//! pair), with EXEC partial: a lane outside EXEC gets 0 and the `x` forms
//! write the result to EXEC too (docs/semantics.md §11.2). The expected masks
//! are truth tables written by hand from the IEEE 754 predicates (AMD's GCN3
//! and Vega manuals: `lg` is ordered and not equal, `n*` the negation, which
//! holds for unordered inputs; `o`/`u` ordered/unordered; `f`/`t`/`tru`
//! constant) and two's complement orders.

mod vector_run;
use gcnjit::state::hwreg;
use gcnjit::{Arch, Wave};
use vector_run::*;

/// MODE with denormals kept for every type, so the denormal lane compares
/// as a non-zero value.
const DENORMALS_KEPT: u32 = 0xF0;

/// Garbage above a 16-bit operand: the compares read bits 15:0 only.
const HIGH: u32 = 0xDEAD_0000;

/// Lanes of the float tables: (a, b) is lt, gt, eq, eq (-0 and +0), unordered
/// (NaN first), unordered (NaN second), lt (-inf, inf), eq (inf, inf), gt
/// (the smallest denormal and +0). Lane 2 is outside EXEC.
const FLOAT_LANES: usize = 9;

/// The hand-derived result of float predicate `cond` over the 9 lanes
/// (bit l = lane l): lt = lanes 0, 6; eq = 2, 3, 7; gt = 1, 8; unordered =
/// 4, 5; each other predicate combines these.
fn float_mask(cond: &str) -> u64 {
    match cond {
        "f" => 0,
        "lt" => 0x041,
        "eq" => 0x08C,
        "le" => 0x0CD,  // lt | eq
        "gt" => 0x102,  // lanes 1, 8
        "lg" => 0x143,  // lt | gt
        "ge" => 0x18E,  // gt | eq
        "o" => 0x1CF,   // all but 4, 5
        "u" => 0x030,   // 4, 5
        "nge" => 0x071, // !ge: lt or unordered
        "nlg" => 0x0BC, // !lg: eq or unordered
        "ngt" => 0x0FD, // !gt
        "nle" => 0x132, // !le: gt or unordered
        "neq" => 0x173, // !eq
        "nlt" => 0x1BE, // !lt
        "tru" => 0x1FF,
        _ => panic!("float predicate {cond}"),
    }
}

/// Lanes of the integer tables for width w (M = all ones, MIN/MAX the signed
/// extremes): (1, 2), (2, 1), (5, 5), (M, 1), (MIN, MAX), (0, M), (MAX, MIN).
/// Signed: lt = lanes 0, 3, 4; gt = 1, 5, 6. Unsigned: lt = 0, 5, 6; gt = 1,
/// 3, 4. eq = lane 2 in both.
fn int_mask(cond: &str, signed: bool) -> u64 {
    let (lt, gt) = if signed { (0x19, 0x62) } else { (0x61, 0x1A) };
    let eq = 0x04;
    match cond {
        "f" => 0,
        "lt" => lt,
        "eq" => eq,
        "le" => lt | eq,
        "gt" => gt,
        "ne" => lt | gt,
        "ge" => gt | eq,
        "t" => 0x7F,
        _ => panic!("integer predicate {cond}"),
    }
}

/// (predicate, type) of a compare mnemonic: `v_cmpx_nlg_f32` -> (`nlg`, `f32`).
fn parts(m: &str) -> (&str, &str) {
    let mut it = m.split('_').skip(2);
    (it.next().unwrap(), it.next().unwrap())
}

fn writes_exec(m: &str) -> bool {
    m.starts_with("v_cmpx_") || m.starts_with("v_cmpsx_")
}

/// Runs `m` as `m vcc, SRCS` and `m_e64 s[4:5], SRCS` (EXEC restored between
/// them) with EXEC = `exec`, and checks VCC, s[4:5] and EXEC against `want`
/// (`want2` for the VOP3 form).
fn check(arch: Arch, m: &str, srcs: &str, exec: u64, want: (u64, u64), init: impl Fn(&mut Wave)) {
    let body = format!(
        "{m} vcc, {srcs}\ns_mov_b64 s[10:11], exec\ns_mov_b64 exec, s[8:9]\n{m}_e64 s[4:5], {}",
        srcs.replace("v4", "v6")
    );
    let w = run_ok(arch, &body, |w| {
        w.state.hwreg[hwreg::MODE] = DENORMALS_KEPT;
        w.state.set_exec(exec);
        w.state.set_vcc(!0);
        w.state.sgpr[4] = !0;
        w.state.sgpr[5] = !0;
        w.state.sgpr[8] = exec as u32;
        w.state.sgpr[9] = (exec >> 32) as u32;
        init(w);
    });
    let s = |r: usize| w.state.sgpr[r] as u64 | (w.state.sgpr[r + 1] as u64) << 32;
    let (w32, w64) = (want.0 & exec, want.1 & exec);
    assert_eq!(w.state.vcc(), w32, "{arch} {m}: VCC");
    assert_eq!(s(4), w64, "{arch} {m}: VOP3 SDST");
    let (ex32, ex64) = if writes_exec(m) {
        (w32, w64)
    } else {
        (exec, exec)
    };
    assert_eq!(s(10), ex32, "{arch} {m}: EXEC after the 32-bit form");
    assert_eq!(w.state.exec(), ex64, "{arch} {m}: EXEC after the VOP3 form");
}

/// Puts the 64-bit lane values of `v` in VGPRs `r`, `r + 1`.
fn set64(w: &mut Wave, r: usize, v: &[u64]) {
    for (l, x) in v.iter().enumerate() {
        w.vgpr.set(r, l, *x as u32);
        w.vgpr.set(r + 1, l, (x >> 32) as u32);
    }
}

fn set32(w: &mut Wave, r: usize, v: &[u32]) {
    for (l, x) in v.iter().enumerate() {
        w.vgpr.set(r, l, *x);
    }
}

/// The float lanes' operands as bits of type `ty`: see [`FLOAT_LANES`].
fn float_operands(ty: &str) -> (Vec<u64>, Vec<u64>) {
    // (1, 2, -0, +0, NaN, -inf, inf, smallest denormal)
    let [one, two, nz, z, nan, ninf, inf, den]: [u64; 8] = match ty {
        "f16" => [0x3C00, 0x4000, 0x8000, 0, 0x7E00, 0xFC00, 0x7C00, 1],
        "f32" => [
            0x3F80_0000,
            0x4000_0000,
            0x8000_0000,
            0,
            0x7FC0_0000,
            0xFF80_0000,
            0x7F80_0000,
            1,
        ],
        _ => [
            0x3FF0_0000_0000_0000,
            0x4000_0000_0000_0000,
            0x8000_0000_0000_0000,
            0,
            0x7FF8_0000_0000_0000,
            0xFFF0_0000_0000_0000,
            0x7FF0_0000_0000_0000,
            1,
        ],
    };
    let hi = if ty == "f16" { HIGH as u64 } else { 0 };
    let a = [one, two, two, nz, nan, one, ninf, inf, den];
    let b = [two, one, two, z, one, nan, inf, inf, z];
    (
        a.iter().map(|x| x | hi).collect(),
        b.iter().map(|x| x | hi).collect(),
    )
}

fn int_operands(ty: &str) -> (Vec<u64>, Vec<u64>) {
    let w = ty[1..].parse::<u32>().unwrap();
    let m = if w == 64 { u64::MAX } else { (1u64 << w) - 1 };
    let (min, max) = (1u64 << (w - 1), (1u64 << (w - 1)) - 1);
    let hi = if w == 16 { HIGH as u64 } else { 0 };
    let a = [1, 2, 5, m, min, 0, max];
    let b = [2, 1, 5, 1, max, m, min];
    (
        a.iter().map(|x| x | hi).collect(),
        b.iter().map(|x| x | hi).collect(),
    )
}

/// Runs one compare of the tables on `arch` with its operands in v2 (v[2:3])
/// and v4 (v[4:5]), the same in v6 (v[6:7]) for the VOP3 form.
fn run_compare(arch: Arch, m: &str, (a, b): (Vec<u64>, Vec<u64>), want: u64) {
    let wide = m.ends_with("64");
    let srcs = if wide { "v[2:3], v[4:5]" } else { "v2, v4" };
    let lanes = (1u64 << a.len()) - 1;
    let exec = lanes & !4;
    check(arch, m, srcs, exec, (want, want), |w| {
        if wide {
            set64(w, 2, &a);
            set64(w, 4, &b);
            set64(w, 6, &b);
        } else {
            let lo = |v: &[u64]| v.iter().map(|&x| x as u32).collect::<Vec<_>>();
            set32(w, 2, &lo(&a));
            set32(w, 4, &lo(&b));
            set32(w, 6, &lo(&b));
        }
    });
}

#[test]
fn float_compares_on_every_generation() {
    assert_eq!(FLOAT_LANES, float_operands("f32").0.len());
    for m in FLOAT_COMPARES {
        let (cond, ty) = parts(m);
        for arch in arches_of(m) {
            run_compare(arch, m, float_operands(ty), float_mask(cond));
        }
    }
}

#[test]
fn integer_compares_on_every_generation() {
    for m in INT_COMPARES {
        let (cond, ty) = parts(m);
        for arch in arches_of(m) {
            run_compare(
                arch,
                m,
                int_operands(ty),
                int_mask(cond, ty.starts_with('i')),
            );
        }
    }
}

/// `v_cmp_class_*`: lane l holds a value of class l (0 signalling NaN, 1
/// quiet NaN, 2 -inf, 3 negative normal, 4 negative denormal, 5 -0, 6 +0, 7
/// positive denormal, 8 positive normal, 9 +inf: the manuals' mask bits).
/// The 32-bit form tests mask `1 << l` (every lane true), the VOP3 form mask
/// `0x3FF ^ 1 << l` (every other class: every lane false).
#[test]
fn class_compares_on_every_generation() {
    for m in CLASS_COMPARES {
        let ty = parts(m).1;
        let vals: [u64; 10] = match ty {
            "f16" => [
                0x7C01, 0x7E00, 0xFC00, 0xBC00, 0x8001, 0x8000, 0, 1, 0x3C00, 0x7C00,
            ],
            "f32" => [
                0x7F80_0001,
                0x7FC0_0000,
                0xFF80_0000,
                0xBF80_0000,
                0x8000_0001,
                0x8000_0000,
                0,
                1,
                0x3F80_0000,
                0x7F80_0000,
            ],
            _ => [
                0x7FF0_0000_0000_0001,
                0x7FF8_0000_0000_0000,
                0xFFF0_0000_0000_0000,
                0xBFF0_0000_0000_0000,
                0x8000_0000_0000_0001,
                0x8000_0000_0000_0000,
                0,
                1,
                0x3FF0_0000_0000_0000,
                0x7FF0_0000_0000_0000,
            ],
        };
        let wide = ty == "f64";
        let srcs = if wide { "v[2:3], v4" } else { "v2, v4" };
        let exec = 0x3FF & !4;
        for arch in arches_of(m) {
            check(arch, m, srcs, exec, (0x3FF, 0), |w| {
                if wide {
                    set64(w, 2, &vals);
                } else {
                    let hi = if ty == "f16" { HIGH } else { 0 };
                    set32(w, 2, &vals.map(|v| v as u32 | hi));
                }
                for l in 0..10 {
                    w.vgpr.set(4, l, 1 << l);
                    w.vgpr.set(6, l, 0x3FF ^ 1 << l);
                }
            });
        }
    }
}

/// Every float compare the interpreter executes on some generation.
const FLOAT_COMPARES: &[&str] = &[
    "v_cmp_eq_f16",
    "v_cmp_eq_f32",
    "v_cmp_eq_f64",
    "v_cmp_f_f16",
    "v_cmp_f_f32",
    "v_cmp_f_f64",
    "v_cmp_ge_f16",
    "v_cmp_ge_f32",
    "v_cmp_ge_f64",
    "v_cmp_gt_f16",
    "v_cmp_gt_f32",
    "v_cmp_gt_f64",
    "v_cmp_le_f16",
    "v_cmp_le_f32",
    "v_cmp_le_f64",
    "v_cmp_lg_f16",
    "v_cmp_lg_f32",
    "v_cmp_lg_f64",
    "v_cmp_lt_f16",
    "v_cmp_lt_f32",
    "v_cmp_lt_f64",
    "v_cmp_neq_f16",
    "v_cmp_neq_f32",
    "v_cmp_neq_f64",
    "v_cmp_nge_f16",
    "v_cmp_nge_f32",
    "v_cmp_nge_f64",
    "v_cmp_ngt_f16",
    "v_cmp_ngt_f32",
    "v_cmp_ngt_f64",
    "v_cmp_nle_f16",
    "v_cmp_nle_f32",
    "v_cmp_nle_f64",
    "v_cmp_nlg_f16",
    "v_cmp_nlg_f32",
    "v_cmp_nlg_f64",
    "v_cmp_nlt_f16",
    "v_cmp_nlt_f32",
    "v_cmp_nlt_f64",
    "v_cmp_o_f16",
    "v_cmp_o_f32",
    "v_cmp_o_f64",
    "v_cmp_tru_f16",
    "v_cmp_tru_f32",
    "v_cmp_tru_f64",
    "v_cmp_u_f16",
    "v_cmp_u_f32",
    "v_cmp_u_f64",
    "v_cmps_eq_f32",
    "v_cmps_eq_f64",
    "v_cmps_f_f32",
    "v_cmps_f_f64",
    "v_cmps_ge_f32",
    "v_cmps_ge_f64",
    "v_cmps_gt_f32",
    "v_cmps_gt_f64",
    "v_cmps_le_f32",
    "v_cmps_le_f64",
    "v_cmps_lg_f32",
    "v_cmps_lg_f64",
    "v_cmps_lt_f32",
    "v_cmps_lt_f64",
    "v_cmps_neq_f32",
    "v_cmps_neq_f64",
    "v_cmps_nge_f32",
    "v_cmps_nge_f64",
    "v_cmps_ngt_f32",
    "v_cmps_ngt_f64",
    "v_cmps_nle_f32",
    "v_cmps_nle_f64",
    "v_cmps_nlg_f32",
    "v_cmps_nlg_f64",
    "v_cmps_nlt_f32",
    "v_cmps_nlt_f64",
    "v_cmps_o_f32",
    "v_cmps_o_f64",
    "v_cmps_tru_f32",
    "v_cmps_tru_f64",
    "v_cmps_u_f32",
    "v_cmps_u_f64",
    "v_cmpsx_eq_f32",
    "v_cmpsx_eq_f64",
    "v_cmpsx_f_f32",
    "v_cmpsx_f_f64",
    "v_cmpsx_ge_f32",
    "v_cmpsx_ge_f64",
    "v_cmpsx_gt_f32",
    "v_cmpsx_gt_f64",
    "v_cmpsx_le_f32",
    "v_cmpsx_le_f64",
    "v_cmpsx_lg_f32",
    "v_cmpsx_lg_f64",
    "v_cmpsx_lt_f32",
    "v_cmpsx_lt_f64",
    "v_cmpsx_neq_f32",
    "v_cmpsx_neq_f64",
    "v_cmpsx_nge_f32",
    "v_cmpsx_nge_f64",
    "v_cmpsx_ngt_f32",
    "v_cmpsx_ngt_f64",
    "v_cmpsx_nle_f32",
    "v_cmpsx_nle_f64",
    "v_cmpsx_nlg_f32",
    "v_cmpsx_nlg_f64",
    "v_cmpsx_nlt_f32",
    "v_cmpsx_nlt_f64",
    "v_cmpsx_o_f32",
    "v_cmpsx_o_f64",
    "v_cmpsx_tru_f32",
    "v_cmpsx_tru_f64",
    "v_cmpsx_u_f32",
    "v_cmpsx_u_f64",
    "v_cmpx_eq_f16",
    "v_cmpx_eq_f32",
    "v_cmpx_eq_f64",
    "v_cmpx_f_f16",
    "v_cmpx_f_f32",
    "v_cmpx_f_f64",
    "v_cmpx_ge_f16",
    "v_cmpx_ge_f32",
    "v_cmpx_ge_f64",
    "v_cmpx_gt_f16",
    "v_cmpx_gt_f32",
    "v_cmpx_gt_f64",
    "v_cmpx_le_f16",
    "v_cmpx_le_f32",
    "v_cmpx_le_f64",
    "v_cmpx_lg_f16",
    "v_cmpx_lg_f32",
    "v_cmpx_lg_f64",
    "v_cmpx_lt_f16",
    "v_cmpx_lt_f32",
    "v_cmpx_lt_f64",
    "v_cmpx_neq_f16",
    "v_cmpx_neq_f32",
    "v_cmpx_neq_f64",
    "v_cmpx_nge_f16",
    "v_cmpx_nge_f32",
    "v_cmpx_nge_f64",
    "v_cmpx_ngt_f16",
    "v_cmpx_ngt_f32",
    "v_cmpx_ngt_f64",
    "v_cmpx_nle_f16",
    "v_cmpx_nle_f32",
    "v_cmpx_nle_f64",
    "v_cmpx_nlg_f16",
    "v_cmpx_nlg_f32",
    "v_cmpx_nlg_f64",
    "v_cmpx_nlt_f16",
    "v_cmpx_nlt_f32",
    "v_cmpx_nlt_f64",
    "v_cmpx_o_f16",
    "v_cmpx_o_f32",
    "v_cmpx_o_f64",
    "v_cmpx_tru_f16",
    "v_cmpx_tru_f32",
    "v_cmpx_tru_f64",
    "v_cmpx_u_f16",
    "v_cmpx_u_f32",
    "v_cmpx_u_f64",
];

/// Every integer compare the interpreter executes on some generation.
const INT_COMPARES: &[&str] = &[
    "v_cmp_eq_i16",
    "v_cmp_eq_i32",
    "v_cmp_eq_i64",
    "v_cmp_eq_u16",
    "v_cmp_eq_u32",
    "v_cmp_eq_u64",
    "v_cmp_f_i16",
    "v_cmp_f_i32",
    "v_cmp_f_i64",
    "v_cmp_f_u16",
    "v_cmp_f_u32",
    "v_cmp_f_u64",
    "v_cmp_ge_i16",
    "v_cmp_ge_i32",
    "v_cmp_ge_i64",
    "v_cmp_ge_u16",
    "v_cmp_ge_u32",
    "v_cmp_ge_u64",
    "v_cmp_gt_i16",
    "v_cmp_gt_i32",
    "v_cmp_gt_i64",
    "v_cmp_gt_u16",
    "v_cmp_gt_u32",
    "v_cmp_gt_u64",
    "v_cmp_le_i16",
    "v_cmp_le_i32",
    "v_cmp_le_i64",
    "v_cmp_le_u16",
    "v_cmp_le_u32",
    "v_cmp_le_u64",
    "v_cmp_lt_i16",
    "v_cmp_lt_i32",
    "v_cmp_lt_i64",
    "v_cmp_lt_u16",
    "v_cmp_lt_u32",
    "v_cmp_lt_u64",
    "v_cmp_ne_i16",
    "v_cmp_ne_i32",
    "v_cmp_ne_i64",
    "v_cmp_ne_u16",
    "v_cmp_ne_u32",
    "v_cmp_ne_u64",
    "v_cmp_t_i16",
    "v_cmp_t_i32",
    "v_cmp_t_i64",
    "v_cmp_t_u16",
    "v_cmp_t_u32",
    "v_cmp_t_u64",
    "v_cmpx_eq_i16",
    "v_cmpx_eq_i32",
    "v_cmpx_eq_i64",
    "v_cmpx_eq_u16",
    "v_cmpx_eq_u32",
    "v_cmpx_eq_u64",
    "v_cmpx_f_i16",
    "v_cmpx_f_i32",
    "v_cmpx_f_i64",
    "v_cmpx_f_u16",
    "v_cmpx_f_u32",
    "v_cmpx_f_u64",
    "v_cmpx_ge_i16",
    "v_cmpx_ge_i32",
    "v_cmpx_ge_i64",
    "v_cmpx_ge_u16",
    "v_cmpx_ge_u32",
    "v_cmpx_ge_u64",
    "v_cmpx_gt_i16",
    "v_cmpx_gt_i32",
    "v_cmpx_gt_i64",
    "v_cmpx_gt_u16",
    "v_cmpx_gt_u32",
    "v_cmpx_gt_u64",
    "v_cmpx_le_i16",
    "v_cmpx_le_i32",
    "v_cmpx_le_i64",
    "v_cmpx_le_u16",
    "v_cmpx_le_u32",
    "v_cmpx_le_u64",
    "v_cmpx_lt_i16",
    "v_cmpx_lt_i32",
    "v_cmpx_lt_i64",
    "v_cmpx_lt_u16",
    "v_cmpx_lt_u32",
    "v_cmpx_lt_u64",
    "v_cmpx_ne_i16",
    "v_cmpx_ne_i32",
    "v_cmpx_ne_i64",
    "v_cmpx_ne_u16",
    "v_cmpx_ne_u32",
    "v_cmpx_ne_u64",
    "v_cmpx_t_i16",
    "v_cmpx_t_i32",
    "v_cmpx_t_i64",
    "v_cmpx_t_u16",
    "v_cmpx_t_u32",
    "v_cmpx_t_u64",
];

/// The class tests.
const CLASS_COMPARES: &[&str] = &[
    "v_cmp_class_f16",
    "v_cmp_class_f32",
    "v_cmp_class_f64",
    "v_cmpx_class_f16",
    "v_cmpx_class_f32",
    "v_cmpx_class_f64",
];
