//! The division helpers `v_div_scale_*`, `v_div_fmas_*` and
//! `v_div_fixup_*`, and the cube-map rows (docs/semantics.md §11.8). The
//! rules are the pseudocode of AMD's GCN3 and Vega manuals, written once
//! for both widths through [`Fmt`].

use super::ctx::{Ctx, Res};
use super::float;
use crate::state::vgpr::LANES;

/// The widths of the division helpers: f32 (`F32`) or f64 (`F64`).
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Fmt {
    F32,
    F64,
}

impl Fmt {
    /// The exponent bias.
    fn bias(self) -> i32 {
        match self {
            Fmt::F32 => 127,
            Fmt::F64 => 1023,
        }
    }
    /// The scale a `v_div_scale` applies: 2^64 (f32), 2^128 (f64).
    fn scale(self) -> i32 {
        match self {
            Fmt::F32 => 64,
            Fmt::F64 => 128,
        }
    }
    /// The exponent difference that counts as "near the largest value".
    fn huge(self) -> i32 {
        match self {
            Fmt::F32 => 96,
            Fmt::F64 => 768,
        }
    }
    /// The largest biased exponent of a "tiny" numerator.
    fn tiny(self) -> i32 {
        match self {
            Fmt::F32 => 23,
            Fmt::F64 => 53,
        }
    }
    /// The smallest normal value.
    fn min_normal(self) -> f64 {
        match self {
            Fmt::F32 => f32::MIN_POSITIVE as f64,
            Fmt::F64 => f64::MIN_POSITIVE,
        }
    }
    /// `v` rounded to this width.
    fn round(self, v: f64) -> f64 {
        match self {
            Fmt::F32 => v as f32 as f64,
            Fmt::F64 => v,
        }
    }
    /// The biased exponent field of `v` (which is of this width).
    fn exponent(self, v: f64) -> i32 {
        match self {
            Fmt::F32 => ((v as f32).to_bits() >> 23 & 0xFF) as i32,
            Fmt::F64 => (v.to_bits() >> 52 & 0x7FF) as i32,
        }
    }
    /// Whether `v` is a denormal of this width.
    fn denormal(self, v: f64) -> bool {
        v != 0.0 && v.abs() < self.min_normal()
    }
}

/// `v_div_scale`: (D, VCC bit) for S0 (the value scaled: the numerator or
/// the denominator), S1 the denominator and S2 the numerator.
pub(super) fn div_scale(t: Fmt, s0: f64, s1: f64, s2: f64) -> (f64, bool) {
    let k = t.scale();
    let up = |v: f64| t.round(float::scalbn64(v, k));
    if s1 == 0.0 || s2 == 0.0 {
        return (f64::NAN, false);
    }
    let (e1, e2) = (t.exponent(s1), t.exponent(s2));
    let rcp_denorm = t.denormal(t.round(1.0 / s1));
    let quot_denorm = t.denormal(t.round(s2 / s1));
    if e2 - e1 >= t.huge() {
        // The quotient is near the largest value: only the denominator
        // is scaled, and v_div_fmas scales the quotient back.
        (if s0 == s1 { up(s0) } else { s0 }, true)
    } else if t.denormal(s1) {
        (up(s0), false)
    } else if rcp_denorm && quot_denorm {
        (if s0 == s1 { up(s0) } else { s0 }, true)
    } else if rcp_denorm {
        (t.round(float::scalbn64(s0, -k)), false)
    } else if quot_denorm {
        (if s0 == s2 { up(s0) } else { s0 }, true)
    } else if e2 <= t.tiny() {
        (up(s0), false)
    } else {
        (s0, false)
    }
}

/// `v_div_fmas`: `fma(S0, S1, S2)`, scaled where VCC has the lane to undo
/// the one-sided scale of `v_div_scale`: by 2^k when the quotient S2 is at
/// least 2 (the denominator was scaled) and by 2^-k otherwise (the
/// numerator was).
pub(super) fn div_fmas(t: Fmt, a: f64, b: f64, c: f64, vcc: bool) -> f64 {
    let r = t.round(a.mul_add(b, c));
    if !vcc {
        return r;
    }
    let k = t.scale();
    let k = if t.exponent(c) > t.bias() { k } else { -k };
    t.round(float::scalbn64(r, k))
}

/// `v_div_fixup`: the special cases of a division `S2 / S1` given the
/// computed quotient S0.
pub(super) fn div_fixup(t: Fmt, q: f64, d: f64, n: f64) -> f64 {
    let neg = d.is_sign_negative() != n.is_sign_negative();
    let signed = |v: f64| if neg { -v } else { v };
    if n.is_nan() {
        n
    } else if d.is_nan() {
        d
    } else if (d == 0.0 && n == 0.0) || (d.is_infinite() && n.is_infinite()) {
        f64::NAN
    } else if d == 0.0 || n.is_infinite() {
        signed(f64::INFINITY)
    } else if d.is_infinite() || n == 0.0 {
        signed(0.0)
    } else if q.is_nan() {
        // The quotient of finite non-zero operands overflowed or failed:
        // the correctly signed infinity.
        signed(f64::INFINITY)
    } else {
        let _ = t;
        signed(q.abs())
    }
}

/// Runs `v_div_scale_f32`/`_f64`: D and the VCC-like mask in SDST.
pub(super) fn run_scale(c: &mut Ctx, t: Fmt) -> Res<()> {
    let (out, mask) = run3(c, t, |_, a, b, x| div_scale(t, a, b, x))?;
    write(c, t, out)?;
    c.put_mask(mask)
}

/// Runs `v_div_fmas_f32`/`_f64` (reads VCC).
pub(super) fn run_fmas(c: &mut Ctx, t: Fmt) -> Res<()> {
    let vcc = c.w.state.vcc();
    let (vals, _) = run3(c, t, |l, a, b, x| {
        (div_fmas(t, a, b, x, vcc >> l & 1 != 0), false)
    })?;
    write(c, t, vals)
}

/// Runs `v_div_fixup_f32`/`_f64`.
pub(super) fn run_fixup(c: &mut Ctx, t: Fmt) -> Res<()> {
    let (vals, _) = run3(c, t, |_, a, b, x| (div_fixup(t, a, b, x), false))?;
    write(c, t, vals)
}

/// The three sources of every lane as f64 values under MODE's denormal
/// input rule, through `f`, results under the output rule: (D bits, mask).
fn run3(
    c: &mut Ctx,
    t: Fmt,
    f: impl Fn(usize, f64, f64, f64) -> (f64, bool),
) -> Res<([u64; LANES], u64)> {
    c.nearest()?;
    let (mut d, mut mask) = ([0u64; LANES], 0u64);
    match t {
        Fmt::F32 => {
            let (inp, out) = c.denorm32();
            let (a, b, x) = (c.src32(0)?, c.src32(1)?, c.src32(2)?);
            for l in 0..LANES {
                let g = |v: u32| float::in32(v, inp) as f64;
                let (r, m) = f(l, g(a[l]), g(b[l]), g(x[l]));
                d[l] = float::out32(r as f32, out) as u64;
                mask |= (m as u64) << l;
            }
        }
        Fmt::F64 => {
            let (inp, out) = c.denorm64();
            let (a, b, x) = (c.src64(0)?, c.src64(1)?, c.src64(2)?);
            for l in 0..LANES {
                let g = |v: u64| float::in64(v, inp);
                let (r, m) = f(l, g(a[l]), g(b[l]), g(x[l]));
                d[l] = float::out64(r, out);
                mask |= (m as u64) << l;
            }
        }
    }
    Ok((d, mask))
}

fn write(c: &mut Ctx, t: Fmt, mut d: [u64; LANES]) -> Res<()> {
    match t {
        Fmt::F32 => {
            let mut v = d.map(|x| x as u32);
            c.put_f32(&mut v)
        }
        Fmt::F64 => c.put_f64(&mut d),
    }
}

/// The cube-map face of a direction (x, y, z): (face id, sc, tc, major
/// axis), as AMD's manuals define `v_cubeid/sc/tc/ma_f32`.
pub(super) fn cube(x: f32, y: f32, z: f32) -> (f32, f32, f32, f32) {
    if z.abs() >= x.abs() && z.abs() >= y.abs() {
        let face = if z < 0.0 { 5.0 } else { 4.0 };
        (face, if z < 0.0 { -x } else { x }, -y, 2.0 * z)
    } else if y.abs() >= x.abs() {
        let face = if y < 0.0 { 3.0 } else { 2.0 };
        (face, x, if y < 0.0 { -z } else { z }, 2.0 * y)
    } else {
        let face = if x < 0.0 { 1.0 } else { 0.0 };
        (face, if x < 0.0 { z } else { -z }, -y, 2.0 * x)
    }
}
