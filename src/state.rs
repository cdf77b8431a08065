//! The wave's architectural state: one `#[repr(C)]` register file that both
//! engines mutate, guest memory, and the message log.

use crate::isa::operand::code;
use crate::isa::Arch;
use std::collections::{btree_map, BTreeMap};
use std::sync::Arc;

mod diff;
pub mod lds;
mod shared;
pub(crate) mod span;
pub mod vgpr;
pub use diff::{diff_waves, Sides};
pub use lds::Lds;
pub use shared::{SharedBytes, SharedRegion};
use span::{Span, SpanMut};
pub use vgpr::Vgprs;

/// Hardware register ids (`hwreg(...)`), as in docs/isa.md.
// Not a stable API: used by the engines, the state JSON and tests.
#[doc(hidden)]
pub mod hwreg {
    pub const MODE: usize = 1;
    pub const STATUS: usize = 2;
    pub const TRAPSTS: usize = 3;
    pub const HW_ID: usize = 4;
    pub const GPR_ALLOC: usize = 5;
    pub const LDS_ALLOC: usize = 6;
    pub const IB_STS: usize = 7;
    pub const SH_MEM_BASES: usize = 15;
    /// Number of modelled hardware register slots (ids 0..15).
    pub const COUNT: usize = 16;

    /// Symbolic names (llvm-mc's) by id, for the generations that know them.
    pub const NAMES: [(usize, &str); 8] = [
        (MODE, "HW_REG_MODE"),
        (STATUS, "HW_REG_STATUS"),
        (TRAPSTS, "HW_REG_TRAPSTS"),
        (HW_ID, "HW_REG_HW_ID"),
        (GPR_ALLOC, "HW_REG_GPR_ALLOC"),
        (LDS_ALLOC, "HW_REG_LDS_ALLOC"),
        (IB_STS, "HW_REG_IB_STS"),
        (SH_MEM_BASES, "HW_REG_SH_MEM_BASES"),
    ];

    /// STATUS bits that are views of other state.
    pub const STATUS_SCC: u32 = 1 << 0;
    pub const STATUS_PRIV: u32 = 1 << 5;
    pub const STATUS_TRAP_EN: u32 = 1 << 6;
    pub const STATUS_EXECZ: u32 = 1 << 9;
    pub const STATUS_VCCZ: u32 = 1 << 10;
    pub const STATUS_HALT: u32 = 1 << 13;
    /// MODE.CSP: the fork/join stack pointer, bits 31:29.
    pub const MODE_CSP_SHIFT: u32 = 29;
}

/// The register file of one wave.
///
/// `sgpr` is indexed by the operand code itself (VCC at 106/107, M0 at 124, EXEC
/// at 126/127, TTMP/TBA/TMA/FLAT_SCRATCH/XNACK_MASK at their codes for the arch),
/// so any register is `state + 4*code` for generated code. VCCZ and EXECZ are
/// not stored: they are `VCC == 0` and `EXEC == 0` at every read (docs/semantics.md §0.5
/// allows this model). STATUS.SCC/EXECZ/VCCZ are views of the same.
#[repr(C)]
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WaveState {
    /// SGPRs by operand code: s0..s101, then VCC, TTMPs, M0, EXEC and the rest at their codes.
    pub sgpr: [u32; 128],
    /// SCC, 0 or 1.
    pub scc: u32,
    /// Padding that keeps `pc` 8-aligned; always 0.
    pub reserved: u32,
    /// Byte address of the next instruction to run.
    pub pc: u64,
    /// Hardware registers by id (`hwreg::*`); ids without storage read 0.
    pub hwreg: [u32; hwreg::COUNT],
    /// gfx9 keeps TBA/TMA out of the operand space; earlier generations use
    /// `sgpr[108..112]` and leave these 0.
    pub tba9: u64,
    /// gfx9's trap memory address (see `tba9`).
    pub tma9: u64,
    /// The generation whose register layout the state follows.
    pub arch: Arch,
}

impl WaveState {
    /// All-zero state for `arch` (EXEC = 0 as well: set it explicitly).
    pub fn new(arch: Arch) -> Self {
        WaveState {
            sgpr: [0; 128],
            scc: 0,
            reserved: 0,
            pc: 0,
            hwreg: [0; hwreg::COUNT],
            tba9: 0,
            tma9: 0,
            arch,
        }
    }

    #[inline]
    /// The 64-bit pair at code `c` and `c + 1`, low half first, as 64-bit operands read it.
    ///
    /// ```
    /// use gcnjit::{Arch, WaveState};
    ///
    /// let mut s = WaveState::new(Arch::Gfx9);
    /// s.write64(4, 1 << 40);
    /// assert_eq!((s.sgpr[4], s.sgpr[5]), (0, 1 << 8));
    /// assert_eq!(s.read64(4), 1 << 40);
    /// s.set_exec(u64::MAX);
    /// assert_eq!(s.sgpr[126], u32::MAX); // EXEC_LO at its operand code
    /// ```
    pub fn read64(&self, c: u8) -> u64 {
        let c = c as usize & 127;
        self.sgpr[c] as u64 | (self.sgpr[(c + 1) & 127] as u64) << 32
    }

    #[inline]
    /// Writes the 64-bit pair at code `c` and `c + 1`, low half first.
    ///
    /// A pair that does not wrap is written as one 8-byte store: a later 64-bit
    /// read of it (`exec()`, which the compiler makes one load) can then take
    /// the value straight from the store, where two 4-byte stores would make
    /// it wait until both reach the cache.
    pub fn write64(&mut self, c: u8, v: u64) {
        let c = c as usize & 127;
        if let Some(pair) = self.sgpr.get_mut(c..c + 2) {
            pair.copy_from_slice(&[v as u32, (v >> 32) as u32]);
        } else {
            self.sgpr[c] = v as u32;
            self.sgpr[(c + 1) & 127] = (v >> 32) as u32;
        }
    }

    /// The 64-bit EXEC mask: which lanes vector code would run on.
    pub fn exec(&self) -> u64 {
        self.read64(code::EXEC_LO)
    }
    /// Sets EXEC; a hook emulating vector code may narrow it.
    pub fn set_exec(&mut self, v: u64) {
        self.write64(code::EXEC_LO, v)
    }
    /// The 64-bit VCC, the vector condition code compare results land in.
    pub fn vcc(&self) -> u64 {
        self.read64(code::VCC_LO)
    }
    /// Sets VCC, as a hook emulating a vector compare would.
    pub fn set_vcc(&mut self, v: u64) {
        self.write64(code::VCC_LO, v)
    }
    /// M0, the register `s_sendmsg` and LDS addressing read.
    pub fn m0(&self) -> u32 {
        self.sgpr[code::M0 as usize]
    }
    /// VCCZ: true when VCC is zero (a view, not stored).
    pub fn vccz(&self) -> bool {
        self.vcc() == 0
    }
    /// EXECZ: true when EXEC is zero (a view, not stored).
    pub fn execz(&self) -> bool {
        self.exec() == 0
    }

    /// Trap base address (TBA), wherever the generation keeps it.
    pub fn tba(&self) -> u64 {
        if self.arch == Arch::Gfx9 {
            self.tba9
        } else {
            self.read64(code::TBA_LO)
        }
    }
    /// Sets the trap base address where the generation keeps it.
    pub fn set_tba(&mut self, v: u64) {
        if self.arch == Arch::Gfx9 {
            self.tba9 = v
        } else {
            self.write64(code::TBA_LO, v)
        }
    }
    /// Trap memory address (TMA), wherever the generation keeps it.
    pub fn tma(&self) -> u64 {
        if self.arch == Arch::Gfx9 {
            self.tma9
        } else {
            self.read64(code::TMA_LO)
        }
    }
    /// Sets the trap memory address where the generation keeps it.
    pub fn set_tma(&mut self, v: u64) {
        if self.arch == Arch::Gfx9 {
            self.tma9 = v
        } else {
            self.write64(code::TMA_LO, v)
        }
    }

    /// STATUS with its derived bits (SCC, EXECZ, VCCZ) filled in.
    pub fn status(&self) -> u32 {
        let mut s = self.hwreg[hwreg::STATUS]
            & !(hwreg::STATUS_SCC | hwreg::STATUS_EXECZ | hwreg::STATUS_VCCZ);
        s |= self.scc & 1;
        s |= (self.execz() as u32) << 9;
        s |= (self.vccz() as u32) << 10;
        s
    }

    /// STATUS.PRIV: privileged mode, which trap handlers run in.
    pub fn privileged(&self) -> bool {
        self.hwreg[hwreg::STATUS] & hwreg::STATUS_PRIV != 0
    }

    /// MODE.CSP, the fork/join stack pointer.
    pub fn csp(&self) -> u32 {
        self.hwreg[hwreg::MODE] >> hwreg::MODE_CSP_SHIFT
    }
    /// Sets MODE.CSP (three bits; the rest of MODE is kept).
    pub fn set_csp(&mut self, v: u32) {
        let m = &mut self.hwreg[hwreg::MODE];
        *m = (*m & 0x1FFF_FFFF) | ((v & 7) << hwreg::MODE_CSP_SHIFT);
    }
}

/// Byte offsets of the fields generated code addresses.
pub(crate) mod offsets {
    use super::WaveState;
    pub const SGPR: usize = std::mem::offset_of!(WaveState, sgpr);
    pub const SCC: usize = std::mem::offset_of!(WaveState, scc);
    pub const PC: usize = std::mem::offset_of!(WaveState, pc);
    pub const HWREG: usize = std::mem::offset_of!(WaveState, hwreg);
}

/// One mapped range of guest memory. The bytes are shared copy-on-write, so many
/// waves can start from the same image and pay for a copy only when they store.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Region {
    /// Guest address of the first byte.
    pub addr: u64,
    /// The bytes, shared copy-on-write between clones of the wave.
    pub data: Arc<Vec<u8>>,
}

impl Region {
    /// One past the last address.
    pub fn end(&self) -> u64 {
        self.addr + self.data.len() as u64
    }
}

/// Guest memory: disjoint mapped regions; anything else faults.
///
/// `regions` belong to the wave (copy-on-write between clones); `shared`
/// regions are one buffer for every clone, as global memory is for the waves
/// of a dispatch (`state/shared.rs`, `docs/launch.md`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Memory {
    /// The regions the wave owns (copy-on-write between clones).
    pub regions: Regions,
    /// Regions shared by every clone, as a dispatch's buffers are. The list
    /// itself is shared too, so that cloning a memory is one reference
    /// count, not one per region (see [`Memory::for_thread`]).
    pub shared: Arc<Vec<SharedRegion>>,
}

/// The mapped regions, in an ordered map by start address: mapping one and
/// finding the one that holds an address cost O(log n) however many are
/// mapped (a state JSON may map millions). Iterates in address order, like
/// a sorted list; `regions[i]` is the i-th region in address order.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Regions(BTreeMap<u64, Region>);

impl Regions {
    /// The regions in address order.
    pub fn iter(&self) -> btree_map::Values<'_, u64, Region> {
        self.0.values()
    }
    /// The regions in address order, mutably (the bytes are still copy-on-write).
    pub fn iter_mut(&mut self) -> btree_map::ValuesMut<'_, u64, Region> {
        self.0.values_mut()
    }
    /// How many regions are mapped.
    pub fn len(&self) -> usize {
        self.0.len()
    }
    /// Whether no region is mapped.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
    /// Unmaps every region.
    pub fn clear(&mut self) {
        self.0.clear()
    }
}

impl<'a> IntoIterator for &'a Regions {
    type Item = &'a Region;
    type IntoIter = btree_map::Values<'a, u64, Region>;
    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

/// The i-th region in address order (walks the map: for tests and tools,
/// not for lookups by address, which [`Memory::region_of`] does).
impl std::ops::Index<usize> for Regions {
    type Output = Region;
    fn index(&self, i: usize) -> &Region {
        let n = self.len();
        self.iter()
            .nth(i)
            .unwrap_or_else(|| panic!("region {i} of {n}"))
    }
}

impl std::ops::IndexMut<usize> for Regions {
    fn index_mut(&mut self, i: usize) -> &mut Region {
        let n = self.len();
        self.iter_mut()
            .nth(i)
            .unwrap_or_else(|| panic!("region {i} of {n}"))
    }
}

/// A region that is empty, overlaps one already mapped, or wraps past 2^64.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error(
    "memory region 0x{addr:x}+{size} is empty, overlaps another region or wraps the address space"
)]
pub struct MapError {
    /// The requested start address.
    pub addr: u64,
    /// The requested size in bytes.
    pub size: u64,
}

impl Memory {
    /// Memory with nothing mapped: every access faults until `map`.
    pub fn new() -> Self {
        Self::default()
    }

    /// Maps `bytes` at `addr`: O(log n) in the regions already mapped. The
    /// wave owns the bytes; [`Memory::map_shared`] maps one buffer for many
    /// waves instead.
    ///
    /// ```
    /// use gcnjit::Memory;
    ///
    /// let mut m = Memory::new();
    /// m.map(0x1000, vec![0; 16]).unwrap();
    /// assert!(m.map(0x1008, vec![0; 16]).is_err()); // overlaps
    /// m.write_u32(0x1004, 0xdead_beef).unwrap();
    /// assert_eq!(m.read_u32(0x1004), Some(0xdead_beef));
    /// assert_eq!(m.read_u32(0x1010), None); // unmapped: a guest fault
    /// ```
    pub fn map(&mut self, addr: u64, bytes: Vec<u8>) -> Result<(), MapError> {
        let size = bytes.len() as u64;
        self.check_free(addr, size)?;
        self.regions.0.insert(
            addr,
            Region {
                addr,
                data: Arc::new(bytes),
            },
        );
        Ok(())
    }

    /// The region holding every byte of `[addr, addr+len)` and the offset of
    /// `addr` in it: the last region starting at or below `addr`.
    #[inline]
    fn find(&self, addr: u64, len: u64) -> Option<(&Region, usize)> {
        let end = addr.checked_add(len)?;
        let (_, r) = self.regions.0.range(..=addr).next_back()?;
        (end <= r.end()).then(|| (r, (addr - r.addr) as usize))
    }

    /// Reads a little-endian dword; `None` if any byte is unmapped.
    #[inline]
    pub fn read_u32(&self, addr: u64) -> Option<u32> {
        self.span(addr, 4)?.read_u32(addr)
    }

    /// Writes a little-endian dword; `None` (and no write) if any byte is unmapped.
    #[inline]
    pub fn write_u32(&mut self, addr: u64, v: u32) -> Option<()> {
        self.span_mut(addr, 4)?.write_u32(addr, v)
    }

    /// Reads a little-endian qword; `None` if any byte is unmapped. Inside
    /// one shared region at an 8-aligned address it is one atomic access
    /// (`state/shared.rs`): vector and scalar 64-bit loads read through it so
    /// that another wave's 64-bit store is seen whole or not at all.
    pub fn read_u64(&self, addr: u64) -> Option<u64> {
        self.span(addr, 8)?.read_u64(addr)
    }

    /// Writes a little-endian qword; `None` (and no write) if any byte is
    /// unmapped. One atomic store where [`Memory::read_u64`] is one load.
    pub fn write_u64(&mut self, addr: u64, v: u64) -> Option<()> {
        self.span_mut(addr, 8)?.write_u64(addr, v)
    }

    /// The region, wave-owned or else shared, that holds every byte of
    /// `[addr, addr+len)`, for reading anywhere in it.
    #[inline(always)]
    pub(crate) fn span(&self, addr: u64, len: u64) -> Option<Span<'_>> {
        match self.find(addr, len) {
            Some((r, _)) => Some(Span::Owned(r.addr, &r.data)),
            None => {
                let (r, _) = self.find_shared(addr, len)?;
                Some(Span::Shared(r.addr, &r.bytes))
            }
        }
    }

    /// [`Memory::span`] for writing: a wave-owned region's bytes are made
    /// its own first (copy on write), once for all the writes.
    #[inline(always)]
    pub(crate) fn span_mut(&mut self, addr: u64, len: u64) -> Option<SpanMut<'_>> {
        let end = addr.checked_add(len)?;
        // Regions never overlap, so the order of the two lookups does not
        // matter; the shared one gives an index, so that no borrow of it is
        // held into the owned lookup.
        let shared = self.shared_index(addr, len);
        if let Some(r) = shared.and_then(|i| self.shared.get(i)) {
            return Some(SpanMut::Shared(r.addr, &r.bytes));
        }
        let (_, r) = self.regions.0.range_mut(..=addr).next_back()?;
        if end > r.end() {
            return None;
        }
        Some(SpanMut::Owned(
            r.addr,
            Arc::make_mut(&mut r.data).as_mut_slice(),
        ))
    }

    /// Reads a byte; `None` if it is unmapped (vector byte and short
    /// accesses, which need no alignment).
    pub fn read_u8(&self, addr: u64) -> Option<u8> {
        if let Some((r, off)) = self.find(addr, 1) {
            return r.data.get(off).copied();
        }
        let (r, off) = self.find_shared(addr, 1)?;
        Some(r.bytes.read_u8(off))
    }

    /// Writes a byte; `None` (and no write) if it is unmapped.
    pub fn write_u8(&mut self, addr: u64, v: u8) -> Option<()> {
        if let Some((_, r)) = self.regions.0.range_mut(..=addr).next_back() {
            if addr < r.end() {
                let off = (addr - r.addr) as usize;
                *Arc::make_mut(&mut r.data).get_mut(off)? = v;
                return Some(());
            }
        }
        let (r, off) = self.find_shared(addr, 1)?;
        r.bytes.write_u8(off, v);
        Some(())
    }

    /// The region holding every byte of `[addr, addr+len)`, if one does.
    pub fn region_of(&self, addr: u64, len: u64) -> Option<&Region> {
        self.find(addr, len).map(|(r, _)| r)
    }

    /// Is every byte of `[addr, addr+len)` mapped (in one region)?
    pub fn is_mapped(&self, addr: u64, len: u64) -> bool {
        self.find(addr, len).is_some() || self.find_shared(addr, len).is_some()
    }

    /// Maps a shared region (a clone of `region` shares its bytes).
    pub fn map_shared(&mut self, region: SharedRegion) -> Result<(), MapError> {
        let (addr, size) = (region.addr, region.bytes.len() as u64);
        self.check_free(addr, size)?;
        let list = Arc::make_mut(&mut self.shared);
        list.push(region);
        list.sort_by_key(|r| r.addr);
        Ok(())
    }

    /// Whether `size` bytes at `addr` may be mapped: not empty, not wrapping
    /// past 2^64, overlapping no wave-owned or shared region.
    fn check_free(&self, addr: u64, size: u64) -> Result<(), MapError> {
        let err = MapError { addr, size };
        let end = addr
            .checked_add(size)
            .filter(|_| size > 0)
            .ok_or(err.clone())?;
        // The wave-owned regions are disjoint and ordered, so only the last
        // one that starts before `end` can overlap.
        if let Some((_, r)) = self.regions.0.range(..end).next_back() {
            if r.end() > addr {
                return Err(err);
            }
        }
        if self.shared.iter().any(|r| addr < r.end() && r.addr < end) {
            return Err(err);
        }
        Ok(())
    }

    /// The shared region holding every byte of `[addr, addr+len)` and the
    /// offset of `addr` in it.
    fn find_shared(&self, addr: u64, len: u64) -> Option<(&SharedRegion, usize)> {
        let r = self.shared.get(self.shared_index(addr, len)?)?;
        Some((r, (addr - r.addr) as usize))
    }

    /// The index of the shared region holding every byte of
    /// `[addr, addr+len)`.
    fn shared_index(&self, addr: u64, len: u64) -> Option<usize> {
        let end = addr.checked_add(len)?;
        self.shared
            .iter()
            .position(|r| addr >= r.addr && end <= r.end())
    }

    /// The mapped range holding every byte of `[addr, addr+len)`, as (guest
    /// address, length, host pointer to its first byte): the window the JIT's
    /// inline loads read. The pointer stays valid while the region is mapped
    /// and, for a wave-owned region, until the next store to it (copy on
    /// write may move its bytes).
    pub fn window(&self, addr: u64, len: u64) -> Option<(u64, u64, *const u8)> {
        if let Some(r) = self.region_of(addr, len) {
            return Some((r.addr, r.data.len() as u64, r.data.as_ptr()));
        }
        let (r, _) = self.find_shared(addr, len)?;
        Some((r.addr, r.bytes.len() as u64, r.bytes.as_ptr()))
    }

    /// An atomic read-modify-write of `dwords` (1 or 2) dwords at `addr`:
    /// stores `f(old)` and returns `old`, or `Err` with the first unmapped
    /// dword's address (nothing written). Inside one shared region it is
    /// atomic across waves (`state/shared.rs`).
    pub fn atomic(&mut self, addr: u64, dwords: u64, f: impl Fn(u64) -> u64) -> Result<u64, u64> {
        for i in 0..dwords {
            let a = addr.wrapping_add(4 * i);
            if !self.is_mapped(a, 4) {
                return Err(a);
            }
        }
        if let Some((r, off)) = self.find_shared(addr, 4 * dwords) {
            return Ok(r.bytes.atomic(off, 32 * dwords as u32, f));
        }
        let mut old = 0u64;
        for i in 0..dwords {
            old |= (self.read_u32(addr.wrapping_add(4 * i)).unwrap_or(0) as u64) << (32 * i);
        }
        let new = f(old);
        for i in 0..dwords {
            let _ = self.write_u32(addr.wrapping_add(4 * i), (new >> (32 * i)) as u32);
        }
        Ok(old)
    }

    /// A copy whose shared regions are private copies of their current
    /// bytes: what a second execution of the same wave runs on, so that it
    /// neither sees nor repeats the first one's stores (`--engine both`).
    pub fn detached(&self) -> Memory {
        Memory {
            regions: self.regions.clone(),
            shared: Arc::new(self.shared.iter().map(SharedRegion::copy).collect()),
        }
    }

    /// A clone with its own list of the same shared regions, for one
    /// thread to clone its waves' memories from. Every clone of a memory
    /// counts a reference to its list, and waves that clone one list on
    /// several threads bounce the count's cache line between the cores on
    /// every wave they build and drop: a tenth of a short kernel's launch
    /// on two threads (docs/launch.md, "Threads").
    pub fn for_thread(&self) -> Memory {
        Memory {
            regions: self.regions.clone(),
            shared: Arc::new(self.shared.to_vec()),
        }
    }
}

/// An `s_sendmsg` / `s_sendmsghalt` as the log records it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Message {
    /// Address of the `s_sendmsg` that sent it.
    pub pc: u64,
    /// Its 16-bit immediate: the message type and operation.
    pub simm16: u32,
    /// M0 at the time, which some messages carry as payload.
    pub m0: u32,
}

/// Everything one wave owns while it runs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Wave {
    /// The registers.
    pub state: WaveState,
    /// The vector registers (`v0`..), lane-major per register; outside
    /// `state` so that the hot scalar state stays small.
    pub vgpr: Vgprs,
    /// Guest memory: what scalar loads and stores reach.
    pub mem: Memory,
    /// The messages `s_sendmsg` sent, in order, when no hook takes them.
    pub messages: Vec<Message>,
    /// Callbacks for what gcnjit does not execute (`crate::hooks`); empty by
    /// default, and not part of the state two waves are compared by.
    pub hooks: crate::hooks::HookSlot,
    /// The workgroup's LDS while this wave runs (docs/semantics.md, "LDS");
    /// 64 KiB, allocated at the first DS access, for a wave on its own.
    pub lds: Lds,
}

impl Wave {
    /// A wave of `arch` with zeroed registers and no memory: EXEC is 0
    /// too, so set what the code expects before running it.
    ///
    /// ```
    /// use gcnjit::{engine, Arch, Engine, Limits, Program, Wave};
    ///
    /// let p = Program::from_asm(Arch::Gfx9, "s_load_dword s4, s[0:1], 0x4\ns_endpgm", 0).unwrap();
    /// let mut wave = Wave::new(Arch::Gfx9);
    /// wave.state.write64(0, 0x1000); // s[0:1]: the buffer's address
    /// wave.mem.map(0x1000, vec![1, 0, 0, 0, 42, 0, 0, 0]).unwrap();
    /// engine::run(Engine::Jit { threshold: 0 }, &p, &mut wave, &Limits::default());
    /// assert_eq!(wave.state.sgpr[4], 42);
    /// ```
    pub fn new(arch: Arch) -> Self {
        Wave {
            state: WaveState::new(arch),
            vgpr: Vgprs::default(),
            mem: Memory::new(),
            messages: Vec::new(),
            hooks: Default::default(),
            lds: Lds::default(),
        }
    }

    /// A clone whose shared memory is a private copy ([`Memory::detached`]).
    pub fn detached(&self) -> Wave {
        Wave {
            state: self.state.clone(),
            vgpr: self.vgpr.clone(),
            mem: self.mem.detached(),
            messages: self.messages.clone(),
            hooks: self.hooks.clone(),
            lds: self.lds.clone(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn memory_faults_outside_regions() {
        let mut m = Memory::new();
        m.map(0x100, vec![1, 2, 3, 4, 5, 6, 7, 8]).unwrap();
        assert_eq!(m.read_u32(0x100), Some(0x0403_0201));
        assert_eq!(m.read_u32(0x106), None);
        assert_eq!(m.read_u32(u64::MAX - 1), None);
        assert!(m.map(0x104, vec![0; 4]).is_err());
        assert_eq!(m.write_u32(0x104, 0xAABBCCDD), Some(()));
        assert_eq!(m.read_u32(0x104), Some(0xAABBCCDD));
    }

    #[test]
    fn regions_map_in_any_order_and_never_overlap() {
        let mut m = Memory::new();
        // Descending addresses, 16 bytes apart, 8 bytes each.
        for k in (0..1000u64).rev() {
            m.map(0x1000 + 16 * k, vec![k as u8; 8]).unwrap();
        }
        assert_eq!(m.regions.len(), 1000);
        let addrs: Vec<u64> = m.regions.iter().map(|r| r.addr).collect();
        assert!(addrs.windows(2).all(|w| w[0] < w[1]));
        assert_eq!(m.regions[3].addr, 0x1030);
        // Into the gaps: fits exactly, or overlaps on either side.
        assert!(m.map(0x1008, vec![0; 8]).is_ok());
        assert!(m.map(0x1018, vec![0; 9]).is_err());
        assert!(m.map(0x1017, vec![0; 1]).is_err());
        assert!(m.map(0x0ff8, vec![0; 9]).is_err());
        assert!(m.map(0x2000, vec![]).is_err());
        assert!(m.map(u64::MAX - 3, vec![0; 4]).is_err());
        assert!(m.map(u64::MAX - 3, vec![0; 3]).is_ok());
        // Lookups: inside, across the end of a region, in a gap.
        assert_eq!(m.read_u32(0x1000 + 16 * 7 + 4), Some(0x0707_0707));
        assert_eq!(m.read_u32(0x1000 + 16 * 7 + 6), None);
        assert_eq!(m.read_u32(0x1000 + 16 * 7 + 8), None);
        assert_eq!(m.read_u32(0x1008 + 4), Some(0));
        assert_eq!(m.read_u32(0x1000 + 16 * 999 + 8), None);
        assert_eq!(m.read_u32(0xffc), None);
        assert_eq!(m.write_u32(0x1000 + 16 * 999 + 6, 1), None);
        assert_eq!(m.write_u32(0x1000 + 16 * 999 + 4, 0xAABB_CCDD), Some(()));
        assert_eq!(
            m.region_of(0x1000 + 16 * 999, 8).map(|r| r.data[4]),
            Some(0xDD)
        );
    }
}
