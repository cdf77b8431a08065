//! rocRAND as shipped (docs/launch.md, "rocRAND"): the prebuilt kernels of
//! Debian's librocrand1 (5.3.3, which .ci/run installs) run on gfx803, gfx900
//! and gfx906 code objects as rocRAND's host code launches them: the same
//! kernels, grid and block sizes, arguments and host-side engine setup. Each
//! output must equal a host implementation of the generator written here
//! from the algorithm's definition (tests/rocrand/*.rs).

#[path = "rocrand/device.rs"]
mod device;
#[path = "rocrand/mrg32k3a.rs"]
mod mrg32k3a;
#[path = "rocrand/mtgp32.rs"]
mod mtgp32;
#[path = "rocrand/philox.rs"]
mod philox;
#[path = "rocrand/sobol.rs"]
mod sobol;
#[path = "rocrand/xorwow.rs"]
mod xorwow;

use device::{code_object, launch, u32s, TARGETS};
use gcnjit::engine::Engine;
use gcnjit::launch::KernelArg;

/// The size the interpreter and the JIT generate on every target.
const N: usize = 1_000_000;
/// The seed of every generator (rocrand_set_seed).
const SEED: u64 = 0x0123_4567_89ab_cdef;

/// `generate_kernel<unsigned int, uniform_distribution<unsigned int>>` of
/// Philox4x32-10: the engine by value, the output, its length, the (empty)
/// distribution.
const PHILOX_GENERATE: &str = "_ZN12rocrand_host6detailL15generate_kernelIj20uniform_distributionIjEEEvNS0_27philox4x32_10_device_engineEPT_mT0_";
/// XORWOW's `init_engines_kernel(engines, start_engine_id, seed, offset)`.
const XORWOW_INIT: &str =
    "_ZN12rocrand_host6detailL19init_engines_kernelEPN14rocrand_device13xorwow_engineEjyy";
/// XORWOW's `generate_kernel<unsigned int, uniform_distribution<unsigned
/// int>>(engines, start_engine_id, data, n, distribution)`.
const XORWOW_GENERATE: &str = "_ZN12rocrand_host6detailL15generate_kernelIj20uniform_distributionIjEEEvPN14rocrand_device13xorwow_engineEjPT_mT0_";

/// MRG32k3a's `init_engines_kernel(engines, start_engine_id, seed, offset)`.
const MRG_INIT: &str =
    "_ZN12rocrand_host6detailL19init_engines_kernelEPN14rocrand_device15mrg32k3a_engineEjyy";
/// MRG32k3a's `generate_kernel<unsigned int, mrg_uniform_distribution<unsigned
/// int>>(engines, start_engine_id, data, n, distribution)`.
const MRG_GENERATE: &str = "_ZN12rocrand_host6detailL15generate_kernelIj24mrg_uniform_distributionIjEEEvPN14rocrand_device15mrg32k3a_engineEjPT_mT0_";
/// MRG32k3a's seed: below 2^32, where rocRAND's seeding products are exact.
const MRG_SEED: u64 = 0x89ab_cdef;

/// Sobol32's `generate_kernel<1, unsigned int, sobol_uniform_distribution<
/// unsigned int>>(data, n, direction_vectors, offset, distribution)`.
const SOBOL_GENERATE: &str = "_ZN12rocrand_host6detailL15generate_kernelILj1Ej26sobol_uniform_distributionIjEEEvPT0_mPKjjT1_";

/// MTGP32's `generate_kernel<256, unsigned int, uniform_distribution<
/// unsigned int>>(engines, data, n, distribution)`.
const MTGP_GENERATE: &str = "_ZN12rocrand_host6detailL15generate_kernelILj256Ej20uniform_distributionIjEEEvPN14rocrand_device13mtgp32_engineEPT0_mT1_";
/// MTGP32's engines: one per workgroup of 256 work-items.
const MTGP_GRID: (u64, u64) = (512, 256);

/// Workgroups and work-items per workgroup of rocRAND's Philox generate
/// kernel on AMD GPUs.
const GENERATE_GRID: (u64, u64) = (1024, 256);
/// XORWOW's and MRG32k3a's engines: one per work-item of their fixed grid,
/// which both the init and the generate kernels use.
const ENGINES_GRID: (u64, u64) = (512, 256);

/// Where the first difference is, for a short message.
fn assert_same(what: &str, got: &[u32], want: &[u32]) {
    assert_eq!(got.len(), want.len(), "{what}: length");
    if let Some(i) = (0..got.len()).find(|&i| got[i] != want[i]) {
        panic!(
            "{what}: number {i} is {:#010x}, the host reference {:#010x}",
            got[i], want[i]
        );
    }
}

#[test]
fn philox_reference_gives_random123_known_answers() {
    // Random123's kat_vectors, the three "philox4x32 10" lines: counter,
    // key, expected block.
    let kat = [
        (
            [0u32; 4],
            [0u32; 2],
            [0x6627e8d5, 0xe169c58d, 0xbc57ac4c, 0x9b00dbd8],
        ),
        (
            [u32::MAX; 4],
            [u32::MAX; 2],
            [0x408f276d, 0x41c83b0e, 0xa20bc7c6, 0x6d5451fd],
        ),
        (
            [0x243f6a88, 0x85a308d3, 0x13198a2e, 0x03707344],
            [0xa4093822, 0x299f31d0],
            [0xd16cfe09, 0x94fdcceb, 0x5001e420, 0x24126ea1],
        ),
    ];
    for (ctr, key, want) in kat {
        assert_eq!(
            philox::block(ctr, key),
            want,
            "counter {ctr:x?} key {key:x?}"
        );
    }
}

/// rocRAND's Philox `generate`: one launch of the generate kernel on the
/// engine `philox4x32_10_device_engine(seed, 0, offset)`.
fn philox(target: &str, n: usize, offset: u64, grid: (u64, u64), engine: Engine) {
    let co = code_object(target);
    let out = launch(
        &co,
        PHILOX_GENERATE,
        &[grid.0],
        grid.1,
        vec![
            KernelArg::Bytes(philox::engine_bytes(SEED, offset)),
            KernelArg::Buffer(vec![0; n * 4]),
            KernelArg::U64(n as u64),
            KernelArg::U8(0),
        ],
        engine,
    );
    let want = philox::stream(SEED, offset, n);
    assert_same(
        &format!("philox {target} {engine:?}"),
        &u32s(&out[0]),
        &want,
    );
}

#[test]
fn philox_interp() {
    for t in TARGETS {
        philox(t, N, 0, GENERATE_GRID, Engine::Interp);
    }
}

#[test]
fn philox_jit() {
    for t in TARGETS {
        philox(t, N, 0, GENERATE_GRID, Engine::JIT);
    }
}

#[test]
fn philox_both_after_earlier_numbers() {
    // A later generate call: the host has discarded the numbers of the
    // earlier ones, here not a multiple of 4 (the engine starts inside a
    // block, its substate 2); an odd length leaves a tail. Lockstep runs one
    // wave at a time, so one workgroup: the numbers do not depend on the
    // grid (each work-item skips to its own blocks of four).
    for t in TARGETS {
        philox(t, 2_003, 40_006, (1, 256), Engine::Both);
    }
}

/// A host engine of the generators whose engines an init kernel seeds.
trait HostEngine {
    /// The engine as the device code stores it (24 bytes).
    fn words(&self) -> [u32; 6];
    /// The next number the generate kernel writes.
    fn number(&mut self) -> u32;
}

impl HostEngine for xorwow::State {
    fn words(&self) -> [u32; 6] {
        xorwow::State::words(self)
    }
    fn number(&mut self) -> u32 {
        self.next()
    }
}

impl HostEngine for mrg32k3a::State {
    fn words(&self) -> [u32; 6] {
        mrg32k3a::State::words(self)
    }
    fn number(&mut self) -> u32 {
        mrg32k3a::uint(self.next())
    }
}

/// A generator whose engines an init kernel seeds before its generate
/// kernel runs.
struct Seeded {
    name: &'static str,
    init: &'static str,
    generate: &'static str,
    seed: u64,
}

const XORWOW: Seeded = Seeded {
    name: "xorwow",
    init: XORWOW_INIT,
    generate: XORWOW_GENERATE,
    seed: SEED,
};

const MRG32K3A: Seeded = Seeded {
    name: "mrg32k3a",
    init: MRG_INIT,
    generate: MRG_GENERATE,
    seed: MRG_SEED,
};

/// rocRAND's XORWOW or MRG32k3a `generate` on a fresh generator: the init
/// kernel seeds one engine per work-item of `grid` (subsequence = engine
/// id, offset 0), which must equal `host`; then the generate kernel has
/// work-item `i` write numbers `i`, `i + stride`, ... from engine `i` and
/// store the engine back.
fn init_then_generate<E: HostEngine>(
    g: &Seeded,
    target: &str,
    mut host: Vec<E>,
    n: usize,
    grid: (u64, u64),
    engine: Engine,
) {
    let co = code_object(target);
    let what = format!("{} {target} {engine:?}", g.name);
    let engines = host.len();
    assert_eq!(engines as u64, grid.0 * grid.1);
    let init = launch(
        &co,
        g.init,
        &[grid.0],
        grid.1,
        vec![
            KernelArg::Buffer(vec![0; engines * 24]),
            KernelArg::U32(0),
            KernelArg::U64(g.seed),
            KernelArg::U64(0),
        ],
        engine,
    );
    let words = |h: &[E]| -> Vec<u32> { h.iter().flat_map(|e| e.words()).collect() };
    assert_same(&format!("{what} engines"), &u32s(&init[0]), &words(&host));
    let out = launch(
        &co,
        g.generate,
        &[grid.0],
        grid.1,
        vec![
            KernelArg::Buffer(init[0].clone()),
            KernelArg::U32(0),
            KernelArg::Buffer(vec![0; n * 4]),
            KernelArg::U64(n as u64),
            KernelArg::U8(0),
        ],
        engine,
    );
    let want: Vec<u32> = (0..n).map(|i| host[i % engines].number()).collect();
    assert_same(&what, &u32s(&out[1]), &want);
    assert_same(
        &format!("{what} engines after"),
        &u32s(&out[0]),
        &words(&host),
    );
}

/// rocRAND's XORWOW `generate` on a fresh generator.
fn xorwow(target: &str, n: usize, grid: (u64, u64), engine: Engine) {
    let host = xorwow::engines(SEED, (grid.0 * grid.1) as usize);
    init_then_generate(&XORWOW, target, host, n, grid, engine);
}

#[test]
fn xorwow_interp() {
    for t in TARGETS {
        xorwow(t, N, ENGINES_GRID, Engine::Interp);
    }
}

#[test]
fn xorwow_jit() {
    for t in TARGETS {
        xorwow(t, N, ENGINES_GRID, Engine::JIT);
    }
}

#[test]
fn xorwow_both_small_grid() {
    // Lockstep runs one wave at a time: one wave of engines.
    for t in TARGETS {
        xorwow(t, 1_007, (1, 64), Engine::Both);
    }
}

/// rocRAND's MRG32k3a `generate` on a fresh generator: as XORWOW, each
/// number scaled to 32 bits.
fn mrg(target: &str, n: usize, grid: (u64, u64), engine: Engine) {
    let host = mrg32k3a::engines(MRG_SEED, (grid.0 * grid.1) as usize);
    init_then_generate(&MRG32K3A, target, host, n, grid, engine);
}

#[test]
fn mrg32k3a_interp() {
    for t in TARGETS {
        mrg(t, N, ENGINES_GRID, Engine::Interp);
    }
}

#[test]
fn mrg32k3a_jit() {
    for t in TARGETS {
        mrg(t, N, ENGINES_GRID, Engine::JIT);
    }
}

#[test]
fn mrg32k3a_both_small_grid() {
    for t in TARGETS {
        mrg(t, 1_007, (1, 64), Engine::Both);
    }
}

/// The direction numbers rocRAND's host code copies to the device: its
/// host-side table in librocrand's `.rodata` (dimension after dimension, 32
/// numbers each), found by its first dimension, van der Corput's
/// `2^31, 2^30, ...`, which occurs once there.
fn library_directions(dims: usize) -> Vec<u32> {
    let rodata = device::host_section(device::lib_bytes(), ".rodata");
    let first: Vec<u8> = (0..32)
        .flat_map(|k| (1u32 << (31 - k)).to_le_bytes())
        .collect();
    let at: Vec<usize> = rodata
        .windows(first.len())
        .enumerate()
        .filter(|(i, w)| i % 4 == 0 && *w == first.as_slice())
        .map(|(i, _)| i)
        .collect();
    assert_eq!(at.len(), 1, "van der Corput's numbers in .rodata at {at:?}");
    u32s(&rodata[at[0]..at[0] + dims * 128])
}

#[test]
fn sobol_directions_are_joe_kuo() {
    let d = sobol::DIMENSIONS;
    assert_same(
        "direction numbers",
        &library_directions(d),
        &sobol::directions(d),
    );
}

/// rocRAND's Sobol32 `generate` of `n` numbers in `dims` dimensions from
/// `offset`: `n / dims` points per dimension, dimension `y` written after
/// dimension `y - 1`; blocks as the host computes them (at most 4096 of
/// 256 work-items, split between dimensions, rounded up to a power of two
/// for the leap-frog stride).
fn sobol(target: &str, n: usize, dims: usize, offset: u32, engine: Engine) {
    let co = code_object(target);
    let size = n / dims;
    let blocks = (size.div_ceil(256) as u64).min(4096);
    let blocks_x = blocks.div_ceil(dims as u64).next_power_of_two();
    let v = sobol::directions(dims);
    let out = launch(
        &co,
        SOBOL_GENERATE,
        &[blocks_x, dims as u64],
        256,
        vec![
            KernelArg::Buffer(vec![0; n * 4]),
            KernelArg::U64(size as u64),
            KernelArg::Buffer(v.iter().flat_map(|x| x.to_le_bytes()).collect()),
            KernelArg::U32(offset),
            KernelArg::U8(0),
        ],
        engine,
    );
    let want: Vec<u32> = (0..dims)
        .flat_map(|d| {
            let v = &v[d * 32..d * 32 + 32];
            (0..size as u32).map(move |i| sobol::point(v, offset + i))
        })
        .collect();
    let what = format!("sobol32 {target} {engine:?}");
    assert_same(&what, &u32s(&out[0]), &want);
}

#[test]
fn sobol32_interp() {
    for t in TARGETS {
        sobol(t, N, 4, 0, Engine::Interp);
    }
}

#[test]
fn sobol32_jit() {
    for t in TARGETS {
        sobol(t, N, 4, 0, Engine::JIT);
    }
}

#[test]
fn sobol32_both_after_earlier_points() {
    // A second generate call starts where the first ended (the host adds
    // the points per dimension to the offset).
    for t in TARGETS {
        sobol(t, 600, 3, 1_000, Engine::Both);
    }
}

/// rocRAND's MTGP32 parameter sets: its host table
/// `mtgp32dc_params_fast_11213` in librocrand's `.data`, 512 records of 236
/// bytes, found as the one place where 512 records in a row start with the
/// Mersenne exponent 11213.
fn mtgp_params() -> Vec<mtgp32::Params> {
    let data = device::host_section(device::lib_bytes(), ".data");
    let table = 512 * mtgp32::RECORD;
    let starts = |at: usize| {
        at + table <= data.len()
            && (0..512).all(|i| data[at + i * mtgp32::RECORD..][..4] == 11213u32.to_le_bytes())
    };
    let at: Vec<usize> = (0..data.len()).step_by(4).filter(|&a| starts(a)).collect();
    assert_eq!(at.len(), 1, "the MTGP32 parameter table in .data at {at:?}");
    data[at[0]..at[0] + table]
        .chunks_exact(mtgp32::RECORD)
        .map(mtgp32::Params::parse)
        .collect()
}

#[test]
fn mtgp32_parameter_table_is_found() {
    // Set 0 of MTGP's published parameters for mexp 11213 (the first record
    // of its mtgp32-param-fast table): pos 19, shifts 13 and 4.
    let sets = mtgp_params();
    assert_eq!(sets.len(), 512);
    let p = &sets[0];
    assert_eq!((p.pos, p.sh1, p.sh2), (19, 13, 4));
    assert_eq!(p.tbl[..4], [0, 0x4f90_9277, 0xd506_358c, 0x9a96_a7fb]);
    // Rounds of 256 outputs at once read words up to `pos` ahead of their
    // own, which the round must not be writing: pos <= N - 256 = 95.
    assert!(sets.iter().all(|p| p.mask == sets[0].mask && p.pos < 96));
}

/// rocRAND's MTGP32 `generate` on a fresh generator: the host builds one
/// engine per workgroup (parameter set `i`, seed `(seed ^ seed >> 32) + i +
/// 1`); in each round every work-item of workgroup `b` takes one output of
/// engine `b` (256 consecutive outputs per round) for the number at `b *
/// 256 + t + round * stride`.
fn mtgp(target: &str, n: usize, grid: (u64, u64), engine: Engine) {
    let co = code_object(target);
    let sets = mtgp_params();
    let seed = (SEED ^ (SEED >> 32)) as u32;
    let blocks = grid.0 as usize;
    let engines: Vec<u8> = (0..blocks)
        .flat_map(|i| mtgp32::engine_bytes(&sets, i, seed.wrapping_add(i as u32 + 1)))
        .collect();
    let out = launch(
        &co,
        MTGP_GENERATE,
        &[grid.0],
        grid.1,
        vec![
            KernelArg::Buffer(engines),
            KernelArg::Buffer(vec![0; n * 4]),
            KernelArg::U64(n as u64),
            KernelArg::U8(0),
        ],
        engine,
    );
    let stride = blocks * 256;
    let rounds = n.div_ceil(stride);
    let mut want = vec![0u32; n];
    for (b, set) in sets.iter().take(blocks).enumerate() {
        let o = mtgp32::outputs(set, seed.wrapping_add(b as u32 + 1), rounds * 256);
        for (j, &x) in o.iter().enumerate() {
            let index = b * 256 + j % 256 + j / 256 * stride;
            if index < n {
                want[index] = x;
            }
        }
    }
    assert_same(
        &format!("mtgp32 {target} {engine:?}"),
        &u32s(&out[1]),
        &want,
    );
}

#[test]
fn mtgp32_interp() {
    for t in TARGETS {
        mtgp(t, N, MTGP_GRID, Engine::Interp);
    }
}

#[test]
fn mtgp32_jit() {
    for t in TARGETS {
        mtgp(t, N, MTGP_GRID, Engine::JIT);
    }
}

#[test]
fn mtgp32_both_two_engines() {
    for t in TARGETS {
        mtgp(t, 2_001, (2, 256), Engine::Both);
    }
}
