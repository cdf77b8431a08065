//! SOP1 semantics: hand-derived expected values from docs/semantics.md §3.

mod common;
use common::*;
use gcnjit::engine::Engine;
use gcnjit::isa::{Arch, Opcode, Opcode::*};
use gcnjit::ErrorKind;

/// `op s0, s1` with s1 = x; expects s0 = d and SCC out (SCC in = scc).
#[allow(clippy::too_many_arguments)]
fn un(a: Arch, e: Engine, op: Opcode, x: u32, scc: u32, d: u32, scc_out: u32) {
    Case::new(a, e)
        .s(1, x)
        .scc(scc)
        .i(sop1(a, op, 0, 1))
        .want_s(0, d)
        .want_scc(scc_out)
        .check();
}

/// `op s[0:1], s[2:3]`, 64-bit result.
fn un64(a: Arch, e: Engine, op: Opcode, x: u64, scc: u32, d: u64, scc_out: u32) {
    Case::new(a, e)
        .s64(2, x)
        .scc(scc)
        .i(sop1(a, op, 0, 2))
        .want_s64(0, d)
        .want_scc(scc_out)
        .check();
}

/// `op s0, s[2:3]`, 32-bit result from a 64-bit source.
fn un64to32(a: Arch, e: Engine, op: Opcode, x: u64, scc: u32, d: u32, scc_out: u32) {
    Case::new(a, e)
        .s64(2, x)
        .scc(scc)
        .i(sop1(a, op, 0, 2))
        .want_s(0, d)
        .want_scc(scc_out)
        .check();
}

matrix!(s_mov_cmov, all, |a, e| {
    un(a, e, S_MOV_B32, 0xDEAD_BEEF, 1, 0xDEAD_BEEF, 1);
    un64(
        a,
        e,
        S_MOV_B64,
        0x1234_5678_9ABC_DEF0,
        0,
        0x1234_5678_9ABC_DEF0,
        0,
    );
    un(a, e, S_CMOV_B32, 5, 1, 5, 1);
    Case::new(a, e)
        .s(0, 9)
        .s(1, 5)
        .i(sop1(a, S_CMOV_B32, 0, 1))
        .check();
    un64(a, e, S_CMOV_B64, 0x1_0000_0001, 1, 0x1_0000_0001, 1);
    Case::new(a, e)
        .s64(2, 7)
        .i(sop1(a, S_CMOV_B64, 0, 2))
        .check();
});
matrix!(s_mov_clrx_variants, all, |a, e| {
    un(a, e, S_MOV_REGRD_B32, 0x1234, 0, 0x1234, 0);
    un(a, e, S_MOV_FED_B32, 0x5678, 1, 0x5678, 1);
});
matrix!(s_not, all, |a, e| {
    un(a, e, S_NOT_B32, 0, 0, 0xFFFF_FFFF, 1);
    un(a, e, S_NOT_B32, 0xFFFF_FFFF, 1, 0, 0);
    un64(a, e, S_NOT_B64, 0xFFFF_FFFF_0000_0000, 0, 0xFFFF_FFFF, 1);
    un64(a, e, S_NOT_B64, u64::MAX, 1, 0, 0);
});
matrix!(s_wqm, all, |a, e| {
    un(a, e, S_WQM_B32, 0x0000_0101, 0, 0x0000_0F0F, 1);
    un(a, e, S_WQM_B32, 0x8000_0000, 0, 0xF000_0000, 1);
    un(a, e, S_WQM_B32, 0, 1, 0, 0);
    un64(
        a,
        e,
        S_WQM_B64,
        0x8000_0000_0000_0001,
        0,
        0xF000_0000_0000_000F,
        1,
    );
    un64(a, e, S_WQM_B64, 0, 1, 0, 0);
});
matrix!(s_brev, all, |a, e| {
    un(a, e, S_BREV_B32, 1, 1, 0x8000_0000, 1);
    un(a, e, S_BREV_B32, 0x1234_5678, 0, 0x1E6A_2C48, 0);
    un64(a, e, S_BREV_B64, 1, 0, 0x8000_0000_0000_0000, 0);
    un64(
        a,
        e,
        S_BREV_B64,
        0x0000_0000_1234_5678,
        1,
        0x1E6A_2C48_0000_0000,
        1,
    );
});
matrix!(s_bcnt, all, |a, e| {
    un(a, e, S_BCNT0_I32_B32, 0, 0, 32, 1);
    un(a, e, S_BCNT0_I32_B32, 0xFFFF_FFFF, 1, 0, 0);
    un64to32(a, e, S_BCNT0_I32_B64, 0xFF, 0, 56, 1);
    un64to32(a, e, S_BCNT0_I32_B64, u64::MAX, 1, 0, 0);
    un(a, e, S_BCNT1_I32_B32, 0xF0F0, 0, 8, 1);
    un(a, e, S_BCNT1_I32_B32, 0, 1, 0, 0);
    un64to32(a, e, S_BCNT1_I32_B64, u64::MAX, 0, 64, 1);
    un64to32(a, e, S_BCNT1_I32_B64, 0, 1, 0, 0);
});
matrix!(s_ff0_ff1_on_zero_and_all_ones, all, |a, e| {
    // SCC is never changed by the find-bit family.
    un(a, e, S_FF0_I32_B32, 0xAAAA_AAAA, 1, 0, 1);
    un(a, e, S_FF0_I32_B32, 0x5555_5555, 0, 1, 0);
    un(a, e, S_FF0_I32_B32, 0, 1, 0, 1);
    un(a, e, S_FF0_I32_B32, 0xFFFE_FFFF, 0, 16, 0);
    un(a, e, S_FF0_I32_B32, 0xFFFF_FFFF, 0, 0xFFFF_FFFF, 0);
    un64to32(a, e, S_FF0_I32_B64, u64::MAX, 1, 0xFFFF_FFFF, 1);
    un64to32(a, e, S_FF0_I32_B64, 0xFFFF_FFFF, 0, 32, 0);
    un64to32(a, e, S_FF0_I32_B64, 0, 0, 0, 0);
    un(a, e, S_FF1_I32_B32, 0x0001_0000, 1, 16, 1);
    un(a, e, S_FF1_I32_B32, 0xFFFF_FFFF, 0, 0, 0);
    un(a, e, S_FF1_I32_B32, 0, 0, 0xFFFF_FFFF, 0);
    un64to32(a, e, S_FF1_I32_B64, 0, 1, 0xFFFF_FFFF, 1);
    un64to32(a, e, S_FF1_I32_B64, 0x1_0000_0000, 0, 32, 0);
    un64to32(a, e, S_FF1_I32_B64, u64::MAX, 0, 0, 0);
});
matrix!(s_flbit_on_zero_and_all_ones, all, |a, e| {
    un(a, e, S_FLBIT_I32_B32, 0x0000_CCCC, 1, 16, 1);
    un(a, e, S_FLBIT_I32_B32, 0x7FFF_FFFF, 0, 1, 0);
    un(a, e, S_FLBIT_I32_B32, 0x8000_0000, 0, 0, 0);
    un(a, e, S_FLBIT_I32_B32, 0xFFFF_FFFF, 0, 0, 0);
    un(a, e, S_FLBIT_I32_B32, 0, 0, 0xFFFF_FFFF, 0);
    un64to32(a, e, S_FLBIT_I32_B64, 0, 0, 0xFFFF_FFFF, 0);
    un64to32(a, e, S_FLBIT_I32_B64, 1, 0, 63, 0);
    un64to32(a, e, S_FLBIT_I32_B64, 0x1_0000_0000, 1, 31, 1);
    un64to32(a, e, S_FLBIT_I32_B64, u64::MAX, 0, 0, 0);
    un(a, e, S_FLBIT_I32, 0x0000_CCCC, 0, 16, 0);
    un(a, e, S_FLBIT_I32, 0xFFFF_3333, 0, 16, 0);
    un(a, e, S_FLBIT_I32, 0x7FFF_FFFF, 1, 1, 1);
    un(a, e, S_FLBIT_I32, 0x8000_0000, 0, 1, 0);
    un(a, e, S_FLBIT_I32, 0, 0, 0xFFFF_FFFF, 0);
    un(a, e, S_FLBIT_I32, 0xFFFF_FFFF, 0, 0xFFFF_FFFF, 0);
    un64to32(a, e, S_FLBIT_I32_I64, 0, 0, 0xFFFF_FFFF, 0);
    un64to32(a, e, S_FLBIT_I32_I64, u64::MAX, 0, 0xFFFF_FFFF, 0);
    un64to32(a, e, S_FLBIT_I32_I64, 0xFFFF_FFFF_0000_0000, 0, 32, 0);
    un64to32(a, e, S_FLBIT_I32_I64, 1, 1, 63, 1);
});
matrix!(s_sext, all, |a, e| {
    un(a, e, S_SEXT_I32_I8, 0x80, 1, 0xFFFF_FF80, 1);
    un(a, e, S_SEXT_I32_I8, 0x17F, 0, 0x7F, 0);
    un(a, e, S_SEXT_I32_I16, 0x8000, 0, 0xFFFF_8000, 0);
    un(a, e, S_SEXT_I32_I16, 0x1234_7FFF, 1, 0x7FFF, 1);
});
matrix!(s_bitset_masks_the_index, all, |a, e| {
    Case::new(a, e)
        .s(0, 0xFFFF_FFFF)
        .s(1, 33)
        .i(sop1(a, S_BITSET0_B32, 0, 1))
        .want_s(0, 0xFFFF_FFFD)
        .check();
    Case::new(a, e)
        .s(1, 31)
        .i(sop1(a, S_BITSET1_B32, 0, 1))
        .want_s(0, 0x8000_0000)
        .check();
    Case::new(a, e)
        .s64(2, u64::MAX)
        .s(1, 63)
        .i(sop1(a, S_BITSET0_B64, 2, 1))
        .want_s64(2, 0x7FFF_FFFF_FFFF_FFFF)
        .check();
    Case::new(a, e)
        .s(1, 96)
        .i(sop1(a, S_BITSET1_B64, 2, 1))
        .want_s64(2, 0x1_0000_0000)
        .check();
});
matrix!(s_abs_i32_int_min, all, |a, e| {
    un(a, e, S_ABS_I32, 0x8000_0000, 0, 0x8000_0000, 1);
    un(a, e, S_ABS_I32, 0xFFFF_FFFF, 0, 1, 1);
    un(a, e, S_ABS_I32, 0, 1, 0, 0);
    un(a, e, S_ABS_I32, 7, 0, 7, 1);
});
matrix!(s_quadmask, all, |a, e| {
    un(a, e, S_QUADMASK_B32, 0x0000_F00F, 0, 0x9, 1);
    un(a, e, S_QUADMASK_B32, 0x1000_0000, 0, 0x80, 1);
    un(a, e, S_QUADMASK_B32, 0, 1, 0, 0);
    un64(a, e, S_QUADMASK_B64, 0x1000_0000_0000_0001, 0, 0x8001, 1);
    un64(a, e, S_QUADMASK_B64, 0, 1, 0, 0);
});
matrix!(s_getpc_setpc_swappc, all, |a, e| {
    Case::new(a, e)
        .i(sopp(a, S_NOP, 0))
        .i(sop1(a, S_GETPC_B64, 0, 0))
        .want_s64(0, 8)
        .check();
    // s_setpc_b64 to 8 skips the s_mov at 4.
    Case::new(a, e)
        .s64(0, 8)
        .i(sop1(a, S_SETPC_B64, 0, 0))
        .i(sop1(a, S_MOV_B32, 5, ic(1)))
        .check_steps(2);
    Case::new(a, e)
        .s64(2, 8)
        .i(sop1(a, S_SWAPPC_B64, 0, 2))
        .i(sop1(a, S_MOV_B32, 5, ic(1)))
        .want_s64(0, 4)
        .check_steps(2);
});
matrix!(s_rfe_b64_clears_priv, all, |a, e| {
    Case::new(a, e)
        .s64(0, 8)
        .hw(2, (1 << 5) | (1 << 6))
        .i(sop1(a, S_RFE_B64, 0, 0))
        .i(sop1(a, S_MOV_B32, 5, ic(1)))
        .want_hw(2, 1 << 6)
        .check_steps(2);
});

const OLD: u64 = 0xFFFF_0000_0000_F0F0;
const S0: u64 = 0x0F0F_0000_0000_FF00;

fn saveexec(a: Arch, e: Engine, op: Opcode, s0: u64, new: u64) {
    Case::new(a, e)
        .s64(EXEC, OLD)
        .s64(2, s0)
        .i(sop1(a, op, 0, 2))
        .want_s64(0, OLD)
        .want_s64(EXEC, new)
        .want_scc((new != 0) as u32)
        .check();
}

matrix!(saveexec_family, all, |a, e| {
    saveexec(a, e, S_AND_SAVEEXEC_B64, S0, 0x0F0F_0000_0000_F000);
    saveexec(a, e, S_OR_SAVEEXEC_B64, S0, 0xFFFF_0000_0000_FFF0);
    saveexec(a, e, S_XOR_SAVEEXEC_B64, S0, 0xF0F0_0000_0000_0FF0);
    saveexec(a, e, S_ANDN2_SAVEEXEC_B64, S0, 0x0000_0000_0000_0F00);
    saveexec(a, e, S_ORN2_SAVEEXEC_B64, S0, 0x0F0F_FFFF_FFFF_FF0F);
    saveexec(a, e, S_NAND_SAVEEXEC_B64, S0, 0xF0F0_FFFF_FFFF_0FFF);
    saveexec(a, e, S_NOR_SAVEEXEC_B64, S0, 0x0000_FFFF_FFFF_000F);
    saveexec(a, e, S_XNOR_SAVEEXEC_B64, S0, 0x0F0F_FFFF_FFFF_F00F);
    saveexec(a, e, S_AND_SAVEEXEC_B64, 0, 0);
});
matrix!(saveexec_into_exec_keeps_old, all, |a, e| {
    // SCC from the new EXEC (0), then SDST = EXEC writes the old value back.
    Case::new(a, e)
        .s64(EXEC, OLD)
        .i(sop1(a, S_AND_SAVEEXEC_B64, EXEC, 2))
        .want_scc(0)
        .check();
});
matrix!(saveexec_gfx9_n1_and_wrexec, gfx9, |a, e| {
    saveexec(a, e, S_ANDN1_SAVEEXEC_B64, S0, 0xF0F0_0000_0000_00F0);
    saveexec(a, e, S_ORN1_SAVEEXEC_B64, S0, 0xFFFF_FFFF_FFFF_F0FF);
    for (op, new) in [
        (S_ANDN1_WREXEC_B64, 0xF0F0_0000_0000_00F0u64),
        (S_ANDN2_WREXEC_B64, 0x0000_0000_0000_0F00),
    ] {
        Case::new(a, e)
            .s64(EXEC, OLD)
            .s64(2, S0)
            .i(sop1(a, op, 0, 2))
            .want_s64(0, new)
            .want_s64(EXEC, new)
            .want_scc(1)
            .check();
    }
});
matrix!(s_movrels_in_and_out_of_range, all, |a, e| {
    let n = a.num_sgprs();
    Case::new(a, e)
        .s(M0, 2)
        .s(5, 0x55)
        .i(sop1(a, S_MOVRELS_B32, 0, 3))
        .want_s(0, 0x55)
        .check();
    // Out of range reads s0's value.
    Case::new(a, e)
        .s(M0, 200)
        .s(0, 0x77)
        .i(sop1(a, S_MOVRELS_B32, 1, 3))
        .want_s(1, 0x77)
        .check();
    Case::new(a, e)
        .s(M0, 2)
        .s64(6, 0x6666_6666_7777_7777)
        .i(sop1(a, S_MOVRELS_B64, 0, 4))
        .want_s64(0, 0x6666_6666_7777_7777)
        .check();
    Case::new(a, e)
        .s(M0, n)
        .s(0, 0x11)
        .s(1, 0x22)
        .i(sop1(a, S_MOVRELS_B64, 2, 0))
        .want_s64(2, 0x11_0000_0011)
        .check();
    // The upper dword alone out of range reads s0.
    Case::new(a, e)
        .s(M0, n - 2)
        .s(0, 0x11)
        .s(n as u8 - 2, 0x99)
        .s(n as u8 - 1, 0x98)
        .i(sop1(a, S_MOVRELS_B64, 2, 0))
        .want_s64(2, 0x98_0000_0099)
        .check();
});
matrix!(s_movreld_in_and_out_of_range, all, |a, e| {
    let n = a.num_sgprs();
    Case::new(a, e)
        .s(M0, 3)
        .s(1, 0xAB)
        .i(sop1(a, S_MOVRELD_B32, 2, 1))
        .want_s(5, 0xAB)
        .check();
    Case::new(a, e)
        .s(M0, n)
        .s(1, 0xAB)
        .i(sop1(a, S_MOVRELD_B32, 0, 1))
        .check();
    Case::new(a, e)
        .s(M0, 2)
        .s64(4, 0x1_0000_0002)
        .i(sop1(a, S_MOVRELD_B64, 0, 4))
        .want_s64(2, 0x1_0000_0002)
        .check();
    Case::new(a, e)
        .s(M0, n - 2)
        .s64(4, 0x1_0000_0002)
        .i(sop1(a, S_MOVRELD_B64, 0, 4))
        .want_s64(n as u8 - 2, 0x1_0000_0002)
        .check();
    Case::new(a, e)
        .s(M0, n)
        .s64(4, 0x1_0000_0002)
        .i(sop1(a, S_MOVRELD_B64, 0, 4))
        .check();
});
matrix!(s_movrel_illegal_operands, all, |a, e| {
    // Base not an SGPR (vcc_lo).
    Case::new(a, e)
        .i(sop1(a, S_MOVRELS_B32, 0, VCC))
        .check_fault(ErrorKind::IllegalOperand, 0, 0);
    // Odd 64-bit index.
    Case::new(a, e)
        .i(sopp(a, S_NOP, 0))
        .s(M0, 1)
        .i(sop1(a, S_MOVRELD_B64, 0, 4))
        .check_fault(ErrorKind::IllegalOperand, 4, 1);
});
matrix!(s_set_gpr_idx_idx, gfx8plus, |a, e| {
    Case::new(a, e)
        .s(M0, 0x1234_5678)
        .s(1, 0xFAB)
        .i(sop1(a, S_SET_GPR_IDX_IDX, 0, 1))
        .want_s(M0, 0x1234_56AB)
        .check();
});
matrix!(s_bitreplicate, gfx9, |a, e| {
    Case::new(a, e)
        .s(1, 0x8000_0001)
        .i(sop1(a, S_BITREPLICATE_B64_B32, 2, 1))
        .want_s64(2, 0xC000_0000_0000_0003)
        .check();
});
