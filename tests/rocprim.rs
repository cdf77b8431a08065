//! rocPRIM (Debian's librocprim-dev 5.3.3 headers) compiled with hipcc for
//! gfx803, gfx900 and gfx906 (tests/kernels/hip/rocprim_*.hip, objects in
//! tests/kernels/obj; docs/launch.md, "rocPRIM"). Block level:
//! `block_scan`, `block_reduce` and `block_radix_sort` in workgroups of 256
//! work-items with 4 items each, over 100 to 256 workgroups. Device level:
//! `inclusive_scan` and `radix_sort_keys`, their kernels launched in the
//! order and with the grids and arguments of rocPRIM's host code. Each
//! output must equal the scan, sum or sort computed here on the host.

mod kernel_run;

use gcnjit::code_object::CodeObject;
use gcnjit::engine::Engine;
use gcnjit::launch::{Grid, KernelArg};
use kernel_run::{buf, from_le, launch, launch_in, le, Rng, HIP_CPUS};

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

/// The code object `NAME.CPU.co` of tests/kernels/obj.
fn code_object(name: &str, cpu: &str) -> CodeObject {
    let p = kernel_run::path(name, cpu);
    let bytes = std::fs::read(&p).unwrap_or_else(|e| panic!("{}: {e}", p.display()));
    CodeObject::parse(&bytes, &p.display().to_string()).unwrap()
}

/// `len` reproducible garbage bytes: device memory as hipMalloc returns it.
fn junk(len: usize, seed: u64) -> Vec<u8> {
    let mut r = Rng(seed);
    (0..len).map(|_| r.u32() as u8).collect()
}

/// rocPRIM 5.3.3's device-wide scan (`detail::scan_impl`, the look-back
/// path of device/device_scan.hpp) for `int` with `default_scan_config`:
/// 256 work-items with 16 items each.
const SCAN_TILE: usize = 4096;
/// `init_lookback_scan_state_kernel<lookback_scan_state<int>>(state,
/// number_of_blocks, ordered_bid, save_index, save_dest)`.
const SCAN_INIT: &str = "_ZN7rocprim6detail31init_lookback_scan_state_kernelINS0_19lookback_scan_stateIiLb0ELb1EEEEEvT_jNS0_16ordered_block_idIjEEjPNS4_10value_typeE";
/// `lookback_scan_kernel<false, default_scan_config<0, int>, const int*,
/// int*, plus<int>, int, lookback_scan_state<int>>(input, output, size,
/// initial_value, scan_op, state, number_of_blocks, ordered_bid,
/// previous_last_element, new_last_element, override_first_value,
/// save_last_value)`.
const SCAN_LOOKBACK: &str = "_ZN7rocprim6detail20lookback_scan_kernelILb0ENS0_19default_scan_configILj0EiEEPKiPiNS_4plusIiEEiNS0_19lookback_scan_stateIiLb0ELb1EEEEEvT1_T2_mT4_T3_T5_jNS0_16ordered_block_idIjEEPNS0_18input_value_traitsISD_E10value_typeESL_bb";
/// The look-back state's leading entries (the device's wave size), which
/// the init kernel marks invalid.
const SCAN_PADDING: usize = 64;

/// `rocprim::inclusive_scan(temp, bytes, input, output, n, plus<int>())` as
/// its host code runs it for `1 < blocks`: the init kernel over one
/// work-item per workgroup of the scan (in workgroups of 256), then the
/// look-back scan kernel, one workgroup per 4096 items. The temporary
/// storage is the state (one 8-byte flag-and-value word per entry, the
/// size rounded up to 256 bytes) followed by the ordered block id counter;
/// here they are two buffers, and each kernel's final bytes are the next
/// one's initial bytes. Both start with garbage, as hipMalloc'd memory may.
fn device_inclusive_scan(cpu: &str, input: &[i32], e: Engine) -> Vec<i32> {
    let co = code_object("rocprim_device_scan", cpu);
    let n = input.len();
    let blocks = n.div_ceil(SCAN_TILE);
    let state_bytes = (8 * (SCAN_PADDING + blocks)).div_ceil(256) * 256;
    let state = junk(state_bytes, 9);
    let what = format!("device scan {cpu} {e:?}");
    let init_grid = Grid::new(&[blocks.div_ceil(256) as u64 * 256], &[256]).unwrap();
    let temp = launch_in(
        &co,
        SCAN_INIT,
        init_grid,
        vec![
            KernelArg::Buffer(state),
            KernelArg::U32(blocks as u32),
            KernelArg::Buffer(vec![0x5a; 4]),
            KernelArg::U32(0),
            KernelArg::U64(0),
        ],
        e,
        &what,
    );
    let scan_grid = Grid::new(&[blocks as u64 * 256], &[256]).unwrap();
    let out = launch_in(
        &co,
        SCAN_LOOKBACK,
        scan_grid,
        vec![
            buf(input, i32::to_le_bytes),
            KernelArg::Buffer(vec![0; n * 4]),
            KernelArg::U64(n as u64),
            KernelArg::I32(0),
            KernelArg::U8(0),
            KernelArg::Buffer(temp[0].clone()),
            KernelArg::U32(blocks as u32),
            KernelArg::Buffer(temp[1].clone()),
            KernelArg::U64(0),
            KernelArg::U64(0),
            KernelArg::U8(0),
            KernelArg::U8(0),
        ],
        e,
        &what,
    );
    from_le(&out[1], i32::from_le_bytes)
}

#[test]
fn device_inclusive_scan_over_many_workgroups() {
    for cpu in HIP_CPUS {
        for e in kernel_run::ENGINES {
            // A million items (245 workgroups, the last one partial); the
            // lockstep run (one thread) 5 workgroups.
            let n = if e == Engine::Both { 17_000 } else { 1_000_000 };
            let mut r = Rng(4);
            let input: Vec<i32> = (0..n).map(|_| r.u32() as i32 >> 12).collect();
            let want: Vec<i32> = input
                .iter()
                .scan(0i32, |acc, &x| {
                    *acc = acc.wrapping_add(x);
                    Some(*acc)
                })
                .collect();
            let got = device_inclusive_scan(cpu, &input, e);
            let what = format!("device scan {cpu} {e:?}");
            assert_eq!(got.len(), n, "{what}");
            if let Some(i) = (0..n).find(|&i| got[i] != want[i]) {
                panic!("{what}: item {i} is {}, the host scan {}", got[i], want[i]);
            }
        }
    }
}

/// rocPRIM 5.3.3's `radix_sort_keys` for `unsigned int` keys takes the
/// merge path (device/specialization/device_radix_merge_sort.hpp) for
/// 3,840 < n <= 1,048,576 keys: `sort_single_kernel<1024, 1, false>`
/// sorts each tile of 1024 keys into the temporary buffer, then
/// `radix_block_merge_kernel<1024, 1>` merges runs of 1024, 2048 ... keys
/// back and forth between the temporary buffer and the output, and when
/// the last merge wrote the temporary buffer `transform_kernel<256, 16>`
/// copies it to the output.
const SORT_TILE: usize = 1024;
/// `sort_single_kernel(keys_input, keys_output, values_input,
/// values_output, size, bit, current_radix_bits)`.
const SORT_SINGLE: &str = "_ZN7rocprim6detail18sort_single_kernelILj1024ELj1ELb0EPKjPjPNS_10empty_typeES6_EEvT2_T3_T4_T5_jjj";
/// `radix_block_merge_kernel(keys_input, keys_output, values_input,
/// values_output, input_size, merge_items_per_block_size,
/// radix_merge_compare<false, false, unsigned int>())` (all 32 bits).
const SORT_MERGE: &str = "_ZN7rocprim6detail24radix_block_merge_kernelILj1024ELj1EPjS2_PNS_10empty_typeES4_NS0_19radix_merge_compareILb0ELb0EjvEEEEvT1_T2_T3_T4_mjT5_";
/// `transform_kernel(input, size, output, identity<unsigned int>())`, 4096
/// items per workgroup of 256.
const SORT_COPY: &str =
    "_ZN7rocprim6detail16transform_kernelILj256ELj16EjPjS2_NS_8identityIjEEEEvT2_mT3_T4_";

/// `rocprim::radix_sort_keys(temp, bytes, keys, out, n)` as its host code
/// runs it on the merge path; the values pointers are null (keys only).
/// Returns the output and the number of kernels launched.
fn device_radix_sort_keys(cpu: &str, keys: &[u32], e: Engine) -> (Vec<u32>, usize) {
    let co = code_object("rocprim_device_sort", cpu);
    let n = keys.len();
    let blocks = n.div_ceil(SORT_TILE) as u64;
    let what = format!("device radix sort {cpu} {e:?}");
    let grid = Grid::new(&[blocks * 1024], &[1024]).unwrap();
    // The temporary buffer (the keys, rounded up to 256 bytes) and the
    // output start as garbage.
    let mut tmp = junk((n * 4).div_ceil(256) * 256, 10);
    let mut out = junk(n * 4, 11);
    let sorted = launch_in(
        &co,
        SORT_SINGLE,
        grid,
        vec![
            buf(keys, u32::to_le_bytes),
            KernelArg::Buffer(tmp),
            KernelArg::U64(0),
            KernelArg::U64(0),
            KernelArg::U32(n as u32),
            KernelArg::U32(0),
            KernelArg::U32(32),
        ],
        e,
        &what,
    );
    tmp = sorted[1].clone();
    let mut launches = 1;
    // Whether the latest merge wrote the temporary buffer.
    let mut in_tmp = true;
    let mut run = SORT_TILE;
    while run < n {
        let (from, to) = if in_tmp { (tmp, out) } else { (out, tmp) };
        let merged = launch_in(
            &co,
            SORT_MERGE,
            grid,
            vec![
                KernelArg::Buffer(from),
                KernelArg::Buffer(to),
                KernelArg::U64(0),
                KernelArg::U64(0),
                KernelArg::U64(n as u64),
                KernelArg::U32(run as u32),
                KernelArg::U8(0),
            ],
            e,
            &what,
        );
        launches += 1;
        let [from, to]: [Vec<u8>; 2] = merged.try_into().unwrap();
        (tmp, out) = if in_tmp { (from, to) } else { (to, from) };
        in_tmp = !in_tmp;
        run *= 2;
    }
    if in_tmp {
        let copy_grid = Grid::new(&[(n.div_ceil(4096) * 256) as u64], &[256]).unwrap();
        let copied = launch_in(
            &co,
            SORT_COPY,
            copy_grid,
            vec![
                KernelArg::Buffer(tmp),
                KernelArg::U64(n as u64),
                KernelArg::Buffer(out),
                KernelArg::U8(0),
            ],
            e,
            &what,
        );
        launches += 1;
        out = copied[1].clone();
    }
    (from_le(&out, u32::from_le_bytes), launches)
}

/// Sorts `n` keys (a fifth of them small, so equal keys occur) on every
/// target with engine `e` and checks the output and the number of kernels.
fn device_radix_sort_keys_on(e: Engine, n: usize, launches: usize) {
    for cpu in HIP_CPUS {
        let mut keys = values(n, 5);
        for i in (0..n).step_by(5) {
            keys[i] >>= 20;
        }
        let mut want = keys.clone();
        want.sort_unstable();
        let (got, ran) = device_radix_sort_keys(cpu, &keys, e);
        let what = format!("device radix sort {cpu} {e:?}");
        assert_eq!(ran, launches, "{what}: kernels launched");
        assert_same(&what, &got, &want);
    }
}

// 100,000 keys: 98 tiles, 7 merge passes, the last one into the output;
// 4,000 keys: 4 tiles (the last one partial), 2 merge passes, the last one
// into the temporary buffer, then the copy to the output. No lockstep run
// (`Both`): its sort_single_kernel alone (4 workgroups of 16 waves, 96,000
// instructions) takes 12 s there.
#[test]
fn device_radix_sort_keys_interp() {
    device_radix_sort_keys_on(Engine::Interp, 100_000, 8);
    device_radix_sort_keys_on(Engine::Interp, 4_000, 4);
}

#[test]
fn device_radix_sort_keys_jit() {
    device_radix_sort_keys_on(Engine::JIT, 100_000, 8);
    device_radix_sort_keys_on(Engine::JIT, 4_000, 4);
}

/// Keys per workgroup of rocPRIM's digit-count passes (`sort_and_scatter`
/// and `fill_digit_counts`: 256 work-items with 17 keys each) and
/// workgroups per batch of its `scan_batches` (256 work-items with 2 each).
const PASS_TILE: usize = 256 * 17;
const PASS_BATCH: usize = 512;

/// The passes' kernels for `bits` radix bits (7 or 6), reading the input
/// keys (`const unsigned*`, the first pass) or a buffer of their own.
fn pass_kernels(bits: u32, from_input: bool) -> [String; 4] {
    let (fill, scatter) = if from_input {
        (
            "PKjmEEvT3_T4_PS5_jjjj",
            "PKjPjPNS_10empty_typeES6_mEEvT3_T4_T5_T6_T7_PKSB_SD_jjjj",
        )
    } else {
        (
            "PjmEEvT3_T4_PS4_jjjj",
            "PjS2_PNS_10empty_typeES4_mEEvT3_T4_T5_T6_T7_PKS9_SB_jjjj",
        )
    };
    [
        format!("_ZN7rocprim6detail24fill_digit_counts_kernelILj256ELj17ELj{bits}ELb0E{fill}"),
        format!("_ZN7rocprim6detail19scan_batches_kernelILj256ELj2ELj{bits}EmEEvPT2_S3_j"),
        format!("_ZN7rocprim6detail18scan_digits_kernelILj{bits}EmEEvPT0_"),
        format!("_ZN7rocprim6detail23sort_and_scatter_kernelILj256ELj17ELj{bits}ELb0E{scatter}"),
    ]
}

/// rocPRIM's digit-count path (`radix_sort_iterations_impl` and
/// `radix_sort_iteration` of device/device_radix_sort.hpp), which
/// `radix_sort_keys` takes above 1,048,576 keys, run here on fewer keys
/// (the kernels and their arguments do not depend on that choice): 32 bits
/// in 5 passes, 2 of 7 bits then 3 of 6; each pass counts digits per
/// workgroup (`fill_digit_counts`), scans the counts per digit over the
/// batches (`scan_batches`, one workgroup per digit), scans the digit
/// totals (`scan_digits`, one workgroup of one work-item per digit) and
/// scatters (`sort_and_scatter`). The first pass reads the input and writes
/// the output (5 passes: an odd number), later ones alternate between the
/// output and the temporary keys. Counts are `size_t` (the size argument's
/// type).
fn device_radix_sort_passes(cpu: &str, keys: &[u32], e: Engine) -> Vec<u32> {
    let co = code_object("rocprim_device_sort", cpu);
    let n = keys.len();
    let blocks = n.div_ceil(PASS_TILE);
    let per_batch = blocks.div_ceil(PASS_BATCH);
    let full_batches = match blocks % PASS_BATCH {
        0 => PASS_BATCH,
        r => r,
    };
    let batches = if per_batch == 1 {
        full_batches
    } else {
        PASS_BATCH
    };
    let what = format!("device radix sort passes {cpu} {e:?}");
    let grid =
        |groups: usize, size: usize| Grid::new(&[(groups * size) as u64], &[size as u64]).unwrap();
    // The temporary storage: the per-batch digit counts (128 digits of 8
    // bytes per batch), the digit totals, the temporary keys; all garbage
    // at first, as is the output.
    let mut batch_counts = junk((batches * 128 * 8).div_ceil(256) * 256, 12);
    let mut counts = junk(1024, 13);
    let mut tmp = junk((n * 4).div_ceil(256) * 256, 14);
    let mut out = junk(n * 4, 15);
    let input = le(keys, u32::to_le_bytes);
    let (mut bit, mut to_output) = (0u32, true);
    for bits in [7u32, 7, 6, 6, 6] {
        let from_input = bit == 0;
        let [fill, scan_batches, scan_digits, scatter] = pass_kernels(bits, from_input);
        let src = match (from_input, to_output) {
            (true, _) => input.clone(),
            (false, true) => tmp.clone(),
            (false, false) => out.clone(),
        };
        let pass_args = |b: u32| {
            vec![
                KernelArg::U32(b),
                KernelArg::U32(bits.min(32 - b)),
                KernelArg::U32(per_batch as u32),
                KernelArg::U32(full_batches as u32),
            ]
        };
        let mut args = vec![
            KernelArg::Buffer(src.clone()),
            KernelArg::U64(n as u64),
            KernelArg::Buffer(batch_counts),
        ];
        args.extend(pass_args(bit));
        batch_counts = launch_in(&co, &fill, grid(batches, 256), args, e, &what).remove(1);
        let scanned = launch_in(
            &co,
            &scan_batches,
            grid(1 << bits, 256),
            vec![
                KernelArg::Buffer(batch_counts),
                KernelArg::Buffer(counts),
                KernelArg::U32(batches as u32),
            ],
            e,
            &what,
        );
        let [b, c]: [Vec<u8>; 2] = scanned.try_into().unwrap();
        batch_counts = b;
        counts = launch_in(
            &co,
            &scan_digits,
            grid(1, 1 << bits),
            vec![KernelArg::Buffer(c)],
            e,
            &what,
        )
        .remove(0);
        let dst = if to_output { out.clone() } else { tmp.clone() };
        let mut args = vec![
            KernelArg::Buffer(src),
            KernelArg::Buffer(dst),
            KernelArg::U64(0),
            KernelArg::U64(0),
            KernelArg::U64(n as u64),
            KernelArg::Buffer(batch_counts.clone()),
            KernelArg::Buffer(counts.clone()),
        ];
        args.extend(pass_args(bit));
        let written = launch_in(&co, &scatter, grid(batches, 256), args, e, &what).remove(1);
        if to_output {
            out = written;
        } else {
            tmp = written;
        }
        to_output = !to_output;
        bit += bits;
    }
    from_le(&out, u32::from_le_bytes)
}

/// The digit-count passes on 50,000 keys (12 workgroups, the last one
/// partial; 20 launches) on every target, the interpreter and the JIT.
#[test]
fn device_radix_sort_keys_digit_passes() {
    for cpu in HIP_CPUS {
        for e in [Engine::Interp, Engine::JIT] {
            let mut keys = values(50_000, 6);
            for i in (0..keys.len()).step_by(3) {
                keys[i] &= 0xffff_0fff;
            }
            let mut want = keys.clone();
            want.sort_unstable();
            let got = device_radix_sort_passes(cpu, &keys, e);
            assert_same(
                &format!("device radix sort passes {cpu} {e:?}"),
                &got,
                &want,
            );
        }
    }
}
