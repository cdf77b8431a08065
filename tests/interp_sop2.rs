//! SOP2 semantics: hand-derived expected values from docs/semantics.md §1, on every
//! generation that has the instruction and every engine.

mod common;
use common::*;
use gcnjit::engine::Engine;
use gcnjit::isa::{Arch, Opcode::*};

/// `op s0, s1, s2` with s1 = x, s2 = y and SCC in; expects s0 = d and SCC out.
#[allow(clippy::too_many_arguments)]
fn bin(a: Arch, e: Engine, op: gcnjit::Opcode, x: u32, y: u32, scc: u32, d: u32, scc_out: u32) {
    Case::new(a, e)
        .s(1, x)
        .s(2, y)
        .scc(scc)
        .i(sop2(a, op, 0, 1, 2))
        .want_s(0, d)
        .want_scc(scc_out)
        .check();
}

/// `op s[0:1], s[2:3], s[4:5]` (s1 of the shifts/bfe is 32-bit: s4).
#[allow(clippy::too_many_arguments)]
fn bin64(a: Arch, e: Engine, op: gcnjit::Opcode, x: u64, y: u64, scc: u32, d: u64, scc_out: u32) {
    Case::new(a, e)
        .s64(2, x)
        .s64(4, y)
        .scc(scc)
        .i(sop2(a, op, 0, 2, 4))
        .want_s64(0, d)
        .want_scc(scc_out)
        .check();
}

matrix!(s_add_u32_carry, all, |a, e| {
    bin(a, e, S_ADD_U32, 0xFFFF_FFFF, 2, 0, 1, 1);
    bin(a, e, S_ADD_U32, 1, 2, 1, 3, 0);
});
matrix!(s_sub_u32_borrow, all, |a, e| {
    bin(a, e, S_SUB_U32, 1, 2, 0, 0xFFFF_FFFF, 1);
    bin(a, e, S_SUB_U32, 5, 5, 1, 0, 0);
});
matrix!(s_add_i32_overflow, all, |a, e| {
    bin(a, e, S_ADD_I32, 0x7FFF_FFFF, 1, 0, 0x8000_0000, 1);
    bin(a, e, S_ADD_I32, 0x8000_0000, 0xFFFF_FFFF, 0, 0x7FFF_FFFF, 1);
    bin(a, e, S_ADD_I32, (-10i32) as u32, 20, 1, 10, 0);
});
matrix!(s_sub_i32_overflow, all, |a, e| {
    bin(a, e, S_SUB_I32, 0x7FFF_FFFF, 0xFFFF_FFFF, 0, 0x8000_0000, 1);
    bin(a, e, S_SUB_I32, 0x8000_0000, 1, 0, 0x7FFF_FFFF, 1);
    bin(a, e, S_SUB_I32, 5, 7, 1, 0xFFFF_FFFE, 0);
});
matrix!(s_addc_u32_carry_in_out, all, |a, e| {
    bin(a, e, S_ADDC_U32, 0xFFFF_FFFF, 0, 1, 0, 1);
    bin(a, e, S_ADDC_U32, 1, 2, 1, 4, 0);
    bin(
        a,
        e,
        S_ADDC_U32,
        0xFFFF_FFFF,
        0xFFFF_FFFF,
        1,
        0xFFFF_FFFF,
        1,
    );
    bin(a, e, S_ADDC_U32, 1, 2, 0, 3, 0);
});
matrix!(s_subb_u32_borrow_in_out, all, |a, e| {
    bin(a, e, S_SUBB_U32, 0, 0, 1, 0xFFFF_FFFF, 1);
    bin(a, e, S_SUBB_U32, 5, 4, 1, 0, 0);
    bin(a, e, S_SUBB_U32, 0, 0xFFFF_FFFF, 1, 0, 1);
    bin(a, e, S_SUBB_U32, 9, 4, 0, 5, 0);
});
matrix!(s_min_max, all, |a, e| {
    bin(a, e, S_MIN_I32, 0xFFFF_FFFF, 1, 0, 0xFFFF_FFFF, 1);
    bin(a, e, S_MIN_I32, 1, 0xFFFF_FFFF, 1, 0xFFFF_FFFF, 0);
    bin(a, e, S_MIN_I32, 3, 3, 1, 3, 0);
    bin(a, e, S_MIN_U32, 0xFFFF_FFFF, 1, 1, 1, 0);
    bin(a, e, S_MIN_U32, 1, 2, 0, 1, 1);
    bin(a, e, S_MAX_I32, 0xFFFF_FFFF, 1, 1, 1, 0);
    bin(a, e, S_MAX_I32, 5, 5, 1, 5, 0);
    bin(a, e, S_MAX_I32, 2, 1, 0, 2, 1);
    bin(a, e, S_MAX_U32, 0xFFFF_FFFF, 1, 0, 0xFFFF_FFFF, 1);
    bin(a, e, S_MAX_U32, 7, 7, 1, 7, 0);
});
matrix!(s_cselect, all, |a, e| {
    bin(a, e, S_CSELECT_B32, 11, 22, 1, 11, 1);
    bin(a, e, S_CSELECT_B32, 11, 22, 0, 22, 0);
    bin64(
        a,
        e,
        S_CSELECT_B64,
        0x1_0000_0002,
        0x3_0000_0004,
        1,
        0x1_0000_0002,
        1,
    );
    bin64(
        a,
        e,
        S_CSELECT_B64,
        0x1_0000_0002,
        0x3_0000_0004,
        0,
        0x3_0000_0004,
        0,
    );
});
matrix!(s_logic_b32, all, |a, e| {
    let (x, y) = (0xF0F0_F0F0, 0xFF00_FF00);
    bin(a, e, S_AND_B32, x, y, 0, 0xF000_F000, 1);
    bin(a, e, S_OR_B32, x, y, 0, 0xFFF0_FFF0, 1);
    bin(a, e, S_XOR_B32, x, y, 0, 0x0FF0_0FF0, 1);
    bin(a, e, S_ANDN2_B32, x, y, 0, 0x00F0_00F0, 1);
    bin(a, e, S_ORN2_B32, x, y, 0, 0xF0FF_F0FF, 1);
    bin(a, e, S_NAND_B32, x, y, 0, 0x0FFF_0FFF, 1);
    bin(a, e, S_NOR_B32, x, y, 0, 0x000F_000F, 1);
    bin(a, e, S_XNOR_B32, x, y, 0, 0xF00F_F00F, 1);
    bin(a, e, S_AND_B32, 0xF0, 0x0F, 1, 0, 0);
    bin(a, e, S_XNOR_B32, 5, 0xFFFF_FFFA, 1, 0, 0);
});
matrix!(s_logic_b64, all, |a, e| {
    let (x, y) = (0xF0F0_F0F0_0000_0000, 0xFF00_FF00_FFFF_FFFF);
    bin64(a, e, S_AND_B64, x, y, 0, 0xF000_F000_0000_0000, 1);
    bin64(a, e, S_OR_B64, x, y, 0, 0xFFF0_FFF0_FFFF_FFFF, 1);
    bin64(a, e, S_XOR_B64, x, y, 0, 0x0FF0_0FF0_FFFF_FFFF, 1);
    bin64(a, e, S_ANDN2_B64, x, y, 0, 0x00F0_00F0_0000_0000, 1);
    bin64(a, e, S_ORN2_B64, x, y, 0, 0xF0FF_F0FF_0000_0000, 1);
    bin64(a, e, S_NAND_B64, x, y, 0, 0x0FFF_0FFF_FFFF_FFFF, 1);
    bin64(a, e, S_NOR_B64, x, y, 0, 0x000F_000F_0000_0000, 1);
    bin64(a, e, S_XNOR_B64, x, y, 0, 0xF00F_F00F_0000_0000, 1);
    // SCC looks at all 64 bits.
    bin64(
        a,
        e,
        S_AND_B64,
        0x1_0000_0000,
        0x1_0000_0000,
        0,
        0x1_0000_0000,
        1,
    );
    bin64(a, e, S_AND_B64, 0x1_0000_0000, 0xFFFF_FFFF, 1, 0, 0);
});
matrix!(s_shifts_mask_the_count, all, |a, e| {
    bin(a, e, S_LSHL_B32, 1, 33, 0, 2, 1);
    bin(a, e, S_LSHL_B32, 0x8000_0000, 1, 1, 0, 0);
    bin(a, e, S_LSHR_B32, 0x8000_0000, 31, 0, 1, 1);
    bin(a, e, S_LSHR_B32, 0x8000_0000, 32, 0, 0x8000_0000, 1);
    bin(a, e, S_LSHR_B32, 1, 1, 1, 0, 0);
    bin(a, e, S_ASHR_I32, 0x8000_0000, 31, 0, 0xFFFF_FFFF, 1);
    bin(a, e, S_ASHR_I32, 0x8000_0000, 32, 0, 0x8000_0000, 1);
    bin(a, e, S_ASHR_I32, 0x4000_0000, 31, 1, 0, 0);
    bin64(a, e, S_LSHL_B64, 1, 65, 0, 2, 1);
    bin64(a, e, S_LSHL_B64, 1, 63, 0, 0x8000_0000_0000_0000, 1);
    bin64(a, e, S_LSHL_B64, 0x8000_0000_0000_0000, 1, 1, 0, 0);
    bin64(a, e, S_LSHR_B64, 0x8000_0000_0000_0000, 63, 0, 1, 1);
    bin64(
        a,
        e,
        S_LSHR_B64,
        0x8000_0000_0000_0000,
        64,
        0,
        0x8000_0000_0000_0000,
        1,
    );
    bin64(a, e, S_ASHR_I64, 0x8000_0000_0000_0000, 63, 0, u64::MAX, 1);
    bin64(
        a,
        e,
        S_ASHR_I64,
        0x8000_0000_0000_0000,
        64,
        0,
        0x8000_0000_0000_0000,
        1,
    );
    bin64(a, e, S_ASHR_I64, 0x4000_0000_0000_0000, 63, 1, 0, 0);
});
matrix!(s_64bit_literal_extension, all, |a, e| {
    // Signed I64 source: sign-extended; B64: zero-extended (docs/semantics.md §9.3).
    Case::new(a, e)
        .i(lit(sop2(a, S_ASHR_I64, 0, LIT, ic(0)), 0x8000_0000))
        .i(lit(sop2(a, S_LSHR_B64, 2, LIT, ic(0)), 0x8000_0000))
        .want_s64(0, 0xFFFF_FFFF_8000_0000)
        .want_s64(2, 0x8000_0000)
        .want_scc(1)
        .check();
});
matrix!(s_bfm, all, |a, e| {
    bin(a, e, S_BFM_B32, 5, 3, 1, 0xF8, 1);
    bin(a, e, S_BFM_B32, 0, 7, 0, 0, 0);
    bin(a, e, S_BFM_B32, 32, 0, 0, 0, 0);
    bin(a, e, S_BFM_B32, 31, 1, 0, 0xFFFF_FFFE, 0);
    Case::new(a, e)
        .s(1, 40)
        .s(2, 4)
        .i(sop2(a, S_BFM_B64, 0, 1, 2))
        .want_s64(0, 0x0000_0FFF_FFFF_FFF0)
        .check();
    Case::new(a, e)
        .s(1, 64)
        .s(2, 4)
        .s(0, 9)
        .s(1, 64)
        .i(sop2(a, S_BFM_B64, 4, 1, 2))
        .want_s64(4, 0)
        .check();
});
matrix!(s_mul_i32, all, |a, e| {
    bin(a, e, S_MUL_I32, 0xFFFF_FFFF, 2, 1, 0xFFFF_FFFE, 1);
    bin(a, e, S_MUL_I32, 0x1_0000, 0x1_0000, 1, 0, 1);
    bin(a, e, S_MUL_I32, 7, 6, 0, 42, 0);
});
matrix!(s_bfe_32_widths, all, |a, e| {
    bin(a, e, S_BFE_U32, 0x1234_5678, 4 | 8 << 16, 0, 0x67, 1);
    bin(a, e, S_BFE_U32, 0xFFFF_FFFF, 4, 1, 0, 0);
    bin(a, e, S_BFE_U32, 0x8000_0000, 28 | 32 << 16, 0, 8, 1);
    bin(a, e, S_BFE_U32, 0x8000_0000, 28 | 100 << 16, 0, 8, 1);
    bin(a, e, S_BFE_U32, 0xFFFF_FFFF, 32 << 16, 0, 0xFFFF_FFFF, 1);
    bin(a, e, S_BFE_I32, 0xF0, 4 | 4 << 16, 0, 0xFFFF_FFFF, 1);
    bin(a, e, S_BFE_I32, 0x70, 4 | 4 << 16, 0, 7, 1);
    bin(a, e, S_BFE_I32, 0xFFFF_FFFF, 4, 1, 0, 0);
    bin(
        a,
        e,
        S_BFE_I32,
        0x8000_0000,
        28 | 100 << 16,
        0,
        0xFFFF_FFF8,
        1,
    );
    bin(a, e, S_BFE_I32, 0x8765_4321, 32 << 16, 0, 0x8765_4321, 1);
});
matrix!(s_bfe_64_widths, all, |a, e| {
    bin64(a, e, S_BFE_U64, u64::MAX, 60 | 127 << 16, 0, 0xF, 1);
    bin64(
        a,
        e,
        S_BFE_U64,
        0x1234_5678_9ABC_DEF0,
        32 | 16 << 16,
        0,
        0x5678,
        1,
    );
    bin64(a, e, S_BFE_U64, u64::MAX, 3, 1, 0, 0);
    bin64(
        a,
        e,
        S_BFE_U64,
        0x1234_5678_9ABC_DEF0,
        64 << 16,
        0,
        0x1234_5678_9ABC_DEF0,
        1,
    );
    bin64(
        a,
        e,
        S_BFE_I64,
        0x8000_0000_0000_0000,
        60 | 64 << 16,
        0,
        0xFFFF_FFFF_FFFF_FFF8,
        1,
    );
    bin64(a, e, S_BFE_I64, 0xF0, 4 | 4 << 16, 0, u64::MAX, 1);
    bin64(
        a,
        e,
        S_BFE_I64,
        0x8000_0000,
        32 << 16,
        0,
        0xFFFF_FFFF_8000_0000,
        1,
    );
    bin64(a, e, S_BFE_I64, u64::MAX, 5, 1, 0, 0);
});
matrix!(s_absdiff_i32, all, |a, e| {
    bin(a, e, S_ABSDIFF_I32, 2, 5, 0, 3, 1);
    bin(a, e, S_ABSDIFF_I32, 5, 5, 1, 0, 0);
    bin(a, e, S_ABSDIFF_I32, 0xFFFF_FFFF, 0, 0, 1, 1);
    bin(a, e, S_ABSDIFF_I32, 0x8000_0000, 0, 0, 0x8000_0000, 1);
    bin(a, e, S_ABSDIFF_I32, 0x8000_0000, 1, 0, 0x7FFF_FFFF, 1);
    bin(
        a,
        e,
        S_ABSDIFF_I32,
        0x8000_0000,
        0xFFFF_FFFF,
        0,
        0x7FFF_FFFF,
        1,
    );
});
matrix!(s_mul_hi, gfx9, |a, e| {
    bin(a, e, S_MUL_HI_U32, 0x8000_0000, 4, 1, 2, 1);
    bin(
        a,
        e,
        S_MUL_HI_U32,
        0xFFFF_FFFF,
        0xFFFF_FFFF,
        0,
        0xFFFF_FFFE,
        0,
    );
    bin(a, e, S_MUL_HI_I32, 0xFFFF_FFFF, 2, 0, 0xFFFF_FFFF, 0);
    bin(a, e, S_MUL_HI_I32, 0x8000_0000, 2, 0, 0xFFFF_FFFF, 0);
    bin(a, e, S_MUL_HI_I32, 0x4000_0000, 4, 1, 1, 1);
});
matrix!(s_lshl_add, gfx9, |a, e| {
    bin(a, e, S_LSHL1_ADD_U32, 0x8000_0000, 0, 0, 0, 1);
    bin(a, e, S_LSHL1_ADD_U32, 3, 4, 1, 10, 0);
    bin(a, e, S_LSHL2_ADD_U32, 1, 0xFFFF_FFFC, 0, 0, 1);
    bin(a, e, S_LSHL3_ADD_U32, 0x2000_0000, 1, 0, 1, 1);
    bin(a, e, S_LSHL4_ADD_U32, 1, 0x10, 1, 0x20, 0);
});
matrix!(s_pack, gfx9, |a, e| {
    bin(
        a,
        e,
        S_PACK_LL_B32_B16,
        0x1234_ABCD,
        0x5678_EF01,
        1,
        0xEF01_ABCD,
        1,
    );
    bin(
        a,
        e,
        S_PACK_LH_B32_B16,
        0x1234_ABCD,
        0x5678_EF01,
        0,
        0x5678_ABCD,
        0,
    );
    bin(
        a,
        e,
        S_PACK_HH_B32_B16,
        0x1234_ABCD,
        0x5678_EF01,
        0,
        0x5678_1234,
        0,
    );
});
matrix!(s_rfe_restore_b64, gfx8plus, |a, e| {
    // PRIV set; return to the s_endpgm at 0x8 (this instruction is 4 bytes, a nop follows).
    Case::new(a, e)
        .s64(0, 8)
        .s(2, 1)
        .hw(2, 1 << 5)
        .i(sop2(a, S_RFE_RESTORE_B64, 0, 0, 2))
        .i(sopp(a, S_NOP, 0))
        .want_hw(2, 1 << 23)
        .check_steps(2);
});
matrix!(sources_inline_literal_and_conditions, all, |a, e| {
    Case::new(a, e)
        .scc(1)
        .i(sop2(a, S_ADD_U32, 0, SCC_SRC, ic(5)))
        .i(lit(sop2(a, S_ADD_U32, 1, LIT, LIT), 0x1234_5678))
        .i(sop1(a, S_MOV_B32, 2, 242))
        .i(sop1(a, S_MOV_B64, 4, 242))
        .i(sop1(a, S_MOV_B64, 6, ic(-16)))
        .i(lit(sop1(a, S_MOV_B64, 8, LIT), 0x8000_0000))
        .i(sop1(a, S_MOV_B32, 10, VCCZ_SRC))
        .i(sop1(a, S_MOV_B32, 11, EXECZ_SRC))
        .i(sop1(a, S_MOV_B32, 12, 240))
        .i(sop1(a, S_MOV_B32, 13, ic(-1)))
        .want_s(0, 6)
        .want_s(1, 0x2468_ACF0)
        .want_s(2, 0x3F80_0000)
        .want_s64(4, 0x3FF0_0000_0000_0000)
        .want_s64(6, 0xFFFF_FFFF_FFFF_FFF0)
        .want_s64(8, 0x8000_0000)
        .want_s(10, 1)
        .want_s(11, 1)
        .want_s(12, 0x3F00_0000)
        .want_s(13, 0xFFFF_FFFF)
        .want_scc(0)
        .check();
});
matrix!(ttmp_writes_need_priv, all, |a, e| {
    let t0 = a.ttmp_base();
    // Not privileged: the write is dropped but SCC still changes.
    Case::new(a, e)
        .s(1, 0xFFFF_FFFF)
        .i(sop2(a, S_ADD_U32, t0, 1, 1))
        .want_scc(1)
        .check();
    Case::new(a, e)
        .s(1, 0xFFFF_FFFF)
        .hw(2, 1 << 5)
        .i(sop2(a, S_ADD_U32, t0, 1, 1))
        .want_s(t0, 0xFFFF_FFFE)
        .want_scc(1)
        .check();
});
