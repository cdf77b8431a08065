//! XORWOW written from its definition (Marsaglia, "Xorshift RNGs", J. Stat.
//! Soft. 8(14), 2003: a five-word xorshift plus a Weyl sequence of step
//! 362437), seeded as rocRAND's `xorwow_engine` seeds it, with subsequence
//! `s` starting `s * 2^67` steps further (the convention rocRAND shares
//! with cuRAND). The jump is computed here by squaring the 160x160 matrix
//! of one xorshift step over GF(2) 67 times, not from rocRAND's tables.

/// The Weyl step.
const WEYL: u32 = 362_437;

/// A 160-bit xorshift state and the Weyl counter `d`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct State {
    pub d: u32,
    pub x: [u32; 5],
}

/// One xorshift step of the five words (linear over GF(2)).
fn shift(x: [u32; 5]) -> [u32; 5] {
    let t = x[0] ^ (x[0] >> 2);
    [
        x[1],
        x[2],
        x[3],
        x[4],
        (x[4] ^ (x[4] << 4)) ^ (t ^ (t << 1)),
    ]
}

/// A linear map of the five words: the images of the 160 unit vectors.
struct Matrix(Vec<[u32; 5]>);

impl Matrix {
    fn apply(&self, x: [u32; 5]) -> [u32; 5] {
        let mut r = [0u32; 5];
        for (b, col) in self.0.iter().enumerate() {
            if x[b / 32] >> (b % 32) & 1 == 1 {
                for k in 0..5 {
                    r[k] ^= col[k];
                }
            }
        }
        r
    }

    /// The map applied twice.
    fn square(&self) -> Matrix {
        Matrix(self.0.iter().map(|&c| self.apply(c)).collect())
    }
}

/// The map of `2^67` xorshift steps.
fn subsequence_jump() -> Matrix {
    let unit = |b: usize| {
        let mut v = [0u32; 5];
        v[b / 32] = 1 << (b % 32);
        v
    };
    let mut m = Matrix((0..160).map(|b| shift(unit(b))).collect());
    for _ in 0..67 {
        m = m.square();
    }
    m
}

/// rocRAND's seeding of subsequence 0: Marsaglia's initial words with the
/// seed's halves mixed in.
fn seeded(seed: u64) -> State {
    let s0 = seed as u32 ^ 0x2c7f_967f;
    let s1 = (seed >> 32) as u32 ^ 0xa036_97cb;
    let t0 = 1_228_688_033u32.wrapping_mul(s0);
    let t1 = 2_073_658_381u32.wrapping_mul(s1);
    State {
        d: 6_615_241u32.wrapping_add(t1).wrapping_add(t0),
        x: [
            123_456_789u32.wrapping_add(t0),
            362_436_069 ^ t0,
            521_288_629u32.wrapping_add(t1),
            88_675_123 ^ t1,
            5_783_321u32.wrapping_add(t0),
        ],
    }
}

/// The engines of subsequences `0..count` of `seed` at offset 0.
pub fn engines(seed: u64, count: usize) -> Vec<State> {
    let jump = subsequence_jump();
    let mut s = seeded(seed);
    let mut out = Vec::with_capacity(count);
    for _ in 0..count {
        out.push(s);
        s.x = jump.apply(s.x);
    }
    out
}

impl State {
    /// The next number: one xorshift step, one Weyl step, their sum.
    pub fn next(&mut self) -> u32 {
        self.x = shift(self.x);
        self.d = self.d.wrapping_add(WEYL);
        self.d.wrapping_add(self.x[4])
    }

    /// The engine as rocRAND's device code stores it (`d`, then `x`).
    pub fn words(&self) -> [u32; 6] {
        let x = self.x;
        [self.d, x[0], x[1], x[2], x[3], x[4]]
    }
}
