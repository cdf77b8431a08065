//! FLAT apertures and swizzled private memory (docs/semantics.md, "FLAT
//! apertures and SCRATCH"). A FLAT address whose high 32 bits name the
//! shared (LDS) or private aperture goes to the workgroup's LDS or to the
//! lane's private memory; the apertures come from SH_MEM_BASES, which a
//! launch sets (docs/launch.md) and gfx9 code reads as `src_shared_base` /
//! `src_private_base`.

use crate::isa::Arch;
use crate::state::WaveState;

/// What a FLAT address reaches.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Space {
    Global,
    /// The LDS at this byte offset.
    Lds(u32),
    /// The lane's private memory at this byte offset.
    Private(u32),
}

/// Where `addr` goes under SH_MEM_BASES `bases`. An aperture is 2^32 bytes
/// at `field << 48` (AMDGPUUsage: in 64-bit mode the apertures are 2^32
/// bytes, 2^32-aligned); a field of 0 is no aperture.
pub(crate) fn space(bases: u32, addr: u64) -> Space {
    let hi = (addr >> 32) as u32;
    let (shared, private) = (bases >> 16, bases & 0xFFFF);
    if shared != 0 && hi == shared << 16 {
        Space::Lds(addr as u32)
    } else if private != 0 && hi == private << 16 {
        Space::Private(addr as u32)
    } else {
        Space::Global
    }
}

/// The value of gfx9's aperture source `code` (235..239): the high 32 bits
/// of the first (`_base`) and the last (`_limit`) address of the aperture,
/// which are the same for a 2^32-byte aperture; 239
/// (`src_pops_exiting_wave_id`) reads 0.
pub(crate) fn source(bases: u32, code: u8) -> u32 {
    match code {
        235 | 236 => (bases >> 16) << 16,
        237 | 238 => (bases & 0xFFFF) << 16,
        _ => 0,
    }
}

/// The address of the wave's private memory: gfx9's FLAT_SCRATCH holds it;
/// gfx7/gfx8's FLAT_SCRATCH_HI holds its offset from the hidden private
/// base in units of 256 bytes (FLAT_SCRATCH_LO the per-lane size).
pub(crate) fn scratch_base(st: &WaveState) -> u64 {
    let Some(c) = st.arch.flat_scratch_code() else {
        return 0;
    };
    let fs = st.read64(c);
    if st.arch == Arch::Gfx9 {
        fs
    } else {
        crate::launch::HIDDEN_PRIVATE_BASE.wrapping_add((fs >> 32) << 8)
    }
}

/// The address of byte `offset` of lane `lane`'s private memory: dwords are
/// interleaved across the 64 lanes (element size 4, index stride 64), the
/// layout of the scratch V# that MUBUF scratch accesses use.
pub(crate) fn swizzled(base: u64, offset: u32, lane: usize) -> u64 {
    let o = offset as u64;
    base.wrapping_add(o / 4 * super::SPLIT_STEP + 4 * lane as u64 + o % 4)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn apertures_are_four_gib_windows() {
        let b = crate::launch::SH_MEM_BASES;
        assert_eq!(space(b, 0x0001_0000_0000_0010), Space::Lds(0x10));
        assert_eq!(space(b, 0x0002_0000_FFFF_FFFC), Space::Private(0xFFFF_FFFC));
        assert_eq!(space(b, 0x0001_0001_0000_0000), Space::Global);
        assert_eq!(space(0, 0x10), Space::Global);
        assert_eq!(source(b, 235), 0x0001_0000);
        assert_eq!(source(b, 237), 0x0002_0000);
        // Lane 3, byte 6: dword 1 of the lane, byte 2 of it.
        assert_eq!(swizzled(0x1000, 6, 3), 0x1000 + 256 + 12 + 2);
    }
}
