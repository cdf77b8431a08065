//! Integer kernels of the corpus (tests/kernels/cl: int_div, mul_hi, bitops,
//! select_minmax; objects in tests/kernels/obj, rebuilt by
//! scripts/build-kernels) on every target, on the interpreter, the JIT and
//! both in lockstep. Every output is compared with a host reference written
//! here from OpenCL C's definition of the built-in (docs/semantics.md §11).

mod kernel_run;

use gcnjit::launch::KernelArg;
use kernel_run::*;

/// Kernels kept in the corpus whose test waits for a feature being built:
/// (object, kernel, targets, reason); see `kernel_run::each`.
const WAITING: &[(&str, &str, &str, &str)] = &[];

/// Values of every magnitude: random words shifted right by a random
/// amount, the edges (0, 1, all ones, the sign bit alone) among them.
fn wide(n: usize, seed: u64) -> Vec<u64> {
    let mut r = Rng(seed);
    let edges = [0u64, 1, u64::MAX, 1 << 63, 0x8000_0000, 0x80, 0x8000, 2];
    (0..n)
        .map(|i| {
            if i % 9 == 0 {
                edges[(i / 9) % edges.len()]
            } else {
                let x = r.next();
                x >> (r.next() % 64)
            }
        })
        .collect()
}

/// Flips the sign of about half of the values (for the signed types).
fn signed(v: Vec<u64>, seed: u64) -> Vec<u64> {
    let mut r = Rng(seed);
    v.into_iter()
        .map(|x| {
            if r.next() & 1 == 1 {
                x.wrapping_neg()
            } else {
                x
            }
        })
        .collect()
}

macro_rules! division {
    ($test:ident, $k:literal, $t:ty) => {
        #[test]
        fn $test() {
            let n = 128;
            let a: Vec<$t> = signed(wide(n, 1), 2).iter().map(|&x| x as $t).collect();
            let b: Vec<$t> = signed(wide(n, 3), 4)
                .iter()
                .map(|&x| match x as $t {
                    0 => 3,
                    y => y,
                })
                .collect();
            // MIN / -1 overflows int and long (undefined in C); char and
            // short are promoted to int, where it is defined and wraps back.
            let b: Vec<$t> = a
                .iter()
                .zip(b)
                .map(|(&x, y)| {
                    let wide = std::mem::size_of::<$t>() >= 4;
                    if wide && x == <$t>::MIN && y == (0 as $t).wrapping_sub(1) {
                        7
                    } else {
                        y
                    }
                })
                .collect();
            let q: Vec<$t> = a.iter().zip(&b).map(|(&x, &y)| x.wrapping_div(y)).collect();
            let r: Vec<$t> = a.iter().zip(&b).map(|(&x, &y)| x.wrapping_rem(y)).collect();
            let size = std::mem::size_of::<$t>() * n;
            let args = [
                buf(&a, <$t>::to_le_bytes),
                buf(&b, <$t>::to_le_bytes),
                KernelArg::Buffer(vec![0; size]),
                KernelArg::Buffer(vec![0; size]),
            ];
            let grid = [n as u64];
            each(
                "int_div",
                $k,
                &CL_CPUS,
                &grid,
                &[64],
                &args,
                WAITING,
                |cpu, e, out| {
                    assert_eq!(out[2], le(&q, <$t>::to_le_bytes), "{cpu} {e:?}: quotients");
                    assert_eq!(out[3], le(&r, <$t>::to_le_bytes), "{cpu} {e:?}: remainders");
                },
            );
        }
    };
}

division!(div_i8, "div_i8", i8);
division!(div_u8, "div_u8", u8);
division!(div_i16, "div_i16", i16);
division!(div_u16, "div_u16", u16);
division!(div_i32, "div_i32", i32);
division!(div_u32, "div_u32", u32);
division!(div_i64, "div_i64", i64);
division!(div_u64, "div_u64", u64);

macro_rules! multiply_high {
    ($test:ident, $k:literal, $t:ty, $w:ty) => {
        #[test]
        fn $test() {
            let n = 192;
            let a: Vec<$t> = signed(wide(n, 5), 6).iter().map(|&x| x as $t).collect();
            let b: Vec<$t> = signed(wide(n, 7), 8).iter().map(|&x| x as $t).collect();
            let bits = 8 * std::mem::size_of::<$t>();
            let hi = |x: $t, y: $t| ((x as $w * y as $w) >> bits) as $t;
            let mut want = Vec::new();
            for (&x, &y) in a.iter().zip(&b) {
                want.push(hi(x, y));
                want.push(hi(x, y).wrapping_add(x ^ y));
                let sat = (x as $w * y as $w).saturating_add((y >> 1) as $w);
                want.push(sat.clamp(<$t>::MIN as $w, <$t>::MAX as $w) as $t);
                want.push(hi(x.wrapping_add(1), y));
            }
            let args = [
                buf(&a, <$t>::to_le_bytes),
                buf(&b, <$t>::to_le_bytes),
                KernelArg::Buffer(vec![0; 4 * std::mem::size_of::<$t>() * n]),
            ];
            each(
                "mul_hi",
                $k,
                &CL_CPUS,
                &[n as u64],
                &[64],
                &args,
                WAITING,
                |cpu, e, out| {
                    let got = from_le(&out[2], <$t>::from_le_bytes);
                    for i in 0..n {
                        assert_eq!(
                            got[4 * i..4 * i + 4],
                            want[4 * i..4 * i + 4],
                            "{cpu} {e:?}: {} and {} (mul_hi, mad_hi, mad_sat, mul_hi)",
                            a[i],
                            b[i]
                        );
                    }
                },
            );
        }
    };
}

multiply_high!(mulhi_i8, "mulhi_i8", i8, i16);
multiply_high!(mulhi_u16, "mulhi_u16", u16, u32);
multiply_high!(mulhi_i32, "mulhi_i32", i32, i64);
multiply_high!(mulhi_u32, "mulhi_u32", u32, u64);
multiply_high!(mulhi_i64, "mulhi_i64", i64, i128);
multiply_high!(mulhi_u64, "mulhi_u64", u64, u128);

/// bitops.cl's `bitcount`: OpenCL's popcount, clz (the width for 0), ctz
/// (the width for 0) and rotate (the amount modulo the width).
fn bitcount(x: u64, y: u32) -> [u32; 8] {
    let lo = x as u32;
    let (s, c) = (x as u16, x as u8);
    let pack = |a: u32, b: u32, c: u32, d: u32| a | b << 8 | c << 16 | d << 24;
    let r64 = x.rotate_left(y % 64);
    [
        pack(
            x.count_ones(),
            lo.count_ones(),
            s.count_ones(),
            c.count_ones(),
        ),
        pack(
            x.leading_zeros(),
            lo.leading_zeros(),
            s.leading_zeros(),
            c.leading_zeros(),
        ),
        pack(
            x.trailing_zeros(),
            lo.trailing_zeros(),
            s.trailing_zeros(),
            c.trailing_zeros(),
        ),
        lo.rotate_left(y % 32),
        r64 as u32,
        (r64 >> 32) as u32,
        s.rotate_left(y % 16) as u32 | (c.rotate_left(y % 8) as u32) << 16,
        lo.reverse_bits(),
    ]
}

/// bitops.cl's `bitfield`: OpenCL shifts take their amount modulo 32.
fn bitfield(x: u32, y: u32) -> [u32; 4] {
    let (off, w) = (y & 31, (y >> 8) & 31);
    let mask = (1u32 << w).wrapping_sub(1);
    let m = mask << off;
    let sext = ((x.wrapping_shl(32u32.wrapping_sub(off + w))) as i32)
        .wrapping_shr(32u32.wrapping_sub(w)) as u32;
    [
        (x >> off) & mask,
        sext,
        (x & m) | (y & !m),
        ((x >> 4) & 0xfff) | (((y << 3) as i32 >> 20) as u32) << 12,
    ]
}

#[test]
fn bitops() {
    let n = 256;
    let a = wide(n, 9);
    let b: Vec<u32> = wide(n, 10).iter().map(|&x| x as u32).collect();
    let args = [
        buf(&a, u64::to_le_bytes),
        buf(&b, u32::to_le_bytes),
        KernelArg::Buffer(vec![0; 32 * n]),
    ];
    each(
        "bitops",
        "bitcount",
        &CL_CPUS,
        &[n as u64],
        &[64],
        &args,
        WAITING,
        |cpu, e, out| {
            let got = u32s(&out[2]);
            for i in 0..n {
                let want = bitcount(a[i], b[i]);
                assert_eq!(
                    got[8 * i..8 * i + 8],
                    want,
                    "bitcount {cpu} {e:?}: {:#x} {}",
                    a[i],
                    b[i]
                );
            }
        },
    );
    let a: Vec<u32> = a.iter().map(|&x| (x >> 7) as u32).collect();
    let args = [
        buf(&a, u32::to_le_bytes),
        buf(&b, u32::to_le_bytes),
        KernelArg::Buffer(vec![0; 16 * n]),
    ];
    each(
        "bitops",
        "bitfield",
        &CL_CPUS,
        &[n as u64],
        &[64],
        &args,
        WAITING,
        |cpu, e, out| {
            let got = u32s(&out[2]);
            for i in 0..n {
                let want = bitfield(a[i], b[i]);
                assert_eq!(
                    got[4 * i..4 * i + 4],
                    want,
                    "bitfield {cpu} {e:?}: {:#x} {:#x}",
                    a[i],
                    b[i]
                );
            }
        },
    );
}

/// select_minmax.cl for one type: min(x, y), max(x, z), clamp(x, min(y, z),
/// max(y, z)) and select(y, z, x < y), with `min`/`max` the type's (fmin
/// and fmax for floats).
fn select_minmax<T: Copy + PartialOrd + std::fmt::Debug, const N: usize>(
    kernel: &str,
    v: [Vec<T>; 3],
    to: fn(T) -> [u8; N],
    from: fn([u8; N]) -> T,
    min: fn(T, T) -> T,
    max: fn(T, T) -> T,
) {
    let n = v[0].len();
    let mut want = Vec::new();
    for ((&x, &y), &z) in v[0].iter().zip(&v[1]).zip(&v[2]) {
        let (lo, hi) = (min(y, z), max(y, z));
        want.extend([
            min(x, y),
            max(x, z),
            min(max(x, lo), hi),
            if x < y { z } else { y },
        ]);
    }
    let args = [
        buf(&v[0], to),
        buf(&v[1], to),
        buf(&v[2], to),
        KernelArg::Buffer(vec![0; 4 * N * n]),
    ];
    each(
        "select_minmax",
        kernel,
        &CL_CPUS,
        &[n as u64],
        &[64],
        &args,
        WAITING,
        |cpu, e, out| {
            assert_eq!(
                out[3],
                le(&want, to),
                "{kernel} {cpu} {e:?}: {:?}",
                from_le(&out[3], from)
            );
        },
    );
}

macro_rules! select_int {
    ($test:ident, $k:literal, $t:ty) => {
        #[test]
        fn $test() {
            let n = 128;
            let v = [11, 12, 13].map(|s| -> Vec<$t> {
                signed(wide(n, s), s + 20)
                    .iter()
                    .map(|&x| x as $t)
                    .collect()
            });
            select_minmax(
                $k,
                v,
                <$t>::to_le_bytes,
                <$t>::from_le_bytes,
                |a, b| a.min(b),
                |a, b| a.max(b),
            );
        }
    };
}

select_int!(select_i8, "sel_i8", i8);
select_int!(select_u8, "sel_u8", u8);
select_int!(select_i16, "sel_i16", i16);
select_int!(select_u16, "sel_u16", u16);
select_int!(select_i32, "sel_i32", i32);
select_int!(select_u32, "sel_u32", u32);
select_int!(select_i64, "sel_i64", i64);
select_int!(select_u64, "sel_u64", u64);

/// Float inputs without NaN and without zeros (fmin and fmax may return
/// either zero for -0 and +0), ties among them.
fn floats(n: usize, seed: u64) -> Vec<f64> {
    let mut r = Rng(seed);
    (0..n)
        .map(|_| {
            let k = (r.next() % 64) as f64 - 32.0;
            (k + 0.5) * [1.0, 0.25, 1024.0, 1e-3][(r.next() % 4) as usize]
        })
        .collect()
}

#[test]
fn select_floats() {
    let n = 128;
    let v = [14, 15, 16].map(|s| floats(n, s));
    select_minmax(
        "sel_f64",
        v.clone(),
        f64::to_le_bytes,
        f64::from_le_bytes,
        f64::min,
        f64::max,
    );
    let v32 = v.clone().map(|v| v.iter().map(|&x| x as f32).collect());
    select_minmax(
        "sel_f32",
        v32,
        f32::to_le_bytes,
        f32::from_le_bytes,
        f32::min,
        f32::max,
    );
    use half::f16;
    let v16 = v.map(|v| v.iter().map(|&x| f16::from_f64(x)).collect());
    select_minmax(
        "sel_f16",
        v16,
        f16::to_le_bytes,
        f16::from_le_bytes,
        f16::min,
        f16::max,
    );
}
