//! Bit-field extracts with a constant field in unrolled loops: the optimized
//! tier reads the field from an older value when the instructions in between
//! provably leave it unchanged (shifts by a constant, `and`/`or`/`xor` with
//! known-zero or known-one bits). Results, step counts and every step limit
//! must stay those of the interpreter, and the values those of a plain Rust
//! computation of the same loop.

mod common;

use common::run_checked;
use gcnjit::{Arch, Wave};

/// Bitwise CRC-32 (reflected, polynomial 0xedb88320) of the word in s3,
/// s2 the running CRC: the crc32 kernel's inner loop.
const CRC_WORD: &str = "
    s_xor_b32 s2, s2, s3
    s_mov_b32 s5, 32
bit:
    s_bfe_i32 s6, s2, 0x10000
    s_and_b32 s6, s6, 0xedb88320
    s_lshr_b32 s2, s2, 1
    s_xor_b32 s2, s2, s6
    s_add_i32 s5, s5, -1
    s_cmp_lg_u32 s5, 0
    s_cbranch_scc1 bit
    s_endpgm
";

fn crc_word(mut crc: u32, word: u32) -> u32 {
    crc ^= word;
    for _ in 0..32 {
        crc = if crc & 1 == 1 {
            (crc >> 1) ^ 0xedb8_8320
        } else {
            crc >> 1
        };
    }
    crc
}

fn wave(regs: &[(usize, u32)]) -> Wave {
    let mut w = Wave::new(Arch::Gfx9);
    for &(r, v) in regs {
        w.state.sgpr[r] = v;
    }
    w
}

#[test]
fn crc_of_a_zero_word_is_the_published_value() {
    // The CRC-32 of four zero bytes is 0x2144df1c after the final inversion.
    let (_, w, _) = run_checked(CRC_WORD, &wave(&[(2, u32::MAX), (3, 0)]), 400);
    assert_eq!(w.state.sgpr[2], 0x2144_df1c ^ u32::MAX);
    // The last mask: bit 0 of the CRC before the last step, sign-extended.
    assert!(w.state.sgpr[6] == 0 || w.state.sgpr[6] == 0xedb8_8320);
}

#[test]
fn crc_matches_the_plain_loop_for_several_words() {
    for (crc, word) in [(u32::MAX, 0x1234_5678), (0, 1), (0x8000_0001, 0xFFFF_FFFF)] {
        let (_, w, _) = run_checked(CRC_WORD, &wave(&[(2, crc), (3, word)]), 400);
        assert_eq!(w.state.sgpr[2], crc_word(crc, word), "{crc:#x} {word:#x}");
    }
}

/// Per iteration, extracts from values built from x (s2) by shifts, `or`,
/// `xor` and `and` with constants: fields the walk can look through and
/// fields it must not (overlapping set or flipped bits, shifted-in zeros,
/// bits outside a mask); then the next x.
const FIELDS: &str = "
loop:
    s_lshr_b32 s3, s2, 3                // x >> 3
    s_or_b32 s3, s3, 0xff000000         // the top byte set: bits 24-31 known one, not zero
    s_xor_b32 s4, s3, 0x00f00000        // bits 20-23 flipped
    s_bfe_u32 s5, s4, 0x40004           // bits 4-7: bits 7-10 of x
    s_bfe_u32 s6, s4, 0x40016           // bits 22-25: the flipped and the set bits mix
    s_bfe_i32 s7, s4, 0x30000           // bits 0-2 sign-extended: bits 3-5 of x
    s_and_b32 s8, s2, 0xffff            // low half of x
    s_bfe_u32 s9, s8, 0x80004           // bits 4-11: inside the mask
    s_bfe_u32 s10, s8, 0x8000c          // bits 12-19: half outside the mask
    s_lshl_b32 s11, s2, 5
    s_bfe_i32 s12, s11, 0x20007         // bits 7-8 of x << 5: bits 2-3 of x
    s_bfe_u32 s13, s11, 0x40002         // bits 2-5 of x << 5: partly shifted-in zeros
    s_add_u32 s14, s14, s5
    s_add_u32 s14, s14, s6
    s_add_u32 s14, s14, s7
    s_add_u32 s14, s14, s9
    s_add_u32 s14, s14, s10
    s_add_u32 s14, s14, s12
    s_add_u32 s14, s14, s13
    s_mul_i32 s2, s2, 0x19660d          // next x (a multiply: the loop is unrolled)
    s_add_u32 s2, s2, 0x3c6ef35f
    s_add_i32 s0, s0, -1
    s_cmp_lg_u32 s0, 0
    s_cbranch_scc1 loop
    s_endpgm
";

fn bfe_u(v: u32, off: u32, w: u32) -> u32 {
    (v >> off) & ((1 << w) - 1)
}

fn bfe_i(v: u32, off: u32, w: u32) -> u32 {
    (((v >> off) << (32 - w)) as i32 >> (32 - w)) as u32
}

fn fields(mut x: u32, n: u32) -> (u32, u32) {
    let mut sum = 0u32;
    for _ in 0..n {
        let s4 = ((x >> 3) | 0xff00_0000) ^ 0x00f0_0000;
        let s8 = x & 0xffff;
        let s11 = x << 5;
        for v in [
            bfe_u(s4, 4, 4),
            bfe_u(s4, 22, 4),
            bfe_i(s4, 0, 3),
            bfe_u(s8, 4, 8),
            bfe_u(s8, 12, 8),
            bfe_i(s11, 7, 2),
            bfe_u(s11, 2, 4),
        ] {
            sum = sum.wrapping_add(v);
        }
        x = x.wrapping_mul(0x19660d).wrapping_add(0x3c6ef35f);
    }
    (sum, x)
}

#[test]
fn fields_through_shifts_and_masks_match_the_plain_loop() {
    for (x, n) in [(1u32, 9u32), (0xdead_beef, 6), (0x8000_0000, 5)] {
        let (_, w, _) = run_checked(FIELDS, &wave(&[(0, n), (2, x)]), 250);
        let (sum, last) = fields(x, n);
        assert_eq!((w.state.sgpr[14], w.state.sgpr[2]), (sum, last), "{x:#x}");
    }
}
