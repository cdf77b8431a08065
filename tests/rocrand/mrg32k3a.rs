//! MRG32k3a written from its definition (L'Ecuyer, "Good parameters and
//! implementations for combined multiple recursive random number
//! generators", Operations Research 47(1), 1999): two order-3 recurrences
//! modulo m1 and m2, combined by difference modulo m1. rocRAND returns the
//! combination in [1, m1] (0 as m1) and starts subsequence `s` at `s *
//! 2^76` steps, L'Ecuyer's substream length; the jump is the recurrences'
//! companion matrices raised to 2^76 here, not rocRAND's tables.

const M1: u64 = 4_294_967_087;
const M2: u64 = 4_294_944_443;
const A12: u64 = 1_403_580;
const A13N: u64 = 810_728;
const A21: u64 = 527_612;
const A23N: u64 = 1_370_589;

type Mat = [[u64; 3]; 3];

fn mat_mul(a: &Mat, b: &Mat, m: u64) -> Mat {
    let mut r = [[0u64; 3]; 3];
    for (i, row) in r.iter_mut().enumerate() {
        for (j, x) in row.iter_mut().enumerate() {
            let s: u128 = (0..3).map(|k| a[i][k] as u128 * b[k][j] as u128).sum();
            *x = (s % m as u128) as u64;
        }
    }
    r
}

fn mat_vec(a: &Mat, v: [u32; 3], m: u64) -> [u32; 3] {
    let row = |i: usize| {
        let s: u128 = (0..3).map(|k| a[i][k] as u128 * v[k] as u128).sum();
        (s % m as u128) as u32
    };
    [row(0), row(1), row(2)]
}

/// The companion matrices of one step of each recurrence, acting on the
/// last three values, oldest first.
fn steps() -> (Mat, Mat) {
    (
        [[0, 1, 0], [0, 0, 1], [M1 - A13N, A12, 0]],
        [[0, 1, 0], [0, 0, 1], [M2 - A23N, 0, A21]],
    )
}

/// The two recurrences' states.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct State {
    pub g1: [u32; 3],
    pub g2: [u32; 3],
}

impl State {
    /// rocRAND's seeding (for a seed below 2^32, where its modular products
    /// are exact): each of the six words is a half of the seed, xored with
    /// 0x55555555 or 0xAAAAAAAA, times the seed modulo the recurrence's
    /// modulus.
    fn seeded(seed: u64) -> State {
        assert!(seed != 0 && seed >> 32 == 0, "seeds of the exact products");
        let x = seed as u32 ^ 0x5555_5555;
        let y = (seed >> 32) as u32 ^ 0xAAAA_AAAA;
        let m = |w: u32, m: u64| ((w as u128 * seed as u128) % m as u128) as u32;
        State {
            g1: [m(x, M1), m(y, M1), m(x, M1)],
            g2: [m(y, M2), m(x, M2), m(y, M2)],
        }
    }

    /// One step of both recurrences; the combination in [1, m1].
    pub fn next(&mut self) -> u32 {
        let (a1, a2) = steps();
        let g1 = mat_vec(&a1, self.g1, M1);
        let g2 = mat_vec(&a2, self.g2, M2);
        self.g1 = g1;
        self.g2 = g2;
        let (p1, p2) = (g1[2] as u64, g2[2] as u64);
        if p1 > p2 {
            (p1 - p2) as u32
        } else {
            (p1 + M1 - p2) as u32
        }
    }

    /// The engine as rocRAND's device code stores it (`g1`, then `g2`).
    pub fn words(&self) -> [u32; 6] {
        let (a, b) = (self.g1, self.g2);
        [a[0], a[1], a[2], b[0], b[1], b[2]]
    }
}

/// The engines of subsequences `0..count` of `seed` at offset 0.
pub fn engines(seed: u64, count: usize) -> Vec<State> {
    let (mut j1, mut j2) = steps();
    for _ in 0..76 {
        j1 = mat_mul(&j1, &j1, M1);
        j2 = mat_mul(&j2, &j2, M2);
    }
    let mut s = State::seeded(seed);
    let mut out = Vec::with_capacity(count);
    for _ in 0..count {
        out.push(s);
        s = State {
            g1: mat_vec(&j1, s.g1, M1),
            g2: mat_vec(&j2, s.g2, M2),
        };
    }
    out
}

/// rocRAND's `mrg_uniform_distribution<unsigned int>`: [1, m1] scaled onto
/// the 32-bit range in double precision, truncated.
pub fn uint(v: u32) -> u32 {
    ((v - 1) as f64 * ((u32::MAX as f64) / ((M1 - 1) as f64))) as u32
}
