//! Corpus kernels about the launch and the wave (tests/kernels/cl: grid,
//! scratch_calls, prefix_sum, dyn_lds, many_args, subgroup; tests/kernels/hip:
//! grid3d, wave_vote, shfl) on the interpreter, the JIT and both in lockstep:
//! work-item built-ins of 2-D and 3-D grids with partial workgroups (OpenCL
//! 2.0 non-uniform groups), scratch and calls, a scan over two launches,
//! dynamic LDS, many kinds of arguments (docs/launch.md), and the cross-lane
//! operations of a 64-lane wave: votes, shuffles of every width, reductions.
//! Host references follow the OpenCL C and HIP definitions.

mod kernel_run;

use gcnjit::launch::KernelArg;
use kernel_run::*;

/// Kernels kept in the corpus whose test waits for a feature being built:
/// (object, kernel, targets, reason); see `kernel_run::each`.
const WAITING: &[(&str, &str, &str, &str)] = &[];

/// The work-items of a grid in workgroups of `block`, per dimension:
/// (global id, local id, group id, local size of that group).
fn ids(grid: u64, block: u64) -> Vec<(u32, u32, u32, u32)> {
    (0..grid)
        .map(|g| {
            let grp = g / block;
            let size = block.min(grid - grp * block);
            (g as u32, (g % block) as u32, grp as u32, size as u32)
        })
        .collect()
}

#[test]
fn grid2d_built_ins() {
    let (w, h, bx, by) = (37u64, 11u64, 16u64, 4u64);
    let mut want = vec![0u32; (4 * w * h) as usize];
    for (y, ly, gy, sy) in ids(h, by) {
        for (x, lx, gx, sx) in ids(w, bx) {
            let i = 4 * (y as u64 * w + x as u64) as usize;
            let groups = |n: u64, b: u64| n.div_ceil(b) as u32;
            want[i] = x | y << 8 | lx << 16 | ly << 24;
            want[i + 1] = gx | gy << 8 | sx << 16 | sy << 24;
            want[i + 2] = groups(w, bx) | groups(h, by) << 8 | 2 << 16;
            // The device library's get_local_linear_id multiplies by the
            // enqueued sizes (the dispatch packet's workgroup size: ockl's
            // __ockl_get_local_linear_id), not by a partial group's.
            want[i + 3] =
                w as u32 | (h as u32) << 8 | (bx as u32) << 16 | (ly * bx as u32 + lx) << 24;
        }
    }
    let args = [KernelArg::Buffer(vec![0; want.len() * 4])];
    each(
        "grid",
        "grid2d",
        &CL_CPUS,
        &[w, h],
        &[bx, by],
        &args,
        WAITING,
        |cpu, e, out| {
            same(&u32s(&out[0]), &want, &format!("{cpu} {e:?}"));
        },
    );
}

#[test]
fn grid3d_built_ins() {
    let (g, b) = ([10u64, 6, 5], [4u64, 4, 2]);
    let n = (g[0] * g[1] * g[2]) as usize;
    let mut want = vec![0u32; 4 * n];
    for (z, lz, gz, sz) in ids(g[2], b[2]) {
        for (y, ly, _, sy) in ids(g[1], b[1]) {
            for (x, lx, _, sx) in ids(g[0], b[0]) {
                let i = 4 * ((z as u64 * g[1] + y as u64) * g[0] + x as u64) as usize;
                want[i] = x | y << 8 | z << 16 | 3 << 24;
                want[i + 1] = lx | ly << 8 | lz << 16;
                want[i + 2] = sx | sy << 8 | sz << 16 | gz << 24;
                // Enqueued sizes, as in grid2d_built_ins.
                let linear = (lz * b[1] as u32 + ly) * b[0] as u32 + lx;
                want[i + 3] = g[2].div_ceil(b[2]) as u32
                    | (g[2] as u32) << 8
                    | (b[2] as u32) << 16
                    | linear << 20;
            }
        }
    }
    let args = [KernelArg::Buffer(vec![0; 16 * n])];
    each(
        "grid",
        "grid3d",
        &CL_CPUS,
        &g,
        &b,
        &args,
        WAITING,
        |cpu, e, out| {
            same(&u32s(&out[0]), &want, &format!("{cpu} {e:?}"));
        },
    );
}

#[test]
fn hip_grid3d_built_ins() {
    let (g, b) = ([16u64, 6, 4], [8u64, 3, 2]);
    let n = (g[0] * g[1] * g[2]) as usize;
    let mut want = vec![0u32; 2 * n];
    for z in 0..g[2] as u32 {
        for y in 0..g[1] as u32 {
            for x in 0..g[0] as u32 {
                let i = 2 * ((z as u64 * g[1] + y as u64) * g[0] + x as u64) as usize;
                let dims = |d: usize| (g[d] / b[d]) as u32;
                want[i] = x | y << 8 | z << 16 | dims(2) << 24 | dims(1) << 28;
                let t = |v: u32, d: usize| v % b[d] as u32;
                want[i + 1] = t(x, 0) | t(y, 1) << 8 | t(z, 2) << 16 | (b[2] as u32) << 24;
            }
        }
    }
    let args = [KernelArg::Buffer(vec![0; 8 * n])];
    each(
        "grid3d",
        "hip_grid3d",
        &HIP_CPUS,
        &g,
        &b,
        &args,
        WAITING,
        |cpu, e, out| {
            same(&u32s(&out[0]), &want, &format!("{cpu} {e:?}"));
        },
    );
}

#[test]
fn scratch_and_calls() {
    let mix = |a: u32, b: u32| a.wrapping_mul(31).wrapping_add(b ^ (a >> 3));
    let n = 128usize;
    let mut r = Rng(41);
    let x: Vec<u32> = (0..n).map(|_| r.u32()).collect();
    let want: Vec<u32> = x
        .iter()
        .map(|&x| {
            let mut p: Vec<u32> = (0..24).map(|k| mix(x, k)).collect();
            for k in 0..12u32 {
                let (a, b) = ((x >> k) % 24, x.wrapping_mul(k).wrapping_add(5) % 24);
                p.swap(a as usize, b as usize);
            }
            (0..6u32).fold(0, |r, k| mix(r, p[(x.wrapping_add(k * 5) % 24) as usize]))
        })
        .collect();
    let args = [buf(&x, u32::to_le_bytes), KernelArg::Buffer(vec![0; 4 * n])];
    for name in ["scratch_calls", "scratch_calls-O0"] {
        let k = "scratch_calls";
        each(
            name,
            k,
            &CL_CPUS,
            &[n as u64],
            &[64],
            &args,
            WAITING,
            |cpu, e, out| {
                assert_eq!(u32s(&out[1]), want, "{name} {cpu} {e:?}");
            },
        );
    }
}

#[test]
fn prefix_sum_over_two_launches() {
    let (n, block) = (1000usize, 128u64);
    let mut r = Rng(42);
    let input: Vec<u32> = (0..n).map(|_| r.u32() >> 4).collect();
    let want: Vec<u32> = input
        .iter()
        .scan(0u32, |s, &v| {
            *s = s.wrapping_add(v);
            Some(*s)
        })
        .collect();
    let groups = n.div_ceil(block as usize);
    let grid = [groups as u64 * block];
    for cpu in CL_CPUS {
        for e in ENGINES {
            let first = launch(
                "prefix_sum",
                cpu,
                "scan_blocks",
                &grid,
                &[block],
                vec![
                    buf(&input, u32::to_le_bytes),
                    KernelArg::Buffer(vec![0; 4 * n]),
                    KernelArg::Buffer(vec![0; 4 * groups]),
                    KernelArg::U32(n as u32),
                ],
                e,
            );
            let second = launch(
                "prefix_sum",
                cpu,
                "scan_add",
                &grid,
                &[block],
                vec![
                    KernelArg::Buffer(first[1].clone()),
                    KernelArg::Buffer(first[2].clone()),
                    KernelArg::U32(n as u32),
                ],
                e,
            );
            assert_eq!(u32s(&second[0]), want, "{cpu} {e:?}");
        }
    }
}

#[test]
fn dynamic_lds_arguments() {
    let (n, block) = (256usize, 64usize);
    let mut r = Rng(43);
    let input: Vec<f32> = (0..n).map(|_| (r.u32() % 1000) as f32).collect();
    let mut want = vec![0f32; n];
    let mut odd = Vec::new();
    for (g, part) in input.chunks(block).enumerate() {
        for l in 0..block {
            want[g * block + l] = part[block - 1 - l] + (l % 4 * 100) as f32;
        }
        odd.push(part.iter().filter(|&&v| v as u32 & 1 == 1).count() as u32);
    }
    let args = [
        buf(&input, f32::to_le_bytes),
        KernelArg::Buffer(vec![0; 4 * n]),
        KernelArg::Buffer(vec![0; 4 * (n / block)]),
        KernelArg::Local(4 * block as u64),
        KernelArg::Local(4),
    ];
    let grid = [n as u64];
    each(
        "dyn_lds",
        "dyn_lds",
        &CL_CPUS,
        &grid,
        &[block as u64],
        &args,
        WAITING,
        |cpu, e, out| {
            assert_eq!(f32s(&out[1]), want, "{cpu} {e:?}");
            assert_eq!(u32s(&out[2]), odd, "{cpu} {e:?}: odd counts");
        },
    );
}

#[test]
fn many_kinds_of_arguments() {
    let (n, block) = (128usize, 64usize);
    let mut r = Rng(44);
    let input: Vec<i32> = (0..n).map(|_| (r.u32() % 2001) as i32 - 1000).collect();
    let (a, b, c, d) = (-7i8, 200u8, -30000i16, 60000u16);
    let (e_, f, g, h) = (
        -2_000_000_000i32,
        4_000_000_000u32,
        -(1i64 << 45) + 3,
        (1u64 << 47) + 5,
    );
    let (fl, db) = (1.25f32, -1e6 + 0.5);
    let v2 = [11i32, -4];
    let v4 = [0.5f32, 1.5, -2.25, 3.0];
    let (pk, ps, pt) = (3i32, 0.75f32, -12i16);
    let last = 9u8;
    let mut params = Vec::new();
    params.extend(pk.to_le_bytes());
    params.extend(ps.to_le_bytes());
    params.extend(pt.to_le_bytes());
    params.extend([0, 0]);
    // Every value is an integer or a multiple of 1/4 well inside f64's (and,
    // for the float terms, f32's) exact range, so any order of the sums
    // gives the same result.
    let base =
        a as f64 + b as f64 + c as f64 + d as f64 + e_ as f64 + f as f64 + g as f64 + h as f64;
    let base = base + fl as f64 * 2.0 + db;
    let vec = (v2[0] - v2[1]) as f64
        + v4[0] as f64
        + 2.0 * v4[1] as f64
        + 4.0 * v4[2] as f64
        + 8.0 * v4[3] as f64;
    let base = base + vec + ps as f64 + pt as f64 + last as f64;
    let mut want = vec![0f64; n];
    for (grp, part) in input.chunks(block).enumerate() {
        for l in 0..block {
            want[grp * block + l] = base + (part[block - 1 - l] * pk) as f64;
        }
    }
    let args = [
        KernelArg::U8(a as u8),
        KernelArg::U8(b),
        KernelArg::U16(c as u16),
        KernelArg::U16(d),
        KernelArg::I32(e_),
        KernelArg::U32(f),
        KernelArg::I64(g),
        KernelArg::U64(h),
        KernelArg::F32(fl),
        KernelArg::F64(db),
        buf(&input, i32::to_le_bytes),
        KernelArg::Bytes(le(&v2, i32::to_le_bytes)),
        KernelArg::Bytes(le(&v4, f32::to_le_bytes)),
        KernelArg::Bytes(params),
        KernelArg::Local(4 * block as u64),
        KernelArg::Buffer(vec![0; 8 * n]),
        KernelArg::U8(last),
    ];
    let grid = [n as u64];
    each(
        "many_args",
        "many_args",
        &CL_CPUS,
        &grid,
        &[block as u64],
        &args,
        WAITING,
        |cpu, e, out| {
            assert_eq!(from_le(&out[1], f64::from_le_bytes), want, "{cpu} {e:?}");
        },
    );
}

/// Values in -100..=100 for the wave kernels.
fn small(n: usize, seed: u64) -> Vec<i32> {
    let mut r = Rng(seed);
    (0..n).map(|_| (r.u32() % 201) as i32 - 100).collect()
}

#[test]
fn votes() {
    // One block of 250 work-items: its last wave has 58 lanes, which alone
    // vote. (One block: HIP's blockDim is the size of the work-item's own
    // block, so a partial last block would not index as a full one.)
    let n = 250usize;
    let x = small(n, 45);
    let waves: Vec<&[i32]> = x.chunks(64).collect();
    let mut ballots = vec![0u64; waves.len()];
    let mut flags = Vec::new();
    for (w, v) in waves.iter().enumerate() {
        let b = v
            .iter()
            .enumerate()
            .fold(0u64, |m, (l, &x)| m | ((x > 0) as u64) << l);
        ballots[w] = b;
        let any = v.iter().any(|&x| x > 90) as i32;
        let all = v.iter().all(|&x| x > -100) as i32;
        for &x in v.iter() {
            flags.push(
                any | all << 1 | (b.count_ones() as i32) << 2 | (x.count_ones() as i32) << 10,
            );
        }
    }
    let args = [
        buf(&x, i32::to_le_bytes),
        KernelArg::Buffer(vec![0; 8 * ballots.len()]),
        KernelArg::Buffer(vec![0; 4 * n]),
    ];
    each(
        "wave_vote",
        "vote",
        &HIP_CPUS,
        &[n as u64],
        &[n as u64],
        &args,
        WAITING,
        |cpu, e, out| {
            assert_eq!(u64s(&out[1]), ballots, "{cpu} {e:?}: ballots");
            assert_eq!(
                from_le(&out[2], i32::from_le_bytes),
                flags,
                "{cpu} {e:?}: flags"
            );
        },
    );
    // Under a branch only the lanes that took it vote.
    let mut ballots = vec![0u64; waves.len()];
    let mut flags = Vec::new();
    for (w, v) in waves.iter().enumerate() {
        let odd: Vec<i32> = v.iter().copied().filter(|x| x & 1 != 0).collect();
        let even: Vec<i32> = v.iter().copied().filter(|x| x & 1 == 0).collect();
        let b = v
            .iter()
            .enumerate()
            .fold(0u64, |m, (l, &x)| m | ((x & 1 != 0 && x > 0) as u64) << l);
        ballots[w] = b;
        let r_odd = b.count_ones() as i32
            | (odd.iter().any(|&x| x > 50) as i32) << 8
            | (odd.iter().all(|&x| x > 0) as i32) << 9;
        let r_even = (even.iter().all(|&x| x < 200) as i32) << 10
            | (even.iter().any(|&x| x < -95) as i32) << 11;
        for &x in v.iter() {
            flags.push(if x & 1 != 0 { r_odd } else { r_even });
        }
    }
    let k = "vote_divergent";
    each(
        "wave_vote",
        k,
        &HIP_CPUS,
        &[n as u64],
        &[n as u64],
        &args,
        WAITING,
        |cpu, e, out| {
            assert_eq!(u64s(&out[1]), ballots, "{cpu} {e:?}: ballots");
            assert_eq!(
                from_le(&out[2], i32::from_le_bytes),
                flags,
                "{cpu} {e:?}: flags"
            );
        },
    );
}

/// Runs one shfl.hip kernel and compares it with `src(lane, value, width)`,
/// the lane (within the wave) each lane reads, as hip's headers compute it.
fn shuffle(kernel: &str, src: impl Fn(usize, usize, i32, usize) -> usize) {
    let n = 256usize;
    let x = small(n, 46);
    let mut want = Vec::new();
    for i in 0..n {
        let (wave, lane, tid) = (i / 64, i % 64, i % 128);
        for w in [64, 32, 16, 8] {
            let from = src(lane, tid, x[i], w) & 63;
            want.push(x[wave * 64 + from]);
        }
    }
    let args = [
        buf(&x, i32::to_le_bytes),
        KernelArg::Buffer(vec![0; 16 * n]),
    ];
    each(
        "shfl",
        kernel,
        &HIP_CPUS,
        &[n as u64],
        &[128],
        &args,
        WAITING,
        |cpu, e, out| {
            assert_eq!(from_le(&out[1], i32::from_le_bytes), want, "{cpu} {e:?}");
        },
    );
}

#[test]
fn shuffles_of_every_width() {
    let d = |tid: usize| tid * 7 + 3;
    shuffle("shfl_idx", |l, tid, _, w| d(tid) % w + (l & !(w - 1)));
    shuffle("shfl_up", |l, _, v, w| {
        let delta = (v & 7) as usize;
        if l < delta || l - delta < (l & !(w - 1)) {
            l
        } else {
            l - delta
        }
    });
    shuffle("shfl_down", |l, _, v, w| {
        let delta = (v & 7) as usize;
        if (l & (w - 1)) + delta >= w {
            l
        } else {
            l + delta
        }
    });
    shuffle("shfl_xor", |l, tid, _, w| {
        let i = l ^ (d(tid) & 15);
        if i >= (l + w) & !(w - 1) {
            l
        } else {
            i
        }
    });
}

#[test]
fn wave_size_reductions() {
    let n = 512usize;
    let x = small(n, 47);
    let waves: Vec<i32> = x.chunks(64).map(|c| c.iter().sum()).collect();
    let blocks: Vec<i32> = x.chunks(256).map(|c| c.iter().sum()).collect();
    let args = [
        buf(&x, i32::to_le_bytes),
        KernelArg::Buffer(vec![0; 4 * waves.len()]),
        KernelArg::Buffer(vec![0; 4 * blocks.len()]),
    ];
    each(
        "shfl",
        "wave_reduce",
        &HIP_CPUS,
        &[n as u64],
        &[256],
        &args,
        WAITING,
        |cpu, e, out| {
            assert_eq!(
                from_le(&out[1], i32::from_le_bytes),
                waves,
                "{cpu} {e:?}: waves"
            );
            assert_eq!(
                from_le(&out[2], i32::from_le_bytes),
                blocks,
                "{cpu} {e:?}: blocks"
            );
        },
    );
    // OpenCL sub-groups are the waves of a workgroup.
    let block = 128usize;
    let mut want = Vec::new();
    for (i, c) in x.chunks(64).enumerate() {
        let (sum, max) = (c.iter().sum::<i32>(), *c.iter().max().unwrap());
        let mut scan = 0;
        for (l, &v) in c.iter().enumerate() {
            scan += v;
            let id = 64 | (i % (block / 64)) << 8 | l << 16;
            want.extend([sum, scan, max, id as i32]);
        }
    }
    let args = [
        buf(&x, i32::to_le_bytes),
        KernelArg::Buffer(vec![0; 16 * n]),
    ];
    let k = "subgroup_reduce";
    each(
        "subgroup",
        k,
        &CL_CPUS,
        &[n as u64],
        &[block as u64],
        &args,
        WAITING,
        |cpu, e, out| {
            assert_eq!(from_le(&out[1], i32::from_le_bytes), want, "{cpu} {e:?}");
        },
    );
}

/// Compares word by word, naming the first difference.
fn same(got: &[u32], want: &[u32], what: &str) {
    assert_eq!(got.len(), want.len(), "{what}: length");
    if let Some(i) = (0..got.len()).find(|&i| got[i] != want[i]) {
        panic!("{what}: word {i}: {:#x}, expected {:#x}", got[i], want[i]);
    }
}

#[test]
fn builtins_without_device_library() {
    // cl14/builtin_ids.cl: the id from the dispatch packet's workgroup size.
    let n = 320usize;
    let want: Vec<u32> = (0..n as u32).map(|i| i * 3 + (i >> 2)).collect();
    let args = [KernelArg::Buffer(vec![0; 4 * n])];
    each(
        "builtin_ids",
        "builtin_ids",
        &CL_CPUS,
        &[n as u64],
        &[64],
        &args,
        WAITING,
        |cpu, e, out| {
            same(&u32s(&out[0]), &want, &format!("{cpu} {e:?}"));
        },
    );
    // cl14/builtin_fma.cl: x = fma(x, s, 1) n times, rounded once per step
    // as the host's mul_add.
    let (n, s, steps) = (192usize, 0.75f32, 37u32);
    let mut r = Rng(48);
    let a: Vec<f32> = (0..n)
        .map(|_| (r.u32() % 2001) as f32 / 64.0 - 15.0)
        .collect();
    let want: Vec<f32> = a
        .iter()
        .map(|&x| (0..steps).fold(x, |x, _| x.mul_add(s, 1.0)))
        .collect();
    let args = [
        buf(&a, f32::to_le_bytes),
        KernelArg::F32(s),
        KernelArg::U32(steps),
    ];
    each(
        "builtin_fma",
        "builtin_fma",
        &CL_CPUS,
        &[n as u64],
        &[64],
        &args,
        WAITING,
        |cpu, e, out| {
            assert_eq!(f32s(&out[0]), want, "{cpu} {e:?}");
        },
    );
}
