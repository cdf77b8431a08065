//! The vector ALU: VOP1, VOP2, VOPC, VOP3 and VOP3P instructions, with their
//! DPP and SDWA forms, over the 64 lanes of a wave (docs/semantics.md §11).
//!
//! The operand fetch (VGPR rows, scalar registers and constants broadcast to
//! every lane, DPP's lane permutation, SDWA's selects, VOP3's `op_sel` and
//! `abs`/`neg`), the lane loop and the EXEC-masked write-back (with `clamp`,
//! the output modifier, DPP's row/bank masks and SDWA's destination select)
//! are written once, in [`Ctx`] and `ext.rs`; `rows.rs` is the table of
//! operations, one line an opcode, each naming the lane function and the
//! operand pattern it runs with (packed rows: `packed.rs`).

mod ctx;
pub(crate) mod direct;
mod divide;
mod ext;
mod f16;
pub(crate) mod float;
mod lanes;
mod legacy;
mod movrel;
mod packed;
mod rows;
mod sad;

pub(crate) use ctx::{Ctx, Fault, Res};

use super::{Next, Op};
use crate::isa::vector::VectorFamily;
use crate::isa::vop::Fields;
use crate::isa::{Arch, Opcode};
use crate::state::Wave;

/// Whether the interpreter runs `op` (a VALU row with a line in the table).
pub(crate) fn executes(op: Opcode) -> bool {
    rows::has_row(op)
}

/// Runs the VALU instruction lowered into `o` (its words in `o.k` and
/// `o.a.k`, its encoding family in `o.mf`, a plain encoding's fields packed
/// in `o.b` by [`pack_fields`]).
pub(crate) fn exec(o: &Op, w: &mut Wave) -> Next {
    let family = VectorFamily::ALL[(o.mf as usize) % VectorFamily::ALL.len()];
    let pre = unpack_fields(o, w.state.arch);
    let mut c = match Ctx::new(w, o.op, family, (o.k, o.a.k as u32), pre) {
        Ok(c) => c,
        Err(Fault(kind, detail)) => return Next::Fault(kind, detail),
    };
    match rows::run(&mut c) {
        Ok(()) => Next::Seq,
        Err(Fault(kind, detail)) => Next::Fault(kind, detail),
    }
}

/// Reads a plain-encoding VALU instruction's fields once, when it is
/// lowered, into the op's spare source slot `b` (a vector op uses only `a`,
/// for its second word): `b.k` the register codes, `b.m` the modifier bits,
/// `b.r` the generation they were read for plus one. Decoding them at every
/// execution, and copying them about, was a quarter of the time of a simple
/// VALU instruction. DPP and SDWA forms are read at execution.
pub(crate) fn pack_fields(o: &mut Op, arch: Arch) {
    let family = VectorFamily::ALL[(o.mf as usize) % VectorFamily::ALL.len()];
    let Some(s) = crate::isa::vop::shape(o.op) else {
        return;
    };
    use VectorFamily as F;
    if !matches!(family, F::Vop1 | F::Vop2 | F::Vopc | F::Vop3 | F::Vop3p) {
        return;
    }
    let f = ctx::plain_fields(arch, &s, family, o.k, o.a.k as u32);
    let [s0, s1, s2] = f.src.map(u64::from);
    o.b.k = s0 | s1 << 16 | s2 << 32 | (f.vdst as u64) << 48;
    o.b.m = f.abs as u64
        | (f.neg as u64) << 8
        | (f.op_sel as u64) << 16
        | (f.op_sel_hi as u64) << 24
        | (f.sdst as u64) << 32
        | (f.omod as u64) << 40
        | (f.clamp as u64) << 48
        | (f.op as u64) << 52;
    o.b.r = arch as u8 + 1;
}

/// The fields [`pack_fields`] stored, if it did for `arch`.
#[inline(always)]
fn unpack_fields(o: &Op, arch: Arch) -> Option<Fields> {
    if o.b.r != arch as u8 + 1 {
        return None;
    }
    Some(packed_fields(o))
}

/// The fields [`pack_fields`] stored in `o`, for whichever generation.
#[inline(always)]
fn packed_fields(o: &Op) -> Fields {
    let (k, m) = (o.b.k, o.b.m);
    Fields {
        op: (m >> 52) as u16 & 0x3FF,
        vdst: (k >> 48) as u16,
        src: [k as u16, (k >> 16) as u16, (k >> 32) as u16],
        abs: m as u8,
        neg: (m >> 8) as u8,
        clamp: (m >> 48) & 1 != 0,
        omod: (m >> 40) as u8,
        op_sel: (m >> 16) as u8,
        op_sel_hi: (m >> 24) as u8,
        sdst: (m >> 32) as u8,
        unused: 0,
    }
}

/// The hardware's error bound for the rows whose result on the hardware is
/// an approximation (docs/semantics.md §11.4, §11.7-§11.9): gcnjit returns
/// one value inside that bound (the correctly rounded one where it can).
/// `None` for rows that are exact.
pub(crate) fn approximation(op: Opcode) -> Option<&'static str> {
    use Opcode as O;
    Some(match op {
        O::V_RCP_F32 | O::V_RCP_IFLAG_F32 | O::V_RSQ_F32 | O::V_SQRT_F32 => "1 ulp",
        O::V_RCP_CLAMP_F32 | O::V_RSQ_CLAMP_F32 => "1 ulp",
        O::V_EXP_F32 | O::V_LOG_F32 | O::V_LOG_CLAMP_F32 => "1 ulp",
        O::V_RCP_LEGACY_F32 | O::V_RSQ_LEGACY_F32 => "1 ulp",
        O::V_EXP_LEGACY_F32 | O::V_LOG_LEGACY_F32 => "not documented",
        O::V_EXP_F16 | O::V_LOG_F16 => "0.51 ulp",
        O::V_RCP_F16 | O::V_RSQ_F16 | O::V_SQRT_F16 => "not documented",
        O::V_RCP_F64 | O::V_RSQ_F64 | O::V_SQRT_F64 | O::V_RCP_CLAMP_F64 | O::V_RSQ_CLAMP_F64 => {
            "not documented"
        }
        O::V_SIN_F32 | O::V_COS_F32 | O::V_SIN_F16 | O::V_COS_F16 => "not documented",
        _ => return None,
    })
}
