//! The VGPR file of one wave: register-major, one `[u32; 64]` per register,
//! so a VALU operation is one loop over contiguous lanes (docs/semantics.md,
//! "Vector state").
//!
//! Only the registers a wave has written are stored: a read of a register
//! below the wave's allocation that was never written is 0, and a wave that
//! runs scalar code only carries no VGPR storage at all, so cloning it stays
//! cheap. Access at or past the allocation (`limit`) is an error for the
//! engines to report, never memory outside the state.

/// Lanes of a wave on every GCN generation.
pub const LANES: usize = 64;

/// One VGPR: its 64 lane values.
pub type Lanes = [u32; LANES];

/// The VGPRs of a wave.
#[derive(Clone, Debug)]
pub struct Vgprs {
    /// Registers `v0..v(limit-1)` exist (the kernel's allocation, 1..=256).
    limit: u16,
    /// The written registers, from `v0` on; shorter than `limit` until a
    /// higher register is written.
    regs: Vec<Lanes>,
}

impl Default for Vgprs {
    fn default() -> Self {
        Vgprs::new(256)
    }
}

impl PartialEq for Vgprs {
    /// Equal when every register reads the same (an unwritten register and
    /// a written zero register are the same state).
    fn eq(&self, other: &Self) -> bool {
        let n = self.regs.len().max(other.regs.len());
        self.limit == other.limit && (0..n).all(|i| self.lanes(i) == other.lanes(i))
    }
}

impl Eq for Vgprs {}

const ZERO: Lanes = [0; LANES];

impl Vgprs {
    /// A file of `limit` registers (at most 256), all zero.
    pub fn new(limit: u16) -> Self {
        Vgprs {
            limit: limit.min(256),
            regs: Vec::new(),
        }
    }

    /// How many registers the wave has (`v0..v(limit-1)`).
    pub fn limit(&self) -> u16 {
        self.limit
    }

    /// Changes the allocation; registers past the new limit are dropped.
    pub fn set_limit(&mut self, limit: u16) {
        self.limit = limit.min(256);
        self.regs.truncate(self.limit as usize);
    }

    /// Whether `v[first..first+count)` are all inside the allocation.
    #[inline]
    pub fn holds(&self, first: usize, count: usize) -> bool {
        first + count <= self.limit as usize
    }

    /// Stores registers up to `v(n-1)`, zero. The first time, room for the
    /// whole allocation is reserved (not filled): growing a register at a
    /// time reallocated and copied the file as a kernel wrote v0, v1, v2 ...,
    /// the largest part of building a short kernel's wave.
    fn grow(&mut self, n: usize) {
        if self.regs.capacity() < n {
            let want = (self.limit as usize).max(n);
            self.regs.reserve_exact(want - self.regs.len());
        }
        self.regs.resize(n, ZERO);
    }

    /// The lanes of register `r` (zero if never written or past the limit).
    #[inline]
    pub fn lanes(&self, r: usize) -> &Lanes {
        self.regs.get(r).unwrap_or(&ZERO)
    }

    /// The lanes of register `r` for writing, storing registers up to it.
    /// `r` must be below the limit (`holds`): callers check first.
    #[inline]
    pub fn lanes_mut(&mut self, r: usize) -> &mut Lanes {
        debug_assert!(r < self.limit as usize);
        if r >= self.regs.len() {
            self.grow(r + 1);
        }
        &mut self.regs[r]
    }

    /// Every register of the allocation, `v0` first, stored from now on:
    /// one contiguous, register-major block (lane `l` of `v[r]` is element
    /// `64 * r + l`) that an embedder's hook or a foreign view can address.
    pub fn all_mut(&mut self) -> &mut [Lanes] {
        self.regs.resize(self.limit as usize, ZERO);
        &mut self.regs
    }

    /// Registers `srcs` to read (`None` for a source that is not a
    /// register) and register `dst` to write, at once; `None` when `dst` is
    /// one of `srcs` (the caller then computes into a copy). Every register
    /// must be below the limit (`holds`); they are stored from now on. The
    /// VALU's lane loops write their result straight into `dst` this way.
    #[inline(always)]
    pub fn split_rows<const N: usize>(
        &mut self,
        srcs: [Option<usize>; N],
        dst: usize,
    ) -> Option<([Option<&Lanes>; N], &mut Lanes)> {
        if srcs.contains(&Some(dst)) {
            return None;
        }
        let top = srcs.iter().flatten().copied().fold(dst, usize::max);
        debug_assert!(top < self.limit as usize);
        if top >= self.regs.len() {
            self.grow(top + 1);
        }
        let (below, from) = self.regs.split_at_mut(dst);
        let (d, above) = from.split_first_mut()?;
        let rows = srcs.map(|r| {
            r.map(|r| {
                if r < dst {
                    &below[r]
                } else {
                    &above[r - dst - 1]
                }
            })
        });
        Some((rows, d))
    }

    /// Lane `l` of register `r`.
    #[inline]
    pub fn get(&self, r: usize, l: usize) -> u32 {
        self.lanes(r)[l & (LANES - 1)]
    }

    /// Sets lane `l` of register `r` (below the limit).
    #[inline]
    pub fn set(&mut self, r: usize, l: usize, v: u32) {
        self.lanes_mut(r)[l & (LANES - 1)] = v;
    }

    /// How many registers are stored (written ones and those below them).
    pub fn stored(&self) -> usize {
        self.regs.len()
    }

    /// Registers that hold a non-zero lane, in order (for the state JSON).
    pub fn nonzero(&self) -> impl Iterator<Item = (usize, &Lanes)> {
        self.regs
            .iter()
            .enumerate()
            .filter(|(_, l)| l.iter().any(|&v| v != 0))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn unwritten_registers_read_zero_and_compare_equal() {
        let mut a = Vgprs::new(8);
        let b = Vgprs::new(8);
        assert_eq!(a.get(7, 63), 0);
        a.set(5, 3, 0);
        assert_eq!(a, b);
        a.set(5, 3, 9);
        assert_ne!(a, b);
        assert!(a.holds(6, 2) && !a.holds(7, 2));
        a.set_limit(4);
        assert_eq!(a, Vgprs::new(4));
    }
}
