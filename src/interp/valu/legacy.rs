//! gfx6/gfx7 rows kept for older graphics APIs (docs/semantics.md, "Legacy
//! rows"): the legacy reciprocal and reciprocal square root, `v_mullit_f32`
//! and `v_cvt_pkaccum_u8_f32`. Their special cases follow AMD's
//! Southern/Sea Islands manuals as CLRX's instruction notes spell them out.

use super::ctx::{Ctx, Fault, Res};
use super::float;
use crate::interp::why;
use crate::run::ErrorKind;
use crate::state::vgpr::LANES;

/// `v_rcp_legacy_f32`: 1/x, except that a zero input or an infinite
/// result gives a zero with the input's sign.
pub(super) fn rcp(a: f32) -> f32 {
    let zero = if a.is_sign_negative() { -0.0 } else { 0.0 };
    let r = 1.0 / a;
    if a == 0.0 || r.is_infinite() {
        zero
    } else {
        r
    }
}

/// `v_rsq_legacy_f32`: 1/sqrt(x), except that +infinity gives +0.
pub(super) fn rsq(a: f32) -> f32 {
    let r = (1.0 / (a as f64).sqrt()) as f32;
    if r == f32::INFINITY {
        0.0
    } else {
        r
    }
}

/// `v_mullit_f32`: S0 * S1 where S2 > 0 (NaN is not), +0 when S0 or S1 is
/// 0 (whatever the other is), -MAX_FLOAT where S2 is not above 0.
pub(super) fn mullit(a: f32, b: f32, c: f32) -> f32 {
    if c.is_nan() || c <= 0.0 {
        -f32::MAX
    } else if a == 0.0 || b == 0.0 {
        0.0
    } else {
        a * b
    }
}

/// `v_cvt_pkaccum_u8_f32`: S0 converted to an unsigned byte (rounded to
/// nearest even, clamped to [0, 255], NaN 0, as `v_cvt_pk_u8_f32`) into
/// byte S1[1:0] of the destination, whose other bytes stay.
pub(super) fn pkaccum(c: &mut Ctx) -> Res<()> {
    let inp = c.denorm32().0;
    let (a, b) = (c.src32(0)?, c.src32(1)?);
    let r = c.f.vdst as usize;
    if !c.w.vgpr.holds(r, 1) {
        return Err(Fault(ErrorKind::IllegalOperand, r as u64 | why::VGPR_BIT));
    }
    let old = *c.w.vgpr.lanes(r);
    let mut d = [0u32; LANES];
    for l in 0..LANES {
        let sh = 8 * (b[l] & 3);
        let byte = float::to_unorm(float::in32(a[l], inp) as f64, 255.0);
        d[l] = (old[l] & !(0xFF << sh)) | byte << sh;
    }
    c.put32(&d)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn special_cases() {
        assert_eq!(rcp(-0.0).to_bits(), (-0.0f32).to_bits());
        assert_eq!(rcp(f32::INFINITY), 0.0);
        assert_eq!(
            rcp(f32::from_bits(1)).to_bits(),
            0,
            "1/denormal overflows to +0"
        );
        assert_eq!(rcp(4.0), 0.25);
        assert_eq!(rsq(0.0), 0.0);
        assert_eq!(rsq(4.0), 0.5);
        assert_eq!(mullit(0.0, f32::INFINITY, 1.0), 0.0);
        assert_eq!(mullit(2.0, 3.0, f32::NAN), -f32::MAX);
        assert_eq!(mullit(2.0, 3.0, 0.5), 6.0);
    }
}
