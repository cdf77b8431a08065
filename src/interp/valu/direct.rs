//! The integer lane rows (`rows::lane_rows!`) run straight from the
//! interpreter's fast path (`interp::fast`), without leaving it and without
//! building a [`super::Ctx`]: for a VALU-bound kernel the way to an
//! instruction's lane loop cost as much as the loop (docs/internals.md §4).
//!
//! Only the plainest instructions come here, as [`eligible`] decides when
//! the fast path is built: a VOP1, VOP2 or VOP3 encoding with no modifier
//! (abs, neg, clamp, omod, op_sel), sources that are VGPRs, SGPRs or
//! constants. [`run`] declines (returns `false`, having changed nothing)
//! whatever else could differ from the general path: a VGPR past the
//! allocation, GPR index mode, fields packed for another generation. The
//! general path then runs the instruction and reports any fault, so both
//! give the same results and errors at the same PC.

use super::ctx::{constant, L32};
use super::rows::{
    bfe_i, bfe_u, ffbh_i, i24, lane_rows, lerp_u8, med3_i, med3_u, perm, sad_bytes, u24,
};
use super::sad;
use crate::interp::{oflag, Op};
use crate::isa::shape::Ty;
use crate::isa::vector::VectorFamily;
use crate::isa::Opcode;
use crate::state::vgpr::LANES;
use crate::state::Wave;

/// The number of sources of `op`'s lane row, if it has one.
fn arity(op: Opcode) -> Option<usize> {
    macro_rules! arity_arms {
        ($($($name:ident)|+ => $n:ident ($f:expr);)*) => {
            match op {
                $($(Opcode::$name)|+ => Some(sources!($n)),)*
                _ => None,
            }
        };
    }
    macro_rules! sources {
        (v1) => {
            1
        };
        (v2) => {
            2
        };
        (v3) => {
            3
        };
    }
    lane_rows!(arity_arms)
}

/// Whether the lowered op `o` may run straight: a lane row in a plain
/// encoding without modifiers, its fields packed at lowering, every source
/// a VGPR, an SGPR or a constant that reads as a 32-bit integer operand.
pub(crate) fn eligible(o: &Op) -> bool {
    use VectorFamily as F;
    let family = VectorFamily::ALL[(o.mf as usize) % VectorFamily::ALL.len()];
    if o.flags != oflag::VECTOR || o.b.r == 0 || !matches!(family, F::Vop1 | F::Vop2 | F::Vop3) {
        return false;
    }
    let (Some(n), Some(shape)) = (arity(o.op), crate::isa::vop::shape(o.op)) else {
        return false;
    };
    let f = super::packed_fields(o);
    let plain = f.abs | f.neg | f.op_sel == 0 && !f.clamp && f.omod == 0;
    plain
        && (0..n).all(|i| {
            let ty = shape.src[i];
            let int32 =
                ty.dwords() == 1 && !matches!(ty, Ty::F16 | Ty::B16 | Ty::V2F16 | Ty::V2B16);
            let c = f.src[i];
            int32 && (!(128..256).contains(&c) || constant(c as u8, Ty::B32, 0).is_some())
        })
}

/// Runs the eligible op `o` straight, or declines (`false`, nothing
/// changed): [`run`] compiled for the host, with AVX2 on an x86-64 host
/// that has it, so that the lane loops do 8 lanes an instruction (the
/// results are the same bits).
#[inline(never)]
pub(crate) fn run_on_host(o: &Op, w: &mut Wave) -> bool {
    #[cfg(target_arch = "x86_64")]
    if std::arch::is_x86_feature_detected!("avx2") {
        // SAFETY: the host has AVX2 (checked just above).
        return unsafe { run_avx2(o, w) };
    }
    run(o, w)
}

#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2")]
fn run_avx2(o: &Op, w: &mut Wave) -> bool {
    run(o, w)
}

/// Runs the eligible op `o` (see [`eligible`]), or declines.
#[inline(always)]
fn run(o: &Op, w: &mut Wave) -> bool {
    if o.b.r != w.state.arch as u8 + 1 || super::movrel::index_mode_on(w) {
        return false;
    }
    macro_rules! run_arms {
        ($($($name:ident)|+ => $n:ident ($f:expr);)*) => {
            match o.op {
                $($(Opcode::$name)|+ => $n(o, w, $f),)*
                _ => false,
            }
        };
    }
    lane_rows!(run_arms)
}

#[inline(always)]
fn v1(o: &Op, w: &mut Wave, f: impl Fn(u32) -> u32) -> bool {
    each(o, w, |[a]| f(a))
}

#[inline(always)]
fn v2(o: &Op, w: &mut Wave, f: impl Fn(u32, u32) -> u32) -> bool {
    each(o, w, |[a, b]| f(a, b))
}

#[inline(always)]
fn v3(o: &Op, w: &mut Wave, f: impl Fn(u32, u32, u32) -> u32) -> bool {
    each(o, w, |[a, b, c]| f(a, b, c))
}

/// D = f(S0..S(N-1)) over the lanes in EXEC, as `Ctx::map32` computes it,
/// from the fields `valu::pack_fields` stored in `o.b` (the literal in
/// `o.a.k`).
#[inline(always)]
fn each<const N: usize>(o: &Op, w: &mut Wave, f: impl Fn([u32; N]) -> u32) -> bool {
    let k = o.b.k;
    let codes = [k as u16, (k >> 16) as u16, (k >> 32) as u16];
    let dst = (k >> 48) as usize & 0xFF;
    let mut rows = [usize::MAX; N];
    let mut vals = [0u32; N];
    for i in 0..N {
        let c = codes[i];
        if c >= 256 {
            let r = c as usize - 256;
            if !w.vgpr.holds(r, 1) {
                return false;
            }
            rows[i] = r;
        } else if c < 128 {
            vals[i] = w.state.sgpr[c as usize];
        } else if let Some(v) = constant(c as u8, Ty::B32, o.a.k as u32) {
            vals[i] = v as u32;
        } else {
            return false;
        }
    }
    if !w.vgpr.holds(dst, 1) {
        return false;
    }
    let exec = w.state.exec();
    // Plain loops rather than `array::from_fn`, whose closures were not
    // inlined into the AVX2 copy (a call and a copy for every lane).
    let mut splat = [[0u32; LANES]; N];
    for i in 0..N {
        if rows[i] == usize::MAX {
            splat[i] = [vals[i]; LANES];
        }
    }
    let mut src: [&L32; N] = [&splat[0]; N];
    for i in 0..N {
        src[i] = match rows[i] {
            usize::MAX => &splat[i],
            r => w.vgpr.lanes(r),
        };
    }
    let mut d = [0u32; LANES];
    for l in 0..LANES {
        let mut x = [0u32; N];
        for i in 0..N {
            x[i] = src[i][l];
        }
        d[l] = f(x);
    }
    let out = w.vgpr.lanes_mut(dst);
    if exec == u64::MAX {
        *out = d;
    } else {
        for (l, (o, &v)) in out.iter_mut().zip(d.iter()).enumerate() {
            if exec >> l & 1 != 0 {
                *o = v;
            }
        }
    }
    true
}
