//! Guest memory of a dispatch and the initial state of its waves, as
//! AMDGPUUsage's "Initial Kernel Execution State" orders the SGPRs
//! (`docs/launch.md` gives the values chosen where the hardware leaves them to
//! the runtime).

use super::args::{self, KernelArg};
use super::*;
use crate::code_object::descriptor::UserSgpr;

/// The scratch V#'s fourth dword: destination selects X, Y, Z, W; 32-bit
/// unsigned data format; 4-byte elements; index stride 64; thread id added
/// to the index (the swizzled per-lane layout of private memory).
pub const SCRATCH_RSRC_WORD3: u32 = 4 // DST_SEL_X = X
    | 5 << 3 // DST_SEL_Y = Y
    | 6 << 6 // DST_SEL_Z = Z
    | 7 << 9 // DST_SEL_W = W
    | 4 << 12 // NUM_FORMAT = UINT
    | 4 << 15 // DATA_FORMAT = 32
    | 1 << 19 // ELEMENT_SIZE = 4 bytes
    | 3 << 21 // INDEX_STRIDE = 64
    | 1 << 23; // ADD_TID_ENABLE

/// The packet header: kernel dispatch type (2), barrier bit set, acquire and
/// release fences at system scope (2).
pub const PACKET_HEADER: u16 = 2 | 1 << 8 | 2 << 9 | 2 << 11;

fn err<T>(m: String) -> Result<T, LaunchError> {
    Err(LaunchError(m))
}

/// Maps `bytes` at `addr` as shared memory, naming `what` on a clash.
fn place(
    mem: &mut Memory,
    what: &str,
    addr: u64,
    bytes: &[u8],
) -> Result<SharedRegion, LaunchError> {
    let r = SharedRegion::new(addr, bytes);
    if !bytes.is_empty() {
        mem.map_shared(r.clone()).map_err(|_| {
            LaunchError(format!(
                "{what} at 0x{addr:x} ({} bytes) overlaps the code object's memory",
                bytes.len()
            ))
        })?;
    }
    Ok(r)
}

pub(super) fn build(spec: DispatchSpec) -> Result<Dispatch, LaunchError> {
    let kd = spec.descriptor;
    if kd.wavefront_size32() {
        return err("the kernel descriptor asks for wave32 (ENABLE_WAVEFRONT_SIZE32), which gfx6-gfx9 do not have".into());
    }
    // The code object's memory is global: shared by every wave.
    let mut memory = Memory::new();
    for r in &spec.memory.regions {
        memory
            .map_shared(SharedRegion::new(r.addr, &r.data))
            .map_err(|e| LaunchError(e.to_string()))?;
    }
    for r in spec.memory.shared.iter() {
        memory
            .map_shared(r.clone())
            .map_err(|e| LaunchError(e.to_string()))?;
    }

    // Buffers, then the kernarg segment that points at them.
    let mut buffers = Vec::new();
    let mut next = BUFFER_BASE;
    for a in &spec.args {
        if let KernelArg::Buffer(bytes) = a {
            let what = format!("buffer {}", buffers.len());
            buffers.push(place(&mut memory, &what, next, bytes)?);
            next = (next + (bytes.len() as u64).max(1)).next_multiple_of(BUFFER_ALIGN);
        }
    }
    let addrs: Vec<u64> = buffers.iter().map(|r| r.addr).collect();
    let fixed_lds = kd.group_segment_fixed_size as u64;
    let (kernarg, dynamic_lds) = match &spec.metadata {
        Some(meta) => super::kernarg::layout(meta, &spec.args, &addrs, fixed_lds, &spec.grid)
            .map_err(LaunchError)?,
        None => {
            let dynamic: u64 = spec
                .args
                .iter()
                .map(|a| match a {
                    KernelArg::Local(n) => *n,
                    _ => 0,
                })
                .sum();
            (args::layout(&spec.args, &addrs), dynamic)
        }
    };
    let lds_bytes = fixed_lds + dynamic_lds;
    if lds_bytes > 1 << 16 {
        return err(format!(
            "the kernel's {fixed_lds} bytes of LDS and {dynamic_lds} of local: arguments exceed the 64 KiB of a workgroup"
        ));
    }
    let declared = kd.kernarg_size as usize;
    if declared != 0 && kernarg.len() > declared {
        return err(format!(
            "the arguments take {} bytes but the kernel descriptor's kernarg segment is {declared} bytes",
            kernarg.len()
        ));
    }
    if declared > MAX_KERNARG_BYTES {
        return err(format!(
            "the kernel descriptor's kernarg segment of {declared} bytes is larger than the \
             {MAX_KERNARG_BYTES} bytes gcnjit maps"
        ));
    }
    let mut segment = kernarg.clone();
    segment.resize(kernarg.len().max(declared).max(1).next_multiple_of(64), 0);
    place(&mut memory, "the kernarg segment", KERNARG_ADDR, &segment)?;

    let grid = spec.grid;
    let lane = (kd.private_segment_fixed_size as u64).next_multiple_of(4);
    let wave_bytes = (lane * WAVE_SIZE).next_multiple_of(SCRATCH_WAVE_ALIGN);
    if wave_bytes > MAX_WAVE_SCRATCH {
        return err(format!(
            "a private segment of {} bytes a work-item needs {wave_bytes} bytes of scratch a \
             wave, more than the {MAX_WAVE_SCRATCH} gcnjit maps",
            kd.private_segment_fixed_size
        ));
    }
    let lane_bytes = lane as u32;
    let total_waves = grid.waves();
    let total_bytes = total_waves.saturating_mul(wave_bytes);
    if wave_bytes > 0 && (total_waves - 1).saturating_mul(wave_bytes) > u32::MAX as u64 {
        return err(format!(
            "{total_waves} waves with {wave_bytes} bytes of scratch each do not fit the 32-bit \
             scratch wave offset; launch fewer workgroups (--shard) or use less private memory"
        ));
    }
    let scratch = Scratch {
        lane_bytes,
        wave_bytes,
        total_bytes,
    };
    if total_bytes > 0
        && memory
            .shared
            .iter()
            .any(|r| r.addr < SCRATCH_BASE + total_bytes && SCRATCH_BASE < r.end())
    {
        return err(format!(
            "scratch at 0x{SCRATCH_BASE:x} ({total_bytes} bytes) overlaps the code object's memory"
        ));
    }

    let mut d = Dispatch {
        arch: spec.arch,
        descriptor: kd,
        kd_address: spec.kd_address,
        entry: spec.entry,
        grid,
        scratch,
        memory,
        buffers,
        kernarg,
        lds_bytes,
    };
    let packet = packet(&d);
    place(&mut d.memory, "the dispatch packet", PACKET_ADDR, &packet)?;
    let queue = queue(&d);
    place(&mut d.memory, "the queue object", QUEUE_ADDR, &queue)?;
    Ok(d)
}

fn put(b: &mut [u8], off: usize, v: &[u8]) {
    b[off..off + v.len()].copy_from_slice(v);
}

/// The HSA kernel dispatch packet (`hsa_kernel_dispatch_packet_t`).
pub(super) fn packet(d: &Dispatch) -> [u8; 64] {
    let mut b = [0u8; 64];
    put(&mut b, 0, &PACKET_HEADER.to_le_bytes());
    put(&mut b, 2, &(d.grid.dims as u16).to_le_bytes());
    for i in 0..3 {
        put(&mut b, 4 + 2 * i, &(d.grid.block[i] as u16).to_le_bytes());
        put(&mut b, 12 + 4 * i, &d.grid.size[i].to_le_bytes());
    }
    put(
        &mut b,
        24,
        &d.descriptor.private_segment_fixed_size.to_le_bytes(),
    );
    put(
        &mut b,
        28,
        &d.descriptor.group_segment_fixed_size.to_le_bytes(),
    );
    put(&mut b, 32, &d.kd_address.to_le_bytes());
    put(&mut b, 40, &KERNARG_ADDR.to_le_bytes());
    // reserved2 (48) and the completion signal (56) stay 0.
    b
}

/// The scratch V# (private segment buffer): the queue's scratch base,
/// swizzled, covering the whole dispatch's scratch.
fn scratch_rsrc(d: &Dispatch) -> [u32; 4] {
    [
        SCRATCH_BASE as u32,
        (SCRATCH_BASE >> 32) as u32 & 0xFFFF | 1 << 31, // SWIZZLE_ENABLE, stride 0
        d.scratch.total_bytes.min(u32::MAX as u64) as u32,
        SCRATCH_RSRC_WORD3,
    ]
}

/// The queue object (`amd_queue_t`): the fields listed in docs/launch.md,
/// the rest 0.
fn queue(d: &Dispatch) -> Vec<u8> {
    let mut b = vec![0u8; QUEUE_SIZE];
    put(&mut b, 0, &0u32.to_le_bytes()); // type: multiple producers
    put(&mut b, 4, &1u32.to_le_bytes()); // features: kernel dispatch
    put(&mut b, 8, &PACKET_ADDR.to_le_bytes()); // ring base: the one packet
    put(&mut b, 24, &1u32.to_le_bytes()); // size: one packet
    put(&mut b, 56, &(DISPATCH_ID + 1).to_le_bytes()); // write dispatch id
                                                       // The apertures' high halves (group, then private segment).
    put(&mut b, 64, &((SH_MEM_BASES >> 16) << 16).to_le_bytes());
    put(&mut b, 68, &((SH_MEM_BASES & 0xFFFF) << 16).to_le_bytes());
    put(&mut b, 128, &DISPATCH_ID.to_le_bytes()); // read dispatch id
    let rsrc = scratch_rsrc(d);
    for (i, w) in rsrc.iter().enumerate() {
        put(&mut b, 144 + 4 * i, &w.to_le_bytes());
    }
    put(&mut b, 160, &SCRATCH_BASE.to_le_bytes());
    put(&mut b, 168, &d.scratch.total_bytes.to_le_bytes());
    put(&mut b, 176, &d.scratch.lane_bytes.to_le_bytes());
    b
}

/// The flat scratch init pair: gfx9 takes the scratch base address; gfx6-8
/// its offset from the hidden private base and the per-lane size.
fn flat_scratch_init(d: &Dispatch) -> u64 {
    if d.arch == Arch::Gfx9 {
        SCRATCH_BASE
    } else {
        SCRATCH_OFFSET | (d.scratch.lane_bytes as u64) << 32
    }
}

/// The user SGPR values in load order.
fn user_sgprs(d: &Dispatch) -> Vec<u32> {
    let mut v = Vec::new();
    let lo_hi = |x: u64| [x as u32, (x >> 32) as u32];
    for (u, _) in d.descriptor.user_sgpr_layout() {
        match u {
            UserSgpr::PrivateSegmentBuffer => v.extend(scratch_rsrc(d)),
            UserSgpr::DispatchPtr => v.extend(lo_hi(PACKET_ADDR)),
            UserSgpr::QueuePtr => v.extend(lo_hi(QUEUE_ADDR)),
            UserSgpr::KernargSegmentPtr => v.extend(lo_hi(KERNARG_ADDR)),
            UserSgpr::DispatchId => v.extend(lo_hi(DISPATCH_ID)),
            UserSgpr::FlatScratchInit => v.extend(lo_hi(flat_scratch_init(d))),
            UserSgpr::PrivateSegmentSize => v.push(d.scratch.lane_bytes),
        }
    }
    v
}

/// Largest kernarg segment gcnjit maps.
pub const MAX_KERNARG_BYTES: usize = 1 << 20;

/// Largest scratch a wave gets.
pub const MAX_WAVE_SCRATCH: u64 = 8 << 20;

/// Most user SGPRs the hardware loads.
const MAX_USER_SGPRS: usize = 16;

/// MODE at the start of a wave, from COMPUTE_PGM_RSRC1: round and
/// denormal modes (bits 19:12 to MODE 7:0), DX10_CLAMP (21 to 8) and
/// IEEE_MODE (23 to 9).
fn initial_mode(kd: &crate::code_object::KernelDescriptor) -> u32 {
    let r = kd.compute_pgm_rsrc1;
    (r >> 12) & 0xFF | ((r >> 21) & 1) << 8 | ((r >> 23) & 1) << 9
}

/// The initial state of wave `id`, its memory a clone of `mem` (the
/// dispatch's memory, or a thread's copy of it: `Memory::for_thread`).
pub(super) fn wave(d: &Dispatch, id: &WaveId, mem: &crate::Memory) -> Wave {
    let kd = &d.descriptor;
    let mut w = Wave::new(d.arch);
    w.mem = mem.clone();
    w.lds = crate::state::Lds::new(d.lds_size());
    let st = &mut w.state;
    // User SGPRs from 0: only the first USER_SGPR_COUNT (at most 16) are
    // loaded; the system SGPRs follow from USER_SGPR_COUNT.
    let count = kd.user_sgpr_count() as usize;
    for (i, v) in user_sgprs(d).into_iter().enumerate() {
        if i < count.min(MAX_USER_SGPRS) {
            st.sgpr[i] = v;
        }
    }
    let mut n = count;
    let mut system = |st: &mut crate::WaveState, v: u32| {
        st.sgpr[n] = v;
        n += 1;
    };
    let wg = &id.workgroup;
    for (dim, on) in kd.workgroup_id_enabled().into_iter().enumerate() {
        if on {
            system(st, wg.id[dim]);
        }
    }
    let wave_offset = id.global * d.scratch.wave_bytes;
    if kd.workgroup_info() {
        let first = (id.wave == 0) as u32;
        system(st, first << 31 | (wg.waves() & 0x3F));
    }
    if kd.private_segment_wave_offset() {
        system(st, wave_offset as u32);
    }
    st.set_exec(wg.exec(id.wave));
    st.hwreg[crate::state::hwreg::MODE] = initial_mode(kd);
    if d.arch >= Arch::Gfx7 {
        // gfx6 has no FLAT; gfx7/gfx8 code cannot read the register, but
        // their FLAT unit uses it as gfx9's does.
        st.hwreg[crate::state::hwreg::SH_MEM_BASES] = SH_MEM_BASES;
    }
    st.pc = d.entry;
    // VGPRs: the descriptor's allocation (granules of 4), work-item ids in
    // v0 (and v1, v2 as enabled) by the lane's place in the workgroup.
    w.vgpr
        .set_limit((4 * (kd.granulated_workitem_vgpr_count() + 1)).min(256) as u16);
    let dims = kd.vgpr_workitem_id().min(2) as usize + 1;
    let [sx, sy, _] = wg.size.map(|s| s.max(1) as u64);
    for l in 0..crate::state::vgpr::LANES {
        let flat = id.wave as u64 * crate::launch::WAVE_SIZE + l as u64;
        let ids = [flat % sx, (flat / sx) % sy, flat / (sx * sy)];
        for (dim, &v) in ids
            .iter()
            .enumerate()
            .take(dims.min(w.vgpr.limit() as usize))
        {
            w.vgpr.set(dim, l, v as u32);
        }
    }
    if d.scratch.wave_bytes > 0 {
        // This wave's scratch: private to it (no other wave's offset points
        // here). Its range was checked against the shared regions.
        let _ = w.mem.map(
            SCRATCH_BASE + wave_offset,
            vec![0; d.scratch.wave_bytes as usize],
        );
    }
    w
}
