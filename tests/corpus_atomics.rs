//! Atomic kernels of the corpus (tests/kernels/cl/atomics_global.cl,
//! atomics_local.cl, tests/kernels/hip/hip_atomics.hip) on every target, on
//! the interpreter, the JIT and both in lockstep. Where each work-item owns
//! its words, the returned (old) values and the final words are compared
//! with host references; where all of them share words, what does not depend
//! on their order is: final values, tickets forming a permutation, and the
//! exchanged values (docs/semantics.md §11.5, §11.6).

mod kernel_run;

use gcnjit::launch::KernelArg;
use kernel_run::*;

/// Kernels kept in the corpus whose test waits for a feature being built:
/// (object, kernel, targets, reason); see `kernel_run::each`.
const WAITING: &[(&str, &str, &str, &str)] = &[];

/// One 12-slot record of `atomic_ret32`/`local_ret32` and its 64-bit twin:
/// add, sub, smin, smax, and, or, xor, xchg, cmpxchg(v -> v + 1), umin,
/// umax, then inc and dec of one slot (returning old and old + 1).
fn ret_slots<T>(s: &mut [T], v: T, r: &mut [T], ops: &Ops<T>)
where
    T: Copy + PartialEq,
{
    let old: Vec<T> = s.to_vec();
    r.copy_from_slice(&old);
    s[0] = (ops.add)(old[0], v);
    s[1] = (ops.sub)(old[1], v);
    s[2] = (ops.smin)(old[2], v);
    s[3] = (ops.smax)(old[3], v);
    s[4] = (ops.and)(old[4], v);
    s[5] = (ops.or)(old[5], v);
    s[6] = (ops.xor)(old[6], v);
    s[7] = v;
    if old[8] == v {
        s[8] = (ops.add)(v, ops.one);
    }
    s[9] = (ops.umin)(old[9], v);
    s[10] = (ops.umax)(old[10], v);
    // inc returns old, dec returns old + 1: their sum is 2 * old + 1.
    r[11] = (ops.add)((ops.add)(old[11], old[11]), ops.one);
}

/// The operations of `ret_slots` for one width.
struct Ops<T> {
    add: fn(T, T) -> T,
    sub: fn(T, T) -> T,
    smin: fn(T, T) -> T,
    smax: fn(T, T) -> T,
    umin: fn(T, T) -> T,
    umax: fn(T, T) -> T,
    and: fn(T, T) -> T,
    or: fn(T, T) -> T,
    xor: fn(T, T) -> T,
    one: T,
}

const OPS32: Ops<u32> = Ops {
    add: u32::wrapping_add,
    sub: u32::wrapping_sub,
    smin: |a, b| (a as i32).min(b as i32) as u32,
    smax: |a, b| (a as i32).max(b as i32) as u32,
    umin: u32::min,
    umax: u32::max,
    and: |a, b| a & b,
    or: |a, b| a | b,
    xor: |a, b| a ^ b,
    one: 1,
};

const OPS64: Ops<u64> = Ops {
    add: u64::wrapping_add,
    sub: u64::wrapping_sub,
    smin: |a, b| (a as i64).min(b as i64) as u64,
    smax: |a, b| (a as i64).max(b as i64) as u64,
    umin: u64::min,
    umax: u64::max,
    and: |a, b| a & b,
    or: |a, b| a | b,
    xor: |a, b| a ^ b,
    one: 1,
};

/// Random slots and values; slot 8 (the compare-and-swap) holds the lane's
/// value in even lanes, so half of the swaps happen.
fn slot_inputs(n: usize, seed: u64, narrow: bool) -> (Vec<u64>, Vec<u64>) {
    let mut r = Rng(seed);
    let val = |r: &mut Rng| {
        let x = r.next() >> (r.next() % 64);
        let x = if r.next() & 1 == 1 {
            x.wrapping_neg()
        } else {
            x
        };
        if narrow {
            x as u32 as u64
        } else {
            x
        }
    };
    let x: Vec<u64> = (0..n).map(|_| val(&mut r)).collect();
    let mut s: Vec<u64> = (0..12 * n).map(|_| val(&mut r)).collect();
    for i in (0..n).step_by(2) {
        s[12 * i + 8] = x[i];
    }
    (s, x)
}

/// Runs a 12-slot kernel (`atomic_ret32`, `local_ret64` ...) over `n`
/// work-items and compares the final slots and returned values with
/// `ret_slots` under `ops`; `cast` narrows the random inputs to `T`.
#[allow(clippy::too_many_arguments)]
fn ret_kernel<T: Copy + PartialEq + std::fmt::Debug, const N: usize>(
    object: &str,
    kernel: &str,
    n: usize,
    block: u64,
    ops: &Ops<T>,
    cast: fn(u64) -> T,
    to: fn(T) -> [u8; N],
    from: fn([u8; N]) -> T,
) {
    let (s, x) = slot_inputs(n, N as u64, N == 4);
    let (s, x): (Vec<T>, Vec<T>) = (
        s.into_iter().map(cast).collect(),
        x.into_iter().map(cast).collect(),
    );
    let (mut ws, mut wr) = (s.clone(), s.clone());
    for (i, &v) in x.iter().enumerate() {
        let r = 12 * i..12 * i + 12;
        ret_slots(&mut ws[r.clone()], v, &mut wr[r], ops);
    }
    let args = [
        buf(&s, to),
        buf(&x, to),
        KernelArg::Buffer(vec![0; 12 * N * n]),
    ];
    each(
        object,
        kernel,
        &CL_CPUS,
        &[n as u64],
        &[block],
        &args,
        WAITING,
        |cpu, e, out| {
            assert_eq!(
                from_le(&out[0], from),
                ws,
                "{kernel} {cpu} {e:?}: final slots"
            );
            assert_eq!(
                from_le(&out[2], from),
                wr,
                "{kernel} {cpu} {e:?}: returned values"
            );
        },
    );
}

fn ret32(object: &str, kernel: &str) {
    let cast = |v: u64| v as u32;
    ret_kernel(
        object,
        kernel,
        128,
        64,
        &OPS32,
        cast,
        u32::to_le_bytes,
        u32::from_le_bytes,
    );
}

fn ret64(object: &str, kernel: &str) {
    let cast = |v: u64| v;
    ret_kernel(
        object,
        kernel,
        128,
        64,
        &OPS64,
        cast,
        u64::to_le_bytes,
        u64::from_le_bytes,
    );
}

#[test]
fn global_atomics_return_old_values() {
    ret32("atomics_global", "atomic_ret32");
    ret64("atomics_global", "atomic_ret64");
}

#[test]
fn lds_atomics_return_old_values() {
    ret32("atomics_local", "local_ret32");
    ret64("atomics_local", "local_ret64");
}

/// Asserts that `t` holds every value of 0..t.len() once.
fn permutation(t: &[u32], what: &str) {
    let mut s = t.to_vec();
    s.sort_unstable();
    assert!(
        s.iter().enumerate().all(|(i, &v)| v == i as u32),
        "{what}: {t:?}"
    );
}

#[test]
fn global_atomics_on_shared_words() {
    let n = 320usize;
    let mut r = Rng(3);
    let x: Vec<u32> = (0..n).map(|_| r.u32() >> (r.u32() % 32)).collect();
    let g: Vec<u32> = vec![
        0,
        5,
        7,
        0xffff_fff0,
        3,
        0xffff_ffff,
        0x0100_0000,
        0x1234,
        99,
    ];
    let g64: Vec<u64> = vec![1 << 40, 17, 0xdead_beef_0000];
    let fold = |init: u32, f: fn(u32, u32) -> u32, m: fn(u32) -> u32| {
        x.iter().fold(init, |a, &v| f(a, m(v)))
    };
    let want_g = [
        n as u32,
        fold(g[1], u32::wrapping_add, |v| v),
        fold(g[2], u32::wrapping_sub, |v| v),
        fold(g[3], u32::min, |v| v),
        fold(g[4], u32::max, |v| v),
        fold(g[5], |a, b| a & b, |v| v | 0x0f0f_0f0f),
        fold(g[6], |a, b| a | b, |v| v & 0x1010_1010),
        fold(g[7], |a, b| a ^ b, |v| v),
    ];
    let want64 = [
        x.iter()
            .fold(g64[0], |a, &v| a.wrapping_add((v as u64) << 20)),
        x.iter().fold(g64[1], |a, &v| a.max(v as u64 * v as u64)),
        x.iter()
            .enumerate()
            .fold(g64[2], |a, (i, &v)| a ^ ((v as u64) << 32 | i as u64)),
    ];
    let args = [
        buf(&g, u32::to_le_bytes),
        buf(&g64, u64::to_le_bytes),
        buf(&x, u32::to_le_bytes),
        KernelArg::Buffer(vec![0; 4 * n]),
        KernelArg::Buffer(vec![0; 4 * n]),
    ];
    let kernel = "atomic_contended";
    each(
        "atomics_global",
        kernel,
        &CL_CPUS,
        &[n as u64],
        &[64],
        &args,
        WAITING,
        |cpu, e, out| {
            let got = u32s(&out[0]);
            assert_eq!(got[..8], want_g, "{cpu} {e:?}: final words");
            assert_eq!(u64s(&out[1]), want64, "{cpu} {e:?}: 64-bit words");
            permutation(&u32s(&out[3]), &format!("{cpu} {e:?}: tickets"));
            // Exchanges: the first old value and every value written, less the
            // one left in memory, are the values returned.
            let mut before: Vec<u32> = x.clone();
            before.push(g[8]);
            let mut after = u32s(&out[4]);
            after.push(got[8]);
            before.sort_unstable();
            after.sort_unstable();
            assert_eq!(before, after, "{cpu} {e:?}: exchanged values");
        },
    );
}

#[test]
fn lds_atomics_on_shared_words() {
    let (n, block) = (384usize, 128usize);
    let mut r = Rng(4);
    let x: Vec<u32> = (0..n).map(|_| r.u32() >> (r.u32() % 32)).collect();
    let mut want = Vec::new();
    for part in x.chunks(block) {
        let f = |init: u32, f: fn(u32, u32) -> u32| part.iter().fold(init, |a, &v| f(a, v));
        let w = part
            .iter()
            .fold(0u64, |a, &v| a.wrapping_add((v as u64) << 16));
        want.extend([
            block as u32,
            f(0, u32::wrapping_add),
            f(0, u32::wrapping_sub),
            f(u32::MAX, u32::min),
            f(0, u32::max),
            part.iter().fold(u32::MAX, |a, &v| a & (v | 0x0f0f_0f0f)),
            part.iter().fold(0, |a, &v| a | (v & 0x1010_1010)),
            f(0, |a, b| a ^ b),
            w as u32,
            (w >> 32) as u32,
        ]);
    }
    let args = [
        buf(&x, u32::to_le_bytes),
        KernelArg::Buffer(vec![0; 4 * n]),
        KernelArg::Buffer(vec![0; 40 * (n / block)]),
    ];
    let kernel = "local_contended";
    let grid = [n as u64];
    each(
        "atomics_local",
        kernel,
        &CL_CPUS,
        &grid,
        &[block as u64],
        &args,
        WAITING,
        |cpu, e, out| {
            assert_eq!(u32s(&out[2]), want, "{cpu} {e:?}: group results");
            for (g, t) in u32s(&out[1]).chunks(block).enumerate() {
                permutation(t, &format!("{cpu} {e:?}: tickets of group {g}"));
            }
        },
    );
}

#[test]
fn hip_atomics_return_old_values() {
    let n = 128usize;
    let (s, x) = slot_inputs(n, 5, true);
    let (mut s, x): (Vec<u32>, Vec<u32>) = (
        s.iter().map(|&v| v as u32).collect(),
        x.iter().map(|&v| v as u32).collect(),
    );
    // atomicInc/atomicDec slots: small, around the limit x & 0xff, and 0.
    for i in 0..n {
        s[12 * i + 10] = [0, 1, 255, x[i] & 0xff, (x[i] & 0xff) + 1, 7][i % 6];
        s[12 * i + 11] = [0, 1, 255, x[i] & 0xff, (x[i] & 0xff) + 1, 9][(i / 6) % 6];
    }
    let (mut ws, mut wr) = (s.clone(), vec![0u32; 12 * n]);
    for i in 0..n {
        let (v, o) = (x[i], &mut ws[12 * i..12 * i + 12]);
        let r = &mut wr[12 * i..12 * i + 12];
        r.copy_from_slice(o);
        let old = r.to_vec();
        o[0] = old[0].wrapping_add(v);
        o[1] = old[1].wrapping_sub(v);
        o[2] = (old[2] as i32).min(v as i32) as u32;
        o[3] = (old[3] as i32).max(v as i32) as u32;
        o[4] &= v;
        o[5] |= v;
        o[6] ^= v;
        o[7] = v;
        if old[8] == v {
            o[8] = v.wrapping_add(1);
        }
        o[9] = old[9].min(v);
        // The hardware's inc and dec (AMD's manuals; HIP's atomicInc and
        // atomicDec): wrap to 0 past the limit, to the limit below 1.
        let lim = v & 0xff;
        o[10] = if old[10] >= lim { 0 } else { old[10] + 1 };
        o[11] = if old[11] == 0 || old[11] > lim {
            lim
        } else {
            old[11] - 1
        };
    }
    let args = [
        buf(&s, u32::to_le_bytes),
        buf(&x, u32::to_le_bytes),
        KernelArg::Buffer(vec![0; 48 * n]),
    ];
    let kernel = "hip_atomic32";
    each(
        "hip_atomics",
        kernel,
        &HIP_CPUS,
        &[n as u64],
        &[64],
        &args,
        WAITING,
        |cpu, e, out| {
            assert_eq!(u32s(&out[0]), ws, "{cpu} {e:?}: final slots");
            assert_eq!(u32s(&out[2]), wr, "{cpu} {e:?}: returned values");
        },
    );
    let (s, x) = slot_inputs(n, 6, false);
    let mut s: Vec<u64> = s.chunks(12).flat_map(|c| c[..8].to_vec()).collect();
    for i in (0..n).step_by(2) {
        s[8 * i + 7] = x[i];
    }
    let (mut ws, mut wr) = (s.clone(), vec![0u64; 8 * n]);
    for i in 0..n {
        let (v, o) = (x[i], &mut ws[8 * i..8 * i + 8]);
        wr[8 * i..8 * i + 8].copy_from_slice(o);
        o[0] = o[0].wrapping_add(v);
        o[1] = o[1].min(v);
        o[2] = o[2].max(v);
        o[3] &= v;
        o[4] |= v;
        o[5] ^= v;
        o[6] = v;
        if o[7] == v {
            o[7] = v.wrapping_add(1);
        }
    }
    let args = [
        buf(&s, u64::to_le_bytes),
        buf(&x, u64::to_le_bytes),
        KernelArg::Buffer(vec![0; 64 * n]),
    ];
    let kernel = "hip_atomic64";
    each(
        "hip_atomics",
        kernel,
        &HIP_CPUS,
        &[n as u64],
        &[64],
        &args,
        WAITING,
        |cpu, e, out| {
            assert_eq!(u64s(&out[0]), ws, "{cpu} {e:?}: final slots");
            assert_eq!(u64s(&out[2]), wr, "{cpu} {e:?}: returned values");
        },
    );
}

#[test]
fn hip_float_atomic_add_and_tickets() {
    let n = 256usize;
    let mut r = Rng(7);
    // Small integers: the sum is exact in any order.
    let x: Vec<f32> = (0..n).map(|_| (r.u32() % 41) as f32 - 20.0).collect();
    let want: f32 = x.iter().sum();
    let args = [
        KernelArg::Buffer(vec![0; 4]),
        buf(&x, f32::to_le_bytes),
        KernelArg::Buffer(vec![0; 4 * n]),
        KernelArg::Buffer(vec![0; 4]),
    ];
    let kernel = "hip_atomic_float";
    each(
        "hip_atomics",
        kernel,
        &HIP_CPUS,
        &[n as u64],
        &[128],
        &args,
        WAITING,
        |cpu, e, out| {
            assert_eq!(f32s(&out[0]), [want], "{cpu} {e:?}: sum");
            assert_eq!(u32s(&out[3]), [n as u32], "{cpu} {e:?}: counter");
            permutation(&u32s(&out[2]), &format!("{cpu} {e:?}: tickets"));
        },
    );
}

/// cl/atomics.cl: a workgroup sum through an LDS atomic added to g[0], a
/// histogram by atomic_inc, atomic_min/max on g[1], g[2], and one
/// compare-and-swap from 0 on g[3] that exactly one work-item wins.
#[test]
fn workgroup_sums_histogram_and_one_swap() {
    let (n, block) = (384usize, 128u64);
    let mut r = Rng(8);
    let x: Vec<u32> = (0..n).map(|_| (r.u32() >> (r.u32() % 24)) | 1).collect();
    let mut hist = vec![0u32; 16];
    for &v in &x {
        hist[(v & 15) as usize] += 1;
    }
    let sum = x.iter().fold(0u32, |a, &v| a.wrapping_add(v));
    let (min, max) = (*x.iter().min().unwrap(), *x.iter().max().unwrap());
    let args = [
        buf(&x, u32::to_le_bytes),
        buf(&[0u32, u32::MAX, 0, 0], u32::to_le_bytes),
        KernelArg::Buffer(vec![0; 64]),
    ];
    each(
        "atomics",
        "atomics",
        &CL_CPUS,
        &[n as u64],
        &[block],
        &args,
        WAITING,
        |cpu, e, out| {
            let g = u32s(&out[1]);
            assert_eq!(g[..3], [sum, min, max], "{cpu} {e:?}: sum, min, max");
            assert!(x.contains(&g[3]), "{cpu} {e:?}: swapped in {:#x}", g[3]);
            assert_eq!(u32s(&out[2]), hist, "{cpu} {e:?}: histogram");
        },
    );
}
