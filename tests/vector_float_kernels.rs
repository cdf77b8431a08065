//! Compiled float kernels (tests/kernels/cl: f32_math, f64_math, f16_math,
//! convert, vec4, bytes_shorts, private_array) on every target of `CL_CPUS`
//! and the HIP kernels (grid_stride, matmul2d) on gfx803 and gfx900, on the
//! interpreter, the JIT
//! and both in lockstep, against host references written here. Where a
//! kernel uses a row whose hardware result is an approximation (v_rcp_f32,
//! v_rsq_f32, v_exp_f32, v_log_f32: docs/semantics.md §11.4, §11.8) or the
//! compiler may contract a multiply and an add, the comparison allows a
//! relative error well above those bounds and far below any wrong result.

mod kernel_run;

use gcnjit::launch::KernelArg;
use kernel_run::*;

fn buf<T: Copy>(v: &[T], f: impl Fn(T) -> Vec<u8>) -> KernelArg {
    KernelArg::Buffer(bytes_of(v, f))
}

fn f64s(b: &[u8]) -> Vec<f64> {
    u64s(b).into_iter().map(f64::from_bits).collect()
}

fn close(got: f64, want: f64, rel: f64) -> bool {
    (got - want).abs() <= rel * want.abs().max(1.0)
}

#[test]
fn f32_math() {
    let n = 256usize;
    let mut rng = Rng(7);
    let x: Vec<f32> = (0..n)
        .map(|_| (rng.u32() % 16001) as f32 / 1000.0 - 8.0)
        .collect();
    let y: Vec<f32> = (0..n)
        .map(|_| (rng.u32() % 3501) as f32 / 1000.0 + 0.5)
        .collect();
    let fb = |v: f32| v.to_le_bytes().to_vec();
    for cpu in CL_CPUS {
        for e in ENGINES {
            let out = launch(
                "f32_math",
                cpu,
                "f32_math",
                &[n as u64],
                &[64],
                vec![buf(&x, fb), buf(&y, fb), KernelArg::Buffer(vec![0; 4 * n])],
                e,
            );
            let got = f32s(&out[2]);
            for i in 0..n {
                let (x, y) = (x[i] as f64, y[i] as f64);
                let mut r = x * y + x / y;
                r += x.abs().sqrt();
                r += x.mul_add(y, 0.5);
                r += x.min(y) + x.max(y);
                r += x.floor() + y.ceil() + x.trunc() + y.round_ties_even();
                r += 1.0 / y + 1.0 / (y.abs() + 1.0).sqrt();
                r += (x * 0.01).exp2() + (y.abs() + 1.0).log2();
                r += x.abs().copysign(y);
                assert!(
                    close(got[i] as f64, r, 1e-5),
                    "{cpu} {e:?} lane {i}: {} vs {r}",
                    got[i]
                );
            }
        }
    }
}

#[test]
fn f64_math() {
    let n = 256usize;
    let mut rng = Rng(11);
    let x: Vec<f64> = (0..n)
        .map(|_| (rng.u32() % 2_000_001) as f64 / 1000.0 - 1000.0)
        .collect();
    let y: Vec<f64> = (0..n)
        .map(|_| (rng.u32() % 1_000_000) as f64 / 997.0 + 0.25)
        .collect();
    let fb = |v: f64| v.to_le_bytes().to_vec();
    for cpu in CL_CPUS {
        for e in ENGINES {
            let out = launch(
                "f64_math",
                cpu,
                "f64_math",
                &[n as u64],
                &[64],
                vec![buf(&x, fb), buf(&y, fb), KernelArg::Buffer(vec![0; 8 * n])],
                e,
            );
            let got = f64s(&out[2]);
            for i in 0..n {
                let (x, y) = (x[i], y[i]);
                let mut r = x / y;
                r += x.abs().sqrt();
                r += x.mul_add(y, 1.0);
                r += x.min(y) * x.max(y);
                r += x.floor() + y.trunc();
                r += (x as i32) as f64 + (y as u32) as f64;
                // Division and sqrt are correctly rounded in f64 (LLVM's
                // refinement of v_rcp_f64/v_rsq_f64); only contraction of the
                // product into the sum may differ.
                assert!(
                    close(got[i], r, 1e-13),
                    "{cpu} {e:?} lane {i}: {} vs {r}",
                    got[i]
                );
            }
        }
    }
}

#[test]
fn f16_math() {
    use half::f16;
    let n = 128usize;
    let mut rng = Rng(5);
    let mk = |rng: &mut Rng| f16::from_f32((rng.u32() % 801) as f32 / 100.0 - 4.0);
    let a: Vec<f16> = (0..n).map(|_| mk(&mut rng)).collect();
    let b: Vec<f16> = (0..n).map(|_| mk(&mut rng)).collect();
    let hb = |v: f16| v.to_le_bytes().to_vec();
    for cpu in CL_CPUS {
        for e in ENGINES {
            let out = launch(
                "f16_math",
                cpu,
                "f16_math",
                &[n as u64],
                &[64],
                vec![
                    buf(&a, hb),
                    buf(&b, hb),
                    KernelArg::Buffer(vec![0; 2 * n]),
                    KernelArg::Buffer(vec![0; 4 * n]),
                ],
                e,
            );
            let halves: Vec<f16> = out[2]
                .chunks_exact(2)
                .map(|c| f16::from_le_bytes([c[0], c[1]]))
                .collect();
            let wide = f32s(&out[3]);
            for i in 0..n {
                let (x, y) = (a[i].to_f64(), b[i].to_f64());
                let h = |v: f64| f16::from_f64(v).to_f64();
                let mut r = h(h(x * y) + x);
                r = h(x.mul_add(y, r));
                r = h(h(r.max(x)) - h(r.min(y)));
                // Each f16 step may round differently where the compiler
                // fuses or widens it: a few f16 ulps of the operands.
                let got = halves[i].to_f64();
                assert!(
                    (got - r).abs() <= 0.05,
                    "{cpu} {e:?} lane {i}: {got} vs {r}"
                );
                // gfx6/gfx7 keep r in f32 (no f16 arithmetic): (float)r is
                // then the unrounded value.
                let w = r + x;
                assert!(
                    (wide[i] as f64 - w).abs() <= 0.05,
                    "{cpu} {e:?} lane {i}: wide"
                );
            }
        }
    }
}

#[test]
fn convert() {
    let mut x: Vec<f32> = vec![
        0.0, -0.0, 2.5, -2.5, 3.5, 255.5, 254.5, 256.0, -1.0, 0.49, 40000.0, -40000.0, 1e9, -7.75,
        65535.9, 127.5,
    ];
    let mut rng = Rng(3);
    while x.len() < 128 {
        x.push((rng.u32() % 200_001) as f32 / 4.0 - 25_000.0);
    }
    let n = x.len();
    let fb = |v: f32| v.to_le_bytes().to_vec();
    for cpu in CL_CPUS {
        for e in ENGINES {
            let out = launch(
                "convert",
                cpu,
                "convert",
                &[n as u64],
                &[64],
                vec![
                    buf(&x, fb),
                    KernelArg::Buffer(vec![0; 4 * n]),
                    KernelArg::Buffer(vec![0; 4 * n]),
                    KernelArg::Buffer(vec![0; n]),
                    KernelArg::Buffer(vec![0; 2 * n]),
                    KernelArg::Buffer(vec![0; 4 * n]),
                ],
                e,
            );
            let (i32s, u32v, u8s, back) = (u32s(&out[1]), u32s(&out[2]), &out[3], f32s(&out[5]));
            for i in 0..n {
                let v = x[i];
                // convert_int_rtz: toward zero (inputs are in range).
                let wi = v.trunc() as i32;
                assert_eq!(i32s[i] as i32, wi, "{cpu} {e:?} {v}: int");
                // convert_uint_sat: toward zero, clamped.
                let wu = v.clamp(0.0, u32::MAX as f32) as u32;
                assert_eq!(u32v[i], wu, "{cpu} {e:?} {v}: uint_sat");
                // convert_uchar_sat_rte: nearest even, clamped.
                let wb = v.round_ties_even().clamp(0.0, 255.0) as u8;
                assert_eq!(u8s[i], wb, "{cpu} {e:?} {v}: uchar_sat_rte");
                let ws = v.trunc().clamp(-32768.0, 32767.0) as i16;
                let gs = i16::from_le_bytes([out[4][2 * i], out[4][2 * i + 1]]);
                assert_eq!(gs, ws, "{cpu} {e:?} {v}: short_sat");
                assert_eq!(back[i], wi as f32 + wu as f32, "{cpu} {e:?} {v}: back");
            }
        }
    }
}

/// The HIP targets (gfx906's objects wait for its processor features).
const HIP_CPUS: [&str; 2] = ["gfx803", "gfx900"];

#[test]
fn vec4() {
    let n = 96usize;
    let mut rng = Rng(21);
    let mut val = || (rng.u32() % 2001) as f32 / 100.0 - 10.0;
    let a: Vec<f32> = (0..4 * n).map(|_| val()).collect();
    let b: Vec<f32> = (0..4 * n).map(|_| val()).collect();
    let fb = |v: f32| v.to_le_bytes().to_vec();
    for cpu in CL_CPUS {
        for e in ENGINES {
            let out = launch(
                "vec4",
                cpu,
                "vec4",
                &[n as u64],
                &[32],
                vec![
                    buf(&a, fb),
                    buf(&b, fb),
                    KernelArg::Buffer(vec![0; 16 * n]),
                    KernelArg::Buffer(vec![0; 16 * n]),
                ],
                e,
            );
            let (got, u) = (f32s(&out[2]), u32s(&out[3]));
            for i in 0..n {
                let x = &a[4 * i..4 * i + 4];
                let y = &b[4 * i..4 * i + 4];
                let dot: f64 = (0..4).map(|k| x[k] as f64 * y[k] as f64).sum();
                for k in 0..4 {
                    let want = x[k] as f64 * y[k] as f64 + dot;
                    assert!(
                        close(got[4 * i + k] as f64, want, 1e-5),
                        "{cpu} {e:?} {i}.{k}"
                    );
                    let wu = (i as u32 * (k as u32 + 1)) ^ x[k].to_bits();
                    assert_eq!(u[4 * i + k], wu, "{cpu} {e:?} {i}.{k}: uint4");
                }
            }
        }
    }
}

#[test]
fn bytes_shorts() {
    let n = 128usize;
    let mut rng = Rng(9);
    let c: Vec<i8> = (0..n).map(|_| rng.u32() as i8).collect();
    let uc: Vec<u8> = (0..n).map(|_| rng.u32() as u8).collect();
    let s: Vec<i16> = (0..n).map(|_| rng.u32() as i16).collect();
    let us: Vec<u16> = (0..n).map(|_| rng.u32() as u16).collect();
    for cpu in CL_CPUS {
        for e in ENGINES {
            let out = launch(
                "bytes_shorts",
                cpu,
                "bytes_shorts",
                &[n as u64],
                &[64],
                vec![
                    buf(&c, |v: i8| vec![v as u8]),
                    buf(&uc, |v: u8| vec![v]),
                    buf(&s, |v: i16| v.to_le_bytes().to_vec()),
                    buf(&us, |v: u16| v.to_le_bytes().to_vec()),
                    KernelArg::Buffer(vec![0; n]),
                    KernelArg::Buffer(vec![0; 2 * n]),
                    KernelArg::Buffer(vec![0; 4 * n]),
                ],
                e,
            );
            let sums = u32s(&out[6]);
            for i in 0..n {
                let v = c[i] as i32 + uc[i] as i32 + s[i] as i32 + us[i] as i32;
                assert_eq!(sums[i] as i32, v, "{cpu} {e:?} {i}: sum");
                assert_eq!(out[4][i] as i8, (v >> 1) as i8, "{cpu} {e:?} {i}: char");
                let os = i16::from_le_bytes([out[5][2 * i], out[5][2 * i + 1]]);
                assert_eq!(os, (v * 3) as i16, "{cpu} {e:?} {i}: short");
            }
        }
    }
}

#[test]
fn private_array() {
    let n = 128usize;
    let mut rng = Rng(13);
    let x: Vec<u32> = (0..n).map(|_| rng.u32()).collect();
    let want: Vec<u32> = x
        .iter()
        .map(|&x| {
            let p: Vec<u32> = (0..32u32)
                .map(|k| x.wrapping_mul(k).wrapping_add(x >> k))
                .collect();
            (0..8u32).fold(0u32, |r, k| {
                r.wrapping_add(p[(x.wrapping_add(k * 7) & 31) as usize])
            })
        })
        .collect();
    for name in ["private_array", "private_array-O0"] {
        for cpu in CL_CPUS {
            for e in ENGINES {
                let out = launch(
                    name,
                    cpu,
                    "private_array",
                    &[n as u64],
                    &[64],
                    vec![
                        buf(&x, |v: u32| v.to_le_bytes().to_vec()),
                        KernelArg::Buffer(vec![0; 4 * n]),
                    ],
                    e,
                );
                assert_eq!(u32s(&out[1]), want, "{name} {cpu} {e:?}");
            }
        }
    }
}

#[test]
fn grid_stride() {
    // 1000 elements over 4 blocks of 64: each lane takes about four.
    let n = 1000usize;
    let x: Vec<f64> = (0..n).map(|i| i as f64 * 0.75 - 100.0).collect();
    let y: Vec<f64> = (0..n).map(|i| 3.0 - i as f64 / 7.0).collect();
    let fb = |v: f64| v.to_le_bytes().to_vec();
    for cpu in HIP_CPUS {
        for e in ENGINES {
            let out = launch(
                "grid_stride",
                cpu,
                "grid_stride",
                &[256],
                &[64],
                vec![
                    buf(&x, fb),
                    buf(&y, fb),
                    KernelArg::U64(2.5f64.to_bits()),
                    KernelArg::U64(n as u64),
                ],
                e,
            );
            let got = f64s(&out[1]);
            for i in 0..n {
                // fma(a, x, y * 0.5) or a * x + y * 0.5: y * 0.5 is exact, so
                // both round once or twice by at most an ulp.
                let want = 2.5f64.mul_add(x[i], y[i] * 0.5);
                assert!(
                    close(got[i], want, 1e-15),
                    "{cpu} {e:?} {i}: {} vs {want}",
                    got[i]
                );
            }
        }
    }
}

#[test]
fn matmul2d() {
    // A partial block in both dimensions: 37 x 29 outputs in 16 x 8 blocks.
    let (m, nn, k) = (37usize, 29usize, 13usize);
    let mut rng = Rng(17);
    let mut val = || (rng.u32() % 201) as f32 / 10.0 - 10.0;
    let a: Vec<f32> = (0..m * k).map(|_| val()).collect();
    let b: Vec<f32> = (0..k * nn).map(|_| val()).collect();
    let fb = |v: f32| v.to_le_bytes().to_vec();
    let mut want = vec![0f32; m * nn];
    for r in 0..m {
        for c in 0..nn {
            let mut acc = 0f32;
            for j in 0..k {
                acc = a[r * k + j].mul_add(b[j * nn + c], acc);
            }
            want[r * nn + c] = acc;
        }
    }
    for cpu in HIP_CPUS {
        for e in ENGINES {
            let out = launch(
                "matmul2d",
                cpu,
                "matmul2d",
                &[32, 40],
                &[16, 8],
                vec![
                    buf(&a, fb),
                    buf(&b, fb),
                    KernelArg::Buffer(vec![0; 4 * m * nn]),
                    KernelArg::I32(m as i32),
                    KernelArg::I32(nn as i32),
                    KernelArg::I32(k as i32),
                ],
                e,
            );
            // fmaf rounds once per step, exactly as the host's mul_add.
            assert_eq!(f32s(&out[2]), want, "{cpu} {e:?}");
        }
    }
}

/// `half_math` (tests/kernels/hip/half_math.hip): `__hfma2`, `__hadd2`,
/// `__hmul2` on packed halves and their sum in f32. gfx803 computes each
/// half apart (VOP2/VOP3 f16 rows); gfx900 and gfx906 use packed math
/// (`v_pk_add_f16`, `v_pk_fma_f16`, `v_pk_mul_f16`) and an SDWA conversion
/// of the high half. The inputs are multiples of 1/64 in [-4, 4], so every
/// f16 operation's exact result is an f64 and rounds once to f16 here.
#[test]
fn half_math() {
    use half::f16;
    let n = 256usize;
    let mut rng = Rng(29);
    let mut val = || f16::from_f64((rng.u32() % 513) as f64 / 64.0 - 4.0);
    let a: Vec<f16> = (0..2 * n).map(|_| val()).collect();
    let b: Vec<f16> = (0..2 * n).map(|_| val()).collect();
    let hb = |v: f16| v.to_le_bytes().to_vec();
    let round = |v: f64| f16::from_f64(v).to_f64();
    let mut want = vec![0f64; 2 * n];
    for i in 0..2 * n {
        let (x, y) = (a[i].to_f64(), b[i].to_f64());
        let s = round(x + y);
        want[i] = round(round(x * y + s) * x);
    }
    for cpu in ["gfx803", "gfx900", "gfx906"] {
        for e in ENGINES {
            let out = launch(
                "half_math",
                cpu,
                "half_math",
                &[n as u64],
                &[64],
                vec![
                    buf(&a, hb),
                    buf(&b, hb),
                    KernelArg::Buffer(vec![0; 4 * n]),
                    KernelArg::Buffer(vec![0; 4 * n]),
                ],
                e,
            );
            let got: Vec<f64> = out[2]
                .chunks(2)
                .map(|c| f16::from_le_bytes([c[0], c[1]]).to_f64())
                .collect();
            let sums = f32s(&out[3]);
            for i in 0..n {
                for h in 0..2 {
                    let k = 2 * i + h;
                    assert_eq!(got[k].to_bits(), want[k].to_bits(), "{cpu} {e:?} {i}.{h}");
                }
                let sum = (want[2 * i] as f32 + want[2 * i + 1] as f32).to_bits();
                assert_eq!(sums[i].to_bits(), sum, "{cpu} {e:?} {i}: f32 sum");
            }
        }
    }
}
