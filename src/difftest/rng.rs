//! A small seeded generator (SplitMix64): the same seed gives the same programs
//! on every machine and every version of the crate's dependencies.

#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Self {
        Rng(seed ^ 0x9E37_79B9_7F4A_7C15)
    }

    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    pub fn next_u32(&mut self) -> u32 {
        (self.next_u64() >> 32) as u32
    }

    /// Uniform in `0..n` (`n > 0`).
    pub fn below(&mut self, n: u64) -> u64 {
        ((self.next_u64() as u128 * n as u128) >> 64) as u64
    }

    /// True with probability `num/den`.
    pub fn chance(&mut self, num: u64, den: u64) -> bool {
        self.below(den) < num
    }

    pub fn pick<'a, T>(&mut self, xs: &'a [T]) -> &'a T {
        &xs[self.below(xs.len() as u64) as usize]
    }

    /// A 32-bit value biased to the edge cases that break arithmetic.
    pub fn edge_u32(&mut self) -> u32 {
        const EDGES: [u32; 20] = [
            0,
            1,
            2,
            0xFFFF_FFFF,
            0x8000_0000,
            0x7FFF_FFFF,
            0xFFFF_FFFE,
            31,
            32,
            63,
            64,
            0xFFFF,
            0x1_0000,
            0x8000,
            0x80,
            0xFF,
            0x0010_0008,
            0x0020_0010,
            0x0040_0000,
            0x001F_0001,
        ];
        match self.below(4) {
            0 => *self.pick(&EDGES),
            1 => 1 << self.below(32),
            2 => self.next_u32() & 0xFF,
            _ => self.next_u32(),
        }
    }
}
