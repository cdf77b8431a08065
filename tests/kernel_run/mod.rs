//! Launching the compiled kernels of tests/kernels/obj (`NAME.CPU.co`, built
//! by scripts/build-kernels) through the library, as `gcnjit launch` does,
//! on a chosen engine; their outputs are compared with host references in
//! the test files.

#![allow(dead_code)]

use gcnjit::code_object::CodeObject;
use gcnjit::engine::Engine;
use gcnjit::launch::{Dispatch, DispatchSpec, Grid, KernelArg, Shard};
use gcnjit::waves::{Batch, BatchOptions};
use gcnjit::Status;
use std::path::PathBuf;

/// The targets every OpenCL kernel is built for.
pub const CL_CPUS: [&str; 5] = ["tahiti", "hawaii", "gfx803", "gfx900", "gfx906"];

/// The engines each kernel runs on.
pub const ENGINES: [Engine; 3] = [Engine::Interp, Engine::JIT, Engine::Both];

pub fn path(name: &str, cpu: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/kernels/obj")
        .join(format!("{name}.{cpu}.co"))
}

/// Runs kernel `kernel` of `NAME.CPU.co` over `grid` in workgroups of
/// `block` and returns the final bytes of every buffer argument, in order.
/// Every wave must end with `s_endpgm`.
pub fn launch(
    name: &str,
    cpu: &str,
    kernel: &str,
    grid: &[u64],
    block: &[u64],
    args: Vec<KernelArg>,
    engine: Engine,
) -> Vec<Vec<u8>> {
    let p = path(name, cpu);
    let bytes = std::fs::read(&p).unwrap_or_else(|e| panic!("{}: {e}", p.display()));
    let co = CodeObject::parse(&bytes, &p.display().to_string()).unwrap();
    let grid = Grid::new(grid, block).unwrap();
    launch_in(&co, kernel, grid, args, engine, &format!("{name}.{cpu}"))
}

/// Runs kernel `kernel` of the code object `co` over `grid` and returns the
/// final bytes of every buffer argument, in order. Every wave must end with
/// `s_endpgm`; `what` names the run in a failure.
pub fn launch_in(
    co: &CodeObject,
    kernel: &str,
    grid: Grid,
    args: Vec<KernelArg>,
    engine: Engine,
    what: &str,
) -> Vec<Vec<u8>> {
    let k = co.kernel(kernel).unwrap().clone();
    let buffers = args
        .iter()
        .filter(|a| matches!(a, KernelArg::Buffer(_)))
        .count();
    let d = Dispatch::new(DispatchSpec {
        arch: co.arch,
        descriptor: k.descriptor,
        kd_address: k.kd_address,
        entry: k.entry,
        grid,
        args,
        memory: co.memory(),
        metadata: co.kernel_metadata(kernel).cloned(),
    })
    .unwrap();
    let program = co.program();
    let batch = Batch::new(
        &program,
        &BatchOptions {
            threads: if engine == Engine::Both { 1 } else { 2 },
            engine,
            ..BatchOptions::default()
        },
    )
    .unwrap();
    let plan = d.plan(Shard::ALL);
    let results = d.run(&batch, &plan, 0..plan.waves, |id, o, _| (id.global, o));
    for (wave, o) in results {
        assert_eq!(
            o.status,
            Status::Endpgm,
            "{what} on {engine:?}: wave {wave}"
        );
    }
    (0..buffers).map(|i| d.buffer_bytes(i).unwrap()).collect()
}

pub fn f32s(b: &[u8]) -> Vec<f32> {
    b.chunks_exact(4)
        .map(|c| f32::from_le_bytes(c.try_into().unwrap()))
        .collect()
}

pub fn u32s(b: &[u8]) -> Vec<u32> {
    b.chunks_exact(4)
        .map(|c| u32::from_le_bytes(c.try_into().unwrap()))
        .collect()
}

pub fn u64s(b: &[u8]) -> Vec<u64> {
    b.chunks_exact(8)
        .map(|c| u64::from_le_bytes(c.try_into().unwrap()))
        .collect()
}

pub fn bytes_of<T: Copy>(v: &[T], f: impl Fn(T) -> Vec<u8>) -> Vec<u8> {
    v.iter().flat_map(|&x| f(x)).collect()
}

/// A reproducible stream of values (splitmix64).
pub struct Rng(pub u64);

impl Rng {
    pub fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
    pub fn u32(&mut self) -> u32 {
        self.next() as u32
    }
}

/// The targets every HIP kernel is built for.
pub const HIP_CPUS: [&str; 3] = ["gfx803", "gfx900", "gfx906"];

/// Runs kernel `kernel` of `NAME.CPU.co` for each of `cpus` on every engine
/// with a fresh copy of `args`, handing the final buffers to `check`.
/// Kernels listed in `waiting` as (object `NAME`, kernel, targets, reason)
/// are left out of those targets (`"*"` every one, `"gfx8+"` gfx803, gfx900
/// and gfx906, or one name) with a note on standard error: they need a
/// feature that is still being built (docs/semantics.md §11).
#[allow(clippy::too_many_arguments)]
pub fn each(
    name: &str,
    kernel: &str,
    cpus: &[&str],
    grid: &[u64],
    block: &[u64],
    args: &[KernelArg],
    waiting: &[(&str, &str, &str, &str)],
    mut check: impl FnMut(&str, Engine, Vec<Vec<u8>>),
) {
    for &cpu in cpus {
        let target = |c: &str| c == "*" || c == cpu || (c == "gfx8+" && cpu.starts_with("gfx"));
        if let Some((_, _, _, why)) = waiting
            .iter()
            .find(|(o, k, c, _)| *o == name && *k == kernel && target(c))
        {
            eprintln!("{name}.{cpu} {kernel}: waiting ({why})");
            continue;
        }
        for e in ENGINES {
            check(
                cpu,
                e,
                launch(name, cpu, kernel, grid, block, args.to_vec(), e),
            );
        }
    }
}

/// The little-endian bytes of a slice of plain numbers.
pub fn le<T: Copy, const N: usize>(v: &[T], f: impl Fn(T) -> [u8; N]) -> Vec<u8> {
    v.iter().flat_map(|&x| f(x)).collect()
}

/// A buffer argument holding `v`.
pub fn buf<T: Copy, const N: usize>(v: &[T], f: impl Fn(T) -> [u8; N]) -> KernelArg {
    KernelArg::Buffer(le(v, f))
}

/// Splits bytes into values of `N` bytes.
pub fn from_le<T, const N: usize>(b: &[u8], f: impl Fn([u8; N]) -> T) -> Vec<T> {
    b.chunks_exact(N)
        .map(|c| f(c.try_into().unwrap()))
        .collect()
}
