//! The shape of a dispatch: grid -> workgroups -> waves.
//!
//! `grid` counts work-items per dimension (the HSA dispatch packet's grid
//! size), `block` is the workgroup size. A dimension whose grid is not a
//! multiple of the block ends with a partial workgroup, whose size in that
//! dimension is the remainder. A workgroup of `n` work-items runs as
//! `ceil(n / 64)` waves; its work-items are numbered X fastest, then Y, then Z
//! over the workgroup's actual sizes, and wave `k` holds work-items
//! `64k .. 64k + 63` (fewer in the last wave).

pub use crate::waves::Shard;

/// Lanes in a wave on gfx6-gfx9.
pub const WAVE_SIZE: u64 = 64;

/// Most work-items in one workgroup (the hardware's limit on gfx6-gfx9).
pub const MAX_WORKGROUP_SIZE: u64 = 1024;

/// Most workgroups in one launch: wave numbers and scratch offsets stay far
/// from overflowing (`--shard` splits bigger work).
pub const MAX_WORKGROUPS: u64 = 1 << 40;

/// A checked dispatch shape.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Grid {
    /// Number of dimensions given (1, 2 or 3); the packet's setup field.
    pub dims: u32,
    /// Work-items per dimension; unused dimensions are 1.
    pub size: [u32; 3],
    /// Workgroup size per dimension; unused dimensions are 1.
    pub block: [u32; 3],
}

/// One workgroup: its id per dimension and its actual size.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Workgroup {
    /// Position in workgroup order (X fastest).
    pub index: u64,
    /// The workgroup id in x, y and z (what the workgroup id SGPRs hold).
    pub id: [u32; 3],
    /// Actual size per dimension (smaller than the block at a partial edge).
    pub size: [u32; 3],
}

impl Workgroup {
    /// Work-items in the workgroup, to size its waves.
    pub fn work_items(&self) -> u64 {
        self.size.iter().map(|&s| s as u64).product()
    }

    /// Waves in the workgroup (64 work-items each, the last one partial).
    pub fn waves(&self) -> u32 {
        self.work_items().div_ceil(WAVE_SIZE) as u32
    }

    /// EXEC of wave `k`: one bit per live lane.
    pub fn exec(&self, k: u32) -> u64 {
        let live = self.work_items() - k as u64 * WAVE_SIZE;
        if live >= 64 {
            u64::MAX
        } else {
            (1u64 << live) - 1
        }
    }
}

impl Grid {
    /// Checks the shape: 1 to 3 dimensions, the same number for grid and
    /// block, every size at least 1, grid sizes within 32 bits, workgroup sizes
    /// within 16 bits and at most 1024 work-items in a workgroup.
    pub fn new(grid: &[u64], block: &[u64]) -> Result<Grid, String> {
        if grid.is_empty() || grid.len() > 3 {
            return Err(format!(
                "the grid has {} dimensions; 1 to 3 are possible",
                grid.len()
            ));
        }
        if block.len() != grid.len() {
            return Err(format!(
                "the grid has {} dimensions but the workgroup size {}",
                grid.len(),
                block.len()
            ));
        }
        let mut g = Grid {
            dims: grid.len() as u32,
            size: [1; 3],
            block: [1; 3],
        };
        let xyz = ["X", "Y", "Z"];
        for d in 0..grid.len() {
            if grid[d] == 0 || grid[d] > u32::MAX as u64 {
                return Err(format!(
                    "grid size {} in {} is not in 1..2^32-1",
                    grid[d], xyz[d]
                ));
            }
            if block[d] == 0 || block[d] > u16::MAX as u64 {
                return Err(format!(
                    "workgroup size {} in {} is not in 1..65535",
                    block[d], xyz[d]
                ));
            }
            g.size[d] = grid[d] as u32;
            g.block[d] = block[d] as u32;
        }
        let workgroups: u128 = g.counts().iter().map(|&c| c as u128).product();
        if workgroups > MAX_WORKGROUPS as u128 {
            return Err(format!(
                "{workgroups} workgroups are more than the {MAX_WORKGROUPS} one launch can have"
            ));
        }
        let items: u64 = g.block.iter().map(|&b| b as u64).product();
        if items > MAX_WORKGROUP_SIZE {
            return Err(format!(
                "a workgroup of {items} work-items is larger than the {MAX_WORKGROUP_SIZE} gfx6-gfx9 allow"
            ));
        }
        Ok(g)
    }

    /// Workgroups per dimension.
    pub fn counts(&self) -> [u64; 3] {
        [0, 1, 2].map(|d| (self.size[d] as u64).div_ceil(self.block[d] as u64))
    }

    /// Number of workgroups.
    pub fn workgroups(&self) -> u64 {
        self.counts().iter().product()
    }

    /// The workgroup at position `index` in workgroup order.
    pub fn workgroup(&self, index: u64) -> Workgroup {
        let n = self.counts();
        let id = [index % n[0], index / n[0] % n[1], index / (n[0] * n[1])];
        let size = [0, 1, 2].map(|d| {
            let start = id[d] * self.block[d] as u64;
            (self.size[d] as u64 - start).min(self.block[d] as u64) as u32
        });
        Workgroup {
            index,
            id: id.map(|v| v as u32),
            size,
        }
    }

    /// Waves in the workgroups before position `index`, in closed form: each
    /// dimension has at most two workgroup sizes (full and the partial edge).
    pub fn waves_before(&self, index: u64) -> u64 {
        let n = self.counts();
        let wg = self.workgroup(index);
        // (size, how many of the first `k` workgroups along `d` have it)
        let sizes = |d: usize, k: u64| -> [(u64, u64); 2] {
            let b = self.block[d] as u64;
            let last = self.size[d] as u64 - (n[d] - 1) * b;
            let full = if last == b { k } else { k.min(n[d] - 1) };
            [(b, full), (last, k - full)]
        };
        let waves = |items: u64| items.div_ceil(WAVE_SIZE);
        let mut total = 0;
        // Whole Z layers before this one.
        for (sz, cz) in sizes(2, wg.id[2] as u64) {
            for (sy, cy) in sizes(1, n[1]) {
                for (sx, cx) in sizes(0, n[0]) {
                    total += cz * cy * cx * waves(sx * sy * sz);
                }
            }
        }
        // Whole rows before this one in its layer.
        let sz = wg.size[2] as u64;
        for (sy, cy) in sizes(1, wg.id[1] as u64) {
            for (sx, cx) in sizes(0, n[0]) {
                total += cy * cx * waves(sx * sy * sz);
            }
        }
        // Workgroups before this one in its row.
        let sy = wg.size[1] as u64;
        for (sx, cx) in sizes(0, wg.id[0] as u64) {
            total += cx * waves(sx * sy * sz);
        }
        total
    }

    /// The number of waves of every workgroup, when all have the same (no
    /// partial workgroups, or partial ones needing as many waves): then the
    /// workgroup of a wave is a division away.
    pub fn uniform_waves(&self) -> Option<u64> {
        let n = self.counts();
        let sizes = |d: usize| {
            let b = self.block[d] as u64;
            [b, self.size[d] as u64 - (n[d] - 1) * b]
        };
        let (x, y, z) = (sizes(0), sizes(1), sizes(2));
        let w = (x[0] * y[0] * z[0]).div_ceil(WAVE_SIZE);
        let same = x.iter().all(|&sx| {
            y.iter()
                .all(|&sy| z.iter().all(|&sz| (sx * sy * sz).div_ceil(WAVE_SIZE) == w))
        });
        same.then_some(w)
    }

    /// Number of waves in the whole dispatch.
    pub fn waves(&self) -> u64 {
        let n = self.workgroups();
        self.waves_before(n - 1) + self.workgroup(n - 1).waves() as u64
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Counts waves one workgroup at a time, the slow way.
    fn waves_before_slow(g: &Grid, index: u64) -> u64 {
        (0..index).map(|i| g.workgroup(i).waves() as u64).sum()
    }

    #[test]
    fn waves_before_matches_a_count() {
        for (grid, block) in [
            (vec![1000u64], vec![64u64]),
            (vec![1000], vec![100]),
            (vec![130, 7], vec![16, 4]),
            (vec![33, 17, 9], vec![8, 4, 3]),
            (vec![5, 5, 5], vec![4, 4, 4]),
            (vec![64, 64, 2], vec![8, 8, 1]),
            (vec![100], vec![96]),
            (vec![130], vec![64]),
        ] {
            let g = Grid::new(&grid, &block).unwrap();
            for i in 0..g.workgroups() {
                assert_eq!(
                    g.waves_before(i),
                    waves_before_slow(&g, i),
                    "{grid:?} {block:?} {i}"
                );
            }
            let n = g.workgroups();
            assert_eq!(
                g.waves(),
                waves_before_slow(&g, n - 1) + g.workgroup(n - 1).waves() as u64
            );
            let counts: std::collections::BTreeSet<u32> =
                (0..n).map(|i| g.workgroup(i).waves()).collect();
            let uniform = (counts.len() == 1).then(|| *counts.first().unwrap() as u64);
            assert_eq!(g.uniform_waves(), uniform, "{grid:?} {block:?}");
        }
    }

    #[test]
    fn partial_workgroups_and_exec() {
        let g = Grid::new(&[100], &[96]).unwrap();
        assert_eq!(g.workgroups(), 2);
        let w1 = g.workgroup(1);
        assert_eq!(w1.size, [4, 1, 1]);
        assert_eq!(w1.waves(), 1);
        assert_eq!(w1.exec(0), 0xF);
        let w0 = g.workgroup(0);
        assert_eq!(
            (w0.waves(), w0.exec(0), w0.exec(1)),
            (2, u64::MAX, 0xFFFF_FFFF)
        );
    }

    #[test]
    fn bad_shapes_are_named() {
        assert!(Grid::new(&[64, 2], &[64])
            .unwrap_err()
            .contains("dimensions"));
        assert!(Grid::new(&[0], &[64]).unwrap_err().contains("grid size 0"));
        assert!(Grid::new(&[64, 64], &[64, 32])
            .unwrap_err()
            .contains("2048"));
        assert!(Grid::new(&[1, 2, 3, 4], &[1, 1, 1, 1]).is_err());
        let huge = u32::MAX as u64;
        assert!(Grid::new(&[huge, huge, huge], &[1, 1, 1])
            .unwrap_err()
            .contains("workgroups"));
    }
}
