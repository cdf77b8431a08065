//! Code memory of the baseline tier: chunks mapped read-write-execute once and
//! filled region after region, so that placing a region's code costs a copy
//! and no system call (docs/internals.md §5, "The baseline tier"). x86-64 keeps
//! instruction fetch coherent with stores, and a region's code is published
//! to other threads only through the entry table's release store, after the
//! copy.

use region::{Allocation, Protection};

/// Bytes mapped at a time (a region's code is rarely above 16 KiB).
const CHUNK: usize = 1 << 20;

/// Read-write-execute chunks; the code lives until the arena drops.
#[derive(Default)]
pub(crate) struct Arena {
    chunks: Vec<Allocation>,
    /// Bytes used in the last chunk.
    used: usize,
}

// SAFETY: the arena owns its mappings; the raw pointers inside `Allocation`
// are only written through `&mut Arena` (under the JIT's compiler mutex), and
// the code placed in them is immutable once its address is returned.
unsafe impl Send for Arena {}
unsafe impl Sync for Arena {}

impl Arena {
    /// Whether this host maps read-write-execute memory (some hardened
    /// kernels refuse it; the JIT then starts in Cranelift instead).
    pub(crate) fn available() -> bool {
        static OK: std::sync::OnceLock<bool> = std::sync::OnceLock::new();
        *OK.get_or_init(|| region::alloc(1, Protection::READ_WRITE_EXECUTE).is_ok())
    }

    /// Copies `code` into executable memory (16-byte aligned); its address,
    /// or `None` when no memory could be mapped.
    pub(crate) fn place(&mut self, code: &[u8]) -> Option<*const u8> {
        let need = code.len();
        let fits = self
            .chunks
            .last()
            .is_some_and(|c| self.used + need <= c.len());
        if !fits {
            let chunk = region::alloc(CHUNK.max(need), Protection::READ_WRITE_EXECUTE).ok()?;
            self.chunks.push(chunk);
            self.used = 0;
        }
        let chunk = self.chunks.last_mut()?;
        // SAFETY: `used + need <= chunk.len()` (checked above, or a new chunk
        // of at least `need` bytes), so the copy stays inside the mapping,
        // which nothing else writes; the bytes past `used` were never handed
        // out, so no code running elsewhere is overwritten.
        let dst = unsafe {
            let dst = chunk.as_mut_ptr::<u8>().add(self.used);
            std::ptr::copy_nonoverlapping(code.as_ptr(), dst, need);
            dst
        };
        self.used = (self.used + need + 15) & !15;
        Some(dst as *const u8)
    }
}
