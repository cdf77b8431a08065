//! VOP3P (gfx9): packed math on two 16-bit halves a lane, the mixed
//! f16/f32 multiply-adds, and the integer saturation (`clamp`) patterns
//! (docs/semantics.md §11.12 "Packed math" and §11.14 "Integer clamp"). More lane
//! loops of [`Ctx`], each written once.

use super::ctx::{unsupported, Ctx, Res, L32};
use super::{f16, float};
use crate::interp::why;
use crate::isa::shape::Ty;
use crate::state::vgpr::LANES;

/// The range an integer result saturates to under `clamp`; `None` for rows
/// whose clamp gcnjit does not execute.
pub type Sat = Option<(i64, i64)>;
pub const U16: Sat = Some((0, u16::MAX as i64));
pub const I16: Sat = Some((i16::MIN as i64, i16::MAX as i64));
pub const U32: Sat = Some((0, u32::MAX as i64));
pub const I32: Sat = Some((i32::MIN as i64, i32::MAX as i64));

/// Which part of the destination a mixed multiply-add writes.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum MixDst {
    F32,
    Lo,
    Hi,
}

/// An exact integer result, saturated to `sat` under clamp, else wrapped.
#[inline(always)]
fn saturate(v: i64, clamp: bool, sat: Sat) -> i64 {
    match (clamp, sat) {
        (true, Some((lo, hi))) => v.clamp(lo, hi),
        _ => v,
    }
}

impl Ctx<'_> {
    /// `clamp` on an integer row: allowed when the row saturates (`sat`),
    /// refused otherwise; no output modifier.
    fn int_clamp_ok(&self, sat: Sat) -> Res<()> {
        if self.f.omod != 0 || (self.f.clamp && sat.is_none()) {
            return unsupported(why::INT_CLAMP);
        }
        Ok(())
    }

    /// Packed source `i`: per lane the low half of the result reads the
    /// half `op_sel[i]` picks and the high half the one `op_sel_hi[i]`
    /// picks, as `lo | hi << 16`; an f16 source takes `neg_lo[i]` on its
    /// low half and `neg_hi[i]` on its high half.
    fn pk_src(&self, i: usize) -> Res<L32> {
        let raw = self.raw32(i)?;
        let (sl, sh) = (self.f.op_sel >> i & 1, self.f.op_sel_hi >> i & 1);
        // Fields: NEG holds NEG_LO, ABS holds NEG_HI in VOP3P.
        let (nl, nh) = ((self.f.neg >> i & 1) as u32, (self.f.abs >> i & 1) as u32);
        if self.s.src[i] != Ty::V2F16 && (nl | nh) != 0 {
            return unsupported(why::INT_MODS);
        }
        let flip = nl << 15 | nh << 31;
        let (sl, sh) = (16 * sl as u32, 16 * sh as u32);
        Ok(raw.map(|v| ((v >> sl) & 0xFFFF | ((v >> sh) & 0xFFFF) << 16) ^ flip))
    }

    /// The packed sources: two or three (a missing third is the first).
    fn pk_srcs(&self) -> Res<(L32, L32, L32)> {
        let (a, b) = (self.pk_src(0)?, self.pk_src(1)?);
        let c = if self.s.src[2] == Ty::None {
            a
        } else {
            self.pk_src(2)?
        };
        Ok((a, b, c))
    }

    /// D = f(S0, S1, S2) on both f16 halves (exact f64 inputs, the result
    /// rounded once), `clamp` to [0, 1]; denormals as MODE's f16 bits say.
    pub fn pk_h(&mut self, f: impl Fn(f64, f64, f64) -> f64) -> Res<()> {
        self.nearest()?;
        let (a, b, c) = self.pk_srcs()?;
        let (inp, out) = self.denorm16();
        let clamp = self.f.clamp;
        let half = |x: u32, y: u32, z: u32| {
            let v = f(f16::in16(x, inp), f16::in16(y, inp), f16::in16(z, inp));
            f16::out16(float::omod_clamp(v, 0, clamp), out)
        };
        let mut d = [0u32; LANES];
        for l in 0..LANES {
            d[l] = half(a[l], b[l], c[l]) | half(a[l] >> 16, b[l] >> 16, c[l] >> 16) << 16;
        }
        self.write32(&d)
    }

    /// D = f(S0, S1, S2) on both 16-bit integer halves: `f` gives the
    /// exact result, wrapped to 16 bits or, under `clamp`, saturated to `sat`.
    pub fn pk_i(&mut self, sat: Sat, f: impl Fn(u16, u16, u16) -> i64) -> Res<()> {
        self.int_clamp_ok(sat)?;
        let (a, b, c) = self.pk_srcs()?;
        let clamp = self.f.clamp;
        let half = |x: u32, y: u32, z: u32| {
            saturate(f(x as u16, y as u16, z as u16), clamp, sat) as u32 & 0xFFFF
        };
        let mut d = [0u32; LANES];
        for l in 0..LANES {
            d[l] = half(a[l], b[l], c[l]) | half(a[l] >> 16, b[l] >> 16, c[l] >> 16) << 16;
        }
        self.write32(&d)
    }

    /// `v_mad_mix*` / `v_fma_mix*`: S0 * S1 + S2 in f32, each source an f32
    /// (`op_sel_hi[i]` clear) or the f16 half `op_sel[i]` picks, with
    /// abs/neg; `fused` rounds once (else the product and the sum are
    /// rounded and flushed as `v_mad_f32`). The f32 result is written, or
    /// rounded to f16 into the low or high half (the other half kept).
    pub fn mix(&mut self, fused: bool, dst: MixDst) -> Res<()> {
        self.nearest()?;
        let (in32, out32) = self.denorm32();
        let (in16, out16) = self.denorm16();
        let mut v = [[0f64; LANES]; 3];
        for (i, vals) in v.iter_mut().enumerate() {
            let raw = self.raw32(i)?;
            let sel = self.f.op_sel >> i & 1 != 0;
            let is16 = self.f.op_sel_hi >> i & 1 != 0;
            let (abs, neg) = (self.f.abs >> i & 1 != 0, self.f.neg >> i & 1 != 0);
            for (o, &r) in vals.iter_mut().zip(raw.iter()) {
                let mut x = if is16 {
                    f16::in16(if sel { r >> 16 } else { r }, in16)
                } else {
                    float::in32(r, in32) as f64
                };
                if abs {
                    x = x.abs();
                }
                if neg {
                    x = -x;
                }
                *o = x;
            }
        }
        let clamp = self.f.clamp;
        let old = if dst == MixDst::F32 {
            [0; LANES]
        } else {
            self.dst_in32()?
        };
        let mut d = [0u32; LANES];
        for l in 0..LANES {
            let (a, b, c) = (v[0][l], v[1][l], v[2][l]);
            let r = if fused {
                float::out32(float::fma_odd(a, b, c) as f32, out32)
            } else {
                float::out32(float::mad32(a as f32, b as f32, c as f32), false)
            };
            let r = float::omod_clamp(f32::from_bits(r) as f64, 0, clamp);
            d[l] = match dst {
                MixDst::F32 => (r as f32).to_bits(),
                MixDst::Lo => (old[l] & 0xFFFF_0000) | f16::out16(r, out16),
                MixDst::Hi => (old[l] & 0xFFFF) | f16::out16(r, out16) << 16,
            };
        }
        self.write32(&d)
    }

    /// The integer dot products (gfx906 `v_dot*`): `f` gives the sum of the
    /// products of S0's and S1's packed elements (two 16-bit ones, taken as
    /// [`Ctx::pk_src`] swizzles them, or the bytes or nibbles of the
    /// words), to which S2 is added; the sum wraps to 32 bits or, under
    /// `clamp`, saturates to `sat`. op_sel on a source that is not packed
    /// 16-bit elements is refused.
    pub fn dot(&mut self, sat: Sat, f: impl Fn(u32, u32) -> i64) -> Res<()> {
        self.int_clamp_ok(sat)?;
        if (self.f.neg | self.f.abs) != 0 {
            return unsupported(why::INT_MODS);
        }
        let pairs = self.s.src[0] == Ty::V2B16;
        if self.f.op_sel & if pairs { 4 } else { 7 } != 0 {
            return unsupported(why::OP_SEL);
        }
        let (a, b) = if pairs {
            (self.pk_src(0)?, self.pk_src(1)?)
        } else {
            (self.raw32(0)?, self.raw32(1)?)
        };
        let c = self.raw32(2)?;
        let (clamp, signed) = (self.f.clamp, sat == I32);
        let mut d = [0u32; LANES];
        for l in 0..LANES {
            let acc = if signed {
                c[l] as i32 as i64
            } else {
                c[l] as i64
            };
            d[l] = saturate(f(a[l], b[l]) + acc, clamp, sat) as u32;
        }
        self.write32(&d)
    }

    /// `v_dot2_f32_f16` (gfx906): S2 plus the product of the low halves,
    /// rounded to f32, plus the product of the high halves, rounded again,
    /// in the order of AMD's pseudocode; each f16 product is exact in f32.
    /// The f16 halves come as [`Ctx::pk_src`] picks and negates them (f16
    /// denormals as MODE says); S2 is an f32 that NEG_LO negates (LLVM sets
    /// NEG_HI with it; NEG_HI alone is refused). The f32 operand, the
    /// partial sum and the result are flushed whatever MODE says (LLVM: the
    /// instruction always flushes f32 denormals). `clamp` clamps to [0, 1].
    /// docs/semantics.md §11.21.
    pub fn fdot2(&mut self) -> Res<()> {
        self.nearest()?;
        if self.f.op_sel & 4 != 0 {
            return unsupported(why::OP_SEL);
        }
        let (a, b, c) = (self.pk_src(0)?, self.pk_src(1)?, self.raw32(2)?);
        let in16 = self.denorm16().0;
        // Fields: NEG holds NEG_LO, ABS holds NEG_HI in VOP3P.
        let (neg, neg_hi) = (self.f.neg >> 2 & 1 != 0, self.f.abs >> 2 & 1 != 0);
        if neg_hi && !neg {
            return unsupported(why::NEG_HI);
        }
        let clamp = self.f.clamp;
        let flush = |v: f32| float::in32(v.to_bits(), false);
        // Exact: 11-bit significands give a 22-bit product within f32's range.
        let prod = |x: u32, y: u32| (f16::in16(x, in16) * f16::in16(y, in16)) as f32;
        let mut d = [0u32; LANES];
        for l in 0..LANES {
            let mut z = flush(f32::from_bits(c[l]));
            if neg {
                z = -z;
            }
            let t = flush(z + prod(a[l], b[l]));
            let r = flush(t + prod(a[l] >> 16, b[l] >> 16));
            d[l] = flush(float::omod_clamp(r as f64, 0, clamp) as f32).to_bits();
        }
        self.write32(&d)
    }

    /// D = f(S0, S1) over 32-bit integer lanes: `f` gives the exact result,
    /// wrapped to 32 bits or, under VOP3 `clamp`, saturated to `sat`.
    pub fn sat2(&mut self, sat: Sat, f: impl Fn(u32, u32) -> i64) -> Res<()> {
        self.int_clamp_ok(sat)?;
        let (a, b) = (self.src32(0)?, self.src32(1)?);
        let clamp = self.f.clamp;
        let mut d = [0u32; LANES];
        for l in 0..LANES {
            d[l] = saturate(f(a[l], b[l]), clamp, sat) as u32;
        }
        self.write32(&d)
    }

    /// D = f(S0, S1, S2) over 16-bit integer lanes (the low halves), the
    /// exact result wrapped or, under `clamp`, saturated to `sat`; the high
    /// half of the destination as [`Ctx::put16`].
    pub fn sat16(&mut self, sat: Sat, f: impl Fn(u16, u16, u16) -> i64) -> Res<()> {
        self.int_clamp_ok(sat)?;
        let (a, b) = (self.src32(0)?, self.src32(1)?);
        let c = if self.s.src[2] == Ty::None {
            a
        } else {
            self.src32(2)?
        };
        let clamp = self.f.clamp;
        let mut d = [0u32; LANES];
        for l in 0..LANES {
            d[l] = saturate(f(a[l] as u16, b[l] as u16, c[l] as u16), clamp, sat) as u32 & 0xFFFF;
        }
        self.put16(&d, false)
    }
}

/// The sum of the products of the `n` elements of `bits` bits of `a` and
/// `b` (lowest first), read signed or unsigned (the dot products).
pub fn dot_sum(a: u32, b: u32, bits: u32, signed: bool) -> i64 {
    let n = 32 / bits;
    let elem = |v: u32, k: u32| {
        let x = v >> (bits * k) << (32 - bits);
        if signed {
            (x as i32 >> (32 - bits)) as i64
        } else {
            (x >> (32 - bits)) as i64
        }
    };
    (0..n).map(|k| elem(a, k) * elem(b, k)).sum()
}
