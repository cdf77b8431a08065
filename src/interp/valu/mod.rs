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
mod divide;
mod ext;
mod f16;
pub(crate) mod float;
mod lanes;
mod legacy;
mod movrel;
mod packed;
mod rows;

pub(crate) use ctx::{Ctx, Fault, Res};

use super::{Next, Op};
use crate::isa::vector::VectorFamily;
use crate::isa::Opcode;
use crate::state::Wave;

/// Whether the interpreter runs `op` (a VALU row with a line in the table).
pub(crate) fn executes(op: Opcode) -> bool {
    rows::has_row(op)
}

/// Runs the VALU instruction lowered into `o` (its words in `o.k` and
/// `o.a.k`, its encoding family in `o.mf`).
pub(crate) fn exec(o: &Op, w: &mut Wave) -> Next {
    let family = VectorFamily::ALL[(o.mf as usize) % VectorFamily::ALL.len()];
    let mut c = match Ctx::new(w, o.op, family, o.k, o.a.k as u32) {
        Ok(c) => c,
        Err(Fault(kind, detail)) => return Next::Fault(kind, detail),
    };
    match rows::run(&mut c) {
        Ok(()) => Next::Seq,
        Err(Fault(kind, detail)) => Next::Fault(kind, detail),
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
