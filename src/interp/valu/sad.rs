//! The masked and quad sums of absolute differences: `v_msad_u8`,
//! `v_qsad_pk_u16_u8`, `v_mqsad_pk_u16_u8` and `v_mqsad_u32_u8`
//! (docs/semantics.md §11.21 "Sums of absolute differences"). The quad rows
//! read a 64-bit S0 (eight bytes), a 32-bit reference S1 and 64- or 128-bit
//! accumulators, so they have lane loops of their own here.

use super::ctx::{unsupported, Ctx, Res, L32};
use crate::interp::why;
use crate::state::vgpr::LANES;

/// The sum of `|src.byte[k] - reference.byte[k]|` over the four bytes; with
/// `masked`, the bytes where the reference is 0 add nothing.
#[inline(always)]
pub fn sad4(src: u32, reference: u32, masked: bool) -> u32 {
    (0..4)
        .map(|k| {
            let (s, r) = ((src >> (8 * k)) & 0xFF, (reference >> (8 * k)) & 0xFF);
            if masked && r == 0 {
                0
            } else {
                s.abs_diff(r)
            }
        })
        .sum()
}

/// Window `k` (0-3) of the eight bytes of S0: bytes k..k+3, the lowest
/// first (bits 8k+31:8k).
#[inline(always)]
fn window(s0: u64, k: u32) -> u32 {
    (s0 >> (8 * k)) as u32
}

impl Ctx<'_> {
    /// `v_qsad_pk_u16_u8` / `v_mqsad_pk_u16_u8`: field k (bits 16k+15:16k)
    /// of the 64-bit result is window k of S0 against the reference S1,
    /// plus field k of S2, truncated to 16 bits.
    pub fn qsad16(&mut self, masked: bool) -> Res<()> {
        let (s, r, acc) = (self.src64(0)?, self.src32(1)?, self.src64(2)?);
        let mut d = [0u64; LANES];
        for l in 0..LANES {
            let mut v = 0u64;
            for k in 0..4 {
                let a = (acc[l] >> (16 * k)) as u32 & 0xFFFF;
                let x = sad4(window(s[l], k), r[l], masked).wrapping_add(a) & 0xFFFF;
                v |= (x as u64) << (16 * k);
            }
            d[l] = v;
        }
        self.put64(&d)
    }

    /// `v_mqsad_u32_u8`: dword k of the 128-bit result is the masked SAD of
    /// window k of S0 against S1, plus dword k of S2, in 32 bits.
    pub fn mqsad32(&mut self) -> Res<()> {
        let (s, r, acc) = (self.src64(0)?, self.src32(1)?, self.src128(2)?);
        self.no_output_mods()?;
        let mut d = [[0u32; LANES]; 4];
        for (k, dk) in d.iter_mut().enumerate() {
            for l in 0..LANES {
                dk[l] = sad4(window(s[l], k as u32), r[l], true).wrapping_add(acc[k][l]);
            }
        }
        let first = self.vgpr(256 + self.f.vdst, 4)?;
        let mask = self.wmask;
        for (k, dk) in d.iter().enumerate() {
            let row = self.w.vgpr.lanes_mut(first + k);
            for (l, (o, &v)) in row.iter_mut().zip(dk.iter()).enumerate() {
                if mask >> l & 1 != 0 {
                    *o = v;
                }
            }
        }
        Ok(())
    }

    /// A 128-bit source as its four dwords a lane: four VGPRs (llvm-mc 14
    /// takes nothing else for this operand; another operand code is not
    /// executed).
    fn src128(&self, i: usize) -> Res<[L32; 4]> {
        let code = self.f.src[i];
        if code < 256 {
            return unsupported(why::OPERAND);
        }
        let r = self.vgpr(code, 4)?;
        Ok(std::array::from_fn(|k| *self.w.vgpr.lanes(r + k)))
    }
}
