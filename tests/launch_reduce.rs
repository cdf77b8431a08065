//! A scalar reduction kernel launched over 10,000 waves: it reads its
//! arguments through the kernarg pointer, sums and xors its slice of an input
//! buffer with scalar loads and, on gfx8/gfx9, writes both with a scalar store
//! to a shared output buffer (and on gfx9 adds its sum to a shared counter
//! with a scalar atomic). On gfx6/gfx7, which have no scalar stores, the
//! results are checked in the final SGPRs. Everything is checked against a
//! reduction in plain Rust.

mod launch_util;

use gcnjit::engine::Engine;
use gcnjit::launch::{KernelArg, Shard};
use gcnjit::waves::{Batch, BatchOptions};
use gcnjit::{Arch, Status};
use launch_util::*;

/// Elements each wave reduces (a multiple of 4: one dwordx4 load a step).
const M: u32 = 16;
/// Waves (one 64-lane workgroup each).
const WAVES: u64 = 10_000;

/// The kernel for `arch`: arguments (in: buffer, m: u32, out: buffer,
/// counter: buffer), `s[0:1]` the kernarg pointer, `s2` the workgroup id.
/// Sum in s14, xor in s15.
fn kernel_source(arch: Arch) -> String {
    // SMRD (gfx6/7) immediate offsets count dwords; SMEM (gfx8/9) bytes.
    let off = |bytes: u32| {
        if matches!(arch, Arch::Gfx6 | Arch::Gfx7) {
            bytes / 4
        } else {
            bytes
        }
    };
    let store = match arch {
        Arch::Gfx8 | Arch::Gfx9 => {
            "  s_lshl_b32 s20, s2, 3\n  s_add_u32 s8, s8, s20\n  s_addc_u32 s9, s9, 0\n  \
             s_store_dwordx2 s[14:15], s[8:9], 0x0\n"
        }
        _ => "",
    };
    let atomic = if arch == Arch::Gfx9 {
        "  s_atomic_add s14, s[10:11], 0x0\n"
    } else {
        ""
    };
    let body = format!(
        "  s_load_dwordx2 s[4:5], s[0:1], 0x{:x}
  s_load_dword s6, s[0:1], 0x{:x}
  s_load_dwordx2 s[8:9], s[0:1], 0x{:x}
  s_load_dwordx2 s[10:11], s[0:1], 0x{:x}
  s_waitcnt lgkmcnt(0)
  s_mul_i32 s12, s2, s6
  s_lshl_b32 s12, s12, 2
  s_add_u32 s4, s4, s12
  s_addc_u32 s5, s5, 0
  s_mov_b32 s13, s6
  s_mov_b32 s14, 0
  s_mov_b32 s15, 0
loop:
  s_load_dwordx4 s[16:19], s[4:5], 0x0
  s_waitcnt lgkmcnt(0)
  s_add_u32 s14, s14, s16
  s_add_u32 s14, s14, s17
  s_add_u32 s14, s14, s18
  s_add_u32 s14, s14, s19
  s_xor_b32 s15, s15, s16
  s_xor_b32 s15, s15, s17
  s_xor_b32 s15, s15, s18
  s_xor_b32 s15, s15, s19
  s_add_u32 s4, s4, 16
  s_addc_u32 s5, s5, 0
  s_sub_u32 s13, s13, 4
  s_cmp_lg_u32 s13, 0
  s_cbranch_scc1 loop
{store}{atomic}  s_waitcnt lgkmcnt(0)
  s_endpgm",
        off(0),
        off(8),
        off(16),
        off(24)
    );
    source(
        &body,
        "  .amdhsa_user_sgpr_kernarg_segment_ptr 1\n  .amdhsa_kernarg_size 32",
    )
}

fn input() -> Vec<u32> {
    // A fixed pseudo-random sequence (an LCG), so sums wrap and xors mix.
    let mut x = 12345u32;
    (0..WAVES as u32 * M)
        .map(|_| {
            x = x.wrapping_mul(1_664_525).wrapping_add(1_013_904_223);
            x
        })
        .collect()
}

/// (sum, xor) of every wave's slice, in plain Rust.
fn reference(data: &[u32]) -> Vec<(u32, u32)> {
    data.chunks(M as usize)
        .map(|c| {
            (
                c.iter().fold(0u32, |a, &v| a.wrapping_add(v)),
                c.iter().fold(0u32, |a, &v| a ^ v),
            )
        })
        .collect()
}

fn bytes(words: &[u32]) -> Vec<u8> {
    words.iter().flat_map(|w| w.to_le_bytes()).collect()
}

fn words(b: &[u8]) -> Vec<u32> {
    b.chunks(4)
        .map(|c| u32::from_le_bytes(c.try_into().unwrap()))
        .collect()
}

fn launch(arch: Arch, engine: Engine, link: bool) {
    let tag = format!("reduce-{arch:?}-{}", link as u8);
    let elf = build(arch, &kernel_source(arch), link, &tag);
    let k = kernel(arch, &elf, "k");
    let data = input();
    let want = reference(&data);
    let args = vec![
        KernelArg::Buffer(bytes(&data)),
        KernelArg::U32(M),
        KernelArg::Buffer(vec![0; 8 * WAVES as usize]),
        KernelArg::Buffer(vec![0; 4]),
    ];
    let d = dispatch(arch, &k, &[64 * WAVES], &[64], args);
    assert_eq!(d.grid.waves(), WAVES);
    let batch = Batch::new(
        &k.program,
        &BatchOptions {
            threads: 2,
            engine,
            ..BatchOptions::default()
        },
    )
    .unwrap();
    let plan = d.plan(Shard::ALL);
    let finals = d.run(&batch, &plan, 0..plan.waves, |id, o, w| {
        assert_eq!(o.status, Status::Endpgm, "{arch:?} wave {}", id.global);
        (id.workgroup.id[0], w.state.sgpr[14], w.state.sgpr[15])
    });
    for (i, (g, sum, xor)) in finals.iter().enumerate() {
        assert_eq!(*g as usize, i);
        assert_eq!((*sum, *xor), want[i], "{arch:?}: SGPRs of wave {i}");
    }
    if matches!(arch, Arch::Gfx8 | Arch::Gfx9) {
        let out = words(&d.buffer_bytes(1).unwrap());
        let flat: Vec<u32> = want.iter().flat_map(|&(s, x)| [s, x]).collect();
        assert_eq!(out, flat, "{arch:?}: the output buffer");
    }
    let counter = words(&d.buffer_bytes(2).unwrap())[0];
    let total = if arch == Arch::Gfx9 {
        want.iter().fold(0u32, |a, &(s, _)| a.wrapping_add(s))
    } else {
        0
    };
    assert_eq!(counter, total, "{arch:?}: the atomic counter");
    // The input is unchanged.
    assert_eq!(d.buffer_bytes(0).unwrap(), bytes(&data));
}

#[test]
fn reduce_gfx9_jit() {
    launch(Arch::Gfx9, Engine::JIT, true);
}

#[test]
fn reduce_gfx9_interp() {
    launch(Arch::Gfx9, Engine::Interp, false);
}

#[test]
fn reduce_gfx8_jit() {
    launch(Arch::Gfx8, Engine::Jit { threshold: 0 }, true);
}

#[test]
fn reduce_gfx8_interp() {
    launch(Arch::Gfx8, Engine::Interp, false);
}

#[test]
fn reduce_gfx7_through_sgprs() {
    launch(Arch::Gfx7, Engine::JIT, true);
}

#[test]
fn reduce_gfx6_through_sgprs() {
    launch(Arch::Gfx6, Engine::JIT, false);
}

/// The shards' waves, concatenated, are the whole dispatch's waves.
#[test]
fn shards_concatenate_to_the_whole() {
    let arch = Arch::Gfx9;
    let elf = build(arch, &kernel_source(arch), true, "reduce-shards");
    let k = kernel(arch, &elf, "k");
    let data: Vec<u32> = input()[..(M * 37) as usize].to_vec();
    let args = || {
        vec![
            KernelArg::Buffer(bytes(&data)),
            KernelArg::U32(M),
            KernelArg::Buffer(vec![0; 8 * 37]),
            KernelArg::Buffer(vec![0; 4]),
        ]
    };
    let batch = Batch::new(
        &k.program,
        &BatchOptions {
            threads: 2,
            ..BatchOptions::default()
        },
    )
    .unwrap();
    let run = |shard: Shard| {
        let d = dispatch(arch, &k, &[64 * 37], &[64], args());
        let plan = d.plan(shard);
        d.run(&batch, &plan, 0..plan.waves, |id, o, w| {
            (id.global, id.workgroup.id, o, w.state)
        })
    };
    let whole = run(Shard::ALL);
    assert_eq!(whole.len(), 37);
    for n in 1..=4 {
        let parts: Vec<_> = (0..n)
            .flat_map(|i| run(Shard { index: i, count: n }))
            .collect();
        assert_eq!(parts, whole, "{n} shards");
    }
}

/// `--engine both` on shared buffers: one thread, each wave compared
/// against a private copy; the buffers end as with one engine.
#[test]
fn lockstep_on_shared_buffers() {
    let arch = Arch::Gfx9;
    let elf = build(arch, &kernel_source(arch), true, "reduce-both");
    let k = kernel(arch, &elf, "k");
    let data: Vec<u32> = input()[..(M * 50) as usize].to_vec();
    let want = reference(&data);
    let args = vec![
        KernelArg::Buffer(bytes(&data)),
        KernelArg::U32(M),
        KernelArg::Buffer(vec![0; 8 * 50]),
        KernelArg::Buffer(vec![0; 4]),
    ];
    let d = dispatch(arch, &k, &[64 * 50], &[64], args);
    let batch = Batch::new(
        &k.program,
        &BatchOptions {
            threads: 1,
            engine: Engine::Both,
            ..BatchOptions::default()
        },
    )
    .unwrap();
    let plan = d.plan(Shard::ALL);
    for o in d.run(&batch, &plan, 0..plan.waves, |_, o, _| o) {
        assert_eq!(o.status, Status::Endpgm);
    }
    let out = words(&d.buffer_bytes(1).unwrap());
    let flat: Vec<u32> = want.iter().flat_map(|&(s, x)| [s, x]).collect();
    assert_eq!(out, flat);
    // The atomic ran once per wave, not once per engine.
    let total = want.iter().fold(0u32, |a, &(s, _)| a.wrapping_add(s));
    assert_eq!(words(&d.buffer_bytes(2).unwrap())[0], total);
}
