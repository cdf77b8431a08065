//! rocPRIM's block-level primitives compiled with hipcc against Debian's
//! librocprim-dev headers (tests/kernels/hip/rocprim_block.hip, objects in
//! tests/kernels/obj; docs/launch.md, "rocPRIM"): `block_scan`,
//! `block_reduce` and `block_radix_sort` in workgroups of 256 work-items
//! with 4 items each, over a quarter of a million elements (256
//! workgroups). Each output must equal the per-workgroup scan, sum or sort
//! computed here on the host.

mod kernel_run;

use gcnjit::engine::Engine;
use gcnjit::launch::KernelArg;
use kernel_run::{buf, from_le, launch, Rng, HIP_CPUS};

/// Work-items per workgroup (the kernels' BLOCK).
const BLOCK: u64 = 256;
/// Items per workgroup: 4 per work-item (the kernels' ITEMS).
const TILE: usize = 1024;
/// Workgroups of the interpreter and JIT runs of the scan and the
/// reduction (262,144 items); the sort (11,500 instructions per workgroup
/// against 400) runs 100 (102,400 items) to keep the test short.
const GROUPS: usize = 256;
const SORT_GROUPS: usize = 100;
/// Workgroups of the lockstep runs (`Both`: one thread, each wave twice).
const GROUPS_BOTH: usize = 16;
const SORT_GROUPS_BOTH: usize = 4;

/// The workgroups an engine runs: `many`, or `few` in lockstep.
fn groups(e: Engine, many: usize, few: usize) -> usize {
    if e == Engine::Both {
        few
    } else {
        many
    }
}

/// `n` reproducible 32-bit values.
fn values(n: usize, seed: u64) -> Vec<u32> {
    let mut r = Rng(seed);
    (0..n).map(|_| r.u32()).collect()
}

/// Runs `kernel` of rocprim_block with one workgroup per `TILE` values of
/// `input` and an output of `out_len` words; returns the output.
fn run(cpu: &str, kernel: &str, e: Engine, input: &[u32], out_len: usize) -> Vec<u32> {
    let groups = (input.len() / TILE) as u64;
    let out = launch(
        "rocprim_block",
        cpu,
        kernel,
        &[groups * BLOCK],
        &[BLOCK],
        vec![
            buf(input, u32::to_le_bytes),
            KernelArg::Buffer(vec![0; out_len * 4]),
        ],
        e,
    );
    from_le(&out[1], u32::from_le_bytes)
}

/// The index and values of the first difference, for a short message.
fn assert_same(what: &str, got: &[u32], want: &[u32]) {
    assert_eq!(got.len(), want.len(), "{what}: length");
    if let Some(i) = (0..got.len()).find(|&i| got[i] != want[i]) {
        panic!(
            "{what}: element {i} (workgroup {}) is {:#x}, the host reference {:#x}",
            i / TILE,
            got[i],
            want[i]
        );
    }
}

#[test]
fn block_scan_is_an_inclusive_sum_per_workgroup() {
    for cpu in HIP_CPUS {
        for e in kernel_run::ENGINES {
            let input = values(groups(e, GROUPS, GROUPS_BOTH) * TILE, 1);
            let want: Vec<u32> = input
                .chunks(TILE)
                .flat_map(|tile| {
                    tile.iter().scan(0u32, |acc, &x| {
                        *acc = acc.wrapping_add(x);
                        Some(*acc)
                    })
                })
                .collect();
            let got = run(cpu, "block_scan_sum", e, &input, input.len());
            assert_same(&format!("block_scan {cpu} {e:?}"), &got, &want);
        }
    }
}

#[test]
fn block_reduce_sums_each_workgroup() {
    for cpu in HIP_CPUS {
        for e in kernel_run::ENGINES {
            let n = groups(e, GROUPS, GROUPS_BOTH);
            let input = values(n * TILE, 2);
            let want: Vec<u32> = input
                .chunks(TILE)
                .map(|tile| tile.iter().fold(0u32, |a, &x| a.wrapping_add(x)))
                .collect();
            let got = run(cpu, "block_reduce_sum", e, &input, n);
            assert_same(&format!("block_reduce {cpu} {e:?}"), &got, &want);
        }
    }
}

#[test]
fn block_radix_sort_sorts_each_workgroup() {
    for cpu in HIP_CPUS {
        for e in kernel_run::ENGINES {
            // Full 32-bit keys (every one of the 8 passes of 4 bits moves
            // keys) with some repeated ones (the sort is stable; equal keys
            // are indistinguishable, so only the order of values counts).
            let mut input = values(groups(e, SORT_GROUPS, SORT_GROUPS_BOTH) * TILE, 3);
            for i in (0..input.len()).step_by(7) {
                input[i] &= 0xff;
            }
            let want: Vec<u32> = input
                .chunks(TILE)
                .flat_map(|tile| {
                    let mut t = tile.to_vec();
                    t.sort_unstable();
                    t
                })
                .collect();
            let got = run(cpu, "block_radix_sort_u32", e, &input, input.len());
            assert_same(&format!("block_radix_sort {cpu} {e:?}"), &got, &want);
        }
    }
}
