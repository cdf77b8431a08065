//! Sobol's sequence written from its definition (Bratley and Fox, ACM TOMS
//! 14(1), 1988, with the Gray-code order of Antonov and Saleev): point `i`
//! of a dimension is the xor of the direction numbers `v[k]` for the set
//! bits `k` of `i ^ (i >> 1)`. The direction numbers are built here from
//! the primitive polynomials and initial numbers Joe and Kuo publish
//! (new-joe-kuo-6.21201, its first rows), dimension 1 being van der
//! Corput's `v[k] = 2^(31-k)`.

/// Joe and Kuo's rows for dimensions 2..=8: degree `s`, the polynomial's
/// inner coefficients `a` (bit `s-1-j` is a_j), initial numbers `m`.
const JOE_KUO: [(u32, u32, &[u32]); 7] = [
    (1, 0, &[1]),
    (2, 1, &[1, 3]),
    (3, 1, &[1, 3, 1]),
    (3, 2, &[1, 1, 1]),
    (4, 1, &[1, 1, 3, 3]),
    (4, 4, &[1, 3, 5, 13]),
    (5, 2, &[1, 1, 5, 5, 17]),
];

/// The most dimensions `directions` can give.
pub const DIMENSIONS: usize = JOE_KUO.len() + 1;

/// The 32 direction numbers of dimension `d` (from 1).
fn dimension(d: usize) -> [u32; 32] {
    let mut m = [0u32; 32];
    if d == 1 {
        m = [1; 32];
    } else {
        let (s, a, init) = JOE_KUO[d - 2];
        let s = s as usize;
        m[..s].copy_from_slice(init);
        // m_k = 2 a_1 m_{k-1} ^ 4 a_2 m_{k-2} ^ ... ^ 2^s m_{k-s} ^ m_{k-s}
        for k in s..32 {
            let mut x = m[k - s] ^ (m[k - s] << s);
            for j in 1..s {
                if a >> (s - 1 - j) & 1 == 1 {
                    x ^= m[k - j] << j;
                }
            }
            m[k] = x;
        }
    }
    std::array::from_fn(|k| m[k] << (31 - k))
}

/// The direction numbers of dimensions `1..=dims`, 32 per dimension, as
/// rocRAND lays them out.
pub fn directions(dims: usize) -> Vec<u32> {
    assert!(dims <= DIMENSIONS);
    (1..=dims).flat_map(dimension).collect()
}

/// Point `i` of the dimension with direction numbers `v`.
pub fn point(v: &[u32], i: u32) -> u32 {
    let g = i ^ (i >> 1);
    (0..32)
        .filter(|k| g >> k & 1 == 1)
        .fold(0, |x, k| x ^ v[k as usize])
}
