//! One VALU row a case (VOP1, VOP2, VOP3, VOP3P), each run on every
//! generation that has its mnemonic, on every engine, with EXEC partial (the
//! lane after the table is outside EXEC and keeps its destination). The
//! expected values are derived by hand from IEEE 754 arithmetic, two's
//! complement and the operation the AMD GCN3 and Vega manuals give for the
//! row (docs/semantics.md §11); the comment of a row gives the arithmetic
//! where it is not plain. f32/f64/f16 constants are written as their bits.

mod vector_run;
use gcnjit::state::hwreg;
use gcnjit::Arch;
use vector_run::*;

/// MODE with denormals kept for every type (bits 7:4), round to nearest even.
const DEN: u32 = 0xF0;
/// MODE with denormals flushed.
const FLUSH: u32 = 0;

/// Expected "any quiet or signalling NaN" of each width (the hardware's NaN
/// payload is not part of these checks).
const NAN16: u64 = 0x7E00;
const NAN32: u64 = 0x7FC0_0000;
const NAN64: u64 = 0x7FF8_0000_0000_0000;

/// What the destination holds before the instruction when the row gives no
/// `d`: the inactive lane must keep it.
const PRESET: u32 = 0xDEAD_BEEF;

/// One row: `m ops` with a in v[10:11], b in v[12:13], c in v[14:15] and the
/// destination v0 (v[0:1] when `ops` starts so) preset to `d` (or PRESET);
/// VCC preset to `vcc.0` (lane bits) and, with `vcc.1`, expected after.
struct Row {
    m: &'static str,
    ops: &'static str,
    mode: u32,
    a: &'static [u64],
    b: &'static [u64],
    c: &'static [u64],
    d: &'static [u64],
    want: &'static [u64],
    vcc: (u64, Option<u64>),
}

/// A row with no carry and no preset destination.
const fn r(
    m: &'static str,
    ops: &'static str,
    a: &'static [u64],
    b: &'static [u64],
    c: &'static [u64],
    want: &'static [u64],
) -> Row {
    Row {
        m,
        ops,
        mode: DEN,
        a,
        b,
        c,
        d: &[],
        want,
        vcc: (0, None),
    }
}

/// A row whose destination starts as `d` (mac forms, half writes).
const fn rd(
    m: &'static str,
    ops: &'static str,
    a: &'static [u64],
    b: &'static [u64],
    d: &'static [u64],
    want: &'static [u64],
) -> Row {
    Row {
        d,
        ..r(m, ops, a, b, &[], want)
    }
}

/// A row with a carry in VCC (`cin` lane bits) and the carry-out expected.
const fn rc(
    m: &'static str,
    ops: &'static str,
    a: &'static [u64],
    b: &'static [u64],
    cin: u64,
    want: &'static [u64],
    cout: u64,
) -> Row {
    Row {
        vcc: (cin, Some(cout)),
        ..r(m, ops, a, b, &[], want)
    }
}

/// A row under MODE `mode`.
const fn rm(mode: u32, row: Row) -> Row {
    Row { mode, ..row }
}

fn is_nan(bits: u64, want: u64) -> bool {
    match want {
        NAN16 => bits & 0x7C00 == 0x7C00 && bits & 0x3FF != 0 && bits >> 16 == 0,
        NAN32 => f32::from_bits(bits as u32).is_nan() && bits >> 32 == 0,
        NAN64 => f64::from_bits(bits).is_nan(),
        _ => false,
    }
}

fn run_row(arch: Arch, row: &Row) {
    let n = row.want.len();
    let wide = row.ops.starts_with("v[0:1]");
    let exec = (1u64 << n) - 1;
    let w = run_ok(arch, &format!("{} {}", row.m, row.ops), |w| {
        w.state.hwreg[hwreg::MODE] = row.mode;
        w.state.set_exec(exec);
        w.state.set_vcc(row.vcc.0);
        for (reg, vals) in [(10, row.a), (12, row.b), (14, row.c)] {
            for (l, v) in vals.iter().enumerate() {
                w.vgpr.set(reg, l, *v as u32);
                w.vgpr.set(reg + 1, l, (*v >> 32) as u32);
            }
        }
        for l in 0..64 {
            let d = row.d.get(l.min(row.d.len().saturating_sub(1)));
            let d = d.copied().unwrap_or(PRESET as u64 | (PRESET as u64) << 32);
            w.vgpr.set(0, l, d as u32);
            w.vgpr.set(1, l, (d >> 32) as u32);
        }
    });
    let what = format!("{arch} {} {}", row.m, row.ops);
    for (l, &want) in row.want.iter().enumerate() {
        let got = w.vgpr.get(0, l) as u64
            | if wide {
                (w.vgpr.get(1, l) as u64) << 32
            } else {
                0
            };
        assert!(
            got == want || is_nan(got, want),
            "{what}: lane {l} is {got:#x}, want {want:#x}"
        );
    }
    let kept = row.d.last().copied().unwrap_or(PRESET as u64) as u32;
    assert_eq!(w.vgpr.get(0, n), kept, "{what}: the lane outside EXEC");
    if let Some(cout) = row.vcc.1 {
        assert_eq!(w.state.vcc(), cout & exec, "{what}: VCC");
    }
}

fn run_table(rows: &[Row]) {
    for row in rows {
        for arch in arches_of(row.m) {
            run_row(arch, row);
        }
    }
}

const V2: &str = "v0, v10, v12";
const V3: &str = "v0, v10, v12, v14";
const V1: &str = "v0, v10";

/// Integer rows: bit operations, shifts, min/max, 24-bit and 32-bit
/// multiplies, the three-operand rows.
#[rustfmt::skip]
const INTEGER: &[Row] = &[
    r("v_and_b32", V2, &[0xF0F0_F0F0, !0], &[0x3C3C_3C3C, 0], &[], &[0x3030_3030, 0]),
    r("v_or_b32", V2, &[0xF0F0_F0F0, 0], &[0x3C3C_3C3C, 0], &[], &[0xFCFC_FCFC, 0]),
    r("v_xor_b32", V2, &[0xF0F0_F0F0, !0], &[0x3C3C_3C3C, !0], &[], &[0xCCCC_CCCC, 0]),
    r("v_not_b32", V1, &[0x0F0F_0F0F, 0], &[], &[], &[0xF0F0_F0F0, 0xFFFF_FFFF]),
    // rev forms shift S1 by S0[4:0]: 33 is a shift by 1.
    r("v_lshlrev_b32", V2, &[4, 33], &[0x8000_0001, 0xC000_0000], &[], &[0x10, 0x8000_0000]),
    r("v_lshl_b32", V2, &[0x8000_0001, 0xC000_0000], &[4, 33], &[], &[0x10, 0x8000_0000]),
    r("v_lshrrev_b32", V2, &[4, 36], &[0x8000_0010, !0], &[], &[0x0800_0001, 0x0FFF_FFFF]),
    r("v_lshr_b32", V2, &[0x8000_0010, !0], &[4, 36], &[], &[0x0800_0001, 0x0FFF_FFFF]),
    r("v_ashrrev_i32", V2, &[4, 31, 63], &[0x8000_0010, 0x7FFF_FFFF, 0x8000_0000], &[], &[0xF800_0001, 0, 0xFFFF_FFFF]),
    r("v_ashr_i32", V2, &[0x8000_0010, 0x7FFF_FFFF, 0x8000_0000], &[4, 31, 63], &[], &[0xF800_0001, 0, 0xFFFF_FFFF]),
    // (-1, 1), (INT_MIN, INT_MAX), (5, 5)
    r("v_max_i32", V2, &[0xFFFF_FFFF, 0x8000_0000, 5], &[1, 0x7FFF_FFFF, 5], &[], &[1, 0x7FFF_FFFF, 5]),
    r("v_min_i32", V2, &[0xFFFF_FFFF, 0x8000_0000, 5], &[1, 0x7FFF_FFFF, 5], &[], &[0xFFFF_FFFF, 0x8000_0000, 5]),
    r("v_max_u32", V2, &[0xFFFF_FFFF, 0x8000_0000, 5], &[1, 0x7FFF_FFFF, 5], &[], &[0xFFFF_FFFF, 0x8000_0000, 5]),
    r("v_min_u32", V2, &[0xFFFF_FFFF, 0x8000_0000, 5], &[1, 0x7FFF_FFFF, 5], &[], &[1, 0x7FFF_FFFF, 5]),
    // 16-bit rows read bits 15:0 (garbage above) and zero the high half.
    r("v_max_i16", V2, &[0xDEAD_FFFF, 0xDEAD_8000], &[0xBEEF_0001, 0xBEEF_7FFF], &[], &[1, 0x7FFF]),
    r("v_min_u16", V2, &[0xDEAD_FFFF, 0xDEAD_8000], &[0xBEEF_0001, 0xBEEF_7FFF], &[], &[1, 0x7FFF]),
    // 24-bit signed: 0xFF800000 -> -2^23 (times 2: -2^24); 0xFFFFFF is -1
    // (times 3 from 0x12000003's low 24 bits); (2^23-1)^2 = 0x3FFF_FF00_0001.
    r("v_mul_i32_i24", V2, &[0xFF80_0000, 0x00FF_FFFF, 0x7F_FFFF], &[2, 0x1200_0003, 0x7F_FFFF], &[], &[0xFF00_0000, 0xFFFF_FFFD, 0xFF00_0001]),
    r("v_mul_hi_i32_i24", V2, &[0xFF80_0000, 0x00FF_FFFF, 0x7F_FFFF], &[2, 0x1200_0003, 0x7F_FFFF], &[], &[0xFFFF_FFFF, 0xFFFF_FFFF, 0x3FFF]),
    // 24-bit unsigned: 0xFFFFFF * 2 = 0x1FFFFFE; 0xFFFFFF^2 = 0xFFFF_FE00_0001.
    r("v_mul_u32_u24", V2, &[0xFFFF_FFFF, 0xFF_FFFF], &[0x0100_0002, 0xFF_FFFF], &[], &[0x1FF_FFFE, 0xFE00_0001]),
    r("v_mul_hi_u32_u24", V2, &[0xFFFF_FFFF, 0xFF_FFFF], &[0x0100_0002, 0xFF_FFFF], &[], &[0, 0xFFFF]),
    // 0xFFFFFFFF^2 = 0xFFFF_FFFE_0000_0001; 2^16 * 2^16 = 2^32;
    // 0x12345678 * 3 = 0x369D_0368.
    r("v_mul_lo_u32", V2, &[0xFFFF_FFFF, 0x1_0000, 0x1234_5678], &[0xFFFF_FFFF, 0x1_0000, 3], &[], &[1, 0, 0x369D_0368]),
    r("v_mul_hi_u32", V2, &[0xFFFF_FFFF, 0x1_0000, 0x1234_5678], &[0xFFFF_FFFF, 0x1_0000, 3], &[], &[0xFFFF_FFFE, 1, 0]),
    r("v_mul_lo_i32", V2, &[0xFFFF_FFFF, 0x1_0000, 0x1234_5678], &[0xFFFF_FFFF, 0x1_0000, 3], &[], &[1, 0, 0x369D_0368]),
    // (-1)(-1) = 1: high 0; 2^32: high 1; INT_MIN * 2 = -2^32: high -1.
    r("v_mul_hi_i32", V2, &[0xFFFF_FFFF, 0x1_0000, 0x8000_0000], &[0xFFFF_FFFF, 0x1_0000, 2], &[], &[0, 1, 0xFFFF_FFFF]),
    // 0xFE000001 + 0x01FFFFFF wraps to 0.
    r("v_mad_u32_u24", V3, &[0xFF_FFFF, 3], &[0xFF_FFFF, 4], &[0x01FF_FFFF, 5], &[0, 17]),
    r("v_mad_i32_i24", V3, &[0xFF_FFFF, 0x80_0000], &[3, 2], &[1, 0], &[0xFFFF_FFFE, 0xFF00_0000]),
    r("v_add3_u32", V3, &[0xFFFF_FFFF, 1], &[1, 2], &[5, 3], &[5, 6]),
    // (0xF0F0F0F0 ^ 0xFFFFFFFF) + 1
    r("v_xad_u32", V3, &[0xF0F0_F0F0], &[0xFFFF_FFFF], &[1], &[0x0F0F_0F10]),
    // (0xFFFFFFFF + 2) << 4: the sum wraps to 1 first.
    r("v_add_lshl_u32", V3, &[0xFFFF_FFFF], &[2], &[4], &[0x10]),
    // (0x80000001 << 1) + 5
    r("v_lshl_add_u32", V3, &[0x8000_0001], &[1], &[5], &[7]),
    r("v_lshl_or_b32", V3, &[0x0F], &[4], &[0x0F], &[0xFF]),
    r("v_and_or_b32", V3, &[0xF0F0], &[0xFF00], &[1], &[0xF001]),
    r("v_or3_b32", V3, &[1], &[2], &[4], &[7]),
    // {S0, S1} >> 8 * S2[1:0]: 5 selects 1 byte as 1 does.
    r("v_alignbyte_b32", V3, &[0x1122_3344, 0x1122_3344, 0x1122_3344], &[0x5566_7788, 0x5566_7788, 0x5566_7788], &[1, 5, 0], &[0x4455_6677, 0x4455_6677, 0x5566_7788]),
    // ((1 << S0[4:0]) - 1) << S1[4:0]; a width of 32 is 0.
    r("v_bfm_b32", V2, &[8, 16, 32], &[4, 16, 4], &[], &[0xFF0, 0xFFFF_0000, 0]),
    // Selector bytes of S2 = 0x0C0D0704: 4 -> S0.byte0, 7 -> S0.byte3, 13 -> 0xFF,
    // 12 -> 0x00 (bytes 0-3 of {S0, S1} are S1's).
    r("v_perm_b32", V3, &[0x0706_0504, 0x0706_0504], &[0x0302_0100, 0x0302_0100], &[0x0C0D_0704, 0x0003_0201], &[0x00FF_0704, 0x0003_0201]),
    // Byte i: (S0.i + S1.i + S2 bit 8i) >> 1.
    r("v_lerp_u8", V3, &[0x01FF_0000], &[0x02FF_0102], &[0x0100_0101], &[0x02FF_0101]),
    // |1-3| + |2-1| + |255-0| + |0-255| = 513, plus 5.
    r("v_sad_u8", V3, &[0x0102_FF00], &[0x0301_00FF], &[5], &[518]),
    r("v_sad_hi_u8", V3, &[0x0102_FF00], &[0x0301_00FF], &[5], &[513 << 16 | 5]),
    // |0xFFFF - 0| + |1 - 3| + 7
    r("v_sad_u16", V3, &[0x0001_FFFF], &[0x0003_0000], &[7], &[0x1_0008]),
    // |1 - 0xFFFFFFFF| + 2 wraps to 0; |10 - 3| + 1.
    r("v_sad_u32", V3, &[1, 10], &[0xFFFF_FFFF, 3], &[2, 1], &[0, 8]),
    // Masked: bytes where the reference S1 is 0 add nothing. Bytes (low
    // first) S0 00 FF 02 01, S1 FF 00 01 03: 255 + (skipped) + 1 + 2 + 5 =
    // 263; S1 = 0 skips all (7); |255 - 1| + 0xFFFFFF10 = 0x1_0000_000E
    // wraps to 0xE; the mask is S1's, not S0's: 4 * |0 - 128| = 512.
    r("v_msad_u8", V3, &[0x0102_FF00, 0xFFFF_FFFF, 0xFF, 0], &[0x0301_00FF, 0, 1, 0x8080_8080], &[5, 7, 0xFFFF_FF10, 0], &[263, 7, 0xE, 512]),
    // Field k (16 bits) = SAD of S0 bytes k..k+3 against S1, plus field k
    // of S2, truncated. Lane 0: S0 bytes 0..7, S1 bytes 0 1 2 3: window k
    // differs by k in each byte (4k), plus 1 2 3 4: 1 6 11 16. Lane 1:
    // 4 * 255 = 0x3FC plus 0xFFFF is 0x1_03FB: 0x03FB. Lane 2: S0 bytes
    // 11 22 .. 88 (hex), S1 11 22 33 44: 0, 4 * 0x11, 4 * 0x22, 4 * 0x33.
    r("v_qsad_pk_u16_u8", "v[0:1], v[10:11], v12, v[14:15]", &[0x0706_0504_0302_0100, !0, 0x8877_6655_4433_2211], &[0x0302_0100, 0, 0x4433_2211], &[0x0004_0003_0002_0001, !0, 0], &[0x0010_000B_0006_0001, 0x03FB_03FB_03FB_03FB, 0x00CC_0088_0044_0000]),
    // Masked: lane 0's reference byte 0 is 0, so window k sums 3k: 1 5 9
    // 13. Lane 1: S1 bytes 01 00 00 01 count bytes 0 and 3: 2 * 254 =
    // 0x1FC, plus 0xFFFF truncates to 0x01FB. Lane 2: S1 bytes 11 00 33
    // 44 skip byte 1: 0, 3 * 0x11, 3 * 0x22, 3 * 0x33.
    r("v_mqsad_pk_u16_u8", "v[0:1], v[10:11], v12, v[14:15]", &[0x0706_0504_0302_0100, !0, 0x8877_6655_4433_2211], &[0x0302_0100, 0x0100_0001, 0x4433_0011], &[0x0004_0003_0002_0001, !0, 0], &[0x000D_0009_0005_0001, 0x01FB_01FB_01FB_01FB, 0x0099_0066_0033_0000]),
    // (1, -1, 5)
    r("v_max3_i32", V3, &[1], &[0xFFFF_FFFF], &[5], &[5]),
    r("v_min3_i32", V3, &[1], &[0xFFFF_FFFF], &[5], &[0xFFFF_FFFF]),
    r("v_med3_i32", V3, &[1], &[0xFFFF_FFFF], &[5], &[1]),
    r("v_max3_u32", V3, &[1], &[0xFFFF_FFFF], &[5], &[0xFFFF_FFFF]),
    r("v_min3_u32", V3, &[1], &[0xFFFF_FFFF], &[5], &[1]),
    r("v_med3_u32", V3, &[1], &[0xFFFF_FFFF], &[5], &[5]),
    r("v_max3_i16", V3, &[0xAAAA_0001], &[0xBBBB_FFFF], &[0xCCCC_0005], &[5]),
    r("v_min3_i16", V3, &[0xAAAA_0001], &[0xBBBB_FFFF], &[0xCCCC_0005], &[0xFFFF]),
    r("v_med3_i16", V3, &[0xAAAA_0001], &[0xBBBB_FFFF], &[0xCCCC_0005], &[1]),
    r("v_max3_u16", V3, &[0xAAAA_0001], &[0xBBBB_FFFF], &[0xCCCC_0005], &[0xFFFF]),
    r("v_min3_u16", V3, &[0xAAAA_0001], &[0xBBBB_FFFF], &[0xCCCC_0005], &[1]),
    r("v_med3_u16", V3, &[0xAAAA_0001], &[0xBBBB_FFFF], &[0xCCCC_0005], &[5]),
    // Saturating packs: 0x10000 -> 0xFFFF; INT_MIN -> 0x8000, 32768 -> 0x7FFF.
    r("v_cvt_pk_u16_u32", V2, &[0x1_0000], &[5], &[], &[0x0005_FFFF]),
    r("v_cvt_pk_i16_i32", V2, &[0x8000_0000, 0xFFFF_FFFF], &[0x7FFF, 0x8000], &[], &[0x7FFF_8000, 0x7FFF_FFFF]),
    // 64-bit shifts: the amount is 6 bits (68 is 4, 65 is 1).
    r("v_ashr_i64", "v[0:1], v[10:11], v12", &[0x8000_0000_0000_0000, 0x8000_0000_0000_0010], &[4, 68], &[], &[0xF800_0000_0000_0000, 0xF800_0000_0000_0001]),
    r("v_lshl_b64", "v[0:1], v[10:11], v12", &[0x8000_0000_0000_0001, 1], &[4, 65], &[], &[0x10, 2]),
    r("v_lshr_b64", "v[0:1], v[10:11], v12", &[0x8000_0000_0000_0010, 0x8000_0000_0000_0000], &[4, 127], &[], &[0x0800_0000_0000_0001, 1]),
    r("v_lshrrev_b64", "v[0:1], v10, v[12:13]", &[4, 127], &[0x8000_0000_0000_0010, 0x8000_0000_0000_0000], &[], &[0x0800_0000_0000_0001, 1]),
];

/// 16-bit multiply-adds (bits 31:16 of the operands are garbage).
#[rustfmt::skip]
const MAD16: &[Row] = &[
    // -1 * 3 + 1 = -2.
    r("v_mad_i16", V3, &[0xAAAA_FFFF], &[0xBBBB_0003], &[0xCCCC_0001], &[0xFFFE]),
    r("v_mad_legacy_i16", V3, &[0xAAAA_FFFF], &[0xBBBB_0003], &[0xCCCC_0001], &[0xFFFE]),
    // 256 * 256 + 5 wraps to 5 in 16 bits.
    r("v_mad_legacy_u16", V3, &[0xAAAA_0100], &[0xBBBB_0100], &[0xCCCC_0005], &[5]),
    // 0xFFFF * 0xFFFF = 0xFFFE0001, plus the 32-bit S2 1.
    r("v_mad_u32_u16", V3, &[0xAAAA_FFFF], &[0xBBBB_FFFF], &[1], &[0xFFFE_0002]),
];

/// Rows with a carry or borrow in VCC.
#[rustfmt::skip]
const CARRY: &[Row] = &[
    // (1 - 2) borrows; 5 - 3 does not.
    rc("v_sub_co_u32", "v0, vcc, v10, v12", &[1, 5], &[2, 3], 0, &[0xFFFF_FFFF, 2], 0b01),
    rc("v_subrev_co_u32", "v0, vcc, v10, v12", &[2, 3], &[1, 5], 0, &[0xFFFF_FFFF, 2], 0b01),
    // S0 - S1 - borrow-in: 5-3-1 = 1; 0-0-1 borrows; 0-0xFFFFFFFF-0 borrows.
    rc("v_subb_co_u32", "v0, vcc, v10, v12, vcc", &[5, 0, 0], &[3, 0, 0xFFFF_FFFF], 0b011, &[1, 0xFFFF_FFFF, 1], 0b110),
    rc("v_subb_u32", "v0, vcc, v10, v12, vcc", &[5, 0, 0], &[3, 0, 0xFFFF_FFFF], 0b011, &[1, 0xFFFF_FFFF, 1], 0b110),
    rc("v_subbrev_co_u32", "v0, vcc, v10, v12, vcc", &[3, 0, 0xFFFF_FFFF], &[5, 0, 0], 0b011, &[1, 0xFFFF_FFFF, 1], 0b110),
    rc("v_subbrev_u32", "v0, vcc, v10, v12, vcc", &[3, 0, 0xFFFF_FFFF], &[5, 0, 0], 0b011, &[1, 0xFFFF_FFFF, 1], 0b110),
    // 0xFFFFFFFF^2 + 0xFFFF_FFFF_FFFF_FFFF = 0x1_FFFF_FFFE_0000_0000: carry out.
    Row { c: &[0xFFFF_FFFF_FFFF_FFFF, 4], ..rc("v_mad_u64_u32", "v[0:1], vcc, v10, v12, v[14:15]", &[0xFFFF_FFFF, 2], &[0xFFFF_FFFF, 3], 0, &[0xFFFF_FFFE_0000_0000, 10], 0b01) },
    // (-1) * 5 + 3 = -2; INT_MIN * INT_MIN = 2^62.
    r("v_mad_i64_i32", "v[0:1], vcc, v10, v12, v[14:15]", &[0xFFFF_FFFF, 0x8000_0000], &[5, 0x8000_0000], &[3, 0], &[0xFFFF_FFFF_FFFF_FFFE, 0x4000_0000_0000_0000]),
];

// f32 bits used below.
const F1: u64 = 0x3F80_0000; // 1.0
const F2: u64 = 0x4000_0000; // 2.0
const F3: u64 = 0x4040_0000; // 3.0
const FM1: u64 = 0xBF80_0000; // -1.0
const FHALF: u64 = 0x3F00_0000; // 0.5
const FNZ: u64 = 0x8000_0000; // -0.0
const FINF: u64 = 0x7F80_0000;
const FNINF: u64 = 0xFF80_0000;
const FMAX: u64 = 0x7F7F_FFFF;
/// 1 + 2^-12: squared it is 1 + 2^-11 + 2^-24, which a fused multiply-add
/// with -1 keeps (2^-11 + 2^-24 = 0x3A000400) and an f32 product rounds to
/// 1 + 2^-11 first (2^-24 is half an ulp: a tie, to even), leaving 2^-11
/// (0x3A000000).
const F_1P12: u64 = 0x3F80_0800;

/// f32 arithmetic (MODE: denormals kept unless the row says otherwise).
#[rustfmt::skip]
const F32: &[Row] = &[
    // 1 + 2 = 3; inf + -inf is NaN; -0 + -0 = -0; -0 + +0 = +0; the two
    // smallest denormals sum to 2 * 2^-149.
    r("v_add_f32", V2, &[F1, FINF, FNZ, FNZ, 1], &[F2, FNINF, FNZ, 0, 1], &[], &[F3, NAN32, FNZ, 0, 2]),
    // 1 - 2 = -1; x - x = +0.
    r("v_sub_f32", V2, &[F1, F3], &[F2, F3], &[], &[FM1, 0]),
    r("v_subrev_f32", V2, &[F1, F3], &[F2, F3], &[], &[F1, 0]),
    // 2 * 3 = 6; -0 * 3 = -0; 0 * inf is NaN; MAX * 2 overflows to inf.
    r("v_mul_f32", V2, &[F2, FNZ, 0, FMAX], &[F3, F3, FINF, F2], &[], &[0x40C0_0000, FNZ, NAN32, FINF]),
    // Denormals flushed (MODE 0): 2^-126 * 0.5 = 2^-127 is a denormal result,
    // flushed to +0; the denormal input 2^-149 is read as 0 (times 2^30).
    rm(FLUSH, r("v_mul_f32", V2, &[0x0080_0000, 1], &[FHALF, 0x4E80_0000], &[], &[0, 0])),
    // The legacy multiply: 0 times anything (inf, NaN) is +0.
    r("v_mul_legacy_f32", V2, &[F2, 0, NAN32, FNZ], &[F3, FINF, 0, F3], &[], &[0x40C0_0000, 0, 0, 0]),
    // A NaN operand gives the other; -0 < +0.
    r("v_min_f32", V2, &[NAN32, FNZ, F1], &[F1, 0, F2], &[], &[F1, FNZ, F1]),
    r("v_max_f32", V2, &[NAN32, FNZ, F1], &[F1, 0, F2], &[], &[F1, 0, F2]),
    r("v_fma_f32", V3, &[F_1P12, F2], &[F_1P12, F3], &[FM1, F1], &[0x3A00_0400, 0x40E0_0000]),
    // mad rounds the product (0x3A000000) and flushes denormals whatever MODE
    // says: 2^-126 * 0.5 is a denormal product, flushed to +0.
    r("v_mad_f32", V3, &[F_1P12, 0x0080_0000], &[F_1P12, FHALF], &[FM1, 0], &[0x3A00_0000, 0]),
    // mad_legacy: as mad with the legacy product (0 * inf = 0, plus 1).
    r("v_mad_legacy_f32", V3, &[F_1P12, 0], &[F_1P12, FINF], &[FM1, F1], &[0x3A00_0000, F1]),
    rd("v_mac_f32", V2, &[F_1P12, F2], &[F_1P12, F3], &[FM1, F1], &[0x3A00_0000, 0x40E0_0000]),
    // 2 * K(2) + 1 = 5; 2 * 3 + K(2) = 8.
    r("v_madmk_f32", "v0, v10, 0x40000000, v12", &[F2], &[F1], &[], &[0x40A0_0000]),
    r("v_madak_f32", "v0, v10, v12, 0x40000000", &[F2], &[F3], &[], &[0x4100_0000]),
    // (1, -2, 0.5): max 1, min -2, median 0.5; with a NaN the median is the
    // minimum of the other two (manuals).
    r("v_max3_f32", V3, &[F1], &[0xC000_0000], &[FHALF], &[F1]),
    r("v_min3_f32", V3, &[F1], &[0xC000_0000], &[FHALF], &[0xC000_0000]),
    r("v_med3_f32", V3, &[F1, NAN32], &[0xC000_0000, F1], &[FHALF, F2], &[FHALF, F1]),
    // Rounding: 1.5, -1.5, -0.5 (to -0), 2.5, 3.5.
    r("v_ceil_f32", V1, &[0x3FC0_0000, 0xBFC0_0000, 0xBF00_0000], &[], &[], &[F2, FM1, FNZ]),
    r("v_floor_f32", V1, &[0x3FC0_0000, 0xBFC0_0000, FNZ], &[], &[], &[F1, 0xC000_0000, FNZ]),
    r("v_trunc_f32", V1, &[0x3FC0_0000, 0xBFC0_0000, 0x4020_0000], &[], &[], &[F1, FM1, F2]),
    r("v_rndne_f32", V1, &[0x4020_0000, 0x4060_0000, 0xBF00_0000], &[], &[], &[F2, 0x4080_0000, FNZ]),
    // 1.25 -> 0.25; -0.25 -> 0.75; inf -> NaN; -2^-30 -> 1 - 2^-30 rounds to
    // 1.0, kept below 1: 0x3F7FFFFF.
    r("v_fract_f32", V1, &[0x3FA0_0000, 0xBE80_0000, FINF, 0xB080_0000], &[], &[], &[0x3E80_0000, 0x3F40_0000, NAN32, 0x3F7F_FFFF]),
    // 2^3, 2^-1, 2^-inf, 2^inf.
    r("v_exp_f32", V1, &[F3, FM1, FNINF, FINF], &[], &[], &[0x4100_0000, FHALF, 0, FINF]),
    // log2 8 = 3, log2 1 = 0, log2 0 = -inf, log2 -1 is NaN.
    r("v_log_f32", V1, &[0x4100_0000, F1, 0, FM1], &[], &[], &[F3, 0, FNINF, NAN32]),
    r("v_rcp_f32", V1, &[F2, 0, FNZ, FINF], &[], &[], &[FHALF, FINF, FNINF, 0]),
    r("v_rcp_iflag_f32", V1, &[F2, 0, FNZ, FINF], &[], &[], &[FHALF, FINF, FNINF, 0]),
    r("v_rsq_f32", V1, &[0x4080_0000, 0, FINF], &[], &[], &[FHALF, FINF, 0]),
    // gfx6/7: an infinite result is clamped to the largest finite value.
    r("v_rsq_clamp_f32", V1, &[0x4080_0000, 0], &[], &[], &[FHALF, FMAX]),
    // sqrt 4 = 2; sqrt -0 = -0; sqrt -1 is NaN; sqrt 2 = 0x3FB504F3.
    r("v_sqrt_f32", V1, &[0x4080_0000, FNZ, FM1, F2], &[], &[], &[F2, FNZ, NAN32, 0x3FB5_04F3]),
    // The angle in revolutions: sin(2 pi / 4) = 1, sin(-2 pi / 4) = -1.
    r("v_sin_f32", V1, &[0x3E80_0000, 0xBE80_0000, 0], &[], &[], &[F1, FM1, 0]),
    // cos 0 = 1, cos(2 pi / 2) = -1.
    r("v_cos_f32", V1, &[0, FHALF], &[], &[], &[F1, FM1]),
    // 8 = 0.5 * 2^4, -3 = -0.75 * 2^2; 0 and inf give themselves.
    r("v_frexp_mant_f32", V1, &[0x4100_0000, 0xC040_0000, 0, FINF], &[], &[], &[FHALF, 0xBF40_0000, 0, FINF]),
    r("v_frexp_exp_i32_f32", V1, &[0x4100_0000, 0xC040_0000, 0, FINF], &[], &[], &[4, 2, 0, 0]),
    // 1 * 2^10; 2^-150 is half the smallest denormal (a tie, to even: 0);
    // 1.5 * 2^-149 is a tie between 1 and 2 ulps (to 2); 2^128 is inf.
    r("v_ldexp_f32", V2, &[F1, F1, 0x3FC0_0000, F1], &[10, (-150i32) as u32 as u64, (-149i32) as u32 as u64, 128], &[], &[0x4480_0000, 0, 2, FINF]),
    // Cube faces: (x, y, z) = (1, 0.5, 0.25) is +x: id 0, sc = -z, tc = -y,
    // ma = 2x; (0.25, 0.5, 1) is +z: id 4, sc = x, tc = -y, ma = 2z.
    r("v_cubeid_f32", V3, &[F1, 0x3E80_0000], &[FHALF, FHALF], &[0x3E80_0000, F1], &[0, 0x4080_0000]),
    r("v_cubesc_f32", V3, &[F1, 0x3E80_0000], &[FHALF, FHALF], &[0x3E80_0000, F1], &[0xBE80_0000, 0x3E80_0000]),
    r("v_cubetc_f32", V3, &[F1, 0x3E80_0000], &[FHALF, FHALF], &[0x3E80_0000, F1], &[0xBF00_0000, 0xBF00_0000]),
    r("v_cubema_f32", V3, &[F1, 0x3E80_0000], &[FHALF, FHALF], &[0x3E80_0000, F1], &[F2, F2]),
    // div_scale with nothing to scale gives S0 and a clear VCC; div_fmas
    // with VCC clear is fma; div_fixup: the quotient with the division's
    // sign (0.5 for 1/2), x/-0 = -inf, -2/inf = -0, NaN numerator.
    Row { c: &[F1], ..rc("v_div_scale_f32", "v0, vcc, v10, v12, v14", &[F1], &[F2], 0, &[F1], 0) },
    r("v_div_fmas_f32", V3, &[F2], &[F3], &[F1], &[0x40E0_0000]),
    r("v_div_fixup_f32", V3, &[FHALF, F1, F1, F1], &[F2, FNZ, FINF, F1], &[F1, F1, 0xC000_0000, NAN32], &[FHALF, FNINF, FNZ, NAN32]),
];

/// Conversions between integers, f16, f32 and f64.
#[rustfmt::skip]
const CONVERSIONS: &[Row] = &[
    // INT_MIN = -2^31; 2^24 + 1 rounds to even (2^24); -1.
    r("v_cvt_f32_i32", V1, &[0x8000_0000, 0x0100_0001, 0xFFFF_FFFF], &[], &[], &[0xCF00_0000, 0x4B80_0000, FM1]),
    // 2^32 - 1 rounds to 2^32.
    r("v_cvt_f32_u32", V1, &[0xFFFF_FFFF, 0x0100_0001, 0], &[], &[], &[0x4F80_0000, 0x4B80_0000, 0]),
    // Truncate, saturate, NaN is 0: -1.5 -> -1, 3e9 -> INT_MAX, -inf -> INT_MIN.
    r("v_cvt_i32_f32", V1, &[0xBFC0_0000, 0x4F32_D05E, FNINF, NAN32], &[], &[], &[0xFFFF_FFFF, 0x7FFF_FFFF, 0x8000_0000, 0]),
    // -1 -> 0, 4.9e9 -> UINT_MAX, 2.5 -> 2, NaN -> 0.
    r("v_cvt_u32_f32", V1, &[FM1, 0x4F92_0808, 0x4020_0000, NAN32], &[], &[], &[0, 0xFFFF_FFFF, 2, 0]),
    // floor: -1.5 -> -2, 1.5 -> 1.
    r("v_cvt_flr_i32_f32", V1, &[0xBFC0_0000, 0x3FC0_0000], &[], &[], &[0xFFFF_FFFE, 1]),
    // floor(x + 0.5): -1.5 -> -1, 1.5 -> 2, 2.5 -> 3.
    r("v_cvt_rpi_i32_f32", V1, &[0xBFC0_0000, 0x3FC0_0000, 0x4020_0000], &[], &[], &[0xFFFF_FFFF, 2, 3]),
    // Bytes of 0x04FF8001: 1, 128, 255, 4.
    r("v_cvt_f32_ubyte0", V1, &[0x04FF_8001], &[], &[], &[F1]),
    r("v_cvt_f32_ubyte1", V1, &[0x04FF_8001], &[], &[], &[0x4300_0000]),
    r("v_cvt_f32_ubyte2", V1, &[0x04FF_8001], &[], &[], &[0x437F_0000]),
    r("v_cvt_f32_ubyte3", V1, &[0x04FF_8001], &[], &[], &[0x4080_0000]),
    // S0[3:0] as a signed 4-bit number over 16: 0xF -> -1/16, 7 -> 7/16,
    // 8 -> -1/2 (the bits above are ignored).
    r("v_cvt_off_f32_i4", V1, &[0xF, 0x17, 8], &[], &[], &[0xBD80_0000, 0x3EE0_0000, 0xBF00_0000]),
    // f32 -> f16: 1.0; 65520 is halfway between 65504 and 65536 (to even:
    // inf); 2^-25 is half the smallest f16 denormal (to even: 0); 1 + 2^-11
    // is halfway between 1 and 1 + 2^-10 (to even: 1).
    r("v_cvt_f16_f32", V1, &[F1, 0x477F_F000, 0x3300_0000, 0x3F80_1000], &[], &[], &[0x3C00, 0x7C00, 0, 0x3C00]),
    // f16 -> f32 (bits 31:16 ignored): 1.0, 2^-24, inf, -inf.
    r("v_cvt_f32_f16", V1, &[0xDEAD_3C00, 0xDEAD_0001, 0x7C00, 0xFC00], &[], &[], &[F1, 0x3380_0000, FINF, FNINF]),
    // f64 -> f32: 1.0; 1e300 overflows; 1 + 2^-24 is a tie (to even: 1.0);
    // a hair more rounds up to 1 + 2^-23.
    r("v_cvt_f32_f64", "v0, v[10:11]", &[ 0x3FF0_0000_0000_0000, 0x7E37_E43C_8800_759C, 0x3FF0_0000_1000_0000, 0x3FF0_0000_1000_0001, ], &[], &[], &[F1, FINF, F1, 0x3F80_0001]),
    // f32 -> f64: 1.0; 2^-149 = 0x36A0000000000000; inf.
    r("v_cvt_f64_f32", "v[0:1], v10", &[F1, 1, FINF], &[], &[], &[ 0x3FF0_0000_0000_0000, 0x36A0_0000_0000_0000, 0x7FF0_0000_0000_0000, ]),
    r("v_cvt_f64_i32", "v[0:1], v10", &[0xFFFF_FFFF, 0x8000_0000], &[], &[], &[0xBFF0_0000_0000_0000, 0xC1E0_0000_0000_0000]),
    r("v_cvt_f64_u32", "v[0:1], v10", &[0xFFFF_FFFF, 0], &[], &[], &[0x41EF_FFFF_FFE0_0000, 0]),
    // -1.5 -> -1; 3e9 -> INT_MAX; NaN -> 0.
    r("v_cvt_i32_f64", "v0, v[10:11]", &[0xBFF8_0000_0000_0000, 0x41E6_5A0B_C000_0000, NAN64], &[], &[], &[0xFFFF_FFFF, 0x7FFF_FFFF, 0]),
    // -1 -> 0; 5e9 -> UINT_MAX; 3.7 -> 3.
    r("v_cvt_u32_f64", "v0, v[10:11]", &[ 0xBFF0_0000_0000_0000, 0x41F2_A05F_2000_0000, 0x400D_9999_9999_999A, ], &[], &[], &[0, 0xFFFF_FFFF, 3]),
    // f16 -> 16-bit normalized: 1 -> 32767, -1 -> -32767, 0.5 -> 16383.5
    // (to even: 16384); unsigned: 1 -> 65535, 0.5 -> 32767.5 (32768), -1 -> 0.
    r("v_cvt_norm_i16_f16", V1, &[0x3C00, 0xBC00, 0x3800], &[], &[], &[0x7FFF, 0x8001, 0x4000]),
    r("v_cvt_norm_u16_f16", V1, &[0x3C00, 0x3800, 0xBC00], &[], &[], &[0xFFFF, 0x8000, 0]),
    // Toward zero: (1, 2); 1 + 2^-11 -> 1, 65536 -> the largest f16 0x7BFF.
    r("v_cvt_pkrtz_f16_f32", V2, &[F1, 0x3F80_1000], &[F2, 0x4780_0000], &[], &[0x4000_3C00, 0x7BFF_3C00]),
    // (1, -1) -> (32767, -32767); (2 -> clamped 32767, NaN -> 0).
    r("v_cvt_pknorm_i16_f32", V2, &[F1, F2], &[FM1, NAN32], &[], &[0x8001_7FFF, 0x7FFF]),
    // (1, 0.5) -> (65535, 32768).
    r("v_cvt_pknorm_u16_f32", V2, &[F1], &[FHALF], &[], &[0x8000_FFFF]),
    r("v_cvt_pknorm_i16_f16", V2, &[0x3C00], &[0xBC00], &[], &[0x8001_7FFF]),
    r("v_cvt_pknorm_u16_f16", V2, &[0x3C00], &[0x3800], &[], &[0x8000_FFFF]),
    // S0 rounded to even, clamped to [0, 255], into byte S1[1:0] of S2:
    // 3.5 -> 4 in byte 1; 300 -> 255 in byte 3; -1 -> 0 in byte 0.
    r("v_cvt_pk_u8_f32", V3, &[0x4060_0000, 0x4396_0000, FM1], &[1, 3, 0], &[0x1122_3344, 0, 0xFFFF_FFFF], &[0x1122_0444, 0xFF00_0000, 0xFFFF_FF00]),
    // {S1.f16, S0.f16}
    r("v_pack_b32_f16", V2, &[0xAAAA_3C00], &[0xBBBB_4000], &[], &[0x4000_3C00]),
];

// f64 bits used below.
const D1: u64 = 0x3FF0_0000_0000_0000;
const D2: u64 = 0x4000_0000_0000_0000;
const D3: u64 = 0x4008_0000_0000_0000;
const DNZ: u64 = 0x8000_0000_0000_0000;
const DINF: u64 = 0x7FF0_0000_0000_0000;
const DNINF: u64 = 0xFFF0_0000_0000_0000;
const DHALF: u64 = 0x3FE0_0000_0000_0000;
const W2: &str = "v[0:1], v[10:11], v[12:13]";
const W3: &str = "v[0:1], v[10:11], v[12:13], v[14:15]";
const W1: &str = "v[0:1], v[10:11]";

/// f64 arithmetic.
#[rustfmt::skip]
const F64: &[Row] = &[
    r("v_add_f64", W2, &[D1, DINF, DNZ], &[D2, DNINF, DNZ], &[], &[D3, NAN64, DNZ]),
    r("v_mul_f64", W2, &[D2, DNZ, 0], &[D3, D3, DINF], &[], &[0x4018_0000_0000_0000, DNZ, NAN64]),
    // (1 + 2^-27)^2 - 1 = 2^-26 + 2^-54, exact only fused: 0x3E50000001000000.
    r("v_fma_f64", W3, &[0x3FF0_0000_0200_0000], &[0x3FF0_0000_0200_0000], &[0xBFF0_0000_0000_0000], &[0x3E50_0000_0100_0000]),
    r("v_min_f64", W2, &[NAN64, DNZ, D1], &[D1, 0, D2], &[], &[D1, DNZ, D1]),
    r("v_max_f64", W2, &[NAN64, DNZ, D1], &[D1, 0, D2], &[], &[D1, 0, D2]),
    // 2^10; 2^-1075 is a tie (to even: 0); 1.5 * 2^-1074 a tie (to 2 ulps).
    r("v_ldexp_f64", "v[0:1], v[10:11], v12", &[D1, D1, 0x3FF8_0000_0000_0000], &[10, (-1075i32) as u32 as u64, (-1074i32) as u32 as u64], &[], &[0x4090_0000_0000_0000, 0, 2]),
    r("v_frexp_mant_f64", W1, &[0x4020_0000_0000_0000, 0xC008_0000_0000_0000, DINF], &[], &[], &[DHALF, 0xBFE8_0000_0000_0000, DINF]),
    r("v_frexp_exp_i32_f64", "v0, v[10:11]", &[0x4020_0000_0000_0000, 0xC008_0000_0000_0000, 0], &[], &[], &[4, 2, 0]),
    // 1.25 -> 0.25; -0.25 -> 0.75.
    r("v_fract_f64", W1, &[0x3FF4_0000_0000_0000, 0xBFD0_0000_0000_0000], &[], &[], &[0x3FD0_0000_0000_0000, 0x3FE8_0000_0000_0000]),
    r("v_rsq_f64", W1, &[0x4010_0000_0000_0000, 0], &[], &[], &[DHALF, DINF]),
    r("v_sqrt_f64", W1, &[0x4010_0000_0000_0000, DNZ], &[], &[], &[D2, DNZ]),
    // The first 53 bits of 2/pi (0.A2F9836E4E441529FC..., truncated) scaled
    // by 2^-53: 0x3FE45F306DC9C882; the next 53 (S1 = 1) scaled by 2^-106:
    // 0x3C94A7F09D5F47D4 (scripts/two-over-pi.py has the digits).
    r("v_trig_preop_f64", "v[0:1], v[10:11], v12", &[D1, D1], &[0, 1], &[], &[0x3FE4_5F30_6DC9_C882, 0x3C94_A7F0_9D5F_47D4]),
    Row { c: &[D1], ..rc("v_div_scale_f64", "v[0:1], vcc, v[10:11], v[12:13], v[14:15]", &[D1], &[D2], 0, &[D1], 0) },
    r("v_div_fmas_f64", W3, &[D2], &[D3], &[D1], &[0x401C_0000_0000_0000]),
    r("v_div_fixup_f64", W3, &[DHALF, D1, D1], &[D2, DNZ, DINF], &[D1, D1, 0xC000_0000_0000_0000], &[DHALF, DNINF, DNZ]),
];

/// f16 rows (gfx8, gfx9): garbage above the operands; results in bits 15:0.
#[rustfmt::skip]
const F16: &[Row] = &[
    // S1 - S0 = 3 - 1.
    r("v_subrev_f16", V2, &[0xAAAA_3C00], &[0xBBBB_4200], &[], &[0x4000]),
    // 2 * K(2) + 1 = 5 (0x4500); 2 * 3 + K(2) = 8 (0x4800). The destination
    // starts at 0 (gfx9 keeps its high half).
    rd("v_madmk_f16", "v0, v10, 0x4000, v12", &[0x4000], &[0x3C00], &[0], &[0x4500]),
    rd("v_madak_f16", "v0, v10, v12, 0x4000", &[0x4000], &[0x4200], &[0], &[0x4800]),
    // 2 * 3 + 1 = 7 (0x4700).
    r("v_mad_f16", V3, &[0xAAAA_4000], &[0x4200], &[0x3C00], &[0x4700]),
    r("v_mad_legacy_f16", V3, &[0x4000], &[0x4200], &[0x3C00], &[0x4700]),
    r("v_fma_legacy_f16", V3, &[0x4000], &[0x4200], &[0x3C00], &[0x4700]),
    // (1, -2, 0.5)
    r("v_max3_f16", V3, &[0x3C00], &[0xC000], &[0x3800], &[0x3C00]),
    r("v_min3_f16", V3, &[0x3C00], &[0xC000], &[0x3800], &[0xC000]),
    r("v_med3_f16", V3, &[0x3C00], &[0xC000], &[0x3800], &[0x3800]),
    // quotient 0.5 of 1/2; 1/-0 = -inf; -2/inf = -0.
    r("v_div_fixup_f16", V3, &[0x3800, 0x3C00, 0x3C00], &[0x4000, 0x8000, 0x7C00], &[0x3C00, 0x3C00, 0xC000], &[0x3800, 0xFC00, 0x8000]),
    r("v_div_fixup_legacy_f16", V3, &[0x3800, 0x3C00, 0x3C00], &[0x4000, 0x8000, 0x7C00], &[0x3C00, 0x3C00, 0xC000], &[0x3800, 0xFC00, 0x8000]),
];

/// Packed rows (gfx9): both halves, op_sel_hi at its default (each half
/// from its own half).
#[rustfmt::skip]
const PACKED: &[Row] = &[
    // lo 0x0001 + 0x0002 = 3, hi 0xFFFF + 1 wraps to 0.
    r("v_pk_add_u16", V2, &[0xFFFF_0001], &[0x0001_0002], &[], &[0x0000_0003]),
    // lo 5 - 3 = 2, hi 1 - 2 = 0xFFFF.
    r("v_pk_sub_u16", V2, &[0x0001_0005], &[0x0002_0003], &[], &[0xFFFF_0002]),
    // lo 1 + -1 = 0, hi 32767 + 1 wraps to 0x8000.
    r("v_pk_add_i16", V2, &[0x7FFF_0001], &[0x0001_FFFF], &[], &[0x8000_0000]),
    // lo 0 - 1 = 0xFFFF, hi -32768 - 1 wraps to 0x7FFF.
    r("v_pk_sub_i16", V2, &[0x8000_0000], &[0x0001_0001], &[], &[0x7FFF_FFFF]),
    // lo 3 * 5, hi 256 * 256 = 0x10000 keeps 0.
    r("v_pk_mul_lo_u16", V2, &[0x0100_0003], &[0x0100_0005], &[], &[0x0000_000F]),
    // S1 << S0[3:0]: lo 1 << 4, hi 0x8001 << (17 & 15 = 1) = 0x0002.
    r("v_pk_lshlrev_b16", V2, &[0x0011_0004], &[0x8001_0001], &[], &[0x0002_0010]),
    // lo 0x10 >> 4 = 1, hi 0x8000 >> 1 = 0x4000 (arithmetic: 0xC000).
    r("v_pk_lshrrev_b16", V2, &[0x0001_0004], &[0x8000_0010], &[], &[0x4000_0001]),
    r("v_pk_ashrrev_i16", V2, &[0x0001_0004], &[0x8000_0010], &[], &[0xC000_0001]),
    // lo (1, 0x8000), hi (0xFFFF, 1).
    r("v_pk_max_i16", V2, &[0xFFFF_0001], &[0x0001_8000], &[], &[0x0001_0001]),
    r("v_pk_min_i16", V2, &[0xFFFF_0001], &[0x0001_8000], &[], &[0xFFFF_8000]),
    r("v_pk_max_u16", V2, &[0xFFFF_0001], &[0x0001_8000], &[], &[0xFFFF_8000]),
    r("v_pk_min_u16", V2, &[0xFFFF_0001], &[0x0001_8000], &[], &[0x0001_0001]),
    // lo 3 * 4 + 0xFFFF wraps to 0x000B, hi 2 * 3 + 1 = 7.
    r("v_pk_mad_u16", V3, &[0x0002_0003], &[0x0003_0004], &[0x0001_FFFF], &[0x0007_000B]),
    // lo 2 * 3 + 1 = 7, hi -1 * 3 + 0 = -3.
    r("v_pk_mad_i16", V3, &[0xFFFF_0002], &[0x0003_0003], &[0x0000_0001], &[0xFFFD_0007]),
    // lo 2 * 3 = 6 (0x4600), hi 3 * -0.5 = -1.5 (0xBE00).
    r("v_pk_mul_f16", V2, &[0x4200_4000], &[0xB800_4200], &[], &[0xBE00_4600]),
    // 2 * 3 + 1 and 3 * 2 + 1: 7 (0x4700) in both halves.
    r("v_pk_fma_f16", V3, &[0x4200_4000], &[0x4000_4200], &[0x3C00_3C00], &[0x4700_4700]),
    // lo (NaN, 1) -> 1, hi (-0, +0): min -0, max +0.
    r("v_pk_min_f16", V2, &[0x8000_7E00], &[0x0000_3C00], &[], &[0x8000_3C00]),
    r("v_pk_max_f16", V2, &[0x8000_7E00], &[0x0000_3C00], &[], &[0x0000_3C00]),
    // f32 sources (op_sel_hi 0): 2 * 3 + 1 = 7, rounded to f16 0x4700, into
    // the low (mixlo) or high (mixhi) half; the other half stays.
    Row { c: &[F1], ..rd("v_mad_mixlo_f16", V3, &[F2], &[F3], &[0xAAAA_0000], &[0xAAAA_4700]) },
    Row { c: &[F1], ..rd("v_mad_mixhi_f16", V3, &[F2], &[F3], &[0x0000_BBBB], &[0x4700_BBBB]) },
];

/// Edge inputs of rows above: field widths of 0 and past bit 31, zero and
/// all-ones bit scans, conversion limits, denormals, ties, infinities.
#[rustfmt::skip]
const EDGES: &[Row] = &[
    // (S0 >> S1[4:0]) & ((1 << S2[4:0]) - 1): a field past bit 31 keeps the
    // bits there are (0xF); width 0 gives 0.
    r("v_bfe_u32", V3, &[0xFFFF_FFFF, 0x1234_5678], &[28, 4], &[8, 0], &[0xF, 0]),
    // A 1-bit field of 1 is -1; 0x80 in 8 bits is -128; width 0 gives 0.
    r("v_bfe_i32", V3, &[0x8000_0000, 0x80, 0xFFFF_FFFF], &[31, 0, 4], &[1, 8, 0], &[0xFFFF_FFFF, 0xFFFF_FF80, 0]),
    // {S0, S1} >> S2[4:0]: 0 gives S1; 36 is 4: S1 >> 4 | S0 << 28.
    r("v_alignbit_b32", V3, &[0x1234_5678, 0x1234_5678], &[0x9ABC_DEF0, 0x9ABC_DEF0], &[0, 36], &[0x9ABC_DEF0, 0x89AB_CDEF]),
    // No bit found is -1.
    r("v_ffbh_u32", V1, &[0, 1, 0x8000_0000], &[], &[], &[0xFFFF_FFFF, 31, 0]),
    r("v_ffbl_b32", V1, &[0, 0x8000_0000, 1], &[], &[], &[0xFFFF_FFFF, 31, 0]),
    // The first bit that differs from the sign: none for 0 and -1.
    r("v_ffbh_i32", V1, &[0, 0xFFFF_FFFF, 0x7FFF_FFFF, 0xC000_0000], &[], &[], &[0xFFFF_FFFF, 0xFFFF_FFFF, 1, 2]),
    // 32 bits plus 0xFFFFFFFF wraps to 31.
    r("v_bcnt_u32_b32", V2, &[0xFFFF_FFFF], &[0xFFFF_FFFF], &[], &[31]),
    // 2^31 saturates, -2^31 is exact, -0 and 0.99999994 truncate to 0.
    r("v_cvt_i32_f32", V1, &[0x4F00_0000, 0xCF00_0000, FNZ, 0x3F7F_FFFF], &[], &[], &[0x7FFF_FFFF, 0x8000_0000, 0, 0]),
    // 2^32 saturates; 0x4F7FFFFF is 0xFFFFFF00 exactly; -inf gives 0.
    r("v_cvt_u32_f32", V1, &[0x4F80_0000, 0x4F7F_FFFF, FNINF], &[], &[], &[0xFFFF_FFFF, 0xFFFF_FF00, 0]),
    r("v_cvt_flr_i32_f32", V1, &[NAN32, FNINF, 0x4F00_0000], &[], &[], &[0, 0x8000_0000, 0x7FFF_FFFF]),
    // floor(-0.5 + 0.5) = 0.
    r("v_cvt_rpi_i32_f32", V1, &[0xBF00_0000], &[], &[], &[0]),
    // The smallest denormal 2^-149 = 0.5 * 2^-148 (denormals kept); NaN
    // gives NaN.
    r("v_frexp_mant_f32", V1, &[1, NAN32], &[], &[], &[FHALF, NAN32]),
    r("v_frexp_exp_i32_f32", V1, &[1], &[], &[], &[(-148i32) as u32 as u64]),
    // Ties to even: 0.5 -> 0, -2.5 -> -2.
    r("v_rndne_f32", V1, &[FHALF, 0xC020_0000], &[], &[], &[0, 0xC000_0000]),
    // Exponents INT_MIN and INT_MAX; -0 stays -0.
    r("v_ldexp_f32", V2, &[F1, F1, FNZ], &[0x8000_0000, 0x7FFF_FFFF, 5], &[], &[0, FINF, FNZ]),
    // -65536 toward zero is -65504 (0xFBFF); infinities stay.
    r("v_cvt_pkrtz_f16_f32", V2, &[0xC780_0000, FINF], &[F1, FNINF], &[], &[0x3C00_FBFF, 0xFC00_7C00]),
    // -2 clamps to -1: -32767.
    r("v_cvt_pknorm_i16_f32", V2, &[0xC000_0000], &[0], &[], &[0x8001]),
    // 0/0 and inf/inf are NaN.
    r("v_div_fixup_f32", V3, &[F1, F1], &[0, FINF], &[0, FINF], &[NAN32, NAN32]),
    // max(max(NaN, 1), -1) = 1.
    r("v_max3_f32", V3, &[NAN32], &[F1], &[FM1], &[F1]),
    // 2.5 to even is 2, into byte S1[1:0] = 5 & 3 = 1.
    r("v_cvt_pk_u8_f32", V3, &[0x4020_0000], &[5], &[0], &[0x0200]),
    // 16-bit shifts take S0[3:0]: 17 is 1.
    r("v_lshlrev_b16", V2, &[0x11], &[0xFFFF_8001], &[], &[0x0002]),
    r("v_ashrrev_i16", V2, &[15], &[0x8000], &[], &[0xFFFF]),
    r("v_mul_lo_u16", V2, &[0x0100], &[0x0100], &[], &[0]),
    // MODE 0 flushes f16 denormals: 2^-20 is one (f16's smallest normal is
    // 2^-14), so it becomes +0; the f16 denormal inputs 0x0001 and 0x8001
    // read as zeros of their sign.
    rm(FLUSH, r("v_cvt_f16_f32", V1, &[0x3580_0000], &[], &[], &[0])),
    rm(FLUSH, r("v_cvt_f32_f16", V1, &[0x0001, 0x8001], &[], &[], &[0, FNZ])),
];

#[test]
fn integer_rows() {
    run_table(INTEGER);
    run_table(MAD16);
    run_table(CARRY);
}

#[test]
fn f32_rows() {
    run_table(F32);
    run_table(EDGES);
}

#[test]
fn conversion_rows() {
    run_table(CONVERSIONS);
}

#[test]
fn f64_rows() {
    run_table(F64);
}

#[test]
fn f16_rows() {
    run_table(F16);
}

#[test]
fn packed_rows() {
    run_table(PACKED);
}

/// Lane reads and writes with EXEC = lanes 2 and 3 and v10 = 100 + lane:
/// `v_readlane_b32` reads lane 3 whatever EXEC, `v_readfirstlane_b32` the
/// lowest lane of EXEC (2), `v_writelane_b32` writes lane 5 although EXEC
/// lacks it (docs/semantics.md §11.2), and `v_nop` changes nothing.
#[test]
fn lane_rows() {
    let body = "v_readlane_b32 s20, v10, 3\n\
                v_readfirstlane_b32 s21, v10\n\
                v_writelane_b32 v0, s22, 5\n\
                v_nop";
    for arch in Arch::ALL {
        let w = run_ok(arch, body, |w| {
            w.state.set_exec(0b1100);
            w.state.sgpr[22] = 0x1234;
            lanes(w, 10, |l| 100 + l as u32);
        });
        assert_eq!((w.state.sgpr[20], w.state.sgpr[21]), (103, 102), "{arch}");
        assert_eq!((w.vgpr.get(0, 5), w.vgpr.get(0, 4)), (0x1234, 0), "{arch}");
        assert_eq!(w.state.exec(), 0b1100, "{arch}");
    }
}

/// `v_mqsad_u32_u8` (gfx7+): dword k of v[0:3] is the masked SAD of S0
/// bytes k..k+3 against S1, plus dword k of S2, in 32 bits. S0 bytes 11 22
/// .. 88 (hex), S1 bytes 11 00 33 44 (byte 1 skipped): window sums 0,
/// 3 * 0x11 = 51, 3 * 0x22 = 102, 3 * 0x33 = 153; plus 1, 2, 3 and
/// 0xFFFFFFFF (153 - 1 wraps to 152). The same with S0 in
/// SGPRs. Lane 1
/// is outside EXEC and keeps its registers.
#[test]
fn mqsad_u32_rows() {
    let want = [1, 53, 105, 152];
    for arch in arches_of("v_mqsad_u32_u8") {
        for text in [
            "v_mqsad_u32_u8 v[0:3], v[10:11], v12, v[14:17]",
            "v_mqsad_u32_u8 v[0:3], s[10:11], v12, v[14:17]",
        ] {
            let w = run_ok(arch, text, |w| {
                w.state.set_exec(1);
                for (r, v) in [(10, 0x4433_2211), (11, 0x8877_6655), (12, 0x4433_0011)] {
                    lanes(w, r, |_| v);
                    w.state.sgpr[r] = v;
                }
                for (k, v) in [1, 2, 3, 0xFFFF_FFFF].into_iter().enumerate() {
                    lanes(w, 14 + k, |_| v);
                }
                for k in 0..4 {
                    lanes(w, k, |_| PRESET);
                }
            });
            for (k, &v) in want.iter().enumerate() {
                assert_eq!(w.vgpr.get(k, 0), v, "{arch} {text}: dword {k}");
                assert_eq!(w.vgpr.get(k, 1), PRESET, "{arch} {text}: lane 1");
            }
        }
    }
}

/// `v_swap_b32` (gfx9) exchanges v0 and v1 in the lanes of EXEC (0 and
/// 2) and leaves lanes 1 and 3; swapping a register with itself changes
/// nothing.
#[test]
fn swap_rows() {
    for arch in arches_of("v_swap_b32") {
        let w = run_ok(arch, "v_swap_b32 v0, v1\nv_swap_b32 v2, v2", |w| {
            w.state.set_exec(0b0101);
            lanes(w, 0, |l| 100 + l as u32);
            lanes(w, 1, |l| 200 + l as u32);
            lanes(w, 2, |l| 300 + l as u32);
        });
        let got: Vec<(u32, u32, u32)> = (0..4)
            .map(|l| (w.vgpr.get(0, l), w.vgpr.get(1, l), w.vgpr.get(2, l)))
            .collect();
        assert_eq!(
            got,
            [
                (200, 100, 300),
                (101, 201, 301),
                (202, 102, 302),
                (103, 203, 303)
            ],
            "{arch}"
        );
    }
}

/// `v_clrexcp` clears the exception status, which gcnjit does not keep
/// (docs/semantics.md §11.21): the wave is unchanged, on every generation.
#[test]
fn clrexcp_row() {
    for arch in arches_of("v_clrexcp") {
        let init = |w: &mut gcnjit::Wave| {
            w.state.set_exec(0b11);
            w.state.hwreg[hwreg::MODE] = DEN;
            lanes(w, 0, |l| l as u32);
        };
        let w = run_ok(arch, "v_clrexcp", init);
        let before = run_ok(arch, "s_nop 0", init);
        assert_eq!(w.vgpr.get(0, 5), 5, "{arch}");
        assert_eq!(w.state.exec(), 0b11, "{arch}");
        assert_eq!(w.state.hwreg, before.state.hwreg, "{arch}");
        assert_eq!(w.state.sgpr, before.state.sgpr, "{arch}");
    }
}

/// The forms of the SAD rows no source defines end the wave `unsupported`
/// (docs/semantics.md §11.21): `clamp` on the 32-bit and 64-bit results
/// (gfx8 and later: llvm-mc refuses integer clamp before).
#[test]
fn sad_clamp_is_unsupported() {
    for (m, text) in [
        ("v_msad_u8", "v_msad_u8 v0, v10, v12, v14 clamp"),
        (
            "v_mqsad_pk_u16_u8",
            "v_mqsad_pk_u16_u8 v[0:1], v[10:11], v12, v[14:15] clamp",
        ),
    ] {
        for arch in arches_of(m).into_iter().filter(|&a| a >= Arch::Gfx8) {
            let (_, status) = run_all(arch, text, |_| {});
            match status {
                gcnjit::Status::Error(e) => {
                    assert_eq!(e.kind, gcnjit::ErrorKind::Unsupported, "{arch} {text}")
                }
                s => panic!("{arch} {text}: {s:?}"),
            }
        }
    }
}

/// `v_trunc/ceil/floor/rndne` of a signalling NaN give it back quiet, its
/// payload kept (docs/semantics.md §11.4: a NaN result is a quiet NaN):
/// 0x7f800001 -> 0x7fc00001, and for f64 0x7ff0000000000001 ->
/// 0x7ff8000000000001. Checked to the bit on every engine, in the plain
/// encoding (which the interpreter's direct path runs) and with VOP3's
/// clamp off but `abs` on (the general path; abs leaves the sign clear).
#[test]
fn rounding_to_integral_quiets_a_signalling_nan() {
    for arch in [Arch::Gfx6, Arch::Gfx8, Arch::Gfx9] {
        for m in ["v_trunc_f32", "v_ceil_f32", "v_floor_f32", "v_rndne_f32"] {
            for ops in ["_e32 v0, v10", "_e64 v0, |v10|"] {
                let body = format!("{m}{ops}");
                let w = run_ok(arch, &body, |w| {
                    w.state.set_exec(u64::MAX);
                    lanes(w, 10, |_| 0x7F80_0001);
                });
                assert_eq!(w.vgpr.get(0, 5), 0x7FC0_0001, "{arch} {body}");
            }
        }
        if arch == Arch::Gfx6 {
            continue; // v_trunc/ceil/floor/rndne_f64 are gfx7+.
        }
        for m in ["v_trunc_f64", "v_ceil_f64", "v_floor_f64", "v_rndne_f64"] {
            let body = format!("{m} v[0:1], v[10:11]");
            let w = run_ok(arch, &body, |w| {
                w.state.set_exec(u64::MAX);
                lanes(w, 10, |_| 1);
                lanes(w, 11, |_| 0x7FF0_0000);
            });
            let got = (w.vgpr.get(1, 5) as u64) << 32 | w.vgpr.get(0, 5) as u64;
            assert_eq!(got, 0x7FF8_0000_0000_0001, "{arch} {body}");
        }
    }
}
