//! SOP2: `D = op(S0, S1)`. The ALU operations come from the table in
//! `alu.rs`; the two that branch or change hardware state are here.

use super::alu::{alu_match, alu_ops};
use super::{fork, sem, Next, Op};
use crate::isa::Opcode;
use crate::state::{hwreg, WaveState};

#[inline(always)]
pub(super) fn exec(op: Opcode, o: &Op, st: &mut WaveState, pc: u64) -> Next {
    alu_ops!(alu_match!(op, o, st;
        Opcode::S_CBRANCH_G_FORK => {
            let (mask, target) = (o.a.r64(st), o.b.r64(st));
            return fork(st, mask, target, pc.wrapping_add(4 * o.len as u64));
        }
        Opcode::S_RFE_RESTORE_B64 => {
            let (to, atc) = (o.a.r64(st), o.b.r32(st));
            let s = &mut st.hwreg[hwreg::STATUS];
            *s &= !(hwreg::STATUS_PRIV | 1 << 23);
            *s |= (atc & 1) << 23;
            return Next::Jump(to);
        }
        _ => {}
    ));
    Next::Seq
}
