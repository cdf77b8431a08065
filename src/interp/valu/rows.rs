//! The VALU operations: one line an opcode (or a group of opcodes with the
//! same operation on different generations), naming the operand pattern
//! ([`Ctx`]'s lane loops) and the lane function. Compares are read from
//! their mnemonic (`v_cmp[s][x]_COND_TYPE`) by [`compare`], so their 196
//! rows need no line each. docs/semantics.md, "Vector ALU", gives the rules
//! and their sources.

use super::ctx::{unsupported, Ctx, Res};
use super::divide::{self, Fmt};
use super::f16;
use super::float::{self, f32_to_i32, f32_to_u32, mad32, max32, max64, min32, min64};
use super::lanes::Num;
use super::packed::{self as pk, MixDst};
use super::sad;
use crate::interp::why;
use crate::isa::shape::Ty;
use crate::isa::Opcode;
use crate::run::ErrorKind;
use std::sync::OnceLock;

/// Whether `op` has a line here (or is a compare [`compare`] reads).
pub(super) fn has_row(op: Opcode) -> bool {
    compare(op).is_some() || row(op, None).is_some()
}

/// Runs the instruction of `c`.
pub(super) fn run(c: &mut Ctx) -> Res<()> {
    if let Some(cmp) = compare(c.op) {
        return run_compare(c, cmp);
    }
    match row_on_host(c.op, c) {
        Some(r) => r,
        None => unsupported(why::FAMILY),
    }
}

/// [`row`] compiled for the host's vector width: on an x86-64 host with
/// AVX2 the table is compiled a second time with it, so the integer lane
/// loops (`Ctx::v1`..`v3`, inlined) do 8 lanes an instruction instead of
/// SSE2's 4. The results are the same bits; only the host code differs.
#[inline(always)]
fn row_on_host(op: Opcode, c: &mut Ctx) -> Option<Res<()>> {
    #[cfg(target_arch = "x86_64")]
    if std::arch::is_x86_feature_detected!("avx2") {
        // SAFETY: the host has AVX2 (checked just above).
        return unsafe { row_avx2(op, c) };
    }
    row(op, Some(c))
}

/// [`row`] with AVX2 code generation (see [`row_on_host`]).
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2")]
fn row_avx2(op: Opcode, c: &mut Ctx) -> Option<Res<()>> {
    row(op, Some(c))
}

/// 24-bit operands of the `*_u24`/`*_i24` multiplies.
pub(super) fn u24(v: u32) -> u64 {
    (v & 0xFF_FFFF) as u64
}
pub(super) fn i24(v: u32) -> i64 {
    ((v << 8) as i32 >> 8) as i64
}

/// `v_bfe_u32`/`v_bfe_i32`: `width` bits from `offset` (both 5 bits).
pub(super) fn bfe_u(v: u32, off: u32, width: u32) -> u32 {
    let (off, width) = (off & 31, width & 31);
    if width == 0 {
        return 0;
    }
    (v >> off) & ((1u32 << width) - 1)
}
pub(super) fn bfe_i(v: u32, off: u32, width: u32) -> u32 {
    let (off, width) = (off & 31, width & 31);
    if width == 0 {
        return 0;
    }
    let x = (v >> off) << (32 - width);
    ((x as i32) >> (32 - width)) as u32
}

/// The sum of the absolute differences of the four bytes.
pub(super) fn sad_bytes(a: u32, b: u32) -> u32 {
    (0..4)
        .map(|k| ((a >> (8 * k)) & 0xFF).abs_diff((b >> (8 * k)) & 0xFF))
        .sum()
}

/// `v_lerp_u8`: each byte the rounded average of the bytes of S0 and S1,
/// rounding up where the low bit of S2's byte is set.
pub(super) fn lerp_u8(a: u32, b: u32, c: u32) -> u32 {
    (0..4)
        .map(|k| {
            let byte = |v: u32| (v >> (8 * k)) & 0xFF;
            ((byte(a) + byte(b) + (byte(c) & 1)) >> 1) << (8 * k)
        })
        .sum()
}

/// `v_perm_b32`: each byte of the result picked by a byte of `sel` from
/// the eight bytes `a:b` (`b` low), or a constant or sign fill.
pub(super) fn perm(a: u32, b: u32, sel: u32) -> u32 {
    let all = (a as u64) << 32 | b as u64;
    let mut d = 0u32;
    for i in 0..4 {
        let s = (sel >> (8 * i)) & 0xFF;
        let byte = match s {
            0..=7 => (all >> (8 * s)) as u8,
            8..=11 => {
                let bit = 16 * (s - 8) + 15;
                if all >> bit & 1 != 0 {
                    0xFF
                } else {
                    0
                }
            }
            12 => 0,
            _ => 0xFF,
        };
        d |= (byte as u32) << (8 * i);
    }
    d
}

pub(super) fn med3_i(a: u32, b: u32, c: u32) -> u32 {
    let (a, b, c) = (a as i32, b as i32, c as i32);
    a.max(b).min(a.min(b).max(c)) as u32
}
pub(super) fn med3_u(a: u32, b: u32, c: u32) -> u32 {
    a.max(b).min(a.min(b).max(c))
}

/// `v_med3_f32` as the manuals give it: with a NaN operand the minimum of
/// the three; else the maximum of the two operands that are not the
/// maximum of all three.
fn med3_f(a: f32, b: f32, c: f32) -> f32 {
    med3_64(a as f64, b as f64, c as f64) as f32
}

/// `v_ffbh_i32`: bits from the top before the first one differing from the
/// sign bit; -1 when every bit is the sign.
pub(super) fn ffbh_i(v: u32) -> u32 {
    let x = if (v as i32) < 0 { !v } else { v };
    if x == 0 {
        u32::MAX
    } else {
        x.leading_zeros()
    }
}

/// `v_ldexp_f32`: `a * 2^e`, rounded once.
fn ldexp32(a: f32, e: u32) -> f32 {
    let e = (e as i32).clamp(-300, 300);
    (a as f64 * 2f64.powi(e)) as f32
}

/// `v_mul_legacy_f32`: 0 times anything (infinity and NaN too) is +0.
fn mul_legacy(a: f32, b: f32) -> f32 {
    if a == 0.0 || b == 0.0 {
        0.0
    } else {
        a * b
    }
}

/// A denormal f32 made a zero of its sign (rows that never take denormals).
fn flush(v: f32) -> f32 {
    float::in32(v.to_bits(), false)
}

/// `v_mad_legacy_f32`/`v_mac_legacy_f32`: `v_mad_f32` with the legacy
/// multiply (0 times anything is +0).
fn mad_legacy(a: f32, b: f32, c: f32) -> f32 {
    let p = flush(mul_legacy(flush(a), flush(b)));
    flush(p + flush(c))
}

/// A result clamped to the largest finite magnitude (the `*_clamp` rows);
/// NaN stays.
fn clamp_max(v: f64, max: f64) -> f64 {
    if v.is_nan() {
        v
    } else {
        v.clamp(-max, max)
    }
}

/// `v_log_f32`: log2 computed in f64 and rounded once; the instruction
/// takes no denormal input (LLVM's AMDGPUUsage).
fn log2_32(a: f32) -> f32 {
    (flush(a) as f64).log2() as f32
}

/// `v_trunc/ceil/floor/rndne_f32`: the host's rounding to an integral
/// value, a NaN returned quiet (docs/semantics.md §11.4). Left to the host,
/// whether a signalling NaN comes back quiet depends on how the compiler
/// lowers the rounding (a libm routine, or SSE4.1's `roundss` where the code
/// is compiled for AVX2).
fn integral32(a: f32, f: fn(f32) -> f32) -> f32 {
    if a.is_nan() {
        f32::from_bits(a.to_bits() | 0x0040_0000)
    } else {
        f(a)
    }
}

/// [`integral32`] for f64.
fn integral64(a: f64, f: fn(f64) -> f64) -> f64 {
    if a.is_nan() {
        f64::from_bits(a.to_bits() | 0x0008_0000_0000_0000)
    } else {
        f(a)
    }
}

/// `v_fract_f32`: the fraction rounded to f32, then at most the largest f32
/// below 1.
fn fract32(a: f32) -> f32 {
    if !a.is_finite() {
        return f32::NAN;
    }
    ((a as f64 - (a as f64).floor()) as f32).min(f32::from_bits(0x3F7F_FFFF))
}

/// `v_fract_f16`: as [`fract32`], at most the largest f16 below 1.
fn fract16(a: f64) -> f64 {
    if !a.is_finite() {
        return f64::NAN;
    }
    let r = half::f16::from_f64(a - a.floor()).to_f64();
    r.min(1.0 - 1.0 / 2048.0)
}

/// `v_med3_f32`/`v_med3_f16` on exact values (see [`med3_f`]).
fn med3_64(a: f64, b: f64, c: f64) -> f64 {
    if a.is_nan() || b.is_nan() || c.is_nan() {
        return min64(min64(a, b), c);
    }
    let m = max64(max64(a, b), c);
    if m == a {
        max64(b, c)
    } else if m == b {
        max64(a, c)
    } else {
        max64(a, b)
    }
}

/// `v_ldexp_f16`: S0 (f16) times 2^S1 (a signed 32-bit integer), rounded
/// once.
fn ldexp16(c: &mut Ctx) -> Res<()> {
    let (a, e) = (c.src32(0)?, c.src32(1)?);
    c.nearest()?;
    let (inp, out) = c.denorm16();
    let mut d = [0u32; 64];
    for l in 0..64 {
        d[l] = f16::out16(float::scalbn64(f16::in16(a[l], inp), e[l] as i32), out);
    }
    c.put_f16(&mut d, false)
}

/// The rows whose operation is one function of 32-bit integer lanes
/// (`Ctx::v1`..`v3`): every consumer of them reads this one list. The
/// general path ([`row`]) runs them through [`Ctx`] like every row; the
/// interpreter's fast path runs them straight when the instruction has a
/// plain encoding without modifiers (`direct.rs`).
macro_rules! lane_rows {
    ($m:ident) => {
        $m! {
            V_MOV_B32 => v1(|a| a);
            V_NOT_B32 => v1(|a| !a);
            V_BFREV_B32 => v1(u32::reverse_bits);
            V_FFBH_U32 => v1(|a| if a == 0 { u32::MAX } else { a.leading_zeros() });
            V_FFBL_B32 => v1(|a| if a == 0 { u32::MAX } else { a.trailing_zeros() });
            V_FFBH_I32 => v1(ffbh_i);
            V_AND_B32 => v2(|a, b| a & b);
            V_OR_B32 => v2(|a, b| a | b);
            V_XOR_B32 => v2(|a, b| a ^ b);
            V_XNOR_B32 => v2(|a, b| !(a ^ b));
            V_LSHL_B32 => v2(|a, b| a << (b & 31));
            V_LSHLREV_B32 => v2(|a, b| b << (a & 31));
            V_LSHR_B32 => v2(|a, b| a >> (b & 31));
            V_LSHRREV_B32 => v2(|a, b| b >> (a & 31));
            V_ASHR_I32 => v2(|a, b| ((a as i32) >> (b & 31)) as u32);
            V_ASHRREV_I32 => v2(|a, b| ((b as i32) >> (a & 31)) as u32);
            V_BFM_B32 | V_BFM_B32__GFX8 => v2(|a, b| ((1u64 << (a & 31)) as u32).wrapping_sub(1) << (b & 31));
            V_BCNT_U32_B32 | V_BCNT_U32_B32__GFX8 => v2(|a, b| a.count_ones().wrapping_add(b));
            V_MIN_I32 => v2(|a, b| (a as i32).min(b as i32) as u32);
            V_MAX_I32 => v2(|a, b| (a as i32).max(b as i32) as u32);
            V_MIN_U32 => v2(|a, b| a.min(b));
            V_MAX_U32 => v2(|a, b| a.max(b));
            V_MUL_U32_U24 => v2(|a, b| (u24(a) * u24(b)) as u32);
            V_MUL_HI_U32_U24 => v2(|a, b| ((u24(a) * u24(b)) >> 32) as u32);
            V_MUL_I32_I24 => v2(|a, b| (i24(a) * i24(b)) as u32);
            V_MUL_HI_I32_I24 => v2(|a, b| ((i24(a) * i24(b)) >> 32) as u32);
            V_MUL_LO_U32 | V_MUL_LO_I32 => v2(|a, b| a.wrapping_mul(b));
            V_MUL_HI_U32 => v2(|a, b| ((a as u64 * b as u64) >> 32) as u32);
            V_MUL_HI_I32 => v2(|a, b| ((a as i32 as i64 * b as i32 as i64) >> 32) as u32);
            V_MAD_U32_U24 => v3(|a, b, x| ((u24(a) * u24(b)) as u32).wrapping_add(x));
            V_MAD_I32_I24 => v3(|a, b, x| ((i24(a) * i24(b)) as u32).wrapping_add(x));
            V_BFE_U32 => v3(bfe_u);
            V_BFE_I32 => v3(bfe_i);
            V_BFI_B32 => v3(|a, b, x| (a & b) | (!a & x));
            V_ALIGNBIT_B32 => v3(|a, b, s| (((a as u64) << 32 | b as u64) >> (s & 31)) as u32);
            V_ALIGNBYTE_B32 => v3(|a, b, s| (((a as u64) << 32 | b as u64) >> (8 * (s & 3))) as u32);
            V_PERM_B32 => v3(perm);
            V_MIN3_I32 => v3(|a, b, x| (a as i32).min(b as i32).min(x as i32) as u32);
            V_MAX3_I32 => v3(|a, b, x| (a as i32).max(b as i32).max(x as i32) as u32);
            V_MED3_I32 => v3(med3_i);
            V_MIN3_U32 => v3(|a, b, x| a.min(b).min(x));
            V_MAX3_U32 => v3(|a, b, x| a.max(b).max(x));
            V_MED3_U32 => v3(med3_u);
            V_ADD3_U32 => v3(|a, b, x| a.wrapping_add(b).wrapping_add(x));
            V_LSHL_ADD_U32 => v3(|a, b, x| (a << (b & 31)).wrapping_add(x));
            V_ADD_LSHL_U32 => v3(|a, b, x| a.wrapping_add(b) << (x & 31));
            V_AND_OR_B32 => v3(|a, b, x| (a & b) | x);
            V_OR3_B32 => v3(|a, b, x| a | b | x);
            V_LSHL_OR_B32 => v3(|a, b, x| (a << (b & 31)) | x);
            V_XAD_U32 => v3(|a, b, x| (a ^ b).wrapping_add(x));
            V_SAD_U8 => v3(|a, b, x| sad_bytes(a, b).wrapping_add(x));
            V_SAD_HI_U8 => v3(|a, b, x| (sad_bytes(a, b) << 16).wrapping_add(x));
            V_SAD_U32 => v3(|a, b, x| a.abs_diff(b).wrapping_add(x));
            V_MSAD_U8 => v3(|a, b, x| sad::sad4(a, b, true).wrapping_add(x));
            V_LERP_U8 => v3(lerp_u8);
        }
    };
}
pub(super) use lane_rows;

/// The line of `op`: with `c` it runs it, without it only says it exists.
#[inline(always)]
fn row(op: Opcode, c: Option<&mut Ctx>) -> Option<Res<()>> {
    use Opcode as O;
    // The lane rows first (see `lane_rows`); `c` moves only into an arm
    // that returns.
    macro_rules! lane_arms {
        ($($($name:ident)|+ => $n:ident ($f:expr);)*) => {
            match op {
                $($(O::$name)|+ => {
                    let Some(c) = c else { return Some(Ok(())) };
                    return Some(c.$n($f));
                })*
                _ => {}
            }
        };
    }
    lane_rows!(lane_arms);
    macro_rules! rows {
        ($($($name:ident)|+ => $c:ident $body:expr,)*) => {
            match op {
                $($(O::$name)|+ => {
                    let Some($c) = c else { return Some(Ok(())) };
                    Some($body)
                })*
                _ => None,
            }
        };
    }
    rows! {
        V_NOP => _c Ok(()),
        // gcnjit keeps no exception status to clear (docs/semantics.md §11.21).
        V_CLREXCP => _c Ok(()),
        V_SWAP_B32 => c swap(c),
        V_READFIRSTLANE_B32 => c readfirstlane(c),
        V_READLANE_B32 | V_READLANE_B32__GFX8 => c readlane(c),
        V_WRITELANE_B32 | V_WRITELANE_B32__GFX8 => c writelane(c),
        V_MOVRELS_B32 => c super::movrel::movrel(c, true, false),
        V_MOVRELD_B32 => c super::movrel::movrel(c, false, true),
        V_MOVRELSD_B32 => c super::movrel::movrel(c, true, true),
        V_RCP_LEGACY_F32 => c c.f1(super::legacy::rcp),
        V_RSQ_LEGACY_F32 => c c.f1(super::legacy::rsq),
        V_MULLIT_F32 => c c.f3(super::legacy::mullit),
        V_CVT_PKACCUM_U8_F32 | V_CVT_PKACCUM_U8_F32__GFX8 => c super::legacy::pkaccum(c),

        V_MBCNT_LO_U32_B32 | V_MBCNT_LO_U32_B32__GFX8 => c c.v2_lane(|l, a, b| {
            let below = ((1u64 << l) - 1) as u32;
            (a & below).count_ones().wrapping_add(b)
        }),
        V_MBCNT_HI_U32_B32 | V_MBCNT_HI_U32_B32__GFX8 => c c.v2_lane(|l, a, b| {
            let below = (((1u128 << l) - 1) >> 32) as u32;
            (a & below).count_ones().wrapping_add(b)
        }),
        V_ADD_U32__GFX9 => c c.sat2(pk::U32, |a, b| a as i64 + b as i64),
        V_SUB_U32__GFX9 => c c.sat2(pk::U32, |a, b| a as i64 - b as i64),
        V_SUBREV_U32__GFX9 => c c.sat2(pk::U32, |a, b| b as i64 - a as i64),
        V_ADD_I32__GFX9 => c c.sat2(pk::I32, |a, b| a as i32 as i64 + b as i32 as i64),
        V_SUB_I32__GFX9 => c c.sat2(pk::I32, |a, b| a as i32 as i64 - b as i32 as i64),

        V_ADD_I32 | V_ADD_U32 | V_ADD_CO_U32 => c c.carry(|a, b, _| {
            let (s, o) = a.overflowing_add(b);
            (s, o)
        }),
        V_SUB_I32 | V_SUB_U32 | V_SUB_CO_U32 => c c.carry(|a, b, _| (a.wrapping_sub(b), b > a)),
        V_SUBREV_I32 | V_SUBREV_U32 | V_SUBREV_CO_U32 => c c.carry(|a, b, _| (b.wrapping_sub(a), a > b)),
        V_ADDC_U32 | V_ADDC_CO_U32 => c c.carry(|a, b, ci| {
            let s = a as u64 + b as u64 + ci as u64;
            (s as u32, s >> 32 != 0)
        }),
        V_SUBB_U32 | V_SUBB_CO_U32 => c c.carry(|a, b, ci| {
            let d = (a as u64).wrapping_sub(b as u64 + ci as u64);
            (d as u32, (b as u64 + ci as u64) > a as u64)
        }),
        V_SUBBREV_U32 | V_SUBBREV_CO_U32 => c c.carry(|a, b, ci| {
            let d = (b as u64).wrapping_sub(a as u64 + ci as u64);
            (d as u32, (a as u64 + ci as u64) > b as u64)
        }),
        V_CNDMASK_B32 => c cndmask(c),


        V_SAD_U16 => c c.v3(|a, b, x| {
            let h = |v: u32, k: u32| (v >> (16 * k)) & 0xFFFF;
            (h(a, 0).abs_diff(h(b, 0)) + h(a, 1).abs_diff(h(b, 1))).wrapping_add(x)
        }),
        // ---- masked and quad SADs (docs/semantics.md §11.21) ----
        V_QSAD_PK_U16_U8 => c c.qsad16(false),
        V_MQSAD_PK_U16_U8 => c c.qsad16(true),
        V_MQSAD_U32_U8 => c c.mqsad32(),

        V_LSHL_B64 => c shift64(c, false, |v, s| v << (s & 63)),
        V_LSHR_B64 => c shift64(c, false, |v, s| v >> (s & 63)),
        V_ASHR_I64 => c shift64(c, false, |v, s| ((v as i64) >> (s & 63)) as u64),
        V_LSHLREV_B64 => c shift64(c, true, |v, s| v << (s & 63)),
        V_LSHRREV_B64 => c shift64(c, true, |v, s| v >> (s & 63)),
        V_ASHRREV_I64 => c shift64(c, true, |v, s| ((v as i64) >> (s & 63)) as u64),
        V_MAD_U64_U32 => c mad64(c, false),
        V_MAD_I64_I32 => c mad64(c, true),

        V_ADD_F32 => c c.f2(|a, b| a + b),
        V_SUB_F32 => c c.f2(|a, b| a - b),
        V_SUBREV_F32 => c c.f2(|a, b| b - a),
        V_MUL_F32 => c c.f2(|a, b| a * b),
        V_MUL_LEGACY_F32 => c c.f2(mul_legacy),
        V_MIN_F32 => c c.f2(min32),
        V_MAX_F32 => c c.f2(max32),
        V_LDEXP_F32 | V_LDEXP_F32__GFX8 => c ldexp(c),
        V_FMA_F32 => c c.f3(|a, b, x| a.mul_add(b, x)),
        V_MAD_F32 => c c.f3(mad32),
        V_MIN3_F32 => c c.f3(|a, b, x| min32(min32(a, b), x)),
        V_MAX3_F32 => c c.f3(|a, b, x| max32(max32(a, b), x)),
        V_MED3_F32 => c c.f3(med3_f),
        V_MAC_F32 => c mac(c, Mac::Dst, mad32),
        V_MADMK_F32 => c mac(c, Mac::Mk, mad32),
        V_MADAK_F32 => c mac(c, Mac::Ak, mad32),
        V_FMAC_F32 => c mac(c, Mac::Fma, mad32),
        V_TRUNC_F32 => c c.f1(|a| integral32(a, f32::trunc)),
        V_CEIL_F32 => c c.f1(|a| integral32(a, f32::ceil)),
        V_FLOOR_F32 => c c.f1(|a| integral32(a, f32::floor)),
        V_RNDNE_F32 => c c.f1(|a| integral32(a, f32::round_ties_even)),
        V_RCP_F32 | V_RCP_IFLAG_F32 => c c.f1(float::rcp32),
        V_SQRT_F32 => c c.f1(f32::sqrt),
        V_RSQ_F32 => c c.f1(|a| (1.0 / (a as f64).sqrt()) as f32),
        V_CVT_F32_I32 => c c.u_to_f(|a| a as i32 as f32),
        V_CVT_F32_U32 => c c.u_to_f(|a| a as f32),
        V_CVT_F32_UBYTE0 => c c.u_to_f(|a| (a & 0xFF) as f32),
        V_CVT_F32_UBYTE1 => c c.u_to_f(|a| ((a >> 8) & 0xFF) as f32),
        V_CVT_F32_UBYTE2 => c c.u_to_f(|a| ((a >> 16) & 0xFF) as f32),
        V_CVT_F32_UBYTE3 => c c.u_to_f(|a| (a >> 24) as f32),
        V_CVT_I32_F32 => c c.f_to_u(f32_to_i32),
        V_CVT_U32_F32 => c c.f_to_u(f32_to_u32),

        V_ADD_F64 => c c.d2(|a, b| a + b),
        V_MUL_F64 => c c.d2(|a, b| a * b),
        V_MIN_F64 => c c.d2(min64),
        V_MAX_F64 => c c.d2(max64),
        V_FMA_F64 => c c.d3(|a, b, x| a.mul_add(b, x)),

        // ---- f64 and conversions (docs/semantics.md §11.7) ----
        V_RCP_F64 => c c.d1(|a| 1.0 / a),
        V_RSQ_F64 => c c.d1(|a| 1.0 / a.sqrt()),
        V_SQRT_F64 => c c.d1(f64::sqrt),
        V_RCP_CLAMP_F64 => c c.d1(|a| clamp_max(1.0 / a, f64::MAX)),
        V_RSQ_CLAMP_F64 => c c.d1(|a| clamp_max(1.0 / a.sqrt(), f64::MAX)),
        V_LDEXP_F64 => c c.d_i(|a, e| float::scalbn64(a, e as i32)),
        V_FREXP_MANT_F64 => c c.d1(float::frexp_mant),
        V_FREXP_EXP_I32_F64 => c c.int_of(Num::F64, false, |a| float::frexp_exp(a) as u32),
        V_FRACT_F64 => c c.d1(|a| float::fract64(a, 1.0 - f64::EPSILON / 2.0)),
        V_TRUNC_F64 => c c.d1(|a| integral64(a, f64::trunc)),
        V_CEIL_F64 => c c.d1(|a| integral64(a, f64::ceil)),
        V_FLOOR_F64 => c c.d1(|a| integral64(a, f64::floor)),
        V_RNDNE_F64 => c c.d1(|a| integral64(a, f64::round_ties_even)),
        V_CVT_F64_F32 => c c.convert(Num::F32, Num::F64, |a| a),
        V_CVT_F32_F64 => c c.convert(Num::F64, Num::F32, |a| a),
        V_CVT_F64_I32 => c c.convert(Num::Int, Num::F64, |a| a as u32 as i32 as f64),
        V_CVT_F64_U32 => c c.convert(Num::Int, Num::F64, |a| a),
        V_CVT_I32_F64 => c c.int_of(Num::F64, false, float::f64_to_i32),
        V_CVT_U32_F64 => c c.int_of(Num::F64, false, float::f64_to_u32),
        V_DIV_SCALE_F32 => c divide::run_scale(c, Fmt::F32),
        V_DIV_SCALE_F64 => c divide::run_scale(c, Fmt::F64),
        V_DIV_FMAS_F32 => c divide::run_fmas(c, Fmt::F32),
        V_DIV_FMAS_F64 => c divide::run_fmas(c, Fmt::F64),
        V_DIV_FIXUP_F32 => c divide::run_fixup(c, Fmt::F32),
        V_DIV_FIXUP_F64 => c divide::run_fixup(c, Fmt::F64),
        V_TRIG_PREOP_F64 => c c.d_i(float::trig_preop),

        // ---- the other f32 rows (docs/semantics.md §11.8) ----
        V_FREXP_MANT_F32 => c c.f1(|a| float::frexp_mant(a as f64) as f32),
        V_FREXP_EXP_I32_F32 => c c.int_of(Num::F32, false, |a| float::frexp_exp(a) as u32),
        V_FRACT_F32 => c c.f1(fract32),
        V_CVT_RPI_I32_F32 => c c.f_to_u(|a| f32_to_i32((a as f64 + 0.5).floor() as f32)),
        V_CVT_FLR_I32_F32 => c c.f_to_u(|a| f32_to_i32(a.floor())),
        V_CVT_OFF_F32_I4 => c c.u_to_f(|a| ((a << 28) as i32 >> 28) as f32 / 16.0),
        V_CVT_PKRTZ_F16_F32 | V_CVT_PKRTZ_F16_F32__GFX8 => c {
            let inp = c.denorm32().0;
            c.v2(move |a, b| {
                f16::rtz16(float::in32(a, inp)) as u32 | (f16::rtz16(float::in32(b, inp)) as u32) << 16
            })
        },
        V_CVT_PKNORM_I16_F32 | V_CVT_PKNORM_I16_F32__GFX8 => c {
            let inp = c.denorm32().0;
            let n = move |v: u32| float::to_snorm(float::in32(v, inp) as f64 * 32767.0, 32767.0, 16);
            c.v2(move |a, b| n(a) | n(b) << 16)
        },
        V_CVT_PKNORM_U16_F32 | V_CVT_PKNORM_U16_F32__GFX8 => c {
            let inp = c.denorm32().0;
            let n = move |v: u32| float::to_unorm(float::in32(v, inp) as f64 * 65535.0, 65535.0);
            c.v2(move |a, b| n(a) | n(b) << 16)
        },
        V_CVT_PKNORM_I16_F16 => c {
            let inp = c.denorm16().0;
            let n = move |v: u32| float::to_snorm(f16::in16(v, inp) * 32767.0, 32767.0, 16);
            c.v2(move |a, b| n(a) | n(b) << 16)
        },
        V_CVT_PKNORM_U16_F16 => c {
            let inp = c.denorm16().0;
            let n = move |v: u32| float::to_unorm(f16::in16(v, inp) * 65535.0, 65535.0);
            c.v2(move |a, b| n(a) | n(b) << 16)
        },
        V_CVT_PK_U8_F32 => c {
            let inp = c.denorm32().0;
            c.v3(move |a, b, x| {
                let sh = 8 * (b & 3);
                (x & !(0xFF << sh)) | float::to_unorm(float::in32(a, inp) as f64, 255.0) << sh
            })
        },
        V_CVT_PK_U16_U32 | V_CVT_PK_U16_U32__GFX8 => c c.v2(|a, b| a.min(0xFFFF) | b.min(0xFFFF) << 16),
        V_CVT_PK_I16_I32 | V_CVT_PK_I16_I32__GFX8 => c c.v2(|a, b| {
            let s = |v: u32| (v as i32).clamp(-32768, 32767) as u32 & 0xFFFF;
            s(a) | s(b) << 16
        }),
        V_MAD_LEGACY_F32 => c c.f3(mad_legacy),
        V_MAC_LEGACY_F32 => c mac(c, Mac::Dst, mad_legacy),
        V_MIN_LEGACY_F32 => c c.f2(|a, b| if a < b { a } else { b }),
        V_MAX_LEGACY_F32 => c c.f2(|a, b| if a > b { a } else { b }),
        V_RCP_CLAMP_F32 => c c.f1(|a| clamp_max(1.0 / a as f64, f32::MAX as f64) as f32),
        V_RSQ_CLAMP_F32 => c c.f1(|a| clamp_max(1.0 / (a as f64).sqrt(), f32::MAX as f64) as f32),
        V_LOG_CLAMP_F32 => c c.f1(|a| clamp_max(log2_32(a) as f64, f32::MAX as f64) as f32),
        V_EXP_F32 | V_EXP_LEGACY_F32 => c c.f1(|a| flush(((flush(a) as f64).exp2()) as f32)),
        V_LOG_F32 | V_LOG_LEGACY_F32 => c c.f1(log2_32),
        V_SIN_F32 => c c.f1(|a| float::sin_rev(a as f64, false) as f32),
        V_COS_F32 => c c.f1(|a| float::sin_rev(a as f64, true) as f32),
        V_CUBEID_F32 => c c.f3(|x, y, z| divide::cube(x, y, z).0),
        V_CUBESC_F32 => c c.f3(|x, y, z| divide::cube(x, y, z).1),
        V_CUBETC_F32 => c c.f3(|x, y, z| divide::cube(x, y, z).2),
        V_CUBEMA_F32 => c c.f3(|x, y, z| divide::cube(x, y, z).3),

        // ---- f16 (gfx8+, docs/semantics.md §11.9) ----
        V_ADD_F16 => c c.h2(|a, b| a + b),
        V_SUB_F16 => c c.h2(|a, b| a - b),
        V_SUBREV_F16 => c c.h2(|a, b| b - a),
        V_MUL_F16 => c c.h2(|a, b| a * b),
        V_MIN_F16 => c c.h2(f16::min16),
        V_MAX_F16 => c c.h2(f16::max16),
        V_MIN3_F16 => c c.h3(|a, b, x| f16::min16(f16::min16(a, b), x)),
        V_MAX3_F16 => c c.h3(|a, b, x| f16::max16(f16::max16(a, b), x)),
        V_MED3_F16 => c c.h3(med3_64),
        V_FMA_F16 | V_FMA_LEGACY_F16 => c c.h3(f16::fma16),
        V_MAD_F16 | V_MAD_LEGACY_F16 => c c.h3(f16::mad16),
        V_MAC_F16 => c mac16(c, Mac::Dst),
        V_MADMK_F16 => c mac16(c, Mac::Mk),
        V_MADAK_F16 => c mac16(c, Mac::Ak),
        V_LDEXP_F16 => c ldexp16(c),
        V_FLOOR_F16 => c c.h1(f64::floor),
        V_CEIL_F16 => c c.h1(f64::ceil),
        V_TRUNC_F16 => c c.h1(f64::trunc),
        V_RNDNE_F16 => c c.h1(f64::round_ties_even),
        V_FRACT_F16 => c c.h1(fract16),
        V_SQRT_F16 => c c.h1(f64::sqrt),
        V_RCP_F16 => c c.h1(|a| 1.0 / a),
        V_RSQ_F16 => c c.h1(|a| 1.0 / a.sqrt()),
        V_EXP_F16 => c c.h1(f64::exp2),
        V_LOG_F16 => c c.h1(f64::log2),
        V_SIN_F16 => c c.h1(|a| float::sin_rev(a, false)),
        V_COS_F16 => c c.h1(|a| float::sin_rev(a, true)),
        V_FREXP_MANT_F16 => c c.h1(float::frexp_mant),
        V_FREXP_EXP_I16_F16 => c c.int_of(Num::F16, true, |a| float::frexp_exp(a) as u32 & 0xFFFF),
        V_DIV_FIXUP_F16 | V_DIV_FIXUP_LEGACY_F16 => c c.h3(|q, d, n| divide::div_fixup(Fmt::F64, q, d, n)),
        V_CVT_F16_F32 => c c.convert(Num::F32, Num::F16, |a| a),
        V_CVT_F32_F16 => c c.convert(Num::F16, Num::F32, |a| a),
        V_CVT_F16_I16 => c c.convert(Num::Int, Num::F16, |a| a as u32 as u16 as i16 as f64),
        V_CVT_F16_U16 => c c.convert(Num::Int, Num::F16, |a| (a as u32 & 0xFFFF) as f64),
        V_CVT_I16_F16 => c c.int_of(Num::F16, true, |a| a as i16 as u16 as u32),
        V_CVT_U16_F16 => c c.int_of(Num::F16, true, |a| a as u16 as u32),
        V_CVT_NORM_I16_F16 => c c.int_of(Num::F16, true, |a| float::to_snorm(a * 32767.0, 32767.0, 16)),
        V_CVT_NORM_U16_F16 => c c.int_of(Num::F16, true, |a| float::to_unorm(a * 65535.0, 65535.0)),
        V_PACK_B32_F16 => c c.v2(|a, b| (a & 0xFFFF) | b << 16),

        // ---- 16-bit integers (gfx8+, docs/semantics.md §11.9) ----
        V_ADD_U16 => c c.sat16(pk::U16, |a, b, _| a as i64 + b as i64),
        V_ADD_I16 => c c.sat16(pk::I16, |a, b, _| a as i16 as i64 + b as i16 as i64),
        V_SUB_U16 => c c.sat16(pk::U16, |a, b, _| a as i64 - b as i64),
        V_SUB_I16 => c c.sat16(pk::I16, |a, b, _| a as i16 as i64 - b as i16 as i64),
        V_SUBREV_U16 => c c.sat16(pk::U16, |a, b, _| b as i64 - a as i64),
        V_MUL_LO_U16 => c c.i16_2(u16::wrapping_mul),
        V_LSHLREV_B16 => c c.i16_2(|a, b| b << (a & 15)),
        V_LSHRREV_B16 => c c.i16_2(|a, b| b >> (a & 15)),
        V_ASHRREV_I16 => c c.i16_2(|a, b| ((b as i16) >> (a & 15)) as u16),
        V_MAX_U16 => c c.i16_2(u16::max),
        V_MIN_U16 => c c.i16_2(u16::min),
        V_MAX_I16 => c c.i16_2(|a, b| (a as i16).max(b as i16) as u16),
        V_MIN_I16 => c c.i16_2(|a, b| (a as i16).min(b as i16) as u16),
        V_MAD_U16 | V_MAD_LEGACY_U16 => c c.sat16(pk::U16, |a, b, x| a as i64 * b as i64 + x as i64),
        V_MAD_I16 | V_MAD_LEGACY_I16 => c c.sat16(pk::I16, |a, b, x| {
            a as i16 as i64 * b as i16 as i64 + x as i16 as i64
        }),
        V_MIN3_U16 => c c.i16_3(|a, b, x| a.min(b).min(x)),
        V_MAX3_U16 => c c.i16_3(|a, b, x| a.max(b).max(x)),
        V_MED3_U16 => c c.i16_3(|a, b, x| med3_u(a as u32, b as u32, x as u32) as u16),
        V_MIN3_I16 => c c.i16_3(|a, b, x| (a as i16).min(b as i16).min(x as i16) as u16),
        V_MAX3_I16 => c c.i16_3(|a, b, x| (a as i16).max(b as i16).max(x as i16) as u16),
        V_MED3_I16 => c c.i16_3(|a, b, x| {
            let w = |v: u16| v as i16 as i32 as u32;
            med3_i(w(a), w(b), w(x)) as u16
        }),
        V_MAD_U32_U16 => c c.v3(|a, b, x| (a & 0xFFFF).wrapping_mul(b & 0xFFFF).wrapping_add(x)),
        V_MAD_I32_I16 => c c.v3(|a, b, x| ((a as i16 as i32).wrapping_mul(b as i16 as i32) as u32).wrapping_add(x)),
        // ---- packed math (VOP3P, gfx9; docs/semantics.md §11.12) ----
        V_PK_ADD_F16 => c c.pk_h(|a, b, _| a + b),
        V_PK_MUL_F16 => c c.pk_h(|a, b, _| a * b),
        V_PK_FMA_F16 => c c.pk_h(f16::fma16),
        V_PK_MIN_F16 => c c.pk_h(|a, b, _| f16::min16(a, b)),
        V_PK_MAX_F16 => c c.pk_h(|a, b, _| f16::max16(a, b)),
        V_PK_ADD_U16 => c c.pk_i(pk::U16, |a, b, _| a as i64 + b as i64),
        V_PK_SUB_U16 => c c.pk_i(pk::U16, |a, b, _| a as i64 - b as i64),
        V_PK_MAD_U16 => c c.pk_i(pk::U16, |a, b, x| a as i64 * b as i64 + x as i64),
        V_PK_MAX_U16 => c c.pk_i(pk::U16, |a, b, _| a.max(b) as i64),
        V_PK_MIN_U16 => c c.pk_i(pk::U16, |a, b, _| a.min(b) as i64),
        V_PK_ADD_I16 => c c.pk_i(pk::I16, |a, b, _| a as i16 as i64 + b as i16 as i64),
        V_PK_SUB_I16 => c c.pk_i(pk::I16, |a, b, _| a as i16 as i64 - b as i16 as i64),
        V_PK_MAD_I16 => c c.pk_i(pk::I16, |a, b, x| a as i16 as i64 * b as i16 as i64 + x as i16 as i64),
        V_PK_MAX_I16 => c c.pk_i(pk::I16, |a, b, _| (a as i16).max(b as i16) as i64),
        V_PK_MIN_I16 => c c.pk_i(pk::I16, |a, b, _| (a as i16).min(b as i16) as i64),
        V_PK_MUL_LO_U16 => c c.pk_i(None, |a, b, _| a.wrapping_mul(b) as i64),
        V_PK_LSHLREV_B16 => c c.pk_i(None, |a, b, _| (b << (a & 15)) as i64),
        V_PK_LSHRREV_B16 => c c.pk_i(None, |a, b, _| (b >> (a & 15)) as i64),
        V_PK_ASHRREV_I16 => c c.pk_i(None, |a, b, _| ((b as i16) >> (a & 15)) as i64),
        V_MAD_MIX_F32 => c c.mix(false, MixDst::F32),
        V_MAD_MIXLO_F16 => c c.mix(false, MixDst::Lo),
        V_MAD_MIXHI_F16 => c c.mix(false, MixDst::Hi),
        V_FMA_MIX_F32 => c c.mix(true, MixDst::F32),
        V_FMA_MIXLO_F16 => c c.mix(true, MixDst::Lo),
        V_FMA_MIXHI_F16 => c c.mix(true, MixDst::Hi),
        V_DOT2_F32_F16 => c c.fdot2(),
        V_DOT2_I32_I16 => c c.dot(pk::I32, |a, b| pk::dot_sum(a, b, 16, true)),
        V_DOT2_U32_U16 => c c.dot(pk::U32, |a, b| pk::dot_sum(a, b, 16, false)),
        V_DOT4_I32_I8 => c c.dot(pk::I32, |a, b| pk::dot_sum(a, b, 8, true)),
        V_DOT4_U32_U8 => c c.dot(pk::U32, |a, b| pk::dot_sum(a, b, 8, false)),
        V_DOT8_I32_I4 => c c.dot(pk::I32, |a, b| pk::dot_sum(a, b, 4, true)),
        V_DOT8_U32_U4 => c c.dot(pk::U32, |a, b| pk::dot_sum(a, b, 4, false)),
        V_SAT_PK_U8_I16 => c c.v1(|a| {
            let s = |v: u32| (v as u16 as i16).clamp(0, 255) as u32;
            s(a) | s(a >> 16) << 8
        }),
    }
}

/// Where the third operand of a `v_mac`/`v_madmk`/`v_madak` comes from.
enum Mac {
    /// D = S0 * S1 + D.
    Dst,
    /// D = S0 * K + S1.
    Mk,
    /// D = S0 * S1 + K.
    Ak,
    /// D = S0 * S1 + D, fused (gfx906's `v_fmac_f32`, denormals as MODE says).
    Fma,
}

fn mac(c: &mut Ctx, how: Mac, f: fn(f32, f32, f32) -> f32) -> Res<()> {
    let (a, b) = (c.src32(0)?, c.src32(1)?);
    let k = [c.lit; 64];
    match how {
        Mac::Dst => {
            let d = c.dst_in32()?;
            c.f3_of(&a, &b, &d, f)
        }
        Mac::Mk => c.f3_of(&a, &k, &b, f),
        Mac::Ak => c.f3_of(&a, &b, &k, f),
        Mac::Fma => {
            let d = c.dst_in32()?;
            c.f3_of(&a, &b, &d, |x, y, z| x.mul_add(y, z))
        }
    }
}

/// `v_mac_f16`, `v_madmk_f16`, `v_madak_f16`: as [`mac`] with
/// `v_mad_f16`; gfx9 keeps the high half of the destination.
fn mac16(c: &mut Ctx, how: Mac) -> Res<()> {
    let (a, b) = (c.src32(0)?, c.src32(1)?);
    let k = [c.lit; 64];
    match how {
        Mac::Dst | Mac::Fma => {
            let d = c.dst_in32()?;
            c.h3_of(&a, &b, &d, true, f16::mad16)
        }
        Mac::Mk => c.h3_of(&a, &k, &b, true, f16::mad16),
        Mac::Ak => c.h3_of(&a, &b, &k, true, f16::mad16),
    }
}

/// `v_cndmask_b32`: S1 where the mask (VCC, or SRC2 in VOP3) has the lane,
/// else S0.
fn cndmask(c: &mut Ctx) -> Res<()> {
    let (a, b, m) = (c.src32(0)?, c.src32(1)?, c.mask_in()?);
    let mut d = [0u32; 64];
    for l in 0..64 {
        d[l] = if m >> l & 1 != 0 { b[l] } else { a[l] };
    }
    c.put32(&d)
}

/// The 64-bit shifts: the value is S0 and the amount S1, or reversed.
fn shift64(c: &mut Ctx, rev: bool, f: impl Fn(u64, u32) -> u64) -> Res<()> {
    if rev {
        c.w_shift(|s, v| f(v, s))
    } else {
        let (v, s) = (c.src64(0)?, c.src32(1)?);
        let mut d = [0u64; 64];
        for l in 0..64 {
            d[l] = f(v[l], s[l]);
        }
        c.put64(&d)
    }
}

/// `v_mad_u64_u32` / `v_mad_i64_i32`: D = S0 * S1 + S2 in 64 bits, the
/// carry (unsigned) or overflow (signed) of the add in SDST.
fn mad64(c: &mut Ctx, signed: bool) -> Res<()> {
    let (a, b, x) = (c.src32(0)?, c.src32(1)?, c.src64(2)?);
    let (mut d, mut carry) = ([0u64; 64], 0u64);
    for l in 0..64 {
        let (v, o) = if signed {
            let p = a[l] as i32 as i64 * b[l] as i32 as i64;
            let (v, o) = p.overflowing_add(x[l] as i64);
            (v as u64, o)
        } else {
            (a[l] as u64 * b[l] as u64).overflowing_add(x[l])
        };
        d[l] = v;
        carry |= (o as u64) << l;
    }
    c.put64(&d)?;
    c.put_mask(carry)
}

fn ldexp(c: &mut Ctx) -> Res<()> {
    let e = c.src32(1)?;
    let a = c.src32(0)?;
    c.nearest()?;
    let (inp, out) = c.denorm32();
    let mut d = [0u32; 64];
    for l in 0..64 {
        d[l] = float::out32(ldexp32(float::in32(a[l], inp), e[l]), out);
    }
    c.put_f32(&mut d)
}

/// The lane a lane-select operand names (its low 6 bits).
fn lane_select(c: &Ctx) -> Res<usize> {
    Ok((c.scalar(c.f.src[1], Ty::B32)? & 63) as usize)
}

fn readlane(c: &mut Ctx) -> Res<()> {
    let lane = lane_select(c)?;
    let v = c.src32(0)?[lane];
    c.put_sgpr(v)
}

fn readfirstlane(c: &mut Ctx) -> Res<()> {
    let lane = if c.exec == 0 {
        0
    } else {
        c.exec.trailing_zeros() as usize
    };
    let v = c.src32(0)?[lane];
    c.put_sgpr(v)
}

/// `v_writelane_b32`: one lane of the destination, whatever EXEC holds.
fn writelane(c: &mut Ctx) -> Res<()> {
    let lane = lane_select(c)?;
    let v = c.scalar(c.f.src[0], Ty::B32)? as u32;
    let r = c.f.vdst as usize;
    if !c.w.vgpr.holds(r, 1) {
        return Err(super::Fault(
            ErrorKind::IllegalOperand,
            r as u64 | why::VGPR_BIT,
        ));
    }
    c.w.vgpr.set(r, lane, v);
    Ok(())
}

/// `v_swap_b32` (gfx9): the destination VGPR and the VGPR SRC0 exchange
/// their values in the lanes of EXEC.
fn swap(c: &mut Ctx) -> Res<()> {
    let code = c.f.src[0];
    if code < 256 {
        return unsupported(why::OPERAND);
    }
    let (s, d) = (c.vgpr(code, 1)?, c.vgpr(256 + c.f.vdst, 1)?);
    let (a, b) = (*c.w.vgpr.lanes(s), *c.w.vgpr.lanes(d));
    let mask = c.wmask;
    let mut put = |r: usize, vals: &[u32; 64]| {
        let row = c.w.vgpr.lanes_mut(r);
        for (l, (o, &v)) in row.iter_mut().zip(vals.iter()).enumerate() {
            if mask >> l & 1 != 0 {
                *o = v;
            }
        }
    };
    put(d, &a);
    put(s, &b);
    Ok(())
}

// ---- compares ----

/// What a `v_cmp*` row compares: its condition code and operand type.
#[derive(Clone, Copy, Debug)]
pub(super) struct Compare {
    cond: Cond,
    ty: CmpTy,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum CmpTy {
    I32,
    U32,
    I64,
    U64,
    F32,
    F64,
    I16,
    U16,
    F16,
}

/// The conditions, as the mnemonics spell them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Cond {
    F,
    Lt,
    Eq,
    Le,
    Gt,
    Ne,
    Ge,
    T,
    O,
    U,
    Nge,
    Nlg,
    Ngt,
    Nle,
    Neq,
    Nlt,
    Lg,
    /// `v_cmp_class_*`: S1 is a mask of float classes.
    Class,
}

fn parse_compare(m: &str) -> Option<Compare> {
    let rest = m
        .strip_prefix("v_cmpsx_")
        .or_else(|| m.strip_prefix("v_cmps_"))
        .or_else(|| m.strip_prefix("v_cmpx_"))
        .or_else(|| m.strip_prefix("v_cmp_"))?;
    let (cond, ty) = rest.split_once('_')?;
    let ty = match ty {
        "i32" => CmpTy::I32,
        "u32" => CmpTy::U32,
        "i64" => CmpTy::I64,
        "u64" => CmpTy::U64,
        "f32" => CmpTy::F32,
        "f64" => CmpTy::F64,
        "i16" => CmpTy::I16,
        "u16" => CmpTy::U16,
        "f16" => CmpTy::F16,
        _ => return None,
    };
    let float = matches!(ty, CmpTy::F32 | CmpTy::F64 | CmpTy::F16);
    let cond = match cond {
        "f" => Cond::F,
        "lt" => Cond::Lt,
        "eq" => Cond::Eq,
        "le" => Cond::Le,
        "gt" => Cond::Gt,
        "ne" if !float => Cond::Ne,
        "ge" => Cond::Ge,
        "t" if !float => Cond::T,
        "tru" if float => Cond::T,
        "o" if float => Cond::O,
        "u" if float => Cond::U,
        "nge" if float => Cond::Nge,
        "nlg" if float => Cond::Nlg,
        "ngt" if float => Cond::Ngt,
        "nle" if float => Cond::Nle,
        "neq" if float => Cond::Neq,
        "nlt" if float => Cond::Nlt,
        "lg" if float => Cond::Lg,
        "class" if float => Cond::Class,
        _ => return None,
    };
    Some(Compare { cond, ty })
}

/// The compare a row is, read once from every mnemonic of the table.
pub(super) fn compare(op: Opcode) -> Option<Compare> {
    static TABLE: OnceLock<Vec<Option<Compare>>> = OnceLock::new();
    crate::interp::vmem::by_opcode(&TABLE, op, |o| {
        (o.format() == crate::isa::table::Format::Vopc)
            .then(|| parse_compare(o.mnemonic()))
            .flatten()
    })
}

/// An ordered comparison's outcome as the condition reads it.
fn holds<T: PartialOrd>(cond: Cond, a: T, b: T) -> bool {
    use std::cmp::Ordering::*;
    let o = a.partial_cmp(&b);
    match cond {
        Cond::F => false,
        Cond::T => true,
        Cond::Lt => o == Some(Less),
        Cond::Eq => o == Some(Equal),
        Cond::Le => matches!(o, Some(Less | Equal)),
        Cond::Gt => o == Some(Greater),
        Cond::Ne => o != Some(Equal),
        Cond::Ge => matches!(o, Some(Greater | Equal)),
        Cond::O => o.is_some(),
        Cond::U => o.is_none(),
        Cond::Lg => matches!(o, Some(Less | Greater)),
        Cond::Nge => !matches!(o, Some(Greater | Equal)),
        Cond::Nlg => !matches!(o, Some(Less | Greater)),
        Cond::Ngt => o != Some(Greater),
        Cond::Nle => !matches!(o, Some(Less | Equal)),
        Cond::Neq => o != Some(Equal),
        Cond::Nlt => o != Some(Less),
        Cond::Class => false,
    }
}

/// The class bit `v_cmp_class_*` tests for a value with these parts:
/// 0 signaling NaN, 1 quiet NaN, 2 -inf, 3 -normal, 4 -denormal, 5 -0,
/// 6 +0, 7 +denormal, 8 +normal, 9 +inf (AMD's GCN3 and Vega manuals).
/// The value is classified as it is: MODE does not flush it first.
pub(super) fn class_bit(
    neg: bool,
    exp_all: bool,
    exp_zero: bool,
    mant_zero: bool,
    quiet: bool,
) -> u32 {
    match (exp_all, exp_zero, mant_zero) {
        (true, _, false) => quiet as u32,
        (true, _, true) => {
            if neg {
                2
            } else {
                9
            }
        }
        (false, true, true) => {
            if neg {
                5
            } else {
                6
            }
        }
        (false, true, false) => {
            if neg {
                4
            } else {
                7
            }
        }
        _ => {
            if neg {
                3
            } else {
                8
            }
        }
    }
}

fn class32(v: u32) -> u32 {
    let e = (v >> 23) & 0xFF;
    let m = v & 0x7F_FFFF;
    class_bit(v >> 31 != 0, e == 0xFF, e == 0, m == 0, m >> 22 != 0)
}

fn class64(v: u64) -> u32 {
    let e = (v >> 52) & 0x7FF;
    let m = v & ((1 << 52) - 1);
    class_bit(v >> 63 != 0, e == 0x7FF, e == 0, m == 0, m >> 51 != 0)
}

fn run_compare(c: &mut Ctx, k: Compare) -> Res<()> {
    let cond = k.cond;
    if cond == Cond::Class {
        return match k.ty {
            CmpTy::F64 => {
                let (a, m) = (c.src64(0)?, c.src32(1)?);
                let mut bits = 0u64;
                for l in 0..64 {
                    bits |= ((m[l] >> class64(a[l])) as u64 & 1) << l;
                }
                c.put_mask(bits)
            }
            CmpTy::F16 => c.cmp32(|a, m| (m >> f16::class16(a)) & 1 != 0),
            _ => c.cmp32(|a, m| (m >> class32(a)) & 1 != 0),
        };
    }
    match k.ty {
        CmpTy::I32 => c.cmp32(|a, b| holds(cond, a as i32, b as i32)),
        CmpTy::U32 => c.cmp32(|a, b| holds(cond, a, b)),
        CmpTy::I64 => c.cmp64(|a, b| holds(cond, a as i64, b as i64)),
        CmpTy::U64 => c.cmp64(|a, b| holds(cond, a, b)),
        CmpTy::F32 => c.cmpf32(|a, b| holds(cond, a, b)),
        CmpTy::F64 => c.cmpf64(|a, b| holds(cond, a, b)),
        CmpTy::I16 => c.cmp32(|a, b| holds(cond, a as i16, b as i16)),
        CmpTy::U16 => c.cmp32(|a, b| holds(cond, a as u16, b as u16)),
        CmpTy::F16 => {
            let inp = c.denorm16().0;
            c.cmp32(|a, b| holds(cond, f16::in16(a, inp), f16::in16(b, inp)))
        }
    }
}
