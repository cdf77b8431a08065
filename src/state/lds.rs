//! The LDS a wave reaches with DS instructions (docs/semantics.md, "LDS").
//!
//! The LDS belongs to the workgroup. The waves of a workgroup run one at a
//! time on one host thread (docs/launch.md, "Workgroups"), so the scheduler
//! hands the one [`Lds`] value to the wave it runs next ([`Lds::take`]):
//! no locking, no sharing between threads, and `--engine both` gets its own
//! copy with every clone of the wave. The bytes are allocated at the first DS
//! access, so waves that never use the LDS cost nothing.

/// Bytes of LDS a wave running on its own gets: the hardware's 64 KiB.
pub const DEFAULT_SIZE: u32 = 64 * 1024;

/// A workgroup's LDS, and whether `s_barrier` stops the wave that holds it.
#[derive(Clone, Debug, Eq)]
pub struct Lds {
    /// Bytes allocated to the workgroup: addresses at or past it are out of range.
    size: u32,
    /// The bytes; empty until the first access (reads of it give 0 until then).
    bytes: Vec<u8>,
    /// The wave shares its workgroup with other waves: `s_barrier` ends the
    /// wave's run so that the scheduler can run the others (a wave alone
    /// passes it).
    pub barrier: bool,
}

impl Default for Lds {
    fn default() -> Self {
        Lds::new(DEFAULT_SIZE)
    }
}

/// Equal sizes and bytes, an unallocated LDS being all zeros.
impl PartialEq for Lds {
    fn eq(&self, o: &Lds) -> bool {
        let zero = |b: &[u8]| b.iter().all(|&x| x == 0);
        self.size == o.size
            && self.barrier == o.barrier
            && match (self.bytes.is_empty(), o.bytes.is_empty()) {
                (false, false) => self.bytes == o.bytes,
                (true, false) => zero(&o.bytes),
                (false, true) => zero(&self.bytes),
                (true, true) => true,
            }
    }
}

impl Lds {
    /// An LDS of `size` bytes, all zero, not allocated yet.
    pub fn new(size: u32) -> Lds {
        Lds {
            size,
            bytes: Vec::new(),
            barrier: false,
        }
    }

    /// Bytes allocated to the workgroup.
    pub fn size(&self) -> u32 {
        self.size
    }

    /// Moves the LDS out, leaving an empty one of the same size in its place.
    pub fn take(&mut self) -> Lds {
        let empty = Lds {
            size: self.size,
            bytes: Vec::new(),
            barrier: self.barrier,
        };
        std::mem::replace(self, empty)
    }

    /// The byte at `addr`, or `None` past the end.
    pub fn read_u8(&self, addr: u32) -> Option<u8> {
        (addr < self.size).then(|| self.bytes.get(addr as usize).copied().unwrap_or(0))
    }

    /// Stores the byte at `addr`; `None` (nothing stored) past the end.
    pub fn write_u8(&mut self, addr: u32, v: u8) -> Option<()> {
        if addr >= self.size {
            return None;
        }
        if self.bytes.is_empty() {
            self.bytes = vec![0; self.size as usize];
        }
        self.bytes[addr as usize] = v;
        Some(())
    }

    /// The little-endian dword at `addr` (byte-granular), or `None` if any of
    /// its bytes is past the end.
    pub fn read_u32(&self, addr: u32) -> Option<u32> {
        let mut b = [0u8; 4];
        for (k, x) in b.iter_mut().enumerate() {
            *x = self.read_u8(addr.checked_add(k as u32)?)?;
        }
        Some(u32::from_le_bytes(b))
    }

    /// Stores a little-endian dword at `addr`; `None` (nothing stored) if any
    /// of its bytes is past the end.
    pub fn write_u32(&mut self, addr: u32, v: u32) -> Option<()> {
        if addr.checked_add(4)? > self.size {
            return None;
        }
        for (k, x) in v.to_le_bytes().into_iter().enumerate() {
            self.write_u8(addr + k as u32, x)?;
        }
        Some(())
    }

    /// The bytes as they stand (`size` bytes, zeros where never written).
    pub fn to_vec(&self) -> Vec<u8> {
        if self.bytes.is_empty() {
            vec![0; self.size as usize]
        } else {
            self.bytes.clone()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bytes_are_allocated_on_first_write_and_bounded() {
        let mut l = Lds::new(8);
        assert_eq!(l.read_u32(4), Some(0));
        assert!(l.bytes.is_empty());
        assert_eq!(l, Lds::new(8));
        l.write_u32(4, 0x0403_0201).unwrap();
        assert_eq!(l.read_u8(5), Some(2));
        assert_eq!(l.read_u32(5), None);
        assert_eq!(l.write_u32(6, 1), None);
        assert_eq!(l.read_u8(7), Some(4));
        assert_ne!(l, Lds::new(8));
        let t = l.take();
        assert_eq!(t.read_u32(4), Some(0x0403_0201));
        assert_eq!(l, Lds::new(8));
    }
}
