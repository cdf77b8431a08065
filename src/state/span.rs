//! One mapped region seen through a single lookup: a vector instruction
//! whose live lanes all fall inside one region reads or writes them through
//! a [`Span`] instead of looking the region up for every lane's dword
//! (docs/launch.md, "Shared global memory"). [`super::Memory`]'s own dword
//! and qword accesses are a span of the bytes they touch, so both read and
//! write the same way: plain bytes in a wave-owned region, one atomic access
//! per dword (per qword at an 8-aligned address) in a shared one.

use super::SharedBytes;

/// A region's bytes for reading, from guest address `base`.
pub(crate) enum Span<'a> {
    Owned(u64, &'a [u8]),
    Shared(u64, &'a SharedBytes),
}

/// A region's bytes for writing, from guest address `base`.
pub(crate) enum SpanMut<'a> {
    Owned(u64, &'a mut [u8]),
    Shared(u64, &'a SharedBytes),
}

/// The offset of the `n` bytes at `addr` in a region of `len` bytes from
/// `base`, if they are all inside it.
#[inline(always)]
fn inside(base: u64, len: usize, addr: u64, n: usize) -> Option<usize> {
    let off = usize::try_from(addr.checked_sub(base)?).ok()?;
    (off.checked_add(n)? <= len).then_some(off)
}

impl Span<'_> {
    /// The `N` bytes at `addr`, or as `shared` reads them (at their offset)
    /// from a shared region's atomic words; `None` outside the span.
    #[inline(always)]
    fn read<const N: usize>(
        &self,
        addr: u64,
        shared: impl FnOnce(&SharedBytes, usize) -> [u8; N],
    ) -> Option<[u8; N]> {
        match self {
            Span::Owned(base, d) => {
                let o = inside(*base, d.len(), addr, N)?;
                d.get(o..o + N)?.try_into().ok()
            }
            Span::Shared(base, s) => Some(shared(s, inside(*base, s.len(), addr, N)?)),
        }
    }

    /// The little-endian dword at `addr`; `None` outside the span.
    #[inline(always)]
    pub fn read_u32(&self, addr: u64) -> Option<u32> {
        self.read(addr, |s, o| s.read_u32(o).to_le_bytes())
            .map(u32::from_le_bytes)
    }

    /// The little-endian qword at `addr`; `None` outside the span.
    #[inline(always)]
    pub fn read_u64(&self, addr: u64) -> Option<u64> {
        self.read(addr, |s, o| s.read_u64(o).to_le_bytes())
            .map(u64::from_le_bytes)
    }
}

impl SpanMut<'_> {
    /// Writes `bytes` at `addr`, or has `shared` write them (at their
    /// offset) into a shared region's atomic words; `None` (no write)
    /// outside the span.
    #[inline(always)]
    fn write<const N: usize>(
        &mut self,
        addr: u64,
        bytes: [u8; N],
        shared: impl FnOnce(&SharedBytes, usize),
    ) -> Option<()> {
        match self {
            SpanMut::Owned(base, d) => {
                let o = inside(*base, d.len(), addr, N)?;
                d.get_mut(o..o + N)?.copy_from_slice(&bytes);
            }
            SpanMut::Shared(base, s) => shared(s, inside(*base, s.len(), addr, N)?),
        }
        Some(())
    }

    /// Writes the little-endian dword at `addr`; `None` (no write) outside
    /// the span.
    #[inline(always)]
    pub fn write_u32(&mut self, addr: u64, v: u32) -> Option<()> {
        self.write(addr, v.to_le_bytes(), |s, o| s.write_u32(o, v))
    }

    /// Writes the little-endian qword at `addr`; `None` (no write) outside
    /// the span.
    #[inline(always)]
    pub fn write_u64(&mut self, addr: u64, v: u64) -> Option<()> {
        self.write(addr, v.to_le_bytes(), |s, o| s.write_u64(o, v))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A span answers inside its bytes only: below its base, past its end,
    /// straddling the end, and at addresses whose offset overflows, it
    /// declines rather than panicking.
    #[test]
    fn accesses_outside_the_span_decline() {
        let bytes: Vec<u8> = (0u8..16).collect();
        let shared = SharedBytes::new(0x1000, &bytes);
        let mut owned = bytes.clone();
        let base = 0x1000u64;
        let spans = [Span::Owned(base, &bytes), Span::Shared(base, &shared)];
        for s in &spans {
            assert_eq!(s.read_u32(base + 4), Some(0x0706_0504));
            assert_eq!(s.read_u64(base + 8), Some(0x0F0E_0D0C_0B0A_0908));
            for a in [base - 4, base + 13, base + 16, u64::MAX - 2] {
                assert_eq!(s.read_u32(a), None, "{a:#x}");
            }
            assert_eq!(s.read_u64(base + 12), None);
        }
        let mut w = [
            SpanMut::Owned(base, &mut owned),
            SpanMut::Shared(base, &shared),
        ];
        for s in &mut w {
            assert_eq!(s.write_u32(base + 13, 1), None);
            assert_eq!(s.write_u64(base + 12, 1), None);
            assert_eq!(s.write_u32(u64::MAX, 1), None);
            assert_eq!(s.write_u64(base, 0x1122_3344_5566_7788), Some(()));
        }
        assert_eq!(&owned[..8], &0x1122_3344_5566_7788u64.to_le_bytes());
        assert_eq!(shared.read_u64(0), 0x1122_3344_5566_7788);
        assert_eq!(&owned[8..], &bytes[8..]);
    }
}
