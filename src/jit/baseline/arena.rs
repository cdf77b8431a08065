//! Code memory of the baseline tier: chunks mapped read-write-execute once and
//! filled region after region, so that placing a region's code costs a copy
//! and no system call (docs/internals.md §5, "The baseline tier"). x86-64 keeps
//! instruction fetch coherent with stores, and a region's code is published
//! to other threads only through the entry table's release store, after the
//! copy.
//!
//! A dropped arena's chunks go to a small process-wide pool that the next
//! arena takes from: mapping, first-touch page faults and unmapping were half
//! of a fresh JIT's cost to compile a small kernel (the differential tester
//! makes a JIT per program). The pages keep their old code until overwritten;
//! a chunk is only handed out again once the JIT whose code it held is gone,
//! and new code reaches other threads as any code does, through the entry
//! table's release store after the copy.

use region::{Allocation, Protection};
use std::sync::Mutex;

/// Bytes mapped at a time (a region's code is rarely above 16 KiB).
const CHUNK: usize = 1 << 20;

/// Chunks kept mapped for reuse once their arena drops (at most 4 MiB).
const POOL_MAX: usize = 4;

/// Mapped `CHUNK`-sized chunks no arena uses.
static POOL: Mutex<Vec<Chunk>> = Mutex::new(Vec::new());

/// A mapping that may move between threads through the pool.
struct Chunk(Allocation);

// SAFETY: a chunk in the pool is owned by the pool alone (no code in it is
// reachable: the JIT that placed it is gone), and the raw pointer inside
// `Allocation` is only used by the arena that takes it out.
unsafe impl Send for Chunk {}

/// A chunk from the pool, or a new mapping of at least `need` bytes.
fn take_chunk(need: usize) -> Option<Allocation> {
    if need <= CHUNK {
        let pooled = POOL.lock().map_or(None, |mut p| p.pop());
        if let Some(Chunk(c)) = pooled {
            return Some(c);
        }
    }
    region::alloc(CHUNK.max(need), Protection::READ_WRITE_EXECUTE).ok()
}

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
    /// The probe maps a whole chunk and leaves it in the pool, where the
    /// process's first compile finds it.
    pub(crate) fn available() -> bool {
        static OK: std::sync::OnceLock<bool> = std::sync::OnceLock::new();
        *OK.get_or_init(
            || match region::alloc(CHUNK, Protection::READ_WRITE_EXECUTE) {
                Ok(c) => {
                    if let Ok(mut pool) = POOL.lock() {
                        pool.push(Chunk(c));
                    }
                    true
                }
                Err(_) => false,
            },
        )
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
            let chunk = take_chunk(need)?;
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

impl Drop for Arena {
    /// Gives the chunks of the standard size back to the pool (up to
    /// `POOL_MAX`); the rest are unmapped.
    fn drop(&mut self) {
        let Ok(mut pool) = POOL.lock() else {
            return;
        };
        for c in self.chunks.drain(..) {
            if c.len() == CHUNK && pool.len() < POOL_MAX {
                pool.push(Chunk(c));
            }
        }
    }
}
