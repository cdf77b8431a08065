//! Where the program generator's choices come from: a small seeded generator
//! (SplitMix64: the same seed gives the same programs on every machine and
//! every version of the crate's dependencies), or a fuzzer's input bytes read
//! through `arbitrary::Unstructured`, so that a mutation of the bytes changes
//! one choice and the program stays close to the one before.

use arbitrary::Unstructured;

/// The crate's one pseudo-random generator: SplitMix64, seeded. The program
/// generator draws from it (through [`Choices`]), and so do the tests that
/// need random operands or words, so a seed means the same numbers
/// everywhere and on every platform. Not for anything that must be
/// unpredictable.
///
/// ```
/// use gcnjit::difftest::Rng;
///
/// let (mut a, mut b) = (Rng::new(7), Rng::new(7));
/// assert_eq!(a.next_u64(), b.next_u64());
/// assert!((0..100).all(|_| a.below(10) < 10));
/// ```
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    /// A generator whose numbers depend only on `seed`.
    pub fn new(seed: u64) -> Self {
        Rng(seed ^ 0x9E37_79B9_7F4A_7C15)
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// The next 32 random bits (the high half of [`Rng::next_u64`]).
    pub fn next_u32(&mut self) -> u32 {
        (self.next_u64() >> 32) as u32
    }

    /// Uniform in `0..n` (`n > 0`), without the bias of `% n`.
    pub fn below(&mut self, n: u64) -> u64 {
        ((self.next_u64() as u128 * n as u128) >> 64) as u64
    }
}

/// Values that break arithmetic: zero, one, the sign and carry boundaries,
/// shift counts and bit-field descriptors.
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

/// The generator's source of choices. Every choice goes through
/// [`below`](Choices::below) or [`next_u64`](Choices::next_u64); the others are
/// built on those two, so a seed draws exactly the numbers [`Rng`] would.
pub struct Choices<'a>(Inner<'a>);

enum Inner<'a> {
    Seeded(Rng),
    /// The input's bytes, one choice after another (a choice among at most
    /// 256 takes one byte); once they run out, a generator seeded by a hash
    /// of the input, so that loops that draw until a choice fits still end.
    Bytes(Unstructured<'a>, Rng),
}

impl<'a> Choices<'a> {
    /// The choices of `gcnjit fuzz --seed`.
    pub fn seeded(seed: u64) -> Self {
        Choices(Inner::Seeded(Rng::new(seed)))
    }

    /// The choices a fuzzer's input makes.
    pub fn bytes(data: &'a [u8]) -> Self {
        // The fallback's seed depends on every byte (FNV-1a), so that short
        // inputs still reach different programs.
        let seed = data.iter().fold(0xcbf2_9ce4_8422_2325u64, |h, &b| {
            (h ^ b as u64).wrapping_mul(0x0100_0000_01b3)
        });
        Choices(Inner::Bytes(Unstructured::new(data), Rng::new(seed)))
    }

    /// Uniform in `0..n` (`n > 0`).
    pub fn below(&mut self, n: u64) -> u64 {
        match &mut self.0 {
            Inner::Seeded(r) => r.below(n),
            Inner::Bytes(u, r) if u.is_empty() || n <= 1 => r.below(n.max(1)),
            Inner::Bytes(u, r) => u.int_in_range(0..=n - 1).unwrap_or_else(|_| r.below(n)),
        }
    }

    pub fn next_u64(&mut self) -> u64 {
        match &mut self.0 {
            Inner::Seeded(r) => r.next_u64(),
            Inner::Bytes(u, r) if u.len() >= 8 => u.arbitrary().unwrap_or_else(|_| r.next_u64()),
            Inner::Bytes(_, r) => r.next_u64(),
        }
    }

    pub fn next_u32(&mut self) -> u32 {
        (self.next_u64() >> 32) as u32
    }

    /// True with probability `num/den`.
    pub fn chance(&mut self, num: u64, den: u64) -> bool {
        self.below(den) < num
    }

    pub fn pick<'x, T>(&mut self, xs: &'x [T]) -> &'x T {
        &xs[self.below(xs.len() as u64) as usize]
    }

    /// A 32-bit value biased to the edge cases that break arithmetic.
    pub fn edge_u32(&mut self) -> u32 {
        match self.below(4) {
            0 => *self.pick(&EDGES),
            1 => 1 << self.below(32),
            2 => self.next_u32() & 0xFF,
            _ => self.next_u32(),
        }
    }
}
