//! The legacy rows (docs/semantics.md, "Legacy rows"): `v_rcp_legacy_f32`,
//! `v_rsq_legacy_f32`, `v_exp/log_legacy_f32`, `v_mullit_f32` and
//! `v_cvt_pkaccum_u8_f32`, against values derived by hand from AMD's
//! Southern/Sea Islands manuals' special cases (as CLRX's notes state them).

mod vector_run;

use gcnjit::{Arch, Wave};

/// Runs `body` on every engine (tests/vector_run) with lane l of v0 =
/// `xs[l % xs.len()]`, v1 = `ys[...]`, v2 = `zs[...]`, v3 = 0xAABBCCDD;
/// EXEC every lane but the last.
fn run(arch: Arch, body: &str, xs: &[f32], ys: &[f32], zs: &[f32]) -> Wave {
    vector_run::run_ok(arch, body, |w| {
        w.state.set_exec(u64::MAX >> 1);
        vector_run::lanes(w, 0, |l| xs[l % xs.len()].to_bits());
        vector_run::lanes(w, 1, |l| ys[l % ys.len()].to_bits());
        vector_run::lanes(w, 2, |l| zs[l % zs.len()].to_bits());
        vector_run::lanes(w, 3, |_| 0xAABB_CCDD);
    })
}

fn get(w: &Wave, r: usize, l: usize) -> f32 {
    f32::from_bits(w.vgpr.get(r, l))
}

#[test]
fn rcp_and_rsq_legacy_give_zero_for_infinite_results() {
    let xs = [4.0, -0.0, 0.0, f32::INFINITY, -2.0, 1e-39];
    for arch in [Arch::Gfx6, Arch::Gfx7] {
        let w = run(
            arch,
            "v_rcp_legacy_f32 v4, v0\nv_rsq_legacy_f32 v5, v0",
            &xs,
            &[0.0],
            &[0.0],
        );
        // 1e-39 is a denormal: flushed to +0 (MODE 0), so 1/x is +0 too.
        let rcp = [0.25f32, -0.0, 0.0, 0.0, -0.5, 0.0];
        for (l, want) in rcp.iter().enumerate() {
            assert_eq!(w.vgpr.get(4, l), want.to_bits(), "{arch:?} rcp lane {l}");
        }
        assert_eq!(get(&w, 5, 0), 0.5);
        assert_eq!(get(&w, 5, 2), 0.0, "1/sqrt(+0) = +inf gives 0");
        assert_eq!(get(&w, 5, 3), 0.0);
        assert!(get(&w, 5, 4).is_nan());
        assert_eq!(w.vgpr.get(4, 63), 0, "{arch:?}: lane 63 is off");
    }
}

#[test]
fn exp_and_log_legacy() {
    for arch in [Arch::Gfx7, Arch::Gfx8, Arch::Gfx9] {
        let w = run(
            arch,
            "v_exp_legacy_f32 v4, v0\nv_log_legacy_f32 v5, v0",
            &[3.0, 0.5, 1.0],
            &[0.0],
            &[0.0],
        );
        assert_eq!(get(&w, 4, 0), 8.0);
        assert_eq!(get(&w, 4, 2), 2.0);
        assert_eq!(get(&w, 5, 1), -1.0);
        assert_eq!(get(&w, 5, 2), 0.0);
    }
}

#[test]
fn mullit_and_pkaccum() {
    let w = run(
        Arch::Gfx6,
        "v_mullit_f32 v4, v0, v1, v2",
        &[2.0, 0.0, 2.0, 2.0],
        &[3.0, f32::INFINITY, 3.0, 3.0],
        &[1.0, 1.0, 0.0, f32::NAN],
    );
    assert_eq!(get(&w, 4, 0), 6.0);
    assert_eq!(w.vgpr.get(4, 1), 0, "0 * inf is +0");
    assert_eq!(get(&w, 4, 2), -f32::MAX);
    assert_eq!(get(&w, 4, 3), -f32::MAX);
    // Byte S1[1:0] of v3 takes round(S0) clamped: 127.5 -> 128 (even),
    // 300 -> 255, -1 -> 0, NaN -> 0.
    let body = [
        (Arch::Gfx6, "v_cvt_pkaccum_u8_f32 v3, v0, v1"),
        (Arch::Gfx7, "v_cvt_pkaccum_u8_f32_e64 v3, v0, v1"),
        (Arch::Gfx8, "v_cvt_pkaccum_u8_f32 v3, v0, v1"),
        (Arch::Gfx9, "v_cvt_pkaccum_u8_f32 v3, v0, v1"),
    ];
    for (arch, b) in body {
        let xs = [127.5, 300.0, -1.0, f32::NAN];
        let sel = [
            f32::from_bits(0),
            f32::from_bits(1),
            f32::from_bits(6),
            f32::from_bits(3),
        ];
        let w = run(arch, b, &xs, &sel, &[0.0]);
        let want = [0xAABB_CC80u32, 0xAABB_FFDD, 0xAA00_CCDD, 0x00BB_CCDD];
        for (l, x) in want.iter().enumerate() {
            assert_eq!(w.vgpr.get(3, l), *x, "{arch:?} lane {l}");
        }
        assert_eq!(w.vgpr.get(3, 63), 0xAABB_CCDD, "{arch:?}: lane 63 is off");
    }
}
