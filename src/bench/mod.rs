//! The kernel suite shared by `cargo bench` and `gcnjit bench`: scalar kernels
//! that look like real work, each with the same computation in plain Rust, so
//! every engine is checked against native code and measured beside it; and
//! vector kernels (`VECTOR_KERNELS`, `gcnjit bench` only), each a wave of 64
//! lanes looping over its data, or a workgroup of several waves that meet at
//! `s_barrier`, measured in lane operations as well (docs/cli.md §4.6).

use crate::isa::Arch;
use crate::state::Wave;

/// Buffer address used by kernels that read memory.
pub const BUFFER_ADDR: u64 = 0x10_0000;

/// The SGPR in which each wave of a workgroup kernel finds its index in the
/// workgroup (`Kernel::waves` > 1), as `gcnjit run --wave-id-sgpr` gives it.
pub const WAVE_SGPR: usize = 1;

/// One benchmark kernel.
pub struct Kernel {
    pub name: &'static str,
    /// What the kernel exercises, for tables and `--help`.
    pub about: &'static str,
    /// Assembly source for `Kernel::ARCH`.
    pub source: &'static str,
    /// Waves of the workgroup the kernel runs as: 1 for a lone wave; more
    /// share one LDS and meet at `s_barrier` (`harness::run_group`), wave
    /// `i` finding `i` in `WAVE_SGPR`.
    pub waves: u32,
    /// Iteration count `gcnjit bench` uses by default (s0 at entry).
    pub default_n: u32,
    /// Sets up the wave (each wave of a workgroup) for `n` iterations
    /// (registers and memory).
    pub setup: fn(&mut Wave, u32),
    /// Reads the kernel's results out of a finished wave (wave 0 of a
    /// workgroup, which keeps the workgroup's LDS at the end).
    pub result: fn(&Wave) -> Vec<u64>,
    /// Computes the same results natively.
    pub native: fn(u32) -> Vec<u64>,
    /// For kernels that read memory: the native computation split into building
    /// the input and the work on it, so that timing covers only the work, as it
    /// does for the engines (whose memory is mapped before the clock starts).
    pub native_data: Option<NativeData>,
}

/// The input-building and computing halves of a kernel's native equivalent.
#[derive(Clone, Copy)]
pub struct NativeData {
    /// The bytes the kernel reads for `n` iterations.
    pub input: fn(u32) -> Vec<u8>,
    /// The results from those bytes.
    pub compute: fn(&[u8]) -> Vec<u64>,
}

impl Kernel {
    /// The generation the suite runs on.
    pub const ARCH: Arch = Arch::Gfx9;
}

#[inline(always)]
pub(crate) fn lcg(x: u32) -> u32 {
    x.wrapping_mul(1_664_525).wrapping_add(1_013_904_223)
}

pub(crate) fn set_n(w: &mut Wave, n: u32) {
    w.state.sgpr[0] = n;
    w.state.set_exec(u64::MAX);
}

fn s(w: &Wave, i: usize) -> u64 {
    w.state.sgpr[i] as u64
}

fn s64(w: &Wave, i: u8) -> u64 {
    w.state.read64(i)
}

/// Native LCG accumulator: (sum, last state).
pub fn native_lcg(n: u32) -> Vec<u64> {
    let (mut x, mut sum) = (12345u32, 0u64);
    for _ in 0..n {
        x = lcg(x);
        sum = sum.wrapping_add(x as u64);
    }
    vec![sum, x as u64]
}

/// Native xorshift/popcount/bit-reverse/bfe checksum: (checksum, last state).
pub fn native_bits(n: u32) -> Vec<u64> {
    let (mut x, mut sum) = (0x9e37_79b9u32, 0u32);
    for _ in 0..n {
        x ^= x << 13;
        x ^= x >> 17;
        x ^= x << 5;
        sum = sum.wrapping_add(x.count_ones());
        sum = sum.wrapping_add((x.reverse_bits() >> 4) & 0xff);
    }
    vec![sum as u64, x as u64]
}

/// Native total Collatz steps of 1..=n.
pub fn native_collatz(n: u32) -> Vec<u64> {
    let mut total = 0u64;
    for start in 1..=n as u64 {
        let mut x = start;
        while x != 1 {
            x = if x & 1 == 1 {
                x.wrapping_mul(3).wrapping_add(1)
            } else {
                x >> 1
            };
            total += 1;
        }
    }
    vec![total]
}

/// Native binary GCD sum: (sum, last LCG state).
pub fn native_gcd(n: u32) -> Vec<u64> {
    let (mut x, mut sum) = (7u32, 0u32);
    for _ in 0..n {
        x = lcg(x);
        let mut a = x | 1;
        x = lcg(x);
        let mut b = (x >> 16) | 1;
        while a != b {
            let (lo, hi) = (a.min(b), a.max(b));
            let d = hi - lo;
            b = d >> d.trailing_zeros();
            a = lo;
        }
        sum = sum.wrapping_add(a);
    }
    vec![sum as u64, x as u64]
}

/// Native bit-by-bit integer square root sum: (sum, last LCG state).
pub fn native_isqrt(n: u32) -> Vec<u64> {
    let (mut x, mut sum) = (99u32, 0u32);
    for _ in 0..n {
        x = lcg(x);
        let (mut v, mut root, mut bit) = (x, 0u32, 1u32 << 30);
        while bit != 0 {
            let t = root.wrapping_add(bit);
            root >>= 1;
            if v >= t {
                v -= t;
                root = root.wrapping_add(bit);
            }
            bit >>= 2;
        }
        sum = sum.wrapping_add(root);
    }
    vec![sum as u64, x as u64]
}

/// Native bitwise CRC-32 of LCG words: (crc, last LCG state).
pub fn native_crc32(n: u32) -> Vec<u64> {
    let (mut x, mut crc) = (1u32, u32::MAX);
    for _ in 0..n {
        x = lcg(x);
        crc ^= x;
        for _ in 0..32 {
            let mask = (crc & 1).wrapping_neg();
            crc = (crc >> 1) ^ (0xedb8_8320 & mask);
        }
    }
    vec![crc as u64, x as u64]
}

fn wqm64(v: u64) -> u64 {
    (0..16).fold(0, |d, q| {
        if (v >> (4 * q)) & 0xF != 0 {
            d | 0xF << (4 * q)
        } else {
            d
        }
    })
}

fn quadmask64(v: u64) -> u64 {
    (0..16).fold(0, |d, q| d | ((((v >> (4 * q)) & 0xF != 0) as u64) << q))
}

/// Native EXEC-mask arithmetic checksum: (checksum, last mask, final exec).
pub fn native_masks(n: u32) -> Vec<u64> {
    let (mut lo, mut hi, mut acc) = (0x2545_f491u32, 0x4f6c_dd1du32, 0u32);
    let mut exec = u64::MAX;
    for _ in 0..n {
        lo = lcg(lo);
        hi = lcg(hi);
        let m = (hi as u64) << 32 | lo as u64;
        exec = m; // s_and_saveexec with EXEC = all ones
        let w = wqm64(exec);
        acc = acc.wrapping_add(quadmask64(w).count_ones());
        exec = w & !exec; // s_andn2_saveexec: EXEC = S0 & ~EXEC
        acc = acc.wrapping_add(exec.count_ones());
        exec ^= m;
        acc = acc.wrapping_add(64 - exec.count_ones());
    }
    vec![acc as u64, (hi as u64) << 32 | lo as u64, exec]
}

/// Native hardware-register checksum: (checksum, last LCG state).
pub fn native_hwreg(n: u32) -> Vec<u64> {
    let (mut x, mut acc) = (5u32, 0u32);
    for _ in 0..n {
        x = lcg(x);
        let mode_low = x >> 24; // MODE[7:0] = top byte
        acc = acc.wrapping_add((mode_low >> 2) & 0xF);
        acc = acc.wrapping_add((0x1234 >> 4) & 0xFF);
    }
    vec![acc as u64, x as u64]
}

/// The buffer `bufsum` reads: `blocks` 16-byte blocks of LCG dwords.
pub fn buffer(blocks: u32) -> Vec<u8> {
    let mut x = 3u32;
    (0..blocks as usize * 4)
        .flat_map(|_| {
            x = lcg(x);
            x.to_le_bytes()
        })
        .collect()
}

/// Native buffer sum: the 64-bit sum of the buffer's dwords.
pub fn native_bufsum(n: u32) -> Vec<u64> {
    sum_dwords(&buffer(n))
}

/// The 64-bit sum of the little-endian dwords of `b`.
pub fn sum_dwords(b: &[u8]) -> Vec<u64> {
    let sum = b
        .chunks_exact(4)
        .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]) as u64)
        .sum();
    vec![sum]
}

/// Every kernel of the suite.
pub static KERNELS: &[Kernel] = &[
    Kernel {
        name: "lcg",
        about: "32-bit LCG with a 64-bit add/addc accumulator",
        waves: 1,
        source: include_str!("kernels/lcg.s"),
        default_n: 2_000_000,
        setup: set_n,
        result: |w| vec![s64(w, 4), s(w, 2)],
        native: native_lcg,
        native_data: None,
    },
    Kernel {
        name: "bits",
        about: "xorshift, popcount, bit reverse and bit-field extract",
        waves: 1,
        source: include_str!("kernels/bits.s"),
        default_n: 1_000_000,
        setup: set_n,
        result: |w| vec![s(w, 4), s(w, 2)],
        native: native_bits,
        native_data: None,
    },
    Kernel {
        name: "collatz",
        about: "Collatz step counts with 64-bit pairs",
        waves: 1,
        source: include_str!("kernels/collatz.s"),
        default_n: 20_000,
        setup: set_n,
        result: |w| vec![s64(w, 6)],
        native: native_collatz,
        native_data: None,
    },
    Kernel {
        name: "gcd",
        about: "binary GCD: min/max, subtract, find-first-one, shift",
        waves: 1,
        source: include_str!("kernels/gcd.s"),
        default_n: 100_000,
        setup: set_n,
        result: |w| vec![s(w, 8), s(w, 9)],
        native: native_gcd,
        native_data: None,
    },
    Kernel {
        name: "isqrt",
        about: "integer square root by the bit-by-bit method",
        waves: 1,
        source: include_str!("kernels/isqrt.s"),
        default_n: 200_000,
        setup: set_n,
        result: |w| vec![s(w, 8), s(w, 9)],
        native: native_isqrt,
        native_data: None,
    },
    Kernel {
        name: "crc32",
        about: "bitwise CRC-32 with bfe sign masks",
        waves: 1,
        source: include_str!("kernels/crc32.s"),
        default_n: 100_000,
        setup: set_n,
        result: |w| vec![s(w, 2), s(w, 9)],
        native: native_crc32,
        native_data: None,
    },
    Kernel {
        name: "masks",
        about: "EXEC mask arithmetic: saveexec, wqm, quadmask, bcnt",
        waves: 1,
        source: include_str!("kernels/masks.s"),
        default_n: 500_000,
        setup: set_n,
        result: |w| vec![s(w, 12), s64(w, 2), w.state.exec()],
        native: native_masks,
        native_data: None,
    },
    Kernel {
        name: "hwreg",
        about: "s_setreg/s_getreg traffic (the interpreter fallback path)",
        waves: 1,
        source: include_str!("kernels/hwreg.s"),
        default_n: 200_000,
        setup: set_n,
        result: |w| vec![s(w, 4), s(w, 2)],
        native: native_hwreg,
        native_data: None,
    },
    Kernel {
        name: "bufsum",
        about: "sum of a buffer with s_load_dwordx4",
        waves: 1,
        source: include_str!("kernels/bufsum.s"),
        default_n: 250_000,
        setup: |w, n| {
            set_n(w, n);
            w.state.write64(2, BUFFER_ADDR);
            // A fresh wave has no regions, so mapping cannot overlap.
            let _ = w.mem.map(BUFFER_ADDR, buffer(n));
        },
        result: |w| vec![s64(w, 6)],
        native: native_bufsum,
        native_data: Some(NativeData {
            input: buffer,
            compute: sum_dwords,
        }),
    },
];

pub mod harness;
mod vector;

pub use vector::VECTOR_KERNELS;

/// Every kernel: the scalar suite, then the vector kernels.
pub fn all() -> impl Iterator<Item = &'static Kernel> {
    KERNELS.iter().chain(VECTOR_KERNELS)
}

/// The kernel named `name`.
pub fn kernel(name: &str) -> Option<&'static Kernel> {
    all().find(|k| k.name == name)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn native_isqrt_is_a_square_root() {
        // Independent check of the reference: compare with f64 sqrt on the same inputs.
        let mut x = 99u32;
        let mut sum = 0u32;
        for _ in 0..1000 {
            x = lcg(x);
            sum = sum.wrapping_add((x as f64).sqrt().floor() as u32);
        }
        assert_eq!(native_isqrt(1000)[0], sum as u64);
    }

    #[test]
    fn native_crc32_matches_the_table_free_definition() {
        // CRC-32 of one word 0 from 0xffffffff after 32 rounds: known value of
        // crc32 over four zero bytes without final inversion = 0x2144df1c ^ 0xffffffff.
        let mut crc = u32::MAX;
        for _ in 0..32 {
            let mask = (crc & 1).wrapping_neg();
            crc = (crc >> 1) ^ (0xedb8_8320 & mask);
        }
        assert_eq!(crc, !0x2144_df1c);
    }

    #[test]
    fn native_collatz_small() {
        // Steps of 1..=5: 0, 1, 7, 2, 5 = 15.
        assert_eq!(native_collatz(5), vec![15]);
    }
}
