//! f16 helpers of the VALU rows (gfx8+): MODE's f16 denormal rule (the f64
//! bits, 7:6), correctly rounded conversions through the `half` crate, and
//! the output modifiers (docs/semantics.md §11.7).

use half::f16;

/// An f16 input (the low 16 bits) as f64, exactly; a denormal becomes a
/// zero of its sign unless MODE keeps denormal inputs.
#[inline(always)]
pub(crate) fn in16(bits: u32, keep: bool) -> f64 {
    let b = bits as u16;
    if !keep && b & 0x7C00 == 0 {
        return f16::from_bits(b & 0x8000).to_f64();
    }
    f16::from_bits(b).to_f64()
}

/// An f64 value rounded once to f16 (nearest even), a denormal result made
/// a zero of its sign unless MODE keeps denormal results.
#[inline(always)]
pub(crate) fn out16(v: f64, keep: bool) -> u32 {
    let b = f16::from_f64(v).to_bits();
    let b = if b & 0x7C00 == 0x7C00 && b & 0x3FF != 0 {
        b | 0x0200 // a quiet NaN
    } else if !keep && b & 0x7C00 == 0 {
        b & 0x8000
    } else {
        b
    };
    b as u32
}

/// An f32 value rounded toward zero to f16 (`v_cvt_pkrtz_f16_f32`).
pub(crate) fn rtz16(v: f32) -> u16 {
    if v.is_nan() {
        return f16::from_f32(v).to_bits() | 0x0200;
    }
    let h = f16::from_f32(v);
    let back = h.to_f32();
    if back.abs() > v.abs() {
        // Rounded away from zero (or to infinity): one step toward zero.
        return h.to_bits() - 1;
    }
    h.to_bits()
}

/// The output modifier and `clamp` on an f16 result.
pub(crate) fn out_mods16(bits: u32, omod: u8, clamp: bool, keep: bool) -> u32 {
    let v = f16::from_bits(bits as u16).to_f64();
    out16(super::float::omod_clamp(v, omod, clamp), keep)
}

/// `v_min_f16`/`v_max_f16` on exact f64 values of f16 inputs: the f64
/// rules of `float::min64`/`max64` (a NaN operand gives the other; -0 is
/// below +0).
pub(crate) fn min16(a: f64, b: f64) -> f64 {
    super::float::min64(a, b)
}

/// See [`min16`].
pub(crate) fn max16(a: f64, b: f64) -> f64 {
    super::float::max64(a, b)
}

/// `v_fma_f16`: one rounding to f16 (the f64 sum rounded to odd first).
pub(crate) fn fma16(a: f64, b: f64, c: f64) -> f64 {
    super::float::fma_odd(a, b, c)
}

/// `v_mad_f16`/`v_mac_f16`: the product rounded to f16 and flushed, then
/// the sum rounded again and flushed (as `v_mad_f32`: no denormals).
pub(crate) fn mad16(a: f64, b: f64, c: f64) -> f64 {
    let flush = |v: f64| in16(out16(v, true), false);
    let p = flush(flush(a) * flush(b));
    flush(p + flush(c))
}

/// The class of an f16 value for `v_cmp_class_f16` (bit numbers as
/// `class32`).
pub(crate) fn class16(v: u32) -> u32 {
    let e = (v >> 10) & 0x1F;
    let m = v & 0x3FF;
    super::rows::class_bit((v >> 15) & 1 != 0, e == 0x1F, e == 0, m == 0, m >> 9 != 0)
}
