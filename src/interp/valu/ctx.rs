//! One VALU instruction being run: its fields, operand fetch and write-back.
//! Everything a row of `rows.rs` needs besides its lane function lives here.

use super::ext::{self, Ext};
use super::float;
use crate::interp::why;
use crate::isa::operand;
use crate::isa::shape::{vop as vf, Ty, VopShape};
use crate::isa::vector::VectorFamily;
use crate::isa::vop::{self, Fields};
use crate::isa::Opcode;
use crate::run::ErrorKind;
use crate::state::vgpr::LANES;
use crate::state::{hwreg, Wave};

/// 32 bits a lane.
pub(crate) type L32 = [u32; LANES];
/// 64 bits a lane.
pub(crate) type L64 = [u64; LANES];

/// A fault of the instruction: the error kind and its detail (an address, a
/// register number, or an `interp::why` reason for `Unsupported`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Fault(pub ErrorKind, pub u64);

/// The result of a step of a vector instruction.
pub(crate) type Res<T> = Result<T, Fault>;

pub(crate) fn unsupported<T>(reason: u64) -> Res<T> {
    Err(Fault(ErrorKind::Unsupported, reason))
}

/// The value of a constant source code for an operand of type `ty`: an
/// inline constant as the hardware widens it, or the literal `lit` (the
/// high half of an f64). `None` for codes that are not constants.
#[inline(always)]
pub(super) fn constant(c: u8, ty: Ty, lit: u32) -> Option<u64> {
    let wide = ty.dwords() == 2;
    Some(match c {
        128..=208 => {
            let v = operand::inline_value(c, 2).unwrap_or(0);
            if wide {
                v
            } else {
                v as u32 as u64
            }
        }
        240..=248 => float::inline_const(c, ty),
        operand::code::LITERAL => match ty {
            Ty::F64 => (lit as u64) << 32,
            _ => lit as u64,
        },
        _ => return None,
    })
}

/// One VALU instruction with its wave.
pub(crate) struct Ctx<'a> {
    pub w: &'a mut Wave,
    pub op: Opcode,
    pub s: VopShape,
    pub family: VectorFamily,
    pub f: Fields,
    /// The literal (VOP1/VOP2/VOPC) or `v_madmk`/`v_madak`'s constant.
    pub lit: u32,
    /// EXEC when the instruction started.
    pub exec: u64,
    /// The DPP or SDWA word's controls.
    pub ext: Ext,
    /// The lanes written: EXEC, less the lanes DPP's masks and invalid
    /// source lanes leave alone.
    pub wmask: u64,
}

impl<'a> Ctx<'a> {
    /// Reads the fields of the instruction `word`, `second` of `family`.
    /// Inlined into its one caller: returning the context through a
    /// `Result` copied it, a tenth of a VALU instruction's time.
    /// `pre` is the plain encoding's fields as [`plain_fields`] read them
    /// when the instruction was lowered, for the wave's generation.
    #[inline(always)]
    pub fn new(
        w: &'a mut Wave,
        op: Opcode,
        family: VectorFamily,
        (word, second): (u32, u32),
        pre: Option<Fields>,
    ) -> Res<Self> {
        let Some(s) = vop::shape(op) else {
            return unsupported(why::FAMILY);
        };
        if let Some(f) = pre {
            // Built apart from the decoding paths: merged with them, the
            // fields went through memory in pieces and were read back
            // whole, a store-forwarding stall on every instruction.
            return Self::build(w, op, (s, family), f, second, Ext::None);
        }
        let arch = w.state.arch;
        let (f, ext, lit) = match family {
            VectorFamily::Dpp | VectorFamily::Sdwa => {
                let (f, ext) = ext::fields(arch, family == VectorFamily::Dpp, word, second);
                if let Ext::Dpp(d) = ext {
                    if !d.legal() {
                        return unsupported(why::DPP);
                    }
                }
                (f, ext, 0)
            }
            _ => (
                plain_fields(arch, &s, family, word, second),
                Ext::None,
                second,
            ),
        };
        Self::build(w, op, (s, family), f, lit, ext)
    }

    /// The context of an instruction whose fields are read; checks `op_sel`
    /// and applies GPR index mode.
    #[inline(always)]
    fn build(
        w: &'a mut Wave,
        op: Opcode,
        (s, family): (VopShape, VectorFamily),
        f: Fields,
        lit: u32,
        ext: Ext,
    ) -> Res<Self> {
        let (arch, exec) = (w.state.arch, w.state.exec());
        let mut c = Ctx {
            w,
            op,
            s,
            family,
            f,
            lit,
            exec,
            ext,
            wmask: 0,
        };
        if family == VectorFamily::Vop3 && c.f.op_sel != 0 {
            check_op_sel(arch, &c.s, c.f.op_sel)?;
        }
        super::movrel::index_mode(c.w, &c.s, &mut c.f);
        c.wmask = c.ext.written(exec);
        Ok(c)
    }

    /// Whether the instruction is in a VOP3 encoding (VOPC results and
    /// carries then go to an SGPR destination, not VCC).
    pub fn vop3(&self) -> bool {
        self.family == VectorFamily::Vop3
    }

    /// MODE's f32 denormal bits: (inputs kept, outputs kept).
    pub fn denorm32(&self) -> (bool, bool) {
        let m = self.w.state.hwreg[hwreg::MODE] >> 4;
        (m & 1 != 0, m & 2 != 0)
    }

    /// MODE's f64/f16 denormal bits: (inputs kept, outputs kept).
    pub fn denorm64(&self) -> (bool, bool) {
        let m = self.w.state.hwreg[hwreg::MODE] >> 6;
        (m & 1 != 0, m & 2 != 0)
    }

    /// Refuses round modes other than round-to-nearest-even (MODE bits 3:0),
    /// which gcnjit does not model yet.
    pub fn nearest(&self) -> Res<()> {
        if self.w.state.hwreg[hwreg::MODE] & 0xF != 0 {
            return unsupported(why::ROUND_MODE);
        }
        Ok(())
    }

    // ---- sources ----

    /// The value of a scalar source code (a register, a constant or the
    /// literal) for an operand of type `ty`, as the hardware widens it.
    pub fn scalar(&self, c: u16, ty: Ty) -> Res<u64> {
        let st = &self.w.state;
        let wide = ty.dwords() == 2;
        let c = c as u8;
        if let Some(v) = constant(c, ty, self.lit) {
            return Ok(v);
        }
        Ok(match c {
            0..=127 if wide => st.read64(c),
            0..=127 => st.sgpr[c as usize] as u64,
            operand::code::VCCZ | operand::code::EXECZ | operand::code::SCC | 235..=239 => {
                crate::interp::cond(st, c)
            }
            254 => return unsupported(why::LDS_DIRECT),
            _ => return unsupported(why::OPERAND),
        })
    }

    /// The first VGPR of source `i` and checks that its `dwords` registers
    /// are allocated.
    pub(super) fn vgpr(&self, code: u16, dwords: usize) -> Res<usize> {
        let r = (code - 256) as usize;
        if !self.w.vgpr.holds(r, dwords) {
            return Err(Fault(ErrorKind::IllegalOperand, r as u64 | why::VGPR_BIT));
        }
        Ok(r)
    }

    /// VOP3's `abs`/`neg` for source `i` of type `ty`, as bit masks over a
    /// value of `bits` bits: (clear, flip). Integer sources take none.
    fn mods(&self, i: usize, ty: Ty) -> Res<(u64, u64)> {
        let (abs, neg) = ((self.f.abs >> i) & 1 != 0, (self.f.neg >> i) & 1 != 0);
        if !(abs || neg) {
            return Ok((0, 0));
        }
        let sign = match ty {
            Ty::F16 => 1u64 << 15,
            Ty::F32 => 1 << 31,
            Ty::F64 => 1 << 63,
            _ => return unsupported(why::INT_MODS),
        };
        Ok((if abs { sign } else { 0 }, if neg { sign } else { 0 }))
    }

    /// Source `i` as 32 bits a lane, as the encoding reads it (DPP's lane
    /// permutation, SDWA's select, VOP3's op_sel) before abs/neg.
    #[inline(always)]
    pub(super) fn raw32(&self, i: usize) -> Res<L32> {
        let code = self.f.src[i];
        let mut out = if code >= 256 {
            let r = self.vgpr(code, 1)?;
            *self.w.vgpr.lanes(r)
        } else {
            [self.scalar(code, self.s.src[i])? as u32; LANES]
        };
        self.ext.read(i, &mut out, self.exec);
        if self.family == VectorFamily::Vop3 && self.f.op_sel >> i & 1 != 0 {
            for v in out.iter_mut() {
                *v >>= 16;
            }
        }
        Ok(out)
    }

    /// Source `i` as 32 bits a lane, with its modifiers.
    #[inline(always)]
    pub fn src32(&self, i: usize) -> Res<L32> {
        let (clear, flip) = self.mods(i, self.s.src[i])?;
        let (clear, flip) = (clear as u32, flip as u32);
        let mut out = self.raw32(i)?;
        if clear | flip != 0 {
            for v in out.iter_mut() {
                *v = (*v & !clear) ^ flip;
            }
        }
        Ok(out)
    }

    /// Sources `0..N` as [`Ctx::src32`] reads them: `rows[i]` the VGPR that
    /// holds source `i` in place (one that no DPP, SDWA, `op_sel` or
    /// `abs`/`neg` changes), or [`BUILT`] where its lanes are built into
    /// `bufs[i]` (a scalar operand broadcast, or through `src32`). Filled
    /// here rather than returned: moving the buffers, or a `Result` of an
    /// enum, about cost more than the lane loops.
    #[inline(always)]
    fn sources<const N: usize>(
        &self,
        rows: &mut [usize; N],
        bufs: &mut [Option<L32>; N],
    ) -> Res<()> {
        for i in 0..N {
            let code = self.f.src[i];
            let plain = matches!(self.ext, Ext::None)
                && (self.f.op_sel | self.f.abs | self.f.neg) >> i & 1 == 0;
            rows[i] = BUILT;
            if plain && code >= 256 {
                rows[i] = self.vgpr(code, 1)?;
            } else if plain {
                bufs[i] = Some([self.scalar(code, self.s.src[i])? as u32; LANES]);
            } else {
                bufs[i] = Some(self.src32(i)?);
            }
        }
        Ok(())
    }

    /// Sources `0..N` as 32 bits a lane with their modifiers, as
    /// [`Ctx::src32`] reads them, handed to `body` by reference: rows that
    /// hold them are read in place, the others built. The common lane loops
    /// run through here or [`Ctx::map32`], so that an instruction does not
    /// copy its source rows first (the copies were a third of a VALU
    /// instruction's time).
    #[inline(always)]
    pub(super) fn with32<const N: usize, R>(&self, body: impl FnOnce([&L32; N]) -> R) -> Res<R> {
        let (mut rows, mut bufs) = ([BUILT; N], [None; N]);
        self.sources(&mut rows, &mut bufs)?;
        let refs: [&L32; N] = std::array::from_fn(|i| match &bufs[i] {
            Some(b) => b,
            None => self.w.vgpr.lanes(rows[i]),
        });
        Ok(body(refs))
    }

    /// D = f(S0..S(N-1)) over 32-bit lanes into the VGPR destination, EXEC
    /// masked: [`Ctx::put32`] of the lanes. When every lane is written
    /// and the destination is none of the source rows, the loop writes the
    /// destination row directly.
    #[inline(always)]
    pub(super) fn map32<const N: usize>(&mut self, f: impl Fn([u32; N]) -> u32) -> Res<()> {
        let (mut rows, mut bufs) = ([BUILT; N], [None; N]);
        self.sources(&mut rows, &mut bufs)?;
        self.no_output_mods()?;
        let dst = self.vgpr(256 + self.f.vdst, 1)?;
        if self.wmask == u64::MAX && matches!(self.ext, Ext::None) {
            let in_place = rows.map(|r| (r != BUILT).then_some(r));
            if let Some((srows, d)) = self.w.vgpr.split_rows(in_place, dst) {
                let src: [&L32; N] = std::array::from_fn(|i| match (srows[i], &bufs[i]) {
                    (Some(r), _) => r,
                    (None, Some(b)) => b,
                    (None, None) => &[0; LANES],
                });
                for l in 0..LANES {
                    d[l] = f(std::array::from_fn(|i| src[i][l]));
                }
                return Ok(());
            }
        }
        let mut d = [0u32; LANES];
        {
            let src: [&L32; N] = std::array::from_fn(|i| match &bufs[i] {
                Some(b) => b,
                None => self.w.vgpr.lanes(rows[i]),
            });
            for l in 0..LANES {
                d[l] = f(std::array::from_fn(|i| src[i][l]));
            }
        }
        self.write32(&d)
    }

    /// Source `i` as 64 bits a lane (a VGPR pair or a 64-bit scalar value).
    pub fn src64(&self, i: usize) -> Res<L64> {
        let ty = self.s.src[i];
        let code = self.f.src[i];
        let (clear, flip) = self.mods(i, ty)?;
        if code >= 256 {
            let r = self.vgpr(code, 2)?;
            let (lo, hi) = (self.w.vgpr.lanes(r), self.w.vgpr.lanes(r + 1));
            let mut out = [0u64; LANES];
            for l in 0..LANES {
                out[l] = ((lo[l] as u64 | (hi[l] as u64) << 32) & !clear) ^ flip;
            }
            Ok(out)
        } else {
            Ok([(self.scalar(code, ty)? & !clear) ^ flip; LANES])
        }
    }

    /// The lane mask a carry-in or select reads: VCC in the 32-bit
    /// encodings, SRC2 (an SGPR pair) in VOP3.
    pub fn mask_in(&self) -> Res<u64> {
        if self.vop3() {
            let code = self.f.src[2];
            if code >= 256 {
                return unsupported(why::OPERAND);
            }
            self.scalar(code, Ty::Mask)
        } else {
            Ok(self.w.state.vcc())
        }
    }

    /// The destination register's lanes as a source (`v_mac_*`).
    pub fn dst_in32(&self) -> Res<L32> {
        let r = self.vgpr(256 + self.f.vdst, 1)?;
        Ok(*self.w.vgpr.lanes(r))
    }

    // ---- destinations ----

    /// Writes `vals` to the VGPR destination in the lanes EXEC enables.
    pub fn put32(&mut self, vals: &L32) -> Res<()> {
        self.no_output_mods()?;
        self.write32(vals)
    }

    /// [`Ctx::put32`] for a float result: the output modifier and `clamp`
    /// apply first (f32).
    pub fn put_f32(&mut self, vals: &mut L32) -> Res<()> {
        let (omod, clamp) = (self.f.omod, self.f.clamp);
        if omod != 0 || clamp {
            let keep = self.denorm32().1;
            for v in vals.iter_mut() {
                *v = float::out_mods32(*v, omod, clamp, keep);
            }
        }
        self.write32(vals)
    }

    #[inline]
    pub(super) fn write32(&mut self, vals: &L32) -> Res<()> {
        let r = self.vgpr(256 + self.f.vdst, 1)?;
        let (mask, ext) = (self.wmask, self.ext);
        let d = self.w.vgpr.lanes_mut(r);
        if let Ext::Sdwa(s) = ext {
            for (l, (d, &v)) in d.iter_mut().zip(vals.iter()).enumerate() {
                if mask >> l & 1 != 0 {
                    *d = s.place(v, *d);
                }
            }
            return Ok(());
        }
        if mask == u64::MAX {
            // Every lane written (the common case): a plain copy, which the
            // per-lane test below keeps the compiler from vectorizing.
            *d = *vals;
            return Ok(());
        }
        for (l, (d, &v)) in d.iter_mut().zip(vals.iter()).enumerate() {
            if mask >> l & 1 != 0 {
                *d = v;
            }
        }
        Ok(())
    }

    /// Writes 64-bit `vals` to the destination pair in the lanes EXEC enables.
    pub fn put64(&mut self, vals: &L64) -> Res<()> {
        self.no_output_mods()?;
        self.write64(vals)
    }

    /// [`Ctx::put64`] for an f64 result (output modifier and `clamp`).
    pub fn put_f64(&mut self, vals: &mut L64) -> Res<()> {
        let (omod, clamp) = (self.f.omod, self.f.clamp);
        if omod != 0 || clamp {
            let keep = self.denorm64().1;
            for v in vals.iter_mut() {
                *v = float::out_mods64(*v, omod, clamp, keep);
            }
        }
        self.write64(vals)
    }

    pub(super) fn write64(&mut self, vals: &L64) -> Res<()> {
        let r = self.vgpr(256 + self.f.vdst, 2)?;
        let mask = self.wmask;
        for half in 0..2 {
            let d = self.w.vgpr.lanes_mut(r + half);
            for (l, (d, &v)) in d.iter_mut().zip(vals.iter()).enumerate() {
                if mask >> l & 1 != 0 {
                    *d = (v >> (32 * half)) as u32;
                }
            }
        }
        Ok(())
    }

    /// Integer rows take no output modifier, and `clamp` only where their
    /// row implements it.
    pub(super) fn no_output_mods(&self) -> Res<()> {
        if self.f.omod != 0 || self.f.clamp {
            return unsupported(why::INT_CLAMP);
        }
        Ok(())
    }

    /// Writes a scalar destination (`v_readlane_b32`, `v_readfirstlane_b32`):
    /// the VDST field holds the SGPR code.
    pub fn put_sgpr(&mut self, v: u32) -> Res<()> {
        let c = self.f.vdst as usize;
        if c >= 128 {
            return Err(Fault(ErrorKind::IllegalOperand, c as u64));
        }
        self.w.state.sgpr[c] = v;
        Ok(())
    }

    /// Writes a lane mask result (a compare or a carry-out): lanes outside
    /// EXEC (and lanes DPP does not write) read 0. VCC in the 32-bit
    /// encodings; in VOP3 the SDST field (VOP3b) or the VDST field (VOPC's
    /// VOP3 form); a gfx9 SDWA compare's SDST when its SD bit is set.
    pub fn put_mask(&mut self, bits: u64) -> Res<()> {
        let bits = bits & self.wmask;
        let sdst = self.ext.sdst();
        if self.vop3() || sdst.is_some() {
            let c = if let Some(c) = sdst {
                c as u16
            } else if vop::is_vop3b(&self.s) {
                self.f.sdst as u16
            } else {
                self.f.vdst
            };
            if c >= 127 && c != operand::code::EXEC_LO as u16 {
                return Err(Fault(ErrorKind::IllegalOperand, c as u64));
            }
            self.w.state.write64(c as u8, bits);
        } else {
            self.w.state.set_vcc(bits);
        }
        if self.s.flags & vf::CMPX != 0 {
            self.w.state.set_exec(bits);
        }
        Ok(())
    }

    // ---- lane loops: one for each operand pattern ----

    /// D = f(S0) over 32-bit lanes.
    #[inline(always)]
    pub fn v1(&mut self, f: impl Fn(u32) -> u32) -> Res<()> {
        self.map32(|[a]| f(a))
    }

    /// D = f(S0, S1) over 32-bit lanes.
    #[inline(always)]
    pub fn v2(&mut self, f: impl Fn(u32, u32) -> u32) -> Res<()> {
        self.map32(|[a, b]| f(a, b))
    }

    /// D = f(S0, S1, S2) over 32-bit lanes.
    #[inline(always)]
    pub fn v3(&mut self, f: impl Fn(u32, u32, u32) -> u32) -> Res<()> {
        self.map32(|[a, b, c]| f(a, b, c))
    }

    /// D = f(lane, S0, S1) over 32-bit lanes, for rows that read the lane
    /// number (`v_mbcnt_*`).
    pub fn v2_lane(&mut self, f: impl Fn(usize, u32, u32) -> u32) -> Res<()> {
        let d = self.with32(|[a, b]| std::array::from_fn(|l| f(l, a[l], b[l])))?;
        self.put32(&d)
    }

    /// D = f(S0, S1) where S1 and D are 64 bits and S0 is 32 (the
    /// reversed 64-bit shifts).
    pub fn w_shift(&mut self, f: impl Fn(u32, u64) -> u64) -> Res<()> {
        let (a, b) = (self.src32(0)?, self.src64(1)?);
        let mut d = [0u64; LANES];
        for l in 0..LANES {
            d[l] = f(a[l], b[l]);
        }
        self.put64(&d)
    }

    /// The 32-bit S0, S1 with carry-in and carry-out: `f(a, b, carry_in)`
    /// gives (D, carry_out); the carry-in is the mask input for rows that
    /// read one and `false` for the others.
    pub fn carry(&mut self, f: impl Fn(u32, u32, bool) -> (u32, bool)) -> Res<()> {
        let (a, b) = (self.src32(0)?, self.src32(1)?);
        let cin = if self.s.flags & vf::MASK_IN != 0 {
            self.mask_in()?
        } else {
            0
        };
        // VOP3 clamp on the add/sub rows without a carry-in saturates the
        // unsigned result: a carry gives all ones, a borrow 0 (the carry-out
        // is written as it is). docs/semantics.md §11.14 "Integer clamp".
        let clamp = self.f.clamp;
        if self.f.omod != 0 || (clamp && self.s.flags & vf::MASK_IN != 0) {
            return unsupported(why::INT_CLAMP);
        }
        let sat = if self.op.mnemonic().contains("sub") {
            0
        } else {
            u32::MAX
        };
        let (mut d, mut cout) = ([0u32; LANES], 0u64);
        for l in 0..LANES {
            let (v, c) = f(a[l], b[l], cin >> l & 1 != 0);
            d[l] = if clamp && c { sat } else { v };
            cout |= (c as u64) << l;
        }
        self.write32(&d)?;
        if self.s.flags & vf::CARRY_OUT != 0 {
            self.put_mask(cout)?;
        }
        Ok(())
    }

    /// A compare of 32-bit sources.
    pub fn cmp32(&mut self, f: impl Fn(u32, u32) -> bool) -> Res<()> {
        let bits = self.with32(|[a, b]| {
            let mut bits = 0u64;
            for l in 0..LANES {
                bits |= (f(a[l], b[l]) as u64) << l;
            }
            bits
        })?;
        self.put_mask(bits)
    }

    /// A compare of 64-bit sources.
    pub fn cmp64(&mut self, f: impl Fn(u64, u64) -> bool) -> Res<()> {
        let (a, b) = (self.src64(0)?, self.src64(1)?);
        let mut bits = 0u64;
        for l in 0..LANES {
            bits |= (f(a[l], b[l]) as u64) << l;
        }
        self.put_mask(bits)
    }

    /// D = f(S0) over f32 lanes, denormals as MODE says.
    pub fn f1(&mut self, f: impl Fn(f32) -> f32) -> Res<()> {
        self.nearest()?;
        let (inp, out) = self.denorm32();
        let mut d = self.with32(|[a]| a.map(|a| float::out32(f(float::in32(a, inp)), out)))?;
        self.put_f32(&mut d)
    }

    /// D = f(S0, S1) over f32 lanes.
    pub fn f2(&mut self, f: impl Fn(f32, f32) -> f32) -> Res<()> {
        self.nearest()?;
        let (inp, out) = self.denorm32();
        let mut d = self.with32(|[a, b]| {
            std::array::from_fn(|l| {
                float::out32(f(float::in32(a[l], inp), float::in32(b[l], inp)), out)
            })
        })?;
        self.put_f32(&mut d)
    }

    /// D = f(a, b, c) over f32 lanes, the three operands given.
    pub fn f3_of(
        &mut self,
        a: &L32,
        b: &L32,
        c: &L32,
        f: impl Fn(f32, f32, f32) -> f32,
    ) -> Res<()> {
        self.nearest()?;
        let (inp, out) = self.denorm32();
        let mut d = [0u32; LANES];
        for l in 0..LANES {
            let (x, y, z) = (
                float::in32(a[l], inp),
                float::in32(b[l], inp),
                float::in32(c[l], inp),
            );
            d[l] = float::out32(f(x, y, z), out);
        }
        self.put_f32(&mut d)
    }

    /// D = f(S0, S1, S2) over f32 lanes.
    pub fn f3(&mut self, f: impl Fn(f32, f32, f32) -> f32) -> Res<()> {
        let (a, b, c) = (self.src32(0)?, self.src32(1)?, self.src32(2)?);
        self.f3_of(&a, &b, &c, f)
    }

    /// D = f(S0) from f32 lanes to 32-bit integer lanes (conversions).
    pub fn f_to_u(&mut self, f: impl Fn(f32) -> u32) -> Res<()> {
        let inp = self.denorm32().0;
        let a = self.src32(0)?;
        if self.f.omod != 0 {
            return unsupported(why::INT_CLAMP);
        }
        let d = a.map(|a| f(float::in32(a, inp)));
        self.write32(&d)
    }

    /// D = f(S0) from 32-bit integer lanes to f32 lanes (conversions).
    pub fn u_to_f(&mut self, f: impl Fn(u32) -> f32) -> Res<()> {
        self.nearest()?;
        let out = self.denorm32().1;
        let a = self.src32(0)?;
        let mut d = a.map(|a| float::out32(f(a), out));
        self.put_f32(&mut d)
    }

    /// A compare of f32 sources (denormal inputs as MODE says).
    pub fn cmpf32(&mut self, f: impl Fn(f32, f32) -> bool) -> Res<()> {
        let inp = self.denorm32().0;
        self.cmp32(|a, b| f(float::in32(a, inp), float::in32(b, inp)))
    }

    /// D = f(S0, S1) over f64 lanes.
    pub fn d2(&mut self, f: impl Fn(f64, f64) -> f64) -> Res<()> {
        self.nearest()?;
        let (inp, out) = self.denorm64();
        let (a, b) = (self.src64(0)?, self.src64(1)?);
        let mut d = [0u64; LANES];
        for l in 0..LANES {
            d[l] = float::out64(f(float::in64(a[l], inp), float::in64(b[l], inp)), out);
        }
        self.put_f64(&mut d)
    }

    /// D = f(S0, S1, S2) over f64 lanes.
    pub fn d3(&mut self, f: impl Fn(f64, f64, f64) -> f64) -> Res<()> {
        self.nearest()?;
        let (inp, out) = self.denorm64();
        let (a, b, c) = (self.src64(0)?, self.src64(1)?, self.src64(2)?);
        let mut d = [0u64; LANES];
        for l in 0..LANES {
            let (x, y, z) = (
                float::in64(a[l], inp),
                float::in64(b[l], inp),
                float::in64(c[l], inp),
            );
            d[l] = float::out64(f(x, y, z), out);
        }
        self.put_f64(&mut d)
    }

    /// A compare of f64 sources.
    pub fn cmpf64(&mut self, f: impl Fn(f64, f64) -> bool) -> Res<()> {
        let inp = self.denorm64().0;
        self.cmp64(|a, b| f(float::in64(a, inp), float::in64(b, inp)))
    }
}

/// A source whose lanes [`Ctx::sources`] built rather than reading a row.
const BUILT: usize = usize::MAX;

/// The fields of a VALU instruction in a plain encoding (VOP1, VOP2, VOPC,
/// VOP3, VOP3P) of row shape `s`, as the lane loops read them.
pub(crate) fn plain_fields(
    arch: crate::isa::Arch,
    s: &VopShape,
    family: VectorFamily,
    word: u32,
    second: u32,
) -> Fields {
    let mut f = vop::fix_vop3b(arch, s, vop::fields(arch, family, word, second));
    if vop::is_vop3b(s) {
        // SDST sits where ABS and OP_SEL are in VOP3a.
        f.abs = 0;
        f.op_sel = 0;
    }
    f
}

/// VOP3 `op_sel` (gfx9): bits 0-2 pick the high half of a 16-bit source,
/// bit 3 writes the high half of a 16-bit result (docs/semantics.md §11.13
/// "op_sel"). A bit on an operand that is not 16 bits is refused.
fn check_op_sel(arch: crate::isa::Arch, s: &VopShape, op_sel: u8) -> Res<()> {
    let half = |t: Ty| matches!(t, Ty::F16 | Ty::B16);
    let ok = vop::takes_op_sel(arch, s)
        && (0..3).all(|i| op_sel >> i & 1 == 0 || half(s.src[i]))
        && (op_sel & 8 == 0 || half(s.dst));
    if ok {
        Ok(())
    } else {
        unsupported(why::OP_SEL)
    }
}
