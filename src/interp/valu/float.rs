//! Float helpers of the VALU rows: MODE's denormal flushing, the inline
//! float constants per operand type, and the output modifiers
//! (docs/semantics.md, "Vector floating point").

use crate::isa::shape::Ty;

/// The inline float constants 0.5, -0.5, 1, -1, 2, -2, 4, -4 and 1/(2*pi)
/// (codes 240..=248) as f16 bits.
const F16: [u16; 9] = [
    0x3800, 0xB800, 0x3C00, 0xBC00, 0x4000, 0xC000, 0x4400, 0xC400, 0x3118,
];

/// An inline float constant for an operand of type `ty`: f64 bits for
/// 64-bit operands, f16 bits for 16-bit ones, f32 bits for the rest
/// (integer operands take the same bits as float ones).
pub(crate) fn inline_const(c: u8, ty: Ty) -> u64 {
    let i = (c.clamp(240, 248) - 240) as usize;
    match ty {
        Ty::F16 | Ty::B16 | Ty::V2F16 | Ty::V2B16 => F16[i] as u64,
        _ => crate::isa::operand::inline_value(c, ty.dwords().max(1)).unwrap_or(0),
    }
}

/// An f32 input: a denormal becomes a zero of its sign unless MODE keeps
/// denormal inputs.
#[inline(always)]
pub(crate) fn in32(bits: u32, keep: bool) -> f32 {
    if !keep && bits & 0x7F80_0000 == 0 {
        f32::from_bits(bits & 0x8000_0000)
    } else {
        f32::from_bits(bits)
    }
}

/// An f32 result: a denormal becomes a zero of its sign unless MODE keeps
/// denormal outputs.
#[inline(always)]
pub(crate) fn out32(v: f32, keep: bool) -> u32 {
    let bits = v.to_bits();
    if !keep && bits & 0x7F80_0000 == 0 {
        bits & 0x8000_0000
    } else {
        bits
    }
}

/// An f64 input under MODE's f64 denormal bit.
#[inline(always)]
pub(crate) fn in64(bits: u64, keep: bool) -> f64 {
    if !keep && bits & 0x7FF0_0000_0000_0000 == 0 {
        f64::from_bits(bits & (1 << 63))
    } else {
        f64::from_bits(bits)
    }
}

/// An f64 result under MODE's f64 denormal bit.
#[inline(always)]
pub(crate) fn out64(v: f64, keep: bool) -> u64 {
    let bits = v.to_bits();
    if !keep && bits & 0x7FF0_0000_0000_0000 == 0 {
        bits & (1 << 63)
    } else {
        bits
    }
}

/// VOP3's output modifier (1: *2, 2: *4, 3: /2) and `clamp` (to [0, 1], NaN
/// to 0) on an exact value; the caller rounds the result once to its type.
pub(crate) fn omod_clamp(v: f64, omod: u8, clamp: bool) -> f64 {
    let v = match omod {
        1 => v * 2.0,
        2 => v * 4.0,
        3 => v * 0.5,
        _ => v,
    };
    if clamp {
        if v.is_nan() {
            0.0
        } else {
            v.clamp(0.0, 1.0)
        }
    } else {
        v
    }
}

/// The output modifier and `clamp` on an f32 result.
pub(crate) fn out_mods32(bits: u32, omod: u8, clamp: bool, keep: bool) -> u32 {
    out32(
        omod_clamp(f32::from_bits(bits) as f64, omod, clamp) as f32,
        keep,
    )
}

/// The output modifier and `clamp` on an f64 result.
pub(crate) fn out_mods64(bits: u64, omod: u8, clamp: bool, keep: bool) -> u64 {
    out64(omod_clamp(f64::from_bits(bits), omod, clamp), keep)
}

/// f32 to a signed 32-bit integer as `v_cvt_i32_f32`: toward zero,
/// saturating, NaN to 0.
pub(crate) fn f32_to_i32(v: f32) -> u32 {
    // Rust's float-to-int casts saturate and send NaN to 0.
    v as i32 as u32
}

/// f32 to an unsigned 32-bit integer as `v_cvt_u32_f32`.
pub(crate) fn f32_to_u32(v: f32) -> u32 {
    v as u32
}

/// `v_min_f32`/`v_max_f32`'s operand order: -0 is below +0, and a NaN
/// operand gives the other operand (a quieted NaN when both are NaN).
pub(crate) fn min32(a: f32, b: f32) -> f32 {
    if a.is_nan() || b.is_nan() {
        return if a.is_nan() && b.is_nan() {
            f32::from_bits(a.to_bits() | 0x0040_0000)
        } else if a.is_nan() {
            b
        } else {
            a
        };
    }
    if a < b || (a == b && a.is_sign_negative()) {
        a
    } else {
        b
    }
}

/// See [`min32`].
pub(crate) fn max32(a: f32, b: f32) -> f32 {
    if a.is_nan() || b.is_nan() {
        return min32(a, b);
    }
    if a > b || (a == b && a.is_sign_positive()) {
        a
    } else {
        b
    }
}

/// f64 forms of [`min32`] / [`max32`].
pub(crate) fn min64(a: f64, b: f64) -> f64 {
    if a.is_nan() || b.is_nan() {
        return if a.is_nan() && b.is_nan() {
            f64::from_bits(a.to_bits() | 1 << 51)
        } else if a.is_nan() {
            b
        } else {
            a
        };
    }
    if a < b || (a == b && a.is_sign_negative()) {
        a
    } else {
        b
    }
}

/// See [`min64`].
pub(crate) fn max64(a: f64, b: f64) -> f64 {
    if a.is_nan() || b.is_nan() {
        return min64(a, b);
    }
    if a > b || (a == b && a.is_sign_positive()) {
        a
    } else {
        b
    }
}

/// `v_mad_f32`/`v_mac_f32`: a multiply rounded to f32, then an add rounded
/// again, with denormals flushed throughout (these opcodes do not take
/// denormals whatever MODE says).
pub(crate) fn mad32(a: f32, b: f32, c: f32) -> f32 {
    let flush = |v: f32| in32(v.to_bits(), false);
    let (a, b, c) = (flush(a), flush(b), flush(c));
    let p = f32::from_bits(out32(a * b, false));
    f32::from_bits(out32(p + c, false))
}

/// `v_rcp_f32`: 1/x rounded to nearest (the hardware's result is within
/// 1 ulp of it: docs/semantics.md).
pub(crate) fn rcp32(a: f32) -> f32 {
    1.0 / a
}

/// `x * 2^n` rounded once (the result rounds only at the last step, so a
/// denormal result is not rounded twice).
pub(crate) fn scalbn64(x: f64, n: i32) -> f64 {
    let (mut y, mut n) = (x, n.clamp(-3000, 3000));
    let big = f64::from_bits(0x7FE0_0000_0000_0000); // 2^1023
    let small = f64::from_bits(0x0360_0000_0000_0000); // 2^-969 = 2^-1022 * 2^53
    while n > 1023 {
        y *= big;
        n -= 1023;
    }
    while n < -1022 {
        y *= small;
        n += 969;
    }
    y * f64::from_bits(((n + 1023) as u64) << 52)
}

/// The exponent `frexp` gives (`x = m * 2^e`, `0.5 <= |m| < 1`) of a
/// finite non-zero value; 0 for zeros, infinities and NaNs, as
/// `v_frexp_exp_*` returns.
pub(crate) fn frexp_exp(x: f64) -> i32 {
    if x == 0.0 || !x.is_finite() {
        return 0;
    }
    let bits = x.to_bits();
    let e = ((bits >> 52) & 0x7FF) as i32;
    if e == 0 {
        // A denormal: its leading one is below the 52 mantissa bits' top.
        let lz = (bits << 12).leading_zeros() as i32;
        return -1022 - lz;
    }
    e - 1022
}

/// The mantissa of `frexp` (sign kept, `0.5 <= |m| < 1`); zeros,
/// infinities and NaNs are returned as they are.
pub(crate) fn frexp_mant(x: f64) -> f64 {
    if x == 0.0 || !x.is_finite() {
        return x;
    }
    scalbn64(x, -frexp_exp(x))
}

/// `v_fract_*`: `x - floor(x)`, at most the largest value below 1 (`one_less`);
/// infinities and NaNs give NaN (LLVM's constant folding of `llvm.amdgcn.fract`).
pub(crate) fn fract64(x: f64, one_less: f64) -> f64 {
    if !x.is_finite() {
        return f64::NAN;
    }
    (x - x.floor()).min(one_less)
}

/// Float to a 32-bit signed integer, toward zero, saturating, NaN to 0.
pub(crate) fn f64_to_i32(v: f64) -> u32 {
    v as i32 as u32
}

/// Float to a 32-bit unsigned integer, toward zero, saturating, NaN to 0.
pub(crate) fn f64_to_u32(v: f64) -> u32 {
    v as u32
}

/// A float to an unsigned integer of `max` at most, rounding to nearest
/// even, NaN to 0 (the packing conversions).
pub(crate) fn to_unorm(v: f64, max: f64) -> u32 {
    if v.is_nan() {
        return 0;
    }
    v.round_ties_even().clamp(0.0, max) as u32
}

/// A float to a signed integer in `[-max, max]`, rounding to nearest even,
/// NaN to 0, as its two's complement bits of `bits` width.
pub(crate) fn to_snorm(v: f64, max: f64, bits: u32) -> u32 {
    if v.is_nan() {
        return 0;
    }
    let i = v.round_ties_even().clamp(-max, max) as i32;
    (i as u32) & ((1u64 << bits) - 1) as u32
}

/// `v_sin_f32`/`v_cos_f32`'s argument is in revolutions: `sin(2 * pi * x)`
/// computed in f64 from the exact fraction of `x`. Outside [-256, 256] the
/// result is 0, and infinities and NaNs give NaN (AMD's GCN3/Vega manuals).
pub(crate) fn sin_rev(x: f64, cos: bool) -> f64 {
    if !x.is_finite() {
        return f64::NAN;
    }
    if x.abs() > 256.0 {
        return 0.0;
    }
    // r in [-0.5, 0.5] revolutions, then folded into [-0.25, 0.25] (exact
    // subtractions), so that the multiples of a quarter turn give exact
    // zeros and ones.
    let r = x - x.round();
    let q = if cos {
        0.25 - r.abs()
    } else if r > 0.25 {
        0.5 - r
    } else if r < -0.25 {
        -0.5 - r
    } else {
        r
    };
    (q * std::f64::consts::TAU).sin()
}

/// `a * b + c` rounded once to f64 and then rounded to odd (the last bit
/// set when the f64 sum was inexact), so that a later rounding to a format
/// of at most 51 bits is the correctly rounded result.
pub(crate) fn fma_odd(a: f64, b: f64, c: f64) -> f64 {
    let p = a * b; // exact for operands of at most 26 significant bits
    let s = p + c;
    if !s.is_finite() {
        return s;
    }
    // Two-sum: the exact error of the addition.
    let bp = s - c;
    let err = (p - bp) + (c - (s - bp));
    if err == 0.0 || s.to_bits() & 1 == 1 {
        return s;
    }
    // Step one ulp toward the exact value: the odd neighbour.
    let toward_zero = (err < 0.0) == (s > 0.0);
    let bits = s.to_bits();
    if s == 0.0 {
        return s;
    }
    f64::from_bits(if toward_zero { bits - 1 } else { bits + 1 })
}

/// The first 1216 bits of the fraction of 2/pi, most significant first
/// (made by scripts/two-over-pi.py); `v_trig_preop_f64` reads 1201 of them.
const TWO_OVER_PI: [u64; 19] = [
    0xA2F9_836E_4E44_1529,
    0xFC27_57D1_F534_DDC0,
    0xDB62_9599_3C43_9041,
    0xFE51_63AB_DEBB_C561,
    0xB724_6E3A_424D_D2E0,
    0x0649_2EEA_09D1_921C,
    0xFE1D_EB1C_B129_A73E,
    0xE882_35F5_2EBB_4484,
    0xE99C_7026_B45F_7E41,
    0x3991_D639_8353_39F4,
    0x9C84_5F8B_BDF9_283B,
    0x1FF8_97FF_DE05_980F,
    0xEF2F_118B_5A0A_6D1F,
    0x6D36_7ECF_27CB_09B7,
    0x4F46_3F66_9E5F_EA2D,
    0x7527_BAC7_EBE5_F17B,
    0x3D07_39F7_8A52_92EA,
    0x6BFB_5FB1_1F8D_5D08,
    0x5603_3046_FC7B_6BAB,
];

/// `v_trig_preop_f64`: 53 bits of 2/pi for a Payne-Hanek argument
/// reduction, starting `S1[4:0] * 53` bits into the fraction (further for
/// a large `x`), scaled to their place (AMD's GCN3 and Vega manuals).
pub(crate) fn trig_preop(x: f64, sel: u32) -> f64 {
    let e = ((x.to_bits() >> 52) & 0x7FF) as i32;
    let mut shift = (sel & 31) as i32 * 53;
    if e > 1077 {
        shift += e - 1077;
    }
    let mut m = 0u64;
    for i in 0..53 {
        let pos = (shift + i) as usize;
        let bit = if pos < 1201 {
            (TWO_OVER_PI[pos / 64] >> (63 - pos % 64)) & 1
        } else {
            0
        };
        m = m << 1 | bit;
    }
    let mut scale = -53 - shift;
    if e >= 1968 {
        scale += 128;
    }
    scalbn64(m as f64, scale)
}
