//! Compiled kernels (tests/kernels, clang-15 and hipcc output committed in
//! tests/kernels/obj) run end to end on the interpreter, the JIT engine and
//! both in lockstep, for every target they are built for; their outputs must
//! equal host references computed here in Rust. docs/semantics.md, "Vector".

mod kernel_run;

use gcnjit::launch::KernelArg;
use kernel_run::*;

#[test]
fn scale_and_saxpy() {
    let n = 1000u32;
    let x: Vec<f32> = (0..n).map(|i| i as f32 * 0.25 - 7.0).collect();
    let y: Vec<f32> = (0..n).map(|i| 3.0 - i as f32 * 0.5).collect();
    let fb = |v: &[f32]| bytes_of(v, |f: f32| f.to_le_bytes().to_vec());
    for cpu in CL_CPUS {
        for e in ENGINES {
            let grid = [n as u64];
            let out = launch(
                "scale",
                cpu,
                "scale",
                &grid,
                &[64],
                vec![KernelArg::Buffer(fb(&x)), KernelArg::F32(2.5)],
                e,
            );
            let want: Vec<f32> = x.iter().map(|v| v * 2.5 + 1.0).collect();
            assert_eq!(f32s(&out[0]), want, "scale {cpu} {e:?}");
            // A partial last workgroup: 1000 = 7 * 128 + 104, and the bound check.
            let out = launch(
                "saxpy",
                cpu,
                "saxpy",
                &[1024],
                &[128],
                vec![
                    KernelArg::Buffer(fb(&x)),
                    KernelArg::Buffer(fb(&y)),
                    KernelArg::F32(-1.5),
                    KernelArg::U32(n),
                ],
                e,
            );
            let want: Vec<f32> = x.iter().zip(&y).map(|(a, b)| -1.5 * a + b).collect();
            assert_eq!(f32s(&out[1]), want, "saxpy {cpu} {e:?}");
        }
    }
}

/// OpenCL's `rotate`, `clz`, `mul_hi` and friends on the host.
fn int_ops(x: u32, y: u32) -> u32 {
    let mut r = x.wrapping_add(y);
    r ^= x.wrapping_mul(y);
    r = r.wrapping_add(((x as u64 * y as u64) >> 32) as u32);
    r = r.wrapping_add(x.rotate_left(y & 31));
    r = r.wrapping_add(x.count_ones() + y.leading_zeros());
    r = r.wrapping_add(x.max(y) - x.min(y));
    r = r.wrapping_add(((x as i32) >> (y & 31)) as u32);
    r = r.wrapping_add((x << 3) | (y >> 5));
    r = r.wrapping_add(x.checked_div(y).unwrap_or(0));
    r = r.wrapping_add(x.checked_rem(y).unwrap_or(0));
    r
}

/// Inputs with the edges (0, 1, all ones, INT_MIN) among random words.
fn words(n: usize, seed: u64) -> Vec<u32> {
    let mut rng = Rng(seed);
    let edges = [0u32, 1, u32::MAX, 0x8000_0000, 0x7FFF_FFFF, 31, 32];
    (0..n)
        .map(|i| {
            if i < edges.len() * 3 {
                edges[i % edges.len()]
            } else {
                match rng.u32() % 4 {
                    0 => rng.u32() & 0xFF,
                    _ => rng.u32(),
                }
            }
        })
        .collect()
}

#[test]
fn int_ops_matches_the_host() {
    let n = 512;
    let (a, b) = (words(n, 1), words(n, 2));
    let ub = |v: &[u32]| bytes_of(v, |x: u32| x.to_le_bytes().to_vec());
    let want: Vec<u32> = a.iter().zip(&b).map(|(&x, &y)| int_ops(x, y)).collect();
    for cpu in CL_CPUS {
        for e in ENGINES {
            let out = launch(
                "int_ops",
                cpu,
                "int_ops",
                &[n as u64],
                &[64],
                vec![
                    KernelArg::Buffer(ub(&a)),
                    KernelArg::Buffer(ub(&b)),
                    KernelArg::Buffer(vec![0; 4 * n]),
                ],
                e,
            );
            assert_eq!(u32s(&out[2]), want, "int_ops {cpu} {e:?}");
        }
    }
}

fn ub(v: &[u32]) -> Vec<u8> {
    bytes_of(v, |x: u32| x.to_le_bytes().to_vec())
}

/// Runs a kernel `name(a, b, out)` of two u32 inputs on every target and
/// engine, and compares `out` with `f` lane by lane.
fn two_inputs(name: &str, a: &[u32], b: &[u32], out_bytes: usize, want: &[u8]) {
    for cpu in CL_CPUS {
        for e in ENGINES {
            let out = launch(
                name,
                cpu,
                name,
                &[a.len() as u64],
                &[64],
                vec![
                    KernelArg::Buffer(ub(a)),
                    KernelArg::Buffer(ub(b)),
                    KernelArg::Buffer(vec![0; out_bytes]),
                ],
                e,
            );
            assert_eq!(out[2], want, "{name} {cpu} {e:?}");
        }
    }
}

/// OpenCL's `mul24`, `mad24`, `upsample`, `abs_diff`, `hadd`, `rhadd`.
fn bits(x: u32, y: u32) -> u32 {
    let mut r = (x >> 5) & 0x3ff;
    r |= (y & 0xff) << 24;
    r = r.wrapping_add((x & 0xff_ffff).wrapping_mul(y & 0xff_ffff));
    r = r.wrapping_add((x & 0xfff) * (y & 0xfff) + r);
    r ^= (x & 0xff00_ff00) | (y & 0x00ff_00ff);
    r = r.wrapping_add(((x & 0xffff) << 16 | (y & 0xffff)) >> 7);
    let sum = x as u64 + y as u64;
    let d = x.abs_diff(y);
    r.wrapping_add(d)
        .wrapping_add((sum >> 1) as u32)
        .wrapping_add(((sum + 1) >> 1) as u32)
}

#[test]
fn bits_matches_the_host() {
    let (a, b) = (words(256, 3), words(256, 4));
    let want: Vec<u32> = a.iter().zip(&b).map(|(&x, &y)| bits(x, y)).collect();
    two_inputs("bits", &a, &b, 4 * a.len(), &ub(&want));
}

/// 64-bit operations of i64_ops.cl.
fn i64_ops(x: u64, y: u64) -> u64 {
    let s = (y & 63) as u32;
    let mut r = x.wrapping_add(y);
    r ^= x.wrapping_mul(y);
    r = r.wrapping_add(x >> s);
    r = r.wrapping_add(((x as i64) >> s) as u64);
    r = r.wrapping_add(x << s);
    r = r.wrapping_add(x.checked_div(y).unwrap_or(0));
    r = r.wrapping_add(((x as u128 * y as u128) >> 64) as u64);
    r.wrapping_add(x.abs_diff(y))
}

#[test]
fn i64_ops_matches_the_host() {
    let n = 256;
    let mut rng = Rng(5);
    let mut gen = |i: usize| -> u64 {
        match i % 5 {
            0 => rng.next(),
            1 => rng.next() >> (rng.next() % 64),
            2 => [0, 1, u64::MAX, 1 << 63, 3][i / 5 % 5],
            _ => rng.next() & 0xFFFF_FFFF,
        }
    };
    let a: Vec<u64> = (0..n).map(&mut gen).collect();
    let b: Vec<u64> = (0..n).map(|i| gen(i + 3)).collect();
    let lb = |v: &[u64]| bytes_of(v, |x: u64| x.to_le_bytes().to_vec());
    let want: Vec<u64> = a.iter().zip(&b).map(|(&x, &y)| i64_ops(x, y)).collect();
    for cpu in CL_CPUS {
        for e in ENGINES {
            let out = launch(
                "i64_ops",
                cpu,
                "i64_ops",
                &[n as u64],
                &[64],
                vec![
                    KernelArg::Buffer(lb(&a)),
                    KernelArg::Buffer(lb(&b)),
                    KernelArg::Buffer(vec![0; 8 * n]),
                ],
                e,
            );
            assert_eq!(u64s(&out[2]), want, "i64_ops {cpu} {e:?}");
        }
    }
}

/// divergent.cl: nested ifs, a data-dependent loop, a Collatz count.
fn divergent(mut x: i32) -> i32 {
    let mut r = 0i32;
    if x & 1 != 0 {
        for k in 0..(x & 15) {
            r = r.wrapping_add(k.wrapping_mul(x));
        }
    } else if x & 2 != 0 {
        r = x.wrapping_mul(3);
    } else {
        while x > 1 {
            x = if x & 1 != 0 {
                x.wrapping_mul(3).wrapping_add(1)
            } else {
                x / 2
            };
            r += 1;
            if r > 100 {
                break;
            }
        }
    }
    r
}

#[test]
fn divergent_matches_the_host() {
    let n = 320;
    let mut rng = Rng(6);
    let a: Vec<u32> = (0..n)
        .map(|i| match i % 3 {
            0 => rng.u32() % 1000,
            1 => rng.u32(),
            _ => (rng.u32() % 64) << 2,
        })
        .collect();
    let want: Vec<u32> = a.iter().map(|&x| divergent(x as i32) as u32).collect();
    for cpu in CL_CPUS {
        for e in ENGINES {
            let out = launch(
                "divergent",
                cpu,
                "divergent",
                &[n as u64],
                &[64],
                vec![KernelArg::Buffer(ub(&a)), KernelArg::Buffer(vec![0; 4 * n])],
                e,
            );
            assert_eq!(u32s(&out[1]), want, "divergent {cpu} {e:?}");
        }
    }
}

/// select_cmp.cl's flags of two floats (no denormals: their flushing is
/// MODE's business, tested elsewhere).
fn select_cmp(x: f32, y: f32) -> i32 {
    let b = |c: bool| c as i32;
    let r = b(x < y)
        + 2 * b(x == y)
        + 4 * b(x.is_nan())
        + 8 * b(y.is_infinite())
        + 16 * b(x.is_finite())
        + 32 * b(y.is_sign_negative())
        + 64 * b(x.partial_cmp(&y).is_some_and(|o| o.is_ne()))
        + 128 * b(x.is_nan() || y.is_nan());
    if x > y {
        -r
    } else {
        r
    }
}

#[test]
fn select_cmp_matches_the_host() {
    let specials = [
        0.0f32,
        -0.0,
        1.0,
        -1.5,
        f32::INFINITY,
        f32::NEG_INFINITY,
        f32::NAN,
        -f32::NAN,
        f32::MAX,
        f32::MIN_POSITIVE,
        3.25,
    ];
    let mut a = Vec::new();
    let mut b = Vec::new();
    for &x in &specials {
        for &y in &specials {
            a.push(x.to_bits());
            b.push(y.to_bits());
        }
    }
    let want: Vec<u32> = a
        .iter()
        .zip(&b)
        .map(|(&x, &y)| select_cmp(f32::from_bits(x), f32::from_bits(y)) as u32)
        .collect();
    two_inputs("select_cmp", &a, &b, 4 * a.len(), &ub(&want));
}

/// The hawaii, gfx803 and gfx900 builds of struct_arg index the struct's
/// array in LDS (DS instructions): they join when the interpreter has LDS.
const STRUCT_CPUS: [&str; 1] = ["tahiti"];

/// A by-value struct (`bytes:`) placed at its metadata offset, and a 3-D
/// grid with partial workgroups in every dimension (work-item ids in v0,
/// v1 and v2). Values are chosen so that every product is exact, fused or
/// not.
#[test]
fn struct_arg_and_3d_ids() {
    let (w, h, d) = (10u32, 6u32, 3u32);
    let (scale, offset, stride, bias) = (0.5f32, 3i32, 7u32, [0.25f32, -1.0]);
    let mut p = Vec::new();
    p.extend(scale.to_le_bytes());
    p.extend(offset.to_le_bytes());
    p.extend(stride.to_le_bytes());
    p.extend(bias[0].to_le_bytes());
    p.extend(bias[1].to_le_bytes());
    let n = (w * h * d) as usize;
    let want: Vec<f32> = (0..n as u32)
        .map(|i| {
            ((i as i32 * offset) as f32) * scale + bias[(i & 1) as usize] + (i % stride) as f32
        })
        .collect();
    for cpu in STRUCT_CPUS {
        for e in ENGINES {
            let out = launch(
                "struct_arg",
                cpu,
                "struct_arg",
                &[w as u64, h as u64, d as u64],
                &[4, 4, 2],
                vec![
                    KernelArg::Buffer(vec![0; 4 * n]),
                    KernelArg::Bytes(p.clone()),
                ],
                e,
            );
            assert_eq!(f32s(&out[0]), want, "struct_arg {cpu} {e:?}");
        }
    }
}
