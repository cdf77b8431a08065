//! SOPC: `SCC = op(S0, S1)` (the compares come from the table in `alu.rs`),
//! plus S_SETVSKIP and S_SET_GPR_IDX_ON.

use super::alu::{alu_match, alu_ops};
use super::{sem, Next, Op};
use crate::isa::operand::code;
use crate::isa::Opcode;
use crate::state::{hwreg, WaveState};

/// MODE.VSKIP and MODE.GPR_IDX_EN.
const MODE_VSKIP: u32 = 1 << 28;
const MODE_GPR_IDX_EN: u32 = 1 << 27;

#[inline(always)]
pub(super) fn exec(op: Opcode, o: &Op, st: &mut WaveState) -> Next {
    alu_ops!(alu_match!(op, o, st;
        Opcode::S_SETVSKIP => {
            let (a, b) = (o.a.r32(st), o.b.r32(st));
            let m = &mut st.hwreg[hwreg::MODE];
            *m = (*m & !MODE_VSKIP) | (((a >> (b & 31)) & 1) << 28);
        }
        Opcode::S_SET_GPR_IDX_ON => {
            let a = o.a.r32(st);
            st.hwreg[hwreg::MODE] |= MODE_GPR_IDX_EN;
            let m0 = &mut st.sgpr[code::M0 as usize];
            *m0 = (*m0 & 0xFFFF_0F00) | (a & 0xFF) | ((o.k & 0xF) << 12);
        }
        _ => {}
    ));
    Next::Seq
}
