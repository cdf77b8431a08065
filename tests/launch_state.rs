//! Initial wave state of a dispatch: user and system SGPRs, EXEC and the
//! dispatch packet, against values derived by hand from AMDGPUUsage's
//! "Initial Kernel Execution State" (SGPR order, USER_SGPR_COUNT, workgroup
//! info layout, flat scratch init per generation), the HSA dispatch packet
//! layout and the addresses docs/launch.md fixes:
//!
//!   dispatch packet 0x7000_0000, queue 0x7000_1000, kernarg 0x7001_0000,
//!   scratch base 0x2_0100_0000 (hidden private base 0x2_0000_0000 + 0x0100_0000),
//!   scratch V# = [0x0100_0000, 0x8000_0002 (base hi 2, swizzle), total bytes, 0x00EA4FAC],
//!   wave scratch = per-lane bytes (rounded to 4) * 64, rounded up to 1024,
//!   packet header 0x1502.

mod launch_util;

use gcnjit::engine::Engine;
use gcnjit::launch::{Dispatch, KernelArg, Shard};
use gcnjit::waves::{Batch, BatchOptions};
use gcnjit::{Arch, Status};
use launch_util::*;

/// One combination: the kernel, the dispatch and what some waves must hold.
struct Case {
    name: &'static str,
    arch: Arch,
    body: &'static str,
    directives: &'static str,
    grid: &'static [u64],
    block: &'static [u64],
    args: Vec<KernelArg>,
    /// (dispatch-wide wave index, first SGPRs, EXEC)
    waves: Vec<(u64, Vec<u32>, u64)>,
    /// Number of waves in the dispatch.
    total: u64,
    /// The packet's dwords, with the kernel object (dwords 8, 9) left 0: it
    /// is checked against the `.kd` symbol's address.
    packet: [u32; 16],
}

fn packet(dims: u32, block: [u32; 3], grid: [u32; 3], private: u32, group: u32) -> [u32; 16] {
    let mut p = [0u32; 16];
    p[0] = 0x1502 | dims << 16;
    p[1] = block[0] | block[1] << 16;
    p[2] = block[2];
    p[3] = grid[0];
    p[4] = grid[1];
    p[5] = grid[2];
    p[6] = private;
    p[7] = group;
    p[10] = 0x7001_0000;
    p
}

fn read_dwords(d: &Dispatch, addr: u64, n: usize) -> Vec<u32> {
    (0..n)
        .map(|i| d.memory.read_u32(addr + 4 * i as u64).unwrap())
        .collect()
}

fn check(c: Case, link: bool) {
    let elf = build(c.arch, &source(c.body, c.directives), link, c.name);
    let k = kernel(c.arch, &elf, "k");
    let d = dispatch(c.arch, &k, c.grid, c.block, c.args.clone());
    assert_eq!(d.grid.waves(), c.total, "{}: number of waves", c.name);

    // The packet in guest memory at the dispatch pointer.
    let mut want = c.packet;
    want[8] = k.kd_address as u32;
    want[9] = (k.kd_address >> 32) as u32;
    assert_eq!(
        read_dwords(&d, 0x7000_0000, 16),
        want.to_vec(),
        "{}: packet",
        c.name
    );

    let plan = d.plan(Shard::ALL);
    for (global, sgprs, exec) in &c.waves {
        let id = plan.locate(*global);
        let w = d.wave(&id);
        assert_eq!(
            &w.state.sgpr[..sgprs.len()],
            &sgprs[..],
            "{}: initial SGPRs of wave {global}",
            c.name
        );
        assert!(
            w.state.sgpr[sgprs.len()..104].iter().all(|&v| v == 0),
            "{}: SGPRs past the expected ones are 0 in wave {global}",
            c.name
        );
        assert_eq!(w.state.exec(), *exec, "{}: EXEC of wave {global}", c.name);
        assert_eq!(w.state.pc, k.entry, "{}: pc", c.name);
    }

    // The same registers at the end of a run on each engine (the kernels only
    // write SGPRs past the initial ones).
    for engine in [Engine::Interp, Engine::Jit { threshold: 0 }] {
        let batch = Batch::new(
            &k.program,
            &BatchOptions {
                threads: 2,
                engine,
                ..BatchOptions::default()
            },
        )
        .unwrap();
        let finals = d.run(&batch, &plan, 0..plan.waves, |id, outcome, wave| {
            assert_eq!(
                outcome.status,
                Status::Endpgm,
                "{}: wave {}",
                c.name,
                id.global
            );
            (id.global, wave.state.sgpr, wave.state.exec())
        });
        assert_eq!(finals.len() as u64, c.total);
        for (global, sgprs, exec) in &c.waves {
            let (g, s, e) = &finals[*global as usize];
            assert_eq!(g, global);
            assert_eq!(
                &s[..sgprs.len()],
                &sgprs[..],
                "{}: final SGPRs, {engine:?}",
                c.name
            );
            assert_eq!(e, exec);
        }
    }
}

const FULL: u64 = u64::MAX;
const V_HI: u32 = 0x8000_0002;
const V_W3: u32 = 0x00EA_4FAC;

fn all_user_sgprs() -> Case {
    Case {
        name: "all_user_sgprs",
        arch: Arch::Gfx9,
        body: "s_endpgm",
        directives: "
  .amdhsa_user_sgpr_private_segment_buffer 1
  .amdhsa_user_sgpr_dispatch_ptr 1
  .amdhsa_user_sgpr_queue_ptr 1
  .amdhsa_user_sgpr_kernarg_segment_ptr 1
  .amdhsa_user_sgpr_dispatch_id 1
  .amdhsa_user_sgpr_flat_scratch_init 1
  .amdhsa_user_sgpr_private_segment_size 1
  .amdhsa_private_segment_fixed_size 20
  .amdhsa_kernarg_size 16",
        grid: &[256],
        block: &[128],
        args: vec![],
        // 20 bytes a lane: 1280 a wave, 2048 rounded; 4 waves: 8192 bytes.
        // 15 user SGPRs, then the workgroup id X (on by default).
        waves: vec![
            (
                3,
                vec![
                    0x0100_0000,
                    V_HI,
                    8192,
                    V_W3, // private segment buffer
                    0x7000_0000,
                    0, // dispatch ptr
                    0x7000_1000,
                    0, // queue ptr
                    0x7001_0000,
                    0, // kernarg segment ptr
                    0,
                    0, // dispatch id
                    0x0100_0000,
                    2,  // flat scratch init: gfx9, the scratch address
                    20, // private segment size
                    1,  // workgroup id X
                ],
                FULL,
            ),
            (
                0,
                vec![
                    0x0100_0000,
                    V_HI,
                    8192,
                    V_W3,
                    0x7000_0000,
                    0,
                    0x7000_1000,
                    0,
                    0x7001_0000,
                    0,
                    0,
                    0,
                    0x0100_0000,
                    2,
                    20,
                    0,
                ],
                FULL,
            ),
        ],
        total: 4,
        packet: packet(1, [128, 1, 1], [256, 1, 1], 20, 0),
    }
}

fn cases() -> Vec<Case> {
    vec![
        all_user_sgprs(),
        Case {
            name: "none",
            arch: Arch::Gfx9,
            body: "s_endpgm",
            directives: "  .amdhsa_system_sgpr_workgroup_id_x 0",
            grid: &[64],
            block: &[64],
            args: vec![],
            waves: vec![(0, vec![0; 8], FULL)],
            total: 1,
            packet: packet(1, [64, 1, 1], [64, 1, 1], 0, 0),
        },
        Case {
            name: "workgroup_id_x",
            arch: Arch::Gfx9,
            body: "s_endpgm",
            directives: "",
            grid: &[640],
            block: &[64],
            args: vec![],
            waves: vec![(7, vec![7, 0], FULL), (9, vec![9, 0], FULL)],
            total: 10,
            packet: packet(1, [64, 1, 1], [640, 1, 1], 0, 0),
        },
        Case {
            name: "workgroup_id_y",
            arch: Arch::Gfx9,
            body: "s_endpgm",
            directives: "  .amdhsa_system_sgpr_workgroup_id_x 0\n  .amdhsa_system_sgpr_workgroup_id_y 1",
            grid: &[64, 5],
            block: &[64, 1],
            args: vec![],
            waves: vec![(3, vec![3, 0], FULL)],
            total: 5,
            packet: packet(2, [64, 1, 1], [64, 5, 1], 0, 0),
        },
        Case {
            name: "workgroup_id_z",
            arch: Arch::Gfx9,
            body: "s_endpgm",
            directives: "  .amdhsa_system_sgpr_workgroup_id_x 0\n  .amdhsa_system_sgpr_workgroup_id_z 1",
            grid: &[64, 2, 3],
            block: &[64, 1, 1],
            args: vec![],
            // Workgroup 5 is (0, 1, 2).
            waves: vec![(5, vec![2, 0], FULL), (1, vec![0, 0], FULL)],
            total: 6,
            packet: packet(3, [64, 1, 1], [64, 2, 3], 0, 0),
        },
        Case {
            name: "workgroup_info",
            arch: Arch::Gfx9,
            body: "s_endpgm",
            directives: "  .amdhsa_system_sgpr_workgroup_id_x 0\n  .amdhsa_system_sgpr_workgroup_info 1",
            grid: &[200],
            block: &[160],
            args: vec![],
            // Workgroup 0: 160 work-items, 3 waves (64, 64, 32 lanes);
            // workgroup 1: the last 40 work-items, 1 wave.
            waves: vec![
                (0, vec![0x8000_0003, 0], FULL),
                (1, vec![3, 0], FULL),
                (2, vec![3, 0], 0xFFFF_FFFF),
                (3, vec![0x8000_0001, 0], 0xFF_FFFF_FFFF),
            ],
            total: 4,
            packet: packet(1, [160, 1, 1], [200, 1, 1], 0, 0),
        },
        Case {
            name: "wave_offset",
            arch: Arch::Gfx9,
            body: "s_endpgm",
            directives: "  .amdhsa_system_sgpr_workgroup_id_x 0
  .amdhsa_system_sgpr_private_segment_wavefront_offset 1
  .amdhsa_private_segment_fixed_size 40",
            grid: &[256],
            block: &[64],
            args: vec![],
            // 40 bytes a lane: 2560 a wave, 3072 rounded.
            waves: vec![(3, vec![9216, 0], FULL), (0, vec![0, 0], FULL)],
            total: 4,
            packet: packet(1, [64, 1, 1], [256, 1, 1], 40, 0),
        },
        Case {
            name: "user_sgpr_count_larger",
            arch: Arch::Gfx9,
            body: "s_endpgm",
            directives: "  .amdhsa_user_sgpr_kernarg_segment_ptr 1\n  .amdhsa_user_sgpr_count 6",
            grid: &[128],
            block: &[64],
            args: vec![KernelArg::U32(5)],
            // Kernarg ptr in s[0:1], s2..s5 not loaded, the workgroup id in s6.
            waves: vec![(1, vec![0x7001_0000, 0, 0, 0, 0, 0, 1, 0], FULL)],
            total: 2,
            packet: packet(1, [64, 1, 1], [128, 1, 1], 0, 0),
        },
        Case {
            name: "partial_last_wave",
            arch: Arch::Gfx9,
            body: "s_endpgm",
            directives: "  .amdhsa_system_sgpr_workgroup_info 1",
            grid: &[100],
            block: &[100],
            args: vec![],
            waves: vec![
                (0, vec![0, 0x8000_0002, 0], FULL),
                (1, vec![0, 2, 0], 0xF_FFFF_FFFF),
            ],
            total: 2,
            packet: packet(1, [100, 1, 1], [100, 1, 1], 0, 0),
        },
        Case {
            name: "grid_3d_partial",
            arch: Arch::Gfx9,
            body: "s_endpgm",
            directives: "  .amdhsa_user_sgpr_dispatch_ptr 1
  .amdhsa_system_sgpr_workgroup_id_y 1
  .amdhsa_system_sgpr_workgroup_id_z 1
  .amdhsa_system_sgpr_workgroup_info 1
  .amdhsa_system_sgpr_private_segment_wavefront_offset 1
  .amdhsa_private_segment_fixed_size 4",
            grid: &[5, 6, 7],
            block: &[4, 4, 4],
            args: vec![],
            // 2 x 2 x 2 workgroups of sizes x {4, 1}, y {4, 2}, z {4, 3}: each
            // at most 64 work-items, one wave. 4 bytes a lane: 1024 a wave.
            // Workgroup 7 = (1, 1, 1) has 1 * 2 * 3 = 6 lanes; workgroup 2 =
            // (0, 1, 0) has 4 * 2 * 4 = 32.
            waves: vec![
                (7, vec![0x7000_0000, 0, 1, 1, 1, 0x8000_0001, 7168, 0], 0x3F),
                (2, vec![0x7000_0000, 0, 0, 1, 0, 0x8000_0001, 2048, 0], 0xFFFF_FFFF),
                (0, vec![0x7000_0000, 0, 0, 0, 0, 0x8000_0001, 0, 0], FULL),
            ],
            total: 8,
            packet: packet(3, [4, 4, 4], [5, 6, 7], 4, 0),
        },
        Case {
            name: "gfx8_flat_scratch",
            arch: Arch::Gfx8,
            body: "s_endpgm",
            directives: "  .amdhsa_user_sgpr_private_segment_buffer 1
  .amdhsa_user_sgpr_flat_scratch_init 1
  .amdhsa_user_sgpr_private_segment_size 1
  .amdhsa_system_sgpr_private_segment_wavefront_offset 1
  .amdhsa_private_segment_fixed_size 10",
            grid: &[192],
            block: &[64],
            args: vec![],
            // 10 bytes a lane round to 12: 768 a wave, 1024 rounded; 3 waves.
            // gfx8 flat scratch init: offset from the hidden base, lane bytes.
            waves: vec![(
                2,
                vec![0x0100_0000, V_HI, 3072, V_W3, 0x0100_0000, 12, 12, 2, 2048, 0],
                FULL,
            )],
            total: 3,
            packet: packet(1, [64, 1, 1], [192, 1, 1], 10, 0),
        },
        Case {
            name: "gfx7_flat_scratch",
            arch: Arch::Gfx7,
            body: "s_endpgm",
            directives: "  .amdhsa_user_sgpr_flat_scratch_init 1\n  .amdhsa_private_segment_fixed_size 8\n  .amdhsa_group_segment_fixed_size 256",
            grid: &[64],
            block: &[64],
            args: vec![],
            waves: vec![(0, vec![0x0100_0000, 8, 0, 0], FULL)],
            total: 1,
            packet: packet(1, [64, 1, 1], [64, 1, 1], 8, 256),
        },
        Case {
            name: "gfx6_dispatch_kernarg",
            arch: Arch::Gfx6,
            body: "s_endpgm",
            directives: "  .amdhsa_user_sgpr_dispatch_ptr 1\n  .amdhsa_user_sgpr_kernarg_segment_ptr 1",
            grid: &[128, 2],
            block: &[64, 2],
            args: vec![KernelArg::U64(3)],
            // Workgroup 1 of 2 (x): 128 work-items, 2 waves.
            waves: vec![(3, vec![0x7000_0000, 0, 0x7001_0000, 0, 1, 0], FULL)],
            total: 4,
            packet: packet(2, [64, 2, 1], [128, 2, 1], 0, 0),
        },
    ]
}

#[test]
fn initial_state_matches_amdgpuusage_relocatable() {
    for c in cases() {
        check(c, false);
    }
}

#[test]
fn initial_state_matches_amdgpuusage_linked() {
    for c in cases() {
        check(c, true);
    }
}

/// A kernel reads the packet through the dispatch pointer, the queue through
/// the queue pointer and its arguments through the kernarg pointer.
#[test]
fn kernel_reads_packet_queue_and_kernargs() {
    let mut c = all_user_sgprs();
    c.name = "reads_pointers";
    c.body = "
  s_load_dwordx8 s[16:23], s[4:5], 0x0
  s_load_dwordx8 s[24:31], s[4:5], 0x20
  s_load_dwordx4 s[32:35], s[8:9], 0x0
  s_load_dwordx2 s[36:37], s[6:7], 0x8
  s_waitcnt lgkmcnt(0)
  s_endpgm";
    c.args = vec![
        KernelArg::U32(7),
        KernelArg::U32(9),
        KernelArg::U64(0x1122_3344_5566_7788),
    ];
    let elf = build(c.arch, &source(c.body, c.directives), true, c.name);
    let k = kernel(c.arch, &elf, "k");
    let d = dispatch(c.arch, &k, c.grid, c.block, c.args.clone());
    let plan = d.plan(Shard::ALL);
    let batch = Batch::new(
        &k.program,
        &BatchOptions {
            threads: 1,
            ..BatchOptions::default()
        },
    )
    .unwrap();
    let mut want = c.packet;
    want[8] = k.kd_address as u32;
    want[9] = (k.kd_address >> 32) as u32;
    for s in d.run(&batch, &plan, 0..plan.waves, |_, o, w| {
        assert_eq!(o.status, Status::Endpgm);
        w.state.sgpr
    }) {
        assert_eq!(&s[16..32], &want[..]);
        assert_eq!(&s[32..36], &[7, 9, 0x5566_7788, 0x1122_3344]);
        // The queue's ring base is the packet.
        assert_eq!(&s[36..38], &[0x7000_0000, 0]);
    }
}
