//! gfx9's packed math (VOP3P: `v_pk_*`, `v_mad_mix*`, gfx906's
//! `v_fma_mix*`) and VOP3 `op_sel` on the 16-bit rows, one instruction a
//! case, on the interpreter and the JIT. Expected values are derived by
//! hand from the Vega manual's rules (docs/semantics.md §11.12 "Packed math",
//! "op_sel"); each case's comment gives the arithmetic.

use gcnjit::isa::asm::assemble_for;
use gcnjit::isa::{encode_all, Target};
use gcnjit::{engine, Engine, Limits, Program, Status, Wave};

/// f16 bits of `v` (exact for every value used here).
fn h(v: f32) -> u32 {
    half::f16::from_f32(v).to_bits() as u32
}

/// A packed pair: `lo` in bits 15:0, `hi` in 31:16.
fn pk(lo: f32, hi: f32) -> u32 {
    h(lo) | h(hi) << 16
}

/// Runs `text` on processor `cpu` with the VGPRs given (the same value in
/// every lane) and EXEC = `exec`; both engines must agree on v0..v7; returns
/// lane 0's and lane 63's v3.
fn run_on(cpu: &str, exec: u64, text: &str, init: &[(usize, u32)]) -> (u32, u32) {
    let target = Target::parse(cpu).unwrap();
    let insts = assemble_for(target, &format!("{text}\ns_endpgm"), 0)
        .unwrap_or_else(|e| panic!("{cpu} {text}: {e}"));
    let p = Program::new_for(target, 0, encode_all(&insts).unwrap());
    let mut waves = Vec::new();
    for e in [Engine::Interp, Engine::JIT] {
        let mut w = Wave::new(target.arch);
        w.state.set_exec(exec);
        for &(r, v) in init {
            for l in 0..64 {
                w.vgpr.set(r, l, v);
            }
        }
        let out = engine::run(e, &p, &mut w, &Limits::default());
        assert_eq!(out.status, Status::Endpgm, "{cpu} {text} {e:?}");
        waves.push(w);
    }
    for r in 0..8 {
        for l in 0..64 {
            assert_eq!(waves[0].vgpr.get(r, l), waves[1].vgpr.get(r, l), "{text}");
        }
    }
    (waves[0].vgpr.get(3, 0), waves[0].vgpr.get(3, 63))
}

/// v3 of lane 0 after `text` on gfx900 with every lane enabled.
fn run(text: &str, init: &[(usize, u32)]) -> u32 {
    run_on("gfx900", !0, text, init).0
}

const OLD: u32 = 0xABCD_1234;

#[test]
fn pk_f16_basic_and_selects() {
    let (a, b, c) = (pk(1.5, -2.0), pk(0.25, 8.0), pk(1.0, 0.5));
    let regs = [(1, a), (2, b), (4, c), (3, OLD)];
    // 1.5 + 0.25, -2 + 8.
    assert_eq!(run("v_pk_add_f16 v3, v1, v2", &regs), pk(1.75, 6.0));
    // 1.5 * 0.25, -2 * 8.
    assert_eq!(run("v_pk_mul_f16 v3, v1, v2", &regs), pk(0.375, -16.0));
    // 1.5 * 0.25 + 1, -2 * 8 + 0.5.
    assert_eq!(run("v_pk_fma_f16 v3, v1, v2, v4", &regs), pk(1.375, -15.5));
    assert_eq!(run("v_pk_min_f16 v3, v1, v2", &regs), pk(0.25, -2.0));
    assert_eq!(run("v_pk_max_f16 v3, v1, v2", &regs), pk(1.5, 8.0));
    // op_sel picks the halves the low result reads, op_sel_hi the high's:
    // low = hi(v1) + lo(v2) = -2 + 0.25; high = lo(v1) + hi(v2) = 1.5 + 8.
    assert_eq!(
        run(
            "v_pk_add_f16 v3, v1, v2 op_sel:[1,0] op_sel_hi:[0,1]",
            &regs
        ),
        pk(-1.75, 9.5)
    );
    // Both halves from the high half of v1 and the low of v2.
    assert_eq!(
        run(
            "v_pk_add_f16 v3, v1, v2 op_sel:[1,0] op_sel_hi:[1,0]",
            &regs
        ),
        pk(-1.75, -1.75)
    );
    // neg_lo negates the low halves' operands, neg_hi the high's:
    // -1.5 + 0.25 and -2 + -8.
    assert_eq!(
        run("v_pk_add_f16 v3, v1, v2 neg_lo:[1,0] neg_hi:[0,1]", &regs),
        pk(-1.25, -10.0)
    );
    // clamp: 1.75 and 6 to 1; -1.25 and -10 to 0.
    assert_eq!(run("v_pk_add_f16 v3, v1, v2 clamp", &regs), pk(1.0, 1.0));
    assert_eq!(
        run(
            "v_pk_add_f16 v3, v1, v2 neg_lo:[1,0] neg_hi:[0,1] clamp",
            &regs
        ),
        pk(0.0, 0.0)
    );
}

/// `v_pk_fma_f16` rounds once: (1 + 2^-10)^2 + 2^-11 is 1 + 2^-9 + 2^-11 +
/// 2^-20, above the midpoint of 1 + 2 ulps and 1 + 3 ulps, so 0x3C03; a
/// product rounded first (1 + 2^-9) plus 2^-11 would be a tie going to the
/// even 0x3C02. `v_pk_mul_f16` then `v_pk_add_f16` give 0x3C02.
#[test]
fn pk_fma_rounds_once() {
    let x = 0x3C01 | 0x3C01 << 16;
    let c = 0x1000 | 0x1000 << 16; // 2^-11
    let regs = [(1, x), (2, c)];
    assert_eq!(run("v_pk_fma_f16 v3, v1, v1, v2", &regs), 0x3C03_3C03);
    let two = "v_pk_mul_f16 v3, v1, v1\nv_pk_add_f16 v3, v3, v2";
    assert_eq!(run(two, &regs), 0x3C02_3C02);
}

#[test]
fn pk_integer() {
    let a = 0x0001_FFF0;
    let b = 0x0002_0020;
    let regs = [(1, a), (2, b), (3, OLD)];
    // 0xFFF0 + 0x20 wraps to 0x10 or saturates to 0xFFFF; 1 + 2 = 3.
    assert_eq!(run("v_pk_add_u16 v3, v1, v2", &regs), 0x0003_0010);
    assert_eq!(run("v_pk_add_u16 v3, v1, v2 clamp", &regs), 0x0003_FFFF);
    // 0xFFF0 - 0x20 = 0xFFD0; 1 - 2 wraps to 0xFFFF or saturates to 0.
    assert_eq!(run("v_pk_sub_u16 v3, v1, v2", &regs), 0xFFFF_FFD0);
    assert_eq!(run("v_pk_sub_u16 v3, v1, v2 clamp", &regs), 0x0000_FFD0);
    // Signed: low -32768 - 1, high 32767 - (-1): both saturate.
    let s = [(1, 0x7FFF_8000), (2, 0xFFFF_0001)];
    assert_eq!(run("v_pk_sub_i16 v3, v1, v2", &s), 0x8000_7FFF);
    assert_eq!(run("v_pk_sub_i16 v3, v1, v2 clamp", &s), 0x7FFF_8000);
    assert_eq!(run("v_pk_add_i16 v3, v1, v2 clamp", &s), 0x7FFE_8001);
    // 3 * 4 + 5 = 17; 0x100 * 0x100 + 1 = 0x10001 wraps to 1 or saturates.
    let m = [(1, 0x0100_0003), (2, 0x0100_0004), (4, 0x0001_0005)];
    assert_eq!(run("v_pk_mad_u16 v3, v1, v2, v4", &m), 0x0001_0011);
    assert_eq!(run("v_pk_mad_u16 v3, v1, v2, v4 clamp", &m), 0xFFFF_0011);
    // -2 * 3 + -1 = -7 (0xFFF9); 0x100 * 0x100 + 1 wraps to 1.
    let mi = [(1, 0x0100_FFFE), (2, 0x0100_0003), (4, 0x0001_FFFF)];
    assert_eq!(run("v_pk_mad_i16 v3, v1, v2, v4", &mi), 0x0001_FFF9);
    assert_eq!(run("v_pk_mad_i16 v3, v1, v2, v4 clamp", &mi), 0x7FFF_FFF9);
    // 0x1234 * 0x10 = 0x12340: the low 16 bits; 3 * 7 = 21.
    let ml = [(1, 0x0003_1234), (2, 0x0007_0010)];
    assert_eq!(run("v_pk_mul_lo_u16 v3, v1, v2", &ml), 0x0015_2340);
    // Shifts by the low 4 bits of each half of src0: 4 and 17 & 15 = 1.
    let sh = [(1, 0x0011_0004), (2, 0x8001_0F0F)];
    assert_eq!(run("v_pk_lshlrev_b16 v3, v1, v2", &sh), 0x0002_F0F0);
    assert_eq!(run("v_pk_lshrrev_b16 v3, v1, v2", &sh), 0x4000_00F0);
    assert_eq!(run("v_pk_ashrrev_i16 v3, v1, v2", &sh), 0xC000_00F0);
    // min/max: low 0xFFFF (-1 signed) against 1, high 5 against 9.
    let mm = [(1, 0x0005_FFFF), (2, 0x0009_0001)];
    assert_eq!(run("v_pk_max_u16 v3, v1, v2", &mm), 0x0009_FFFF);
    assert_eq!(run("v_pk_min_u16 v3, v1, v2", &mm), 0x0005_0001);
    assert_eq!(run("v_pk_max_i16 v3, v1, v2", &mm), 0x0009_0001);
    assert_eq!(run("v_pk_min_i16 v3, v1, v2", &mm), 0x0005_FFFF);
    // op_sel on integers: low = hi(v1) + hi(v2) = 3, high = lo + lo.
    assert_eq!(
        run(
            "v_pk_add_u16 v3, v1, v2 op_sel:[1,1] op_sel_hi:[0,0]",
            &regs
        ),
        0x0010_0003
    );
}

/// Lanes outside EXEC keep their value (lane 63 is off).
#[test]
fn pk_exec() {
    let regs = [(1, pk(1.5, -2.0)), (2, pk(0.25, 8.0)), (3, OLD)];
    let (on, off) = run_on("gfx900", 1, "v_pk_add_f16 v3, v1, v2", &regs);
    assert_eq!((on, off), (pk(1.75, 6.0), OLD));
}

/// `v_mad_mix*`: each source an f32 (op_sel_hi clear) or the f16 half
/// op_sel picks; abs/neg on the value; the f32 result or its f16 rounding
/// into one half.
#[test]
fn mad_mix() {
    let regs = [
        (1, pk(1.5, -2.0)),
        (2, pk(0.25, 8.0)),
        (4, pk(1.0, 0.5)),
        (5, 3.0f32.to_bits()),
        (3, OLD),
    ];
    // f16 lows: 1.5 * 0.25 + 1.
    assert_eq!(
        run("v_mad_mix_f32 v3, v1, v2, v4 op_sel_hi:[1,1,1]", &regs),
        1.375f32.to_bits()
    );
    // hi(v1) * lo(v2) + v5 (f32): -2 * 0.25 + 3.
    let sel = "op_sel:[1,0,0] op_sel_hi:[1,1,0]";
    assert_eq!(
        run(&format!("v_mad_mix_f32 v3, v1, v2, v5 {sel}"), &regs),
        2.5f32.to_bits()
    );
    // -(-2) * 0.25 + 3 and -|-2| * 0.25 + 3.
    assert_eq!(
        run(&format!("v_mad_mix_f32 v3, -v1, v2, v5 {sel}"), &regs),
        3.5f32.to_bits()
    );
    assert_eq!(
        run(&format!("v_mad_mix_f32 v3, -|v1|, v2, v5 {sel}"), &regs),
        2.5f32.to_bits()
    );
    // hi(v2) * hi(v4) + lo(v1) = 8 * 0.5 + 1.5 = 5.5, clamped to 1.
    let t = "v_mad_mix_f32 v3, v2, v4, v1 op_sel:[1,1,0] op_sel_hi:[1,1,1]";
    assert_eq!(run(t, &regs), 5.5f32.to_bits());
    assert_eq!(run(&format!("{t} clamp"), &regs), 1f32.to_bits());
    // The f16 results: low half written, high kept; and the reverse.
    assert_eq!(
        run("v_mad_mixlo_f16 v3, v1, v2, v4 op_sel_hi:[1,1,1]", &regs),
        OLD & 0xFFFF_0000 | h(1.375)
    );
    assert_eq!(
        run("v_mad_mixhi_f16 v3, v1, v2, v4 op_sel_hi:[1,1,1]", &regs),
        OLD & 0xFFFF | h(1.375) << 16
    );
}

/// `v_fma_mix_f32` (gfx906) rounds once; `v_mad_mix_f32` (gfx900) rounds
/// the product: (1 + 2^-12)^2 - 1 = 2^-11 + 2^-24 exactly, while the
/// product 1 + 2^-11 + 2^-24 rounded to f32 is a tie going to 1 + 2^-11.
#[test]
fn fma_mix_rounds_once() {
    let x = 1.0f32 + 2f32.powi(-12);
    let regs = [(1, x.to_bits()), (2, (-1f32).to_bits())];
    let fused = run_on("gfx906", !0, "v_fma_mix_f32 v3, v1, v1, v2", &regs).0;
    assert_eq!(f32::from_bits(fused), 2f32.powi(-11) + 2f32.powi(-24));
    let mad = run("v_mad_mix_f32 v3, v1, v1, v2", &regs);
    assert_eq!(f32::from_bits(mad), 2f32.powi(-11));
    // And the f16 forms write their half: 1.5 * 0.25 + 1 = 1.375.
    let h16 = [
        (1, pk(1.5, 0.0)),
        (2, pk(0.25, 0.0)),
        (4, pk(1.0, 0.0)),
        (3, OLD),
    ];
    let lo = run_on(
        "gfx906",
        !0,
        "v_fma_mixlo_f16 v3, v1, v2, v4 op_sel_hi:[1,1,1]",
        &h16,
    )
    .0;
    assert_eq!(lo, OLD & 0xFFFF_0000 | h(1.375));
    let hi = run_on(
        "gfx906",
        !0,
        "v_fma_mixhi_f16 v3, v1, v2, v4 op_sel_hi:[1,1,1]",
        &h16,
    )
    .0;
    assert_eq!(hi, OLD & 0xFFFF | h(1.375) << 16);
}

/// VOP3 op_sel on gfx9's 16-bit rows: bits 0-2 read a source's high half,
/// bit 3 writes the result's high half and keeps the low one.
#[test]
fn vop3_op_sel() {
    let regs = [
        (1, 0x0003_0002),
        (2, 0x0005_0007),
        (4, 0x0100_0001),
        (3, OLD),
    ];
    // lo: 2 * 7 + 1 = 15 (the high half of the result zeroed, as without op_sel).
    assert_eq!(run("v_mad_u16 v3, v1, v2, v4", &regs), 15);
    // hi(v1) * lo(v2) + hi(v4) = 3 * 7 + 0x100 = 0x115 into the high half.
    assert_eq!(
        run("v_mad_u16 v3, v1, v2, v4 op_sel:[1,0,1,1]", &regs),
        0x0115_0000 | OLD & 0xFFFF
    );
    // f16: hi(v6) * hi(v7) + lo(v8) = 2 * 3 + 0.5.
    let f = [
        (6, pk(9.0, 2.0)),
        (7, pk(9.0, 3.0)),
        (8, pk(0.5, 9.0)),
        (3, OLD),
    ];
    assert_eq!(run("v_fma_f16 v3, v6, v7, v8 op_sel:[1,1,0,0]", &f), h(6.5));
    assert_eq!(
        run("v_mad_f16 v3, v6, v7, v8 op_sel:[1,1,0,1]", &f),
        h(6.5) << 16 | OLD & 0xFFFF
    );
    // A 32-bit result from 16-bit sources: hi(v1) * hi(v2) + v4.
    assert_eq!(
        run("v_mad_u32_u16 v3, v1, v2, v4 op_sel:[1,1,0,0]", &regs),
        15 + 0x0100_0001
    );
    // v_pack_b32_f16 of the two high halves.
    assert_eq!(
        run("v_pack_b32_f16 v3, v6, v7 op_sel:[1,1,0]", &f),
        pk(2.0, 3.0)
    );
}

/// gfx906's integer dot products: S0 . S1 + S2 over two halves, four bytes
/// or eight nibbles, signed or unsigned; `clamp` saturates the sum.
#[test]
fn dot_products() {
    let run906 = |text: &str, init: &[(usize, u32)]| run_on("gfx906", !0, text, init).0;
    // (-3, 7) . (5, -2) + 100 = -15 - 14 + 100 = 71.
    let d2 = [(1, 0x0007_FFFD), (2, 0xFFFE_0005), (4, 100)];
    assert_eq!(run906("v_dot2_i32_i16 v3, v1, v2, v4", &d2), 71);
    // op_sel:[1,0,0]: both elements of S0 from its high half: 7 * 5 + 7 * -2 + 100.
    assert_eq!(
        run906("v_dot2_i32_i16 v3, v1, v2, v4 op_sel:[1,0,0]", &d2),
        121
    );
    // 7 * 7 + 5 * 5 = 74 on 0x7FFFFFF0 passes i32::MAX: wraps to
    // 0x8000003A or saturates.
    let big = [(1, 0x0007_0005), (2, 0x0007_0005), (4, 0x7FFF_FFF0)];
    assert_eq!(
        run906("v_dot2_i32_i16 v3, v1, v2, v4 clamp", &big),
        0x7FFF_FFFF
    );
    assert_eq!(run906("v_dot2_i32_i16 v3, v1, v2, v4", &big), 0x8000_003A);
    // Unsigned: 0xFFFF * 0xFFFF + 2 * 3 + 1 = 0xFFFE0008; with 0x20000 the
    // sum is 0x1_0000_0007: wraps to 7 or saturates.
    let u2 = [(1, 0x0002_FFFF), (2, 0x0003_FFFF), (4, 1)];
    assert_eq!(run906("v_dot2_u32_u16 v3, v1, v2, v4", &u2), 0xFFFE_0008);
    let u2big = [(1, 0x0002_FFFF), (2, 0x0003_FFFF), (4, 0x2_0000)];
    assert_eq!(run906("v_dot2_u32_u16 v3, v1, v2, v4", &u2big), 7);
    assert_eq!(
        run906("v_dot2_u32_u16 v3, v1, v2, v4 clamp", &u2big),
        u32::MAX
    );
    // Bytes of 0x807FFF02: 2, -1, 127, -128 (signed) or 2, 255, 127, 128;
    // of 0x01020304: 4, 3, 2, 1. Signed 8 - 3 + 254 - 128 + 100 = 231,
    // unsigned 8 + 765 + 254 + 128 + 100 = 1255.
    let d4 = [(1, 0x807F_FF02), (2, 0x0102_0304), (4, 100)];
    assert_eq!(run906("v_dot4_i32_i8 v3, v1, v2, v4", &d4), 231);
    assert_eq!(run906("v_dot4_u32_u8 v3, v1, v2, v4", &d4), 1255);
    // Nibbles of 0xF0F0F0F0: 0, 15 (-1) alternating; of 0x76543210: 0..7.
    // Signed -(1 + 3 + 5 + 7) + 100 = 84, unsigned 15 * 16 + 100 = 340.
    let d8 = [(1, 0xF0F0_F0F0), (2, 0x7654_3210), (4, 100)];
    assert_eq!(run906("v_dot8_i32_i4 v3, v1, v2, v4", &d8), 84);
    assert_eq!(run906("v_dot8_u32_u4 v3, v1, v2, v4", &d8), 340);
    // A negative accumulator: -200 + 131 = -69.
    let neg = [(1, 0x807F_FF02), (2, 0x0102_0304), (4, (-200i32) as u32)];
    assert_eq!(
        run906("v_dot4_i32_i8 v3, v1, v2, v4", &neg),
        (-69i32) as u32
    );
}

/// gfx906's `v_dot2_f32_f16`: S2 plus lo(S0) * lo(S1), rounded to f32,
/// then plus hi(S0) * hi(S1), rounded again (AMD's order; each f16 product
/// is exact in f32); f32 denormals flushed whatever MODE says, f16 inputs as MODE
/// says (docs/semantics.md §11.21). Lane 63 is outside EXEC and keeps v3.
#[test]
fn dot2_f32_f16() {
    const F1: u32 = 0x3F80_0000; // 1.0f
    let exec = !0u64 >> 1;
    let run906 = |text: &str, init: &[(usize, u32)]| {
        let (lane0, lane63) = run_on("gfx906", exec, text, init);
        assert_eq!(lane63, OLD, "{text}: lane 63");
        lane0
    };
    let dot = "v_dot2_f32_f16 v3, v1, v2, v4";
    // (1.5, -2) . (0.25, 8) + 1 = 0.375 - 16 + 1 = -14.625 (0xC16A0000).
    let a = [(1, pk(1.5, -2.0)), (2, pk(0.25, 8.0)), (4, F1), (3, OLD)];
    assert_eq!(run906(dot, &a), 0xC16A_0000);
    // The low product first: 1 + (-1 * 1) = 0 exactly, then + 2^-12 * 2^-12
    // = 2^-24 (0x33800000). The high product first would give 1 + 2^-24 =
    // 1 (a tie, to even), then 0.
    let order = [(1, 0x0C00_BC00), (2, 0x0C00_3C00), (4, F1), (3, OLD)];
    assert_eq!(run906(dot, &order), 0x3380_0000);
    // Two roundings: 1 + 2^-24 rounds to 1 (a tie, to even), and again;
    // one rounding of the exact 1 + 2^-23 would give 0x3F800001.
    let twice = [(1, 0x0C00_0C00), (2, 0x0C00_0C00), (4, F1), (3, OLD)];
    assert_eq!(run906(dot, &twice), F1);
    // neg_lo[0] negates lo(S0), neg_hi[1] hi(S1), neg_lo[2] S2:
    // -0.375 + 16 - 1 = 14.625 (0x416A0000); with clamp 1.0.
    let mods = "v_dot2_f32_f16 v3, v1, v2, v4 neg_lo:[1,0,1] neg_hi:[0,1,0]";
    assert_eq!(run906(mods, &a), 0x416A_0000);
    assert_eq!(run906(&format!("{mods} clamp"), &a), F1);
    // LLVM negates an f32 operand with neg_lo and neg_hi both set: -(-1)
    // gives 1 + 0.375 - 16 = -14.625 again; clamp makes a negative result 0.
    let neg_c = [
        (1, pk(1.5, -2.0)),
        (2, pk(0.25, 8.0)),
        (4, 0xBF80_0000),
        (3, OLD),
    ];
    let neg2 = "v_dot2_f32_f16 v3, v1, v2, v4 neg_lo:[0,0,1] neg_hi:[0,0,1]";
    assert_eq!(run906(neg2, &neg_c), 0xC16A_0000);
    assert_eq!(run906(&format!("{dot} clamp"), &a), 0);
    // op_sel:[1,0,0]: the low product takes hi(S0): -2 * 0.25 - 16 + 1 =
    // -15.5 (0xC1780000).
    assert_eq!(
        run906("v_dot2_f32_f16 v3, v1, v2, v4 op_sel:[1,0,0]", &a),
        0xC178_0000
    );
    // MODE keeping every denormal (0xF0): the f32 denormal S2 (2^-149) is
    // still flushed, 0 + 0 + 0 = +0; the f16 denormal 2^-24 is kept and
    // times 2^10 (0x6400) gives 2^-14 (0x38800000); with MODE 0 it is
    // flushed to 0.
    let keep = "s_setreg_imm32_b32 hwreg(HW_REG_MODE, 0, 8), 0xf0\n";
    let den32 = [(1, 0), (2, 0), (4, 1), (3, OLD)];
    assert_eq!(run906(&format!("{keep}{dot}"), &den32), 0);
    let den16 = [(1, 0x0001), (2, 0x6400), (4, 0), (3, OLD)];
    assert_eq!(run906(&format!("{keep}{dot}"), &den16), 0x3880_0000);
    assert_eq!(run906(dot, &den16), 0);
}

/// `neg_hi` alone on the f32 operand of `v_dot2_f32_f16` (gfx906): no
/// source defines it, so the wave ends `unsupported` (docs/semantics.md
/// §11.21), on both engines.
#[test]
fn dot2_f32_f16_neg_hi_alone() {
    let target = Target::parse("gfx906").unwrap();
    let text = "v_dot2_f32_f16 v3, v1, v2, v4 neg_hi:[0,0,1]\ns_endpgm";
    let p = Program::new_for(
        target,
        0,
        encode_all(&assemble_for(target, text, 0).unwrap()).unwrap(),
    );
    for e in [Engine::Interp, Engine::JIT] {
        let mut w = Wave::new(target.arch);
        match engine::run(e, &p, &mut w, &Limits::default()).status {
            Status::Error(err) => assert_eq!(err.kind, gcnjit::ErrorKind::Unsupported, "{e:?}"),
            s => panic!("{e:?}: {s:?}"),
        }
    }
}
