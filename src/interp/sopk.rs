//! SOPK: `D = op(D, SIMM16)`; the register named by SDST is a source for the
//! compares, ADDK/MULK, SETREG and I_FORK.

use super::sem::{self, Hwreg};
use super::{fork, hwreg_read, hwreg_write, Next, Op, NO_TARGET};
use crate::isa::Opcode;
use crate::state::WaveState;

#[inline(always)]
pub(super) fn exec(op: Opcode, o: &Op, st: &mut WaveState, pc: u64) -> Next {
    use Opcode::*;
    let d = o.d();
    let r = st.sgpr[d];
    let sk = o.sk();
    let zk = o.k & 0xFFFF;
    macro_rules! cmp {
        ($c:expr) => {{
            st.scc = ($c) as u32;
        }};
    }
    match op {
        S_MOVK_I32 => st.sgpr[d] = sk,
        S_CMOVK_I32 if st.scc != 0 => st.sgpr[d] = sk,
        S_CMPK_EQ_I32 => cmp!(r as i32 == sk as i32),
        S_CMPK_LG_I32 => cmp!(r as i32 != sk as i32),
        S_CMPK_GT_I32 => cmp!(r as i32 > sk as i32),
        S_CMPK_GE_I32 => cmp!(r as i32 >= sk as i32),
        S_CMPK_LT_I32 => cmp!((r as i32) < sk as i32),
        S_CMPK_LE_I32 => cmp!(r as i32 <= sk as i32),
        S_CMPK_EQ_U32 => cmp!(r == zk),
        S_CMPK_LG_U32 => cmp!(r != zk),
        S_CMPK_GT_U32 => cmp!(r > zk),
        S_CMPK_GE_U32 => cmp!(r >= zk),
        S_CMPK_LT_U32 => cmp!(r < zk),
        S_CMPK_LE_U32 => cmp!(r <= zk),
        S_ADDK_I32 => {
            let (v, c) = sem::s_addk_i32(r, o.k as u16);
            st.sgpr[d] = v;
            st.scc = c as u32;
        }
        S_MULK_I32 => st.sgpr[d] = sem::s_mulk_i32(r, o.k as u16),
        S_CBRANCH_I_FORK => {
            let mask = st.read64(o.d);
            let next = pc.wrapping_add(4);
            let target = next.wrapping_add((sk as i32 as i64 * 4) as u64);
            return fork(st, mask, target, next);
        }
        S_GETREG_B32 | S_GETREG_REGRD_B32 => {
            let h = Hwreg::from_simm16(o.k as u16);
            st.sgpr[d] = sem::getreg(hwreg_read(st, h.id), h);
        }
        S_SETREG_B32 => hwreg_write(st, Hwreg::from_simm16(o.k as u16), r),
        S_SETREG_IMM32_B32 => {
            let v = o.b.r32(st);
            hwreg_write(st, Hwreg::from_simm16(o.k as u16), v)
        }
        S_CALL_B64 => {
            st.write64(o.d, pc.wrapping_add(4));
            return if o.t != NO_TARGET {
                Next::Goto(o.t)
            } else {
                Next::Jump(
                    pc.wrapping_add(4)
                        .wrapping_add((sk as i32 as i64 * 4) as u64),
                )
            };
        }
        _ => {}
    }
    Next::Seq
}
