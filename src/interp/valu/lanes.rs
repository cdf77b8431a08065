//! The lane loops of the f16, 16-bit integer, f64 unary and conversion
//! rows: more operand patterns of [`Ctx`] (docs/semantics.md §11.7-§11.9).
//! Each loop is written once, generic over its lane function.

use super::ctx::{unsupported, Ctx, Res, L32, L64};
use super::{f16, float};
use crate::interp::why;
use crate::isa::vector::VectorFamily;
use crate::isa::Arch;
use crate::state::vgpr::LANES;

impl Ctx<'_> {
    /// MODE's f16 denormal bits, which are the f64 ones (bits 7:6).
    pub fn denorm16(&self) -> (bool, bool) {
        self.denorm64()
    }

    /// Writes 16-bit results (the low halves of `vals`) in the lanes EXEC
    /// enables. gfx8 and gfx9 zero the high half, except the rows `keep_hi`
    /// names (`v_mac_f16`, `v_madak_f16`, `v_madmk_f16` on gfx9), which keep
    /// it (LLVM's `GCNSubtarget::zeroesHigh16BitsOfDest`).
    pub fn put16(&mut self, vals: &L32, keep_hi: bool) -> Res<()> {
        let r = self.vgpr(256 + self.f.vdst, 1)?;
        let keep = keep_hi && self.w.state.arch >= Arch::Gfx9;
        // VOP3 op_sel bit 3 (gfx9): the result goes to the high half, the
        // low half is kept.
        let high = self.family == VectorFamily::Vop3 && self.f.op_sel & 8 != 0;
        let old = self.w.vgpr.lanes(r);
        let mut out = [0u32; LANES];
        for ((o, &d), &v) in out.iter_mut().zip(old.iter()).zip(vals.iter()) {
            *o = if high {
                (d & 0xFFFF) | (v & 0xFFFF) << 16
            } else if keep {
                (d & 0xFFFF_0000) | (v & 0xFFFF)
            } else {
                v & 0xFFFF
            };
        }
        self.write32(&out)
    }

    /// [`Ctx::put16`] for f16 results: the output modifier and `clamp` first.
    pub fn put_f16(&mut self, vals: &mut L32, keep_hi: bool) -> Res<()> {
        let (omod, clamp) = (self.f.omod, self.f.clamp);
        if omod != 0 || clamp {
            let keep = self.denorm16().1;
            for v in vals.iter_mut() {
                *v = f16::out_mods16(*v, omod, clamp, keep);
            }
        }
        self.put16(vals, keep_hi)
    }

    /// D = f(a, b, c) over f16 lanes (exact f64 values of the inputs; the
    /// result rounded once to f16), denormals as MODE's f16 bits say.
    pub fn h3_of(
        &mut self,
        a: &L32,
        b: &L32,
        c: &L32,
        keep_hi: bool,
        f: impl Fn(f64, f64, f64) -> f64,
    ) -> Res<()> {
        self.nearest()?;
        let (inp, out) = self.denorm16();
        let mut d = [0u32; LANES];
        for l in 0..LANES {
            let (x, y, z) = (
                f16::in16(a[l], inp),
                f16::in16(b[l], inp),
                f16::in16(c[l], inp),
            );
            d[l] = f16::out16(f(x, y, z), out);
        }
        self.put_f16(&mut d, keep_hi)
    }

    /// D = f(S0) over f16 lanes.
    pub fn h1(&mut self, f: impl Fn(f64) -> f64) -> Res<()> {
        let a = self.src32(0)?;
        self.h3_of(&a, &a, &a, false, |x, _, _| f(x))
    }

    /// D = f(S0, S1) over f16 lanes.
    pub fn h2(&mut self, f: impl Fn(f64, f64) -> f64) -> Res<()> {
        let (a, b) = (self.src32(0)?, self.src32(1)?);
        self.h3_of(&a, &b, &a, false, |x, y, _| f(x, y))
    }

    /// D = f(S0, S1, S2) over f16 lanes.
    pub fn h3(&mut self, f: impl Fn(f64, f64, f64) -> f64) -> Res<()> {
        let (a, b, c) = (self.src32(0)?, self.src32(1)?, self.src32(2)?);
        self.h3_of(&a, &b, &c, false, f)
    }

    /// D = f(S0, S1, S2) over 16-bit integer lanes (the low halves); the
    /// high half of the result as [`Ctx::put16`].
    pub fn i16_3(&mut self, f: impl Fn(u16, u16, u16) -> u16) -> Res<()> {
        let (a, b) = (self.src32(0)?, self.src32(1)?);
        let c = if self.s.src[2] == crate::isa::shape::Ty::None {
            a
        } else {
            self.src32(2)?
        };
        if self.f.clamp || self.f.omod != 0 {
            return unsupported(why::INT_CLAMP);
        }
        let mut d = [0u32; LANES];
        for l in 0..LANES {
            d[l] = f(a[l] as u16, b[l] as u16, c[l] as u16) as u32;
        }
        self.put16(&d, false)
    }

    /// D = f(S0, S1) over 16-bit integer lanes.
    pub fn i16_2(&mut self, f: impl Fn(u16, u16) -> u16) -> Res<()> {
        self.i16_3(|a, b, _| f(a, b))
    }

    /// D = f(S0) over f64 lanes.
    pub fn d1(&mut self, f: impl Fn(f64) -> f64) -> Res<()> {
        self.nearest()?;
        let (inp, out) = self.denorm64();
        let a = self.src64(0)?;
        let mut d = a.map(|a| float::out64(f(float::in64(a, inp)), out));
        self.put_f64(&mut d)
    }

    /// D = f(S0 as f64, S1 as 32 bits) over f64 lanes (`v_ldexp_f64`,
    /// `v_trig_preop_f64`).
    pub fn d_i(&mut self, f: impl Fn(f64, u32) -> f64) -> Res<()> {
        self.nearest()?;
        let (inp, out) = self.denorm64();
        let (a, b) = (self.src64(0)?, self.src32(1)?);
        let mut d = [0u64; LANES];
        for l in 0..LANES {
            d[l] = float::out64(f(float::in64(a[l], inp), b[l]), out);
        }
        self.put_f64(&mut d)
    }

    /// A conversion: source 0 read as `from` (its denormal rule applied),
    /// converted by `f` to an exact f64 value or an integer, and written as
    /// `to` (rounded once, its denormal rule and the output modifiers
    /// applied; integers are written as they are).
    pub fn convert(&mut self, from: Num, to: Num, f: impl Fn(f64) -> f64) -> Res<()> {
        let wide_in = from == Num::F64;
        let inp = match from {
            Num::F32 => self.denorm32().0,
            Num::F64 => self.denorm64().0,
            Num::F16 => self.denorm16().0,
            Num::Int => false,
        };
        let a: L64 = if wide_in {
            self.src64(0)?
        } else {
            self.src32(0)?.map(|v| v as u64)
        };
        let read = |v: u64| match from {
            Num::F32 => float::in32(v as u32, inp) as f64,
            Num::F64 => float::in64(v, inp),
            Num::F16 => f16::in16(v as u32, inp),
            Num::Int => v as u32 as f64,
        };
        match to {
            Num::F64 => {
                self.nearest()?;
                let out = self.denorm64().1;
                let mut d = a.map(|v| float::out64(f(read(v)), out));
                self.put_f64(&mut d)
            }
            Num::F32 => {
                self.nearest()?;
                let out = self.denorm32().1;
                let mut d = a.map(|v| float::out32(f(read(v)) as f32, out));
                self.put_f32(&mut d)
            }
            Num::F16 => {
                self.nearest()?;
                let out = self.denorm16().1;
                let mut d = a.map(|v| f16::out16(f(read(v)), out));
                self.put_f16(&mut d, false)
            }
            Num::Int => unsupported(why::FAMILY),
        }
    }

    /// A conversion to integer lanes: `f` gets the source as `from` reads it
    /// (denormals as MODE says) and gives the 32 result bits; `half` results
    /// are 16 bits wide ([`Ctx::put16`]).
    pub fn int_of(&mut self, from: Num, half: bool, f: impl Fn(f64) -> u32) -> Res<()> {
        let a: L64 = if from == Num::F64 {
            self.src64(0)?
        } else {
            self.src32(0)?.map(|v| v as u64)
        };
        if self.f.omod != 0 || self.f.clamp {
            return unsupported(why::INT_CLAMP);
        }
        let inp = match from {
            Num::F32 => self.denorm32().0,
            Num::F64 => self.denorm64().0,
            Num::F16 => self.denorm16().0,
            Num::Int => false,
        };
        let d: L32 = a.map(|v| {
            f(match from {
                Num::F32 => float::in32(v as u32, inp) as f64,
                Num::F64 => float::in64(v, inp),
                Num::F16 => f16::in16(v as u32, inp),
                Num::Int => v as u32 as f64,
            })
        });
        if half {
            self.put16(&d, false)
        } else {
            self.write32(&d)
        }
    }
}

/// The number formats a conversion reads or writes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Num {
    /// The 32-bit lane as an unsigned integer (the lane function reads
    /// signed values from its bits).
    Int,
    F16,
    F32,
    F64,
}
