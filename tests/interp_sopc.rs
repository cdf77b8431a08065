//! SOPC semantics: hand-derived expected values from docs/semantics.md §4.

mod common;
use common::*;
use gcnjit::engine::Engine;
use gcnjit::isa::{Arch, Opcode, Opcode::*};
use gcnjit::state::hwreg::MODE;

fn c(a: Arch, e: Engine, op: Opcode, x: u32, y: u32, scc: u32) {
    Case::new(a, e)
        .s(1, x)
        .s(2, y)
        .scc(scc ^ 1)
        .i(sopc(a, op, 1, 2))
        .want_scc(scc)
        .check();
}

fn c64(a: Arch, e: Engine, op: Opcode, x: u64, y: u64, scc: u32) {
    Case::new(a, e)
        .s64(2, x)
        .s64(4, y)
        .scc(scc ^ 1)
        .i(sopc(a, op, 2, 4))
        .want_scc(scc)
        .check();
}

matrix!(s_cmp_32, all, |a, e| {
    for op in [S_CMP_EQ_I32, S_CMP_EQ_U32] {
        c(a, e, op, 5, 5, 1);
        c(a, e, op, 5, 6, 0);
    }
    for op in [S_CMP_LG_I32, S_CMP_LG_U32] {
        c(a, e, op, 5, 5, 0);
        c(a, e, op, 0xFFFF_FFFF, 6, 1);
    }
    c(a, e, S_CMP_GT_I32, 0, 0xFFFF_FFFF, 1);
    c(a, e, S_CMP_GT_U32, 0, 0xFFFF_FFFF, 0);
    c(a, e, S_CMP_GE_I32, 0x8000_0000, 0x8000_0000, 1);
    c(a, e, S_CMP_GE_I32, 0x8000_0000, 0, 0);
    c(a, e, S_CMP_GE_U32, 0x8000_0000, 0, 1);
    c(a, e, S_CMP_LT_I32, 0xFFFF_FFFF, 0, 1);
    c(a, e, S_CMP_LT_U32, 0xFFFF_FFFF, 0, 0);
    c(a, e, S_CMP_LE_I32, 7, 7, 1);
    c(a, e, S_CMP_LE_I32, 0, 0x8000_0000, 0);
    c(a, e, S_CMP_LE_U32, 0, 0x8000_0000, 1);
});
matrix!(s_bitcmp_masks_the_index, all, |a, e| {
    c(a, e, S_BITCMP0_B32, 0b100, 2, 0);
    c(a, e, S_BITCMP0_B32, 0b100, 33, 1);
    c(a, e, S_BITCMP1_B32, 0b100, 34, 1);
    c(a, e, S_BITCMP1_B32, 0b100, 1, 0);
    Case::new(a, e)
        .s64(2, 1 << 40)
        .s(4, 104)
        .i(sopc(a, S_BITCMP1_B64, 2, 4))
        .want_scc(1)
        .check();
    Case::new(a, e)
        .s64(2, 1 << 40)
        .s(4, 40)
        .i(sopc(a, S_BITCMP0_B64, 2, 4))
        .want_scc(0)
        .check();
    Case::new(a, e)
        .s64(2, 1 << 40)
        .s(4, 8)
        .i(sopc(a, S_BITCMP0_B64, 2, 4))
        .want_scc(1)
        .check();
});
matrix!(s_cmp_64, gfx8plus, |a, e| {
    c64(a, e, S_CMP_EQ_U64, 0x1_0000_0000, 0, 0);
    c64(a, e, S_CMP_EQ_U64, 0x1_0000_0000, 0x1_0000_0000, 1);
    c64(a, e, S_CMP_LG_U64, 0x1_0000_0000, 0, 1);
    c64(a, e, S_CMP_LG_U64, 3, 3, 0);
});
matrix!(s_setvskip, all, |a, e| {
    Case::new(a, e)
        .s(1, 4)
        .s(2, 34)
        .scc(1)
        .i(sopc(a, S_SETVSKIP, 1, 2))
        .want_hw(MODE, 1 << 28)
        .check();
    Case::new(a, e)
        .hw(MODE, 0xFFFF_FFFF)
        .s(1, 4)
        .s(2, 1)
        .i(sopc(a, S_SETVSKIP, 1, 2))
        .want_hw(MODE, 0xEFFF_FFFF)
        .check();
});
matrix!(s_set_gpr_idx_on, gfx8plus, |a, e| {
    Case::new(a, e)
        .s(M0, 0xFFFF_FFFF)
        .s(1, 0x1AB)
        .i(sopc(a, S_SET_GPR_IDX_ON, 1, 0x9))
        .want_s(M0, 0xFFFF_9FAB)
        .want_hw(MODE, 1 << 27)
        .check();
});
