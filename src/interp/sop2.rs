//! SOP2: `D = op(S0, S1)`.

use super::sem;
use super::{fork, Next, Op};
use crate::isa::Opcode;
use crate::state::{hwreg, WaveState};

#[inline(always)]
pub(super) fn exec(op: Opcode, o: &Op, st: &mut WaveState, pc: u64) -> Next {
    use Opcode::*;
    let d = o.d();
    // 32-bit result with SCC from the helper.
    macro_rules! sc32 {
        ($f:expr) => {{
            let (v, c) = $f(o.a.r32(st), o.b.r32(st));
            st.sgpr[d] = v;
            st.scc = c as u32;
        }};
    }
    // 32-bit result, SCC = D != 0.
    macro_rules! nz32 {
        ($e:expr) => {{
            let (a, b) = (o.a.r32(st), o.b.r32(st));
            let v: u32 = $e(a, b);
            st.sgpr[d] = v;
            st.scc = (v != 0) as u32;
        }};
    }
    // 32-bit result, SCC unchanged.
    macro_rules! ns32 {
        ($e:expr) => {{
            let (a, b) = (o.a.r32(st), o.b.r32(st));
            st.sgpr[d] = $e(a, b);
        }};
    }
    // 64-bit S0/S1/D, SCC = D != 0.
    macro_rules! nz64 {
        ($e:expr) => {{
            let (a, b) = (o.a.r64(st), o.b.r64(st));
            let v: u64 = $e(a, b);
            st.write64(d as u8, v);
            st.scc = (v != 0) as u32;
        }};
    }
    // 64-bit S0 and D, 32-bit S1, SCC = D != 0.
    macro_rules! nz64s {
        ($e:expr) => {{
            let (a, b) = (o.a.r64(st), o.b.r32(st));
            let v: u64 = $e(a, b);
            st.write64(d as u8, v);
            st.scc = (v != 0) as u32;
        }};
    }
    let scc = st.scc != 0;
    match op {
        S_ADD_U32 => sc32!(sem::s_add_u32),
        S_SUB_U32 => sc32!(sem::s_sub_u32),
        S_ADD_I32 => sc32!(sem::s_add_i32),
        S_SUB_I32 => sc32!(sem::s_sub_i32),
        S_ADDC_U32 => sc32!(|a, b| sem::s_addc_u32(a, b, scc)),
        S_SUBB_U32 => sc32!(|a, b| sem::s_subb_u32(a, b, scc)),
        S_MIN_I32 => sc32!(sem::s_min_i32),
        S_MIN_U32 => sc32!(sem::s_min_u32),
        S_MAX_I32 => sc32!(sem::s_max_i32),
        S_MAX_U32 => sc32!(sem::s_max_u32),
        S_CSELECT_B32 => ns32!(|a, b| if scc { a } else { b }),
        S_CSELECT_B64 => {
            let v = if scc { o.a.r64(st) } else { o.b.r64(st) };
            st.write64(d as u8, v);
        }
        S_AND_B32 => nz32!(|a, b| a & b),
        S_OR_B32 => nz32!(|a, b| a | b),
        S_XOR_B32 => nz32!(|a, b| a ^ b),
        S_ANDN2_B32 => nz32!(|a: u32, b: u32| a & !b),
        S_ORN2_B32 => nz32!(|a: u32, b: u32| a | !b),
        S_NAND_B32 => nz32!(|a: u32, b: u32| !(a & b)),
        S_NOR_B32 => nz32!(|a: u32, b: u32| !(a | b)),
        S_XNOR_B32 => nz32!(|a: u32, b: u32| !(a ^ b)),
        S_AND_B64 => nz64!(|a, b| a & b),
        S_OR_B64 => nz64!(|a, b| a | b),
        S_XOR_B64 => nz64!(|a, b| a ^ b),
        S_ANDN2_B64 => nz64!(|a: u64, b: u64| a & !b),
        S_ORN2_B64 => nz64!(|a: u64, b: u64| a | !b),
        S_NAND_B64 => nz64!(|a: u64, b: u64| !(a & b)),
        S_NOR_B64 => nz64!(|a: u64, b: u64| !(a | b)),
        S_XNOR_B64 => nz64!(|a: u64, b: u64| !(a ^ b)),
        S_LSHL_B32 => nz32!(sem::s_lshl_b32),
        S_LSHR_B32 => nz32!(sem::s_lshr_b32),
        S_ASHR_I32 => nz32!(sem::s_ashr_i32),
        S_LSHL_B64 => nz64s!(sem::s_lshl_b64),
        S_LSHR_B64 => nz64s!(sem::s_lshr_b64),
        S_ASHR_I64 => nz64s!(sem::s_ashr_i64),
        S_BFM_B32 => ns32!(sem::s_bfm_b32),
        S_BFM_B64 => {
            let v = sem::s_bfm_b64(o.a.r32(st), o.b.r32(st));
            st.write64(d as u8, v);
        }
        S_MUL_I32 => ns32!(sem::s_mul_i32),
        S_BFE_U32 => nz32!(sem::s_bfe_u32),
        S_BFE_I32 => nz32!(sem::s_bfe_i32),
        S_BFE_U64 => nz64s!(sem::s_bfe_u64),
        S_BFE_I64 => nz64s!(sem::s_bfe_i64),
        S_ABSDIFF_I32 => sc32!(sem::s_absdiff_i32),
        S_MUL_HI_U32 => ns32!(sem::s_mul_hi_u32),
        S_MUL_HI_I32 => ns32!(sem::s_mul_hi_i32),
        S_LSHL1_ADD_U32 => sc32!(|a, b| sem::s_lshl_add_u32(a, b, 1)),
        S_LSHL2_ADD_U32 => sc32!(|a, b| sem::s_lshl_add_u32(a, b, 2)),
        S_LSHL3_ADD_U32 => sc32!(|a, b| sem::s_lshl_add_u32(a, b, 3)),
        S_LSHL4_ADD_U32 => sc32!(|a, b| sem::s_lshl_add_u32(a, b, 4)),
        S_PACK_LL_B32_B16 => ns32!(sem::s_pack_ll_b32_b16),
        S_PACK_LH_B32_B16 => ns32!(sem::s_pack_lh_b32_b16),
        S_PACK_HH_B32_B16 => ns32!(sem::s_pack_hh_b32_b16),
        S_CBRANCH_G_FORK => {
            let (mask, target) = (o.a.r64(st), o.b.r64(st));
            return fork(st, mask, target, pc.wrapping_add(4 * o.len as u64));
        }
        S_RFE_RESTORE_B64 => {
            let (to, atc) = (o.a.r64(st), o.b.r32(st));
            let s = &mut st.hwreg[hwreg::STATUS];
            *s &= !(hwreg::STATUS_PRIV | 1 << 23);
            *s |= (atc & 1) << 23;
            return Next::Jump(to);
        }
        _ => {}
    }
    Next::Seq
}
