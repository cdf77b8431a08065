//! SOP1: `D = op(S0)`, including the PC, EXEC-save, relative-addressing and join
//! instructions.

use super::sem;
use super::unary::{unary_match, unary_ops};
use super::{Next, Op};
use crate::isa::Opcode;
use crate::run::ErrorKind;
use crate::state::{hwreg, WaveState};

/// SOP1 ops: the one-source rows of the table in `unary.rs`, then the
/// moves and the ops that read D, the PC, M0 or the fork/join stack.
#[inline(always)]
pub(super) fn exec(op: Opcode, o: &Op, st: &mut WaveState, pc: u64) -> Next {
    use Opcode::*;
    let d = o.d();
    let scc = st.scc != 0;
    unary_ops!(unary_match!(op, o, st;
        S_MOV_B32 | S_MOV_REGRD_B32 | S_MOV_FED_B32 => st.sgpr[d] = o.a.r32(st),
        S_MOV_B64 => {
            let v = o.a.r64(st);
            st.write64(o.d, v);
        }
        S_CMOV_B32 if scc => st.sgpr[d] = o.a.r32(st),
        S_CMOV_B64 if scc => {
            let v = o.a.r64(st);
            st.write64(o.d, v);
        }
        S_BITSET0_B32 => {
            let a = o.a.r32(st);
            st.sgpr[d] &= !(1u32 << (a & 31));
        }
        S_BITSET1_B32 => {
            let a = o.a.r32(st);
            st.sgpr[d] |= 1u32 << (a & 31);
        }
        S_BITSET0_B64 => {
            let a = o.a.r32(st);
            let v = st.read64(o.d) & !(1u64 << (a & 63));
            st.write64(o.d, v);
        }
        S_BITSET1_B64 => {
            let a = o.a.r32(st);
            let v = st.read64(o.d) | (1u64 << (a & 63));
            st.write64(o.d, v);
        }
        S_GETPC_B64 => st.write64(o.d, pc.wrapping_add(4)),
        S_SETPC_B64 => return Next::Jump(o.a.r64(st)),
        S_SWAPPC_B64 => {
            let to = o.a.r64(st);
            st.write64(o.d, pc.wrapping_add(4));
            return Next::Jump(to);
        }
        S_RFE_B64 => {
            let to = o.a.r64(st);
            st.hwreg[hwreg::STATUS] &= !hwreg::STATUS_PRIV;
            return Next::Jump(to);
        }
        S_MOVRELS_B32 | S_MOVRELS_B64 | S_MOVRELD_B32 | S_MOVRELD_B64 => return movrel(o, st),
        S_CBRANCH_JOIN => {
            let saved = o.a.r32(st);
            if st.csp() != saved {
                let csp = st.csp().wrapping_sub(1) & 7;
                st.set_csp(csp);
                let k = (4 * csp) as u8;
                let exec = st.read64(k);
                let to = st.read64(k + 2);
                st.set_exec(exec);
                return Next::Jump(to);
            }
        }
        S_SET_GPR_IDX_IDX => {
            let a = o.a.r32(st);
            let m0 = &mut st.sgpr[crate::isa::operand::code::M0 as usize];
            *m0 = (*m0 & !0xFF) | (a & 0xFF);
        }
        _ => {}
    ));
    Next::Seq
}

/// S_MOVRELS/S_MOVRELD with M0 (docs/semantics.md §3): the base is the raw operand code,
/// which must be an SGPR; sources out of range read s0, destinations out of range
/// are not written; an odd 64-bit index is an illegal operand.
#[inline(never)]
fn movrel(o: &Op, st: &mut WaveState) -> Next {
    use Opcode::*;
    let n = st.arch.num_sgprs() as u64;
    let m0 = st.m0() as u64;
    let (base, wide) = match o.op {
        S_MOVRELS_B32 => (o.ac, false),
        S_MOVRELS_B64 => (o.ac, true),
        S_MOVRELD_B32 => (o.d, false),
        _ => (o.d, true),
    };
    if base as u64 >= n {
        return Next::Fault(ErrorKind::IllegalOperand, base as u64);
    }
    let i = base as u64 + m0;
    if wide && !i.is_multiple_of(2) {
        return Next::Fault(ErrorKind::IllegalOperand, i);
    }
    let get = |st: &WaveState, j: u64| {
        if j < n {
            st.sgpr[j as usize]
        } else {
            st.sgpr[0]
        }
    };
    match o.op {
        S_MOVRELS_B32 => {
            let v = get(st, i);
            st.sgpr[o.d()] = v;
        }
        S_MOVRELS_B64 => {
            let v = get(st, i) as u64 | (get(st, i + 1) as u64) << 32;
            st.write64(o.d, v);
        }
        S_MOVRELD_B32 => {
            let v = o.a.r32(st);
            if i < n {
                st.sgpr[i as usize] = v;
            }
        }
        _ => {
            let v = o.a.r64(st);
            if i + 1 < n {
                st.sgpr[i as usize] = v as u32;
                st.sgpr[i as usize + 1] = (v >> 32) as u32;
            }
        }
    }
    Next::Seq
}
