//! The vector kernels of the suite (src/bench/kernels/{saxpy,reduce,sgemm,philox}.s)
//! and their native twins. Each kernel derives its lanes' ids itself
//! (`v_mbcnt`), so a wave needs only SGPRs and memory; every lane is active
//! except where the kernel masks lanes itself.

use super::{lcg, set_n, Kernel, NativeData, BUFFER_ADDR};
use crate::state::Wave;

/// Lanes of a wave.
const LANES: usize = 64;

/// SAXPY's `a`.
const SAXPY_A: f32 = 2.5;

/// The key Philox runs with (s[2:3]).
const PHILOX_KEY: [u32; 2] = [0x0123_4567, 0x89ab_cdef];

/// Counter words 2 and 3 of every Philox counter (the kernel's constants).
const PHILOX_CTR_HI: [u32; 2] = [0x243f_6a88, 0x85a3_08d3];

/// `count` LCG dwords from `seed`, little-endian.
fn lcg_bytes(seed: u32, count: usize, word: impl Fn(u32) -> u32) -> Vec<u8> {
    let mut x = seed;
    (0..count)
        .flat_map(|_| {
            x = lcg(x);
            word(x).to_le_bytes()
        })
        .collect()
}

/// The little-endian dwords of `b`.
fn dwords(b: &[u8]) -> impl Iterator<Item = u32> + '_ {
    b.chunks_exact(4)
        .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
}

/// The little-endian floats of `b`.
fn floats(b: &[u8]) -> Vec<f32> {
    dwords(b).map(f32::from_bits).collect()
}

/// A float in [0, 1) with 24 significant bits from an LCG state.
fn unit(x: u32) -> u32 {
    ((x >> 8) as f32 * (1.0 / (1u32 << 24) as f32)).to_bits()
}

/// A float in [-1, 1) with 24 significant bits from an LCG state.
fn signed_unit(x: u32) -> u32 {
    ((x >> 8) as f32 * (1.0 / (1u32 << 23) as f32) - 1.0).to_bits()
}

/// Maps `bytes` at `BUFFER_ADDR` in a fresh wave (nothing else is mapped,
/// so mapping cannot fail on an overlap) and points s[2:3] at it.
fn map_input(w: &mut Wave, bytes: Vec<u8>) {
    w.state.write64(2, BUFFER_ADDR);
    let _ = w.mem.map(BUFFER_ADDR, bytes);
}

/// Maps a two-operand input (`bytes`: the first operand, then the second,
/// as long) with s[2:3] pointing at the first and s[4:5] at the second.
fn map_pair(w: &mut Wave, bytes: Vec<u8>) {
    let half = bytes.len() as u64 / 2;
    map_input(w, bytes);
    w.state.write64(4, BUFFER_ADDR + half);
}

/// The 64 lanes of VGPR `r`, one result each.
fn lanes(w: &Wave, r: usize) -> Vec<u64> {
    w.vgpr.lanes(r).iter().map(|&v| v as u64).collect()
}

/// SAXPY's input: x (64 * n floats), then y (as many).
pub fn saxpy_input(n: u32) -> Vec<u8> {
    let len = LANES * n as usize;
    let mut b = lcg_bytes(11, len, unit);
    b.extend(lcg_bytes(13, len, unit));
    b
}

/// Native SAXPY: the bits of y after y = a * x + y (fused, as `v_fma_f32`).
pub fn saxpy_compute(b: &[u8]) -> Vec<u64> {
    let (x, y) = b.split_at(b.len() / 2);
    let (x, mut y) = (floats(x), floats(y));
    for (y, &x) in y.iter_mut().zip(&x) {
        *y = SAXPY_A.mul_add(x, *y);
    }
    y.iter().map(|v| v.to_bits() as u64).collect()
}

/// The block reduction's input: 256 * n LCG dwords.
pub fn reduce_input(n: u32) -> Vec<u8> {
    lcg_bytes(17, 256 * n as usize, |x| x)
}

/// Native reduction: the 32-bit wrapping sum of the dwords.
pub fn reduce_compute(b: &[u8]) -> Vec<u64> {
    vec![dwords(b).fold(0u32, u32::wrapping_add) as u64]
}

/// SGEMM's input for K = 8 * n: A (8 x K, row-major), then B (K x 8).
pub fn sgemm_input(n: u32) -> Vec<u8> {
    let len = 64 * n as usize;
    let mut b = lcg_bytes(19, len, signed_unit);
    b.extend(lcg_bytes(23, len, signed_unit));
    b
}

/// Native SGEMM: C[r][c] = sum over k in order of A[r][k] * B[k][c], each
/// step fused as `v_fma_f32`; the bits of C row by row (lane order).
pub fn sgemm_compute(b: &[u8]) -> Vec<u64> {
    let (a, bm) = b.split_at(b.len() / 2);
    let (a, bm) = (floats(a), floats(bm));
    let k_len = a.len() / 8;
    let mut c = [0f32; 64];
    for (i, c) in c.iter_mut().enumerate() {
        let (row, col) = (i / 8, i % 8);
        let a_row = &a[row * k_len..(row + 1) * k_len];
        *c = a_row
            .iter()
            .zip(bm[col..].iter().step_by(8))
            .fold(0f32, |acc, (&x, &y)| x.mul_add(y, acc));
    }
    c.iter().map(|v| v.to_bits() as u64).collect()
}

/// One Philox4x32 round (Salmon et al., "Parallel random numbers: as easy as
/// 1, 2, 3", SC'11; the constants of Random123's philox.h).
#[inline(always)]
fn philox_round(c: [u32; 4], k: [u32; 2]) -> [u32; 4] {
    let p0 = 0xd251_1f53u64 * c[0] as u64;
    let p1 = 0xcd9e_8d57u64 * c[2] as u64;
    [
        (p1 >> 32) as u32 ^ c[1] ^ k[0],
        p1 as u32,
        (p0 >> 32) as u32 ^ c[3] ^ k[1],
        p0 as u32,
    ]
}

/// Philox4x32-10 of counter `c` under key `k`.
#[inline(always)]
pub fn philox4x32_10(mut c: [u32; 4], mut k: [u32; 2]) -> [u32; 4] {
    for r in 0..10 {
        if r > 0 {
            k = [
                k[0].wrapping_add(0x9e37_79b9),
                k[1].wrapping_add(0xbb67_ae85),
            ];
        }
        c = philox_round(c, k);
    }
    c
}

/// Native Philox: per lane the xor of its outputs over `n` iterations;
/// output word 0 of lanes 0-63, then word 1, and so on (v20-v23).
pub fn native_philox(n: u32) -> Vec<u64> {
    let mut acc = [[0u32; LANES]; 4];
    for i in 0..n {
        for (l, lane) in (0..LANES as u32).enumerate() {
            let c = [
                lane.wrapping_add(64 * i),
                i,
                PHILOX_CTR_HI[0],
                PHILOX_CTR_HI[1],
            ];
            let o = philox4x32_10(c, PHILOX_KEY);
            for w in 0..4 {
                acc[w][l] ^= o[w];
            }
        }
    }
    acc.iter().flatten().map(|&v| v as u64).collect()
}

/// The vector kernels.
pub static VECTOR_KERNELS: &[Kernel] = &[
    Kernel {
        name: "saxpy",
        about: "streaming y = a*x + y: global loads/stores, v_fma_f32",
        source: include_str!("kernels/saxpy.s"),
        waves: 1,
        default_n: 10_000,
        setup: |w, n| {
            set_n(w, n);
            map_pair(w, saxpy_input(n));
            w.state.sgpr[6] = SAXPY_A.to_bits();
        },
        result: saxpy_output,
        native: |n| saxpy_compute(&saxpy_input(n)),
        native_data: Some(NativeData {
            input: saxpy_input,
            compute: saxpy_compute,
        }),
    },
    Kernel {
        name: "reduce",
        about: "block reduction through the LDS, 4 waves with s_barrier",
        source: include_str!("kernels/reduce.s"),
        waves: 4,
        default_n: 1_000,
        setup: |w, n| {
            set_n(w, n);
            map_input(w, reduce_input(n));
        },
        result: |w| vec![w.vgpr.get(7, 0) as u64],
        native: |n| reduce_compute(&reduce_input(n)),
        native_data: Some(NativeData {
            input: reduce_input,
            compute: reduce_compute,
        }),
    },
    Kernel {
        name: "sgemm",
        about: "tiled SGEMM: 8x8 LDS tiles, v_fma_f32 inner loop",
        source: include_str!("kernels/sgemm.s"),
        waves: 1,
        default_n: 2_000,
        setup: |w, n| {
            set_n(w, n);
            map_pair(w, sgemm_input(n));
        },
        result: |w| lanes(w, 8),
        native: |n| sgemm_compute(&sgemm_input(n)),
        native_data: Some(NativeData {
            input: sgemm_input,
            compute: sgemm_compute,
        }),
    },
    Kernel {
        name: "philox",
        about: "Philox4x32-10: v_mul_hi_u32, v_mul_lo_u32, xor",
        source: include_str!("kernels/philox.s"),
        waves: 1,
        default_n: 2_000,
        setup: |w, n| {
            set_n(w, n);
            w.state.sgpr[2] = PHILOX_KEY[0];
            w.state.sgpr[3] = PHILOX_KEY[1];
        },
        result: |w| (20..24).flat_map(|r| lanes(w, r)).collect(),
        native: native_philox,
        native_data: None,
    },
];

/// SAXPY's y after the run: the second half of the one mapped region.
fn saxpy_output(w: &Wave) -> Vec<u64> {
    let Some(region) = w.mem.regions.iter().next() else {
        return Vec::new();
    };
    let b = &region.data[..];
    dwords(&b[b.len() / 2..]).map(|v| v as u64).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn philox_known_answers() {
        // Random123's kat_vectors: philox4x32 10, counter 0 and key 0, and
        // counter and key all ones.
        assert_eq!(
            philox4x32_10([0; 4], [0; 2]),
            [0x6627_e8d5, 0xe169_c58d, 0xbc57_ac4c, 0x9b00_dbd8]
        );
        assert_eq!(
            philox4x32_10([u32::MAX; 4], [u32::MAX; 2]),
            [0x408f_276d, 0x41c8_3b0e, 0xa20b_c7c6, 0x6d54_51fd]
        );
    }

    #[test]
    fn sgemm_native_is_a_matrix_product() {
        // Independent check: the product in f64 (exact for these inputs up
        // to the f32 rounding of each fused step).
        let b = sgemm_input(2);
        let (a, bm) = b.split_at(b.len() / 2);
        let (a, bm) = (floats(a), floats(bm));
        let c = sgemm_compute(&b);
        for r in 0..8 {
            for col in 0..8 {
                let want: f64 = (0..16)
                    .map(|k| a[r * 16 + k] as f64 * bm[k * 8 + col] as f64)
                    .sum();
                let got = f32::from_bits(c[r * 8 + col] as u32) as f64;
                assert!((got - want).abs() < 1e-5, "{r},{col}: {got} vs {want}");
            }
        }
    }
}
