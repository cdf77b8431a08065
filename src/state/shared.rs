//! Guest memory shared by every wave of a dispatch (`docs/launch.md`).
//!
//! On the GPU a global buffer is one piece of memory: a scalar store of one
//! wave is seen by the loads of the others, and a scalar atomic is one
//! indivisible read-modify-write however many waves hit the same address.
//! Waves here run on several host threads at once, so the bytes live in
//! 64-bit atomic words and every access from Rust is an atomic operation:
//! there is no data race in the interpreter, a 32-bit or naturally aligned
//! 64-bit guest atomic is one compare-and-swap on one word, and a plain
//! 32-bit store replaces its half of a word without disturbing the other.
//!
//! Each word holds the guest's eight bytes in host memory order
//! (`u64::from_ne_bytes`), so the words, read as bytes, are exactly the guest
//! bytes: the JIT's inline scalar loads read them through a plain pointer like
//! any other region (a 4-aligned 4-byte load never splits a word, so it sees
//! one store or the other, never a mix).

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};

/// The bytes of one shared region.
#[derive(Debug)]
pub struct SharedBytes {
    /// The words covering the region, the first one starting at the region's
    /// address rounded down to 8.
    words: Box<[AtomicU64]>,
    /// Bytes of the first word before the region starts (`addr % 8`).
    lead: usize,
    /// Length of the region in bytes.
    len: usize,
    /// Serialises 64-bit atomics that straddle two words (an address that is
    /// 4 but not 8 aligned): they are atomic with respect to each other.
    straddle: Mutex<()>,
}

/// Loads acquire and stores release, so one wave's accesses reach the others
/// in its program order: the guest's own ordering instructions (`s_waitcnt`,
/// `buffer_wbinvl1`, `s_dcache_wb`) are no-ops here, and a kernel that
/// publishes a value and then a flag (rocPRIM's look-back scan) must never
/// be seen with the flag but not the value. On x86-64 both orders cost
/// nothing over relaxed ones (a plain `mov`; read-modify-writes are locked
/// anyway).
const LOAD: Ordering = Ordering::Acquire;
/// See [`LOAD`].
const STORE: Ordering = Ordering::Release;
/// See [`LOAD`].
const RMW: Ordering = Ordering::AcqRel;

impl SharedBytes {
    /// A region of `bytes` whose first byte has guest address `addr`.
    pub fn new(addr: u64, bytes: &[u8]) -> Self {
        let lead = (addr % 8) as usize;
        let n = (lead + bytes.len()).div_ceil(8);
        let mut image = vec![0u8; n * 8];
        image[lead..lead + bytes.len()].copy_from_slice(bytes);
        let words = image
            .chunks_exact(8)
            .map(|c| AtomicU64::new(u64::from_ne_bytes(c.try_into().unwrap_or([0; 8]))))
            .collect();
        SharedBytes {
            words,
            lead,
            len: bytes.len(),
            straddle: Mutex::new(()),
        }
    }

    /// Size in bytes.
    pub fn len(&self) -> usize {
        self.len
    }

    /// Whether it holds no bytes.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The current bytes (a snapshot; other waves may be writing). Word by
    /// word: `--engine both` snapshots and compares every shared region
    /// (a real library's whole code object) at each step.
    pub fn to_vec(&self) -> Vec<u8> {
        let mut out = Vec::with_capacity(self.words.len() * 8);
        for w in self.words.iter() {
            out.extend_from_slice(&w.load(LOAD).to_ne_bytes());
        }
        out.truncate(self.lead + self.len);
        out.drain(..self.lead);
        out
    }

    /// A private copy of the current words.
    fn duplicate(&self) -> SharedBytes {
        SharedBytes {
            words: self
                .words
                .iter()
                .map(|w| AtomicU64::new(w.load(LOAD)))
                .collect(),
            lead: self.lead,
            len: self.len,
            straddle: Mutex::new(()),
        }
    }

    /// Whether `other` holds the same bytes. The bytes of the first and last
    /// words outside the region stay zero (nothing writes them), so two
    /// regions of the same placement compare word by word.
    pub fn same_bytes(&self, other: &SharedBytes) -> bool {
        if self.lead != other.lead || self.len != other.len {
            return self.to_vec() == other.to_vec();
        }
        self.words
            .iter()
            .zip(other.words.iter())
            .all(|(a, b)| a.load(LOAD) == b.load(LOAD))
    }

    /// Host pointer to the region's first byte, for the JIT's inline loads.
    pub fn as_ptr(&self) -> *const u8 {
        // `lead < 8` and the words hold at least `lead` bytes when len > 0;
        // for an empty region the pointer is never read through.
        self.words.as_ptr().cast::<u8>().wrapping_add(self.lead)
    }

    fn byte(&self, off: usize) -> u8 {
        let b = self.lead + off;
        self.words[b / 8].load(LOAD).to_ne_bytes()[b % 8]
    }

    /// Replaces bytes `b..b + new.len()` of word `w` (word-relative), atomically.
    fn splice(&self, w: usize, b: usize, new: &[u8]) {
        let _ = self.words[w].fetch_update(RMW, LOAD, |old| {
            let mut bytes = old.to_ne_bytes();
            bytes[b..b + new.len()].copy_from_slice(new);
            Some(u64::from_ne_bytes(bytes))
        });
    }

    /// The byte at offset `off` (`off < len`).
    pub fn read_u8(&self, off: usize) -> u8 {
        self.byte(off)
    }

    /// Stores the byte at offset `off` (`off < len`).
    pub fn write_u8(&self, off: usize, v: u8) {
        let b = self.lead + off;
        self.splice(b / 8, b % 8, &[v]);
    }

    /// The little-endian dword at byte offset `off` (`off + 4 <= len`).
    pub fn read_u32(&self, off: usize) -> u32 {
        let b = self.lead + off;
        if b.is_multiple_of(4) {
            let w = self.words[b / 8].load(LOAD).to_ne_bytes();
            let i = b % 8;
            u32::from_le_bytes([w[i], w[i + 1], w[i + 2], w[i + 3]])
        } else {
            u32::from_le_bytes([0, 1, 2, 3].map(|k| self.byte(off + k)))
        }
    }

    /// Stores a little-endian dword at byte offset `off` (`off + 4 <= len`).
    pub fn write_u32(&self, off: usize, v: u32) {
        let b = self.lead + off;
        let bytes = v.to_le_bytes();
        if b.is_multiple_of(4) {
            self.splice(b / 8, b % 8, &bytes);
        } else {
            for (k, x) in bytes.iter().enumerate() {
                let p = b + k;
                self.splice(p / 8, p % 8, std::slice::from_ref(x));
            }
        }
    }

    /// The little-endian qword at byte offset `off` (`off + 8 <= len`). At
    /// an 8-aligned guest address it is one atomic load of one word, as a
    /// naturally aligned 64-bit access is single-copy atomic on the GPU:
    /// a reader never sees half of another wave's 64-bit store.
    pub fn read_u64(&self, off: usize) -> u64 {
        let b = self.lead + off;
        if b.is_multiple_of(8) {
            u64::from_le_bytes(self.words[b / 8].load(LOAD).to_ne_bytes())
        } else {
            self.read_u32(off) as u64 | (self.read_u32(off + 4) as u64) << 32
        }
    }

    /// Stores a little-endian qword at byte offset `off` (`off + 8 <= len`):
    /// one atomic store at an 8-aligned guest address (see [`Self::read_u64`]).
    pub fn write_u64(&self, off: usize, v: u64) {
        let b = self.lead + off;
        if b.is_multiple_of(8) {
            self.words[b / 8].store(u64::from_ne_bytes(v.to_le_bytes()), STORE);
        } else {
            self.write_u32(off, v as u32);
            self.write_u32(off + 4, (v >> 32) as u32);
        }
    }

    /// An atomic read-modify-write of `bits` (32 or 64) at byte offset `off`
    /// (4-aligned in guest terms, `off + bits/8 <= len`): stores `f(old)` and
    /// returns `old`.
    pub fn atomic(&self, off: usize, bits: u32, f: impl Fn(u64) -> u64) -> u64 {
        let b = self.lead + off;
        let size = (bits / 8) as usize;
        if b.is_multiple_of(size) {
            let i = b % 8;
            let mut old_val = 0;
            let _ = self.words[b / 8].fetch_update(RMW, LOAD, |w| {
                let mut bytes = w.to_ne_bytes();
                let mut cur = [0u8; 8];
                cur[..size].copy_from_slice(&bytes[i..i + size]);
                old_val = u64::from_le_bytes(cur);
                let new = f(old_val).to_le_bytes();
                bytes[i..i + size].copy_from_slice(&new[..size]);
                Some(u64::from_ne_bytes(bytes))
            });
            old_val
        } else {
            // A value not inside one word (64 bits at a 4-aligned address):
            // under the lock, dword by dword.
            let _g = self.straddle.lock().unwrap_or_else(|p| p.into_inner());
            let lo = self.read_u32(off) as u64;
            let hi = if size == 8 {
                self.read_u32(off + 4) as u64
            } else {
                0
            };
            let old = lo | hi << 32;
            let new = f(old);
            self.write_u32(off, new as u32);
            if size == 8 {
                self.write_u32(off + 4, (new >> 32) as u32);
            }
            old
        }
    }
}

/// One shared region: a guest address and bytes that every [`Memory`]
/// holding a clone of it sees alike (cloning shares, it never copies).
///
/// [`Memory`]: super::Memory
#[derive(Clone, Debug)]
pub struct SharedRegion {
    /// Guest address of the first byte.
    pub addr: u64,
    /// The one buffer every clone of the wave reads and writes.
    pub bytes: Arc<SharedBytes>,
}

impl SharedRegion {
    /// A shared region at `addr` holding a copy of `bytes`.
    pub fn new(addr: u64, bytes: &[u8]) -> Self {
        SharedRegion {
            addr,
            bytes: Arc::new(SharedBytes::new(addr, bytes)),
        }
    }

    /// One past the last address.
    pub fn end(&self) -> u64 {
        self.addr + self.bytes.len() as u64
    }

    /// A region at the same address with a private copy of the current bytes.
    pub fn copy(&self) -> Self {
        SharedRegion {
            addr: self.addr,
            bytes: Arc::new(self.bytes.duplicate()),
        }
    }
}

/// Equal when at the same address with the same bytes (the same buffer
/// trivially).
impl PartialEq for SharedRegion {
    fn eq(&self, other: &Self) -> bool {
        self.addr == other.addr
            && (Arc::ptr_eq(&self.bytes, &other.bytes) || self.bytes.same_bytes(&other.bytes))
    }
}

impl Eq for SharedRegion {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bytes_round_trip_at_any_alignment() {
        for addr in [0x1000u64, 0x1001, 0x1004, 0x1007] {
            let data: Vec<u8> = (0..23).collect();
            let s = SharedBytes::new(addr, &data);
            assert_eq!(s.to_vec(), data);
            assert_eq!(s.read_u32(4), u32::from_le_bytes([4, 5, 6, 7]));
            s.write_u32(8, 0xAABB_CCDD);
            assert_eq!(&s.to_vec()[8..12], &[0xDD, 0xCC, 0xBB, 0xAA]);
            assert_eq!(s.to_vec()[12], 12);
            // SAFETY: the pointer covers `len` bytes of the live words.
            let view = unsafe { std::slice::from_raw_parts(s.as_ptr(), s.len()) };
            assert_eq!(view, &s.to_vec()[..]);
        }
    }

    #[test]
    fn copies_compare_by_their_bytes() {
        for addr in [0x3000u64, 0x3003] {
            let a = SharedRegion::new(addr, &[5; 13]);
            let b = a.copy();
            assert!(!Arc::ptr_eq(&a.bytes, &b.bytes));
            assert_eq!(a, b);
            b.bytes.write_u8(12, 6);
            assert_ne!(a, b);
            assert_eq!(b.bytes.to_vec()[..12], [5; 12]);
            // A region rebuilt from the copy's bytes equals it.
            let c = SharedRegion::new(addr, &b.bytes.to_vec());
            assert_eq!(b, c);
            assert_ne!(a, SharedRegion::new(addr + 1, &[5; 13]));
        }
    }

    #[test]
    fn aligned_qwords_are_never_seen_half_written() {
        // One thread stores qwords whose halves are equal until the other
        // has read a million; no read may see halves that differ (a torn
        // 64-bit access).
        let s = SharedBytes::new(0x4000, &[0; 16]);
        let stop = std::sync::atomic::AtomicBool::new(false);
        let started = std::sync::atomic::AtomicBool::new(false);
        let mut torn = 0;
        std::thread::scope(|t| {
            let (s, stop, started) = (&s, &stop, &started);
            t.spawn(move || {
                let mut i = 0u64;
                started.store(true, Ordering::Relaxed);
                while !stop.load(Ordering::Relaxed) {
                    i = (i + 1) & 0xffff_ffff;
                    s.write_u64(8, i | i << 32);
                }
            });
            while !started.load(Ordering::Relaxed) {
                std::hint::spin_loop();
            }
            for _ in 0..1_000_000 {
                let v = s.read_u64(8);
                torn += (v as u32 != (v >> 32) as u32) as u32;
            }
            stop.store(true, Ordering::Relaxed);
        });
        assert_eq!(torn, 0);
        // At a 4-aligned address the halves are separate dwords.
        let u = SharedBytes::new(0x4004, &[0; 12]);
        u.write_u64(0, 0x1122_3344_5566_7788);
        assert_eq!(u.read_u32(0), 0x5566_7788);
        assert_eq!(u.read_u32(4), 0x1122_3344);
        assert_eq!(u.read_u64(0), 0x1122_3344_5566_7788);
    }

    #[test]
    fn atomics_from_many_threads_lose_nothing() {
        for addr in [0x2000u64, 0x2004] {
            let s = Arc::new(SharedBytes::new(addr, &[0; 16]));
            std::thread::scope(|t| {
                for _ in 0..4 {
                    let s = &s;
                    t.spawn(move || {
                        for _ in 0..10_000 {
                            s.atomic(0, 32, |o| (o as u32).wrapping_add(1) as u64);
                            s.atomic(8, 64, |o| o.wrapping_add(0x1_0000_0001));
                            s.write_u32(4, 7);
                        }
                    });
                }
            });
            assert_eq!(s.read_u32(0), 40_000);
            assert_eq!(s.read_u32(4), 7);
            assert_eq!(s.read_u32(8), 40_000);
            assert_eq!(s.read_u32(12), 40_000);
        }
    }
}
