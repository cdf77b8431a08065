//! The dispatch shape for random grids: waves enumerate every workgroup in
//! order, each with ceil(size / 64) waves and EXEC bits for exactly its
//! work-items, and any split into shards covers them once.

use gcnjit::launch::{Grid, Plan, Shard};
use proptest::prelude::*;

fn shape() -> impl Strategy<Value = (Vec<u64>, Vec<u64>)> {
    (1usize..=3).prop_flat_map(|n| {
        (
            prop::collection::vec(1u64..150, n),
            prop::collection::vec(1u64..12, n),
        )
    })
}

proptest! {
    #[test]
    fn waves_cover_every_work_item_once((grid, block) in shape(), shards in 1u64..6) {
        let g = match Grid::new(&grid, &block) {
            Ok(g) => g,
            Err(_) => return Ok(()),
        };
        // Count work-items through EXEC, workgroup by workgroup, the slow way.
        let mut items = 0u64;
        let mut waves = Vec::new();
        for wg in 0..g.workgroups() {
            let w = g.workgroup(wg);
            let expect: u64 = (0..3)
                .map(|d| {
                    let start = w.id[d] as u64 * g.block[d] as u64;
                    (g.size[d] as u64 - start).min(g.block[d] as u64)
                })
                .product();
            prop_assert_eq!(w.work_items(), expect);
            for k in 0..w.waves() {
                items += w.exec(k).count_ones() as u64;
                waves.push((wg, k));
            }
        }
        prop_assert_eq!(items, grid.iter().product::<u64>());
        prop_assert_eq!(g.waves(), waves.len() as u64);
        // Plans of the shards, in order, locate the same waves.
        let mut located = Vec::new();
        for i in 0..shards {
            let plan = Plan::new(g, Shard { index: i, count: shards });
            for k in 0..plan.waves {
                let id = plan.locate(k);
                prop_assert_eq!(id.global, located.len() as u64);
                prop_assert_eq!(id.workgroup, g.workgroup(id.workgroup.index));
                located.push((id.workgroup.index, id.wave));
            }
        }
        prop_assert_eq!(located, waves);
    }
}

proptest! {
    /// Any descriptor bytes and argument sizes: a dispatch is built or refused
    /// with a message, never a panic, and its first and last waves can be set
    /// up.
    #[test]
    fn any_descriptor_builds_or_is_refused(
        kd in prop::collection::vec(any::<u8>(), 64),
        (grid, block) in shape(),
        bufs in prop::collection::vec(0usize..5000, 0..3),
        arch in 0usize..4,
    ) {
        use gcnjit::code_object::KernelDescriptor;
        use gcnjit::launch::{Dispatch, DispatchSpec, KernelArg};
        let Ok(g) = Grid::new(&grid, &block) else { return Ok(()) };
        // Sizes below 64 KiB, so that most dispatches are built.
        let mut kd = kd;
        kd[6] = 0;
        kd[7] = 0;
        kd[10] = 0;
        kd[11] = 0;
        let kd = KernelDescriptor::parse(kd.as_slice().try_into().unwrap());
        let spec = DispatchSpec {
            arch: gcnjit::Arch::ALL[arch],
            descriptor: kd,
            kd_address: 0x1000,
            entry: 0,
            grid: g,
            args: bufs.iter().map(|&n| KernelArg::Buffer(vec![7; n])).collect(),
            memory: gcnjit::Memory::new(),
            metadata: None,
        };
        match Dispatch::new(spec) {
            Err(e) => prop_assert!(!e.0.is_empty()),
            Ok(d) => {
                let plan = d.plan(Shard::ALL);
                for i in [0, plan.waves - 1] {
                    let w = d.wave(&plan.locate(i));
                    prop_assert_eq!(w.state.pc, 0);
                    prop_assert!(w.state.exec() != 0);
                }
            }
        }
    }
}
