//! SOP1: `D = op(S0)`, including the PC, EXEC-save, relative-addressing and join
//! instructions.

use super::sem::{self, SaveExec};
use super::{Next, Op};
use crate::isa::Opcode;
use crate::run::ErrorKind;
use crate::state::{hwreg, WaveState};

/// `D = old EXEC; EXEC = f(S0, old)`; SCC from the new EXEC; EXEC is written
/// before D, so SDST = EXEC ends with the old value (docs/semantics.md §9.9).
#[inline(always)]
fn saveexec(o: &Op, st: &mut WaveState, f: SaveExec) {
    let s0 = o.a.r64(st);
    let old = st.exec();
    let new = sem::saveexec(f, s0, old);
    st.scc = (new != 0) as u32;
    st.set_exec(new);
    st.write64(o.d, old);
}

/// `EXEC = f(S0, old); D = EXEC`.
#[inline(always)]
fn wrexec(o: &Op, st: &mut WaveState, f: SaveExec) {
    let s0 = o.a.r64(st);
    let new = sem::saveexec(f, s0, st.exec());
    st.scc = (new != 0) as u32;
    st.set_exec(new);
    st.write64(o.d, new);
}

#[inline(always)]
pub(super) fn exec(op: Opcode, o: &Op, st: &mut WaveState, pc: u64) -> Next {
    use Opcode::*;
    let d = o.d();
    let scc = st.scc != 0;
    macro_rules! ns32 {
        ($e:expr) => {{
            let a = o.a.r32(st);
            st.sgpr[d] = $e(a);
        }};
    }
    macro_rules! nz32 {
        ($e:expr) => {{
            let a = o.a.r32(st);
            let v: u32 = $e(a);
            st.sgpr[d] = v;
            st.scc = (v != 0) as u32;
        }};
    }
    macro_rules! nz64 {
        ($e:expr) => {{
            let a = o.a.r64(st);
            let v: u64 = $e(a);
            st.write64(o.d, v);
            st.scc = (v != 0) as u32;
        }};
    }
    // 64-bit source, 32-bit result.
    macro_rules! n64to32 {
        ($e:expr, $setscc:expr) => {{
            let a = o.a.r64(st);
            let v: u32 = $e(a);
            st.sgpr[d] = v;
            if $setscc {
                st.scc = (v != 0) as u32;
            }
        }};
    }
    match op {
        S_MOV_B32 | S_MOV_REGRD_B32 | S_MOV_FED_B32 => ns32!(|a| a),
        S_MOV_B64 => {
            let v = o.a.r64(st);
            st.write64(o.d, v);
        }
        S_CMOV_B32 if scc => ns32!(|a| a),
        S_CMOV_B64 if scc => {
            let v = o.a.r64(st);
            st.write64(o.d, v);
        }
        S_NOT_B32 => nz32!(|a: u32| !a),
        S_NOT_B64 => nz64!(|a: u64| !a),
        S_WQM_B32 => nz32!(sem::s_wqm_b32),
        S_WQM_B64 => nz64!(sem::s_wqm_b64),
        S_BREV_B32 => ns32!(u32::reverse_bits),
        S_BREV_B64 => {
            let v = o.a.r64(st).reverse_bits();
            st.write64(o.d, v);
        }
        S_BCNT0_I32_B32 => nz32!(|a: u32| a.count_zeros()),
        S_BCNT0_I32_B64 => n64to32!(|a: u64| a.count_zeros(), true),
        S_BCNT1_I32_B32 => nz32!(|a: u32| a.count_ones()),
        S_BCNT1_I32_B64 => n64to32!(|a: u64| a.count_ones(), true),
        S_FF0_I32_B32 => ns32!(sem::s_ff0_i32_b32),
        S_FF0_I32_B64 => n64to32!(sem::s_ff0_i32_b64, false),
        S_FF1_I32_B32 => ns32!(sem::s_ff1_i32_b32),
        S_FF1_I32_B64 => n64to32!(sem::s_ff1_i32_b64, false),
        S_FLBIT_I32_B32 => ns32!(sem::s_flbit_i32_b32),
        S_FLBIT_I32_B64 => n64to32!(sem::s_flbit_i32_b64, false),
        S_FLBIT_I32 => ns32!(sem::s_flbit_i32),
        S_FLBIT_I32_I64 => n64to32!(sem::s_flbit_i32_i64, false),
        S_SEXT_I32_I8 => ns32!(|a| sem::sext_from32(a, 8)),
        S_SEXT_I32_I16 => ns32!(|a| sem::sext_from32(a, 16)),
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
        S_AND_SAVEEXEC_B64 => saveexec(o, st, SaveExec::And),
        S_OR_SAVEEXEC_B64 => saveexec(o, st, SaveExec::Or),
        S_XOR_SAVEEXEC_B64 => saveexec(o, st, SaveExec::Xor),
        S_ANDN2_SAVEEXEC_B64 => saveexec(o, st, SaveExec::Andn2),
        S_ORN2_SAVEEXEC_B64 => saveexec(o, st, SaveExec::Orn2),
        S_NAND_SAVEEXEC_B64 => saveexec(o, st, SaveExec::Nand),
        S_NOR_SAVEEXEC_B64 => saveexec(o, st, SaveExec::Nor),
        S_XNOR_SAVEEXEC_B64 => saveexec(o, st, SaveExec::Xnor),
        S_ANDN1_SAVEEXEC_B64 => saveexec(o, st, SaveExec::Andn1),
        S_ORN1_SAVEEXEC_B64 => saveexec(o, st, SaveExec::Orn1),
        S_ANDN1_WREXEC_B64 => wrexec(o, st, SaveExec::Andn1),
        S_ANDN2_WREXEC_B64 => wrexec(o, st, SaveExec::Andn2),
        S_QUADMASK_B32 => nz32!(sem::s_quadmask_b32),
        S_QUADMASK_B64 => nz64!(sem::s_quadmask_b64),
        S_ABS_I32 => nz32!(sem::s_abs_i32),
        S_BITREPLICATE_B64_B32 => {
            let v = sem::s_bitreplicate_b64_b32(o.a.r32(st));
            st.write64(o.d, v);
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
    }
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
