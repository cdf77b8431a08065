//! SOPK semantics: hand-derived expected values from docs/semantics.md §2.

mod common;
use common::*;
use gcnjit::engine::Engine;
use gcnjit::isa::{Arch, Opcode, Opcode::*};
use gcnjit::state::hwreg::{HW_ID, MODE, STATUS, TRAPSTS};

/// `op s0, k` with s0 = r; expects s0 = d and SCC out.
#[allow(clippy::too_many_arguments)]
fn k(a: Arch, e: Engine, op: Opcode, r: u32, imm: u16, scc: u32, d: u32, scc_out: u32) {
    Case::new(a, e)
        .s(0, r)
        .scc(scc)
        .i(sopk(a, op, 0, imm))
        .want_s(0, d)
        .want_scc(scc_out)
        .check();
}

/// hwreg(id, offset, size) as SIMM16.
fn hw(id: u16, off: u16, size: u16) -> u16 {
    id | off << 6 | (size - 1) << 11
}

matrix!(s_movk_cmovk_sign_extend, all, |a, e| {
    k(a, e, S_MOVK_I32, 0, 0x8000, 1, 0xFFFF_8000, 1);
    k(a, e, S_MOVK_I32, 0, 0x7FFF, 0, 0x7FFF, 0);
    k(a, e, S_CMOVK_I32, 3, 0xFFFF, 1, 0xFFFF_FFFF, 1);
    k(a, e, S_CMOVK_I32, 3, 0xFFFF, 0, 3, 0);
});
matrix!(s_cmpk_signed_vs_unsigned, all, |a, e| {
    k(a, e, S_CMPK_EQ_I32, 0xFFFF_FFFF, 0xFFFF, 0, 0xFFFF_FFFF, 1);
    k(a, e, S_CMPK_EQ_U32, 0xFFFF_FFFF, 0xFFFF, 1, 0xFFFF_FFFF, 0);
    k(a, e, S_CMPK_EQ_U32, 0xFFFF, 0xFFFF, 0, 0xFFFF, 1);
    k(a, e, S_CMPK_LG_I32, 0xFFFF_FFFF, 0xFFFF, 1, 0xFFFF_FFFF, 0);
    k(a, e, S_CMPK_LG_U32, 0xFFFF_FFFF, 0xFFFF, 0, 0xFFFF_FFFF, 1);
    k(a, e, S_CMPK_GT_I32, 0, 0xFFFF, 0, 0, 1);
    k(a, e, S_CMPK_GT_U32, 0, 0xFFFF, 1, 0, 0);
    k(a, e, S_CMPK_GE_I32, 0xFFFF_FFFF, 0xFFFF, 0, 0xFFFF_FFFF, 1);
    k(a, e, S_CMPK_GE_I32, 0xFFFF_FFFE, 0xFFFF, 1, 0xFFFF_FFFE, 0);
    k(a, e, S_CMPK_GE_U32, 0xFFFF, 0xFFFF, 0, 0xFFFF, 1);
    k(a, e, S_CMPK_GE_U32, 0xFFFE, 0xFFFF, 1, 0xFFFE, 0);
    k(a, e, S_CMPK_LT_I32, 0, 0xFFFF, 1, 0, 0);
    k(a, e, S_CMPK_LT_U32, 0, 0xFFFF, 0, 0, 1);
    k(a, e, S_CMPK_LE_I32, 0x8000_0000, 0x8000, 0, 0x8000_0000, 1);
    k(a, e, S_CMPK_LE_U32, 0x8000_0000, 0x8000, 1, 0x8000_0000, 0);
    k(a, e, S_CMPK_LE_U32, 0x8000, 0x8000, 0, 0x8000, 1);
});
matrix!(s_addk_overflow_from_old_value, all, |a, e| {
    k(a, e, S_ADDK_I32, 0x7FFF_FFFF, 1, 0, 0x8000_0000, 1);
    k(a, e, S_ADDK_I32, 0x8000_0000, 0xFFFF, 0, 0x7FFF_FFFF, 1);
    k(a, e, S_ADDK_I32, 5, 0xFFFF, 1, 4, 0);
});
matrix!(s_mulk_keeps_scc, all, |a, e| {
    k(a, e, S_MULK_I32, 3, 0xFFFF, 1, 0xFFFF_FFFD, 1);
    k(a, e, S_MULK_I32, 0x4000_0000, 4, 0, 0, 0);
});
matrix!(s_getreg_masks, all, |a, e| {
    Case::new(a, e)
        .hw(MODE, 0x1234_5678)
        .i(sopk(a, S_GETREG_B32, 0, hw(1, 4, 8)))
        .i(sopk(a, S_GETREG_B32, 1, hw(1, 0, 32)))
        .i(sopk(a, S_GETREG_B32, 2, hw(1, 31, 32)))
        .i(sopk(a, S_GETREG_REGRD_B32, 3, hw(1, 0, 4)))
        .want_s(0, 0x67)
        .want_s(1, 0x1234_5678)
        .want_s(2, 0)
        .want_s(3, 8)
        .check();
});
matrix!(
    s_getreg_status_is_live_and_reserved_ids_read_zero,
    all,
    |a, e| {
        // EXEC = 0 and VCC = 0: EXECZ and VCCZ read 1; SCC = 1.
        Case::new(a, e)
            .scc(1)
            .s(5, 9)
            .s(6, 9)
            .i(sopk(a, S_GETREG_B32, 0, hw(2, 0, 32)))
            .i(sopk(a, S_GETREG_B32, 5, hw(0, 0, 32)))
            .i(sopk(a, S_GETREG_B32, 6, hw(8, 0, 32)))
            .want_s(0, 0x601)
            .want_s(5, 0)
            .want_s(6, 0)
            .check();
    }
);
matrix!(s_getreg_tba_ids, all, |a, e| {
    let want = if a == Arch::Gfx9 { 0x1000 } else { 0 };
    Case::new(a, e)
        .init(|w| w.state.set_tba(0x5_0000_1000))
        .i(sopk(a, S_GETREG_B32, 0, hw(16, 0, 32)))
        .want_s(0, want)
        .check();
});
matrix!(s_setreg_masks_and_read_only, all, |a, e| {
    Case::new(a, e)
        .hw(MODE, 0xFFFF_FFFF)
        .s(0, 0xA5)
        .i(sopk(a, S_SETREG_B32, 0, hw(1, 4, 8)))
        .want_hw(MODE, 0xFFFF_FA5F)
        .check();
    Case::new(a, e)
        .s(0, 0xA5A5_A5A5)
        .i(sopk(a, S_SETREG_B32, 0, hw(1, 0, 32)))
        .i(sopk(a, S_SETREG_B32, 0, hw(3, 0, 32)))
        .i(sopk(a, S_SETREG_B32, 0, hw(4, 0, 32)))
        .i(sopk(a, S_SETREG_B32, 0, hw(2, 0, 32)))
        .want_hw(MODE, 0xA5A5_A5A5)
        .want_hw(TRAPSTS, 0xA5A5_A5A5)
        .want_hw(HW_ID, 0)
        .check();
});
matrix!(s_setreg_status_needs_priv, all, |a, e| {
    // PRIV: bit 0 writes SCC; EXECZ/VCCZ stay derived.
    Case::new(a, e)
        .hw(STATUS, 1 << 5)
        .s(0, 1)
        .i(sopk(a, S_SETREG_B32, 0, hw(2, 0, 1)))
        .want_scc(1)
        .check();
    Case::new(a, e)
        .hw(STATUS, 1 << 5)
        .s(0, 0xFFFF_FFFF)
        .i(sopk(a, S_SETREG_B32, 0, hw(2, 0, 32)))
        .want_hw(STATUS, 0xFFFF_F9FE)
        .want_scc(1)
        .check();
});
matrix!(s_setreg_imm32, all, |a, e| {
    Case::new(a, e)
        .i(lit(
            sopk(a, S_SETREG_IMM32_B32, 0, hw(1, 0, 32)),
            0x1234_5678,
        ))
        .i(lit(
            sopk(a, S_SETREG_IMM32_B32, 0, hw(3, 8, 4)),
            0xFFFF_FFFF,
        ))
        .want_hw(MODE, 0x1234_5678)
        .want_hw(TRAPSTS, 0xF00)
        .check();
});
matrix!(s_call_b64, gfx9, |a, e| {
    Case::new(a, e)
        .i(sopk(a, S_CALL_B64, 4, 1))
        .i(sop1(a, S_MOV_B32, 0, ic(1)))
        .want_s64(4, 4)
        .check_steps(2);
});
