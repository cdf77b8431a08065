//! Float kernels of the corpus (tests/kernels/cl: conv_round, math, layout,
//! stencil) on every target, on the interpreter, the JIT and both in
//! lockstep, against host references written here. Results with one correct
//! answer (conversions, roundings, fma, min/max, ldexp, frexp, and sums of
//! values chosen to be exact) are compared bit for bit. The others allow a
//! stated number of ulps: for the hardware's own approximations the bound
//! docs/semantics.md gives (§11.4: v_rcp_f32, v_rsq_f32, v_sqrt_f32 1 ulp;
//! §11.8: v_exp_f32, v_log_f32 1 ulp), for the device library's functions
//! the bound OpenCL C requires of them (its specification, "Relative error
//! as ULPs"), which the library meets on hardware within those bounds.

mod kernel_run;

use gcnjit::launch::KernelArg;
use half::f16;
use kernel_run::*;

/// Kernels kept in the corpus whose test waits for a feature being built:
/// (object, kernel, targets, reason); see `kernel_run::each`.
const WAITING: &[(&str, &str, &str, &str)] = &[];

fn f64s(b: &[u8]) -> Vec<f64> {
    from_le(b, f64::from_le_bytes)
}

/// The spacing of f32 values at `x` (the ulp of its f32 rounding).
fn ulp32(x: f64) -> f64 {
    let a = (x as f32).abs();
    if a == 0.0 || !a.is_finite() {
        return f32::MIN_POSITIVE as f64 * f32::EPSILON as f64;
    }
    (f32::from_bits(a.to_bits() + 1) - a) as f64
}

fn ulp64(x: f64) -> f64 {
    let a = x.abs();
    if a == 0.0 || !a.is_finite() {
        return f64::MIN_POSITIVE * f64::EPSILON;
    }
    f64::from_bits(a.to_bits() + 1) - a
}

/// Doubles at the rounding edges of every conversion of conv_f64, then
/// random values of every magnitude.
fn conv_inputs() -> Vec<f64> {
    let mut x = vec![
        0.5,
        1.5,
        2.5,
        -0.5,
        -1.5,
        -2.5,
        0.0,
        -0.0,
        2147483647.5,
        2147483646.5,
        -2147483648.5,
        -2147483649.0,
        4294967295.4,
        4294967296.0,
        -1.0,
        255.5,
        256.0,
        254.5,
        32767.5,
        32766.2,
        -32768.5,
        -32769.0,
        9.3e18,
        -9.3e18,
        9.2e18,
        1e300,
        -1e300,
        f64::INFINITY,
        f64::NEG_INFINITY,
        f64::NAN,
        1.0000000596046448, // an f32 tie: rounds to even
        3.4028235677973366e38,
        1e-30,
    ];
    let mut r = Rng(31);
    while x.len() < 192 {
        let m = (r.next() % 2_000_001) as f64 / 1000.0 - 1000.0;
        x.push(m * [1.0, 1e3, 1e6, 1e-3, 3e9][(r.next() % 5) as usize]);
    }
    x
}

#[test]
fn conversions_from_f64() {
    let x = conv_inputs();
    let n = x.len();
    let args = [
        buf(&x, f64::to_le_bytes),
        KernelArg::Buffer(vec![0; 4 * n]),
        KernelArg::Buffer(vec![0; 4 * n]),
        KernelArg::Buffer(vec![0; 2 * n]),
        KernelArg::Buffer(vec![0; n]),
        KernelArg::Buffer(vec![0; 8 * n]),
        KernelArg::Buffer(vec![0; 4 * n]),
    ];
    each(
        "conv_round",
        "conv_f64",
        &CL_CPUS,
        &[n as u64],
        &[64],
        &args,
        WAITING,
        |cpu, e, out| {
            let (i32v, u32v) = (u32s(&out[1]), u32s(&out[2]));
            let i16v = from_le(&out[3], i16::from_le_bytes);
            let (i64v, f) = (u64s(&out[5]), f32s(&out[6]));
            for i in 0..n {
                let v = x[i];
                let at = |what: &str| format!("{cpu} {e:?} {v:e}: {what}");
                // Rust's float-to-integer `as` saturates, as OpenCL's _sat
                // conversions do. NaN: OpenCL asks for 0, but the compiled
                // code clamps with v_max/v_min first, whose NaN rule (§11.4)
                // gives the lower bound: the library's choice, not checked.
                if v.is_nan() {
                    continue;
                }
                assert_eq!(
                    i32v[i] as i32,
                    v.round_ties_even() as i32,
                    "{}",
                    at("int_sat_rte")
                );
                assert_eq!(u32v[i], v.floor() as u32, "{}", at("uint_sat_rtn"));
                assert_eq!(i16v[i], v.ceil() as i16, "{}", at("short_sat_rtp"));
                assert_eq!(out[4][i], v as u8, "{}", at("uchar_sat"));
                assert_eq!(
                    i64v[i] as i64,
                    v.round_ties_even() as i64,
                    "{}",
                    at("long_sat_rte")
                );
                let w = v as f32;
                assert!(
                    f[i].to_bits() == w.to_bits() || (w.is_nan() && f[i].is_nan()),
                    "{}: {}",
                    at("float"),
                    f[i]
                );
            }
        },
    );
}

#[test]
fn conversions_through_f16() {
    let mut x: Vec<f32> = vec![
        0.0, -0.0, 1.0, 2049.0, 2051.0, 65504.0, 65519.0, 65520.0, 1e6, -1e6, 0.5, 1.5, 2.5, -2.5,
        255.4, 255.6, 256.5, -1.0, 32767.0, 40000.0, 6.1e-5, 1e-8,
    ];
    x.extend([f32::INFINITY, f32::NEG_INFINITY, f32::NAN]);
    let mut r = Rng(32);
    while x.len() < 128 {
        x.push((r.u32() % 200_001) as f32 / 8.0 - 12_500.0);
    }
    let n = x.len();
    let args = [
        buf(&x, f32::to_le_bytes),
        KernelArg::Buffer(vec![0; 2 * n]),
        KernelArg::Buffer(vec![0; 2 * n]),
        KernelArg::Buffer(vec![0; n]),
        KernelArg::Buffer(vec![0; 4 * n]),
    ];
    each(
        "conv_round",
        "conv_f16",
        &CL_CPUS,
        &[n as u64],
        &[64],
        &args,
        WAITING,
        |cpu, e, out| {
            let h = from_le(&out[1], f16::from_le_bytes);
            let s = from_le(&out[2], i16::from_le_bytes);
            let back = f32s(&out[4]);
            for i in 0..n {
                let v = x[i];
                let at = |what: &str| format!("{cpu} {e:?} {v:e}: {what}");
                // The half crate rounds to nearest even, as convert_half does.
                let w = f16::from_f32(v);
                assert!(
                    h[i].to_bits() == w.to_bits() || (w.is_nan() && h[i].is_nan()),
                    "{}: {}",
                    at("half"),
                    h[i]
                );
                let wf = w.to_f32();
                // NaN: as in conversions_from_f64. gfx6/gfx7 have no 16-bit
                // conversion: LLVM 15 clamps to the f16 range and converts to
                // i32, so a value past 32767 keeps its low 16 bits there (the
                // compiler's output, as the hardware would run it).
                let narrow = matches!(cpu, "tahiti" | "hawaii") && wf.abs() > 32767.0;
                if !wf.is_nan() && !narrow {
                    assert_eq!(s[i], wf.round_ties_even() as i16, "{}", at("short_sat_rte"));
                }
                if !wf.is_nan() {
                    assert_eq!(out[3][i], wf as u8, "{}", at("uchar_sat"));
                }
                let wb = wf * 2.0;
                assert!(
                    back[i].to_bits() == wb.to_bits() || (wb.is_nan() && back[i].is_nan()),
                    "{}: {}",
                    at("back"),
                    back[i]
                );
            }
        },
    );
}

#[test]
fn conversions_from_64_bit_integers() {
    let mut r = Rng(33);
    let mut x: Vec<u64> = vec![
        0,
        1,
        u64::MAX,
        1 << 63,
        (1 << 24) + 1,
        (1 << 53) + 1,
        (1 << 25) + 3,
        0x8000_0080_0000_0000,
        0x7fff_ffff_ffff_ffff,
    ];
    while x.len() < 128 {
        let v = r.next() >> (r.next() % 64);
        x.push(if r.next() & 1 == 1 {
            v.wrapping_neg()
        } else {
            v
        });
    }
    let n = x.len();
    let args = [
        buf(&x, u64::to_le_bytes),
        KernelArg::Buffer(vec![0; 4 * n]),
        KernelArg::Buffer(vec![0; 8 * n]),
        KernelArg::Buffer(vec![0; 4 * n]),
        KernelArg::Buffer(vec![0; 4 * n]),
    ];
    let k = "conv_int_float";
    each(
        "conv_round",
        k,
        &CL_CPUS,
        &[n as u64],
        &[64],
        &args,
        WAITING,
        |cpu, e, out| {
            let (f, d, fu, fi) = (f32s(&out[1]), f64s(&out[2]), f32s(&out[3]), f32s(&out[4]));
            for i in 0..n {
                let v = x[i];
                // Rust's integer-to-float `as` rounds to nearest even, as
                // OpenCL's default conversions do.
                assert_eq!(f[i], v as i64 as f32, "{cpu} {e:?} {v:#x}: long to float");
                assert_eq!(d[i], v as f64, "{cpu} {e:?} {v:#x}: ulong to double");
                assert_eq!(fu[i], v as f32, "{cpu} {e:?} {v:#x}: ulong to float");
                assert_eq!(fi[i], v as i32 as f32, "{cpu} {e:?} {v:#x}: int to float");
            }
        },
    );
}

/// Inputs of math.cl: x in [-10, 10) with ties of the roundings among them,
/// y in (0.01, 100]; no zeros (fmin/fmax may pick either signed zero), no
/// tiny negatives (fract's clamp).
fn math_inputs(n: usize) -> (Vec<f64>, Vec<f64>) {
    let mut r = Rng(34);
    let x = (0..n)
        .map(|i| match i % 4 {
            0 => ((r.next() % 40) as f64 - 20.0) / 2.0 + if i % 8 == 0 { 0.5 } else { 0.0 },
            _ => ((r.next() % 2_000_000) as f64 - 1_000_000.0 + 0.25) / 100_000.0,
        })
        .map(|v| if v == 0.0 { 0.75 } else { v })
        .collect();
    let y = (0..n)
        .map(|_| {
            let v = ((r.next() % 1_000_000) as f64 + 1.0) / 10_000.0;
            if r.next().is_multiple_of(3) {
                -v
            } else {
                v
            }
        })
        .collect();
    (x, y)
}

/// frexp: the mantissa in [0.5, 1) and the exponent.
fn frexp(x: f64) -> (f64, i32) {
    let e = x.abs().log2().floor() as i32 + 1;
    let m = x / 2f64.powi(e);
    if m.abs() >= 1.0 {
        (m / 2.0, e + 1)
    } else if m.abs() < 0.5 {
        (m * 2.0, e - 1)
    } else {
        (m, e)
    }
}

/// The twelve results of math_exact for x, y and lane i (in f64; exact in
/// the kernel's type too for these inputs, except fma and fract(x) +
/// floor(x), which round and which the caller computes in the type).
fn exact(x: f64, y: f64, i: usize) -> [f64; 12] {
    [
        x.floor(),
        x.ceil(),
        x.trunc(),
        x.round_ties_even(),
        x.round(),
        0.0,
        x.min(y),
        x.max(y),
        x.abs().copysign(y),
        x * 2f64.powi((i % 41) as i32 - 20),
        frexp(x).0,
        0.0,
    ]
}

/// Runs math_exact_f32 or _f64 on x and y converted to `$t`: each result
/// is compared bit for bit; fma and fract(x) + floor(x) are computed in the
/// type (they round there), `$below_one` being the largest value below 1.
macro_rules! math_exact {
    ($t:ty, $kernel:literal, $below_one:expr, $x:expr, $y:expr) => {{
        let x: Vec<$t> = $x.iter().map(|&v| v as $t).collect();
        let y: Vec<$t> = $y.iter().map(|&v| v as $t).collect();
        let (n, size) = (x.len(), std::mem::size_of::<$t>());
        let args = [
            buf(&x, <$t>::to_le_bytes),
            buf(&y, <$t>::to_le_bytes),
            KernelArg::Buffer(vec![0; 12 * size * n]),
            KernelArg::Buffer(vec![0; 4 * n]),
        ];
        let grid = [n as u64];
        each(
            "math",
            $kernel,
            &CL_CPUS,
            &grid,
            &[64],
            &args,
            WAITING,
            |cpu, e, out| {
                let (got, ex) = (from_le(&out[2], <$t>::from_le_bytes), u32s(&out[3]));
                for i in 0..n {
                    let (a, b) = (x[i], y[i]);
                    let mut want = exact(a as f64, b as f64, i).map(|v| v as $t);
                    want[5] = a.mul_add(b, 0.375);
                    want[11] = (a - a.floor()).min(<$t>::from_bits($below_one)) + a.floor();
                    assert_eq!(got[12 * i..12 * i + 12], want, "{cpu} {e:?} {a} {b}");
                    let at = format!("{cpu} {e:?} {a}: frexp exponent");
                    assert_eq!(ex[i] as i32, frexp(a as f64).1, "{at}");
                }
            },
        );
    }};
}

#[test]
fn math_exact() {
    let (x, y) = math_inputs(192);
    math_exact!(f32, "math_exact_f32", 0x3f7f_ffff, x, y);
    math_exact!(f64, "math_exact_f64", 0x3fef_ffff_ffff_ffff, x, y);
}

/// math_approx's eight functions in f64 (y made positive where the
/// function needs it), and the ulps OpenCL C allows each in f32 and f64:
/// sqrt 3 and correctly rounded, exp, exp2, log, log2 3, sin and cos 4,
/// division 2.5 and correctly rounded.
fn approx(x: f64, y: f64) -> [(f64, f64, f64); 8] {
    let y = y.abs();
    [
        (y.sqrt(), 3.0, 0.0),
        (x.exp(), 3.0, 3.0),
        (y.ln(), 3.0, 3.0),
        (x.sin(), 4.0, 4.0),
        (x.cos(), 4.0, 4.0),
        (x.exp2(), 3.0, 3.0),
        (y.log2(), 3.0, 3.0),
        (x / y, 2.5, 0.0),
    ]
}

#[test]
fn math_approx() {
    let n = 192;
    let (x, y) = math_inputs(n);
    let y: Vec<f64> = y.iter().map(|v| v.abs()).collect();
    let (x32, y32): (Vec<f32>, Vec<f32>) = (
        x.iter().map(|&v| v as f32).collect(),
        y.iter().map(|&v| v as f32).collect(),
    );
    let args = [
        buf(&x32, f32::to_le_bytes),
        buf(&y32, f32::to_le_bytes),
        KernelArg::Buffer(vec![0; 32 * n]),
    ];
    each(
        "math",
        "math_approx_f32",
        &CL_CPUS,
        &[n as u64],
        &[64],
        &args,
        WAITING,
        |cpu, e, out| {
            let got = f32s(&out[2]);
            for i in 0..n {
                let (a, b) = (x32[i] as f64, y32[i] as f64);
                for (k, (want, ulps, _)) in approx(a, b).into_iter().enumerate() {
                    // The host's f64 function is within an f64 ulp: far below
                    // an f32 ulp, so the bound is used as it is.
                    let g = got[8 * i + k] as f64;
                    assert!(
                        (g - want).abs() <= ulps * ulp32(want),
                        "{cpu} {e:?} {a} {b} function {k}: {g} vs {want}"
                    );
                }
            }
        },
    );
    let args = [
        buf(&x, f64::to_le_bytes),
        buf(&y, f64::to_le_bytes),
        KernelArg::Buffer(vec![0; 64 * n]),
    ];
    each(
        "math",
        "math_approx_f64",
        &CL_CPUS,
        &[n as u64],
        &[64],
        &args,
        WAITING,
        |cpu, e, out| {
            let got = f64s(&out[2]);
            for i in 0..n {
                let (a, b) = (x[i], y[i]);
                for (k, (want, _, ulps)) in approx(a, b).into_iter().enumerate() {
                    // Plus one ulp: the host's exp, ln, sin, cos are themselves
                    // within one (sqrt and division are exact on the host).
                    let g = got[8 * i + k];
                    assert!(
                        (g - want).abs() <= (ulps + 1.0) * ulp64(want),
                        "{cpu} {e:?} {a} {b} function {k}: {g} vs {want}"
                    );
                }
            }
        },
    );
}

/// math_native: the hardware rows. v_exp_f32, v_log_f32, v_rcp_f32,
/// v_rsq_f32 and v_sqrt_f32 within 1 ulp (docs/semantics.md §11.4, §11.8),
/// plus the rounding of the host's reference. v_sin_f32/v_cos_f32 have no
/// documented bound: the compiler first multiplies x by 1/(2 pi) in f32,
/// which moves the angle by up to |x| * 2^-24 revolutions, so the bound is
/// absolute: 2 pi * 10 * 2^-24 (|x| <= 10) plus an f32 ulp of 1. half_exp2
/// may be off by 8192 f32 ulps (OpenCL C's bound for half_ functions).
#[test]
fn math_native() {
    let n = 192;
    let (x, y) = math_inputs(n);
    let y: Vec<f64> = y.iter().map(|v| v.abs()).collect();
    let (x32, y32): (Vec<f32>, Vec<f32>) = (
        x.iter().map(|&v| v as f32).collect(),
        y.iter().map(|&v| v as f32).collect(),
    );
    let args = [
        buf(&x32, f32::to_le_bytes),
        buf(&y32, f32::to_le_bytes),
        KernelArg::Buffer(vec![0; 32 * n]),
    ];
    let trig = 2.0 * std::f64::consts::PI * 10.0 * 2f64.powi(-24) + 2f64.powi(-23);
    each(
        "math",
        "math_native",
        &CL_CPUS,
        &[n as u64],
        &[64],
        &args,
        WAITING,
        |cpu, e, out| {
            let got = f32s(&out[2]);
            for i in 0..n {
                let (a, b) = (x32[i] as f64, y32[i] as f64);
                let want = [
                    (a.exp2(), 1.5 * ulp32(a.exp2())),
                    (b.log2(), 1.5 * ulp32(b.log2())),
                    (a.sin(), trig),
                    (a.cos(), trig),
                    (1.0 / b, 1.5 * ulp32(1.0 / b)),
                    (1.0 / b.sqrt(), 1.5 * ulp32(1.0 / b.sqrt())),
                    (b.sqrt(), 1.5 * ulp32(b.sqrt())),
                    (a.exp2(), 8192.0 * ulp32(a.exp2())),
                ];
                for (k, (w, tol)) in want.into_iter().enumerate() {
                    let g = got[8 * i + k] as f64;
                    assert!(
                        (g - w).abs() <= tol,
                        "{cpu} {e:?} {a} {b} row {k}: {g} vs {w}"
                    );
                }
            }
        },
    );
}

/// layout.cl's particle: float4 pos, float4 vel, int id, float mass, short
/// flags, char tag; 48 bytes (aligned to its float4s).
#[derive(Clone, Copy, Debug, PartialEq)]
struct Particle {
    pos: [f32; 4],
    vel: [f32; 4],
    id: i32,
    mass: f32,
    flags: i16,
    tag: i8,
}

impl Particle {
    fn bytes(&self) -> [u8; 48] {
        let mut b = [0u8; 48];
        for k in 0..4 {
            b[4 * k..4 * k + 4].copy_from_slice(&self.pos[k].to_le_bytes());
            b[16 + 4 * k..20 + 4 * k].copy_from_slice(&self.vel[k].to_le_bytes());
        }
        b[32..36].copy_from_slice(&self.id.to_le_bytes());
        b[36..40].copy_from_slice(&self.mass.to_le_bytes());
        b[40..42].copy_from_slice(&self.flags.to_le_bytes());
        b[42] = self.tag as u8;
        b
    }

    fn from(b: [u8; 48]) -> Particle {
        let f = |o: usize| f32::from_le_bytes(b[o..o + 4].try_into().unwrap());
        Particle {
            pos: [f(0), f(4), f(8), f(12)],
            vel: [f(16), f(20), f(24), f(28)],
            id: i32::from_le_bytes(b[32..36].try_into().unwrap()),
            mass: f(36),
            flags: i16::from_le_bytes([b[40], b[41]]),
            tag: b[42] as i8,
        }
    }

    /// The kernel's update. Every value is a multiple of 1/8 below 64 and
    /// dt is 1/8, so every product and sum is exact, fused or not.
    fn update(mut self, i: usize, dt: f32) -> Particle {
        self.vel[1] -= 9.75 * dt;
        for k in 0..4 {
            self.pos[k] += self.vel[k] * dt;
        }
        self.id += i as i32;
        self.mass *= 0.5;
        self.flags ^= (self.pos[0] > 0.0) as i16;
        self.tag = self.tag.wrapping_add(1);
        self
    }
}

#[test]
fn array_of_structs_and_struct_of_arrays() {
    let (n, dt) = (100usize, 0.125f32);
    let mut r = Rng(35);
    let mut eighth = || ((r.u32() % 257) as f32 - 128.0) / 8.0;
    let ps: Vec<Particle> = (0..n)
        .map(|i| Particle {
            pos: [eighth(), eighth(), eighth(), eighth()],
            vel: [eighth(), eighth(), eighth(), eighth()],
            id: i as i32 * 3 - 50,
            mass: eighth(),
            flags: i as i16 * 7,
            tag: (i as i8).wrapping_mul(5),
        })
        .collect();
    let want: Vec<Particle> = ps
        .iter()
        .enumerate()
        .map(|(i, p)| p.update(i, dt))
        .collect();
    let args = [
        KernelArg::Buffer(ps.iter().flat_map(|p| p.bytes()).collect()),
        KernelArg::F32(dt),
        KernelArg::U32(n as u32),
    ];
    each(
        "layout",
        "aos_update",
        &CL_CPUS,
        &[128],
        &[64],
        &args,
        WAITING,
        |cpu, e, out| {
            let got: Vec<Particle> = from_le(&out[0], Particle::from);
            assert_eq!(got, want, "{cpu} {e:?}");
        },
    );
    let col =
        |f: fn(&Particle) -> f32| buf(&ps.iter().map(f).collect::<Vec<_>>(), f32::to_le_bytes);
    let args = [
        col(|p| p.pos[0]),
        col(|p| p.pos[1]),
        col(|p| p.vel[0]),
        col(|p| p.vel[1]),
        buf(
            &ps.iter().map(|p| p.id).collect::<Vec<_>>(),
            i32::to_le_bytes,
        ),
        KernelArg::F32(dt),
        KernelArg::U32(n as u32),
    ];
    for name in ["layout", "layout-O0"] {
        each(
            name,
            "soa_update",
            &CL_CPUS,
            &[128],
            &[64],
            &args,
            WAITING,
            |cpu, e, out| {
                let cols: Vec<Vec<f32>> = out[..4].iter().map(|b| f32s(b)).collect();
                let ids = from_le(&out[4], i32::from_le_bytes);
                for (i, w) in want.iter().enumerate() {
                    let got = [cols[0][i], cols[1][i], cols[2][i], cols[3][i]];
                    let exp = [w.pos[0], w.pos[1], w.vel[0], w.vel[1]];
                    assert_eq!(got, exp, "{name} {cpu} {e:?} particle {i}");
                    assert_eq!(ids[i], w.id, "{name} {cpu} {e:?} particle {i}: id");
                }
            },
        );
    }
}

#[test]
fn stencils() {
    // 2-D: 37 x 23 points in workgroups of 16 x 8 (partial in both
    // dimensions); small integers, so every weighted sum is exact.
    let (w, h) = (37usize, 23usize);
    let mut r = Rng(36);
    let input: Vec<f32> = (0..w * h).map(|_| (r.u32() % 64) as f32 - 32.0).collect();
    let at = |x: isize, y: isize| {
        input[(y.clamp(0, h as isize - 1) as usize) * w + x.clamp(0, w as isize - 1) as usize]
    };
    let mut want = vec![0f32; w * h];
    for y in 0..h as isize {
        for x in 0..w as isize {
            let around = at(x - 1, y) + at(x + 1, y) + at(x, y - 1) + at(x, y + 1);
            want[y as usize * w + x as usize] = 0.5 * at(x, y) + 0.125 * around;
        }
    }
    let args = [
        buf(&input, f32::to_le_bytes),
        KernelArg::Buffer(vec![0; 4 * w * h]),
        KernelArg::U32(w as u32),
        KernelArg::U32(h as u32),
    ];
    let grid = [w as u64, h as u64];
    each(
        "stencil",
        "stencil2d",
        &CL_CPUS,
        &grid,
        &[16, 8],
        &args,
        WAITING,
        |cpu, e, out| {
            assert_eq!(f32s(&out[1]), want, "{cpu} {e:?}");
        },
    );
    // 1-D through an LDS tile with halos of 2.
    let n = 1000usize;
    let input: Vec<i32> = (0..n).map(|_| (r.u32() % 2001) as i32 - 1000).collect();
    let v = |i: isize| {
        if i < 0 || i >= n as isize {
            0
        } else {
            input[i as usize]
        }
    };
    let want: Vec<i32> = (0..n as isize)
        .map(|g| v(g - 2) - 2 * v(g - 1) + 5 * v(g) - 3 * v(g + 1) + v(g + 2))
        .collect();
    let args = [
        buf(&input, i32::to_le_bytes),
        KernelArg::Buffer(vec![0; 4 * n]),
        KernelArg::U32(n as u32),
    ];
    each(
        "stencil",
        "stencil_lds",
        &CL_CPUS,
        &[1024],
        &[64],
        &args,
        WAITING,
        |cpu, e, out| {
            assert_eq!(from_le(&out[1], i32::from_le_bytes), want, "{cpu} {e:?}");
        },
    );
}

/// hip/half_math.hip: r = fma(x, y, x + y) * x on both halves of a
/// __half2, each operation rounded once to f16 (x * y + s is exact in f64
/// for these small halves, so rounding that sum is the fused result), and
/// the halves' sum in f32.
#[test]
fn packed_half_math() {
    let n = 128usize;
    let mut r = Rng(37);
    let mut h = || f16::from_f32((r.u32() % 801) as f32 / 64.0 - 6.25);
    let a: Vec<f16> = (0..2 * n).map(|_| h()).collect();
    let b: Vec<f16> = (0..2 * n).map(|_| h()).collect();
    let round = |v: f64| f16::from_f64(v);
    let want: Vec<f16> = a
        .iter()
        .zip(&b)
        .map(|(&x, &y)| {
            let (x, y) = (x.to_f64(), y.to_f64());
            let s = round(x + y).to_f64();
            round(round(x * y + s).to_f64() * x)
        })
        .collect();
    let sums: Vec<f32> = want
        .chunks(2)
        .map(|p| p[0].to_f32() + p[1].to_f32())
        .collect();
    let args = [
        buf(&a, f16::to_le_bytes),
        buf(&b, f16::to_le_bytes),
        KernelArg::Buffer(vec![0; 4 * n]),
        KernelArg::Buffer(vec![0; 4 * n]),
    ];
    each(
        "half_math",
        "half_math",
        &HIP_CPUS,
        &[n as u64],
        &[64],
        &args,
        WAITING,
        |cpu, e, out| {
            assert_eq!(from_le(&out[2], f16::from_le_bytes), want, "{cpu} {e:?}");
            assert_eq!(f32s(&out[3]), sums, "{cpu} {e:?}: sums");
        },
    );
}
