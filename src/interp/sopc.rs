//! SOPC: `SCC = op(S0, S1)`, plus S_SETVSKIP and S_SET_GPR_IDX_ON.

use super::{Next, Op};
use crate::isa::operand::code;
use crate::isa::Opcode;
use crate::state::{hwreg, WaveState};

/// MODE.VSKIP and MODE.GPR_IDX_EN.
const MODE_VSKIP: u32 = 1 << 28;
const MODE_GPR_IDX_EN: u32 = 1 << 27;

#[inline(always)]
pub(super) fn exec(op: Opcode, o: &Op, st: &mut WaveState) -> Next {
    use Opcode::*;
    macro_rules! c32 {
        ($e:expr) => {{
            let (a, b) = (o.a.r32(st), o.b.r32(st));
            st.scc = $e(a, b) as u32;
        }};
    }
    match op {
        S_CMP_EQ_I32 | S_CMP_EQ_U32 => c32!(|a, b| a == b),
        S_CMP_LG_I32 | S_CMP_LG_U32 => c32!(|a, b| a != b),
        S_CMP_GT_I32 => c32!(|a: u32, b: u32| (a as i32) > (b as i32)),
        S_CMP_GE_I32 => c32!(|a: u32, b: u32| (a as i32) >= (b as i32)),
        S_CMP_LT_I32 => c32!(|a: u32, b: u32| (a as i32) < (b as i32)),
        S_CMP_LE_I32 => c32!(|a: u32, b: u32| (a as i32) <= (b as i32)),
        S_CMP_GT_U32 => c32!(|a: u32, b: u32| a > b),
        S_CMP_GE_U32 => c32!(|a: u32, b: u32| a >= b),
        S_CMP_LT_U32 => c32!(|a: u32, b: u32| a < b),
        S_CMP_LE_U32 => c32!(|a: u32, b: u32| a <= b),
        S_BITCMP0_B32 => c32!(|a: u32, b: u32| (a >> (b & 31)) & 1 == 0),
        S_BITCMP1_B32 => c32!(|a: u32, b: u32| (a >> (b & 31)) & 1 == 1),
        S_BITCMP0_B64 => {
            let (a, b) = (o.a.r64(st), o.b.r32(st));
            st.scc = ((a >> (b & 63)) & 1 == 0) as u32;
        }
        S_BITCMP1_B64 => {
            let (a, b) = (o.a.r64(st), o.b.r32(st));
            st.scc = ((a >> (b & 63)) & 1 == 1) as u32;
        }
        S_CMP_EQ_U64 => {
            let (a, b) = (o.a.r64(st), o.b.r64(st));
            st.scc = (a == b) as u32;
        }
        S_CMP_LG_U64 => {
            let (a, b) = (o.a.r64(st), o.b.r64(st));
            st.scc = (a != b) as u32;
        }
        S_SETVSKIP => {
            let (a, b) = (o.a.r32(st), o.b.r32(st));
            let m = &mut st.hwreg[hwreg::MODE];
            *m = (*m & !MODE_VSKIP) | (((a >> (b & 31)) & 1) << 28);
        }
        S_SET_GPR_IDX_ON => {
            let a = o.a.r32(st);
            st.hwreg[hwreg::MODE] |= MODE_GPR_IDX_EN;
            let m0 = &mut st.sgpr[code::M0 as usize];
            *m0 = (*m0 & 0xFFFF_0F00) | (a & 0xFF) | ((o.k & 0xF) << 12);
        }
        _ => {}
    }
    Next::Seq
}
