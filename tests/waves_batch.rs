//! Batches of waves over one shared code cache: every wave's result against a
//! native computation, compilation once per region, faults kept to their wave,
//! and per-wave copy-on-write memory.

use gcnjit::engine::Engine;
use gcnjit::jit::{JitOptions, Tier};
use gcnjit::waves::{run_batch, Batch, BatchOptions};
use gcnjit::{Arch, ErrorKind, Limits, Program, Status, Wave};
use std::collections::HashSet;
use std::sync::Arc;

/// Collatz walk of `id + 1` that also folds every value into an LCG-style hash.
/// in: s0 = wave id. out: s2 = steps to reach 1, s3 = hash.
const COLLATZ_HASH: &str = "
    s_add_u32 s1, s0, 1
    s_mov_b32 s2, 0
    s_mov_b32 s3, s0
loop:
    s_cmp_eq_u32 s1, 1
    s_cbranch_scc1 done
    s_mul_i32 s3, s3, 0x19660d
    s_add_u32 s3, s3, s1
    s_add_u32 s2, s2, 1
    s_bitcmp1_b32 s1, 0
    s_cbranch_scc1 odd
    s_lshr_b32 s1, s1, 1
    s_branch loop
odd:
    s_mul_i32 s1, s1, 3
    s_add_u32 s1, s1, 1
    s_branch loop
done:
    s_endpgm
";

/// (Collatz steps, hash, guest instructions) computed natively. Instructions:
/// 3 before the loop; each iteration runs the 2-instruction test, 5 more, then
/// 2 on the even path or 3 on the odd one; the last test (2) and s_endpgm.
fn native_collatz_hash(id: u32) -> (u32, u32, u64) {
    let (mut x, mut steps, mut h) = (id + 1, 0u32, id);
    let mut insts = 3u64;
    while x != 1 {
        h = h.wrapping_mul(1_664_525).wrapping_add(x);
        steps += 1;
        insts += 7;
        if x & 1 == 1 {
            x = x.wrapping_mul(3).wrapping_add(1);
            insts += 3;
        } else {
            x >>= 1;
            insts += 2;
        }
    }
    (steps, h, insts + 3)
}

const WAVES: usize = 10_000;

fn opts(threads: usize, threshold: u32) -> BatchOptions {
    BatchOptions {
        threads,
        engine: Engine::Jit { threshold },
        jit: JitOptions {
            verify: true,
            keep_clif: true,
            // Short waves: without this every wave would end inside the
            // interpreter's prefix and nothing would be compiled.
            interp_steps: 0,
            ..JitOptions::default()
        },
        limits: Limits::default(),
    }
}

fn id_wave(i: usize) -> Wave {
    let mut w = Wave::new(Arch::Gfx9);
    w.state.sgpr[0] = i as u32;
    w
}

/// Runs 10,000 waves and checks every one against the native computation, and
/// that no region entry was compiled twice in one tier. Returns the number of
/// first compiles (tier-ups not counted).
fn check_collatz_batch(threads: usize, threshold: u32) -> u64 {
    let p = Program::from_asm(Arch::Gfx9, COLLATZ_HASH, 0).unwrap();
    let batch = Batch::new(&p, &opts(threads, threshold)).unwrap();
    assert_eq!(batch.threads(), threads);
    let results = batch.run_indexed(0..WAVES, id_wave);
    assert_eq!(results.len(), WAVES);
    for (i, r) in results.iter().enumerate() {
        let (steps, hash, insts) = native_collatz_hash(i as u32);
        assert_eq!(r.outcome.status, Status::Endpgm, "wave {i}");
        assert_eq!(r.outcome.steps, insts, "wave {i}");
        assert_eq!(r.wave.state.sgpr[0], i as u32, "wave {i}");
        assert_eq!(r.wave.state.sgpr[1], 1, "wave {i}");
        assert_eq!(r.wave.state.sgpr[2], steps, "wave {i}");
        assert_eq!(r.wave.state.sgpr[3], hash, "wave {i}");
        // s_endpgm follows 15 one-word instructions, one of which carries a
        // literal dword (0x19660d): 16 words.
        assert_eq!(r.wave.state.pc, 64, "wave {i}");
    }
    let jit = batch.jit().expect("the host runs the JIT");
    let stats = jit.stats();
    let clif = jit.clif();
    // Each entry is compiled at most once per tier (the CLIF's first line
    // names the tier).
    for tier in [Tier::Baseline, Tier::First, Tier::Optimized] {
        let entries: Vec<u64> = clif
            .iter()
            .filter(|(_, t)| t.starts_with(&format!("; {}", tier.name())))
            .map(|(pc, _)| *pc)
            .collect();
        let unique: HashSet<u64> = entries.iter().copied().collect();
        assert_eq!(
            unique.len(),
            entries.len(),
            "a region compiled twice in the {}: {entries:x?}",
            tier.name()
        );
    }
    assert_eq!(stats.compiles, clif.len() as u64, "{stats:?}");
    if threshold == 0 {
        // One region holds the whole program: each wave enters it once and
        // never leaves it before s_endpgm, but for the first-tier code's
        // exits at its tier-up (at most one per thread).
        assert!(stats.region_entries >= WAVES as u64, "{stats:?}");
        assert!(
            stats.region_entries <= (WAVES + threads) as u64,
            "{stats:?}"
        );
        assert_eq!(stats.interp_steps, 0, "{stats:?}");
    }
    stats.compiles - stats.tier_ups
}

#[test]
fn ten_thousand_waves_one_thread_compile_once() {
    // Threshold 0: the whole program is one region, entered at pc 0.
    assert_eq!(check_collatz_batch(1, 0), 1);
}

#[test]
fn ten_thousand_waves_two_threads_compile_once() {
    // Both workers reach pc 0 at once with nothing compiled: still one compile.
    assert_eq!(check_collatz_batch(2, 0), 1);
}

#[test]
fn tiering_is_shared_between_waves() {
    // With a threshold, the first waves are interpreted and later ones run the
    // regions the earlier waves made hot; each entry is still compiled once.
    for threads in [1, 2] {
        let n = check_collatz_batch(threads, 50);
        assert!(n >= 1, "{n}");
    }
}

/// Loads this wave's dword of a shared buffer, adds the wave id and stores it
/// back; odd waves point 1 MiB past the buffer and fault on the load.
/// in: s0 = wave id, s[2:3] = buffer.
const LOAD_STORE: &str = "
    s_and_b32 s4, s0, 1
    s_lshl_b32 s4, s4, 20
    s_lshl_b32 s5, s0, 2
    s_add_u32 s5, s5, s4
    s_add_u32 s2, s2, s5
    s_addc_u32 s3, s3, 0
    s_load_dword s6, s[2:3], 0x0
    s_waitcnt lgkmcnt(0)
    s_add_u32 s6, s6, s0
    s_store_dword s6, s[2:3], 0x0
    s_waitcnt lgkmcnt(0)
    s_endpgm
";

const BUF: u64 = 0x8000;

fn buffer_dword(i: usize) -> u32 {
    0x1000_0000 + 0x111 * i as u32
}

fn check_faults(engine: Engine, threads: usize) {
    const N: usize = 300;
    let p = Program::from_asm(Arch::Gfx9, LOAD_STORE, 0).unwrap();
    let mut base = Wave::new(Arch::Gfx9);
    base.state.write64(2, BUF);
    let bytes: Vec<u8> = (0..N).flat_map(|i| buffer_dword(i).to_le_bytes()).collect();
    base.mem.map(BUF, bytes.clone()).unwrap();
    let shared = Arc::clone(&base.mem.regions[0].data);
    let o = BatchOptions {
        engine,
        ..opts(threads, 0)
    };
    let waves: Vec<Wave> = (0..N)
        .map(|i| {
            let mut w = base.clone();
            w.state.sgpr[0] = i as u32;
            w
        })
        .collect();
    let results = run_batch(&p, waves, &o).unwrap();
    assert_eq!(results.len(), N);
    for (i, r) in results.iter().enumerate() {
        let data = &r.wave.mem.regions[0].data;
        if i % 2 == 1 {
            // s_load_dword is the 7th instruction, at 4 * 6 = 0x18.
            let Status::Error(e) = &r.outcome.status else {
                panic!("wave {i}: {:?}", r.outcome)
            };
            assert_eq!(e.kind, ErrorKind::Memory, "wave {i}");
            assert_eq!(e.pc, 0x18, "wave {i}");
            assert_eq!(r.wave.state.pc, 0x18, "wave {i}");
            assert_eq!(r.outcome.steps, 6, "wave {i}");
            assert!(r.faulted());
            assert_eq!(r.wave.state.read64(2), BUF + (1 << 20) + 4 * i as u64);
            // No store: the wave still shares the base image.
            assert!(Arc::ptr_eq(data, &shared), "wave {i} copied memory");
        } else {
            // Seven 4-byte instructions, then the 8-byte SMEM load and store.
            assert_eq!(r.outcome.status, Status::Endpgm, "wave {i}");
            assert_eq!(r.outcome.steps, 12, "wave {i}");
            assert_eq!(r.wave.state.pc, 6 * 4 + 8 + 4 + 4 + 8 + 4, "wave {i}");
            assert!(!r.faulted());
            let want = buffer_dword(i).wrapping_add(i as u32);
            assert_eq!(r.wave.state.sgpr[6], want, "wave {i}");
            // Its own copy holds its store and nobody else's.
            for (j, c) in data.chunks_exact(4).enumerate() {
                let v = u32::from_le_bytes([c[0], c[1], c[2], c[3]]);
                let expect = if j == i { want } else { buffer_dword(j) };
                assert_eq!(v, expect, "wave {i} sees dword {j}");
            }
        }
    }
    // The shared image is untouched.
    assert_eq!(*shared, bytes);
}

#[test]
fn faults_stay_with_their_wave_jit() {
    check_faults(Engine::Jit { threshold: 0 }, 2);
    check_faults(Engine::Jit { threshold: 0 }, 1);
}

#[test]
fn faults_stay_with_their_wave_interp() {
    check_faults(Engine::Interp, 2);
}

#[test]
fn step_limit_ends_only_the_looping_waves() {
    // Waves whose id is a multiple of 3 spin forever; the rest end at once.
    let p = Program::from_asm(
        Arch::Gfx9,
        "
        s_cmp_eq_u32 s1, 0
        s_cbranch_scc0 done
    spin:
        s_branch spin
    done:
        s_endpgm
    ",
        0,
    )
    .unwrap();
    let o = BatchOptions {
        limits: Limits { max_steps: 1000 },
        ..opts(2, 0)
    };
    let batch = Batch::new(&p, &o).unwrap();
    let results = batch.run_indexed(0..999, |i| {
        let mut w = Wave::new(Arch::Gfx9);
        w.state.sgpr[1] = (i % 3) as u32;
        w
    });
    for (i, r) in results.iter().enumerate() {
        if i % 3 == 0 {
            let Status::Error(e) = &r.outcome.status else {
                panic!("wave {i}: {:?}", r.outcome)
            };
            assert_eq!(e.kind, ErrorKind::StepLimit, "wave {i}");
            assert_eq!(e.pc, 8, "wave {i}");
            assert_eq!(r.outcome.steps, 1000, "wave {i}");
        } else {
            assert_eq!(r.outcome.status, Status::Endpgm, "wave {i}");
            assert_eq!(r.outcome.steps, 3, "wave {i}");
            assert_eq!(r.wave.state.pc, 12, "wave {i}");
        }
    }
}

/// Priority changes are left to the interpreter at a region exit, so they
/// split the program into regions; odd and even waves take different paths.
/// in: s0 = wave id. out: s3 = id + 100 (odd) or id + 7 (even).
const SPLIT: &str = "
    s_and_b32 s1, s0, 1
    s_setprio 1
    s_cmp_eq_u32 s1, 0
    s_cbranch_scc1 even
    s_add_u32 s3, s0, 100
    s_setprio 2
    s_endpgm
even:
    s_add_u32 s3, s0, 7
    s_setprio 3
    s_endpgm
";

#[test]
fn each_region_entry_compiles_once_across_paths() {
    let p = Program::from_asm(Arch::Gfx9, SPLIT, 0).unwrap();
    let batch = Batch::new(&p, &opts(2, 0)).unwrap();
    let results = batch.run_indexed(0..WAVES, id_wave);
    for (i, r) in results.iter().enumerate() {
        let odd = i % 2 == 1;
        assert_eq!(r.outcome.status, Status::Endpgm, "wave {i}");
        assert_eq!(r.outcome.steps, 7, "wave {i}");
        // Addresses: 0, 4 (s_setprio), 8, 12, 16 (8 bytes: 100 is a literal),
        // 24 (s_setprio), 28 (s_endpgm); even: 32, 36 (s_setprio), 40 (s_endpgm).
        assert_eq!(r.wave.state.pc, if odd { 28 } else { 40 }, "wave {i}");
        let add = if odd { 100 } else { 7 };
        assert_eq!(r.wave.state.sgpr[3], i as u32 + add, "wave {i}");
    }
    let jit = batch.jit().unwrap();
    // Regions start at the entry and after each interpreted s_setprio: 0, 8
    // (holding both paths up to their s_setprio), 28 and 40.
    let mut entries: Vec<u64> = jit.clif().iter().map(|(pc, _)| *pc).collect();
    entries.sort_unstable();
    assert_eq!(entries, vec![0, 8, 28, 40]);
    let s = jit.stats();
    assert_eq!(s.compiles, 4, "{s:?}");
    // Per wave: three regions entered, two s_setprio interpreted.
    let n = WAVES as u64;
    assert_eq!(s.region_entries, 3 * n, "{s:?}");
    assert_eq!(s.fallbacks, 2 * n, "{s:?}");
    assert_eq!(s.interp_steps, 2 * n, "{s:?}");
}
