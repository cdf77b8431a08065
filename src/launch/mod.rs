//! One kernel dispatch: grid -> workgroups -> waves, each wave starting in the
//! state the hardware and the HSA runtime give it (`docs/launch.md`).
//!
//! A [`Dispatch`] is built from a kernel's descriptor, its entry point, the
//! grid and workgroup sizes and the kernel arguments. It lays out, in guest
//! memory shared by every wave, the HSA kernel dispatch packet, a queue
//! object, the kernarg segment and the argument buffers, and builds each
//! wave's initial registers from the descriptor's enable bits: the user SGPRs
//! in their fixed order from SGPR 0, then from `USER_SGPR_COUNT` on the system
//! SGPRs (workgroup ids, workgroup info, scratch wave offset), EXEC holding
//! the wave's live lanes. Every address and value the hardware does not fix
//! is a constant here, listed in `docs/launch.md`.
//!
//! The waves run on a [`Batch`] (one code cache, the thread pool), in
//! workgroup order; global buffers are [`SharedRegion`]s, so stores and
//! atomics of one wave are seen by all.

pub mod args;
pub mod grid;
mod kernarg;
mod setup;
mod workgroup;

pub use args::KernelArg;
pub use grid::{Grid, Shard, Workgroup, WAVE_SIZE};

use crate::code_object::KernelDescriptor;
use crate::isa::Arch;
use crate::run::Outcome;
use crate::state::{Memory, SharedRegion, Wave};
use crate::waves::Batch;
use std::ops::Range;

/// Where the dispatch packet is (64 bytes, 64-aligned).
pub const PACKET_ADDR: u64 = 0x7000_0000;
/// Where the queue object (`amd_queue_t`, 256 bytes) is.
pub const QUEUE_ADDR: u64 = 0x7000_1000;
/// Bytes of the queue object.
pub const QUEUE_SIZE: usize = 256;
/// Where the kernarg segment starts (16-aligned, as HSA requires).
pub const KERNARG_ADDR: u64 = 0x7001_0000;
/// Where the first buffer argument goes; each next one at the next
/// `BUFFER_ALIGN` boundary past the previous one's end.
pub const BUFFER_BASE: u64 = 0x1_0000_0000;
/// Buffers start on this boundary, so no two share a page.
pub const BUFFER_ALIGN: u64 = 0x1000;
/// The hidden private base (`SH_HIDDEN_PRIVATE_BASE_VIMID`) that gfx6-gfx8
/// flat scratch offsets count from.
pub const HIDDEN_PRIVATE_BASE: u64 = 0x2_0000_0000;
/// Offset of the queue's scratch backing memory from the hidden base.
pub const SCRATCH_OFFSET: u64 = 0x0100_0000;
/// The queue's scratch backing memory: wave `n` of the dispatch (counting
/// every wave in workgroup order) owns `wave_scratch_bytes` from
/// `SCRATCH_BASE + n * wave_scratch_bytes`.
pub const SCRATCH_BASE: u64 = HIDDEN_PRIVATE_BASE + SCRATCH_OFFSET;
/// SH_MEM_BASES of a launched gfx7-gfx9 wave, which places the FLAT
/// apertures: the shared aperture's field (bits 31:16) is 1, the private
/// one's (bits 15:0) 2, so the LDS aperture is the 2^32 bytes from
/// 0x0001_0000_0000_0000 and the private one those from
/// 0x0002_0000_0000_0000 (the bases Linux's KFD gives gfx9). gfx9 code reads
/// them as `src_shared_base`/`src_private_base`, gfx7/gfx8 code from the
/// queue object (docs/launch.md, "FLAT apertures").
pub const SH_MEM_BASES: u32 = 0x0001_0002;
/// A wave's scratch is a multiple of this many bytes.
pub const SCRATCH_WAVE_ALIGN: u64 = 1024;
/// The dispatch id the dispatch id SGPRs hold.
pub const DISPATCH_ID: u64 = 0;

/// A launch that cannot be set up (bad input: exit 2 at the command line).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct LaunchError(pub String);

/// What a dispatch is made of.
#[derive(Clone, Debug)]
pub struct DispatchSpec {
    /// The generation the kernel runs on.
    pub arch: Arch,
    /// The kernel's descriptor: which SGPRs each wave starts with.
    pub descriptor: KernelDescriptor,
    /// Guest address of the kernel descriptor (the packet's kernel object).
    pub kd_address: u64,
    /// Address of the kernel's first instruction.
    pub entry: u64,
    /// Workgroups and work-items of the dispatch.
    pub grid: Grid,
    /// The kernel arguments in kernarg order.
    pub args: Vec<KernelArg>,
    /// The code object's data (`.rodata`, `.data`, ...): global memory, so it
    /// is shared by every wave like the buffers.
    pub memory: Memory,
    /// The kernel's metadata (the code object's `NT_AMDGPU_METADATA` entry):
    /// when given, the arguments are checked against it and placed at its
    /// offsets, and the hidden arguments are filled in (docs/launch.md).
    pub metadata: Option<crate::code_object::meta::KernelMeta>,
}

/// Which wave: its workgroup, its index in the workgroup and in the dispatch.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct WaveId {
    /// The workgroup the wave belongs to.
    pub workgroup: Workgroup,
    /// Index of the wave within its workgroup.
    pub wave: u32,
    /// Index of the wave in the whole dispatch (workgroup order).
    pub global: u64,
}

/// Bytes of scratch per work-item and per wave.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Scratch {
    /// The private segment size rounded up to a dword.
    pub lane_bytes: u32,
    /// `lane_bytes * 64` rounded up to `SCRATCH_WAVE_ALIGN`.
    pub wave_bytes: u64,
    /// Scratch of the whole dispatch (what the scratch V# covers).
    pub total_bytes: u64,
}

/// A dispatch ready to run.
#[derive(Clone, Debug)]
pub struct Dispatch {
    /// The generation the kernel runs on.
    pub arch: Arch,
    /// The kernel's descriptor: which SGPRs each wave starts with.
    pub descriptor: KernelDescriptor,
    /// Guest address of the kernel descriptor (the packet's kernel object).
    pub kd_address: u64,
    /// Address of the kernel's first instruction, every wave's starting pc.
    pub entry: u64,
    /// Workgroups and work-items of the dispatch.
    pub grid: Grid,
    /// Scratch sizes of a lane, a wave and the dispatch.
    pub scratch: Scratch,
    /// Every wave starts from a clone of this memory (its shared regions are
    /// the same buffers for all).
    pub memory: Memory,
    /// The buffer arguments in order, with their addresses.
    pub buffers: Vec<SharedRegion>,
    /// Bytes of the kernarg segment as laid out (before the rounding of the
    /// mapped region).
    pub kernarg: Vec<u8>,
    /// LDS bytes of a workgroup: the descriptor's group segment plus the
    /// dynamic LDS of `local:` arguments.
    pub lds_bytes: u64,
}

impl Dispatch {
    /// Lays out guest memory for `spec`; errors name what does not fit.
    pub fn new(spec: DispatchSpec) -> Result<Dispatch, LaunchError> {
        setup::build(spec)
    }

    /// The 64-byte HSA kernel dispatch packet.
    pub fn packet(&self) -> [u8; 64] {
        setup::packet(self)
    }

    /// The initial state of wave `id`.
    pub fn wave(&self, id: &WaveId) -> Wave {
        setup::wave(self, id, &self.memory)
    }

    /// The waves of the workgroups in `shard`, in workgroup order.
    pub fn plan(&self, shard: Shard) -> Plan {
        Plan::new(self.grid, shard)
    }

    /// Bytes of LDS a workgroup gets: `lds_bytes` (the descriptor's group
    /// segment plus the `local:` arguments' dynamic LDS) rounded up to the
    /// allocation granule (256 bytes on gfx6, 512 later: docs/launch.md,
    /// "Workgroups"); at most 64 KiB, which `Dispatch::new` checks.
    pub fn lds_size(&self) -> u32 {
        let granule = if self.arch == Arch::Gfx6 { 256 } else { 512 };
        self.lds_bytes
            .next_multiple_of(granule)
            .min(crate::state::lds::DEFAULT_SIZE as u64) as u32
    }

    /// Runs waves `range` (indices into `plan`) on `batch`, handing each
    /// outcome and final wave to `finish` on a worker; results in order.
    /// The waves of a workgroup run together on one worker and meet at
    /// `s_barrier` (docs/launch.md, "Workgroups"); workgroups run in
    /// parallel. A range should hold whole workgroups ([`Plan::chunk_end`]):
    /// the waves of a workgroup cut by it run as a workgroup of their own.
    /// With `Engine::Both` give the batch one thread: each wave is compared
    /// against a private copy of the buffers taken when it starts, which
    /// only holds still while no other wave runs.
    pub fn run<F, T>(&self, batch: &Batch, plan: &Plan, range: Range<u64>, finish: F) -> Vec<T>
    where
        F: Fn(&WaveId, Outcome, Wave) -> T + Sync,
        T: Send,
    {
        let groups = plan.groups(range);
        let lds = self.lds_size();
        // Each worker clones its waves' memories from its own copy
        // (`Memory::for_thread`).
        let per_group = batch.par_map_init(
            0..groups.len(),
            || self.memory.for_thread(),
            |mem, g| self.run_group(batch, plan, groups[g].clone(), mem, lds, &finish),
        );
        per_group.into_iter().flatten().collect()
    }

    /// Runs the waves `r` of one workgroup, their memories cloned from `mem`.
    fn run_group<F, T>(
        &self,
        batch: &Batch,
        plan: &Plan,
        r: Range<u64>,
        mem: &crate::Memory,
        lds: u32,
        finish: &F,
    ) -> Vec<T>
    where
        F: Fn(&WaveId, Outcome, Wave) -> T + Sync,
    {
        if r.end - r.start == 1 {
            let id = plan.locate(r.start);
            let mut wave = setup::wave(self, &id, mem);
            let outcome = batch.run_one(&mut wave);
            return vec![finish(&id, outcome, wave)];
        }
        let ids: Vec<WaveId> = r.map(|i| plan.locate(i)).collect();
        let waves = ids.iter().map(|id| setup::wave(self, id, mem)).collect();
        workgroup::run(batch, waves, lds)
            .into_iter()
            .zip(&ids)
            .map(|((outcome, wave), id)| finish(id, outcome, wave))
            .collect()
    }

    /// The current bytes of the `k`-th buffer argument.
    pub fn buffer_bytes(&self, k: usize) -> Option<Vec<u8>> {
        self.buffers.get(k).map(|r| r.bytes.to_vec())
    }
}

/// The waves of one shard of a dispatch.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Plan {
    grid: Grid,
    /// Waves per workgroup when every workgroup has as many.
    uniform: Option<u64>,
    /// The shard's workgroups (positions in workgroup order).
    pub workgroups: Range<u64>,
    /// Dispatch-wide index of the shard's first wave.
    pub first_wave: u64,
    /// Number of waves in the shard.
    pub waves: u64,
}

impl Plan {
    /// The waves of the workgroups of `grid` in `shard`, in workgroup order.
    pub fn new(grid: Grid, shard: Shard) -> Plan {
        let workgroups = shard.range(grid.workgroups());
        let (first_wave, end_wave) = if workgroups.is_empty() {
            (0, 0)
        } else {
            let last = grid.workgroup(workgroups.end - 1);
            (
                grid.waves_before(workgroups.start),
                grid.waves_before(workgroups.end - 1) + last.waves() as u64,
            )
        };
        Plan {
            grid,
            uniform: grid.uniform_waves(),
            workgroups,
            first_wave,
            waves: end_wave - first_wave,
        }
    }

    /// The waves of `range` split by workgroup, in order.
    pub fn groups(&self, range: Range<u64>) -> Vec<Range<u64>> {
        let mut out = Vec::new();
        let mut i = range.start;
        while i < range.end {
            let id = self.locate(i);
            let end = (i - id.wave as u64 + id.workgroup.waves() as u64).min(range.end);
            out.push(i..end.max(i + 1));
            i = end.max(i + 1);
        }
        out
    }

    /// The first workgroup boundary at or after `at` (at most `self.waves`):
    /// where a chunk of waves that starts on a boundary may end.
    pub fn chunk_end(&self, at: u64) -> u64 {
        if at >= self.waves {
            return self.waves;
        }
        let id = self.locate(at);
        if id.wave == 0 {
            at
        } else {
            (at - id.wave as u64 + id.workgroup.waves() as u64).min(self.waves)
        }
    }

    /// The `i`-th wave of the shard (`i < self.waves`).
    pub fn locate(&self, i: u64) -> WaveId {
        let global = self.first_wave + i;
        if let Some(w) = self.uniform {
            return WaveId {
                workgroup: self.grid.workgroup(global / w),
                wave: (global % w) as u32,
                global,
            };
        }
        // The last workgroup whose first wave is at or before `global`.
        let (mut lo, mut hi) = (self.workgroups.start, self.workgroups.end);
        while hi - lo > 1 {
            let mid = lo + (hi - lo) / 2;
            if self.grid.waves_before(mid) <= global {
                lo = mid;
            } else {
                hi = mid;
            }
        }
        WaveId {
            workgroup: self.grid.workgroup(lo),
            wave: (global - self.grid.waves_before(lo)) as u32,
            global,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::code_object::descriptor;

    /// A descriptor with the given fields and the kernarg pointer enabled.
    fn kd(private: u32, kernarg: u32, properties: u16) -> KernelDescriptor {
        let mut b = [0u8; descriptor::SIZE];
        b[4..8].copy_from_slice(&private.to_le_bytes());
        b[8..12].copy_from_slice(&kernarg.to_le_bytes());
        b[52] = 0x84; // USER_SGPR_COUNT 2, workgroup id X
        b[56..58].copy_from_slice(&properties.to_le_bytes());
        KernelDescriptor::parse(&b)
    }

    fn spec(
        kd: KernelDescriptor,
        grid: &[u64],
        args: Vec<KernelArg>,
        memory: Memory,
    ) -> DispatchSpec {
        DispatchSpec {
            arch: Arch::Gfx9,
            descriptor: kd,
            kd_address: 0x100,
            entry: 0,
            grid: Grid::new(grid, &vec![64; grid.len()]).unwrap(),
            args,
            memory,
            metadata: None,
        }
    }

    fn error(s: DispatchSpec) -> String {
        Dispatch::new(s).unwrap_err().0
    }

    #[test]
    fn bad_dispatches_are_named() {
        let e = error(spec(
            kd(0, 4, 8),
            &[64],
            vec![KernelArg::U64(1)],
            Memory::new(),
        ));
        assert!(e.contains("take 8 bytes") && e.contains("4 bytes"), "{e}");
        let e = error(spec(kd(0, u32::MAX, 8), &[64], vec![], Memory::new()));
        assert!(e.contains("kernarg segment of 4294967295"), "{e}");
        let e = error(spec(kd(u32::MAX, 0, 8), &[64], vec![], Memory::new()));
        assert!(e.contains("scratch a wave"), "{e}");
        // 2^17 waves of 64 KiB of scratch each: more than 32 bits of offset.
        let e = error(spec(kd(1024, 0, 8), &[64 << 17], vec![], Memory::new()));
        assert!(e.contains("32-bit"), "{e}");
        let e = error(spec(kd(0, 0, 1 << 10), &[64], vec![], Memory::new()));
        assert!(e.contains("wave32"), "{e}");
        let mut m = Memory::new();
        m.map(PACKET_ADDR + 8, vec![0; 4]).unwrap();
        let e = error(spec(kd(0, 0, 8), &[64], vec![], m));
        assert!(e.contains("dispatch packet at 0x70000000"), "{e}");
        let mut m = Memory::new();
        m.map(BUFFER_BASE, vec![0; 4]).unwrap();
        let e = error(spec(
            kd(0, 0, 8),
            &[64],
            vec![KernelArg::Buffer(vec![1])],
            m,
        ));
        assert!(e.contains("buffer 0 at 0x100000000"), "{e}");
    }

    #[test]
    fn buffers_are_placed_in_order_on_pages() {
        let args = vec![
            KernelArg::Buffer(vec![1; 5000]),
            KernelArg::U32(3),
            KernelArg::Buffer(vec![]),
            KernelArg::Buffer(vec![2; 8]),
        ];
        let d = Dispatch::new(spec(kd(0, 0, 8), &[64], args, Memory::new())).unwrap();
        let addrs: Vec<u64> = d.buffers.iter().map(|r| r.addr).collect();
        assert_eq!(addrs, [0x1_0000_0000, 0x1_0000_2000, 0x1_0000_3000]);
        // Pointers at 0, 16 and 24 (after the u32 at 8 and its padding).
        assert_eq!(d.kernarg.len(), 32);
        assert_eq!(d.memory.read_u32(KERNARG_ADDR + 16), Some(0x2000));
        assert_eq!(d.memory.read_u32(KERNARG_ADDR + 20), Some(1));
        // A wave's copy of memory shares the buffers.
        let w = d.wave(&d.plan(Shard::ALL).locate(0));
        let mut m = w.mem.clone();
        m.write_u32(0x1_0000_3000, 0xDEAD).unwrap();
        assert_eq!(d.buffer_bytes(2).unwrap()[..4], 0xDEADu32.to_le_bytes());
    }
}
