//! DS instructions on one wave (docs/semantics.md, "LDS") against values
//! derived by hand from the rules of the AMD GCN3/Vega manuals: out-of-range
//! reads and writes, gfx6-gfx8's M0 limit, the two-address forms' offset
//! scaling, the lane order of atomics, `ds_swizzle_b32` and the permutes;
//! and a workgroup whose waves cannot all reach `s_barrier` (docs/launch.md,
//! "Workgroups"), which must end with a step-limit error.

use gcnjit::code_object::KernelDescriptor;
use gcnjit::engine::{self, Engine};
use gcnjit::launch::{Dispatch, DispatchSpec, Grid, Shard};
use gcnjit::waves::{Batch, BatchOptions};
use gcnjit::{Arch, ErrorKind, Limits, Memory, Program, Status, Wave};

const ENGINES: [Engine; 3] = [Engine::Interp, Engine::Jit { threshold: 0 }, Engine::Both];

/// Runs `body` (then `s_endpgm`) on a wave that `init` prepares, on every
/// engine; every run must end at `s_endpgm` with the same wave.
fn run(arch: Arch, body: &str, init: impl Fn(&mut Wave)) -> Wave {
    let p = Program::from_asm(arch, &format!("{body}\ns_endpgm"), 0).unwrap();
    let mut first: Option<Wave> = None;
    for e in ENGINES {
        let mut w = Wave::new(arch);
        w.state.set_exec(u64::MAX);
        w.state.sgpr[124] = u32::MAX; // M0: no limit below the LDS size
        init(&mut w);
        let o = engine::run(e, &p, &mut w, &Limits::default());
        assert_eq!(o.status, Status::Endpgm, "{e:?}: {body}");
        match &first {
            Some(f) => assert_eq!(f, &w, "{e:?}: {body}"),
            None => first = Some(w),
        }
    }
    first.unwrap()
}

fn lanes(w: &mut Wave, r: usize, f: impl Fn(usize) -> u32) {
    for l in 0..64 {
        w.vgpr.set(r, l, f(l));
    }
}

#[test]
fn out_of_range_reads_give_zero_and_writes_are_dropped() {
    // A wave alone has 64 KiB. Lane 0 writes 0xFFFC (in range), lane 1 a
    // b64 at 0xFFFC (its second dword at 0x10000 is dropped), lane 2 reads
    // past the end.
    let w = run(
        Arch::Gfx9,
        "ds_write_b32 v0, v1\nds_write_b64 v2, v[4:5]\nds_read_b32 v6, v3\nds_read_b64 v[7:8], v2",
        |w| {
            w.state.set_exec(1);
            lanes(w, 0, |_| 0xFFF8);
            lanes(w, 1, |_| 0x1111);
            lanes(w, 2, |_| 0xFFFC);
            lanes(w, 3, |_| 0x10000);
            lanes(w, 4, |_| 0xAAAA);
            lanes(w, 5, |_| 0xBBBB);
            lanes(w, 6, |_| 0x5555);
        },
    );
    assert_eq!(w.lds.read_u32(0xFFF8), Some(0x1111));
    assert_eq!(w.lds.read_u32(0xFFFC), Some(0xAAAA));
    assert_eq!(w.vgpr.get(6, 0), 0, "read past the end gives 0");
    assert_eq!(w.vgpr.get(6, 1), 0x5555, "inactive lane keeps its value");
    assert_eq!((w.vgpr.get(7, 0), w.vgpr.get(8, 0)), (0xAAAA, 0));
}

#[test]
fn m0_limits_lds_addresses_before_gfx9() {
    // M0 = 0x100: an address at or past it is out of range on gfx6-gfx8.
    let body = "s_mov_b32 m0, -1\nds_write_b32 v0, v1\nds_write_b32 v0, v1 offset:4\n\
                s_mov_b32 m0, 0x100\nds_write_b32 v0, v2 offset:4\nds_write_b32 v0, v2 offset:8\n\
                ds_read_b32 v3, v0 offset:4\nds_read_b32 v4, v0";
    for arch in [Arch::Gfx6, Arch::Gfx7, Arch::Gfx8, Arch::Gfx9] {
        let w = run(arch, body, |w| {
            w.state.set_exec(1);
            lanes(w, 0, |_| 0xFC);
            lanes(w, 1, |_| 7);
            lanes(w, 2, |_| 9);
        });
        if arch == Arch::Gfx9 {
            // M0 plays no part: every write lands.
            assert_eq!(w.lds.read_u32(0x100), Some(9));
            assert_eq!(w.lds.read_u32(0x104), Some(9));
            assert_eq!(w.vgpr.get(3, 0), 9);
        } else {
            assert_eq!(w.lds.read_u32(0x100), Some(7), "{arch:?}: write dropped");
            assert_eq!(w.lds.read_u32(0x104), Some(0), "{arch:?}");
            assert_eq!(w.vgpr.get(3, 0), 0, "{arch:?}: read past M0 gives 0");
        }
        assert_eq!(w.vgpr.get(4, 0), 7, "{arch:?}");
    }
}

#[test]
fn two_address_forms_scale_their_offsets() {
    // write2_b32: offsets in dwords; write2st64_b64: in 64 * 8 bytes.
    let w = run(
        Arch::Gfx9,
        "ds_write2_b32 v0, v1, v2 offset0:1 offset1:3\n\
         ds_write2st64_b64 v0, v[4:5], v[6:7] offset0:1 offset1:2\n\
         ds_read2_b32 v[8:9], v0 offset0:3 offset1:1\n\
         ds_read2st64_b32 v[10:11], v0 offset0:2 offset1:4\n\
         ds_read2_b64 v[12:15], v0 offset0:64 offset1:128",
        |w| {
            w.state.set_exec(1);
            lanes(w, 0, |_| 0x10);
            lanes(w, 1, |_| 0xA1);
            lanes(w, 2, |_| 0xA2);
            for (r, v) in [(4, 0xB1), (5, 0xB2), (6, 0xC1), (7, 0xC2)] {
                lanes(w, r, |_| v);
            }
        },
    );
    assert_eq!(w.lds.read_u32(0x14), Some(0xA1)); // 0x10 + 1 * 4
    assert_eq!(w.lds.read_u32(0x1C), Some(0xA2)); // 0x10 + 3 * 4
    assert_eq!(w.lds.read_u32(0x210), Some(0xB1)); // 0x10 + 1 * 512
    assert_eq!(w.lds.read_u32(0x214), Some(0xB2));
    assert_eq!(w.lds.read_u32(0x410), Some(0xC1)); // 0x10 + 2 * 512
    assert_eq!((w.vgpr.get(8, 0), w.vgpr.get(9, 0)), (0xA2, 0xA1));
    // st64_b32: 2 * 256 = 0x200 and 4 * 256 = 0x400.
    assert_eq!((w.vgpr.get(10, 0), w.vgpr.get(11, 0)), (0xB1, 0xC1));
    // read2_b64: 64 * 8 = 0x200, 128 * 8 = 0x400.
    let got: Vec<u32> = (12..16).map(|r| w.vgpr.get(r, 0)).collect();
    assert_eq!(got, [0xB1, 0xB2, 0xC1, 0xC2]);
}

#[test]
fn atomics_run_in_lane_order() {
    // Every lane adds l + 1 to one dword: lane l gets the sum of the lanes
    // before it. Then rsub, mskor and cmpst on per-lane dwords.
    let w = run(
        Arch::Gfx8,
        "ds_add_rtn_u32 v2, v0, v1\n\
         ds_write_b32 v3, v1\n\
         ds_rsub_u32 v3, v4\n\
         ds_mskor_rtn_b32 v5, v3, v4, v1 offset:256\n\
         ds_cmpst_rtn_b32 v6, v3, v1, v4 offset:512\n\
         ds_max_rtn_i32 v7, v3, v8 offset:768",
        |w| {
            lanes(w, 0, |_| 0);
            lanes(w, 1, |l| l as u32 + 1);
            lanes(w, 3, |l| 4 + 4 * l as u32);
            lanes(w, 4, |_| 0xF0);
            lanes(w, 8, |l| if l % 2 == 0 { u32::MAX } else { 5 });
        },
    );
    for l in 0..64u32 {
        let lu = l as usize;
        assert_eq!(w.vgpr.get(2, lu), l * (l + 1) / 2, "add_rtn lane {l}");
        let a = 4 + 4 * l;
        assert_eq!(w.lds.read_u32(a), Some(0xF0 - (l + 1)), "rsub lane {l}");
        // mskor on 0: (0 & !0xF0) | (l + 1); returns the old 0.
        assert_eq!(w.vgpr.get(5, lu), 0);
        assert_eq!(w.lds.read_u32(a + 256), Some(l + 1));
        // cmpst on 0 with compare l + 1: equal only for no lane (l + 1 > 0).
        assert_eq!(w.lds.read_u32(a + 512), Some(0));
        assert_eq!(w.vgpr.get(6, lu), 0);
        // max_i32 of 0 and -1 (even lanes) or 5.
        let want = if l % 2 == 0 { 0 } else { 5 };
        assert_eq!(w.lds.read_u32(a + 768), Some(want), "max_i32 lane {l}");
    }
    assert_eq!(w.lds.read_u32(0), Some(64 * 65 / 2));
}

#[test]
fn swizzle_modes() {
    // Quad mode 0x801B: lane i of a quad reads lane 3 - i. Bit mode
    // "ppppi" (0x041F): and 31, or 0, xor 1: neighbours swap. Bit mode 0x0010 (and 16):
    // every lane of a half reads lane 16 or 0 of it.
    let w = run(
        Arch::Gfx8,
        "ds_swizzle_b32 v1, v0 offset:swizzle(QUAD_PERM,3,2,1,0)\n\
         ds_swizzle_b32 v2, v0 offset:swizzle(BITMASK_PERM,\"ppppi\")\n\
         ds_swizzle_b32 v3, v0 offset:0x10",
        |w| {
            w.state.set_exec(!(1u64 << 5));
            lanes(w, 0, |l| 100 + l as u32);
        },
    );
    for l in 0..64usize {
        if l == 5 {
            continue;
        }
        let src = |s: usize| if s == 5 { 0 } else { 100 + s as u32 };
        assert_eq!(
            w.vgpr.get(1, l),
            src((l & !3) | (3 - (l & 3))),
            "quad lane {l}"
        );
        assert_eq!(w.vgpr.get(2, l), src(l ^ 1), "xor lane {l}");
        assert_eq!(w.vgpr.get(3, l), src((l & 32) | (l & 16)), "and lane {l}");
    }
}

#[test]
fn permute_and_bpermute() {
    // bpermute: lane l reads lane 63 - l (lane 0 reads the inactive lane
    // 63: 0). permute: lane l sends to lane l + 1, so lane l holds lane
    // l - 1's value (lane 0 gets what lane 63, inactive, would send: 0).
    let w = run(
        Arch::Gfx9,
        "ds_bpermute_b32 v2, v0, v1\nds_permute_b32 v3, v4, v1 offset:4",
        |w| {
            w.state.set_exec(u64::MAX >> 1);
            lanes(w, 0, |l| 4 * (63 - l as u32));
            lanes(w, 1, |l| 10 * l as u32 + 1);
            lanes(w, 4, |l| 4 * l as u32 + 256); // +4 offset, mod 64 lanes
        },
    );
    for l in 0..63usize {
        let want_b = if l == 0 { 0 } else { 10 * (63 - l) as u32 + 1 };
        assert_eq!(w.vgpr.get(2, l), want_b, "bpermute lane {l}");
        let want_p = if l == 0 { 0 } else { 10 * (l - 1) as u32 + 1 };
        assert_eq!(w.vgpr.get(3, l), want_p, "permute lane {l}");
    }
}

#[test]
fn gds_is_unsupported() {
    let p = Program::from_asm(Arch::Gfx9, "ds_add_u32 v0, v1 gds\ns_endpgm", 0).unwrap();
    let mut w = Wave::new(Arch::Gfx9);
    w.state.set_exec(1);
    let o = engine::run(Engine::Interp, &p, &mut w, &Limits::default());
    match o.status {
        Status::Error(e) => assert_eq!(e.kind, ErrorKind::Unsupported, "{}", e.message),
        s => panic!("{s:?}"),
    }
}

/// A descriptor of `group` bytes of LDS and nothing else enabled (v0 holds
/// the work-item id in X).
fn descriptor(group: u32) -> KernelDescriptor {
    let mut b = [0u8; 64];
    b[0..4].copy_from_slice(&group.to_le_bytes());
    KernelDescriptor::parse(&b)
}

fn workgroup(body: &str, block: u64, max_steps: u64) -> (Dispatch, Vec<(Status, u64)>) {
    let p = Program::from_asm(Arch::Gfx9, body, 0x1000).unwrap();
    let d = Dispatch::new(DispatchSpec {
        arch: Arch::Gfx9,
        descriptor: descriptor(1024),
        kd_address: 0x100,
        entry: 0x1000,
        grid: Grid::new(&[block], &[block]).unwrap(),
        args: vec![],
        memory: Memory::new(),
        metadata: None,
    })
    .unwrap();
    let mut all = Vec::new();
    for engine in ENGINES {
        let batch = Batch::new(
            &p,
            &BatchOptions {
                threads: 1,
                engine,
                limits: Limits { max_steps },
                ..BatchOptions::default()
            },
        )
        .unwrap();
        let plan = d.plan(Shard::ALL);
        let r = d.run(&batch, &plan, 0..plan.waves, |_, o, w| (o, w));
        let got: Vec<(Status, u64)> = r.iter().map(|(o, _)| (o.status.clone(), o.steps)).collect();
        if all.is_empty() {
            all = got;
            // Wave 0 holds the workgroup's final LDS.
            assert_eq!(r[0].1.lds.size(), 1024);
        } else {
            assert_eq!(all, got, "{engine:?}");
        }
    }
    (d, all)
}

#[test]
fn waves_meet_at_the_barrier() {
    // Each wave writes its first work-item id, waits, then reads the other
    // wave's: only a barrier between them makes wave 0 see wave 1's write.
    let body = "
        v_readfirstlane_b32 s0, v0
        v_mov_b32 v1, 0
        v_mov_b32 v2, s0
        s_lshr_b32 s1, s0, 4
        v_mov_b32 v3, s1
        ds_write_b32 v3, v2
        s_barrier
        s_xor_b32 s1, s1, 4
        v_mov_b32 v3, s1
        ds_read_b32 v1, v3
        s_waitcnt lgkmcnt(0)
        v_readfirstlane_b32 s2, v1
        s_cmp_lg_u32 s2, 0
        s_cbranch_scc1 ok
        s_cmp_eq_u32 s0, 64
        s_cbranch_scc1 ok
        s_trap 2
    ok:
        s_endpgm";
    let (_, r) = workgroup(body, 128, 1000);
    // Wave 0 reads 64 from wave 1; wave 1 reads 0 (wave 0's id) and passes too.
    for (s, _) in &r {
        assert_eq!(s, &Status::Endpgm);
    }
}

#[test]
fn a_barrier_nobody_can_pass_ends_with_a_step_limit() {
    // Wave 1 spins forever while wave 0 waits at the barrier.
    let body = "
        v_readfirstlane_b32 s0, v0
        s_cmp_lt_u32 s0, 64
        s_cbranch_scc1 wait
    spin:
        s_branch spin
    wait:
        s_barrier
        s_endpgm";
    let (_, r) = workgroup(body, 128, 5000);
    assert_eq!(r[0], (Status::Endpgm, 5));
    match &r[1] {
        (Status::Error(e), 5000) => {
            assert_eq!(e.kind, ErrorKind::StepLimit);
            assert!(e.message.contains("wait at s_barrier"), "{}", e.message);
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn a_wave_alone_passes_s_barrier() {
    let w = run(
        Arch::Gfx7,
        "s_mov_b32 s0, 1\ns_barrier\ns_mov_b32 s1, 2",
        |_| {},
    );
    assert_eq!((w.state.sgpr[0], w.state.sgpr[1]), (1, 2));
}
