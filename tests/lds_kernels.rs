//! Compiled kernels that use the LDS and `s_barrier` (tests/kernels/{cl,hip},
//! objects in tests/kernels/obj): workgroups of several waves run together
//! (docs/launch.md, "Workgroups") on the interpreter, the JIT and both in
//! lockstep; outputs must equal host references computed here. Float
//! inputs are small integers, so every sum is exact whatever the order.

mod kernel_run;

use gcnjit::launch::KernelArg;
use kernel_run::*;

/// The targets the HIP kernels are built for.
const HIP_CPUS: [&str; 3] = ["gfx803", "gfx900", "gfx906"];

fn ub(v: &[u32]) -> Vec<u8> {
    bytes_of(v, |x: u32| x.to_le_bytes().to_vec())
}

fn fb(v: &[f32]) -> Vec<u8> {
    bytes_of(v, |x: f32| x.to_le_bytes().to_vec())
}

/// Small integers as floats: -8..=8.
fn small_floats(n: usize, seed: u64) -> Vec<f32> {
    let mut r = Rng(seed);
    (0..n).map(|_| (r.u32() % 17) as f32 - 8.0).collect()
}

#[test]
fn reduce_lds_sums_each_workgroup() {
    let n = 1000u32;
    let mut r = Rng(1);
    let input: Vec<u32> = (0..n).map(|_| r.u32() >> 8).collect();
    let want: Vec<u32> = (0..4)
        .map(|g| {
            input
                .iter()
                .skip(256 * g)
                .take(256)
                .fold(0u32, |a, &b| a.wrapping_add(b))
        })
        .collect();
    for cpu in CL_CPUS {
        for e in ENGINES {
            let out = launch(
                "reduce_lds",
                cpu,
                "reduce_lds",
                &[1024],
                &[256],
                vec![
                    KernelArg::Buffer(ub(&input)),
                    KernelArg::Buffer(vec![0; 16]),
                    KernelArg::U32(n),
                ],
                e,
            );
            assert_eq!(u32s(&out[1]), want, "reduce_lds {cpu} {e:?}");
        }
    }
}

#[test]
fn transpose_through_lds_tiles() {
    let (w, h) = (40usize, 24usize);
    let input: Vec<f32> = (0..w * h).map(|i| i as f32).collect();
    let mut want = vec![0f32; w * h];
    for y in 0..h {
        for x in 0..w {
            want[x * h + y] = input[y * w + x];
        }
    }
    for cpu in CL_CPUS {
        for e in ENGINES {
            let out = launch(
                "transpose",
                cpu,
                "transpose",
                &[48, 32],
                &[16, 16],
                vec![
                    KernelArg::Buffer(fb(&input)),
                    KernelArg::Buffer(vec![0; 4 * w * h]),
                    KernelArg::U32(w as u32),
                    KernelArg::U32(h as u32),
                ],
                e,
            );
            assert_eq!(f32s(&out[1]), want, "transpose {cpu} {e:?}");
        }
    }
}

#[test]
fn sgemm_tiles_match_the_host() {
    let (m, n, k) = (20usize, 24usize, 40usize);
    let a = small_floats(m * k, 2);
    let b = small_floats(k * n, 3);
    let mut want = vec![0f32; m * n];
    for r in 0..m {
        for c in 0..n {
            want[r * n + c] = (0..k).map(|i| a[r * k + i] * b[i * n + c]).sum();
        }
    }
    for cpu in CL_CPUS {
        for e in ENGINES {
            let out = launch(
                "sgemm",
                cpu,
                "sgemm",
                &[32, 32],
                &[16, 16],
                vec![
                    KernelArg::Buffer(fb(&a)),
                    KernelArg::Buffer(fb(&b)),
                    KernelArg::Buffer(vec![0; 4 * m * n]),
                    KernelArg::U32(m as u32),
                    KernelArg::U32(n as u32),
                    KernelArg::U32(k as u32),
                ],
                e,
            );
            assert_eq!(f32s(&out[2]), want, "sgemm {cpu} {e:?}");
        }
    }
}

#[test]
fn scan_block_is_an_inclusive_scan_per_block() {
    let mut r = Rng(4);
    let input: Vec<u32> = (0..512).map(|_| r.u32() % 2001).collect();
    let input: Vec<u32> = input.iter().map(|&x| (x as i32 - 1000) as u32).collect();
    let mut want = Vec::new();
    for block in input.chunks(256) {
        let mut s = 0u32;
        for &x in block {
            s = s.wrapping_add(x);
            want.push(s);
        }
    }
    for cpu in HIP_CPUS {
        for e in ENGINES {
            let out = launch(
                "scan_block",
                cpu,
                "scan_block",
                &[512],
                &[256],
                vec![
                    KernelArg::Buffer(ub(&input)),
                    KernelArg::Buffer(vec![0; 2048]),
                ],
                e,
            );
            assert_eq!(u32s(&out[1]), want, "scan_block {cpu} {e:?}");
        }
    }
}

#[test]
fn histogram_with_lds_atomics() {
    let n = 5000usize;
    let mut r = Rng(5);
    // Skewed: many hits on a few bins, so lanes collide in one ds_add_u32.
    let input: Vec<u8> = (0..n)
        .map(|i| if i % 3 == 0 { 7 } else { r.u32() as u8 })
        .collect();
    let mut want = vec![0u32; 256];
    for &b in &input {
        want[b as usize] += 1;
    }
    for cpu in HIP_CPUS {
        for e in ENGINES {
            let out = launch(
                "histogram",
                cpu,
                "histogram",
                &[512],
                &[128],
                vec![
                    KernelArg::Buffer(input.clone()),
                    KernelArg::Buffer(vec![0; 1024]),
                    KernelArg::U32(n as u32),
                ],
                e,
            );
            assert_eq!(u32s(&out[1]), want, "histogram {cpu} {e:?}");
        }
    }
}

#[test]
fn shuffle_by_ds_bpermute() {
    let total = 256usize;
    let mut r = Rng(6);
    let input: Vec<i32> = (0..total).map(|_| (r.u32() % 201) as i32 - 100).collect();
    let mut want = vec![0i32; total];
    let mut ballots = vec![0u64; total / 64];
    for wave in 0..total / 64 {
        let x = |l: usize| input[wave * 64 + l];
        let b = (0..64).fold(0u64, |m, l| m | ((x(l) > 0) as u64) << l);
        ballots[wave] = b;
        for l in 0..64 {
            let mut v = x((l + 5) & 63);
            v += x(l ^ 1);
            v += x(if l + 3 < 64 { l + 3 } else { l });
            v += x(if l >= 2 { l - 2 } else { l });
            want[wave * 64 + l] = v + b.count_ones() as i32;
        }
    }
    let ib = bytes_of(&input, |x: i32| x.to_le_bytes().to_vec());
    for cpu in HIP_CPUS {
        for e in ENGINES {
            let out = launch(
                "shuffle",
                cpu,
                "shuffle",
                &[total as u64],
                &[128],
                vec![
                    KernelArg::Buffer(ib.clone()),
                    KernelArg::Buffer(vec![0; 4 * total]),
                    KernelArg::Buffer(vec![0; 8 * (total / 64)]),
                ],
                e,
            );
            let got: Vec<i32> = u32s(&out[1]).into_iter().map(|v| v as i32).collect();
            assert_eq!(got, want, "shuffle {cpu} {e:?}");
            assert_eq!(u64s(&out[2]), ballots, "shuffle ballots {cpu} {e:?}");
        }
    }
}

#[test]
fn warp_reduce_through_shared_memory() {
    let n = 1000usize;
    let input = small_floats(n, 7);
    let want: Vec<f32> = (0..4)
        .map(|g| input.iter().skip(256 * g).take(256).sum())
        .collect();
    for cpu in HIP_CPUS {
        for e in ENGINES {
            let out = launch(
                "warp_reduce",
                cpu,
                "warp_reduce",
                &[1024],
                &[256],
                vec![
                    KernelArg::Buffer(fb(&input)),
                    KernelArg::Buffer(vec![0; 16]),
                    KernelArg::U32(n as u32),
                ],
                e,
            );
            assert_eq!(f32s(&out[1]), want, "warp_reduce {cpu} {e:?}");
        }
    }
}
