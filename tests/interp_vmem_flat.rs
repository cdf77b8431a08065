//! FLAT to the LDS and private apertures, SCRATCH, and d16 loads and
//! stores (docs/semantics.md, "FLAT apertures and SCRATCH" and "d16
//! accesses"), against values derived by hand: an aperture is the 2^32
//! bytes whose high half is SH_MEM_BASES' field << 16 (AMDGPUUsage, "Address
//! Spaces"); private memory interleaves the dwords of the 64 lanes, so byte
//! `p` of lane `l` is at `base + p / 4 * 256 + 4 * l + p % 4` (the scratch
//! V#'s swizzle: element size 4, index stride 64). The launch tests check
//! that a FLAT private store and a MUBUF scratch load of the same kernel
//! meet, and that FLAT and DS see one LDS, on gfx8 (apertures from the
//! queue object) and gfx9 (`src_*_base`).

mod launch_util;
mod vector_run;

use gcnjit::launch::{KernelArg, Shard, HIDDEN_PRIVATE_BASE, SH_MEM_BASES};
use gcnjit::waves::{Batch, BatchOptions};
use gcnjit::{Arch, ErrorKind, Status, Wave};
use launch_util::*;
use vector_run::lanes;
const SH_MEM: usize = 15;
/// Where the tests put a wave's private memory (gfx9 FLAT_SCRATCH).
const SCRATCH: u64 = 0x4000_0000;
/// A global buffer.
const GLOBAL: u64 = 0x1_0000;
const LDS_HI: u32 = 0x0001_0000;
const PRIV_HI: u32 = 0x0002_0000;

/// Runs `body` on every engine (tests/vector_run) from a wave with EXEC
/// full, M0 -1, the launch's SH_MEM_BASES, private memory at `SCRATCH` and a
/// global buffer at `GLOBAL`, then `init`.
fn run_any(arch: Arch, body: &str, init: impl Fn(&mut Wave)) -> (Wave, Status) {
    vector_run::run_all(arch, body, |w| {
        w.state.set_exec(u64::MAX);
        w.state.sgpr[124] = u32::MAX;
        w.state.hwreg[SH_MEM] = SH_MEM_BASES;
        w.mem.map(SCRATCH, vec![0; 8192]).unwrap();
        w.mem.map(GLOBAL, vec![0; 4096]).unwrap();
        init(w);
    })
}

/// [`run_any`] that must end at `s_endpgm`.
fn run(arch: Arch, body: &str, init: impl Fn(&mut Wave)) -> Wave {
    let (w, s) = run_any(arch, body, init);
    assert_eq!(s, Status::Endpgm, "{body}");
    w
}

/// gfx9's FLAT_SCRATCH pair (s102:s103) holds the private memory's address.
fn flat_scratch_gfx9(w: &mut Wave) {
    w.state.sgpr[102] = SCRATCH as u32;
    w.state.sgpr[103] = (SCRATCH >> 32) as u32;
}

/// Byte `p` of lane `l` in private memory at `base`.
fn swz(base: u64, p: u64, l: u64) -> u64 {
    base + p / 4 * 256 + 4 * l + p % 4
}

#[test]
fn aperture_sources_read_sh_mem_bases() {
    let body = "s_mov_b32 s0, src_shared_base\ns_mov_b32 s1, src_shared_limit\n\
                s_mov_b32 s2, src_private_base\ns_mov_b32 s3, src_private_limit\n\
                s_mov_b32 s4, src_pops_exiting_wave_id\nv_mov_b32 v0, src_private_base\n\
                v_add_u32 v1, src_shared_base, v0\ns_getreg_b32 s5, hwreg(HW_REG_SH_MEM_BASES)";
    let w = run(Arch::Gfx9, body, |_| {});
    assert_eq!(
        &w.state.sgpr[..6],
        &[LDS_HI, LDS_HI, PRIV_HI, PRIV_HI, 0, 0x0001_0002]
    );
    assert_eq!((w.vgpr.get(0, 5), w.vgpr.get(1, 5)), (PRIV_HI, 0x0003_0000));
    // Without apertures (a `run` wave's default) the sources read 0.
    let w = run(Arch::Gfx9, body, |w| w.state.hwreg[SH_MEM] = 0);
    assert_eq!(&w.state.sgpr[..6], &[0; 6]);
}

#[test]
fn flat_reaches_the_lds_through_its_aperture() {
    // Lane l stores l + 100 at LDS byte 4 * l, then the even lanes load it
    // back; lane 63's address 0xFFFC + 4 is past the 64 KiB LDS (dropped,
    // reads 0). The odd lanes keep v3.
    let w = run(
        Arch::Gfx9,
        "flat_store_dword v[0:1], v2 offset:4\ns_mov_b32 exec_lo, 0x55555555\n\
         s_mov_b32 exec_hi, 0x55555555\nflat_load_dword v3, v[0:1] offset:4",
        |w| {
            lanes(w, 0, |l| if l == 63 { 0xFFFC } else { 4 * l as u32 });
            lanes(w, 1, |_| LDS_HI);
            lanes(w, 2, |l| l as u32 + 100);
            lanes(w, 3, |_| 0xDEAD);
        },
    );
    for l in 0..64usize {
        if l < 63 {
            assert_eq!(w.lds.read_u32(4 + 4 * l as u32), Some(l as u32 + 100));
        }
        let want3 = match l {
            _ if l % 2 == 1 => 0xDEAD,
            _ => l as u32 + 100,
        };
        assert_eq!(w.vgpr.get(3, l), want3, "lane {l}");
    }
    // Nothing reached global memory or LDS byte 0.
    assert_eq!(w.lds.read_u32(0), Some(0));
    assert_eq!(w.mem.read_u32(4), None);
}

#[test]
fn flat_to_the_private_aperture_is_swizzled_per_lane() {
    // Lane l stores the pair (l, l + 64) at private byte 4 and a byte at
    // private byte 2; lanes 0..3 only (EXEC).
    let w = run(
        Arch::Gfx9,
        "s_mov_b64 exec, 15\nflat_store_dwordx2 v[0:1], v[2:3] offset:4\n\
         flat_store_byte v[0:1], v2 offset:2\nflat_load_dwordx2 v[4:5], v[0:1] offset:4\n\
         flat_load_ushort v6, v[0:1] offset:2",
        |w| {
            flat_scratch_gfx9(w);
            lanes(w, 0, |_| 0);
            lanes(w, 1, |_| PRIV_HI);
            lanes(w, 2, |l| l as u32 | 0x80);
            lanes(w, 3, |l| l as u32 + 64);
        },
    );
    for l in 0..4u64 {
        let lo = swz(SCRATCH, 4, l);
        let hi = swz(SCRATCH, 8, l);
        assert_eq!(hi - lo, 256);
        assert_eq!(w.mem.read_u32(lo), Some(l as u32 | 0x80));
        assert_eq!(w.mem.read_u32(hi), Some(l as u32 + 64));
        assert_eq!(w.mem.read_u8(swz(SCRATCH, 2, l)), Some(l as u8 | 0x80));
        let lu = l as usize;
        assert_eq!(
            (w.vgpr.get(4, lu), w.vgpr.get(5, lu)),
            (l as u32 | 0x80, l as u32 + 64)
        );
        // The ushort at bytes 2..3 of the lane's first dword.
        assert_eq!(w.vgpr.get(6, lu), l as u32 | 0x80);
    }
    assert_eq!(w.mem.read_u32(swz(SCRATCH, 4, 4)), Some(0), "lane 4 is off");
}

#[test]
fn flat_private_on_gfx7_and_gfx8_counts_from_the_hidden_base() {
    // FLAT_SCRATCH_HI = 0x100: the private memory is 0x100 * 256 = 64 KiB
    // past the hidden private base; FLAT_SCRATCH_LO (the size) plays no part.
    for (arch, fs) in [(Arch::Gfx7, 104usize), (Arch::Gfx8, 102)] {
        let base = HIDDEN_PRIVATE_BASE + 0x1_0000;
        let w = run(
            arch,
            "flat_store_dword v[0:1], v2\nflat_load_dword v3, v[0:1]",
            |w| {
                w.mem.map(base, vec![0; 2048]).unwrap();
                w.state.sgpr[fs] = 16;
                w.state.sgpr[fs + 1] = 0x100;
                lanes(w, 0, |l| 4 * (l as u32 % 2));
                lanes(w, 1, |_| PRIV_HI);
                lanes(w, 2, |l| 7 * l as u32);
            },
        );
        for l in 0..64u64 {
            let at = swz(base, 4 * (l % 2), l);
            assert_eq!(w.mem.read_u32(at), Some(7 * l as u32), "{arch:?} lane {l}");
            assert_eq!(w.vgpr.get(3, l as usize), 7 * l as u32);
        }
    }
}

#[test]
fn one_flat_instruction_mixes_global_lds_and_private_lanes() {
    // Lane l % 3 == 0: global, 1: LDS, 2: private; each adds l + 1 to its
    // dword with a returning atomic, then loads it.
    let w = run(
        Arch::Gfx8,
        "flat_atomic_add v4, v[0:1], v2 glc\nflat_load_dword v5, v[0:1]\n\
         flat_atomic_cmpswap v6, v[0:1], v[2:3] glc",
        |w| {
            let base = HIDDEN_PRIVATE_BASE;
            w.mem.map(base, vec![0; 1024]).unwrap();
            w.mem.write_u32(GLOBAL + 8, 1000).unwrap();
            lanes(w, 0, |l| match l % 3 {
                0 => GLOBAL as u32 + 8,
                1 => 4 * l as u32,
                _ => 0,
            });
            lanes(w, 1, |l| [0, LDS_HI, PRIV_HI][l % 3]);
            lanes(w, 2, |l| l as u32 + 1);
            // cmpswap's compare value, which no lane's dword holds.
            lanes(w, 3, |l| if l < 32 { u32::MAX } else { 0 });
        },
    );
    // Global lanes 0, 3, 6, ..., 63 add in lane order to one dword.
    let mut sum = 1000u32;
    for l in (0..64usize).step_by(3) {
        assert_eq!(w.vgpr.get(4, l), sum, "global lane {l}");
        sum += l as u32 + 1;
    }
    for l in 0..64usize {
        match l % 3 {
            0 => assert_eq!((w.vgpr.get(5, l), w.vgpr.get(6, l)), (sum, sum)),
            1 => {
                // LDS: old 0, now l + 1; the swap matched nothing.
                assert_eq!(w.vgpr.get(4, l), 0);
                assert_eq!(w.vgpr.get(5, l), l as u32 + 1);
                assert_eq!(w.vgpr.get(6, l), l as u32 + 1);
                assert_eq!(w.lds.read_u32(4 * l as u32), Some(l as u32 + 1));
            }
            _ => {
                // Private byte 0 of lane l.
                assert_eq!(w.vgpr.get(4, l), 0);
                assert_eq!(w.vgpr.get(5, l), l as u32 + 1);
                assert_eq!(w.vgpr.get(6, l), l as u32 + 1);
                let at = swz(HIDDEN_PRIVATE_BASE, 0, l as u64);
                assert_eq!(w.mem.read_u32(at), Some(l as u32 + 1));
            }
        }
    }
}

#[test]
fn flat_cmpswap_on_the_lds_takes_the_new_value_first() {
    // v[2:3] = (new, compare): lanes whose LDS dword equals the compare
    // value take the new one.
    let w = run(
        Arch::Gfx9,
        "flat_atomic_cmpswap v4, v[0:1], v[2:3] glc",
        |w| {
            for l in 0..64u32 {
                w.lds.write_u32(4 * l, l).unwrap();
            }
            lanes(w, 0, |l| 4 * l as u32);
            lanes(w, 1, |_| LDS_HI);
            lanes(w, 2, |_| 99);
            lanes(w, 3, |l| if l % 2 == 0 { l as u32 } else { 1000 });
        },
    );
    for l in 0..64u32 {
        let want = if l % 2 == 0 { 99 } else { l };
        assert_eq!(w.lds.read_u32(4 * l), Some(want));
        assert_eq!(w.vgpr.get(4, l as usize), l);
    }
}

#[test]
fn gfx7_flat_float_atomics_on_the_lds() {
    // In the LDS aperture a FLAT float atomic does the DS one with FLAT's
    // operand order (docs/semantics.md §11.15, §11.22). fcmpswap, v[2:3] =
    // (new 2.0, compare +0): even lanes hold -0, which equals +0, and take
    // 2.0; odd lanes hold a NaN, which equals nothing, and keep it. fmin of
    // 1.0 with a NaN (even lanes) keeps 1.0, with -1.0 (odd) gives -1.0.
    // fmax_x2 of f64 -0 and +0 gives +0. Each returns the old value.
    let w = run(
        Arch::Gfx7,
        "flat_atomic_fcmpswap v4, v[0:1], v[2:3] glc
         flat_atomic_fmin v5, v[6:7], v8 glc
         flat_atomic_fmax_x2 v[10:11], v[12:13], v[14:15] glc",
        |w| {
            for l in 0..64u32 {
                let old = if l % 2 == 0 { 0x8000_0000 } else { 0x7FC0_0000 };
                w.lds.write_u32(4 * l, old).unwrap();
                w.lds.write_u32(512 + 4 * l, 0x3F80_0000).unwrap();
                w.lds.write_u32(1024 + 8 * l, 0).unwrap();
                w.lds.write_u32(1028 + 8 * l, 0x8000_0000).unwrap();
            }
            lanes(w, 0, |l| 4 * l as u32);
            lanes(w, 6, |l| 512 + 4 * l as u32);
            lanes(w, 12, |l| 1024 + 8 * l as u32);
            for r in [1, 7, 13] {
                lanes(w, r, |_| LDS_HI);
            }
            lanes(w, 2, |_| 0x4000_0000);
            lanes(w, 3, |_| 0);
            lanes(w, 8, |l| if l % 2 == 0 { 0x7FC0_0000 } else { 0xBF80_0000 });
            lanes(w, 14, |_| 0);
            lanes(w, 15, |_| 0);
        },
    );
    for l in 0..64u32 {
        let even = l % 2 == 0;
        let (old, new) = if even {
            (0x8000_0000, 0x4000_0000)
        } else {
            (0x7FC0_0000, 0x7FC0_0000)
        };
        let lu = l as usize;
        assert_eq!(w.lds.read_u32(4 * l), Some(new), "fcmpswap lane {l}");
        assert_eq!(w.vgpr.get(4, lu), old, "fcmpswap lane {l}");
        let min = if even { 0x3F80_0000 } else { 0xBF80_0000 };
        assert_eq!(w.lds.read_u32(512 + 4 * l), Some(min), "fmin lane {l}");
        assert_eq!(w.vgpr.get(5, lu), 0x3F80_0000, "fmin lane {l}");
        assert_eq!(w.lds.read_u32(1024 + 8 * l), Some(0), "fmax_x2 lane {l}");
        assert_eq!(w.lds.read_u32(1028 + 8 * l), Some(0), "fmax_x2 lane {l}");
        assert_eq!(w.vgpr.get(10, lu), 0, "fmax_x2 lane {l}");
        assert_eq!(w.vgpr.get(11, lu), 0x8000_0000, "fmax_x2 lane {l}");
    }
}

#[test]
fn scratch_instructions_address_private_memory() {
    // vaddr form: lane l's VGPR offset 4 * l plus offset:-4 ... every lane
    // at its own private byte v0 - 4; saddr form: s4 + 8 for all lanes.
    let w = run(
        Arch::Gfx9,
        "scratch_store_dword v0, v2, off offset:-4\nscratch_store_dwordx2 off, v[2:3], s4 offset:8\n\
         scratch_load_dword v5, v0, off offset:-4\nscratch_load_dwordx2 v[6:7], off, s4 offset:8\n\
         scratch_load_sbyte v8, off, s4 offset:9\nscratch_store_short_d16_hi v0, v2, off offset:60",
        |w| {
            flat_scratch_gfx9(w);
            w.state.sgpr[4] = 4;
            lanes(w, 0, |l| 4 * (l as u32 % 4) + 4);
            lanes(w, 2, |l| 0x8001_8000 + l as u32);
            lanes(w, 3, |l| 0x100 + l as u32);
        },
    );
    for l in 0..64u64 {
        let lu = l as usize;
        let v2 = 0x8001_8000 + l as u32;
        let p = 4 * (l % 4);
        assert_eq!(w.mem.read_u32(swz(SCRATCH, p, l)), Some(v2), "lane {l}");
        assert_eq!(w.mem.read_u32(swz(SCRATCH, 12, l)), Some(v2));
        assert_eq!(w.mem.read_u32(swz(SCRATCH, 16, l)), Some(0x100 + l as u32));
        assert_eq!(w.vgpr.get(5, lu), v2);
        assert_eq!(
            (w.vgpr.get(6, lu), w.vgpr.get(7, lu)),
            (v2, 0x100 + l as u32)
        );
        // Byte 13 is v2's byte 1: 0x80 | (l >> 8 = 0) -> 0x80, sign-extended.
        assert_eq!(w.vgpr.get(8, lu), 0xFFFF_FF80);
        // The high half 0x8001 at byte p + 64.
        let at = swz(SCRATCH, p + 64, l);
        assert_eq!(w.mem.read_u8(at), Some(0x01));
        assert_eq!(w.mem.read_u8(at + 1), Some(0x80));
    }
}

#[test]
fn unmapped_private_memory_faults() {
    // FLAT_SCRATCH 0: lane l's private byte 0 is at address 4 * l, unmapped.
    let (w, s) = run_any(Arch::Gfx9, "scratch_load_dword v1, v0, off", |w| {
        lanes(w, 1, |_| 5);
    });
    match s {
        Status::Error(e) => assert_eq!(e.kind, ErrorKind::Memory, "{}", e.message),
        s => panic!("{s:?}"),
    }
    assert_eq!(w.vgpr.get(1, 0), 5, "nothing written");
}

/// A kernel for `arch` with its descriptor directives (8 VGPRs).
fn kernel_source(body: &str, directives: &str) -> String {
    format!(
        ".text\n.p2align 8\n.type k,@function\nk:\n{body}\n.rodata\n.p2align 6\n\
         .amdhsa_kernel k\n{directives}\n  .amdhsa_next_free_vgpr 8\n  .amdhsa_next_free_sgpr 24\n\
         .end_amdhsa_kernel\n"
    )
}

/// Each lane stores `1000 * group + 3 * id` through FLAT at private byte 8
/// and reads it back with the scratch V# (MUBUF, SOFFSET = the wave's
/// scratch offset, offset:8), and stores `5 * id` through FLAT at LDS byte
/// `4 * id` and reads it back with `ds_read_b32`; both go to the buffer.
const GFX9_BODY: &str = "
  s_add_u32 flat_scratch_lo, s6, s9
  s_addc_u32 flat_scratch_hi, s7, 0
  s_load_dwordx2 s[10:11], s[4:5], 0x0
  s_mul_i32 s12, s8, 1000
  v_mad_u32_u24 v3, v0, 3, s12
  v_mov_b32 v4, 8
  v_mov_b32 v5, src_private_base
  flat_store_dword v[4:5], v3
  s_waitcnt vmcnt(0) lgkmcnt(0)
  buffer_load_dword v6, off, s[0:3], s9 offset:8
  v_lshlrev_b32 v4, 2, v0
  v_mov_b32 v5, src_shared_base
  v_mul_u32_u24 v7, 5, v0
  flat_store_dword v[4:5], v7
  s_waitcnt vmcnt(0) lgkmcnt(0)
  ds_read_b32 v7, v4
  s_lshl_b32 s13, s8, 9
  v_lshlrev_b32 v4, 3, v0
  v_add_u32 v4, s13, v4
  s_waitcnt vmcnt(0) lgkmcnt(0)
  global_store_dwordx2 v4, v[6:7], s[10:11]
  s_endpgm";

const GFX9_DIRECTIVES: &str = "
  .amdhsa_user_sgpr_private_segment_buffer 1
  .amdhsa_user_sgpr_kernarg_segment_ptr 1
  .amdhsa_user_sgpr_flat_scratch_init 1
  .amdhsa_system_sgpr_private_segment_wavefront_offset 1
  .amdhsa_private_segment_fixed_size 16
  .amdhsa_group_segment_fixed_size 256
  .amdhsa_kernarg_size 8";

/// The same on gfx8: the apertures' high halves from the queue object
/// (offsets 0x40 and 0x44), FLAT_SCRATCH from the flat scratch init pair
/// (offset >> 8 in the high half, the lane size in the low one).
const GFX8_BODY: &str = "
  s_add_u32 s8, s8, s11
  s_lshr_b32 flat_scratch_hi, s8, 8
  s_mov_b32 flat_scratch_lo, s9
  s_load_dwordx2 s[12:13], s[6:7], 0x0
  s_load_dword s14, s[4:5], 0x40
  s_load_dword s15, s[4:5], 0x44
  s_waitcnt lgkmcnt(0)
  s_mul_i32 s16, s10, 1000
  v_mad_u32_u24 v3, v0, 3, s16
  v_mov_b32 v4, 8
  v_mov_b32 v5, s15
  flat_store_dword v[4:5], v3
  s_waitcnt vmcnt(0) lgkmcnt(0)
  buffer_load_dword v6, off, s[0:3], s11 offset:8
  v_lshlrev_b32 v4, 2, v0
  v_mov_b32 v5, s14
  v_mul_u32_u24 v7, 5, v0
  flat_store_dword v[4:5], v7
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_mov_b32 m0, -1
  ds_read_b32 v7, v4
  s_lshl_b32 s17, s10, 9
  v_lshlrev_b32 v4, 3, v0
  v_add_u32 v4, vcc, s17, v4
  v_mov_b32 v5, s13
  v_add_u32 v4, vcc, s12, v4
  v_addc_u32 v5, vcc, v5, 0, vcc
  s_waitcnt vmcnt(0) lgkmcnt(0)
  flat_store_dwordx2 v[4:5], v[6:7]
  s_endpgm";

const GFX8_DIRECTIVES: &str = "
  .amdhsa_user_sgpr_private_segment_buffer 1
  .amdhsa_user_sgpr_queue_ptr 1
  .amdhsa_user_sgpr_kernarg_segment_ptr 1
  .amdhsa_user_sgpr_flat_scratch_init 1
  .amdhsa_system_sgpr_private_segment_wavefront_offset 1
  .amdhsa_private_segment_fixed_size 16
  .amdhsa_group_segment_fixed_size 256
  .amdhsa_kernarg_size 8";

#[test]
fn launched_flat_private_meets_mubuf_scratch_and_flat_lds_meets_ds() {
    for (arch, body, directives) in [
        (Arch::Gfx8, GFX8_BODY, GFX8_DIRECTIVES),
        (Arch::Gfx9, GFX9_BODY, GFX9_DIRECTIVES),
    ] {
        let elf = launch_util::build(arch, &kernel_source(body, directives), false, "apertures");
        let k = kernel(arch, &elf, "k");
        let groups = 3u64;
        let d = dispatch(
            arch,
            &k,
            &[64 * groups],
            &[64],
            vec![KernelArg::Buffer(vec![0; 8 * 64 * groups as usize])],
        );
        let plan = d.plan(Shard::ALL);
        let batch = Batch::new(
            &k.program,
            &BatchOptions {
                threads: 1,
                ..BatchOptions::default()
            },
        )
        .unwrap();
        for s in d.run(&batch, &plan, 0..plan.waves, |_, o, _| o.status) {
            assert_eq!(s, Status::Endpgm, "{arch:?}");
        }
        let out = d.buffer_bytes(0).unwrap();
        for g in 0..groups as u32 {
            for id in 0..64u32 {
                let i = (g * 64 + id) as usize * 8;
                let word = |o: usize| u32::from_le_bytes(out[i + o..i + o + 4].try_into().unwrap());
                assert_eq!(word(0), 1000 * g + 3 * id, "{arch:?} group {g} lane {id}");
                assert_eq!(word(4), 5 * id, "{arch:?} group {g} lane {id}");
            }
        }
    }
}
