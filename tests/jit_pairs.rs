//! 64-bit arithmetic in register pairs and unrolled multiply loops: the JIT
//! lowers an add/add-with-carry (sub/sub-with-borrow) pair as one 64-bit
//! operation, keeps pairs used as 64 bits in one host register, and unrolls
//! small self-loops that multiply by a constant, building each copy's values
//! from the loop's entry values. Expected values are worked out by hand (or,
//! for long loops, by a plain Rust model of the arithmetic); every engine of
//! the matrix must produce them, and JIT runs must equal the interpreter's at
//! every step limit.

mod common;

use common::*;
use gcnjit::isa::Opcode::*;
use gcnjit::{interp, Arch, Limits, Program, Wave};

fn jit(p: &Program) -> gcnjit::jit::Jit {
    eager_jit(p)
}

// s[0:1] + s[2:3] into s[4:5], low halves then high halves.
fn add64(a: Arch, e: gcnjit::engine::Engine, x: u64, y: u64) -> Case {
    Case::new(a, e)
        .s64(0, x)
        .s64(2, y)
        .i(sop2(a, S_ADD_U32, 4, 0, 2))
        .i(sop2(a, S_ADDC_U32, 5, 1, 3))
}

matrix!(add_pair_carries_between_halves, all, |a, e| {
    // 0x1_FFFFFFFF + 1: the low half wraps to 0 and carries into the high half;
    // nothing carries out of bit 63, so SCC = 0.
    add64(a, e, 0x1_FFFF_FFFF, 1)
        .want_s64(4, 0x2_0000_0000)
        .want_scc(0)
        .check();
});

matrix!(add_pair_carry_out_is_scc, all, |a, e| {
    // 2^64 - 1 + 2 = 1 (mod 2^64) with a carry out of bit 63.
    add64(a, e, u64::MAX, 2).want_s64(4, 1).want_scc(1).check();
});

matrix!(add_pair_high_halves_carry_without_low_carry, all, |a, e| {
    // 0x80000000_00000001 + 0x80000000_00000001 = 0x1_00000000_00000002:
    // no carry from the low halves, a carry out of the high halves.
    add64(a, e, 0x8000_0000_0000_0001, 0x8000_0000_0000_0001)
        .want_s64(4, 2)
        .want_scc(1)
        .check();
});

matrix!(sub_pair_borrows_between_halves, all, |a, e| {
    // 0x1_00000000 - 1 = 0xFFFFFFFF: the low half borrows from the high half,
    // nothing borrows out of bit 63.
    Case::new(a, e)
        .s64(0, 0x1_0000_0000)
        .s64(2, 1)
        .i(sop2(a, S_SUB_U32, 4, 0, 2))
        .i(sop2(a, S_SUBB_U32, 5, 1, 3))
        .want_s64(4, 0xFFFF_FFFF)
        .want_scc(0)
        .check();
});

matrix!(sub_pair_borrow_out_is_scc, all, |a, e| {
    // 5 - 7 = -2 = 0xFFFFFFFF_FFFFFFFE with a borrow out.
    Case::new(a, e)
        .s64(0, 5)
        .s64(2, 7)
        .i(sop2(a, S_SUB_U32, 0, 0, 2))
        .i(sop2(a, S_SUBB_U32, 1, 1, 3))
        .want_s64(0, 0xFFFF_FFFF_FFFF_FFFE)
        .want_scc(1)
        .check();
});

matrix!(add_pair_of_constants_and_literals, all, |a, e| {
    // s[0:1] = 0x00000007_90000000 plus the 64-bit constant
    // 0x12345678_80000000 given as two literals:
    // low 0x90000000 + 0x80000000 = 0x1_10000000 -> 0x10000000, carry 1;
    // high 7 + 0x12345678 + 1 = 0x12345680.
    Case::new(a, e)
        .s64(0, 0x7_9000_0000)
        .i(lit(sop2(a, S_ADD_U32, 0, 0, LIT), 0x8000_0000))
        .i(lit(sop2(a, S_ADDC_U32, 1, 1, LIT), 0x1234_5678))
        .want_s64(0, 0x1234_5680_1000_0000)
        .want_scc(0)
        .check();
});

matrix!(add_pair_with_inline_constants, all, |a, e| {
    // s[6:7] += 1 as add 1 / addc 0 from 0xFFFFFFFF: 0x1_00000000, SCC 0.
    Case::new(a, e)
        .s64(6, 0xFFFF_FFFF)
        .i(sop2(a, S_ADD_U32, 6, 6, ic(1)))
        .i(sop2(a, S_ADDC_U32, 7, 7, ic(0)))
        .want_s64(6, 0x1_0000_0000)
        .want_scc(0)
        .check();
});

matrix!(
    high_add_reading_the_low_result_is_not_one_add,
    all,
    |a, e| {
        // s3 = s2 + s4 = 0xFFFFFFFF + 2 = 1 with carry 1; then
        // s5 = s3 + s6 + carry = 1 + 10 + 1 = 12, no carry.
        Case::new(a, e)
            .s(2, 0xFFFF_FFFF)
            .s(4, 2)
            .s(6, 10)
            .i(sop2(a, S_ADD_U32, 3, 2, 4))
            .i(sop2(a, S_ADDC_U32, 5, 3, 6))
            .want_s(3, 1)
            .want_s(5, 12)
            .want_scc(0)
            .check();
    }
);

matrix!(high_add_reading_scc_as_an_operand, all, |a, e| {
    // s0 = 0xFFFFFFFF + 1 = 0, carry 1; s2 = s3 + SCC + carry = 5 + 1 + 1 = 7.
    Case::new(a, e)
        .s(0, 0xFFFF_FFFF)
        .s(1, 1)
        .s(3, 5)
        .i(sop2(a, S_ADD_U32, 0, 0, 1))
        .i(sop2(a, S_ADDC_U32, 2, 3, SCC_SRC))
        .want_s(0, 0)
        .want_s(2, 7)
        .want_scc(0)
        .check();
});

matrix!(pair_halves_written_alone, all, |a, e| {
    // s[4:5] is used as 64 bits by the shift and the add pair, and its high
    // half is also written alone in between:
    // 0x00000001_80000000 << 1 = 0x00000003_00000000; s5 = 9;
    // + s[0:1] (0x00000000_FFFFFFFF) = 0x00000009_FFFFFFFF; s5 read alone = 9.
    Case::new(a, e)
        .s64(4, 0x1_8000_0000)
        .s64(0, 0xFFFF_FFFF)
        .i(sop2(a, S_LSHL_B64, 4, 4, ic(1)))
        .i(sop1(a, S_MOV_B32, 5, ic(9)))
        .i(sop2(a, S_ADD_U32, 4, 4, 0))
        .i(sop2(a, S_ADDC_U32, 5, 5, 1))
        .i(sop1(a, S_MOV_B32, 8, 5))
        .want_s64(4, 0x9_FFFF_FFFF)
        .want_s(8, 9)
        .want_scc(0)
        .check();
});

/// x = x * 1664525 + 1013904223; s[4:5] += x (64-bit); s0 counts down.
const LCG: &str = "
    s_mov_b32 s2, 12345
    s_mov_b64 s[4:5], 0
loop:
    s_mul_i32 s2, s2, 0x19660d
    s_add_u32 s2, s2, 0x3c6ef35f
    s_add_u32 s4, s4, s2
    s_addc_u32 s5, s5, 0
    s_add_i32 s0, s0, -1
    s_cmp_lg_u32 s0, 0
    s_cbranch_scc1 loop
    s_endpgm
";

/// The same arithmetic in plain Rust.
fn lcg_model(n: u32) -> (u32, u64) {
    let (mut x, mut sum) = (12345u32, 0u64);
    for _ in 0..n {
        x = x.wrapping_mul(1_664_525).wrapping_add(1_013_904_223);
        sum = sum.wrapping_add(x as u64);
    }
    (x, sum)
}

#[test]
fn multiply_loop_is_unrolled_and_exits_from_every_copy() {
    let p = Program::from_asm(Arch::Gfx9, LCG, 0).unwrap();
    // 1..=9 iterations leave the unrolled loop from each of its copies.
    for n in 1..=9u32 {
        let j = jit(&p);
        let mut w = Wave::new(Arch::Gfx9);
        w.state.sgpr[0] = n;
        let out = j.run(&mut w, &Limits::default());
        let (x, sum) = lcg_model(n);
        let got_sum = w.state.sgpr[4] as u64 | (w.state.sgpr[5] as u64) << 32;
        assert_eq!((w.state.sgpr[2], got_sum), (x, sum), "n = {n}");
        // 2 set-up instructions, 7 per iteration, s_endpgm.
        assert_eq!(out.steps, 2 + 7 * n as u64 + 1, "n = {n}");
        assert_eq!(j.stats().interp_steps, 0, "n = {n}: {out:?}");
        // The four copies each multiply the entry value by their own power.
        let text = clif(&j);
        assert!(text.matches("imul").count() >= 4, "not unrolled:\n{text}");
    }
}

#[test]
fn unrolled_loop_matches_the_interpreter_at_every_step_limit() {
    let p = Program::from_asm(Arch::Gfx9, LCG, 0).unwrap();
    for n in [1u32, 4, 6] {
        let mut start = Wave::new(Arch::Gfx9);
        start.state.sgpr[0] = n;
        assert_limits_match(&p, &start, u64::MAX);
    }
}

#[test]
fn affine_forms_of_every_kind() {
    // Per iteration: s1 = s1 * 3 (mulk), s1 += 5 (addk), s2 = s1 - 7,
    // s3 = s2 (move), s4 = 9 * s3 (constant first), s1 = s4 + 0xFFFFFFF0;
    // s6 accumulates s4. Modelled below in plain Rust.
    let src = "
    loop:
        s_mulk_i32 s1, 3
        s_addk_i32 s1, 5
        s_sub_u32 s2, s1, 7
        s_mov_b32 s3, s2
        s_mul_i32 s4, 9, s3
        s_add_i32 s1, s4, -16
        s_add_u32 s6, s6, s4
        s_sub_i32 s0, s0, 1
        s_cmp_eq_u32 s0, 0
        s_cbranch_scc0 loop
        s_endpgm
    ";
    let p = Program::from_asm(Arch::Gfx9, src, 0).unwrap();
    for n in 1..=9u32 {
        let (mut s1, mut s6) = (0x1234_5678u32, 0u32);
        let mut last = (0, 0, 0);
        for _ in 0..n {
            s1 = s1.wrapping_mul(3).wrapping_add(5);
            let s2 = s1.wrapping_sub(7);
            let s4 = s2.wrapping_mul(9);
            s1 = s4.wrapping_add(0xFFFF_FFF0);
            s6 = s6.wrapping_add(s4);
            last = (s2, s4, s1);
        }
        let j = jit(&p);
        let mut w = Wave::new(Arch::Gfx9);
        w.state.sgpr[0] = n;
        w.state.sgpr[1] = 0x1234_5678;
        let out = j.run(&mut w, &Limits::default());
        let s = &w.state.sgpr;
        assert_eq!(
            (s[1], s[2], s[3], s[4], s[6]),
            (last.2, last.0, last.0, last.1, s6),
            "n = {n}"
        );
        assert_eq!(out.steps, 10 * n as u64 + 1);
        let mut iw = Wave::new(Arch::Gfx9);
        iw.state.sgpr[0] = n;
        iw.state.sgpr[1] = 0x1234_5678;
        let io = interp::run(&p, &mut iw, &Limits::default());
        assert_eq!((&out, &w), (&io, &iw), "n = {n}");
    }
}

#[test]
fn collatz_step_is_one_64_bit_add() {
    // x = 3x + 1 on s[2:3] through s[4:5], as the Collatz kernel does it.
    let src = "
        s_lshl_b64 s[4:5], s[2:3], 1
        s_add_u32 s2, s2, s4
        s_addc_u32 s3, s3, s5
        s_add_u32 s2, s2, 1
        s_addc_u32 s3, s3, 0
        s_endpgm
    ";
    let p = Program::from_asm(Arch::Gfx9, src, 0).unwrap();
    let j = jit(&p);
    let mut w = Wave::new(Arch::Gfx9);
    // 3 * 0x55555555_55555555 + 1 = 0x1_00000000_00000000 -> 0, carry out.
    w.state.sgpr[2] = 0x5555_5555;
    w.state.sgpr[3] = 0x5555_5555;
    j.run(&mut w, &Limits::default());
    assert_eq!((w.state.sgpr[2], w.state.sgpr[3], w.state.scc), (0, 0, 1));
    // 2x = 0xAAAAAAAA_AAAAAAAA stays in s[4:5].
    assert_eq!(
        (w.state.sgpr[4], w.state.sgpr[5]),
        (0xAAAA_AAAA, 0xAAAA_AAAA)
    );
    let text = clif(&j);
    // Both pairs are 64-bit adds: no 32-bit add with a carry flag is left.
    assert!(!text.contains("uadd_overflow"), "adds in halves in\n{text}");
}
